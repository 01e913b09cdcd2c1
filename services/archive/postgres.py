"""The archive on PostgreSQL: finished matches, each one row of a table partitioned by month.

`put` writes a match once (idempotent by match id: `archive_index` holds every archived id, and a
second `put` of the same match inserts nothing). Its log is stored whole in one column, compressed
with zlib: the log is only ever read whole or in large ranges (a replay, an audit, a history page),
never searched inside, so one compressed value per match beats a row per event (fewer rows, index
entries and per-row headers by two orders of magnitude). zlib because it is in every Python and
every PostgreSQL client language (the export format is readable anywhere), and its ratio on these
logs is measured in docs/benchmarks.md; the `compression` column names the codec per row, so a
faster one (zstd) can be added later beside old rows.

Partitions are created on demand, once per month and process, under an advisory lock so that two
archivers starting the same month never race on the DDL.
"""

from __future__ import annotations

import asyncio
import zlib
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec
from ludus.backend.v1 import store_pb2
from sqlalchemy import select, text, tuple_, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from services.archive.records import ArchivedMatch
from services.archive.schema import archive_index, archived_matches
from services.core.events import StoredEvent, from_envelope, to_envelope
from services.players import schema as players_schema

COMPRESSION = "zlib"
#: Export-format version of the stored log (the same message `ludus export` writes).
LOG_FORMAT = 1
#: Decompressed logs kept per process: a WatchMatch or a history read pages through one log.
CACHED_LOGS = 64
#: An advisory-lock key of the archive's own (the migrations use 7271001).
PARTITION_LOCK = 7271017


@dataclass(frozen=True)
class ArchiveRecord:
    """Everything the mover writes for one finished match."""

    match_id: str
    game: str
    created_ms: int
    finished_ms: int
    version: int
    last_hash: str
    seed: bytes
    commitment: str
    status: int
    info: bytes
    meta: Mapping[str, bytes]
    commands: Mapping[str, bytes]
    audit: bytes | None
    events: list[StoredEvent]
    players: Mapping[int, str] = field(default_factory=dict)
    public: bool = True


def to_datetime(ms: int) -> datetime:
    return datetime.fromtimestamp(ms / 1000, tz=UTC)


def to_ms(moment: datetime) -> int:
    # Exact: the timestamps were written from whole milliseconds (PostgreSQL keeps microseconds).
    return round(moment.timestamp() * 1000)


def partition_name(moment: datetime) -> str:
    return f"archived_matches_{moment.year:04d}_{moment.month:02d}"


def month_bounds(moment: datetime) -> tuple[datetime, datetime]:
    start = datetime(moment.year, moment.month, 1, tzinfo=UTC)
    following = (start + timedelta(days=32)).replace(day=1)
    return start, following


def encode_log(match_id: str, game: str, events: list[StoredEvent]) -> bytes:
    exported = store_pb2.MatchExport(
        format=LOG_FORMAT, match_id=match_id, game=game, entries=[to_envelope(event) for event in events]
    )
    return zlib.compress(exported.SerializeToString(), 6)


def decode_log(data: bytes, compression: str) -> list[StoredEvent]:
    if compression != COMPRESSION:
        raise ValueError(f"unknown archive compression {compression!r}")
    exported = store_pb2.MatchExport.FromString(zlib.decompress(data))
    return [from_envelope(entry) for entry in exported.entries]


def _pack(mapping: Mapping[str, bytes]) -> bytes:
    return msgspec.msgpack.encode(dict(mapping))


def _unpack(data: bytes) -> dict[str, bytes]:
    return msgspec.msgpack.decode(data, type=dict[str, bytes])


@dataclass(frozen=True)
class StoredCopy:
    """An archived match's row as stored, decoded (what the mover verifies against Redis)."""

    version: int
    last_hash: str
    events: list[StoredEvent]
    meta: dict[str, bytes]
    commands: dict[str, bytes]


