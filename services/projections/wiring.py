"""Where the projections find the archive (the one place to change when its implementation does):
the PostgreSQL archive of the platform's database (services/archive/postgres.py), which
implements `ArchiveReader` over the same engine the projections write with."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncEngine

from services.archive.postgres import PostgresArchive
from services.archive.records import ArchiveReader


def archive_reader(engine: AsyncEngine) -> ArchiveReader:
    """The archive of the platform's database."""
    return PostgresArchive(engine)
