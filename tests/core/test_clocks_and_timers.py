"""Per-seat clocks (time bank, increment, cap, takeover or skip, reclaim) and game deadlines, fired
as timers through the normal command path, durable in the timer queue, and re-derived by the
audit; on the in-memory storage and on a real Redis alike (the `storage` fixture)."""

from __future__ import annotations

import asyncio

import pytest
from google.protobuf import any_pb2
from ludus.v1 import ark_pb2, common_pb2

from services.core.audit import audit
from services.core.codec import pack
from services.core.errors import RuleViolation
from services.core.match import DEFAULT_MOVE, Match, clock_key, seats_for_workers, timers
from services.core.ports import Storage, TimerRef
from services.core.runner import MatchRunner
from services.games.ark.state import ArkState
from services.games.ark.wiring import GAME as ARK_GAME
from tests.support.countdown import CountdownGame
from tests.support.platform import platform_game

# The runner, the audit and the workers take the platform's erased Game[S] (tests/support/platform.py).
ARK = platform_game(ARK_GAME)

HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)
FAR_FUTURE = 2**52


def clocked(initial: int = 1, increment: int = 0, cap: int = 0, skip: bool = False) -> common_pb2.ClockOptions:
    action = common_pb2.TIMEOUT_ACTION_SKIP if skip else common_pb2.TIMEOUT_ACTION_TAKEOVER
    return common_pb2.ClockOptions(
        initial_seconds=initial, increment_seconds=increment, max_seconds=cap, on_timeout=action
    )


def draw(match: Match[ArkState]) -> any_pb2.Any:
    return pack(ark_pb2.ArkCommand(draw=ark_pb2.ArkDraw(display_card=match.require_state().display[0])))


async def test_a_clock_runs_only_while_its_seat_is_awaited(storage: Storage) -> None:
    run = MatchRunner(ARK, storage)
    match = await run.create(None, [HUMAN] * 3, clocked(initial=60, increment=5, cap=62))
    seat = ARK.awaiting(match.require_state())[0]
    assert set(timers(match)) == {clock_key(seat, match.platform.seats[seat].awaited_since_version)}
    await asyncio.sleep(0.3)
    submitted = await run.submit(match.match_id, seat, draw(match))
    after = submitted.match
    assert after is not None
    bank = after.platform.seats[seat].bank_ms
    # 60 s - ~0.3 s + 5 s, capped at 62 s.
    assert bank == 62_000
    nxt = ARK.awaiting(after.require_state())[0]
    assert after.platform.seats[nxt].awaited_since_ms and not after.platform.seats[seat].awaited_since_ms
    info = run.info(after)
    assert info.clock.initial_seconds == 60 and len(info.clocks) == 3
    assert info.clocks[nxt].HasField("deadline") and not info.clocks[seat].HasField("deadline")


async def test_a_timer_never_fires_early_or_twice(storage: Storage) -> None:
    run = MatchRunner(ARK, storage)
    match = await run.create(None, [HUMAN] * 3, clocked(initial=1))
    seat = ARK.awaiting(match.require_state())[0]
    key = clock_key(seat, match.platform.seats[seat].awaited_since_version)
    assert await run.fire_timer(match.match_id, key) == (False, "TIMER_EARLY")
    # Durable: the workers' sweep finds the timer even if its delayed task is lost.
    assert TimerRef("ark", match.match_id, key) in await storage.timers.due(FAR_FUTURE, 100_000)
    await asyncio.sleep(1.05)
    assert await run.fire_timer(match.match_id, key) == (True, "")
    assert await run.fire_timer(match.match_id, key) == (False, "TIMER_STALE")
    assert TimerRef("ark", match.match_id, key) not in await storage.timers.due(FAR_FUTURE, 100_000)


