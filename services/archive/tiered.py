"""The tiered storage: Redis for live (and freshly finished) matches, the archive for the rest.

Every read a game service makes goes through `TieredEventStore`: it asks Redis first and, only
when the match is not in Redis at all, the archive. "Not in Redis" is decided in the same atomic
round trip as the read itself (`RedisEventStore.read_present`), so a read that meets a match while
the mover deletes its keys gets either Redis's whole answer or the archive's, never a mix: the
mover deletes a match's keys in one DEL, and only after the archive holds a verified copy.

Writes stay on Redis. An append to an archived match finds no match in Redis; it is answered as
a version conflict at the archived version, so the runner reloads (from the archive), decides on
the finished match and refuses with MATCH_OVER as for any finished match — or, for a retried
command id, answers with the command's first answer from the archived idempotency records.

An archive that cannot be reached answers UNAVAILABLE (retry), never INTERNAL.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Mapping, Sequence
from typing import TypeVar

from sqlalchemy.exc import SQLAlchemyError

from services.archive.postgres import PostgresArchive
from services.core.errors import NotFound, Unavailable
from services.core.events import Appended, MatchExists, NewEvent, Snapshot, StoredEvent, VersionConflict
from services.core.ports import AppendNote, MetaValue, Storage
from services.core.settings import Settings, current
from services.core.store import RedisAuditReports, RedisEventStore, RedisMatchKeys, parse_prior
from services.players import db

T = TypeVar("T")
#: Connections a process keeps to the archive: reads of archived matches only.
ARCHIVE_POOL = 4
#: Databases this process has migrated already.
_MIGRATED: set[str] = set()


async def _archived(call: Awaitable[T]) -> T:
    try:
        return await call
    except SQLAlchemyError:
        raise Unavailable("the match archive cannot be reached; retry") from None


class TieredEventStore:
    """An EventStore (services/core/ports.py): Redis first, then the archive."""

    def __init__(self, live: RedisEventStore, archive: PostgresArchive) -> None:
        self.live = live
        self.archive = archive
        # The runner and the telemetry wrapper look for these on the store they are given.
        self.redis = live.redis

    async def create(
        self,
        match_id: str,
        meta: Mapping[str, MetaValue],
        events: Sequence[NewEvent],
        command_id: str,
        command: bytes,
        time_ms: int,
    ) -> list[StoredEvent]:
        return await self.live.create(match_id, meta, events, command_id, command, time_ms)

    async def append(
        self,
        match_id: str,
        expected_version: int,
        previous_hash: str,
        events: Sequence[NewEvent],
        *,
        command_id: str = "",
        command: bytes = b"",
        digest: str = "",
        time_ms: int,
        meta: Mapping[str, MetaValue] | None = None,
        notice: Mapping[str, str] | None = None,
    ) -> tuple[Appended, list[StoredEvent]]:
        try:
            return await self.live.append(
                match_id,
                expected_version,
                previous_hash,
                events,
                command_id=command_id,
                command=command,
                digest=digest,
                time_ms=time_ms,
                meta=meta,
                notice=notice,
            )
        except NotFound:
            archived = await _archived(self.archive.get(match_id))
            if archived is None:
                raise
            # Archived: the writer's view was older than the finished match (see the docstring).
            raise VersionConflict(archived.version) from None

    async def import_log(self, match_id: str, meta: Mapping[str, MetaValue], events: Sequence[StoredEvent]) -> None:
        if await _archived(self.archive.archived(match_id)):
            raise MatchExists(match_id)
        await self.live.import_log(match_id, meta, events)

    async def prior_command(self, match_id: str, command_id: str) -> Appended | None:
        found = await self.live.prior_command(match_id, command_id)
        if found is not None or not command_id:
            return found
        commands = await _archived(self.archive.commands(match_id))
        prior = (commands or {}).get(command_id)
        return parse_prior(prior.decode()) if prior is not None else None

    async def read(
        self, match_id: str, after: int = 0, upto: int | None = None, count: int | None = None
    ) -> list[StoredEvent]:
        events, present = await self.live.read_present(match_id, after, upto, count)
        if events or present:
            return events
        return await _archived(self.archive.read(match_id, after, upto, count))

    async def wait(self, match_id: str, after: int, block_ms: int) -> list[StoredEvent]:
        # Only unfinished matches are waited on (the runner reads a finished one's log whole),
        # and only finished matches are archived.
        return await self.live.wait(match_id, after, block_ms)

    async def wait_many(self, positions: Mapping[str, int], block_ms: int) -> dict[str, list[StoredEvent]]:
        return await self.live.wait_many(positions, block_ms)

    async def read_many(self, positions: Mapping[str, int]) -> dict[str, list[StoredEvent]]:
        return await self.live.read_many(positions)  # what is followed is live (as `wait`)

    @property
    def keeps_notes(self) -> bool:
        return self.live.keeps_notes

    @property
    def carries_notices(self) -> bool:
        return self.live.carries_notices

    def notes_of(self, match_id: str) -> str:
        return self.live.notes_of(match_id)

    async def notes_end(self, stream: str) -> str:
        return await self.live.notes_end(stream)

    async def read_notes(
        self, cursors: Mapping[str, str], block_ms: int, count: int
    ) -> dict[str, tuple[str, list[AppendNote]]]:
        return await self.live.read_notes(cursors, block_ms, count)

    async def meta(self, match_id: str) -> dict[str, bytes] | None:
        found = await self.live.meta(match_id)
        if found is not None:
            return found
        return await _archived(self.archive.meta(match_id))

    async def set_meta(self, match_id: str, fields: Mapping[str, MetaValue]) -> None:
        await self.live.set_meta(match_id, fields)

    async def save_snapshot(self, match_id: str, snapshot: Snapshot) -> None:
        await self.live.save_snapshot(match_id, snapshot)

    async def load_snapshot(self, match_id: str) -> Snapshot | None:
        # An archived match has none: it is folded from its log, which gives the same match.
        return await self.live.load_snapshot(match_id)


class TieredAuditReports:
    """Audit reports: Redis for matches in Redis, the archive's copy for archived ones."""

    def __init__(self, live: RedisAuditReports, keys: RedisMatchKeys, archive: PostgresArchive) -> None:
        self.live = live
        self.keys = keys
        self.archive = archive

    async def save(self, match_id: str, report: bytes, replacing: bytes | None) -> bytes | None:
        # Redis stores nothing for a match that is not there (any more): then the archive's row.
        stored = await self.live.save(match_id, report, replacing)
        if stored is not None:
            return stored
        return await _archived(self.archive.save_audit(match_id, report, replacing))

    async def load(self, match_id: str) -> bytes | None:
        found = await self.live.load(match_id)
        if found is not None:
            return found
        return await _archived(self.archive.audit(match_id))


async def open_archive(settings: Settings | None = None) -> PostgresArchive | None:
    """The archive, when a database is configured (LUDUS_DATABASE_URL), its schema migrated
    first (concurrent starts migrate one at a time, see services/players/migrations/env.py)."""
    url = (settings or current()).database_url
    if not url:
        return None
    if url not in _MIGRATED:
        # Once per process: the workers open the archive for every pass of the archive task.
        await db.migrate_async(url)
        _MIGRATED.add(url)
    return PostgresArchive(db.engine(url, pool_size=ARCHIVE_POOL))


def tiered_storage(storage: Storage, archive: PostgresArchive) -> Storage:
    """`storage` (the Redis storage of services/core/store.py) reading archived matches too."""
    assert isinstance(storage.events, RedisEventStore) and isinstance(storage.audits, RedisAuditReports)
    redis = storage.events.redis
    return dataclasses.replace(
        storage,
        events=TieredEventStore(storage.events, archive),
        audits=TieredAuditReports(storage.audits, RedisMatchKeys(redis), archive),
    )


__all__ = ["TieredAuditReports", "TieredEventStore", "open_archive", "tiered_storage"]
