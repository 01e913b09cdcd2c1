"""The move from Redis to the archive, on a real Redis and a real PostgreSQL: the copy is verified
before Redis is touched, a crash after any step leaves the match whole in one place or both, and
running the mover again finishes the move with nothing lost and nothing doubled."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from redis.asyncio import Redis
from sqlalchemy import text

from services import cli
from services.archive.mover import STEPS, ArchiveMismatch, ArchiveMover
from services.archive.postgres import PostgresArchive
from services.archive.records import FINISHED_FEED
from services.core import settings
from services.core.match import Match
from services.core.ports import WaitingMatch
from services.core.runner import MatchRunner
from services.core.settings import Settings
from services.core.store import FINISHING_KEY, RedisEventStore, redis_storage
from services.games.ark.wiring import GAME as ARK_GAME
from services.workers.app import beat_schedule
from tests.archive.matches import HUMAN, play_to_end
from tests.support.platform import platform_game

GAME = platform_game(ARK_GAME)
#: The archive tests' own Redis database, emptied at the start, so counts mean this module's keys.
DB = 5


class Crash(Exception):
    """A worker dying at a step (the hook raises it)."""


@pytest.fixture
async def own_redis(redis_url: str) -> AsyncIterator[Redis]:
    client = Redis.from_url(redis_url.rsplit("/", 1)[0] + f"/{DB}")
    yield client
    await client.aclose()


@pytest.fixture(scope="module", autouse=True)
def _empty_database(redis_url: str) -> None:
    async def flush() -> None:
        client = Redis.from_url(redis_url.rsplit("/", 1)[0] + f"/{DB}")
        await client.flushdb()
        await client.aclose()

    asyncio.run(flush())


async def finished(redis: Redis) -> Match[Any]:
    return await play_to_end(MatchRunner(GAME, redis_storage(redis)))


async def redis_keys_of(redis: Redis, match_id: str) -> list[str]:
    return sorted(str(key) for key in await redis.keys(f"*{match_id}*"))


async def archive_rows(archive: PostgresArchive, match_id: str) -> tuple[int, int]:
    """(index rows, match rows) for the match."""
    async with archive.engine.connect() as connection:
        index = await connection.execute(
            text("SELECT count(*) FROM archive_index WHERE match_id = :m"), {"m": match_id}
        )
        rows = await connection.execute(
            text("SELECT count(*) FROM archived_matches WHERE match_id = :m"), {"m": match_id}
        )
        return index.scalar_one(), rows.scalar_one()


async def test_the_runner_queues_a_finished_match_and_the_mover_waits_out_the_grace(
    own_redis: Redis, archive: PostgresArchive
) -> None:
    match = await finished(own_redis)
    score = await own_redis.zscore(FINISHING_KEY, f"ark|{match.match_id}")
    assert score is not None
    mover = ArchiveMover(own_redis, archive, grace_ms=60_000)
    assert await mover.run_once(int(score) + 59_000) == []  # still in its grace period
    moved = await mover.run_once(int(score) + 60_000)
    assert [(m.match_id, m.outcome, m.events) for m in moved] == [(match.match_id, "archived", match.version)]
    assert await redis_keys_of(own_redis, match.match_id) == []
    assert await own_redis.zscore(FINISHING_KEY, f"ark|{match.match_id}") is None
    assert await own_redis.zscore("ludus:index:ark", match.match_id) is None
    assert await archive_rows(archive, match.match_id) == (1, 1)
    assert len(await archive.read(match.match_id)) == match.version
    feed: Any = await own_redis.xrange(FINISHED_FEED)
    assert [fields for _id, fields in feed if fields[b"match"] == match.match_id.encode()] == [
        {b"match": match.match_id.encode(), b"game": b"ark"}
    ]


@pytest.mark.parametrize("step", STEPS)
async def test_a_crash_after_any_step_loses_nothing_and_the_next_run_doubles_nothing(
    own_redis: Redis, archive: PostgresArchive, step: str
) -> None:
    match = await finished(own_redis)
    match_id = match.match_id
    log = await redis_storage(own_redis).events.read(match_id)

    async def crash_at(reached: str, moving: str) -> None:
        if reached == step:
            raise Crash(step)

    with pytest.raises(Crash):
        await ArchiveMover(own_redis, archive, grace_ms=0, step_hook=crash_at).move(WaitingMatch("ark", match_id))
    in_redis = await own_redis.xlen(f"ludus:{{{match_id}}}:events") == match.version
    in_redis = in_redis and await own_redis.exists(f"ludus:{{{match_id}}}:meta") == 1
    rows = await archive_rows(archive, match_id)
    in_archive = rows == (1, 1) and len(await archive.read(match_id)) == match.version
    assert in_redis or in_archive, f"after a crash at {step}: in neither place"
    assert rows in ((0, 0), (1, 1)), "never half an archive row"
    # Before the archive copy is verified, Redis is whole.
    assert in_redis == (STEPS.index(step) < STEPS.index("delete"))
    # The next run (a fresh worker: a mover of its own) finishes the move.
    fresh = ArchiveMover(own_redis, archive, grace_ms=0)
    outcome = (await fresh.move(WaitingMatch("ark", match_id))).outcome
    assert outcome == ("gone" if step in ("delete", "dequeue") else "archived")
    assert await redis_keys_of(own_redis, match_id) == []
    assert await archive_rows(archive, match_id) == (1, 1)
    assert await PostgresArchive(archive.engine).read(match_id) == log
    assert await own_redis.zscore(FINISHING_KEY, f"ark|{match_id}") is None


async def test_a_copy_that_differs_from_redis_leaves_redis_alone(own_redis: Redis, archive: PostgresArchive) -> None:
    match = await finished(own_redis)
    mover = ArchiveMover(own_redis, archive, grace_ms=0)

    async def tamper(step: str, match_id: str) -> None:
        if step == "write":
            async with archive.engine.begin() as connection:
                await connection.execute(
                    text("UPDATE archived_matches SET meta = :m WHERE match_id = :id"),
                    {"m": b"\x80", "id": match_id},
                )

    with pytest.raises(ArchiveMismatch, match="meta differs"):
        await ArchiveMover(own_redis, archive, grace_ms=0, step_hook=tamper).move(WaitingMatch("ark", match.match_id))
    assert await own_redis.xlen(f"ludus:{{{match.match_id}}}:events") == match.version
    assert await own_redis.zscore(FINISHING_KEY, f"ark|{match.match_id}") is not None
    with pytest.raises(ArchiveMismatch):  # the copy stays wrong: the mover keeps refusing
        await mover.move(WaitingMatch("ark", match.match_id))


async def test_the_slow_sweep_requeues_a_finished_match_whose_record_was_lost(
    own_redis: Redis, archive: PostgresArchive
) -> None:
    match = await finished(own_redis)
    live = await MatchRunner(GAME, redis_storage(own_redis)).create(None, [HUMAN] * 3)
    await own_redis.zrem(FINISHING_KEY, f"ark|{match.match_id}")
    mover = ArchiveMover(own_redis, archive, grace_ms=0)
    await own_redis.delete("ludus:archive:sweep")
    found = 0
    for _ in range(50):  # batches of 2 over this database's ark index, until it wraps around
        found += (await mover.sweep(0, batch=2)).requeued
        if await own_redis.zscore(FINISHING_KEY, f"ark|{match.match_id}") is not None:
            break
    assert await own_redis.zscore(FINISHING_KEY, f"ark|{match.match_id}") is not None
    assert await own_redis.zscore(FINISHING_KEY, f"ark|{live.match_id}") is None
    assert found >= 1


WORKER = """
import asyncio, sys, time
from pathlib import Path
from redis.asyncio import Redis
from services.archive.mover import ArchiveMover
from services.archive.postgres import PostgresArchive
from services.core.ports import WaitingMatch
from services.players import db

