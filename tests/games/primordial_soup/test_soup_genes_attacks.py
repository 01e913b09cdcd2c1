"""Attacks (rules reference §8, R20-R24): Struggle for Survival, Aggression, Defense, Escape,
Armor and Persistence, and the interactions the rulings settle."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ludus.v1 import primordial_soup_pb2 as pb
from ludus.v1.primordial_soup_pb2 import PrimordialSoupEvent as Event

from services.games.primordial_soup.state import AmoebaRef, HeldGene, SoupState
from tests.games.primordial_soup.soup_builders import (
    E,
    GeneEntry,
    act,
    awaiting_kind,
    command,
    cubes,
    dp_of,
    kinds,
    legal,
    make_state,
    of_kind,
    pending,
    ref,
    refused,
    space_of,
    start_phase,
    start_turn,
    with_bystanders,
)

STARVING = (0, 0, 0, 0)


def attack_position(
    attacker: Sequence[GeneEntry] = ("struggle_for_survival",),
    target: Sequence[GeneEntry] = (),
    extra: Sequence[tuple[int, int, int]] = (),
    bp: Sequence[int] = (4, 4, 4, 4),
    food: tuple[int, ...] = STARVING,
) -> SoupState:
    """Seat 0's amoeba 1 would starve on space 7, where seat 1's amoeba 1 also is."""
    amoebas = [(0, 1, 7), (1, 1, 7), *extra]
    state = make_state(
        4,
        amoebas=with_bystanders(4, amoebas),
        genes={0: list(attacker), 1: list(target)},
        cubes={7: food},
        bp=bp,
    )
    state = start_turn(state, 0)
    if pending(state).seat == 0 and pending(state).kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT:
        state, _ = act(state, command("drift"))
    return state


def attack(
    state: SoupState, seat: int = 1, number: int = 1, rolls: Sequence[int] = ()
) -> tuple[SoupState, list[Event]]:
    return act(state, command("attack", target=ref(seat, number)), rolls=rolls)


# -- Struggle for Survival -----------------------------------------------------------------------


def test_struggle_for_survival_attacks_only_when_the_amoeba_would_starve() -> None:
    state = attack_position()
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_ATTACK
    assert sorted(c.WhichOneof("command") for c in legal(state)) == ["attack", "starve"]
    fed = attack_position(food=(0, 1, 1, 1))
    assert pending(fed).seat == 1  # it ate instead (R13)


def test_struggle_for_survival_success_removes_the_target_and_places_one_cube_of_each_colour() -> None:
    state, events = attack(attack_position())
    assert state.amoeba(AmoebaRef(1, 1)) is None
    assert state.players[0].bp == 3  # the attack cost 1 BP
    assert dp_of(state, 0, 1) == 0  # counts as fed: no DP ...
    assert "amoeba_fed" not in kinds(events)  # ... and no excretion
    assert state.cubes[7] == (1, 1, 1, 1)
    resolved = of_kind(events, "attack_resolved")[0]
    assert resolved.success and of_kind(events, "amoeba_removed")[0].space == 7


def test_struggle_for_survival_may_target_own_amoebas_and_the_eaten_one_is_skipped() -> None:
    # R20: own amoebas are legal targets, never the attacker itself; an amoeba removed earlier in
    # the phase does not act.
    state = attack_position(extra=[(0, 2, 7)])
    targets = {(c.attack.target.seat, c.attack.target.number) for c in legal(state) if c.HasField("attack")}
    assert targets == {(1, 1), (0, 2)}
    state, _ = attack(state, 0, 2)
    assert state.amoeba(AmoebaRef(0, 2)) is None
    assert pending(state).seat == 1


def test_struggle_for_survival_needs_a_bp() -> None:
    state = attack_position(bp=(0, 4, 4, 4))
    assert dp_of(state, 0, 1) == 1 and pending(state).seat == 1


def test_struggle_for_survival_may_choose_to_starve() -> None:
    state, _ = act(attack_position(), command("starve"))
    assert dp_of(state, 0, 1) == 1 and state.amoeba(AmoebaRef(1, 1)) is not None


def test_struggle_for_survival_target_must_share_the_space() -> None:
    state = attack_position(extra=[(2, 2, 8)])
    refused(state, command("attack", target=ref(2, 2)), "SOUP_INVALID_TARGET")
    refused(state, command("attack", target=ref(0, 1)), "SOUP_INVALID_TARGET")


# -- Defense -------------------------------------------------------------------------------------


def test_defense_against_struggle_for_survival_won_by_the_defender_fails_the_attack() -> None:
    state, _ = attack(attack_position(target=["defense"]))
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_RESPOND and pending(state).seat == 1
    assert sorted(c.WhichOneof("command") for c in legal(state)) == ["accept", "defend"]
    state, events = act(state, command("defend"), rolls=[2, 5])
    fight = of_kind(events, "defense_fight")[0]
    assert (list(fight.attacker_rolls), list(fight.defender_rolls)) == ([2], [5])
    assert state.players[1].bp == 3
    assert state.amoeba(AmoebaRef(1, 1)) is not None
    assert dp_of(state, 0, 1) == 1  # a failed phase-1 attack starves the attacker
    assert of_kind(events, "attack_resolved")[0].success is False


def test_defense_ties_are_rolled_again() -> None:
    state, _ = attack(attack_position(target=["defense"]))
    state, events = act(state, command("defend"), rolls=[3, 3, 4, 4, 6, 1])
    fight = of_kind(events, "defense_fight")[0]
    assert list(fight.attacker_rolls) == [3, 4, 6] and list(fight.defender_rolls) == [3, 4, 1]


def test_defense_lost_in_phase_1_means_the_target_is_eaten_without_cubes() -> None:
    # R21: the attacker eats the defender; no cubes are placed.
    state, _ = attack(attack_position(target=["defense"]))
    state, events = act(state, command("defend"), rolls=[6, 1])
    assert state.amoeba(AmoebaRef(1, 1)) is None
    assert "cubes_placed" not in kinds(events) and state.cubes[7] == STARVING


def test_accepting_an_attack_lets_it_succeed() -> None:
    state, _ = attack(attack_position(target=["defense"]))
    state, events = act(state, command("accept"))
    assert state.amoeba(AmoebaRef(1, 1)) is None and state.cubes[7] == (1, 1, 1, 1)
    assert "attack_accepted" in kinds(events)


def test_defense_needs_its_bp() -> None:
    state, _ = attack(attack_position(target=["defense"], bp=(4, 0, 4, 4)))
    assert state.amoeba(AmoebaRef(1, 1)) is None  # no option left: the attack succeeded at once


# -- Escape --------------------------------------------------------------------------------------


def test_escape_moves_the_target_away_and_the_attack_fails() -> None:
    state, _ = attack(attack_position(target=["escape"]))
    assert [c.WhichOneof("command") for c in legal(state)] == ["escape", "accept"]
    state, events = act(state, command("escape"), rolls=[3])
    assert space_of(state, 1, 1) == 8 and state.players[1].bp == 3
    assert of_kind(events, "attack_resolved")[0].outcome == 3  # ESCAPED
    assert dp_of(state, 0, 1) == 1
    assert not [f for f in of_kind(events, "amoeba_fed") if f.amoeba.seat == 1]  # escaping never feeds


def test_escape_into_the_same_space_lets_the_attack_go_on() -> None:
    # R19: a 5 (or a blocked direction) fails the escape; the BP is spent.
    state, _ = attack(attack_position(target=["escape"]))
    state, _ = act(state, command("escape"), rolls=[5])
    assert state.amoeba(AmoebaRef(1, 1)) is None and state.players[1].bp == 3


def test_escape_uses_all_movement_genes() -> None:
    state, _ = attack(attack_position(target=["escape", ("movement_2", 1), "speed"]))
    refused(state, command("escape"), "SOUP_DIRECTION_REQUIRED")
    state, _ = act(state, command("escape", direction=E))
    assert space_of(state, 1, 1) == 8
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_SECOND_MOVE and pending(state).seat == 1
    state, _ = act(state, command("second_move", direction=E))  # east of 8: the edge
    assert space_of(state, 1, 1) == 8 and dp_of(state, 0, 1) == 1


def test_escape_on_a_six_may_stay_and_then_fails() -> None:
    # D18 applies to an escape's die too; staying is offered but, like a 5, fails the escape (R19).
    state, _ = attack(attack_position(target=["escape"]))
    state, _ = act(state, command("escape"), rolls=[6])
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_DIRECTION and pending(state).seat == 1
    assert any(c.choose_direction.stay for c in legal(state))
    state, _ = act(state, command("choose_direction", stay=True))
    assert state.amoeba(AmoebaRef(1, 1)) is None and state.players[1].bp == 3


def test_streamlining_makes_escape_free() -> None:
    state, _ = attack(attack_position(target=["escape", "streamlining"], bp=(4, 0, 4, 4)))
    state, _ = act(state, command("escape"), rolls=[1])
    assert space_of(state, 1, 1) == 6 and state.players[1].bp == 0


def test_escape_and_defense_can_both_be_used_once_each_in_any_order() -> None:
    # R22. Escape first (fails with a 5), then Defense.
    state, _ = attack(attack_position(target=["escape", "defense"]))
    state, _ = act(state, command("escape"), rolls=[5])
    assert sorted(c.WhichOneof("command") for c in legal(state)) == ["accept", "defend"]
    refused(state, command("escape"), "SOUP_ESCAPE_NOT_AVAILABLE")
    state, _ = act(state, command("defend"), rolls=[1, 6])
    assert state.amoeba(AmoebaRef(1, 1)) is not None and state.players[1].bp == 2
    # Defense first (lost), then Escape.
    state, _ = attack(attack_position(target=["escape", "defense"]))
    state, _ = act(state, command("defend"), rolls=[6, 1])
    assert [c.WhichOneof("command") for c in legal(state)] == ["escape", "accept"]
    state, _ = act(state, command("escape"), rolls=[4])
    assert space_of(state, 1, 1) == 11


# -- Holding against Escape ----------------------------------------------------------------------


def test_holding_attacker_follows_an_escaping_target_the_attack_ends_and_it_may_eat() -> None:
    # FAQ: following ends the attack; in phase 1 the attacker may still eat in the new space.
    state, _ = attack(attack_position(attacker=["struggle_for_survival", "holding"], target=["escape"]))
    state, _ = act(state, command("escape"), rolls=[3])
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_FOLLOW and pending(state).seat == 0
    state, events = act(state, command("follow", numbers=[1]))
    assert space_of(state, 0, 1) == 8 and space_of(state, 1, 1) == 8
    assert of_kind(events, "attack_resolved")[0].outcome == 4  # ATTACKER_FOLLOWED
    assert of_kind(events, "amoeba_fed")[0].space == 8 and dp_of(state, 0, 1) == 0


def test_holding_attacker_that_followed_cannot_attack_again_without_persistence() -> None:
    hungry = make_state(
        4,
        amoebas=with_bystanders(4, [(0, 1, 7), (1, 1, 7)]),
        genes={0: ["struggle_for_survival", "holding"], 1: ["escape"]},
        cubes={7: STARVING, 8: STARVING},
    )
    hungry, _ = act(start_turn(hungry, 0), command("drift"))
    hungry, _ = attack(hungry)
    hungry, _ = act(hungry, command("escape"), rolls=[3])
    hungry, _ = act(hungry, command("follow", numbers=[1]))
    assert dp_of(hungry, 0, 1) == 1 and hungry.amoeba(AmoebaRef(1, 1)) is not None


# -- Persistence ---------------------------------------------------------------------------------


def test_persistence_gives_a_failed_attacker_one_free_retry() -> None:
    attacker: list[GeneEntry] = ["struggle_for_survival", ("persistence", 1)]
    state, _ = attack(attack_position(attacker=attacker, target=["defense"]))
    state, _ = act(state, command("defend"), rolls=[1, 6])
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_RETRY_ATTACK and pending(state).seat == 0
    state, events = act(state, command("retry_attack", target=ref(1, 1)))
    assert state.players[0].bp == 3  # the retry is free
    assert of_kind(events, "attack_declared")[0].retry
    # R23: against the retry the defender may defend again, paying again.
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_RESPOND
    state, _ = act(state, command("defend"), rolls=[2, 3])
    assert state.players[1].bp == 2
    assert dp_of(state, 0, 1) == 1  # only one retry per attacking amoeba per round: it starves


def test_persistence_retry_may_be_declined() -> None:
    state, _ = attack(attack_position(attacker=["struggle_for_survival", ("persistence", 1)], target=["defense"]))
    state, _ = act(state, command("defend"), rolls=[1, 6])
    state, _ = act(state, command("decline_retry"))
    assert dp_of(state, 0, 1) == 1


def test_persistence_gives_a_defender_who_lost_one_free_refight() -> None:
    state, _ = attack(attack_position(target=["defense", ("persistence", 1)]))
    state, _ = act(state, command("defend"), rolls=[6, 1])
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_REFIGHT and pending(state).seat == 1
    state, events = act(state, command("refight"), rolls=[2, 5])
    assert of_kind(events, "defense_fight")[0].refight
    assert state.amoeba(AmoebaRef(1, 1)) is not None and state.players[1].bp == 3


def test_persistence_refight_may_be_declined() -> None:
    state, _ = attack(attack_position(target=["defense", ("persistence", 1)]))
    state, _ = act(state, command("defend"), rolls=[6, 1])
    state, _ = act(state, command("decline_refight"))
    assert state.amoeba(AmoebaRef(1, 1)) is None


# -- Armor ---------------------------------------------------------------------------------------


def test_armor_cannot_be_attacked_in_phase_1() -> None:
    state = attack_position(target=[("armor", 1, "defense")], extra=[(2, 2, 7)])
    targets = {(c.attack.target.seat, c.attack.target.number) for c in legal(state) if c.HasField("attack")}
    assert targets == {(2, 2)}
    refused(state, command("attack", target=ref(1, 1)), "SOUP_TARGET_HAS_ARMOR")
    alone = attack_position(target=[("armor", 1, "defense")])
    assert dp_of(alone, 0, 1) == 1  # no legal target: it starves


# -- Aggression (phase 5b) -----------------------------------------------------------------------


def aggression_position(
    attacker: Sequence[GeneEntry] = (("aggression", 1),),
    target: Sequence[GeneEntry] = (),
    extra: Sequence[tuple[int, int, int]] = (),
) -> SoupState:
    """Phase 5b with seat 0 (marker 4, first in descending order) holding Aggression; its
    amoeba 1 shares space 7 with seat 1's amoeba 1."""
    amoebas = with_bystanders(4, [(0, 1, 7), (1, 1, 7), *extra])
    state = make_state(
        4,
        amoebas=amoebas,
        genes={0: list(attacker), 1: list(target)},
        markers=[4, 3, 2, 1],
        phase=pb.PRIMORDIAL_SOUP_PHASE_AGGRESSION,
    )
    state, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_AGGRESSION)
    return state


