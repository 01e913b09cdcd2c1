"""Reading a match's log straight from the store (single Redis or Cluster), for assertions."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import TypeVar

from services.core.config import redis_client
from services.core.store import RedisEventStore, StoredEvent

T = TypeVar("T")


def read_log(redis_url: str, match_id: str) -> tuple[list[StoredEvent], bytes]:
    """The match's stored events and its secret seed."""

    async def read() -> tuple[list[StoredEvent], bytes]:
        client = redis_client(redis_url)
        try:
            store = RedisEventStore(client)
            meta = await store.meta(match_id)
            assert meta is not None, f"no match {match_id}"
            return await store.read(match_id), bytes.fromhex(meta["seed"].decode())
        finally:
            await client.aclose()

    return asyncio.run(read())


def stored_events(redis_url: str, match_id: str) -> list[StoredEvent]:
    return read_log(redis_url, match_id)[0]


def stored_seed(redis_url: str, match_id: str) -> bytes:
    return read_log(redis_url, match_id)[1]


def wait_for(predicate: Callable[[], T], timeout: float = 60, interval: float = 0.1) -> T:
    """Poll until `predicate` returns something truthy, and return it."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError("condition not met in time")
