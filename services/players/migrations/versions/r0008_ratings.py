"""Ratings: rated matches, players' rating history, current ratings and each game's progress
(services/ratings/tables.py).

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rated_matches",
        sa.Column("match_id", sa.Text, primary_key=True),
        sa.Column("game", sa.Text, nullable=False),
        sa.Column("finished_ms", sa.BigInteger, nullable=False),
        sa.Column("public", sa.Boolean, nullable=False),
        sa.Column("seats", postgresql.JSONB, nullable=False),
    )
    op.create_index("rated_matches_in_order", "rated_matches", ["game", "finished_ms", "match_id"])
    op.create_table(
        "rating_history",
        sa.Column("game", sa.Text, nullable=False),
        sa.Column("player_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("match_id", sa.Text, nullable=False),
        sa.Column("finished_ms", sa.BigInteger, nullable=False),
        sa.Column("public", sa.Boolean, nullable=False),
        sa.Column("rank", sa.Integer, nullable=False),
        sa.Column("seats", sa.Integer, nullable=False),
        sa.Column("mu_before", sa.Float, nullable=False),
        sa.Column("sigma_before", sa.Float, nullable=False),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("ordinal", sa.Float, nullable=False),
        sa.Column("matches", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("match_id", "player_id"),
    )
    op.create_index("rating_history_by_player", "rating_history", ["game", "player_id", "finished_ms", "match_id"])
    op.create_index("rating_history_in_order", "rating_history", ["game", "finished_ms", "match_id"])
    op.create_table(
        "ratings",
        sa.Column("game", sa.Text, nullable=False),
        sa.Column("player_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("ordinal", sa.Float, nullable=False),
        sa.Column("matches", sa.Integer, nullable=False),
        sa.Column("updated_ms", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("game", "player_id"),
    )
    op.create_index("ratings_leaderboard", "ratings", ["game", "ordinal", "player_id"])
    op.create_table(
        "rating_progress",
        sa.Column("game", sa.Text, primary_key=True),
        sa.Column("finished_ms", sa.BigInteger, nullable=False),
        sa.Column("match_id", sa.Text, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("rating_progress")
    op.drop_table("ratings")
    op.drop_table("rating_history")
    op.drop_table("rated_matches")
