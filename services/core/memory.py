"""In-memory storage with the Redis storage's semantics, for fast tests of the logic above it.

Same answers as `services/core/store.py` (the contract tests run both): version conflicts, a
command id answered with its first answer (checked before the version), creation re-runs
recognised by their hash, the hash chain (computed by the same `chain_batch`), meta values read
back as bytes, sorted sets ordered by score then member. Every operation first yields to the event
loop once, as a network round trip would, so concurrent runners interleave as they do on Redis;
after that, each check-and-write runs without an await, which makes it atomic like a Lua script.

One process only, nothing persisted, no replication: not for production.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from services.core.errors import NotFound, shown
from services.core.events import (
    GENESIS_HASH,
    Appended,
    MatchExists,
    NewEvent,
    Snapshot,
    StoredEvent,
    VersionConflict,
    chain_batch,
    command_batches,
)
from services.core.notices import MemoryNotices
from services.core.ports import NOTES_LENGTH, AppendNote, MetaValue, Storage, TimerRef, WaitingMatch

#: The most events one wait answers (XREAD COUNT in the Redis store).
WAIT_COUNT = 1000


def _bytes(value: MetaValue) -> bytes:
    """A meta value as Redis stores it."""
    if isinstance(value, bytes):
        return value
    return str(value).encode()


def _prior(record: str) -> Appended:
    first, last, digest = record.split(":", 2)
    return Appended(int(first), int(last), duplicate=True, digest=digest)


async def _round_trip() -> None:
    await asyncio.sleep(0)


@dataclass
class _Log:
    """One match's keys: its events, meta hash and command records."""

    events: list[StoredEvent] = field(default_factory=list)
    meta: dict[str, bytes] = field(default_factory=dict)
    commands: dict[str, str] = field(default_factory=dict)


