"""What metrics and traces cost on the command path: SubmitCommand throughput with them off and on.

    python bench/telemetry_overhead.py [--seconds 10] [--clients 16] [--rounds 3]

Each configuration starts its own platform (Redis, one Ark service, the gateway; no worker: every
seat is human, so no bot task runs) and the same client as bench/command_path.py plays 3-seat Ark
matches through the gateway for `--seconds`: ListLegalCommands (not timed), then SubmitCommand
(timed). The configurations run in turns, `--rounds` times, so that a slow moment of the machine
does not fall on one of them only; the median round is reported.

Throughput on a machine shared with other work moves with that work, so the script also measures
what the platform's own processes (Redis, the service, the gateway) spent: their CPU seconds
during the timed window (psutil), per command. CPU per command is the cost telemetry adds, and
1 / (CPU per command) is the platform's throughput per core, independent of what else runs.

`--hooks` measures the metrics interceptor alone, more finely than a whole platform can: the CPU
time of a health check on an in-process gRPC server with and without it (client and server in this
process; the minimum of interleaved runs, the usual estimator for a micro-benchmark on a busy
machine). A played command passes four intercepted calls (ListLegalCommands and SubmitCommand,
at the gateway and at the service).

  off        no metrics port, no OTLP endpoint (the default: nothing is installed)
  metrics    every process serves /metrics (interceptor, observed event store)
  traced     metrics, and traces of every call exported over OTLP/HTTP to a sink collector
             running in its own process (a real collector would run elsewhere)
  sampled    metrics and traces with 1% of traces sampled (LUDUS_TRACE_SAMPLE_RATIO=0.01)
  sampled-no-redis   the same without the Redis instrumentation (LUDUS_TRACE_REDIS=off)
  unsampled  metrics and tracing installed, no call sampled (LUDUS_TRACE_SAMPLE_RATIO=0): the cost
             every call pays, traced or not
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import grpc
import psutil
from grpc_health.v1 import health, health_pb2, health_pb2_grpc

sys.path.insert(0, str(Path(__file__).resolve().parent))

from command_path import Result, bench_submit

from services.launcher import LocalPlatform, free_port

SINK = """
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
class Sink(BaseHTTPRequestHandler):
    def do_POST(self):
        self.rfile.read(int(self.headers["Content-Length"]))
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()
    def log_message(self, *args):
        pass
ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Sink).serve_forever()
"""

CONFIGURATIONS = ("off", "metrics", "traced", "sampled", "sampled-no-redis", "unsampled", "unsampled-no-redis")


SAMPLED = {"LUDUS_TRACE_SAMPLE_RATIO": "0.01"}


def environment(configuration: str, sink: str) -> dict[str, str]:
    traced = {"OTEL_EXPORTER_OTLP_ENDPOINT": sink}
    return {
        "off": {},
        "metrics": {},
        "traced": traced,
        "sampled": {**traced, **SAMPLED},
        "sampled-no-redis": {**traced, **SAMPLED, "LUDUS_TRACE_REDIS": "off"},
        # Everything installed, no call sampled: what every call pays whether it is traced or not.
        "unsampled": {**traced, "LUDUS_TRACE_SAMPLE_RATIO": "0"},
        "unsampled-no-redis": {**traced, "LUDUS_TRACE_SAMPLE_RATIO": "0", "LUDUS_TRACE_REDIS": "off"},
    }[configuration]


@dataclass
class Run:
    result: Result
    #: CPU seconds each of the platform's processes spent during the timed window.
    cpu_by_process: dict[str, float]

    @property
    def cpu_seconds(self) -> float:
        return sum(self.cpu_by_process.values())

    @property
    def cpu_ms_per_command(self) -> float:
        return self.cpu_seconds * 1000 / self.result.count

    def per_process(self) -> str:
        """Each process's CPU per command (µs), to see where a configuration's cost falls."""
        count = max(self.result.count, 1)
        return ", ".join(f"{name} {1e6 * cpu / count:,.0f} µs" for name, cpu in sorted(self.cpu_by_process.items()))


def platform_cpu(ludus: LocalPlatform) -> dict[str, float]:
    processes = {component.name: component.process for component in ludus.components}
    if ludus.redis is not None:
        processes["redis"] = ludus.redis.process
    spent: dict[str, float] = {}
    for name, process in processes.items():
        if process is not None:
            times = psutil.Process(process.pid).cpu_times()
            spent[name] = times.user + times.system
    return spent


def platform_for(configuration: str, sink: str) -> LocalPlatform:
    return LocalPlatform(
        gateway_port=free_port(),
        games=["ark"],
        worker=False,
        http_port=None,
        metrics=configuration != "off",
        extra_env={**environment(configuration, sink), "LUDUS_RATE_PER_SECOND": "0"},
    )


async def paired(
    configurations: list[str], clients: int, seconds: float, rounds: int, rate: float | None = None
) -> dict[str, list[Run]]:
    """Every configuration's platform at once, each loaded by its own clients through the same
    windows: whatever else the machine does in a window falls on all of them alike, so the ratio
    of their CPU per command, round by round, is steadier than comparing runs made one after the
    other (where a slow minute of the machine lands on one configuration only)."""
    port = free_port()
    sink = subprocess.Popen([sys.executable, "-c", SINK, str(port)])
    results: dict[str, list[Run]] = {name: [] for name in configurations}
    try:
        with contextlib.ExitStack() as stack:
            platforms = {
                name: stack.enter_context(platform_for(name, f"http://127.0.0.1:{port}")) for name in configurations
            }
            await asyncio.gather(*(bench_submit(ludus.gateway_address, clients, 2.0) for ludus in platforms.values()))
            for round_number in range(rounds):
                before = {name: platform_cpu(ludus) for name, ludus in platforms.items()}
                done = await asyncio.gather(
                    *(bench_submit(ludus.gateway_address, clients, seconds, rate) for ludus in platforms.values())
                )
                for name, result in zip(platforms, done, strict=True):
                    after = platform_cpu(platforms[name])
                    spent = {process: after[process] - before[name].get(process, 0.0) for process in after}
                    results[name].append(Run(result, spent))
                line = ", ".join(
                    f"{name} {results[name][-1].cpu_ms_per_command:.2f} ms ({results[name][-1].per_process()})"
                    for name in configurations
                )
                print(f"round {round_number + 1}: CPU per command {line}", flush=True)
    finally:
        sink.terminate()
        sink.wait()
    return results


async def one_run(configuration: str, sink: str, clients: int, seconds: float) -> Run:
    ludus = platform_for(configuration, sink)
    with ludus:
        await bench_submit(ludus.gateway_address, clients, 2.0)  # warm up: caches, connections
        before = platform_cpu(ludus)
        result = await bench_submit(ludus.gateway_address, clients, seconds)
        after = platform_cpu(ludus)
        return Run(result, {name: after[name] - before.get(name, 0.0) for name in after})


async def run(configurations: list[str], clients: int, seconds: float, rounds: int) -> dict[str, list[Run]]:
    port = free_port()
    sink = subprocess.Popen([sys.executable, "-c", SINK, str(port)])
    results: dict[str, list[Run]] = {name: [] for name in configurations}
    try:
        for round_number in range(rounds):
            for name in configurations:
                done = await one_run(name, f"http://127.0.0.1:{port}", clients, seconds)
                results[name].append(done)
                print(
                    f"round {round_number + 1} {name:8} {done.result.rate:8,.0f}/s  "
                    f"p50 {done.result.percentile(0.5):.2f} ms  CPU {done.cpu_ms_per_command:.2f} ms/command "
                    f"({done.per_process()})",
                    flush=True,
                )
    finally:
        sink.terminate()
        sink.wait()
    return results


async def _health_cpu(interceptors: list[grpc.aio.ServerInterceptor], calls: int) -> float:
    server = grpc.aio.server(interceptors=interceptors)
    health_pb2_grpc.add_HealthServicer_to_server(health.aio.HealthServicer(), server)
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    try:
        async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
            stub = health_pb2_grpc.HealthStub(channel)
            request = health_pb2.HealthCheckRequest()
            for _ in range(200):
                await stub.Check(request)
            started = time.process_time()
            for _ in range(calls):
                await stub.Check(request)
            return (time.process_time() - started) / calls
    finally:
        await server.stop(0)


async def hook_cost(rounds: int = 7, calls: int = 4000) -> tuple[float, float]:
    """(CPU seconds per call without, with the metrics interceptor): minimum over `rounds`."""
    from services.telemetry.metrics import MetricsInterceptor

    without, with_hooks = [], []
    for _ in range(rounds):
        without.append(await _health_cpu([], calls))
        with_hooks.append(await _health_cpu([MetricsInterceptor("service", count_commands=True)], calls))
    return min(without), min(with_hooks)


class _Details:
    """What an interceptor is told of a call."""

    def __init__(self, method: str) -> None:
        self.method = method
        self.invocation_metadata: tuple[tuple[str, str], ...] = ()


class _Context:
    """What the interceptor reads of a finished call's context: an accepted command."""

    def code(self) -> None:
        return None

    def trailing_metadata(self) -> tuple[tuple[str, str], ...]:
        return ()


