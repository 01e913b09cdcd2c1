"""Appends of many matches at once go to Redis in pipelines (services/core/batching.py); each must
keep exactly the semantics it has alone: one winner per version, conflicts for the others,
command ids answered with their first result, an unbroken hash chain, the script reloaded when
Redis has lost it."""

from __future__ import annotations

import asyncio
import secrets

from redis.asyncio import Redis

from services.core.events import Appended, VersionConflict
from services.core.notices import RedisNotices
from services.core.store import NewEvent, RedisEventStore, chain_hash


async def new_match(store: RedisEventStore) -> tuple[str, str]:
    match_id = f"batch-{secrets.token_hex(6)}"
    stored = await store.create(match_id, {"game": "test"}, [NewEvent("t.Created", b"c")], "", b"", 1)
    return match_id, stored[-1].hash


async def attempt(store: RedisEventStore, match_id: str, last: str, payload: bytes, command_id: str) -> object:
    try:
        appended, _ = await store.append(
            match_id, 1, last, [NewEvent("t.Event", payload, 0)], command_id=command_id, time_ms=2
        )
    except VersionConflict as conflict:
        return conflict
    return appended


async def test_concurrent_appends_keep_each_matchs_conditional_semantics(redis_store: RedisEventStore) -> None:
    matches = [await new_match(redis_store) for _ in range(40)]
    # Per match, three writers race at version 1 (two with one command id, one with another),
    # all in flight together, so they share pipelines with every other match's writers.
    outcomes = await asyncio.gather(
        *(
            attempt(redis_store, match_id, last, payload, command_id)
            for match_id, last in matches
            for payload, command_id in ((b"a", "same"), (b"a", "same"), (b"b", "other"))
        )
    )
    assert redis_store._appends is not None and redis_store._appends.pipelined > 0  # batches were formed
    for index, (match_id, _) in enumerate(matches):
        first, second, third = outcomes[3 * index : 3 * index + 3]
        events = await redis_store.read(match_id)
        assert [event.version for event in events] == [1, 2]  # exactly one append won
        created, appended = events
        assert appended.hash == chain_hash(
            created.hash, 2, "t.Event", appended.data, 0, appended.command_id, appended.command, 2
        )
        won_by_same = events[1].command_id == "same"
        if won_by_same:
            answers = [first, second]
            assert all(isinstance(answer, Appended) and answer.last == 2 for answer in answers)
            assert sum(isinstance(answer, Appended) and answer.duplicate for answer in answers) == 1
            assert isinstance(third, VersionConflict)
        else:
            assert isinstance(third, Appended) and not third.duplicate
            assert isinstance(first, VersionConflict) and isinstance(second, VersionConflict)


async def test_a_batch_reloads_the_script_redis_lost(redis_store: RedisEventStore, redis: Redis) -> None:
    matches = [await new_match(redis_store) for _ in range(10)]
    await redis.script_flush()
    outcomes = await asyncio.gather(
        *(attempt(redis_store, match_id, last, b"x", f"c{n}") for n, (match_id, last) in enumerate(matches))
    )
    assert all(isinstance(outcome, Appended) and outcome.last == 2 for outcome in outcomes)
    assert redis_store._appends is not None and redis_store._appends.pipelined > 0
    for match_id, _ in matches:
        assert [event.data for event in await redis_store.read(match_id)] == [b"c", b"x"]


async def test_an_unknown_match_in_a_batch_fails_alone(redis_store: RedisEventStore) -> None:
    known = [await new_match(redis_store) for _ in range(5)]
    outcomes = await asyncio.gather(
        attempt(redis_store, "batch-nosuchmatch", "0" * 64, b"x", "c"),
        *(attempt(redis_store, match_id, last, b"x", "c") for match_id, last in known),
        return_exceptions=True,
    )
    assert type(outcomes[0]).__name__ == "NotFound"
    assert all(isinstance(outcome, Appended) for outcome in outcomes[1:])


async def test_concurrent_notices_share_pipelines_and_each_matchs_stay_in_order(redis: Redis) -> None:
    """The players' notices after appends (services/core/notices.py): 30 matches each add ten in
    turn, all at once; every one is stored once, each match's in the order they were added."""
    notices = RedisNotices(redis)
    start = await notices.last_id()
    tag = secrets.token_hex(4)

    async def one_match(number: int) -> None:
        for version in range(1, 11):
            await notices.publish({"kind": "match", "match": f"{tag}-{number}", "version": str(version)})

    await asyncio.gather(*(one_match(number) for number in range(30)))
    assert notices._adds is not None and notices._adds.pipelined > 0  # batches were formed
    stored = [
        notice.fields for notice in await notices.since(start, count=10_000) if notice.fields["match"].startswith(tag)
    ]
    assert len(stored) == 300
    for number in range(30):
        versions = [int(fields["version"]) for fields in stored if fields["match"] == f"{tag}-{number}"]
        assert versions == list(range(1, 11))


async def test_concurrent_command_id_lookups_share_pipelines_and_each_gets_its_own_answer(
    redis_store: RedisEventStore,
) -> None:
    """The command-id lookups of refused commands (services/core/runner.py `_prior`): many at
    once, of applied and unknown ids in many matches, each answered as it would be alone."""
    matches = [await new_match(redis_store) for _ in range(20)]
    for match_id, last in matches:
        await attempt(redis_store, match_id, last, b"applied", "known")
    answers = await asyncio.gather(
        *(redis_store.prior_command(match_id, command_id) for match_id, _ in matches for command_id in ("known", "new"))
    )
    assert answers[0::2] == [Appended(2, 2, duplicate=True, digest="")] * 20
    assert answers[1::2] == [None] * 20
    assert redis_store._field_reads is not None and redis_store._field_reads.pipelined > 0
