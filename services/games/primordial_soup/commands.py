"""decide and legal_commands: which command answers which decision, and the checks every command
goes through before the rules look at it.

Order of checks: malformed input (InvalidCommand: empty oneof, unknown ids, numbers out of range),
then MATCH_OVER, NOT_YOUR_TURN and SOUP_WRONG_DECISION, then the rules of the handler
(RuleViolation). A refused command emits nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import InvalidCommand, RuleViolation
from services.core.rng import Rng
from services.games.primordial_soup import (
    attacks,
    board,
    division,
    engine,
    environment,
    feeding,
    movement,
    purchases,
    setup_phase,
)
from services.games.primordial_soup.data import Direction, edition
from services.games.primordial_soup.state import Decision, DecisionKind, Phase, SoupState
from services.games.primordial_soup.turn import Turn

Command = pb.PrimordialSoupCommand
Handler = Callable[[Turn, Decision, Any], None]
Legal = Callable[[SoupState, Decision], list[Command]]


@dataclass(frozen=True)
class Answer:
    """A command field: the decision it answers and its handler."""

    decision: DecisionKind
    handler: Handler


ANSWERS: dict[str, Answer] = {
    "choose_start_space": Answer(DecisionKind.START_SPACE, setup_phase.on_choose_start_space),
    "place_start_amoeba": Answer(DecisionKind.START_AMOEBA, setup_phase.on_place_start_amoeba),
    "drift": Answer(DecisionKind.MOVEMENT, movement.on_drift),
    "active_move": Answer(DecisionKind.MOVEMENT, movement.on_active_move),
    "stay": Answer(DecisionKind.MOVEMENT, movement.on_stay),
    "pick_die": Answer(DecisionKind.PICK_DIE, movement.on_pick_die),
    "choose_direction": Answer(DecisionKind.DIRECTION, movement.on_choose_direction),
    "carry_cubes": Answer(DecisionKind.CARRY_CUBES, movement.on_carry_cubes),
    "follow": Answer(DecisionKind.FOLLOW, movement.on_follow),
    "second_move": Answer(DecisionKind.SECOND_MOVE, movement.on_second_move),
    "end_movement": Answer(DecisionKind.SECOND_MOVE, movement.on_end_movement),
    "feed": Answer(DecisionKind.FEED, feeding.on_feed),
    "attack": Answer(DecisionKind.ATTACK, attacks.on_attack),
    "starve": Answer(DecisionKind.ATTACK, feeding.on_starve),
    "escape": Answer(DecisionKind.RESPOND, attacks.on_escape),
    "defend": Answer(DecisionKind.RESPOND, attacks.on_defend),
    "accept": Answer(DecisionKind.RESPOND, attacks.on_accept),
    "refight": Answer(DecisionKind.REFIGHT, attacks.on_refight),
    "decline_refight": Answer(DecisionKind.REFIGHT, attacks.on_decline_refight),
    "retry_attack": Answer(DecisionKind.RETRY_ATTACK, attacks.on_retry_attack),
    "decline_retry": Answer(DecisionKind.RETRY_ATTACK, attacks.on_decline_retry),
    "give_up_gene": Answer(DecisionKind.SETTLE_DEFECT, environment.on_give_up_gene),
    "pay_defect": Answer(DecisionKind.SETTLE_DEFECT, environment.on_pay_defect),
    "buy_gene": Answer(DecisionKind.BUY_GENES, purchases.on_buy_gene),
    "buy_advanced_gene": Answer(DecisionKind.BUY_GENES, purchases.on_buy_advanced_gene),
    "end_purchases": Answer(DecisionKind.BUY_GENES, purchases.on_end_purchases),
    "place_amoeba": Answer(DecisionKind.DIVISION, division.on_place_amoeba),
    "end_division": Answer(DecisionKind.DIVISION, division.on_end_division),
    "aggression": Answer(DecisionKind.AGGRESSION, attacks.on_aggression),
    "pass_aggression": Answer(DecisionKind.AGGRESSION, attacks.on_pass_aggression),
}

LEGAL: dict[DecisionKind, Legal] = {
    DecisionKind.START_SPACE: setup_phase.legal_start_space,
    DecisionKind.START_AMOEBA: setup_phase.legal_start_amoeba,
    DecisionKind.MOVEMENT: movement.legal_movement,
    DecisionKind.PICK_DIE: movement.legal_pick_die,
    DecisionKind.DIRECTION: movement.legal_direction,
    DecisionKind.CARRY_CUBES: movement.legal_carry,
    DecisionKind.FOLLOW: movement.legal_follow,
    DecisionKind.SECOND_MOVE: movement.legal_second_move,
    DecisionKind.FEED: feeding.legal_feed,
    DecisionKind.ATTACK: attacks.legal_attack,
    DecisionKind.RESPOND: attacks.legal_respond,
    DecisionKind.REFIGHT: attacks.legal_refight,
    DecisionKind.RETRY_ATTACK: attacks.legal_retry,
    DecisionKind.SETTLE_DEFECT: environment.legal_settle,
    DecisionKind.BUY_GENES: purchases.legal_purchases,
    DecisionKind.DIVISION: division.legal_division,
    DecisionKind.AGGRESSION: attacks.legal_aggression,
}


# ---------------------------------------------------------------------------------------------
# Shape checks (InvalidCommand)
# ---------------------------------------------------------------------------------------------


def _number(value: int, field: str) -> None:
    most = edition().rules.amoebas_per_colour
    if not 1 <= value <= most:
        raise InvalidCommand(f"{field}: amoeba numbers are 1..{most}")


def _space(value: int, field: str) -> None:
    if not 0 <= value < board.space_count():
        raise InvalidCommand(f"{field}: spaces are 0..{board.space_count() - 1}")


def _direction(value: int, field: str, required: bool = False) -> None:
    if value not in Direction.__members__.values():
        raise InvalidCommand(f"{field}: not a PrimordialSoupDirection")
    if required and value == Direction.NONE:
        raise InvalidCommand(f"{field}: give north, east, south or west")


def _choice(message: Any, required: bool = False) -> None:
    """A `direction` and a `stay` flag: at most one of them (exactly one if `required`)."""
    if message.stay:
        if message.direction != Direction.NONE:
            raise InvalidCommand("stay: give a direction or stay, not both")
        return
    _direction(message.direction, "direction", required=required)


def _ref(state: SoupState, message: pb.PrimordialSoupAmoebaRef, field: str) -> None:
    if message.seat >= state.seats:
        raise InvalidCommand(f"{field}.seat: there are {state.seats} seats")
    _number(message.number, f"{field}.number")


def _cubes(state: SoupState, message: pb.PrimordialSoupCubes, field: str) -> None:
    if len(message.counts) > state.seats:
        raise InvalidCommand(f"{field}: one count per colour in play ({state.seats})")


def _gene(gene: str, field: str) -> None:
    if gene not in edition().genes:
        raise InvalidCommand(f"{field}: there is no gene {gene!r}")


def check_shape(state: SoupState, kind: str, message: Any) -> None:
    if kind == "choose_start_space":
        last = edition().start_spaces[state.seats]
        if not 1 <= message.position <= last:
            raise InvalidCommand(f"position: start spaces are 1..{last}")
    elif kind in ("place_start_amoeba", "place_amoeba"):
        _number(message.number, "number")
        _space(message.space, "space")
    elif kind in ("active_move", "second_move", "escape"):
        _choice(message)
    elif kind == "pick_die":
        if message.die not in (1, 2):
            raise InvalidCommand("die: 1 or 2")
        _choice(message)
    elif kind == "choose_direction":
        _choice(message, required=True)
    elif kind == "carry_cubes":
        _cubes(state, message.cubes, "cubes")
    elif kind == "follow":
        for number in message.numbers:
            _number(number, "numbers")
        if len(set(message.numbers)) != len(message.numbers):
            raise InvalidCommand("numbers: each amoeba once")
    elif kind == "feed":
        _cubes(state, message.cubes, "cubes")
        if message.HasField("host"):
            _ref(state, message.host, "host")
    elif kind in ("attack", "retry_attack"):
        _ref(state, message.target, "target")
    elif kind == "aggression":
        _number(message.attacker, "attacker")
        _ref(state, message.target, "target")
    elif kind in ("give_up_gene", "buy_gene"):
        _gene(message.gene, "gene")
    elif kind == "buy_advanced_gene":
        _gene(message.gene, "gene")
        _gene(message.give_up, "give_up")


# ---------------------------------------------------------------------------------------------
# decide / legal_commands
# ---------------------------------------------------------------------------------------------


def decide(state: SoupState, seat: int, command: Command, rng: Rng) -> list[pb.PrimordialSoupEvent]:
    kind = command.WhichOneof("command")
    if kind is None:
        raise InvalidCommand("the PrimordialSoupCommand is empty: set one of its fields")
    message = getattr(command, kind)
    check_shape(state, kind, message)
    if state.phase == Phase.OVER:
        raise RuleViolation("MATCH_OVER", "the game is over")
    decision = state.decision
    if decision is None or seat != decision.seat:
        waiting = f"seat {decision.seat}" if decision is not None else "nobody"
        raise RuleViolation("NOT_YOUR_TURN", f"the game waits for {waiting}")
    answer = ANSWERS[kind]
    if answer.decision != decision.kind:
        raise RuleViolation(
            "SOUP_WRONG_DECISION",
            f"{kind} does not answer the pending {decision.kind.name} decision",
        )
    turn = Turn(state, rng)
    answer.handler(turn, decision, message)
    engine.advance(turn)
    return turn.events


def legal_commands(state: SoupState, seat: int) -> list[Command]:
    decision = state.decision
    if state.phase == Phase.OVER or decision is None or decision.seat != seat:
        return []
    return LEGAL[decision.kind](state, decision)


def awaiting(state: SoupState) -> tuple[int, ...]:
    return (state.decision.seat,) if state.decision is not None and state.phase != Phase.OVER else ()


def setup(seats: int, rng: Rng) -> list[pb.PrimordialSoupEvent]:
    if seats not in edition().start_spaces:
        raise InvalidCommand("Primordial Soup is for 3 or 4 players")
    turn = Turn(SoupState(seats=seats), rng)
    engine.setup(turn)
    return turn.events
