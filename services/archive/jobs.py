"""The archive's periodic work, shared by the Celery task (`ludus.archive`, scheduled by
`ludus beat`) and `ludus archive run|status`: one pass closes abandoned matches, looks at one slice
of the match index for finished matches whose record was lost, and moves the finished matches
past their grace period. Every part is idempotent, so two passes at once (two workers, a task
redelivered after its worker died) only repeat work, never lose or double it.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

from services.archive.mover import ArchiveMover, ClosePolicy
from services.archive.postgres import PostgresArchive
from services.archive.tiered import open_archive
from services.core.config import redis_client
from services.core.settings import Settings, current
from services.core.store import RedisClient, RedisFinishingQueue

#: Matches of the index one pass's slow sweep looks at, per game.
SWEEP_SLICE = 200


@dataclass(frozen=True)
class PassReport:
    closed: int
    requeued: int
    archived: int
    events: int
    mismatched: int

    def __str__(self) -> str:
        return (
            f"closed {self.closed}, requeued {self.requeued}, archived {self.archived} "
            f"({self.events} events), mismatched {self.mismatched}"
        )


@dataclass(frozen=True)
class ArchiveStatus:
    #: Finished matches waiting in Redis (in their grace period, or behind: see `lag_seconds`).
    queued: int
    archived: int
    #: How far the oldest queued match is past its grace period (0: none is).
    lag_seconds: float


@asynccontextmanager
async def opened(settings: Settings, url: str | None = None) -> AsyncIterator[tuple[RedisClient, PostgresArchive]]:
    archive = await open_archive(settings)
    if archive is None:
        raise SystemExit("the archive needs a database: set LUDUS_DATABASE_URL")
    client = redis_client(url or settings.event_store_url)
    try:
        yield client, archive
    finally:
        await client.aclose()
        await archive.engine.dispose()


def now_ms() -> int:
    return time.time_ns() // 1_000_000


async def archive_pass(client: RedisClient, archive: PostgresArchive, settings: Settings) -> PassReport:
    mover = ArchiveMover(client, archive, grace_ms=round(settings.archive_grace_seconds * 1000))
    policy = ClosePolicy(
        waiting_expiry_ms=round(settings.waiting_expiry_seconds * 1000),
        abandoned_ms=round(settings.abandoned_seconds * 1000),
    )
    swept = await mover.sweep(now_ms(), SWEEP_SLICE, policy)
    moved = await mover.run_once(now_ms(), settings.archive_batch)
    archived = [m for m in moved if m.outcome == "archived"]
    return PassReport(
        closed=swept.closed,
        requeued=swept.requeued,
        archived=len(archived),
        events=sum(m.events for m in archived),
        mismatched=sum(1 for m in moved if m.outcome == "mismatch"),
    )


async def run_pass(settings: Settings | None = None, url: str | None = None) -> PassReport:
    settings = settings or current()
    async with opened(settings, url) as (client, archive):
        return await archive_pass(client, archive, settings)


async def status(settings: Settings | None = None, url: str | None = None) -> ArchiveStatus:
    settings = settings or current()
    async with opened(settings, url) as (client, archive):
        queue = RedisFinishingQueue(client)
        oldest = await queue.oldest_ms()
        lag = 0.0
        if oldest is not None:
            lag = max(0.0, (now_ms() - oldest) / 1000 - settings.archive_grace_seconds)
        return ArchiveStatus(queued=await queue.count(), archived=await archive.count(), lag_seconds=lag)


__all__ = ["ArchiveStatus", "PassReport", "archive_pass", "run_pass", "status"]
