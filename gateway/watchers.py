"""Who watches a match without a seat, shared by every gateway through Redis (like the seats'
presence in gateway/presence.py, whose Redis user and key space it shares).

Each gateway keeps, per match, fields in the hash `ludus:presence:watchers:<match>`: one per
signed-in spectator it streams to (`p:<player id>|<gateway id>` → "<expiry ms>|<display name>")
and one per anonymous spectator stream (`a:<stream id>|<gateway id>` → "<expiry ms>"), written
when the stream is admitted (its game service sent the first answer, so a refused caller is
never counted), refreshed every third of LUDUS_PRESENCE_SECONDS, deleted when it closes; a dead
gateway's fields run out. Every MatchInfo the gateway answers with gets the names of the
signed-in spectators (`watchers`, each player once) and the count of anonymous streams
(`anonymous_watchers`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections import Counter
from collections.abc import AsyncIterator
from typing import Any

from ludus.v1 import common_pb2

from services.chat.spectators import CODE_METADATA_KEY, MAX_CODE

log = logging.getLogger(__name__)

PREFIX = "ludus:presence:watchers:"


def watchers_key(match_id: str) -> str:
    return PREFIX + match_id


def spectator_code(context: Any) -> tuple[tuple[str, str], ...]:
    """The client's spectator-code metadata entry, to pass on to the game service (or none)."""
    for key, value in context.invocation_metadata() or ():
        if key == CODE_METADATA_KEY and isinstance(value, str) and value:
            return ((CODE_METADATA_KEY, value[:MAX_CODE]),)
    return ()


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def live_watchers(fields: dict[Any, Any], now_ms: int) -> tuple[list[str], int]:
    """(names of signed-in watchers, each player once; how many anonymous streams) of a hash."""
    names: dict[str, str] = {}
    anonymous = 0
    for raw_field, raw_value in fields.items():
        field, value = _text(raw_field), _text(raw_value)
        who, _, _gateway = field.partition("|")
        expiry, _, name = value.partition("|")
        if not expiry.isdigit() or int(expiry) <= now_ms:
            continue
        if who.startswith("p:"):
            names[who] = name
        elif who.startswith("a:"):
            anonymous += 1
    return sorted(names.values(), key=str.casefold), anonymous


class Watchers:
    def __init__(self, redis: Any, ttl_seconds: int = 15, gateway_id: str | None = None) -> None:
        self._commands: Any = redis
        self.ttl_ms = ttl_seconds * 1000
        self.beat_seconds = ttl_seconds / 3
        self.gateway_id = gateway_id or secrets.token_hex(6)
        #: (match, field) -> streams of this gateway holding it; and each field's value suffix.
        self._held: Counter[tuple[str, str]] = Counter()
        self._names: dict[tuple[str, str], str] = {}
        self._beat: asyncio.Task[None] | None = None

    async def _write(self, pairs: list[tuple[str, str]]) -> None:
        expires = int(time.time() * 1000) + self.ttl_ms
        async with self._commands.pipeline(transaction=False) as pipe:
            for match_id, field in pairs:
                name = self._names.get((match_id, field))
                pipe.hset(watchers_key(match_id), field, f"{expires}|{name}" if name is not None else str(expires))
                pipe.pexpire(watchers_key(match_id), self.ttl_ms)
            await pipe.execute()

    @contextlib.asynccontextmanager
    async def hold(self, match_id: str, player: str | None, name: str) -> AsyncIterator[None]:
        """The caller counts as watching the match while this is held (a stream's lifetime). A
        Redis failure is logged, never a refused stream: the list is a courtesy."""
        who = f"p:{player}" if player else f"a:{secrets.token_hex(6)}"
        pair = (match_id, f"{who}|{self.gateway_id}")
        if player:
            self._names[pair] = name
        first = not self._held[pair]
        self._held[pair] += 1
        try:
            if first:
                await self._write([pair])
            if self._beat is None or self._beat.done():
                self._beat = asyncio.create_task(self._heartbeat())
        except Exception:
            log.exception("could not record a watcher")
        try:
            yield
        finally:
            self._held[pair] -= 1
            if not self._held[pair]:
                del self._held[pair]
                self._names.pop(pair, None)
                try:
                    await self._commands.hdel(watchers_key(match_id), pair[1])
                except Exception:
                    log.exception("could not clear a watcher (it runs out by itself)")

    async def _heartbeat(self) -> None:
        while self._held:
            await asyncio.sleep(self.beat_seconds)
            try:
                await self._write(list(self._held))
            except Exception:
                log.exception("watchers heartbeat failed; retrying")

    async def mark(self, info: common_pb2.MatchInfo) -> None:
        """Fill a match summary's `watchers` and `anonymous_watchers`."""
        if not info.match_id:
            return
        try:
            fields = await self._commands.hgetall(watchers_key(info.match_id))
        except Exception:
            log.exception("could not read the watchers of %s", info.match_id)
            return
        names, anonymous = live_watchers(fields, int(time.time() * 1000))
        del info.watchers[:]
        info.watchers.extend(names)
        info.anonymous_watchers = anonymous

    async def close(self) -> None:
        if self._beat is not None:
            self._beat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._beat


__all__ = ["Watchers", "live_watchers", "spectator_code", "watchers_key"]
