"""Load and growth benchmarks for the whole platform on this machine.

    python bench/load.py [--matches 1000] [--seconds 60] [--client poll|stream] [--skip-cluster] [--only-load]
                         [--profile DIR]

1. Load: `--matches` concurrent 2-seat Zapp Zerapp matches, each seat played by its own simulated
   client (2 clients per match) through the gateway; a new match when one ends. `--client poll`
   (the unary API as first written): ListLegalCommands (every 50 ms while the other seat is to
   move), then SubmitCommand with the expected version and a command id. `--client stream` (the
   loop docs/api.md shows): one batched Play stream per client, which brings the match's events,
   whether the seat is awaited and its legal commands; the client sends a command on it when it is
   awaited and times it to its answer. Reports commands/s, the command's p50/p99/p99.9 latency,
   errors, and the game services' memory per cached match. Run against one Redis and against a
   3-master Redis Cluster.
2. Appends per shard: EventStore.append throughput (many matches, 64 concurrent writers) on one
   Redis and on each Cluster master, beside raw XADD on the same server.
3. Growth: the latency of a command as a match grows to 5,000 events, for a warm replica and for a
   cold one (a new replica per command: the snapshot bounds what it reads); audit time vs length.

All clients run in this process (asyncio); the platform's processes share the same cores.
`--profile DIR` samples every platform process with py-spy during the load on one Redis (as
bench/profile_command_path.py does) and prints what holds the most samples.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import grpc
import psutil
from issue15 import cpu_seconds
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc
from play_mux import processes
from profile_command_path import record, summarise
from redis.asyncio import Redis
from redis.crc import key_slot

from services import games
from services.core.audit import audit
from services.core.codec import pack
from services.core.config import is_cluster, redis_client
from services.core.rng import Rng
from services.core.runner import MatchRunner
from services.core.store import NewEvent, RedisEventStore, redis_storage
from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform, RedisClusterProcesses, RedisProcess, free_port

RETRYABLE = {grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED, grpc.StatusCode.RESOURCE_EXHAUSTED}


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


class Load:
    def __init__(self, gateway: gateway_pb2_grpc.GatewayStub, seconds: float) -> None:
        self.gateway = gateway
        self.stop = time.perf_counter() + seconds
        self.latencies: list[float] = []
        self.errors: dict[str, int] = {}
        self.matches = 0

    async def match(self) -> None:
        """One match after another, both seats played concurrently by their own client."""
        human = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)
        while time.perf_counter() < self.stop:
            try:
                created = await self.gateway.CreateMatch(
                    gateway_pb2.CreateMatchRequest(game="zapp_zerapp", seats=[human] * 2)
                )
            except grpc.aio.AioRpcError as error:
                # Counted like a move's error (a failed creation used to end the whole run).
                code = error.code()
                self.errors[f"CreateMatch {code.name}"] = self.errors.get(f"CreateMatch {code.name}", 0) + 1
                if code not in RETRYABLE:
                    return
                await asyncio.sleep(0.1)
                continue
            self.matches += 1
            tokens = {token.seat: token.token for token in created.seat_tokens}
            await asyncio.gather(*(self.client(created.match.match_id, tokens[seat], seat) for seat in (0, 1)))

    async def client(self, match_id: str, token: str, seat: int) -> None:
        rng = random.Random(f"{match_id}{seat}")
        while time.perf_counter() < self.stop:
            try:
                legal = await self.gateway.ListLegalCommands(
                    gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token)
                )
                if not legal.commands:
                    info = (await self.gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id))).match
                    if info.status == common_pb2.MATCH_STATUS_FINISHED:
                        return
                    await asyncio.sleep(0.05)  # the other seat's turn
                    continue
                request = gateway_pb2.SubmitCommandRequest(
                    match_id=match_id,
                    token=token,
                    command=rng.choice(list(legal.commands)),
                    expected_version=legal.version,
                    command_id=uuid.uuid4().hex,
                )
                started = time.perf_counter()
                reply = await self.gateway.SubmitCommand(request)
                self.latencies.append(time.perf_counter() - started)
                if reply.status == common_pb2.MATCH_STATUS_FINISHED:
                    return
            except grpc.aio.AioRpcError as error:
                code = error.code()
                if code in (grpc.StatusCode.ABORTED, grpc.StatusCode.FAILED_PRECONDITION):
                    continue  # the other seat moved first: the normal life of a simultaneous phase
                self.errors[code.name] = self.errors.get(code.name, 0) + 1
                if code not in RETRYABLE:
                    return


class StreamLoad(Load):
    """The same matches, each client on its own Play stream (PlayRequest.batch): no call but the
    match's creation, one stream message per command and one per delivery of events."""

    async def client(self, match_id: str, token: str, seat: int) -> None:
        rng = random.Random(f"{match_id}{seat}")
        stream: Any = self.gateway.Play()
        try:
            async with asyncio.timeout(max(0.0, self.stop - time.perf_counter())):
                await self._play(stream, match_id, token, seat, rng)
        except TimeoutError:
            pass  # the run is over
        except grpc.aio.AioRpcError as error:
            if error.code() != grpc.StatusCode.CANCELLED:
                self.errors[error.code().name] = self.errors.get(error.code().name, 0) + 1
        finally:
            stream.cancel()

    async def _play(self, stream: Any, match_id: str, token: str, seat: int, rng: random.Random) -> None:
        version, awaited, legal = 0, False, None
        sent: tuple[str, float, int] | None = None  # the command in flight: its id, when, at which version
        await stream.write(gateway_pb2.PlayRequest(match_id=match_id, token=token, batch=True))
        async for response in stream:
            if response.WhichOneof("kind") != "batch":
                continue  # presence
            for event in response.batch.events:
                version, awaited = event.version, seat in event.awaiting
                legal = (event.version, list(event.legal.commands)) if event.legal.commands else None
                if event.status == common_pb2.MATCH_STATUS_FINISHED:
                    return
            answer = response.batch.answer
            if sent is not None and answer.command_id == sent[0]:
                if answer.HasField("error"):
                    # The other seat moved first (ABORTED), the normal life of a simultaneous
                    # phase: the next delivery brings the new legal commands.
                    if answer.error.code not in ("ABORTED", "FAILED_PRECONDITION"):
                        self.errors[answer.error.code] = self.errors.get(answer.error.code, 0) + 1
                    if legal is not None and legal[0] == sent[2]:
                        legal = None  # the list the command came from is stale
                else:
                    self.latencies.append(time.perf_counter() - sent[1])
                sent = None
            if sent is None and awaited and legal is not None and legal[0] == version:
                command_id = uuid.uuid4().hex
                command = gateway_pb2.PlayCommand(
                    command_id=command_id, expected_version=version, command=rng.choice(legal[1])
                )
                sent = (command_id, time.perf_counter(), version)
                await stream.write(gateway_pb2.PlayRequest(command=command))


def service_memory(running: LocalPlatform) -> int:
    total = 0
    for component in running.components:
        if component.name.startswith("zapp_zerapp") and component.process is not None:
            total += psutil.Process(component.process.pid).memory_info().rss
    return total


async def run_load(running: LocalPlatform, matches: int, seconds: float, client: str = "poll") -> dict[str, Any]:
    options = [("grpc.max_concurrent_streams", 10000)]
    async with grpc.aio.insecure_channel(running.gateway_address, options=options) as channel:
        gateway = gateway_stub(channel)
        before = service_memory(running)
        load = (StreamLoad if client == "stream" else Load)(gateway, seconds)
        watched = processes(running)  # the platform's processes and its Redis
        cpu_before = cpu_seconds(watched)
        started = time.perf_counter()
        await asyncio.gather(*(load.match() for _ in range(matches)))
        elapsed = time.perf_counter() - started
        cpu_after = cpu_seconds(watched)
        after = service_memory(running)
    return {
        "commands/s": len(load.latencies) / elapsed,
        "p50 ms": pct(load.latencies, 0.5) * 1000,
        "p99 ms": pct(load.latencies, 0.99) * 1000,
        "p99.9 ms": pct(load.latencies, 0.999) * 1000,
        "commands": len(load.latencies),
        "matches": load.matches,
        "errors": load.errors,
        "KiB per cached match": (after - before) / 1024 / max(load.matches, 1),
        # Each process's share of one core over the run (2.0 would be both cores).
        "cores used": {name: round((cpu_after[name] - spent) / elapsed, 2) for name, spent in cpu_before.items()},
    }


def platform_for(redis_url: str | None, broker: str | None, data: Path) -> LocalPlatform:
    env = {"LUDUS_RATE_PER_SECOND": "0"}
    if broker:
        env["LUDUS_BROKER_URL"] = broker
    return LocalPlatform(
        redis_url=redis_url,
        gateway_port=free_port(),
        http_port=None,
        games=["zapp_zerapp"],
        data_dir=data,
        worker_pool="threads",
        worker_concurrency=4,
        extra_env=env,
    )


async def served_slots(url: str) -> list[tuple[int, int]]:
    """The hash-slot ranges the Cluster master at `url` serves."""
    client = Redis.from_url(url)
    try:
        port = int(url.rsplit(":", 1)[1].split("/")[0])
        # redis-py declares execute_command without annotations; the reply is a list of slot ranges.
        ranges = await client.execute_command("CLUSTER SLOTS")  # type: ignore[no-untyped-call]
    finally:
        await client.aclose()
    owned: list[tuple[int, int]] = []
    for first, last, master, *_ in ranges if isinstance(ranges, list) else []:
        if int(master[1]) == port:
            owned.append((int(first), int(last)))
    return owned


def tag_on(slots: list[tuple[int, int]] | None, prefix: str = "") -> str:
    """A fresh hash tag starting with `prefix`, on one of `slots` (any slot if None)."""
    while True:
        tag = prefix + uuid.uuid4().hex
        if slots is None or any(first <= key_slot(tag.encode()) <= last for first, last in slots):
            return tag


async def appends_per_second(
    url: str, seconds: float = 8.0, writers: int = 64, slots: list[tuple[int, int]] | None = None
) -> tuple[float, float]:
    """EventStore.append and raw XADD throughput against the server at `url` (for a Cluster
    master, on keys of the `slots` it serves; for a redis+cluster:// URL, through the Cluster
    client the services use, on keys of every shard)."""
    client = redis_client(url) if is_cluster(url) else Redis.from_url(url)
    store = RedisEventStore(client)
    count = errors = 0

    async def open_match() -> tuple[str, int, str]:
        match_id = tag_on(slots, "bench-")  # the whole match id is the keys' hash tag
        stored = await store.create(match_id, {"game": "bench"}, [NewEvent("bench.Created", b"x")], "", b"", 1)
        return match_id, 1, stored[-1].hash

    async def writer(match: tuple[str, int, str]) -> None:
        nonlocal count, errors
        match_id, version, last = match
        while time.perf_counter() < stop:
            try:
                outcome, appended = await store.append(
                    match_id,
                    version,
                    last,
                    [NewEvent("bench.Event", os.urandom(64), 0)],
                    command_id=uuid.uuid4().hex,
                    time_ms=1,
                )
                if outcome.duplicate:  # the client library re-ran the script after a lost reply
                    match_id, version, last = await open_match()
                    continue
                version, last = appended[-1].version, appended[-1].hash
                count += 1
            except Exception as error:  # counted and shown; the writer goes on with a new match
                errors += 1
                print(f"append error ({type(error).__name__}: {error})", flush=True)
                match_id, version, last = await open_match()

    # Connections and the Cluster client's slot map are set up before the clock starts.
    matches = [await open_match() for _ in range(writers)]
    stop = time.perf_counter() + seconds
    await asyncio.gather(*(writer(match) for match in matches))
    append_rate = count / seconds
    count = 0
    stop = time.perf_counter() + seconds

    async def raw(index: int) -> None:
        nonlocal count
        key = f"bench:{{{tag_on(slots)}}}:xadd"
        while time.perf_counter() < stop:
            await client.xadd(key, {"e": os.urandom(200)})
            count += 1

    await asyncio.gather(*(raw(index) for index in range(writers)))
    await client.aclose()
    return append_rate, count / seconds


