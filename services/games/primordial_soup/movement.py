"""Movement (rules reference §5 phase 1a, §7): drift, active moves, Holding's stay, escapes.

A 6, and Movement II, let the player step north, east, south or west or stay (D18, after the
seed; it replaces the reference's R11).

One movement is one or two active moves (Speed, Persistence) or a single drift or stay. Each move
resolves one step. After a step that left a space, its consequences are settled one decision at
a time: first the mover's Tentacle carry, then, seat by seat in phase order, the Holding follows,
each seat's followers carrying with their own Tentacle right after it (R17, R18). Then comes the
Speed question, then the movement ends (and the mover feeds, or the attack goes on).
"""

from __future__ import annotations

from itertools import combinations

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import RuleViolation
from services.games.primordial_soup import board, genes
from services.games.primordial_soup.convert import cubes_of, cubes_pb
from services.games.primordial_soup.data import COMPASS, Direction, edition
from services.games.primordial_soup.state import (
    Amoeba,
    AmoebaRef,
    Decision,
    Move,
    MovementKind,
    Purpose,
    SoupState,
)
from services.games.primordial_soup.turn import Turn, name, ref_pb

Command = pb.PrimordialSoupCommand


def active_move_cost(state: SoupState, seat: int) -> int:
    return 0 if genes.has(state, seat, "streamlining") else edition().rules.active_move_cost


def escape_cost(state: SoupState, seat: int) -> int:
    return 0 if genes.has(state, seat, "streamlining") else edition().rules.escape_cost


def chooses_direction(state: SoupState, seat: int) -> bool:
    """Movement II: the direction of every active move is chosen, never rolled."""
    return genes.has(state, seat, "movement_2")


#: How a command names where an amoeba goes: a direction and the `stay` flag. (NONE, False) is
#: "no choice given: the die decides"; (NONE, True) is "stay where you are".
Choice = tuple[Direction, bool]
ROLL: Choice = (pb.PRIMORDIAL_SOUP_DIRECTION_NONE, False)

#: A free choice (a 6, or Movement II, D18): a step north, east, south or west, or staying put.
#: The seed: "6 则由玩家自决", and then "移到隔邻的区域、或停留不动" (move to the adjacent area or stay).
FREE_CHOICES: tuple[Choice, ...] = (*((d, False) for d in COMPASS), (pb.PRIMORDIAL_SOUP_DIRECTION_NONE, True))


def direction_options(state: SoupState, seat: int) -> tuple[Choice, ...]:
    """The (`direction`, `stay`) values an active move, second move or escape command may carry."""
    return FREE_CHOICES if chooses_direction(state, seat) else (ROLL,)


def check_direction(state: SoupState, seat: int, direction: Direction, stay: bool) -> None:
    """Movement II requires a choice with the command (a direction or `stay`); without it none
    may be given. The shape check already refused a direction together with `stay`."""
    given = stay or direction != pb.PRIMORDIAL_SOUP_DIRECTION_NONE
    if chooses_direction(state, seat) and not given:
        raise RuleViolation("SOUP_DIRECTION_REQUIRED", "with Movement II you choose: give a direction, or stay")
    if not chooses_direction(state, seat) and given:
        raise RuleViolation(
            "SOUP_DIRECTION_NOT_ALLOWED", "without Movement II the die decides: give no direction and no stay"
        )


# ---------------------------------------------------------------------------------------------
# The movement decision of the acting amoeba
# ---------------------------------------------------------------------------------------------


def movement_choices(state: SoupState, amoeba: Amoeba) -> list[Command]:
    seat = amoeba.seat
    choices = [Command(drift=pb.PrimordialSoupDrift())]
    if state.players[seat].bp >= active_move_cost(state, seat):
        choices += [
            Command(active_move=pb.PrimordialSoupActiveMove(direction=d, stay=stay))
            for d, stay in direction_options(state, seat)
        ]
    if genes.has(state, seat, "holding"):
        choices.append(Command(stay=pb.PrimordialSoupStay()))
    return choices


