"""Alembic's environment: a synchronous psycopg connection to the configured URL."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine, pool

from services.players.schema import metadata

url = context.config.get_main_option("sqlalchemy.url")
assert url, "services.players.db.alembic_config sets sqlalchemy.url"
connectable = create_engine(url, poolclass=pool.NullPool)
with connectable.connect() as connection:
    context.configure(connection=connection, target_metadata=metadata)
    with context.begin_transaction():
        context.run_migrations()
connectable.dispose()
