"""Watching with a bounded number of store connections (services/core/fanout.py): one reader per
process follows every watched match, and each watcher still receives every event, in order, from
any version — against the in-memory store and a real Redis, whose connections are counted."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets

import pytest
from redis.asyncio import Redis

from services.core import fanout
from services.core.config import redis_client
from services.core.events import StoredEvent
from services.core.fanout import CATCH_UP_READS, WINDOW, MatchFeeds
from services.core.ports import AppendNote, EventStore, Storage
from services.core.store import NewEvent, RedisEventStore
from tests.support.deaf_reader import DeafReader

ENDED = "ludus.v1.MatchEnded"


async def created(store: EventStore) -> tuple[str, str]:
    match_id = f"test-{secrets.token_hex(6)}"
    stored = await store.create(match_id, {"game": "test"}, [NewEvent("t.Created", b"c")], "", b"", 1)
    return match_id, stored[-1].hash


async def append(store: EventStore, match_id: str, version: int, last: str, kind: str = "t.Event") -> str:
    _, stored = await store.append(
        match_id, version, last, [NewEvent(kind, b"x", 0)], command_id=f"c{version}", time_ms=2
    )
    return stored[-1].hash


async def collect(feeds: MatchFeeds, match_id: str, after: int, tail: int) -> list[int]:
    return [event.version async for event in feeds.events(match_id, after, tail)]


async def play(store: EventStore, match_id: str, last: str, moves: int) -> None:
    """Append `moves` events one by one (yielding between them), then MatchEnded."""
    version = 1
    for _ in range(moves):
        last = await append(store, match_id, version, last)
        version += 1
        await asyncio.sleep(0)
    await append(store, match_id, version, last, ENDED)


async def test_many_watchers_of_many_matches_each_get_every_event_in_order(storage: Storage) -> None:
    store = storage.events
    feeds = MatchFeeds(store, block_ms=2_000)
    matches = [await created(store) for _ in range(6)]
    watchers = [
        asyncio.create_task(collect(feeds, match_id, after=0, tail=1)) for match_id, _ in matches for _ in range(40)
    ]
    await asyncio.sleep(0.05)
    assert feeds.watched == 6
    await asyncio.gather(*(play(store, match_id, last, 30) for match_id, last in matches))
    seen = await asyncio.wait_for(asyncio.gather(*watchers), 30)
    assert all(versions == list(range(1, 33)) for versions in seen)
    assert feeds.watched == 0  # every feed let go once its watchers ended


async def test_late_slow_and_resuming_watchers_miss_nothing(storage: Storage) -> None:
    store = storage.events
    feeds = MatchFeeds(store, block_ms=2_000)
    match_id, last = await created(store)
    live = asyncio.create_task(collect(feeds, match_id, after=0, tail=1))
    await asyncio.sleep(0.05)
    version = 1
    for _ in range(WINDOW + 200):  # more than the window a feed keeps in memory
        last = await append(store, match_id, version, last)
        version += 1
    # A watcher joining late from the start, and one resuming from the middle, read the store
    # for what is behind the window, then follow live.
    from_start = asyncio.create_task(collect(feeds, match_id, after=0, tail=version))
    resumed = asyncio.create_task(collect(feeds, match_id, after=500, tail=version))
    await asyncio.sleep(0.05)
    await append(store, match_id, version, last, ENDED)
    everything = list(range(1, version + 2))
    assert await asyncio.wait_for(live, 30) == everything
    assert await asyncio.wait_for(from_start, 30) == everything
    assert await asyncio.wait_for(resumed, 30) == everything[500:]


async def test_a_watcher_that_leaves_early_releases_its_match(memory: Storage) -> None:
    feeds = MatchFeeds(memory.events, block_ms=2_000)
    match_id, _ = await created(memory.events)
    stream = feeds.events(match_id, 0, 1)
    first: StoredEvent = await anext(stream)
    assert first.version == 1 and feeds.watched == 1
    await stream.aclose()
    assert feeds.watched == 0
    await feeds.close()


async def test_events_offered_by_their_appender_reach_the_watchers_without_the_reader(memory: Storage) -> None:
    """MatchFeeds.offer: the events a process appended go to its watchers of the match at once;
    a batch that does not follow on what the feed has (another replica's events in between) is
    left to the reader, so no watcher ever sees a gap."""
    store = memory.events
    feeds = MatchFeeds(DeafReader(store), block_ms=60_000)  # type: ignore[arg-type]
    match_id, last = await created(store)
    stream = feeds.events(match_id, 0, 1)
    assert (await anext(stream)).version == 1
    last = await append(store, match_id, 1, last)
    second = await store.read(match_id, after=1)
    last = await append(store, match_id, 2, last)
    third = await store.read(match_id, after=2)
    feeds.offer(match_id, third)  # version 3 before 2 was seen: not taken
    waiting = asyncio.ensure_future(anext(stream))
    await asyncio.sleep(0.05)
    assert not waiting.done()
    feeds.offer(match_id, second)
    feeds.offer(match_id, second)  # offered twice (or read back later): taken once
    feeds.offer(match_id, third)
    assert (await asyncio.wait_for(waiting, 1)).version == 2
    assert (await asyncio.wait_for(anext(stream), 1)).version == 3
    await stream.aclose()
    feeds.offer(match_id, third)  # nobody watches: nothing kept
    assert feeds.watched == 0
    await feeds.close()


async def client_count(redis: Redis) -> int:
    clients = await redis.client_list()
    return len(clients)


async def test_a_thousand_watchers_of_fifty_matches_use_a_bounded_number_of_redis_connections(redis_url: str) -> None:
    probe = Redis.from_url(redis_url)
    client = redis_client(redis_url)
    try:
        store = RedisEventStore(client)
        feeds = MatchFeeds(store, block_ms=5_000)
        matches = [await created(store) for _ in range(50)]
        before = await client_count(probe)
        watchers = [
            asyncio.create_task(collect(feeds, match_id, after=0, tail=1)) for match_id, _ in matches for _ in range(20)
        ]
        await asyncio.sleep(0.5)
        during = await client_count(probe)
        await asyncio.gather(*(play(store, match_id, last, 10) for match_id, last in matches))
        seen = await asyncio.wait_for(asyncio.gather(*watchers), 60)
        assert all(versions == list(range(1, 13)) for versions in seen), "a watcher missed or doubled an event"
        # One reader for every watched match, at most CATCH_UP_READS reads of history at a time,
        # and the writer's connection: a bound that does not grow with the watchers (1,000 here).
        assert during - before <= CATCH_UP_READS + 2, (before, during)
    finally:
        await client.aclose()
        await probe.aclose()


async def test_a_watched_match_quiet_for_longer_than_a_socket_timeout_keeps_its_reader(
    redis_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    """The reader blocks up to 10 s in one XREAD; redis-py 8 times a socket out after 5 s by
    default, so on a quiet match every wait failed as a "Timeout reading" (a CI run's browser
    tests saw it every 5.5 s). The platform's client outlasts its blocking reads."""
    client = redis_client(redis_url)
    try:
        store = RedisEventStore(client)
        feeds = MatchFeeds(store)  # the platform's default wait
        match_id, last = await created(store)
        watcher = asyncio.create_task(collect(feeds, match_id, after=1, tail=1))
        with caplog.at_level(logging.WARNING, logger="services.core.fanout"):
            await asyncio.sleep(6.5)
            assert not watcher.done()
            await append(store, match_id, 1, last, ENDED)
            assert await asyncio.wait_for(watcher, 5) == [2]
        assert not [record.getMessage() for record in caplog.records], "the reader's wait failed"
        # The reader's wait had just started again when the watcher left: cut at once, not after
        # its 10 s block (redis-py can let a cancellation pass then: fanout._cut).
        await asyncio.wait_for(feeds.close(), 5)
    finally:
        await client.aclose()


class NotesOnly:
    """A store whose every-stream wait (`wait_many`) must not be used: with append notes the
    reader waits on the note streams alone."""

    def __init__(self, inner: EventStore) -> None:
        self.inner = inner
        self.notes_reads = 0

    def __getattr__(self, name: str) -> object:
        return getattr(self.inner, name)

    async def read_notes(
        self, cursors: dict[str, str], block_ms: int, count: int
    ) -> dict[str, tuple[str, list[AppendNote]]]:
        self.notes_reads += 1
        return await self.inner.read_notes(cursors, block_ms, count)

    async def wait_many(self, positions: object, block_ms: int) -> dict[str, list[StoredEvent]]:
        raise AssertionError("the reader waited on every match's stream")


class LostNotes(NotesOnly):
    """Notes that never name a followed match (as if trimmed away unread): answered at once when
    there are any, `page` of them, all about a match nobody follows."""

    def __init__(self, inner: EventStore, page: int) -> None:
        super().__init__(inner)
        self.page = page

    async def read_notes(
        self, cursors: dict[str, str], block_ms: int, count: int
    ) -> dict[str, tuple[str, list[AppendNote]]]:
        found = await self.inner.read_notes(cursors, block_ms, count)
        return {stream: (cursor, [AppendNote("nobody-1", 1)] * self.page) for stream, (cursor, _) in found.items()}


async def test_another_writers_events_reach_the_watchers_through_the_append_notes(storage: Storage) -> None:
    """Nothing here is offered (as from another replica) and the every-match safety read is an
    hour away: the notes alone bring every event, and the reader never waits on every stream."""
    store = NotesOnly(storage.events)
    feeds = MatchFeeds(store, block_ms=2_000, full_read_seconds=3_600)  # type: ignore[arg-type]
    matches = [await created(storage.events) for _ in range(6)]
    watchers = [
        asyncio.create_task(collect(feeds, match_id, after=0, tail=1)) for match_id, _ in matches for _ in range(5)
    ]
    await asyncio.sleep(0.05)
    await asyncio.gather(*(play(storage.events, match_id, last, 30) for match_id, last in matches))
    seen = await asyncio.wait_for(asyncio.gather(*watchers), 30)
    assert all(versions == list(range(1, 33)) for versions in seen)
    assert store.notes_reads > 0
    assert feeds.watched == 0
    await feeds.close()


async def test_a_match_followed_after_it_moved_on_is_read_once_when_followed(storage: Storage) -> None:
    """A watcher may join with a tail older than the match (it loaded it a moment ago): what was
    appended before the reader took its notes' cursor comes from the one read on joining."""
    store = storage.events
    feeds = MatchFeeds(NotesOnly(store), block_ms=2_000, full_read_seconds=3_600)  # type: ignore[arg-type]
    match_id, last = await created(store)
    for version in range(1, 5):
        last = await append(store, match_id, version, last)
    stream = feeds.events(match_id, after=1, tail=1)
    assert [(await asyncio.wait_for(anext(stream), 5)).version for _ in range(4)] == [2, 3, 4, 5]
    # And a second match of the same game, followed while the first one's notes are read.
    other, other_last = await created(store)
    await append(store, other, 1, other_last)
    assert (await asyncio.wait_for(anext(feeds.events(other, after=1, tail=1)), 5)).version == 2
    await stream.aclose()
    await feeds.close()


async def test_notes_lost_to_a_full_page_or_never_seen_are_made_up_by_reading_every_match(
    memory: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = memory.events
    match_id, last = await created(store)

    async def next_event(feeds: MatchFeeds, after: int) -> int | None:
        stream = feeds.events(match_id, after=after, tail=after)
        try:
            return (await asyncio.wait_for(anext(stream), 0.5)).version
        except TimeoutError:
            return None
        finally:
            await stream.aclose()
            await feeds.close()

    async def appended_meanwhile(feeds: MatchFeeds, after: int) -> int | None:
        waiting = asyncio.ensure_future(next_event(feeds, after))
        await asyncio.sleep(0.05)
        await append(store, match_id, after, last)
        return await waiting

    # Notes that never name the match, in pages shorter than a full one, and no safety read
    # within the wait: the event is not seen (the control).
    assert await appended_meanwhile(MatchFeeds(LostNotes(store, 1), full_read_seconds=3_600), 1) is None  # type: ignore[arg-type]
    last = (await store.read(match_id, after=1))[-1].hash
    # A full page of them: the reader may have lost notes, so it reads every match it follows.
    monkeypatch.setattr(fanout, "NOTES_PAGE", 1)
    assert await appended_meanwhile(MatchFeeds(LostNotes(store, 1), full_read_seconds=3_600), 2) == 3  # type: ignore[arg-type]
    last = (await store.read(match_id, after=2))[-1].hash
    monkeypatch.setattr(fanout, "NOTES_PAGE", 1_000)
    # Or the periodic read of every followed match.
    assert await appended_meanwhile(MatchFeeds(LostNotes(store, 1), full_read_seconds=0.1), 3) == 4  # type: ignore[arg-type]


async def stubborn_read(ignoring: float) -> str:
    """A read that lets cancellations pass for `ignoring` seconds, as a redis-py command can just
    after it started, then ends."""
    loop = asyncio.get_running_loop()
    until = loop.time() + ignoring
    while loop.time() < until:
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.sleep(until - loop.time())
    return "read to its end"


async def test_a_cut_read_is_cancelled_until_it_ends_and_the_cutters_own_cancellation_is_kept() -> None:
    """fanout._cut: the reader's wait is cancelled again until it ends (a cancellation that
    passed once would leave it blocking for its whole 10 s); the reader closed meanwhile ends once
    the read has, cancelled (swallowed, close would wait for a reader that goes on reading)."""
    read = asyncio.ensure_future(stubborn_read(0.2))
    cutter = asyncio.ensure_future(fanout._cut(read))
    await asyncio.sleep(0.05)
    assert not cutter.done()
    cutter.cancel()
    with pytest.raises(asyncio.CancelledError):
        await asyncio.wait_for(cutter, 2)
    assert read.done()
    # And a read that takes the first cancellation is cut at once.
    quick = asyncio.ensure_future(asyncio.sleep(60))
    await asyncio.sleep(0)
    await asyncio.wait_for(fanout._cut(quick), 1)
    assert quick.cancelled()
