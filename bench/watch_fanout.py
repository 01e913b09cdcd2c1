"""Watch fan-out: many WatchMatch streams on one gateway and one game service.

    python bench/watch_fanout.py [--watchers 10000] [--matches 100] [--moves 20]

Starts Redis, one Ark service and one gateway as processes (the deployed shape, mutual TLS
inside), opens `--watchers` WatchMatch streams spread over `--matches` matches (from this process,
over a few channels), then plays `--moves` commands in each match. Reports the Redis connections
in use before and during (CLIENT LIST), and the delay from each append (the event's own time) to
its arrival at each watcher: p50/p99/max, and whether every watcher received every event in order.
A benchmark, not a test: nothing here asserts a speed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import grpc
from ludus.v1 import common_pb2, gateway_pb2
from redis.asyncio import Redis

from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform, free_port

CHANNELS = 16
RETRYABLE = {grpc.StatusCode.DEADLINE_EXCEEDED, grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.ABORTED}


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


async def redis_clients(url: str) -> int:
    redis = Redis.from_url(url)
    try:
        return len(await redis.client_list())
    finally:
        await redis.aclose()


async def run(watchers: int, matches: int, moves: int) -> dict[str, Any]:
    env = {"LUDUS_MAX_STREAMS_PER_CLIENT": "0", "LUDUS_RATE_PER_SECOND": "0"}
    with (
        tempfile.TemporaryDirectory() as data,
        LocalPlatform(
            gateway_port=free_port(), games=["ark"], worker=False, http_port=None, data_dir=Path(data), extra_env=env
        ) as platform,
    ):
        assert platform.redis_url is not None
        channels = [grpc.aio.insecure_channel(platform.gateway_address) for _ in range(CHANNELS)]
        stubs = [gateway_stub(channel) for channel in channels]
        created = []
        for _ in range(matches):
            seats = [common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)] * 3
            reply = await stubs[0].CreateMatch(gateway_pb2.CreateMatchRequest(game="ark", seats=seats), timeout=30)
            created.append((reply.match.match_id, {t.seat: t.token for t in reply.seat_tokens}))
        before = await redis_clients(platform.redis_url)
        delays: list[float] = []
        received: dict[int, list[int]] = {}
        ready = asyncio.Event()
        opened = 0

        async def watch(index: int, match_id: str) -> None:
            nonlocal opened
            versions = received.setdefault(index, [])
            stream = stubs[index % CHANNELS].WatchMatch(gateway_pb2.WatchMatchRequest(match_id=match_id))
            first = True
            async for event in stream:
                if first:
                    opened += 1
                    if opened == watchers:
                        ready.set()
                    first = False
                versions.append(event.version)
                delays.append(time.time() - event.time.ToNanoseconds() / 1e9)
                if len(versions) >= expected[match_id]:
                    stream.cancel()
                    return

        expected: dict[str, int] = {}
        for match_id, _ in created:
            expected[match_id] = 1 << 30  # set once the moves are done
        started = time.monotonic()
        tasks = [asyncio.create_task(watch(i, created[i % matches][0])) for i in range(watchers)]
        await asyncio.wait_for(ready.wait(), 600)
        opening = time.monotonic() - started
        during = await redis_clients(platform.redis_url)
        delays.clear()  # the backlog each watcher read at once is not fan-out latency

        retried = 0

        async def play(match_id: str, tokens: dict[int, str]) -> int:
            nonlocal retried
            rng = random.Random(match_id)
            moved = 0
            while moved < moves:
                try:
                    info = (await stubs[0].GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=60)).match
                    if info.status == common_pb2.MATCH_STATUS_FINISHED:
                        break
                    token = tokens[info.awaiting[0]]
                    legal = await stubs[0].ListLegalCommands(
                        gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token), timeout=60
                    )
                    await stubs[0].SubmitCommand(
                        gateway_pb2.SubmitCommandRequest(
                            match_id=match_id,
                            token=token,
                            command=rng.choice(list(legal.commands)),
                            expected_version=legal.version,
                            command_id=uuid.uuid4().hex,
                        ),
                        timeout=60,
                    )
                    moved += 1
                except grpc.aio.AioRpcError as error:
                    if error.code() not in RETRYABLE:
                        raise
                    retried += 1  # a slow moment or a race: read the match again
            final = await stubs[0].GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=60)
            return int(final.match.version)

        finals = await asyncio.gather(*(play(match_id, tokens) for match_id, tokens in created))
        peak = await redis_clients(platform.redis_url)
        for (match_id, _), final in zip(created, finals, strict=True):
            expected[match_id] = final
        # Watchers stop once they hold every version up to the final one.
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline and any(
            len(received.get(i, [])) < expected[created[i % matches][0]] for i in range(watchers)
        ):
            await asyncio.sleep(0.2)
        complete = all(
            received.get(i, []) == list(range(1, expected[created[i % matches][0]] + 1)) for i in range(watchers)
        )
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for channel in channels:
            await channel.close()
        return {
            "watchers": watchers,
            "matches": matches,
            "moves_per_match": moves,
            "seconds_to_open_all": round(opening, 1),
            "redis_clients_before": before,
            "redis_clients_while_watching": during,
            "redis_clients_after_play": peak,
            "deliveries": len(delays),
            "delay_p50_ms": round(pct(delays, 0.5) * 1000, 1),
            "delay_p99_ms": round(pct(delays, 0.99) * 1000, 1),
            "delay_max_ms": round(max(delays, default=float("nan")) * 1000, 1),
            "every_watcher_got_every_event_in_order": complete,
            "player_calls_retried": retried,
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--watchers", type=int, default=10_000)
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--moves", type=int, default=20)
    options = parser.parse_args()
    print(json.dumps(asyncio.run(run(options.watchers, options.matches, options.moves)), indent=2))


if __name__ == "__main__":
    main()
