"""Webhook deliveries: throughput of the delivery passes against raw HTTP posts, and how long a
pass lasts when many endpoints hang.

    python bench/webhooks.py [--endpoints 20] [--per-endpoint 50] [--hanging 50]

Runs against a database of its own on the machine's PostgreSQL (tests/support/postgres.py's
server), migrated, then dropped, and a receiver on loopback (tests/support/webhook_receiver.py, a
thread of this process answering 200). Figures, measured in the same run:

- raw: the same number of POSTs of the same bodies with httpx, LUDUS_WEBHOOK_CONCURRENCY at a time
  per endpoint (the baseline: what HTTP itself costs here);
- passes: the deliveries queued in PostgreSQL, then `Deliverer.run_once` passes until all are
  delivered (claiming, resolving and checking the address, signing, recording each outcome);
- hanging: one pass over `--hanging` endpoints that never answer plus one healthy endpoint,
  with a 1 s timeout: how long the pass holds its worker slot.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import sys
import time
import uuid
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from services.core.settings import Settings
from services.players import db
from services.webhooks import delivery, tables
from services.webhooks.addresses import AddressPolicy
from services.webhooks.registry import OPERATOR, Webhooks
from tests.support.postgres import fresh_database
from tests.support.webhook_receiver import Receiver

SETTINGS = dataclasses.replace(Settings(), webhook_allow_loopback=True, webhook_timeout_seconds=1.0)
BODY = b'{"data":{"game":"zapp_zerapp","match_id":"zapp_zerapp-bench","seat":0,"version":7},"type":"your_turn"}'


async def raw_posts(urls: list[str], per_endpoint: int, concurrency: int) -> float:
    """Seconds for `per_endpoint` POSTs to each URL, `concurrency` in flight per URL."""
    async with httpx.AsyncClient(trust_env=False, limits=httpx.Limits(max_connections=200)) as client:

        async def one_endpoint(url: str) -> None:
            gate = asyncio.Semaphore(concurrency)

            async def post() -> None:
                async with gate:
                    (await client.post(url, content=BODY)).raise_for_status()

            await asyncio.gather(*(post() for _ in range(per_endpoint)))

        started = time.perf_counter()
        await asyncio.gather(*(one_endpoint(url) for url in urls))
        return time.perf_counter() - started


async def passes(url: str, urls: list[str], per_endpoint: int) -> tuple[float, int]:
    """Seconds to deliver `per_endpoint` queued deliveries to each URL by passes; the passes."""
    engine = db.engine(url, pool_size=4)
    hooks = Webhooks(engine, AddressPolicy.from_settings(SETTINGS), 5)
    try:
        for target in urls:
            endpoint, _ = await hooks.register(OPERATOR, target, ["match.created"])
            async with engine.begin() as connection:
                await connection.execute(
                    tables.deliveries.insert(),
                    [
                        {
                            "id": uuid.uuid4(),
                            "endpoint_id": endpoint.id,
                            "event_key": f"bench:{index}",
                            "event": "your_turn",
                            "payload": BODY.decode(),
                        }
                        for index in range(per_endpoint)
                    ],
                )
        deliverer = delivery.Deliverer(engine, SETTINGS)
        count = 0
        started = time.perf_counter()
        async with delivery.client(SETTINGS) as client:
            while (await deliverer.run_once(client)).attempted:
                count += 1
        return time.perf_counter() - started, count
    finally:
        await engine.dispose()


async def hanging_pass(url: str, receiver: Receiver, hanging: int) -> float:
    engine = db.engine(url, pool_size=4)
    hooks = Webhooks(engine, AddressPolicy.from_settings(SETTINGS), 5)
    try:
        async with engine.begin() as connection:
            await connection.execute(tables.endpoints.delete())
        for index in range(hanging):
            endpoint, _ = await hooks.register(OPERATOR, receiver.url(f"/slow/30?{index}"), ["match.created"])
            await hooks.ping(OPERATOR, endpoint.id)
        healthy, _ = await hooks.register(OPERATOR, receiver.url("/ok?healthy"), ["match.created"])
        await hooks.ping(OPERATOR, healthy.id)
        started = time.perf_counter()
        async with delivery.client(SETTINGS) as client:
            done = await delivery.Deliverer(engine, SETTINGS).run_once(client)
        took = time.perf_counter() - started
        assert done.attempted == hanging + 1 and done.delivered == 1, done
        return took
    finally:
        await engine.dispose()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--endpoints", type=int, default=20)
    parser.add_argument("--per-endpoint", type=int, default=50)
    parser.add_argument("--hanging", type=int, default=50)
    args = parser.parse_args()
    total = args.endpoints * args.per_endpoint
    with Receiver() as receiver, fresh_database("ludus_bench_webhooks") as url:
        db.migrate(url)
        urls = [receiver.url(f"/ok?endpoint={index}") for index in range(args.endpoints)]
        raw = await raw_posts(urls, args.per_endpoint, SETTINGS.webhook_concurrency)
        queued, count = await passes(url, urls, args.per_endpoint)
        hung = await hanging_pass(url, receiver, args.hanging)
    print(f"{total} deliveries to {args.endpoints} endpoints, {SETTINGS.webhook_concurrency} in flight per endpoint")
    print(f"raw httpx POSTs:   {total / raw:8.0f} /s  ({raw:.2f} s)")
    print(
        f"delivery passes:   {total / queued:8.0f} /s  ({queued:.2f} s, {count} passes)  ratio {raw / queued:.2f}x raw"
    )
    print(f"a pass over {args.hanging} hanging endpoints + 1 healthy, 1 s timeout: {hung:.2f} s")


if __name__ == "__main__":
    asyncio.run(main())
