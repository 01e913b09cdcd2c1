"""What the clients return: decoded events, turns and submissions, and seat specs to create with.

Shared by the sync and the asyncio client; nothing here does I/O.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from google.protobuf.message import Message
from ludus.v1 import common_pb2, gateway_pb2

from ludus_client.registry import Registry

FINISHED = common_pb2.MATCH_STATUS_FINISHED
#: The platform event that ends every match (the watch stream closes after it).
MATCH_ENDED = common_pb2.MatchEnded.DESCRIPTOR.full_name
#: ListLegalCommands' page size: the most the gateway answers at once.
LEGAL_PAGE = 1000


def human(name: str = "") -> common_pb2.SeatSpec:
    return common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN, name=name)


def open_seat() -> common_pb2.SeatSpec:
    return common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)


def bot(level: str = "random", name: str = "") -> common_pb2.SeatSpec:
    return common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_BOT, bot_level=level, name=name)


def new_command_id() -> str:
    return uuid.uuid4().hex


@dataclass(frozen=True)
class Event:
    """One event of a match: the game's event or a platform event (MatchCreated, MatchEnded, ...)."""

    version: int
    seat: int | None
    command_id: str
    time: datetime
    message: Message
    raw: common_pb2.MatchEvent

    @property
    def type_name(self) -> str:
        return self.message.DESCRIPTOR.full_name

    @property
    def ends_match(self) -> bool:
        return self.type_name == MATCH_ENDED


@dataclass(frozen=True)
class Turn:
    """What a seat may do now: its legal commands (decoded) at `version`, and its view."""

    version: int
    commands: list[Message]
    view: Message | None
    match: common_pb2.MatchInfo | None
    not_before_ms: int = 0


@dataclass(frozen=True)
class Submitted:
    """An applied command: the match's version after it and the events it caused."""

    command_id: str
    version: int
    events: list[Event]
    duplicate: bool
    status: int
    awaiting: list[int]
    #: How many times it was sent (more than 1 after transport retries, same command id each time).
    attempts: int = 1

    @property
    def finished(self) -> bool:
        return self.status == FINISHED


@dataclass
class CreatedMatch:
    """A new match and the tokens of its human seats."""

    match: common_pb2.MatchInfo
    tokens: dict[int, str] = field(default_factory=dict)

    @property
    def match_id(self) -> str:
        return self.match.match_id


def decode_event(registry: Registry, raw: common_pb2.MatchEvent) -> Event:
    return Event(
        version=raw.version,
        seat=raw.seat if raw.HasField("seat") else None,
        command_id=raw.command_id,
        time=raw.time.ToDatetime(),
        message=registry.unpack(raw.event),
        raw=raw,
    )


def create_request(
    registry: Registry,
    game: str,
    seats: Sequence[common_pb2.SeatSpec],
    options: Message | None,
    clock: common_pb2.ClockOptions | None,
) -> gateway_pb2.CreateMatchRequest:
    request = gateway_pb2.CreateMatchRequest(game=game, seats=list(seats))
    if options is not None:
        request.options.CopyFrom(registry.pack(options))
    if clock is not None:
        request.clock.CopyFrom(clock)
    return request


def submit_request(
    registry: Registry, match_id: str, token: str, command: Message, expected_version: int | None, command_id: str
) -> gateway_pb2.SubmitCommandRequest:
    request = gateway_pb2.SubmitCommandRequest(
        match_id=match_id, token=token, command=registry.pack(command), command_id=command_id
    )
    if expected_version is not None:
        request.expected_version = expected_version
    return request


def submitted(
    registry: Registry, command_id: str, reply: gateway_pb2.SubmitCommandResponse, attempts: int
) -> Submitted:
    return Submitted(
        command_id=command_id,
        version=reply.version,
        events=[decode_event(registry, event) for event in reply.events],
        duplicate=reply.duplicate,
        status=reply.status,
        awaiting=list(reply.awaiting),
        attempts=attempts,
    )


class WatchCursor:
    """The resumable watch's memory: the next version wanted. Events below it (a reconnection's
    overlap) are dropped, so a resumed watch has no duplicate; the server sends versions in order
    from the one asked for, so none is skipped."""

    def __init__(self, from_version: int) -> None:
        self.next_version = max(from_version, 1)
        self.ended = False

    def request(self, match_id: str, token: str) -> gateway_pb2.WatchMatchRequest:
        return gateway_pb2.WatchMatchRequest(match_id=match_id, token=token, from_version=self.next_version)

    def accept(self, raw: common_pb2.MatchEvent) -> bool:
        """True if `raw` is the next event (to deliver); False if already delivered."""
        if raw.version < self.next_version:
            return False
        if raw.version > self.next_version:
            raise RuntimeError(f"watch skipped from version {self.next_version} to {raw.version}")
        self.next_version = raw.version + 1
        return True
