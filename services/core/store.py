"""The Redis storage: the event store (one stream per match, appended atomically and
conditionally) and the small stores beside it (timers, worker hand-offs, audit reports, the match
index), each implementing its interface in `services/core/ports.py`. No other module reads these
keys; tests of logic use the in-memory twins in `services/core/memory.py`.

Keys of a match share the hash tag `{<match_id>}` so that they live on one Redis Cluster shard:

    ludus:{m}:events    stream; entry id "<version>-0", so "after version N" is one XRANGE
    ludus:{m}:meta      hash: game, version, last_hash, seed (secret), commitment, status, ...
    ludus:{m}:commands  hash: command id -> "first:last:digest" (idempotency)
    ludus:{m}:snapshot  hash: version, hash, schema, data (the latest state snapshot)

Every entry has one field, "e": a serialised `ludus.backend.v1.StoredEntry` (store.proto) with its
type, payload, seat, command id, the command itself (on the first entry of a batch), a timestamp
and the SHA-256 chaining it to the previous entry (see `chain_hash`). The append script checks the
expected version and the previous hash, refuses a command id it has seen (answering with the first
result instead) and adds the whole batch, or nothing. The chain is computed here, before the script
runs: the script's version check guarantees nobody appended in between.

Beside the matches, sorted sets that span them (their own slots):

    ludus:timers        "<game>|<match>|<key>" scored by due time (ms)
    ludus:pending       "<game>|<match>" scored by the last hand-off to a worker (ms)
    ludus:index:<game>  match ids scored by creation time (ms)
    ludus:finishing     "<game>|<match>" scored by finish time (ms): waiting for the archive
    ludus:appends:<game>  stream, one Redis only: a note (match id, version) per append, added by
                        the append script itself, capped (ports.NOTES_LENGTH); the match feeds' reader
                        (services/core/fanout.py) reads it to learn which matches grew
    ludus:notices       stream: the players' notices (services/core/notices.py); on one Redis the
                        append script adds an append's notice itself, in the same run

`RedisMatchKeys` reads and deletes everything one match holds, for the archive's mover
(services/archive/mover.py), which is the only caller allowed to delete a match.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import Any

from ludus.backend.v1 import store_pb2
from redis.asyncio import Redis
from redis.asyncio.cluster import RedisCluster
from redis.exceptions import ConnectionError, NoScriptError, ResponseError

from services.chat.keys import chat_keys
from services.core.batching import FieldReadBatcher, ScriptBatcher
from services.core.config import node_client
from services.core.errors import NotFound, Unavailable, shown
from services.core.events import (
    GENESIS_HASH,
    Appended,
    MatchExists,
    NewEvent,
    Snapshot,
    StoredEvent,
    VersionConflict,
    chain_batch,
    chain_hash,
    command_batches,
    command_digest,
    from_envelope,
    to_envelope,
)
from services.core.notices import NOTICES, RedisNotices
from services.core.ports import NOTES_LENGTH, AppendNote, Storage, TimerRef, WaitingMatch
from services.core.settings import current

RedisClient = Redis | RedisCluster

_APPEND = """
local version = redis.call('HGET', KEYS[2], 'version')
if not version then return {'NOMATCH'} end
version = tonumber(version)
local command_id = ARGV[3]
if command_id ~= '' then
  local prior = redis.call('HGET', KEYS[3], command_id)
  if prior then return {'DUP', prior} end
end
if tonumber(ARGV[1]) ~= version then return {'CONFLICT', tostring(version)} end
if redis.call('HGET', KEYS[2], 'last_hash') ~= ARGV[2] then
  return {'CONFLICT', tostring(version)}
end
local i = 6
local meta = {}
local m = tonumber(ARGV[i]); i = i + 1
for j = 1, m * 2 do meta[j] = ARGV[i]; i = i + 1 end
local n = tonumber(ARGV[i]); i = i + 1
local first = version + 1
for e = 1, n do
  version = version + 1
  redis.call('XADD', KEYS[1], version .. '-0', 'e', ARGV[i]); i = i + 1
