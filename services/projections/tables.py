"""The projections' tables (SQLAlchemy Core), as migration r0006_projections leaves them.

They live in the players' database (so a search can join a player's name) but in a metadata of
their own: they are read models, derived from the archive and rebuilt from it at will, never a
source of truth. Nothing here has a foreign key to the players' tables: a rebuild must not depend
on which players exist today (a deleted player keeps a tombstone row, but a database restored
from a backup might lack a newer one).
"""

from __future__ import annotations

from sqlalchemy import BigInteger, Boolean, Column, Index, Integer, MetaData, PrimaryKeyConstraint, Table, Text
from sqlalchemy.dialects.postgresql import ARRAY, JSONB, UUID

metadata = MetaData()

#: Which projection has applied which archived match: the framework's idempotence ledger, so a
#: projection's own `apply` never sees a match twice (the feed is at-least-once) and may update
#: aggregates (ratings) without guarding against redelivery itself.
applied = Table(
    "projection_applied",
    metadata,
    Column("projection", Text, nullable=False),
    Column("match_id", Text, nullable=False),
    PrimaryKeyConstraint("projection", "match_id"),
)

#: The match directory: one row per finished (archived) match.
match_directory = Table(
    "match_directory",
    metadata,
    Column("match_id", Text, primary_key=True),
    Column("game", Text, nullable=False),
    Column("created_ms", BigInteger, nullable=False),
    Column("finished_ms", BigInteger, nullable=False),
    Column("version", BigInteger, nullable=False),
    Column("seat_count", Integer, nullable=False),
    # The winning seats, as MatchResult.winners lists them.
    Column("winners", ARRAY(Integer), nullable=False),
    # Per seat, in seat order: {"seat", "name" (the seat's display name), "kind", "rank", "score",
    # "player" (player id or null), "outcome" ("won" | "lost" | "drawn")}.
    Column("seats", JSONB, nullable=False),
    Column("public", Boolean, nullable=False),
    # Newest first, over everything or one game: the directory's two listings (keyset paging).
    Index("match_directory_by_finished", "finished_ms", "match_id"),
    Index("match_directory_by_game", "game", "finished_ms", "match_id"),
)

#: A player's history: one row per signed-in player per finished match.
player_history = Table(
    "player_history",
    metadata,
    Column("match_id", Text, nullable=False),
    Column("player_id", UUID(as_uuid=True), nullable=False),
    Column("seat", Integer, nullable=False),
    # Copied from the match so that a player's page is read from this table's index alone.
    Column("game", Text, nullable=False),
    Column("finished_ms", BigInteger, nullable=False),
    Column("rank", Integer, nullable=False),
    Column("outcome", Text, nullable=False),
    Column("public", Boolean, nullable=False),
    # The primary key also answers "is this viewer in that private match?".
    PrimaryKeyConstraint("match_id", "player_id"),
    Index("player_history_by_player", "player_id", "finished_ms", "match_id"),
    # A player's wins (or losses, draws), newest first.
    Index("player_history_by_outcome", "player_id", "outcome", "finished_ms", "match_id"),
)
