"""The simultaneous can phase (reference 5.1, 5.2): grab, shake, release, commit, the hold limit,
grab races decided by stream order, the end of the phase, the reveal and the move order."""

from __future__ import annotations

from dataclasses import replace

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.games.zapp_zerapp.state import NOBODY
from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_builders import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    apply,
    commit,
    commit_can,
    grab,
    invalid,
    kinds,
    move,
    new_match,
    of_kind,
    release,
    shake,
    violation,
    with_cans,
    with_dice,
)

CANS = (8, 6, 3, 2, 13, 12, 11, 10, 9, 7, 5, 4, 1)  # position i holds CANS[i]


def fresh(seats: int = 4):  # type: ignore[no-untyped-def]
    state, _ = new_match(seats)
    return with_dice(with_cans(state, CANS), 4, 4)


def test_grab_takes_a_free_can_into_the_hand() -> None:
    state, events = apply(fresh(), RED, grab(4))
    assert kinds(events) == ["can_grabbed"]
    assert state.seat_rounds[RED].held == (4,)
    assert state.holder(4) == RED
    view = GAME.view(state, None)
    assert view.positions[4].state == pb.ZAPP_ZERAPP_CAN_STATE_HELD and view.positions[4].seat == RED


def test_hold_limit_is_two_cans() -> None:
    """R10 (seed can rule 2): more than 2 is forbidden, so 2 is allowed and a 3rd is refused."""
    state, _ = apply(fresh(), RED, grab(0))
    state, _ = apply(state, RED, grab(1))
    assert state.seat_rounds[RED].held == (0, 1)
    error = violation(state, RED, grab(2))
    assert error.code == "ZAPP_HAND_FULL" and "2 cans" in error.message
    state, _ = apply(state, RED, release(0))
    state, _ = apply(state, RED, grab(2))
    assert state.seat_rounds[RED].held == (1, 2)


def test_must_hold_a_can_to_shake_it() -> None:
    """R11: Shake(p) needs the can at p in your hand."""
    state = fresh()
    assert violation(state, RED, shake(3)).code == "ZAPP_CAN_NOT_HELD"
    state, _ = apply(state, BLUE, grab(3))
    assert violation(state, RED, shake(3)).code == "ZAPP_CAN_NOT_HELD"
    state, events = apply(state, BLUE, shake(3))
    assert kinds(events) == ["can_shaken"]


def test_no_taking_a_can_another_player_holds() -> None:
    """Seed can rule 3: a held can cannot be grabbed by anyone else."""
    state, _ = apply(fresh(), BLUE, grab(5))
    error = violation(state, RED, grab(5))
    assert error.code == "ZAPP_CAN_HELD"
    assert error.message == "the can at position 5 is held by seat 1 (seed can rule 3)"
    assert violation(state, BLUE, grab(5)).code == "ZAPP_CAN_ALREADY_YOURS"
    assert violation(state, RED, release(5)).code == "ZAPP_CAN_NOT_HELD"
    assert violation(state, RED, commit(5)).code == "ZAPP_CAN_NOT_HELD"


def test_grab_race_is_decided_by_stream_order() -> None:
    """R14: two seats send Grab(7) at once; the platform appends them one after the other and
    each is checked against the state after the earlier events: the first wins, the second is
    refused with ZAPP_CAN_HELD, whichever seat comes first."""
    for first, second in ((RED, GREEN), (GREEN, RED)):
        state = fresh()
        state, _ = apply(state, first, grab(7))
        error = violation(state, second, grab(7))
        assert error.code == "ZAPP_CAN_HELD"
        assert f"held by seat {first}" in error.message
        assert state.holder(7) == first
        assert state.seat_rounds[second].held == ()


def test_a_committed_can_cannot_be_grabbed() -> None:
    """Seed can rule 5: a committed can stays in front of its player."""
    state, _ = apply(fresh(), YELLOW, grab(2))
    state, _ = apply(state, YELLOW, commit(2))
    assert violation(state, RED, grab(2)).code == "ZAPP_CAN_COMMITTED"


