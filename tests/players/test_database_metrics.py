"""Metrics of the players' database on the machine's PostgreSQL (a database of this module's own):
every statement timed by operation, every failure counted — a refused statement, a broken
transaction, a server that cannot be reached."""

from __future__ import annotations

import uuid

import pytest
from prometheus_client import REGISTRY
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from services.launcher import free_port
from services.players import db
from services.players.accounts import Accounts
from services.players.passwords import Passwords
from services.players.tokens import AccessTokens
from services.telemetry import process
from services.telemetry.database import operation
from tests.players.conftest import SECRET, TEST_PASSWORDS


def timed(name: str) -> float:
    return REGISTRY.get_sample_value("ludus_database_query_duration_seconds_count", {"operation": name}) or 0.0


def errors(name: str, error: str) -> float:
    return REGISTRY.get_sample_value("ludus_database_errors_total", {"operation": name, "error": error}) or 0.0


@pytest.fixture
def metrics_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """This process as a gateway serving metrics (without starting the HTTP server itself)."""
    monkeypatch.setattr(process, "_active", process.Telemetry("gateway", metrics_port=1))


def test_operations_are_the_verb_and_the_first_table_never_a_value() -> None:
    assert operation("SELECT players.id, players.name FROM players WHERE players.name = %(name)s") == "select players"
    assert operation("INSERT INTO sessions (id) VALUES (%(id)s) RETURNING sessions.id") == "insert sessions"
    assert operation('UPDATE "seats" SET x = 1') == "update seats"
    assert operation("DELETE FROM quota_events WHERE at < now()") == "delete quota_events"
    assert operation("BEGIN") == "begin" and operation("select pg_advisory_lock(1)") == "select"


async def test_each_statement_is_timed_and_each_refusal_counted(database_url: str, metrics_on: None) -> None:
    engine = db.engine(database_url, pool_size=2)  # observed: this process serves metrics
    try:
        accounts = Accounts(engine, AccessTokens(SECRET, 600), Passwords(**TEST_PASSWORDS), signin_failures=3)
        inserted, unique = timed("insert players"), errors("insert players", "UniqueViolation")
        name = f"m{uuid.uuid4().hex[:8]}"
        await accounts.sign_up(name, "a long enough password")
        assert timed("insert players") == inserted + 1
        with pytest.raises(Exception):  # noqa: B017 - whichever domain error; the metric is the point
            await accounts.sign_up(name, "a long enough password")
        assert errors("insert players", "UniqueViolation") == unique + 1
        missing = errors("select no_such_table", "UndefinedTable")
        async with engine.connect() as connection:
            with pytest.raises(DBAPIError):
                await connection.execute(text("SELECT * FROM no_such_table"))
        assert errors("select no_such_table", "UndefinedTable") == missing + 1
    finally:
        await engine.dispose()


async def test_an_unreachable_server_is_counted_as_a_failed_connect(metrics_on: None) -> None:
    engine = db.engine(f"postgresql://nobody@127.0.0.1:{free_port()}/nothing", pool_size=1)
    before = errors("connect", "OperationalError")
    try:
        with pytest.raises(DBAPIError):
            async with engine.connect() as connection:
                await connection.execute(text("SELECT 1"))
    finally:
        await engine.dispose()
    assert errors("connect", "OperationalError") == before + 1


async def test_without_metrics_nothing_is_hooked(database_url: str) -> None:
    engine = db.engine(database_url, pool_size=1)
    before = timed("select")
    try:
        async with engine.connect() as connection:
            await connection.execute(text("SELECT 1"))
    finally:
        await engine.dispose()
    assert timed("select") == before
