"""decide and legal_commands: which command answers which decision, and the checks every command
goes through before the rules look at it.

`commands` is the one dispatcher of PrimordialSoupCommand: each member's handler checks the
member's shape (InvalidCommand: unknown ids, numbers out of range), then MATCH_OVER,
NOT_YOUR_TURN and SOUP_WRONG_DECISION, then runs the member's rules (RuleViolation) on a `Turn`.
A refused command emits nothing. `legal_commands` asks the same handlers (`accepts`), so a listed
command is one `decide` accepts by construction.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import InvalidCommand, RuleViolation
from services.core.oneof import Oneof
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
from services.games.primordial_soup.state import Decision, DecisionKind, SoupState
from services.games.primordial_soup.turn import Turn

Command = pb.PrimordialSoupCommand
Event = pb.PrimordialSoupEvent
#: A member's rules: applied on a Turn to the pending decision and the member's message. The
#: message is the member's own type; `Any` here because one table holds all thirty of them.
Rule = Callable[[Turn, Decision, Any], None]
#: A member's shape check (InvalidCommand), before anything looks at the state's decision.
Shape = Callable[[SoupState, Any], None]
#: The candidates `legal_commands` offers the validator for a pending decision.
Candidates = Callable[[SoupState, Decision], list[Command]]


@dataclass
class Submission:
    """What a command handler gets beside its member: the state, the acting seat (from the
    platform, not the message), the rng, and the collector its events go to."""

    state: SoupState
    seat: int
    rng: Rng
    #: False when only asking whether the command is accepted (legal_commands): the rules run,
    #: the engine does not play on to the next decision.
    advance: bool = True
    events: list[Event] = field(default_factory=list)


#: The one dispatcher of commands: a handler per member of PrimordialSoupCommand's oneof, called
#: as `handler(submission, member)` (the Game's `commands`; the conformance test checks none is
#: missing). Handlers answer through `submission.events`.
commands: Oneof[Command, object] = Oneof(Command, "command")


#: Candidates per decision kind; legal_commands keeps those `accepts` (see there).
CANDIDATES: dict[DecisionKind, Candidates] = {
    pb.PRIMORDIAL_SOUP_DECISION_KIND_START_SPACE: setup_phase.legal_start_space,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_START_AMOEBA: setup_phase.legal_start_amoeba,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT: movement.legal_movement,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_PICK_DIE: movement.legal_pick_die,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_DIRECTION: movement.legal_direction,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_CARRY_CUBES: movement.legal_carry,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_FOLLOW: movement.legal_follow,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_SECOND_MOVE: movement.legal_second_move,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_FEED: feeding.legal_feed,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_ATTACK: attacks.legal_attack,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_RESPOND: attacks.legal_respond,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_REFIGHT: attacks.legal_refight,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_RETRY_ATTACK: attacks.legal_retry,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_SETTLE_DEFECT: environment.legal_settle,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_BUY_GENES: purchases.legal_purchases,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_DIVISION: division.legal_division,
    pb.PRIMORDIAL_SOUP_DECISION_KIND_AGGRESSION: attacks.legal_aggression,
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
    if value not in pb.PrimordialSoupDirection.values():
        raise InvalidCommand(f"{field}: not a PrimordialSoupDirection")
    if required and value == pb.PRIMORDIAL_SOUP_DIRECTION_NONE:
        raise InvalidCommand(f"{field}: give north, east, south or west")


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


def _answers(member: str, decision: DecisionKind, rule: Rule, shape: Shape | None = None) -> None:
    """Register `member`'s handler: its shape, whose decision it is, then its rules."""

    def handle(submission: Submission, message: Any) -> None:
        state = submission.state
        if shape is not None:
            shape(state, message)
        pending = _pending(state, submission.seat, member, decision)
        turn = Turn(state, submission.rng)
        rule(turn, pending, message)
        if submission.advance:
            engine.advance(turn)
        submission.events = turn.events

    commands.on(member)(handle)


def _pending(state: SoupState, seat: int, member: str, answers: DecisionKind) -> Decision:
    """The decision `member` answers, if it is pending and `seat`'s (else a RuleViolation)."""
    if state.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER:
        raise RuleViolation("MATCH_OVER", "the game is over")
    decision = state.decision
    if decision is None or seat != decision.seat:
        waiting = f"seat {decision.seat}" if decision is not None else "nobody"
        raise RuleViolation("NOT_YOUR_TURN", f"the game waits for {waiting}")
    if answers != decision.kind:
        pending = pb.PrimordialSoupDecisionKind.Name(decision.kind).removeprefix("PRIMORDIAL_SOUP_DECISION_KIND_")
        raise RuleViolation("SOUP_WRONG_DECISION", f"{member} does not answer the pending {pending} decision")
    return decision


