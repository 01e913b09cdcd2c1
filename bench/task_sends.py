"""CPU time per task a game service sends to the workers (a timer's, as every Zapp Zerapp round
starts one), through `CeleryDispatcher._send`, against the same send as Celery makes it by
default (`send_task` with its own `saferepr` copies of the arguments), in alternating rounds on
one Redis broker:

    python bench/task_sends.py [--sends 2000] [--rounds 6]

Reports the process CPU time per send of each, per round and as medians, and their ratio.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from celery import Celery

from services.core.dispatch import TIMER_TASK, CeleryDispatcher
from services.launcher import RedisProcess, free_port

KWARGS = {
    "game": "zapp_zerapp",
    "match_id": "zapp_zerapp-0123456789abcdef0123",
    "key": "round:3",
    "due_ms": 1765000000000,
}


def per_send(send: Callable[[int], None], sends: int) -> float:
    """Microseconds of this process's CPU per call of `send(index)`."""
    started = time.process_time()
    for index in range(sends):
        send(index)
    return (time.process_time() - started) / sends * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sends", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=6)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        broker = RedisProcess(free_port(), Path(directory)).start()
        try:
            app = Celery("task-sends", broker=broker.url, backend=broker.url)
            dispatcher = CeleryDispatcher(app)

            def ours(index: int) -> None:
                dispatcher._send(TIMER_TASK, f"timer:ours:{index}", 5.0, **KWARGS)

            def default(index: int) -> None:
                app.send_task(
                    TIMER_TASK, kwargs=KWARGS, task_id=f"timer:default:{index}", countdown=5.0, ignore_result=True
                )

            per_send(ours, 200), per_send(default, 200)  # connections made, code warm
            rows = []
            for round_number in range(args.rounds):
                pair = (ours, default) if round_number % 2 == 0 else (default, ours)
                spent = {send.__name__: per_send(send, args.sends) for send in pair}
                rows.append((spent["ours"], spent["default"]))
                ours_us, default_us = spent["ours"], spent["default"]
                print(f"round {round_number + 1}: dispatcher {ours_us:.0f} µs, default send_task {default_us:.0f} µs")
        finally:
            broker.stop()
    ours_median = statistics.median(row[0] for row in rows)
    default_median = statistics.median(row[1] for row in rows)
    print(
        f"median CPU per send: dispatcher {ours_median:.0f} µs, default {default_median:.0f} µs "
        f"({ours_median / default_median:.2f}x)"
    )


if __name__ == "__main__":
    main()
