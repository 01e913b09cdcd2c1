"""The ratings projection: each finished rated match, read from its archived log, moves its
players' OpenSkill ratings (services/ratings/rated.py says which matches and seats count,
services/ratings/model.py does the math).

Order: a game's ratings are applied in match order (finish time, then match id: model.py's
`match_order`), whatever order the feed delivers matches in. A match that arrives after a later
one of the same game was applied (the archiver moved it late) is inserted where it belongs: the
history rows after it are dropped and those matches re-applied, from the inputs kept in
`rated_matches`, after it. So the tables after any delivery order equal a rebuild's, which meets
the archive in that very order — and equal what `ludus ratings verify` computes from the logs.

Idempotence per match is the framework's ledger (services/projections/framework.py); this
projection only ever sees a match once. Several workers may apply batches at once: a lock per
game makes their applications to one game take turns.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from sqlalchemy import Table, delete, select, text, tuple_
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncConnection

from services.archive.postgres import decode_log, to_datetime
from services.archive.records import ArchivedMatch
from services.archive.schema import archived_matches
from services.core.events import StoredEvent
from services.projections.framework import Projection
from services.projections.outcomes import match_info
from services.ratings.bots import parse_rated_bots
from services.ratings.model import Rating
from services.ratings.rated import RatedMatch, RatedSeat, rate_match, rated_match
from services.ratings.tables import rated_matches, rating_history, rating_progress, ratings

#: Reads the archived logs of some matches: match id -> events.
LogReader = Callable[[AsyncConnection, Sequence[ArchivedMatch]], Awaitable[Mapping[str, list[StoredEvent]]]]


async def archived_logs(connection: AsyncConnection, matches: Sequence[ArchivedMatch]) -> dict[str, list[StoredEvent]]:
    """The logs from the archive's table, in the projection's own transaction (both live in the
    platform's database); both key columns, so each lookup reads one month's partition."""
    keys = [(match.match_id, to_datetime(match.finished_ms)) for match in matches]
    found = await connection.execute(
        select(archived_matches.c.match_id, archived_matches.c.log, archived_matches.c.compression).where(
            tuple_(archived_matches.c.match_id, archived_matches.c.finished_at).in_(keys)
        )
    )
    return {row.match_id: decode_log(bytes(row.log), str(row.compression)) for row in found}


def bots_from_settings() -> dict[str, Rating]:
    """The fixed bot ratings LUDUS_RATED_BOTS gives (read when a batch is applied)."""
    from services.core.settings import current

    return {level: Rating(mu, sigma) for level, (mu, sigma) in parse_rated_bots(current().rated_bots).items()}


@dataclass
class _Standing:
    rating: Rating
    matches: int


class RatingsProjection(Projection):
    name: ClassVar[str] = "ratings"
    tables: ClassVar[tuple[Table, ...]] = (rated_matches, rating_history, ratings, rating_progress)

    def __init__(
        self, logs: LogReader = archived_logs, bots: Callable[[], Mapping[str, Rating]] = bots_from_settings
    ) -> None:
        self.logs = logs
        self.bots = bots

    async def apply(self, connection: AsyncConnection, match: ArchivedMatch) -> None:
        await self.apply_all(connection, [match])

    async def apply_all(self, connection: AsyncConnection, matches: Sequence[ArchivedMatch]) -> None:
        # MatchInfo.rated is folded from the log's MatchCreated: an unrated match's log is never read.
        candidates = [match for match in matches if match_info(match).rated]
        if not candidates:
            return
        logs = await self.logs(connection, candidates)
        bots = self.bots()
        found: list[tuple[RatedMatch, bool]] = []
        for match in candidates:
            if match.match_id not in logs:
                # Never skip silently: the batch fails and its feed entries stay pending.
                raise LookupError(f"the archive has no log for match {match.match_id}")
            rated = rated_match(match.match_id, logs[match.match_id], bots)
            if rated is not None:
                found.append((rated, match.public))
        if not found:
            return
        await connection.execute(
            rated_matches.insert(),
            [
                {
                    "match_id": rated.match_id,
                    "game": rated.game,
                    "finished_ms": rated.finished_ms,
                    "public": public,
                    "seats": [{"seat": s.seat, "player": s.player, "bot": s.bot, "rank": s.rank} for s in rated.seats],
                }
                for rated, public in found
            ],
        )
        for game in sorted({rated.game for rated, _ in found}):
            fresh = {rated.match_id: (rated, public) for rated, public in found if rated.game == game}
            await self._apply_game(connection, game, fresh, bots)

    async def _apply_game(
        self,
        connection: AsyncConnection,
        game: str,
        fresh: dict[str, tuple[RatedMatch, bool]],
        bots: Mapping[str, Rating],
    ) -> None:
        # One writer per game at a time: each match starts from its players' latest ratings, so
        # two batches of a game applied side by side (two workers) would both start from the
        # same ones. Games are locked in name order (apply_all's loop): no deadlock. The later
        # batch then sees the first one's rows (each statement reads what was committed before it).
        await connection.execute(
            text("SELECT pg_advisory_xact_lock(hashtext(:key))"), {"key": f"projection:ratings:{game}"}
        )
        earliest = min(rated.order for rated, _ in fresh.values())
        sequence = dict(fresh)
        progress = (
            await connection.execute(
                select(rating_progress.c.finished_ms, rating_progress.c.match_id).where(rating_progress.c.game == game)
            )
        ).first()
        later = {}
        if progress is not None and tuple(progress) > earliest:
            later = await self._applied_after(connection, game, earliest, set(fresh))
        if later:
            # A late match: what was applied after it is undone here and redone after it below,
            # each player starting from their last rating before it.
            h = rating_history
            await connection.execute(
                delete(h).where(h.c.game == game, tuple_(h.c.finished_ms, h.c.match_id) > tuple_(*earliest))
            )
            sequence.update(later)
        ordered = sorted(sequence.values(), key=lambda item: item[0].order)
        players = sorted({player for rated, _ in ordered for player in rated.players()})
        # The usual case reads the current ratings by primary key; only a late match needs the
        # history (whose rows after it are gone now).
        standings = await (_latest(connection, game, players) if later else _current(connection, game, players))
        await _advance(connection, game, ordered[-1][0], progress)
        history: list[dict[str, Any]] = []
        for rated, public in ordered:
            current = {player: standings[player].rating for player in rated.players() if player in standings}
            for change in rate_match(rated, current, bots):
                count = standings[change.player].matches + 1 if change.player in standings else 1
                standings[change.player] = _Standing(change.after, count)
                history.append(
                    {
                        "game": game,
                        "player_id": uuid.UUID(change.player),
                        "match_id": rated.match_id,
                        "finished_ms": rated.finished_ms,
                        "public": public,
                        "rank": change.rank,
                        "seats": len(rated.seats),
                        "mu_before": change.before.mu,
                        "sigma_before": change.before.sigma,
                        "mu": change.after.mu,
                        "sigma": change.after.sigma,
                        "ordinal": change.after.ordinal,
                        "matches": count,
                    }
                )
        if not history:
            return
        await connection.execute(rating_history.insert(), history)
        last = {row["player_id"]: row for row in history}  # in order: each player's final row wins
        upsert = insert(ratings).values(
            [
                {
                    "game": game,
                    "player_id": player,
                    "mu": row["mu"],
                    "sigma": row["sigma"],
                    "ordinal": row["ordinal"],
                    "matches": row["matches"],
                    "updated_ms": row["finished_ms"],
                }
                for player, row in sorted(last.items())
            ]
        )
        await connection.execute(
            upsert.on_conflict_do_update(
                index_elements=[ratings.c.game, ratings.c.player_id],
                set_={name: upsert.excluded[name] for name in ("mu", "sigma", "ordinal", "matches", "updated_ms")},
            )
        )

    @staticmethod
    async def _applied_after(
        connection: AsyncConnection, game: str, after: tuple[int, str], fresh: set[str]
    ) -> dict[str, tuple[RatedMatch, bool]]:
        r = rated_matches
        rows = await connection.execute(
            select(r).where(r.c.game == game, tuple_(r.c.finished_ms, r.c.match_id) > tuple_(*after))
        )
        return {
            row.match_id: (
                RatedMatch(
                    row.match_id,
                    row.game,
                    row.finished_ms,
                    tuple(RatedSeat(s["seat"], s["player"], s["bot"], s["rank"]) for s in row.seats),
                ),
                row.public,
            )
            for row in rows
            if row.match_id not in fresh
        }


#: Each player's latest history row in a game (one index probe per player).
_LATEST = text(
    "SELECT h.player_id, h.mu, h.sigma, h.matches FROM unnest(CAST(:players AS uuid[])) AS p(id)"
    " CROSS JOIN LATERAL (SELECT player_id, mu, sigma, matches FROM rating_history"
    " WHERE game = :game AND player_id = p.id ORDER BY finished_ms DESC, match_id DESC LIMIT 1) AS h"
)


async def _advance(connection: AsyncConnection, game: str, last: RatedMatch, progress: Any) -> None:
    """Record the game's latest applied match, if `last` is later than the one recorded."""
    if progress is not None and last.order <= tuple(progress):
        return
    moved = insert(rating_progress).values(game=game, finished_ms=last.finished_ms, match_id=last.match_id)
    await connection.execute(
        moved.on_conflict_do_update(
            index_elements=[rating_progress.c.game],
            set_={"finished_ms": moved.excluded.finished_ms, "match_id": moved.excluded.match_id},
        )
    )


async def _current(connection: AsyncConnection, game: str, players: list[str]) -> dict[str, _Standing]:
    """The players' current ratings (the usual case: the match is the game's latest)."""
    if not players:
        return {}
    r = ratings
    rows = await connection.execute(
        select(r.c.player_id, r.c.mu, r.c.sigma, r.c.matches).where(
            r.c.game == game, r.c.player_id.in_([uuid.UUID(p) for p in players])
        )
    )
    return {str(row.player_id): _Standing(Rating(row.mu, row.sigma), row.matches) for row in rows}


async def _latest(connection: AsyncConnection, game: str, players: list[str]) -> dict[str, _Standing]:
    if not players:
        return {}
    rows = await connection.execute(_LATEST, {"players": [uuid.UUID(p) for p in players], "game": game})
    return {str(row.player_id): _Standing(Rating(row.mu, row.sigma), row.matches) for row in rows}