def test_aggression_makes_one_attack_in_phase_5_on_another_players_amoeba() -> None:
    state = aggression_position(extra=[(0, 2, 7)])
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_AGGRESSION and pending(state).seat == 0
    pairs = {(c.aggression.attacker, c.aggression.target.seat) for c in legal(state) if c.HasField("aggression")}
    assert pairs == {(1, 1), (2, 1)}  # never an own amoeba
    refused(state, command("aggression", attacker=1, target=ref(0, 2)), "SOUP_INVALID_TARGET")
    state, events = act(state, command("aggression", attacker=1, target=ref(1, 1)))
    assert state.amoeba(AmoebaRef(1, 1)) is None and state.players[0].bp == 3
    assert state.cubes[7] == (3, 3, 3, 3)  # R1: one cube of each colour for the death
    assert of_kind(events, "amoeba_removed")[0].cause == 3  # KILLED
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT  # one attack only: phase 5b ended, phase 6 scored


def test_aggression_may_be_passed() -> None:
    state, events = act(aggression_position(), command("pass_aggression"))
    assert state.amoeba(AmoebaRef(1, 1)) is not None and "marker_moved" in kinds(events)


def test_aggression_failure_costs_nobody_a_dp() -> None:
    state = aggression_position(target=["escape"])
    state, _ = act(state, command("aggression", attacker=1, target=ref(1, 1)))
    state, events = act(state, command("escape"), rolls=[3])
    assert of_kind(events, "attack_resolved")[0].success is False
    assert not of_kind(events, "amoeba_damaged")