end
if command_id ~= '' then
  redis.call('HSET', KEYS[3], command_id, first .. ':' .. version .. ':' .. ARGV[4])
end
redis.call('HSET', KEYS[2], 'version', version, 'last_hash', ARGV[5])
if m > 0 then redis.call('HSET', KEYS[2], unpack(meta)) end
if KEYS[4] then
  redis.call('XADD', KEYS[4], 'MAXLEN', '~', ARGV[i], '*', 'm', ARGV[i + 1], 'v', version); i = i + 2
end
if KEYS[5] then
  local fields = {}
  local f = tonumber(ARGV[i + 1])
  for j = 1, f * 2 do fields[j] = ARGV[i + 1 + j] end
  redis.call('XADD', KEYS[5], 'MAXLEN', '~', ARGV[i], '*', unpack(fields))
end
return {'OK', tostring(first), tostring(version)}
"""

_IMPORT = """
if redis.call('EXISTS', KEYS[2]) == 1 then return {'EXISTS'} end
local i = 1
local m = tonumber(ARGV[i]); i = i + 1
local meta = {}
for j = 1, m * 2 do meta[j] = ARGV[i]; i = i + 1 end
local n = tonumber(ARGV[i]); i = i + 1
for e = 1, n do
  redis.call('XADD', KEYS[1], ARGV[i], 'e', ARGV[i + 1]); i = i + 2
end
local c = tonumber(ARGV[i]); i = i + 1
for e = 1, c do
  redis.call('HSET', KEYS[3], ARGV[i], ARGV[i + 1]); i = i + 2
end
redis.call('HSET', KEYS[2], unpack(meta))
return {'OK'}
"""

#: Compare and set of an audit report (RedisAuditReports.save): KEYS = the report, the match's
#: meta; ARGV = the report, whether one was read, the report read. Nothing is stored for a match
#: no longer in Redis (the archive's mover took it: the archive keeps its report).
_SAVE_AUDIT = """
if redis.call('EXISTS', KEYS[2]) == 0 then
  return false
end
local current = redis.call('GET', KEYS[1])
if (current == false and ARGV[2] == '0') or (current ~= false and ARGV[2] == '1' and current == ARGV[3]) then
  redis.call('SET', KEYS[1], ARGV[1])
  return ARGV[1]
end
return current
"""

_CREATE = """
local i = 1
local last_hash = ARGV[i]; i = i + 1
if redis.call('EXISTS', KEYS[2]) == 1 then
  -- The same creation again (a client library retrying after a dropped reply): the hash chain
  -- covers every event, so an equal last hash at the first batch's version is this very match.
  local found = redis.call('HMGET', KEYS[2], 'last_hash', 'version')
  if found[1] == last_hash and found[2] == ARGV[3 + 2 * tonumber(ARGV[2])] then
    return {'OK', found[2]}
  end
  return {'EXISTS'}
end
local meta = {}
local m = tonumber(ARGV[i]); i = i + 1
for j = 1, m * 2 do meta[j] = ARGV[i]; i = i + 1 end
local n = tonumber(ARGV[i]); i = i + 1
local version = 0
for e = 1, n do
  version = version + 1
  redis.call('XADD', KEYS[1], version .. '-0', 'e', ARGV[i]); i = i + 1
end
redis.call('HSET', KEYS[2], 'version', version, 'last_hash', last_hash, unpack(meta))
return {'OK', tostring(version)}
"""


def events_key(match_id: str) -> str:
    return f"ludus:{{{match_id}}}:events"


def notes_key(match_id: str) -> str:
    """The stream of append notes of the match's game (ids start with the game's name)."""
    return f"ludus:appends:{match_id.partition('-')[0]}"


def meta_key(match_id: str) -> str:
    return f"ludus:{{{match_id}}}:meta"


def commands_key(match_id: str) -> str:
    return f"ludus:{{{match_id}}}:commands"


def snapshot_key(match_id: str) -> str:
    return f"ludus:{{{match_id}}}:snapshot"


TIMERS_KEY = "ludus:timers"
PENDING_KEY = "ludus:pending"
FINISHING_KEY = "ludus:finishing"


def fence_key(events: str) -> str:
    """A counter in the same slot as a match's events, written only to fence WAIT."""
    return events.replace(":events", ":fence")


