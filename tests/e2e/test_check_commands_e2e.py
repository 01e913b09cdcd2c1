"""CheckCommands through the real gateway, over gRPC and the HTTP/JSON face: a seat learns, for
every destination of a hand card, whether the move is allowed and, if not, the rule's code and
words — and the match does not move."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import grpc
import pytest
from google.protobuf import json_format
from ludus.v1 import ark_pb2, gateway_pb2

from services.core.codec import pack
from services.launcher import LocalPlatform
from tests.support.play import HUMAN, create


def candidates(gateway: Any, match_id: str, token: str, seat: int) -> list[ark_pb2.ArkCommand]:
    reply = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=token), timeout=10)
    view = ark_pb2.ArkView()
    assert reply.view.Unpack(view)
    rows = max(len(view.left), len(view.right)) + 2
    return [
        ark_pb2.ArkCommand(play_card=ark_pb2.ArkPlayCard(card=card, side=side, row=row))
        for card in view.players[seat].hand
        for side in (ark_pb2.ARK_SIDE_LEFT, ark_pb2.ARK_SIDE_RIGHT)
        for row in range(1, rows + 1)
    ]


def test_a_seat_learns_why_each_destination_is_refused_and_nothing_moves(gateway: Any, platform: LocalPlatform) -> None:
    match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
    seat = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match.awaiting[0]
    token = tokens[seat]
    legal = gateway.ListLegalCommands(gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token), timeout=10)
    legal_bytes = {command.SerializeToString() for command in legal.commands}
    commands = [pack(command) for command in candidates(gateway, match_id, token, seat)]
    reply = gateway.CheckCommands(
        gateway_pb2.CheckCommandsRequest(match_id=match_id, token=token, commands=commands), timeout=10
    )
    assert reply.version == legal.version and len(reply.checks) == len(commands)
    refused = [check.refusal for check in reply.checks if not check.allowed]
    for command, check in zip(commands, reply.checks, strict=True):
        assert check.allowed == (command.SerializeToString() in legal_bytes)
    assert refused and all(r.code in ("FAILED_PRECONDITION", "INVALID_ARGUMENT") and r.message for r in refused)
    assert any(r.rule_code.startswith("ARK_") for r in refused), [r.rule_code for r in refused]

    # The same over HTTP/JSON, as the web client asks it.
    body = json_format.MessageToDict(
        gateway_pb2.CheckCommandsRequest(match_id=match_id, token=token, commands=commands[:8])
    )
    request = urllib.request.Request(
        f"http://{platform.http_address}/ludus.v1.Gateway/CheckCommands",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        document = json.loads(answer.read())
    http_checks = [check.get("allowed", False) for check in document["checks"]]
    assert http_checks == [check.allowed for check in reply.checks[:8]]

    after = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match.version
    assert after == legal.version, "checking moved the match"


def test_check_commands_needs_the_seat_and_a_small_batch(gateway: Any) -> None:
    match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
    seat = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match.awaiting[0]
    legal = gateway.ListLegalCommands(
        gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[seat]), timeout=10
    )
    with pytest.raises(grpc.RpcError) as spectator:
        gateway.CheckCommands(
            gateway_pb2.CheckCommandsRequest(match_id=match_id, commands=legal.commands[:1]), timeout=10
        )
    assert spectator.value.code() in (grpc.StatusCode.UNAUTHENTICATED, grpc.StatusCode.PERMISSION_DENIED)
    with pytest.raises(grpc.RpcError) as too_many:
        gateway.CheckCommands(
            gateway_pb2.CheckCommandsRequest(match_id=match_id, token=tokens[seat], commands=[legal.commands[0]] * 65),
            timeout=10,
        )
    assert too_many.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert "at most 64" in (too_many.value.details() or "")
