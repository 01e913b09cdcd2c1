"""One internal API (issue 13, part 4), without servers: every public call is forwarded
generically to its backend twin, and the caller travels in metadata only."""

from __future__ import annotations

from typing import Any

import pytest
from ludus.backend.v1 import game_service_pb2 as backend
from ludus.v1 import gateway_pb2

from gateway.auth import CallerInterceptor, bearer_token
from gateway.server import AGGREGATED, BACKEND, GATEWAY, GatewayServicer, backend_twin, forwarded_methods
from services.core import caller
from services.core.errors import PermissionDenied, Unauthenticated
from services.core.tokens import TokenAuthority


def test_every_public_call_is_forwarded_generically_to_its_backend_twin() -> None:
    """Adding a public call is editing gateway.proto and game_service.proto: the forwarder is
    made from the descriptors, so every method of the public service is covered by it (or is
    one of the two calls that merge every game's answer)."""
    forwarded = {method.name for method in forwarded_methods()}
    assert forwarded | AGGREGATED == {method.name for method in GATEWAY.methods}
    assert {"ListGames", "ListMatches"} == AGGREGATED
    for method in forwarded_methods():
        twin = backend_twin(method)
        assert twin.input_type is method.input_type and twin.output_type is method.output_type
        # The servicer's method is the generated forwarder, not one hand-written per call.
        assert getattr(GatewayServicer, method.name).forwards == method.name
    # Streaming too: WatchMatch goes through the same table.
    assert "WatchMatch" in forwarded


def test_only_internal_calls_keep_backend_messages() -> None:
    public = {method.name for method in GATEWAY.methods}
    internal = {method.name for method in BACKEND.methods if method.name not in public}
    # PlayMany: the gateway's multiplexed Play streams (gateway/play_mux.py), the hop's own framing.
    assert internal == {"Describe", "FireTimer", "PlayMany"}
    # The mirrored request/reply messages are gone; what is left is the internal calls' own.
    assert set(backend.DESCRIPTOR.message_types_by_name) == {
        "FireTimerRequest",
        "FireTimerReply",
        "DescribeRequest",
        "PlayManyRequest",
        "PlayFrame",
        "PlayOpen",
        "MetadataEntry",
        "PlayManyResponse",
        "PlayFrameOut",
        "PlayEnd",
        "UnaryCall",
    }


def test_a_public_call_without_a_backend_twin_is_refused_loudly() -> None:
    fake = gateway_pb2.DESCRIPTOR.services_by_name["Gateway"].methods_by_name["ListGames"]
    with pytest.raises(LookupError):
        backend_twin(fake)  # ListGames has no twin: only AGGREGATED may lack one


def test_caller_metadata_round_trips_and_a_missing_caller_is_unauthenticated() -> None:
    seat = caller.Caller(caller.SEAT, "ark-1", 2)
    assert caller.from_metadata(seat.metadata()) == seat
    assert caller.from_metadata(caller.ANONYMOUS_CALLER.metadata()) == caller.ANONYMOUS_CALLER
    with pytest.raises(Unauthenticated):
        caller.from_metadata(())
    with pytest.raises(Unauthenticated):
        caller.from_metadata((("ludus-caller", "root"),))
    with pytest.raises(Unauthenticated):
        caller.from_metadata((("ludus-caller", "seat"),))
    with pytest.raises(Unauthenticated):
        caller.from_metadata((("ludus-caller", "seat"), ("ludus-caller-match", "ark-1"), ("ludus-caller-seat", "x")))
    assert seat.require_seat("ark-1") == 2
    with pytest.raises(PermissionDenied):
        seat.seat_in("ark-2")
    with pytest.raises(Unauthenticated):
        caller.ANONYMOUS_CALLER.require_seat("ark-1")


def test_the_interceptor_takes_the_token_from_the_field_or_bearer_metadata() -> None:
    tokens = TokenAuthority(b"k" * 32)
    interceptor = CallerInterceptor(tokens)
    token = tokens.mint("ark-1", 1)
    request: Any = gateway_pb2.GetViewRequest(match_id="ark-1", token=token)
    assert interceptor.authenticate(request, "").caller == caller.Caller(caller.SEAT, "ark-1", 1)
    bare = gateway_pb2.GetViewRequest(match_id="ark-1")
    assert interceptor.authenticate(bare, bearer_token((("authorization", f"Bearer {token}"),))).caller.seat == 1
    assert interceptor.authenticate(bare, "").caller == caller.ANONYMOUS_CALLER
    with pytest.raises(PermissionDenied):
        interceptor.authenticate(gateway_pb2.GetViewRequest(match_id="ark-2", token=token), "")
    with pytest.raises(Unauthenticated):
        interceptor.authenticate(gateway_pb2.GetViewRequest(match_id="ark-1", token="forged"), "")
    # A call about no match acts for no seat, whatever token it carries.
    assert interceptor.authenticate(gateway_pb2.ListGamesRequest(), token).caller == caller.ANONYMOUS_CALLER