def audit_key(match_id: str) -> str:
    return f"ludus:{{{match_id}}}:audit"


def index_key(game: str) -> str:
    """Per-game index of matches by creation time (its own slot: it spans matches)."""
    return f"ludus:index:{game}"


def _flatten(mapping: Mapping[str, str | bytes | int]) -> list[str | bytes | int]:
    flat: list[str | bytes | int] = [len(mapping)]
    for key, value in mapping.items():
        flat += [key, value]
    return flat


def _entries(
    events: Sequence[NewEvent],
    first_version: int,
    previous_hash: str,
    command_id: str,
    command: bytes,
    time_ms: int,
) -> tuple[list[str | bytes | int], list[StoredEvent]]:
    """Script arguments for a batch, and the entries exactly as they will be stored."""
    stored = chain_batch(events, first_version, previous_hash, command_id, command, time_ms)
    flat: list[str | bytes | int] = [len(stored)]
    flat += [to_envelope(entry).SerializeToString() for entry in stored]
    return flat, stored


def _text(value: bytes | str | None) -> str:
    if value is None:
        return ""
    return value.decode() if isinstance(value, bytes) else value


def _streams(reply: Any) -> list[tuple[Any, list[Any]]]:
    """An XREAD reply's (key, entries) pairs: RESP2 answers [[key, entries]], RESP3 answers
    {key: [entries]}; none when the wait ran out."""
    if isinstance(reply, dict):
        return [
            (key, entries[0] if entries and isinstance(entries[0], list) else entries) for key, entries in reply.items()
        ]
    return [(key, entries) for key, entries in reply or ()]


def _parse_entry(entry_id: bytes | str, fields: Mapping[bytes, bytes]) -> StoredEvent:
    event = from_envelope(store_pb2.StoredEntry.FromString(fields[b"e"]))
    if event.version != int(_text(entry_id).split("-", 1)[0]):
        raise ValueError(f"stream entry {_text(entry_id)} holds version {event.version}")
    return event


