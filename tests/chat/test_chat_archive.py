"""The table chat's move to the archive, on a real Redis and a real PostgreSQL: the chat is closed
before it is copied, a crash after any step of the move leaves it whole in Redis, in the archive or
in both, the next run finishes the move with the chat archived exactly once, and a copy that
differs from Redis leaves Redis alone."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from redis.asyncio import Redis
from sqlalchemy import text

from services.archive.mover import STEPS, ArchiveMismatch, ArchiveMover
from services.archive.postgres import PostgresArchive
from services.chat.archive import ChatArchive, encode
from services.chat.keys import chat_keys
from services.chat.store import RedisChat, Snapshot
from services.chat.table import TableChat
from services.core.errors import ResourceExhausted, RuleViolation
from services.core.match import Match
from services.core.ports import WaitingMatch
from services.core.runner import MatchRunner
from services.core.store import FINISHING_KEY, redis_storage
from services.games.ark.wiring import GAME as ARK_GAME
from services.players import db
from tests.archive.matches import play_to_end
from tests.support.platform import platform_game
from tests.support.postgres import fresh_database

GAME = platform_game(ARK_GAME)
#: This module's own Redis database, emptied at the start.
DB = 7


class Crash(Exception):
    """A worker dying at a step (the hook raises it)."""


@pytest.fixture(scope="module")
def database_url() -> Iterator[str]:
    with fresh_database("ludus_chat_archive") as url:
        db.migrate(url)
        yield url


@pytest.fixture
async def archive(database_url: str) -> AsyncIterator[PostgresArchive]:
    engine = db.engine(database_url, pool_size=4)
    yield PostgresArchive(engine)
    await engine.dispose()


@pytest.fixture
async def own_redis(redis_url: str) -> AsyncIterator[Redis]:
    client = Redis.from_url(redis_url.rsplit("/", 1)[0] + f"/{DB}")
    yield client
    await client.aclose()


@pytest.fixture(scope="module", autouse=True)
def _empty_database(redis_url: str) -> None:
    async def flush() -> None:
        client = Redis.from_url(redis_url.rsplit("/", 1)[0] + f"/{DB}")
        await client.flushdb()
        await client.aclose()

    asyncio.run(flush())


async def finished_with_chat(redis: Redis) -> tuple[Match[Any], Snapshot]:
    """A finished match whose chat has messages on both channels, a mute and the creator's switch."""
    match = await play_to_end(MatchRunner(GAME, redis_storage(redis)))
    chat = RedisChat(redis)
    match_id = match.match_id
    authors = [("seat:0", "players"), ("player:x", "spectators"), ("seat:1", "players")]
    for index, (author, channel) in enumerate(authors):
        fields = {"kind": "message", "channel": channel, "author": author, "text": f"message {index}", "ms": "1"}
        await chat.send(match_id, author, channel, fields, limit=10, window_ms=60_000)
    await chat.mute(match_id, "seat:1 seat:0")
    await chat.set_spectator_chat(match_id, False)
    return match, await chat.snapshot(match_id)


async def chat_rows(archive: PostgresArchive, match_id: str) -> int:
    async with archive.engine.connect() as connection:
        query = text("SELECT count(*) FROM archived_chats WHERE match_id = :m")
        found = await connection.execute(query, {"m": match_id})
        return int(found.scalar_one())


def without_closing(chat: Snapshot) -> tuple[Any, ...]:
    """What a chat holds besides the mover's closing mark."""
    settings = {name: value for name, value in chat.settings.items() if name != "closed"}
    return chat.entries, settings, dict(chat.mutes)


