"""Every read answers byte for byte the same before and after a finished match is archived, for
every game: GetMatch, GetHistory (at several versions), GetView, WatchMatch (from several
versions, plain and enriched), GetAudit, over real gRPC (an in-process game service hosting every
game, on the tiered store over a real Redis and a real PostgreSQL), as a spectator and as a seat;
and ludus replay / export / audit. A command for an archived match is refused as for a finished
one (FAILED_PRECONDITION), and a retried command id still gets its first answer."""

from __future__ import annotations

import asyncio
import io
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import any_pb2
from ludus.v1 import gateway_pb2
from redis.asyncio import Redis
from rich.console import Console

from services import admin, games
from services.archive.mover import ArchiveMover
from services.archive.postgres import PostgresArchive
from services.archive.tiered import tiered_storage
from services.core import caller
from services.core.events import StoredEvent
from services.core.grpc_server import RULE_CODE_KEY
from services.core.hosting import GameRouter
from services.core.match import Match
from services.core.ports import Storage, WaitingMatch
from services.core.runner import MatchRunner
from services.core.service import GameServicer
from services.core.settings import Settings, use
from services.core.store import redis_storage
from services.core.stubs import add_game_service, game_service_stub
from tests.archive.matches import play_to_end

DB = 6
Answers = dict[str, bytes]


@pytest.fixture
async def own_redis(redis_url: str) -> AsyncIterator[Redis]:
    client = Redis.from_url(f"{redis_url.rsplit('/', 1)[0]}/{DB}")
    yield client
    await client.aclose()


def storage_on(redis: Redis, archive: PostgresArchive) -> Storage:
    return tiered_storage(redis_storage(redis), archive)


async def serve(storage: Storage) -> tuple[grpc.aio.Server, str]:
    """A game service hosting every game on `storage`, on a free loopback port (no TLS: the
    caller is named in metadata, as the gateway names it)."""
    router = GameRouter({name: GameServicer(MatchRunner(games.load(name), storage)) for name in games.names()})
    server = grpc.aio.server()
    add_game_service(router, server)
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    return server, f"127.0.0.1:{port}"


def as_seat(match_id: str, seat: int | None) -> tuple[tuple[str, str], ...]:
    return (caller.Caller(caller.SEAT, match_id, seat) if seat is not None else caller.ANONYMOUS_CALLER).metadata()


