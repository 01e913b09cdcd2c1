"""Bad input: malformed commands are InvalidCommand, illegal ones RuleViolation with a stable code,
nothing else escapes, and a refused command changes nothing."""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ludus.v1 import arkadia_pb2 as pb

from services.core.errors import InvalidCommand, RuleViolation
from services.core.rng import Rng
from services.games.arkadia.state import ArkadiaState
from services.games.arkadia.wiring import GAME
from tests.games.arkadia.arkadia_builders import (
    DISPLAY,
    END_TURN,
    PASS,
    PILE,
    PLATFORM_GAME,
    RED,
    add_building,
    after,
    arkadia_events,
    banner,
    build,
    build_at,
    card,
    castle_piece,
    fresh,
    invalid,
    make_state,
    place_workers,
    set_player,
    violation,
    with_raw_enum,
)

HAND = {0: (card("house", RED),)}


def test_an_empty_command_is_invalid() -> None:
    assert "empty" in invalid(fresh(), 0, pb.ArkadiaCommand())


def test_unknown_forms_colours_and_orientations_are_invalid() -> None:
    state = make_state(hands=HAND)
    bad_form = build_at("castle", RED, 0, False, 3, 5)
    assert "no building form" in invalid(state, 0, bad_form)
    no_colour = pb.ArkadiaCommand(build=pb.ArkadiaBuild(card=pb.ArkadiaCard(form="house"), draw_from=PILE))
    assert "colour" in invalid(state, 0, no_colour)
    assert "orientations" in invalid(state, 0, build_at("house", RED, 3, False, 3, 5))


def test_out_of_range_squares_are_invalid() -> None:
    state = make_state(hands=HAND)
    assert "board square" in invalid(state, 0, build_at("house", RED, 0, False, 12, 0))
    assert "board square" in invalid(state, 0, build_at("house", RED, 0, False, 0, 16))
    state = add_building(state, "house", [(0, 0), (0, 1)])
    assert "board square" in invalid(state, 0, place_workers(1, (0, 16)))


def test_a_missing_or_out_of_range_draw_choice_is_invalid() -> None:
    state = make_state(hands=HAND)
    unspecified = pb.ARKADIA_DRAW_SOURCE_UNSPECIFIED
    assert "draw_from" in invalid(state, 0, build("house", RED, [(3, 5), (3, 6)], draw=unspecified))
    unknown = with_raw_enum(build("house", RED, [(3, 5), (3, 6)]), "build", "draw_from", 9)
    assert unknown.build.draw_from == 9
    assert "draw_from" in invalid(state, 0, unknown)
    assert "display_slot" in invalid(state, 0, build("house", RED, [(3, 5), (3, 6)], draw=DISPLAY, slot=3))
    assert "display_slot" in invalid(state, 0, build("house", RED, [(3, 5), (3, 6)], draw=PILE, slot=1))


def test_unknown_buildings_are_invalid() -> None:
    state = add_building(make_state(), "house", [(0, 0), (0, 1)])
    assert "no building 2" in invalid(state, 0, place_workers(2, (0, 2)))


def test_castle_pieces_need_a_colour_and_a_lot_square() -> None:
    state = make_state()
    assert "colour" in invalid(state, 0, castle_piece(pb.ARKADIA_COLOUR_NONE, 0))
    assert "lot_square" in invalid(state, 0, castle_piece(RED, 10))


def test_unknown_seats_are_invalid() -> None:
    with pytest.raises(InvalidCommand):
        GAME.decide(fresh(), 7, PASS, Rng(b"x", "y"))


def test_only_the_current_seat_may_act() -> None:
    assert violation(fresh(), 1, PASS) == "NOT_YOUR_TURN"


def test_nothing_is_accepted_once_the_game_is_over() -> None:
    state = make_state()
    for seat in range(2):
        state = set_player(state, seat, workers=0, banners=0)
    state = after(after(state, 0, PASS), 1, PASS)
    assert state.phase == pb.ARKADIA_PHASE_OVER
    assert violation(state, 0, PASS) == "MATCH_OVER"
    assert list(GAME.legal_commands(state, 0)) == []


