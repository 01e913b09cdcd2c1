"""Fixtures for the projections' tests: a real PostgreSQL database per module (migrated, as the
players' tests make theirs), the session's real Redis with an empty feed per test, and the
archive's in-memory twin (the PostgreSQL archive is another branch's; the contract is the same)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator

import pytest
from redis.asyncio import Redis
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from services.archive.records import FINISHED_FEED
from services.players import db, schema
from tests.support.postgres import fresh_database


@pytest.fixture(scope="module")
def database_url() -> Iterator[str]:
    with fresh_database("ludus_projections") as url:
        db.migrate(url)
        yield url


@pytest.fixture
async def engine(database_url: str) -> AsyncIterator[AsyncEngine]:
    engine = db.engine(database_url, pool_size=3)
    async with engine.begin() as connection:
        # Each test starts from empty projections (the module shares one database).
        await connection.execute(text("TRUNCATE projection_applied, match_directory, player_history, players CASCADE"))
    yield engine
    await engine.dispose()


@pytest.fixture
async def feed(redis: Redis) -> Redis:
    await redis.delete(FINISHED_FEED)
    return redis


async def add_players(engine: AsyncEngine, *names: str) -> list[str]:
    """Players in the players' table (the search resolves names there); their ids as text."""
    ids = [uuid.uuid4() for _ in names]
    async with engine.begin() as connection:
        await connection.execute(
            schema.players.insert(),
            [
                {"id": player, "name": name, "name_key": name.casefold(), "kind": schema.MEMBER}
                for player, name in zip(ids, names, strict=True)
            ],
        )
    return [str(player) for player in ids]