class MemoryEventStore:
    """Match logs in a dict; one instance is one shared store for every runner given it."""

    def __init__(self) -> None:
        self._logs: dict[str, _Log] = {}
        self._snapshots: dict[str, Snapshot] = {}
        # Set (and replaced) whenever a match's log grows, to wake its waiters.
        self._arrived: dict[str, asyncio.Event] = {}
        #: Each note stream's notes as (sequence, note), capped like Redis's; the sequence
        #: counts every note ever added, so a cursor "<n>-0" stays valid after trimming.
        self._notes: dict[str, deque[tuple[int, AppendNote]]] = {}
        self._noted_count = 0
        self._noted = asyncio.Event()  # set (and replaced) whenever a note is added

    def _log(self, match_id: str) -> _Log:
        return self._logs.setdefault(match_id, _Log())

    def _grew(self, match_id: str) -> None:
        arrived = self._arrived.pop(match_id, None)
        if arrived is not None:
            arrived.set()

    async def create(
        self,
        match_id: str,
        meta: Mapping[str, MetaValue],
        events: Sequence[NewEvent],
        command_id: str,
        command: bytes,
        time_ms: int,
    ) -> list[StoredEvent]:
        stored = chain_batch(events, 1, GENESIS_HASH, command_id, command, time_ms)
        await _round_trip()
        log = self._log(match_id)
        if log.meta:
            found = (log.meta.get("last_hash"), log.meta.get("version"))
            if found == (stored[-1].hash.encode(), str(len(stored)).encode()):
                return stored  # the same creation again
            raise MatchExists(match_id)
        log.events.extend(stored)
        log.meta.update(version=str(len(stored)).encode(), last_hash=stored[-1].hash.encode())
        log.meta.update({key: _bytes(value) for key, value in meta.items()})
        self._grew(match_id)
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
        meta: Mapping[str, MetaValue] | None = None,
        notice: Mapping[str, str] | None = None,
    ) -> tuple[Appended, list[StoredEvent]]:
        if notice is not None:
            raise ValueError("this store does not carry notices")
        stored = chain_batch(events, expected_version + 1, previous_hash, command_id, command, time_ms)
        await _round_trip()
        log = self._logs.get(match_id)
        if log is None or "version" not in log.meta:
            raise NotFound(f"no match {shown(match_id)}")
        if command_id and command_id in log.commands:
            return _prior(log.commands[command_id]), []
        version = int(log.meta["version"])
        if expected_version != version or log.meta.get("last_hash") != previous_hash.encode():
            raise VersionConflict(version)
        log.events.extend(stored)
        last = expected_version + len(stored)
        if command_id:
            log.commands[command_id] = f"{expected_version + 1}:{last}:{digest}"
        log.meta.update(version=str(last).encode(), last_hash=stored[-1].hash.encode())
        log.meta.update({key: _bytes(value) for key, value in (meta or {}).items()})
        self._note(match_id, last)
        self._grew(match_id)
        return Appended(expected_version + 1, last), stored

    def _note(self, match_id: str, version: int) -> None:
        self._noted_count += 1
        notes = self._notes.setdefault(self.notes_of(match_id), deque(maxlen=NOTES_LENGTH))
        notes.append((self._noted_count, AppendNote(match_id, version)))
        noted, self._noted = self._noted, asyncio.Event()
        noted.set()

    keeps_notes = True
    #: The runner publishes the notices to the in-memory notice log itself (the Redis store's
    #: other path, so the fast tests cover it).
    carries_notices = False

    def notes_of(self, match_id: str) -> str:
        return match_id.partition("-")[0]  # the game's name

    async def notes_end(self, stream: str) -> str:
        await _round_trip()
        notes = self._notes.get(stream)
        return f"{notes[-1][0]}-0" if notes else "0-0"

    async def read_notes(
        self, cursors: Mapping[str, str], block_ms: int, count: int
    ) -> dict[str, tuple[str, list[AppendNote]]]:
        await _round_trip()
        deadline = None if block_ms == 0 else asyncio.get_running_loop().time() + block_ms / 1000
        while True:
            found: dict[str, tuple[str, list[AppendNote]]] = {}
            for stream, cursor in cursors.items():
                after = int(cursor.partition("-")[0])
                fresh = [(n, note) for n, note in self._notes.get(stream, ()) if n > after][:count]
                if fresh:
                    found[stream] = (f"{fresh[-1][0]}-0", [note for _, note in fresh])
            if found or not cursors:
                return found
            try:
                # asyncio.timeout, not wait_for: on Python 3.11 wait_for drops a cancellation.
                async with asyncio.timeout_at(deadline):
                    await self._noted.wait()
            except TimeoutError:
                return {}

    async def read_many(self, positions: Mapping[str, int]) -> dict[str, list[StoredEvent]]:
        await _round_trip()
        return {m: events for m, after in positions.items() if (events := self._after(m, after, None, WAIT_COUNT))}

    async def import_log(self, match_id: str, meta: Mapping[str, MetaValue], events: Sequence[StoredEvent]) -> None:
        await _round_trip()
        log = self._log(match_id)
        if log.meta:
            raise MatchExists(match_id)
        log.events.extend(events)
        for command_id, (first, last, digest) in command_batches(events).items():
            log.commands[command_id] = f"{first}:{last}:{digest}"
        log.meta.update({key: _bytes(value) for key, value in meta.items()})
        self._grew(match_id)

    async def prior_command(self, match_id: str, command_id: str) -> Appended | None:
        if not command_id:
            return None
        await _round_trip()
        log = self._logs.get(match_id)
        record = log.commands.get(command_id) if log is not None else None
        return _prior(record) if record else None

    def _after(self, match_id: str, after: int, upto: int | None, count: int | None) -> list[StoredEvent]:
        log = self._logs.get(match_id)
        if log is None:
            return []
        # Versions run from 1 without a gap (every write keeps them so), so `after` is an index.
        tail = log.events[max(after, 0) :]
        found = [event for event in tail if event.version > after and (upto is None or event.version <= upto)]
        return found[:count] if count is not None else found

    async def read(
        self, match_id: str, after: int = 0, upto: int | None = None, count: int | None = None
    ) -> list[StoredEvent]:
        await _round_trip()
        if upto is not None and upto <= after:
            return []
        return self._after(match_id, after, upto, count)

    async def wait(self, match_id: str, after: int, block_ms: int) -> list[StoredEvent]:
        await _round_trip()
        loop = asyncio.get_running_loop()
        deadline = None if block_ms == 0 else loop.time() + block_ms / 1000
        while True:
            found = self._after(match_id, after, None, WAIT_COUNT)
            if found:
                return found
            arrived = self._arrived.setdefault(match_id, asyncio.Event())
            remaining = None if deadline is None else deadline - loop.time()
            if remaining is not None and remaining <= 0:
                return []
            # asyncio.timeout, not wait_for: on Python 3.11 wait_for drops a cancellation that
            # arrives as the event is set, and a cancelled watcher would then wait on forever.
            try:
                async with asyncio.timeout(remaining):
                    await arrived.wait()
            except TimeoutError:
                return []

    async def wait_many(self, positions: Mapping[str, int], block_ms: int) -> dict[str, list[StoredEvent]]:
        await _round_trip()
        loop = asyncio.get_running_loop()
        deadline = None if block_ms == 0 else loop.time() + block_ms / 1000
        while True:
            found = {m: events for m, after in positions.items() if (events := self._after(m, after, None, WAIT_COUNT))}
            if found or not positions:
                return found
            arrivals = [self._arrived.setdefault(m, asyncio.Event()) for m in positions]
            remaining = None if deadline is None else deadline - loop.time()
            if remaining is not None and remaining <= 0:
                return {}
            waiters = [asyncio.ensure_future(arrived.wait()) for arrived in arrivals]
            try:
                done, _ = await asyncio.wait(waiters, timeout=remaining, return_when=asyncio.FIRST_COMPLETED)
            finally:
                for waiter in waiters:
                    waiter.cancel()
            if not done:
                return {}

    async def meta(self, match_id: str) -> dict[str, bytes] | None:
        await _round_trip()
        log = self._logs.get(match_id)
        return dict(log.meta) if log is not None and log.meta else None

    async def set_meta(self, match_id: str, fields: Mapping[str, MetaValue]) -> None:
        await _round_trip()
        self._log(match_id).meta.update({key: _bytes(value) for key, value in fields.items()})

    async def save_snapshot(self, match_id: str, snapshot: Snapshot) -> None:
        await _round_trip()
        self._snapshots[match_id] = snapshot

    async def load_snapshot(self, match_id: str) -> Snapshot | None:
        await _round_trip()
        return self._snapshots.get(match_id)


