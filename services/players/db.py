"""The PostgreSQL connection: one async SQLAlchemy engine (psycopg 3) per process, and migrations.

`ludus db migrate` and the gateway's start run the Alembic migrations under
services/players/migrations, so a fresh database gets the whole schema and an old one the
revisions it lacks.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

MIGRATIONS = Path(__file__).parent / "migrations"


def sqlalchemy_url(url: str) -> str:
    """The URL with SQLAlchemy's psycopg 3 driver named (operators write plain postgresql://)."""
    for prefix in ("postgresql+psycopg://", "postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    raise ValueError("expected a postgresql:// URL")


def engine(url: str, pool_size: int = 10) -> AsyncEngine:
    """An async engine; `pool_pre_ping` so that a restarted server costs one retry, not an error.
    With metrics on, its calls are timed and its errors counted (services/telemetry/database.py)."""
    from services.telemetry.process import observe_database

    made = create_async_engine(sqlalchemy_url(url), pool_size=pool_size, max_overflow=20, pool_pre_ping=True)
    observe_database(made)
    return made


def alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    # Alembic's ini interpolation treats % specially; a password may contain one.
    config.set_main_option("sqlalchemy.url", sqlalchemy_url(url).replace("%", "%%"))
    return config


def migrate(url: str, revision: str = "head") -> None:
    """Upgrade the database to `revision` (idempotent: an up-to-date database is left alone)."""
    command.upgrade(alembic_config(url), revision)


def downgrade(url: str, revision: str) -> None:
    command.downgrade(alembic_config(url), revision)


async def migrate_async(url: str, revision: str = "head") -> None:
    """`migrate` off the event loop (Alembic drives a synchronous connection)."""
    await asyncio.to_thread(migrate, url, revision)
