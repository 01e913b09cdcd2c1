"""The quick-match queues in Redis.

Every change is one Lua script, so each is atomic against every other client — the gateways
(join, cancel) and any number of matchmakers (claim, finish, release):

    ludus:{mm}:queue:<game>:<seats>   sorted set: player id -> when they queued (ms)
    ludus:{mm}:queues                 set of the queues' names ("<game>:<seats>") with players
    ludus:{mm}:ticket:<player>        hash: the player's request and its state
    ludus:{mm}:forming                sorted set: player id -> when a matchmaker claimed them

A ticket is `waiting` (in its queue) or `forming` (a matchmaker claimed it and is creating the
match). `claim` takes a whole group at once, and only if every one of them is still waiting: a
player who cancelled first is never matched, and a player two matchmakers both chose is taken by
one of them only. A cancel of a `forming` ticket is refused (ALREADY_MATCHED): the match is being
made. `finish` marks the tickets `matched` (with the match's id) once the match exists, for
MATCHED_KEPT_MS — a cancel arriving just after still hears ALREADY_MATCHED, and a new join
replaces the ticket; `release` puts them back (with their original place) when it could not be
made. A ticket left `forming` by a matchmaker that died is
released by `recover` after STALE_FORMING_MS.

Every key carries the hash tag `{mm}`, so on a Redis Cluster they all live in one slot and the
scripts may touch several.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

PREFIX = "ludus:{mm}:"
QUEUES = PREFIX + "queues"
FORMING = PREFIX + "forming"
WAITING = "waiting"
CLAIMED = "forming"
MATCHED = "matched"
#: How long a matched ticket is kept (to answer a late cancel), in ms.
MATCHED_KEPT_MS = 60_000
#: A claimed ticket whose match was neither finished nor released after this long belongs to a
#: matchmaker that died: `recover` puts it back in its queue. Far above a creation's duration
#: (one CreateMatch, bounded by LUDUS_BACKEND_TIMEOUT, and a few inserts).
STALE_FORMING_MS = 120_000


def queue_name(game: str, seats: int) -> str:
    return f"{game}:{seats}"


def queue_key(name: str) -> str:
    return f"{PREFIX}queue:{name}"


def ticket_key(player: str) -> str:
    return f"{PREFIX}ticket:{player}"


@dataclass(frozen=True)
class Ticket:
    """A player's request to play, as queued."""

    player: str
    game: str
    seats: int
    rated: bool
    #: Fill the seats left with bots after this many seconds (0: never).
    bots_after_seconds: int
    #: The rating the player is paired by (an OpenSkill ordinal).
    rating: float
    queued_ms: int
    state: str = WAITING

    @property
    def queue(self) -> str:
        return queue_name(self.game, self.seats)


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _ticket(player: str, fields: dict[Any, Any]) -> Ticket | None:
    if not fields:
        return None
    found = {_text(key): _text(value) for key, value in fields.items()}
    return Ticket(
        player=player,
        game=found["game"],
        seats=int(found["seats"]),
        rated=found["rated"] == "1",
        bots_after_seconds=int(found["bots_after"]),
        rating=float(found["rating"]),
        queued_ms=int(found["queued_ms"]),
        state=found["state"],
    )


# KEYS: ticket, queue, queues. ARGV: player, queue name, game, seats, rated, bots_after, rating, now.
_JOIN = """
local state = redis.call('HGET', KEYS[1], 'state')
if state and state ~= 'matched' then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'game', ARGV[3], 'seats', ARGV[4], 'rated', ARGV[5], 'bots_after', ARGV[6],
  'rating', ARGV[7], 'queued_ms', ARGV[8], 'state', 'waiting')
redis.call('ZADD', KEYS[2], ARGV[8], ARGV[1])
redis.call('SADD', KEYS[3], ARGV[2])
return 1
"""

# KEYS: ticket, queue. ARGV: player, queue name. 1 left, 0 not queued (in that queue), -1 forming.
_LEAVE = """
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return 0 end
if state ~= 'waiting' then return -1 end
if redis.call('ZREM', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('DEL', KEYS[1])
return 1
"""

# KEYS: queue, forming, ticket... ARGV: now, group, player... (in KEYS' order). 1 claimed, else 0.
_CLAIM = """
for i = 3, #KEYS do
  if redis.call('HGET', KEYS[i], 'state') ~= 'waiting' then return 0 end
  if not redis.call('ZSCORE', KEYS[1], ARGV[i]) then return 0 end
end
for i = 3, #KEYS do
  redis.call('ZREM', KEYS[1], ARGV[i])
  redis.call('HSET', KEYS[i], 'state', 'forming', 'group', ARGV[2])
  redis.call('ZADD', KEYS[2], ARGV[1], ARGV[i])
end
return 1
"""

# KEYS: forming, ticket... ARGV: group, match, kept ms, player... The match exists: the group's
# tickets say so for a while.
_FINISH = """
local done = 0
for i = 2, #KEYS do
  if redis.call('HGET', KEYS[i], 'group') == ARGV[1] then
    redis.call('HSET', KEYS[i], 'state', 'matched', 'match', ARGV[2])
    redis.call('PEXPIRE', KEYS[i], ARGV[3])
    redis.call('ZREM', KEYS[1], ARGV[i + 2])
    done = done + 1
  end
end
return done
"""

