"""Phase 1b, feeding (rules reference §5 phase 1b, R13, R15) and starvation."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ludus.v1 import primordial_soup_pb2 as pb

from services.games.primordial_soup.state import SoupState
from tests.games.primordial_soup.soup_builders import (
    act,
    awaiting_kind,
    command,
    cubes,
    dp_of,
    legal,
    make_state,
    of_kind,
    pending,
    refused,
    start_turn,
    with_bystanders,
)


def feeding(seats: int, food: tuple[int, ...], **kwargs: Any) -> SoupState:
    """Seat 0's amoeba 1 on space 7 holding `food`, after a drift on a no-drift card."""
    state = make_state(seats, amoebas=with_bystanders(seats, [(0, 1, 7)]), cubes={7: food}, **kwargs)
    state = start_turn(state, 0)
    if pending(state).kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT:
        state, _ = act(state, command("drift"))
    return state


def test_feeding_with_4_players_eats_one_cube_of_each_other_colour() -> None:
    before = make_state(4).supply
    state = feeding(4, (2, 2, 2, 2))
    assert state.cubes[7] == (2 + 2, 1, 1, 1)
    assert state.supply == (before[0] - 2, before[1] + 1, before[2] + 1, before[3] + 1)


def test_feeding_with_4_players_is_automatic_when_only_one_meal_exists() -> None:
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7)]), cubes={7: (0, 3, 1, 1)})
    state = start_turn(state, 0)
    state, events = act(state, command("drift"))
    fed = of_kind(events, "amoeba_fed")[0]
    assert list(fed.eaten.counts) == [0, 1, 1, 1] and fed.excreted == 2
    assert pending(state).seat == 1


def test_feeding_with_3_players_eats_two_of_one_colour_and_one_of_the_other() -> None:
    state = feeding(3, (2, 2, 2))
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_FEED
    meals = sorted(tuple(c.feed.cubes.counts) for c in legal(state))
    assert meals == [(0, 1, 2), (0, 2, 1)]
    state, _ = act(state, command("feed", cubes=cubes(0, 2, 1)))
    assert state.cubes[7] == (4, 0, 1)


def test_feeding_with_3_players_never_three_alike() -> None:
    state = feeding(3, (0, 3, 3))
    refused(state, command("feed", cubes=cubes(0, 3, 0)), "SOUP_MEAL_NOT_ALLOWED")
    refused(state, command("feed", cubes=cubes(0, 2, 2)), "SOUP_MEAL_NOT_ALLOWED")


def test_feeding_never_eats_the_amoebas_own_colour() -> None:
    state = feeding(3, (3, 2, 2))
    refused(state, command("feed", cubes=cubes(1, 1, 1)), "SOUP_OWN_COLOUR")
    # Own cubes do not make a meal: with only own cubes and one other colour it starves.
    starving = feeding(4, (6, 2, 2, 0))
    assert dp_of(starving, 0, 1) == 1


def test_feeding_must_eat_when_a_meal_is_possible() -> None:
    # R13: even with Struggle for Survival, an amoeba that can eat is not offered an attack.
    state = make_state(
        3,
        amoebas=with_bystanders(3, [(0, 1, 7), (1, 1, 7)]),
        genes={0: ["struggle_for_survival"]},
        cubes={7: (0, 2, 2)},
    )
    state = start_turn(state, 0)
    state, _ = act(state, command("drift"))
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_FEED
    refused(state, command("starve"), "SOUP_WRONG_DECISION")
    refused(state, command("attack", target={"seat": 1, "number": 1}), "SOUP_WRONG_DECISION")


def test_excretion_places_two_cubes_of_the_amoebas_colour() -> None:
    state = feeding(4, (0, 1, 1, 1))
    assert state.cubes[7] == (2, 0, 0, 0)


def test_excretion_is_limited_by_the_supply() -> None:
    # R15 and §1: a short colour places what is left; no other colour stands in.
    base = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7)]), cubes={7: (0, 1, 1, 1)})
    base = replace(base, supply=(1, *base.supply[1:]))
    state = start_turn(base, 0)
    state, events = act(state, command("drift"))
    assert of_kind(events, "amoeba_fed")[0].excreted == 1
    assert state.cubes[7] == (1, 0, 0, 0) and state.supply[0] == 0


def test_eaten_cubes_go_back_to_the_supply() -> None:
    state = feeding(3, (0, 5, 5))
    before = state.supply
    state, _ = act(state, command("feed", cubes=cubes(0, 1, 2)))
    assert state.supply[1:] == (before[1] + 1, before[2] + 2)


def test_starvation_adds_one_dp_and_excretes_nothing() -> None:
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7, 1)]), cubes={7: (0, 1, 1, 0)})
    state = start_turn(state, 0)
    state, events = act(state, command("drift"))
    assert dp_of(state, 0, 1) == 2
    assert state.cubes[7] == (0, 1, 1, 0)
    damage = of_kind(events, "amoeba_damaged")[0]
    assert (damage.amount, damage.dp) == (1, 2)
