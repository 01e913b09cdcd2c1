"""The result's full order (docs/rules/zapp_zerapp.md, D25): apprentices home first, then how far
the rest have come; seats equal on both share a rank.

Ratings read `Outcome.ranks`, so "the winner and everyone else second" is not enough: a seat with
two apprentices home has played better than a seat with none, and of two seats with one home the
one whose others are further round the track is closer to winning.
"""

from __future__ import annotations

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.games.zapp_zerapp.board import Board
from services.games.zapp_zerapp.state import ZappState


def steps_done(board: Board, state: ZappState, colour: int) -> int:
    """Steps the colour's apprentices not yet home have covered towards their city: 0 in the
    start, the lap's length less the steps still to go on the track (the position model, R3)."""
    lap = board.steps_to_city_from_start(colour)
    return sum(
        lap - board.steps_to_city_from_track(colour, apprentice.space)
        for apprentice in state.apprentices_of(colour)
        if apprentice.area == pb.ZAPP_ZERAPP_AREA_TRACK
    )


def standing(board: Board, state: ZappState, seat: int) -> tuple[int, int]:
    """What a seat is ranked by, larger is better: (apprentices home, steps the rest have done)."""
    colour = state.colours[seat]
    return (state.home(colour), steps_done(board, state, colour))


def ranks(board: Board, state: ZappState) -> tuple[int, ...]:
    """Competition ranking ("1, 2, 2, 4"): one more than the number of seats standing strictly
    better. The winner has every apprentice home, so it alone ranks 1."""
    standings = [standing(board, state, seat) for seat in range(state.seats)]
    return tuple(1 + sum(other > mine for other in standings) for mine in standings)