# KEYS: queue, forming, queues, ticket... ARGV: group, queue name, player... Back in the queue,
# in the place they had.
_RELEASE = """
local done = 0
for i = 4, #KEYS do
  if redis.call('HGET', KEYS[i], 'group') == ARGV[1] then
    redis.call('HSET', KEYS[i], 'state', 'waiting')
    redis.call('HDEL', KEYS[i], 'group')
    redis.call('ZADD', KEYS[1], redis.call('HGET', KEYS[i], 'queued_ms'), ARGV[i - 1])
    redis.call('ZREM', KEYS[2], ARGV[i - 1])
    done = done + 1
  end
end
if done > 0 then redis.call('SADD', KEYS[3], ARGV[2]) end
return done
"""

# KEYS: queue, ticket. ARGV: player, cutoff (ms). 1 if the waiting ticket queued at or before the
# cutoff was removed.
_EXPIRE = """
if redis.call('HGET', KEYS[2], 'state') ~= 'waiting' then return 0 end
if tonumber(redis.call('HGET', KEYS[2], 'queued_ms')) > tonumber(ARGV[2]) then return 0 end
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('DEL', KEYS[2])
return 1
"""

# KEYS: queues, queue. ARGV: queue name. Forgets an empty queue (a join re-adds it).
_FORGET = """
if redis.call('ZCARD', KEYS[2]) == 0 then redis.call('SREM', KEYS[1], ARGV[1]) return 1 end
return 0
"""


class QueueStore:
    """The queues on one Redis (redis.asyncio client; the gateway's and workers' ACL users may
    touch `ludus:{mm}:*`)."""

    def __init__(self, redis: Any) -> None:
        self.redis = redis
        self._join = redis.register_script(_JOIN)
        self._leave = redis.register_script(_LEAVE)
        self._claim = redis.register_script(_CLAIM)
        self._finish = redis.register_script(_FINISH)
        self._release = redis.register_script(_RELEASE)
        self._expire = redis.register_script(_EXPIRE)
        self._forget = redis.register_script(_FORGET)

    async def join(self, ticket: Ticket) -> bool:
        """Queue the ticket; False if its player already has one (waiting or being matched)."""
        args = [
            ticket.player,
            ticket.queue,
            ticket.game,
            ticket.seats,
            "1" if ticket.rated else "0",
            ticket.bots_after_seconds,
            repr(ticket.rating),
            ticket.queued_ms,
        ]
        keys = [ticket_key(ticket.player), queue_key(ticket.queue), QUEUES]
        return int(await self._join(keys=keys, args=args)) == 1

    async def ticket(self, player: str) -> Ticket | None:
        """The player's request while it waits or is being matched (None once matched)."""
        found = _ticket(player, await self.redis.hgetall(ticket_key(player)))
        return found if found is not None and found.state != MATCHED else None

    async def leave(self, player: str) -> int:
        """1: the player left their queue; 0: they were in none; -1: a matchmaker has taken them."""
        found = _ticket(player, await self.redis.hgetall(ticket_key(player)))
        if found is None:
            return 0
        if found.state == MATCHED:
            return -1
        return int(await self._leave(keys=[ticket_key(player), queue_key(found.queue)], args=[player, found.queue]))

    async def waiting_count(self, queue: str) -> int:
        return int(await self.redis.zcard(queue_key(queue)))

    async def queues(self) -> list[str]:
        return sorted(_text(name) for name in await self.redis.smembers(QUEUES))

    async def waiting(self, queue: str) -> list[Ticket]:
        """The waiting tickets of a queue, oldest first."""
        players = [_text(player) for player in await self.redis.zrange(queue_key(queue), 0, -1)]
        if not players:
            return []
        async with self.redis.pipeline(transaction=False) as pipe:
            for player in players:
                pipe.hgetall(ticket_key(player))
            rows = await pipe.execute()
        found = [_ticket(player, row) for player, row in zip(players, rows, strict=True)]
        return [ticket for ticket in found if ticket is not None and ticket.state == WAITING]

    async def claim(self, queue: str, players: Sequence[str], now_ms: int) -> str | None:
        """Take the whole group out of the queue, if every one of them still waits in it; the
        group's id (for finish / release), or None if any of them is gone."""
        group = secrets.token_hex(8)
        keys = [queue_key(queue), FORMING, *(ticket_key(player) for player in players)]
        taken = await self._claim(keys=keys, args=[now_ms, group, *players])
        return group if int(taken) == 1 else None

    async def finish(self, group: str, players: Sequence[str], match_id: str) -> int:
        keys = [FORMING, *(ticket_key(player) for player in players)]
        return int(await self._finish(keys=keys, args=[group, match_id, MATCHED_KEPT_MS, *players]))

    async def release(self, queue: str, group: str, players: Sequence[str]) -> int:
        keys = [queue_key(queue), FORMING, QUEUES, *(ticket_key(player) for player in players)]
        return int(await self._release(keys=keys, args=[group, queue, *players]))

    async def expire(self, queue: str, player: str, cutoff_ms: int) -> bool:
        """Remove a ticket that has waited since `cutoff_ms` or before (the longest wait)."""
        return int(await self._expire(keys=[queue_key(queue), ticket_key(player)], args=[player, cutoff_ms])) == 1

    async def forget_if_empty(self, queue: str) -> None:
        await self._forget(keys=[QUEUES, queue_key(queue)], args=[queue])

    async def recover(self, now_ms: int, stale_ms: int = STALE_FORMING_MS) -> int:
        """Put back in their queues the tickets a dead matchmaker left claimed."""
        stale = [_text(player) for player in await self.redis.zrangebyscore(FORMING, "-inf", now_ms - stale_ms)]
        recovered = 0
        for player in stale:
            fields = await self.redis.hgetall(ticket_key(player))
            found = _ticket(player, fields)
            group = _text(fields.get(b"group", fields.get("group", b"")))
            if found is None or not group:
                await self.redis.zrem(FORMING, player)
                continue
            recovered += await self.release(found.queue, group, [player])
        return recovered
