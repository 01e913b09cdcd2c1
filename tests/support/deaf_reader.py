"""An event store whose live reader never hears of anything: what a watcher gets through
MatchFeeds can then only have been offered by the process that appended it."""

from __future__ import annotations

import asyncio

from services.core.events import StoredEvent
from services.core.ports import EventStore


class DeafReader:
    """A store whose reader never hears of anything (its wait_many waits forever): what a
    watcher gets can only have been offered."""

    def __init__(self, inner: EventStore) -> None:
        self.inner = inner

    #: Its reader waits on every match's stream (`wait_many`), deaf, rather than on append notes.
    keeps_notes = False

    def __getattr__(self, name: str) -> object:
        return getattr(self.inner, name)

    async def wait_many(self, positions: object, block_ms: int) -> dict[str, list[StoredEvent]]:
        await asyncio.Event().wait()
        raise AssertionError("unreachable")
