"""Action A, building (rules reference 4.1 A; rulings 2, 14, 16, 18, 19)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ludus.v1 import arkadia_pb2 as pb

from services.games.arkadia.geometry import geometry
from services.games.arkadia.state import NEUTRAL, ArkadiaState
from services.games.arkadia.wiring import GAME
from tests.games.arkadia.arkadia_builders import (
    BLACK,
    DISPLAY,
    NO_DRAW,
    OLIVE,
    PILE,
    RED,
    SILVER,
    act,
    add_building,
    add_workers,
    after,
    build,
    build_at,
    card,
    invalid,
    make_state,
    of_kind,
    sq,
    violation,
)

HAND = (card("house", RED), card("farm", OLIVE), card("mill", BLACK), card("smithy", SILVER))


def start(**changes: Any) -> ArkadiaState:
    return make_state(hands={0: HAND}, **changes)


def test_building_must_touch_a_building_the_lot_or_a_worker() -> None:
    state = start()
    assert violation(state, 0, build("house", RED, [(0, 0), (0, 1)])) == "ARKADIA_NOT_ADJACENT"
    # Diagonal contact does not count: (3, 4) only touches the lot's corner (4, 5) diagonally.
    assert violation(state, 0, build("house", RED, [(3, 3), (3, 4)])) == "ARKADIA_NOT_ADJACENT"
    built = after(state, 0, build("house", RED, [(3, 5), (3, 6)]))
    assert built.buildings[0].squares == (sq(3, 5), sq(3, 6))


def test_a_worker_of_any_colour_makes_a_placement_adjacent() -> None:
    for colour in (NEUTRAL, 1):
        state = add_workers(start(), [(0, 2)], colour=colour)
        built = after(state, 0, build("house", RED, [(0, 0), (0, 1)]))
        assert len(built.buildings) == 1


def test_an_existing_building_makes_a_placement_adjacent() -> None:
    state = add_building(start(), "house", [(1, 0), (1, 1)], builder=1)
    built = after(state, 0, build("house", RED, [(0, 0), (0, 1)]))
    assert len(built.buildings) == 2


def test_building_cannot_cover_a_building_the_lot_or_a_worker() -> None:
    state = start()
    assert violation(state, 0, build("house", RED, [(4, 4), (4, 5)])) == "ARKADIA_SQUARE_OCCUPIED"
    with_building = add_building(state, "house", [(3, 5), (3, 6)])
    assert violation(with_building, 0, build("house", RED, [(2, 6), (3, 6)])) == "ARKADIA_SQUARE_OCCUPIED"
    with_worker = add_workers(state, [(3, 5)], colour=1)
    assert violation(with_worker, 0, build("house", RED, [(3, 4), (3, 5)])) == "ARKADIA_SQUARE_OCCUPIED"


def test_building_must_lie_on_the_board() -> None:
    assert violation(start(), 0, build_at("mill", BLACK, 0, False, 0, 13)) == "ARKADIA_OFF_BOARD"


def test_covering_a_tent_brings_a_neutral_worker_and_the_tent_is_gone() -> None:
    state = start()
    state, events = act(state, 0, build("farm", OLIVE, [(4, 2), (4, 3), (4, 4)]))
    placed = of_kind(events, "building_placed")[0].building_placed
    assert [(s.row, s.col) for s in placed.tents_covered] == [(4, 3)]
    assert placed.neutral_workers_taken == 1
    assert state.players[0].neutral == 1 and state.neutral_pool == 23
    assert sq(4, 3) not in state.tents and len(state.tents) == 19


def test_an_empty_neutral_pool_gives_nothing_for_a_tent() -> None:  # ruling 33
    state = replace(start(), neutral_pool=0)
    state = after(state, 0, build("farm", OLIVE, [(4, 2), (4, 3), (4, 4)]))
    assert state.players[0].neutral == 0 and state.neutral_pool == 0
    assert sq(4, 3) not in state.tents


def test_a_new_building_carries_its_commission_seal_and_is_not_complete() -> None:
    state = after(start(), 0, build("mill", BLACK, [(3, 5), (3, 6), (3, 7), (3, 8)]))
    building = state.buildings[0]
    assert building.card == card("mill", BLACK) and not building.complete
    shown = GAME.view(state, None).buildings[0]
    assert shown.card.colour == BLACK and not shown.complete
    assert state.players[0].seals == (0, 0, 0, 0)  # the commission stays on the building


def test_the_played_card_leaves_the_game_and_the_hand_is_refilled_to_four() -> None:
    state = start()
    top = state.pile[0]
    state = after(state, 0, build("house", RED, [(3, 5), (3, 6)], draw=PILE))
    hand = state.players[0].hand
    assert len(hand) == 4 and card("house", RED) not in hand and hand[-1] == top
    assert len(state.pile) == len(start().pile) - 1


def test_taking_a_display_card_turns_up_the_pile_top_in_its_place() -> None:
    state = start()
    display, top = state.display, state.pile[0]
    state, events = act(state, 0, build("house", RED, [(3, 5), (3, 6)], draw=DISPLAY, slot=1))
    assert state.players[0].hand[-1] == display[1]
    assert state.display == (display[0], top, display[2])
    assert state.players[0].known_cards == (display[1],)
    assert [e.WhichOneof("event") for e in events][1:3] == ["card_drawn", "display_refilled"]


def test_with_an_empty_pile_taking_a_display_card_shrinks_the_display() -> None:  # 8, ruling 19
    state = start(pile=())
    display = state.display
    state = after(state, 0, build("house", RED, [(3, 5), (3, 6)], draw=DISPLAY, slot=0))
    assert state.display == display[1:]


def test_the_pile_cannot_be_drawn_from_when_empty() -> None:
    state = start(pile=())
    assert violation(state, 0, build("house", RED, [(3, 5), (3, 6)], draw=PILE)) == "ARKADIA_PILE_EMPTY"


def test_with_no_card_left_nothing_is_drawn_and_the_hand_shrinks() -> None:  # 8
    state = start(pile=(), display=())
    command = build("house", RED, [(3, 5), (3, 6)], draw=DISPLAY)
    assert violation(state, 0, command) == "ARKADIA_DISPLAY_SLOT_EMPTY"
    state, events = act(state, 0, build("house", RED, [(3, 5), (3, 6)], draw=NO_DRAW))
    assert len(state.players[0].hand) == 3 and not of_kind(events, "card_drawn")


def test_drawing_is_mandatory_while_any_card_is_available() -> None:  # ruling 19
    command = build("house", RED, [(3, 5), (3, 6)], draw=NO_DRAW)
    assert violation(start(), 0, command) == "ARKADIA_DRAW_REQUIRED"
    assert violation(start(pile=()), 0, command) == "ARKADIA_DRAW_REQUIRED"


def test_the_card_must_be_in_hand() -> None:
    command = build("house", OLIVE, [(3, 5), (3, 6)])
    assert violation(start(), 0, command) == "ARKADIA_CARD_NOT_IN_HAND"


def test_any_rotation_or_reflection_may_be_used() -> None:  # ruling 2
    state = make_state(hands={0: (card("smithy", SILVER),)})
    used = {
        (command.build.rotation, command.build.reflected)
        for command in GAME.legal_commands(state, 0)
        if command.WhichOneof("command") == "build"
    }
    assert used == {(o.rotation, o.reflected) for o in geometry().orientations["smithy"]}
    assert len(used) == 8


def test_each_shape_has_exactly_one_description() -> None:
    state = start()
    assert "orientations" in invalid(state, 0, build_at("house", RED, 2, False, 3, 5))
    assert "orientations" in invalid(state, 0, build_at("house", RED, 0, True, 3, 5))


def test_the_anchor_is_the_top_left_corner_of_the_shapes_bounding_box() -> None:
    hand = {0: (card("monastery", BLACK),)}
    state, events = act(make_state(hands=hand), 0, build_at("monastery", BLACK, 0, False, 2, 5))
    placed = of_kind(events, "building_placed")[0].building_placed
    assert [(s.row, s.col) for s in placed.squares] == [(2, 6), (2, 7), (3, 5), (3, 6)]
    assert not placed.tents_covered  # (2, 5) is a tent, but only the bounding box's corner
    assert sq(2, 5) in state.tents


def test_after_building_the_turn_moves_on_to_the_banner_decision() -> None:
    state = after(start(), 0, build("house", RED, [(3, 5), (3, 6)]))
    assert state.phase == pb.ARKADIA_PHASE_BANNER and state.current == 0
