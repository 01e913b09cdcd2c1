"""The Celery workers on the real platform: clocks and takeover, reclaiming a seat, the sweep
recovering lost bot turns, a worker killed mid-turn, automatic audits, and a RabbitMQ broker."""

from __future__ import annotations

import asyncio
import socket
import time
from pathlib import Path

import pytest
from ludus.v1 import common_pb2, gateway_pb2
from ludus.v1.gateway_pb2_grpc import GatewayStub
from redis.asyncio import Redis

from services.core.audit import audit
from services.core.rng import Rng
from services.core.runner import MatchRunner, NoBots
from services.core.store import PENDING_KEY, StoredEvent, audit_key, redis_storage
from services.games.ark.wiring import GAME as ARK_GAME
from services.launcher import LocalPlatform, free_port
from services.workers.app import QUEUE
from tests.support.platform import platform_game
from tests.support.play import HUMAN, bot, create, play_to_end
from tests.support.store import stored_events, stored_seed, wait_for

# The runner, the audit and the workers take the platform's erased Game[S] (tests/support/platform.py).
ARK = platform_game(ARK_GAME)


def match_info(gateway: GatewayStub, match_id: str) -> common_pb2.MatchInfo:
    # The generated stub's calls return Any to mypy, so the answer is named with its proto type.
    response: gateway_pb2.GetMatchResponse = gateway.GetMatch(
        gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10
    )
    return response.match


def _redis(platform: LocalPlatform) -> Redis:
    """A client of the platform's Redis (the broker shares the store's URL)."""
    assert platform.redis_url is not None  # these tests' platform always runs its own Redis
    return Redis.from_url(platform.redis_url)


def bot_batches(events: list[StoredEvent]) -> list[StoredEvent]:
    return [event for event in events if event.command and event.command_id.startswith("bot-")]


def test_a_timed_out_seat_is_taken_over_by_a_bot_and_reclaimed(gateway: GatewayStub, platform: LocalPlatform) -> None:
    clock = common_pb2.ClockOptions(
        initial_seconds=2, increment_seconds=30, on_timeout=common_pb2.TIMEOUT_ACTION_TAKEOVER
    )
    response = gateway.CreateMatch(
        gateway_pb2.CreateMatchRequest(game="ark", seats=[HUMAN] * 3, clock=clock), timeout=10
    )
    match_id = response.match.match_id
    tokens = {token.seat: token.token for token in response.seat_tokens}
    sleeper = response.match.awaiting[0]
    # Nobody moves: the clock's timer (a Celery task with an ETA) times the seat out, then the
    # service hands it to a bot, which moves for it.
    absent = wait_for(lambda: (info := match_info(gateway, match_id)).seats[sleeper].absent and info, timeout=30)
    assert absent.seats[sleeper].absent
    moved = wait_for(lambda: bot_batches(stored_events(platform.redis_url or "", match_id)), timeout=30)
    assert moved[0].seat == sleeper
    # The player comes back.
    reclaimed = gateway.ReclaimSeat(
        gateway_pb2.ReclaimSeatRequest(match_id=match_id, token=tokens[sleeper]), timeout=10
    )
    assert not reclaimed.match.seats[sleeper].absent
    final = play_to_end(gateway, match_id, tokens, Rng(b"reclaim".ljust(32), "x"))
    assert final.status == common_pb2.MATCH_STATUS_FINISHED
    events = stored_events(platform.redis_url or "", match_id)
    types = [event.type for event in events]
    assert "ludus.v1.TimedOut" in types and "ludus.v1.SeatReclaimed" in types
    assert audit(ARK, events).ok


def test_the_sweep_recovers_a_bot_turn_that_was_never_dispatched(gateway: GatewayStub, platform: LocalPlatform) -> None:
    """A service that died between the append and the hand-off is simulated by a runner that has
    no dispatcher: the match waits on bots that nobody told."""

    async def create_silently() -> str:
        client = _redis(platform)
        try:
            runner = MatchRunner(ARK, redis_storage(client), NoBots())
            match = await runner.create(None, [bot(), bot(), bot()])
            return match.match_id
        finally:
            await client.aclose()

    match_id = asyncio.run(create_silently())
    final = wait_for(
        lambda: (info := match_info(gateway, match_id)).status == common_pb2.MATCH_STATUS_FINISHED and info, timeout=120
    )
    assert isinstance(final, common_pb2.MatchInfo)  # wait_for returns the first truthy answer
    assert final.result.winners
    assert audit(ARK, stored_events(platform.redis_url or "", match_id)).ok


