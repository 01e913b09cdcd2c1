"""Webhooks through the whole platform: a real gateway (gRPC and HTTP/JSON) on a real PostgreSQL,
a real game service on a real Redis, a real Celery worker and beat delivering to a real HTTP
server the test starts — a player's "your turn" from a real match, the operator's `match.created`
registered with `ludus webhooks`, and every refusal of the Players API's webhook calls."""

from __future__ import annotations

import json
import os
import re
import subprocess
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import grpc
import pytest
from ludus.v1 import gateway_pb2, gateway_pb2_grpc, players_pb2, players_pb2_grpc

from services.cli import main
from services.core.stubs import gateway_stub, players_stub
from services.launcher import LocalPlatform
from services.webhooks import signing
from tests.players.test_players_api import bearer, refused, sign_up
from tests.support.play import HUMAN, bot
from tests.support.players_platform import players_platform
from tests.support.webhook_receiver import Received, Receiver

ROOT = Path(__file__).resolve().parents[2]
GAME = "zapp_zerapp"
LOOPBACK = {"LUDUS_WEBHOOK_ALLOW_LOOPBACK": "on"}


@pytest.fixture(scope="module")
def platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    with players_platform(
        Path(tmp_path_factory.mktemp("webhooks")),
        "webhooks",
        env={
            **LOOPBACK,
            "LUDUS_WEBHOOK_SECONDS": "0.3",
            "LUDUS_WEBHOOK_RETRY_BASE_SECONDS": "0.2",
            # A killed worker's pass lock lapses after a timeout and a margin (services/webhooks/worker.py).
            "LUDUS_WEBHOOK_TIMEOUT_SECONDS": "2",
            "LUDUS_WEBHOOKS_PER_PLAYER": "2",
        },
        games=[GAME],
        worker=True,
    ) as running:
        yield running


@pytest.fixture(scope="module")
def receiver() -> Iterator[Receiver]:
    with Receiver() as running:
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


def wait_for(found: Callable[[], list[Received]], timeout: float = 60.0) -> list[Received]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if got := found():
            return got
        time.sleep(0.1)
    raise AssertionError("no delivery arrived")


def test_a_player_hears_of_their_turn_in_a_real_match(
    players: players_pb2_grpc.PlayersStub, gateway: gateway_pb2_grpc.GatewayStub, receiver: Receiver
) -> None:
    session = sign_up(players)
    token = session.access_token
    path = f"/ok?player={session.player.name}"
    created = players.CreateWebhook(
        players_pb2.CreateWebhookRequest(url=receiver.url(path), events=["your_turn", "match_started"]),
        metadata=bearer(token),
        timeout=30,
    )
    assert created.secret.startswith(signing.SECRET_PREFIX)
    assert list(created.webhook.events) == ["your_turn", "match_started"]
    match = gateway.CreateMatch(
        gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, bot()]), metadata=bearer(token), timeout=30
    )
    turns = wait_for(
        lambda: [
            one
            for one in receiver.on(path)
            if one.headers[signing.EVENT_HEADER] == "your_turn"
            and json.loads(one.body)["data"]["match_id"] == match.match.match_id
        ]
    )
    got = turns[0]
    assert signing.verify(created.secret, got.headers[signing.SIGNATURE_HEADER], got.body, int(time.time()))
    payload = json.loads(got.body)
    assert payload["id"] == got.headers[signing.ID_HEADER]
    assert payload["data"]["seat"] == 0 and payload["data"]["game"] == GAME
    # Nobody else's seat: the bot's turns are never told to this player.
    assert all(json.loads(one.body)["data"]["seat"] == 0 for one in receiver.on(path))
    deadline = time.monotonic() + 30
    while True:
        shown = players.ListWebhookDeliveries(
            players_pb2.ListWebhookDeliveriesRequest(webhook_id=created.webhook.webhook_id),
            metadata=bearer(token),
            timeout=30,
        ).deliveries
        mine = [one for one in shown if one.delivery_id == payload["id"]]
        if (mine and mine[0].status == players_pb2.WEBHOOK_DELIVERY_STATUS_DELIVERED) or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert mine[0].status == players_pb2.WEBHOOK_DELIVERY_STATUS_DELIVERED
    assert (mine[0].attempts, mine[0].response_code, mine[0].error) == (1, 200, "")
    assert json.loads(mine[0].payload) == payload


