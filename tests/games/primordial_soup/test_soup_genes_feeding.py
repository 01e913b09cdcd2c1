"""Feeding genes (rules reference §7 feeding table, R14, R30): Substitution, Frugality and
Parasitism, alone and combined."""

from __future__ import annotations

from collections.abc import Sequence

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
    ref,
    refused,
    start_turn,
    with_bystanders,
)


def fed(genes: Sequence[str], food: tuple[int, ...], seats: int = 4, host: bool = False, host_bp: int = 4) -> SoupState:
    """Seat 0's amoeba 1 has drifted (in place) on space 7 holding `food`; with `host`, seat 1's
    amoeba 1 shares the space."""
    amoebas = [(0, 1, 7)] + ([(1, 1, 7)] if host else [])
    bp = [4, host_bp] + [4] * (seats - 2)
    state = make_state(seats, amoebas=with_bystanders(seats, amoebas), genes={0: list(genes)}, cubes={7: food}, bp=bp)
    state, _ = act(start_turn(state, 0), command("drift"))
    return state


def meals(state: SoupState) -> set[tuple[tuple[int, ...], tuple[int, int] | None]]:
    return {
        (
            tuple(c.feed.cubes.counts),
            (c.feed.host.seat, c.feed.host.number) if c.feed.HasField("host") else None,
        )
        for c in legal(state)
    }


def test_substitution_with_4_players_allows_2_plus_2_and_3_plus_1() -> None:
    state = fed(["substitution"], (0, 3, 3, 3))
    expected = {(0, 1, 1, 1)}
    expected |= {(0, 2, 2, 0), (0, 2, 0, 2), (0, 0, 2, 2)}
    expected |= {(0, 3, 1, 0), (0, 1, 3, 0), (0, 3, 0, 1), (0, 1, 0, 3), (0, 0, 3, 1), (0, 0, 1, 3)}
    assert meals(state) == {(meal, None) for meal in expected}
    state, events = act(state, command("feed", cubes=cubes(0, 3, 1)))
    assert of_kind(events, "amoeba_fed")[0].excreted == 2  # excretion is unchanged
    assert state.cubes[7] == (2, 0, 2, 3)


def test_substitution_with_3_players_eats_4_of_one_colour() -> None:
    state = fed(["substitution"], (0, 4, 4), seats=3)
    assert meals(state) == {((0, 2, 1), None), ((0, 1, 2), None), ((0, 4, 0), None), ((0, 0, 4), None)}
    only_one_colour = make_state(
        3, amoebas=with_bystanders(3, [(0, 1, 7)]), genes={0: ["substitution"]}, cubes={7: (0, 4, 0)}
    )
    state, events = act(start_turn(only_one_colour, 0), command("drift"))
    assert list(of_kind(events, "amoeba_fed")[0].eaten.counts) == [0, 4, 0]


def test_substitution_saves_an_amoeba_that_would_starve() -> None:
    state = fed(["substitution"], (0, 2, 2, 0))
    assert dp_of(state, 0, 1) == 0 and state.cubes[7] == (2, 0, 0, 0)


def test_frugality_allows_a_meal_one_cube_smaller() -> None:
    state = fed(["frugality"], (0, 2, 2, 2))
    assert meals(state) == {
        ((0, 1, 1, 1), None),
        ((0, 1, 1, 0), None),
        ((0, 1, 0, 1), None),
        ((0, 0, 1, 1), None),
    }
    state = fed(["frugality"], (0, 1, 0, 1))
    assert dp_of(state, 0, 1) == 0 and state.cubes[7] == (2, 0, 0, 0)


def test_parasitism_names_a_host_whose_owner_pays_1_bp() -> None:
    state = fed(["parasitism"], (0, 2, 2, 2), host=True)
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_FEED
    assert ((0, 1, 1, 0), (1, 1)) in meals(state) and ((0, 1, 1, 1), None) in meals(state)
    state, events = act(state, command("feed", cubes=cubes(0, 0, 1, 1), host=ref(1, 1)))
    assert state.players[1].bp == 3 and state.players[0].bp == 4
    assert of_kind(events, "amoeba_fed")[0].host.seat == 1


def test_parasitism_may_be_used_when_enough_food_is_present_but_the_meal_shrinks() -> None:
    # R30: naming a host applies the reduction; the full meal with a host is not a meal.
    state = fed(["parasitism"], (0, 2, 2, 2), host=True)
    refused(state, command("feed", cubes=cubes(0, 1, 1, 1), host=ref(1, 1)), "SOUP_MEAL_NOT_ALLOWED")
    state, _ = act(state, command("feed", cubes=cubes(0, 1, 1, 1)))
    assert state.players[1].bp == 4


def test_parasitism_host_must_be_another_players_amoeba_whose_owner_has_bp() -> None:
    state = fed(["parasitism", "frugality"], (0, 2, 2, 2), host=True, host_bp=0)
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_FEED
    assert all(host is None for _, host in meals(state))
    refused(state, command("feed", cubes=cubes(0, 1, 1), host=ref(1, 1)), "SOUP_INVALID_HOST")
    refused(state, command("feed", cubes=cubes(0, 1, 1), host=ref(0, 1)), "SOUP_INVALID_HOST")


def test_parasitism_without_the_gene_is_refused() -> None:
    state = fed(["frugality"], (0, 2, 2, 2), host=True)
    refused(state, command("feed", cubes=cubes(0, 1, 1), host=ref(1, 1)), "SOUP_NO_PARASITISM")


def test_parasitism_counts_when_deciding_whether_an_amoeba_would_starve() -> None:
    # R13: a Parasitism meal with a host is a possible meal, so the amoeba eats (automatically).
    state = fed(["parasitism"], (0, 1, 1, 0), host=True)
    assert dp_of(state, 0, 1) == 0 and state.players[1].bp == 3
    alone = fed(["parasitism"], (0, 1, 1, 0))
    assert dp_of(alone, 0, 1) == 1


def test_substitution_with_frugality_allows_2_plus_1_and_3() -> None:
    state = fed(["substitution", "frugality"], (0, 3, 0, 0))
    assert dp_of(state, 0, 1) == 0 and state.cubes[7] == (2, 0, 0, 0)
    state = fed(["substitution", "frugality"], (0, 2, 1, 0))
    assert ((0, 2, 1, 0), None) in meals(state) and ((0, 1, 1, 0), None) in meals(state)


def test_frugality_with_parasitism_allows_a_single_cube() -> None:
    state = fed(["frugality", "parasitism"], (0, 0, 0, 1), host=True)
    assert dp_of(state, 0, 1) == 0 and state.cubes[7] == (2, 0, 0, 0) and state.players[1].bp == 3


def test_all_three_feeding_genes_allow_2_or_1_plus_1() -> None:
    # "2" needs all three; "1" (Frugality + Parasitism) is the other meal here.
    state = fed(["substitution", "frugality", "parasitism"], (0, 2, 0, 0), host=True)
    assert meals(state) == {((0, 2, 0, 0), (1, 1)), ((0, 1, 0, 0), (1, 1))}
    state, _ = act(state, command("feed", cubes=cubes(0, 2), host=ref(1, 1)))
    assert state.cubes[7] == (2, 0, 0, 0) and state.players[1].bp == 3
    state = fed(["substitution", "frugality", "parasitism"], (0, 1, 0, 1), host=True)
    assert ((0, 1, 0, 1), (1, 1)) in meals(state)
    assert ((0, 1, 0, 1), None) in meals(state)  # Frugality alone: 1+1
