"""A match as the platform sees it: the platform's part (seats, status, seed commitment) around the
game's own state, folded from the stream's events. Pure: no I/O here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Generic

import msgspec
from google.protobuf import any_pb2, timestamp_pb2
from ludus.v1 import common_pb2

from services.core.codec import decode_state, encode_state, pack, parse
from services.core.game import Game, Outcome, S
from services.core.store import GENESIS_HASH, StoredEvent

MATCH_CREATED = common_pb2.MatchCreated.DESCRIPTOR.full_name
SEAT_CLAIMED = common_pb2.SeatClaimed.DESCRIPTOR.full_name
MATCH_ENDED = common_pb2.MatchEnded.DESCRIPTOR.full_name
PLATFORM_EVENTS = {
    MATCH_CREATED: common_pb2.MatchCreated,
    SEAT_CLAIMED: common_pb2.SeatClaimed,
    MATCH_ENDED: common_pb2.MatchEnded,
}


@dataclass(frozen=True)
class SeatState:
    kind: int
    bot_level: str = ""
    name: str = ""
    occupied: bool = True

    @property
    def is_bot(self) -> bool:
        return self.kind == common_pb2.SEAT_KIND_BOT


@dataclass(frozen=True)
class Platform:
    """The platform's part of a match's state."""

    game: str = ""
    options: bytes = b""  # the serialised Any the match was created with
    seats: tuple[SeatState, ...] = ()
    commitment: str = ""
    created_ms: int = 0
    finished: bool = False
    result: bytes = b""  # serialised MatchResult once finished

    @property
    def waiting_for_players(self) -> bool:
        return any(not seat.occupied for seat in self.seats)

    @property
    def status(self) -> int:
        if self.finished:
            return common_pb2.MATCH_STATUS_FINISHED
        if self.waiting_for_players:
            return common_pb2.MATCH_STATUS_WAITING
        return common_pb2.MATCH_STATUS_ACTIVE


@dataclass(frozen=True)
class Match(Generic[S]):
    """A match at one version."""

    match_id: str
    version: int
    last_hash: str
    platform: Platform
    state: S | None
    #: The secret seed: known to the service, never in a view, snapshot or client event.
    seed: bytes = field(default=b"", repr=False)

    def require_state(self) -> S:
        if self.state is None:
            raise RuntimeError(f"match {self.match_id} has no game state yet")
        return self.state


class _SnapshotBody(msgspec.Struct):
    platform: Platform
    game: bytes


def empty_match(match_id: str, seed: bytes) -> Match[Any]:
    return Match(match_id, 0, GENESIS_HASH, Platform(), None, seed)


def apply_event(game: Game[S], match: Match[S], event: StoredEvent) -> Match[S]:
    """Fold one stored event into the match."""
    platform = match.platform
    state = match.state
    if event.type == MATCH_CREATED:
        created = parse(event.data, common_pb2.MatchCreated)
        options = game.options_type()
        if created.options.type_url:
            created.options.Unpack(options)
        platform = Platform(
            game=created.game,
            options=created.options.SerializeToString(),
            seats=tuple(
                SeatState(
                    kind=spec.kind,
                    bot_level=spec.bot_level,
                    name=spec.name,
                    occupied=spec.kind != common_pb2.SEAT_KIND_OPEN,
                )
                for spec in created.seats
            ),
            commitment=created.seed_commitment,
            created_ms=event.time_ms,
        )
        state = game.initial_state(options, len(created.seats))
    elif event.type == SEAT_CLAIMED:
        claimed = parse(event.data, common_pb2.SeatClaimed)
        seats = list(platform.seats)
        seats[claimed.seat] = replace(seats[claimed.seat], occupied=True, name=claimed.name)
        platform = replace(platform, seats=tuple(seats))
    elif event.type == MATCH_ENDED:
        ended = parse(event.data, common_pb2.MatchEnded)
        platform = replace(platform, finished=True, result=ended.result.SerializeToString())
    else:
        state = game.evolve(match.require_state(), parse(event.data, game.event_type))
    return Match(match.match_id, event.version, event.hash, platform, state, match.seed)


def fold_events(game: Game[S], match: Match[S], events: list[StoredEvent]) -> Match[S]:
    for event in events:
        match = apply_event(game, match, event)
    return match


def awaiting(game: Game[S], match: Match[S]) -> tuple[int, ...]:
    if match.platform.status != common_pb2.MATCH_STATUS_ACTIVE or match.state is None:
        return ()
    return game.awaiting(match.state)


def outcome_message(outcome: Outcome) -> common_pb2.MatchResult:
    result = common_pb2.MatchResult(winners=list(outcome.winners))
    for seat, (score, rank) in enumerate(zip(outcome.scores, outcome.ranks, strict=True)):
        result.scores.add(seat=seat, score=score, rank=rank)
    if outcome.details is not None:
        result.details.CopyFrom(pack(outcome.details))
    return result


def match_info(game: Game[S], match: Match[S]) -> common_pb2.MatchInfo:
    """The public summary of a match."""
    platform = match.platform
    info = common_pb2.MatchInfo(
        match_id=match.match_id,
        game=platform.game,
        version=match.version,
        status=platform.status,  # type: ignore[arg-type]
        awaiting=list(awaiting(game, match)),
        seed_commitment=platform.commitment,
        created_at=timestamp_pb2.Timestamp(
            seconds=platform.created_ms // 1000, nanos=(platform.created_ms % 1000) * 1_000_000
        ),
    )
    for index, seat in enumerate(platform.seats):
        info.seats.add(
            seat=index,
            kind=seat.kind,
            bot_level=seat.bot_level,
            name=seat.name,
            occupied=seat.occupied,
        )
    if platform.options:
        options = any_pb2.Any()
        options.ParseFromString(platform.options)
        info.options.CopyFrom(options)
    if platform.result:
        info.result.ParseFromString(platform.result)
    return info


def encode_snapshot(game: Game[S], match: Match[S]) -> bytes:
    body = _SnapshotBody(platform=match.platform, game=encode_state(match.require_state()))
    return encode_state(body)


def decode_snapshot(game: Game[S], match_id: str, version: int, last_hash: str, data: bytes, seed: bytes) -> Match[S]:
    body = decode_state(data, _SnapshotBody)
    state = decode_state(body.game, game.state_type)
    return Match(match_id, version, last_hash, body.platform, state, seed)
