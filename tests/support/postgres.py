"""A PostgreSQL database of the test run's own, on the machine's server, dropped afterwards.

The server is the machine's (127.0.0.1:5432, trust auth) unless LUDUS_TEST_POSTGRES names another
(a maintenance URL: the database named in it is only used to create and drop ours). Nothing but
the database created here is ever touched.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg

DEFAULT_SERVER = "postgresql://postgres@127.0.0.1:5432/postgres"


def server_url() -> str:
    return os.environ.get("LUDUS_TEST_POSTGRES", DEFAULT_SERVER)


@contextmanager
def fresh_database(prefix: str = "ludus_test") -> Iterator[str]:
    """The URL of a new, empty database with a unique name; dropped (connections and all) after."""
    admin = server_url()
    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(admin, autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    base, _, _ = admin.rpartition("/")
    try:
        yield f"{base}/{name}"
    finally:
        with psycopg.connect(admin, autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
