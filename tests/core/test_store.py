"""The event store's contract — conditional atomic appends, idempotency, the hash chain, reads,
waits, snapshots — run against the in-memory store and a real Redis alike (the `store` fixture),
then what only the Redis store has: its key layout, stream ids and connection pool."""

from __future__ import annotations

import asyncio
import secrets

import pytest
from redis.asyncio import Redis
from redis.crc import key_slot

from services.core.config import redis_client
from services.core.errors import NotFound
from services.core.memory import memory_storage
from services.core.ports import EventStore, Storage
from services.core.store import (
    GENESIS_HASH,
    MatchExists,
    NewEvent,
    RedisEventStore,
    Snapshot,
    VersionConflict,
    chain_hash,
    command_digest,
    commands_key,
    events_key,
    meta_key,
    redis_storage,
    snapshot_key,
)


@pytest.fixture
def store(storage: Storage) -> EventStore:
    return storage.events


def new_id() -> str:
    return f"test-{secrets.token_hex(6)}"


async def created(store: EventStore, match_id: str) -> str:
    stored = await store.create(match_id, {"game": "test"}, [NewEvent("t.Created", b"c")], "", b"", 1)
    return stored[-1].hash


def batch(*payloads: bytes) -> list[NewEvent]:
    return [NewEvent("t.Event", payload, 0) for payload in payloads]


async def test_keys_of_a_match_share_one_cluster_slot() -> None:
    match_id = new_id()
    slots = {key_slot(key(match_id).encode()) for key in (events_key, meta_key, commands_key, snapshot_key)}
    assert len(slots) == 1


async def test_append_numbers_events_by_version(store: EventStore) -> None:
    match_id = new_id()
    last = await created(store, match_id)
    appended, stored = await store.append(match_id, 1, last, batch(b"a", b"b"), command_id="c1", time_ms=5)
    assert (appended.first, appended.last) == (2, 3)
    events = await store.read(match_id)
    assert [event.version for event in events] == [1, 2, 3]
    assert [event.data for event in events] == [b"c", b"a", b"b"]
    assert stored == events[1:]


async def test_stream_entry_ids_are_the_versions(redis_store: RedisEventStore, redis: Redis) -> None:
    match_id = new_id()
    last = await created(redis_store, match_id)
    await redis_store.append(match_id, 1, last, batch(b"a", b"b"), command_id="c1", time_ms=5)
    raw = await redis.xrange(events_key(match_id))
    assert raw is not None
    assert [entry_id for entry_id, _ in raw] == [b"1-0", b"2-0", b"3-0"]


async def test_append_with_a_stale_version_appends_nothing(store: EventStore) -> None:
    match_id = new_id()
    last = await created(store, match_id)
    _, _stored = await store.append(match_id, 1, last, batch(b"a"), time_ms=5)
    with pytest.raises(VersionConflict) as conflict:
        await store.append(match_id, 1, last, batch(b"x", b"y"), time_ms=6)
    assert conflict.value.actual == 2
    assert [event.data for event in await store.read(match_id)] == [b"c", b"a"]


async def test_retried_command_id_appends_nothing_and_returns_the_first_answer(store: EventStore) -> None:
    match_id = new_id()
    last = await created(store, match_id)
    first, stored = await store.append(match_id, 1, last, batch(b"a", b"b"), command_id="same", digest="d", time_ms=5)
    again, nothing = await store.append(
        match_id, 3, stored[-1].hash, batch(b"z"), command_id="same", digest="d", time_ms=6
    )
    assert again.duplicate and (again.first, again.last) == (first.first, first.last) and again.digest == "d"
    assert nothing == []
    assert len(await store.read(match_id)) == 3


async def test_duplicate_command_id_wins_over_a_stale_version(store: EventStore) -> None:
    # A client retrying after a lost answer holds an old version: it still gets its answer.
    match_id = new_id()
    last = await created(store, match_id)
    await store.append(match_id, 1, last, batch(b"a"), command_id="late", time_ms=5)
    again, _ = await store.append(match_id, 1, last, batch(b"a"), command_id="late", time_ms=5)
    assert again.duplicate


async def test_unknown_match_is_not_found(store: EventStore) -> None:
    with pytest.raises(NotFound):
        await store.append(new_id(), 0, GENESIS_HASH, batch(b"a"), time_ms=1)


async def test_a_match_is_created_once(store: EventStore) -> None:
    match_id = new_id()
    await created(store, match_id)
    with pytest.raises(MatchExists):
        await store.create(match_id, {"game": "test"}, [NewEvent("t.Created", b"other")], "", b"", 1)


