"""Benchmark every game's pure rules: decide + evolve per command, legal_commands (early and late in
a match), whole matches, events per match and, for games with rounds, time per round.

    python bench/games.py [--matches 30] [--game NAME]

Matches are random legal play (services/core/simulate). Each recorded command is decided and
evolved again on its recorded state for timing, so the figures cover exactly the commands real
matches contain. "Late" states are the last fifth of each match (for Arkadia: a filled board).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from services import games
from services.core.rng import decide_rng
from services.core.simulate import play_random


@dataclass
class Figures:
    decide_us: list[float] = field(default_factory=list)
    legal_early_us: list[float] = field(default_factory=list)
    legal_late_us: list[float] = field(default_factory=list)
    legal_late_sizes: list[int] = field(default_factory=list)
    match_ms: list[float] = field(default_factory=list)
    commands: list[int] = field(default_factory=list)
    events: list[int] = field(default_factory=list)
    rounds: list[int] = field(default_factory=list)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(name: str, seats: int, matches: int) -> Figures:
    game = games.load(name)
    figures = Figures()
    for index in range(matches):
        seed = f"bench-{name}-{seats}-{index}".encode().ljust(32, b".")
        started = time.perf_counter()
        trace = play_random(game, seats, seed)
        figures.match_ms.append((time.perf_counter() - started) * 1000)
        figures.commands.append(len(trace.steps))
        figures.events.append(len(trace.setup) + sum(len(step.events) for step in trace.steps))
        rounds = getattr(trace.final, "round", None)
        if isinstance(rounds, int):
            figures.rounds.append(rounds)
        state: Any = trace.initial
        late_from = int(len(trace.steps) * 0.8)
        for position, step in enumerate(trace.steps):
            if step.seat >= 0:  # a seat's command (seat -1: a deadline passing)
                rng = decide_rng(seed, position)
                began = time.perf_counter()
                events = game.decide(state, step.seat, step.command, rng)
                game.fold(state, events)
                figures.decide_us.append((time.perf_counter() - began) * 1e6)
                began = time.perf_counter()
                legal = game.legal_commands(state, step.seat)
                elapsed = (time.perf_counter() - began) * 1e6
                if position >= late_from:
                    figures.legal_late_us.append(elapsed)
                    figures.legal_late_sizes.append(len(legal))
                else:
                    figures.legal_early_us.append(elapsed)
            state = game.fold(state, step.events)
    return figures


def report(name: str, seats: int, figures: Figures) -> str:
    lines = [
        f"### {games.load(name).title}, {seats} seats ({len(figures.match_ms)} random matches)",
        "",
        "| measure | mean | p50 | p99 |",
        "|---|---|---|---|",
    ]

    def row(label: str, values: list[float], unit: str) -> None:
        lines.append(
            f"| {label} | {statistics.fmean(values):,.0f} {unit} | {pct(values, 0.5):,.0f} {unit} "
            f"| {pct(values, 0.99):,.0f} {unit} |"
        )

    row("decide + evolve per command", figures.decide_us, "µs")
    row("legal_commands, first 80% of a match", figures.legal_early_us, "µs")
    row(f"legal_commands, last 20% (up to {max(figures.legal_late_sizes):,} commands)", figures.legal_late_us, "µs")
    row("whole match", figures.match_ms, "ms")
    row("commands per match", [float(c) for c in figures.commands], "")
    row("events per match", [float(e) for e in figures.events], "")
    if figures.rounds:
        per_round = [ms / max(r, 1) for ms, r in zip(figures.match_ms, figures.rounds, strict=True)]
        row("rounds per match", [float(r) for r in figures.rounds], "")
        row("decide + evolve per full round", per_round, "ms")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=30)
    parser.add_argument("--game", action="append", help="only these games (default: all)")
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}\n")
    for name in args.game or games.names():
        game = games.load(name)
        for seats in sorted({game.min_seats, game.max_seats}):
            print(report(name, seats, measure(name, seats, args.matches)), end="\n\n", flush=True)


if __name__ == "__main__":
    main()
