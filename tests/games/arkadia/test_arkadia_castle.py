"""Building the castle and the seal values (rules reference 5.1 and 6; rulings 23-26)."""

from __future__ import annotations

from dataclasses import replace

from ludus.v1 import arkadia_pb2 as pb

from services.games.arkadia import castle
from services.games.arkadia.edition import Colour
from services.games.arkadia.state import ArkadiaState
from services.games.arkadia.wiring import GAME
from tests.games.arkadia.arkadia_builders import (
    BLACK,
    END_TURN,
    OLIVE,
    RED,
    SILVER,
    act,
    add_building,
    add_workers,
    after,
    banner,
    castle_piece,
    kinds,
    make_state,
    of_kind,
    place_workers,
    set_player,
    violation,
)

# Printed lot colours, lot squares 0..9: red olive blank silver black / black silver blank olive red.
FLOOR_OF = (RED, OLIVE, SILVER, BLACK, RED, OLIVE, SILVER, BLACK, RED, OLIVE)


def closing(
    castle_stacks: tuple[tuple[Colour, ...], ...] | None = None,
    pools: tuple[tuple[int, ...], ...] | None = None,
    second: bool = False,
) -> ArkadiaState:
    """Seat 0 about to complete the house at (0,0)-(0,1) by placing a worker at (0,2); with
    `second`, a house at (0,3)-(0,4) that the same worker completes as well."""
    state = make_state()
    if castle_stacks is not None:
        state = replace(state, castle=castle_stacks)
    if pools is not None:
        state = replace(state, pools=pools)
    state = add_building(state, "house", [(0, 0), (0, 1)], RED, builder=1)
    state = add_workers(state, [(1, 0), (1, 1)], colour=1)
    if second:
        state = add_building(state, "house", [(0, 3), (0, 4)], SILVER, builder=1)
        state = add_workers(state, [(0, 5), (1, 3), (1, 4)], colour=1)
    return set_player(state, 0, workers=1)


def complete(state: ArkadiaState) -> ArkadiaState:
    state = after(state, 0, place_workers(1, (0, 2)))
    assert state.phase == pb.ARKADIA_PHASE_CASTLE or state.castle_due == ()
    return state


def test_a_castle_placement_is_mandatory_after_a_completion() -> None:  # ruling 23
    state = complete(closing())
    assert state.phase == pb.ARKADIA_PHASE_CASTLE
    for command in (END_TURN, banner()):
        assert violation(state, 0, command) == "ARKADIA_CASTLE_PLACEMENT_REQUIRED"
    legal = list(GAME.legal_commands(state, 0))
    assert len(legal) == 4 * 10 and {c.WhichOneof("command") for c in legal} == {"place_castle_piece"}


def test_the_active_player_chooses_a_piece_from_the_pool_and_an_empty_square() -> None:
    state, events = act(complete(closing()), 0, castle_piece(BLACK, 0))
    assert state.castle[0] == (BLACK,)
    assert state.pools[0] == (3, 3, 3, 2)
    placed = events[0].castle_piece_placed
    assert (placed.building, placed.floor, placed.lot_square) == (1, 1, 0)
    assert state.phase == pb.ARKADIA_PHASE_BANNER


def test_the_piece_must_come_from_the_current_floors_pool() -> None:
    state = complete(closing(pools=((0, 3, 3, 3), (3, 3, 3, 3), (1, 1, 1, 1))))
    assert violation(state, 0, castle_piece(RED, 0)) == "ARKADIA_PIECE_NOT_IN_POOL"


def test_the_square_must_be_empty_on_the_current_floor() -> None:
    stacks = ((OLIVE,), *(((),) * 9))
    state = complete(closing(castle_stacks=stacks))
    assert violation(state, 0, castle_piece(RED, 0)) == "ARKADIA_CASTLE_SQUARE_TAKEN"


def test_floors_are_built_strictly_in_order() -> None:
    stacks = ((), *((colour,) for colour in FLOOR_OF[1:]))
    state = complete(closing(castle_stacks=stacks, pools=((1, 1, 1, 0), (3, 3, 3, 3), (1, 1, 1, 1))))
    assert castle.current_floor(state) == 1
    assert violation(state, 0, castle_piece(RED, 5)) == "ARKADIA_CASTLE_SQUARE_TAKEN"
    squares = {c.place_castle_piece.lot_square for c in GAME.legal_commands(state, 0)}
    assert squares == {0}


