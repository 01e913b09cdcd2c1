"""Tiny Nim's rules (README.md, R1-R5): pure functions over a frozen state."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

# Compiled from tiny_nim.proto at test time (see the test), as a third party would: mypy cannot
# find it beforehand, so pb is Any to the type checker and the results below are annotated.
import tiny_nim_pb2 as pb  # type: ignore[import-not-found]

from services.core.game import InvalidCommand, RuleViolation
from services.core.oneof import Oneof
from services.core.rng import Rng

SEATS = 2
DEFAULT_HEAP = 15
MIN_HEAP, MAX_HEAP = 5, 50
LIMITS = (2, 3)
NO_WINNER = -1


@dataclass(frozen=True)
class NimState:
    heap: int
    #: Each seat's secret limit (R2); empty before the setup event.
    limits: tuple[int, ...] = ()
    to_move: int = 0
    winner: int = NO_WINNER

    @property
    def over(self) -> bool:
        return self.winner != NO_WINNER


def heap_of(options: pb.TinyNimOptions) -> int:
    return options.heap or DEFAULT_HEAP


def validate_options(options: pb.TinyNimOptions, seats: int) -> None:
    if seats != SEATS:
        raise InvalidCommand(f"Tiny Nim is for {SEATS} seats, not {seats}")
    if not MIN_HEAP <= heap_of(options) <= MAX_HEAP:
        raise InvalidCommand(f"the heap must hold {MIN_HEAP} to {MAX_HEAP} stones, not {options.heap}")


def setup(options: pb.TinyNimOptions, seats: int, rng: Rng) -> list[pb.TinyNimEvent]:
    """R1 and R2: the heap, and each seat's limit drawn from the platform's rng."""
    limits = [pb.TinyNimLimit(seat=seat, limit=rng.choice(LIMITS)) for seat in range(seats)]
    return [pb.TinyNimEvent(dealt=pb.TinyNimDealt(heap=heap_of(options), limits=limits))]


#: One handler per member of TinyNimCommand's and TinyNimEvent's oneofs (services/core/oneof.py).
commands: Oneof[Any, object] = Oneof(pb.TinyNimCommand, "command")
events: Oneof[Any, NimState] = Oneof(pb.TinyNimEvent, "event")


def decide(state: NimState, seat: int, command: pb.TinyNimCommand) -> list[pb.TinyNimEvent]:
    # An empty command is refused by the dispatcher as malformed (INVALID_ARGUMENT).
    decided = commands.dispatch(command, state, seat)
    assert isinstance(decided, list)  # every command handler answers with its events
    return decided


@commands.on("take")
def _take(state: NimState, seat: int, take: pb.TinyNimTake) -> list[pb.TinyNimEvent]:
    stones = take.stones
    if stones < 1:
        raise InvalidCommand("take at least one stone")
    if state.over:
        raise RuleViolation("MATCH_OVER", "the last stone is taken")
    if seat != state.to_move:  # R3
        raise RuleViolation("NOT_YOUR_TURN", f"seat {state.to_move} is to take")
    if stones > state.limits[seat]:  # R4
        raise RuleViolation("TINY_NIM_OVER_LIMIT", f"your limit is {state.limits[seat]} stones")
    if stones > state.heap:
        raise RuleViolation("TINY_NIM_NOT_ENOUGH_STONES", f"the heap holds {state.heap} stones")
    left = state.heap - stones
    decided = [pb.TinyNimEvent(taken=pb.TinyNimTaken(seat=seat, stones=stones, heap=left))]
    if left == 0:  # R5
        limits = [pb.TinyNimLimit(seat=s, limit=limit) for s, limit in enumerate(state.limits)]
        decided.append(pb.TinyNimEvent(ended=pb.TinyNimEnded(winner=seat, limits=limits)))
    return decided


@events.on("dealt")
def _dealt(state: NimState, dealt: pb.TinyNimDealt) -> NimState:
    limits = sorted((entry.seat, entry.limit) for entry in dealt.limits)
    return replace(state, heap=dealt.heap, limits=tuple(limit for _, limit in limits), to_move=0)


@events.on("taken")
def _taken(state: NimState, taken: pb.TinyNimTaken) -> NimState:
    return replace(state, heap=taken.heap, to_move=(taken.seat + 1) % SEATS)


@events.on("ended")
def _ended(state: NimState, ended: pb.TinyNimEnded) -> NimState:
    return replace(state, winner=ended.winner)


def legal_commands(state: NimState, seat: int) -> list[pb.TinyNimCommand]:
    if state.over or seat != state.to_move or not state.limits:
        return []
    most = min(state.limits[seat], state.heap)
    return [pb.TinyNimCommand(take=pb.TinyNimTake(stones=stones)) for stones in range(1, most + 1)]


def view(state: NimState, seat: int | None) -> pb.TinyNimView:
    shown = pb.TinyNimView(heap=state.heap, to_move=state.to_move, over=state.over)
    if seat is not None:
        shown.viewer = seat
        if state.limits:
            shown.own_limit = state.limits[seat]
    if state.over:
        shown.winner = state.winner
        shown.limits.extend(pb.TinyNimLimit(seat=s, limit=limit) for s, limit in enumerate(state.limits))
    return shown


def redact(event: pb.TinyNimEvent, seat: int | None) -> pb.TinyNimEvent:
    """R2: the setup keeps only the receiver's own limit; everything else is public."""
    if event.WhichOneof("event") != "dealt":
        return event
    kept = [entry for entry in event.dealt.limits if entry.seat == seat]
    return pb.TinyNimEvent(dealt=pb.TinyNimDealt(heap=event.dealt.heap, limits=kept))