def test_a_worker_killed_mid_turn_still_moves_exactly_once(gateway: GatewayStub, platform: LocalPlatform) -> None:
    # No worker while the humans play until the bot is the one awaited (it may be from the
    # start): nobody can take the bot's task, which waits in the queue, where it can be seen. (A
    # frozen worker would not do: its pending blocking pop takes the task into its socket, out
    # of sight; and a game service frozen right after a move may not have published it yet.)
    platform.kill("worker")
    try:
        match_id, tokens = create(gateway, "ark", [HUMAN, HUMAN, bot()])
        rng = Rng(b"kill-worker".ljust(32), "x")
        while 2 not in (info := match_info(gateway, match_id)).awaiting:
            seat = info.awaiting[0]
            legal = gateway.ListLegalCommands(
                gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[seat]), timeout=10
            )
            gateway.SubmitCommand(
                gateway_pb2.SubmitCommandRequest(
                    match_id=match_id,
                    token=tokens[seat],
                    command=rng.choice(legal.commands),
                    expected_version=legal.version,
                    command_id=f"h{legal.version}",
                ),
                timeout=10,
            )
        version = match_info(gateway, match_id).version
        wait_for(lambda: asyncio.run(_tasks_of(platform, match_id, taken=False)) > 0, timeout=60, interval=0.05)
        # Keep the sweep away from this match: only the broker's redelivery may recover the turn.
        # (Beat is paused meanwhile: the sweep's tasks would only crowd the worker's queue.)
        asyncio.run(_forget_pending(platform, match_id))
        platform.pause("beat")
        # Freeze the game services, start a worker: it takes the queued task (and waits on a
        # frozen service, mid-turn); kill it.
        for replica in ("ark-0", "ark-1"):
            platform.pause(replica)
        platform.restart("worker")
        # Kill only once the worker has recorded this match's task as taken (kombu's unacked
        # hash): a kill between its blocking pop and that record loses the task outright, which
        # only the sweep recovers: not what this test is about. Other tests' tasks on this
        # shared platform (a timer, a bot of another match) may be taken too.
        wait_for(lambda: asyncio.run(_tasks_of(platform, match_id, taken=True)) > 0, timeout=120, interval=0.05)
        time.sleep(0.5)  # and let it reach its call to the frozen service
        platform.kill("worker")
    finally:
        # Whatever happened, the shared platform goes on serving the other tests.
        for replica in ("ark-0", "ark-1"):
            platform.pause(replica, False)
        platform.pause("beat", False)
        platform.restart("worker")
    # acks_late: the task was never acknowledged, so the broker delivers it again after the
    # visibility timeout (4 s here), and the bot moves, once.
    wait_for(lambda: match_info(gateway, match_id).version > version, timeout=60)
    time.sleep(2)
    events = stored_events(platform.redis_url or "", match_id)
    moves = [event for event in bot_batches(events) if event.command_id == f"bot-2-{version}"]
    assert len(moves) == 1
    assert len({event.command_id for event in bot_batches(events)}) == len(bot_batches(events))
    assert audit(
        ARK,
        events,
        None if events[-1].type == "ludus.v1.MatchEnded" else stored_seed(platform.redis_url or "", match_id),
    ).ok


async def _tasks_of(platform: LocalPlatform, match_id: str, taken: bool) -> int:
    """The match's tasks waiting in the queue, or (`taken`) taken by a worker and not yet
    acknowledged (kombu's unacked hash). The Redis broker shares the store's URL; a message's
    headers carry its arguments' repr, the match id among them. Only this match's count: the
    platform is shared with other tests, whose tasks may be in flight too."""
    client = _redis(platform)
    try:
        found: list[bytes | str] = await (client.hvals("unacked") if taken else client.lrange(QUEUE, 0, -1))
        return sum(match_id in (value.decode() if isinstance(value, bytes) else value) for value in found)
    finally:
        await client.aclose()


async def _forget_pending(platform: LocalPlatform, match_id: str) -> None:
    client = _redis(platform)
    try:
        await client.zrem(PENDING_KEY, f"ark|{match_id}")
    finally:
        await client.aclose()


def test_finished_matches_are_audited_automatically(gateway: GatewayStub, platform: LocalPlatform) -> None:
    match_id, tokens = create(gateway, "ark", [HUMAN, bot(), bot()])
    play_to_end(gateway, match_id, tokens, Rng(b"auto-audit".ljust(32), "x"))

    async def stored_report() -> bytes | str | None:  # redis's types leave decode_responses open
        client = _redis(platform)
        try:
            return await client.get(audit_key(match_id))
        finally:
            await client.aclose()

    wait_for(lambda: asyncio.run(stored_report()), timeout=30)  # written by the worker's audit task
    report = gateway.GetAudit(gateway_pb2.GetAuditRequest(match_id=match_id), timeout=30).report
    final = match_info(gateway, match_id)
    assert report.ok and report.finished and report.version == final.version
    assert report.events_checked == final.version and report.commands_replayed > 0


def test_unfinished_matches_are_audited_on_request(gateway: GatewayStub) -> None:
    match_id, _ = create(gateway, "ark", [HUMAN] * 3)
    report = gateway.GetAudit(gateway_pb2.GetAuditRequest(match_id=match_id), timeout=30).report
    assert report.ok and not report.finished and report.version == 3


def _rabbitmq_reachable() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", 5672), timeout=1):
            return True
    except OSError:
        return False


@pytest.mark.skipif(not _rabbitmq_reachable(), reason="no RabbitMQ on 127.0.0.1:5672")
def test_bots_work_with_a_rabbitmq_broker(tmp_path: Path) -> None:
    with LocalPlatform(
        gateway_port=free_port(),
        games=["ark"],
        worker_pool="threads",
        data_dir=tmp_path,
        extra_env={"LUDUS_BROKER_URL": "amqp://guest:guest@127.0.0.1:5672//"},
    ) as platform:
        import grpc

        from services.core.stubs import gateway_stub

        with grpc.insecure_channel(platform.gateway_address) as channel:
            gateway = gateway_stub(channel)
            match_id, _ = create(gateway, "ark", [bot(), bot(), bot()])
            final = play_to_end(gateway, match_id, {}, Rng(b"amqp".ljust(32), "x"), timeout=120)
            assert final.status == common_pb2.MATCH_STATUS_FINISHED
