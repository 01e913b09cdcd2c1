"""The projection framework on real PostgreSQL and real Redis: the feed's consumer groups, XACK
after commit, XAUTOCLAIM of a crashed consumer's entries, idempotence, and a rebuild from the
archive equal, row for row, to the live-fed tables."""

from __future__ import annotations

from typing import Any

from redis.asyncio import Redis
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from services.archive.records import FINISHED_FEED, ArchivedMatch, MemoryArchive
from services.projections.consumer import FeedConsumer, group_name
from services.projections.framework import apply_once
from services.projections.rebuild import rebuild, status
from services.projections.registry import PROJECTIONS
from services.projections.tables import applied, match_directory, player_history
from tests.projections.conftest import add_players
from tests.support.finished import archive_of, finished_match, synthetic_matches

DIRECTORY = PROJECTIONS["match_directory"]
HISTORY = PROJECTIONS["player_history"]


async def announce(feed: Redis, *matches: ArchivedMatch) -> None:
    """What the archiver does after committing each match's archive row."""
    for match in matches:
        await feed.xadd(FINISHED_FEED, {"match": match.match_id, "game": match.game})


async def rows(engine: AsyncEngine) -> dict[str, list[tuple[Any, ...]]]:
    """Both projections' tables, every row, in a stable order."""
    async with engine.connect() as connection:
        directory = (await connection.execute(select(match_directory).order_by(match_directory.c.match_id))).all()
        history = (
            await connection.execute(
                select(player_history).order_by(player_history.c.match_id, player_history.c.player_id)
            )
        ).all()
    return {"directory": [tuple(row) for row in directory], "history": [tuple(row) for row in history]}


def consumers(
    feed: Redis, engine: AsyncEngine, archive: MemoryArchive, name: str = "c1", **kw: Any
) -> list[FeedConsumer]:
    return [FeedConsumer(feed, engine, archive, projection, name, **kw) for projection in (DIRECTORY, HISTORY)]


async def test_live_fed_tables_equal_the_rebuilt_ones_row_for_row(feed: Redis, engine: AsyncEngine) -> None:
    players = await add_players(engine, "Ada", "Brook", "Cyd")
    matches = synthetic_matches(120, players)
    archive = archive_of(matches)
    live = consumers(feed, engine, archive, batch=7)
    for consumer in live:
        await consumer.ensure_group()
    # Live feed order is the archiver's, not (finished_ms, match_id); some come twice.
    await announce(feed, *reversed(matches), *matches[:15])
    for consumer in live:
        done = await consumer.drain()
        assert (done.acknowledged, done.left) == (135, 0)
    fed = await rows(engine)
    assert len(fed["directory"]) == 120
    assert len(fed["history"]) == sum(len(m.players) for m in matches) > 0
    for projection in (DIRECTORY, HISTORY):
        assert await rebuild(engine, archive, projection, page=11) == 120
    assert await rows(engine) == fed
    for projection in (DIRECTORY, HISTORY):
        found = await status(engine, feed, projection)
        assert (found.applied, found.pending, found.lag, found.group) == (120, 0, 0, True)


async def test_an_entry_is_acknowledged_only_after_its_commit_and_a_crashed_consumers_entries_are_claimed(
    feed: Redis, engine: AsyncEngine
) -> None:
    players = await add_players(engine, "Dee")
    first, second = synthetic_matches(2, players, seed=3)
    archive = archive_of([first, second])
    await FeedConsumer(feed, engine, archive, DIRECTORY, "x").ensure_group()
    await announce(feed, first, second)
    # A consumer reads both entries and dies before applying either: they stay pending.
    crashed: Any = await feed.xreadgroup(group_name(DIRECTORY), "crashed", {FINISHED_FEED: ">"}, count=10)
    assert len(crashed[0][1]) == 2
    # Another had committed `first` but died before its XACK: the ledger holds it already.
    async with engine.begin() as connection:
        assert await apply_once(connection, DIRECTORY, first)
    found = await status(engine, feed, DIRECTORY)
    assert (found.pending, found.lag, found.applied) == (2, 0, 1)

    patient = FeedConsumer(feed, engine, archive, DIRECTORY, "patient", claim_idle_ms=60_000)
    assert (await patient.run_once()).acknowledged == 0  # not idle long enough to be claimed
    survivor = FeedConsumer(feed, engine, archive, DIRECTORY, "survivor", claim_idle_ms=0)
    done = await survivor.run_once()
    assert (done.acknowledged, done.left) == (2, 0)
    found = await status(engine, feed, DIRECTORY)
    assert (found.pending, found.applied) == (0, 2)
    async with engine.connect() as connection:
        listed = (await connection.execute(select(match_directory.c.match_id))).scalars().all()
    assert sorted(listed) == sorted([first.match_id, second.match_id])


