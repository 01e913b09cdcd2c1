"""Quotas beyond creations through the real platform (a real gateway with a real PostgreSQL and
Redis, a real game service, gRPC): joins count toward open matches, anonymous creations per
address, bot-only matches, and watch streams per player. Every refusal names its limit."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import grpc
import pytest
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc, players_pb2_grpc

from services.core.stubs import gateway_stub, players_stub
from services.launcher import LocalPlatform
from tests.players.test_players_api import RULE_CODE, bearer, refused, sign_up
from tests.support.grpc_errors import text_trailer
from tests.support.play import HUMAN, bot
from tests.support.players_platform import players_platform

GAME = "zapp_zerapp"
OPEN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)
OPEN_LIMIT = 3
CLIENTS = 50


@pytest.fixture(scope="module")
def platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    with players_platform(
        Path(tmp_path_factory.mktemp("quota-gaps")),
        "quota_gaps",
        env={
            "LUDUS_OPEN_MATCHES": str(OPEN_LIMIT),
            "LUDUS_CREATIONS_PER_HOUR": "0",
            "LUDUS_ANONYMOUS_CREATIONS_PER_HOUR": "2",
            "LUDUS_WATCH_STREAMS_PER_PLAYER": "2",
        },
        http_port=None,
        games=[GAME],
        worker=False,
    ) as running:
        yield running


@pytest.fixture(scope="module")
def channel(platform: LocalPlatform) -> Iterator[grpc.Channel]:
    with grpc.insecure_channel(platform.gateway_address) as opened:
        yield opened


@pytest.fixture
def players(channel: grpc.Channel) -> players_pb2_grpc.PlayersStub:
    return players_stub(channel)


@pytest.fixture
def gateway(channel: grpc.Channel) -> gateway_pb2_grpc.GatewayStub:
    return gateway_stub(channel)


def open_matches(gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub, count: int) -> list[str]:
    """`count` waiting matches, each with one open seat, made by as many creators as the open
    matches limit needs."""
    made: list[str] = []
    while len(made) < count:
        creator = sign_up(players)
        for _ in range(min(OPEN_LIMIT, count - len(made))):
            reply = gateway.CreateMatch(
                gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, OPEN]), metadata=bearer(creator.access_token)
            )
            made.append(reply.match.match_id)
    return made


def test_fifty_racing_joins_never_pass_the_open_matches_limit(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    matches = open_matches(gateway, players, CLIENTS)
    joiner = bearer(sign_up(players).access_token)

    def join(match_id: str) -> str:
        try:
            gateway.JoinMatch(gateway_pb2.JoinMatchRequest(match_id=match_id), metadata=joiner, timeout=60)
        except grpc.RpcError as error:
            failed: Any = error
            assert failed.code() == grpc.StatusCode.RESOURCE_EXHAUSTED, failed.details()
            assert f"{OPEN_LIMIT} waiting or active matches" in failed.details()
            return str(text_trailer(failed, RULE_CODE))
        return "joined"

    with ThreadPoolExecutor(CLIENTS) as pool:
        outcomes = list(pool.map(join, matches))
    assert outcomes.count("joined") == OPEN_LIMIT
    assert outcomes.count("OPEN_MATCHES") == CLIENTS - OPEN_LIMIT
    # A refused join changed nothing: its match still waits with its seat open.
    refused_ids = [match_id for match_id, outcome in zip(matches, outcomes, strict=True) if outcome != "joined"]
    info = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=refused_ids[0])).match
    assert info.status == common_pb2.MATCH_STATUS_WAITING and not info.seats[1].occupied


def test_anonymous_creations_per_address_and_bot_only_matches_are_limited(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    anonymous = gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, OPEN])
    for _ in range(2):
        gateway.CreateMatch(anonymous)
    refused(lambda: gateway.CreateMatch(anonymous), grpc.StatusCode.RESOURCE_EXHAUSTED, "ANONYMOUS_CREATIONS_PER_HOUR")
    # A signed-in player is not held to the anonymous limit.
    creator = bearer(sign_up(players).access_token)
    gateway.CreateMatch(anonymous, metadata=creator)
    bots_only = gateway_pb2.CreateMatchRequest(game=GAME, seats=[bot(), bot()])
    refused(
        lambda: gateway.CreateMatch(bots_only, metadata=creator), grpc.StatusCode.PERMISSION_DENIED, "BOT_ONLY_MATCHES"
    )


def test_watch_streams_are_limited_per_player_across_their_tokens(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    watcher = bearer(sign_up(players).access_token)
    match_id = open_matches(gateway, players, 1)[0]
    request = gateway_pb2.WatchMatchRequest(match_id=match_id)
    held = [gateway.WatchMatch(request, metadata=watcher) for _ in range(2)]
    try:
        for stream in held:
            assert next(stream).version == 1  # open, and reading
        refused(
            lambda: next(gateway.WatchMatch(request, metadata=watcher)),
            grpc.StatusCode.RESOURCE_EXHAUSTED,
            "WATCH_STREAMS",
        )
        # Another player is not affected.
        other = gateway.WatchMatch(request, metadata=bearer(sign_up(players).access_token))
        assert next(other).version == 1
        other.cancel()
    finally:
        for stream in held:
            stream.cancel()
