"""Profile the command path under the 64-client unary load: py-spy samples the gateway and the
game service processes while bench/issue15.py's move loop runs against them.

    pip install py-spy && python bench/profile_command_path.py [--seconds 20] [--game ark] [--out DIR]

Writes DIR/<process>.txt (collapsed stacks, py-spy's raw format) and prints, per process, the
functions holding the most samples (inclusive and self), so a change can be judged before and
after on the same machine.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import grpc

sys.path.insert(0, str(Path(__file__).resolve().parent))
from issue15 import bench_stream_move, bench_submit_only, bench_whole_move
from telemetry_overhead import CONFIGURATIONS, SINK, environment

from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform, free_port


def stacks(path: Path) -> Iterator[tuple[list[str], int]]:
    """py-spy's raw (collapsed) stacks: each stack's frames, root first, and its sample count."""
    for line in path.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        if stack:
            yield stack.split(";"), int(count)


def summarise(path: Path, top: int, focus: str) -> None:
    inclusive: collections.Counter[str] = collections.Counter()
    own: collections.Counter[str] = collections.Counter()
    under: collections.Counter[str] = collections.Counter()
    total = 0
    for frames, samples in stacks(path):
        total += samples
        for frame in set(frames):
            inclusive[frame] += samples
        own[frames[-1]] += samples
        marks = [index for index, frame in enumerate(frames) if focus and focus in frame]
        if marks:
            for frame in set(frames[marks[0] :]):
                under[frame] += samples
    print(f"\n== {path.stem}: {total:,} samples")
    print(f"-- telemetry's own work: {100 * telemetry_share(path):.1f}% of the samples")
    for title, counter in (("inclusive", inclusive), ("self", own), (f"under {focus!r}", under)):
        print(f"-- {title}")
        for frame, samples in counter.most_common(top):
            print(f"{100 * samples / max(total, 1):5.1f}%  {frame}")


#: Where the cost of metrics and traces shows in a stack: the OpenTelemetry SDK and its
#: instrumentations (and wrapt, their wrappers), prometheus_client, and Ludus's own hooks.
TELEMETRY_FRAMES = ("opentelemetry", "wrapt", "prometheus_client", "services/telemetry")


def _is_telemetry(frame: str) -> bool:
    return any(part in frame for part in TELEMETRY_FRAMES)


def telemetry_share(path: Path) -> float:
    """The share of samples spent in telemetry's own work: a sample counts when, from its leaf
    up, the first frame that is telemetry's or the platform's (services/, gateway/) is
    telemetry's. A wrapper's callee (the handler it times) is not its cost; the library code a
    hook calls (contextvars, the SDK) is."""
    total = spent = 0
    for frames, samples in stacks(path):
        total += samples
        for frame in reversed(frames):
            if _is_telemetry(frame):
                spent += samples
                break
            if "(services/" in frame or "(gateway/" in frame or "/services/" in frame or "/gateway/" in frame:
                break
    return spent / max(total, 1)


async def load(address: str, game: str, seats: int, seconds: float, move: str, clients: int) -> None:
    if move.startswith("stream"):
        result = await bench_stream_move(address, game, seats, clients, seconds, batch=move == "stream-batched")
        print(f"{result.name}: {result.rate:,.0f} moves/s, p50 {result.ms(0.5):.2f} ms over {result.count:,}")
        return
    bench = bench_submit_only if move == "submit" else bench_whole_move
    async with grpc.aio.insecure_channel(address, options=[("grpc.max_concurrent_streams", 10000)]) as channel:
        result = await bench(gateway_stub(channel), game, seats, clients, seconds)
    print(f"{result.name}: {result.rate:,.0f} moves/s, p50 {result.ms(0.5):.2f} ms over {result.count:,}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--game", default="ark")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "ludus-profile")
    parser.add_argument(
        "--move",
        choices=["whole", "submit", "stream", "stream-batched"],
        default="whole",
        help="the move loop (bench/issue15.py)",
    )
    parser.add_argument("--clients", type=int, default=64)
    parser.add_argument("--focus", default="", help="also print what runs under the frames containing this text")
    parser.add_argument("--native", action="store_true", help="py-spy --native (C frames too)")
    parser.add_argument(
        "--telemetry",
        choices=CONFIGURATIONS,
        default="off",
        help="metrics and traces as in bench/telemetry_overhead.py (traces to a sink collector)",
    )
    args = parser.parse_args()
    sink_port = free_port()
    sink = subprocess.Popen([sys.executable, "-c", SINK, str(sink_port)])
    env = {"LUDUS_RATE_PER_SECOND": "0", **environment(args.telemetry, f"http://127.0.0.1:{sink_port}")}
    with LocalPlatform(
        gateway_port=free_port(),
        http_port=None,
        games=[args.game],
        worker=False,
        metrics=args.telemetry != "off",
        extra_env=env,
    ) as running:
        recorders = record(running, args.out, args.seconds, args.native)
        asyncio.run(load(running.gateway_address, args.game, args.seats, args.seconds, args.move, args.clients))
        for _, recorder in recorders:
            recorder.wait()
    sink.terminate()
    for out, _ in recorders:
        summarise(out, args.top, args.focus)


def record(
    running: LocalPlatform, out: Path, seconds: float, native: bool = False
) -> list[tuple[Path, subprocess.Popen[bytes]]]:
    """Starts py-spy on each of the platform's processes for `seconds` (200 samples/s), each
    writing OUT/<process>.txt; the caller waits for the recorders, then summarises each file."""
    spy = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
    out.mkdir(parents=True, exist_ok=True)
    recorders = []
    for component in running.components:
        assert component.process is not None
        path = out / f"{component.name}.txt"
        command = [spy, "record", "--pid", str(component.process.pid), "--format", "raw", "--output", str(path)]
        command += ["--duration", str(int(seconds)), "--rate", "200", "--nonblocking"]
        recorders.append((path, subprocess.Popen(command + (["--native"] if native else []))))
    return recorders


if __name__ == "__main__":
    main()