async def direct_cost(rounds: int = 7, calls: int = 20000) -> tuple[float, float]:
    """(seconds per call of a bare handler, of the same handler through the interceptor, counted
    as a game service's SubmitCommand): the interceptor's own Python work, without gRPC."""
    from ludus.v1 import gateway_pb2

    from services.telemetry.metrics import MetricsInterceptor

    reply = gateway_pb2.SubmitCommandResponse(version=2)
    request = gateway_pb2.SubmitCommandRequest(match_id="ark-bench")

    async def behaviour(request: object, context: object) -> gateway_pb2.SubmitCommandResponse:
        return reply

    handler: Any = grpc.unary_unary_rpc_method_handler(behaviour)

    async def continuation(details: object) -> object:
        return handler

    interceptor = MetricsInterceptor("service", count_commands=True)
    details, context = _Details("/ludus.backend.v1.GameService/SubmitCommand"), _Context()
    bare, hooked = [], []
    for _ in range(rounds):
        started = time.process_time()
        for _ in range(calls):
            await behaviour(request, context)
        bare.append((time.process_time() - started) / calls)
        started = time.process_time()
        for _ in range(calls):
            wrapped: Any = await interceptor.intercept_service(continuation, details)  # type: ignore[arg-type]
            await wrapped.unary_unary(request, context)
        hooked.append((time.process_time() - started) / calls)
    return min(bare), min(hooked)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--configurations", default=",".join(CONFIGURATIONS))
    parser.add_argument("--hooks", action="store_true", help="measure the metrics interceptor alone")
    parser.add_argument(
        "--paired", action="store_true", help="run the configurations' platforms side by side, loaded together"
    )
    parser.add_argument(
        "--rate",
        type=float,
        default=None,
        help="with --paired: offer each platform this many commands/s (all its clients together) instead of "
        "as many as it answers, so that every configuration does the same work in a window and CPU per command "
        "compares like with like (a saturated platform batches less as it slows, which adds to any cost)",
    )
    args = parser.parse_args()
    if args.hooks:
        without, with_hooks = asyncio.run(hook_cost())
        added = (with_hooks - without) * 1e6
        print(
            f"health check: {without * 1e6:.1f} us CPU per call without the metrics interceptor, "
            f"{with_hooks * 1e6:.1f} us with it: {added:.1f} us per call, {4 * added:.0f} us per played command"
        )
        bare, hooked = asyncio.run(direct_cost())
        print(
            f"the interceptor's own work (no gRPC): {(hooked - bare) * 1e6:.1f} us per call "
            f"(a bare handler {bare * 1e6:.2f} us, through the interceptor {hooked * 1e6:.2f} us)"
        )
        return
    names = [name for name in args.configurations.split(",") if name]
    if args.paired:
        results = asyncio.run(paired(names, args.clients, args.seconds, args.rounds, args.rate))
    else:
        results = asyncio.run(run(names, args.clients, args.seconds, args.rounds))
    print(
        f"\nmachine: {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}; "
        f"{args.clients} clients, {args.seconds:g} s x {args.rounds} rounds per configuration\n"
    )
    print("| configuration | throughput (median round) | p50 | p99 | platform CPU per command (median) | vs off |")
    print("|---|---|---|---|---|---|")
    baseline = statistics.median(r.cpu_ms_per_command for r in results["off"]) if "off" in results else None
    for name, runs in results.items():
        middle = sorted(runs, key=lambda r: r.result.rate)[len(runs) // 2].result
        cpu = statistics.median(r.cpu_ms_per_command for r in runs)
        versus = f"{(cpu / baseline - 1) * 100:+.1f}% CPU" if baseline else "—"
        if args.paired and "off" in results:
            # Round by round, against the platform without telemetry loaded in the same window.
            pairs = zip(runs, results["off"], strict=True)
            ratios = [run.cpu_ms_per_command / off.cpu_ms_per_command - 1 for run, off in pairs]
            each = ", ".join(f"{ratio * 100:+.0f}%" for ratio in ratios)
            versus = f"{statistics.median(ratios) * 100:+.1f}% CPU (rounds: {each})"
        print(
            f"| {name} | {middle.rate:,.0f}/s | {middle.percentile(0.5):.2f} ms "
            f"| {middle.percentile(0.99):.2f} ms | {cpu:.2f} ms | {versus} |"
        )
    if args.paired and "off" in results:
        print_paired_summary(results)


def median_interval(values: list[float], resamples: int = 10_000) -> tuple[float, float, float]:
    """The median and its 95 % interval (percentile bootstrap over the rounds, seeded: the same
    rounds give the same interval)."""
    chance = random.Random(15)
    medians = sorted(statistics.median(chance.choices(values, k=len(values))) for _ in range(resamples))
    return statistics.median(values), medians[int(0.025 * resamples)], medians[int(0.975 * resamples) - 1]


def print_paired_summary(results: dict[str, list[Run]]) -> None:
    """Round by round against "off" loaded in the same window: the CPU a command costs the
    platform, and the commands per second the same clients got (the issue's measure: the command
    path's throughput), each as the median of the rounds' ratios with its 95 % interval."""
    print("\n| configuration | CPU per command vs off | commands/s vs off | rounds |")
    print("|---|---|---|---|")
    for name, runs in results.items():
        if name == "off":
            continue
        pairs = list(zip(runs, results["off"], strict=True))
        cpu = [run.cpu_ms_per_command / off.cpu_ms_per_command - 1 for run, off in pairs]
        rate = [run.result.rate / off.result.rate - 1 for run, off in pairs]
        cells = []
        for ratios in (cpu, rate):
            middle, low, high = median_interval(ratios)
            cells.append(f"{middle * 100:+.1f}% (95 %: {low * 100:+.1f}% to {high * 100:+.1f}%)")
        print(f"| {name} | {cells[0]} | {cells[1]} | {len(pairs)} |")


if __name__ == "__main__":
    main()
