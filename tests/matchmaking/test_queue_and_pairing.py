"""The quick-match queue's scripts on a real Redis, and the pairing by rating with a widening window.

The matchmaker's decisions (pairing.py) are a pure function of the waiting tickets and the time;
the queue's Lua scripts (queue.py) are what makes joining, cancelling and claiming atomic. Both
are tested here without a platform; tests/matchmaking/test_quick_match.py runs the whole path."""

from __future__ import annotations

import asyncio
import dataclasses
import uuid
from collections.abc import AsyncIterator

import pytest
from redis.asyncio import Redis

from services.matchmaking.pairing import Policy, form_groups
from services.matchmaking.queue import FORMING, QueueStore, Ticket, queue_key

NOW = 1_800_000_000_000
POLICY = Policy(window=5.0, widen_per_second=0.5)


def ticket(rating: float = 0.0, waited_s: float = 0.0, bots_after: int = 0, game: str = "arkadia") -> Ticket:
    return Ticket(
        player=str(uuid.uuid4()),
        game=game,
        seats=2,
        rated=False,
        bots_after_seconds=bots_after,
        rating=rating,
        queued_ms=NOW - int(waited_s * 1000),
    )


@pytest.fixture
async def redis(redis_url: str) -> AsyncIterator[Redis]:
    # Enough connections for 500 calls at once (the racing test's gateways and matchmakers).
    client = Redis.from_url(redis_url, max_connections=1000)
    await client.flushdb()
    yield client
    await client.aclose()


@pytest.fixture
async def queue(redis: Redis) -> QueueStore:
    return QueueStore(redis)


def test_close_ratings_pair_at_once_far_ones_only_after_the_window_widens() -> None:
    low, high = ticket(0.0), ticket(30.0)
    # Just queued: 30 apart, the window is 5.
    assert form_groups([low, high], 2, NOW, POLICY) == []
    # The window grows 0.5 per second: 30 is reached after 50 s of waiting.
    assert form_groups([low, high], 2, NOW + 49_000, POLICY) == []
    [group] = form_groups([low, high], 2, NOW + 50_000, POLICY)
    assert {t.player for t in group.players} == {low.player, high.player} and group.bots == 0


def test_nearest_rating_first_and_the_longest_waiting_picks_first() -> None:
    oldest = ticket(10.0, waited_s=30)
    near, far, other = ticket(11.0), ticket(14.0), ticket(40.0)
    groups = form_groups([near, far, other, oldest], 2, NOW, POLICY)
    # The oldest picks its nearest rating; the others (9 and 26 apart, windows 5) wait.
    assert [[t.player for t in g.players] for g in groups] == [[oldest.player, near.player]]


def test_no_starvation_an_outlier_is_matched_once_its_window_reaches_someone() -> None:
    outlier = ticket(100.0, waited_s=0)
    newcomers = [ticket(0.0) for _ in range(4)]
    # Fresh players pair among themselves; the outlier waits...
    groups = form_groups([outlier, *newcomers], 2, NOW, POLICY)
    assert len(groups) == 2 and all(outlier not in g.players for g in groups)
    # ...and once its window covers 100 (190 s), it picks first, before any newer player.
    later = [ticket(0.0, waited_s=-190) for _ in range(3)]
    groups = form_groups([outlier, *later], 2, NOW + 190_000, POLICY)
    assert groups[0].players[0] == outlier and len(groups[0].players) == 2


def test_fill_with_bots_after_the_asked_seconds_only() -> None:
    alone = ticket(0.0, waited_s=9, bots_after=10)
    assert form_groups([alone], 3, NOW, POLICY) == []
    [group] = form_groups([alone], 3, NOW + 1000, POLICY)
    assert group.players == (alone,) and group.bots == 2
    # A second player within the window takes a seat; bots fill only the rest.
    mate = ticket(1.0)
    [group] = form_groups([alone, mate], 3, NOW + 1000, POLICY)
    assert group.players == (alone, mate) and group.bots == 1
    # Without the request, nobody is given bots.
    assert form_groups([ticket(0.0, waited_s=999)], 3, NOW, POLICY) == []


def test_four_seat_tables_take_the_nearest_three() -> None:
    tickets = [ticket(float(rating), waited_s=5 - index) for index, rating in enumerate([0, 1, 2, 3, 4, 5, 6, 7])]
    groups = form_groups(tickets, 4, NOW, POLICY)
    assert [sorted(t.rating for t in g.players) for g in groups] == [[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0]]


