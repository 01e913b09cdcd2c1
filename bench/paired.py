"""Two shapes measured in pairs, in alternating order (A B, B A, ...), so that both see the same
machine within seconds; then each figure's median per shape and the ratio (first / second).
Used by the benchmarks that compare two shapes side by side (play_mux.py, against_revision.py,
table_reads.py)."""

from __future__ import annotations

import statistics
from collections.abc import Callable

Figures = dict[str, float]


def alternate(rounds: int, first: str, second: str, measure: Callable[[str], Figures]) -> dict[str, list[Figures]]:
    """`measure(name)` for both names in every round, the order swapped each round; prints each."""
    rows: dict[str, list[Figures]] = {first: [], second: []}
    for round_ in range(rounds):
        for name in (first, second) if round_ % 2 == 0 else (second, first):
            figures = measure(name)
            rows[name].append(figures)
            shown = ", ".join(f"{key} {value:,.1f}" for key, value in figures.items())
            print(f"round {round_ + 1}, {name}: {shown}", flush=True)
    return rows


def print_medians(rows: dict[str, list[Figures]], caption: str, per_round: str | None = None) -> None:
    """A markdown table of each figure's median per shape and their ratio; with `per_round`, also
    that figure's ratio round by round."""
    first, second = rows
    print(f"\nmedians over {len(rows[first])} rounds ({caption}):\n")
    print(f"| figure | {first} | {second} | ratio |")
    print("|---|---|---|---|")
    for key in rows[first][0]:
        one = statistics.median(row[key] for row in rows[first])
        two = statistics.median(row[key] for row in rows[second])
        print(f"| {key} | {one:,.1f} | {two:,.1f} | {one / two if two else float('nan'):.2f} |")
    if per_round is not None:
        ratios = [a[per_round] / b[per_round] for a, b in zip(rows[first], rows[second], strict=True)]
        print(f"\nper-round {per_round} ratios: {', '.join(f'{r:.2f}' for r in ratios)}")
