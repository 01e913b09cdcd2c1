"""From the notice stream to queued deliveries (services/webhooks/fanout.py) on a real Redis and a
real PostgreSQL: who hears what, a crashed reader's entries claimed again without doubles, the
creator's seat recorded after its match's notice, and a flooded endpoint's queue bounded."""

from __future__ import annotations

import dataclasses
import json
import uuid
from collections.abc import AsyncIterator, Iterator

import pytest
from ludus.v1 import common_pb2
from redis.asyncio import Redis
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.notices import NOTICES, RedisNotices
from services.core.settings import Settings
from services.players import db, schema
from services.webhooks import tables
from services.webhooks.addresses import AddressPolicy
from services.webhooks.fanout import GROUP, NoticeFanout, ensure_group
from services.webhooks.registry import OPERATOR, Webhooks
from tests.support.postgres import fresh_database

SETTINGS = dataclasses.replace(Settings(), webhook_allow_loopback=True)
#: Registration checks the address; nothing is sent in these tests.
URL = "http://127.0.0.1:9/hook"
ACTIVE = str(common_pb2.MATCH_STATUS_ACTIVE)
FINISHED = str(common_pb2.MATCH_STATUS_FINISHED)


@pytest.fixture(scope="module")
def database() -> Iterator[str]:
    with fresh_database("ludus_webhook_fanout") as url:
        db.migrate(url)
        yield url


@pytest.fixture
async def engine(database: str) -> AsyncIterator[AsyncEngine]:
    made = db.engine(database, pool_size=2)
    async with made.begin() as connection:  # each test starts with no endpoints
        await connection.execute(tables.endpoints.delete())
    yield made
    await made.dispose()


@pytest.fixture
async def stream(redis: Redis) -> Redis:
    """The notice stream, empty, with the webhooks' group at its start."""
    await redis.delete(NOTICES)
    await ensure_group(redis)
    return redis


async def a_player(engine: AsyncEngine, name: str) -> uuid.UUID:
    player = uuid.uuid4()
    async with engine.begin() as connection:
        await connection.execute(
            schema.players.insert().values(id=player, name=name, name_key=name.casefold(), kind=schema.MEMBER)
        )
    return player


async def seat(engine: AsyncEngine, match_id: str, seat_number: int, player: uuid.UUID) -> None:
    async with engine.begin() as connection:
        await connection.execute(schema.seats.insert().values(match_id=match_id, seat=seat_number, player_id=player))


def match_notice(match_id: str, version: int, awaiting: str = "", **extra: str) -> dict[str, str]:
    return {
        "kind": "match",
        "game": "zapp_zerapp",
        "match": match_id,
        "version": str(version),
        "status": extra.pop("status", ACTIVE),
        "awaiting": awaiting,
        "deadline": "",
        "taken_over": "",
        "started": extra.pop("started", ""),
        "created": extra.pop("created", ""),
        **extra,
    }


def fanout(redis: Redis, engine: AsyncEngine, consumer: str = "test", **options: int) -> NoticeFanout:
    options.setdefault("queue_limit", 1000)
    return NoticeFanout(redis, engine, consumer, **options)


async def queued(engine: AsyncEngine, endpoint: uuid.UUID) -> list[tuple[str, dict[str, object]]]:
    async with engine.connect() as connection:
        rows = await connection.execute(
            select(tables.deliveries.c.event, tables.deliveries.c.payload)
            .where(tables.deliveries.c.endpoint_id == endpoint)
            .order_by(tables.deliveries.c.created_at, tables.deliveries.c.event_key)
        )
        return [(row.event, json.loads(row.payload)["data"]) for row in rows]


