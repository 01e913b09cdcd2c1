"""Typed constructors for the generated gRPC client stubs.

grpc_tools writes the *_pb2_grpc.py modules without annotations (and no .pyi beside them), so
calling a stub class from typed code is an "untyped call" under mypy --strict. Every caller goes
through these two functions instead, which keeps the one unavoidable suppression per stub in one
place rather than at each of the dozens of call sites.
"""

from __future__ import annotations

import grpc
from ludus.backend.v1 import game_service_pb2_grpc as backend_grpc
from ludus.v1 import gateway_pb2_grpc

#: A stub accepts either channel flavour: sync (workers, tests) or asyncio (gateway).
AnyChannel = grpc.Channel | grpc.aio.Channel


def game_service_stub(channel: AnyChannel) -> backend_grpc.GameServiceStub:
    """A client of one game service (the backend API) on ``channel``."""
    # The generated constructor has no annotations; its body only binds channel methods.
    return backend_grpc.GameServiceStub(channel)  # type: ignore[no-untyped-call]


def gateway_stub(channel: AnyChannel) -> gateway_pb2_grpc.GatewayStub:
    """A client of the public gateway API on ``channel``."""
    # The generated constructor has no annotations; its body only binds channel methods.
    return gateway_pb2_grpc.GatewayStub(channel)  # type: ignore[no-untyped-call]


__all__ = ["AnyChannel", "game_service_stub", "gateway_stub"]
