"""Abandoned matches: a match waiting for players too long, or with no event for too long, is
closed by the platform with a MatchEnded saying why (so its audit and replays show it), then
archived like any finished match."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from dataclasses import replace

import pytest
from ludus.v1 import common_pb2
from redis.asyncio import Redis

from services.archive.mover import ArchiveMover, ClosePolicy
from services.archive.postgres import PostgresArchive
from services.archive.tiered import tiered_storage
from services.core.audit import audit
from services.core.codec import parse
from services.core.errors import InvalidCommand, RuleViolation
from services.core.match import MATCH_ENDED
from services.core.ports import Storage
from services.core.runner import MatchRunner
from services.core.store import FINISHING_KEY, redis_storage
from services.games.ark.wiring import GAME as ARK_GAME
from tests.archive.matches import HUMAN
from tests.core.test_audit import rechain
from tests.support.platform import platform_game

GAME = platform_game(ARK_GAME)
OPEN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)
DB = 8


@pytest.fixture
async def own_redis(redis_url: str) -> AsyncIterator[Redis]:
    client = Redis.from_url(f"{redis_url.rsplit('/', 1)[0]}/{DB}")
    await client.flushdb()
    yield client
    await client.aclose()


async def test_a_closed_match_says_why_and_audits_clean(memory: Storage) -> None:
    runner = MatchRunner(GAME, memory)
    waiting = await runner.create(None, [HUMAN, OPEN, OPEN])
    closed = await runner.close(waiting.match_id, common_pb2.END_REASON_WAITING_EXPIRED)
    assert closed.platform.finished and closed.platform.status == common_pb2.MATCH_STATUS_FINISHED
    log = await memory.events.read(waiting.match_id)
    ended = parse(log[-1].data, common_pb2.MatchEnded)
    assert log[-1].type == MATCH_ENDED and ended.reason == common_pb2.END_REASON_WAITING_EXPIRED
    assert list(ended.result.winners) == [] and ended.seed == closed.seed
    report = audit(GAME, log)
    assert report.ok and report.finished, report.reason
    # Finished matches are queued for the archive like any other.
    assert [m.match_id for m in await memory.finishing.due(2**62, 10)] == [waiting.match_id]  # type: ignore[union-attr]
    with pytest.raises(RuleViolation) as refused:
        await runner.close(waiting.match_id, common_pb2.END_REASON_ABANDONED)
    assert refused.value.code == "MATCH_OVER"
    with pytest.raises(InvalidCommand):
        await runner.close((await runner.create(None, [HUMAN] * 3)).match_id, common_pb2.END_REASON_UNSPECIFIED)


async def test_a_forged_closing_fails_the_audit(memory: Storage) -> None:
    runner = MatchRunner(GAME, memory)
    match = await runner.create(None, [HUMAN] * 3)
    await runner.close(match.match_id, common_pb2.END_REASON_ABANDONED)
    log = await memory.events.read(match.match_id)
    forged_end = common_pb2.MatchEnded.FromString(log[-1].data)
    forged_end.result.winners.append(1)  # someone claims the abandoned match was theirs
    forged = rechain([*log[:-1], replace(log[-1], data=forged_end.SerializeToString())])
    report = audit(GAME, forged)
    assert not report.ok and report.first_bad_version == log[-1].version


async def test_the_sweep_closes_expired_and_abandoned_matches_and_they_are_archived(
    own_redis: Redis, archive: PostgresArchive
) -> None:
    runner = MatchRunner(GAME, redis_storage(own_redis))
    waiting = await runner.create(None, [HUMAN, OPEN, OPEN])
    idle = await runner.create(None, [HUMAN] * 3)
    mover = ArchiveMover(own_redis, archive, grace_ms=0)
    now = time.time_ns() // 1_000_000 + 10
    # A day of expiry and a week of abandonment: both still young, nothing closed.
    assert (await mover.sweep(now, policy=ClosePolicy(86_400_000, 604_800_000))).closed == 0
    # Settings of a millisecond each: both are past them now.
    await own_redis.delete("ludus:archive:sweep")
    swept = await mover.sweep(now, policy=ClosePolicy(1, 1))
    assert swept.closed == 2
    assert await own_redis.zcard(FINISHING_KEY) == 2
    moved = await mover.run_once(2**62)  # whenever they were queued
    assert sorted(m.match_id for m in moved if m.outcome == "archived") == sorted([waiting.match_id, idle.match_id])
    tiered = MatchRunner(GAME, tiered_storage(redis_storage(own_redis), archive))
    for match_id, reason in ((waiting.match_id, "END_REASON_WAITING_EXPIRED"), (idle.match_id, "END_REASON_ABANDONED")):
        assert await own_redis.keys(f"*{match_id}*") == []
        log = await tiered.store.read(match_id)
        assert common_pb2.EndReason.Name(parse(log[-1].data, common_pb2.MatchEnded).reason) == reason
        report = await tiered.audit(match_id)
        assert report.ok and report.finished
