"""Creating a match whose human seats players already hold (quick match and rematch).

The match is created on its game's service with every human seat SEAT_KIND_HUMAN (nobody else
can ever claim one: there is no open seat) and the bots' seats as asked; then each player's seat
is recorded in the players' `seats` table, which is what lets their access token act in it at
once (gateway/identity.py), and a `seated` notice per seat tells every gateway's feed reader who
holds it (so the match's first notice reaches them too, gateway/feed.py). No seat token is ever
minted for these seats: the players play them with their access tokens.

The seats are recorded after the match exists (its id comes from its service). A process that
dies in between leaves a match with unrecorded seats: nobody can act in it, and the archive's
pass closes it as abandoned; the queue's `recover` gives the players their place back.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ludus.v1 import common_pb2, gateway_pb2
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.caller import CALLER_REMATCH_OF_KEY, Caller
from services.core.hosting import game_metadata
from services.core.notices import SEATED, NoticeLog
from services.players import schema

#: CreateMatchRequest's field for a rated match (services/ratings' part of the protos).
RATED_FIELD = "rated"


class SeatTable:
    """The players' `seats` table (what services/players/accounts.py's `take_seat` writes, one
    row per seat), written for a whole match in one statement."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine

    async def take_seats(self, match_id: str, holders: Mapping[int, str]) -> None:
        rows = [
            {"match_id": match_id, "seat": seat, "player_id": uuid.UUID(player)} for seat, player in holders.items()
        ]
        async with self.engine.begin() as connection:
            await connection.execute(pg_insert(schema.seats).values(rows).on_conflict_do_nothing())


class StubFor(Protocol):
    """The async game-service stub (ludus.backend.v1.GameService) of a game."""

    def __call__(self, game: str) -> Any: ...


@dataclass(frozen=True)
class Placed:
    match: common_pb2.MatchInfo
    #: Seat -> the player holding it.
    holders: Mapping[int, str]


class Placement:
    """Makes matches for players: `caller` is who the game service sees calling (the workers'
    matchmaker calls as a worker, the gateway's rematch as the proposing player)."""

    def __init__(self, stub_for: StubFor, seats: SeatTable, notices: NoticeLog, timeout: float = 10.0) -> None:
        self.stub_for = stub_for
        self.seats = seats
        self.notices = notices
        self.timeout = timeout

    async def place(
        self,
        game: str,
        specs: Sequence[common_pb2.SeatSpec],
        holders: Mapping[int, str],
        caller: Caller,
        *,
        options: Any = None,
        clock: common_pb2.ClockOptions | None = None,
        rematch_of: str = "",
        rated: bool = False,
        visibility: int = common_pb2.VISIBILITY_PUBLIC,
        spectators: int = common_pb2.SPECTATOR_POLICY_UNSPECIFIED,
        on_created: Callable[[str], Awaitable[None]] | None = None,
    ) -> Placed:
        """Create the match (seats in `specs`, each of `holders`' seats SEAT_KIND_HUMAN) and
        record its holders. `rated` is the queued request's choice: it goes to the match as
        CreateMatchRequest's `rated` field, on a platform whose protos have one (the ratings').
        Raises grpc.aio.AioRpcError if the service refuses or fails: then nothing was created.
        `on_created(match_id)` runs before any seat is recorded (a private match's hosting
        record, so that nothing about it shows before it is in place)."""
        request = gateway_pb2.CreateMatchRequest(
            game=game,
            seats=list(specs),
            visibility=visibility,  # type: ignore[arg-type]
            spectators=spectators,  # type: ignore[arg-type]
        )
        if rated and RATED_FIELD in request.DESCRIPTOR.fields_by_name:
            setattr(request, RATED_FIELD, True)
        if options is not None:
            request.options.CopyFrom(options)
        if clock is not None:
            request.clock.CopyFrom(clock)
        metadata = game_metadata(game) + caller.metadata()
        if rematch_of:
            metadata = (*metadata, (CALLER_REMATCH_OF_KEY, rematch_of))
        reply = await self.stub_for(game).CreateMatch(request, timeout=self.timeout, metadata=metadata)
        match: common_pb2.MatchInfo = reply.match
        if on_created is not None:
            await on_created(match.match_id)
        if holders:
            await self.seats.take_seats(match.match_id, holders)
        await asyncio.gather(
            *(
                self.notices.publish(
                    {"kind": SEATED, "game": game, "match": match.match_id, "seat": str(seat), "player": player}
                )
                for seat, player in sorted(holders.items())
            )
        )
        return Placed(match, dict(holders))


def human() -> common_pb2.SeatSpec:
    return common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)


def bot(level: str = "") -> common_pb2.SeatSpec:
    return common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_BOT, bot_level=level)
