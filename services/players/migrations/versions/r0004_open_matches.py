"""Open matches per player: seats remember that their match finished, and a creation the match
it made (a creation without one is still in flight).

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("seats", sa.Column("finished", sa.Boolean, nullable=False, server_default="false"))
    op.add_column("match_creations", sa.Column("match_id", sa.Text, nullable=True))


def downgrade() -> None:
    op.drop_column("match_creations", "match_id")
    op.drop_column("seats", "finished")
