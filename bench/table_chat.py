"""Table chat: messages posted per second through the gateway, against GetMatch (the same unary
path to the game service: the baseline measured in the same run), and the delay from a message's
post to its arrival at every watcher's WatchChat stream.

    PYTHONPATH=. python bench/table_chat.py [--tables 20] [--watchers 5] [--messages 10]

Starts Redis, one Zapp Zerapp service and one gateway as processes (mutual TLS inside) with a
PostgreSQL database of its own (tests/support/postgres.py); `--tables` matches of two signed-in
players, each watched by `--watchers` anonymous WatchChat streams and its two seats; then every
table's players post `--messages` messages each, all tables at once. Delay = this process's clock
when a message arrives minus its `sent_at` (the service's clock on the same machine). A
benchmark, not a test: nothing here asserts a speed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import grpc
from ludus.v1 import common_pb2, gateway_pb2, players_pb2

from services.core.stubs import gateway_stub, players_stub
from services.launcher import LocalPlatform, free_port
from tests.support.postgres import fresh_database

GAME = "zapp_zerapp"
HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)
OPEN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)
CHANNELS = 8


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def bearer(token: str) -> tuple[tuple[str, str], ...]:
    return (("authorization", f"Bearer {token}"),)


async def run(tables: int, watchers: int, messages: int) -> dict[str, Any]:
    env = {
        "LUDUS_MAX_STREAMS_PER_CLIENT": "0",
        "LUDUS_RATE_PER_SECOND": "0",
        "LUDUS_PASSWORD_TIME_COST": "1",
        "LUDUS_PASSWORD_MEMORY_KIB": "8",
        "LUDUS_CREATIONS_PER_HOUR": "0",
        "LUDUS_CHAT_RATE_MESSAGES": str(messages + 1),
    }
    with (
        tempfile.TemporaryDirectory() as data,
        fresh_database("ludus_bench_chat") as url,
        LocalPlatform(
            gateway_port=free_port(),
            games=[GAME],
            worker=False,
            http_port=None,
            data_dir=Path(data),
            database_url=url,
            extra_env=env,
        ) as platform,
    ):
        channels = [grpc.aio.insecure_channel(platform.gateway_address) for _ in range(CHANNELS)]
        gateways = [gateway_stub(channel) for channel in channels]
        accounts = [players_stub(channel) for channel in channels]

        async def table(index: int) -> tuple[str, list[str]]:
            stub, players = gateways[index % CHANNELS], accounts[index % CHANNELS]
            sessions = []
            for _ in range(2):
                request = players_pb2.SignUpRequest(name=f"c{uuid.uuid4().hex[:12]}", password="password-1")
                sessions.append((await players.SignUp(request, timeout=120)).session.access_token)
            created = await stub.CreateMatch(
                gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, OPEN]), metadata=bearer(sessions[0]), timeout=60
            )
            match_id = created.match.match_id
            await stub.JoinMatch(
                gateway_pb2.JoinMatchRequest(match_id=match_id), metadata=bearer(sessions[1]), timeout=60
            )
            return match_id, sessions

        seated = await asyncio.gather(*(table(index) for index in range(tables)))
        expected = 2 * messages
        delays: list[float] = []
        streams_ready = asyncio.Event()
        opened = 0

        async def watch(index: int, match_id: str, who: tuple[tuple[str, str], ...]) -> int:
            nonlocal opened
            call = gateways[index % CHANNELS].WatchChat(gateway_pb2.WatchChatRequest(match_id=match_id), metadata=who)
            received = 0
            async for update in call:
                if update.HasField("state"):
                    opened += 1
                    if opened == tables * (watchers + 2):
                        streams_ready.set()
                    continue
                delays.append(time.time() - update.message.sent_at.ToNanoseconds() / 1e9)
                received += 1
                if received == expected:
                    call.cancel()
                    break
            return received

        watches = [
            asyncio.create_task(watch(index, match_id, who))
            for index, (match_id, sessions) in enumerate(seated)
            for who in [*(bearer(token) for token in sessions), *[()] * watchers]
        ]
        await asyncio.wait_for(streams_ready.wait(), 120)

        async def baseline(index: int, match_id: str, token: str) -> None:
            for _ in range(expected // 2):
                await gateways[index % CHANNELS].GetMatch(
                    gateway_pb2.GetMatchRequest(match_id=match_id), metadata=bearer(token), timeout=60
                )

        started = time.perf_counter()
        await asyncio.gather(
            *(baseline(i, match_id, token) for i, (match_id, sessions) in enumerate(seated) for token in sessions)
        )
        baseline_seconds = time.perf_counter() - started

        async def talk(index: int, match_id: str, token: str) -> None:
            for number in range(messages):
                request = gateway_pb2.SendChatMessageRequest(
                    match_id=match_id,
                    channel=gateway_pb2.CHAT_CHANNEL_SPECTATORS,
                    text=f"message {number}",
                    message_id=f"{token[-8:]}-{number}",
                )
                await gateways[index % CHANNELS].SendChatMessage(request, metadata=bearer(token), timeout=60)

        started = time.perf_counter()
        await asyncio.gather(
            *(talk(i, match_id, token) for i, (match_id, sessions) in enumerate(seated) for token in sessions)
        )
        chat_seconds = time.perf_counter() - started
        received = await asyncio.wait_for(asyncio.gather(*watches), 120)
        for channel in channels:
            await channel.close()
        posted = tables * expected
        return {
            "tables": tables,
            "streams": len(watches),
            "messages posted": posted,
            "posts per second": round(posted / chat_seconds),
            "GetMatch per second (baseline)": round(posted / baseline_seconds),
            "ratio (posts / GetMatch)": round(baseline_seconds / chat_seconds, 2),
            "deliveries": sum(received),
            "missing deliveries": len(watches) * expected - sum(received),
            "delay p50 / p99 / max ms": [round(1000 * pct(delays, q)) for q in (0.5, 0.99, 1.0)],
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--watchers", type=int, default=5)
    parser.add_argument("--messages", type=int, default=10)
    arguments = parser.parse_args()
    print(json.dumps(asyncio.run(run(arguments.tables, arguments.watchers, arguments.messages)), indent=2))


if __name__ == "__main__":
    main()
