"""The matchmaker's view of ratings: players' current ratings in one game, in one query."""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, AsyncSession

from services.ratings.model import DEFAULT, Rating
from services.ratings.tables import ratings

__all__ = ["Rating", "current_ratings"]


async def current_ratings(
    engine_or_session: AsyncEngine | AsyncSession | AsyncConnection, game: str, players: Sequence[str]
) -> dict[str, Rating]:
    """Each named player's rating (player id, UUID text -> Rating with mu, sigma, ordinal); a
    player without one in `game`, or whose id is not a UUID, gets the model's default."""
    wanted: dict[uuid.UUID, str] = {}
    for player in players:
        try:
            wanted[uuid.UUID(player)] = player
        except ValueError:
            continue
    found: dict[str, Rating] = {}
    if wanted:
        statement = select(ratings.c.player_id, ratings.c.mu, ratings.c.sigma).where(
            ratings.c.game == game, ratings.c.player_id.in_(list(wanted))
        )
        if isinstance(engine_or_session, AsyncEngine):
            async with engine_or_session.connect() as connection:
                rows = (await connection.execute(statement)).all()
        else:
            rows = (await engine_or_session.execute(statement)).all()
        found = {wanted[row.player_id]: Rating(row.mu, row.sigma) for row in rows}
    return {player: found.get(player, DEFAULT) for player in players}
