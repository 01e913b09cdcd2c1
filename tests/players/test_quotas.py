"""Quotas under a race: 50 concurrent clients of one player never get one creation over the limit."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator

import pytest
from sqlalchemy import func, text, update
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.errors import ResourceExhausted
from services.players import db, schema
from services.players.accounts import Accounts
from services.players.quotas import CreationQuota

CLIENTS = 50


@pytest.fixture
async def wide_engine(database_url: str) -> AsyncIterator[AsyncEngine]:
    """Enough connections that all 50 clients are in the database at once."""
    engine = db.engine(database_url, pool_size=CLIENTS)
    yield engine
    await engine.dispose()


async def race(quota: CreationQuota, engine: AsyncEngine, player: uuid.UUID) -> tuple[list[int], list[str]]:
    async def one() -> int | str:
        try:
            record = await quota.reserve(engine, player)
        except ResourceExhausted as error:
            assert "per hour" in error.message or "at once" in error.message
            return error.reason
        assert record is not None
        return record

    outcomes = await asyncio.gather(*(one() for _ in range(CLIENTS)))
    return [o for o in outcomes if isinstance(o, int)], [o for o in outcomes if isinstance(o, str)]


@pytest.mark.parametrize("limit", [1, 7])
async def test_fifty_racing_creations_never_pass_the_limit(
    accounts: Accounts, wide_engine: AsyncEngine, limit: int
) -> None:
    player = (await accounts.create(f"q{uuid.uuid4().hex[:10]}", "password-1")).id
    quota = CreationQuota(per_hour=limit, open_matches=0)
    granted, refused = await race(quota, wide_engine, player)
    assert len(granted) == limit and len(set(granted)) == limit
    assert refused == ["CREATIONS_PER_HOUR"] * (CLIENTS - limit)
    # A creation given back (it failed downstream) frees its place, for exactly one more.
    await quota.give_back(wide_engine, granted[0])
    granted, refused = await race(quota, wide_engine, player)
    assert len(granted) == 1 and len(refused) == CLIENTS - 1


async def test_guests_have_their_own_lower_limit_and_zero_means_none(accounts: Accounts, engine: AsyncEngine) -> None:
    guests = Accounts(engine, accounts.access, accounts.passwords, guests=True)
    guest = (await guests.sign_in_as_guest(f"g{uuid.uuid4().hex[:10]}")).player.id
    member = (await accounts.create(f"m{uuid.uuid4().hex[:10]}", "password-1")).id
    quota = CreationQuota(per_hour=3, guest_per_hour=1, open_matches=0, guest_open_matches=0)
    assert await quota.reserve(engine, guest) is not None
    with pytest.raises(ResourceExhausted, match="a guest may create 1 matches per hour"):
        await quota.reserve(engine, guest)
    for _ in range(3):
        await quota.reserve(engine, member)
    with pytest.raises(ResourceExhausted):
        await quota.reserve(engine, member)
    unlimited = CreationQuota(per_hour=0, open_matches=0)
    assert [await unlimited.reserve(engine, member) for _ in range(5)] == [None] * 5


async def test_fifty_racing_creations_never_pass_the_open_matches_limit(
    accounts: Accounts, wide_engine: AsyncEngine
) -> None:
    player = (await accounts.create(f"o{uuid.uuid4().hex[:10]}", "password-1")).id
    quota = CreationQuota(per_hour=0, open_matches=4)
    granted, refused = await race(quota, wide_engine, player)
    assert len(granted) == 4 and refused == ["OPEN_MATCHES"] * (CLIENTS - 4)
    # The creations succeed: each match's seat is recorded, then the creation is tied to it.
    matches = [f"zapp_zerapp-{uuid.uuid4().hex[:8]}" for _ in granted]
    for record, match_id in zip(granted, matches, strict=True):
        await accounts.take_seat(player, match_id, 0)
        await quota.created(wide_engine, record, match_id)
    granted, refused = await race(quota, wide_engine, player)
    assert granted == [] and len(refused) == CLIENTS

    # One match finishes (its game service says so); the others cannot be asked right now.
    async def finished(match_id: str, seat: int) -> bool | None:
        assert seat == 0
        return True if match_id == matches[0] else None

    await quota.refresh_finished(wide_engine, player, finished)
    granted, refused = await race(quota, wide_engine, player)
    assert len(granted) == 1 and len(refused) == CLIENTS - 1


async def test_a_creation_left_in_flight_stops_counting_after_five_minutes(
    accounts: Accounts, engine: AsyncEngine
) -> None:
    player = (await accounts.create(f"f{uuid.uuid4().hex[:10]}", "password-1")).id
    quota = CreationQuota(per_hour=0, open_matches=1)
    record = await quota.reserve(engine, player)
    with pytest.raises(ResourceExhausted, match="1 waiting or active matches"):
        await quota.reserve(engine, player)
    # The gateway died mid-call: its creation never got a match.
    async with engine.begin() as connection:
        await connection.execute(
            update(schema.match_creations)
            .where(schema.match_creations.c.id == record)
            .values(created_at=func.now() - text("interval '6 minutes'"))
        )
    assert await quota.reserve(engine, player) is not None


async def test_fifty_racing_joins_and_creations_never_pass_the_open_matches_limit(
    accounts: Accounts, wide_engine: AsyncEngine
) -> None:
    player = (await accounts.create(f"j{uuid.uuid4().hex[:10]}", "password-1")).id
    await accounts.take_seat(player, f"ark-{uuid.uuid4().hex[:20]}", 0)  # one open match held
    quota = CreationQuota(per_hour=0, open_matches=6)

    async def one(index: int) -> int | str:
        try:
            reserve = quota.reserve_join if index % 2 else quota.reserve
            record = await reserve(wide_engine, player)
        except ResourceExhausted as error:
            return error.reason
        assert record is not None
        return record

    outcomes = await asyncio.gather(*(one(index) for index in range(CLIENTS)))
    granted = [outcome for outcome in outcomes if isinstance(outcome, int)]
    assert len(granted) == 5  # 6 open at most, one already held: never one over
    assert [outcome for outcome in outcomes if isinstance(outcome, str)] == ["OPEN_MATCHES"] * (CLIENTS - 5)
    # Joins never count toward the creations per hour.
    other = (await accounts.create(f"j{uuid.uuid4().hex[:10]}", "password-1")).id
    both = CreationQuota(per_hour=1, open_matches=10)
    assert await both.reserve_join(wide_engine, other) is not None
    assert await both.reserve_join(wide_engine, other) is not None
    assert await both.reserve(wide_engine, other) is not None