def request_movement(turn: Turn, amoeba: Amoeba) -> None:
    """Ask how the acting amoeba moves; with drift as the only option, drift at once."""
    if len(movement_choices(turn.state, amoeba)) == 1:
        _start(turn, amoeba.ref, pb.PRIMORDIAL_SOUP_MOVEMENT_KIND_DRIFT, pb.PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_OWN_TURN)
        return
    turn.request(
        Decision(
            pb.PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT,
            amoeba.seat,
            amoeba=amoeba.ref,
            purpose=pb.PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_OWN_TURN,
        ),
        f"{name(amoeba.ref)}: drift, move actively or stay",
    )


def _start(turn: Turn, mover: AmoebaRef, kind: MovementKind, purpose: Purpose, second: bool = False) -> None:
    turn.emit(
        movement_started=pb.PrimordialSoupMovementStarted(
            amoeba=ref_pb(mover),
            kind=kind,
            purpose=purpose,
            second=second,
        )
    )


def start_active(turn: Turn, mover: AmoebaRef, purpose: Purpose, direction: Direction, second: bool = False) -> None:
    """Begin an active move; with Movement II its step is resolved at once in `direction` (NONE:
    the player chose to stay, D18)."""
    _start(turn, mover, pb.PRIMORDIAL_SOUP_MOVEMENT_KIND_ACTIVE, purpose, second)
    if chooses_direction(turn.state, mover.seat):
        amoeba = turn.state.amoeba(mover)
        assert amoeba is not None
        resolve_step(turn, amoeba, direction, pb.PRIMORDIAL_SOUP_STEP_SOURCE_CHOICE, 0)


def resolve_step(
    turn: Turn, mover: Amoeba, direction: Direction, source: pb.PrimordialSoupStepSource, die: int
) -> None:
    """Carry out one step; a blocked direction, a 5 or no drift leaves the amoeba where it is."""
    target = board.neighbour(mover.space, direction) if direction != pb.PRIMORDIAL_SOUP_DIRECTION_NONE else None
    turn.emit(
        step_resolved=pb.PrimordialSoupStepResolved(
            amoeba=ref_pb(mover.ref),
            source=source,
            die=die,
            direction=direction,
            from_space=mover.space,
            to_space=target if target is not None else mover.space,
            moved=target is not None,
        )
    )


# ---------------------------------------------------------------------------------------------
# Progress of a movement (called by the engine while state.move is set)
# ---------------------------------------------------------------------------------------------


def next_carrier(state: SoupState, move: Move) -> AmoebaRef | None:
    """The next amoeba that left the space in this step and may still use Tentacle."""
    if not any(state.cubes[move.step_from]):
        return None  # nothing to carry: the choice is forced and skipped
    for ref in (move.mover, *move.followers):
        if ref not in move.carried and genes.has(state, ref.seat, "tentacle"):
            return ref
    return None


def follow_candidates(state: SoupState, move: Move, seat: int) -> tuple[int, ...]:
    return tuple(a.number for a in state.amoebas_in(move.step_from) if a.seat == seat and a.ref != move.mover)


def next_follower_seat(state: SoupState, move: Move) -> int | None:
    """The next seat in phase order with Holding and an amoeba in the space just left."""
    for seat in state.order:
        if seat in move.follow_decided or not genes.has(state, seat, "holding"):
            continue
        if follow_candidates(state, move, seat):
            return seat
    return None


