"""Watching matches with a bounded number of store connections.

Every watcher of a match (a `WatchMatch` stream, a spectator's socket) needs each new event in
order. Giving each its own blocking read holds one Redis connection per watcher: 10,000 watchers
would exhaust Redis's `maxclients`. Here one reader per process follows every watched match at
once (`EventStore.wait_many`: a single XREAD on one Redis) and hands each new event to all of
that match's watchers in process; a recent window of events is kept per match, so a watcher that
falls behind it, or starts from an old version, reads the store directly until it catches up.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import AsyncGenerator
from dataclasses import dataclass, field

from services.core.events import StoredEvent
from services.core.ports import EventStore
from services.core.settings import LONGEST_REDIS_BLOCK_MS

log = logging.getLogger(__name__)

MATCH_ENDED = "ludus.v1.MatchEnded"
#: Events of a match kept in memory for its watchers (a slower watcher reads the store).
WINDOW = 1024
#: A catch-up read's page.
PAGE = 500
#: Catch-up reads in flight at once (each holds a connection while it runs).
CATCH_UP_READS = 8
#: After the set of watched matches changed, how long to gather further changes before the
#: reader starts its next wait (a burst of new watchers costs one restart, not one each).
COALESCE_SECONDS = 0.005


@dataclass
class _Feed:
    #: The last version the reader has seen.
    version: int
    recent: deque[StoredEvent] = field(default_factory=lambda: deque(maxlen=WINDOW))
    watchers: int = 0
    ended: bool = False
    #: Set (and replaced) each time events arrive: watchers wait on the current one.
    arrived: asyncio.Event = field(default_factory=asyncio.Event)

    def add(self, events: list[StoredEvent]) -> None:
        fresh = [event for event in events if event.version > self.version]
        if not fresh:
            return
        self.recent.extend(fresh)
        self.version = fresh[-1].version
        self.ended = self.ended or any(event.type == MATCH_ENDED for event in fresh)
        arrived, self.arrived = self.arrived, asyncio.Event()
        arrived.set()


class MatchFeeds:
    """One reader for every match watched in this process, fanned out to the watchers."""

    def __init__(self, store: EventStore, block_ms: int = LONGEST_REDIS_BLOCK_MS, retry_seconds: float = 0.5) -> None:
        self.store = store
        self.block_ms = block_ms
        self.retry_seconds = retry_seconds
        self._feeds: dict[str, _Feed] = {}
        self._catch_up = asyncio.Semaphore(CATCH_UP_READS)
        self._reader: asyncio.Task[None] | None = None
        #: Set when the set of followed matches changed: the reader starts a new read.
        self._changed = asyncio.Event()

    @property
    def watched(self) -> int:
        """How many matches are being followed."""
        return len(self._feeds)

    async def events(self, match_id: str, after: int, tail: int) -> AsyncGenerator[StoredEvent, None]:
        """Every event of the match after `after`, in order, live, until MatchEnded. `tail` is a
        version the match is known to have reached (where following starts if nobody is yet)."""
        # Closed at once with this one: a watcher leaving frees its match now, not when collected.
        async with contextlib.aclosing(self.batches(match_id, after, tail)) as batches:
            async for batch in batches:
                for event in batch:
                    yield event

    async def batches(self, match_id: str, after: int, tail: int) -> AsyncGenerator[list[StoredEvent], None]:
        """The same events as `events`, in the groups they become known in: what one read found
        (a command's events arrive together), a page of a catch-up read."""
        feed = self._join(match_id, tail)
        try:
            while True:
                if feed.recent and feed.recent[0].version <= after + 1 <= feed.version:
                    batch = [event for event in list(feed.recent) if event.version > after]
                elif after < feed.version:
                    async with self._catch_up:
                        batch = await self.store.read(match_id, after=after, count=PAGE)
                elif feed.ended:
                    return
                else:
                    arrived = feed.arrived
                    if feed.version <= after:
                        await arrived.wait()
                    continue
                ended = next((index for index, event in enumerate(batch) if event.type == MATCH_ENDED), None)
                if ended is not None:
                    batch = batch[: ended + 1]
                if batch:
                    yield batch
                    after = batch[-1].version
                if ended is not None:
                    return
        finally:
            self._leave(match_id, feed)

    def _join(self, match_id: str, tail: int) -> _Feed:
        feed = self._feeds.get(match_id)
        if feed is None:
            feed = self._feeds[match_id] = _Feed(version=tail)
            self._changed.set()
            if self._reader is None or self._reader.done():
                self._reader = asyncio.create_task(self._read(), name="match-feeds")
        feed.watchers += 1
        return feed

    def _leave(self, match_id: str, feed: _Feed) -> None:
        feed.watchers -= 1
        if feed.watchers <= 0 and self._feeds.get(match_id) is feed:
            del self._feeds[match_id]
            self._changed.set()

    async def _read(self) -> None:
        """The one reader: waits on every followed match's stream at once; a change in the set
        of matches starts a new wait (a newly watched match must not wait out the old one)."""
        while self._feeds:
            positions = {match_id: feed.version for match_id, feed in self._feeds.items() if not feed.ended}
            if not positions:
                self._changed.clear()
                await self._changed.wait()
                continue
            self._changed.clear()
            read = asyncio.ensure_future(self.store.wait_many(positions, self.block_ms))
            changed = asyncio.ensure_future(self._changed.wait())
            try:
                done, _ = await asyncio.wait({read, changed}, return_when=asyncio.FIRST_COMPLETED)
            finally:
                changed.cancel()
            if read not in done:
                # Cut the wait in flight (its connection is closed and replaced: the count of
                # connections stays bounded), gather the joins of the next moment, read again.
                read.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await read
                await asyncio.sleep(COALESCE_SECONDS)
                continue
            try:
                found = read.result()
            except Exception as error:
                log.warning("watching %d matches: the store failed (%s); retrying", len(positions), error)
                await asyncio.sleep(self.retry_seconds)
                continue
            self._deliver(found)

    def offer(self, match_id: str, events: list[StoredEvent]) -> None:
        """Events this process has just appended, handed to the match's watchers here at once
        rather than when the reader finds them (a read's round trip later, longer under load):
        the opponents' streams of a move made on this replica see it as its own stream does.
        Taken only when they follow on what the feed has; a gap (another replica's events not
        read yet) is left to the reader, which skips what was offered."""
        feed = self._feeds.get(match_id)
        if feed is not None and events and events[0].version == feed.version + 1:
            feed.add(events)

    def _deliver(self, found: dict[str, list[StoredEvent]]) -> None:
        for match_id, events in found.items():
            feed = self._feeds.get(match_id)
            if feed is not None:
                feed.add(events)

    async def close(self) -> None:
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader
