"""Issue 15's benchmark: a move against the transport's floors and against boardgame.io, in one run.

    python bench/issue15.py [--seconds 10] [--game ark] [--load-matches 1000] [--load-seconds 60]
                            [--load-clients stream,poll] [--skip-load] [--skip-boardgameio]
                            [--json results.json]

Everything runs as separate processes on loopback, in the deployed shape: Redis (appendonly yes,
appendfsync everysec), one game service process per game, the gateway in its own process, the
clients in this one (asyncio). Measured with 1 client (latency) and 64 clients, each on its own
match (throughput):

- floors (bench/floors.py, generic byte handlers, 128-byte messages): the one-hop echo (client ->
  echo), the unary two-hop floor (client -> proxy -> echo, a call per message) and the streaming
  two-hop floor (a bidi stream per client through the proxy, ping-pong);
- a move through today's unary API: ListLegalCommands + SubmitCommand timed together (a whole
  move), and SubmitCommand alone with a legal command known beforehand, in rounds: every client
  makes sure it knows one (from its previous answer, which carries the seat's legal commands while
  it is still the seat's decision; else a ListLegalCommands call), outside the timed window, then
  every client submits one, timed;
- a move through the Play stream, a stream per seat, event by event and batched
  (PlayRequest.batch: a command's events and its answer in one message);
- the 2,000-client load of bench/load.py (1,000 Zapp Zerapp matches) with p50/p99/p99.9 and errors,
  once with clients that play on a Play stream each (the loop docs/api.md shows) and once with
  clients that poll the unary API (ListLegalCommands every 50 ms while the other seat moves);
- boardgame.io 0.50 (bench/boardgameio/: a small hidden-hand card game, in-memory and FlatFile
  storage), 1 and 64 clients on their own matches; `npm ci` on the first run.

The figures and their ratios are printed as Markdown; docs/benchmarks.md records one run.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import grpc
import psutil
from ludus.v1 import common_pb2, gateway_pb2

from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform, free_port, wait_healthy

HERE = Path(__file__).resolve().parent
BGIO = HERE / "boardgameio"
PAYLOAD = os.urandom(128)
CLIENTS = (1, 64)
Step = Callable[[], Awaitable[float | None]]


@dataclass
class Result:
    name: str
    clients: int
    count: int
    seconds: float
    latencies: list[float] = field(repr=False)
    note: str = ""
    #: Percentiles (q -> ms) measured elsewhere (boardgame.io's client reports its own).
    reported: dict[float, float] = field(default_factory=dict)

    @property
    def rate(self) -> float:
        return self.count / self.seconds if self.seconds else 0.0

    def ms(self, q: float) -> float:
        if q in self.reported:
            return self.reported[q]
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000 if ordered else float("nan")

    def summary(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "clients": self.clients,
            "per_second": round(self.rate, 1),
            "p50_ms": round(self.ms(0.5), 3),
            "p99_ms": round(self.ms(0.99), 3),
            "samples": self.count,
            "note": self.note,
        }


async def measure(name: str, clients: int, seconds: float, make: Callable[[int], Awaitable[Step]]) -> Result:
    """Run `clients` loops for `seconds`; a step returns its latency (None: not a sample)."""
    latencies: list[float] = []
    steps = [await make(index) for index in range(clients)]
    started = time.perf_counter()
    stop = started + seconds

    async def loop(step: Step) -> None:
        while time.perf_counter() < stop:
            latency = await step()
            if latency is not None:
                latencies.append(latency)

    await asyncio.gather(*(loop(step) for step in steps))
    return Result(name, clients, len(latencies), time.perf_counter() - started, latencies)


# -- the floors ------------------------------------------------------------------------------


def start_floor(*args: str) -> subprocess.Popen[bytes]:
    process = subprocess.Popen([sys.executable, str(HERE / "floors.py"), *args])
    wait_healthy(args[1])
    return process


async def bench_unary_floor(name: str, address: str, clients: int, seconds: float) -> Result:
    async with grpc.aio.insecure_channel(address) as channel:
        call: Any = channel.unary_unary("/bench.Echo/Unary")

        async def make(_: int) -> Step:
            async def step() -> float:
                started = time.perf_counter()
                await call(PAYLOAD)
                return time.perf_counter() - started

            return step

        return await measure(name, clients, seconds, make)


async def bench_stream_floor(address: str, clients: int, seconds: float) -> Result:
    async with grpc.aio.insecure_channel(address) as channel:
        open_stream: Any = channel.stream_stream("/bench.Echo/Stream")
        streams: list[Any] = []

        async def make(_: int) -> Step:
            stream = open_stream()
            streams.append(stream)

            async def step() -> float:
                started = time.perf_counter()
                await stream.write(PAYLOAD)
                await stream.read()
                return time.perf_counter() - started

            return step

        try:
            return await measure("streaming two-hop floor", clients, seconds, make)
        finally:
            for stream in streams:
                stream.cancel()


# -- a move through the unary API --------------------------------------------------------------


class Player:
    """One client playing every seat of its own match, a new match when one ends."""

    def __init__(self, gateway: Any, game: str, seats: int, seed: int) -> None:
        self.gateway, self.game, self.seats = gateway, game, seats
        self.rng = random.Random(seed)
        self.match_id = ""
        self.tokens: dict[int, str] = {}
        self.awaiting: list[int] = []
        #: Legal commands known for the next move (seat, version, commands), if any.
        self.known: tuple[int, int, list[Any]] | None = None

    async def new_match(self) -> None:
        human = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)
        created = await self.gateway.CreateMatch(
            gateway_pb2.CreateMatchRequest(game=self.game, seats=[human] * self.seats)
        )
        self.match_id = created.match.match_id
        self.tokens = {token.seat: token.token for token in created.seat_tokens}
        self.awaiting = list(created.match.awaiting)
        self.known = None

    async def legal(self) -> tuple[int, int, list[Any]]:
        seat = self.rng.choice(self.awaiting)
        reply = await self.gateway.ListLegalCommands(
            gateway_pb2.ListLegalCommandsRequest(match_id=self.match_id, token=self.tokens[seat])
        )
        return seat, reply.version, list(reply.commands)

    async def submit(self, seat: int, version: int, commands: list[Any]) -> Any:
        reply = await self.gateway.SubmitCommand(
            gateway_pb2.SubmitCommandRequest(
                match_id=self.match_id,
                token=self.tokens[seat],
                command=self.rng.choice(commands),
                expected_version=version,
                command_id=uuid.uuid4().hex,
            )
        )
        self.awaiting = list(reply.awaiting)
        self.known = answered_legal(reply, seat)
        return reply


def answered_legal(reply: Any, seat: int) -> tuple[int, int, list[Any]] | None:
    """The submitting seat's legal commands a SubmitCommandResponse carries, if any."""
    if reply.HasField("legal") and reply.legal.commands:  # truncated or not, each one is legal
        return seat, reply.version, list(reply.legal.commands)
    return None


async def bench_whole_move(gateway: Any, game: str, seats: int, clients: int, seconds: float) -> Result:
    async def make(index: int) -> Step:
        player = Player(gateway, game, seats, index)
        await player.new_match()

        async def step() -> float | None:
            if not player.awaiting:
                await player.new_match()
                return None
            started = time.perf_counter()
            await player.submit(*await player.legal())
            return time.perf_counter() - started

        return step

    return await measure("move: ListLegalCommands + SubmitCommand", clients, seconds, make)


async def bench_submit_only(gateway: Any, game: str, seats: int, clients: int, seconds: float) -> Result:
    """SubmitCommand alone, in rounds: every client makes sure it knows a legal command (from its
    previous answer when SubmitCommandResponse carries the seat's legal commands, else a
    ListLegalCommands call, untimed and outside the window), then every client submits one (timed;
    the window is the sum of the submit phases, so the rate is SubmitCommand's alone)."""
    players = [Player(gateway, game, seats, index) for index in range(clients)]
    await asyncio.gather(*(player.new_match() for player in players))
    latencies: list[float] = []
    asked = 0

    async def prepare(player: Player) -> tuple[int, int, list[Any]]:
        nonlocal asked
        if not player.awaiting:
            await player.new_match()
        known, player.known = player.known, None
        if known is None or known[0] not in player.awaiting:
            asked += 1
            known = await player.legal()
        return known

    async def submit(player: Player, known: tuple[int, int, list[Any]]) -> None:
        started = time.perf_counter()
        await player.submit(*known)
        latencies.append(time.perf_counter() - started)

    window = 0.0
    while window < seconds:
        known = await asyncio.gather(*(prepare(player) for player in players))
        started = time.perf_counter()
        await asyncio.gather(*(submit(player, legal) for player, legal in zip(players, known, strict=True)))
        window += time.perf_counter() - started
    note = f"rounds; legal commands from answers or fetched between them ({asked:,} fetches), outside the window"
    return Result("move: SubmitCommand alone, legal command known", clients, len(latencies), window, latencies, note)


