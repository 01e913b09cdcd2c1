"""PostgreSQL roles: an owner that migrates, a runtime role that only reads and writes rows.

The players' database has two login roles (created by the operator, docs/operations.md):

- the **owner** owns the database and its `public` schema; `ludus db migrate` (the Kubernetes
  init container, the Compose `migrate` service) connects as it and is the only thing that
  changes the schema;
- the **runtime** role is what the gateway and `ludus players` use (LUDUS_DATABASE_URL): it may
  SELECT, INSERT, UPDATE and DELETE rows and use the sequences — no CREATE, ALTER, DROP or
  TRUNCATE, no write to `alembic_version`. A gateway compromised through a query bug cannot
  change the schema or destroy a table wholesale.

`grant_runtime` (run as the owner after `migrate`: `ludus db grant RUNTIME_ROLE`, the gateway's
second init container in Kubernetes; idempotent) grants those
rights on every table there is and, through default privileges, on every table a later
migration creates, so the runtime role never lags a migration.
"""

from __future__ import annotations

import psycopg
from psycopg import sql

from services.players import db

#: What the runtime role may do to a table's rows: all it needs, and no TRUNCATE or REFERENCES.
ROW_PRIVILEGES = "SELECT, INSERT, UPDATE, DELETE"
VERSION_TABLE = "alembic_version"


def runtime_grants(database: str, runtime: str, owner: str) -> list[sql.SQL | sql.Composed]:
    """The statements that give `runtime` row access to `owner`'s schema, now and after migrations."""
    role, owner_role, name = sql.Identifier(runtime), sql.Identifier(owner), sql.Identifier(database)
    rows = sql.SQL(ROW_PRIVILEGES)
    return [
        # Nobody but the owner creates objects in the schema (PostgreSQL ≥ 15's default, made
        # explicit for older servers and for databases created from an old template).
        sql.SQL("REVOKE CREATE ON SCHEMA public FROM PUBLIC"),
        sql.SQL("REVOKE ALL ON DATABASE {} FROM PUBLIC").format(name),
        sql.SQL("GRANT CONNECT, TEMPORARY ON DATABASE {} TO {}").format(name, role),
        sql.SQL("GRANT USAGE ON SCHEMA public TO {}").format(role),
        sql.SQL("GRANT {} ON ALL TABLES IN SCHEMA public TO {}").format(rows, role),
        sql.SQL("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {}").format(role),
        sql.SQL("ALTER DEFAULT PRIVILEGES FOR ROLE {} IN SCHEMA public GRANT {} ON TABLES TO {}").format(
            owner_role, rows, role
        ),
        sql.SQL("ALTER DEFAULT PRIVILEGES FOR ROLE {} IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO {}").format(
            owner_role, role
        ),
    ]


def version_table_revoke(runtime: str) -> sql.Composed:
    """The gateway checks the schema's revision at start (Alembic reads this table) but must not
    be able to claim one it does not have."""
    return sql.SQL("REVOKE INSERT, UPDATE, DELETE ON {} FROM {}").format(
        sql.Identifier(VERSION_TABLE), sql.Identifier(runtime)
    )


def grant_runtime(owner_url: str, runtime: str) -> None:
    """Run `runtime_grants` connected as the owner (the schema must be migrated first)."""
    plain = db.sqlalchemy_url(owner_url).replace("postgresql+psycopg://", "postgresql://", 1)
    with psycopg.connect(plain, autocommit=False) as connection:
        found = connection.execute("SELECT current_database(), current_user").fetchone()
        assert found is not None
        database, owner = str(found[0]), str(found[1])
        for statement in runtime_grants(database, runtime, owner):
            connection.execute(statement)
        # Run before the first migration (an init container does, after `migrate`), there is no
        # version table yet; run again after, it is there.
        if connection.execute("SELECT to_regclass(%s)", (VERSION_TABLE,)).fetchone() not in (None, (None,)):
            connection.execute(version_table_revoke(runtime))
        connection.commit()