def test_aggression_includes_struggle_for_survival() -> None:
    state = attack_position(attacker=[("aggression", 1)])
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_ATTACK


def test_aggression_with_persistence_retries_once_in_phase_5() -> None:
    state = aggression_position(attacker=[("aggression", 1), ("persistence", 1)], target=["defense"])
    state, _ = act(state, command("aggression", attacker=1, target=ref(1, 1)))
    state, _ = act(state, command("defend"), rolls=[1, 2])
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_RETRY_ATTACK
    state, _ = act(state, command("retry_attack", target=ref(1, 1)))
    state, _ = act(state, command("accept"))
    assert state.amoeba(AmoebaRef(1, 1)) is None


def test_armor_against_aggression_survives_with_1_dp() -> None:
    # R24: the success deals 1 DP; it is checked in a later phase 5, so the amoeba survives now.
    state = aggression_position(target=[("armor", 1, "escape")])
    state, events = act(state, command("aggression", attacker=1, target=ref(1, 1)))
    resolved = of_kind(events, "attack_resolved")[0]
    assert resolved.success and resolved.outcome == 2  # TARGET_DAMAGED
    assert dp_of(state, 1, 1) == 1


def test_armor_success_does_not_trigger_persistence() -> None:
    state = aggression_position(attacker=[("aggression", 1), ("persistence", 1)], target=[("armor", 1, "escape")])
    state, _ = act(state, command("aggression", attacker=1, target=ref(1, 1)))
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT and dp_of(state, 1, 1) == 1