async def test_a_retried_creation_is_answered_as_created_and_writes_nothing(store: EventStore) -> None:
    # A client library may resend the create script after losing the reply of one that ran.
    match_id = new_id()
    first = await created(store, match_id)
    assert await created(store, match_id) == first
    assert [event.version for event in await store.read(match_id)] == [1]


async def test_hash_chain_links_every_entry(store: EventStore) -> None:
    match_id = new_id()
    last = await created(store, match_id)
    await store.append(match_id, 1, last, batch(b"a", b"b"), command_id="c", command=b"cmd", time_ms=9)
    previous = GENESIS_HASH
    for event in await store.read(match_id):
        previous_hash = chain_hash(
            previous, event.version, event.type, event.data, event.seat, event.command_id, event.command, event.time_ms
        )
        assert event.hash == previous_hash
        previous = previous_hash
    meta = await store.meta(match_id)
    assert meta is not None and meta["last_hash"].decode() == previous


async def test_command_is_stored_on_the_first_entry_of_its_batch(store: EventStore) -> None:
    match_id = new_id()
    last = await created(store, match_id)
    await store.append(match_id, 1, last, batch(b"a", b"b"), command_id="c", command=b"cmd", time_ms=9)
    events = await store.read(match_id)
    assert [event.command for event in events] == [b"", b"cmd", b""]


async def test_a_wrong_previous_hash_is_refused(store: EventStore) -> None:
    match_id = new_id()
    await created(store, match_id)
    with pytest.raises(VersionConflict):
        await store.append(match_id, 1, "f" * 64, batch(b"a"), time_ms=1)


async def test_range_reads(store: EventStore) -> None:
    match_id = new_id()
    last = await created(store, match_id)
    await store.append(match_id, 1, last, batch(*(bytes([n]) for n in range(9))), time_ms=1)
    assert [e.version for e in await store.read(match_id, after=3, upto=6)] == [4, 5, 6]
    assert [e.version for e in await store.read(match_id, after=8)] == [9, 10]
    assert await store.read(match_id, after=10) == []


async def test_wait_blocks_until_an_event_arrives(store: EventStore) -> None:
    match_id = new_id()
    last = await created(store, match_id)
    waiter = asyncio.create_task(store.wait(match_id, 1, block_ms=5000))
    await asyncio.sleep(0.1)
    assert not waiter.done()
    await store.append(match_id, 1, last, batch(b"live"), time_ms=1)
    events = await asyncio.wait_for(waiter, 5)
    assert [event.data for event in events] == [b"live"]


async def test_hundreds_of_subscribers_wait_at_once(redis_url: str) -> None:
    # Every WatchMatch subscriber holds a connection while it blocks; the services' client must
    # not refuse the 101st (redis-py's default pool size) with MaxConnectionsError.
    client = redis_client(redis_url)
    try:
        store = RedisEventStore(client)
        match_id = new_id()
        last = await created(store, match_id)
        waiters = [asyncio.create_task(store.wait(match_id, 1, block_ms=10_000)) for _ in range(300)]
        await asyncio.sleep(0.5)
        await store.append(match_id, 1, last, batch(b"news"), command_id="c", time_ms=2)
        seen = await asyncio.gather(*waiters)
        assert all([event.version for event in events] == [2] for events in seen)
    finally:
        await client.aclose()


async def test_snapshot_round_trip(store: EventStore) -> None:
    match_id = new_id()
    await store.save_snapshot(match_id, Snapshot(7, "a" * 64, "test:1", b"\x01state"))
    assert await store.load_snapshot(match_id) == Snapshot(7, "a" * 64, "test:1", b"\x01state")


async def test_concurrent_appenders_never_fork_and_batches_stay_whole(store: EventStore) -> None:
    """32 writers race on one stream: every accepted batch is contiguous, versions have no gap."""
    match_id = new_id()
    await created(store, match_id)
    accepted: list[tuple[str, int, int]] = []

    async def writer(name: str) -> None:
        for attempt in range(6):
            while True:
                meta = await store.meta(match_id)
                assert meta is not None
                version, last = int(meta["version"]), meta["last_hash"].decode()
                size = 1 + (hash((name, attempt)) % 3)
                try:
                    appended, _ = await store.append(
                        match_id,
                        version,
                        last,
                        batch(*([name.encode()] * size)),
                        command_id=f"{name}-{attempt}",
                        time_ms=1,
                    )
                except VersionConflict:
                    continue
                accepted.append((f"{name}-{attempt}", appended.first, appended.last))
                break

    await asyncio.gather(*(writer(f"w{n}") for n in range(32)))
    events = await store.read(match_id)
    assert [event.version for event in events] == list(range(1, len(events) + 1))
    assert len({command for command, _, _ in accepted}) == 32 * 6
    for command, first, last in accepted:
        owners = {event.command_id for event in events[first - 1 : last]}
        assert owners == {command}
    assert sum(last - first + 1 for _, first, last in accepted) == len(events) - 1