class RedisEventStore:
    """Match event streams on Redis (a single server or a Cluster, chosen by the client)."""

    def __init__(
        self,
        redis: RedisClient,
        *,
        wait_replicas: int = 0,
        wait_timeout_ms: int = 1000,
        notices: RedisNotices | None = None,
    ) -> None:
        """`wait_replicas` > 0: an append is acknowledged only once that many replicas have it
        (Redis WAIT), so a failover cannot lose an acknowledged event; see docs/operations.md.
        `notices`: the players' notice stream on this same Redis, which the append script then
        writes an append's notice to (`carries_notices`)."""
        self.redis = redis
        self._notices = notices
        # redis-py's annotations cannot say that replies are bytes (decode_responses=False),
        # so commands go through an untyped alias and replies are parsed explicitly.
        self._commands: Any = redis
        self.wait_replicas = wait_replicas
        self.wait_timeout_ms = wait_timeout_ms
        self._node_clients: dict[str, Redis] = {}
        self._append = redis.register_script(_APPEND)
        # Concurrent appends to different matches share pipelines (each still its own atomic,
        # conditional script run); a Cluster client routes every call to its shard itself.
        self._appends = ScriptBatcher(redis, self._append) if isinstance(redis, Redis) else None
        # A refused command's id is looked up (a retry gets its first answer): under a load in a
        # simultaneous phase, a third of the commands; they share pipelines too.
        self._field_reads = FieldReadBatcher(redis) if isinstance(redis, Redis) else None
        self._create = redis.register_script(_CREATE)
        self._import = redis.register_script(_IMPORT)

    async def create(
        self,
        match_id: str,
        meta: Mapping[str, str | bytes | int],
        events: Sequence[NewEvent],
        command_id: str,
        command: bytes,
        time_ms: int,
    ) -> list[StoredEvent]:
        """Create a match's meta and first events atomically; returns the stored events."""
        flat, stored = _entries(events, 1, GENESIS_HASH, command_id, command, time_ms)
        args: list[Any] = [stored[-1].hash, *_flatten(meta), *flat]
        keys = [events_key(match_id), meta_key(match_id), commands_key(match_id)]
        reply = await self._create(keys=keys, args=args)
        if _text(reply[0]) == "EXISTS":
            raise MatchExists(match_id)
        return stored

    async def append(
        self,
        match_id: str,
        expected_version: int,
        previous_hash: str,
        events: Sequence[NewEvent],
        *,
        command_id: str = "",
        command: bytes = b"",
        digest: str = "",
        time_ms: int,
        meta: Mapping[str, str | bytes | int] | None = None,
        notice: Mapping[str, str] | None = None,
    ) -> tuple[Appended, list[StoredEvent]]:
        """Append a batch if the match is at `expected_version`; returns the outcome and the
        stored entries (none for a duplicate: read the original answer's versions instead).
        `notice` (only where `carries_notices`) is added to the notice stream by the same script
        run, exactly when the batch is.

        Raises VersionConflict if another writer got there first, NotFound for an unknown
        match. A command id seen before appends nothing and reports the first answer.
        """
        flat, stored = _entries(events, expected_version + 1, previous_hash, command_id, command, time_ms)
        args: list[Any] = [
            expected_version,
            previous_hash,
            command_id,
            digest,
            stored[-1].hash,
            *_flatten(meta or {}),
            *flat,
        ]
        keys = [events_key(match_id), meta_key(match_id), commands_key(match_id)]
        if self.keeps_notes:
            # In the same script, so that a note exists exactly when the append does.
            keys.append(notes_key(match_id))
            args += [NOTES_LENGTH, match_id]
        if notice is not None:
            if self._notices is None or not self.carries_notices:
                raise ValueError("this store does not carry notices")
            # One round trip fewer after most moves, and the notice is never lost once the
            # append is acknowledged (it was after-append work of its own).
            keys.append(NOTICES)
            args += [self._notices.max_length, *_flatten(notice)]
        if self.wait_replicas:
            reply = await self._append_replicated(keys, args)
        elif self._appends is not None:
            reply = await self._appends(keys, args)
        else:
            reply = await self._append(keys=keys, args=args)
        status = _text(reply[0])
        if status == "OK":
            return Appended(int(reply[1]), int(reply[2])), stored
        if status == "DUP":
            return parse_prior(_text(reply[1])), []
        if status == "CONFLICT":
            raise VersionConflict(int(reply[1]))
        raise NotFound(f"no match {shown(match_id)}")

    async def import_log(
        self, match_id: str, meta: Mapping[str, str | bytes | int], events: Sequence[StoredEvent]
    ) -> None:
        """Load a whole log exactly as it was stored elsewhere (same versions, times and hashes),
        atomically; refuses an existing match. The caller audits the log first."""
        args: list[Any] = [*_flatten(meta), len(events)]
        for event in events:
            args += [f"{event.version}-0", to_envelope(event).SerializeToString()]
        batches = command_batches(events)
        args.append(len(batches))
        for command_id, (first, last, digest) in batches.items():
            args += [command_id, f"{first}:{last}:{digest}"]
        keys = [events_key(match_id), meta_key(match_id), commands_key(match_id)]
        reply = await self._import(keys=keys, args=args)
        if _text(reply[0]) == "EXISTS":
            raise MatchExists(match_id)

    async def _append_replicated(self, keys: list[str], args: list[Any]) -> Any:
        """The append script, then WAIT, on one dedicated connection to the key's master: Redis
        counts replication per connection, so WAIT must follow the write on the same one."""
        target: Any = self.redis
        if isinstance(self.redis, RedisCluster):
            node = self.redis.get_node_from_key(keys[0])
            if node is None:
                raise Unavailable("the event store's cluster has no master for this match")
            target = self._node_clients.get(node.name)
            if target is None:
                target = self._node_clients[node.name] = node_client(self.redis, node.host, int(node.port))
        try:
            async with target.client() as connection:
                try:
                    reply = await connection.evalsha(self._append.sha, len(keys), *keys, *args)
                except NoScriptError:
                    reply = await connection.eval(_APPEND, len(keys), *keys, *args)
                status = _text(reply[0])
                if status == "DUP":
                    # Answering a retry: prove the first answer is replicated too. A fence write
                    # on this connection follows the original in the replication stream, so a
                    # replica acknowledging the fence has the original as well.
                    await connection.incr(fence_key(keys[0]))
                if status in ("OK", "DUP"):
                    replicas = int(await connection.execute_command("WAIT", self.wait_replicas, self.wait_timeout_ms))
                    if replicas < self.wait_replicas:
                        raise Unavailable("the move is recorded but not yet replicated; retry with the same command id")
                return reply
        except (ConnectionError, ResponseError) as error:
            # A failover moved the match's slots, or the master is gone: learn the new layout;
            # the client retries with the same command id.
            if isinstance(self.redis, RedisCluster):
                await self.redis.nodes_manager.initialize()
            if isinstance(error, ResponseError) and not str(error).startswith(("MOVED", "ASK", "CLUSTERDOWN")):
                raise
            raise Unavailable("the event store is failing over; retry with the same command id") from None

    async def prior_command(self, match_id: str, command_id: str) -> Appended | None:
        """The recorded answer for a command id, if it was applied."""
        if not command_id:
            return None
        if self._field_reads is not None:
            prior = await self._field_reads(commands_key(match_id), command_id)
        else:
            prior = await self._commands.hget(commands_key(match_id), command_id)
        return parse_prior(_text(prior)) if prior else None

    async def read(
        self, match_id: str, after: int = 0, upto: int | None = None, count: int | None = None
    ) -> list[StoredEvent]:
        """Events with after < version <= upto, in order."""
        end = "+" if upto is None else f"{upto}-0"
        if upto is not None and upto <= after:
            return []
        entries = await self._commands.xrange(events_key(match_id), f"{after + 1}-0", end, count=count)
        return [_parse_entry(entry_id, fields) for entry_id, fields in entries]

    async def read_present(
        self, match_id: str, after: int = 0, upto: int | None = None, count: int | None = None
    ) -> tuple[list[StoredEvent], bool]:
        """`read`, and whether the match is in Redis at all: an empty answer from a match whose
        keys are gone (archived) is told apart from an empty tail of a live one. On one Redis
        both are asked in one MULTI (one round trip, one instant). A Cluster client sends no
        MULTI, so there it is XRANGE, then EXISTS only after an empty answer: safe all the same,
        because a match's keys go only once its finished log is archived, so an empty tail read
        just before they went is also what the archive answers."""
        end = "+" if upto is None else f"{upto}-0"
        start = f"{after + 1}-0"
        if upto is not None and upto <= after:
            return [], bool(await self._commands.exists(meta_key(match_id)))
        if isinstance(self.redis, RedisCluster):
            entries = await self._commands.xrange(events_key(match_id), start, end, count=count)
            present = True if entries else await self._commands.exists(meta_key(match_id))
        else:
            async with self._commands.pipeline(transaction=True) as pipeline:
                pipeline.xrange(events_key(match_id), start, end, count=count)
                pipeline.exists(meta_key(match_id))
                entries, present = await pipeline.execute()
        return [_parse_entry(entry_id, fields) for entry_id, fields in entries], bool(present)

    @property
    def keeps_notes(self) -> bool:
        """One Redis keeps a note of every append; a Cluster cannot (a script touches one slot)."""
        return not isinstance(self.redis, RedisCluster)

    @property
    def carries_notices(self) -> bool:
        """Whether `append` takes the players' notice (one Redis, the notice stream on it)."""
        return self._notices is not None and self.keeps_notes

    def notes_of(self, match_id: str) -> str:
        return notes_key(match_id)

    async def notes_end(self, stream: str) -> str:
        entries = await self._commands.xrevrange(stream, count=1)
        return _text(entries[0][0]) if entries else "0-0"

    async def read_notes(
        self, cursors: Mapping[str, str], block_ms: int, count: int
    ) -> dict[str, tuple[str, list[AppendNote]]]:
        reply = await self._commands.xread(dict(cursors), count=count, block=block_ms)
        found: dict[str, tuple[str, list[AppendNote]]] = {}
        for key, entries in _streams(reply):
            notes = [AppendNote(_text(fields[b"m"]), int(fields[b"v"])) for _id, fields in entries]
            if entries:
                found[_text(key)] = (_text(entries[-1][0]), notes)
        return found

    async def read_many(self, positions: Mapping[str, int]) -> dict[str, list[StoredEvent]]:
        """Each match's events after its position (at most 1000 each), without waiting."""
        if not positions:
            return {}
        if isinstance(self.redis, RedisCluster):
            reads = [self.read(match_id, after=after, count=1000) for match_id, after in positions.items()]
            return {m: events for m, events in zip(positions, await asyncio.gather(*reads), strict=True) if events}
        streams = {events_key(match_id): f"{after}-0" for match_id, after in positions.items()}
        return self._by_match(positions, await self._commands.xread(streams, count=1000))

    def _by_match(self, positions: Mapping[str, int], reply: Any) -> dict[str, list[StoredEvent]]:
        by_key = {events_key(match_id): match_id for match_id in positions}
        return {
            by_key[_text(key)]: [_parse_entry(entry_id, fields) for entry_id, fields in entries]
            for key, entries in _streams(reply)
        }

    async def wait(self, match_id: str, after: int, block_ms: int) -> list[StoredEvent]:
        """Events after `after`, waiting up to block_ms for the first one to arrive."""
        reply = await self._commands.xread({events_key(match_id): f"{after}-0"}, count=1000, block=block_ms)
        return [_parse_entry(entry_id, fields) for _key, entries in _streams(reply) for entry_id, fields in entries]

    async def wait_many(self, positions: Mapping[str, int], block_ms: int) -> dict[str, list[StoredEvent]]:
        """For several matches at once: the events after each one's position, waiting up to
        block_ms for the first to arrive. On one Redis this is one XREAD over every stream, so a
        process watching any number of matches holds one connection for it. A Cluster refuses
        multi-key commands across slots (each match has its own), so there it is one XREAD per
        match, concurrently, until the first answers."""
        if not positions:
            return {}
        if isinstance(self.redis, RedisCluster):
            return await self._wait_each(positions, block_ms)
        streams = {events_key(match_id): f"{after}-0" for match_id, after in positions.items()}
        return self._by_match(positions, await self._commands.xread(streams, count=1000, block=block_ms))

    async def _wait_each(self, positions: Mapping[str, int], block_ms: int) -> dict[str, list[StoredEvent]]:
        waits = {asyncio.ensure_future(self.wait(m, after, block_ms)): m for m, after in positions.items()}
        try:
            done, _ = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in waits:
                task.cancel()
        return {waits[task]: task.result() for task in done if not task.cancelled() and task.result()}

    async def meta(self, match_id: str) -> dict[str, bytes] | None:
        """The match's meta hash, or None if there is no such match."""
        raw = await self._commands.hgetall(meta_key(match_id))
        if not raw:
            return None
        return {_text(key): value for key, value in raw.items()}

    async def set_meta(self, match_id: str, fields: Mapping[str, str | bytes | int]) -> None:
        await self._commands.hset(meta_key(match_id), mapping=dict(fields))

    async def save_snapshot(self, match_id: str, snapshot: Snapshot) -> None:
        """Replace the match's snapshot (only ever with a later version)."""
        await self._commands.hset(
            snapshot_key(match_id),
            mapping={
                "version": snapshot.version,
                "hash": snapshot.hash,
                "schema": snapshot.schema,
                "data": snapshot.data,
            },
        )

    async def load_snapshot(self, match_id: str) -> Snapshot | None:
        raw = await self._commands.hgetall(snapshot_key(match_id))
        if not raw:
            return None
        fields = {_text(key): value for key, value in raw.items()}
        return Snapshot(
            version=int(fields["version"]),
            hash=_text(fields["hash"]),
            schema=_text(fields["schema"]),
            data=fields["data"],
        )


