"""Zapp Zerapp's rules: options, setup, decide, the legal commands, whom the game awaits, and the
can-phase deadline. Pure functions of their arguments; the board is passed in (it is data).

Every command is checked against the state after all earlier events of the match's stream, which
is what decides a grab race (R14): the second Grab of a can finds it held. `decide` emits through
a `Turn`, so the checks inside one command (has everyone committed now? has the mover won?) see
the effect of the events already emitted.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.errors import InvalidCommand, RuleViolation
from services.core.game import Deadline
from services.core.oneof import Oneof
from services.core.rng import Rng
from services.games.zapp_zerapp import pace, rattle
from services.games.zapp_zerapp.board import Board
from services.games.zapp_zerapp.evolve import LOUDNESS_SCALE, Turn
from services.games.zapp_zerapp.movement import (
    MovePlan,
    Ref,
    banished,
    move_commands,
    plan_move,
    ref_message,
)
from services.games.zapp_zerapp.rounds import close_can_phase, next_mover, start_round
from services.games.zapp_zerapp.state import NOBODY, ZappState, as_colour

MIN_SEATS = 2
DEFAULT_CAN_PHASE_SECONDS = 20
#: The allowed deadline range (R5 leaves it to platform policy): long enough to grab, shake a few
#: times and commit; short enough that a round never stalls a table.
MIN_CAN_PHASE_SECONDS, MAX_CAN_PHASE_SECONDS = 5, 300


# ---------------------------------------------------------------------------------------------
# Options and setup (reference section 3)
# ---------------------------------------------------------------------------------------------


def can_phase_seconds(options: pb.ZappZerappOptions) -> int:
    return options.can_phase_seconds or DEFAULT_CAN_PHASE_SECONDS


def validate_options(board: Board, options: pb.ZappZerappOptions, seats: int) -> None:
    if not MIN_SEATS <= seats <= len(board.colours):
        raise InvalidCommand(f"Zapp Zerapp is for {MIN_SEATS} to {len(board.colours)} players")
    seconds = options.can_phase_seconds
    if seconds and not MIN_CAN_PHASE_SECONDS <= seconds <= MAX_CAN_PHASE_SECONDS:
        raise InvalidCommand(
            f"can_phase_seconds must be {MIN_CAN_PHASE_SECONDS}..{MAX_CAN_PHASE_SECONDS} "
            f"(or 0 for the default, {DEFAULT_CAN_PHASE_SECONDS})"
        )
    pace.validate(options)


def default_options() -> pb.ZappZerappOptions:
    """Every option's default, spelled out (published in the board, ListGames' static data)."""
    options = pace.default_options()
    options.can_phase_seconds = DEFAULT_CAN_PHASE_SECONDS
    return options


def initial_state(options: pb.ZappZerappOptions, seats: int) -> ZappState:
    return ZappState(
        seats=seats,
        carry_variant=options.carry_variant,
        can_phase_seconds=can_phase_seconds(options),
        reactions=pace.reactions(options),
    )


def setup(board: Board, options: pb.ZappZerappOptions, seats: int, rng: Rng) -> list[pb.ZappZerappEvent]:
    """Colours by seat in board order (R4), every apprentice in its start, then round 1."""
    validate_options(board, options, seats)
    turn = Turn(initial_state(options, seats))
    turn.emit(
        pb.ZappZerappEvent(
            game_started=pb.ZappZerappGameStarted(
                seats=[
                    pb.ZappZerappSeatColour(seat=seat, colour=as_colour(board.colours[seat])) for seat in range(seats)
                ],
                carry_variant=options.carry_variant,
                can_phase_seconds=can_phase_seconds(options),
                apprentices_per_colour=board.apprentices,
            )
        )
    )
    start_round(turn, board, rng)
    return turn.events


# ---------------------------------------------------------------------------------------------
# Decide
# ---------------------------------------------------------------------------------------------


@dataclass
class Play:
    """One command being decided: what its handler reads and where it emits.

    With `probe` set (legal_commands asks), a handler runs every check and returns just before
    it would emit or draw anything, so a listed command is one `decide` accepts by construction.
    """

    board: Board
    turn: Turn
    seat: int
    probe: bool = False


#: The one dispatcher of commands: a handler per member of ZappZerappCommand's oneof, called as
#: `handler(play, member, rng)` (the Game's `commands`; the contract test checks none is
#: missing). Handlers raise InvalidCommand / RuleViolation before emitting anything.
commands: Oneof[pb.ZappZerappCommand, object] = Oneof(pb.ZappZerappCommand, "command")

#: legal_commands' probes never draw (handlers return before they would), so one stream serves.
_PROBE_RNG = Rng(b"zapp-zerapp-legal-commands-probe", "probe")


def decide(
    board: Board, state: ZappState, seat: int, command: pb.ZappZerappCommand, rng: Rng
) -> list[pb.ZappZerappEvent]:
    play = Play(board, Turn(state), seat)
    _dispatch(play, command, rng)
    return play.turn.events


def accepts(board: Board, state: ZappState, seat: int, command: pb.ZappZerappCommand) -> bool:
    """Whether `decide` accepts `command`: the same checks, stopped before anything is emitted."""
    return _probed(Play(board, Turn(state), seat, probe=True), command)


def _probed(probe: Play, command: pb.ZappZerappCommand) -> bool:
    """`accepts` on a probing Play, which may serve every candidate of one state: a probe emits
    nothing, so the Play it ran on is as it was (checked: a handler that did emit would make the
    later candidates judged on another state)."""
    try:
        _dispatch(probe, command, _PROBE_RNG)
        accepted = True
    except (InvalidCommand, RuleViolation):
        accepted = False
    if probe.turn.events:
        raise AssertionError(f"a probe of {command.WhichOneof('command')} emitted events")
    return accepted


def _dispatch(play: Play, command: pb.ZappZerappCommand, rng: Rng) -> None:
    """The checks every command shares, then its member's handler."""
    state = play.turn.state
    if not 0 <= play.seat < state.seats:
        raise InvalidCommand(f"there is no seat {play.seat} in this match")
    if command.WhichOneof("command") is None:
        raise InvalidCommand("the ZappZerappCommand is empty: set one of its fields")
    if state.phase == pb.ZAPP_ZERAPP_PHASE_OVER:
        raise RuleViolation("MATCH_OVER", "the game is over")
    commands.dispatch(command, play, after=(rng,))