def test_commands_out_of_phase_get_stable_codes() -> None:
    state = make_state(hands=HAND)
    assert violation(state, 0, END_TURN) == "ARKADIA_ACTION_REQUIRED"
    assert violation(state, 0, castle_piece(RED, 0)) == "ARKADIA_ACTION_REQUIRED"
    state = after(state, 0, build("house", RED, [(3, 5), (3, 6)]))
    assert violation(state, 0, PASS) == "ARKADIA_ACTION_ALREADY_TAKEN"
    assert violation(state, 0, castle_piece(RED, 0)) == "ARKADIA_ACTION_ALREADY_TAKEN"


def snapshot(state: ArkadiaState) -> bytes:
    return msgspec.msgpack.encode(state)


def test_a_refused_command_changes_nothing() -> None:
    state = make_state(hands=HAND)
    before = snapshot(state)
    for command in (banner(), build("house", RED, [(0, 0), (0, 1)]), PASS, pb.ArkadiaCommand()):
        with pytest.raises((RuleViolation, InvalidCommand)):
            GAME.decide(state, 0, command, Rng(b"x", "y"))
    assert snapshot(state) == before


squares = st.builds(pb.ArkadiaSquare, row=st.integers(0, 20), col=st.integers(0, 20))
commands = st.one_of(
    st.builds(
        lambda form, colour, rotation, reflected, row, col, draw, slot: pb.ArkadiaCommand(
            build=pb.ArkadiaBuild(
                card=pb.ArkadiaCard(form=form, colour=colour),
                rotation=rotation,
                reflected=reflected,
                row=row,
                col=col,
                draw_from=draw,
                display_slot=slot,
            )
        ),
        st.sampled_from(["house", "farm", "mill", "smithy", "tavern", "monastery", "trade_centre", "x"]),
        st.integers(0, 5),
        st.integers(0, 5),
        st.booleans(),
        st.integers(0, 14),
        st.integers(0, 18),
        st.integers(0, 4),
        st.integers(0, 4),
    ),
    st.builds(
        lambda building, workers: pb.ArkadiaCommand(
            place_workers=pb.ArkadiaPlaceWorkers(building=building, workers=workers)
        ),
        st.integers(0, 4),
        st.lists(st.builds(pb.ArkadiaWorkerPlacement, square=squares, neutral=st.booleans()), max_size=4),
    ),
    st.builds(
        lambda colour, square: pb.ArkadiaCommand(
            place_castle_piece=pb.ArkadiaPlaceCastlePiece(colour=colour, lot_square=square)
        ),
        st.integers(0, 6),
        st.integers(0, 12),
    ),
    st.builds(
        lambda r, o, s, b: pb.ArkadiaCommand(
            use_banner=pb.ArkadiaUseBanner(cash_in=pb.ArkadiaSeals(red=r, olive=o, silver=s, black=b))
        ),
        *(st.integers(0, 3) for _ in range(4)),
    ),
    st.just(PASS),
    st.just(END_TURN),
    st.just(pb.ArkadiaCommand()),
)


def mid_game() -> ArkadiaState:
    from services.core.simulate import play_random

    trace = play_random(PLATFORM_GAME, 2, b"e" * 32)
    state = trace.initial
    for step in trace.steps[:30]:
        state = GAME.fold(state, arkadia_events(step.events))
    return state


MID_GAME = mid_game()


@settings(max_examples=300, deadline=None)
@given(command=commands, seat=st.integers(0, 1), early=st.booleans())
def test_arbitrary_commands_are_accepted_exactly_when_listed_and_fail_only_with_game_errors(
    command: pb.ArkadiaCommand, seat: int, early: bool
) -> None:
    state = make_state(hands={0: (card("house", RED), card("smithy", RED))}) if early else MID_GAME
    before = snapshot(state)
    try:
        events = GAME.decide(state, seat, command, Rng(b"x", "y"))
    except (RuleViolation, InvalidCommand):
        accepted = False
    else:
        accepted = True
        assert events
    assert snapshot(state) == before
    assert accepted == (command in GAME.legal_commands(state, seat))
