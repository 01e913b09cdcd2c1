"""A chat message is acknowledged only once a replica has it when LUDUS_REDIS_WAIT_REPLICAS asks
for one, as the match's events are: real redis-servers, a primary and its replica."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from redis.asyncio import Redis

from services.chat.keys import chat_key
from services.chat.store import RedisChat
from services.core.errors import Unavailable
from services.launcher import RedisProcess, free_port

MATCH = "ark-replicated"
FIELDS = {"kind": "message", "channel": "players", "author": "seat:0", "text": "kept", "ms": "1"}


@pytest.fixture
def primary(tmp_path: Path) -> Iterator[RedisProcess]:
    server = RedisProcess(free_port(), tmp_path / "primary").start()
    yield server
    server.stop()


def replica_of(primary: RedisProcess, directory: Path) -> RedisProcess:
    return RedisProcess(free_port(), directory, extra=["--replicaof", "127.0.0.1", str(primary.port)]).start()


async def send(chat: RedisChat, message_id: str) -> tuple[str, bool]:
    return await chat.send(MATCH, "seat:0", "players", FIELDS, limit=100, window_ms=60_000, message_id=message_id)


async def synced(replica: RedisProcess) -> None:
    """Wait (on a loaded machine, a while) until the replica's link to its primary is up."""
    mirror = Redis.from_url(replica.url)
    try:
        for _ in range(300):
            if (await mirror.info("replication")).get("master_link_status") == "up":
                return
            await asyncio.sleep(0.1)
        raise AssertionError("the replica never synced")
    finally:
        await mirror.aclose()


async def until_acknowledged(chat: RedisChat, message_id: str) -> tuple[str, bool]:
    for _ in range(20):
        try:
            return await send(chat, message_id)
        except Unavailable:
            await asyncio.sleep(0.2)
    raise AssertionError("never acknowledged")


def test_a_message_waits_for_its_replica_and_a_retry_answers_once_replicated(
    primary: RedisProcess, tmp_path: Path
) -> None:
    async def run() -> None:
        client = Redis.from_url(primary.url)
        try:
            await client.hset(f"ludus:{{{MATCH}}}:meta", "game", "ark")
            chat = RedisChat(client, wait_replicas=1, wait_timeout_ms=300)
            # No replica: the message is recorded but not acknowledged.
            with pytest.raises(Unavailable, match="not yet replicated"):
                await send(chat, "m-1")
            assert await client.xlen(chat_key(MATCH)) == 1
            replica = replica_of(primary, tmp_path / "replica")
            try:
                await synced(replica)
                chat = RedisChat(client, wait_replicas=1, wait_timeout_ms=1000)
                # Retries post nothing more; one is acknowledged once the replica has synced.
                cursor, duplicate = await until_acknowledged(chat, "m-1")
                assert duplicate and await client.xlen(chat_key(MATCH)) == 1
                fresh, duplicate = await send(chat, "m-2")
                assert not duplicate
                mirror = Redis.from_url(replica.url)
                try:
                    entries: list[tuple[bytes, object]] = await mirror.xrange(chat_key(MATCH))  # type: ignore[assignment]
                    ids = [entry_id for entry_id, _ in entries]
                    assert ids == [cursor.encode(), fresh.encode()]
                finally:
                    await mirror.aclose()
            finally:
                replica.stop(kill=True)
        finally:
            await client.aclose()

    asyncio.run(run())
