"""What a grpc.aio server's interceptors cost per call, against the same wrappers applied to the
handlers once at registration (services/core/wrapped_handlers.py): an echo server in a process
of its own per shape, loaded by 8 concurrent clients, its CPU time per call (psutil) compared
round by round, the shapes in a random order each round.

    python bench/handler_wrapping.py [--rounds 20] [--calls 10000]

Shapes: no wrapper ("none"); one wrapper cached per method, as the platform's are, reached
through an interceptor ("interceptor x1") or applied at registration ("registered x1"); the same
with three ("x3": the gateway with metrics and traces on had three interceptors).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import grpc
import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from services.core.wrapped_handlers import WrappingServer

METHOD = "/bench.Wrapping/Echo"
SHAPES = ("none", "interceptor x1", "registered x1", "interceptor x3", "registered x3")


class Timed:
    """A handler wrapper doing what the metrics' does around a call: two clock reads."""

    def wrap(self, method: str, handler: Any) -> Any:
        behaviour = handler.unary_unary

        async def unary(request: bytes, context: Any) -> Any:
            started = time.perf_counter()
            try:
                return await behaviour(request, context)
            finally:
                time.perf_counter() - started

        return grpc.unary_unary_rpc_method_handler(unary)


class Intercepting(grpc.aio.ServerInterceptor):
    """A wrapper reached through an interceptor, cached per method as the platform's were."""

    def __init__(self, wrapper: Timed) -> None:
        self.wrapper = wrapper
        self.made: dict[str, tuple[Any, Any]] = {}

    async def intercept_service(self, continuation: Any, details: Any) -> Any:
        handler = await continuation(details)
        cached = self.made.get(details.method)
        if cached is not None and cached[0] is handler:
            return cached[1]
        wrapped = self.wrapper.wrap(details.method, handler)
        self.made[details.method] = (handler, wrapped)
        return wrapped


async def serve(shape: str, port: int) -> None:
    async def echo(request: bytes, context: Any) -> bytes:
        return request

    count = 3 if shape.endswith("x3") else 1 if shape != "none" else 0
    intercepted = shape.startswith("interceptor")
    server = grpc.aio.server(interceptors=[Intercepting(Timed()) for _ in range(count)] if intercepted else None)
    wrappers = [] if intercepted else [Timed() for _ in range(count)]
    handlers = {"Echo": grpc.unary_unary_rpc_method_handler(echo)}
    wrapping: Any = WrappingServer(server, wrappers)
    wrapping.add_generic_rpc_handlers((grpc.method_handlers_generic_handler("bench.Wrapping", handlers),))
    wrapping.add_registered_method_handlers("bench.Wrapping", handlers)
    server.add_insecure_port(f"127.0.0.1:{port}")
    await server.start()
    print("ready", flush=True)
    await server.wait_for_termination()


async def measure(rounds: int, calls: int, concurrency: int = 8) -> dict[str, list[float]]:
    servers: dict[str, tuple[subprocess.Popen[bytes], psutil.Process, Any, grpc.aio.Channel]] = {}
    try:
        for index, shape in enumerate(SHAPES):
            port = 47300 + index
            process = subprocess.Popen([sys.executable, __file__, "--serve", shape, str(port)], stdout=subprocess.PIPE)
            assert process.stdout is not None and process.stdout.readline().strip() == b"ready"
            channel = grpc.aio.insecure_channel(f"127.0.0.1:{port}")
            call = channel.unary_unary(METHOD)
            for _ in range(200):  # warm-up
                await call(b"x" * 64)
            servers[shape] = (process, psutil.Process(process.pid), call, channel)
        per_call: dict[str, list[float]] = {shape: [] for shape in SHAPES}
        for _ in range(rounds):
            for shape in random.sample(SHAPES, len(SHAPES)):
                _, watched, call, _ = servers[shape]

                async def client(count: int, call: Any = call) -> None:
                    for _ in range(count):
                        await call(b"x" * 64)

                before = watched.cpu_times()
                await asyncio.gather(*(client(calls // concurrency) for _ in range(concurrency)))
                after = watched.cpu_times()
                spent = after.user + after.system - before.user - before.system
                per_call[shape].append(spent / calls * 1e6)
        return per_call
    finally:
        for process, _, _, channel in servers.values():
            await channel.close()
            process.kill()
            process.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--calls", type=int, default=10_000)
    parser.add_argument("--serve", nargs=2, metavar=("SHAPE", "PORT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        asyncio.run(serve(args.serve[0], int(args.serve[1])))
        return
    results = asyncio.run(measure(args.rounds, args.calls))
    print(f"\nserver CPU per call, {args.rounds} rounds of {args.calls:,} calls (8 concurrent clients)\n")
    print("| shape | median | min | vs none in the same round, median |")
    print("|---|---|---|---|")
    for shape, values in results.items():
        deltas = [value - base for value, base in zip(values, results["none"], strict=True)]
        print(
            f"| {shape} | {statistics.median(values):.1f} µs | {min(values):.1f} µs | "
            f"{statistics.median(deltas):+.1f} µs |"
        )


if __name__ == "__main__":
    main()
