"""Webhooks: registered endpoints and their deliveries (services/webhooks/tables.py).

Revision ID: 0011
Revises: 0010
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "webhook_endpoints",
        sa.Column("id", postgresql.UUID(as_uuid=True), primary_key=True),
        sa.Column("player_id", postgresql.UUID(as_uuid=True), nullable=True),
        sa.Column("url", sa.Text, nullable=False),
        sa.Column("events", postgresql.ARRAY(sa.Text), nullable=False),
        sa.Column("description", sa.Text, nullable=False, server_default=""),
        sa.Column("secret", sa.Text, nullable=False),
        sa.Column("previous_secret", sa.Text, nullable=True),
        sa.Column("previous_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.Column("dropped", sa.BigInteger, nullable=False, server_default="0"),
    )
    op.create_index("ix_webhook_endpoints_player_id", "webhook_endpoints", ["player_id"])
    op.create_table(
        "webhook_deliveries",
        sa.Column("id", postgresql.UUID(as_uuid=True), primary_key=True),
        sa.Column(
            "endpoint_id",
            postgresql.UUID(as_uuid=True),
            sa.ForeignKey("webhook_endpoints.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("event_key", sa.Text, nullable=False),
        sa.Column("event", sa.Text, nullable=False),
        sa.Column("payload", sa.Text, nullable=False),
        sa.Column("status", sa.Text, nullable=False, server_default="pending"),
        sa.Column("attempts", sa.Integer, nullable=False, server_default="0"),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.Column("next_attempt_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.Column("last_attempt_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("response_code", sa.Integer, nullable=True),
        sa.Column("error", sa.Text, nullable=True),
        sa.UniqueConstraint("endpoint_id", "event_key", name="webhook_deliveries_once"),
    )
    op.create_index("webhook_deliveries_due", "webhook_deliveries", ["status", "next_attempt_at"])
    op.create_index("webhook_deliveries_by_endpoint", "webhook_deliveries", ["endpoint_id", "created_at"])


def downgrade() -> None:
    op.drop_table("webhook_deliveries")
    op.drop_table("webhook_endpoints")
