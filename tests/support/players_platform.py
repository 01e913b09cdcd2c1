"""A whole local platform with players: the gateway (ludus.v1.Players included) on a fresh
PostgreSQL database of the test's own, real game services on a real Redis — what every test of the
players' layer starts once per module."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from services.launcher import LocalPlatform, free_port
from tests.support.postgres import fresh_database

#: Cheap password hashing and no rate limit: the tests measure behaviour, not argon2 or buckets.
FAST_PLAYERS = {
    "LUDUS_PASSWORD_TIME_COST": "1",
    "LUDUS_PASSWORD_MEMORY_KIB": "8",
    "LUDUS_RATE_PER_SECOND": "100000",
    "LUDUS_RATE_BURST": "100000",
}


@contextmanager
def players_platform(
    data_dir: Path, name: str, env: Mapping[str, str] | None = None, **options: Any
) -> Iterator[LocalPlatform]:
    """A running platform on a database named after `name`; `env` adds to (or overrides)
    FAST_PLAYERS, `options` are LocalPlatform's (games, worker, http_port, one_process, …;
    worker defaults to False)."""
    options.setdefault("worker", False)
    with (
        fresh_database(f"ludus_{name}") as url,
        LocalPlatform(
            gateway_port=free_port(),
            data_dir=data_dir,
            database_url=url,
            extra_env={**FAST_PLAYERS, **(env or {})},
            **options,
        ) as running,
    ):
        yield running