class RedisTimerQueue:
    """Durable timers: one sorted set, members "<game>|<match>|<key>", scored by due time."""

    def __init__(self, redis: RedisClient) -> None:
        self._commands: Any = redis

    async def add(self, game: str, match_id: str, key: str, due_ms: int) -> None:
        await self._commands.zadd(TIMERS_KEY, {f"{game}|{match_id}|{key}": due_ms})

    async def drop(self, game: str, match_id: str, key: str) -> None:
        await self._commands.zrem(TIMERS_KEY, f"{game}|{match_id}|{key}")

    async def due(self, now_ms: int, limit: int) -> list[TimerRef]:
        members = await self._commands.zrangebyscore(TIMERS_KEY, "-inf", now_ms, start=0, num=limit)
        return [TimerRef(*_text(member).split("|", 2)) for member in members]

    async def due_of(self, game: str, match_id: str, key: str) -> int | None:
        score = await self._commands.zscore(TIMERS_KEY, f"{game}|{match_id}|{key}")
        return None if score is None else int(score)


class RedisBotHandoff:
    """Matches waiting on a worker: one sorted set, members "<game>|<match>", scored by the last
    hand-off's time."""

    def __init__(self, redis: RedisClient) -> None:
        self._commands: Any = redis

    async def add(self, game: str, match_id: str, now_ms: int) -> None:
        await self._commands.zadd(PENDING_KEY, {f"{game}|{match_id}": now_ms})

    async def drop(self, game: str, match_id: str) -> None:
        await self._commands.zrem(PENDING_KEY, f"{game}|{match_id}")

    async def stale(self, before_ms: int, limit: int) -> list[WaitingMatch]:
        members = await self._commands.zrangebyscore(PENDING_KEY, "-inf", before_ms, start=0, num=limit)
        return [WaitingMatch(*_text(member).split("|", 1)) for member in members]


