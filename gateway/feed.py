"""Players' feeds (Players.WatchPlayer): one reader of the notice stream per gateway, fanned out.

The runner adds a notice to `ludus:notices` whenever a match's awaited seats, status or absent
seats change; the gateway adds `invited` and `seated` ones (services/core/notices.py). This
process reads the stream once, whatever the number of feeds (as services/core/fanout.py shares
one reader among a match's watchers), turns each match notice into the notices of the players
holding its seats — seat to player from PostgreSQL's `seats`, cached per match and kept current
by the `seated` notices every gateway adds after recording a seat — and hands them to the feeds
of those players connected here. A notice only ever reaches the holder of a seat it names, or the
player an invitation names, so nobody hears of another's private match.

A seat recorded after its match's notice was read (a CreateMatch's own creator: the match exists,
and awaits them, before the gateway records their seat) still gets it: the last match notice of
each match is kept, and a `seated` notice replays it to the newly seated player.

Resuming (a cursor, the stream entry id): a feed opened with `after` first reads the stream's
stored entries after it for its player, then goes on live, skipping what it already sent.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections import OrderedDict, defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import TypeVar

from google.protobuf.timestamp_pb2 import Timestamp
from ludus.v1 import common_pb2, players_pb2

from services.core.errors import Contention, ResourceExhausted
from services.core.notices import INVITED, MATCH, SEATED, Notice, NoticeLog, seats_of
from services.matchmaking import notices as matchmaking

log = logging.getLogger(__name__)
V = TypeVar("V")

#: Seat -> player of a match, from PostgreSQL.
SeatLookup = Callable[[str], Awaitable[Mapping[int, uuid.UUID]]]

#: Matches whose seat holders and last notice are kept (least recently noticed dropped first).
KEPT_MATCHES = 20_000
#: Notices a feed may fall behind by before it is ended (the client resumes with its cursor).
FEED_BACKLOG = 1_000


def _order(notice_id: str) -> tuple[int, int]:
    milliseconds, _, sequence = notice_id.partition("-")
    return int(milliseconds), int(sequence or 0)


def player_notices(notice: Notice, seat: int) -> list[players_pb2.PlayerNotice]:
    """What a match notice tells the holder of `seat` (possibly nothing)."""
    fields = notice.fields
    match_id, game, version = fields["match"], fields["game"], int(fields.get("version") or 0)

    def told_of(kind: players_pb2.NoticeKind) -> players_pb2.PlayerNotice:
        return players_pb2.PlayerNotice(
            cursor=notice.id, kind=kind, match_id=match_id, game=game, seat=seat, version=version
        )

    told: list[players_pb2.PlayerNotice] = []
    if fields.get("started"):
        told.append(told_of(players_pb2.NOTICE_KIND_MATCH_STARTED))
    if fields.get("status") == str(common_pb2.MATCH_STATUS_FINISHED):
        told.append(told_of(players_pb2.NOTICE_KIND_MATCH_ENDED))
    if seat in seats_of(fields.get("taken_over", "")):
        told.append(told_of(players_pb2.NOTICE_KIND_SEAT_TAKEN_OVER))
    if seat in seats_of(fields.get("awaiting", "")):
        turn = told_of(players_pb2.NOTICE_KIND_YOUR_TURN)
        if fields.get("deadline"):
            turn.deadline.CopyFrom(Timestamp(seconds=int(fields["deadline"]) // 1000))
            turn.deadline.nanos = int(fields["deadline"]) % 1000 * 1_000_000
        told.append(turn)
    return told


def invitation_notice(notice: Notice) -> players_pb2.PlayerNotice:
    fields = notice.fields
    return players_pb2.PlayerNotice(
        cursor=notice.id,
        kind=players_pb2.NOTICE_KIND_INVITED,
        match_id=fields["match"],
        game=fields["game"],
        seat=int(fields["seat"]),
        invited_by=fields.get("by", ""),
    )


@dataclass
class _LastNotice:
    """A match's last notice, and the seats whose holders were known when it was read."""

    notice: Notice
    told: set[int]


class _Feed:
    """One open WatchPlayer stream's queue."""

    def __init__(self) -> None:
        self.queue: asyncio.Queue[players_pb2.PlayerNotice] = asyncio.Queue()
        self.overflowed = False

    def put(self, notice: players_pb2.PlayerNotice) -> None:
        if self.queue.qsize() >= FEED_BACKLOG:
            self.overflowed = True
            return
        self.queue.put_nowait(notice)


