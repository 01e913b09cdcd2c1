"""Where the projections find the archive (the one place to change when its implementation does).

The PostgreSQL archive (services/archive/, built on the `archive` branch) implements
`ArchiveReader` over the same database; the merge wires it here. Until then this answers None:
nothing is archived, so nothing is on FINISHED_FEED, and the workers' pass has nothing to do
(it says so in its result rather than pretend).
"""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncEngine

from services.archive.records import ArchiveReader


def archive_reader(engine: AsyncEngine) -> ArchiveReader | None:
    """The archive of the platform's database, or None where no archive is built in."""
    return None
