"""Celery tasks: bot turns, timers, audits, the periodic sweep, the archive's pass and the projections' pass.

A bot turn reads the seat's legal commands from the game service, chooses one with the seat's
policy, and submits it through the normal command path with the expected version and a command id
derived from that version, so duplicates and redeliveries cannot move twice. Timers ask the
service to fire (it checks the timer is still running and due). Audits re-derive a match's log.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import logging
import time
from collections.abc import AsyncIterator
from typing import Any

import grpc
from celery import Task
from google.protobuf import any_pb2
from ludus.backend.v1 import game_service_pb2 as backend
from ludus.v1 import common_pb2, gateway_pb2
from redis.exceptions import RedisError

from services import games
from services.admin import opened_storage
from services.archive import jobs
from services.core import caller
from services.core.config import redis_client, redis_url
from services.core.dispatch import (
    ARCHIVE_TASK,
    AUDIT_TASK,
    BOT_TASK,
    MATCHMAKE_TASK,
    PROJECT_TASK,
    SWEEP_TASK,
    TIMER_TASK,
    bot_task_id,
    timer_hop_seconds,
)
from services.core.grpc_server import RULE_CODE_KEY
from services.core.match import DEFAULT_MOVE
from services.core.ports import Storage
from services.core.runner import MatchRunner
from services.core.settings import current
from services.core.store import redis_storage
from services.telemetry.process import record_sweep
from services.workers import backends
from services.workers.app import app
from services.workers.bots import Choice, choose_command

log = logging.getLogger(__name__)

TIMEOUT = 10.0
RETRYABLE = (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED)
#: How many due timers and stalled turns one sweep sends at most (the next sweep sends the rest).
SWEEP_BATCH = 500
#: A held-back bot command the service still found early (clock skew) is tried again this soon.
EARLY_RETRY_SECONDS = 0.05
#: A timer's task this close to its due time fires (the service answers TIMER_EARLY, and the task
#: retries shortly, if it comes a little early) instead of waiting another hop.
HOP_SLACK_SECONDS = 0.05


def bot_command_id(seat: int, version: int) -> str:
    return f"bot-{seat}-{version}"


def seat_policy(info: common_pb2.MatchInfo, seat: int, game: str) -> str | None:
    """Who plays the seat now: its bot level, the takeover level or DEFAULT_MOVE for an absent
    seat, or None if a human plays it."""
    seat_info = info.seats[seat]
    if seat_info.kind == common_pb2.SEAT_KIND_BOT:
        return seat_info.bot_level or games.load(game).bot_levels[0]
    if seat_info.absent:
        if info.clock.on_timeout == common_pb2.TIMEOUT_ACTION_SKIP:
            return DEFAULT_MOVE
        return info.clock.takeover_level or games.load(game).bot_levels[0]
    return None


def _retry(task: Task[Any, Any], error: grpc.RpcError) -> Any:
    return task.retry(countdown=min(2**task.request.retries * 0.2, 5.0), exc=error)


def _rule_code(error: grpc.RpcError) -> str:
    metadata: Any = error.trailing_metadata() or ()  # a sequence of (key, value) pairs
    return next((str(value) for key, value in metadata if key == RULE_CODE_KEY), "")


def _hold_back(self: Task[Any, Any], game: str, match_id: str, seat: int, choice: Choice, seconds: float) -> Any:
    """Submit the chosen command later, when the game's pace lets the seat act (bots on a human
    time scale, Game.worker_delay_ms): the task comes back after `seconds` with its choice, so it
    neither blocks a worker meanwhile nor thinks again."""
    assert choice.command is not None
    planned = {"version": choice.version, "command": base64.b64encode(choice.command.SerializeToString()).decode()}
    kwargs = {"game": game, "match_id": match_id, "seat": seat, "planned": planned}
    return self.retry(countdown=seconds, kwargs=kwargs)


@app.task(name=BOT_TASK, bind=True, max_retries=20)
def bot_turn(
    self: Task[Any, Any],
    game: str,
    match_id: str,
    seat: int,
    version: int | None = None,
    planned: dict[str, Any] | None = None,
) -> str:
    stub = backends.stub(game)
    choice: Choice | None = None
    try:
        info = stub.GetMatch(
            gateway_pb2.GetMatchRequest(match_id=match_id), timeout=TIMEOUT, metadata=caller.worker().metadata()
        ).match
        policy = seat_policy(info, seat, game)
        if policy is None or seat not in info.awaiting:
            return "not a worker's turn"
        if planned is not None:
            # Chosen earlier and held back until the seat may act.
            if info.version != planned["version"]:
                return "stale"  # the match moved on; the task dispatched for the new version acts
            command = any_pb2.Any.FromString(base64.b64decode(planned["command"]))
            choice = Choice(command, int(planned["version"]))
        else:
            choice = choose_command(stub, games.load(game), match_id, seat, policy)
            if choice.command is None:
                return "not awaited"  # a duplicate of this task has already moved
            wait = choice.not_before_ms / 1000 - time.time()
            if wait > 0:
                raise _hold_back(self, game, match_id, seat, choice, wait)
        at_version = choice.version
        reply = stub.SubmitCommand(
            gateway_pb2.SubmitCommandRequest(
                match_id=match_id,
                command=choice.command,
                expected_version=at_version,
                command_id=bot_command_id(seat, at_version),
            ),
            timeout=TIMEOUT,
            # The worker plays the seat: the service takes the seat from here, as from the gateway.
            metadata=caller.worker(match_id, seat).metadata(),
        )
        return f"{policy} moved at {at_version} -> {reply.version}"
    except grpc.RpcError as error:
        code = error.code()
        if code == grpc.StatusCode.ABORTED:
            return "stale"  # the match moved on; the task dispatched for the new version acts
        if code in RETRYABLE:
            raise _retry(self, error) from None
        if _rule_code(error) == "BOT_TOO_EARLY" and choice is not None and choice.command is not None:
            # The service's clock is a little behind this worker's: try again shortly.
            raise _hold_back(self, game, match_id, seat, choice, EARLY_RETRY_SECONDS) from None
        log.error("bot seat %s of %s failed: %s %s", seat, match_id, code, error.details())
        return f"failed: {code}"


@app.task(name=TIMER_TASK, bind=True, max_retries=50)
def fire_timer(self: Task[Any, Any], game: str, match_id: str, key: str, due_ms: int | None = None) -> str:
    if due_ms is not None:
        remaining = due_ms / 1000 - time.time()
        if remaining > HOP_SLACK_SECONDS:
            if not timer_still_set(game, match_id, key, due_ms):
                # Moved or dropped (a clock's key names the turn it runs for, so every move drops
                # one): the service sent a task for the new due time, if any. Hopping on would
                # keep this one alive, doing nothing, until its old due time, which is days away
                # on a long clock.
                return "superseded"
            # Not due yet: wait one more hop, as a new task (a worker holds a waiting task
            # unacknowledged; services/core/dispatch.py's timer_hop_seconds says why it is short).
            fire_timer.apply_async(
                kwargs={"game": game, "match_id": match_id, "key": key, "due_ms": due_ms},
                task_id=self.request.id,
                countdown=min(remaining, timer_hop_seconds()),
            )
            return "waiting"
    try:
        reply = backends.stub(game).FireTimer(
            backend.FireTimerRequest(match_id=match_id, key=key), timeout=TIMEOUT, metadata=caller.worker().metadata()
        )
    except grpc.RpcError as error:
        if error.code() in RETRYABLE:
            raise _retry(self, error) from None
        return f"failed: {error.code()}"
    if reply.reason == "TIMER_EARLY":
        raise self.retry(countdown=0.2)  # the broker's clock ran ahead of ours
    return "fired" if reply.fired else reply.reason


def timer_still_set(game: str, match_id: str, key: str, due_ms: int) -> bool:
    """Whether the timer queue still holds this timer for `due_ms`. When Redis cannot say, yes:
    a spare hop costs a message, a timer given up would cost a clock (the sweep fires a due
    timer whose task was lost, but only the next sweep after its due time)."""
    try:
        return asyncio.run(_timer_due(game, match_id, key)) == due_ms
    except (RedisError, OSError) as error:
        log.warning("could not read timer %s of %s (%s); it waits another hop", key, match_id, error)
        return True


@contextlib.asynccontextmanager
async def _live_storage() -> AsyncIterator[Storage]:
    """The storage on Redis alone, for one task run (the timers and hand-offs live nowhere else;
    the archive is not opened)."""
    client = redis_client(redis_url())
    try:
        yield redis_storage(client)
    finally:
        await client.aclose()


async def _timer_due(game: str, match_id: str, key: str) -> int | None:
    async with _live_storage() as storage:
        return await storage.timers.due_of(game, match_id, key)


async def audit_now(game: str, match_id: str, url: str | None = None) -> common_pb2.AuditReport:
    """Audit one match from Redis (or the archive) and store the report (tasks and the CLI share this)."""
    async with opened_storage(url) as (storage, _archive):
        runner: MatchRunner[Any] = MatchRunner(games.load(game), storage)
        return await runner.audit(match_id)


@app.task(name=AUDIT_TASK)
def audit_match(game: str, match_id: str) -> dict[str, Any]:
    report = asyncio.run(audit_now(game, match_id))
    if not report.ok:
        log.error("audit of %s failed at version %s: %s", match_id, report.first_bad_version, report.reason)
    return {"ok": report.ok, "first_bad_version": report.first_bad_version, "reason": report.reason}


@app.task(name=SWEEP_TASK, ignore_result=True)
def sweep() -> str:
    """Fire due timers whose task was lost and re-dispatch worker turns that stalled. Everything
    it sends is idempotent, so running it often (or twice) is harmless."""
    return asyncio.run(_sweep())


async def _sweep() -> str:
    async with _live_storage() as storage:
        return await sweep_storage(storage, int(time.time() * 1000))


async def sweep_storage(storage: Storage, now: int) -> str:
    """One sweep over the timer queue and the worker hand-offs, as of `now` (ms)."""
    fired = stalled = 0
    for timer in await storage.timers.due(now, SWEEP_BATCH):
        fire_timer.apply_async(
            kwargs={"game": timer.game, "match_id": timer.match_id, "key": timer.key},
            task_id=f"timer:{timer.match_id}:{timer.key}:{now}",
        )
        fired += 1
    for waiting in await storage.handoff.stale(now - current().stale_turn_ms, SWEEP_BATCH):
        game, match_id = waiting
        meta = await storage.events.meta(match_id)
        if meta is None:
            await storage.handoff.drop(game, match_id)
            continue
        version = int(meta["version"])
        for entry in filter(None, meta.get("workers", b"").decode().split(",")):
            seat = int(entry.split(":", 1)[0])
            bot_turn.apply_async(
                kwargs={"game": game, "match_id": match_id, "seat": seat},
                task_id=f"{bot_task_id(match_id, seat, version)}:sweep:{now}",
            )
            stalled += 1
        await storage.handoff.add(game, match_id, now)  # next look after another interval
    record_sweep(fired, stalled)
    return f"timers {fired}, stalled turns {stalled}"


@app.task(name=ARCHIVE_TASK, ignore_result=True)
def archive() -> str:
    """One pass of the archive (services/archive/jobs.py): abandoned matches closed, finished
    ones past their grace period moved to PostgreSQL. Idempotent, like the sweep."""
    settings = current()
    if not settings.database_url:
        return "no archive: LUDUS_DATABASE_URL is not set"
    return str(asyncio.run(jobs.run_pass(settings)))


@app.task(name=PROJECT_TASK, ignore_result=True)
def project() -> str:
    """One pass of every projection over the finished-match feed (services/projections/worker.py)."""
    return asyncio.run(_project())


async def _project() -> str:
    from services.players import db
    from services.projections.wiring import archive_reader
    from services.projections.worker import project_all

    url = current().database_url
    if not url:
        return "no database (LUDUS_DATABASE_URL): no projections"
    # An engine per pass, as the sweep opens a Redis client per sweep: each task runs its own
    # event loop (asyncio.run), and an async engine's connections belong to the loop they were
    # made on. A pass every few seconds makes that one connection each time.
    engine = db.engine(url, pool_size=2)
    try:
        archive = archive_reader(engine)
        client = redis_client(redis_url())
        try:
            done = await project_all(client, engine, archive)
        finally:
            await client.aclose()
    finally:
        await engine.dispose()
    return ", ".join(f"{name} {batch.acknowledged} applied, {batch.left} left" for name, batch in done.items())


@app.task(name=MATCHMAKE_TASK, ignore_result=True)
def matchmake() -> str:
    """One pass of the quick-match matchmaker (services/matchmaking/matchmaker.py). Passes may
    overlap, on one worker or several: the queue's claim script takes each player once."""
    from services.matchmaking.worker import matchmaking_pass

    settings = current()
    if not settings.database_url:
        return "no database (LUDUS_DATABASE_URL): no quick match"
    return str(asyncio.run(matchmaking_pass(settings, redis_url())))
