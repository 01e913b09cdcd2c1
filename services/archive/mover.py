"""The move of a finished match from Redis to the archive, crash-safe.

    read (Redis) -> write (archive row) -> verify (read back) -> feed (XADD ludus:finished)
                 -> delete (the match's Redis keys) -> dequeue (ludus:finishing)

Redis is touched only after the archive copy has been read back and checked against it (the hash
chain recomputed, the entry count, the last hash, every entry byte for byte, the meta and the
idempotency records), so a worker killed at any step leaves the match complete in Redis, complete
in both, or complete in the archive alone — never in neither. Every step is safe to redo: `put` is
idempotent by match id, a match whose Redis keys are gone but which is archived only needs its
queue entry dropped, and the finished feed may carry a match twice (its consumers are idempotent
by match id, see services/archive/records.py).

The match's table chat moves with it (services/chat/archive.py): the chat is closed first (no
message gets in after), read, written beside the archive row in the "write" step and compared in
"verify"; its keys go in the same DEL as the match's.

Which matches: the runner records each match as it finishes (`ludus:finishing`, scored by finish
time); the mover takes those older than the grace period (LUDUS_ARCHIVE_GRACE_SECONDS), so that
the players' last looks at a fresh result are served from Redis. A slow sweep of the per-game
match index finds finished matches whose record was lost (the runner's after-append work may fail),
and closes abandoned matches (`ClosePolicy`), which are then archived the same way.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from ludus.v1 import common_pb2

from services import games
from services.archive.postgres import ArchiveRecord, PostgresArchive
from services.archive.records import FINISHED_FEED, PRIVATE, VISIBILITY_FIELD
from services.chat.archive import ChatArchive
from services.chat.store import RedisChat
from services.core.errors import RuleViolation
from services.core.events import GENESIS_HASH, StoredEvent, chain_hash, to_envelope
from services.core.match import match_info
from services.core.ports import WaitingMatch
from services.core.runner import MatchRunner
from services.core.store import (
    RedisClient,
    RedisFinishingQueue,
    RedisMatchIndex,
    RedisMatchKeys,
    redis_storage,
)

log = logging.getLogger(__name__)

#: The steps of one move, in order; a step hook is called after each (tests crash there).
STEPS = ("read", "write", "verify", "feed", "delete", "dequeue")
#: The finished feed is trimmed to about this many entries: consumers further behind than that
#: rebuild from the archive instead (`ludus projections rebuild`), which holds every match.
FEED_LENGTH = 100_000
#: Redis hash of the slow sweep's position per game (the creation time it continues from).
SWEEP_CURSOR_KEY = "ludus:archive:sweep"
FINISHED = common_pb2.MATCH_STATUS_FINISHED
WAITING = common_pb2.MATCH_STATUS_WAITING
ACTIVE = common_pb2.MATCH_STATUS_ACTIVE

StepHook = Callable[[str, str], Awaitable[None]]


class ArchiveMismatch(Exception):
    """The archive's copy differs from Redis: Redis is left alone, the match stays queued."""


@dataclass(frozen=True)
class Moved:
    """What one move did: "archived", "gone" (not in Redis: archived before, or never a match),
    "unfinished" (not finished: dropped from the queue, nothing moved), "mismatch" (the archive's
    copy differs: nothing deleted, still queued)."""

    game: str
    match_id: str
    outcome: str
    events: int = 0


async def _no_hook(step: str, match_id: str) -> None:
    return None


