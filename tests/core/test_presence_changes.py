"""Presence's change feed stops when its stream's relay is cancelled, even when the cancellation
meets a change: at a match's end two seats' streams close together, one's closing signals the
other's feed at the very moment that feed is cancelled. On Python 3.11, asyncio.wait_for
swallowed exactly that cancellation, the feed went on forever, and the Play relay waiting for it
never closed the client's stream (the rare stall of the WebSocket Play test). Real Redis."""

from __future__ import annotations

import asyncio
import contextlib

import pytest
from redis.asyncio import Redis

from gateway.presence import Presence


async def test_a_presence_feed_cancelled_as_a_change_arrives_stops(redis: Redis) -> None:
    presence = Presence(redis, ttl_seconds=15)
    match_id = "ark-presence-cancel"
    seen: list[dict[int, bool]] = []

    async def follow() -> None:
        async for changed in presence.changes(match_id):
            seen.append(changed)

    for _ in range(20):  # the race is decided within one turn of the loop: make sure of it
        task = asyncio.create_task(follow())
        while not seen:
            await asyncio.sleep(0.01)  # the first (whole) presence came: it now waits
        await asyncio.sleep(0.01)
        presence._signal([match_id])  # another stream of the match closed ...
        task.cancel()  # ... as this one's relay closes
        with pytest.raises(asyncio.CancelledError):
            await asyncio.wait_for(task, 3)
        seen.clear()
    await presence.close()


async def test_concurrent_presence_reads_share_pipelines_and_each_gets_its_own_matchs_seats(redis: Redis) -> None:
    """Every Play stream reads its match's presence each heartbeat: reads made together go in
    pipelines (gateway/presence.py's HashReadBatcher), each answered with its own match's seats."""
    presence = Presence(redis, ttl_seconds=15)
    matches = [f"ark-presence-batch-{index}" for index in range(40)]
    async with contextlib.AsyncExitStack() as held:
        for index, match_id in enumerate(matches):
            await held.enter_async_context(presence.hold([(match_id, seat) for seat in range(index % 4)]))
        read = await asyncio.gather(*(presence.connected(match_id) for match_id in matches))
        assert read == [set(range(index % 4)) for index in range(len(matches))]
        assert presence._reads is not None and presence._reads.pipelined >= len(matches) - 1
    assert await asyncio.gather(*(presence.connected(match_id) for match_id in matches)) == [set()] * len(matches)
    await presence.close()
