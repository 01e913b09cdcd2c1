"""The can-phase deadline (R15): `deadlines` while the phase runs, `expire` closing it."""

from __future__ import annotations

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.errors import RuleViolation
from services.core.game import Deadline
from services.core.rng import Rng
from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_builders import (
    BLUE,
    GREEN,
    RED,
    SEED,
    YELLOW,
    apply,
    commit_can,
    grab,
    kinds,
    move,
    new_match,
    of_kind,
    violation,
    with_cans,
    with_dice,
)

CANS = (8, 6, 3, 2, 13, 12, 11, 10, 9, 7, 5, 4, 1)
RNG = Rng(SEED, "timer")


def expire_error(state, key: str) -> RuleViolation:  # type: ignore[no-untyped-def]
    try:
        GAME.expire(state, key, RNG)
    except RuleViolation as error:
        return error
    raise AssertionError("expire accepted")


def test_can_phase_has_one_deadline_per_round() -> None:
    state, _ = new_match(3)
    assert GAME.deadlines(state) == (Deadline(key="round-1-cans", seconds=20),)
    state, _ = new_match(3, seconds=7)
    assert GAME.deadlines(state) == (Deadline(key="round-1-cans", seconds=7),)
    assert GAME.view(state, None).deadline_key == "round-1-cans"
    state = GAME.fold(state, GAME.expire(state, "round-1-cans", RNG))
    assert GAME.deadlines(state) == (Deadline(key="round-2-cans", seconds=7),)


def test_expire_closes_the_round_with_a_seat_that_never_committed() -> None:
    """R15: at the deadline seats that have not committed sit the round out, cans still in hands
    go back (no automatic commit), then reveal and moves."""
    state, _ = new_match(4)
    state = with_dice(with_cans(state, CANS), 4, 4)
    state, _ = commit_can(state, GREEN, 8)
    state, _ = commit_can(state, RED, 2)
    state, _ = apply(state, BLUE, grab(1))  # blue holds can 6 but never commits
    state, _ = apply(state, BLUE, grab(4))
    before = state
    events = GAME.expire(state, "round-1-cans", RNG)
    assert state == before  # expire is pure
    assert kinds(events) == ["can_returned", "can_returned", "can_phase_closed", "cans_revealed", "move_turn_started"]
    returned = of_kind(events, "can_returned")
    assert [(r.seat, r.position, r.reason) for r in returned] == [
        (BLUE, 1, pb.ZAPP_ZERAPP_RETURN_REASON_PHASE_CLOSED),
        (BLUE, 4, pb.ZAPP_ZERAPP_RETURN_REASON_PHASE_CLOSED),
    ]
    closed = of_kind(events, "can_phase_closed")[0]
    assert closed.reason == pb.ZAPP_ZERAPP_CLOSE_REASON_DEADLINE
    assert list(closed.sitting_out) == [BLUE, YELLOW]
    revealed = of_kind(events, "cans_revealed")[0]
    assert [(r.seat, r.can) for r in revealed.reveals] == [(GREEN, 8), (RED, 2)]
    assert list(revealed.move_order) == [GREEN, RED]
    state = GAME.fold(state, events)
    assert state.phase == pb.ZAPP_ZERAPP_PHASE_MOVES and GAME.awaiting(state) == (GREEN,)
    assert all(state.holder(p) == -1 for p in range(13))
    view = GAME.view(state, None)
    assert [s.sitting_out for s in view.seats] == [False, True, True, False]
    # The sitting-out seats do not move; the committed ones do, in order.
    assert violation(state, BLUE, move(0)).code == "NOT_YOUR_TURN"
    state, _ = apply(state, GREEN, move(0))
    state, _ = apply(state, RED, move(0))
    assert state.round == 2


def test_expire_with_nobody_committed_starts_the_next_round() -> None:
    state, _ = new_match(2)
    events = GAME.expire(state, "round-1-cans", RNG)
    assert kinds(events) == ["can_phase_closed", "cans_revealed", "dice_rolled", "cans_shuffled"]
    assert list(of_kind(events, "can_phase_closed")[0].sitting_out) == [0, 1]


def test_expire_only_for_the_running_deadline() -> None:
    state, _ = new_match(2)
    assert expire_error(state, "round-2-cans").code == "NO_SUCH_DEADLINE"
    assert expire_error(state, "nonsense").code == "NO_SUCH_DEADLINE"
    state = with_dice(with_cans(state, CANS), 6, 6)
    state, _ = commit_can(state, RED, 8)
    state, _ = commit_can(state, BLUE, 1)
    assert state.phase == pb.ZAPP_ZERAPP_PHASE_MOVES  # the phase closed by itself: its deadline is gone
    assert GAME.deadlines(state) == ()
    assert expire_error(state, "round-1-cans").code == "NO_SUCH_DEADLINE"


def test_can_phase_over_after_the_deadline() -> None:
    """A can command that reaches the stream after the deadline closed the phase is refused."""
    state, _ = new_match(2)
    state = with_dice(with_cans(state, CANS), 6, 6)
    state, _ = commit_can(state, RED, 3)
    state = GAME.fold(state, GAME.expire(state, "round-1-cans", RNG))
    assert state.phase == pb.ZAPP_ZERAPP_PHASE_MOVES
    assert violation(state, BLUE, grab(0)).code == "ZAPP_CAN_PHASE_OVER"


def test_no_timer_in_the_move_phase() -> None:
    """R31: the rules set no time limit for choosing a move; turn timers are platform policy."""
    state, _ = new_match(2)
    state = with_dice(with_cans(state, CANS), 6, 6)
    state, _ = commit_can(state, RED, 8)
    state, _ = commit_can(state, BLUE, 6)
    assert state.phase == pb.ZAPP_ZERAPP_PHASE_MOVES and GAME.awaiting(state) == (RED,)
    assert GAME.deadlines(state) == ()
    assert GAME.view(state, None).deadline_key == ""
