"""Quick match: time to match and matches formed per second with a full queue.

    PYTHONPATH=. python bench/matchmaking.py [--players 1000] [--seats 2] [--matchmakers 1] [--interval 0.1]

Starts Redis, one Arkadia service and one gateway as processes (mutual TLS inside) with a
PostgreSQL database of its own (tests/support/postgres.py), signs up `--players` players, and
puts them all in one queue at once, with ratings drawn from a normal distribution (ordinal mean
0, sd 8: the window, 5 wide and widening 0.5 per second, decides who waits). Then `--matchmakers`
matchmakers (the workers' code: services/matchmaking/) run a pass every `--interval` seconds until
fewer than a table wait; each match is created on the game service and its seats recorded, as in
production.

Time to match = when the player's MATCHED notice was added (its stream id, Redis's clock on this
machine) minus when they queued. Matches/s in passes = matches formed / time spent in the passes
that formed them (the matchmaker's throughput); overall = matches / time from the first pass to
the last match (which includes waiting for windows to widen). The baseline, measured in the same
run on the same service: CreateMatch called directly, back to back, as many times (what creating
the matches alone costs), so the ratio says what pairing, claiming and recording add. A
benchmark, not a test: nothing here asserts a speed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from ludus.v1 import common_pb2, gateway_pb2

from services.core.caller import worker
from services.core.hosting import game_metadata
from services.core.notices import NOTICES
from services.launcher import LocalPlatform, free_port
from services.matchmaking.queue import Ticket, queue_key
from tests.matchmaking.support import gateway_players, matchmaker, sign_up_many
from tests.support.players_platform import FAST_PLAYERS
from tests.support.postgres import fresh_database

GAME = "arkadia"


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


async def baseline(make: Any, count: int, seats: int) -> float:
    """CreateMatch straight to the service, back to back: matches per second."""
    stub = make.placement.stub_for(GAME)
    specs = [common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN) for _ in range(seats)]
    request = gateway_pb2.CreateMatchRequest(game=GAME, seats=specs)
    metadata = game_metadata(GAME) + worker().metadata()
    start = time.perf_counter()
    for _ in range(count):
        await stub.CreateMatch(request, timeout=30, metadata=metadata)
    return count / (time.perf_counter() - start)


async def run(player_count: int, seats: int, matchmakers: int, interval: float) -> dict[str, Any]:
    with (
        tempfile.TemporaryDirectory() as data,
        fresh_database("ludus_bench_matchmaking") as url,
        LocalPlatform(
            gateway_port=free_port(),
            data_dir=Path(data),
            database_url=url,
            games=[GAME],
            worker=False,
            http_port=None,
            extra_env=dict(FAST_PLAYERS),
        ) as platform,
    ):
        async with gateway_players(platform) as players:
            sessions = []
            for start in range(0, player_count, 200):
                sessions += await sign_up_many(players, min(200, player_count - start))
        rng = random.Random(7)
        async with matchmaker(platform) as (first, queue, _):
            makers = [first]
            extra = [matchmaker(platform) for _ in range(matchmakers - 1)]
            for context in extra:
                makers.append((await context.__aenter__())[0])
            try:
                redis: Any = queue.redis
                queued_at: dict[str, int] = {}
                now = int(time.time() * 1000)
                for session in sessions:
                    rating = rng.gauss(0.0, 8.0)
                    ticket = Ticket(session.player.player_id, GAME, seats, False, 0, rating, now)
                    await queue.join(ticket)
                    queued_at[ticket.player] = now
                start_id = (await redis.xrevrange(NOTICES, count=1) or [(b"0-0", {})])[0][0]
                started = time.perf_counter()
                passes = 0
                name = f"{GAME}:{seats}"

                bursts: list[tuple[int, float]] = []

                async def loop(make: Any) -> None:
                    nonlocal passes
                    while await redis.zcard(queue_key(name)) >= seats:
                        began = time.perf_counter()
                        report = await make.run_pass(int(time.time() * 1000))
                        if report.matches:
                            bursts.append((len(report.matches), time.perf_counter() - began))
                        passes += 1
                        await asyncio.sleep(interval)

                await asyncio.gather(*(loop(make) for make in makers))
                elapsed = time.perf_counter() - started
                waits: list[float] = []
                matches = set()
                for entry_id, fields in await redis.xrange(NOTICES, min=f"({start_id.decode()}", max="+"):
                    if fields.get(b"kind") == b"matched":
                        matched_ms = int(entry_id.decode().partition("-")[0])
                        waits.append((matched_ms - queued_at[fields[b"player"].decode()]) / 1000)
                        matches.add(fields[b"match"])
                base = await baseline(first, len(matches), seats)
            finally:
                for context in extra:
                    await context.__aexit__(None, None, None)
        formed = len(matches) / elapsed
        return {
            "players": player_count,
            "seats": seats,
            "matchmakers": matchmakers,
            "matched_players": len(waits),
            "left_waiting": player_count - len(waits),
            "matches": len(matches),
            "passes": passes,
            "time_to_match_p50_s": round(pct(waits, 0.5), 3),
            "time_to_match_p99_s": round(pct(waits, 0.99), 3),
            "pass_interval_s": interval,
            "first_pass_matches": bursts[0][0],
            "first_pass_s": round(bursts[0][1], 3),
            "matches_per_second_in_passes": round(sum(n for n, _ in bursts) / sum(s for _, s in bursts), 1),
            "matches_per_second_overall": round(formed, 1),
            "baseline_create_match_per_second": round(base, 1),
            "in_passes_ratio_to_baseline": round(sum(n for n, _ in bursts) / sum(s for _, s in bursts) / base, 2),
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--matchmakers", type=int, default=1)
    parser.add_argument(
        "--interval", type=float, default=0.1, help="seconds between passes (LUDUS_MATCHMAKING_SECONDS)"
    )
    args = parser.parse_args()
    print(json.dumps(asyncio.run(run(args.players, args.seats, args.matchmakers, args.interval)), indent=2))


if __name__ == "__main__":
    main()
