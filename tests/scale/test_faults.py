"""Surviving faults on real parts: a game-service replica SIGKILLed under load, Redis killed and
restarted from its append-only file, several gateways at once, dead or frozen backends answered
in bounded time, and the gateway's rate and size limits. Nothing acknowledged may be lost,
nothing may fork."""

from __future__ import annotations

import random
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from ludus.v1 import ark_pb2, common_pb2, gateway_pb2, gateway_pb2_grpc

from services.core.audit import audit
from services.core.codec import pack
from services.core.stubs import gateway_stub
from services.games.ark.wiring import GAME as ARK_GAME
from services.launcher import LocalPlatform, free_port
from tests.support.grpc_errors import trailers
from tests.support.platform import platform_game
from tests.support.play import HUMAN, create
from tests.support.store import read_log

# The runner, the audit and the workers take the platform's erased Game[S] (tests/support/platform.py).
ARK = platform_game(ARK_GAME)

pytestmark = pytest.mark.timeout(900)
RETRYABLE = (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED)


class Player:
    """A client that plays every seat of its match with random legal commands, retrying each
    command with the same id until it is answered, and remembering what was acknowledged."""

    def __init__(self, stubs: list[gateway_pb2_grpc.GatewayStub], match_id: str, tokens: dict[int, str], seed: int):
        self.stubs, self.match_id, self.tokens = stubs, match_id, tokens
        self.acknowledged: dict[str, gateway_pb2.SubmitCommandResponse] = {}
        self.errors: list[str] = []
        self.retries = 0
        self._rng = random.Random(seed)
        self.thread = threading.Thread(target=self.run, daemon=True)

    def stub(self) -> gateway_pb2_grpc.GatewayStub:
        return self._rng.choice(self.stubs)

    def call(self, method: str, request: Any) -> Any:
        for _ in range(600):
            try:
                return getattr(self.stub(), method)(request, timeout=5)
            except grpc.RpcError as error:
                if error.code() in RETRYABLE:
                    self.retries += 1
                    time.sleep(0.05)
                    continue
                raise
        raise AssertionError(f"{method} never succeeded")

    def run(self) -> None:
        try:
            while True:
                info = self.call("GetMatch", gateway_pb2.GetMatchRequest(match_id=self.match_id)).match
                if info.status == common_pb2.MATCH_STATUS_FINISHED:
                    return
                seat = info.awaiting[0]
                legal = self.call(
                    "ListLegalCommands",
                    gateway_pb2.ListLegalCommandsRequest(match_id=self.match_id, token=self.tokens[seat]),
                )
                if not legal.commands:
                    continue  # another client moved in between
                request = gateway_pb2.SubmitCommandRequest(
                    match_id=self.match_id,
                    token=self.tokens[seat],
                    command=self._rng.choice(list(legal.commands)),
                    expected_version=legal.version,
                    command_id=uuid.uuid4().hex,
                )
                try:
                    self.acknowledged[request.command_id] = self.call("SubmitCommand", request)
                except grpc.RpcError as error:
                    # Another client of the same match moved first: re-read and choose again.
                    if error.code() not in (grpc.StatusCode.ABORTED, grpc.StatusCode.FAILED_PRECONDITION):
                        raise
        except Exception as error:
            self.errors.append(repr(error))

    def check(self, redis_url: str) -> None:
        assert not self.errors, self.errors
        events, seed = read_log(redis_url, self.match_id)
        applied = [event.command_id for event in events if event.command]
        assert sorted(applied) == sorted(self.acknowledged), "acknowledged commands and the stream differ"
        assert len(applied) == len(set(applied))
        report = audit(ARK, events, seed)
        assert report.ok and report.finished, report.reason


