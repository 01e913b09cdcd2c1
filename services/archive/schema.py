"""The archive's tables (SQLAlchemy Core), as migration 0005 leaves them.

They share the players' MetaData, so tests/players/test_migrations.py checks these against a
migrated database as it does the players' tables. `archived_matches` is partitioned by month of
`finished_at`; its partitions (`archived_matches_YYYY_MM`) are created on demand by
services/archive/postgres.py and are not listed here.
"""

from __future__ import annotations

from sqlalchemy import Boolean, Column, DateTime, Index, Integer, LargeBinary, PrimaryKeyConstraint, Table, Text
from sqlalchemy.dialects.postgresql import JSONB

from services.players.schema import metadata

#: One row per archived match: its id is unique here (a partitioned table's primary key must
#: include the partition key, so uniqueness by match id alone lives in this small table).
archive_index = Table(
    "archive_index",
    metadata,
    Column("match_id", Text, primary_key=True),
    Column("finished_at", DateTime(timezone=True), nullable=False),
)

archived_matches = Table(
    "archived_matches",
    metadata,
    Column("match_id", Text, nullable=False),
    Column("game", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("finished_at", DateTime(timezone=True), nullable=False),
    #: The last event's version and chain hash, and how many entries the log holds.
    Column("version", Integer, nullable=False),
    Column("last_hash", Text, nullable=False),
    Column("entries", Integer, nullable=False),
    #: The seed (revealed by MatchEnded anyway) and its commitment.
    Column("seed", LargeBinary, nullable=False),
    Column("commitment", Text, nullable=False),
    Column("status", Integer, nullable=False),
    #: A serialised ludus.v1.MatchInfo at the last version, exactly as GetMatch answered it.
    Column("info", LargeBinary, nullable=False),
    #: The Redis meta hash and the idempotency records (commands hash), msgpack maps of
    #: text -> bytes: exact, whatever the values' bytes are.
    Column("meta", LargeBinary, nullable=False),
    Column("commands", LargeBinary, nullable=False),
    #: The latest serialised ludus.v1.AuditReport, if the match was ever audited.
    Column("audit", LargeBinary, nullable=True),
    #: {"<seat>": "<player uuid>"} for seats held by signed-in players.
    Column("players", JSONB, nullable=False),
    Column("public", Boolean, nullable=False),
    #: How `log` is compressed ("zlib"): a later codec can coexist with old rows.
    Column("compression", Text, nullable=False),
    #: The whole log: a serialised ludus.backend.v1.MatchExport (every StoredEntry envelope, hash
    #: chain included, no seed), compressed.
    Column("log", LargeBinary, nullable=False),
    PrimaryKeyConstraint("match_id", "finished_at"),
    Index("archived_matches_order", "finished_at", "match_id"),
    postgresql_partition_by="RANGE (finished_at)",
)
