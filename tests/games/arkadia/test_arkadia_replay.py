"""Recorded matches still replay byte for byte: the same commands with the same seed give exactly
the recorded events, and folding them gives exactly the recorded states.

The fixture (arkadia_replay.json) was recorded before the rules engine was tuned for speed, so
any optimisation of `decide` or `evolve` that changes an event's bytes or a state's snapshot
fails here, at the first step that differs. Regenerate it only for a deliberate rules change:

    python -m tests.games.arkadia.test_arkadia_replay --write
"""

from __future__ import annotations

import base64
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import msgspec
import pytest
from ludus.v1 import arkadia_pb2 as pb

from services.core.rng import Rng, decide_rng
from services.core.simulate import start
from services.games.arkadia.state import ArkadiaState
from services.games.arkadia.wiring import GAME
from tests.games.arkadia.arkadia_builders import PLATFORM_GAME

FIXTURE = Path(__file__).with_name("arkadia_replay.json")
#: (seats, seed) of the recorded matches: every seat count, both endings (stalemate, castle).
MATCHES = [(2, b"replay-two"), (3, b"replay-three"), (4, b"replay-four"), (4, b"replay-17")]


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:32]


def _events_digest(events: list[Any]) -> str:
    return _digest(b"".join(len(data).to_bytes(4, "big") + data for data in (e.SerializeToString() for e in events)))


def _state_digest(state: ArkadiaState) -> str:
    return _digest(msgspec.msgpack.encode(state))


def record(seats: int, seed: bytes) -> dict[str, Any]:
    """A whole match of random legal commands, with a digest of each step's events and state."""
    seed = seed.ljust(32, b".")
    state, setup = start(PLATFORM_GAME, seats, seed)
    chooser = Rng(seed, "replay")
    version = 1 + len(setup)
    steps = []
    while not GAME.is_over(state):
        seat = chooser.choice(GAME.awaiting(state))
        command = GAME.random_command(state, seat, chooser)
        assert command is not None
        events = GAME.decide(state, seat, command, decide_rng(seed, version))
        state = GAME.fold(state, events)
        version += len(events)
        steps.append(
            {
                "seat": seat,
                "command": base64.b64encode(command.SerializeToString()).decode(),
                "events": _events_digest(events),
                "state": _state_digest(state),
            }
        )
    return {
        "seats": seats,
        "seed": base64.b64encode(seed).decode(),
        "setup": _events_digest(setup),
        "steps": steps,
    }


@pytest.mark.parametrize("number", range(len(MATCHES)), ids=[f"{seats}-seats" for seats, _ in MATCHES])
def test_recorded_match_replays_identically(number: int) -> None:
    match = json.loads(FIXTURE.read_text())[number]
    seed = base64.b64decode(match["seed"])
    state, setup = start(PLATFORM_GAME, match["seats"], seed)
    assert _events_digest(setup) == match["setup"]
    version = 1 + len(setup)
    for number, step in enumerate(match["steps"], start=1):
        command = pb.ArkadiaCommand.FromString(base64.b64decode(step["command"]))
        events = GAME.decide(state, step["seat"], command, decide_rng(seed, version))
        assert _events_digest(events) == step["events"], f"step {number}: the events differ"
        state = GAME.fold(state, events)
        assert _state_digest(state) == step["state"], f"step {number}: the state differs"
        version += len(events)
    assert GAME.is_over(state)


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit(__doc__)
    FIXTURE.write_text(json.dumps([record(seats, seed) for seats, seed in MATCHES], indent=1) + "\n")
