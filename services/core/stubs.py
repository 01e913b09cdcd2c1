"""Typed constructors for the generated gRPC client stubs, and typed servicer registration.

grpc_tools writes the *_pb2_grpc.py modules without annotations (and no .pyi beside them), so
calling a stub class from typed code is an "untyped call" under mypy --strict. Every caller goes
through these two functions instead, which keeps the one unavoidable cast per stub in one place
rather than at each of the dozens of call sites.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import grpc
from ludus.backend.v1 import game_service_pb2_grpc as backend_grpc
from ludus.v1 import gateway_pb2_grpc, players_pb2_grpc

#: A stub accepts either channel flavour: sync (workers, tests) or asyncio (gateway).
AnyChannel = grpc.Channel | grpc.aio.Channel

# The generated classes, seen through the signature their unannotated __init__(self, channel) has.
# A cast rather than a `type: ignore[no-untyped-call]`: the call is untyped only under --strict,
# so an ignore would be reported unused by the project's default mypy run.
_GameServiceStub = cast(Callable[[AnyChannel], backend_grpc.GameServiceStub], backend_grpc.GameServiceStub)
_GatewayStub = cast(Callable[[AnyChannel], gateway_pb2_grpc.GatewayStub], gateway_pb2_grpc.GatewayStub)
_PlayersStub = cast(Callable[[AnyChannel], players_pb2_grpc.PlayersStub], players_pb2_grpc.PlayersStub)


# Likewise the generated add_*Servicer_to_server(servicer, server) functions.
_add_game_service = cast(
    Callable[[backend_grpc.GameServiceServicer, grpc.aio.Server], None], backend_grpc.add_GameServiceServicer_to_server
)
_add_gateway = cast(
    Callable[[gateway_pb2_grpc.GatewayServicer, grpc.aio.Server], None], gateway_pb2_grpc.add_GatewayServicer_to_server
)

_add_players = cast(
    Callable[[players_pb2_grpc.PlayersServicer, grpc.aio.Server], None], players_pb2_grpc.add_PlayersServicer_to_server
)


def add_game_service(servicer: backend_grpc.GameServiceServicer, server: grpc.aio.Server) -> None:
    """Serve the backend API with ``servicer`` on ``server``."""
    _add_game_service(servicer, server)


def add_gateway(servicer: gateway_pb2_grpc.GatewayServicer, server: grpc.aio.Server) -> None:
    """Serve the public gateway API with ``servicer`` on ``server``."""
    _add_gateway(servicer, server)


def add_players(servicer: players_pb2_grpc.PlayersServicer, server: grpc.aio.Server) -> None:
    """Serve the players' API (ludus.v1.Players) with ``servicer`` on ``server``."""
    _add_players(servicer, server)


def game_service_stub(channel: AnyChannel) -> backend_grpc.GameServiceStub:
    """A client of one game service (the backend API) on ``channel``."""
    return _GameServiceStub(channel)


def gateway_stub(channel: AnyChannel) -> gateway_pb2_grpc.GatewayStub:
    """A client of the public gateway API on ``channel``."""
    return _GatewayStub(channel)


def players_stub(channel: AnyChannel) -> players_pb2_grpc.PlayersStub:
    """A client of the players' API (ludus.v1.Players) on ``channel``."""
    return _PlayersStub(channel)


__all__ = [
    "AnyChannel",
    "add_game_service",
    "add_gateway",
    "add_players",
    "game_service_stub",
    "gateway_stub",
    "players_stub",
]
