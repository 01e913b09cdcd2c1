"""What changes with 3 players (rules reference §1, §3, §5, §7, R3)."""

from __future__ import annotations

from collections import Counter

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.simulate import play_random
from services.games.primordial_soup import genes
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.wiring import GAME
from tests.games.primordial_soup.soup_builders import (
    PLATFORM_GAME,
    ScriptedRng,
    act,
    command,
    legal,
    make_state,
    pending,
    start_phase,
    start_turn,
    with_bystanders,
)


def test_three_players_use_three_colours_and_start_spaces_1_to_3() -> None:
    events = GAME.setup(GAME.options_type(), 3, ScriptedRng([0, 6, 6, 4, 4, 2, 2]))
    state = GAME.fold(GAME.initial_state(GAME.options_type(), 3), events)
    assert all(len(space) == 3 and sum(space) == 6 for space in state.cubes)
    assert sorted(c.choose_start_space.position for c in legal(state)) == [1, 2, 3]


def test_three_players_use_only_the_20_cards_marked_for_3() -> None:
    state = make_state(3)
    pool = Counter({g.id: genes.in_pool(state, g.id) for g in edition().genes_in_play(3)})
    assert sum(pool.values()) == 20
    assert "frugality" not in pool and "parasitism" not in pool
    assert pool["struggle_for_survival"] == 2 and pool["speed"] == 1


def test_three_players_meal_is_two_plus_one() -> None:
    state = make_state(3, amoebas=with_bystanders(3, [(0, 1, 7)]), cubes={7: (0, 1, 2)})
    state, _ = act(start_turn(state, 0), command("drift"))
    assert state.cubes[7] == (2, 0, 0)


def test_three_players_tentacle_carries_2() -> None:
    state = make_state(3, amoebas=with_bystanders(3, [(0, 1, 7)]), genes={0: ["tentacle"]}, card="E2")
    state, _ = act(start_turn(state, 0), command("drift"))
    assert pending(state).max_cubes == 2


def test_three_players_death_leaves_one_cube_of_each_of_the_three_colours() -> None:
    state = make_state(3, amoebas=with_bystanders(3, [(0, 1, 7, 2)]))
    state, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_DEATHS)
    assert state.cubes[7] == (3, 3, 3)


def test_three_player_matches_are_played_to_the_end() -> None:
    for seed in (b"three-a", b"three-b"):
        trace = play_random(PLATFORM_GAME, 3, seed.ljust(32, b"."))
        assert trace.final.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER and len(trace.final.players) == 3