def _can_position(play: Play, position: int) -> int:
    """The checks every can command shares (position in range, then the can phase, R12)."""
    if not 0 <= position < play.board.cans:
        raise InvalidCommand(f"position must be 0..{play.board.cans - 1}, not {position}")
    _require_can_phase(play.turn.state, play.seat)
    return position


@commands.on("grab")
def _grab_command(play: Play, grab: pb.ZappZerappGrab, rng: Rng) -> None:
    _grab(play, _can_position(play, grab.position))


@commands.on("shake")
def _shake_command(play: Play, shake: pb.ZappZerappShake, rng: Rng) -> None:
    _shake(play, _can_position(play, shake.position), rng)


@commands.on("release")
def _release_command(play: Play, release: pb.ZappZerappRelease, rng: Rng) -> None:
    position = _can_position(play, release.position)
    _require_held(play.turn.state, play.seat, position)
    if play.probe:
        return
    play.turn.emit(_returned(play.seat, position, pb.ZAPP_ZERAPP_RETURN_REASON_RELEASED))


@commands.on("commit")
def _commit_command(play: Play, commit: pb.ZappZerappCommit, rng: Rng) -> None:
    _commit(play, _can_position(play, commit.position), rng)


@commands.on("move")
def _move_command(play: Play, move: pb.ZappZerappMove, rng: Rng) -> None:
    _move(play, move, rng)


def _require_can_phase(state: ZappState, seat: int) -> None:
    if state.phase != pb.ZAPP_ZERAPP_PHASE_CANS:
        raise RuleViolation("ZAPP_CAN_PHASE_OVER", "the can phase of this round is over")
    if state.seat_rounds[seat].has_committed:
        raise RuleViolation("ZAPP_ALREADY_COMMITTED", "you have already committed a can this round (seed can rule 6)")


def _require_held(state: ZappState, seat: int, position: int) -> None:
    if position not in state.seat_rounds[seat].held:
        raise RuleViolation("ZAPP_CAN_NOT_HELD", f"you do not hold the can at position {position}")


def _returned(seat: int, position: int, reason: pb.ZappZerappReturnReason) -> pb.ZappZerappEvent:
    return pb.ZappZerappEvent(can_returned=pb.ZappZerappCanReturned(seat=seat, position=position, reason=reason))


