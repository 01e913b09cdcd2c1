"""The workers' sweep, the safety net for lost hand-offs: due timers are fired again, turns that
waited too long on a worker are dispatched again, matches that are gone are forgotten. Pure logic
over the storage interfaces, so it runs on the in-memory storage; tasks are recorded, not sent."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from ludus.v1 import common_pb2

from services.core.dispatch import BOT_TASK, TIMER_TASK, bot_task_id
from services.core.match import seats_for_workers, timers
from services.core.ports import Storage, WaitingMatch
from services.core.runner import MatchRunner, NoBots
from services.core.settings import current
from services.games.ark.wiring import GAME as ARK_GAME
from services.workers import tasks
from tests.support.platform import platform_game

# The runner, the audit and the workers take the platform's erased Game[S] (tests/support/platform.py).
ARK = platform_game(ARK_GAME)

HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)
BOT = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_BOT)


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, dict[str, Any], str]]:
    """Every task the sweep sends: (task name, kwargs, task id)."""
    log: list[tuple[str, dict[str, Any], str]] = []
    for task in (tasks.bot_turn, tasks.fire_timer):

        def record(*, kwargs: dict[str, Any], task_id: str, name: str = task.name) -> None:
            log.append((name, kwargs, task_id))

        monkeypatch.setattr(task, "apply_async", record)
    return log


async def test_a_stalled_bot_turn_is_dispatched_again_once_per_interval(memory: Storage, sent: list[Any]) -> None:
    run = MatchRunner(ARK, memory, NoBots())
    match = await run.create(None, [BOT] * 3)
    workers = seats_for_workers(ARK, match)
    assert workers, "a match of bots waits on workers"
    waiting = await memory.handoff.stale(2**52, 100)
    assert waiting == [WaitingMatch("ark", match.match_id)]
    created_ms = (await run.store.read(match.match_id))[0].time_ms
    # Not yet stale: nothing is sent.
    assert await tasks.sweep_storage(memory, created_ms) == "timers 0, stalled turns 0"
    later = created_ms + current().stale_turn_ms + 10_000
    assert await tasks.sweep_storage(memory, later) == f"timers 0, stalled turns {len(workers)}"
    assert sent == [
        (
            BOT_TASK,
            {"game": "ark", "match_id": match.match_id, "seat": seat},
            f"{bot_task_id(match.match_id, seat, match.version)}:sweep:{later}",
        )
        for seat, _policy in workers
    ]
    # The sweep refreshed the hand-off: the next sweep at the same time leaves the turn alone.
    assert await tasks.sweep_storage(memory, later) == "timers 0, stalled turns 0"


async def test_due_timers_are_fired_again(memory: Storage, sent: list[Any]) -> None:
    run = MatchRunner(ARK, memory, NoBots())
    clock = common_pb2.ClockOptions(initial_seconds=1, on_timeout=common_pb2.TIMEOUT_ACTION_TAKEOVER)
    match = await run.create(None, [HUMAN] * 3, clock)
    ((key, due),) = timers(match).items()
    assert await tasks.sweep_storage(memory, due - 1) == "timers 0, stalled turns 0"
    assert await tasks.sweep_storage(memory, due) == "timers 1, stalled turns 0"
    assert sent == [
        (
            TIMER_TASK,
            {"game": "ark", "match_id": match.match_id, "key": key},
            f"timer:{match.match_id}:{key}:{due}",
        )
    ]


async def test_a_handoff_of_a_vanished_match_is_forgotten(memory: Storage, sent: list[Any]) -> None:
    await memory.handoff.add("ark", "ark-gone", 0)
    assert await tasks.sweep_storage(memory, current().stale_turn_ms + 1) == "timers 0, stalled turns 0"
    assert await memory.handoff.stale(2**52, 100) == []
    assert sent == []


async def test_a_match_that_stops_waiting_on_workers_leaves_the_handoffs(memory: Storage) -> None:
    run = MatchRunner(ARK, memory, NoBots())
    clock = common_pb2.ClockOptions(initial_seconds=1, on_timeout=common_pb2.TIMEOUT_ACTION_TAKEOVER)
    match = await run.create(None, [HUMAN] * 3, clock)
    assert await memory.handoff.stale(2**52, 100) == []  # humans only: nobody waits on a worker
    seat = ARK.awaiting(match.require_state())[0]
    ((key, _due),) = timers(match).items()
    await asyncio.sleep(1.05)
    assert await run.fire_timer(match.match_id, key) == (True, "")  # a worker takes the seat over
    assert await memory.handoff.stale(2**52, 100) == [WaitingMatch("ark", match.match_id)]
    await run.reclaim_seat(match.match_id, seat)  # the player is back
    assert await memory.handoff.stale(2**52, 100) == []
