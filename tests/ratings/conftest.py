"""A real PostgreSQL database per module, migrated, with the ratings tables emptied per test."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from services.players import db
from tests.support.postgres import fresh_database


@pytest.fixture(scope="module")
def database_url() -> Iterator[str]:
    with fresh_database("ludus_ratings") as url:
        db.migrate(url)
        yield url


@pytest.fixture
async def engine(database_url: str) -> AsyncIterator[AsyncEngine]:
    engine = db.engine(database_url, pool_size=3)
    async with engine.begin() as connection:
        await connection.execute(
            text(
                "TRUNCATE projection_applied, rated_matches, rating_history, ratings, rating_progress, players CASCADE"
            )
        )
    yield engine
    await engine.dispose()
