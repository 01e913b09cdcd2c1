"""Feeding a projection live: FINISHED_FEED read through a consumer group of its own.

Each projection has its own group (`projection:<name>`), so each sees every archived match and
keeps its own position and pending list. An entry is acknowledged (XACK) only after the
transaction that applied it has committed: a consumer killed before the commit leaves the entry
pending, and any consumer of the group claims it again (XAUTOCLAIM) once it has been idle for
`claim_idle_ms`. A killed consumer after the commit but before the XACK makes the entry come
again too; the ledger (framework.apply_once) makes that second application a no-op. So delivery
is at least once and the effect exactly once.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from redis.asyncio import Redis
from redis.asyncio.cluster import RedisCluster
from redis.exceptions import ResponseError
from sqlalchemy.ext.asyncio import AsyncEngine

from services.archive.records import FINISHED_FEED, ArchivedMatch, ArchiveReader
from services.projections.framework import Projection, apply_new

log = logging.getLogger(__name__)

RedisClient = Redis | RedisCluster


def group_name(projection: Projection) -> str:
    return f"projection:{projection.name}"


@dataclass
class Batch:
    """What one pass over the feed did."""

    #: Entries acknowledged (applied now, or found applied before).
    acknowledged: int = 0
    #: Entries left pending: their match is not in the archive (yet), or applying it failed.
    left: int = 0


class FeedConsumer:
    """One consumer (`consumer`, e.g. the worker's host and pid) of one projection's group."""

    def __init__(
        self,
        redis: RedisClient,
        engine: AsyncEngine,
        archive: ArchiveReader,
        projection: Projection,
        consumer: str,
        *,
        batch: int = 100,
        claim_idle_ms: int = 30_000,
    ) -> None:
        self.redis = redis
        self.engine = engine
        self.archive = archive
        self.projection = projection
        self.group = group_name(projection)
        self.consumer = consumer
        self.batch = batch
        self.claim_idle_ms = claim_idle_ms

    async def ensure_group(self) -> None:
        """Create the group at the feed's start (id 0: a new projection sees every entry still in
        the stream; `rebuild` covers those trimmed before it existed)."""
        try:
            await self.redis.xgroup_create(FINISHED_FEED, self.group, id="0", mkstream=True)
        except ResponseError as error:
            if "BUSYGROUP" not in str(error):
                raise

    async def run_once(self, block_ms: int | None = None) -> Batch:
        """Claim entries another consumer left idle, then read new ones (waiting up to `block_ms`
        for some if there were none), and apply them."""
        done = Batch()
        claimed = await self.redis.xautoclaim(
            FINISHED_FEED, self.group, self.consumer, self.claim_idle_ms, "0-0", count=self.batch
        )
        # XAUTOCLAIM answers [next start, entries, deleted ids]; a trimmed entry is gone for good
        # (the rebuild from the archive is the remedy), so only live entries matter.
        await self._handle(claimed[1], done)
        # RESP2's shape, [[stream, entries]] (the client's types also allow RESP3's dict).
        read: Any = await self.redis.xreadgroup(
            self.group, self.consumer, {FINISHED_FEED: ">"}, count=self.batch, block=block_ms
        )
        for _stream, entries in read or []:
            await self._handle(entries, done)
        return done

    async def drain(self, max_batches: int | None = None) -> Batch:
        """Apply everything the group has not yet seen (and every stale pending entry), or at
        most `max_batches` batches of it."""
        total = Batch()
        batches = 0
        while max_batches is None or batches < max_batches:
            batches += 1
            done = await self.run_once()
            total.acknowledged += done.acknowledged
            total.left += done.left
            if done.acknowledged == 0:
                break
        return total

    async def _handle(self, entries: Sequence[tuple[Any, dict[Any, Any]]], done: Batch) -> None:
        """Apply a batch of entries in one transaction (a commit per match would cost a disk
        flush each), then acknowledge them all; if the batch fails, apply its matches one by one
        so that one bad match holds back only itself."""
        found: list[tuple[Any, ArchivedMatch]] = []
        for entry_id, fields in entries:
            match_id = _text(fields.get(b"match", fields.get("match", b"")))
            match = await self.archive.get(match_id) if match_id else None
            if match is None:
                # The archiver adds the entry after its archive row commits, so this is an entry
                # from elsewhere or a reader pointed at the wrong archive: leave it pending
                # (status shows it) rather than acknowledge a match nobody applied.
                log.warning("%s: feed entry %s names no archived match (%r)", self.group, _text(entry_id), match_id)
                done.left += 1
            else:
                found.append((entry_id, match))
        if not found:
            return
        try:
            await self._commit([match for _, match in found])
            applied = [entry_id for entry_id, _ in found]
        except Exception:
            applied = []
            for entry_id, match in found:
                try:
                    await self._commit([match])
                    applied.append(entry_id)
                except Exception:
                    log.exception("%s: applying %s failed; it stays pending", self.group, match.match_id)
                    done.left += 1
        if applied:
            # Only now, after the commit: an acknowledged entry is never delivered again.
            await self.redis.xack(FINISHED_FEED, self.group, *applied)
            done.acknowledged += len(applied)

    async def _commit(self, matches: list[ArchivedMatch]) -> None:
        async with self.engine.begin() as connection:
            await apply_new(connection, self.projection, matches)


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)
