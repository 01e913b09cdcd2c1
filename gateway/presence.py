"""Presence: which seats have a client connected, shared by every gateway through Redis.

A seat is *connected* while some gateway holds a stream acting for it — a WatchMatch or Play
stream with the seat's caller, or the feed (Players.WatchPlayer) of the player holding it — and
*away* otherwise. Each gateway keeps, per match, a Redis hash `ludus:presence:<match>` with one
field per (seat, gateway) it holds, `<seat>|<gateway id>` → the moment it stops counting (ms):
written when its first local stream for the seat opens, refreshed by a heartbeat every third of
LUDUS_PRESENCE_SECONDS, deleted when its last one closes. Fields of a gateway that died simply
run out. A seat is connected while any of its fields has not run out; fields per gateway (not per
seat) mean one gateway's closing never hides another's stream.

Readers: every MatchInfo the gateway answers with gets `SeatInfo.connected` (one HGETALL per
match), and a Play stream is sent `SeatPresence` changes (its relay looks every heartbeat, and at
once when this gateway opens or closes a stream of the match).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections import Counter, defaultdict
from collections.abc import AsyncIterator, Iterable
from typing import Any

from ludus.v1 import common_pb2
from redis.asyncio import Redis

from services.core.batching import HashReadBatcher

log = logging.getLogger(__name__)

PREFIX = "ludus:presence:"


def presence_key(match_id: str) -> str:
    return PREFIX + match_id


def _now_ms() -> int:
    return int(time.time() * 1000)


def live_seats(fields: dict[Any, Any], now_ms: int) -> set[int]:
    """The seats of a presence hash with a field that has not run out."""
    seats = set()
    for field, value in fields.items():
        name = field.decode() if isinstance(field, bytes) else str(field)
        seat, _, _gateway = name.partition("|")
        try:
            if int(value) > now_ms and seat.isdigit():
                seats.add(int(seat))
        except ValueError:
            continue
    return seats


class Presence:
    def __init__(self, redis: Any, ttl_seconds: int = 15, gateway_id: str | None = None) -> None:
        self._commands: Any = redis
        #: Every Play stream reads its match's presence each heartbeat: under load, hundreds of
        #: reads a second, in pipelines (services/core/batching.py) rather than a call each. A
        #: Cluster client routes each call to its shard itself.
        self._reads = HashReadBatcher(redis) if isinstance(redis, Redis) else None
        self.ttl_ms = ttl_seconds * 1000
        self.beat_seconds = ttl_seconds / 3
        self.gateway_id = gateway_id or secrets.token_hex(6)
        self._held: Counter[tuple[str, int]] = Counter()
        #: Per match, events set when this gateway opens or closes a stream of it.
        self._changed: dict[str, set[asyncio.Event]] = defaultdict(set)
        self._beat: asyncio.Task[None] | None = None

    def _field(self, seat: int) -> str:
        return f"{seat}|{self.gateway_id}"

    async def _write(self, pairs: Iterable[tuple[str, int]]) -> None:
        expires = _now_ms() + self.ttl_ms
        seats: defaultdict[str, list[int]] = defaultdict(list)
        for match_id, seat in pairs:
            seats[match_id].append(seat)
        # One HSET and one PEXPIRE per match, whatever its seats held here (a heartbeat of 2,000
        # Play streams in 1,000 matches: 2,000 commands, not 4,000).
        async with self._commands.pipeline(transaction=False) as pipe:
            for match_id, held in seats.items():
                pipe.hset(presence_key(match_id), mapping={self._field(seat): expires for seat in held})
                pipe.pexpire(presence_key(match_id), self.ttl_ms)
            await pipe.execute()

    @contextlib.asynccontextmanager
    async def hold(self, seats: Iterable[tuple[str, int]]) -> AsyncIterator[None]:
        """The seats count as connected while this is held (a stream's lifetime). A Redis
        failure is logged, never a refused stream: presence is a courtesy."""
        held = list(seats)
        first = [pair for pair in held if not self._held[pair]]
        for pair in held:
            self._held[pair] += 1
        try:
            if first:
                await self._write(first)
                self._signal(match_id for match_id, _ in first)
            self._ensure_beat()
        except Exception:
            log.exception("could not record presence")
        try:
            yield
        finally:
            last = []
            for pair in held:
                self._held[pair] -= 1
                if not self._held[pair]:
                    del self._held[pair]
                    last.append(pair)
            if last:
                try:
                    for match_id, seat in last:
                        await self._commands.hdel(presence_key(match_id), self._field(seat))
                except Exception:
                    log.exception("could not clear presence (it runs out by itself)")
                self._signal(match_id for match_id, _ in last)

    def _signal(self, match_ids: Iterable[str]) -> None:
        for match_id in set(match_ids):
            for event in self._changed.get(match_id, ()):
                event.set()

    def _ensure_beat(self) -> None:
        if self._beat is None or self._beat.done():
            self._beat = asyncio.create_task(self._heartbeat())

    async def _heartbeat(self) -> None:
        while self._held:
            await asyncio.sleep(self.beat_seconds)
            try:
                await self._write(list(self._held))
            except Exception:
                log.exception("presence heartbeat failed; retrying")

    async def connected(self, match_id: str) -> set[int]:
        """The match's seats connected now (on any gateway); empty if Redis cannot say."""
        try:
            key = presence_key(match_id)
            fields = await (self._reads(key) if self._reads is not None else self._commands.hgetall(key))
            return live_seats(fields, _now_ms())
        except Exception:
            log.exception("could not read presence of %s", match_id)
            return set()

    async def mark(self, info: common_pb2.MatchInfo) -> None:
        """Fill `SeatInfo.connected` of a match summary."""
        if not info.match_id:
            return
        connected = await self.connected(info.match_id)
        for seat in info.seats:
            seat.connected = seat.seat in connected

    async def changes(self, match_id: str) -> AsyncIterator[dict[int, bool]]:
        """The match's presence, first whole, then each change (seat → connected), looked for
        every heartbeat and at once on this gateway's own openings and closings."""
        changed = asyncio.Event()
        self._changed[match_id].add(changed)
        try:
            known: set[int] | None = None
            while True:
                now = await self.connected(match_id)
                if known is None:
                    yield {seat: True for seat in now}
                elif now != known:
                    yield {seat: seat in now for seat in now ^ known}
                known = now
                changed.clear()
                # asyncio.timeout, not wait_for: on Python 3.11, wait_for swallows a cancellation
                # that meets the event being set (two seats' streams ending together at the
                # match's end), and this loop then outlived its Play relay, which waited for it
                # forever and never closed the stream.
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(self.beat_seconds):
                        await changed.wait()
        finally:
            self._changed[match_id].discard(changed)
            if not self._changed[match_id]:
                del self._changed[match_id]

    async def close(self) -> None:
        if self._beat is not None:
            self._beat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._beat
