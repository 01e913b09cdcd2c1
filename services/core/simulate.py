"""Play a game in memory with random legal commands: for tests, fuzzing and benchmarks.

No platform parts are involved: this drives the pure functions exactly as the runner does
(the same rng derivation), so a simulated match is a valid match.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic

from google.protobuf import wrappers_pb2
from google.protobuf.message import Message

from services.core.game import Game, S
from services.core.rng import Rng, decide_rng, setup_rng


@dataclass
class Step:
    seat: int
    command: Message
    events: list[Message]


@dataclass
class Trace(Generic[S]):
    setup: list[Message]
    initial: S
    final: S
    steps: list[Step] = field(default_factory=list)


def start(game: Game[S], seats: int, seed: bytes, options: Message | None = None) -> tuple[S, list[Message]]:
    options = options if options is not None else game.options_type()
    events = game.setup(options, seats, setup_rng(seed))
    return game.fold(game.initial_state(options, seats), events), events


def play_random(
    game: Game[S],
    seats: int,
    seed: bytes,
    options: Message | None = None,
    max_steps: int = 100_000,
    deadline_chance: float = 0.02,
) -> Trace[S]:
    """A whole match of uniformly random legal commands (the choosing seat is random too);
    running game deadlines expire at random moments (seat -1 in the trace)."""
    state, setup = start(game, seats, seed, options)
    trace: Trace[S] = Trace(setup, state, state)
    chooser = Rng(seed, "simulate")
    version = 1 + len(setup)  # MatchCreated + setup events, as the runner counts
    for _ in range(max_steps):
        if game.is_over(state):
            break
        waiting = game.awaiting(state)
        deadlines = game.deadlines(state)
        # A running deadline passes now and then (always, when nobody else can act).
        if deadlines and (not waiting or chooser.random() < deadline_chance):
            key = chooser.choice(deadlines).key
            events = game.expire(state, key, decide_rng(seed, version))
            state = game.fold(state, events)
            version += len(events)
            trace.steps.append(Step(-1, wrappers_pb2.StringValue(value=key), events))
            continue
        if not waiting:
            raise AssertionError("the game awaits nobody but is not over")
        seat = chooser.choice(waiting)
        command = game.random_command(state, seat, chooser)
        if command is None:
            raise AssertionError(f"seat {seat} is awaited but has no legal command")
        events = game.decide(state, seat, command, decide_rng(seed, version))
        state = game.fold(state, events)
        version += len(events)
        trace.steps.append(Step(seat, command, events))
    else:
        raise AssertionError(f"no end after {max_steps} commands")
    trace.final = state
    return trace
