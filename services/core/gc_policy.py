"""The cyclic garbage collector's settings for the long-running servers (game services, gateway).

CPython collects its youngest generation every 700 net allocations, the middle one every tenth of
those and, when the heap has grown by a quarter, everything. A server allocates protobuf
messages, futures and dicts on every request and keeps a large heap (a game service caches its
live matches), so every few collections walk it all: in bench/load.py's 1,000 matches a game
service spent 5.1 s of 50 s collecting (11 full collections, 126 of the middle generation) and
with a young generation of 50,000 collected 0.9 s, and served 14 % more commands at less CPU
per command (docs/benchmarks.md). Cycles are still collected; only less often.

What the process built before serving (modules, descriptors, the games' static data) lives as
long as the process: `gc.freeze` leaves it out of every later collection.
"""

from __future__ import annotations

import gc


def tune(thresholds: tuple[int, int, int]) -> None:
    """Called once a server has started up, before it serves."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*thresholds)
