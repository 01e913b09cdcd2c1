"""Alembic's environment: a synchronous psycopg connection to the configured URL."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine, pool, text

from services.archive import schema as _archive_schema  # noqa: F401  (the archive tables join the metadata)
from services.players.schema import metadata
from services.projections.tables import metadata as projection_metadata

url = context.config.get_main_option("sqlalchemy.url")
assert url, "services.players.db.alembic_config sets sqlalchemy.url"
connectable = create_engine(url, poolclass=pool.NullPool)
with connectable.connect() as connection:
    context.configure(connection=connection, target_metadata=[metadata, projection_metadata])
    with context.begin_transaction():
        # Gateways started together each migrate at start: one at a time (the others then find
        # the schema up to date). The lock ends with the transaction.
        connection.execute(text("SELECT pg_advisory_xact_lock(7271001)"))
        context.run_migrations()
connectable.dispose()
