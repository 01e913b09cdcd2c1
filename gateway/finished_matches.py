"""SearchMatches and GetFinishedMatch (ludus.v1.Players): the proto messages mapped onto
services/projections/search.py, and each public match's replay link."""

from __future__ import annotations

from urllib.parse import quote

from google.protobuf.timestamp_pb2 import Timestamp
from ludus.v1 import players_pb2

from services.projections.outcomes import DRAWN, LOST, WON
from services.projections.search import FoundMatch, MatchQuery

OUTCOMES = {
    WON: players_pb2.MATCH_OUTCOME_WON,
    LOST: players_pb2.MATCH_OUTCOME_LOST,
    DRAWN: players_pb2.MATCH_OUTCOME_DRAWN,
}
OUTCOME_NAMES = {number: name for name, number in OUTCOMES.items()}

#: The web face serves a public finished match's replay here (gateway/webface/face.py).
REPLAY_PREFIX = "/replay/"


def replay_url(match_id: str) -> str:
    return REPLAY_PREFIX + quote(match_id, safe="")


def query(request: players_pb2.SearchMatchesRequest) -> MatchQuery:
    return MatchQuery(
        player=request.player or None,
        game=request.game or None,
        finished_from_ms=request.finished_after.ToMilliseconds() if request.HasField("finished_after") else None,
        finished_until_ms=request.finished_before.ToMilliseconds() if request.HasField("finished_before") else None,
        outcome=OUTCOME_NAMES.get(request.outcome) if request.outcome else None,
    )


def _timestamp(ms: int) -> Timestamp:
    stamp = Timestamp()
    stamp.FromMilliseconds(ms)
    return stamp


def finished_match(found: FoundMatch) -> players_pb2.FinishedMatch:
    return players_pb2.FinishedMatch(
        match_id=found.match_id,
        game=found.game,
        created_at=_timestamp(found.created_ms),
        finished_at=_timestamp(found.finished_ms),
        version=found.version,
        seats=[
            players_pb2.FinishedSeat(
                seat=seat.seat,
                name=seat.name,
                kind=seat.kind,
                rank=seat.rank,
                score=seat.score,
                outcome=OUTCOMES[seat.outcome],
                player=seat.player or "",
            )
            for seat in found.seats
        ],
        winners=found.winners,
        public=found.public,
        replay_url=replay_url(found.match_id) if found.public else "",
    )
