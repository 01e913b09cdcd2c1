"""Per-player quotas, held under a PostgreSQL row lock so that racing clients never pass one over.

Before a player's CreateMatch is forwarded, one transaction locks the player's row, counts
their creations of the last hour and their open matches and, under both limits, records one more
creation. A second request of the same player waits for the lock and then counts the first, so
50 clients racing for the last place get exactly one. A creation that then fails is given back;
one that succeeds is tied to its match (`created`).

Open matches are the seats the player holds in matches not seen finished, plus creations still
in flight (no match yet; one older than IN_FLIGHT is a gateway that died mid-call and counts no
more). Whether a match finished is asked of its game service (`refresh_finished`, before the
lock) and remembered on the seat, since a finished match never reopens.
"""

from __future__ import annotations

import asyncio
import math
import uuid
from collections.abc import Awaitable, Callable

from sqlalchemy import delete, func, insert, select, text, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from services.core.errors import NotFound, ResourceExhausted
from services.players import schema

HOUR = text("interval '1 hour'")
IN_FLIGHT = text("interval '5 minutes'")
#: What a match_creations row is for.
CREATE = "create"
JOIN = "join"
#: Whether a match is finished, asked of its game service (None: it cannot say now).
FinishedLookup = Callable[[str, int], Awaitable[bool | None]]


class CreationQuota:
    def __init__(
        self, per_hour: int = 30, guest_per_hour: int = 5, open_matches: int = 20, guest_open_matches: int = 3
    ) -> None:
        self.per_hour = per_hour
        self.guest_per_hour = guest_per_hour
        self.open_matches = open_matches
        self.guest_open_matches = guest_open_matches

    async def refresh_finished(self, engine: AsyncEngine, player_id: uuid.UUID, finished: FinishedLookup) -> None:
        """Mark the player's seats whose match has finished (so they stop counting as open)."""
        seats = schema.seats
        async with engine.connect() as connection:
            rows = (
                await connection.execute(
                    select(seats.c.match_id, seats.c.seat).where(
                        seats.c.player_id == player_id, seats.c.finished.is_(False)
                    )
                )
            ).all()
        answers = await asyncio.gather(*(finished(row.match_id, row.seat) for row in rows))
        done = [row.match_id for row, answer in zip(rows, answers, strict=True) if answer]
        if done:
            async with engine.begin() as connection:
                await connection.execute(
                    update(seats)
                    .where(seats.c.player_id == player_id, seats.c.match_id.in_(done))
                    .values(finished=True)
                )

    async def _open(self, connection: AsyncConnection, player_id: uuid.UUID) -> int:
        seats, creations = schema.seats, schema.match_creations
        held = select(func.count()).where(seats.c.player_id == player_id, seats.c.finished.is_(False))
        flying = select(func.count()).where(
            creations.c.player_id == player_id,
            creations.c.match_id.is_(None),
            creations.c.created_at > func.now() - IN_FLIGHT,
        )
        count: int = (await connection.execute(select(held.scalar_subquery() + flying.scalar_subquery()))).scalar_one()
        return count

    async def reserve(self, engine: AsyncEngine, player_id: uuid.UUID) -> int | None:
        """Record one creation for the player, or refuse (RESOURCE_EXHAUSTED, CREATIONS_PER_HOUR).
        Returns the record's id (to give it back), or None when the player has no limit."""
        creations = schema.match_creations
        async with engine.begin() as connection:
            kind = (
                await connection.execute(
                    select(schema.players.c.kind).where(schema.players.c.id == player_id).with_for_update()
                )
            ).scalar_one_or_none()
            if kind is None:
                raise NotFound("no such player", "PLAYER_NOT_FOUND")
            guest = kind == schema.GUEST
            open_limit = self.guest_open_matches if guest else self.open_matches
            if open_limit and await self._open(connection, player_id) >= open_limit:
                raise ResourceExhausted(
                    f"{'a guest' if guest else 'a player'} may play in {open_limit} waiting or active matches at"
                    " once; finish or leave one first",
                    "OPEN_MATCHES",
                )
            limit = self.guest_per_hour if guest else self.per_hour
            if limit == 0 and open_limit == 0:
                return None
            count, oldest = (
                await connection.execute(
                    select(func.count(), func.extract("epoch", func.min(creations.c.created_at) + HOUR - func.now()))
                    .select_from(creations)
                    .where(
                        creations.c.player_id == player_id,
                        creations.c.purpose == CREATE,
                        creations.c.created_at > func.now() - HOUR,
                    )
                )
            ).one()
            if limit and count >= limit:
                wait = max(1, math.ceil(float(oldest or 0) / 60))
                who = "a guest" if kind == schema.GUEST else "a player"
                raise ResourceExhausted(
                    f"{who} may create {limit} matches per hour; the next may be created in {wait} min",
                    "CREATIONS_PER_HOUR",
                )
            record: int = (
                await connection.execute(insert(creations).values(player_id=player_id).returning(creations.c.id))
            ).scalar_one()
        return record

    async def reserve_join(self, engine: AsyncEngine, player_id: uuid.UUID) -> int | None:
        """Count a JoinMatch in flight toward the player's open matches, under the same row lock
        as creations (so joins and creations racing together never pass the limit), or refuse
        (RESOURCE_EXHAUSTED, OPEN_MATCHES). Returns the record to give back once the seat is
        recorded (the seat counts from then on) or the join failed; None without a limit."""
        async with engine.begin() as connection:
            kind = (
                await connection.execute(
                    select(schema.players.c.kind).where(schema.players.c.id == player_id).with_for_update()
                )
            ).scalar_one_or_none()
            if kind is None:
                raise NotFound("no such player", "PLAYER_NOT_FOUND")
            guest = kind == schema.GUEST
            open_limit = self.guest_open_matches if guest else self.open_matches
            if not open_limit:
                return None
            if await self._open(connection, player_id) >= open_limit:
                raise ResourceExhausted(
                    f"{'a guest' if guest else 'a player'} may play in {open_limit} waiting or active matches at"
                    " once; finish or leave one before joining another",
                    "OPEN_MATCHES",
                )
            record: int = (
                await connection.execute(
                    insert(schema.match_creations)
                    .values(player_id=player_id, purpose=JOIN)
                    .returning(schema.match_creations.c.id)
                )
            ).scalar_one()
        return record

    async def created(self, engine: AsyncEngine, record: int, match_id: str) -> None:
        """Tie a creation to the match it made (its seat now counts instead)."""
        async with engine.begin() as connection:
            await connection.execute(
                update(schema.match_creations).where(schema.match_creations.c.id == record).values(match_id=match_id)
            )

    async def give_back(self, engine: AsyncEngine, record: int) -> None:
        async with engine.begin() as connection:
            await connection.execute(delete(schema.match_creations).where(schema.match_creations.c.id == record))