class ArchiveMover:
    """Moves finished matches from one Redis (single server or Cluster) to the archive."""

    def __init__(
        self,
        redis: RedisClient,
        archive: PostgresArchive,
        *,
        grace_ms: int,
        step_hook: StepHook | None = None,
    ) -> None:
        self.redis = redis
        self._commands: Any = redis
        self.archive = archive
        self.grace_ms = grace_ms
        self.storage = redis_storage(redis)
        self.keys = RedisMatchKeys(redis)
        self.queue = RedisFinishingQueue(redis)
        self.index = RedisMatchIndex(redis)
        self._hook = step_hook or _no_hook
        self.chat = RedisChat(redis)
        self.chats = ChatArchive(archive.engine)

    async def run_once(self, now_ms: int, limit: int = 100) -> list[Moved]:
        """Move the matches that finished before the grace period, oldest first, at most `limit`."""
        moved = []
        for waiting in await self.queue.due(now_ms - self.grace_ms, limit):
            try:
                moved.append(await self.move(waiting))
            except ArchiveMismatch as mismatch:
                # Needs an operator (docs/operations.md, "Archive"): the match stays in Redis and
                # queued, and the others move on.
                log.error("%s", mismatch)
                moved.append(Moved(*waiting, "mismatch"))
        return moved

    async def move(self, waiting: WaitingMatch) -> Moved:
        game, match_id = waiting
        meta = await self.storage.events.meta(match_id)
        if meta is None:
            # Deleted by an earlier move that died before dequeuing (or never a match).
            if not await self.archive.archived(match_id):
                log.warning("archive queue names %s, which is neither in Redis nor archived", match_id)
            await self.queue.drop(game, match_id)
            return Moved(game, match_id, "gone")
        if int(meta.get("status", b"0")) != FINISHED:
            log.warning("archive queue names %s, which is not finished; dropped from the queue", match_id)
            await self.queue.drop(game, match_id)
            return Moved(game, match_id, "unfinished")
        # Closed before it is read, so the copy is the whole chat (a redo finds it closed).
        await self.chat.close(match_id)
        chat = await self.chat.snapshot(match_id)
        record = await self._read(game, match_id, meta)
        await self._hook("read", match_id)
        await self.archive.put(record)
        await self.chats.put(match_id, chat)
        await self._hook("write", match_id)
        await self.verify(record)
        problems = await self.chats.problems(match_id, chat)
        if problems:
            raise ArchiveMismatch(f"archive copy of {match_id} is not Redis's: {'; '.join(problems)}")
        await self._hook("verify", match_id)
        await self._commands.xadd(
            FINISHED_FEED, {"match": match_id, "game": game}, maxlen=FEED_LENGTH, approximate=True
        )
        await self._hook("feed", match_id)
        await self.keys.delete(game, match_id)
        await self._hook("delete", match_id)
        await self.queue.drop(game, match_id)
        await self._hook("dequeue", match_id)
        return Moved(game, match_id, "archived", len(record.events))

    async def _read(self, game_name: str, match_id: str, meta: dict[str, bytes]) -> ArchiveRecord:
        game = games.load(game_name)
        # The match from its latest snapshot and the tail after it (no fold from the start).
        runner: MatchRunner[Any] = MatchRunner(game, self.storage)
        match = await runner.load(match_id)
        # The latest audit report, made now if the stored one does not cover the last version
        # (the workers audit every match as it ends, so this is usually the stored one as is).
        audit = await self.storage.audits.load(match_id)
        if audit is None or common_pb2.AuditReport.FromString(audit).version != match.version:
            audit = (await runner.audit(match_id)).SerializeToString()
        events = await self.storage.events.read(match_id)
        meta = await self.storage.events.meta(match_id) or meta
        return ArchiveRecord(
            match_id=match_id,
            game=game_name,
            created_ms=int(meta.get("created_ms", b"0")) or events[0].time_ms,
            finished_ms=events[-1].time_ms,
            version=match.version,
            last_hash=match.last_hash,
            seed=match.seed,
            commitment=meta.get("commitment", b"").decode(),
            status=match.platform.status,
            info=match_info(game, match).SerializeToString(),
            meta=meta,
            commands=await self.keys.commands(match_id),
            audit=audit,
            events=events,
            players=await self.archive.players_of(match_id),
            public=meta.get(VISIBILITY_FIELD, b"").decode() != PRIVATE,
        )

    async def verify(self, record: ArchiveRecord) -> None:
        """The archive's copy, read back from the database, equals what Redis holds."""
        match_id = record.match_id
        stored = await self.archive.stored(match_id)
        problems = []
        if stored is None:
            raise ArchiveMismatch(f"archive copy of {match_id} is not Redis's: no row")
        if (stored.version, stored.last_hash) != (record.version, record.last_hash):
            problems.append(f"row at version {stored.version} {stored.last_hash[:12]}")
        archived = stored.events
        if len(archived) != len(record.events):
            problems.append(f"{len(archived)} entries, not {len(record.events)}")
        problems += _chain_problems(archived)
        if archived and archived[-1].hash != record.meta.get("last_hash", b"").decode():
            problems.append("last hash differs from the Redis meta")
        if [to_envelope(e).SerializeToString() for e in archived] != [
            to_envelope(e).SerializeToString() for e in record.events
        ]:
            problems.append("entries differ from Redis")
        if stored.meta != dict(record.meta):
            problems.append("meta differs")
        if stored.commands != dict(record.commands):
            problems.append("idempotency records differ")
        if problems:
            raise ArchiveMismatch(f"archive copy of {match_id} is not Redis's: {'; '.join(problems)}")

    async def sweep(self, now_ms: int, batch: int = 500, policy: ClosePolicy | None = None) -> Swept:
        """One slice of the slow sweep: the next `batch` matches of each game's index. Finished
        ones missing from the queue are queued (by their last update); with a `policy`, matches
        waiting for players too long, or with no event for too long, are closed first."""
        requeued = closed = 0
        for game in games.names():
            raw = await self._commands.hget(SWEEP_CURSOR_KEY, game)
            start = int(raw) if raw else 0
            page = await self.index.page(game, start, batch)
            for match_id, _created in page:
                meta = await self.storage.events.meta(match_id)
                if meta is None:
                    continue
                status = int(meta.get("status", b"0"))
                reason = policy.reason(status, meta, now_ms) if policy is not None else None
                if reason is not None and await self._close(game, match_id, reason):
                    closed += 1  # the runner queued it for the archive as it finished
                elif status == FINISHED and await self.queue.add_missing(game, match_id, _ms(meta, "updated_ms")):
                    requeued += 1
            # At the end of the index, start over; else continue from the last creation time
            # (inclusive: matches created in the same millisecond are looked at again, not skipped).
            following = page[-1][1] if len(page) == batch and page[-1][1] > start else 0
            await self._commands.hset(SWEEP_CURSOR_KEY, game, following)
        return Swept(requeued, closed)

    async def _close(self, game: str, match_id: str, reason: int) -> bool:
        runner: MatchRunner[Any] = MatchRunner(games.load(game), self.storage)
        try:
            await runner.close(match_id, reason)
        except RuleViolation:
            return False  # it finished meanwhile: the runner queued it
        log.info("closed %s (%s)", match_id, common_pb2.EndReason.Name(reason))
        return True


