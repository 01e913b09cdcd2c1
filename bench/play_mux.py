"""The gateway's multiplexed Play (GameService.PlayMany) against a backend Play call per client
stream, measured in pairs on one machine:

    python bench/play_mux.py [--rounds 6] [--seconds 6] [--clients 64] [--calls 2]

Two platforms run side by side (one Ark service process and one gateway each, one Redis each):
one with LUDUS_PLAY_CALLS=<calls> (the clients' streams on that many PlayMany calls), one with
LUDUS_PLAY_CALLS=0 (a backend Play call per client stream). Each round measures bench/issue15.py's
batched Play-stream move (64 clients, each on its own 4-seat match, one stream per seat) on both,
in alternating order; the idle platform costs next to nothing meanwhile. Reports per round and
the medians: moves/s and the CPU time per move of the service, the gateway and Redis.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from pathlib import Path

import psutil

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from issue15 import bench_stream_move, cpu_seconds  # noqa: E402
from paired import alternate, print_medians  # noqa: E402

from services.launcher import LocalPlatform, free_port  # noqa: E402


def processes(running: LocalPlatform) -> dict[str, psutil.Process]:
    found = {c.name: psutil.Process(c.process.pid) for c in running.components if c.process is not None}
    if running.redis is not None and running.redis.process is not None:
        found["redis"] = psutil.Process(running.redis.process.pid)
    return found


async def measure(running: LocalPlatform, args: argparse.Namespace) -> dict[str, float]:
    watched = processes(running)
    before = cpu_seconds(watched)
    result = await bench_stream_move(running.gateway_address, "ark", 4, args.clients, args.seconds, batch=True)
    after = cpu_seconds(watched)
    figures = {"moves/s": result.rate, "p50 ms": result.ms(0.5)}
    for name in watched:
        role = "service" if name.startswith("ark") else name
        figures[f"{role} µs/move"] = 1e6 * (after[name] - before[name]) / max(result.count, 1)
    return figures


def platform(data: str, calls: int) -> LocalPlatform:
    return LocalPlatform(
        gateway_port=free_port(),
        http_port=None,
        games=["ark"],
        worker=False,
        data_dir=Path(data),
        extra_env={"LUDUS_RATE_PER_SECOND": "0", "LUDUS_PLAY_CALLS": str(calls)},
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--clients", type=int, default=64)
    parser.add_argument("--calls", type=int, default=2)
    args = parser.parse_args()
    with (
        tempfile.TemporaryDirectory() as one,
        tempfile.TemporaryDirectory() as two,
        platform(one, args.calls) as muxed,
        platform(two, 0) as plain,
    ):
        shapes = {"PlayMany": muxed, "Play per stream": plain}
        rows = alternate(
            args.rounds, "PlayMany", "Play per stream", lambda name: asyncio.run(measure(shapes[name], args))
        )
    print_medians(rows, f"{args.clients} clients, {args.seconds:g} s each", per_round="moves/s")


if __name__ == "__main__":
    main()
