"""Finished matches for the archive's tests, played through a runner with random legal commands
(every game ends within a few hundred commands this way: under a second in memory)."""

from __future__ import annotations

from typing import Any

from ludus.v1 import common_pb2

from services.core.codec import pack
from services.core.match import Match
from services.core.rng import Rng
from services.core.runner import MatchRunner

HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)


async def play_to_end(runner: MatchRunner[Any], seed: bytes = b"archive-tests" * 3) -> Match[Any]:
    """A new match of the runner's game with its fewest seats, all human, played to its end."""
    game = runner.game
    match = await runner.create(None, [HUMAN] * game.min_seats)
    rng = Rng(seed, match.match_id)
    while not (current := await runner.load(match.match_id)).platform.finished:
        waiting = game.awaiting(current.require_state())
        assert waiting, f"{match.match_id} awaits nobody before its end"
        seat = rng.choice(waiting)
        version, commands, _ = await runner.legal_commands(match.match_id, seat)
        await runner.submit(match.match_id, seat, pack(rng.choice(commands)), version, f"c{version}")
    return current