async def test_a_timed_out_seat_is_taken_over_until_reclaimed(storage: Storage) -> None:
    run = MatchRunner(ARK, storage)
    match = await run.create(None, [HUMAN] * 3, clocked(initial=1))
    seat = ARK.awaiting(match.require_state())[0]
    await asyncio.sleep(1.05)
    assert (await run.fire_timer(match.match_id, clock_key(seat, match.platform.seats[seat].awaited_since_version)))[0]
    absent = await run.load(match.match_id)
    assert absent.platform.seats[seat].absent
    assert seats_for_workers(ARK, absent) == [(seat, "random")]
    assert run.info(absent).seats[seat].absent
    assert not timers(absent)  # an absent seat's clock no longer runs
    back = await run.reclaim_seat(match.match_id, seat)
    assert not back.platform.seats[seat].absent and back.platform.seats[seat].bank_ms == 1000
    assert seats_for_workers(ARK, back) == []
    with pytest.raises(RuleViolation) as again:
        await run.reclaim_seat(match.match_id, seat)
    assert again.value.code == "SEAT_NOT_ABSENT"
    report = audit(ARK, await run.store.read(match.match_id), match.seed)
    assert report.ok, report.reason


async def test_skip_makes_the_seat_play_default_moves(storage: Storage) -> None:
    run = MatchRunner(ARK, storage)
    match = await run.create(None, [HUMAN] * 3, clocked(initial=1, skip=True))
    seat = ARK.awaiting(match.require_state())[0]
    await asyncio.sleep(1.05)
    await run.fire_timer(match.match_id, clock_key(seat, match.platform.seats[seat].awaited_since_version))
    assert seats_for_workers(ARK, await run.load(match.match_id)) == [(seat, DEFAULT_MOVE)]


async def test_a_game_deadline_fires_through_the_normal_path_and_audits(storage: Storage) -> None:
    game = CountdownGame()
    run = MatchRunner(game, storage)
    match = await run.create(None, [HUMAN, HUMAN])
    assert set(timers(match)) == {"round-1"}
    await run.submit(match.match_id, 0, pack(game.command_type()))  # seat 1 never presses
    assert await run.fire_timer(match.match_id, "round-1") == (False, "TIMER_EARLY")
    await asyncio.sleep(1.05)
    assert await run.fire_timer(match.match_id, "round-1") == (True, "")
    after = await run.load(match.match_id)
    assert after.require_state().round == 2 and after.require_state().timed_out_rounds == (1,)
    assert set(timers(after)) == {"round-2"}
    # Both press in round 2: its deadline is dropped, round 3 starts its own.
    await run.submit(match.match_id, 1, pack(game.command_type()))
    await run.submit(match.match_id, 0, pack(game.command_type()))
    assert await run.fire_timer(match.match_id, "round-2") == (False, "TIMER_STALE")
    await asyncio.sleep(1.05)
    assert (await run.fire_timer(match.match_id, "round-3"))[0]
    final = await run.load(match.match_id)
    assert final.platform.finished
    events = await run.store.read(match.match_id)
    timer_batches = [event for event in events if event.command_id.startswith("timer:")]
    assert [event.command_id for event in timer_batches if event.command] == ["timer:round-1", "timer:round-3"]
    report = audit(game, events)
    assert report.ok and report.finished, report.reason


async def test_the_audit_rejects_a_timer_batch_recorded_too_early(storage: Storage) -> None:
    from dataclasses import replace

    from tests.core.test_audit import rechain

    game = CountdownGame()
    run = MatchRunner(game, storage)
    match = await run.create(None, [HUMAN, HUMAN])
    await asyncio.sleep(1.05)
    await run.fire_timer(match.match_id, "round-1")
    events = await run.store.read(match.match_id)
    timer_entry = next(event for event in events if event.command_id == "timer:round-1")
    forged = [
        replace(event, time_ms=event.time_ms - 600) if event.command_id == "timer:round-1" else event
        for event in events
    ]
    report = audit(game, rechain(forged), match.seed)
    assert not report.ok and report.first_bad_version == timer_entry.version
    assert "runs out" in report.reason


def test_clock_options_are_validated() -> None:
    from services.core.errors import InvalidCommand

    run = MatchRunner.__new__(MatchRunner)
    run.game = ARK
    with pytest.raises(InvalidCommand):
        run._validate_clock(common_pb2.ClockOptions(initial_seconds=60, max_seconds=30))
    with pytest.raises(InvalidCommand):
        run._validate_clock(common_pb2.ClockOptions(initial_seconds=60, takeover_level="grandmaster"))
    assert run._validate_clock(None) == common_pb2.ClockOptions()