def test_a_full_floor_one_sends_its_pool_leftovers_to_the_floor_three_pool() -> None:  # ruling 24
    stacks = ((), *((colour,) for colour in FLOOR_OF[1:]))
    state = complete(closing(castle_stacks=stacks, pools=((1, 1, 1, 0), (3, 3, 3, 3), (1, 1, 1, 1))))
    state, events = act(state, 0, castle_piece(RED, 0))
    finished = of_kind(events, "floor_completed")[0].floor_completed
    assert finished.floor == 1 and (finished.leftovers.olive, finished.leftovers.silver) == (1, 1)
    assert state.pools == ((0, 0, 0, 0), (3, 3, 3, 3), (1, 2, 2, 1))
    assert castle.current_floor(state) == 2 and state.end_trigger is None


def test_a_full_floor_two_triggers_the_end_and_the_floor_three_pool_then_holds_eight() -> None:
    stacks = ((RED,), *tuple((a, b) for a, b in zip(FLOOR_OF[1:], FLOOR_OF[:-1], strict=True)))
    pools = ((0, 0, 0, 0), (1, 1, 1, 0), (1, 2, 2, 1))
    state, events = act(complete(closing(castle_stacks=stacks, pools=pools)), 0, castle_piece(RED, 0))
    assert kinds(events)[:3] == ["castle_piece_placed", "floor_completed", "end_triggered"]
    assert state.end_trigger == 0
    assert state.pools[2] == (1, 3, 3, 1) and sum(state.pools[2]) == 8
    assert castle.current_floor(state) == 3


def test_when_a_floor_fills_mid_turn_the_next_completion_uses_the_next_floor() -> None:
    stacks = ((), *((colour,) for colour in FLOOR_OF[1:]))
    pools = ((1, 1, 1, 0), (3, 3, 3, 3), (1, 1, 1, 1))
    state = complete(closing(castle_stacks=stacks, pools=pools, second=True))
    assert state.castle_due == (1, 2)
    state = after(state, 0, castle_piece(RED, 0))
    assert state.phase == pb.ARKADIA_PHASE_CASTLE and castle.current_floor(state) == 2
    state, events = act(state, 0, castle_piece(SILVER, 4))
    placed = events[0].castle_piece_placed
    assert (placed.building, placed.floor) == (2, 2)
    assert state.castle[4] == (FLOOR_OF[4], SILVER) and state.pools[1] == (3, 3, 2, 3)


def two_full_floors() -> tuple[tuple[Colour, ...], ...]:
    return tuple((a, b) for a, b in zip(FLOOR_OF, reversed(FLOOR_OF), strict=True))


def test_after_floor_two_every_placement_goes_to_floor_three() -> None:  # ruling 25
    pools = ((0, 0, 0, 0), (0, 0, 0, 0), (2, 2, 2, 2))
    state = complete(closing(castle_stacks=two_full_floors(), pools=pools))
    state, events = act(state, 0, castle_piece(OLIVE, 7))
    assert events[0].castle_piece_placed.floor == 3
    assert len(state.castle[7]) == 3 and state.pools[2] == (2, 1, 2, 2)


def test_an_empty_floor_three_pool_skips_the_placement_but_the_completion_still_pays() -> None:
    pools = ((0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0))
    state, events = act(closing(castle_stacks=two_full_floors(), pools=pools), 0, place_workers(1, (0, 2)))
    assert kinds(events) == ["workers_placed", "building_completed", "castle_placement_skipped"]
    assert state.phase == pb.ARKADIA_PHASE_BANNER and state.players[0].seals == (2, 0, 0, 0)


def test_seal_values_are_the_colours_visible_from_above() -> None:
    state = make_state()
    assert castle.values(state) == (2, 2, 2, 2)
    # Black on printed red (0), red on blank (2), silver on black on olive (1).
    stacks = ((BLACK,), (BLACK, SILVER), (RED,), (), (), (), (), (), (), ())
    state = replace(state, castle=stacks)
    # Seen from above: 0 black, 1 silver, 2 red, 3 silver, 4 black, 5 black, 6 silver,
    # 7 nothing (blank), 8 olive, 9 red.
    assert castle.values(state) == (2, 1, 3, 3)
    shown = GAME.view(state, None)
    assert [square.visible for square in shown.castle] == [
        BLACK,
        SILVER,
        RED,
        SILVER,
        BLACK,
        BLACK,
        SILVER,
        pb.ARKADIA_COLOUR_NONE,
        OLIVE,
        RED,
    ]
    assert (shown.values.red, shown.values.olive, shown.values.silver, shown.values.black) == (2, 1, 3, 3)


def test_a_blank_square_shows_no_colour_and_a_value_can_fall_to_zero() -> None:  # ruling 26
    state = make_state()
    stacks = ((OLIVE,), (), (), (), (), (), (), (), (), (OLIVE,))
    state = replace(state, castle=stacks)
    assert castle.values(state) == (0, 4, 2, 2)
    assert sum(castle.values(make_state())) == 8  # the two blank squares count for nobody
