"""The PostgreSQL archive on a real server: idempotent puts, monthly partitions made on demand,
and reads (get / scan / read / meta) that agree with the in-memory twin the projections test on."""

from __future__ import annotations

import asyncio
import uuid

import pytest
from sqlalchemy import text

from services.archive.postgres import ArchiveRecord, PostgresArchive, partition_name, to_datetime
from services.archive.records import ArchivedMatch, MemoryArchive
from services.core.events import GENESIS_HASH, NewEvent, StoredEvent, chain_batch

JANUARY = 1_767_225_600_000  # 2026-01-01T00:00:00Z
FEBRUARY = 1_769_904_000_000  # 2026-02-01T00:00:00Z


def log_of(count: int, time_ms: int) -> list[StoredEvent]:
    events = [NewEvent("test.Event", f"event {index}".encode()) for index in range(count)]
    return chain_batch(events, 1, GENESIS_HASH, "c1", b"command", time_ms)


def record(match_id: str, finished_ms: int, count: int = 5) -> ArchiveRecord:
    events = log_of(count, finished_ms - 1000)
    return ArchiveRecord(
        match_id=match_id,
        game="test",
        created_ms=finished_ms - 1000,
        finished_ms=finished_ms,
        version=events[-1].version,
        last_hash=events[-1].hash,
        seed=b"s" * 32,
        commitment="c" * 64,
        status=3,
        info=f"info of {match_id}".encode(),
        meta={"game": b"test", "seed": b"73" * 32, "odd": bytes(range(256))},
        commands={"c1": f"1:{count}:digest".encode()},
        audit=None,
        events=events,
        players={0: str(uuid.uuid4())},
        public=match_id.endswith("public"),
    )


def summary(row: ArchiveRecord) -> ArchivedMatch:
    return ArchivedMatch(
        row.match_id,
        row.game,
        row.created_ms,
        row.finished_ms,
        row.version,
        row.last_hash,
        row.info,
        dict(row.players),
        row.public,
    )


async def test_put_is_idempotent_and_reads_back_exactly(archive: PostgresArchive) -> None:
    row = record(f"test-{uuid.uuid4().hex}", JANUARY + 5000, count=40)
    assert await archive.put(row) is True
    assert await archive.put(row) is False  # the same match again writes nothing
    assert await archive.get(row.match_id) == summary(row)
    assert await archive.read(row.match_id) == row.events
    assert await archive.read(row.match_id, after=10, upto=20) == row.events[10:20]
    assert await archive.read(row.match_id, after=30, count=3) == row.events[30:33]
    assert await archive.meta(row.match_id) == dict(row.meta)
    assert await archive.commands(row.match_id) == dict(row.commands)
    assert await archive.get("test-unknown") is None and await archive.read("test-unknown") == []
    assert await archive.meta("test-unknown") is None
    async with archive.engine.connect() as connection:
        rows = await connection.execute(
            text("SELECT count(*) FROM archived_matches WHERE match_id = :m"), {"m": row.match_id}
        )
        assert rows.scalar_one() == 1


async def test_months_get_their_own_partitions_even_when_archivers_race(archive: PostgresArchive) -> None:
    rows = [record(f"test-{uuid.uuid4().hex}", moment + index) for index in range(3) for moment in (JANUARY, FEBRUARY)]
    # Two archivers of their own (no shared partition memory) writing at once.
    other = PostgresArchive(archive.engine)
    results = await asyncio.gather(*(target.put(row) for row in rows for target in (archive, other)))
    assert sorted(results) == [False] * len(rows) + [True] * len(rows)
    async with archive.engine.connect() as connection:
        found = await connection.execute(
            text("SELECT inhrelid::regclass::text FROM pg_inherits WHERE inhparent = 'archived_matches'::regclass")
        )
        partitions = {name for (name,) in found}
        assert {partition_name(to_datetime(JANUARY)), partition_name(to_datetime(FEBRUARY))} <= partitions
        for row in rows:
            where = await connection.execute(
                text("SELECT tableoid::regclass::text FROM archived_matches WHERE match_id = :m"), {"m": row.match_id}
            )
            assert where.scalar_one() == partition_name(to_datetime(row.finished_ms))


async def test_scan_pages_in_finish_order_like_the_memory_twin(archive: PostgresArchive) -> None:
    async with archive.engine.begin() as connection:
        await connection.execute(text("TRUNCATE archive_index, archived_matches"))
    twin = MemoryArchive()
    tie = JANUARY + 777_000
    rows = [
        record(f"test-{index:02d}-{'public' if index % 2 else 'private'}", tie if index < 4 else tie + index)
        for index in range(9)
    ]
    for row in reversed(rows):
        await archive.put(row)
        twin.put(summary(row), row.events, row.meta)
    pages: list[list[ArchivedMatch]] = []
    after: tuple[int, str] | None = None
    while page := await archive.scan(after, 4):
        pages.append(page)
        after = page[-1].order
    assert [len(page) for page in pages] == [4, 4, 1]
    assert [row for page in pages for row in page] == await twin.scan(None, 100)
    assert await archive.scan((tie, "test-01-public"), 2) == await twin.scan((tie, "test-01-public"), 2)
    assert await archive.count() == 9


@pytest.mark.parametrize("compression", ["lz4"])
async def test_an_unknown_codec_is_refused_not_misread(archive: PostgresArchive, compression: str) -> None:
    row = record(f"test-{uuid.uuid4().hex}", JANUARY + 9)
    await archive.put(row)
    async with archive.engine.begin() as connection:
        await connection.execute(
            text("UPDATE archived_matches SET compression = :c WHERE match_id = :m"),
            {"c": compression, "m": row.match_id},
        )
    fresh = PostgresArchive(archive.engine)
    with pytest.raises(ValueError, match="unknown archive compression"):
        await fresh.read(row.match_id)


async def test_an_archived_audit_report_is_replaced_only_from_the_report_read(archive: PostgresArchive) -> None:
    row = record(f"test-{uuid.uuid4().hex}", JANUARY + 7000)
    assert await archive.save_audit(row.match_id, b"report", None) is None  # not archived
    await archive.put(row)
    # Auditors that read no report race: one stores its report, the others get it back.
    kept = await asyncio.gather(*(archive.save_audit(row.match_id, f"r{n}".encode(), None) for n in range(4)))
    first = await archive.audit(row.match_id)
    assert first is not None and set(kept) == {first}
    assert await archive.save_audit(row.match_id, b"stale", b"something else") == first
    assert await archive.save_audit(row.match_id, b"newer", first) == b"newer"
    assert await archive.audit(row.match_id) == b"newer"
