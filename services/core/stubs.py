"""Typed constructors for the generated gRPC client stubs.

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
from ludus.v1 import gateway_pb2_grpc

#: A stub accepts either channel flavour: sync (workers, tests) or asyncio (gateway).
AnyChannel = grpc.Channel | grpc.aio.Channel

# The generated classes, seen through the signature their unannotated __init__(self, channel) has.
# A cast rather than a `type: ignore[no-untyped-call]`: the call is untyped only under --strict,
# so an ignore would be reported unused by the project's default mypy run.
_GameServiceStub = cast(Callable[[AnyChannel], backend_grpc.GameServiceStub], backend_grpc.GameServiceStub)
_GatewayStub = cast(Callable[[AnyChannel], gateway_pb2_grpc.GatewayStub], gateway_pb2_grpc.GatewayStub)


def game_service_stub(channel: AnyChannel) -> backend_grpc.GameServiceStub:
    """A client of one game service (the backend API) on ``channel``."""
    return _GameServiceStub(channel)


def gateway_stub(channel: AnyChannel) -> gateway_pb2_grpc.GatewayStub:
    """A client of the public gateway API on ``channel``."""
    return _GatewayStub(channel)


__all__ = ["AnyChannel", "game_service_stub", "gateway_stub"]