async def main(redis_url: str, database_url: str, match_id: str, step: str, flag: str) -> None:
    redis = Redis.from_url(redis_url)
    archive = PostgresArchive(db.engine(database_url, pool_size=1))

    async def stall(reached: str, match_id: str) -> None:
        if reached == step:
            Path(flag).write_text(match_id)
            time.sleep(600)  # blocks the whole process: it is killed here

    await ArchiveMover(redis, archive, grace_ms=0, step_hook=stall).move(WaitingMatch('ark', match_id))

asyncio.run(main(*sys.argv[1:]))
"""


@pytest.mark.parametrize("step", ["write", "feed"])
async def test_a_worker_process_killed_mid_move(
    own_redis: Redis, archive: PostgresArchive, redis_url: str, database_url: str, tmp_path: Path, step: str
) -> None:
    match = await finished(own_redis)
    flag = tmp_path / "reached"
    url = redis_url.rsplit("/", 1)[0] + f"/{DB}"
    worker = subprocess.Popen(
        [sys.executable, "-c", WORKER, url, database_url, match.match_id, step, str(flag)], cwd=os.getcwd()
    )
    try:
        for _ in range(600):
            if flag.exists() or worker.poll() is not None:
                break
            await asyncio.sleep(0.05)
        assert flag.exists(), "the worker never reached the step"
    finally:
        worker.send_signal(signal.SIGKILL)
        worker.wait()
    assert worker.returncode == -signal.SIGKILL
    assert await own_redis.xlen(f"ludus:{{{match.match_id}}}:events") == match.version  # Redis untouched
    assert await archive_rows(archive, match.match_id) == (1, 1)
    moved = await ArchiveMover(own_redis, archive, grace_ms=0).run_once(2**62)
    assert (match.match_id, "archived") in {(m.match_id, m.outcome) for m in moved}
    assert await redis_keys_of(own_redis, match.match_id) == []
    assert await archive_rows(archive, match.match_id) == (1, 1)
    assert len(await archive.read(match.match_id)) == match.version


async def test_ludus_archive_run_once_and_status(
    own_redis: Redis,
    archive: PostgresArchive,
    redis_url: str,
    database_url: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    match = await finished(own_redis)
    url = redis_url.rsplit("/", 1)[0] + f"/{DB}"
    monkeypatch.setenv("LUDUS_DATABASE_URL", database_url)
    monkeypatch.setenv("LUDUS_ARCHIVE_GRACE_SECONDS", "3600")
    # The CLI runs its own event loop: off this test's loop, in a thread.
    assert await asyncio.to_thread(cli.main, ["archive", "status", "--redis-url", url]) == 0
    queued_before = queued(capsys.readouterr().out)
    assert queued_before >= 1
    assert await asyncio.to_thread(cli.main, ["archive", "run", "--once", "--redis-url", url]) == 0
    assert await own_redis.exists(f"ludus:{{{match.match_id}}}:meta") == 1  # within its hour of grace
    settings.reset()
    monkeypatch.setenv("LUDUS_ARCHIVE_GRACE_SECONDS", "0")
    assert await asyncio.to_thread(cli.main, ["archive", "run", "--once", "--redis-url", url]) == 0
    assert "archived" in capsys.readouterr().out
    assert await redis_keys_of(own_redis, match.match_id) == []
    assert await asyncio.to_thread(cli.main, ["archive", "status", "--redis-url", url]) == 0
    # One fewer queued (an earlier test's mismatched copy stays queued, as it should).
    assert queued(capsys.readouterr().out) == queued_before - 1


def queued(status: str) -> int:
    """The count in `ludus archive status`'s line: "queued N, archived M, lag S s"."""
    first = status.split(",", 1)[0]
    assert first.startswith("queued "), status
    return int(first.removeprefix("queued "))


def test_beat_schedules_the_archive_only_with_a_database(database_url: str) -> None:
    assert "archive" not in beat_schedule(Settings())
    entry = beat_schedule(Settings(database_url=database_url, archive_seconds=2.5))["archive"]
    assert entry == {"task": "ludus.archive", "schedule": 2.5, "options": {"expires": 2.5}}


async def test_read_present_tells_an_empty_tail_from_a_match_gone_from_redis(own_redis: Redis) -> None:
    match = await finished(own_redis)
    store = redis_storage(own_redis).events
    assert isinstance(store, RedisEventStore)
    whole, present = await store.read_present(match.match_id)
    assert present and whole == await store.read(match.match_id)
    assert await store.read_present(match.match_id, after=match.version) == ([], True)
    assert await store.read_present(match.match_id, after=3, upto=3) == ([], True)
    assert await store.read_present("ark-never-was") == ([], False)
