"""The players' database with two roles on the machine's PostgreSQL: the owner migrates, the
runtime role (the gateway's) reads and writes rows and changes no schema. The database and both
roles are this test module's own, with unique names, and dropped afterwards."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from dataclasses import dataclass

import psycopg
import pytest
from psycopg import errors

from services.players import db
from services.players.accounts import Accounts
from services.players.passwords import Passwords
from services.players.tokens import AccessTokens
from tests.players.conftest import SECRET, TEST_PASSWORDS
from tests.support.postgres import fresh_database, server_url


@dataclass(frozen=True)
class Roles:
    owner_url: str
    runtime_url: str
    runtime: str


def as_user(url: str, user: str, password: str) -> str:
    scheme, _, rest = url.partition("://")
    return f"{scheme}://{user}:{password}@{rest.partition('@')[2] or rest}"


@pytest.fixture(scope="module")
def roles() -> Iterator[Roles]:
    suffix = uuid.uuid4().hex[:10]
    owner, runtime = f"ludus_owner_{suffix}", f"ludus_app_{suffix}"
    password = uuid.uuid4().hex
    with psycopg.connect(server_url(), autocommit=True) as admin:
        admin.execute(f"CREATE ROLE {owner} LOGIN PASSWORD '{password}'")
        admin.execute(f"CREATE ROLE {runtime} LOGIN PASSWORD '{password}'")
    try:
        with fresh_database() as url:
            name = url.rsplit("/", 1)[1]
            with psycopg.connect(url, autocommit=True) as admin:
                admin.execute(f'ALTER DATABASE "{name}" OWNER TO {owner}')
                admin.execute(f"ALTER SCHEMA public OWNER TO {owner}")
            owner_url, runtime_url = as_user(url, owner, password), as_user(url, runtime, password)
            db.migrate(owner_url)
            environment = {**os.environ, "LUDUS_DATABASE_URL": owner_url}
            granted = subprocess.run(
                [sys.executable, "-m", "services.cli", "db", "grant", runtime],
                env=environment,
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert granted.returncode == 0, granted.stderr
            yield Roles(owner_url, runtime_url, runtime)
    finally:
        with psycopg.connect(server_url(), autocommit=True) as admin:
            admin.execute(f"DROP ROLE IF EXISTS {runtime}")
            admin.execute(f"DROP ROLE IF EXISTS {owner}")


async def test_the_runtime_role_signs_players_up_and_in(roles: Roles) -> None:
    engine = db.engine(roles.runtime_url, pool_size=2)
    try:
        accounts = Accounts(engine, AccessTokens(SECRET, 600), Passwords(**TEST_PASSWORDS), signin_failures=3)
        name = f"p{uuid.uuid4().hex[:8]}"
        await accounts.sign_up(name, "a long enough password")
        session = await accounts.sign_in(name, "a long enough password", "127.0.0.1")
        assert session.player.name == name
    finally:
        await engine.dispose()


def test_the_gateway_start_finds_the_schema_current_as_the_runtime_role(roles: Roles) -> None:
    db.migrate(roles.runtime_url)  # what the gateway runs at start: a no-op at head


@pytest.mark.parametrize(
    "statement",
    [
        "CREATE TABLE intruder (id int)",
        "DROP TABLE players",
        "ALTER TABLE players ADD COLUMN intruder int",
        "TRUNCATE players",
        "UPDATE alembic_version SET version_num = '9999'",
        "CREATE SCHEMA intruder",
    ],
)
def test_the_runtime_role_changes_no_schema(roles: Roles, statement: str) -> None:
    with psycopg.connect(roles.runtime_url) as connection, pytest.raises(errors.InsufficientPrivilege):
        connection.execute(statement)


def test_a_later_migration_s_tables_reach_the_runtime_role(roles: Roles) -> None:
    """Default privileges: a table the owner creates later is the runtime role's to use at once."""
    table = f"later_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(roles.owner_url, autocommit=True) as owner:
        owner.execute(f"CREATE TABLE {table} (id bigint GENERATED ALWAYS AS IDENTITY, note text)")
    try:
        with psycopg.connect(roles.runtime_url, autocommit=True) as runtime:
            runtime.execute(f"INSERT INTO {table} (note) VALUES ('ok')")
            found = runtime.execute(f"SELECT count(*) FROM {table}").fetchone()
            assert found is not None and found[0] == 1
            with pytest.raises(errors.InsufficientPrivilege):
                runtime.execute(f"DROP TABLE {table}")
    finally:
        with psycopg.connect(roles.owner_url, autocommit=True) as owner:
            owner.execute(f"DROP TABLE {table}")