async def test_each_endpoint_hears_its_own_events_only(stream: Redis, engine: AsyncEngine) -> None:
    hooks = Webhooks(engine, AddressPolicy.from_settings(SETTINGS), 5)
    ada, bob, eve = [await a_player(engine, name) for name in ("ada1", "bob1", "eve1")]
    ada_hook, _ = await hooks.register(ada, URL, ["your_turn", "match_started", "match_ended"])
    bob_hook, _ = await hooks.register(bob, URL, ["match_ended"])
    eve_hook, _ = await hooks.register(eve, URL, ["your_turn", "match_started", "match_ended", "invited"])
    operator_hook, _ = await hooks.register(OPERATOR, URL, ["match.created", "match.finished"])
    await seat(engine, "zapp_zerapp-m1", 0, ada)
    await seat(engine, "zapp_zerapp-m1", 1, bob)
    notices = RedisNotices(stream)
    await notices.publish(match_notice("zapp_zerapp-m1", 1, "0", started="1", created="1"))
    await notices.publish(match_notice("zapp_zerapp-m1", 2, "1"))
    await notices.publish(match_notice("zapp_zerapp-m1", 3, "0"))
    await notices.publish(match_notice("zapp_zerapp-m1", 9, "", status=FINISHED))
    await notices.publish(
        {
            "kind": "invited",
            "game": "zapp_zerapp",
            "match": "zapp_zerapp-m2",
            "player": str(eve),
            "seat": "2",
            "by": "ada",
        }
    )
    done = await fanout(stream, engine).drain(5)
    assert done.entries == 5
    # One transaction queues a batch: compare what, not in which order.
    assert sorted(event for event, _ in await queued(engine, ada_hook.id)) == [
        "match_ended",
        "match_started",
        "your_turn",
        "your_turn",
    ]
    (turn,) = [
        data for event, data in await queued(engine, ada_hook.id) if event == "your_turn" and data["version"] == 3
    ]
    assert turn == {"match_id": "zapp_zerapp-m1", "game": "zapp_zerapp", "seat": 0, "version": 3, "deadline": None}
    assert [event for event, _ in await queued(engine, bob_hook.id)] == ["match_ended"]  # what bob chose
    # Eve holds no seat in m1: she hears nothing of it, only of her own invitation.
    assert await queued(engine, eve_hook.id) == [
        ("invited", {"match_id": "zapp_zerapp-m2", "game": "zapp_zerapp", "seat": 2, "invited_by": "ada"})
    ]
    assert sorted(event for event, _ in await queued(engine, operator_hook.id)) == ["match.created", "match.finished"]
    assert (await stream.xpending(NOTICES, GROUP))["pending"] == 0  # all acknowledged


async def test_a_crashed_readers_entries_are_claimed_again_and_queued_once(stream: Redis, engine: AsyncEngine) -> None:
    hooks = Webhooks(engine, AddressPolicy.from_settings(SETTINGS), 5)
    ada = await a_player(engine, "ada2")
    hook, _ = await hooks.register(ada, URL, ["your_turn"])
    await seat(engine, "zapp_zerapp-m3", 0, ada)
    notices = RedisNotices(stream)
    await notices.publish(match_notice("zapp_zerapp-m3", 1, "0"))
    # A reader that took the entry and died before queuing or acknowledging it.
    await stream.xreadgroup(GROUP, "dead", {NOTICES: ">"}, count=10)
    left = await fanout(stream, engine, "alive", claim_idle_ms=60_000).drain(3)
    assert left.entries == 0  # not idle long enough: left to its owner
    assert await queued(engine, hook.id) == []
    done = await fanout(stream, engine, "alive", claim_idle_ms=0).drain(3)
    assert done.entries == 1 and done.queued == 1
    # The same entry once more (a reader that queued, then died before the XACK): nothing doubles.
    await notices.publish(match_notice("zapp_zerapp-m3", 1, "0"))
    await fanout(stream, engine).drain(3)
    assert [event for event, _ in await queued(engine, hook.id)] == ["your_turn"]


