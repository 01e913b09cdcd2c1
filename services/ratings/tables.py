"""The ratings projection's tables (SQLAlchemy Core), as migration r0008_ratings leaves them.

In the projections' metadata (services/projections/tables.py): read models, rebuilt from the
archive at will, with no foreign key to the players' tables (a rebuild must not depend on which
players exist today). Three tables:

* `rated_matches`: each finished match that counts for ratings, with its rated seats' players and
  ranks as read from its log. It is what a late match replays (services/ratings/projection.py):
  the matches after it are re-applied from here, not from the archive.
* `rating_history`: a player's rating before and after each rated match (the source the current
  ratings are derived from).
* `ratings`: each player's current rating per game, for the leaderboards, and where the next
  match of a game starts from.
* `rating_progress`: per game, the last match applied (in match order), so that telling a late
  match from the usual next one is one primary-key read.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, Boolean, Column, Float, Index, Integer, PrimaryKeyConstraint, Table, Text
from sqlalchemy.dialects.postgresql import JSONB, UUID

from services.projections.tables import metadata

rated_matches = Table(
    "rated_matches",
    metadata,
    Column("match_id", Text, primary_key=True),
    Column("game", Text, nullable=False),
    Column("finished_ms", BigInteger, nullable=False),
    Column("public", Boolean, nullable=False),
    # The rated seats, in seat order: {"seat", "player" (id, or null for a rated bot), "bot"
    # (the bot's level, or null), "rank"} — services/ratings/rated.py's RatedSeat.
    Column("seats", JSONB, nullable=False),
    # A game's rated matches in the order ratings are applied in.
    Index("rated_matches_in_order", "game", "finished_ms", "match_id"),
)

rating_history = Table(
    "rating_history",
    metadata,
    Column("game", Text, nullable=False),
    Column("player_id", UUID(as_uuid=True), nullable=False),
    Column("match_id", Text, nullable=False),
    Column("finished_ms", BigInteger, nullable=False),
    Column("public", Boolean, nullable=False),
    Column("rank", Integer, nullable=False),
    # How many rated seats the match had.
    Column("seats", Integer, nullable=False),
    Column("mu_before", Float, nullable=False),
    Column("sigma_before", Float, nullable=False),
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("ordinal", Float, nullable=False),
    # The player's rated matches of the game so far, this one included.
    Column("matches", Integer, nullable=False),
    PrimaryKeyConstraint("match_id", "player_id"),
    # A player's history in a game, in order (their latest row is their current rating).
    Index("rating_history_by_player", "game", "player_id", "finished_ms", "match_id"),
    # A late match replays what came after it.
    Index("rating_history_in_order", "game", "finished_ms", "match_id"),
)

ratings = Table(
    "ratings",
    metadata,
    Column("game", Text, nullable=False),
    Column("player_id", UUID(as_uuid=True), nullable=False),
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("ordinal", Float, nullable=False),
    Column("matches", Integer, nullable=False),
    # The finish time of the last rated match that moved it.
    Column("updated_ms", BigInteger, nullable=False),
    PrimaryKeyConstraint("game", "player_id"),
    # The leaderboard: best ordinal first, ties by player id.
    Index("ratings_leaderboard", "game", "ordinal", "player_id"),
)

rating_progress = Table(
    "rating_progress",
    metadata,
    Column("game", Text, primary_key=True),
    # The latest applied rated match of the game, in match order (finish time, then match id).
    Column("finished_ms", BigInteger, nullable=False),
    Column("match_id", Text, nullable=False),
)
