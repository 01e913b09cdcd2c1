"""Projections: the idempotence ledger, the match directory and player history
(services/projections/tables.py).

Revision ID: 0006
Revises: 0004 (the archive's revision 0005 is on another branch; merging re-chains them)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "projection_applied",
        sa.Column("projection", sa.Text, nullable=False),
        sa.Column("match_id", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("projection", "match_id"),
    )
    op.create_table(
        "match_directory",
        sa.Column("match_id", sa.Text, primary_key=True),
        sa.Column("game", sa.Text, nullable=False),
        sa.Column("created_ms", sa.BigInteger, nullable=False),
        sa.Column("finished_ms", sa.BigInteger, nullable=False),
        sa.Column("version", sa.BigInteger, nullable=False),
        sa.Column("seat_count", sa.Integer, nullable=False),
        sa.Column("winners", postgresql.ARRAY(sa.Integer), nullable=False),
        sa.Column("seats", postgresql.JSONB, nullable=False),
        sa.Column("public", sa.Boolean, nullable=False),
    )
    op.create_index("match_directory_by_finished", "match_directory", ["finished_ms", "match_id"])
    op.create_index("match_directory_by_game", "match_directory", ["game", "finished_ms", "match_id"])
    op.create_table(
        "player_history",
        sa.Column("match_id", sa.Text, nullable=False),
        sa.Column("player_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("game", sa.Text, nullable=False),
        sa.Column("finished_ms", sa.BigInteger, nullable=False),
        sa.Column("rank", sa.Integer, nullable=False),
        sa.Column("outcome", sa.Text, nullable=False),
        sa.Column("public", sa.Boolean, nullable=False),
        sa.PrimaryKeyConstraint("match_id", "player_id"),
    )
    op.create_index("player_history_by_player", "player_history", ["player_id", "finished_ms", "match_id"])
    op.create_index("player_history_by_outcome", "player_history", ["player_id", "outcome", "finished_ms", "match_id"])


def downgrade() -> None:
    op.drop_table("player_history")
    op.drop_table("match_directory")
    op.drop_table("projection_applied")