class PostgresArchive:
    """Implements services.archive.records.ArchiveReader, plus the writes the mover needs."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        self._partitions: set[str] = set()
        self._logs: OrderedDict[str, list[StoredEvent]] = OrderedDict()
        self._log_lock = asyncio.Lock()

    # ------------------------------------------------------------------ writing

    async def ensure_partition(self, finished_ms: int) -> str:
        """The month's partition, created if missing (idempotent, safe against concurrent callers)."""
        moment = to_datetime(finished_ms)
        name = partition_name(moment)
        if name in self._partitions:
            return name
        start, end = month_bounds(moment)
        async with self.engine.begin() as connection:
            await connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": PARTITION_LOCK})
            await connection.execute(
                text(
                    f"CREATE TABLE IF NOT EXISTS {name} PARTITION OF archived_matches "
                    f"FOR VALUES FROM ('{start.isoformat()}') TO ('{end.isoformat()}')"
                )
            )
        self._partitions.add(name)
        return name

    async def put(self, record: ArchiveRecord) -> bool:
        """Archive a match; False (and nothing written) if it is archived already."""
        await self.ensure_partition(record.finished_ms)
        finished_at = to_datetime(record.finished_ms)
        async with self.engine.begin() as connection:
            inserted = await connection.execute(
                pg_insert(archive_index)
                .values(match_id=record.match_id, finished_at=finished_at)
                .on_conflict_do_nothing()
                .returning(archive_index.c.match_id)
            )
            if inserted.first() is None:
                return False
            await connection.execute(
                archived_matches.insert().values(
                    match_id=record.match_id,
                    game=record.game,
                    created_at=to_datetime(record.created_ms),
                    finished_at=finished_at,
                    version=record.version,
                    last_hash=record.last_hash,
                    entries=len(record.events),
                    seed=record.seed,
                    commitment=record.commitment,
                    status=record.status,
                    info=record.info,
                    meta=_pack(record.meta),
                    commands=_pack(record.commands),
                    audit=record.audit,
                    players={str(seat): player for seat, player in record.players.items()},
                    public=record.public,
                    compression=COMPRESSION,
                    log=encode_log(record.match_id, record.game, record.events),
                )
            )
        return True

    async def save_audit(self, match_id: str, report: bytes, replacing: bytes | None) -> bytes | None:
        """Replace an archived match's audit report if it is still `replacing` (compare and set,
        as services/core/ports.py AuditReports.save); the report stored now, None if the match is
        not archived."""
        async with self.engine.begin() as connection:
            finished_at = await self._finished_at(connection, match_id)
            if finished_at is None:
                return None
            where = (archived_matches.c.match_id == match_id, archived_matches.c.finished_at == finished_at)
            # The row is locked until the transaction ends: two auditors compare one at a time.
            found = await connection.execute(select(archived_matches.c.audit).where(*where).with_for_update())
            row = found.first()
            if row is None:
                return None
            current = bytes(row.audit) if row.audit is not None else None
            if current != replacing:
                return current
            await connection.execute(update(archived_matches).where(*where).values(audit=report))
        return report

    async def players_of(self, match_id: str) -> dict[int, str]:
        """The signed-in players per seat, from the players' `seats` table."""
        seats = players_schema.seats
        async with self.engine.connect() as connection:
            rows = await connection.execute(select(seats.c.seat, seats.c.player_id).where(seats.c.match_id == match_id))
            return {int(seat): str(player) for seat, player in rows}

    # ------------------------------------------------------------------ reading

    async def _finished_at(self, connection: AsyncConnection, match_id: str) -> datetime | None:
        found = await connection.execute(
            select(archive_index.c.finished_at).where(archive_index.c.match_id == match_id)
        )
        return found.scalar_one_or_none()

    async def archived(self, match_id: str) -> bool:
        async with self.engine.connect() as connection:
            return await self._finished_at(connection, match_id) is not None

    async def _row(self, match_id: str, *columns: str) -> Mapping[str, Any] | None:
        async with self.engine.connect() as connection:
            finished_at = await self._finished_at(connection, match_id)
            if finished_at is None:
                return None
            # Both key columns: PostgreSQL reads the one month's partition only.
            found = await connection.execute(
                select(*(archived_matches.c[name] for name in columns)).where(
                    archived_matches.c.match_id == match_id, archived_matches.c.finished_at == finished_at
                )
            )
            row = found.mappings().first()
            return dict(row) if row is not None else None

    async def get(self, match_id: str) -> ArchivedMatch | None:
        row = await self._row(match_id, *SUMMARY)
        return _summary(row) if row is not None else None

    async def scan(self, after: tuple[int, str] | None, limit: int) -> list[ArchivedMatch]:
        query = select(*(archived_matches.c[name] for name in SUMMARY))
        if after is not None:
            query = query.where(
                tuple_(archived_matches.c.finished_at, archived_matches.c.match_id)
                > tuple_(to_datetime(after[0]), after[1])
            )
        query = query.order_by(archived_matches.c.finished_at, archived_matches.c.match_id).limit(limit)
        async with self.engine.connect() as connection:
            rows = (await connection.execute(query)).mappings().all()
        return [_summary(dict(row)) for row in rows]

    async def log(self, match_id: str) -> list[StoredEvent]:
        """The whole archived log ([] if not archived); recent ones are kept decompressed (an
        archived log never changes). The mover verifies with `stored`, which never caches."""
        async with self._log_lock:
            cached = self._logs.get(match_id)
            if cached is not None:
                self._logs.move_to_end(match_id)
                return cached
        row = await self._row(match_id, "log", "compression")
        if row is None:
            return []
        events = decode_log(bytes(row["log"]), str(row["compression"]))
        async with self._log_lock:
            self._logs[match_id] = events
            while len(self._logs) > CACHED_LOGS:
                self._logs.popitem(last=False)
        return events

    async def read(
        self, match_id: str, after: int = 0, upto: int | None = None, count: int | None = None
    ) -> list[StoredEvent]:
        events = [
            event
            for event in await self.log(match_id)
            if event.version > after and (upto is None or event.version <= upto)
        ]
        return events if count is None else events[:count]

    async def stored(self, match_id: str) -> StoredCopy | None:
        """The whole row straight from the database (one query, no cache), or None."""
        row = await self._row(match_id, "version", "last_hash", "log", "compression", "meta", "commands")
        if row is None:
            return None
        return StoredCopy(
            version=int(row["version"]),
            last_hash=str(row["last_hash"]),
            events=decode_log(bytes(row["log"]), str(row["compression"])),
            meta=_unpack(bytes(row["meta"])),
            commands=_unpack(bytes(row["commands"])),
        )

    async def meta(self, match_id: str) -> dict[str, bytes] | None:
        row = await self._row(match_id, "meta")
        return _unpack(bytes(row["meta"])) if row is not None else None

    async def commands(self, match_id: str) -> dict[str, bytes] | None:
        row = await self._row(match_id, "commands")
        return _unpack(bytes(row["commands"])) if row is not None else None

    async def audit(self, match_id: str) -> bytes | None:
        row = await self._row(match_id, "audit")
        return bytes(row["audit"]) if row is not None and row["audit"] is not None else None

    async def seed(self, match_id: str) -> bytes | None:
        row = await self._row(match_id, "seed")
        return bytes(row["seed"]) if row is not None else None

    async def count(self) -> int:
        async with self.engine.connect() as connection:
            found = await connection.execute(text("SELECT count(*) FROM archive_index"))
            return int(found.scalar_one())


SUMMARY = ("match_id", "game", "created_at", "finished_at", "version", "last_hash", "info", "players", "public")


def _summary(row: Mapping[str, Any]) -> ArchivedMatch:
    players = row["players"]
    assert isinstance(players, dict)
    created, finished = row["created_at"], row["finished_at"]
    assert isinstance(created, datetime) and isinstance(finished, datetime)
    return ArchivedMatch(
        match_id=str(row["match_id"]),
        game=str(row["game"]),
        created_ms=to_ms(created),
        finished_ms=to_ms(finished),
        version=int(row["version"]),
        last_hash=str(row["last_hash"]),
        info=bytes(row["info"]),
        players={int(seat): str(player) for seat, player in players.items()},
        public=bool(row["public"]),
    )


__all__ = ["ArchiveRecord", "PostgresArchive", "StoredCopy", "decode_log", "encode_log", "partition_name"]
