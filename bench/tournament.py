"""Bot tournament: in-memory matches between bot levels, per game, with win rates and the time
per bot move.

    python bench/tournament.py                                  # every game, 200 matches per pairing
    python bench/tournament.py --games ark --matches 50 --seconds 0.1 --pairings search:random
    python bench/tournament.py --games ark --pairings search:greedy --first 200 --matches 400  # matches 200-599

Each match seats one "hero" level against opponents of another level (3 seats by default). The
hero's seat rotates with the match number and every match has its own seed, so seat order and
the start player are balanced. Matches are played by `services.workers.arena.play_match`: the
runner's setup, rngs and folding, and every bot choosing with the workers' policy code from its
seat's view and legal commands only (see that module for simultaneous phases and deadlines).

The search budget is counted in CPU time by default (`--wall-clock` to count wall time, as the
workers do): on a shared machine every decision then gets the same work, whatever else runs.
The reported time per move is wall time.

The hero's score is its win share (1 per win, 1/k for a k-way shared win); the interval is the
95% Wilson score interval on that rate. A fair share in a 3-seat match is 1/3.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import platform
import statistics
import time
from collections.abc import Iterable
from dataclasses import asdict, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from services import games
from services.workers.arena import MatchRecord, play_match
from services.workers.search import SearchSettings

PAIRINGS = ("search:random", "search:greedy", "greedy:random")


def wilson(rate: float, count: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate observed over `count` matches."""
    if count == 0:
        return 0.0, 1.0
    centre = (rate + z * z / (2 * count)) / (1 + z * z / count)
    spread = z * math.sqrt(rate * (1 - rate) / count + z * z / (4 * count * count)) / (1 + z * z / count)
    return max(0.0, centre - spread), min(1.0, centre + spread)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def hero_seat(number: int, seats: int) -> int:
    return number % seats


def summarise(records: list[MatchRecord], seats: int, first: int = 0) -> dict[str, Any]:
    shares = [record.win_share(hero_seat(first + number, seats)) for number, record in enumerate(records)]
    rate = statistics.fmean(shares)
    low, high = wilson(rate, len(records))
    times: dict[str, list[float]] = {}
    for record in records:
        for level, seconds in record.move_seconds.items():
            times.setdefault(level, []).extend(seconds)
    return {
        "matches": len(records),
        "hero_win_rate": rate,
        "shares": shares,
        "ci95": [low, high],
        "move_ms": {
            level: {
                "moves": len(values),
                "mean": 1000 * statistics.fmean(values),
                "p50": 1000 * percentile(values, 0.5),
                "p99": 1000 * percentile(values, 0.99),
            }
            for level, values in sorted(times.items())
        },
    }


def cpu_model() -> str:
    """The processor's name (Linux), else what the platform module knows."""
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        for line in cpuinfo.read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or platform.machine()


def _play(job: tuple[str, str, str, int, int, SearchSettings]) -> MatchRecord:
    game_name, hero, opponent, number, seats, settings = job
    levels = [hero if seat == hero_seat(number, seats) else opponent for seat in range(seats)]
    seed = f"tournament:{game_name}:{hero}:{opponent}:{number}".encode().ljust(32, b".")
    return play_match(game_name, levels, seed, settings)


def run(
    game_names: Iterable[str],
    pairings: Iterable[str],
    matches: int,
    seats: int,
    settings: SearchSettings,
    workers: int,
    first: int = 0,
) -> dict[str, Any]:
    """Play matches number `first` to `first + matches - 1` of every pairing in every game."""
    results: dict[str, Any] = {}
    for game_name in game_names:
        for pairing in pairings:
            hero, opponent = pairing.split(":")
            jobs = [(game_name, hero, opponent, number, seats, settings) for number in range(first, first + matches)]
            started = time.perf_counter()
            if workers > 1:
                with multiprocessing.Pool(workers) as pool:
                    records = pool.map(_play, jobs, chunksize=1)
            else:
                records = [_play(job) for job in jobs]
            summary = summarise(records, seats, first)
            summary["wall_seconds"] = time.perf_counter() - started
            results[f"{game_name} {pairing}"] = summary
            low, high = summary["ci95"]
            hero_ms = summary["move_ms"].get(hero, {})
            print(
                f"{game_name:16} {hero:>6} vs {seats - 1}x {opponent:<6} {summary['hero_win_rate']:6.1%} "
                f"[{low:.1%}, {high:.1%}] over {len(records)}; {hero} move "
                f"mean {hero_ms.get('mean', 0):.1f} ms p50 {hero_ms.get('p50', 0):.1f} ms "
                f"p99 {hero_ms.get('p99', 0):.1f} ms ({summary['wall_seconds']:.0f} s)",
                flush=True,
            )
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default=",".join(games.names()))
    parser.add_argument("--pairings", default=",".join(PAIRINGS), help="hero:opponent,...")
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--first", type=int, default=0, help="number of the first match (its seed and hero seat)")
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=None, help="search time per move (default: the workers')")
    parser.add_argument("--iterations", type=int, default=None, help="search iteration cap per move")
    parser.add_argument("--wall-clock", action="store_true", help="count the search budget in wall time")
    parser.add_argument("--workers", type=int, default=1, help="matches played in parallel processes")
    parser.add_argument("--json", type=Path, default=None, help="write the results here")
    options = parser.parse_args()
    settings = replace(SearchSettings.from_env(), cpu_clock=not options.wall_clock)
    if options.seconds is not None:
        settings = replace(settings, seconds=options.seconds or None)
    if options.iterations is not None:
        settings = replace(settings, max_iterations=options.iterations)
    machine = f"{cpu_model()}, {multiprocessing.cpu_count()} cores"
    print(f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC; {machine}; Python {platform.python_version()}", flush=True)
    print(settings, flush=True)
    results = run(
        options.games.split(","),
        options.pairings.split(","),
        options.matches,
        options.seats,
        settings,
        options.workers,
        options.first,
    )
    if options.json is not None:
        payload = {"machine": machine, "settings": asdict(settings), "first": options.first, "results": results}
        options.json.write_text(json.dumps(payload, indent=2))


if __name__ == "__main__":
    main()