class RedisAuditReports:
    """Each match's latest audit report, a string key in the match's slot."""

    def __init__(self, redis: RedisClient) -> None:
        self._commands: Any = redis
        self._save = redis.register_script(_SAVE_AUDIT)

    async def save(self, match_id: str, report: bytes, replacing: bytes | None) -> bytes | None:
        args = [report, b"1", replacing] if replacing is not None else [report, b"0", b""]
        stored: bytes | None = await self._save(keys=[audit_key(match_id), meta_key(match_id)], args=args)
        return stored

    async def load(self, match_id: str) -> bytes | None:
        found: bytes | None = await self._commands.get(audit_key(match_id))
        return found


class RedisMatchIndex:
    """A sorted set per game of match ids by creation time."""

    def __init__(self, redis: RedisClient) -> None:
        self._commands: Any = redis

    async def add(self, game: str, match_id: str, created_ms: int) -> None:
        await self._commands.zadd(index_key(game), {match_id: created_ms})

    async def recent(self, game: str, limit: int) -> list[str]:
        ids = await self._commands.zrevrange(index_key(game), 0, max(limit - 1, 0))
        return [_text(match_id) for match_id in ids]

    async def all(self, game: str) -> list[str]:
        return [_text(match_id) for match_id in await self._commands.zrange(index_key(game), 0, -1)]

    async def page(self, game: str, from_ms: int, limit: int) -> list[tuple[str, int]]:
        """Matches created at or after `from_ms`, oldest first, at most `limit`, with their
        creation times (the archive's slow sweep walks the index with it)."""
        found = await self._commands.zrangebyscore(
            index_key(game), from_ms, "+inf", start=0, num=limit, withscores=True
        )
        return [(_text(match_id), int(score)) for match_id, score in found]


