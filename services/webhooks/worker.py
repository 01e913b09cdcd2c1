"""The workers' side: one webhook pass, run by the `ludus.webhooks` beat task every
LUDUS_WEBHOOK_SECONDS — queue the events of new notices (fanout.py), then send what is due
(delivery.py).

One pass at a time across every worker (redis-py's lock, its lease renewed after every step):
the workers' pool slots are shared with bot turns and timers, and a pass waits on endpoints it does
not control, so however many endpoints are slow, webhooks hold at most one slot and only for about
two timeouts — the rest of the platform never waits on them. A pass's attempts run concurrently.
"""

from __future__ import annotations

import contextlib
import os
import socket
import time

from redis.exceptions import LockError
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.settings import Settings
from services.webhooks import delivery
from services.webhooks.fanout import FanoutBatch, NoticeFanout, RedisClient, ensure_group

PASS_LOCK = "ludus:webhooks:pass"
#: Batches of notices one pass queues at most (the next pass goes on).
MAX_BATCHES = 20


def consumer_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


#: The pass lock's lease beyond one step (a batch of notices, or a round of attempts, which takes
#: at most a timeout): renewed after every step, so a worker killed mid-pass holds webhooks up
#: for about this long, not for a whole pass.
LOCK_MARGIN_SECONDS = 10.0


async def webhook_pass(redis: RedisClient, engine: AsyncEngine, settings: Settings, claim_idle_ms: int = 30_000) -> str:
    lock = redis.lock(PASS_LOCK, timeout=settings.webhook_timeout_seconds + LOCK_MARGIN_SECONDS)
    if not await lock.acquire(blocking=False):
        return "another pass is running"
    try:
        await ensure_group(redis)
        fanout = NoticeFanout(
            redis, engine, consumer_name(), queue_limit=settings.webhook_queue_limit, claim_idle_ms=claim_idle_ms
        )
        queued = FanoutBatch()
        for _ in range(MAX_BATCHES):
            batch = await fanout.run_once()
            await lock.reacquire()
            queued.entries += batch.entries
            queued.queued += batch.queued
            queued.dropped += batch.dropped
            if batch.entries < fanout.batch:
                break
        sent = delivery.DeliveryBatch()
        deliverer = delivery.Deliverer(engine, settings)
        # Rounds while there is work, for about one timeout: a backlog drains at the endpoints'
        # pace rather than one round per beat, and the pass still ends within two timeouts.
        budget_ends = time.monotonic() + settings.webhook_timeout_seconds
        async with delivery.client(settings) as client:
            while True:
                done = await deliverer.run_once(client)
                await lock.reacquire()
                sent.attempted += done.attempted
                sent.delivered += done.delivered
                sent.failed += done.failed
                if not done.attempted or time.monotonic() >= budget_ends:
                    break
    finally:
        # Only our own lock: redis-py's release checks the token (a pass that outlived its lease
        # must not free the next one's).
        with contextlib.suppress(LockError):
            await lock.release()
    return (
        f"notices {queued.entries}, queued {queued.queued}, dropped {queued.dropped};"
        f" attempted {sent.attempted}, delivered {sent.delivered}, failed {sent.failed}"
    )