# -- a move through the Play stream ------------------------------------------------------------


class Seen:
    """What one seat's Play stream has told it: the newest version, the awaited seats and its
    legal commands (from the events, batched or not)."""

    def __init__(self) -> None:
        self.version = -1
        self.awaiting: list[int] | None = None
        self.legal: tuple[int, list[Any]] | None = None
        self.changed = asyncio.Event()

    def event(self, event: Any) -> None:
        if event.version > self.version:
            self.version = event.version
            self.awaiting = list(event.awaiting)
        if event.HasField("legal") and event.legal.commands:
            # A truncated list (Arkadia's placements run to thousands) still holds only legal commands.
            self.legal = (event.version, list(event.legal.commands))
        self.changed.set()


async def bench_stream_move(
    address: str, game: str, seats: int, clients: int, seconds: float, batch: bool = False
) -> Result:
    """One Play stream per seat of the client's match (opened with PlayRequest.batch when
    `batch`); a move is timed from writing the command to its answer on the stream. The next seat
    and its legal commands come from the streams' events, waiting briefly for the event to reach
    the next seat's stream; a ListLegalCommands call is the fallback, counted in the note. A
    refused command (an error in its answer) is counted in the note, not as a sample."""
    channel = grpc.aio.insecure_channel(address, options=[("grpc.max_concurrent_streams", 10000)])
    gateway: Any = gateway_stub(channel)
    calls: list[Any] = []
    fallbacks = 0
    refused = [0]

    async def make(index: int) -> Step:
        player = Player(gateway, game, seats, index)
        answers: dict[str, asyncio.Future[Any]] = {}
        plays: dict[int, Any] = {}
        seen: dict[int, Seen] = {}

        def answered(answer: Any) -> None:
            waiting = answers.pop(answer.command_id, None)
            if waiting is not None:
                waiting.set_result(answer)

        async def read(stream: Any, view: Seen) -> None:
            async for response in stream:
                kind = response.WhichOneof("kind")
                if kind == "batch":
                    for event in response.batch.events:
                        view.event(event)
                    if response.batch.HasField("answer"):
                        answered(response.batch.answer)
                elif kind == "event":
                    view.event(response.event)
                elif kind == "answer":
                    answered(response.answer)

        async def open_match() -> None:
            for stream in plays.values():
                stream.cancel()
            await player.new_match()
            for seat, token in player.tokens.items():
                stream = gateway.Play()
                calls.append(stream)
                await stream.write(gateway_pb2.PlayRequest(match_id=player.match_id, token=token, batch=batch))
                plays[seat], seen[seat] = stream, Seen()
                calls.append(asyncio.ensure_future(read(stream, seen[seat])))

        async def next_legal(seat: int, version: int) -> tuple[int, int, list[Any]]:
            nonlocal fallbacks
            view = seen[seat]
            deadline = time.perf_counter() + 0.5
            while view.legal is None or view.legal[0] < version:
                view.changed.clear()
                try:
                    await asyncio.wait_for(view.changed.wait(), max(0.0, deadline - time.perf_counter()))
                except TimeoutError:
                    fallbacks += 1
                    reply = await gateway.ListLegalCommands(
                        gateway_pb2.ListLegalCommandsRequest(match_id=player.match_id, token=player.tokens[seat])
                    )
                    return seat, reply.version, list(reply.commands)
            return seat, view.legal[0], view.legal[1]

        await open_match()
        version = 0

        async def step() -> float | None:
            nonlocal version
            if not player.awaiting:
                await open_match()
                version = 0
                return None
            seat = player.rng.choice(player.awaiting)
            _, at, commands = await next_legal(seat, version)
            command_id = uuid.uuid4().hex
            answer = answers[command_id] = asyncio.get_running_loop().create_future()
            command = gateway_pb2.PlayCommand(
                command_id=command_id, expected_version=at, command=player.rng.choice(commands)
            )
            started = time.perf_counter()
            await plays[seat].write(gateway_pb2.PlayRequest(command=command))
            reply = await answer
            elapsed = time.perf_counter() - started
            mine = seen[seat]
            if reply.HasField("error"):
                refused[0] += 1
                player.awaiting = mine.awaiting if mine.awaiting is not None else player.awaiting
                return None
            version = mine.version
            player.awaiting = mine.awaiting if mine.awaiting is not None else []
            return elapsed

        return step

    name = "move: Play stream, batched" if batch else "move: Play stream"
    try:
        result = await measure(name, clients, seconds, make)
        result.note = f"ListLegalCommands fallbacks: {fallbacks:,}; refused commands: {refused[0]:,}"
        return result
    finally:
        for call in calls:
            call.cancel()
        await channel.close()


