"""Benchmark the command path against two baselines measured in the same run.

    python bench/command_path.py [--seconds 15] [--replicas 1]

1. bare gRPC round trip: a unary call to a grpc.aio server that does nothing (the health check of
   an empty server in its own process), the floor any gRPC hop pays;
2. raw Redis XADD on the same Redis the platform uses;
3. SubmitCommand through gateway -> Ark service -> Redis, over many matches, each client playing
   its own matches like a real client: ListLegalCommands (not timed), then SubmitCommand (timed).

Each is measured with 1 client (latency) and 64 concurrent clients (throughput and latency), and
the ratios to the baselines are printed. Results go to docs/benchmarks.md by hand, with the
machine they were measured on.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc
from ludus.v1 import common_pb2, gateway_pb2
from redis.asyncio import Redis

from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform, free_port, wait_healthy

ECHO_SERVER = """
import asyncio, sys
import grpc
from grpc_health.v1 import health, health_pb2_grpc
async def main():
    server = grpc.aio.server()
    health_pb2_grpc.add_HealthServicer_to_server(health.aio.HealthServicer(), server)
    server.add_insecure_port(sys.argv[1])
    await server.start()
    await server.wait_for_termination()
asyncio.run(main())
"""


@dataclass
class Result:
    name: str
    clients: int
    count: int
    seconds: float
    latencies: list[float]

    @property
    def rate(self) -> float:
        return self.count / self.seconds

    def percentile(self, q: float) -> float:
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

    def row(self) -> str:
        return (
            f"| {self.name} | {self.clients} | {self.rate:,.0f}/s | {self.percentile(0.5):.2f} ms "
            f"| {self.percentile(0.99):.2f} ms | {self.count:,} |"
        )


async def measure(
    name: str,
    clients: int,
    seconds: float,
    make_client: Callable[[int], Awaitable[Callable[[], Awaitable[float | None]]]],
    rate: float | None = None,
) -> Result:
    """Run `clients` loops for `seconds`; each step returns its timed latency (or None).

    With `rate` (steps per second, all clients together), each client paces itself to its share:
    a step starts at its slot, or at once when the client is behind (the load offered is fixed
    as long as the platform keeps up). Without it each client steps as fast as it is answered."""
    latencies: list[float] = []
    steps = [await make_client(index) for index in range(clients)]
    stop = time.perf_counter() + seconds
    started = time.perf_counter()
    interval = clients / rate if rate else 0.0

    async def loop(step: Callable[[], Awaitable[float | None]]) -> None:
        slot = time.perf_counter() + random.random() * interval  # spread the clients' phases
        while time.perf_counter() < stop:
            if interval:
                await asyncio.sleep(max(0.0, slot - time.perf_counter()))
                slot += interval
            latency = await step()
            if latency is not None:
                latencies.append(latency)

    await asyncio.gather(*(loop(step) for step in steps))
    return Result(name, clients, len(latencies), time.perf_counter() - started, latencies)


async def bench_echo(address: str, clients: int, seconds: float) -> Result:
    channel = grpc.aio.insecure_channel(address)
    stub = health_pb2_grpc.HealthStub(channel)
    request = health_pb2.HealthCheckRequest()

    async def make(_: int) -> Callable[[], Awaitable[float]]:
        async def step() -> float:
            started = time.perf_counter()
            await stub.Check(request)
            return time.perf_counter() - started

        return step

    try:
        return await measure("bare gRPC round trip", clients, seconds, make)
    finally:
        await channel.close()


async def bench_xadd(url: str, clients: int, seconds: float) -> Result:
    redis = Redis.from_url(url)
    payload = os.urandom(64)

    async def make(index: int) -> Callable[[], Awaitable[float]]:
        key = f"bench:xadd:{index}"

        async def step() -> float:
            started = time.perf_counter()
            await redis.xadd(key, {"t": "bench", "d": payload})
            return time.perf_counter() - started

        return step

    try:
        return await measure("raw Redis XADD", clients, seconds, make)
    finally:
        await redis.aclose()


async def bench_submit(address: str, clients: int, seconds: float, rate: float | None = None) -> Result:
    channel = grpc.aio.insecure_channel(address)
    gateway = gateway_stub(channel)
    human = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)

    async def new_match() -> tuple[str, dict[int, str]]:
        created = await gateway.CreateMatch(gateway_pb2.CreateMatchRequest(game="ark", seats=[human] * 4))
        return created.match.match_id, {t.seat: t.token for t in created.seat_tokens}

    async def make(index: int) -> Callable[[], Awaitable[float | None]]:
        rng = random.Random(index)
        match_id, tokens = await new_match()
        awaiting = list((await gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id))).match.awaiting)

        async def step() -> float | None:
            nonlocal match_id, tokens, awaiting
            if not awaiting:  # the match ended: start another
                match_id, tokens = await new_match()
                awaiting = list((await gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id))).match.awaiting)
                return None
            seat = rng.choice(awaiting)
            legal = await gateway.ListLegalCommands(
                gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[seat])
            )
            request = gateway_pb2.SubmitCommandRequest(
                match_id=match_id,
                token=tokens[seat],
                command=rng.choice(legal.commands),
                expected_version=legal.version,
                command_id=uuid.uuid4().hex,
            )
            started = time.perf_counter()
            reply = await gateway.SubmitCommand(request)
            elapsed = time.perf_counter() - started
            awaiting = list(reply.awaiting)  # the answer says whose turn it is now
            return elapsed

        return step

    try:
        return await measure("SubmitCommand via gateway", clients, seconds, make, rate)
    finally:
        await channel.close()


async def run(seconds: float, replicas: int) -> list[Result]:
    results: list[Result] = []
    echo_address = f"127.0.0.1:{free_port()}"
    echo = subprocess.Popen([sys.executable, "-c", ECHO_SERVER, echo_address])
    try:
        await asyncio.to_thread(wait_healthy, echo_address)
        with LocalPlatform(gateway_port=free_port(), games=["ark"], replicas=replicas, worker=False) as ludus:
            assert ludus.redis_url is not None
            for clients in (1, 64):
                results.append(await bench_echo(echo_address, clients, seconds))
                results.append(await bench_xadd(ludus.redis_url, clients, seconds))
                results.append(await bench_submit(ludus.gateway_address, clients, seconds))
    finally:
        echo.terminate()
        echo.wait()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--replicas", type=int, default=1)
    args = parser.parse_args()
    results = asyncio.run(run(args.seconds, args.replicas))
    print(
        f"\nmachine: {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}; "
        f"{args.replicas} Ark replica(s), clients in one asyncio process on the same machine\n"
    )
    print("| measurement | clients | throughput | p50 | p99 | samples |")
    print("|---|---|---|---|---|---|")
    for result in results:
        print(result.row())
    for clients in (1, 64):
        by_name = {r.name: r for r in results if r.clients == clients}
        submit, echo, xadd = (
            by_name["SubmitCommand via gateway"],
            by_name["bare gRPC round trip"],
            by_name["raw Redis XADD"],
        )
        p50 = submit.percentile(0.5)
        print(
            f"\n{clients} client(s): SubmitCommand p50 = {p50 / echo.percentile(0.5):.1f}x the bare gRPC "
            f"echo, {p50 / xadd.percentile(0.5):.1f}x a raw XADD; throughput "
            f"{submit.rate / echo.rate:.2f}x echo, {submit.rate / xadd.rate:.2f}x XADD"
        )
    print(f"\nmedian of p50s: {statistics.median(r.percentile(0.5) for r in results):.2f} ms")


if __name__ == "__main__":
    main()
