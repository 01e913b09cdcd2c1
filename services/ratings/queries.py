"""Reading the ratings projection: a player's ratings, a game's leaderboard, a player's history.

Leaderboards rank by ordinal (mu - 3 sigma), best first, equal ordinals by player id, so every
player has one distinct rank; pages are keyset pages over the `ratings_leaderboard` index (a
token carries the last entry's ordinal and id, and the game it was made for). A rank is counted
(the players strictly ahead, plus one) rather than stored: a stored rank would have to be
rewritten for everyone below a player whose rating moved.

History: newest first; a private match's entry is shown only to the player it is the history of
(to others it does not exist, though it moved the rating they see).
"""

from __future__ import annotations

import base64
import json
import math
import uuid
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Select, and_, func, or_, select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from services.core.errors import InvalidCommand, NotFound, shown
from services.core.events import MAX_MATCH_ID
from services.players import schema
from services.players.accounts import DELETED_NAME, name_key
from services.projections.search import check_page_size, visible_to
from services.ratings.model import Rating
from services.ratings.tables import rating_history, ratings

#: Longer than any player's name (services/players/accounts.py allows far fewer characters).
MAX_NAME = 256
DEFAULT_NEIGHBOURS = 5
MAX_NEIGHBOURS = 50


@dataclass(frozen=True)
class GameRating:
    game: str
    rating: Rating
    matches: int
    updated_ms: int


@dataclass(frozen=True)
class Entry:
    rank: int
    player: str
    rating: GameRating


@dataclass(frozen=True)
class Board:
    entries: list[Entry]
    next_token: str
    total: int


@dataclass(frozen=True)
class HistoryEntry:
    match_id: str
    finished_ms: int
    rank: int
    seats: int
    before: Rating
    rating: GameRating


@dataclass(frozen=True)
class HistoryPage:
    entries: list[HistoryEntry]
    next_token: str


def check_game(game: str, games: list[str]) -> None:
    if game not in games:
        raise InvalidCommand(f"no game is named {shown(game)} (games: {', '.join(games)})", "GAME_UNKNOWN")


def _token(fields: list[Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps(fields, separators=(",", ":")).encode()).decode().rstrip("=")


def _read_token(token: str, scope: str, types: tuple[type, ...]) -> list[Any] | None:
    """The key a token resumes after (its first field is the scope it was made for).

    Tokens are only base64 JSON, so anyone can write one: every field is checked here (type,
    range, a UUID that parses, text PostgreSQL accepts) so that a forged token is the client's
    INVALID_ARGUMENT, never a database error."""
    if not token:
        return None
    try:
        fields = json.loads(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))
    except ValueError:
        fields = None
    if (
        isinstance(fields, list)
        and len(fields) == len(types) + 1
        and fields[0] == scope
        and all(_valid(value, kind) for value, kind in zip(fields[1:], types, strict=True))
    ):
        return list(fields[1:])
    raise InvalidCommand(
        "the page token is not one this call returned (or was made for another game or player)",
        "PAGE_TOKEN_INVALID",
    )


def _valid(value: Any, kind: type) -> bool:
    if kind is float:
        return isinstance(value, float) and math.isfinite(value)
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**63
    if kind is uuid.UUID:
        try:
            uuid.UUID(str(value))
        except ValueError:
            return False
        return isinstance(value, str)
    return isinstance(value, str) and 0 < len(value) <= MAX_MATCH_ID and "\x00" not in value


def _rating(row: Any) -> GameRating:
    return GameRating(row.game, Rating(row.mu, row.sigma), row.matches, row.updated_ms)


