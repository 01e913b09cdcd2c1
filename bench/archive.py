"""The archive: Redis memory per match, what archiving gives back, the mover's throughput, and
reading a finished match's history from the archive against Redis.

    python bench/archive.py [--finished 10000] [--live 200] [--samples 5]

Runs on a redis-server of its own (started here, no persistence) and a database of its own on the
machine's PostgreSQL (tests/support/postgres.py's server; dropped afterwards).

1. Per game: `--samples` matches played to the end with random legal commands through a
   MatchRunner (meta, events, commands, snapshots, the audit report: everything a match leaves),
   and as many played halfway (live); Redis's `used_memory` before and after, per match.
2. `--live` matches played halfway (the games in turn) stay live throughout. Then `--finished`
   finished matches: copies of the played ones under new match ids, loaded with the store's own
   import (a log's hash chain does not include the match id, so each copy is a valid match), with
   their snapshot and audit report, in the per-game index and the archive queue, as the runner
   leaves a finished match. `used_memory` with the live matches only, then with the finished too.
3. One mover (one process, as one worker runs it) archives every finished match: matches/s and
   events/s, and `used_memory` afterwards (the finished feed it leaves, trimmed to 100,000 entries,
   reported on its own).
4. The archive's bytes per match per game (`pg_column_size` of the row and its compressed log,
   with the uncompressed log for the ratio), and `pg_total_relation_size` of the partitions.
5. Reading a finished match's whole history: XRANGE from Redis (the match before archiving, the
   copy left live for it) against the archive (a fresh reader each time, so nothing is cached).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from ludus.backend.v1 import store_pb2
from ludus.v1 import common_pb2
from redis.asyncio import Redis
from sqlalchemy import text

from services import games
from services.archive.mover import ArchiveMover
from services.archive.postgres import PostgresArchive, encode_log
from services.archive.records import FINISHED_FEED
from services.core.codec import pack
from services.core.events import StoredEvent, to_envelope
from services.core.rng import Rng
from services.core.runner import MatchRunner, NoBots
from services.core.store import RedisEventStore, redis_storage
from services.launcher import RedisProcess, free_port
from services.players import db
from tests.support.postgres import fresh_database

HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)


async def play(runner: MatchRunner[Any], rng: Rng, stop_after: int | None = None) -> str:
    game = runner.game
    match = await runner.create(None, [HUMAN] * game.min_seats)
    moves = 0
    while not (current := await runner.load(match.match_id)).platform.finished:
        if stop_after is not None and moves >= stop_after:
            break
        seat = rng.choice(game.awaiting(current.require_state()))
        version, commands, _ = await runner.legal_commands(match.match_id, seat)
        await runner.submit(match.match_id, seat, pack(rng.choice(commands)), version, f"c{version}")
        moves += 1
    if current.platform.finished:
        await runner.audit(match.match_id)  # the workers audit every match as it ends
    return match.match_id


async def used(redis: Redis) -> int:
    info: Any = await redis.info("memory")
    return int(info["used_memory"])


async def copy_match(redis: Redis, store: RedisEventStore, source: str, target: str, game: str) -> int:
    """A finished match again under another id, as the runner leaves one; its event count."""
    events: list[StoredEvent] = await store.read(source)
    meta = await store.meta(source)
    assert meta is not None
    await store.import_log(target, meta, events)
    snapshot = await store.load_snapshot(source)
    if snapshot is not None:
        await store.save_snapshot(target, snapshot)
    report = await redis.get(f"ludus:{{{source}}}:audit")
    if report is not None:
        await redis.set(f"ludus:{{{target}}}:audit", report)
    await redis.zadd(f"ludus:index:{game}", {target: events[0].time_ms})
    await redis.zadd("ludus:finishing", {f"{game}|{target}": events[-1].time_ms})
    return len(events)


async def main(finished: int, live: int, samples: int) -> None:
    names = games.names()
    with tempfile.TemporaryDirectory() as scratch, fresh_database("ludus_bench_archive") as url:
        server = RedisProcess(free_port(), Path(scratch) / "redis").start()
        redis = Redis.from_url(server.url)
        db.migrate(url)
        engine = db.engine(url, pool_size=2)
        archive = PostgresArchive(engine)
        store = RedisEventStore(redis)
        try:
            rng = Rng(b"bench-archive" * 3, "x")
            templates: dict[str, list[str]] = {}
            print("Redis memory per match (used_memory delta / matches):")
            print("| game | live (halfway) | finished | events per finished match |")
            print("|---|---|---|---|")
            for name in names:
                runner: MatchRunner[Any] = MatchRunner(games.load(name), redis_storage(redis), NoBots())
                before = await used(redis)
                templates[name] = [await play(runner, rng) for _ in range(samples)]
                per_finished = (await used(redis) - before) / samples
                length = statistics.mean([len(await store.read(m)) for m in templates[name]])
                halfway = round(length / 2 / 2)  # about half the commands (a command is ~2 events)
                before = await used(redis)
                for _ in range(samples):
                    await play(runner, rng, stop_after=halfway)
                per_live = (await used(redis) - before) / samples
                print(f"| {name} | {per_live / 1024:.1f} KiB | {per_finished / 1024:.1f} KiB | {length:.0f} |")
            # Everything so far goes, but for the templates: a clean slate for the totals.
            keep = {m for ids in templates.values() for m in ids}
            for name in names:
                for match_id in [m async for m in redis.zscan_iter(f"ludus:index:{name}")]:
                    mid = match_id[0].decode()
                    if mid not in keep:
                        await redis.delete(*(await redis.keys(f"*{{{mid}}}*")))
                        await redis.zrem(f"ludus:index:{name}", mid)
                        await redis.zrem("ludus:finishing", f"{name}|{mid}")
            empty = await used(redis)
            for index in range(live):
                name = names[index % len(names)]
                runner = MatchRunner(games.load(name), redis_storage(redis), NoBots())
                await play(runner, rng, stop_after=40)
            with_live = await used(redis)
            total_events = 0
            started = time.perf_counter()
            for index in range(finished):
                name = names[index % len(names)]
                source = templates[name][index // len(names) % samples]
                total_events += await copy_match(redis, store, source, f"{name}-copy{index:06d}", name)
            loading = time.perf_counter() - started
            with_finished = await used(redis)
            print()
            print(f"templates only: {empty / 2**20:.1f} MiB")
            print(
                f"+ {live} live matches: {with_live / 2**20:.1f} MiB ({(with_live - empty) / live / 1024:.1f} KiB each)"
            )
            print(
                f"+ {finished} finished matches ({total_events} events, loaded in {loading:.1f} s): "
                f"{with_finished / 2**20:.1f} MiB ({(with_finished - with_live) / finished / 1024:.1f} KiB each)"
            )
            # Keep one copy per game in Redis for the read comparison (its original stays too).
            reads_from_redis: dict[str, str] = {}
            for name in names:
                reads_from_redis[name] = templates[name][0]
                await redis.zrem("ludus:finishing", f"{name}|{templates[name][0]}")
            mover = ArchiveMover(redis, archive, grace_ms=0)
            started = time.perf_counter()
            cpu = time.process_time()
            moved = archived_events = 0
            while batch := await mover.run_once(2**62, 500):
                moved += sum(1 for m in batch if m.outcome == "archived")
                archived_events += sum(m.events for m in batch)
            elapsed = time.perf_counter() - started
            cpu = time.process_time() - cpu
            after = await used(redis)
            feed = int(await redis.memory_usage(FINISHED_FEED) or 0)
            print(
                f"archived {moved} matches, {archived_events} events in {elapsed:.1f} s: "
                f"{moved / elapsed:.0f} matches/s, {archived_events / elapsed:.0f} events/s "
                f"(mover process CPU {cpu:.1f} s)"
            )
            print(
                f"after archiving: {after / 2**20:.1f} MiB; with the live matches only it was "
                f"{with_live / 2**20:.1f} MiB; the finished feed ({await redis.xlen(FINISHED_FEED)} entries) "
                f"holds {feed / 2**20:.2f} MiB of it"
            )
            async with engine.connect() as connection:
                rows = await connection.execute(
                    text(
                        "SELECT game, count(*), avg(pg_column_size(archived_matches.*)), avg(pg_column_size(log)),"
                        " avg(entries) FROM archived_matches GROUP BY game ORDER BY game"
                    )
                )
                print()
                print("| game | archived | row bytes (avg) | compressed log bytes (avg) | entries |")
                print("|---|---|---|---|---|")
                for game, count, row_bytes, log_bytes, entries in rows:
                    print(f"| {game} | {count} | {row_bytes:,.0f} | {log_bytes:,.0f} | {entries:.0f} |")
                sizes = await connection.execute(
                    text(
                        "SELECT sum(pg_total_relation_size(inhrelid)) FROM pg_inherits"
                        " WHERE inhparent = 'archived_matches'::regclass"
                    )
                )
                index_size = await connection.execute(text("SELECT pg_total_relation_size('archive_index')"))
                total = int(sizes.scalar_one() or 0) + int(index_size.scalar_one())
                print(
                    f"archive on disk (partitions with TOAST and indexes, and archive_index): {total / 2**20:.1f} MiB"
                )
                print(f"= {total / max(moved, 1):,.0f} bytes per archived match")
            print()
            columns = ["game", "events", "whole history from Redis (p50)", "from the archive (p50, cold)"]
            print("| " + " | ".join([*columns, "uncompressed log", "ratio"]) + " |")
            print("|---|---|---|---|---|---|")
            for name in names:
                redis_id = reads_from_redis[name]
                archived_id = next(
                    f"{name}-copy{index:06d}"
                    for index in range(finished)
                    if names[index % len(names)] == name and templates[name][index // len(names) % samples] == redis_id
                )
                from_redis, from_archive = [], []
                for _ in range(20):
                    start = time.perf_counter()
                    events = await store.read(redis_id)
                    from_redis.append(time.perf_counter() - start)
                    cold = PostgresArchive(engine)
                    start = time.perf_counter()
                    archived = await cold.read(archived_id)
                    from_archive.append(time.perf_counter() - start)
                    assert [e.hash for e in archived] == [e.hash for e in events]
                raw = len(
                    store_pb2.MatchExport(
                        format=1, match_id=archived_id, game=name, entries=[to_envelope(e) for e in events]
                    ).SerializeToString()
                )
                packed = len(encode_log(archived_id, name, events))
                print(
                    f"| {name} | {len(events)} | {statistics.median(from_redis) * 1000:.2f} ms "
                    f"| {statistics.median(from_archive) * 1000:.2f} ms | {raw:,} B | {raw / packed:.1f} to 1 |"
                )
        finally:
            await redis.aclose()
            await engine.dispose()
            server.stop()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--finished", type=int, default=10_000)
    parser.add_argument("--live", type=int, default=200)
    parser.add_argument("--samples", type=int, default=5)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.finished, arguments.live, arguments.samples))