async def growth(url: str) -> list[dict[str, float]]:
    """Command latency as a match grows to 5,000 events, for a warm replica and a cold one (a new
    replica loads snapshot + tail); audit time vs length. A 4-seat Zapp Zerapp match played with
    random legal commands grows past 5,000 events."""
    game = games.load("zapp_zerapp")
    rows: list[dict[str, float]] = []
    client = Redis.from_url(url)
    try:
        warm: MatchRunner[Any] = MatchRunner(game, redis_storage(client))
        human = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)
        marks = [500, 1000, 2000, 3000, 4000, 5000]
        for attempt in range(20):
            match = await warm.create(None, [human] * 4)
            rng = Rng(f"growth{attempt}".encode().ljust(32), "x")
            version = match.version
            while marks and not (current := await warm.load(match.match_id)).platform.finished:
                waiting = game.awaiting(current.require_state())
                if not waiting:
                    break
                seat = rng.choice(waiting)
                command = game.random_command(current.require_state(), seat, rng)
                # A seat the game awaits always has a legal command; None here is a game bug.
                assert command is not None, f"{game.name}: seat {seat} is awaited but has no command"
                started = time.perf_counter()
                submitted = await warm.submit(match.match_id, seat, pack(command))
                warm_ms = (time.perf_counter() - started) * 1000
                version = submitted.version
                if version >= marks[0]:
                    marks.pop(0)
                    cold: MatchRunner[Any] = MatchRunner(game, redis_storage(client))
                    started = time.perf_counter()
                    await cold.load(match.match_id)
                    cold_ms = (time.perf_counter() - started) * 1000
                    events = await warm.store.read(match.match_id)
                    started = time.perf_counter()
                    report = audit(game, events, current.seed)
                    audit_ms = (time.perf_counter() - started) * 1000
                    rows.append(
                        {
                            "version": version,
                            "warm submit ms": warm_ms,
                            "cold load ms": cold_ms,
                            "audit ms": audit_ms,
                            "audit events/s": len(events) / (audit_ms / 1000),
                            "audit ok": float(report.ok),
                        }
                    )
            if not marks:
                break
    finally:
        await client.aclose()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--skip-cluster", action="store_true")
    parser.add_argument("--client", choices=("poll", "stream"), default="poll")
    parser.add_argument("--only-load", action="store_true", help="the load on one Redis, nothing else")
    parser.add_argument("--profile", type=Path, help="py-spy every process during the load on one Redis, into DIR")
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        with platform_for(None, None, root / "single") as single:
            recorders = record(single, args.profile, args.seconds) if args.profile else []
            result = asyncio.run(run_load(single, args.matches, args.seconds, args.client))
            print(f"\nload ({args.client}), one Redis:", result, flush=True)
            for path, recorder in recorders:
                recorder.wait()
                summarise(path, top=30, focus="")
            if args.only_load:
                return
            assert single.redis_url is not None
            print("appends/s vs raw XADD, one Redis:", asyncio.run(appends_per_second(single.redis_url)), flush=True)
        if not args.skip_cluster:
            cluster = RedisClusterProcesses(root / "cluster").start()
            broker = RedisProcess(free_port(), root / "broker").start()
            try:
                with platform_for(cluster.url, broker.url, root / "clustered") as clustered:
                    result = asyncio.run(run_load(clustered, args.matches, args.seconds, args.client))
                    print(f"\nload ({args.client}), 3-master Cluster:", result, flush=True)
                rates = asyncio.run(appends_per_second(cluster.url))
                print("appends/s vs raw XADD, whole Cluster (one client process):", rates, flush=True)
                for node in cluster.nodes:
                    if "role:master" in cluster.info(node.port, "INFO replication"):
                        rates = asyncio.run(appends_per_second(node.url, slots=asyncio.run(served_slots(node.url))))
                        print(f"appends/s vs raw XADD, master :{node.port}:", rates, flush=True)
            finally:
                broker.stop()
                cluster.stop()
        redis = RedisProcess(free_port(), root / "growth").start()
        try:
            print("\ngrowth:")
            for row in asyncio.run(growth(redis.url)):
                print("  ", {key: round(value, 2) for key, value in row.items()})
        finally:
            redis.stop()


if __name__ == "__main__":
    main()