async def test_a_match_that_fails_to_apply_changes_nothing_and_stays_pending(feed: Redis, engine: AsyncEngine) -> None:
    good = finished_match("ark-good", "ark", 1_000, {})
    broken = ArchivedMatch(**{**good.__dict__, "match_id": "ark-broken", "info": b"\xff not a MatchInfo"})
    archive = archive_of([good, broken])
    consumer = FeedConsumer(feed, engine, archive, DIRECTORY, "c", claim_idle_ms=0)
    await consumer.ensure_group()
    await feed.xadd(FINISHED_FEED, {"match": "ark-unknown", "game": "ark"})  # not (yet) archived
    await announce(feed, broken, good)
    done = await consumer.run_once()
    assert (done.acknowledged, done.left) == (1, 2)
    async with engine.connect() as connection:
        assert (await connection.execute(select(applied.c.match_id))).scalars().all() == ["ark-good"]
        assert (await connection.execute(select(match_directory.c.match_id))).scalars().all() == ["ark-good"]
    found = await status(engine, feed, DIRECTORY)
    assert (found.pending, found.applied) == (2, 1)


async def test_status_before_anything_was_archived(feed: Redis, engine: AsyncEngine) -> None:
    found = await status(engine, feed, HISTORY)
    assert (found.applied, found.pending, found.lag, found.group) == (0, 0, None, False)


async def test_the_directory_and_history_rows_of_one_match(feed: Redis, engine: AsyncEngine) -> None:
    ada, brook = await add_players(engine, "Ann", "Bea")
    # Seats 1 and 2 share the win over seat 0; seat 2's player, seat 0's player.
    match = finished_match("zapp_zerapp-1", "zapp_zerapp", 5_000, {0: ada, 2: brook}, winners=(1, 2), public=False)
    async with engine.begin() as connection:
        for projection in (DIRECTORY, HISTORY):
            assert await apply_once(connection, projection, match)
            assert not await apply_once(connection, projection, match)
    async with engine.connect() as connection:
        row = (await connection.execute(select(match_directory))).one()
        history = (await connection.execute(select(player_history).order_by(player_history.c.seat))).all()
    assert (row.game, row.seat_count, row.winners, row.public, row.finished_ms) == (
        "zapp_zerapp",
        3,
        [1, 2],
        False,
        5_000,
    )
    assert [(s["seat"], s["rank"], s["outcome"], s["player"]) for s in row.seats] == [
        (0, 2, "lost", ada),
        (1, 1, "won", None),
        (2, 1, "won", brook),
    ]
    assert [(str(h.player_id), h.seat, h.rank, h.outcome, h.public) for h in history] == [
        (ada, 0, 2, "lost", False),
        (brook, 2, 1, "won", False),
    ]


async def test_a_win_shared_by_every_seat_is_a_draw(engine: AsyncEngine) -> None:
    (ann,) = await add_players(engine, "Cam")
    match = finished_match("ark-draw", "ark", 9_000, {1: ann}, seat_count=3, winners=(0, 1, 2))
    async with engine.begin() as connection:
        await apply_once(connection, HISTORY, match)
        outcome = (await connection.execute(select(player_history.c.outcome))).scalar_one()
    assert outcome == "drawn"


async def test_the_operators_commands(
    feed: Redis, engine: AsyncEngine, database_url: str, redis_url: str, capsys: Any, monkeypatch: Any
) -> None:
    import argparse

    from services.core import settings
    from services.projections import operators

    players = await add_players(engine, "Eve")
    archive = archive_of(synthetic_matches(30, players, seed=5))
    rebuild_args = argparse.Namespace(projections_command="rebuild", name="player_history")
    assert await operators.run(database_url, rebuild_args, archive) == 0
    assert "rebuilt from 30 archived matches" in capsys.readouterr().out
    assert (
        await operators.run(database_url, argparse.Namespace(projections_command="rebuild", name="nope"), archive) == 2
    )
    assert "there are: match_directory, player_history" in capsys.readouterr().out
    monkeypatch.setenv("LUDUS_REDIS_URL", redis_url)
    settings.reset()
    assert await operators.run(database_url, argparse.Namespace(projections_command="status")) == 0
    out = capsys.readouterr().out
    assert "player_history" in out and "30" in out and "no group yet" in out