def _grab(play: Play, position: int) -> None:
    state, board, seat = play.turn.state, play.board, play.seat
    holder = state.holder(position)
    if holder == seat:
        raise RuleViolation("ZAPP_CAN_ALREADY_YOURS", f"you already hold the can at position {position}")
    if holder != NOBODY:
        raise RuleViolation(
            "ZAPP_CAN_HELD", f"the can at position {position} is held by seat {holder} (seed can rule 3)"
        )
    committer = state.committer(position)
    if committer != NOBODY:
        raise RuleViolation("ZAPP_CAN_COMMITTED", f"the can at position {position} was committed by seat {committer}")
    if len(state.seat_rounds[seat].held) >= board.hand_limit:
        raise RuleViolation(
            "ZAPP_HAND_FULL",
            f"you already hold {board.hand_limit} cans: release one first (seed can rule 2, R10)",
        )
    if play.probe:
        return
    play.turn.emit(pb.ZappZerappEvent(can_grabbed=pb.ZappZerappCanGrabbed(seat=seat, position=position)))


def _shake(play: Play, position: int, rng: Rng) -> None:
    turn, seat = play.turn, play.seat
    state = turn.state
    _require_held(state, seat, position)
    if play.probe:
        return
    shake = state.seat_rounds[seat].shakes
    label = rattle.rattle_label(state.round, position, seat, shake)
    clicks = rattle.generate(state.cans[position], rng.derive(label))
    sample = pb.ZappZerappRattle(
        clicks=[pb.ZappZerappClick(time_ms=time_ms, loudness=loudness / LOUDNESS_SCALE) for time_ms, loudness in clicks]
    )
    turn.emit(
        pb.ZappZerappEvent(can_shaken=pb.ZappZerappCanShaken(seat=seat, position=position, shake=shake, sample=sample))
    )


def _commit(play: Play, position: int, rng: Rng) -> None:
    turn, board, seat = play.turn, play.board, play.seat
    _require_held(turn.state, seat, position)
    if play.probe:
        return
    turn.emit(pb.ZappZerappEvent(can_committed=pb.ZappZerappCanCommitted(seat=seat, position=position)))
    for other in turn.state.seat_rounds[seat].held:
        turn.emit(_returned(seat, other, pb.ZAPP_ZERAPP_RETURN_REASON_COMMITTED_OTHER))
    if all(seat_round.has_committed for seat_round in turn.state.seat_rounds):
        close_can_phase(turn, board, pb.ZAPP_ZERAPP_CLOSE_REASON_ALL_COMMITTED, rng)


# -- the move phase (sections 7 to 10) --------------------------------------------------------


def _ref(state: ZappState, board: Board, message: pb.ZappZerappApprenticeRef, field: str) -> Ref:
    if message.colour not in state.colours:
        raise InvalidCommand(f"{field}: colour {message.colour} is not played in this match")
    if not 0 <= message.index < board.apprentices:
        raise InvalidCommand(f"{field}: apprentice index must be 0..{board.apprentices - 1}")
    return (int(message.colour), int(message.index))


def _parse_move(state: ZappState, board: Board, move: pb.ZappZerappMove) -> tuple[list[Ref], list[Ref]]:
    if not 0 <= move.apprentice < board.apprentices:
        raise InvalidCommand(f"apprentice must be 0..{board.apprentices - 1}, not {move.apprentice}")
    carry = [_ref(state, board, ref, "carry") for ref in move.carry]
    if any(a >= b for a, b in pairwise(carry)):
        raise InvalidCommand("carry is a set: list each apprentice once, ordered by colour then index")
    order = [_ref(state, board, ref, "set_down_order") for ref in move.set_down_order]
    if len(set(order)) != len(order):
        raise InvalidCommand("set_down_order lists an apprentice twice")
    return carry, order


def _check_carry(state: ZappState, plan: MovePlan, carry: list[Ref], order: list[Ref]) -> None:
    if carry and not state.carry_variant:
        raise RuleViolation("ZAPP_CARRY_VARIANT_OFF", "carrying is only played in the carry variant")
    for ref in carry:
        if ref not in plan.carriable:
            raise RuleViolation(
                "ZAPP_NOT_CARRIABLE",
                f"this move cannot carry apprentice {ref[1]} of colour {ref[0]}: only apprentices of a "
                "tower colour on a carry space that shows your colour and that the move passes "
                "(not where it starts or lands) can be carried (R27)",
            )
    opponents = sorted(ref for ref in carry if ref[0] != plan.mover.colour)
    if plan.reaches_city and sorted(order) != opponents:
        raise RuleViolation(
            "ZAPP_SET_DOWN_ORDER",
            "entering your city, set_down_order must list exactly the carried opponents, in the "
            "order they are set down in front of the city (R30)",
        )
    if not plan.reaches_city and order:
        raise RuleViolation(
            "ZAPP_SET_DOWN_ORDER", "set_down_order is only for carried opponents when entering your city"
        )