def advance_move(turn: Turn) -> None:
    state = turn.state
    move = state.move
    assert move is not None
    mover = state.amoeba(move.mover)
    assert mover is not None, "a moving amoeba is never removed while it moves"
    if not move.resolved:
        _resolve_direction(turn, move, mover)
        return
    if move.stepped:
        carrier = next_carrier(state, move)
        if carrier is not None:
            turn.request(
                Decision(
                    pb.PRIMORDIAL_SOUP_DECISION_KIND_CARRY_CUBES,
                    carrier.seat,
                    amoeba=carrier,
                    from_space=move.step_from,
                    to_space=move.step_to,
                    max_cubes=edition().rules.tentacle_cubes[state.seats],
                    purpose=move.purpose,
                ),
                f"Tentacle: {name(carrier)} may carry cubes from space {move.step_from} to {move.step_to}",
            )
            return
        seat = next_follower_seat(state, move)
        if seat is not None:
            turn.request(
                Decision(
                    pb.PRIMORDIAL_SOUP_DECISION_KIND_FOLLOW,
                    seat,
                    amoeba=move.mover,
                    from_space=move.step_from,
                    to_space=move.step_to,
                    followers=follow_candidates(state, move, seat),
                    purpose=move.purpose,
                ),
                f"Holding: follow {name(move.mover)} from space {move.step_from} to {move.step_to}?",
            )
            return
    if (
        move.kind == pb.PRIMORDIAL_SOUP_MOVEMENT_KIND_ACTIVE
        and move.moves == 1
        and genes.has(state, mover.seat, "speed")
    ):
        turn.request(
            Decision(pb.PRIMORDIAL_SOUP_DECISION_KIND_SECOND_MOVE, mover.seat, amoeba=mover.ref, purpose=move.purpose),
            f"Speed: a free second move for {name(mover.ref)}?",
        )
        return
    turn.emit(movement_ended=pb.PrimordialSoupMovementEnded(amoeba=ref_pb(mover.ref), space=mover.space))


def _resolve_direction(turn: Turn, move: Move, mover: Amoeba) -> None:
    if move.kind == pb.PRIMORDIAL_SOUP_MOVEMENT_KIND_DRIFT:
        drift = edition().cards[turn.state.card].drift
        resolve_step(turn, mover, drift, pb.PRIMORDIAL_SOUP_STEP_SOURCE_DRIFT, 0)
        return
    if move.kind == pb.PRIMORDIAL_SOUP_MOVEMENT_KIND_STAY:
        resolve_step(turn, mover, pb.PRIMORDIAL_SOUP_DIRECTION_NONE, pb.PRIMORDIAL_SOUP_STEP_SOURCE_HOLDING, 0)
        return
    assert not chooses_direction(turn.state, mover.seat), "Movement II moves resolve in the command"
    if not move.dice:
        count = 2 if genes.has(turn.state, mover.seat, "movement_1") else 1
        dice = [turn.roll() for _ in range(count)]
        turn.emit(dice_rolled=pb.PrimordialSoupDiceRolled(amoeba=ref_pb(mover.ref), dice=dice))
        return
    if len(set(move.dice)) > 1:
        turn.request(
            Decision(
                pb.PRIMORDIAL_SOUP_DECISION_KIND_PICK_DIE,
                mover.seat,
                amoeba=mover.ref,
                dice=move.dice,
                purpose=move.purpose,
            ),
            f"Movement I: use die 1 ({move.dice[0]}) or die 2 ({move.dice[1]}) for {name(mover.ref)}",
        )
        return
    # One die, or two equal dice: nothing to pick.
    value = move.dice[0]
    face = board.die_face(value)
    if face is None:
        turn.request(
            Decision(
                pb.PRIMORDIAL_SOUP_DECISION_KIND_DIRECTION,
                mover.seat,
                amoeba=mover.ref,
                dice=move.dice,
                purpose=move.purpose,
            ),
            f"A {value}: choose the direction of {name(mover.ref)}, or stay",
        )
        return
    resolve_step(turn, mover, face, pb.PRIMORDIAL_SOUP_STEP_SOURCE_DIE, value)


# ---------------------------------------------------------------------------------------------
# Command handlers (the engine checked that the command answers the pending decision)
# ---------------------------------------------------------------------------------------------