def test_release_returns_the_can_to_its_own_position() -> None:
    """R9: a released can goes back to its position and is free again."""
    state, _ = apply(fresh(), RED, grab(9))
    state, events = apply(state, RED, release(9))
    returned = of_kind(events, "can_returned")[0]
    assert (returned.seat, returned.position, returned.reason) == (RED, 9, pb.ZAPP_ZERAPP_RETURN_REASON_RELEASED)
    assert state.holder(9) == NOBODY and state.cans[9] == CANS[9]
    state, _ = apply(state, BLUE, grab(9))
    assert state.holder(9) == BLUE


def test_commit_ends_the_choice_and_returns_the_other_can() -> None:
    """Seed can rules 4, 5, 6: one can in front of you; it never goes back; once committed you
    neither shake nor hold another can, and the other held can goes straight back."""
    state, _ = apply(fresh(), RED, grab(0))
    state, _ = apply(state, RED, grab(1))
    state, events = apply(state, RED, commit(1))
    assert kinds(events) == ["can_committed", "can_returned"]
    returned = of_kind(events, "can_returned")[0]
    assert (returned.position, returned.reason) == (0, pb.ZAPP_ZERAPP_RETURN_REASON_COMMITTED_OTHER)
    assert state.seat_rounds[RED].committed == 1 and state.seat_rounds[RED].held == ()
    for command in (grab(5), shake(1), release(1), commit(1), grab(0)):
        assert violation(state, RED, command).code == "ZAPP_ALREADY_COMMITTED"
    state, _ = apply(state, BLUE, grab(0))  # the returned can is free for the others
    assert state.holder(0) == BLUE
    assert GAME.legal_commands(state, RED) == []


def test_commit_without_shaking() -> None:
    """R15: a player may commit a can without having shaken it."""
    state, _ = commit_can(fresh(), RED, 8)
    assert state.seat_rounds[RED].has_committed and state.seat_rounds[RED].shakes == 0


def test_awaiting_lists_every_seat_that_may_still_act() -> None:
    state = fresh()
    assert GAME.awaiting(state) == (0, 1, 2, 3)
    state, _ = apply(state, BLUE, grab(0))
    assert GAME.awaiting(state) == (0, 1, 2, 3)
    state, _ = apply(state, BLUE, commit(0))
    assert GAME.awaiting(state) == (0, 2, 3)
    assert GAME.view(state, None).awaiting == [0, 2, 3]


def test_phase_closes_as_soon_as_everyone_has_committed() -> None:
    """Section 5.2: the phase ends when every player has committed; then the reveal."""
    state = fresh()
    for seat, can in ((GREEN, 8), (BLUE, 6), (YELLOW, 3)):
        state, _ = commit_can(state, seat, can)
        assert state.phase == pb.ZAPP_ZERAPP_PHASE_CANS
    state, events = commit_can(state, RED, 2)
    assert kinds(events)[-4:] == ["can_committed", "can_phase_closed", "cans_revealed", "move_turn_started"]
    closed = of_kind(events, "can_phase_closed")[0]
    assert closed.reason == pb.ZAPP_ZERAPP_CLOSE_REASON_ALL_COMMITTED and list(closed.sitting_out) == []
    assert state.phase == pb.ZAPP_ZERAPP_PHASE_MOVES
    assert GAME.deadlines(state) == ()


def test_moves_in_descending_can_order() -> None:
    """Section 7: qualifying players move one at a time, highest can first."""
    state = fresh()
    for seat, can in ((RED, 2), (YELLOW, 3), (BLUE, 6), (GREEN, 8)):
        state, events = commit_can(state, seat, can)
    revealed = of_kind(events, "cans_revealed")[0]
    assert [(r.seat, r.can) for r in revealed.reveals] == [(GREEN, 8), (BLUE, 6), (YELLOW, 3), (RED, 2)]
    assert list(revealed.move_order) == [GREEN, BLUE, YELLOW, RED]
    assert of_kind(events, "move_turn_started")[0].seat == GREEN
    assert GAME.awaiting(state) == (GREEN,)
    for seat, steps in ((GREEN, 8), (BLUE, 6), (YELLOW, 3), (RED, 2)):
        assert GAME.awaiting(state) == (seat,) and state.steps == steps
        assert GAME.view(state, None).move_order[0] == seat
        state, _ = apply(state, seat, move(0))
    assert state.round == 2 and state.phase == pb.ZAPP_ZERAPP_PHASE_CANS


