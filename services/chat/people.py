"""Who wrote a chat message, as readers see it: a signed-in author's current name, or "deleted
player" (and no text) once their account is deleted.

The names come from the players' table of the platform's database, the same database the
archive lives in; a game service without one knows no signed-in players (the gateway passes a
player only when it has their database), so its chat names seats by their seat names alone.
Looked-up names are kept a few seconds: a rename or a deletion shows within CACHE_SECONDS.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.errors import Unavailable
from services.players import schema
from services.players.accounts import DELETED_NAME

CACHE_SECONDS = 2.0
CACHE_SIZE = 10_000


@dataclass(frozen=True)
class Person:
    name: str
    deleted: bool


UNKNOWN = Person("", False)


class People:
    """Signed-in authors' names and deletions (without a database: nobody is known)."""

    def __init__(self, engine: AsyncEngine | None) -> None:
        self.engine = engine
        self._known: dict[str, tuple[float, Person]] = {}

    async def lookup(self, players: set[str]) -> dict[str, Person]:
        now = time.monotonic()
        found = {p: hit[1] for p in players if (hit := self._known.get(p)) and now - hit[0] < CACHE_SECONDS}
        missing = [p for p in players if p not in found]
        if missing and self.engine is not None:
            ids = []
            for player in missing:
                try:
                    ids.append(uuid.UUID(player))
                except ValueError:
                    continue
            table = schema.players
            try:
                async with self.engine.connect() as connection:
                    rows = await connection.execute(
                        select(table.c.id, table.c.name, table.c.display_name, table.c.deleted_at).where(
                            table.c.id.in_(ids)
                        )
                    )
            except SQLAlchemyError:
                raise Unavailable("the players' database cannot be reached; retry") from None
            if len(self._known) > CACHE_SIZE:
                self._known.clear()
            for row in rows:
                deleted = row.deleted_at is not None
                person = Person(DELETED_NAME if deleted else str(row.display_name or row.name), deleted)
                found[str(row.id)] = person
                self._known[str(row.id)] = (now, person)
        return found


__all__ = ["CACHE_SECONDS", "UNKNOWN", "People", "Person"]