async def test_the_chat_is_limited_then_closed_by_the_move(own_redis: Redis, archive: PostgresArchive) -> None:
    match, before = await finished_with_chat(own_redis)
    chat = RedisChat(own_redis)
    fields = {"kind": "message", "channel": "players", "author": "seat:0", "text": "hi", "ms": "1"}
    with pytest.raises(ResourceExhausted, match="at most 1 messages"):
        await chat.send(match.match_id, "seat:0", "players", fields, limit=1, window_ms=60_000)
    with pytest.raises(RuleViolation) as off:
        await chat.send(match.match_id, "player:x", "spectators", fields, limit=10, window_ms=60_000)
    assert off.value.code == "CHAT_SPECTATORS_OFF"
    assert (await chat.snapshot(match.match_id)).entries == before.entries  # refusals stored nothing

    async def talk_during_the_move(step: str, match_id: str) -> None:
        if step == "read":
            with pytest.raises(RuleViolation) as closed:
                await chat.send(match_id, "seat:1", "players", fields, limit=10, window_ms=60_000)
            assert closed.value.code == "CHAT_CLOSED"
            with pytest.raises(RuleViolation):
                await chat.mute(match_id, "seat:0 seat:1")

    moved = await ArchiveMover(own_redis, archive, grace_ms=0, step_hook=talk_during_the_move).move(
        WaitingMatch("ark", match.match_id)
    )
    assert moved.outcome == "archived"
    assert not await own_redis.exists(*chat_keys(match.match_id))
    # Read back through the game service's chat: the archive answers what Redis held.
    reading = TableChat(None, own_redis, archive.engine)
    after = await reading.snapshot(match.match_id, "0-0")
    assert not after.present and after.settings.get("closed") == "1"
    assert without_closing(after) == without_closing(before)
    resumed = await reading.snapshot(match.match_id, before.entries[0].cursor)
    assert resumed.entries == before.entries[1:]


@pytest.mark.parametrize("step", STEPS)
async def test_a_crash_after_any_step_loses_no_chat_and_the_next_run_doubles_none(
    own_redis: Redis, archive: PostgresArchive, step: str
) -> None:
    match, before = await finished_with_chat(own_redis)
    match_id = match.match_id

    async def crash_at(reached: str, moving: str) -> None:
        if reached == step:
            raise Crash(step)

    with pytest.raises(Crash):
        await ArchiveMover(own_redis, archive, grace_ms=0, step_hook=crash_at).move(WaitingMatch("ark", match_id))
    live = await RedisChat(own_redis).snapshot(match_id)
    stored = await ChatArchive(archive.engine).get(match_id)
    in_redis = live.present and without_closing(live) == without_closing(before)
    in_archive = stored is not None and without_closing(stored) == without_closing(before)
    assert in_redis or in_archive, f"after a crash at {step}: the chat is in neither place"
    assert in_redis == (STEPS.index(step) < STEPS.index("delete"))
    assert await chat_rows(archive, match_id) in (0, 1)
    outcome = (await ArchiveMover(own_redis, archive, grace_ms=0).move(WaitingMatch("ark", match_id))).outcome
    assert outcome == ("gone" if step in ("delete", "dequeue") else "archived")
    assert not await own_redis.exists(*chat_keys(match_id))
    assert await chat_rows(archive, match_id) == 1
    stored = await ChatArchive(archive.engine).get(match_id)
    assert stored is not None and without_closing(stored) == without_closing(before)
    assert await own_redis.zscore(FINISHING_KEY, f"ark|{match_id}") is None


async def test_a_chat_copy_that_differs_from_redis_leaves_redis_alone(
    own_redis: Redis, archive: PostgresArchive
) -> None:
    match, before = await finished_with_chat(own_redis)

    async def tamper(step: str, match_id: str) -> None:
        if step == "write":
            async with archive.engine.begin() as connection:
                await connection.execute(
                    text("UPDATE archived_chats SET entries = 0, data = :d WHERE match_id = :m"),
                    {"d": encode(Snapshot(False, [], {}, {})), "m": match_id},
                )

    with pytest.raises(ArchiveMismatch, match="chat differs from Redis"):
        await ArchiveMover(own_redis, archive, grace_ms=0, step_hook=tamper).move(WaitingMatch("ark", match.match_id))
    live = await RedisChat(own_redis).snapshot(match.match_id)
    assert live.present and without_closing(live) == without_closing(before)
    assert await own_redis.zscore(FINISHING_KEY, f"ark|{match.match_id}") is not None
