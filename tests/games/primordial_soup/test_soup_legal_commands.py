"""legal_commands against decide, both ways, on states of random play (issue 13, part 2).

legal_commands keeps only the candidates that decide's own handlers accept (commands.accepts),
so every listed command is accepted by construction; these tests check that on real states, and
the other direction: every command of a generated superset that decide accepts is listed. The
superset is built from the command messages' fields alone (every number, space, direction,
cube vector, gene and target in range), not from the rules, so candidates that the rules would
wrongly leave out show up here.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

import pytest
from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import InvalidCommand, RuleViolation
from services.core.rng import decide_rng
from services.core.simulate import play_random
from services.games.primordial_soup import board
from services.games.primordial_soup.commands import commands as soup_commands
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.state import SoupState
from services.games.primordial_soup.wiring import GAME
from tests.games.primordial_soup.soup_builders import PLATFORM_GAME, normalise, pending, soup_events

Command = pb.PrimordialSoupCommand
# By name: the command messages take an enum member by its name as well as by its number, and the
# protobuf stubs type values() as plain ints, which the generated constructors do not accept.
DIRECTIONS = pb.PrimordialSoupDirection.keys()
CHOICES = [(direction, stay) for direction in DIRECTIONS for stay in (False, True)]
NUMBERS = range(1, edition().rules.amoebas_per_colour + 1)


def _refs(state: SoupState) -> list[pb.PrimordialSoupAmoebaRef]:
    return [pb.PrimordialSoupAmoebaRef(seat=seat, number=n) for seat in range(state.seats) for n in NUMBERS]


def _largest_meal(seats: int) -> int:
    return max(max(pattern) for patterns in edition().meals[seats].values() for pattern in patterns)


def superset(state: SoupState) -> Iterator[Command]:
    """Every command of every member with its fields in range. The big families (cube vectors,
    placements, pairs) are enumerated in full for the pending decision's members and sampled for
    the others, which the game refuses before any rule looks at their fields."""
    kind = pending(state).kind
    K = pb.PrimordialSoupDecisionKind
    full = {
        "place_start_amoeba": kind == K.PRIMORDIAL_SOUP_DECISION_KIND_START_AMOEBA,
        "place_amoeba": kind == K.PRIMORDIAL_SOUP_DECISION_KIND_DIVISION,
        "carry_cubes": kind == K.PRIMORDIAL_SOUP_DECISION_KIND_CARRY_CUBES,
        "follow": kind == K.PRIMORDIAL_SOUP_DECISION_KIND_FOLLOW,
        "feed": kind == K.PRIMORDIAL_SOUP_DECISION_KIND_FEED,
        "aggression": kind == K.PRIMORDIAL_SOUP_DECISION_KIND_AGGRESSION,
        "buy_advanced_gene": kind == K.PRIMORDIAL_SOUP_DECISION_KIND_BUY_GENES,
    }
    seats = state.seats
    genes = sorted(edition().genes)
    for position in range(0, edition().start_spaces[seats] + 2):
        yield Command(choose_start_space=pb.PrimordialSoupChooseStartSpace(position=position))
    spaces = range(board.space_count()) if full["place_start_amoeba"] or full["place_amoeba"] else [0]
    for number, space in product(NUMBERS, spaces):
        if full["place_start_amoeba"] or space == 0:
            yield Command(place_start_amoeba=pb.PrimordialSoupPlaceStartAmoeba(number=number, space=space))
        if full["place_amoeba"] or space == 0:
            yield Command(place_amoeba=pb.PrimordialSoupPlaceAmoeba(number=number, space=space))
    for empty in (
        "drift",
        "stay",
        "end_movement",
        "starve",
        "defend",
        "accept",
        "refight",
        "decline_refight",
        "decline_retry",
        "pay_defect",
        "end_purchases",
        "end_division",
        "pass_aggression",
    ):
        yield Command(**{empty: type(getattr(Command(), empty))()})
    for direction, stay in CHOICES:
        yield Command(active_move=pb.PrimordialSoupActiveMove(direction=direction, stay=stay))
        yield Command(second_move=pb.PrimordialSoupSecondMove(direction=direction, stay=stay))
        yield Command(escape=pb.PrimordialSoupEscape(direction=direction, stay=stay))
        yield Command(choose_direction=pb.PrimordialSoupChooseDirection(direction=direction, stay=stay))
        for die in (1, 2):
            yield Command(pick_die=pb.PrimordialSoupPickDie(die=die, direction=direction, stay=stay))
    most = max(pending(state).max_cubes, 1) if full["carry_cubes"] else 1
    for counts in product(range(most + 1), repeat=seats):
        yield Command(carry_cubes=pb.PrimordialSoupCarryCubes(cubes=pb.PrimordialSoupCubes(counts=list(counts))))
    followers = NUMBERS if full["follow"] else range(1, 3)
    for size in range(len(followers) + 1):
        for chosen in combinations(followers, size):
            yield Command(follow=pb.PrimordialSoupFollow(numbers=list(chosen)))
    meal_range = range(_largest_meal(seats) + 1) if full["feed"] else range(2)
    hosts: list[pb.PrimordialSoupAmoebaRef | None] = [None, *(_refs(state) if full["feed"] else [])]
    for counts in product(meal_range, repeat=seats):
        for host in hosts:
            feed = pb.PrimordialSoupFeed(cubes=pb.PrimordialSoupCubes(counts=list(counts)))
            if host is not None:
                feed.host.CopyFrom(host)
            yield Command(feed=feed)
    for target in _refs(state):
        yield Command(attack=pb.PrimordialSoupAttack(target=target))
        yield Command(retry_attack=pb.PrimordialSoupRetryAttack(target=target))
        for attacker in NUMBERS if full["aggression"] else (1,):
            yield Command(aggression=pb.PrimordialSoupAggression(attacker=attacker, target=target))
    for gene in genes:
        yield Command(give_up_gene=pb.PrimordialSoupGiveUpGene(gene=gene))
        yield Command(buy_gene=pb.PrimordialSoupBuyGene(gene=gene))
        for give_up in genes if full["buy_advanced_gene"] else genes[:1]:
            yield Command(buy_advanced_gene=pb.PrimordialSoupBuyAdvancedGene(gene=gene, give_up=give_up))


def test_the_superset_names_every_command_member() -> None:
    state = sampled_states()[0]
    assert {str(c.WhichOneof("command")) for c in superset(state)} == set(soup_commands.members)


_SAMPLED: list[SoupState] = []


def sampled_states() -> list[SoupState]:
    """Every second decision of random matches: four seeds, three and four players."""
    if not _SAMPLED:
        for seats in (3, 4):
            for seed in (b"legal-1", b"legal-2", b"legal-3", b"legal-4"):
                trace = play_random(PLATFORM_GAME, seats, seed.ljust(32, b"."))
                state = trace.initial
                for index, step in enumerate(trace.steps):
                    if index % 2 == 0:
                        _SAMPLED.append(state)
                    state = GAME.fold(state, soup_events(step.events))
    return _SAMPLED


def _accepted(state: SoupState, seat: int, command: Command, salt: int) -> bool:
    try:
        GAME.decide(state, seat, command, decide_rng(b"legal".ljust(32, b"."), salt))
    except (InvalidCommand, RuleViolation):
        return False
    return True


def test_enough_states_of_every_common_decision_are_sampled() -> None:
    states = sampled_states()
    assert len(states) >= 300
    kinds = {pending(state).kind for state in states}
    K = pb.PrimordialSoupDecisionKind
    assert {
        K.PRIMORDIAL_SOUP_DECISION_KIND_START_SPACE,
        K.PRIMORDIAL_SOUP_DECISION_KIND_START_AMOEBA,
        K.PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT,
        K.PRIMORDIAL_SOUP_DECISION_KIND_FEED,
        K.PRIMORDIAL_SOUP_DECISION_KIND_BUY_GENES,
        K.PRIMORDIAL_SOUP_DECISION_KIND_DIVISION,
    } <= kinds


@pytest.mark.parametrize("part", range(4))
def test_legal_commands_are_exactly_the_accepted_commands_of_a_generated_superset(part: int) -> None:
    """Both directions, on a quarter of the sampled states per case: each listed command is
    accepted by decide, and each superset command decide accepts is listed."""
    states = sampled_states()[part::4]
    for number, state in enumerate(states):
        seat = pending(state).seat
        listed = list(GAME.legal_commands(state, seat))
        assert listed, "a pending decision always has a legal answer"
        for command in listed:
            assert _accepted(state, seat, command, number), command
        keys = {normalise(command, state.seats) for command in listed}
        assert len(keys) == len(listed), "each command is listed once"
        accepted = {
            normalise(command, state.seats) for command in superset(state) if _accepted(state, seat, command, number)
        }
        assert accepted == keys, (pending(state).kind, accepted ^ keys)


def test_other_seats_have_no_legal_commands_and_are_refused() -> None:
    for state in sampled_states()[::7]:
        seat = pending(state).seat
        command = GAME.legal_commands(state, seat)[0]
        for other in range(state.seats):
            if other != seat:
                assert GAME.legal_commands(state, other) == []
                assert not _accepted(state, other, command, 0)