class _DirectionChoice(Protocol):
    """The messages that carry a direction and a `stay` flag."""

    direction: Direction
    stay: bool


def _choice(message: _DirectionChoice, required: bool = False) -> None:
    """A `direction` and a `stay` flag: at most one of them (exactly one if `required`)."""
    if message.stay:
        if message.direction != pb.PRIMORDIAL_SOUP_DIRECTION_NONE:
            raise InvalidCommand("stay: give a direction or stay, not both")
        return
    _direction(message.direction, "direction", required=required)


def _optional_choice(state: SoupState, message: _DirectionChoice) -> None:
    _choice(message)


def _required_choice(state: SoupState, message: pb.PrimordialSoupChooseDirection) -> None:
    _choice(message, required=True)


def _start_position(state: SoupState, message: pb.PrimordialSoupChooseStartSpace) -> None:
    last = edition().start_spaces[state.seats]
    if not 1 <= message.position <= last:
        raise InvalidCommand(f"position: start spaces are 1..{last}")


def _placement(state: SoupState, message: pb.PrimordialSoupPlaceStartAmoeba | pb.PrimordialSoupPlaceAmoeba) -> None:
    _number(message.number, "number")
    _space(message.space, "space")


def _die(state: SoupState, message: pb.PrimordialSoupPickDie) -> None:
    if message.die not in (1, 2):
        raise InvalidCommand("die: 1 or 2")
    _choice(message)


def _carried(state: SoupState, message: pb.PrimordialSoupCarryCubes) -> None:
    _cubes(state, message.cubes, "cubes")


def _followers(state: SoupState, message: pb.PrimordialSoupFollow) -> None:
    for number in message.numbers:
        _number(number, "numbers")
    if len(set(message.numbers)) != len(message.numbers):
        raise InvalidCommand("numbers: each amoeba once")


def _meal(state: SoupState, message: pb.PrimordialSoupFeed) -> None:
    _cubes(state, message.cubes, "cubes")
    if message.HasField("host"):
        _ref(state, message.host, "host")


def _target(state: SoupState, message: pb.PrimordialSoupAttack | pb.PrimordialSoupRetryAttack) -> None:
    _ref(state, message.target, "target")


def _aggressor(state: SoupState, message: pb.PrimordialSoupAggression) -> None:
    _number(message.attacker, "attacker")
    _ref(state, message.target, "target")


def _gene_named(state: SoupState, message: pb.PrimordialSoupGiveUpGene | pb.PrimordialSoupBuyGene) -> None:
    _gene(message.gene, "gene")


def _advanced_gene(state: SoupState, message: pb.PrimordialSoupBuyAdvancedGene) -> None:
    _gene(message.gene, "gene")
    _gene(message.give_up, "give_up")


# ---------------------------------------------------------------------------------------------
# Every member: the decision it answers, its rules, its shape
# ---------------------------------------------------------------------------------------------

