"""Private matches and invitations: the matches players host and the invitations to them; and
joins in flight, which count toward a player's open matches (match_creations.purpose); and a
player's display name (players.display_name).

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "hosted_matches",
        sa.Column("match_id", sa.Text, primary_key=True),
        sa.Column("creator_id", UUID(as_uuid=True), sa.ForeignKey("players.id"), nullable=False),
        sa.Column("private", sa.Boolean, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
    )
    op.create_table(
        "invitations",
        sa.Column("id", sa.BigInteger, sa.Identity(), primary_key=True),
        sa.Column("match_id", sa.Text, sa.ForeignKey("hosted_matches.match_id", ondelete="CASCADE"), nullable=False),
        sa.Column("player_id", UUID(as_uuid=True), sa.ForeignKey("players.id", ondelete="CASCADE"), nullable=True),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("code_hash", sa.LargeBinary, nullable=True, unique=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
    )
    op.create_index("ix_invitations_match_id", "invitations", ["match_id"])
    op.create_index("ix_invitations_player_id", "invitations", ["player_id"])
    op.add_column("match_creations", sa.Column("purpose", sa.Text, nullable=False, server_default="create"))
    op.add_column("players", sa.Column("display_name", sa.Text, nullable=True))


def downgrade() -> None:
    op.drop_column("players", "display_name")
    op.drop_column("match_creations", "purpose")
    op.drop_table("invitations")
    op.drop_table("hosted_matches")
