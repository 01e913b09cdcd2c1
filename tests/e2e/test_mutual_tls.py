"""Mutual TLS inside the platform (services/core/tls.py): the game services the test platform
runs accept only the platform's own certificates, and a certificate's role bounds the caller it
may claim."""

from __future__ import annotations

from pathlib import Path

import grpc
import pytest
from ludus.v1 import common_pb2, gateway_pb2

from services.core import caller, tls
from services.core.stubs import game_service_stub
from services.launcher import LocalPlatform


def service_address(platform: LocalPlatform) -> str:
    address = next(c.address for c in platform.components if c.role == tls.SERVICE and c.address)
    assert address is not None
    return address


def call_describe(channel: grpc.Channel, who: caller.Caller) -> common_pb2.GameInfo:
    from ludus.backend.v1 import game_service_pb2 as backend

    stub = game_service_stub(channel)
    metadata = (*who.metadata(), ("ludus-game", "ark"))
    info: common_pb2.GameInfo = stub.Describe(backend.DescribeRequest(), metadata=metadata, timeout=5)
    return info


def secure(address: str, identity: tls.Identity) -> grpc.Channel:
    return grpc.secure_channel(address, identity.channel_credentials(), options=tls.channel_options())


def test_a_service_refuses_a_plain_text_caller(platform: LocalPlatform) -> None:
    with grpc.insecure_channel(service_address(platform)) as channel, pytest.raises(grpc.RpcError) as refused:
        call_describe(channel, caller.ANONYMOUS_CALLER)
    assert refused.value.code() == grpc.StatusCode.UNAVAILABLE


def test_a_service_refuses_a_certificate_of_another_ca(platform: LocalPlatform, tmp_path: Path) -> None:
    tls.make_certificates(tmp_path / "elsewhere")
    stranger = tls.identity_in(tmp_path / "elsewhere", tls.GATEWAY)
    # The stranger trusts the platform's CA (so it can reach the server), but its own certificate
    # is signed by another CA: the handshake fails.
    assert platform.tls_dir is not None
    forged = tls.Identity((platform.tls_dir / "ca.pem").read_bytes(), stranger.certificate, stranger.key)
    with secure(service_address(platform), forged) as channel, pytest.raises(grpc.RpcError) as refused:
        call_describe(channel, caller.ANONYMOUS_CALLER)
    assert refused.value.code() == grpc.StatusCode.UNAVAILABLE


def test_a_certificate_bounds_the_caller_it_may_claim(platform: LocalPlatform) -> None:
    gateway, worker, service = (platform.identity(role) for role in (tls.GATEWAY, tls.WORKER, tls.SERVICE))
    assert gateway is not None and worker is not None and service is not None
    address = service_address(platform)
    with secure(address, gateway) as channel:
        assert call_describe(channel, caller.ANONYMOUS_CALLER).name == "ark"
        with pytest.raises(grpc.RpcError) as refused:
            call_describe(channel, caller.worker())  # the gateway cannot pose as the workers
        assert refused.value.code() == grpc.StatusCode.PERMISSION_DENIED
    with secure(address, worker) as channel:
        assert call_describe(channel, caller.worker()).name == "ark"
    with secure(address, service) as channel, pytest.raises(grpc.RpcError) as refused:
        call_describe(channel, caller.ANONYMOUS_CALLER)  # a service certificate calls nothing
    assert refused.value.code() == grpc.StatusCode.PERMISSION_DENIED


def test_the_gateway_still_serves_clients_in_plain_text(gateway: object) -> None:
    games = gateway.ListGames(gateway_pb2.ListGamesRequest(), timeout=10).games  # type: ignore[attr-defined]
    assert {game.name for game in games} >= {"ark", "arkadia"}
