"""Per-player quotas, held under a PostgreSQL row lock so that racing clients never pass one over.

Creations per hour: before a player's CreateMatch is forwarded, one transaction locks the
player's row, counts their creations of the last hour and, under the limit, records one more. A
second request of the same player waits for the lock and then counts the first, so 50 clients
racing for the last place get exactly one. A creation that then fails is given back.
"""

from __future__ import annotations

import math
import uuid

from sqlalchemy import delete, func, insert, select, text
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.errors import NotFound, ResourceExhausted
from services.players import schema

HOUR = text("interval '1 hour'")


class CreationQuota:
    def __init__(self, per_hour: int = 30, guest_per_hour: int = 5) -> None:
        self.per_hour = per_hour
        self.guest_per_hour = guest_per_hour

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
            limit = self.guest_per_hour if kind == schema.GUEST else self.per_hour
            if limit == 0:
                return None
            count, oldest = (
                await connection.execute(
                    select(func.count(), func.extract("epoch", func.min(creations.c.created_at) + HOUR - func.now()))
                    .select_from(creations)
                    .where(creations.c.player_id == player_id, creations.c.created_at > func.now() - HOUR)
                )
            ).one()
            if count >= limit:
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

    async def give_back(self, engine: AsyncEngine, record: int) -> None:
        async with engine.begin() as connection:
            await connection.execute(delete(schema.match_creations).where(schema.match_creations.c.id == record))
