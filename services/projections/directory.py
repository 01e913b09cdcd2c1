"""The first two projections: the match directory (a row per finished match) and player history
(a row per signed-in player per finished match)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any, ClassVar

from sqlalchemy import Table
from sqlalchemy.ext.asyncio import AsyncConnection

from services.archive.records import ArchivedMatch
from services.projections.framework import Projection
from services.projections.outcomes import match_info, standings
from services.projections.tables import match_directory, player_history


class MatchDirectory(Projection):
    name: ClassVar[str] = "match_directory"
    tables: ClassVar[tuple[Table, ...]] = (match_directory,)

    async def apply(self, connection: AsyncConnection, match: ArchivedMatch) -> None:
        await self.apply_all(connection, [match])

    async def apply_all(self, connection: AsyncConnection, matches: Sequence[ArchivedMatch]) -> None:
        if matches:
            await connection.execute(match_directory.insert(), [directory_row(match) for match in matches])


class PlayerHistory(Projection):
    name: ClassVar[str] = "player_history"
    tables: ClassVar[tuple[Table, ...]] = (player_history,)

    async def apply(self, connection: AsyncConnection, match: ArchivedMatch) -> None:
        await self.apply_all(connection, [match])

    async def apply_all(self, connection: AsyncConnection, matches: Sequence[ArchivedMatch]) -> None:
        rows = [row for match in matches for row in history_rows(match)]
        if rows:
            await connection.execute(player_history.insert(), rows)


def directory_row(match: ArchivedMatch) -> dict[str, Any]:
    seats = standings(match)
    return {
        "match_id": match.match_id,
        "game": match.game,
        "created_ms": match.created_ms,
        "finished_ms": match.finished_ms,
        "version": match.version,
        "seat_count": len(seats),
        "winners": sorted(match_info(match).result.winners),
        "seats": [
            {
                "seat": s.seat,
                "name": s.name,
                "kind": s.kind,
                "rank": s.rank,
                "score": s.score,
                "player": s.player,
                "outcome": s.outcome,
            }
            for s in seats
        ],
        "public": match.public,
    }


def history_rows(match: ArchivedMatch) -> list[dict[str, Any]]:
    return [
        {
            "match_id": match.match_id,
            "player_id": uuid.UUID(s.player),
            "seat": s.seat,
            "game": match.game,
            "finished_ms": match.finished_ms,
            "rank": s.rank,
            "outcome": s.outcome,
            "public": match.public,
        }
        for s in standings(match)
        if s.player is not None
    ]
