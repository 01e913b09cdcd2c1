"""The table chat in Redis: one stream per match beside the match's keys (services/chat/keys.py).

A message is appended by one script that, atomically with the append, checks that the match is
still in Redis and its chat not closed (the archive's mover closes it before it copies it, so
nothing acknowledged after the copy can be lost), that the spectators' channel is on when the
message is for it, and the author's rate window; then XADD. Entries carry the message's fields
as written; names of signed-in authors are looked up when read (services/chat/people.py), so a
deleted account's messages read as deleted from then on.

Changes of the chat's state (the creator's switch, a mute) are stream entries too (kind "state"),
so that every WatchChat blocked on the stream wakes and re-reads the state; they are not messages
and are never delivered as such. Their ids also date mutes: the mutes hash keeps, per
"<muter> <muted>", the intervals of stream ids during which the mute held ("<from>:<to>;...",
the last one open while it holds), so that a message posted while its author was muted is never
delivered to the muter — not even after an unmute.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from redis.asyncio import Redis
from redis.asyncio.cluster import RedisCluster

from services.chat.keys import chat_key, fence_key, ids_key, mutes_key, rate_key, settings_key
from services.core.config import node_client
from services.core.errors import ResourceExhausted, RuleViolation, Unavailable
from services.core.store import meta_key

#: Entry kinds.
MESSAGE = "message"
STATE = "state"
#: Settings fields.
SPECTATOR_CHAT = "spectator_chat"
CLOSED = "closed"
OFF = "off"

_SEND = """
if ARGV[4] ~= '' then
  local first = redis.call('HGET', KEYS[5], ARGV[4])
  if first then return {'DUP', first} end
end
if redis.call('EXISTS', KEYS[4]) == 0 or redis.call('HGET', KEYS[2], 'closed') then
  return {'CLOSED'}
end
if ARGV[1] == 'spectators' and redis.call('HGET', KEYS[2], 'spectator_chat') == 'off' then
  return {'SPECTATORS_OFF'}
end
local sent = tonumber(redis.call('GET', KEYS[3]) or '0')
if sent >= tonumber(ARGV[2]) then
  return {'RATE', tostring(redis.call('PTTL', KEYS[3]))}
end
redis.call('INCR', KEYS[3])
if sent == 0 then redis.call('PEXPIRE', KEYS[3], ARGV[3]) end
local fields = {}
for i = 5, #ARGV do fields[#fields + 1] = ARGV[i] end
local id = redis.call('XADD', KEYS[1], '*', unpack(fields))
if ARGV[4] ~= '' then redis.call('HSET', KEYS[5], ARGV[4], id) end
return {'OK', id}
"""

_STATE = """
if redis.call('EXISTS', KEYS[3]) == 0 or redis.call('HGET', KEYS[1], 'closed') then
  return 'CLOSED'
end
local id = redis.call('XADD', KEYS[2], '*', 'kind', 'state')
if ARGV[1] == 'set' then
  redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
else
  local old = redis.call('HGET', KEYS[4], ARGV[2]) or ''
  local open = string.sub(old, -1) == ':'
  if ARGV[1] == 'mute' and not open then
    if old ~= '' then old = old .. ';' end
    redis.call('HSET', KEYS[4], ARGV[2], old .. id .. ':')
  elseif ARGV[1] == 'unmute' and open then
    redis.call('HSET', KEYS[4], ARGV[2], old .. id)
  end
end
return 'OK'
"""


_READ = """
local range
if tonumber(ARGV[2]) > 0 then
  range = redis.call('XRANGE', KEYS[2], '(' .. ARGV[1], '+', 'COUNT', ARGV[2])
else
  range = redis.call('XRANGE', KEYS[2], '(' .. ARGV[1], '+')
