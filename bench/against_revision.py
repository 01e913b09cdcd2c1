"""This working tree's platform against another revision's, measured in pairs on one machine:

    python bench/against_revision.py BASE [--rounds 6] [--seconds 6] [--clients 64] [--move stream]

BASE is a git revision (say HEAD, or HEAD~3). Its tree is checked out into a temporary worktree and
a platform is started from it (the processes run with that worktree as their current directory,
so `python -m services.cli` imports its code; the generated protos are this tree's), beside a
platform of the working tree. Each has one Ark service process, one gateway and one Redis. Each
round measures bench/issue15.py's move (`stream`: the batched Play stream; `submit`:
SubmitCommand alone) with 64 clients on both, in alternating order; the idle platform costs next
to nothing meanwhile. Reports each round and the medians: moves/s and the CPU time per move of the
service, the gateway and Redis, and the ratios (this tree / BASE).

Comparing two revisions one after the other is at the mercy of a shared machine's drift; in
pairs, both see the same machine within seconds.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import grpc

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from issue15 import bench_stream_move, bench_submit_only, cpu_seconds  # noqa: E402
from paired import alternate, print_medians  # noqa: E402
from play_mux import processes  # noqa: E402

from services.core.stubs import gateway_stub  # noqa: E402
from services.launcher import LocalPlatform, free_port  # noqa: E402


@contextlib.contextmanager
def worktree(revision: str) -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="ludus-base-") as parent:
        path = Path(parent) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(path), revision], check=True)
        try:
            yield path
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(path)], check=False)


@contextlib.contextmanager
def started(data: str, code: Path) -> Iterator[LocalPlatform]:
    """A platform whose processes run `code`'s services (they start in that directory)."""
    here = os.getcwd()
    os.chdir(code)
    try:
        platform = LocalPlatform(
            gateway_port=free_port(),
            http_port=None,
            games=["ark"],
            worker=False,
            data_dir=Path(data),
            extra_env={"LUDUS_RATE_PER_SECOND": "0"},
        ).start()
    finally:
        os.chdir(here)
    try:
        yield platform
    finally:
        platform.stop()


async def measure(running: LocalPlatform, args: argparse.Namespace) -> dict[str, float]:
    watched = processes(running)
    before = cpu_seconds(watched)
    if args.move == "stream":
        result = await bench_stream_move(running.gateway_address, "ark", 4, args.clients, args.seconds, batch=True)
    else:
        options = [("grpc.max_concurrent_streams", 10000)]
        async with grpc.aio.insecure_channel(running.gateway_address, options=options) as channel:
            result = await bench_submit_only(gateway_stub(channel), "ark", 4, args.clients, args.seconds)
    after = cpu_seconds(watched)
    figures = {"moves/s": result.rate, "p50 ms": result.ms(0.5)}
    for name in watched:
        role = "service" if name.startswith("ark") else name
        figures[f"{role} µs/move"] = 1e6 * (after[name] - before[name]) / max(result.count, 1)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("base", help="the git revision to compare against")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--clients", type=int, default=64)
    parser.add_argument("--move", choices=["stream", "submit"], default="stream")
    args = parser.parse_args()
    with (
        worktree(args.base) as base_code,
        tempfile.TemporaryDirectory() as one,
        tempfile.TemporaryDirectory() as two,
        started(one, ROOT) as mine,
        started(two, base_code) as theirs,
    ):
        shapes = {"this tree": mine, args.base: theirs}
        rows = alternate(args.rounds, "this tree", args.base, lambda name: asyncio.run(measure(shapes[name], args)))
    print_medians(rows, f"{args.move}, {args.clients} clients, {args.seconds:g} s each", per_round="moves/s")


if __name__ == "__main__":
    main()
