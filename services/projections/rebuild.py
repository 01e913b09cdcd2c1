"""Rebuilding a projection from the archive, and what `ludus projections status` reports."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any

from redis.exceptions import ResponseError
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from services.archive.records import FINISHED_FEED, ArchiveReader
from services.projections.consumer import RedisClient, group_name
from services.projections.framework import Projection, apply_new, hold
from services.projections.tables import applied

#: Archived matches read per ArchiveReader.scan call during a rebuild.
REBUILD_PAGE = 500


async def rebuild(engine: AsyncEngine, archive: ArchiveReader, projection: Projection, page: int = REBUILD_PAGE) -> int:
    """Empty the projection and apply every archived match in (finished_ms, match_id) order;
    answer how many were applied.

    One transaction: readers keep seeing the old table until the new one is complete, a failed
    rebuild changes nothing, and live consumers wait on the projection's lock meanwhile (their
    applications then find the ledger and do nothing, or add a match archived since the scan)."""
    count = 0
    async with engine.begin() as connection:
        await hold(connection, projection, exclusive=True)
        await projection.reset(connection)
        after: tuple[int, str] | None = None
        while rows := await archive.scan(after, page):
            count += await apply_new(connection, projection, rows)
            after = rows[-1].order
    return count


@dataclass(frozen=True)
class Status:
    projection: str
    #: Matches the ledger says it applied.
    applied: int
    #: Feed entries delivered to the group but not acknowledged (in flight, or stuck).
    pending: int
    #: Feed entries not yet delivered to the group (None: unknown, e.g. entries were trimmed).
    lag: int | None
    #: Whether the group exists (it is created by the first consumer).
    group: bool


async def status(engine: AsyncEngine, redis: RedisClient, projection: Projection) -> Status:
    async with engine.connect() as connection:
        count = (
            await connection.execute(
                select(func.count()).select_from(applied).where(applied.c.projection == projection.name)
            )
        ).scalar_one()
    groups: list[dict[Any, Any]] = []
    with contextlib.suppress(ResponseError):  # no feed yet: nothing was ever archived
        groups = await redis.xinfo_groups(FINISHED_FEED)
    for group in groups:
        if _text(group.get("name")) == group_name(projection):
            lag = group.get("lag")
            return Status(
                projection.name, int(count), int(group.get("pending", 0)), None if lag is None else int(lag), True
            )
    return Status(projection.name, int(count), 0, None, False)


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)
