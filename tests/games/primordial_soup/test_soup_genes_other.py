"""The remaining genes (rules reference §7): Ray Protection, Longevity, Intelligence, Division
Rate and Spores in their phases, and R2: a second copy of a gene is allowed but never stacks."""

from __future__ import annotations

from ludus.v1 import primordial_soup_pb2 as pb

from services.games.primordial_soup import genes
from services.games.primordial_soup.state import AmoebaRef
from tests.games.primordial_soup.soup_builders import (
    act,
    awaiting_kind,
    command,
    legal,
    make_state,
    of_kind,
    pending,
    start_phase,
    start_turn,
    with_bystanders,
)


def test_ray_protection_counts_minus_2_mp_settles_4_and_scores_0() -> None:
    state = make_state(4, genes={0: ["ray_protection", "longevity"]})
    assert genes.mutation_points(state, 0) == 3
    assert genes.gene_cards(state, 0) == 1
    # Settling: D = (5 + 4 + 4 - 2) - 8 = 3; Ray Protection alone settles it (4 >= 3).
    state = make_state(
        4, amoebas=with_bystanders(4, []), genes={0: ["ray_protection", "longevity", "holding", "escape"]}
    )
    state, events = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_ENVIRONMENT, rolls=[state.deck.index("E7")])
    assert pending(state).defect == 3
    state, events = act(state, command("give_up_gene", gene="ray_protection"))
    assert of_kind(events, "defect_settled")[0].amount == 3


def test_longevity_raises_the_death_threshold_to_3() -> None:
    assert genes.death_threshold(make_state(4, genes={0: ["longevity"]}), 0) == 3
    assert genes.death_threshold(make_state(4), 0) == 2
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7, 2)]), genes={0: ["longevity"]})
    state, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_DEATHS)
    assert state.amoeba(AmoebaRef(0, 1)) is not None


def test_intelligence_has_no_effect_but_counts_for_scoring() -> None:
    state = make_state(4, genes={0: ["intelligence"]})
    assert genes.abilities(state, 0) == frozenset()
    assert genes.gene_cards(state, 0) == 1 and genes.mutation_points(state, 0) == 3


def test_a_second_copy_never_stacks_two_longevity_still_die_at_3() -> None:
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7, 3)]), genes={0: ["longevity", "longevity"]})
    assert genes.death_threshold(state, 0) == 3
    state, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_DEATHS)
    assert state.amoeba(AmoebaRef(0, 1)) is None


def test_a_second_copy_never_stacks_two_speed_give_one_second_move() -> None:
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7)]), genes={0: ["speed", "speed"]})
    state, _ = act(start_turn(state, 0), command("active_move"), rolls=[3])
    state, _ = act(state, command("second_move"), rolls=[4])
    assert pending(state).seat == 1  # no third move


def test_a_second_copy_never_stacks_two_tentacles_still_carry_3() -> None:
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7)]), genes={0: ["tentacle", "tentacle"]}, card="E2")
    state, _ = act(start_turn(state, 0), command("drift"))
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_CARRY_CUBES and pending(state).max_cubes == 3
    assert max(sum(c.carry_cubes.cubes.counts) for c in legal(state)) == 3


def test_a_second_copy_counts_twice_for_mutation_points_and_giving_up() -> None:
    state = make_state(4, genes={0: ["tentacle", "tentacle"]})
    assert genes.mutation_points(state, 0) == 8 and genes.gene_cards(state, 0) == 2
