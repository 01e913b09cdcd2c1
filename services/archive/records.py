"""What the archive holds for each finished match, as its readers see it.

This module is the contract between the archiver (which moves a finished match out of Redis into
PostgreSQL, services/archive/) and everything that reads finished matches: the tiered event store
behind every read call, and the projections (match directory, player history, ratings), which are
rebuilt from `ArchiveReader.scan` and fed live from the `FINISHED_FEED` stream.

Order: finished matches are ordered by (finished_ms, match_id) everywhere — scans, rebuilds, and
(for ratings) the order a player's matches are applied in — so a rebuild meets them as the live
feed did, up to ties in the same millisecond, which the match id breaks.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol

from services.core.events import StoredEvent

#: Redis stream of archived matches, one entry per match (fields: "match", "game"), added after
#: the archive row is committed and before the match's Redis keys are deleted; a crash in between
#: adds it again, so consumers (projections, via consumer groups) are idempotent by match id.
FINISHED_FEED = "ludus:finished"

#: Meta field naming a match's visibility ("public" or "private"; absent means public).
VISIBILITY_FIELD = "visibility"
PUBLIC = "public"
PRIVATE = "private"


@dataclass(frozen=True)
class ArchivedMatch:
    """A finished match's summary row (the log is read separately, see `ArchiveReader.read`)."""

    match_id: str
    game: str
    created_ms: int
    finished_ms: int
    #: The version of the last event, and its chain hash.
    version: int
    last_hash: str
    #: A serialised ludus.v1.MatchInfo at the last version, exactly as GetMatch answers it.
    info: bytes
    #: Seat -> player id (UUID text) for seats held by signed-in players when the match ended.
    players: Mapping[int, str] = field(default_factory=dict)
    public: bool = True

    @property
    def order(self) -> tuple[int, str]:
        return (self.finished_ms, self.match_id)


class ArchiveReader(Protocol):
    """Reads of archived matches; implemented over PostgreSQL and in memory (tests)."""

    async def get(self, match_id: str) -> ArchivedMatch | None:
        """The match's summary, or None if it is not archived."""
        ...

    async def scan(self, after: tuple[int, str] | None, limit: int) -> list[ArchivedMatch]:
        """Archived matches in (finished_ms, match_id) order, strictly after `after`, at most `limit`."""
        ...

    async def read(
        self, match_id: str, after: int = 0, upto: int | None = None, count: int | None = None
    ) -> list[StoredEvent]:
        """The archived log: events with after < version <= upto, in order, at most `count`
        (the same contract as EventStore.read; [] for a match that is not archived)."""
        ...

    async def meta(self, match_id: str) -> dict[str, bytes] | None:
        """The match's meta fields as they were in Redis when it was archived, or None."""
        ...


class MemoryArchive:
    """The in-memory twin, for fast tests of what reads the archive."""

    def __init__(self) -> None:
        self._rows: dict[str, ArchivedMatch] = {}
        self._logs: dict[str, list[StoredEvent]] = {}
        self._meta: dict[str, dict[str, bytes]] = {}

    def put(self, row: ArchivedMatch, events: list[StoredEvent], meta: Mapping[str, bytes]) -> None:
        """Store a match (idempotent: the same match again replaces nothing)."""
        if row.match_id in self._rows:
            return
        self._rows[row.match_id] = row
        self._logs[row.match_id] = list(events)
        self._meta[row.match_id] = dict(meta)

    async def get(self, match_id: str) -> ArchivedMatch | None:
        return self._rows.get(match_id)

    async def scan(self, after: tuple[int, str] | None, limit: int) -> list[ArchivedMatch]:
        rows = sorted(self._rows.values(), key=lambda row: row.order)
        if after is not None:
            rows = [row for row in rows if row.order > after]
        return rows[:limit]

    async def read(
        self, match_id: str, after: int = 0, upto: int | None = None, count: int | None = None
    ) -> list[StoredEvent]:
        events = [e for e in self._logs.get(match_id, []) if e.version > after and (upto is None or e.version <= upto)]
        return events if count is None else events[:count]

    async def meta(self, match_id: str) -> dict[str, bytes] | None:
        meta = self._meta.get(match_id)
        return dict(meta) if meta is not None else None


__all__ = [
    "FINISHED_FEED",
    "PRIVATE",
    "PUBLIC",
    "VISIBILITY_FIELD",
    "ArchiveReader",
    "ArchivedMatch",
    "MemoryArchive",
]
