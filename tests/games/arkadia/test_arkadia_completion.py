"""Completing buildings and the payout (rules reference 5; rulings 15, 20, 21, 22)."""

from __future__ import annotations

from ludus.v1 import arkadia_pb2 as pb

from services.games.arkadia.state import NEUTRAL, ArkadiaState
from tests.games.arkadia.arkadia_builders import (
    BLACK,
    OLIVE,
    RED,
    SILVER,
    act,
    add_building,
    add_workers,
    after,
    build,
    card,
    kinds,
    make_state,
    of_kind,
    place_workers,
    set_player,
)


def open_house(seats: int = 2) -> ArkadiaState:
    """Building 1: a red house at (9,5)-(9,6), built by seat 1. Its surroundings are (8,5), (8,6),
    (10,5), (10,6), (9,4) and (9,7); all but (9,7) are occupied: seat 0 at (8,5) and (9,4),
    seat 1 at (8,6) and (10,5), a neutral worker at (10,6)."""
    state = add_building(make_state(seats=seats), "house", [(9, 5), (9, 6)], RED, builder=1)
    state = add_workers(state, [(8, 5), (9, 4)], colour=0)
    state = add_workers(state, [(8, 6), (10, 5)], colour=1)
    state = add_workers(state, [(10, 6)], colour=NEUTRAL, placed_by=1)
    return set_player(state, 0, workers=2, neutral=1)


def test_a_building_completes_when_every_neighbouring_square_is_occupied() -> None:
    state, events = act(open_house(), 0, place_workers(1, (9, 7)))
    assert state.buildings[0].complete
    completed = of_kind(events, "building_completed")[0].building_completed
    assert completed.building == 1 and completed.colour == RED and completed.active_seat == 0
    assert state.phase == pb.ARKADIA_PHASE_CASTLE and state.castle_due == (1,)


def test_each_own_worker_around_earns_a_seal_of_the_buildings_colour() -> None:
    state, events = act(open_house(), 0, place_workers(1, (9, 7)))
    awards = {a.seat: (a.workers, a.commission, a.seals) for a in events[-1].building_completed.awards}
    assert awards == {0: (3, 1, 4), 1: (2, 0, 2)}
    assert state.players[0].seals == (4, 0, 0, 0) and state.players[1].seals == (2, 0, 0, 0)
    assert state.players[0].earned == (4, 0, 0, 0)


def test_neutral_workers_earn_nothing() -> None:
    state = after(open_house(), 0, place_workers(1, (9, 7, True)))
    assert state.players[0].seals == (3, 0, 0, 0)  # 2 own workers + the commission


def test_the_commission_seal_goes_to_the_active_player() -> None:
    # Seat 1 has no worker around seat 0's house at (0,0)-(0,1), but closes it with a building.
    state = add_building(make_state(hands={1: (card("house", SILVER),)}, current=1), "house", [(0, 0), (0, 1)], OLIVE)
    state = add_workers(state, [(1, 0), (1, 1)], colour=0)
    state, events = act(state, 1, build("house", SILVER, [(0, 2), (0, 3)]))
    awards = {
        a.seat: (a.workers, a.commission) for a in of_kind(events, "building_completed")[0].building_completed.awards
    }
    assert awards == {0: (2, 0), 1: (0, 1)}
    assert state.players[1].seals == (0, 1, 0, 0) and state.players[0].seals == (0, 2, 0, 0)


def test_the_board_edge_counts_as_closed() -> None:
    state = add_building(make_state(), "house", [(0, 0), (0, 1)], BLACK, builder=1)
    state = set_player(state, 0, workers=3)
    state = after(state, 0, place_workers(1, (0, 2), (1, 0), (1, 1)))
    assert state.buildings[0].complete and state.players[0].seals == (0, 0, 0, 4)


def test_an_empty_tent_keeps_a_building_open() -> None:  # ruling 15
    state = add_building(make_state(), "house", [(0, 1), (0, 2)], builder=1)
    state = set_player(state, 0, workers=3, neutral=1)
    placed = after(state, 0, place_workers(1, (0, 0), (1, 1), (1, 2)))
    assert not placed.buildings[0].complete  # (0, 3) is an empty tent
    closed = after(state, 0, place_workers(1, (0, 0), (0, 3, True), (1, 1), (1, 2)))
    assert closed.buildings[0].complete


