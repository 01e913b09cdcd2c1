"""The webhooks' tables (SQLAlchemy Core), as migration r0011_webhooks leaves them.

A metadata of their own, like the projections': the endpoints an operator or a player registered,
and one row per delivery (an event for an endpoint), which is both the retry queue the workers
claim from and the record the API and the CLI show.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    Table,
    Text,
    UniqueConstraint,
    func,
)
from sqlalchemy.dialects.postgresql import ARRAY, UUID

metadata = MetaData()

#: A registered endpoint. `player_id` NULL: the operator's (platform-wide events).
endpoints = Table(
    "webhook_endpoints",
    metadata,
    Column("id", UUID(as_uuid=True), primary_key=True),
    # No foreign key to players (another metadata): a deleted or banned player's endpoints are
    # simply told nothing more (the fan-out joins the players' row).
    Column("player_id", UUID(as_uuid=True), nullable=True, index=True),
    Column("url", Text, nullable=False),
    Column("events", ARRAY(Text), nullable=False),
    Column("description", Text, nullable=False, server_default=""),
    # The signing secret. Kept as it is, not hashed: every delivery is signed with it.
    Column("secret", Text, nullable=False),
    # After a rotation, the previous secret signs too (a second `v1=`) until `previous_until`.
    Column("previous_secret", Text, nullable=True),
    Column("previous_until", DateTime(timezone=True), nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False, server_default=func.now()),
    # Events not queued because the endpoint's queue was full (LUDUS_WEBHOOK_QUEUE_LIMIT).
    Column("dropped", BigInteger, nullable=False, server_default="0"),
)

PENDING = "pending"
#: Claimed by a worker: `next_attempt_at` is then the claim's lease (a worker that died with it
#: leaves it to be claimed again once the lease is over).
DELIVERING = "delivering"
DELIVERED = "delivered"
#: Given up after the last attempt.
FAILED = "failed"
STATUSES = (PENDING, DELIVERING, DELIVERED, FAILED)

#: One event for one endpoint: its id is the delivery id every attempt carries.
deliveries = Table(
    "webhook_deliveries",
    metadata,
    Column("id", UUID(as_uuid=True), primary_key=True),
    Column("endpoint_id", UUID(as_uuid=True), ForeignKey("webhook_endpoints.id", ondelete="CASCADE"), nullable=False),
    # What makes the event unique for the endpoint ("your_turn:<match>:<seat>:<version>"): the
    # notice stream is read at least once, and a second reading inserts nothing.
    Column("event_key", Text, nullable=False),
    Column("event", Text, nullable=False),
    # The JSON body, fixed when the event is queued: every attempt sends the same bytes.
    Column("payload", Text, nullable=False),
    Column("status", Text, nullable=False, server_default=PENDING),
    Column("attempts", Integer, nullable=False, server_default="0"),
    Column("created_at", DateTime(timezone=True), nullable=False, server_default=func.now()),
    Column("next_attempt_at", DateTime(timezone=True), nullable=False, server_default=func.now()),
    Column("last_attempt_at", DateTime(timezone=True), nullable=True),
    Column("response_code", Integer, nullable=True),
    Column("error", Text, nullable=True),
    UniqueConstraint("endpoint_id", "event_key", name="webhook_deliveries_once"),
    Index("webhook_deliveries_due", "status", "next_attempt_at"),
    Index("webhook_deliveries_by_endpoint", "endpoint_id", "created_at"),
)