def _mover(turn: Turn, decision: Decision) -> Amoeba:
    assert decision.amoeba is not None
    amoeba = turn.state.amoeba(decision.amoeba)
    assert amoeba is not None
    return amoeba


def on_drift(turn: Turn, decision: Decision, command: pb.PrimordialSoupDrift) -> None:
    _start(
        turn,
        _mover(turn, decision).ref,
        pb.PRIMORDIAL_SOUP_MOVEMENT_KIND_DRIFT,
        pb.PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_OWN_TURN,
    )


def on_stay(turn: Turn, decision: Decision, command: pb.PrimordialSoupStay) -> None:
    if not genes.has(turn.state, decision.seat, "holding"):
        raise RuleViolation("SOUP_NO_HOLDING", "only Holding lets an amoeba stay instead of drifting")
    _start(
        turn,
        _mover(turn, decision).ref,
        pb.PRIMORDIAL_SOUP_MOVEMENT_KIND_STAY,
        pb.PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_OWN_TURN,
    )


def on_active_move(turn: Turn, decision: Decision, command: pb.PrimordialSoupActiveMove) -> None:
    seat = decision.seat
    cost = active_move_cost(turn.state, seat)
    if turn.state.players[seat].bp < cost:
        raise RuleViolation("SOUP_NOT_ENOUGH_BP", f"an active move costs {cost} BP")
    check_direction(turn.state, seat, command.direction, command.stay)
    if cost:
        turn.bp(seat, -cost, pb.PRIMORDIAL_SOUP_BP_REASON_ACTIVE_MOVE)
    start_active(turn, _mover(turn, decision).ref, pb.PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_OWN_TURN, command.direction)


def on_pick_die(turn: Turn, decision: Decision, command: pb.PrimordialSoupPickDie) -> None:
    value = decision.dice[command.die - 1]
    face = board.die_face(value)
    if face is None:
        # A picked 6 is read like a rolled one: a direction, or stay (D18).
        if command.direction == pb.PRIMORDIAL_SOUP_DIRECTION_NONE and not command.stay:
            raise RuleViolation(
                "SOUP_DIRECTION_REQUIRED", f"die {command.die} shows {value}: choose a direction, or stay"
            )
        resolve_step(turn, _mover(turn, decision), command.direction, pb.PRIMORDIAL_SOUP_STEP_SOURCE_CHOICE, value)
        return
    if command.direction != pb.PRIMORDIAL_SOUP_DIRECTION_NONE or command.stay:
        raise RuleViolation("SOUP_DIRECTION_NOT_ALLOWED", f"die {command.die} shows {value}: it sets the direction")
    resolve_step(turn, _mover(turn, decision), face, pb.PRIMORDIAL_SOUP_STEP_SOURCE_DIE, value)


def on_choose_direction(turn: Turn, decision: Decision, command: pb.PrimordialSoupChooseDirection) -> None:
    # The shape check guarantees exactly one of a direction and `stay`; staying is pb.PRIMORDIAL_SOUP_DIRECTION_NONE.
    resolve_step(
        turn,
        _mover(turn, decision),
        command.direction,
        pb.PRIMORDIAL_SOUP_STEP_SOURCE_CHOICE,
        decision.dice[0],
    )


def on_carry_cubes(turn: Turn, decision: Decision, command: pb.PrimordialSoupCarryCubes) -> None:
    cubes = cubes_of(command.cubes, turn.state.seats)
    if sum(cubes) > decision.max_cubes:
        raise RuleViolation("SOUP_TOO_MANY_CUBES", f"Tentacle carries at most {decision.max_cubes} cubes")
    available = turn.state.cubes[decision.from_space]
    if any(want > have for want, have in zip(cubes, available, strict=True)):
        raise RuleViolation("SOUP_NOT_ENOUGH_CUBES", f"space {decision.from_space} does not hold those cubes")
    assert decision.amoeba is not None
    turn.emit(
        cubes_carried=pb.PrimordialSoupCubesCarried(
            amoeba=ref_pb(decision.amoeba),
            from_space=decision.from_space,
            to_space=decision.to_space,
            cubes=cubes_pb(cubes),
        )
    )