async def test_join_once_leave_once_and_the_queue_keeps_order(queue: QueueStore) -> None:
    first, second = ticket(waited_s=2), ticket(waited_s=1)
    assert await queue.join(first) and await queue.join(second)
    assert not await queue.join(first), "a player waits in one queue at a time"
    assert not await queue.join(dataclasses.replace(first, game="ark")), "nor in two queues"
    assert [t.player for t in await queue.waiting("arkadia:2")] == [first.player, second.player]
    assert await queue.queues() == ["arkadia:2"]
    assert await queue.leave(first.player) == 1
    assert await queue.leave(first.player) == 0
    assert [t.player for t in await queue.waiting("arkadia:2")] == [second.player]


async def test_a_claim_takes_the_whole_group_or_nobody(queue: QueueStore, redis: Redis) -> None:
    a, b, c = ticket(), ticket(), ticket()
    for t in (a, b, c):
        await queue.join(t)
    assert await queue.leave(b.player) == 1
    # b cancelled first: a group with b is never made, and a stays in the queue.
    assert await queue.claim("arkadia:2", [a.player, b.player], NOW) is None
    assert {t.player for t in await queue.waiting("arkadia:2")} == {a.player, c.player}
    group = await queue.claim("arkadia:2", [a.player, c.player], NOW)
    assert group is not None
    # Taken: a cancel now is refused (the match is being made), a second claim fails.
    assert await queue.leave(a.player) == -1
    assert await queue.claim("arkadia:2", [a.player, c.player], NOW) is None
    assert await redis.zcard(FORMING) == 2
    # A creation that failed puts them back where they were (their original queue time).
    assert await queue.release("arkadia:2", group, [a.player, c.player]) == 2
    assert [t.queued_ms for t in await queue.waiting("arkadia:2")] == [a.queued_ms, c.queued_ms]
    group = await queue.claim("arkadia:2", [a.player, c.player], NOW)
    assert group is not None and await queue.finish(group, [a.player, c.player], "arkadia-m1") == 2
    assert await queue.ticket(a.player) is None and await redis.zcard(FORMING) == 0
    # A late cancel still hears that the match was made.
    assert await queue.leave(c.player) == -1
    # Matched and done: the player may queue again.
    assert await queue.join(a)


async def test_racing_claims_and_cancels_take_each_player_once(queue: QueueStore) -> None:
    players = [ticket(waited_s=1) for _ in range(200)]
    await asyncio.gather(*(queue.join(t) for t in players))
    ids = [t.player for t in players]
    pairs = [ids[i : i + 2] for i in range(0, 200, 2)]
    # Two matchmakers claim the same pairs, and overlapping ones, while half the players cancel.
    shifted = [ids[i : i + 2] for i in range(1, 199, 2)]
    results = await asyncio.gather(
        *(queue.claim("arkadia:2", pair, NOW) for pair in pairs),
        *(queue.claim("arkadia:2", pair, NOW) for pair in shifted),
        *(queue.leave(player) for player in ids[::3]),
    )
    claims = results[: len(pairs) + len(shifted)]
    cancels = dict(zip(ids[::3], results[len(pairs) + len(shifted) :], strict=True))
    won = [pair for pair, group in zip(pairs + shifted, claims, strict=True) if group is not None]
    taken = [player for pair in won for player in pair]
    assert len(taken) == len(set(taken)), "a player was claimed twice"
    for player, left in cancels.items():
        # Exactly one of: left first (never claimed), or claimed first (cancel refused).
        assert (left == 1) == (player not in taken), player
        assert left in (1, -1)
    waiting = {t.player for t in await queue.waiting("arkadia:2")}
    assert waiting == set(ids) - set(taken) - {p for p, left in cancels.items() if left == 1}
    assert await queue.redis.zcard(queue_key("arkadia:2")) == len(waiting)


async def test_expiry_and_recovery_of_a_dead_matchmakers_claim(queue: QueueStore) -> None:
    old, fresh = ticket(waited_s=700), ticket(waited_s=1)
    await queue.join(old)
    await queue.join(fresh)
    assert await queue.expire("arkadia:2", old.player, NOW - 600_000)
    assert not await queue.expire("arkadia:2", fresh.player, NOW - 600_000)
    assert await queue.ticket(old.player) is None
    group = await queue.claim("arkadia:2", [fresh.player], NOW)
    assert group is not None
    assert await queue.recover(NOW + 1000) == 0, "a claim in progress is left alone"
    assert await queue.recover(NOW + 121_000) == 1
    assert [t.player for t in await queue.waiting("arkadia:2")] == [fresh.player]