class RatingsReader:
    """The reads, over the projection's tables in the players' database."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine

    async def player_ratings(self, name: str) -> list[GameRating]:
        async with self.engine.connect() as connection:
            player = await _player_id(connection, name)
            rows = await connection.execute(
                select(ratings).where(ratings.c.player_id == player).order_by(ratings.c.game)
            )
            return [_rating(row) for row in rows]

    async def leaderboard(
        self, game: str, size: int = 0, token: str = "", around: str = "", neighbours: int = 0
    ) -> Board:
        r = ratings
        async with self.engine.connect() as connection:
            total = (await connection.execute(select(func.count()).select_from(r).where(r.c.game == game))).scalar_one()
            if around:
                if neighbours > MAX_NEIGHBOURS:
                    raise InvalidCommand(
                        f"neighbours is at most {MAX_NEIGHBOURS} (asked for {neighbours})", "NEIGHBOURS_TOO_MANY"
                    )
                entries = await _around(connection, game, await _player_id(connection, around), neighbours)
                return Board(entries, "", int(total))
            size = check_page_size(size)
            after = _read_token(token, game, (float, uuid.UUID))
            statement = select(r).where(r.c.game == game)
            if after is not None:
                statement = statement.where(_below(float(after[0]), uuid.UUID(str(after[1]))))
            rows = (await connection.execute(_best_first(statement).limit(size + 1))).all()
            first_rank = await _rank(connection, game, rows[0]) if rows else 0
            entries = await _entries(connection, rows[:size], first_rank)
        last = rows[size - 1] if len(rows) > size else None
        return Board(entries, _token([game, last.ordinal, str(last.player_id)]) if last is not None else "", int(total))

    async def history(
        self, name: str, game: str, viewer: uuid.UUID | None, size: int = 0, token: str = ""
    ) -> HistoryPage:
        size = check_page_size(size)
        h = rating_history
        async with self.engine.connect() as connection:
            player = await _player_id(connection, name)
            after = _read_token(token, f"{game}:{player}", (int, str))
            statement = select(h).where(h.c.game == game, h.c.player_id == player)
            if viewer != player:
                # A private match is invisible to outsiders: not even that it happened, or when. Its
                # other players are no outsiders: they see each other's change from it.
                statement = statement.where(visible_to(viewer, h))
            if after is not None:
                statement = statement.where(
                    or_(h.c.finished_ms < after[0], and_(h.c.finished_ms == after[0], h.c.match_id < after[1]))
                )
            statement = statement.order_by(h.c.finished_ms.desc(), h.c.match_id.desc()).limit(size + 1)
            rows = (await connection.execute(statement)).all()
        entries = [
            HistoryEntry(
                match_id=row.match_id,
                finished_ms=row.finished_ms,
                rank=row.rank,
                seats=row.seats,
                before=Rating(row.mu_before, row.sigma_before),
                rating=GameRating(game, Rating(row.mu, row.sigma), row.matches, row.finished_ms),
            )
            for row in rows[:size]
        ]
        last = rows[size - 1] if len(rows) > size else None
        return HistoryPage(entries, _token([f"{game}:{player}", last.finished_ms, last.match_id]) if last else "")


async def _player_id(connection: AsyncConnection, name: str) -> uuid.UUID:
    if "\x00" in name or len(name) > MAX_NAME:
        # No player has such a name (and PostgreSQL text cannot hold a NUL): not a database error.
        raise NotFound(f"no player is named {shown(name)}", "PLAYER_NOT_FOUND")
    players = schema.players
    found = (
        await connection.execute(
            select(players.c.id).where(players.c.name_key == name_key(name), players.c.deleted_at.is_(None))
        )
    ).scalar_one_or_none()
    if found is None:
        raise NotFound(f"no player is named {shown(name)}", "PLAYER_NOT_FOUND")
    player: uuid.UUID = found
    return player


def _best_first(statement: Select[Any]) -> Select[Any]:
    return statement.order_by(ratings.c.ordinal.desc(), ratings.c.player_id)


def _below(ordinal: float, player: uuid.UUID) -> Any:
    """Entries after (ordinal, player) in leaderboard order."""
    r = ratings
    return or_(r.c.ordinal < ordinal, and_(r.c.ordinal == ordinal, r.c.player_id > player))


def _above(ordinal: float, player: uuid.UUID) -> Any:
    r = ratings
    return or_(r.c.ordinal > ordinal, and_(r.c.ordinal == ordinal, r.c.player_id < player))


async def _rank(connection: AsyncConnection, game: str, row: Any) -> int:
    r = ratings
    ahead = await connection.execute(
        select(func.count()).select_from(r).where(r.c.game == game, _above(row.ordinal, row.player_id))
    )
    return int(ahead.scalar_one()) + 1


async def _around(connection: AsyncConnection, game: str, player: uuid.UUID, neighbours: int) -> list[Entry]:
    r = ratings
    neighbours = neighbours or DEFAULT_NEIGHBOURS
    mine = (await connection.execute(select(r).where(r.c.game == game, r.c.player_id == player))).first()
    if mine is None:
        raise NotFound("the player has no rating in this game", "PLAYER_NOT_FOUND")
    above = (
        await connection.execute(
            select(r)
            .where(r.c.game == game, _above(mine.ordinal, mine.player_id))
            .order_by(r.c.ordinal.asc(), r.c.player_id.desc())
            .limit(neighbours)
        )
    ).all()
    below = (
        await connection.execute(
            _best_first(select(r).where(r.c.game == game, _below(mine.ordinal, mine.player_id))).limit(neighbours)
        )
    ).all()
    rows = [*reversed(above), mine, *below]
    rank = await _rank(connection, game, rows[0])
    return await _entries(connection, rows, rank)


async def _entries(connection: AsyncConnection, rows: list[Any], first_rank: int) -> list[Entry]:
    players = schema.players
    ids = [row.player_id for row in rows]
    names: dict[uuid.UUID, str] = {}
    if ids:
        listed = await connection.execute(
            select(players.c.id, players.c.name, players.c.deleted_at).where(players.c.id.in_(ids))
        )
        names = {p.id: DELETED_NAME if p.deleted_at is not None or p.name is None else p.name for p in listed}
    return [
        Entry(first_rank + offset, names.get(row.player_id, DELETED_NAME), _rating(row))
        for offset, row in enumerate(rows)
    ]