async def test_a_seat_recorded_after_its_matchs_notice_still_hears_it(stream: Redis, engine: AsyncEngine) -> None:
    hooks = Webhooks(engine, AddressPolicy.from_settings(SETTINGS), 5)
    ada = await a_player(engine, "ada3")
    hook, _ = await hooks.register(ada, URL, ["your_turn", "match_started"])
    notices = RedisNotices(stream)
    # CreateMatch: the match (awaiting seat 0) exists before the gateway records its creator's seat.
    await notices.publish(match_notice("zapp_zerapp-m4", 1, "0", started="1", created="1"))
    await fanout(stream, engine).drain(3)
    assert await queued(engine, hook.id) == []
    await seat(engine, "zapp_zerapp-m4", 0, ada)
    await notices.publish(
        {"kind": "seated", "game": "zapp_zerapp", "match": "zapp_zerapp-m4", "player": str(ada), "seat": "0"}
    )
    await fanout(stream, engine).drain(3)
    assert sorted(event for event, _ in await queued(engine, hook.id)) == ["match_started", "your_turn"]


async def test_a_flooded_endpoint_keeps_a_bounded_queue_and_counts_the_rest(stream: Redis, engine: AsyncEngine) -> None:
    hooks = Webhooks(engine, AddressPolicy.from_settings(SETTINGS), 5)
    ada = await a_player(engine, "ada4")
    hook, _ = await hooks.register(ada, URL, ["your_turn"])
    await seat(engine, "zapp_zerapp-m5", 0, ada)
    notices = RedisNotices(stream)
    for version in range(1, 11):
        await notices.publish(match_notice("zapp_zerapp-m5", version, "0"))
    done = await fanout(stream, engine, queue_limit=3).drain(3)
    assert (done.entries, done.queued, done.dropped) == (10, 3, 7)
    assert len(await queued(engine, hook.id)) == 3
    (shown,) = await hooks.endpoints(ada)
    assert shown.dropped == 7


async def test_a_banned_or_deleted_players_endpoints_and_earlier_events_are_not_told(
    stream: Redis, engine: AsyncEngine
) -> None:
    hooks = Webhooks(engine, AddressPolicy.from_settings(SETTINGS), 5)
    notices = RedisNotices(stream)
    ada = await a_player(engine, "ada5")
    await seat(engine, "zapp_zerapp-m6", 0, ada)
    await notices.publish(match_notice("zapp_zerapp-m6", 1, "0"))  # before the endpoint existed
    hook, _ = await hooks.register(ada, URL, ["your_turn"])
    await fanout(stream, engine).drain(3)
    assert await queued(engine, hook.id) == []
    async with engine.begin() as connection:
        await connection.execute(update(schema.players).where(schema.players.c.id == ada).values(banned=True))
    await notices.publish(match_notice("zapp_zerapp-m6", 2, "0"))
    await fanout(stream, engine).drain(3)
    assert await queued(engine, hook.id) == []


async def test_a_notice_that_cannot_be_handled_holds_back_only_itself(stream: Redis, engine: AsyncEngine) -> None:
    hooks = Webhooks(engine, AddressPolicy.from_settings(SETTINGS), 5)
    ada = await a_player(engine, "ada6")
    hook, _ = await hooks.register(ada, URL, ["your_turn"])
    await seat(engine, "zapp_zerapp-m7", 0, ada)
    notices = RedisNotices(stream)
    await notices.publish(match_notice("zapp_zerapp-m7", 1, "0"))
    # PostgreSQL refuses a NUL in text: this entry's seat lookup fails every time.
    await notices.publish(match_notice("zapp_zerapp-\x00bad", 1, "0"))
    await notices.publish(match_notice("zapp_zerapp-m7", 2, "0"))
    done = await fanout(stream, engine).drain(3)
    assert done.entries == 2
    assert sorted(str(data["version"]) for _, data in await queued(engine, hook.id)) == ["1", "2"]
    pending = await stream.xpending(NOTICES, GROUP)
    assert pending["pending"] == 1  # the bad one, left for a later pass (and the logs)