_answers(
    "choose_start_space",
    pb.PRIMORDIAL_SOUP_DECISION_KIND_START_SPACE,
    setup_phase.on_choose_start_space,
    _start_position,
)
_answers(
    "place_start_amoeba", pb.PRIMORDIAL_SOUP_DECISION_KIND_START_AMOEBA, setup_phase.on_place_start_amoeba, _placement
)
_answers("drift", pb.PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT, movement.on_drift)
_answers("active_move", pb.PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT, movement.on_active_move, _optional_choice)
_answers("stay", pb.PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT, movement.on_stay)
_answers("pick_die", pb.PRIMORDIAL_SOUP_DECISION_KIND_PICK_DIE, movement.on_pick_die, _die)
_answers("choose_direction", pb.PRIMORDIAL_SOUP_DECISION_KIND_DIRECTION, movement.on_choose_direction, _required_choice)
_answers("carry_cubes", pb.PRIMORDIAL_SOUP_DECISION_KIND_CARRY_CUBES, movement.on_carry_cubes, _carried)
_answers("follow", pb.PRIMORDIAL_SOUP_DECISION_KIND_FOLLOW, movement.on_follow, _followers)
_answers("second_move", pb.PRIMORDIAL_SOUP_DECISION_KIND_SECOND_MOVE, movement.on_second_move, _optional_choice)
_answers("end_movement", pb.PRIMORDIAL_SOUP_DECISION_KIND_SECOND_MOVE, movement.on_end_movement)
_answers("feed", pb.PRIMORDIAL_SOUP_DECISION_KIND_FEED, feeding.on_feed, _meal)
_answers("attack", pb.PRIMORDIAL_SOUP_DECISION_KIND_ATTACK, attacks.on_attack, _target)
_answers("starve", pb.PRIMORDIAL_SOUP_DECISION_KIND_ATTACK, feeding.on_starve)
_answers("escape", pb.PRIMORDIAL_SOUP_DECISION_KIND_RESPOND, attacks.on_escape, _optional_choice)
_answers("defend", pb.PRIMORDIAL_SOUP_DECISION_KIND_RESPOND, attacks.on_defend)
_answers("accept", pb.PRIMORDIAL_SOUP_DECISION_KIND_RESPOND, attacks.on_accept)
_answers("refight", pb.PRIMORDIAL_SOUP_DECISION_KIND_REFIGHT, attacks.on_refight)
_answers("decline_refight", pb.PRIMORDIAL_SOUP_DECISION_KIND_REFIGHT, attacks.on_decline_refight)
_answers("retry_attack", pb.PRIMORDIAL_SOUP_DECISION_KIND_RETRY_ATTACK, attacks.on_retry_attack, _target)
_answers("decline_retry", pb.PRIMORDIAL_SOUP_DECISION_KIND_RETRY_ATTACK, attacks.on_decline_retry)
_answers("give_up_gene", pb.PRIMORDIAL_SOUP_DECISION_KIND_SETTLE_DEFECT, environment.on_give_up_gene, _gene_named)
_answers("pay_defect", pb.PRIMORDIAL_SOUP_DECISION_KIND_SETTLE_DEFECT, environment.on_pay_defect)
_answers("buy_gene", pb.PRIMORDIAL_SOUP_DECISION_KIND_BUY_GENES, purchases.on_buy_gene, _gene_named)
_answers(
    "buy_advanced_gene", pb.PRIMORDIAL_SOUP_DECISION_KIND_BUY_GENES, purchases.on_buy_advanced_gene, _advanced_gene
)
_answers("end_purchases", pb.PRIMORDIAL_SOUP_DECISION_KIND_BUY_GENES, purchases.on_end_purchases)
_answers("place_amoeba", pb.PRIMORDIAL_SOUP_DECISION_KIND_DIVISION, division.on_place_amoeba, _placement)
_answers("end_division", pb.PRIMORDIAL_SOUP_DECISION_KIND_DIVISION, division.on_end_division)
_answers("aggression", pb.PRIMORDIAL_SOUP_DECISION_KIND_AGGRESSION, attacks.on_aggression, _aggressor)
_answers("pass_aggression", pb.PRIMORDIAL_SOUP_DECISION_KIND_AGGRESSION, attacks.on_pass_aggression)

# ---------------------------------------------------------------------------------------------
# decide / legal_commands
# ---------------------------------------------------------------------------------------------


def decide(state: SoupState, seat: int, command: Command, rng: Rng) -> list[Event]:
    if command.WhichOneof("command") is None:
        raise InvalidCommand("the PrimordialSoupCommand is empty: set one of its fields")
    submission = Submission(state, seat, rng)
    commands.dispatch(command, submission)
    return submission.events


#: The rng `accepts` lends the rules: no check depends on a draw (the rules check a command
#: before they roll or turn a card), so any fixed rng gives the same verdict as decide's.
_PROBE_SEED = b"primordial-soup-accepts".ljust(32, b".")


def accepts(state: SoupState, seat: int, command: Command) -> bool:
    """Whether `decide` accepts `command`: the same handler runs its shape and rules checks on
    a throwaway Turn, without the engine's play to the next decision (which refuses nothing)."""
    if command.WhichOneof("command") is None:
        return False
    try:
        commands.dispatch(command, Submission(state, seat, Rng(_PROBE_SEED, "accepts"), advance=False))
    except (InvalidCommand, RuleViolation):
        return False
    return True


def legal_commands(state: SoupState, seat: int) -> list[Command]:
    """Every command `seat` may submit now, complete (not a sample).

    Generated by the one validator: each pending decision kind has a generator of candidates
    (CANDIDATES), and only those `accepts` passes, i.e. that decide's own handlers accept, are
    listed, so the list cannot hold a command decide refuses. That the candidates miss nothing
    decide accepts is checked against a generated superset of commands on states of random
    play (tests/games/primordial_soup/test_soup_legal_commands.py).
    """
    decision = state.decision
    if state.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER or decision is None or decision.seat != seat:
        return []
    return [command for command in CANDIDATES[decision.kind](state, decision) if accepts(state, seat, command)]


def awaiting(state: SoupState) -> tuple[int, ...]:
    return (state.decision.seat,) if state.decision is not None and state.phase != pb.PRIMORDIAL_SOUP_PHASE_OVER else ()


def setup(seats: int, rng: Rng) -> list[pb.PrimordialSoupEvent]:
    if seats not in edition().start_spaces:
        raise InvalidCommand("Primordial Soup is for 3 or 4 players")
    turn = Turn(SoupState(seats=seats), rng)
    engine.setup(turn)
    return turn.events
