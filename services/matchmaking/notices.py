"""What quick match and rematch tell players, on the shared notice stream (services/core/notices.py).

Each such notice names one player (`player`, their id) and reaches only that player's feed
(gateway/feed.py), like an invitation: nobody hears of another's queue or rematch. Fields:

    kind        one of KINDS
    player      the player told
    game        the game
    match       the match ("matched", "rematch_ready"; "" otherwise)
    seat        the player's seat in it ("matched", "rematch_ready")
    rated       "1" if the queued request asked for a rated match ("matched")
    rematch_of  the finished match ("rematch_*")
    expires     when the proposal lapses, ms since the epoch ("rematch_proposed")
    by          who proposed ("rematch_proposed") or declined ("rematch_declined")
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping

from google.protobuf.timestamp_pb2 import Timestamp
from ludus.v1 import players_pb2

from services.core.notices import Notice

MATCHED = "matched"
REMATCH_PROPOSED = "rematch_proposed"
REMATCH_READY = "rematch_ready"
REMATCH_DECLINED = "rematch_declined"
QUEUE_TIMED_OUT = "queue_timed_out"

KINDS: Mapping[str, players_pb2.NoticeKind] = {
    MATCHED: players_pb2.NOTICE_KIND_MATCHED,
    REMATCH_PROPOSED: players_pb2.NOTICE_KIND_REMATCH_PROPOSED,
    REMATCH_READY: players_pb2.NOTICE_KIND_REMATCH_READY,
    REMATCH_DECLINED: players_pb2.NOTICE_KIND_REMATCH_DECLINED,
    QUEUE_TIMED_OUT: players_pb2.NOTICE_KIND_QUEUE_TIMED_OUT,
}


def fields(kind: str, player: str, game: str, **extra: str | int | bool) -> dict[str, str]:
    """A notice's fields (all text, as the stream keeps them)."""
    found = {"kind": kind, "player": player, "game": game}
    for key, value in extra.items():
        found[key] = ("1" if value else "") if isinstance(value, bool) else str(value)
    return found


def addressed(notice: Notice) -> tuple[uuid.UUID, players_pb2.PlayerNotice] | None:
    """The player a quick-match or rematch notice is for, and what their feed shows; None for
    any other notice."""
    values = notice.fields
    kind = KINDS.get(values.get("kind", ""))
    if kind is None:
        return None
    told = players_pb2.PlayerNotice(
        cursor=notice.id,
        kind=kind,
        game=values.get("game", ""),
        match_id=values.get("match", ""),
        seat=int(values.get("seat") or 0),
        rated=values.get("rated") == "1",
        rematch_of=values.get("rematch_of", ""),
        by=values.get("by", ""),
    )
    if values.get("expires"):
        expires = int(values["expires"])
        told.expires_at.CopyFrom(Timestamp(seconds=expires // 1000, nanos=expires % 1000 * 1_000_000))
    return uuid.UUID(values["player"]), told
