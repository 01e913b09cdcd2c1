"""The `ludus.webhooks` Celery task (the beat schedule sends it every LUDUS_WEBHOOK_SECONDS)."""

from __future__ import annotations

import asyncio

from services.core.config import redis_client, redis_url
from services.core.settings import current
from services.workers.app import app

WEBHOOKS_TASK = "ludus.webhooks"


@app.task(name=WEBHOOKS_TASK, ignore_result=True)
def webhooks() -> str:
    """One webhook pass (services/webhooks/worker.py)."""
    return asyncio.run(_webhooks())


async def _webhooks() -> str:
    from services.players import db
    from services.webhooks.worker import webhook_pass

    settings = current()
    if not settings.database_url:
        return "no database (LUDUS_DATABASE_URL): no webhooks"
    # An engine and a client per pass: each task runs its own event loop (as the projections' pass).
    engine = db.engine(settings.database_url, pool_size=2)
    try:
        client = redis_client(redis_url())
        try:
            return await webhook_pass(client, engine, settings)
        finally:
            await client.aclose()
    finally:
        await engine.dispose()
