"""Table chat archived with its match (services/chat/archive.py): one row per archived match.

Revision ID: 0010
Revises: 0008
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "archived_chats",
        sa.Column("match_id", sa.Text, primary_key=True),
        sa.Column("entries", sa.Integer, nullable=False),
        sa.Column("compression", sa.Text, nullable=False),
        sa.Column("data", sa.LargeBinary, nullable=False),
        sa.Column("archived_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
    )


def downgrade() -> None:
    op.drop_table("archived_chats")
