"""Finding finished matches again: the match directory and player history, searched by player,
game, finish time and outcome, newest first, with keyset paging.

Keyset paging: a page ends at a (finished_ms, match_id) key and the next page is everything
strictly older than it, read from the indexes in order. Unlike an offset, a match finished (or
rebuilt in) meanwhile never shifts a later page: pages already shown stay as they were, new
matches appear only on a fresh first page. A page token carries that key and a fingerprint of the
filters it was made for, so a token cannot be replayed against another search.

Visibility: a private match is returned only to a viewer who played in it (player history has
the viewer's row for it); to everyone else it does not exist.
"""

from __future__ import annotations

import base64
import hashlib
import json
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Select, exists, or_, select, tuple_
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.errors import InvalidCommand, NotFound, shown
from services.core.events import MAX_MATCH_ID
from services.players import schema
from services.players.accounts import DELETED_NAME, name_key
from services.projections.outcomes import OUTCOMES
from services.projections.tables import match_directory, player_history

DEFAULT_PAGE = 20
MAX_PAGE = 100


@dataclass(frozen=True)
class MatchQuery:
    """A search. Times are Unix milliseconds: `finished_from_ms` inclusive, `finished_until_ms`
    exclusive. `outcome` (won, lost, drawn) is the named player's and needs `player`."""

    player: str | None = None
    game: str | None = None
    finished_from_ms: int | None = None
    finished_until_ms: int | None = None
    outcome: str | None = None

    def fingerprint(self) -> str:
        canonical = json.dumps(
            [
                name_key(self.player) if self.player else None,
                self.game,
                self.finished_from_ms,
                self.finished_until_ms,
                self.outcome,
            ]
        )
        return hashlib.sha256(canonical.encode()).hexdigest()[:16]


@dataclass(frozen=True)
class FoundSeat:
    seat: int
    name: str
    kind: str
    rank: int
    score: int
    outcome: str
    #: The name of the player who held the seat ("deleted player" if erased), or None.
    player: str | None


@dataclass(frozen=True)
class FoundMatch:
    match_id: str
    game: str
    created_ms: int
    finished_ms: int
    version: int
    winners: list[int]
    seats: list[FoundSeat]
    public: bool

    @property
    def key(self) -> tuple[int, str]:
        return (self.finished_ms, self.match_id)


@dataclass(frozen=True)
class Page:
    matches: list[FoundMatch]
    #: Empty on the last page.
    next_token: str


def page_token(key: tuple[int, str], query: MatchQuery) -> str:
    raw = json.dumps({"f": key[0], "m": key[1], "q": query.fingerprint()}, separators=(",", ":"))
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def read_page_token(token: str, query: MatchQuery) -> tuple[int, str] | None:
    """The key a token resumes after; INVALID_ARGUMENT for a token this search did not make."""
    if not token:
        return None
    try:
        fields = json.loads(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))
        finished, match_id, fingerprint = fields["f"], fields["m"], fields["q"]
    except (ValueError, TypeError, KeyError):
        raise InvalidCommand("the page token is not one this call returned", "PAGE_TOKEN_INVALID") from None
    if not isinstance(finished, int) or not isinstance(match_id, str) or fingerprint != query.fingerprint():
        raise InvalidCommand(
            "the page token is not one this call returned (or was made for other filters)", "PAGE_TOKEN_INVALID"
        )
    return finished, match_id


def check_page_size(size: int) -> int:
    """0 means the default; more than MAX_PAGE is refused (not silently cut)."""
    if size > MAX_PAGE:
        raise InvalidCommand(f"page_size is at most {MAX_PAGE} (asked for {size})", "PAGE_SIZE_TOO_LARGE")
    return size or DEFAULT_PAGE


def check_query(query: MatchQuery, games: list[str]) -> None:
    """INVALID_ARGUMENT for a search that cannot mean anything."""
    if query.game and query.game not in games:
        raise InvalidCommand(f"no game is named {shown(query.game)} (games: {', '.join(games)})", "GAME_UNKNOWN")
    if query.outcome is not None and query.outcome not in OUTCOMES:
        raise InvalidCommand(f"unknown outcome {shown(query.outcome)}", "OUTCOME_UNKNOWN")
    if query.outcome is not None and not query.player:
        raise InvalidCommand("an outcome filter needs a player (whose win, loss or draw)", "OUTCOME_NEEDS_PLAYER")
    if (
        query.finished_from_ms is not None
        and query.finished_until_ms is not None
        and query.finished_from_ms >= query.finished_until_ms
    ):
        raise InvalidCommand("finished_after must be earlier than finished_before", "DATE_RANGE_INVERTED")


