"""Hidden information (reference section 11; R16, R17, R18): what views and redacted events show."""

from __future__ import annotations

from dataclasses import replace

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.rng import Rng
from services.games.zapp_zerapp.state import ZappState
from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_builders import (
    BLUE,
    GREEN,
    RED,
    SEED,
    YELLOW,
    apply,
    commit,
    commit_can,
    grab,
    new_match,
    of_kind,
    shake,
    with_cans,
    with_dice,
)

CANS = (8, 6, 3, 2, 13, 12, 11, 10, 9, 7, 5, 4, 1)
OTHER = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)
VIEWERS = (RED, BLUE, YELLOW, GREEN, None)


def mid_can_phase() -> ZappState:
    """Red holds two cans and shook one, blue committed without shaking, yellow holds one."""
    state, _ = new_match(4)
    state = with_dice(with_cans(state, CANS), 3, 4)
    state, _ = apply(state, RED, grab(0))
    state, _ = apply(state, RED, grab(4))
    state, _ = apply(state, RED, shake(4))
    state, _ = apply(state, BLUE, grab(1))
    state, _ = apply(state, BLUE, commit(1))
    state, _ = apply(state, YELLOW, grab(2))
    return state


def test_can_positions_are_secret_from_everyone() -> None:
    """Section 11: which can is where is secret, in views and in the shuffle event."""
    state, events = new_match(4)
    shuffled = events[2]
    assert list(shuffled.cans_shuffled.cans)  # the server's copy has it
    for seat in VIEWERS:
        hidden = GAME.redact(shuffled, seat)
        assert list(hidden.cans_shuffled.cans) == [] and hidden.cans_shuffled.round == 1
    state = mid_can_phase()
    for seat in VIEWERS:
        assert GAME.view(state, seat) == GAME.view(replace(state, cans=OTHER), seat)


def test_held_and_committed_numbers_secret_until_reveal() -> None:
    """R17: even the holder or committer does not learn its number before the reveal; everybody
    sees who holds and who committed which position (R16)."""
    state = mid_can_phase()
    for seat in VIEWERS:
        view = GAME.view(state, seat)
        assert list(view.reveals) == []
        assert view.positions[1].state == pb.ZAPP_ZERAPP_CAN_STATE_COMMITTED and view.positions[1].seat == BLUE
        assert view.positions[0].state == pb.ZAPP_ZERAPP_CAN_STATE_HELD and view.positions[0].seat == RED
        assert view.seats[BLUE].committed and view.seats[BLUE].committed_position == 1
        assert list(view.seats[RED].held) == [0, 4] and view.seats[RED].shakes == 1
    # What others observe of a command does not depend on the hidden numbers.
    for command, actor in ((grab(5), GREEN), (shake(0), RED), (commit(2), YELLOW)):
        a = GAME.decide(state, actor, command, Rng(SEED, "a"))
        b = GAME.decide(replace(state, cans=OTHER), actor, command, Rng(SEED, "a"))
        for seat in VIEWERS:
            if seat != actor:
                assert [GAME.redact(e, seat) for e in a] == [GAME.redact(e, seat) for e in b]


def test_reveal_is_public_and_uncommitted_cans_stay_secret() -> None:
    """Section 6 and R18: every committed number is public after the reveal; cans nobody committed
    are never revealed (yellow's held can included: yellow sits the round out)."""
    state = mid_can_phase()
    state, _ = commit_can(state, GREEN, 2)
    state, _ = apply(state, RED, commit(4))
    events = GAME.expire(state, state.deadline_key, Rng(SEED, "t"))
    state = GAME.fold(state, events)
    revealed = of_kind(events, "cans_revealed")[0]
    assert {(r.seat, r.position, r.can) for r in revealed.reveals} == {(BLUE, 1, 6), (GREEN, 3, 2), (RED, 4, 13)}
    reveal_event = next(e for e in events if e.WhichOneof("event") == "cans_revealed")
    # Uncommitted positions hold other numbers; swapping them around changes no view.
    hidden = [p for p in range(13) if p not in (1, 3, 4)]
    swapped = list(state.cans)
    for i, j in zip(hidden, reversed(hidden), strict=True):
        swapped[i] = state.cans[j]
    for seat in VIEWERS:
        assert GAME.redact(reveal_event, seat) == reveal_event
        view = GAME.view(state, seat)
        assert {(r.seat, r.can) for r in view.reveals} == {(BLUE, 6), (GREEN, 2), (RED, 13)}
        assert GAME.view(replace(state, cans=tuple(swapped)), seat) == view


def test_public_information_in_every_view() -> None:
    """Dice, magic number, positions of every apprentice, who holds and committed are public."""
    state = mid_can_phase()
    spectator = GAME.view(state, None)
    assert not spectator.HasField("viewer")
    assert list(spectator.dice) == [3, 4] and spectator.magic_number == 7
    assert len(spectator.apprentices) == 12 and len(spectator.positions) == 13
    assert list(spectator.awaiting) == [RED, YELLOW, GREEN]
    assert spectator.phase == pb.ZAPP_ZERAPP_PHASE_CANS and spectator.deadline_key == "round-1-cans"
    assert GAME.view(state, RED).viewer == RED


def test_the_seed_never_leaves_the_game() -> None:
    """R7: views and events carry draws, never the seed itself."""
    state = mid_can_phase()
    _, events = new_match(4)
    blobs = [GAME.view(state, s).SerializeToString() for s in VIEWERS]
    blobs += [e.SerializeToString() for e in events]
    assert not any(SEED in blob for blob in blobs)
