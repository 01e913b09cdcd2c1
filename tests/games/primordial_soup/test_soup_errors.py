"""Bad input: malformed commands are InvalidCommand, commands the rules forbid now are
RuleViolation with a stable code, and a refused command changes nothing."""

from __future__ import annotations

import copy

import pytest
from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import InvalidCommand, RuleViolation
from services.games.primordial_soup import commands
from services.games.primordial_soup.state import SoupState
from tests.games.primordial_soup.soup_builders import (
    ScriptedRng,
    command,
    cubes,
    make_state,
    ref,
    refused,
    start_phase,
    start_turn,
    with_bystanders,
)


def movement() -> SoupState:
    return start_turn(make_state(4, amoebas=with_bystanders(4, [(0, 1, 7)])), 0)


def invalid(state: SoupState, cmd: pb.PrimordialSoupCommand, seat: int = 0) -> None:
    with pytest.raises(InvalidCommand):
        commands.decide(state, seat, cmd, ScriptedRng())


def test_an_empty_command_is_invalid() -> None:
    invalid(movement(), pb.PrimordialSoupCommand())


@pytest.mark.parametrize(
    "cmd",
    [
        command("place_amoeba", number=0, space=3),
        command("place_amoeba", number=8, space=3),
        command("place_amoeba", number=2, space=19),
        command("place_start_amoeba", number=9, space=0),
        command("choose_start_space", position=5),
        command("choose_start_space", position=0),
        command("pick_die", die=3),
        command("choose_direction", direction=0),
        command("choose_direction", direction=9),
        command("active_move", direction=7),
        command("carry_cubes", cubes=cubes(1, 0, 0, 0, 0)),
        command("feed", cubes=cubes(0, 1, 1), host=ref(4, 1)),
        command("attack", target=ref(1, 0)),
        command("follow", numbers=[2, 2]),
        command("buy_gene", gene="wings"),
        command("buy_advanced_gene", gene="armor", give_up="shell"),
        command("give_up_gene", gene=""),
        command("aggression", attacker=9, target=ref(1, 1)),
    ],
)
def test_malformed_commands_are_invalid(cmd: pb.PrimordialSoupCommand) -> None:
    invalid(movement(), cmd)


def test_a_command_from_a_seat_not_awaited_is_not_your_turn() -> None:
    refused(movement(), command("drift"), "NOT_YOUR_TURN", seat=2)


def test_a_command_answering_another_decision_is_refused() -> None:
    refused(movement(), command("end_purchases"), "SOUP_WRONG_DECISION")
    refused(movement(), command("feed", cubes=cubes(0, 1, 1, 1)), "SOUP_WRONG_DECISION")


def test_no_command_is_accepted_once_the_match_is_over() -> None:
    amoebas = [(0, n, s) for n, s in zip(range(1, 6), (1, 2, 5, 6, 7), strict=True)]
    state = make_state(4, amoebas=with_bystanders(4, amoebas), markers=[40, 1, 2, 3])
    state, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_SCORING)
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER
    refused(state, command("drift"), "MATCH_OVER")
    assert commands.legal_commands(state, 0) == [] and commands.awaiting(state) == ()


def test_a_refused_command_changes_nothing() -> None:
    state = movement()
    before = copy.deepcopy(state)
    with pytest.raises(RuleViolation):
        commands.decide(state, 0, command("stay"), ScriptedRng())
    with pytest.raises(RuleViolation):
        commands.decide(state, 0, command("active_move", direction=1), ScriptedRng())
    assert state == before
