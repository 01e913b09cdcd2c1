"""A decision's match is exactly the fold of its events: `_settle` folds a batch without stored
entries and keeps the platform part when an event changes nothing in it, and the runner and the
audit both rely on the result being what `apply_event` gives for the stored events."""

from __future__ import annotations

from typing import Any

import pytest
from ludus.v1 import common_pb2

from services import games
from services.core.codec import pack
from services.core.match import (
    MATCH_CREATED,
    Decision,
    Match,
    decide_command,
    decide_timer,
    empty_match,
    fold_events,
    timers,
)
from services.core.rng import Rng, commitment, setup_rng
from services.core.store import StoredEvent

START_MS = 1_700_000_000_000
HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)
#: Seat clocks (banks, increments, a cap) so that the platform part changes as seats take turns.
CLOCK = common_pb2.ClockOptions(initial_seconds=60, increment_seconds=5, max_seconds=70)


def stored(version: int, event_type: str, data: bytes, seat: int | None, time_ms: int) -> StoredEvent:
    return StoredEvent(version, event_type, data, seat, "", b"", time_ms, "")


def created_match(name: str, seed: bytes) -> Match[Any]:
    """A match as the runner creates it: MatchCreated with clocks, then the game's setup."""
    game = games.load(name)
    seats = game.max_seats
    created = common_pb2.MatchCreated(
        game=name,
        options=pack(game.options_type()),
        seats=[HUMAN] * seats,
        seed_commitment=commitment(seed),
        clock=CLOCK,
    )
    log = [stored(1, MATCH_CREATED, created.SerializeToString(), None, START_MS)]
    event_type = game.event_type.DESCRIPTOR.full_name
    for event in game.setup(game.options_type(), seats, setup_rng(seed)):
        log.append(stored(len(log) + 1, event_type, event.SerializeToString(), None, START_MS))
    return fold_events(game, empty_match("m", seed), log)


def fold_of(game: Any, match: Match[Any], decision: Decision[Any], time_ms: int) -> Match[Any]:
    """The decision's events folded one by one as stored entries, as a replica loading them does."""
    batch = [
        stored(match.version + 1 + offset, event.type, event.data, event.seat, time_ms)
        for offset, event in enumerate(decision.events)
    ]
    return fold_events(game, match, batch)


@pytest.mark.parametrize("name", games.names())
def test_a_decisions_match_is_the_fold_of_its_events(name: str) -> None:
    game = games.load(name)
    seed = name.encode().ljust(32, b".")
    match = created_match(name, seed)
    chooser = Rng(seed, "fold-test")
    time_ms = START_MS
    for _ in range(150):
        if match.platform.finished:
            break
        time_ms += 1 + chooser.below(3_000)
        waiting = game.awaiting(match.require_state())
        # A game deadline now and then (always when nobody can act), at the moment it runs out.
        deadlines = {key: due for key, due in timers(match).items() if not key.startswith("clock:")}
        if deadlines and (not waiting or chooser.below(10) == 0):
            key = min(deadlines, key=deadlines.__getitem__)
            time_ms = max(time_ms, deadlines[key])
            decision = decide_timer(game, match, key, time_ms)
        else:
            seat = chooser.choice(waiting)
            command = game.random_command(match.require_state(), seat, chooser)
            assert command is not None, f"{game.name}: awaited seat {seat} has no legal command"
            decision = decide_command(game, match, seat, command, time_ms)
        assert decision.after == fold_of(game, match, decision, time_ms)
        match = decision.after
    assert match.version > 10