def test_a_service_replica_killed_under_load_loses_nothing(gateway: Any, platform: LocalPlatform) -> None:
    players = [Player([gateway], *create(gateway, "ark", [HUMAN] * 3), seed) for seed in range(8)]
    for player in players:
        player.thread.start()
    time.sleep(1.0)
    platform.kill("ark-0")
    try:
        for player in players:
            player.thread.join(300)
    finally:
        platform.restart("ark-0")
    for player in players:
        player.check(platform.redis_url or "")
    # A retry of an acknowledged command gets the original answer back.
    player = players[0]
    command_id, first = next(iter(player.acknowledged.items()))
    event = read_log(platform.redis_url or "", player.match_id)[0]
    original = next(e for e in event if e.command_id == command_id and e.command)
    again = gateway.SubmitCommand(
        gateway_pb2.SubmitCommandRequest(
            match_id=player.match_id,
            token=player.tokens[original.seat or 0],
            command=_any(original.command),
            command_id=command_id,
        ),
        timeout=10,
    )
    assert again.duplicate and again.version == first.version and list(again.events) == list(first.events)


def _any(raw: bytes) -> Any:
    from google.protobuf import any_pb2

    packed = any_pb2.Any()
    packed.ParseFromString(raw)
    return packed


@pytest.fixture
def durable(tmp_path: Path) -> Iterator[LocalPlatform]:
    """A platform whose Redis fsyncs every write (appendfsync always), with two gateways."""
    with LocalPlatform(
        gateway_port=free_port(),
        games=["ark"],
        replicas=2,
        worker=False,
        data_dir=tmp_path,
        appendfsync="always",
        extra_gateways=1,
    ) as running:
        yield running


def test_redis_killed_and_restarted_from_its_aof_loses_no_acknowledged_event(durable: LocalPlatform) -> None:
    channels = [grpc.insecure_channel(address) for address in durable.gateway_addresses]
    stubs = [gateway_stub(channel) for channel in channels]
    try:
        players = [Player(stubs, *create(stubs[0], "ark", [HUMAN] * 3), seed) for seed in range(4)]
        for player in players:
            player.thread.start()
        # Kill once every match is under way (a few commands in), not after a fixed guess.
        deadline = time.monotonic() + 60
        while min(len(player.acknowledged) for player in players) < 3 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert durable.redis is not None
        durable.redis.stop(kill=True)  # SIGKILL: nothing flushed on the way out
        # What was acknowledged before the kill: every match must be mid-play then, and go on after.
        acknowledged_at_kill = [len(player.acknowledged) for player in players]
        assert all(player.thread.is_alive() for player in players), "a match ended before the kill"
        # Down longer than the gateway's transparent retries to a service (≈0.4 s) last.
        time.sleep(3.0)
        durable.redis.start()  # the same port and directory: Redis replays its AOF
        for player in players:
            player.thread.join(300)
        for player in players:
            player.check(durable.redis_url or "")
        for player, before in zip(players, acknowledged_at_kill, strict=True):
            assert len(player.acknowledged) > before, "a match did not continue after the restart"
    finally:
        for channel in channels:
            channel.close()


def test_commands_through_several_gateways_yield_one_linear_history(durable: LocalPlatform) -> None:
    channels = [grpc.insecure_channel(address) for address in durable.gateway_addresses]
    stubs = [gateway_stub(channel) for channel in channels]
    try:
        assert len(stubs) == 2
        match_id, tokens = create(stubs[0], "ark", [HUMAN] * 4)
        players = [Player(stubs, match_id, tokens, seed) for seed in range(6)]  # six clients, one match
        for player in players:
            player.thread.start()
        for player in players:
            player.thread.join(300)
        assert not any(player.errors for player in players)
        events, seed = read_log(durable.redis_url or "", match_id)
        assert [event.version for event in events] == list(range(1, len(events) + 1))
        acknowledged = {command for player in players for command in player.acknowledged}
        applied = [event.command_id for event in events if event.command]
        assert sorted(applied) == sorted(acknowledged)
        assert audit(ARK, events, seed).ok
    finally:
        for channel in channels:
            channel.close()


@pytest.fixture
def strict(tmp_path: Path) -> Iterator[LocalPlatform]:
    """A platform with a short backend deadline and a low rate limit."""
    env = {"LUDUS_BACKEND_TIMEOUT": "2", "LUDUS_RATE_PER_SECOND": "5", "LUDUS_RATE_BURST": "10"}
    with LocalPlatform(
        gateway_port=free_port(), games=["ark"], worker=False, data_dir=tmp_path, extra_env=env, extra_gateways=1
    ) as running:
        yield running


