"""The workers' side: one pass of every projection over the feed, run by the `ludus.project`
beat task every LUDUS_PROJECTION_SECONDS.

Why a beat task rather than a consumer loop of its own: the workers' processes are Celery's (a
loop would hold a pool slot forever and be invisible to Celery's restarts and Flower), and a pass
is cheap when there is nothing new (one XAUTOCLAIM and one XREADGROUP per projection). Several
workers may run passes at once: the consumer group hands each entry to one of them, and the
ledger makes a claimed-twice entry harmless. A pass stops after `max_batches` batches so that a
backlog is worked through by successive passes instead of one endless task. Each pass ends by
trimming the feed of what every group is done with (feed.py).
"""

from __future__ import annotations

import os
import socket

from sqlalchemy.ext.asyncio import AsyncEngine

from services.archive.records import ArchiveReader
from services.projections.consumer import Batch, FeedConsumer, RedisClient, group_name
from services.projections.feed import trim_feed
from services.projections.registry import PROJECTIONS

#: A pending entry idle this long belonged to a consumer that died (a pass takes milliseconds
#: per match; a slow pass is far shorter than this).
CLAIM_IDLE_MS = 30_000


def consumer_name() -> str:
    """This process's name in the groups (XINFO CONSUMERS shows who holds what)."""
    return f"{socket.gethostname()}:{os.getpid()}"


async def project_all(
    redis: RedisClient,
    engine: AsyncEngine,
    archive: ArchiveReader,
    max_batches: int = 20,
    claim_idle_ms: int = CLAIM_IDLE_MS,
) -> dict[str, Batch]:
    """One pass of every projection; what each did."""
    done: dict[str, Batch] = {}
    for name, projection in PROJECTIONS.items():
        consumer = FeedConsumer(redis, engine, archive, projection, consumer_name(), claim_idle_ms=claim_idle_ms)
        await consumer.ensure_group()
        done[name] = await consumer.drain(max_batches)
    await trim_feed(redis, [group_name(projection) for projection in PROJECTIONS.values()])
    return done