async def answers(address: str, match: Match[Any]) -> Answers:
    """The serialised answers of every read call for `match`."""
    match_id, last = match.match_id, match.version
    found: Answers = {}
    async with grpc.aio.insecure_channel(address) as channel:
        stub = game_service_stub(channel)
        for seat in (None, 0):
            metadata = as_seat(match_id, seat)
            request = gateway_pb2.GetMatchRequest(match_id=match_id)
            found[f"match {seat}"] = (await stub.GetMatch(request, metadata=metadata)).SerializeToString()
            view = await stub.GetView(gateway_pb2.GetViewRequest(match_id=match_id), metadata=metadata)
            found[f"view {seat}"] = view.SerializeToString()
            for version in sorted({1, 2, last // 3, last // 2, last - 1, last}):
                history = gateway_pb2.GetHistoryRequest(match_id=match_id, to_version=version)
                found[f"history {seat} {version}"] = (
                    await stub.GetHistory(history, metadata=metadata)
                ).SerializeToString()
            whole = await stub.GetHistory(gateway_pb2.GetHistoryRequest(match_id=match_id), metadata=metadata)
            found[f"history {seat} all"] = whole.SerializeToString()
            for start in sorted({0, 1, last // 2, last, last + 1}):
                for enrich in (False, True):
                    watch = gateway_pb2.WatchMatchRequest(match_id=match_id, from_version=start, enrich=enrich)
                    events = [event.SerializeToString() async for event in stub.WatchMatch(watch, metadata=metadata)]
                    found[f"watch {seat} {start} {enrich}"] = b"|".join(events)
        audit = await stub.GetAudit(gateway_pb2.GetAuditRequest(match_id=match_id), metadata=as_seat(match_id, None))
        found["audit"] = audit.SerializeToString()
    return found


async def cli_answers(match: Match[Any], redis_url: str) -> Answers:
    found: Answers = {}
    for version in (1, match.version // 2, match.version):
        replayed = await admin.replay(match.match_id, version, None, redis_url)
        found[f"replay {version}"] = replayed.encode()
    found["export"] = await admin.export(match.match_id, False, redis_url)
    return found


@pytest.mark.parametrize("game", games.names())
async def test_every_read_is_byte_identical_after_archiving(
    game: str, own_redis: Redis, archive: PostgresArchive, database_url: str, redis_url: str
) -> None:
    storage = storage_on(own_redis, archive)
    match = await play_to_end(MatchRunner(games.load(game), storage))
    log = await storage.events.read(match.match_id)
    applied = next(event for event in reversed(log) if event.command)  # a batch's first entry
    db_redis = f"{redis_url.rsplit('/', 1)[0]}/{DB}"
    server, address = await serve(storage)
    try:
        with use(Settings(database_url=database_url)):
            before = await answers(address, match)
            before |= await cli_answers(match, db_redis)
            moved = await ArchiveMover(own_redis, archive, grace_ms=0).move(WaitingMatch(game, match.match_id))
            assert moved.outcome == "archived"
            assert await own_redis.keys(f"*{match.match_id}*") == []
            # The same service (its runners' caches warm) and a fresh one (everything cold).
            after_warm = await answers(address, match)
            fresh, fresh_address = await serve(storage_on(own_redis, PostgresArchive(archive.engine)))
            try:
                after_cold = await answers(fresh_address, match)
                after_cold |= await cli_answers(match, db_redis)
                await refused_as_finished(fresh_address, match, applied)
            finally:
                await fresh.stop(None)
    finally:
        await server.stop(None)
    assert after_warm == {key: before[key] for key in after_warm}
    assert after_cold == before
    # Reading touched nothing in Redis: no key of the archived match came back.
    assert await own_redis.keys(f"*{match.match_id}*") == []


async def refused_as_finished(address: str, match: Match[Any], applied: StoredEvent) -> None:
    """A new command: MATCH_OVER (FAILED_PRECONDITION), as for any finished match; the last
    applied command id again: its first answer, from the archived idempotency records."""
    match_id = match.match_id
    assert applied.seat is not None
    command = any_pb2.Any.FromString(applied.command)
    metadata = as_seat(match_id, applied.seat)
    async with grpc.aio.insecure_channel(address) as channel:
        stub = game_service_stub(channel)
        request = gateway_pb2.SubmitCommandRequest(match_id=match_id, command_id="after-the-end", command=command)
        with pytest.raises(grpc.aio.AioRpcError) as refused:
            await stub.SubmitCommand(request, metadata=metadata)
        assert refused.value.code() == grpc.StatusCode.FAILED_PRECONDITION
        assert dict(refused.value.trailing_metadata() or ()).get(RULE_CODE_KEY) == "MATCH_OVER"
        retried = gateway_pb2.SubmitCommandRequest(match_id=match_id, command_id=applied.command_id, command=command)
        answer = await stub.SubmitCommand(retried, metadata=metadata)
        assert answer.duplicate and answer.events and answer.events[0].version == applied.version


async def test_audits_run_from_the_archive_alone_and_match_a_reimported_export(
    own_redis: Redis, archive: PostgresArchive, database_url: str, redis_url: str, tmp_path: Path
) -> None:
    game = "ark"
    storage = storage_on(own_redis, archive)
    match = await play_to_end(MatchRunner(games.load(game), storage))
    await ArchiveMover(own_redis, archive, grace_ms=0).move(WaitingMatch(game, match.match_id))
    base = redis_url.rsplit("/", 1)[0]
    with use(Settings(database_url=database_url)):
        exported = await admin.export(match.match_id, False, f"{base}/{DB}")
        # Redis holds nothing of the match: the audit reads the archive alone.
        assert await own_redis.keys(f"*{match.match_id}*") == []
        printed = io.StringIO()
        failed = await admin.audit_matches([], True, f"{base}/{DB}", Console(file=printed, width=300))
        assert failed == 0
        assert match.match_id in printed.getvalue()
        # Importing the export into the same deployment is refused: the match exists (archived).
        with pytest.raises(Exception, match=match.match_id):
            await admin.import_file(exported, f"{base}/{DB}", Console(file=io.StringIO()))
    archived_runner = MatchRunner(games.load(game), storage_on(own_redis, archive))
    archived_report = await archived_runner.audit(match.match_id)
    # Another deployment (another Redis database, no archive) imports the export file.
    other = Redis.from_url(f"{base}/7")
    try:
        await other.flushdb()
        await admin.import_file(exported, f"{base}/7", Console(file=io.StringIO()))
        imported_report = await MatchRunner(games.load(game), redis_storage(other)).audit(match.match_id)
    finally:
        await other.aclose()
    path = tmp_path / "match.ludus"
    path.write_bytes(exported)
    offline = admin.audit_file(path, Console(file=io.StringIO()))
    fields = ("ok", "first_bad_version", "reason", "events_checked", "commands_replayed", "finished", "version")
    assert archived_report.ok and archived_report.finished and archived_report.version == match.version
    assert [getattr(imported_report, name) for name in fields] == [getattr(archived_report, name) for name in fields]
    assert (offline.ok, offline.events_checked, offline.commands_replayed) == (
        archived_report.ok,
        archived_report.events_checked,
        archived_report.commands_replayed,
    )


async def test_reads_racing_the_move_always_get_the_whole_log(own_redis: Redis, archive: PostgresArchive) -> None:
    """Readers loop over whole-log reads, paged reads and cold loads while the mover deletes the
    match's keys: every answer is complete (from Redis or from the archive), none partial."""
    game = games.load("ark")
    storage = storage_on(own_redis, archive)
    match = await play_to_end(MatchRunner(game, storage))
    log = await storage.events.read(match.match_id)
    moving = True
    answers: list[bool] = []
    in_redis: set[bool] = set()

    async def reader() -> None:
        while moving or len(answers) < 40:
            in_redis.add(bool(await own_redis.exists(f"ludus:{{{match.match_id}}}:meta")))
            whole = await storage.events.read(match.match_id)
            paged: list[StoredEvent] = []
            while page := await storage.events.read(match.match_id, after=len(paged), count=50):
                paged += page
            cold = await MatchRunner(game, storage).load(match.match_id)
            answers.append(whole == log and paged == log and cold.last_hash == match.last_hash)

    readers = [asyncio.ensure_future(reader()) for _ in range(3)]
    try:
        await asyncio.sleep(0.01)
        await ArchiveMover(own_redis, archive, grace_ms=0).move(WaitingMatch("ark", match.match_id))
        assert await own_redis.keys(f"*{match.match_id}*") == []
    finally:
        moving = False
        await asyncio.gather(*readers)
    assert answers and all(answers)
    assert in_redis == {True, False}, "the readers ran both before and after the keys went"
