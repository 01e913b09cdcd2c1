"""Audit speed: events per second of a full re-derivation (`services.core.audit.audit`) on one
core, over long recorded matches of each game.

    python bench/audit_speed.py [--matches 3] [--repeat 3]

The matches are recorded the way the platform records them: a `MatchRunner` on a private
redis-server (started here), random legal commands submitted through `runner.submit` with a
version and a command id, at each game's largest seat count (the longest logs). The logs are
then read back and audited in this process, `--repeat` times each; the figure is events checked
per CPU second of this process (one core: the audit is single-threaded pure Python).

The audit does everything docs/architecture.md lists: contiguous versions, the SHA-256 hash
chain, the seed against its commitment, the setup re-run, every command re-decided with the
seed-derived rng and compared byte for byte, and the state folded to the end. To show where the
time goes, the hash chain alone is timed too.
"""

from __future__ import annotations

import argparse
import asyncio
import platform
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from ludus.v1 import common_pb2
from redis.asyncio import Redis

from services import games
from services.core.audit import audit
from services.core.codec import pack
from services.core.game import Game
from services.core.rng import Rng
from services.core.runner import MatchRunner, NoBots
from services.core.store import GENESIS_HASH, StoredEvent, chain_hash, redis_storage
from services.launcher import RedisProcess, free_port

HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)


async def record(game: Game[Any], redis_url: str, seats: int, seed: bytes) -> list[StoredEvent]:
    """One whole match of random legal commands through the runner; its stored log."""
    client = Redis.from_url(redis_url)
    try:
        runner: MatchRunner[Any] = MatchRunner(game, redis_storage(client), NoBots())
        match = await runner.create(None, [HUMAN] * seats)
        rng = Rng(seed, "audit-bench")
        while not (current := await runner.load(match.match_id)).platform.finished:
            state = current.require_state()
            waiting = game.awaiting(state)
            assert waiting, "a game awaiting nobody would need its deadline to pass"
            seat = rng.choice(waiting)
            command = game.random_command(state, seat, rng)
            assert command is not None
            await runner.submit(match.match_id, seat, pack(command), current.version, f"bench-{current.version}")
        return await runner.store.read(match.match_id)
    finally:
        await client.aclose()


def chain_only(events: list[StoredEvent]) -> None:
    previous = GENESIS_HASH
    for event in events:
        previous = chain_hash(
            previous, event.version, event.type, event.data, event.seat, event.command_id, event.command, event.time_ms
        )


def cpu_seconds(work: Any, repeat: int) -> float:
    """The best of `repeat` CPU timings of `work()` (the least disturbed by other processes)."""
    timings = []
    for _ in range(repeat):
        started = time.process_time()
        work()
        timings.append(time.process_time() - started)
    return min(timings)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default=",".join(games.names()))
    parser.add_argument("--matches", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=3)
    options = parser.parse_args()
    print(f"{platform.machine()}, Python {platform.python_version()}; one core (process CPU time)")
    with tempfile.TemporaryDirectory() as directory:
        server = RedisProcess(free_port(), Path(directory)).start()
        try:
            totals = [0, 0.0]
            for name in options.games.split(","):
                game = games.load(name)
                logs = [
                    asyncio.run(record(game, server.url, game.max_seats, f"{name}:{number}".encode().ljust(32, b".")))
                    for number in range(options.matches)
                ]
                events = sum(len(log) for log in logs)
                for log in logs:
                    assert audit(game, log).ok

                def audit_all(game: Game[Any] = game, logs: list[list[StoredEvent]] = logs) -> None:
                    for log in logs:
                        audit(game, log)

                def chains(logs: list[list[StoredEvent]] = logs) -> None:
                    for log in logs:
                        chain_only(log)

                seconds = cpu_seconds(audit_all, options.repeat)
                hashing = cpu_seconds(chains, options.repeat)
                commands = sum(1 for log in logs for event in log if event.command)
                sizes = statistics.fmean(len(log) for log in logs)
                totals[0] += events
                totals[1] += seconds
                print(
                    f"{name:16} {game.max_seats} seats, {options.matches} matches of {sizes:,.0f} events on average: "
                    f"{events / seconds:,.0f} events/s ({commands / seconds:,.0f} commands/s); "
                    f"hash chain alone {events / hashing:,.0f} events/s",
                    flush=True,
                )
            print(f"{'all games':16} {totals[0] / totals[1]:,.0f} events/s")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
