"""Hand work to the Celery workers: bot turns, timers, audits.

Task ids are derived from what they are about (match, seat, version; match, timer key), and every
task acts through the normal command path with a derived command id: a duplicated, redelivered or
re-dispatched task cannot act twice.
"""

from __future__ import annotations

import asyncio
import logging
import time

from celery import Celery

from services.core.settings import current

log = logging.getLogger(__name__)

BOT_TASK = "ludus.bot_turn"
TIMER_TASK = "ludus.fire_timer"
AUDIT_TASK = "ludus.audit_match"
SWEEP_TASK = "ludus.sweep"
ARCHIVE_TASK = "ludus.archive"
PROJECT_TASK = "ludus.project"
#: One pass of the quick-match matchmaker (services/matchmaking/).
MATCHMAKE_TASK = "ludus.matchmake"


def bot_task_id(match_id: str, seat: int, version: int) -> str:
    return f"bot:{match_id}:{seat}:{version}"


#: The longest a timer's task waits in a worker at once.
TIMER_HOP_MAX_SECONDS = 25.0


def timer_hop_seconds() -> float:
    """How long a timer's task may wait in a worker before it fires or hops again: under half
    the broker's visibility timeout (LUDUS_VISIBILITY_TIMEOUT). A worker holds a task with a
    countdown unacknowledged until it runs, and the Redis broker hands a task unacknowledged for
    longer than that timeout to another worker: a clock's deadline minutes away, sent as one long
    countdown, was received again every timeout and piled up in the workers."""
    return max(0.5, min(TIMER_HOP_MAX_SECONDS, current().visibility_timeout / 2))


class CeleryDispatcher:
    def __init__(self, app: Celery) -> None:
        self.app = app

    def _send(self, name: str, task_id: str, countdown: float | None = None, **kwargs: object) -> None:
        # No one here waits for a task's result. Without ignore_result, send_task (unlike a task's
        # apply_async) ignores task_ignore_result and subscribes to the result's channel on the
        # result backend for every task sent, and unsubscribes when its AsyncResult is collected:
        # two more Redis round trips per bot turn, timer and audit, a fifth of a game service's
        # CPU while 1,000 Zapp Zerapp matches were created at once (bench/load.py).
        # The message's readable copies of the arguments (for monitoring) are made here with repr,
        # not by Celery's saferepr, which took an eighth of a send's CPU: the kwargs are a few
        # strings and numbers.
        self.app.send_task(
            name,
            kwargs=kwargs,
            task_id=task_id,
            countdown=countdown,
            ignore_result=True,
            argsrepr="()",
            kwargsrepr=repr(kwargs),
        )

    async def dispatch(self, game: str, match_id: str, seat: int, version: int) -> None:
        # Publishing is blocking I/O on the broker connection: keep it off the event loop.
        await asyncio.to_thread(
            self._send, BOT_TASK, bot_task_id(match_id, seat, version), game=game, match_id=match_id, seat=seat
        )

    async def fire_at(self, game: str, match_id: str, key: str, due_ms: int) -> None:
        # A timer further away than one hop is sent for the end of the hop, with its due time:
        # the task then sends itself on (services/workers/tasks.py's fire_timer).
        delay = min(max(0.0, due_ms / 1000 - time.time()), timer_hop_seconds())
        await asyncio.to_thread(
            self._send,
            TIMER_TASK,
            f"timer:{match_id}:{key}",
            delay,
            game=game,
            match_id=match_id,
            key=key,
            due_ms=due_ms,
        )

    async def audit(self, game: str, match_id: str) -> None:
        await asyncio.to_thread(self._send, AUDIT_TASK, f"audit:{match_id}", game=game, match_id=match_id)