class PlayerFeeds:
    def __init__(self, notices: NoticeLog, seat_lookup: SeatLookup, per_player: int, block_ms: int = 5_000) -> None:
        self.notices = notices
        self.seat_lookup = seat_lookup
        self.per_player = per_player
        self.block_ms = block_ms
        self._feeds: dict[uuid.UUID, set[_Feed]] = defaultdict(set)
        self._holders: OrderedDict[str, dict[int, uuid.UUID]] = OrderedDict()
        self._last: OrderedDict[str, _LastNotice] = OrderedDict()
        self._reader: asyncio.Task[None] | None = None
        self._started = asyncio.Event()

    # -- feeds ---------------------------------------------------------------------------------

    @contextlib.contextmanager
    def _open(self, player: uuid.UUID) -> Iterator[_Feed]:
        held = self._feeds[player]
        if len(held) >= self.per_player:
            raise ResourceExhausted(
                f"a player may hold {self.per_player} feeds at once on this gateway (LUDUS_FEED_STREAMS_PER_PLAYER);"
                " close one first",
                "FEED_STREAMS",
            )
        feed = _Feed()
        held.add(feed)
        try:
            yield feed
        finally:
            held.discard(feed)
            if not held:
                del self._feeds[player]

    async def follow(
        self, player: uuid.UUID, after: str = "", ready: Callable[[], Awaitable[None]] | None = None
    ) -> AsyncIterator[players_pb2.PlayerNotice]:
        """The player's notices: those stored after `after` (if given), then live ones. `ready`
        is awaited once the feed is subscribed: from then on nothing is missed."""
        with self._open(player) as feed:
            await self._ensure_reader()
            if ready is not None:
                await ready()
            sent = after
            if after:
                async for notice in self._replay(player, after):
                    sent = notice.cursor
                    yield notice
            while True:
                if feed.overflowed:
                    raise Contention(
                        "this feed fell too far behind; reconnect with the last cursor received", "FEED_BEHIND"
                    )
                notice = await feed.queue.get()
                if sent and _order(notice.cursor) <= _order(sent):
                    continue  # the replay sent it already
                yield notice

    async def _replay(self, player: uuid.UUID, after: str) -> AsyncIterator[players_pb2.PlayerNotice]:
        cursor = after
        while True:
            page = await self.notices.since(cursor)
            if not page:
                return
            for notice in page:
                cursor = notice.id
                for told in await self._told(notice, only=player):
                    yield told

    # -- the reader ----------------------------------------------------------------------------

    async def _ensure_reader(self) -> None:
        if self._reader is None:
            self._reader = asyncio.create_task(self._read())
        await self._started.wait()

    async def _read(self) -> None:
        cursor = ""
        while True:
            try:
                if not cursor:
                    cursor = await self.notices.last_id()
                    self._started.set()
                for notice in await self.notices.read(cursor, self.block_ms):
                    cursor = notice.id
                    await self._dispatch(notice)
            except asyncio.CancelledError:
                raise
            except Exception:
                # Redis or PostgreSQL away for a moment: feeds stay open and resume from here.
                log.exception("the players' feed reader failed; retrying")
                await asyncio.sleep(1.0)

    async def _dispatch(self, notice: Notice) -> None:
        for player, told in await self._addressed(notice):
            for feed in self._feeds.get(player, ()):
                feed.put(told)

    async def _addressed(self, notice: Notice) -> list[tuple[uuid.UUID, players_pb2.PlayerNotice]]:
        """(player, notice) for everything this stream entry tells connected players."""
        kind, fields = notice.fields.get("kind"), notice.fields
        if kind == INVITED:
            return [(uuid.UUID(fields["player"]), invitation_notice(notice))]
        direct = matchmaking.addressed(notice)  # quick match and rematch: one named player
        if direct is not None:
            return [direct]
        if kind == SEATED:
            match_id, seat, player = fields["match"], int(fields["seat"]), uuid.UUID(fields["player"])
            holders = self._holders.get(match_id)
            if holders is not None:
                holders[seat] = player
            last = self._last.get(match_id)
            if last is None or seat in last.told:
                return []
            # The match's last notice came before this seat was known: the seat's holder hears
            # it now, under this entry's cursor (the entry that made it theirs).
            last.told.add(seat)
            return [(player, told) for told in player_notices(replace(last.notice, id=notice.id), seat)]
        if kind != MATCH:
            return []
        match_id = fields["match"]
        holders = await self._holders_of(match_id)
        _keep(self._last, match_id, _LastNotice(notice, set(holders)))
        found: list[tuple[uuid.UUID, players_pb2.PlayerNotice]] = []
        for seat, player in holders.items():
            if player in self._feeds:
                found += [(player, told) for told in player_notices(notice, seat)]
        return found

    async def _told(self, notice: Notice, only: uuid.UUID) -> list[players_pb2.PlayerNotice]:
        """A stored entry's notices for one player (resuming)."""
        kind, fields = notice.fields.get("kind"), notice.fields
        if kind == INVITED:
            return [invitation_notice(notice)] if fields.get("player") == str(only) else []
        direct = matchmaking.addressed(notice)
        if direct is not None:
            return [direct[1]] if direct[0] == only else []
        if kind != MATCH:
            return []
        holders = await self._holders_of(fields["match"])
        return [told for seat, player in holders.items() if player == only for told in player_notices(notice, seat)]

    async def _holders_of(self, match_id: str) -> dict[int, uuid.UUID]:
        holders = self._holders.get(match_id)
        if holders is None:
            holders = dict(await self.seat_lookup(match_id))
            _keep(self._holders, match_id, holders)
        else:
            self._holders.move_to_end(match_id)
        return holders

    async def close(self) -> None:
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader


def _keep(table: OrderedDict[str, V], key: str, value: V) -> None:
    table[key] = value
    table.move_to_end(key)
    while len(table) > KEPT_MATCHES:
        table.popitem(last=False)
