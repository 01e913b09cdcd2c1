"""Random play driven as the platform drives a match: each step either a random awaited seat
sends a random legal command, or (sometimes) the can-phase deadline fires through `expire`, as the
platform's timer would. Random seats also commit on their own, so every can phase closes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.rng import Rng, decide_rng
from services.core.simulate import start
from services.games.zapp_zerapp.state import ZappState
from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_builders import PLATFORM_GAME, options, zapp_events

EXPIRE_CHANCE = 0.03


@dataclass
class Played:
    initial: ZappState
    final: ZappState
    events: list[pb.ZappZerappEvent] = field(default_factory=list)
    commands: int = 0
    expiries: int = 0


def simulate(
    seed: bytes,
    seats: int,
    carry: bool,
    max_steps: int = 200_000,
    each_step: Callable[[ZappState, int], None] | None = None,
    to_the_end: bool = True,
) -> Played:
    state, setup = start(PLATFORM_GAME, seats, seed, options(carry))
    played = Played(state, state, zapp_events(setup))
    chooser = Rng(seed, "simulation")
    version = 1 + len(setup)
    for _ in range(max_steps):
        if GAME.is_over(state):
            break
        deadlines = GAME.deadlines(state)
        if deadlines and chooser.random() < EXPIRE_CHANCE:
            events = GAME.expire(state, deadlines[0].key, decide_rng(seed, version))
            played.expiries += 1
        else:
            seat = chooser.choice(GAME.awaiting(state))
            if each_step is not None:
                each_step(state, seat)
            command = GAME.random_command(state, seat, chooser)
            assert command is not None
            events = GAME.decide(state, seat, command, decide_rng(seed, version))
            played.commands += 1
        state = GAME.fold(state, events)
        played.events += events
        version += len(events)
    else:
        assert not to_the_end, "no end"
    played.final = state
    return played