class _SortedSet:
    """A Redis sorted set's ordering: by score, equal scores by member."""

    def __init__(self) -> None:
        self.scores: dict[str, int] = {}

    def ascending(self, upto: int | None = None) -> list[str]:
        ordered = sorted(self.scores.items(), key=lambda item: (item[1], item[0].encode()))
        return [member for member, score in ordered if upto is None or score <= upto]


class MemoryTimerQueue:
    def __init__(self) -> None:
        self._set = _SortedSet()

    async def add(self, game: str, match_id: str, key: str, due_ms: int) -> None:
        await _round_trip()
        self._set.scores[f"{game}|{match_id}|{key}"] = due_ms

    async def drop(self, game: str, match_id: str, key: str) -> None:
        await _round_trip()
        self._set.scores.pop(f"{game}|{match_id}|{key}", None)

    async def due(self, now_ms: int, limit: int) -> list[TimerRef]:
        await _round_trip()
        return [TimerRef(*member.split("|", 2)) for member in self._set.ascending(now_ms)[:limit]]

    async def due_of(self, game: str, match_id: str, key: str) -> int | None:
        await _round_trip()
        return self._set.scores.get(f"{game}|{match_id}|{key}")


class MemoryBotHandoff:
    def __init__(self) -> None:
        self._set = _SortedSet()

    async def add(self, game: str, match_id: str, now_ms: int) -> None:
        await _round_trip()
        self._set.scores[f"{game}|{match_id}"] = now_ms

    async def drop(self, game: str, match_id: str) -> None:
        await _round_trip()
        self._set.scores.pop(f"{game}|{match_id}", None)

    async def stale(self, before_ms: int, limit: int) -> list[WaitingMatch]:
        await _round_trip()
        return [WaitingMatch(*member.split("|", 1)) for member in self._set.ascending(before_ms)[:limit]]


class MemoryAuditReports:
    def __init__(self, events: MemoryEventStore) -> None:
        self._reports: dict[str, bytes] = {}
        self._events = events

    async def save(self, match_id: str, report: bytes, replacing: bytes | None) -> bytes | None:
        await _round_trip()
        if await self._events.meta(match_id) is None:
            return None  # as in Redis: reports only for the matches stored here
        if self._reports.get(match_id) == replacing:
            self._reports[match_id] = report
        return self._reports[match_id]

    async def load(self, match_id: str) -> bytes | None:
        await _round_trip()
        return self._reports.get(match_id)


class MemoryFinishingQueue:
    def __init__(self) -> None:
        self._set = _SortedSet()

    async def add(self, game: str, match_id: str, finished_ms: int) -> None:
        await _round_trip()
        self._set.scores.setdefault(f"{game}|{match_id}", finished_ms)

    async def drop(self, game: str, match_id: str) -> None:
        await _round_trip()
        self._set.scores.pop(f"{game}|{match_id}", None)

    async def due(self, before_ms: int, limit: int) -> list[WaitingMatch]:
        await _round_trip()
        return [WaitingMatch(*member.split("|", 1)) for member in self._set.ascending(before_ms)[:limit]]

    async def count(self) -> int:
        await _round_trip()
        return len(self._set.scores)


class MemoryMatchIndex:
    def __init__(self) -> None:
        self._sets: dict[str, _SortedSet] = {}

    async def add(self, game: str, match_id: str, created_ms: int) -> None:
        await _round_trip()
        self._sets.setdefault(game, _SortedSet()).scores[match_id] = created_ms

    async def recent(self, game: str, limit: int) -> list[str]:
        await _round_trip()
        found = self._sets.get(game)
        return list(reversed(found.ascending()))[: max(limit, 1)] if found else []

    async def all(self, game: str) -> list[str]:
        await _round_trip()
        found = self._sets.get(game)
        return found.ascending() if found else []


def memory_storage() -> Storage:
    """A fresh, empty in-memory storage (use one per event loop: waits hold asyncio events)."""
    events = MemoryEventStore()
    return Storage(
        events=events,
        timers=MemoryTimerQueue(),
        handoff=MemoryBotHandoff(),
        audits=MemoryAuditReports(events),
        index=MemoryMatchIndex(),
        finishing=MemoryFinishingQueue(),
        notices=MemoryNotices(),
    )
