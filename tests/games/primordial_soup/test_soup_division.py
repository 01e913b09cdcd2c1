"""Phase 4, cell division (rules reference §5 phase 4, R26), with Division Rate and Spores."""

from __future__ import annotations

from collections.abc import Sequence

from ludus.v1 import primordial_soup_pb2 as pb

from services.games.primordial_soup.state import SoupState
from tests.games.primordial_soup.soup_builders import (
    act,
    awaiting_kind,
    command,
    dp_of,
    legal,
    make_state,
    of_kind,
    pending,
    refused,
    start_phase,
    with_bystanders,
)


def phase_4(amoebas: Sequence[tuple[int, int, int]], held: Sequence[str] = (), bp: int = 0) -> SoupState:
    """Phase 4 with seat 0 first (highest marker)."""
    state = make_state(
        4, amoebas=with_bystanders(4, amoebas, skip=[0]), genes={0: list(held)}, bp=[bp, 0, 0, 0], markers=[4, 3, 2, 1]
    )
    state, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_DIVISION)
    return state


def spaces(state: SoupState, number: int | None = None) -> set[int]:
    return {
        c.place_amoeba.space
        for c in legal(state)
        if c.HasField("place_amoeba") and (number is None or c.place_amoeba.number == number)
    }


def test_division_gives_10_bp_at_the_start_of_the_turn() -> None:
    state = phase_4([(0, 1, 7), (0, 2, 12)])
    assert state.players[0].bp == 10 and awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_DIVISION


def test_a_new_amoeba_costs_6_bp() -> None:
    state, events = act(phase_4([(0, 1, 7), (0, 2, 12)], bp=2), command("place_amoeba", number=3, space=8))
    assert state.players[0].bp == 6 and dp_of(state, 0, 3) == 0
    assert of_kind(events, "amoeba_placed")[0].cost == 6
    state, _ = act(state, command("place_amoeba", number=4, space=2))
    # With fewer than 6 BP left nothing more can be placed, so the turn ends by itself.
    assert state.players[0].bp == 0 and pending(state).seat == 1


def test_division_rate_makes_a_new_amoeba_cost_4_bp() -> None:
    state, _ = act(phase_4([(0, 1, 7), (0, 2, 12)], held=["division_rate"]), command("place_amoeba", number=3, space=8))
    state, _ = act(state, command("place_amoeba", number=4, space=2))
    assert state.players[0].bp == 2


def test_a_new_amoeba_goes_next_to_an_own_amoeba_on_a_space_without_one() -> None:
    state = phase_4([(0, 1, 7), (0, 2, 12), (1, 1, 2)])
    assert spaces(state, 3) == {2, 6, 8, 11, 17}  # neighbours of 7 and 12; another colour is no obstacle
    refused(state, command("place_amoeba", number=3, space=15), "SOUP_NOT_ADJACENT")
    refused(state, command("place_amoeba", number=3, space=7), "SOUP_SPACE_HAS_OWN_AMOEBA")
    refused(state, command("place_amoeba", number=1, space=8), "SOUP_AMOEBA_ON_BOARD")


def test_amoebas_placed_earlier_in_the_phase_count_as_neighbours() -> None:
    state, _ = act(phase_4([(0, 1, 7), (0, 2, 12)], bp=2), command("place_amoeba", number=3, space=2))
    assert 1 in spaces(state)  # next to the new amoeba on 2


def test_any_amoeba_number_off_the_board_may_be_placed() -> None:
    state = phase_4([(0, 1, 7), (0, 6, 12)])
    assert {c.place_amoeba.number for c in legal(state) if c.HasField("place_amoeba")} == {2, 3, 4, 5, 7}


def test_spores_allow_a_new_amoeba_on_any_space_without_an_own_amoeba() -> None:
    state = phase_4([(0, 1, 7), (0, 2, 12)], held=["spores"])
    assert spaces(state, 3) == set(range(19)) - {7, 12}


def test_a_player_without_amoebas_places_one_free_on_any_space() -> None:
    # R26: then further ones as normal.
    state = phase_4([])
    assert state.division_case == pb.PRIMORDIAL_SOUP_DIVISION_CASE_NO_AMOEBA
    assert pending(state).division_case == pb.PRIMORDIAL_SOUP_DIVISION_CASE_NO_AMOEBA
    assert spaces(state, 1) == set(range(19))
    state, events = act(state, command("place_amoeba", number=5, space=15))
    assert state.players[0].bp == 10 and of_kind(events, "amoeba_placed")[0].kind == 3  # FREE
    assert spaces(state) == {14, 16}
    state, _ = act(state, command("place_amoeba", number=1, space=14))
    assert state.players[0].bp == 4


def test_the_free_placement_is_optional() -> None:
    state, _ = act(phase_4([]), command("end_division"))
    assert not state.own_amoebas(0) and state.players[0].bp == 10


def test_a_player_with_one_amoeba_places_the_first_bought_on_any_space() -> None:
    state = phase_4([(0, 1, 7)], bp=6)
    assert pending(state).division_case == pb.PRIMORDIAL_SOUP_DIVISION_CASE_ONE_AMOEBA
    assert spaces(state, 2) == set(range(19)) - {7}
    state, events = act(state, command("place_amoeba", number=2, space=18))
    assert state.players[0].bp == 10 and of_kind(events, "amoeba_placed")[0].kind == 4  # ANYWHERE
    assert state.division_case == pb.PRIMORDIAL_SOUP_DIVISION_CASE_NONE
    assert spaces(state) == {2, 6, 8, 11, 16}  # next ones as normal


def test_no_more_than_seven_amoebas() -> None:
    seven = [(0, n, s) for n, s in zip(range(1, 8), (1, 2, 5, 6, 7, 8, 11), strict=True)]
    state = phase_4(seven, bp=20)
    assert pending(state).seat != 0  # nothing to place: the turn ends by itself
    assert len(state.own_amoebas(0)) == 7


def test_division_is_played_in_descending_order() -> None:
    state = phase_4([(0, 1, 7)])
    assert state.order == (0, 1, 2, 3)
    state, _ = act(state, command("end_division"))
    assert pending(state).seat == 1 and state.players[1].bp == 10