@dataclass(frozen=True)
class Swept:
    requeued: int
    closed: int


@dataclass(frozen=True)
class ClosePolicy:
    """When the platform closes a match itself (0: never): LUDUS_WAITING_EXPIRY_SECONDS and
    LUDUS_ABANDONED_SECONDS. "Abandoned" is an active match with no event for that long: bots
    and clocks act within seconds, so such a match waits on people who are gone."""

    waiting_expiry_ms: int
    abandoned_ms: int

    def reason(self, status: int, meta: dict[str, bytes], now_ms: int) -> int | None:
        if status == WAITING and self.waiting_expiry_ms and _ms(meta, "created_ms") <= now_ms - self.waiting_expiry_ms:
            return common_pb2.END_REASON_WAITING_EXPIRED
        if status == ACTIVE and self.abandoned_ms and _ms(meta, "updated_ms") <= now_ms - self.abandoned_ms:
            return common_pb2.END_REASON_ABANDONED
        return None


def _ms(meta: dict[str, bytes], name: str) -> int:
    return int(meta.get(name, b"0") or 0)


def _chain_problems(events: list[StoredEvent]) -> list[str]:
    previous = GENESIS_HASH
    for expected_version, event in enumerate(events, start=1):
        if event.version != expected_version:
            return [f"version {event.version} where {expected_version} belongs"]
        digest = chain_hash(
            previous, event.version, event.type, event.data, event.seat, event.command_id, event.command, event.time_ms
        )
        if digest != event.hash:
            return [f"hash chain broken at version {event.version}"]
        previous = digest
    return []


__all__ = ["STEPS", "ArchiveMismatch", "ArchiveMover", "ClosePolicy", "Moved", "StepHook", "Swept"]
