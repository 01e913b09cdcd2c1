"""Hand bot turns to the Celery workers.

The task id is derived from match, seat and version, and the worker submits with a command id
derived from the version it acts on: a duplicated, redelivered or re-dispatched task cannot move
twice (the second submission is answered with the first one's result).
"""

from __future__ import annotations

import asyncio
import logging

from celery import Celery

log = logging.getLogger(__name__)

BOT_TASK = "ludus.bot_turn"


def bot_task_id(match_id: str, seat: int, version: int) -> str:
    return f"bot:{match_id}:{seat}:{version}"


class CeleryDispatcher:
    def __init__(self, app: Celery) -> None:
        self.app = app

    def dispatch_sync(self, game: str, match_id: str, seat: int, version: int) -> None:
        self.app.send_task(
            BOT_TASK,
            kwargs={"game": game, "match_id": match_id, "seat": seat, "version": version},
            task_id=bot_task_id(match_id, seat, version),
        )

    async def dispatch(self, game: str, match_id: str, seat: int, version: int) -> None:
        # Publishing is blocking I/O on the broker connection: keep it off the event loop.
        await asyncio.to_thread(self.dispatch_sync, game, match_id, seat, version)