def test_the_webhook_calls_refuse_clearly_and_change_nothing(
    players: players_pb2_grpc.PlayersStub, platform: LocalPlatform, receiver: Receiver
) -> None:
    owner, stranger = sign_up(players), sign_up(players)
    mine, theirs = bearer(owner.access_token), bearer(stranger.access_token)

    def create(url: str, events: list[str], metadata: tuple[tuple[str, str], ...] = mine) -> Callable[[], object]:
        request = players_pb2.CreateWebhookRequest(url=url, events=events)
        return lambda: players.CreateWebhook(request, metadata=metadata, timeout=30)

    invalid, failed = grpc.StatusCode.INVALID_ARGUMENT, grpc.StatusCode.FAILED_PRECONDITION
    refused(create("ftp://example.com/", ["your_turn"]), invalid, "WEBHOOK_URL_INVALID")
    refused(create(receiver.url("/ok"), []), invalid, "WEBHOOK_EVENTS_MISSING")
    refused(create(receiver.url("/ok"), ["match.created"]), invalid, "WEBHOOK_EVENT_UNKNOWN")  # the operator's
    refused(create("https://10.0.0.7/hook", ["your_turn"]), failed, "WEBHOOK_ADDRESS_REFUSED")
    refused(create("https://169.254.169.254/", ["your_turn"]), failed, "WEBHOOK_ADDRESS_REFUSED")
    refused(create(receiver.url("/ok"), ["your_turn"], ()), grpc.StatusCode.UNAUTHENTICATED, "ACCESS_TOKEN_MISSING")
    listed = players_pb2.ListWebhooksRequest()
    assert list(players.ListWebhooks(listed, metadata=mine, timeout=30).webhooks) == []  # nothing made
    first = players.CreateWebhook(
        players_pb2.CreateWebhookRequest(url=receiver.url("/ok?first"), events=["invited"]), metadata=mine, timeout=30
    ).webhook
    create(receiver.url("/ok?second"), ["match_ended"])()
    refused(create(receiver.url("/ok?third"), ["match_ended"]), grpc.StatusCode.RESOURCE_EXHAUSTED, "WEBHOOK_ENDPOINTS")
    assert len(players.ListWebhooks(listed, metadata=mine, timeout=30).webhooks) == 2
    # Another player's endpoint is as absent as no endpoint at all.
    named = first.webhook_id
    for call, request in [
        (players.DeleteWebhook, players_pb2.DeleteWebhookRequest(webhook_id=named)),
        (players.RotateWebhookSecret, players_pb2.RotateWebhookSecretRequest(webhook_id=named)),
        (players.ListWebhookDeliveries, players_pb2.ListWebhookDeliveriesRequest(webhook_id=named)),
        (players.PingWebhook, players_pb2.PingWebhookRequest(webhook_id=named)),
    ]:
        with pytest.raises(grpc.RpcError) as raised:
            call(request, metadata=theirs, timeout=30)
        assert raised.value.code() == grpc.StatusCode.NOT_FOUND
    refused(
        lambda: players.DeleteWebhook(players_pb2.DeleteWebhookRequest(webhook_id="nope"), metadata=mine, timeout=30),
        invalid,
        "WEBHOOK_ID_INVALID",
    )
    assert list(players.ListWebhooks(listed, metadata=theirs, timeout=30).webhooks) == []
    # The owner's ping, signed with the rotated secret, over the HTTP/JSON face as every Players call.
    rotated = players.RotateWebhookSecret(
        players_pb2.RotateWebhookSecretRequest(webhook_id=named), metadata=mine, timeout=30
    ).secret
    assert platform.http_address is not None
    http_ping = urllib.request.Request(
        f"http://{platform.http_address}/ludus.v1.Players/PingWebhook",
        data=json.dumps({"webhookId": named}).encode(),
        headers={"Authorization": f"Bearer {owner.access_token}", "Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(http_ping, timeout=30) as answer:
        ping = json.loads(answer.read())["deliveryId"]
    (got,) = wait_for(lambda: [one for one in receiver.on("/ok?first") if one.headers[signing.ID_HEADER] == ping])
    assert signing.verify(rotated, got.headers[signing.SIGNATURE_HEADER], got.body, int(time.time()))
    players.DeleteWebhook(players_pb2.DeleteWebhookRequest(webhook_id=named), metadata=mine, timeout=30)
    assert len(players.ListWebhooks(listed, metadata=mine, timeout=30).webhooks) == 1


def test_the_operator_registers_for_platform_events_with_the_cli(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    platform: LocalPlatform,
    gateway: gateway_pb2_grpc.GatewayStub,
    receiver: Receiver,
) -> None:
    assert platform.database_url is not None and platform.redis_url is not None
    for variable, value in {
        "LUDUS_DATABASE_URL": platform.database_url,
        "LUDUS_REDIS_URL": platform.redis_url,
        **LOOPBACK,
    }.items():
        monkeypatch.setenv(variable, value)
    assert main(["webhooks", "add", receiver.url("/ok?operator"), "--events", "match.created,match.started"]) == 0
    added = capsys.readouterr().out.split()
    endpoint, secret = added[1], added[added.index("secret") + 1]
    match = gateway.CreateMatch(gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, bot()]), timeout=30)
    told = wait_for(
        lambda: [
            one
            for one in receiver.on("/ok?operator")
            if json.loads(one.body)["data"]["match_id"] == match.match.match_id
            and json.loads(one.body)["type"] == "match.created"
        ]
    )
    assert signing.verify(secret, told[0].headers[signing.SIGNATURE_HEADER], told[0].body, int(time.time()))
    assert json.loads(told[0].body)["data"]["status"] in ("active", "waiting")
    assert main(["webhooks", "deliveries", endpoint]) == 0
    table = capsys.readouterr().out
    assert "match.created" in table and "delivered" in table
    assert main(["webhooks", "list"]) == 0
    assert endpoint in capsys.readouterr().out
    assert main(["webhooks", "add", "https://10.0.0.7/", "--events", "match.created"]) == 1
    assert "WEBHOOK_ADDRESS_REFUSED" in capsys.readouterr().out
    assert main(["webhooks", "remove", endpoint]) == 0
    assert main(["webhooks", "deliveries", endpoint]) == 1  # gone, with its deliveries