class RedisFinishingQueue:
    """Finished matches waiting for the archive: one sorted set, "<game>|<match>" by finish time."""

    def __init__(self, redis: RedisClient) -> None:
        self._commands: Any = redis

    async def add(self, game: str, match_id: str, finished_ms: int) -> None:
        # NX: a sweep finding the match again keeps its first (earlier) finish time.
        await self._commands.zadd(FINISHING_KEY, {f"{game}|{match_id}": finished_ms}, nx=True)

    async def add_missing(self, game: str, match_id: str, finished_ms: int) -> bool:
        """`add`, answering whether the match was not queued yet."""
        return bool(await self._commands.zadd(FINISHING_KEY, {f"{game}|{match_id}": finished_ms}, nx=True))

    async def drop(self, game: str, match_id: str) -> None:
        await self._commands.zrem(FINISHING_KEY, f"{game}|{match_id}")

    async def due(self, before_ms: int, limit: int) -> list[WaitingMatch]:
        members = await self._commands.zrangebyscore(FINISHING_KEY, "-inf", before_ms, start=0, num=limit)
        return [WaitingMatch(*_text(member).split("|", 1)) for member in members]

    async def count(self) -> int:
        return int(await self._commands.zcard(FINISHING_KEY))

    async def oldest_ms(self) -> int | None:
        """When the longest-waiting match finished (the archive's lag), or None if none waits."""
        found = await self._commands.zrange(FINISHING_KEY, 0, 0, withscores=True)
        return int(found[0][1]) if found else None


