"""The players' schema migrations on a real PostgreSQL: from an empty database, from the previous
revision (with data in it), down and up again, and the result equal to services/players/schema.py."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, inspect, text

from services.archive import schema as _archive_schema  # noqa: F401  (its tables join the metadata)
from services.chat import archive as _chat_archive  # noqa: F401  (its table joins the metadata)
from services.players import db, schema
from services.projections import tables as projection_tables
from services.ratings import tables as _ratings_tables  # noqa: F401  (they join the projections' metadata)
from services.webhooks import tables as webhook_tables
from tests.support.postgres import fresh_database

HEAD = "0011"


def columns(url: str) -> dict[str, set[str]]:
    engine = create_engine(db.sqlalchemy_url(url))
    try:
        with engine.connect() as connection:
            found = inspect(connection)
            return {
                table: {column["name"] for column in found.get_columns(table)}
                for table in found.get_table_names()
                if table != "alembic_version"
            }
    finally:
        engine.dispose()


def revision(url: str) -> str:
    engine = create_engine(db.sqlalchemy_url(url))
    try:
        with engine.connect() as connection:
            return str(connection.execute(text("SELECT version_num FROM alembic_version")).scalar_one())
    finally:
        engine.dispose()


@pytest.fixture
def empty_database() -> Iterator[str]:
    with fresh_database("ludus_migrations") as url:
        yield url


def test_upgrade_from_empty_gives_the_schema_the_code_queries(empty_database: str) -> None:
    db.migrate(empty_database)
    assert revision(empty_database) == HEAD
    tables = [
        *schema.metadata.sorted_tables,
        *projection_tables.metadata.sorted_tables,
        *webhook_tables.metadata.sorted_tables,
    ]
    expected = {table.name: {column.name for column in table.columns} for table in tables}
    assert columns(empty_database) == expected
    db.migrate(empty_database)  # up to date: a no-op
    assert revision(empty_database) == HEAD


@pytest.mark.parametrize("previous", ["0001", "0002", "0003", "0004"])
def test_upgrade_from_a_previous_revision_keeps_the_players(empty_database: str, previous: str) -> None:
    db.migrate(empty_database, previous)
    assert revision(empty_database) == previous
    assert {"players", "credentials", "sessions", "oidc_identities"} <= set(columns(empty_database))
    player = uuid.uuid4()
    engine = create_engine(db.sqlalchemy_url(empty_database))
    try:
        with engine.begin() as connection:
            connection.execute(
                schema.players.insert().values(id=player, name="Old", name_key="old", kind=schema.MEMBER)
            )
        db.migrate(empty_database)
        assert revision(empty_database) == HEAD
        with engine.begin() as connection:
            assert connection.execute(text("SELECT name FROM players")).scalar_one() == "Old"
            connection.execute(schema.seats.insert().values(match_id="ark-1", seat=0, player_id=player))
    finally:
        engine.dispose()


def test_downgrade_to_empty_and_up_again(empty_database: str) -> None:
    db.migrate(empty_database)
    db.downgrade(empty_database, "0001")
    assert "seats" not in columns(empty_database)
    db.downgrade(empty_database, "base")
    assert columns(empty_database) == {}
    db.migrate(empty_database)
    assert revision(empty_database) == HEAD