def test_events_while_the_workers_are_down_are_delivered_once_they_are_back(
    players: players_pb2_grpc.PlayersStub,
    gateway: gateway_pb2_grpc.GatewayStub,
    platform: LocalPlatform,
    receiver: Receiver,
) -> None:
    session = sign_up(players)
    path = f"/ok?while-down={session.player.name}"
    players.CreateWebhook(
        players_pb2.CreateWebhookRequest(url=receiver.url(path), events=["your_turn"]),
        metadata=bearer(session.access_token),
        timeout=30,
    )
    platform.kill("worker")
    try:
        match = gateway.CreateMatch(
            gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, bot()]),
            metadata=bearer(session.access_token),
            timeout=30,
        )
        time.sleep(2)  # the beat's passes meanwhile expire unrun: no worker takes them
        assert receiver.on(path) == []
    finally:
        platform.restart("worker")
    (got, *_) = wait_for(lambda: receiver.on(path))
    assert json.loads(got.body)["data"]["match_id"] == match.match.match_id


def test_the_documented_curl_registration_works(
    players: players_pb2_grpc.PlayersStub, platform: LocalPlatform, receiver: Receiver
) -> None:
    """docs/api.md's `curl` example, run as written but for the addresses (the face's, the receiver's)."""
    section = (ROOT / "docs" / "api.md").read_text().split("## Webhooks", 1)[1].split("\n## ", 1)[0]
    (example,) = re.findall(r"```bash\n(.*?)```", section, re.S)
    assert platform.http_address is not None
    command = example.replace("http://127.0.0.1:8080", f"http://{platform.http_address}").replace(
        "https://bot.example.com/ludus", receiver.url("/ok?curl")
    )
    session = sign_up(players)
    run = subprocess.run(
        ["bash", "-c", command],
        env={**os.environ, "TOKEN": session.access_token},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    answer = json.loads(run.stdout)
    assert answer["secret"].startswith(signing.SECRET_PREFIX)
    assert answer["webhook"]["events"] == ["your_turn", "invited"]
    listed = players.ListWebhooks(players_pb2.ListWebhooksRequest(), metadata=bearer(session.access_token), timeout=30)
    assert [found.webhook_id for found in listed.webhooks] == [answer["webhook"]["webhookId"]]
