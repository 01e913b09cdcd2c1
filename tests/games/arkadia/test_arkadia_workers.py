"""Action B, placing workers (rules reference 4.1 B; rulings 14, 16, 17)."""

from __future__ import annotations

from ludus.v1 import arkadia_pb2 as pb

from services.games.arkadia.state import NEUTRAL, ArkadiaState
from tests.games.arkadia.arkadia_builders import (
    RED,
    act,
    add_building,
    add_workers,
    after,
    build,
    card,
    invalid,
    make_state,
    place_workers,
    set_player,
    sq,
    violation,
)


def corner_house(workers: int = 3, neutral: int = 2) -> ArkadiaState:
    """Building 1: a house at (0,0)-(0,1), surrounded by (0,2), (1,0) and (1,1)."""
    state = add_building(make_state(), "house", [(0, 0), (0, 1)], builder=1)
    return set_player(state, 0, workers=workers, neutral=neutral)


def test_workers_go_on_empty_squares_around_the_chosen_building() -> None:
    state, events = act(corner_house(), 0, place_workers(1, (0, 2), (1, 0)))
    assert [(w.square, w.colour, w.placed_by) for w in state.workers] == [(sq(0, 2), 0, 0), (sq(1, 0), 0, 0)]
    assert state.players[0].workers == 1
    assert events[0].workers_placed.building == 1


def test_all_workers_of_one_action_go_around_a_single_building() -> None:
    state = add_building(corner_house(), "house", [(0, 5), (0, 6)], builder=1)
    command = place_workers(1, (0, 2), (1, 5))
    assert violation(state, 0, command) == "ARKADIA_NOT_BESIDE_BUILDING"
    assert violation(state, 0, place_workers(1, (2, 2))) == "ARKADIA_NOT_BESIDE_BUILDING"


def test_a_worker_needs_an_empty_square() -> None:
    state = add_workers(corner_house(), [(0, 2)], colour=1)
    assert violation(state, 0, place_workers(1, (0, 2))) == "ARKADIA_SQUARE_NOT_EMPTY"
    state = add_building(corner_house(), "house", [(1, 0), (1, 1)], builder=1)
    assert violation(state, 0, place_workers(1, (1, 0))) == "ARKADIA_SQUARE_NOT_EMPTY"


def test_own_and_neutral_workers_may_be_mixed() -> None:  # ruling 17
    state = after(corner_house(), 0, place_workers(1, (0, 2), (1, 0, True), (1, 1)))
    assert [w.colour for w in state.workers] == [0, NEUTRAL, 0]
    assert (state.players[0].workers, state.players[0].neutral) == (1, 1)


def test_only_workers_held_may_be_placed() -> None:
    state = corner_house(workers=1, neutral=0)
    assert violation(state, 0, place_workers(1, (0, 2), (1, 0))) == "ARKADIA_NOT_ENOUGH_WORKERS"
    assert violation(state, 0, place_workers(1, (0, 2, True))) == "ARKADIA_NOT_ENOUGH_WORKERS"
    empty = corner_house(workers=0, neutral=0)
    assert violation(empty, 0, place_workers(1, (0, 2))) == "ARKADIA_NOT_ENOUGH_WORKERS"


def test_at_least_one_worker_each_on_its_own_square_in_square_order() -> None:
    state = corner_house()
    assert "at least one" in invalid(state, 0, place_workers(1))
    assert "ascending" in invalid(state, 0, place_workers(1, (0, 2), (0, 2)))
    assert "ascending" in invalid(state, 0, place_workers(1, (1, 0), (0, 2)))


def test_the_lot_cannot_be_chosen_and_holds_no_worker() -> None:  # ruling 14
    state = corner_house()
    assert "building id" in invalid(state, 0, place_workers(0, (0, 2)))
    near_lot = add_building(corner_house(), "house", [(3, 5), (3, 6)])
    assert violation(near_lot, 0, place_workers(2, (4, 5))) == "ARKADIA_SQUARE_NOT_EMPTY"


def test_a_worker_on_a_tent_gains_nothing_and_the_tent_can_never_be_covered() -> None:  # ruling 16
    state = add_building(make_state(hands={0: (card("house", RED),)}), "house", [(0, 1), (0, 2)], builder=1)
    placed = after(state, 0, place_workers(1, (0, 3)))
    assert placed.players[0].neutral == 0 and placed.neutral_pool == 24
    assert sq(0, 3) in placed.tents  # still printed on the board, under the worker
    covered = add_workers(state, [(0, 3)], colour=1)
    assert violation(covered, 0, build("house", RED, [(0, 3), (0, 4)])) == "ARKADIA_SQUARE_OCCUPIED"


def test_after_placing_workers_the_turn_moves_on_to_the_banner_decision() -> None:
    state = after(corner_house(), 0, place_workers(1, (0, 2)))
    assert state.phase == pb.ARKADIA_PHASE_BANNER
