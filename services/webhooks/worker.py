"""The workers' side: one webhook pass, run by the `ludus.webhooks` beat task every
LUDUS_WEBHOOK_SECONDS — queue the events of new notices (fanout.py), then send what is due
(delivery.py).

One pass at a time across every worker (a lock in Redis whose lease outlives the longest pass):
the workers' pool slots are shared with bot turns and timers, and a pass waits on endpoints it does
not control, so however many endpoints are slow, webhooks hold at most one slot and only for about
two timeouts — the rest of the platform never waits on them. A pass's attempts run concurrently.
"""

from __future__ import annotations

import os
import socket
import time
import uuid

from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.settings import Settings
from services.webhooks import delivery
from services.webhooks.fanout import NoticeFanout, RedisClient, ensure_group

PASS_LOCK = "ludus:webhooks:pass"
#: Batches of notices one pass queues at most (the next pass goes on).
MAX_BATCHES = 20


def consumer_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


async def webhook_pass(redis: RedisClient, engine: AsyncEngine, settings: Settings, claim_idle_ms: int = 30_000) -> str:
    token = uuid.uuid4().hex
    # Outlives the longest pass: a round may start just before the budget ends and take a timeout.
    lease_ms = int((2 * settings.webhook_timeout_seconds + delivery.LEASE_MARGIN_SECONDS) * 1000)
    if not await redis.set(PASS_LOCK, token, nx=True, px=lease_ms):
        return "another pass is running"
    try:
        await ensure_group(redis)
        fanout = NoticeFanout(
            redis, engine, consumer_name(), queue_limit=settings.webhook_queue_limit, claim_idle_ms=claim_idle_ms
        )
        queued = await fanout.drain(MAX_BATCHES)
        sent = delivery.DeliveryBatch()
        deliverer = delivery.Deliverer(engine, settings)
        # Rounds while there is work, for about one timeout: a backlog drains at the endpoints'
        # pace rather than one round per beat, and the pass still ends within two timeouts.
        budget_ends = time.monotonic() + settings.webhook_timeout_seconds
        async with delivery.client(settings) as client:
            while True:
                done = await deliverer.run_once(client)
                sent.attempted += done.attempted
                sent.delivered += done.delivered
                sent.failed += done.failed
                if not done.attempted or time.monotonic() >= budget_ends:
                    break
    finally:
        # Only our own lock (a pass that outlived its lease must not free the next one's).
        if await redis.get(PASS_LOCK) in (token, token.encode()):
            await redis.delete(PASS_LOCK)
    return (
        f"notices {queued.entries}, queued {queued.queued}, dropped {queued.dropped};"
        f" attempted {sent.attempted}, delivered {sent.delivered}, failed {sent.failed}"
    )