def test_aggression_turns_go_in_descending_order() -> None:
    amoebas = with_bystanders(4, [(0, 1, 7), (1, 1, 7), (2, 1, 8), (3, 1, 8)])
    held = {seat: [("aggression", 1)] for seat in range(4)}
    state = make_state(4, amoebas=amoebas, genes=held, markers=[2, 4, 1, 3], phase=pb.PRIMORDIAL_SOUP_PHASE_AGGRESSION)
    state, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_AGGRESSION)
    seen = []
    while state.phase == pb.PRIMORDIAL_SOUP_PHASE_AGGRESSION:
        seen.append(pending(state).seat)
        state, _ = act(state, command("pass_aggression"))
    assert seen == [1, 3, 0, 2]


def test_escape_carries_cubes_with_tentacle() -> None:
    state, _ = attack(attack_position(target=["escape", "tentacle"], food=(0, 0, 3, 0)))
    state, _ = act(state, command("escape"), rolls=[3])
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_CARRY_CUBES and pending(state).amoeba == AmoebaRef(
        1, 1
    )
    state, _ = act(state, command("carry_cubes", cubes=cubes(0, 0, 3)))
    assert state.cubes[7] == (0, 0, 0, 0) and state.cubes[8][2] == 5


def test_escape_in_phase_5_lets_a_holding_player_follow() -> None:
    state = aggression_position(target=["escape"], extra=[(2, 4, 7)])
    state = replace(
        state,
        players=tuple(
            replace(p, genes=(*p.genes, HeldGene("holding", 1))) if seat == 2 else p
            for seat, p in enumerate(state.players)
        ),
    )
    state, _ = act(state, command("aggression", attacker=1, target=ref(1, 1)))
    state, _ = act(state, command("escape"), rolls=[3])
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_FOLLOW and pending(state).seat == 2
    state, _ = act(state, command("follow", numbers=[4]))
    assert space_of(state, 2, 4) == 8
