"""The small stores beside the event store — timers, worker hand-offs, audit reports, the match
index — run against memory and a real Redis alike (the `storage` fixture); then the Redis key
layout, which deployed data already has."""

from __future__ import annotations

import secrets

from redis.asyncio import Redis

from services.core.ports import Storage, TimerRef, WaitingMatch
from services.core.store import PENDING_KEY, TIMERS_KEY, index_key, redis_storage

FAR_FUTURE = 2**52


def new_id() -> str:
    return f"test-{secrets.token_hex(6)}"


def mine(found: list[TimerRef] | list[WaitingMatch], match_ids: set[str]) -> list[str]:
    """This test's entries only (one Redis serves the whole test session)."""
    return [entry.match_id for entry in found if entry.match_id in match_ids]


async def test_timers_come_due_in_order_and_are_dropped_or_moved(storage: Storage) -> None:
    early, late, moved = new_id(), new_id(), new_id()
    await storage.timers.add("ark", late, "seat-0@3", 300)
    await storage.timers.add("ark", early, "seat-1@2", 100)
    await storage.timers.add("ark", moved, "round-1", 200)
    await storage.timers.add("ark", moved, "round-1", FAR_FUTURE - 1)  # the same timer, later
    ours = {early, late, moved}
    assert mine(await storage.timers.due(99, 1000), ours) == []
    assert [timer for timer in await storage.timers.due(300, 1000) if timer.match_id in ours] == [
        TimerRef("ark", early, "seat-1@2"),
        TimerRef("ark", late, "seat-0@3"),
    ]
    await storage.timers.drop("ark", early, "seat-1@2")
    await storage.timers.drop("ark", early, "seat-1@2")  # dropping twice is harmless
    assert mine(await storage.timers.due(FAR_FUTURE, 1000), ours) == [late, moved]


async def test_a_timers_due_time_is_read_back_until_it_is_dropped(storage: Storage) -> None:
    match_id = new_id()
    assert await storage.timers.due_of("ark", match_id, "clock:0:3") is None
    await storage.timers.add("ark", match_id, "clock:0:3", 1_700_000_000_123)
    await storage.timers.add("ark", match_id, "clock:1:4", 5)
    assert await storage.timers.due_of("ark", match_id, "clock:0:3") == 1_700_000_000_123
    await storage.timers.add("ark", match_id, "clock:0:3", 1_700_000_000_456)  # moved
    assert await storage.timers.due_of("ark", match_id, "clock:0:3") == 1_700_000_000_456
    await storage.timers.drop("ark", match_id, "clock:0:3")
    assert await storage.timers.due_of("ark", match_id, "clock:0:3") is None
    assert await storage.timers.due_of("ark", match_id, "clock:1:4") == 5


async def test_due_timers_are_limited_and_keys_may_hold_separators(storage: Storage) -> None:
    match_id = new_id()
    for number in range(5):
        await storage.timers.add("zapp_zerapp", match_id, f"deadline:{number}", -10 + number)
    found = await storage.timers.due(-6, 3)
    assert found == [TimerRef("zapp_zerapp", match_id, f"deadline:{number}") for number in range(3)]


async def test_handoffs_go_stale_oldest_first_and_refresh_when_added_again(storage: Storage) -> None:
    old, young = new_id(), new_id()
    await storage.handoff.add("ark", young, 2_000)
    await storage.handoff.add("arkadia", old, 1_000)
    ours = {old, young}
    assert mine(await storage.handoff.stale(999, 1000), ours) == []
    assert [m for m in await storage.handoff.stale(2_000, 1000) if m.match_id in ours] == [
        WaitingMatch("arkadia", old),
        WaitingMatch("ark", young),
    ]
    await storage.handoff.add("arkadia", old, 3_000)  # dispatched again: fresh
    assert mine(await storage.handoff.stale(2_500, 1000), ours) == [young]
    await storage.handoff.drop("ark", young)
    assert mine(await storage.handoff.stale(FAR_FUTURE, 1000), ours) == [old]


async def test_audit_reports_are_replaced_only_from_the_report_read(storage: Storage) -> None:
    match_id = new_id()
    await storage.events.set_meta(match_id, {"game": "ark"})
    assert await storage.audits.load(match_id) is None
    assert await storage.audits.save(match_id, b"first", None) == b"first"
    # Another auditor that also read no report finds the first stored, which stays.
    assert await storage.audits.save(match_id, b"rival", None) == b"first"
    assert await storage.audits.save(match_id, b"second", b"first") == b"second"
    assert await storage.audits.save(match_id, b"stale", b"first") == b"second"
    assert await storage.audits.load(match_id) == b"second"


async def test_no_audit_report_is_stored_for_a_match_not_in_the_store(storage: Storage) -> None:
    # The archive's mover deleted the match (or it never was): nothing is left behind for it.
    match_id = new_id()
    assert await storage.audits.save(match_id, b"report", None) is None
    assert await storage.audits.load(match_id) is None


async def test_the_index_lists_recent_matches_first_and_all_of_them_in_order(storage: Storage) -> None:
    game = f"game{secrets.token_hex(3)}"
    for created_ms, match_id in [(30, "c"), (10, "a"), (20, "b"), (20, "b2")]:
        await storage.index.add(game, match_id, created_ms)
    assert await storage.index.recent(game, 2) == ["c", "b2"]  # equal times: by id, reversed
    assert await storage.index.recent(game, 10) == ["c", "b2", "b", "a"]
    assert await storage.index.all(game) == ["a", "b", "b2", "c"]
    assert await storage.index.recent("nothing-here", 5) == []
    assert await storage.index.all("nothing-here") == []


async def test_the_redis_layout_is_the_deployed_one(redis: Redis) -> None:
    # Deployed stores hold these keys; the sweep of an older worker reads them too.
    storage = redis_storage(redis)
    match_id = new_id()
    await storage.timers.add("ark", match_id, "seat-0@3", 123)
    await storage.handoff.add("ark", match_id, 456)
    await storage.index.add("ark", match_id, 789)
    assert await redis.zscore(TIMERS_KEY, f"ark|{match_id}|seat-0@3") == 123
    assert await redis.zscore(PENDING_KEY, f"ark|{match_id}") == 456
    assert await redis.zscore(index_key("ark"), match_id) == 789


async def test_finished_matches_wait_for_the_archive_by_their_first_finish_time(storage: Storage) -> None:
    queue = storage.finishing
    assert queue is not None
    first, second = new_id(), new_id()
    before = await queue.count()
    await queue.add("ark", second, 200)
    await queue.add("ark", first, 100)
    await queue.add("ark", first, 150)  # found again (the sweep): keeps its first finish time
    ours = {first, second}
    assert mine(await queue.due(99, 1000), ours) == []
    assert mine(await queue.due(150, 1000), ours) == [first]
    assert [m for m in await queue.due(FAR_FUTURE, 1000) if m.match_id in ours] == [
        WaitingMatch("ark", first),
        WaitingMatch("ark", second),
    ]
    assert await queue.count() == before + 2
    await queue.drop("ark", first)
    await queue.drop("ark", first)  # dropping twice is harmless
    assert mine(await queue.due(FAR_FUTURE, 1000), ours) == [second]
    await queue.drop("ark", second)