def _move(play: Play, move: pb.ZappZerappMove, rng: Rng) -> None:
    turn, board, seat = play.turn, play.board, play.seat
    state = turn.state
    carry, order = _parse_move(state, board, move)
    if state.phase == pb.ZAPP_ZERAPP_PHASE_CANS:
        raise RuleViolation("ZAPP_CAN_PHASE_RUNNING", "moves come after the can phase and the reveal")
    if seat != state.current_mover:
        raise RuleViolation("NOT_YOUR_TURN", f"it is seat {state.current_mover}'s move")
    colour = state.colours[seat]
    mover = state.apprentice(colour, move.apprentice)
    if mover.area == pb.ZAPP_ZERAPP_AREA_CITY:
        raise RuleViolation(
            "ZAPP_APPRENTICE_HOME", f"apprentice {move.apprentice} is in your city and never moves again"
        )
    plan = plan_move(board, state, mover, state.steps)
    _check_carry(state, plan, carry, order)
    if play.probe:
        return
    origin = (
        pb.ZappZerappLocation(area=pb.ZAPP_ZERAPP_AREA_START)
        if mover.area == pb.ZAPP_ZERAPP_AREA_START
        else pb.ZappZerappLocation(area=pb.ZAPP_ZERAPP_AREA_TRACK, space=mover.space)
    )
    turn.emit(
        pb.ZappZerappEvent(
            apprentice_moved=pb.ZappZerappApprenticeMoved(
                seat=seat,
                apprentice=ref_message(mover.ref),
                origin=origin,
                destination=pb.ZappZerappLocation(area=pb.ZAPP_ZERAPP_AREA_TRACK, space=plan.final_space),
                path=plan.path,
                steps=plan.steps,
                forfeited=plan.forfeited,
                reaches_city=plan.reaches_city,
            )
        )
    )
    # Banishments are resolved before the riders are set down, and setting down banishes
    # nobody (R29).
    for victim in banished(board, state, plan, carry):
        turn.emit(
            pb.ZappZerappEvent(
                apprentice_banished=pb.ZappZerappApprenticeBanished(
                    apprentice=ref_message(victim.ref), space=victim.space, by_seat=seat
                )
            )
        )
    if plan.reaches_city:
        _arrive(turn, mover.ref, carried=False)
        own = [ref for ref in carry if ref[0] == colour]
        for ref in own:
            _set_down(turn, plan, ref)
            _arrive(turn, ref, carried=True)
        for ref in order:
            _set_down(turn, plan, ref)
    else:
        for ref in carry:
            _set_down(turn, plan, ref)
    if turn.state.home(colour) == board.apprentices:
        turn.emit(
            pb.ZappZerappEvent(
                game_won=pb.ZappZerappGameWon(seat=seat, colour=as_colour(colour), round=turn.state.round)
            )
        )
        return  # the game ends at once: later movers do not move (R26)
    next_mover(turn, board, rng)


def _set_down(turn: Turn, plan: MovePlan, ref: Ref) -> None:
    turn.emit(
        pb.ZappZerappEvent(
            apprentice_carried=pb.ZappZerappApprenticeCarried(
                apprentice=ref_message(ref),
                carrier=ref_message(plan.mover.ref),
                picked_up_at=plan.pickup_space[ref],
                set_down_at=plan.final_space,
            )
        )
    )


def _arrive(turn: Turn, ref: Ref, carried: bool) -> None:
    home = turn.state.home(ref[0]) + 1
    turn.emit(
        pb.ZappZerappEvent(
            apprentice_arrived=pb.ZappZerappApprenticeArrived(apprentice=ref_message(ref), carried=carried, home=home)
        )
    )


# ---------------------------------------------------------------------------------------------
# Legal commands, awaiting, deadlines
# ---------------------------------------------------------------------------------------------


