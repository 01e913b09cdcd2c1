"""Feeding (rules reference §5 phase 1b, §7 feeding table, R13, R14, R15, R30).

An amoeba eats cubes of other colours from its space in one of the allowed patterns: the
basic meal, or the meals Substitution, Frugality and Parasitism allow (each optional). It must
eat if any allowed meal is possible (R13). Otherwise it starves (+1 DP), unless its owner
attacks with Struggle for Survival (attacks.py).
"""

from __future__ import annotations

from itertools import combinations, permutations

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import RuleViolation
from services.games.primordial_soup import attacks, genes
from services.games.primordial_soup.convert import cubes_of, cubes_pb, ref_of
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.effects import starve
from services.games.primordial_soup.state import (
    Amoeba,
    AmoebaRef,
    Decision,
    SoupState,
)
from services.games.primordial_soup.turn import Turn, name, ref_pb

Command = pb.PrimordialSoupCommand
Meal = tuple[tuple[int, ...], AmoebaRef | None]


def hosts(state: SoupState, amoeba: Amoeba) -> list[Amoeba]:
    """Parasitism hosts: another player's amoeba in the space whose owner can pay (R30)."""
    cost = edition().rules.parasitism_cost
    return [
        other
        for other in state.amoebas_in(amoeba.space)
        if other.seat != amoeba.seat and state.players[other.seat].bp >= cost
    ]


def _patterns(state: SoupState, seat: int, parasitism: bool) -> set[tuple[int, ...]]:
    """Every pattern allowed for some combination of the optional feeding genes held."""
    table = edition().meals[state.seats]
    optional = [g for g in ("substitution", "frugality") if genes.has(state, seat, g)]
    patterns: set[tuple[int, ...]] = set()
    for size in range(len(optional) + 1):
        for used in combinations(optional, size):
            key = frozenset((*used, "parasitism") if parasitism else used)
            patterns.update(table.get(key, ()))
    return patterns


def _meals_for(patterns: set[tuple[int, ...]], available: tuple[int, ...], own: int) -> list[tuple[int, ...]]:
    others = [colour for colour in range(len(available)) if colour != own]
    meals: set[tuple[int, ...]] = set()
    for pattern in patterns:
        for colours in permutations(others, len(pattern)):
            meal = [0] * len(available)
            for colour, count in zip(colours, pattern, strict=True):
                meal[colour] = count
            if all(want <= have for want, have in zip(meal, available, strict=True)):
                meals.add(tuple(meal))
    return sorted(meals, reverse=True)


def meal_options(state: SoupState, amoeba: Amoeba) -> list[Meal]:
    """Every allowed (cubes eaten, host) for the amoeba in its space now."""
    available = state.cubes[amoeba.space]
    options: list[Meal] = [
        (meal, None) for meal in _meals_for(_patterns(state, amoeba.seat, False), available, amoeba.seat)
    ]
    if genes.has(state, amoeba.seat, "parasitism"):
        parasitic = _meals_for(_patterns(state, amoeba.seat, True), available, amoeba.seat)
        options += [(meal, host.ref) for host in hosts(state, amoeba) for meal in parasitic]
    return options


def eat(turn: Turn, amoeba: Amoeba, meal: tuple[int, ...], host: AmoebaRef | None) -> None:
    """Eat, return the cubes to the supply, then excrete own cubes (fewer if short, R15)."""
    rules = edition().rules
    excreted = min(rules.excretion, turn.state.supply[amoeba.seat])
    fed = pb.PrimordialSoupAmoebaFed(
        amoeba=ref_pb(amoeba.ref), space=amoeba.space, eaten=cubes_pb(meal), excreted=excreted
    )
    if host is not None:
        fed.host.CopyFrom(ref_pb(host))
    turn.emit(amoeba_fed=fed)
    if host is not None:
        turn.bp(host.seat, -rules.parasitism_cost, pb.PRIMORDIAL_SOUP_BP_REASON_PARASITISM)


def feeding_step(turn: Turn, amoeba: Amoeba) -> None:
    """The acting amoeba's feeding: eat, attack, retry a failed attack, or starve."""
    state = turn.state
    options = meal_options(state, amoeba)
    if len(options) == 1:
        eat(turn, amoeba, *options[0])
        return
    if options:
        turn.request(
            Decision(pb.PRIMORDIAL_SOUP_DECISION_KIND_FEED, amoeba.seat, amoeba=amoeba.ref),
            f"{name(amoeba.ref)}: choose a meal",
        )
        return
    made = [r for r in state.attacks if r.attacker == amoeba.ref and r.phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT]
    if not made and attacks.can_struggle(state, amoeba):
        turn.request(
            Decision(pb.PRIMORDIAL_SOUP_DECISION_KIND_ATTACK, amoeba.seat, amoeba=amoeba.ref),
            f"{name(amoeba.ref)} would starve: attack an amoeba in its space, or starve",
        )
        return
    if made and attacks.may_retry(state, amoeba, made):
        attacks.request_retry(turn, amoeba)
        return
    starve(turn, amoeba)


# ---------------------------------------------------------------------------------------------
# Commands
# ---------------------------------------------------------------------------------------------


def _acting(turn: Turn, decision: Decision) -> Amoeba:
    assert decision.amoeba is not None
    amoeba = turn.state.amoeba(decision.amoeba)
    assert amoeba is not None
    return amoeba


def on_feed(turn: Turn, decision: Decision, command: pb.PrimordialSoupFeed) -> None:
    amoeba = _acting(turn, decision)
    meal = cubes_of(command.cubes, turn.state.seats)
    host = ref_of(command.host) if command.HasField("host") else None
    if host is not None and not genes.has(turn.state, amoeba.seat, "parasitism"):
        raise RuleViolation("SOUP_NO_PARASITISM", "only Parasitism names a host")
    if host is not None and host not in [h.ref for h in hosts(turn.state, amoeba)]:
        raise RuleViolation(
            "SOUP_INVALID_HOST", "the host must be another player's amoeba in the space, its owner holding BP"
        )
    if meal[amoeba.seat]:
        raise RuleViolation("SOUP_OWN_COLOUR", "an amoeba never eats cubes of its own colour")
    if (meal, host) not in meal_options(turn.state, amoeba):
        raise RuleViolation("SOUP_MEAL_NOT_ALLOWED", "those cubes are not an allowed meal here")
    eat(turn, amoeba, meal, host)


def on_starve(turn: Turn, decision: Decision, command: pb.PrimordialSoupStarve) -> None:
    starve(turn, _acting(turn, decision))


def legal_feed(state: SoupState, decision: Decision) -> list[Command]:
    assert decision.amoeba is not None
    amoeba = state.amoeba(decision.amoeba)
    assert amoeba is not None
    commands = []
    for meal, host in meal_options(state, amoeba):
        feed = pb.PrimordialSoupFeed(cubes=cubes_pb(meal))
        if host is not None:
            feed.host.CopyFrom(ref_pb(host))
        commands.append(Command(feed=feed))
    return commands