async def test_the_workers_pass_feeds_every_projection(feed: Redis, engine: AsyncEngine) -> None:
    from services.projections.worker import project_all

    players = await add_players(engine, "Fay")
    matches = synthetic_matches(10, players, seed=9)
    await announce(feed, *matches)
    done = await project_all(feed, engine, archive_of(matches), max_batches=5)
    assert {name: (b.acknowledged, b.left) for name, b in done.items()} == {
        "match_directory": (10, 0),
        "player_history": (10, 0),
        # Unrated (synthetic summaries): acknowledged, their logs never read, no rating moved.
        "ratings": (10, 0),
    }
    again = await project_all(feed, engine, archive_of(matches))
    assert all(b.acknowledged == 0 for b in again.values())


def test_the_workers_beat_runs_the_projections_pass_at_the_configured_interval() -> None:
    from services.core.settings import Settings
    from services.workers import tasks
    from services.workers.app import app, celery_config

    # With a database (the projections live there); without one beat sends no projections pass.
    configured = Settings(projection_seconds=0.5, database_url="postgresql://127.0.0.1/ludus")
    schedule = celery_config(configured)["beat_schedule"]["projections"]
    assert schedule == {"task": "ludus.project", "schedule": 0.5}
    assert "projections" not in celery_config(Settings())["beat_schedule"]
    assert tasks.project.name in app.tasks and tasks.project.name == "ludus.project"


async def test_the_feed_is_trimmed_of_what_every_group_is_done_with(feed: Redis, engine: AsyncEngine) -> None:
    from services.projections.feed import trim_feed

    groups = [group_name(DIRECTORY), group_name(HISTORY)]
    matches = synthetic_matches(10, [], seed=13)
    archive = archive_of(matches)
    await announce(feed, *matches)
    directory = FeedConsumer(feed, engine, archive, DIRECTORY, "d")
    await directory.ensure_group()
    await directory.drain()
    assert await trim_feed(feed, groups) == 0  # player history has no group yet: keep everything
    await FeedConsumer(feed, engine, archive, HISTORY, "h").ensure_group()
    crashed: Any = await feed.xreadgroup(group_name(HISTORY), "crashed", {FINISHED_FEED: ">"}, count=4)
    assert len(crashed[0][1]) == 4
    assert await trim_feed(feed, groups) == 0  # its first entry is pending
    assert await feed.xlen(FINISHED_FEED) == 10
    done = await FeedConsumer(feed, engine, archive, HISTORY, "h", claim_idle_ms=0).drain()
    assert done.acknowledged == 10
    assert await trim_feed(feed, groups) == 9
    assert await feed.xlen(FINISHED_FEED) == 1  # the last delivered entry stays (MINID keeps it)
    # New entries after the trim are delivered as ever.
    late = finished_match("ark-late", "ark", 99_000, {})
    archive.put(late, [], {})
    await announce(feed, late)
    assert (await directory.drain()).acknowledged == 1


async def test_a_rebuild_while_live_consumers_apply_gives_the_same_tables(feed: Redis, engine: AsyncEngine) -> None:
    import asyncio

    players = await add_players(engine, "Gus", "Hana")
    matches = synthetic_matches(400, players, seed=17)
    archive = archive_of(matches)
    live = consumers(feed, engine, archive, batch=5)
    for consumer in live:
        await consumer.ensure_group()
    await announce(feed, *matches)
    # Live consumers (both projections, small batches) and both rebuilds at once: each lives
    # through the others' transactions without a deadlock, and nothing is applied twice.
    drained = asyncio.gather(*(consumer.drain() for consumer in live))
    rebuilt = asyncio.gather(*(rebuild(engine, archive, p, page=50) for p in (DIRECTORY, HISTORY)))
    batches, counts = await asyncio.gather(drained, rebuilt)
    assert [batch.left for batch in batches] == [0, 0] and counts == [400, 400]
    concurrent = await rows(engine)
    for projection in (DIRECTORY, HISTORY):
        await rebuild(engine, archive, projection)
    assert await rows(engine) == concurrent
    assert len(concurrent["directory"]) == 400


async def test_the_celery_task_says_what_it_lacks_and_what_it_did(database_url: str, monkeypatch: Any) -> None:
    """Without a database the workers' task says so instead of pretending; with one, it reads the
    platform's PostgreSQL archive (services/projections/wiring.py) and reports each projection."""
    from services.core import settings
    from services.workers.tasks import _project

    monkeypatch.delenv("LUDUS_DATABASE_URL", raising=False)
    settings.reset()
    assert await _project() == "no database (LUDUS_DATABASE_URL): no projections"
    monkeypatch.setenv("LUDUS_DATABASE_URL", database_url)
    settings.reset()
    done = await _project()
    assert "directory 0 applied, 0 left" in done and "history 0 applied, 0 left" in done, done