def test_frozen_and_dead_backends_are_answered_in_bounded_time(strict: LocalPlatform) -> None:
    with grpc.insecure_channel(strict.gateway_address) as channel:
        gateway = gateway_stub(channel)
        match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
        strict.pause("ark-0")  # frozen: connected, answering nothing
        try:
            started = time.monotonic()
            with pytest.raises(grpc.RpcError) as frozen:
                gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=tokens[1]), timeout=30)
            assert frozen.value.code() == grpc.StatusCode.DEADLINE_EXCEEDED
            assert time.monotonic() - started < 4
        finally:
            strict.pause("ark-0", False)
        strict.kill("ark-0")  # dead: nothing listens
        started = time.monotonic()
        with pytest.raises(grpc.RpcError) as dead:
            gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=tokens[2]), timeout=30)
        assert dead.value.code() in (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED)
        assert time.monotonic() - started < 4


def test_a_token_over_its_rate_is_told_to_slow_down(strict: LocalPlatform) -> None:
    with grpc.insecure_channel(strict.gateway_address) as channel:
        gateway = gateway_stub(channel)
        match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
        codes = []
        retry_in = 0.0
        for _ in range(30):
            try:
                gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=tokens[0]), timeout=10)
                codes.append("OK")
            except grpc.RpcError as error:
                codes.append(error.code().name)
                metadata = trailers(error)
                assert metadata.get("ludus-rule-code") == "RATE_LIMITED"
                retry_in = float((error.details() or "").rsplit("retry in ", 1)[1].split(" ")[0])
        assert codes[:10] == ["OK"] * 10 and "RESOURCE_EXHAUSTED" in codes
        # Another seat is not slowed down by the first one's burst, and the first recovers when
        # the refusal said it would.
        gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=tokens[1]), timeout=10)
        time.sleep(retry_in + 0.1)
        gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=tokens[0]), timeout=10)


def test_gateway_replicas_share_one_limit_per_client(strict: LocalPlatform) -> None:
    first, second = strict.gateway_addresses[:2]
    with grpc.insecure_channel(first) as one, grpc.insecure_channel(second) as two:
        replicas = [gateway_stub(one), gateway_stub(two)]
        match_id, tokens = create(replicas[0], "ark", [HUMAN] * 3)
        time.sleep(2.1)  # a fresh window for the seat (creating the match spent nothing of it)
        answered = 0
        for attempt in range(30):
            try:
                replicas[attempt % 2].GetView(
                    gateway_pb2.GetViewRequest(match_id=match_id, token=tokens[2]), timeout=10
                )
                answered += 1
            except grpc.RpcError as error:
                assert error.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        assert answered == 10, "two replicas allowed a client more than the limit"


async def test_web_clients_are_limited_one_by_one_not_as_one(strict: LocalPlatform) -> None:
    import aiohttp

    url = f"http://{strict.http_address}/ludus.v1.Gateway/ListGames"
    async with aiohttp.ClientSession() as session:

        async def statuses(client: str, calls: int) -> list[int]:
            found = []
            for _ in range(calls):
                async with session.post(url, data="{}", headers={"X-Forwarded-For": client}) as response:
                    found.append(response.status)
            return found

        first = await statuses("198.51.100.1", 25)
        assert first[:10] == [200] * 10 and 429 in first
        # Another browser behind the same web face has its own budget.
        assert (await statuses("198.51.100.2", 5)) == [200] * 5


def test_oversized_messages_are_refused(strict: LocalPlatform) -> None:
    with grpc.insecure_channel(strict.gateway_address, options=[("grpc.max_send_message_length", 8 << 20)]) as channel:
        gateway = gateway_stub(channel)
        match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
        big_command = pack(ark_pb2.ArkCommand(draw=ark_pb2.ArkDraw(display_card="x" * 100_000)))
        with pytest.raises(grpc.RpcError) as too_big_command:
            gateway.SubmitCommand(
                gateway_pb2.SubmitCommandRequest(match_id=match_id, token=tokens[0], command=big_command), timeout=10
            )
        assert too_big_command.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        huge = gateway_pb2.SubmitCommandRequest(match_id=match_id, token=tokens[0], command_id="y" * (2 << 20))
        with pytest.raises(grpc.RpcError) as too_big_message:
            gateway.SubmitCommand(huge, timeout=10)
        assert too_big_message.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        assert gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match.version == 3
