"""What a notice (services/core/notices.py) means to webhooks: the events, their keys and bodies.

Operators' endpoints hear of every match: `match.created`, `match.started`, `match.finished`.
Players' endpoints hear what their feed (Players.WatchPlayer) tells them, and only that: the same
function decides (gateway/feed.py `player_notices`), so a webhook never tells a player more than
their feed does — nothing of a match they hold no seat in, private or not.
"""

from __future__ import annotations

import datetime as dt
import json
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ludus.v1 import common_pb2, players_pb2

from gateway.feed import invitation_notice, player_notices
from services.core.notices import Notice

MATCH_CREATED = "match.created"
MATCH_STARTED = "match.started"
MATCH_FINISHED = "match.finished"
#: What an operator's endpoint may subscribe to.
OPERATOR_EVENTS = (MATCH_CREATED, MATCH_STARTED, MATCH_FINISHED)

YOUR_TURN = "your_turn"
INVITED = "invited"
PLAYER_MATCH_STARTED = "match_started"
PLAYER_MATCH_ENDED = "match_ended"
#: What a player's endpoint may subscribe to.
PLAYER_EVENTS = (YOUR_TURN, INVITED, PLAYER_MATCH_STARTED, PLAYER_MATCH_ENDED)

#: A receiver's test (PingWebhook, `ludus webhooks ping`); every endpoint may be pinged.
PING = "ping"

_PLAYER_KINDS = {
    players_pb2.NOTICE_KIND_YOUR_TURN: YOUR_TURN,
    players_pb2.NOTICE_KIND_INVITED: INVITED,
    players_pb2.NOTICE_KIND_MATCH_STARTED: PLAYER_MATCH_STARTED,
    players_pb2.NOTICE_KIND_MATCH_ENDED: PLAYER_MATCH_ENDED,
}
_STATUS_NAMES: dict[int, str] = {
    common_pb2.MATCH_STATUS_WAITING: "waiting",
    common_pb2.MATCH_STATUS_ACTIVE: "active",
    common_pb2.MATCH_STATUS_FINISHED: "finished",
}


@dataclass(frozen=True)
class Event:
    type: str
    #: Unique among one endpoint's events: a notice read twice (the stream is read at least
    #: once), or two notices telling the same thing, queue one delivery.
    key: str
    #: Whose endpoints hear it; None: the operator's.
    player: uuid.UUID | None
    data: Mapping[str, Any]


def operator_events(notice: Notice) -> list[Event]:
    """A match notice's platform-wide events."""
    fields = notice.fields
    match_id = fields["match"]
    status = int(fields.get("status") or 0)
    data = {
        "match_id": match_id,
        "game": fields["game"],
        "version": int(fields.get("version") or 0),
        "status": _STATUS_NAMES.get(status, "unknown"),
    }
    found = []
    if fields.get("created"):
        found.append(Event(MATCH_CREATED, f"{MATCH_CREATED}:{match_id}", None, data))
    if fields.get("started"):
        found.append(Event(MATCH_STARTED, f"{MATCH_STARTED}:{match_id}", None, data))
    if status == common_pb2.MATCH_STATUS_FINISHED:
        found.append(Event(MATCH_FINISHED, f"{MATCH_FINISHED}:{match_id}", None, data))
    return found


def _player_event(told: players_pb2.PlayerNotice, player: uuid.UUID) -> Event | None:
    kind = _PLAYER_KINDS.get(told.kind)
    if kind is None:
        return None
    data: dict[str, Any] = {"match_id": told.match_id, "game": told.game, "seat": told.seat}
    if kind == YOUR_TURN:
        key = f"{kind}:{told.match_id}:{told.seat}:{told.version}"
        data["version"] = told.version
        data["deadline"] = told.deadline.ToJsonString() if told.HasField("deadline") else None
    elif kind == INVITED:
        key = f"{kind}:{told.match_id}:{told.seat}:{player}"
        data["invited_by"] = told.invited_by
    else:
        key = f"{kind}:{told.match_id}:{told.seat}"
        data["version"] = told.version
    return Event(kind, key, player, data)


def seat_events(notice: Notice, seat: int, player: uuid.UUID) -> list[Event]:
    """What a match notice tells the holder of `seat`, as webhook events."""
    found = (_player_event(told, player) for told in player_notices(notice, seat))
    return [event for event in found if event is not None]


def invitation_event(notice: Notice) -> Event | None:
    player = uuid.UUID(notice.fields["player"])
    return _player_event(invitation_notice(notice), player)


def body(delivery_id: uuid.UUID, event: Event, created_at: dt.datetime) -> str:
    """The JSON every attempt of a delivery sends (docs/api.md shows it)."""
    return json.dumps(
        {
            "id": str(delivery_id),
            "type": event.type,
            "created_at": created_at.astimezone(dt.UTC).isoformat().replace("+00:00", "Z"),
            "data": dict(event.data),
        },
        separators=(",", ":"),
        sort_keys=True,
    )
