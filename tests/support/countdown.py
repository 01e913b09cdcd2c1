"""A minimal game for testing the platform's generic machinery (deadlines, timers): two seats
race to press a button; a round ends when both pressed or when its deadline passes. Uses
existing proto messages as its commands and events so it needs no proto of its own."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from google.protobuf import wrappers_pb2
from google.protobuf.message import Message

from services.core.errors import RuleViolation
from services.core.game import Deadline, Game, Outcome
from services.core.immutable import replace
from services.core.rng import Rng

ROUNDS = 3


@dataclass(frozen=True)
class Countdown:
    seats: int
    round: int = 1
    pressed: tuple[int, ...] = ()
    points: tuple[int, ...] = (0, 0)
    timed_out_rounds: tuple[int, ...] = ()


class CountdownGame(Game[Countdown]):
    name = "countdown"
    title = "Countdown"
    min_seats = max_seats = 2
    command_type = wrappers_pb2.Int32Value  # the press: value unused
    event_type = wrappers_pb2.StringValue  # "press:<seat>", "round-over:<n>:<timed out>"
    view_type = wrappers_pb2.StringValue
    options_type = wrappers_pb2.UInt32Value  # the deadline in seconds (0: 1 second)
    state_type = Countdown

    def __init__(self) -> None:
        self.seconds = 1.0

    def setup(self, options: Message, seats: int, rng: Rng) -> list[Message]:
        return []

    def initial_state(self, options: Message, seats: int) -> Countdown:
        assert isinstance(options, wrappers_pb2.UInt32Value)
        self.seconds = float(options.value or 1)
        return Countdown(seats=seats)

    def decide(self, state: Countdown, seat: int, command: Message, rng: Rng) -> list[Message]:
        if seat in state.pressed:
            raise RuleViolation("COUNTDOWN_PRESSED", "you already pressed this round")
        events: list[Message] = [wrappers_pb2.StringValue(value=f"press:{seat}")]
        if len(state.pressed) + 1 == state.seats:
            events.append(wrappers_pb2.StringValue(value=f"round-over:{state.round}:0"))
        return events

    def evolve(self, state: Countdown, event: Message) -> Countdown:
        assert isinstance(event, wrappers_pb2.StringValue)
        kind, _, rest = event.value.partition(":")
        if kind == "press":
            seat = int(rest)
            points = list(state.points)
            points[seat] += 2 - len(state.pressed)  # the first to press scores more
            return replace(state, pressed=(*state.pressed, seat), points=tuple(points))
        number, timed_out = (int(part) for part in rest.split(":"))
        finished = (*state.timed_out_rounds, number) if timed_out else state.timed_out_rounds
        return replace(state, round=state.round + 1, pressed=(), timed_out_rounds=finished)

    def view(self, state: Countdown, seat: int | None) -> Message:
        return wrappers_pb2.StringValue(value=f"round {state.round} points {state.points}")

    def redact(self, event: Message, seat: int | None) -> Message:
        return event

    def legal_commands(self, state: Countdown, seat: int) -> Sequence[Message]:
        return [] if seat in state.pressed or self.is_over(state) else [wrappers_pb2.Int32Value()]

    def awaiting(self, state: Countdown) -> tuple[int, ...]:
        return () if self.is_over(state) else tuple(s for s in range(state.seats) if s not in state.pressed)

    def deadlines(self, state: Countdown) -> tuple[Deadline, ...]:
        return () if self.is_over(state) else (Deadline(f"round-{state.round}", self.seconds),)

    def expire(self, state: Countdown, key: str, rng: Rng) -> list[Message]:
        return [wrappers_pb2.StringValue(value=f"round-over:{state.round}:1")]

    def is_over(self, state: Countdown) -> bool:
        return state.round > ROUNDS

    def result(self, state: Countdown) -> Outcome:
        best = max(state.points)
        winners = tuple(seat for seat, points in enumerate(state.points) if points == best)
        ranks = tuple(1 if points == best else 2 for points in state.points)
        return Outcome(winners, state.points, ranks)
