"""Fixtures for the archive's tests: a real PostgreSQL database per module (migrated), and finished
matches played quickly in memory for every game."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest

from services.archive.postgres import PostgresArchive
from services.players import db
from tests.support.postgres import fresh_database


@pytest.fixture(scope="module")
def database_url() -> Iterator[str]:
    """An empty database of this module's own, migrated to the latest revision."""
    with fresh_database("ludus_archive") as url:
        db.migrate(url)
        yield url


@pytest.fixture
async def archive(database_url: str) -> AsyncIterator[PostgresArchive]:
    engine = db.engine(database_url, pool_size=4)
    yield PostgresArchive(engine)
    await engine.dispose()
