"""Reflection for the games' messages, relayed from the game services.

The gateway imports no game code, so its own descriptor pool holds the public API (ludus.v1
Gateway, common messages, google.rpc) but not `ludus.v1.ArkCommand` and the like. A
reflection-only client must still be able to build every message it meets, so what the
gateway's pool lacks is asked of each game service's reflection, and the answer relayed.

Reflection needs no token, so a miss must not let anyone make the gateway fan out at will:
answers are cached (bounded), misses remembered for a while, and names longer than any real
symbol refused without asking.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from typing import TypeVar

import grpc
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc

from gateway.routing import Routes
from services.core.reflection import Files

T = TypeVar("T")

#: Longer than any proto symbol or file name Ludus has; a longer one is not asked about.
MAX_NAME = 512
#: Per game service asked.
ASK_TIMEOUT = 5.0


class ReflectionRelay:
    """A `services.core.reflection.Lookup` over the game services' reflection."""

    def __init__(self, routes: Routes, capacity: int = 4096, miss_seconds: float = 30.0) -> None:
        self.routes = routes
        self.capacity = capacity
        self.miss_seconds = miss_seconds
        self._found: OrderedDict[tuple[str, str], Files] = OrderedDict()
        self._missed: OrderedDict[tuple[str, str], float] = OrderedDict()

    async def __call__(self, kind: str, name: str) -> Files | None:
        key = (kind, name)
        if len(name) > MAX_NAME:
            return None
        if key in self._found:
            self._found.move_to_end(key)
            return self._found[key]
        if self._missed.get(key, 0.0) > time.monotonic():
            return None
        for channel in self.routes.channels():
            files = await _ask(channel, kind, name)
            if files:
                self._remember(self._found, key, files)
                return files
        self._remember(self._missed, key, time.monotonic() + self.miss_seconds)
        return None

    def _remember(self, table: OrderedDict[tuple[str, str], T], key: tuple[str, str], value: T) -> None:
        table[key] = value
        table.move_to_end(key)
        while len(table) > self.capacity:
            table.popitem(last=False)


async def _ask(channel: grpc.aio.Channel, kind: str, name: str) -> Files | None:
    request = (
        reflection_pb2.ServerReflectionRequest(file_containing_symbol=name)
        if kind == "symbol"
        else reflection_pb2.ServerReflectionRequest(file_by_filename=name)
    )
    stub = reflection_pb2_grpc.ServerReflectionStub(channel)
    try:
        async for response in stub.ServerReflectionInfo(iter([request]), timeout=ASK_TIMEOUT):
            if response.HasField("file_descriptor_response"):
                return list(response.file_descriptor_response.file_descriptor_proto)
    except (TimeoutError, grpc.aio.AioRpcError):
        # A game service that is down or starting knows nothing for now; another may.
        return None
    return None
