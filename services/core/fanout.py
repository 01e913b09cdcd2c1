"""Watching matches with a bounded number of store connections.

Every watcher of a match (a `WatchMatch` stream, a spectator's socket) needs each new event in
order. Giving each its own blocking read holds one Redis connection per watcher: 10,000 watchers
would exhaust Redis's `maxclients`. Here one reader per process follows every watched match at
once and hands each new event to all of that match's watchers in process; a recent window of
events is kept per match, so a watcher that falls behind it, or starts from an old version, reads
the store directly until it catches up.

The events a process appends itself reach its watchers at once (`offer`); the reader is for the
others' (another replica's, a worker's). How it follows them depends on the store:

- **Append notes** (one Redis; `EventStore.keeps_notes`): every append also notes (match,
  version) on its game's note stream, in the same script. The reader waits on the note streams
  only — one small XREAD whatever the number of matches — and reads a match's events only when a
  note says it grew past what its feed has. A match that starts being followed is read once
  (after its note stream's cursor is taken, so nothing falls between), and every followed match
  is read again every `full_read_seconds`, and whenever the reader may have lost notes (a failed
  read, a full page): a safety net that nothing should need.
- **Otherwise** (a Cluster: a script touches one slot, so no shared note stream): one wait on
  every followed match's stream at once (`EventStore.wait_many`), started again whenever the set
  of matches changes. With a thousand matches each such XREAD names a thousand streams, which is
  what the notes avoid.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import AsyncGenerator, Coroutine, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar

from services.core.events import StoredEvent
from services.core.ports import AppendNote, EventStore
from services.core.settings import LONGEST_REDIS_BLOCK_MS

log = logging.getLogger(__name__)
T = TypeVar("T")
R = TypeVar("R")

MATCH_ENDED = "ludus.v1.MatchEnded"
#: Events of a match kept in memory for its watchers (a slower watcher reads the store).
WINDOW = 1024
#: A catch-up read's page.
PAGE = 500
#: The most events of one match a read of several answers (the stores' XREAD COUNT).
WAIT_PAGE = 1000
#: Catch-up reads in flight at once (each holds a connection while it runs).
CATCH_UP_READS = 8
#: After the set of watched matches changed, how long to gather further changes before the
#: reader starts its next wait (a burst of new watchers costs one restart, not one each).
COALESCE_SECONDS = 0.005
#: How long a cut read is given to end before it is cancelled again (`_cut`).
CUT_RETRY_SECONDS = 0.01
#: Notes read at most per note stream in one read; a full page may mean notes were trimmed away
#: unread, so every followed match is read then.
NOTES_PAGE = 1000
#: Matches read at most in one read of their streams (a check, or the notes' matches).
READ_MANY = 500
#: How often every followed match is read anyway when the store keeps append notes.
FULL_READ_SECONDS = 5.0


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

    def __init__(
        self,
        store: EventStore,
        block_ms: int = LONGEST_REDIS_BLOCK_MS,
        retry_seconds: float = 0.5,
        full_read_seconds: float = FULL_READ_SECONDS,
    ) -> None:
        self.store = store
        self.block_ms = block_ms
        self.retry_seconds = retry_seconds
        self.full_read_seconds = full_read_seconds
        self._feeds: dict[str, _Feed] = {}
        self._catch_up = asyncio.Semaphore(CATCH_UP_READS)
        self._reader: asyncio.Task[None] | None = None
        #: Set when the reader must start a new read: the set of followed matches changed (without
        #: notes), a note stream is to be followed (with them), or nothing is followed any more.
        self._changed = asyncio.Event()
        self._notes = bool(getattr(store, "keeps_notes", False))
        #: With notes: each followed note stream's cursor (kept by the reader while it runs), how
        #: many feeds each stream serves, and the matches to read once (`_check`).
        self._cursors: dict[str, str] = {}
        self._streams: dict[str, int] = {}
        self._unchecked: set[str] = set()
        self._to_check = asyncio.Event()
        self._checker: asyncio.Task[None] | None = None

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
            if not self._notes:
                self._changed.set()
            else:
                stream = self.store.notes_of(match_id)
                self._streams[stream] = self._streams.get(stream, 0) + 1
                if stream in self._cursors:
                    self._check_soon([match_id])
                else:
                    self._changed.set()  # the reader takes the stream's cursor, then checks
            if self._reader is None or self._reader.done():
                follow = self._follow_notes() if self._notes else self._read()
                self._reader = asyncio.create_task(follow, name="match-feeds")
        feed.watchers += 1
        return feed

    def _leave(self, match_id: str, feed: _Feed) -> None:
        feed.watchers -= 1
        if feed.watchers <= 0 and self._feeds.get(match_id) is feed:
            del self._feeds[match_id]
            if not self._notes or not self._feeds:
                self._changed.set()
            if self._notes:
                stream = self.store.notes_of(match_id)
                self._streams[stream] -= 1
                if not self._streams[stream]:
                    del self._streams[stream]

    async def _follow_notes(self) -> None:
        """The reader with append notes: waits on the note streams of the followed matches and
        reads the matches the notes say grew past their feeds."""
        try:
            while self._feeds:
                self._changed.clear()
                await self._follow_streams()
                read = await self._unless_changed(self.store.read_notes(dict(self._cursors), self.block_ms, NOTES_PAGE))
                if read is None:
                    # A stream to add, or nothing left to follow: gather the next moment's joins.
                    await asyncio.sleep(COALESCE_SECONDS)
                    continue
                try:
                    found = read.result()
                except Exception as error:
                    log.warning("watching %d matches: the notes failed (%s); retrying", len(self._feeds), error)
                    self._check_soon(self._feeds)  # notes may have gone by meanwhile
                    await asyncio.sleep(self.retry_seconds)
                    continue
                await self._read_noted(found)
        finally:
            self._cursors.clear()  # a later reader takes them afresh (before it checks anything)

    async def _follow_streams(self) -> None:
        """Follows the note streams of the followed matches: a new one's cursor is taken first,
        then its matches are read once (what they got before that is in this read)."""
        for gone in self._cursors.keys() - self._streams.keys():
            del self._cursors[gone]
        new = [stream for stream in self._streams if stream not in self._cursors]
        for stream in new:
            while stream not in self._cursors:
                try:
                    self._cursors[stream] = await self.store.notes_end(stream)
                except Exception as error:
                    log.warning("following %s: the store failed (%s); retrying", stream, error)
                    await asyncio.sleep(self.retry_seconds)
        if new:
            fresh = set(new)
            self._check_soon([m for m in self._feeds if self.store.notes_of(m) in fresh])

    async def _read_noted(self, found: dict[str, tuple[str, list[AppendNote]]]) -> None:
        behind: dict[str, int] = {}
        for stream, (cursor, notes) in found.items():
            if stream in self._cursors:
                self._cursors[stream] = cursor
            if len(notes) >= NOTES_PAGE:
                self._check_soon(self._feeds)  # the reader is far behind: notes may be trimmed
            for note in notes:
                feed = self._feeds.get(note.match_id)
                if feed is not None and not feed.ended and note.version > feed.version:
                    behind[note.match_id] = feed.version
        for page in _pages(list(behind.items()), READ_MANY):
            try:
                self._deliver(await self.store.read_many(dict(page)))
            except Exception as error:
                log.warning("reading %d noted matches: the store failed (%s); retrying", len(page), error)
                self._check_soon([match_id for match_id, _ in page])

    def _check_soon(self, match_ids: Iterable[str]) -> None:
        """Reads these matches once, soon (a feed's first read, or after notes may have been lost)."""
        self._unchecked.update(match_ids)
        self._to_check.set()
        if self._checker is None or self._checker.done():
            self._checker = asyncio.create_task(self._check(), name="match-feeds-check")

    async def _check(self) -> None:
        """Reads the matches to check, a page at a time; with none, every followed match each
        `full_read_seconds`."""
        while self._feeds:
            if not self._unchecked:
                self._to_check.clear()
                try:
                    async with asyncio.timeout(self.full_read_seconds):
                        await self._to_check.wait()
                except TimeoutError:
                    self._unchecked.update(self._feeds)
            page = [self._unchecked.pop() for _ in range(min(READ_MANY, len(self._unchecked)))]
            positions = {m: feed.version for m in page if (feed := self._feeds.get(m)) and not feed.ended}
            try:
                found = await self.store.read_many(positions)
            except Exception as error:
                log.warning("checking %d matches: the store failed (%s); retrying", len(positions), error)
                self._unchecked.update(positions)
                await asyncio.sleep(self.retry_seconds)
                continue
            self._deliver(found)
            # A match with a full page has more: read it again.
            self._unchecked.update(m for m, events in found.items() if len(events) >= WAIT_PAGE)

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
            read = await self._unless_changed(self.store.wait_many(positions, self.block_ms))
            if read is None:
                await asyncio.sleep(COALESCE_SECONDS)  # gather the joins of the next moment
                continue
            try:
                found = read.result()
            except Exception as error:
                log.warning("watching %d matches: the store failed (%s); retrying", len(positions), error)
                await asyncio.sleep(self.retry_seconds)
                continue
            self._deliver(found)

    async def _unless_changed(self, call: Coroutine[Any, Any, R]) -> asyncio.Task[R] | None:
        """Runs a wait of the reader: its finished task, or None when `_changed` came first. A
        wait not finished (changed, or the reader cancelled) is cut: its connection is closed and
        replaced, so the count of connections stays bounded, and no read outlives the reader."""
        read = asyncio.ensure_future(call)
        changed = asyncio.ensure_future(self._changed.wait())
        try:
            done, _ = await asyncio.wait({read, changed}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            changed.cancel()
            await _cut(read)
        return read if read in done else None

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
        for task in (self._reader, self._checker):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task


async def _cut(read: asyncio.Future[Any]) -> None:
    """Cancels a read and waits until it has ended. Cancelled just after it started, a redis-py
    command can let the cancellation pass and run to its end (a blocking XREAD: its whole
    block, 10 s), so the cancellation is repeated until it takes. The caller's own cancellation
    meanwhile (the reader closed) is raised once the read has ended, not swallowed."""
    interrupted: asyncio.CancelledError | None = None
    while not read.done():
        read.cancel()
        try:
            await asyncio.wait({read}, timeout=CUT_RETRY_SECONDS)
        except asyncio.CancelledError as cancelled:
            interrupted = cancelled
    with contextlib.suppress(asyncio.CancelledError, Exception):
        read.result()  # retrieved: an error of a cut read is nobody's
    if interrupted is not None:
        raise interrupted


def _pages(items: list[T], size: int) -> Iterator[list[T]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]