class MatchSearch:
    """The searches, over the projections' tables in the players' database."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine

    async def search(
        self, query: MatchQuery, viewer: uuid.UUID | None, size: int = DEFAULT_PAGE, token: str = ""
    ) -> Page:
        after = read_page_token(token, query)
        async with self.engine.connect() as connection:
            player = await self.player_id_of(connection, query.player) if query.player else None
            statement = search_statement(query, player, viewer, after).limit(size + 1)
            rows = (await connection.execute(statement)).all()
            found = await _found(connection, rows[:size])
        more = len(rows) > size
        return Page(found, page_token(found[-1].key, query) if more and found else "")

    async def get(self, match_id: str, viewer: uuid.UUID | None) -> FoundMatch:
        """One finished match; NOT_FOUND if it is unknown or private to others than `viewer`."""
        if len(match_id) > MAX_MATCH_ID:
            # No match has such an id: the malformed request it is, as everywhere else.
            raise InvalidCommand(
                f"a match id has at most {MAX_MATCH_ID} characters, not {len(match_id)}", "MATCH_ID_TOO_LONG"
            )
        d = match_directory
        async with self.engine.connect() as connection:
            statement = select(d).where(d.c.match_id == match_id, _visible(viewer))
            rows = (await connection.execute(statement)).all()
            found = await _found(connection, rows)
        if not found:
            raise NotFound(f"no finished match {shown(match_id)}", "MATCH_NOT_FOUND")
        return found[0]

    @staticmethod
    async def player_id_of(connection: Any, name: str) -> uuid.UUID:
        players = schema.players
        found = (
            await connection.execute(select(players.c.id).where(players.c.name_key == name_key(name)))
        ).scalar_one_or_none()
        if found is None:
            raise NotFound(f"no player is named {shown(name)}", "PLAYER_NOT_FOUND")
        player: uuid.UUID = found
        return player


def _visible(viewer: uuid.UUID | None) -> Any:
    return visible_to(viewer, match_directory)


def visible_to(viewer: uuid.UUID | None, table: Any) -> Any:
    """A row of `table` (with `match_id` and `public` columns) that `viewer` may see: its match is
    public, or private with the viewer in it (the player history's primary key answers)."""
    if viewer is None:
        return table.c.public
    # An alias: a player's search already joins player_history, and this row is the viewer's.
    v = player_history.alias("viewer_history")
    return or_(
        table.c.public, exists().where(v.c.match_id == table.c.match_id, v.c.player_id == viewer).correlate(table)
    )


def search_statement(
    query: MatchQuery, player: uuid.UUID | None, viewer: uuid.UUID | None, after: tuple[int, str] | None
) -> Select[Any]:
    d, h = match_directory, player_history
    if player is not None:
        # A player's page is walked on their history's index (player, finished, match); the
        # directory row is joined for what the answer shows.
        ordered = h
        statement = select(d).select_from(h.join(d, d.c.match_id == h.c.match_id)).where(h.c.player_id == player)
        if query.outcome is not None:
            statement = statement.where(h.c.outcome == query.outcome)
    else:
        ordered = d
        statement = select(d)
    if query.game:
        statement = statement.where(ordered.c.game == query.game)
    if query.finished_from_ms is not None:
        statement = statement.where(ordered.c.finished_ms >= query.finished_from_ms)
    if query.finished_until_ms is not None:
        statement = statement.where(ordered.c.finished_ms < query.finished_until_ms)
    if after is not None:
        statement = statement.where(tuple_(ordered.c.finished_ms, ordered.c.match_id) < tuple_(*after))
    return statement.where(_visible(viewer)).order_by(ordered.c.finished_ms.desc(), ordered.c.match_id.desc())


async def _found(connection: Any, rows: Sequence[Any]) -> list[FoundMatch]:
    """Rows as answers, each seat's holder named as the players' table names them now."""
    ids = {uuid.UUID(seat["player"]) for row in rows for seat in row.seats if seat["player"]}
    names: dict[str, str] = {}
    if ids:
        players = schema.players
        listed = await connection.execute(
            select(players.c.id, players.c.name, players.c.deleted_at).where(players.c.id.in_(ids))
        )
        names = {str(p.id): DELETED_NAME if p.deleted_at is not None or p.name is None else p.name for p in listed}
    return [
        FoundMatch(
            match_id=row.match_id,
            game=row.game,
            created_ms=row.created_ms,
            finished_ms=row.finished_ms,
            version=row.version,
            winners=list(row.winners),
            seats=[
                FoundSeat(
                    seat=s["seat"],
                    name=s["name"],
                    kind=s["kind"],
                    rank=s["rank"],
                    score=s["score"],
                    outcome=s["outcome"],
                    player=names.get(s["player"], DELETED_NAME) if s["player"] else None,
                )
                for s in row.seats
            ],
            public=row.public,
        )
        for row in rows
    ]
