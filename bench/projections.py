"""Projections: live-feed throughput (matches/s through the consumer groups), a full rebuild of
10,000 synthetic archived matches, and search latency over the rebuilt tables.

    python bench/projections.py [--matches 10000] [--players 200] [--queries 200]

Runs against a redis-server of its own (on a free port) and a database of its own on the
machine's PostgreSQL (tests/support/postgres.py's server, 127.0.0.1:5432 unless
LUDUS_TEST_POSTGRES says otherwise), migrated, then dropped. The archive is the in-memory twin
(services/archive/records.py), so the figures are the projections' own cost — the PostgreSQL
archive's scan is the archive branch's to measure. Matches: tests/support/finished.py's
synthetic ones (3 or 4 seats, up to two signed-in players each, one in ten private).

Figures: live feed, every match XADDed to FINISHED_FEED, then one consumer per projection drains
its group (one transaction and one XACK per batch of 100 entries); rebuild per projection (one
transaction, pages of 500 from ArchiveReader.scan); the tables' size per match; search: p50 and
p95 of a player's first history page, a player's wins, and one game over a week, and the index
each of those plans reads.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

from redis.asyncio import Redis
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

# The synthetic matches are the tests' (tests/support/finished.py): run from anywhere.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from services.archive.records import FINISHED_FEED
from services.launcher import RedisProcess, free_port
from services.players import db, schema
from services.projections.consumer import FeedConsumer
from services.projections.rebuild import rebuild
from services.projections.registry import PROJECTIONS
from services.projections.search import MatchQuery, MatchSearch, search_statement
from tests.support.finished import START_MS, archive_of, synthetic_matches
from tests.support.postgres import fresh_database


async def timed_queries(search: MatchSearch, queries: list[MatchQuery], viewer: uuid.UUID | None) -> list[float]:
    took = []
    for query in queries:
        started = time.perf_counter()
        await search.search(query, viewer, 20)
        took.append((time.perf_counter() - started) * 1000)
    return took


async def indexes_read(engine: AsyncEngine, query: MatchQuery, viewer: uuid.UUID | None) -> str:
    """The indexes PostgreSQL's plan for the search's first page reads."""
    async with engine.connect() as connection:
        player = await MatchSearch.player_id_of(connection, query.player) if query.player else None
        compiled = search_statement(query, player, viewer, None).limit(21).compile(dialect=engine.dialect)
        plan = await connection.exec_driver_sql("EXPLAIN " + str(compiled), compiled.params)
        lines = [row[0] for row in plan]
    used = sorted({word for line in lines for word in line.split() if "_by_" in word or word.endswith("_pkey")})
    return ", ".join(used) or "no index (" + lines[0].strip() + ")"


def spread(label: str, took: list[float]) -> None:
    took = sorted(took)
    p95 = took[int(len(took) * 0.95) - 1]
    print(f"  {label}: p50 {statistics.median(took):.2f} ms, p95 {p95:.2f} ms ({len(took)} queries)")


async def measure(url: str, redis_url: str, count: int, players: int, queries: int) -> None:
    engine = db.engine(url, pool_size=4)
    redis = Redis.from_url(redis_url)
    names = [f"bench{index:04}" for index in range(players)]
    ids = [uuid.uuid4() for _ in names]
    async with engine.begin() as connection:
        await connection.execute(
            schema.players.insert(),
            [{"id": i, "name": n, "name_key": n, "kind": schema.MEMBER} for i, n in zip(ids, names, strict=True)],
        )
    matches = synthetic_matches(count, [str(i) for i in ids])
    archive = archive_of(matches)
    print(f"{count} synthetic archived matches, {players} players, {sum(len(m.players) for m in matches)} seats held")

    pipe = redis.pipeline(transaction=False)
    for match in matches:
        pipe.xadd(FINISHED_FEED, {"match": match.match_id, "game": match.game})
    await pipe.execute()
    print("live feed (one consumer per projection, a transaction and an XACK per batch of 100):")
    for projection in PROJECTIONS.values():
        consumer = FeedConsumer(redis, engine, archive, projection, "bench")
        await consumer.ensure_group()
        started = time.perf_counter()
        done = await consumer.drain()
        took = time.perf_counter() - started
        assert done.acknowledged == count and done.left == 0
        print(f"  {projection.name}: {count / took:,.0f} matches/s ({took:.1f} s)")

    print("full rebuild from the archive (one transaction, scan pages of 500):")
    for projection in PROJECTIONS.values():
        started = time.perf_counter()
        applied = await rebuild(engine, archive, projection)
        took = time.perf_counter() - started
        assert applied == count
        print(f"  {projection.name}: {took:.2f} s ({count / took:,.0f} matches/s)")
    async with engine.begin() as connection:
        await connection.execute(text("ANALYZE match_directory"))
        await connection.execute(text("ANALYZE player_history"))
        sizes = await connection.execute(
            text(
                "SELECT relname, pg_total_relation_size(oid) FROM pg_class"
                " WHERE relname IN ('match_directory', 'player_history', 'projection_applied')"
            )
        )
        for name, size in sorted(sizes.all()):
            print(f"  {name}: {size / count:,.0f} bytes per match with its indexes")

    search = MatchSearch(engine)
    week = (START_MS, START_MS + 7 * 24 * 3600 * 1000)
    print("search (first page of 20, over the rebuilt tables):")
    spread(
        "a player's history",
        await timed_queries(search, [MatchQuery(player=names[i % players]) for i in range(queries)], None),
    )
    spread(
        "a player's wins, as that player",
        [
            t
            for i in range(queries)
            for t in await timed_queries(
                search, [MatchQuery(player=names[i % players], outcome="won")], ids[i % players]
            )
        ],
    )
    spread(
        "one game this week",
        await timed_queries(
            search,
            [MatchQuery(game="zapp_zerapp", finished_from_ms=week[0], finished_until_ms=week[1])] * queries,
            None,
        ),
    )
    print("indexes the plans read:")
    for label, query, viewer in [
        ("a player's history", MatchQuery(player=names[0]), None),
        ("a player's wins, as that player", MatchQuery(player=names[0], outcome="won"), ids[0]),
        (
            "one game this week",
            MatchQuery(game="zapp_zerapp", finished_from_ms=week[0], finished_until_ms=week[1]),
            None,
        ),
    ]:
        print(f"  {label}: {await indexes_read(engine, query, viewer)}")
    await redis.aclose()
    await engine.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    server = RedisProcess(free_port(), Path(tempfile.mkdtemp(prefix="bench-projections-"))).start()
    try:
        with fresh_database("ludus_bench_projections") as url:
            db.migrate(url)
            asyncio.run(measure(url, server.url, args.matches, args.players, args.queries))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
