"""Fixtures for the players' tests: a real PostgreSQL database per test module, migrated."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from services.players import db
from services.players.accounts import Accounts
from services.players.passwords import Passwords
from services.players.tokens import AccessTokens
from tests.support.postgres import fresh_database

#: Cheap argon2 parameters: the tests exercise the logic, not the cost (bench/ measures that).
TEST_PASSWORDS = {"time_cost": 1, "memory_kib": 8}
SECRET = b"p" * 32


@pytest.fixture(scope="module")
def database_url() -> Iterator[str]:
    """An empty database of this module's own, migrated to the latest revision."""
    with fresh_database() as url:
        db.migrate(url)
        yield url


@pytest.fixture
async def engine(database_url: str) -> AsyncIterator[AsyncEngine]:
    engine = db.engine(database_url, pool_size=5)
    yield engine
    await engine.dispose()


@pytest.fixture
def accounts(engine: AsyncEngine) -> Accounts:
    return Accounts(engine, AccessTokens(SECRET, 600), Passwords(**TEST_PASSWORDS), signin_failures=3)