# -- boardgame.io ----------------------------------------------------------------------------


def boardgameio_ready() -> str | None:
    """None when bench/boardgameio can run (installing it on the first run), else why not."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        return "node/npm not on the PATH"
    if not (BGIO / "node_modules" / "boardgame.io").exists():
        install = "ci" if (BGIO / "package-lock.json").exists() else "install"
        done = subprocess.run(["npm", install, "--no-audit", "--no-fund"], cwd=BGIO, capture_output=True, text=True)
        if done.returncode != 0:
            return f"npm {install} failed: {done.stderr[-400:]}"
    return None


def wait_port(port: int, timeout: float = 20.0) -> None:
    import socket

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise TimeoutError(f"boardgame.io did not listen on {port}")


def bench_boardgameio(storage: str, seconds: float) -> list[Result]:
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="bgio-") as data:
        server = subprocess.Popen(
            ["node", "server.js", str(port), storage, data],
            cwd=BGIO,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            wait_port(port)
            results = []
            for clients in CLIENTS:
                out = subprocess.run(
                    ["node", "client.js", f"http://127.0.0.1:{port}", str(clients), str(seconds)],
                    cwd=BGIO,
                    capture_output=True,
                    text=True,
                    check=True,
                )
                figures = json.loads(out.stdout.strip().splitlines()[-1])
                reported = {0.5: figures["p50"], 0.99: figures["p99"]}
                name = f"boardgame.io, {storage}"
                results.append(Result(name, clients, figures["moves"], figures["seconds"], [], reported=reported))
            return results
        finally:
            server.terminate()
            server.wait()


# -- the run ---------------------------------------------------------------------------------


def cpu_seconds(processes: dict[str, psutil.Process]) -> dict[str, float]:
    return {name: sum(process.cpu_times()[:2]) for name, process in processes.items()}


async def with_cpu(measurement: Awaitable[Result], processes: dict[str, psutil.Process]) -> Result:
    """The measurement, with the CPU time each server process spent per sample in the note: on a
    shared machine a steadier figure than wall-clock rates (it includes untimed work in the loop,
    such as fetching legal commands between rounds)."""
    before = cpu_seconds(processes)
    result = await measurement
    after = cpu_seconds(processes)
    per = ", ".join(f"{name} {1e6 * (after[name] - before[name]) / max(result.count, 1):,.0f}" for name in processes)
    result.note = "; ".join(part for part in (result.note, f"CPU µs per sample: {per}") if part)
    return result


async def run_ludus(running: LocalPlatform, args: argparse.Namespace) -> list[Result]:
    results: list[Result] = []
    echo_address, proxy_address = f"127.0.0.1:{free_port()}", f"127.0.0.1:{free_port()}"
    echo = start_floor("echo", echo_address)
    proxy = start_floor("proxy", proxy_address, echo_address)
    floors = {"proxy": psutil.Process(proxy.pid), "echo": psutil.Process(echo.pid)}
    ludus = {c.name: psutil.Process(c.process.pid) for c in running.components if c.process is not None}
    if running.redis is not None and running.redis.process is not None:
        ludus["redis"] = psutil.Process(running.redis.process.pid)
    options = [("grpc.max_concurrent_streams", 10000)]
    seconds, game, seats = args.seconds, args.game, args.seats
    try:
        async with grpc.aio.insecure_channel(running.gateway_address, options=options) as channel:
            gateway = gateway_stub(channel)
            for clients in CLIENTS:
                results.append(
                    await with_cpu(bench_unary_floor("one-hop echo", echo_address, clients, seconds), floors)
                )
                floor = bench_unary_floor("unary two-hop floor", proxy_address, clients, seconds)
                results.append(await with_cpu(floor, floors))
                results.append(await with_cpu(bench_stream_floor(proxy_address, clients, seconds), floors))
                results.append(await with_cpu(bench_whole_move(gateway, game, seats, clients, seconds), ludus))
                results.append(await with_cpu(bench_submit_only(gateway, game, seats, clients, seconds), ludus))
                for batch in (False, True):
                    stream = bench_stream_move(running.gateway_address, game, seats, clients, seconds, batch)
                    results.append(await with_cpu(stream, ludus))
    finally:
        for process in (proxy, echo):
            process.terminate()
            process.wait()
    return results


def run_load_bench(args: argparse.Namespace) -> dict[str, dict[str, Any]]:
    """The 2,000-client load once per client kind (bench/load.py), each on a fresh platform."""
    sys.path.insert(0, str(HERE))
    from load import platform_for, run_load  # bench/load.py: the 2,000-client load

    loads = {}
    for client in args.load_clients.split(","):
        with tempfile.TemporaryDirectory(prefix="ludus-load-") as data, platform_for(None, None, Path(data)) as running:
            loads[client] = asyncio.run(run_load(running, args.load_matches, args.load_seconds, client))
    return loads


MOVES = (
    "move: SubmitCommand alone, legal command known",
    "move: ListLegalCommands + SubmitCommand",
    "move: Play stream",
    "move: Play stream, batched",
)


def report(results: list[Result], loads: dict[str, dict[str, Any]], args: argparse.Namespace) -> None:
    print(
        f"\nmachine: {platform.machine()}, {os.cpu_count()} CPUs, {platform.system()} {platform.release()}, "
        f"Python {platform.python_version()}; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; "
        f"game {args.game} ({args.seats} seats), {args.seconds:.0f} s per measurement\n"
    )
    print("| measurement | clients | per second | p50 | p99 | samples | note |")
    print("|---|---|---|---|---|---|---|")
    for r in results:
        figures = f"{r.rate:,.0f} | {r.ms(0.5):.2f} ms | {r.ms(0.99):.2f} ms | {r.count:,}"
        print(f"| {r.name} | {r.clients} | {figures} | {r.note} |")
    by = {(r.name, r.clients): r for r in results}

    def ratio(name: str, floor: str, clients: int, latency: bool) -> str:
        move, base = by.get((name, clients)), by.get((floor, clients))
        if move is None or base is None:
            return "n/a"
        if latency:
            return f"{move.ms(0.5) / base.ms(0.5):.2f}x"
        return f"{move.rate / base.rate:.2f}x"

    print("\n| move | p50 / floor p50 (1 client) | moves/s / floor calls/s (64) | target |")
    print("|---|---|---|---|")
    for name, floor, target in (
        ("move: ListLegalCommands + SubmitCommand", "unary two-hop floor", "p50 <= 1.5x, rate >= 0.6x"),
        ("move: SubmitCommand alone, legal command known", "unary two-hop floor", "p50 <= 1.5x, rate >= 0.6x"),
        ("move: Play stream", "streaming two-hop floor", "p50 <= 2x, rate >= 0.4x"),
        ("move: Play stream, batched", "streaming two-hop floor", "p50 <= 2x, rate >= 0.4x"),
    ):
        print(f"| {name} vs {floor} | {ratio(name, floor, 1, True)} | {ratio(name, floor, 64, False)} | {target} |")
    for storage in ("memory", "flatfile"):
        bgio = by.get((f"boardgame.io, {storage}", 64))
        if bgio is None:
            continue
        for name in MOVES:
            move = by.get((name, 64))
            if move is not None:
                share = move.rate / bgio.rate
                print(f"\n64 clients, {name}: {share:.2f}x boardgame.io {storage} ({bgio.rate:,.0f} moves/s)")
    for client, load in loads.items():
        unary = by.get(("unary two-hop floor", 64))
        of_floor = f", {load['commands/s'] / unary.rate:.2f}x the unary floor @64" if unary else ""
        print(
            f"\n2,000-client load, {client} clients ({args.load_matches} Zapp Zerapp matches, "
            f"{args.load_seconds:.0f} s): "
            f"{load['commands/s']:,.0f} commands/s{of_floor}; command p50 {load['p50 ms']:.0f} ms, "
            f"p99 {load['p99 ms']:.0f} ms, p99.9 {load['p99.9 ms']:.0f} ms; errors {load['errors'] or 0}; "
            f"{load['matches']} matches"
        )
    if args.json:
        Path(args.json).write_text(
            json.dumps({"results": [r.summary() for r in results], "loads": loads, "args": vars(args)}, indent=2)
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--game", default="ark")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--load-matches", type=int, default=1000)
    parser.add_argument("--load-seconds", type=float, default=60.0)
    parser.add_argument("--skip-load", action="store_true")
    parser.add_argument(
        "--load-clients",
        default="stream,poll",
        help="the load's clients, comma-separated: stream (a Play stream each, the API's loop), poll (unary calls)",
    )
    parser.add_argument("--skip-boardgameio", action="store_true")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    results: list[Result] = []
    with tempfile.TemporaryDirectory(prefix="ludus-bench-") as data:
        env = {"LUDUS_RATE_PER_SECOND": "0"}  # 64 clients on loopback are not abuse
        with LocalPlatform(
            gateway_port=free_port(),
            http_port=None,
            games=[args.game],
            worker=False,
            data_dir=Path(data),
            extra_env=env,
        ) as running:
            results += asyncio.run(run_ludus(running, args))
    if not args.skip_boardgameio:
        why_not = boardgameio_ready()
        if why_not is None:
            for storage in ("memory", "flatfile"):
                results += bench_boardgameio(storage, args.seconds)
        else:
            print(f"boardgame.io skipped: {why_not}", flush=True)
    loads = {} if args.skip_load else run_load_bench(args)
    report(results, loads, args)


if __name__ == "__main__":
    main()