def on_follow(turn: Turn, decision: Decision, command: pb.PrimordialSoupFollow) -> None:
    numbers = sorted(command.numbers)
    if any(number not in decision.followers for number in numbers):
        raise RuleViolation(
            "SOUP_CANNOT_FOLLOW",
            f"only your amoebas {list(decision.followers)} in space {decision.from_space} may follow",
        )
    assert decision.amoeba is not None
    turn.emit(
        follow_decided=pb.PrimordialSoupFollowDecided(
            seat=decision.seat,
            leader=ref_pb(decision.amoeba),
            from_space=decision.from_space,
            to_space=decision.to_space,
            followers=numbers,
        )
    )


def on_second_move(turn: Turn, decision: Decision, command: pb.PrimordialSoupSecondMove) -> None:
    check_direction(turn.state, decision.seat, command.direction, command.stay)
    start_active(turn, _mover(turn, decision).ref, decision.purpose, command.direction, second=True)


def on_end_movement(turn: Turn, decision: Decision, command: pb.PrimordialSoupEndMovement) -> None:
    mover = _mover(turn, decision)
    turn.emit(movement_ended=pb.PrimordialSoupMovementEnded(amoeba=ref_pb(mover.ref), space=mover.space))


# ---------------------------------------------------------------------------------------------
# Legal commands per decision
# ---------------------------------------------------------------------------------------------


def legal_movement(state: SoupState, decision: Decision) -> list[Command]:
    assert decision.amoeba is not None
    amoeba = state.amoeba(decision.amoeba)
    assert amoeba is not None
    return movement_choices(state, amoeba)


def legal_pick_die(state: SoupState, decision: Decision) -> list[Command]:
    commands = []
    for index, value in enumerate(decision.dice, start=1):
        choices = FREE_CHOICES if board.die_face(value) is None else (ROLL,)
        commands += [
            Command(pick_die=pb.PrimordialSoupPickDie(die=index, direction=d, stay=stay)) for d, stay in choices
        ]
    return commands


def legal_direction(state: SoupState, decision: Decision) -> list[Command]:
    return [
        Command(choose_direction=pb.PrimordialSoupChooseDirection(direction=d, stay=stay)) for d, stay in FREE_CHOICES
    ]


def cube_selections(available: tuple[int, ...], most: int) -> list[tuple[int, ...]]:
    """Every per-colour selection of at most `most` cubes from `available`."""
    selections: list[tuple[int, ...]] = [()]
    for have in available:
        selections = [(*chosen, take) for chosen in selections for take in range(min(have, most - sum(chosen)) + 1)]
    return selections


def legal_carry(state: SoupState, decision: Decision) -> list[Command]:
    return [
        Command(carry_cubes=pb.PrimordialSoupCarryCubes(cubes=cubes_pb(selection)))
        for selection in cube_selections(state.cubes[decision.from_space], decision.max_cubes)
    ]


def legal_follow(state: SoupState, decision: Decision) -> list[Command]:
    candidates = decision.followers
    return [
        Command(follow=pb.PrimordialSoupFollow(numbers=list(chosen)))
        for size in range(len(candidates) + 1)
        for chosen in combinations(candidates, size)
    ]


def legal_second_move(state: SoupState, decision: Decision) -> list[Command]:
    return [
        *(
            Command(second_move=pb.PrimordialSoupSecondMove(direction=d, stay=stay))
            for d, stay in direction_options(state, decision.seat)
        ),
        Command(end_movement=pb.PrimordialSoupEndMovement()),
    ]