end
return {redis.call('EXISTS', KEYS[1]), range, redis.call('HGETALL', KEYS[3]), redis.call('HGETALL', KEYS[4])}
"""


@dataclass(frozen=True)
class Entry:
    """One stream entry as stored: its id (the message's cursor) and its fields."""

    cursor: str
    fields: Mapping[str, str]

    @property
    def kind(self) -> str:
        return self.fields.get("kind", MESSAGE)


@dataclass(frozen=True)
class Snapshot:
    """The chat as it stands: its entries after a cursor, its settings and mutes."""

    present: bool
    entries: list[Entry]
    settings: Mapping[str, str]
    #: "<muter> <muted>" -> the mute's intervals of stream ids, "<from>:<to>;..." (last may be open).
    mutes: Mapping[str, str]


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _pairs(flat: Any) -> dict[str, str]:
    items = [_text(item) for item in flat]
    return dict(zip(items[::2], items[1::2], strict=True))


def entries_of(raw: Any) -> list[Entry]:
    return [Entry(_text(cursor), {_text(k): _text(v) for k, v in fields.items()}) for cursor, fields in raw or ()]


class RedisChat:
    """The chats of live matches."""

    def __init__(self, redis: Any, *, wait_replicas: int = 0, wait_timeout_ms: int = 1000) -> None:
        """`wait_replicas` > 0: a message or a change is acknowledged only once that many
        replicas have it (Redis WAIT), as the match's own events are (LUDUS_REDIS_WAIT_REPLICAS)."""
        self.redis = redis
        self.wait_replicas = wait_replicas
        self.wait_timeout_ms = wait_timeout_ms
        self._node_clients: dict[str, Redis] = {}
        self._send = redis.register_script(_SEND)
        self._state = redis.register_script(_STATE)
        self._read = redis.register_script(_READ)

    async def _run(self, script: Any, keys: list[str], args: list[Any], fence: str = "") -> list[str]:
        """A script's answer; with `wait_replicas`, on one connection to the key's master followed
        by WAIT on it (Redis counts replication per connection). `fence`: a key written first
        when the answer replays an earlier write, so that WAIT proves that one replicated too."""
        if not self.wait_replicas:
            reply = await script(keys, args)
            return [_text(item) for item in reply] if isinstance(reply, list) else [_text(reply)]
        target: Any = self.redis
        if isinstance(self.redis, RedisCluster):
            node = self.redis.get_node_from_key(keys[0])
            if node is None:
                raise Unavailable("the event store's cluster has no master for this match")
            target = self._node_clients.get(node.name)
            if target is None:
                target = self._node_clients[node.name] = node_client(self.redis, node.host, int(node.port))
        async with target.client() as connection:
            reply = await script(keys, args, client=connection)
            answer = [_text(item) for item in reply] if isinstance(reply, list) else [_text(reply)]
            if answer[0] in ("OK", "DUP"):
                if answer[0] == "DUP" and fence:
                    await connection.incr(fence)
                replicas = int(await connection.execute_command("WAIT", self.wait_replicas, self.wait_timeout_ms))
                if replicas < self.wait_replicas:
                    raise Unavailable("recorded but not yet replicated; retry (with the same message id)")
            return answer

    async def send(
        self,
        match_id: str,
        author: str,
        channel: str,
        fields: Mapping[str, str],
        limit: int,
        window_ms: int,
        message_id: str = "",
    ) -> tuple[str, bool]:
        """Append a message: (its cursor, whether `message_id` had been sent already and this is
        its first cursor). Refused (nothing written) when the chat is closed, the spectators'
        channel is off, or the author is over the rate."""
        flat = [item for pair in fields.items() for item in pair]
        keys = [chat_key(match_id), settings_key(match_id), rate_key(match_id, author), meta_key(match_id)]
        keys.append(ids_key(match_id))
        args = [channel, limit, window_ms, f"{author} {message_id}" if message_id else "", *flat]
        answer = await self._run(self._send, keys, args, fence_key(match_id))
        if answer[0] == "CLOSED":
            raise RuleViolation("CHAT_CLOSED", "this match's chat is closed: the match has been archived")
        if answer[0] == "SPECTATORS_OFF":
            raise RuleViolation("CHAT_SPECTATORS_OFF", "the match's creator turned the spectators' chat off")
        if answer[0] == "RATE":
            wait = max(int(answer[1]), 0) / 1000
            raise ResourceExhausted(
                f"chat rate limit (LUDUS_CHAT_RATE_MESSAGES): at most {limit} messages per "
                f"{window_ms / 1000:g} seconds; retry in {wait:.1f} s",
                "CHAT_RATE",
            )
        return answer[1], answer[0] == "DUP"

    async def _change(self, match_id: str, *args: str) -> None:
        keys = [settings_key(match_id), chat_key(match_id), meta_key(match_id), mutes_key(match_id)]
        if (await self._run(self._state, keys, list(args)))[0] == "CLOSED":
            raise RuleViolation("CHAT_CLOSED", "this match's chat is closed: the match has been archived")

    async def set_spectator_chat(self, match_id: str, enabled: bool) -> None:
        await self._change(match_id, "set", SPECTATOR_CHAT, "on" if enabled else OFF)

    async def mute(self, match_id: str, pair: str) -> None:
        await self._change(match_id, "mute", pair)

    async def unmute(self, match_id: str, pair: str) -> None:
        await self._change(match_id, "unmute", pair)

    async def close(self, match_id: str) -> None:
        """No message gets in from now on (the mover, before it copies the chat)."""
        await self.redis.hset(settings_key(match_id), CLOSED, "1")

    async def snapshot(self, match_id: str, after: str = "0-0", count: int = 0) -> Snapshot:
        """The chat after `after` (at most `count` entries; 0: all), its settings and mutes, and
        whether the match is in Redis at all — read by one script on the match's slot (a single
        server and a Cluster alike), so a read never meets half of the mover's deletion."""
        keys = [meta_key(match_id), chat_key(match_id), settings_key(match_id), mutes_key(match_id)]
        present, raw, settings, mutes = await self._read(keys, [after, count])
        return Snapshot(
            present=bool(present),
            entries=entries_of((cursor, _pairs(fields)) for cursor, fields in raw),
            settings=_pairs(settings),
            mutes=_pairs(mutes),
        )

    async def entry(self, match_id: str, cursor: str) -> Entry | None:
        """One entry by its cursor (a retried message's first answer)."""
        found = entries_of(await self.redis.xrange(chat_key(match_id), min=cursor, max=cursor))
        return found[0] if found else None

    async def wait(self, match_id: str, after: str, block_ms: int) -> bool:
        """Block until the stream has an entry after `after` (or `block_ms` passes)."""
        found = await self.redis.xread({chat_key(match_id): after}, count=1, block=block_ms)
        return bool(found)


__all__ = ["CLOSED", "MESSAGE", "OFF", "SPECTATOR_CHAT", "STATE", "Entry", "RedisChat", "Snapshot", "entries_of"]