def test_higher_number_than_the_magic_number_does_not_move() -> None:
    """Section 6 and R15: a committed can above the magic number simply means no move."""
    state = fresh()  # magic number 8
    state, _ = commit_can(state, RED, 9)
    state, _ = commit_can(state, BLUE, 8)
    state, _ = commit_can(state, YELLOW, 13)
    state, events = commit_can(state, GREEN, 1)
    revealed = of_kind(events, "cans_revealed")[0]
    assert [(r.seat, r.qualifies) for r in revealed.reveals] == [
        (YELLOW, False),
        (RED, False),
        (BLUE, True),
        (GREEN, True),
    ]
    assert list(revealed.move_order) == [BLUE, GREEN]


def test_can_1_always_qualifies_and_can_13_never() -> None:
    """Section 4: the magic number is 2..12."""
    for dice in ((1, 1), (6, 6)):
        state = with_dice(fresh(2), *dice)
        state, _ = commit_can(state, RED, 1)
        state, events = commit_can(state, BLUE, 13)
        revealed = of_kind(events, "cans_revealed")[0]
        assert {r.can: r.qualifies for r in revealed.reveals} == {1: True, 13: False}


def test_nobody_qualifies_so_the_next_round_begins() -> None:
    state = with_dice(fresh(2), 1, 1)
    state, _ = commit_can(state, RED, 12)
    state, events = commit_can(state, BLUE, 13)
    assert kinds(events)[-3:] == ["cans_revealed", "dice_rolled", "cans_shuffled"]
    assert state.round == 2 and state.phase == pb.ZAPP_ZERAPP_PHASE_CANS and state.seat_rounds[RED].committed == NOBODY


def test_can_commands_after_the_phase_are_rejected() -> None:
    """Section 5.2: a can-phase command that reaches the stream after the phase has ended."""
    state = fresh()
    for seat, can in ((RED, 2), (YELLOW, 3), (BLUE, 6), (GREEN, 8)):
        state, _ = commit_can(state, seat, can)
    for command in (grab(4), shake(0), release(0), commit(0)):
        error = violation(state, GREEN, command)
        assert error.code == "ZAPP_CAN_PHASE_OVER" and error.message == "the can phase of this round is over"


def test_moves_wait_for_the_reveal() -> None:
    assert violation(fresh(), RED, move(0)).code == "ZAPP_CAN_PHASE_RUNNING"


def test_positions_out_of_range_are_malformed() -> None:
    state = fresh()
    for command in (grab(13), shake(99), release(13), commit(1000)):
        assert "position must be 0..12" in invalid(state, RED, command).message
    assert "empty" in invalid(state, RED, pb.ZappZerappCommand()).message
    assert "no seat" in invalid(state, 7, grab(0)).message


def test_legal_can_commands() -> None:
    """Grab every free can while a hand is free; shake, release, commit each held can (Shake
    once per held can, though it may be repeated)."""
    state = fresh()
    assert GAME.legal_commands(state, RED) == [grab(p) for p in range(13)]
    state, _ = apply(state, BLUE, grab(3))
    state, _ = apply(state, RED, grab(0))
    state, _ = apply(state, RED, grab(1))
    legal = GAME.legal_commands(state, RED)
    assert legal == [commit(0), commit(1), shake(0), release(0), shake(1), release(1)]
    state, _ = apply(state, RED, release(1))
    legal = GAME.legal_commands(state, RED)
    assert legal[:3] == [commit(0), shake(0), release(0)]
    assert grab(3) not in legal and grab(1) in legal and grab(0) not in legal
    assert len(legal) == 3 + 11


def test_first_listed_can_command_ends_the_choice() -> None:
    """A skipped seat plays the first listed command: grab the first free can, then commit it,
    so it never shakes forever."""
    state = fresh()
    state, _ = apply(state, BLUE, grab(0))
    first = GAME.legal_commands(state, RED)[0]
    assert first == grab(1)
    state, _ = apply(state, RED, first)
    assert GAME.legal_commands(state, RED)[0] == commit(1)
    state, _ = apply(state, RED, commit(1))
    assert GAME.legal_commands(state, RED) == []


def test_rejected_commands_change_nothing() -> None:
    state, _ = apply(fresh(), BLUE, grab(5))
    before = replace(state)
    violation(state, RED, grab(5))
    invalid(state, RED, grab(77))
    assert state == before
