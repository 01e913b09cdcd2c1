"""Ratings: the projection's live throughput (matches/s through the feed's consumer group) and a
full rebuild over N synthetic finished rated matches (100,000 by default).

    python bench/ratings.py [--matches 100000] [--players 2000] [--live 10000]

Runs against a redis-server of its own (on a free port) and a database of its own on the
machine's PostgreSQL (tests/support/postgres.py's server), migrated, then dropped. Matches:
tests/ratings/logs.py's synthetic rated logs (2 to 5 seats, ties, one in five with a bot seat,
one in ten with an abandoning seat, two games), served by the in-memory archive, so the figures
are the projection's own cost (log parsing, the rules, the model, the writes) and not the
PostgreSQL archive's reads.

Baselines measured in the same run, so the figures are read as ratios: the match directory
projection over the same matches (one insert per match, the cheapest projection), and the pure
replay (services/ratings/rated.py, no database: the math alone, what `ludus ratings verify`
runs).

Figures (wall time, and this process's CPU time, which a busy shared machine inflates less):
live, the first `--live` matches XADDed to FINISHED_FEED and drained by one consumer
(a transaction and an XACK per batch of 100), ratings and match directory each; then a full
rebuild of all `--matches` (one transaction, scan pages of 500), ratings and match directory;
then the pure replay; then the tables' size per match.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
import uuid
from pathlib import Path

from redis.asyncio import Redis
from sqlalchemy import text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from services.archive.records import FINISHED_FEED
from services.launcher import RedisProcess, free_port
from services.players import db
from services.projections.consumer import FeedConsumer
from services.projections.directory import MatchDirectory
from services.projections.framework import Projection
from services.projections.rebuild import rebuild
from services.ratings.projection import RatingsProjection
from services.ratings.rated import rated_match, replay
from tests.ratings.logs import LogArchive, random_specs
from tests.support.postgres import fresh_database


async def drain(redis: Redis, url: str, archive: LogArchive, projection: Projection, count: int) -> float:
    engine = db.engine(url, pool_size=2)
    consumer = FeedConsumer(redis, engine, archive, projection, "bench")
    await consumer.ensure_group()
    started, cpu = time.perf_counter(), time.process_time()
    done = await consumer.drain()
    took = time.perf_counter() - started
    assert done.acknowledged == count and done.left == 0, done
    used = time.process_time() - cpu
    print(f"  {projection.name}: {count / took:,.0f} matches/s ({took:.1f} s), this process's CPU {used:.1f} s")
    await engine.dispose()
    return took


async def measure(url: str, redis_url: str, count: int, players: int, live: int) -> None:
    ids = [str(uuid.uuid4()) for _ in range(players)]
    started = time.perf_counter()
    specs = random_specs(count, ids, games=("arkadia", "ark"))
    archive = LogArchive()
    rows = [archive.add(spec) for spec in specs]
    print(f"{count:,} synthetic rated matches, {players:,} players ({time.perf_counter() - started:.1f} s to make)")
    ratings, directory = RatingsProjection(logs=archive.logs, bots=dict), MatchDirectory()

    redis = Redis.from_url(redis_url)
    live_archive = LogArchive()
    for spec in specs[:live]:
        live_archive.add(spec)
    pipe = redis.pipeline(transaction=False)
    for row in rows[:live]:
        pipe.xadd(FINISHED_FEED, {"match": row.match_id, "game": row.game})
    await pipe.execute()
    print(f"live feed, {live:,} matches (one consumer, a transaction and an XACK per batch of 100):")
    took = {}
    for projection in (RatingsProjection(logs=live_archive.logs, bots=dict), directory):
        took[projection.name] = await drain(redis, url, live_archive, projection, live)
    print(f"  ratings / match_directory time: {took['ratings'] / took['match_directory']:.1f}x")
    await redis.aclose()

    engine = db.engine(url, pool_size=2)
    print(f"full rebuild from the archive, {count:,} matches (one transaction, scan pages of 500):")
    rebuilt = {}
    for projection in (ratings, directory):
        started, cpu = time.perf_counter(), time.process_time()
        applied = await rebuild(engine, archive, projection)
        seconds = rebuilt[projection.name] = time.perf_counter() - started
        used = time.process_time() - cpu
        assert applied == count
        print(
            f"  {projection.name}: {seconds:.1f} s ({count / seconds:,.0f} matches/s), this process's CPU {used:.1f} s"
        )
    print(f"  ratings / match_directory time: {rebuilt['ratings'] / rebuilt['match_directory']:.1f}x")

    started, cpu = time.perf_counter(), time.process_time()
    matches = [
        found for spec in specs if (found := rated_match(spec.match_id, archive.log_of(spec.match_id))) is not None
    ]
    parsed = time.perf_counter() - started
    started = time.perf_counter()
    replay(matches, {})
    math_only = time.perf_counter() - started
    used = time.process_time() - cpu
    print(
        f"pure replay (no database): parse {count / parsed:,.0f} matches/s, rate {count / math_only:,.0f} matches/s,"
        f" this process's CPU {used:.1f} s; the rebuild takes {rebuilt['ratings'] / (parsed + math_only):.1f}x its time"
    )
    async with engine.begin() as connection:
        for table in ("rated_matches", "rating_history", "ratings"):
            await connection.execute(text(f"ANALYZE {table}"))
        sizes = await connection.execute(
            text(
                "SELECT relname, pg_total_relation_size(oid) FROM pg_class"
                " WHERE relname IN ('rated_matches', 'rating_history', 'ratings')"
            )
        )
        for name, size in sorted(sizes.all()):
            print(f"  {name}: {size / count:,.0f} bytes per match with its indexes")
    await engine.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=2_000)
    parser.add_argument("--live", type=int, default=10_000)
    args = parser.parse_args()
    server = RedisProcess(free_port(), Path(tempfile.mkdtemp(prefix="bench-ratings-"))).start()
    try:
        with fresh_database("ludus_bench_ratings") as url:
            db.migrate(url)
            asyncio.run(measure(url, server.url, args.matches, args.players, min(args.live, args.matches)))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