def test_two_buildings_completed_by_one_placement_each_pay_in_full() -> None:  # ruling 22
    state = open_house()
    # Building 2: an olive house at (9,8)-(9,9); everything around it but (9,7) is occupied.
    state = add_building(state, "house", [(9, 8), (9, 9)], OLIVE, builder=0)
    state = add_workers(state, [(8, 8), (10, 9)], colour=1)
    state = add_workers(state, [(8, 9), (10, 8), (9, 10)], colour=NEUTRAL)
    state, events = act(state, 0, place_workers(1, (9, 7)))
    completed = [e.building_completed for e in of_kind(events, "building_completed")]
    assert [c.building for c in completed] == [1, 2]
    # The worker at (9,7) counts for both buildings, and each pays its own commission.
    assert state.players[0].seals == (4, 2, 0, 0)
    assert state.players[1].seals == (2, 2, 0, 0)
    assert state.castle_due == (1, 2)


def test_a_building_enclosed_the_moment_it_is_placed_completes_at_once() -> None:  # ruling 20
    state = make_state(hands={0: (card("house", SILVER),)})
    state = add_workers(state, [(1, 0), (1, 1)], colour=0)
    state = add_workers(state, [(0, 2)], colour=1)
    state, events = act(state, 0, build("house", SILVER, [(0, 0), (0, 1)]))
    assert kinds(events)[:3] == ["building_placed", "card_drawn", "building_completed"]
    assert state.buildings[0].complete
    assert state.players[0].seals == (0, 0, 3, 0) and state.players[1].seals == (0, 0, 1, 0)


def test_each_worker_counts_once_even_touching_two_squares_of_the_building() -> None:  # ruling 21
    # A tavern at (0,0), (1,0), (1,1): the square (0,1) touches both (0,0) and (1,1).
    state = add_building(make_state(), "tavern", [(0, 0), (1, 0), (1, 1)], RED, builder=1)
    state = add_workers(state, [(2, 0), (2, 1), (1, 2)], colour=1)
    state = set_player(state, 0, workers=1)
    state = after(state, 0, place_workers(1, (0, 1)))
    assert state.players[0].seals == (2, 0, 0, 0)  # 1 worker + the commission
    assert state.players[1].seals == (3, 0, 0, 0)


def test_every_player_with_workers_around_is_paid() -> None:
    state = add_building(make_state(seats=4), "house", [(0, 0), (0, 1)], RED, builder=0)
    state = add_workers(state, [(1, 0)], colour=2)
    state = add_workers(state, [(1, 1)], colour=3)
    state = set_player(state, 0, workers=1)
    state = after(state, 0, place_workers(1, (0, 2)))
    assert [player.seals[0] for player in state.players] == [2, 0, 1, 1]


def test_a_building_completes_only_once() -> None:
    state = add_building(make_state(), "house", [(0, 0), (0, 1)], RED, builder=1, complete=True)
    state = add_workers(state, [(0, 2), (1, 0), (1, 1)], colour=0)
    state = add_building(state, "house", [(3, 5), (3, 6)], OLIVE)
    state = set_player(state, 0, workers=1)
    state, events = act(state, 0, place_workers(2, (2, 5)))
    assert not of_kind(events, "building_completed")
    assert state.players[0].seals == (0, 0, 0, 0)


def test_the_lot_never_completes_or_scores() -> None:  # ruling 14
    # The last free square around the lot at (4,5)-(5,9) is filled: nothing completes.
    state = make_state()
    ring = [(3, c) for c in range(5, 10)] + [(6, c) for c in range(5, 10)] + [(4, 4), (5, 4), (4, 10), (5, 10)]
    state = add_workers(state, ring[:-1], colour=0)
    state = add_building(state, "house", [(5, 11), (5, 12)], RED, builder=1)
    state = set_player(state, 0, workers=1)
    state, events = act(state, 0, place_workers(1, (5, 10)))
    assert not of_kind(events, "building_completed")
    assert state.players[0].seals == (0, 0, 0, 0) and state.castle_due == ()