async def test_prior_command_is_the_first_answer(store: EventStore) -> None:
    match_id = new_id()
    last = await created(store, match_id)
    await store.append(match_id, 1, last, batch(b"a", b"b"), command_id="once", digest="d1", time_ms=5)
    prior = await store.prior_command(match_id, "once")
    assert prior is not None and (prior.first, prior.last, prior.digest, prior.duplicate) == (2, 3, "d1", True)
    assert await store.prior_command(match_id, "never") is None
    assert await store.prior_command(match_id, "") is None


async def test_meta_is_read_back_as_bytes_and_updated_by_appends(store: EventStore) -> None:
    match_id = new_id()
    assert await store.meta(match_id) is None
    last = await created(store, match_id)
    _, stored = await store.append(match_id, 1, last, batch(b"a"), time_ms=5, meta={"status": 2, "awaiting": "0,1"})
    await store.set_meta(match_id, {"seed": b"\x00\xff"})
    meta = await store.meta(match_id)
    assert meta == {
        "game": b"test",
        "version": b"2",
        "last_hash": stored[-1].hash.encode(),
        "status": b"2",
        "awaiting": b"0,1",
        "seed": b"\x00\xff",
    }


async def test_reads_are_limited_by_count(store: EventStore) -> None:
    match_id = new_id()
    last = await created(store, match_id)
    await store.append(match_id, 1, last, batch(*(bytes([n]) for n in range(5))), time_ms=1)
    assert [e.version for e in await store.read(match_id, after=1, count=2)] == [2, 3]
    assert await store.read(match_id, after=4, upto=4) == []
    assert await store.read(new_id()) == []


async def test_wait_answers_at_once_with_what_is_there_and_empty_when_time_runs_out(store: EventStore) -> None:
    match_id = new_id()
    last = await created(store, match_id)
    await store.append(match_id, 1, last, batch(b"a", b"b"), time_ms=1)
    assert [event.version for event in await store.wait(match_id, 1, block_ms=5000)] == [2, 3]
    assert await store.wait(match_id, 3, block_ms=50) == []


async def test_an_imported_log_keeps_its_entries_and_its_command_ids(store: EventStore) -> None:
    source = new_id()
    last = await created(store, source)
    await store.append(source, 1, last, batch(b"a", b"b"), command_id="c1", command=b"cmd", digest="x", time_ms=5)
    events = await store.read(source)
    meta = await store.meta(source)
    assert meta is not None
    copy = new_id()
    await store.import_log(copy, meta, events)
    assert await store.read(copy) == events
    assert await store.meta(copy) == meta
    prior = await store.prior_command(copy, "c1")
    # The import recomputes the digest from the recorded command (seat 0's command b"cmd").
    assert prior is not None and (prior.first, prior.last) == (2, 3) and prior.digest == command_digest(0, b"cmd")
    again, nothing = await store.append(copy, 3, events[-1].hash, batch(b"z"), command_id="c1", time_ms=6)
    assert again.duplicate and nothing == []
    with pytest.raises(MatchExists):
        await store.import_log(copy, meta, events)


async def test_snapshots_are_per_match_and_replaced(store: EventStore) -> None:
    match_id = new_id()
    assert await store.load_snapshot(match_id) is None
    await store.save_snapshot(match_id, Snapshot(7, "a" * 64, "test:1", b"one"))
    await store.save_snapshot(match_id, Snapshot(9, "b" * 64, "test:1", b"two"))
    assert await store.load_snapshot(match_id) == Snapshot(9, "b" * 64, "test:1", b"two")
    assert await store.load_snapshot(new_id()) is None


