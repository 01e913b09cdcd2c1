"""Players' feeds fan-out: many WatchPlayer streams on one gateway, append → "your turn".

    python bench/player_feed.py [--players 1000] [--rounds 5]

Starts Redis, one Zapp Zerapp service and one gateway as processes (mutual TLS inside) with a
PostgreSQL database of its own on the machine's server (tests/support/postgres.py), signs up
`--players` players, seats them in pairs in `--players / 2` matches, opens one WatchPlayer feed
per player (from this process, over a few channels), then plays `--rounds` turns in every match
at once: the awaited player submits commands until the turn passes. Delay = this process's clock
when "your turn" arrives minus the append time of the event that passed the turn (the server's
clock on the same machine). A benchmark, not a test: nothing here asserts a speed.
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

CHANNELS = 16
GAME = "zapp_zerapp"
HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)
OPEN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def bearer(token: str) -> tuple[tuple[str, str], ...]:
    return (("authorization", f"Bearer {token}"),)


async def run(player_count: int, rounds: int) -> dict[str, Any]:
    env = {
        "LUDUS_MAX_STREAMS_PER_CLIENT": "0",
        "LUDUS_RATE_PER_SECOND": "0",
        "LUDUS_PASSWORD_TIME_COST": "1",
        "LUDUS_PASSWORD_MEMORY_KIB": "8",
        "LUDUS_CREATIONS_PER_HOUR": "0",
    }
    with (
        tempfile.TemporaryDirectory() as data,
        fresh_database("ludus_bench_feed") as url,
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
        limit = asyncio.Semaphore(32)

        async def sign_up(index: int) -> players_pb2.Session:
            async with limit:
                request = players_pb2.SignUpRequest(name=f"b{uuid.uuid4().hex[:12]}", password="password-1")
                reply = await accounts[index % CHANNELS].SignUp(request, timeout=120)
                session: players_pb2.Session = reply.session
                return session

        sessions = await asyncio.gather(*(sign_up(index) for index in range(player_count)))

        async def pair(index: int) -> str:
            async with limit:
                first, second = sessions[2 * index], sessions[2 * index + 1]
                stub = gateways[index % CHANNELS]
                created = await stub.CreateMatch(
                    gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, OPEN]),
                    metadata=bearer(first.access_token),
                    timeout=120,
                )
                match_id: str = created.match.match_id
                await stub.JoinMatch(
                    gateway_pb2.JoinMatchRequest(match_id=match_id), metadata=bearer(second.access_token), timeout=120
                )
                return match_id

        match_ids = await asyncio.gather(*(pair(index) for index in range(player_count // 2)))
        holder = {
            (match_id, seat): sessions[2 * index + seat] for index, match_id in enumerate(match_ids) for seat in (0, 1)
        }
        # Each player's "your turn" notices: (arrival, match, version).
        turns: dict[str, asyncio.Queue[tuple[float, str, int]]] = {
            session.player.player_id: asyncio.Queue() for session in sessions
        }
        opened = 0
        all_open = asyncio.Event()

        async def follow(index: int, session: players_pb2.Session) -> None:
            nonlocal opened
            stream = accounts[index % CHANNELS].WatchPlayer(
                players_pb2.WatchPlayerRequest(), metadata=bearer(session.access_token)
            )
            await stream.wait_for_connection()
            opened += 1
            if opened == len(sessions):
                all_open.set()
            async for notice in stream:
                if notice.kind == players_pb2.NOTICE_KIND_YOUR_TURN:
                    turns[session.player.player_id].put_nowait((time.time(), notice.match_id, notice.version))

        started = time.monotonic()
        feeds = [asyncio.create_task(follow(index, session)) for index, session in enumerate(sessions)]
        await asyncio.wait_for(all_open.wait(), 600)
        opening = time.monotonic() - started

        delays: list[float] = []
        missed = 0

        async def one_turn(index: int, match_id: str, measure: bool) -> None:
            nonlocal missed
            stub = gateways[index % CHANNELS]
            info = (await stub.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=120)).match
            if info.status != common_pb2.MATCH_STATUS_ACTIVE:
                return
            for _ in range(50):
                seat = info.awaiting[0]
                token = bearer(holder[(match_id, seat)].access_token)
                legal = await stub.ListLegalCommands(
                    gateway_pb2.ListLegalCommandsRequest(match_id=match_id), metadata=token, timeout=120
                )
                reply = await stub.SubmitCommand(
                    gateway_pb2.SubmitCommandRequest(
                        match_id=match_id, command=legal.commands[0], expected_version=legal.version
                    ),
                    metadata=token,
                    timeout=120,
                )
                if list(reply.awaiting) != list(info.awaiting) and reply.awaiting:
                    appended = reply.events[-1].time.ToNanoseconds() / 1e9
                    next_player = holder[(match_id, reply.awaiting[0])].player.player_id
                    waiting = turns[next_player]
                    try:
                        while True:
                            arrived, told_match, version = await asyncio.wait_for(waiting.get(), 30)
                            if told_match == match_id and version >= reply.version:
                                break
                    except TimeoutError:
                        missed += 1
                        return
                    if measure:
                        delays.append(arrived - appended)
                    return
                info = (await stub.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=120)).match
                if info.status != common_pb2.MATCH_STATUS_ACTIVE:
                    return

        # A first round unmeasured: every feed is then surely subscribed on the server.
        for number in range(rounds + 1):
            await asyncio.gather(*(one_turn(index, match_id, number > 0) for index, match_id in enumerate(match_ids)))
        for task in feeds:
            task.cancel()
        await asyncio.gather(*feeds, return_exceptions=True)
        for channel in channels:
            await channel.close()
        return {
            "players": len(sessions),
            "matches": len(match_ids),
            "rounds_measured": rounds,
            "seconds_to_open_all_feeds": round(opening, 1),
            "your_turn_notices_measured": len(delays),
            "missed_within_30_s": missed,
            "delay_p50_ms": round(pct(delays, 0.5) * 1000, 1),
            "delay_p99_ms": round(pct(delays, 0.99) * 1000, 1),
            "delay_max_ms": round(max(delays, default=float("nan")) * 1000, 1),
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=1_000)
    parser.add_argument("--rounds", type=int, default=5)
    options = parser.parse_args()
    print(json.dumps(asyncio.run(run(options.players, options.rounds)), indent=2))


if __name__ == "__main__":
    main()
