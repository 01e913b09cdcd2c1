"""The notice stream: one small entry per change that players (and, later, webhooks) care about.

The game runner, after each append (services/core/runner.py `_after_append`), adds an entry to
the Redis stream NOTICES whenever a match's awaited seats, status or absent seats change; the
gateway adds `invited` and `seated` entries. Each gateway runs one reader of the stream and fans
it out to its connected players' feeds (gateway/feed.py). The stream is capped (XADD MAXLEN ~,
LUDUS_NOTICE_STREAM_LENGTH): it is a live feed with a short memory for reconnecting clients, not
a log — the match streams are the truth. Fields (all text), see docs/architecture.md:

    kind        "match" (a match changed), "invited" (a seat reserved for a player),
                "seated" (a player's seat was recorded)
    game, match the match
    version     the match's version after the change ("match")
    status      WAITING / ACTIVE / FINISHED as the MatchStatus number ("match")
    awaiting    comma-separated seats whose decision is awaited ("match"; may be empty)
    deadline    the awaited seats' earliest clock deadline, ms since the epoch, or "" ("match")
    taken_over  comma-separated seats a bot (or default moves) took over in this change ("match")
    started     "1" if the match became ACTIVE in this change ("match")
    created     "1" if this change created the match ("match"; operators' webhooks)
    player      the player's id ("invited", "seated")
    seat        the seat ("invited", "seated")
    by          the inviting player's name ("invited")

Quick match and rematch add notices addressed to one player each ("matched", "queue_timed_out",
"rematch_proposed", "rematch_ready", "rematch_declined"): services/matchmaking/notices.py.

A failure to add a notice never undoes an append (it is after-append work): a notice is a
convenience, and a client that missed one re-reads its matches.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ludus.v1 import common_pb2
from redis.asyncio import Redis

from services.core.batching import StreamAddBatcher
from services.core.game import Game, S
from services.core.match import Match, awaiting

#: The Redis stream of notices.
NOTICES = "ludus:notices"

MATCH = "match"
INVITED = "invited"
SEATED = "seated"


@dataclass(frozen=True)
class Notice:
    """One entry of the stream: its id (the resume cursor) and its fields."""

    id: str
    fields: Mapping[str, str]


class NoticeLog(Protocol):
    async def publish(self, fields: Mapping[str, str]) -> None:
        """Add one notice."""
        ...

    async def read(self, after: str, block_ms: int, count: int = 500) -> list[Notice]:
        """Notices after the id `after` ("$" only for XREAD: what comes next), waiting up to
        `block_ms` for one if there is none yet."""
        ...

    async def since(self, after: str, count: int = 500) -> list[Notice]:
        """Stored notices strictly after the id `after` (no waiting), oldest first."""
        ...

    async def last_id(self) -> str:
        """The newest notice's id ("0-0" if none)."""
        ...


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


class RedisNotices:
    def __init__(self, redis: Any, max_length: int = 100_000) -> None:
        self._commands: Any = redis
        self.max_length = max_length
        # A service adds a notice after most appends: concurrent ones (different matches) share
        # pipelines, in order, as the appends do. A Cluster client routes each call itself.
        self._adds = StreamAddBatcher(redis, NOTICES, max_length) if isinstance(redis, Redis) else None

    async def publish(self, fields: Mapping[str, str]) -> None:
        if self._adds is not None:
            await self._adds(dict(fields))
            return
        await self._commands.xadd(NOTICES, dict(fields), maxlen=self.max_length, approximate=True)

    async def read(self, after: str, block_ms: int, count: int = 500) -> list[Notice]:
        reply = await self._commands.xread({NOTICES: after}, count=count, block=block_ms)
        return [
            Notice(_text(entry_id), {_text(key): _text(value) for key, value in fields.items()})
            for _stream, entries in reply or ()
            for entry_id, fields in entries
        ]

    async def since(self, after: str, count: int = 500) -> list[Notice]:
        entries = await self._commands.xrange(NOTICES, min=f"({after}", max="+", count=count)
        return [
            Notice(_text(entry_id), {_text(key): _text(value) for key, value in fields.items()})
            for entry_id, fields in entries
        ]

    async def last_id(self) -> str:
        entries = await self._commands.xrevrange(NOTICES, count=1)
        return _text(entries[0][0]) if entries else "0-0"


def _order(notice_id: str) -> tuple[int, int]:
    milliseconds, _, sequence = notice_id.partition("-")
    return int(milliseconds), int(sequence or 0)


class MemoryNotices:
    """The in-memory twin (tests): ids "<n>-0", kept whole."""

    def __init__(self) -> None:
        self.entries: list[Notice] = []
        self._changed = asyncio.Condition()

    async def publish(self, fields: Mapping[str, str]) -> None:
        async with self._changed:
            self.entries.append(Notice(f"{len(self.entries) + 1}-0", dict(fields)))
            self._changed.notify_all()

    async def read(self, after: str, block_ms: int, count: int = 500) -> list[Notice]:
        start = len(self.entries) if after == "$" else None
        async with self._changed:
            found = self._after(after, start, count)
            if not found and block_ms:
                try:
                    # asyncio.timeout: wait_for (3.11) can swallow a cancellation (gateway/presence.py).
                    async with asyncio.timeout(block_ms / 1000):
                        await self._changed.wait()
                except TimeoutError:
                    return []
                found = self._after(after, start, count)
        return found

    def _after(self, after: str, start: int | None, count: int) -> list[Notice]:
        if start is not None:
            return self.entries[start : start + count]
        return [notice for notice in self.entries if _order(notice.id) > _order(after)][:count]

    async def since(self, after: str, count: int = 500) -> list[Notice]:
        return self._after(after, None, count)

    async def last_id(self) -> str:
        return self.entries[-1].id if self.entries else "0-0"


def _seats(seats: Sequence[int]) -> str:
    return ",".join(str(seat) for seat in seats)


def match_notice(game: Game[S], before: Match[S] | None, after: Match[S]) -> dict[str, str] | None:
    """The notice for a change of `before` into `after`, or None if nothing a player is told of
    changed (awaited seats, status, absent seats)."""
    waited = awaiting(game, after)
    status = after.platform.status
    absent = {index for index, seat in enumerate(after.platform.seats) if seat.absent}
    if before is not None:
        was_absent = {index for index, seat in enumerate(before.platform.seats) if seat.absent}
        if awaiting(game, before) == waited and before.platform.status == status and was_absent == absent:
            return None
        taken_over = sorted(absent - was_absent)
        started = status == common_pb2.MATCH_STATUS_ACTIVE and before.platform.status != status
    else:
        taken_over, started = [], status == common_pb2.MATCH_STATUS_ACTIVE
    deadlines = [
        seat.awaited_since_ms + seat.bank_ms
        for index, seat in enumerate(after.platform.seats)
        if index in waited and after.platform.clock.enabled and seat.awaited_since_ms and not seat.absent
    ]
    return {
        "kind": MATCH,
        "game": game.name,
        "match": after.match_id,
        "version": str(after.version),
        "status": str(int(status)),
        "awaiting": _seats(waited),
        "deadline": str(min(deadlines)) if deadlines else "",
        "taken_over": _seats(taken_over),
        "started": "1" if started else "",
        "created": "1" if before is None else "",
    }


def seats_of(text: str) -> list[int]:
    return [int(part) for part in text.split(",") if part]