async def test_every_append_is_noted_on_its_games_note_stream_and_nothing_else_is(store: EventStore) -> None:
    """Append notes (what the match feeds' reader follows, services/core/fanout.py): one per
    accepted append, naming the match and its new version, on the stream of the match's game;
    a creation, a refused append and a retried command id note nothing."""
    game = f"notes{secrets.token_hex(4)}"
    first, second = f"{game}-a", f"{game}-b"
    stream = store.notes_of(first)
    assert store.keeps_notes
    assert store.notes_of(second) == stream != store.notes_of(f"other{game}-a")
    start = await store.notes_end(stream)
    last_first, last_second = await created(store, first), await created(store, second)
    assert await store.read_notes({stream: start}, block_ms=50, count=10) == {}
    await store.append(first, 1, last_first, batch(b"a", b"b"), command_id="c1", time_ms=2)
    await store.append(second, 1, last_second, batch(b"c"), command_id="c1", time_ms=2)
    with pytest.raises(VersionConflict):
        await store.append(first, 1, last_first, batch(b"stale"), time_ms=3)
    await store.append(first, 1, last_first, batch(b"a", b"b"), command_id="c1", time_ms=2)  # a retry
    cursor, notes = (await store.read_notes({stream: start}, block_ms=50, count=10))[stream]
    assert [(note.match_id, note.version) for note in notes] == [(first, 3), (second, 2)]
    assert cursor == await store.notes_end(stream)
    assert await store.read_notes({stream: cursor}, block_ms=50, count=10) == {}
    # A page at a time, from any cursor.
    page_cursor, page = (await store.read_notes({stream: start}, block_ms=50, count=1))[stream]
    assert page == notes[:1]
    assert (await store.read_notes({stream: page_cursor}, block_ms=50, count=10))[stream] == (cursor, notes[1:])


async def test_a_notice_is_added_with_its_append_and_never_without_it(redis_url: str) -> None:
    """On one Redis the append script itself adds the players' notice (services/core/notices.py)
    it is given: exactly when the batch is appended, never for a refused append, a retried
    command id or an unknown match."""
    client = redis_client(redis_url)
    try:
        storage = redis_storage(client)
        store, notices = storage.events, storage.notices
        assert store.carries_notices
        match_id = new_id()
        last = await created(store, match_id)
        start = await notices.last_id()
        notice = {"kind": "match", "match": match_id, "version": "2", "awaiting": "1"}
        _, stored = await store.append(match_id, 1, last, batch(b"a"), command_id="c1", time_ms=2, notice=notice)
        with pytest.raises(VersionConflict):
            await store.append(match_id, 1, last, batch(b"stale"), time_ms=3, notice={**notice, "version": "x"})
        await store.append(match_id, 1, last, batch(b"a"), command_id="c1", time_ms=2, notice=notice)  # a retry
        with pytest.raises(NotFound):
            await store.append(new_id(), 1, last, batch(b"a"), time_ms=2, notice=notice)
        assert [entry.fields for entry in await notices.since(start)] == [notice]
        await store.append(match_id, 2, stored[-1].hash, batch(b"b"), time_ms=4, notice={**notice, "version": "3"})
        assert [entry.fields["version"] for entry in await notices.since(start)] == ["2", "3"]
    finally:
        await client.aclose()


async def test_a_store_without_the_notice_stream_refuses_a_notice(redis: Redis) -> None:
    """The in-memory store and a Redis store not given the notice stream do not carry notices
    (the runner publishes them itself): a notice given anyway is refused, and nothing appended."""
    for store in (memory_storage().events, RedisEventStore(redis)):
        assert not store.carries_notices
        match_id = new_id()
        last = await created(store, match_id)
        with pytest.raises(ValueError, match="does not carry notices"):
            await store.append(match_id, 1, last, batch(b"a"), time_ms=2, notice={"kind": "match"})
        assert [event.version for event in await store.read(match_id)] == [1]


async def test_a_notes_read_waits_for_the_next_append(store: EventStore) -> None:
    match_id = f"notes{secrets.token_hex(4)}-a"
    stream = store.notes_of(match_id)
    last = await created(store, match_id)
    cursor = await store.notes_end(stream)
    waiter = asyncio.create_task(store.read_notes({stream: cursor}, block_ms=5_000, count=10))
    await asyncio.sleep(0.1)
    assert not waiter.done()
    await store.append(match_id, 1, last, batch(b"news"), time_ms=2)
    _, notes = (await asyncio.wait_for(waiter, 5))[stream]
    assert [(note.match_id, note.version) for note in notes] == [(match_id, 2)]


async def test_read_many_answers_each_match_after_its_position_without_waiting(store: EventStore) -> None:
    moved, quiet = new_id(), new_id()
    last = await created(store, moved)
    await created(store, quiet)
    await store.append(moved, 1, last, batch(b"a", b"b", b"c"), time_ms=2)
    found = await asyncio.wait_for(store.read_many({moved: 2, quiet: 1}), 1)
    assert {match_id: [event.version for event in events] for match_id, events in found.items()} == {moved: [3, 4]}
    assert await asyncio.wait_for(store.read_many({quiet: 1}), 1) == {}
