"""One internal API (issue 13, part 4), through the running platform: the gateway authenticates
once and names the caller to the service in metadata; a client can neither skip nor forge it."""

from __future__ import annotations

import grpc
import pytest
from ludus.v1 import gateway_pb2
from ludus.v1.gateway_pb2_grpc import GatewayStub

from services.core.caller import CALLER_KEY, CALLER_MATCH_KEY, CALLER_SEAT_KEY
from tests.support.play import HUMAN, create


def _claiming(match_id: str, seat: int) -> tuple[tuple[str, str], ...]:
    """The metadata a hostile client sends to pass itself off as `seat`."""
    return ((CALLER_KEY, "seat"), (CALLER_MATCH_KEY, match_id), (CALLER_SEAT_KEY, str(seat)))


def _awaited(gateway: GatewayStub, match_id: str) -> int:
    # The generated stub's calls return Any to mypy, so the answer is named with its proto type.
    response: gateway_pb2.GetMatchResponse = gateway.GetMatch(
        gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10
    )
    return response.match.awaiting[0]


def test_a_client_cannot_impersonate_a_seat_with_caller_metadata(gateway: GatewayStub) -> None:
    match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
    mover = _awaited(gateway, match_id)
    other = next(seat for seat in tokens if seat != mover)
    forged = _claiming(match_id, mover)
    honest = gateway.ListLegalCommands(
        gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[mover]), timeout=10
    )
    assert honest.total > 0
    # With another seat's token, the forged entries are dropped: the call acts for that seat.
    as_other = gateway.ListLegalCommands(
        gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[other]), timeout=10, metadata=forged
    )
    assert as_other.total == 0 and not as_other.commands
    # Without a token they make no seat at all: a seat-only call is refused, nothing changes.
    with pytest.raises(grpc.RpcError) as refused:
        gateway.SubmitCommand(
            gateway_pb2.SubmitCommandRequest(match_id=match_id, command=honest.commands[0]), timeout=10, metadata=forged
        )
    assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED
    after = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
    assert after.version == honest.version
    # ...and a view asked for with them is the spectator's, not the claimed seat's.
    spectator = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id), timeout=10)
    claimed = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id), timeout=10, metadata=forged)
    seat_view = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=tokens[mover]), timeout=10)
    assert claimed.view == spectator.view
    assert seat_view.view != spectator.view  # the test would prove nothing if they were alike


def test_a_seat_token_may_come_as_bearer_metadata(gateway: GatewayStub) -> None:
    """Third parties keep the `token` field; a client may instead send `authorization: Bearer`."""
    match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
    mover = _awaited(gateway, match_id)
    by_field = gateway.ListLegalCommands(
        gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[mover]), timeout=10
    )
    by_bearer = gateway.ListLegalCommands(
        gateway_pb2.ListLegalCommandsRequest(match_id=match_id),
        timeout=10,
        metadata=(("authorization", f"Bearer {tokens[mover]}"),),
    )
    assert by_bearer == by_field and by_bearer.total > 0
    with pytest.raises(grpc.RpcError) as forged:
        gateway.ListLegalCommands(
            gateway_pb2.ListLegalCommandsRequest(match_id=match_id),
            timeout=10,
            metadata=(("authorization", "Bearer not-a-token"),),
        )
    assert forged.value.code() == grpc.StatusCode.UNAUTHENTICATED