def can_candidates(board: Board, state: ZappState, seat: int) -> list[pb.ZappZerappCommand]:
    """Every can command at every position, in the order legal_commands lists them: Commit, then
    Shake and Release, for the held cans first (in the order they were grabbed), then Grab by
    position.

    The order matters to the platform: a skipped seat plays the first listed command, so the first
    one always moves the seat towards the end of its choice (grab the first free can, then commit
    it) and never loops (shaking forever). Shake is listed once per held can, though it may be
    repeated without limit.

    Commit, Shake and Release are drawn for the held cans only, Grab for the others: each of them
    refuses the rest first thing (`_require_held`; Grab: ZAPP_CAN_ALREADY_YOURS), so the list is
    the same, in the same order, for a quarter of the probes (13 cans, 2 held at most: 17 instead
    of 52). A fifth of a game service's main thread went to these probes under bench/load.py."""
    held = state.seat_rounds[seat].held
    candidates = [pb.ZappZerappCommand(commit=pb.ZappZerappCommit(position=position)) for position in held]
    for position in held:
        candidates.append(pb.ZappZerappCommand(shake=pb.ZappZerappShake(position=position)))
        candidates.append(pb.ZappZerappCommand(release=pb.ZappZerappRelease(position=position)))
    candidates += [
        pb.ZappZerappCommand(grab=pb.ZappZerappGrab(position=position))
        for position in range(board.cans)
        if position not in held
    ]
    return candidates


def move_plans(board: Board, state: ZappState, seat: int) -> list[tuple[int, MovePlan]]:
    """The plan of moving each of `seat`'s apprentices not yet home, by its index."""
    colour = state.colours[seat]
    return [
        (apprentice.index, plan_move(board, state, apprentice, state.steps))
        for apprentice in state.apprentices_of(colour)
        if apprentice.area != pb.ZAPP_ZERAPP_AREA_CITY
    ]


def candidates(board: Board, state: ZappState, seat: int) -> list[pb.ZappZerappCommand]:
    """The commands legal_commands tries. Only the members the phase can accept are drawn (a
    cost shortcut for bots: `accepts` still decides each one, and
    tests/games/zapp_zerapp/test_zapp_legal_commands.py checks the result against a superset
    of every member in every phase): every can command at every position in the can phase; in
    the move phase, for the mover, every carry set and set-down order of each move plan
    (movement.move_commands)."""
    if not 0 <= seat < state.seats:
        return []
    if state.phase == pb.ZAPP_ZERAPP_PHASE_CANS:
        return can_candidates(board, state, seat)
    if state.phase == pb.ZAPP_ZERAPP_PHASE_MOVES and seat == state.current_mover:
        return [command for index, plan in move_plans(board, state, seat) for command in move_commands(plan, index)]
    return []


def legal_commands(board: Board, state: ZappState, seat: int) -> list[pb.ZappZerappCommand]:
    """Every command `decide` accepts from `seat` now (all of them, not a sample), in the order of
    `candidates`: the candidates that `accepts` keeps, i.e. that decide's own handlers pass. The
    list comes from the one validator, so it cannot drift from decide."""
    probe = Play(board, Turn(state), seat, probe=True)
    return [command for command in candidates(board, state, seat) if _probed(probe, command)]


def awaiting(state: ZappState) -> tuple[int, ...]:
    if state.phase == pb.ZAPP_ZERAPP_PHASE_CANS:
        return tuple(seat for seat, r in enumerate(state.seat_rounds) if not r.has_committed)
    if state.phase == pb.ZAPP_ZERAPP_PHASE_MOVES and state.current_mover != NOBODY:
        return (state.current_mover,)
    return ()


def deadlines(state: ZappState) -> tuple[Deadline, ...]:
    """While the can phase runs: its one deadline, keyed by the round."""
    if state.phase == pb.ZAPP_ZERAPP_PHASE_CANS:
        return (Deadline(key=state.deadline_key, seconds=state.can_phase_seconds),)
    return ()


def expire(board: Board, state: ZappState, key: str, rng: Rng) -> list[pb.ZappZerappEvent]:
    """The can-phase deadline ran out: seats that have not committed sit the round out, cans
    still in hands go back, then the reveal and the moves (R15)."""
    if state.phase == pb.ZAPP_ZERAPP_PHASE_OVER:
        raise RuleViolation("MATCH_OVER", "the game is over")
    if state.phase != pb.ZAPP_ZERAPP_PHASE_CANS or key != state.deadline_key:
        raise RuleViolation("NO_SUCH_DEADLINE", f"no deadline {key!r} is running")
    turn = Turn(state)
    close_can_phase(turn, board, pb.ZAPP_ZERAPP_CLOSE_REASON_DEADLINE, rng)
    return turn.events