class RedisMatchKeys:
    """Everything one match holds in Redis, read whole and deleted whole (the archive's mover)."""

    def __init__(self, redis: RedisClient) -> None:
        self.redis = redis
        self._commands: Any = redis

    async def commands(self, match_id: str) -> dict[str, bytes]:
        raw = await self._commands.hgetall(commands_key(match_id))
        return {_text(key): value for key, value in raw.items()}

    async def exists(self, match_id: str) -> bool:
        return bool(await self._commands.exists(meta_key(match_id)))

    async def delete(self, game: str, match_id: str) -> None:
        """Delete the match's keys and its entries in the sets that span matches. The match's own
        keys go in one DEL (one slot: atomic), so a reader sees the whole log or none of it."""
        keys = [events_key(match_id), meta_key(match_id), commands_key(match_id), snapshot_key(match_id)]
        keys += [fence_key(events_key(match_id)), audit_key(match_id)]
        # The table chat's keys (services/chat/keys.py), archived with the match by the mover.
        keys += chat_keys(match_id)
        await self._commands.delete(*keys)
        await self._commands.zrem(index_key(game), match_id)
        await self._commands.zrem(PENDING_KEY, f"{game}|{match_id}")
        # A finished match's timers were dropped when it ended, unless that after-append work
        # failed: look for leftovers (a scan of the timers set, which holds live matches' timers).
        leftovers = [
            member async for member, _score in self._commands.zscan_iter(TIMERS_KEY, match=f"{game}|{match_id}|*")
        ]
        if leftovers:
            await self._commands.zrem(TIMERS_KEY, *leftovers)


def redis_storage(redis: RedisClient, *, wait_replicas: int = 0, wait_timeout_ms: int = 1000) -> Storage:
    """The whole storage on one Redis client (a single server or a Cluster)."""
    notices = RedisNotices(redis, current().notice_stream_length)
    return Storage(
        events=RedisEventStore(redis, wait_replicas=wait_replicas, wait_timeout_ms=wait_timeout_ms, notices=notices),
        timers=RedisTimerQueue(redis),
        handoff=RedisBotHandoff(redis),
        audits=RedisAuditReports(redis),
        index=RedisMatchIndex(redis),
        finishing=RedisFinishingQueue(redis),
        notices=notices,
    )


def parse_prior(text: str) -> Appended:
    first, last, digest = text.split(":", 2)
    return Appended(int(first), int(last), duplicate=True, digest=digest)


# The event types live in services/core/events.py; they are re-exported here for the modules and
# tests that import them from the store.
__all__ = [
    "FINISHING_KEY",
    "GENESIS_HASH",
    "PENDING_KEY",
    "TIMERS_KEY",
    "Appended",
    "MatchExists",
    "NewEvent",
    "RedisAuditReports",
    "RedisBotHandoff",
    "RedisEventStore",
    "RedisFinishingQueue",
    "RedisMatchIndex",
    "RedisMatchKeys",
    "RedisTimerQueue",
    "Snapshot",
    "StoredEvent",
    "VersionConflict",
    "chain_hash",
    "command_digest",
    "from_envelope",
    "redis_storage",
    "to_envelope",
]
