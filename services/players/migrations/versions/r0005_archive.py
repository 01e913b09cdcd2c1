"""The archive of finished matches: a small index for uniqueness and lookup by match id, and the
matches themselves in a table partitioned by month of finishing (PostgreSQL native RANGE
partitioning). Partitions are created on demand by services/archive/postgres.py, so this revision
creates none; old months can be detached and moved to cheap storage (docs/scale.md).

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain SQL: Alembic's create_table has no PARTITION BY clause.
    op.execute(
        """
        CREATE TABLE archive_index (
            match_id text PRIMARY KEY,
            finished_at timestamptz NOT NULL
        )
        """
    )
    op.execute(
        """
        CREATE TABLE archived_matches (
            match_id text NOT NULL,
            game text NOT NULL,
            created_at timestamptz NOT NULL,
            finished_at timestamptz NOT NULL,
            version integer NOT NULL,
            last_hash text NOT NULL,
            entries integer NOT NULL,
            seed bytea NOT NULL,
            commitment text NOT NULL,
            status integer NOT NULL,
            info bytea NOT NULL,
            meta bytea NOT NULL,
            commands bytea NOT NULL,
            audit bytea,
            players jsonb NOT NULL,
            public boolean NOT NULL,
            compression text NOT NULL,
            log bytea NOT NULL,
            PRIMARY KEY (match_id, finished_at)
        ) PARTITION BY RANGE (finished_at)
        """
    )
    op.execute("CREATE INDEX archived_matches_order ON archived_matches (finished_at, match_id)")


def downgrade() -> None:
    # Dropping the partitioned table drops every partition with it.
    op.execute("DROP TABLE archived_matches")
    op.execute("DROP TABLE archive_index")
