"""A finished match's standings, read from its archived MatchInfo: each seat's rank, score, holder
and outcome — what the directory and the players' histories record."""

from __future__ import annotations

from dataclasses import dataclass

from ludus.v1 import common_pb2

from services.archive.records import ArchivedMatch

WON = "won"
LOST = "lost"
DRAWN = "drawn"
OUTCOMES = (WON, LOST, DRAWN)


@dataclass(frozen=True)
class Standing:
    seat: int
    #: The seat's display name (MatchInfo's), possibly empty.
    name: str
    #: The SeatKind's name ("SEAT_KIND_HUMAN", …).
    kind: str
    rank: int
    score: int
    #: The signed-in player who held the seat when the match ended, if any (UUID text).
    player: str | None
    outcome: str


def outcome(seat: int, winners: set[int], seat_count: int) -> str:
    """Won, lost or drawn. A win shared by every seat beat nobody, so it is a draw; a win shared
    by some seats is a win for each of them."""
    if seat not in winners:
        return LOST
    return DRAWN if len(winners) >= seat_count else WON


def match_info(match: ArchivedMatch) -> common_pb2.MatchInfo:
    info = common_pb2.MatchInfo()
    info.ParseFromString(match.info)
    return info


def standings(match: ArchivedMatch) -> list[Standing]:
    """Every seat, in seat order."""
    info = match_info(match)
    winners = set(info.result.winners)
    scores = {score.seat: score for score in info.result.scores}
    seat_count = len(info.seats)
    return [
        Standing(
            seat=seat.seat,
            name=seat.name,
            kind=common_pb2.SeatKind.Name(seat.kind),
            # A seat missing from the scores (a game without them) ranks by winning alone.
            rank=scores[seat.seat].rank if seat.seat in scores else (1 if seat.seat in winners else 2),
            score=scores[seat.seat].score if seat.seat in scores else 0,
            player=match.players.get(seat.seat),
            outcome=outcome(seat.seat, winners, seat_count),
        )
        for seat in info.seats
    ]
