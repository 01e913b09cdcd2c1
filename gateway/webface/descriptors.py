"""Message types learnt at run time over gRPC server reflection.

The web face maps protobuf messages to JSON and back (protobuf's canonical JSON mapping), and the
games' commands, events and views travel inside `google.protobuf.Any`: to print or parse one the
mapping needs the game's descriptors. The gateway imports no game code, so the descriptors are
fetched from the servers themselves — the gateway's own reflection for `ludus.v1.Gateway` and each
game service's reflection for the message types its `GameInfo` names — into a private pool.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable
from typing import Any

import grpc
from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
from google.protobuf.descriptor import Descriptor, ServiceDescriptor
from google.protobuf.message import Message
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc

log = logging.getLogger(__name__)

#: A reflection call that takes longer than this is treated as a failure (retried on next use).
REFLECTION_TIMEOUT = 10.0


class ReflectionError(Exception):
    """A server did not describe a symbol."""


async def fetch_files(channel: grpc.aio.Channel, symbol: str) -> list[descriptor_pb2.FileDescriptorProto]:
    """The file defining `symbol` and its transitive dependencies, as the server describes them."""
    stub = reflection_pb2_grpc.ServerReflectionStub(channel)
    request = reflection_pb2.ServerReflectionRequest(file_containing_symbol=symbol)
    call = stub.ServerReflectionInfo(iter([request]), timeout=REFLECTION_TIMEOUT)
    files: list[descriptor_pb2.FileDescriptorProto] = []
    async for response in call:
        if response.HasField("error_response"):
            raise ReflectionError(f"{symbol}: {response.error_response.error_message}")
        for blob in response.file_descriptor_response.file_descriptor_proto:
            files.append(descriptor_pb2.FileDescriptorProto.FromString(blob))
    if not files:
        raise ReflectionError(f"{symbol}: no descriptor")
    return files


async def list_services(channel: grpc.aio.Channel) -> set[str]:
    """The services a server says it serves (its descriptor pool may know more)."""
    stub = reflection_pb2_grpc.ServerReflectionStub(channel)
    call = stub.ServerReflectionInfo(
        iter([reflection_pb2.ServerReflectionRequest(list_services="")]), timeout=REFLECTION_TIMEOUT
    )
    return {service.name async for response in call for service in response.list_services_response.service}


class TypeRegistry:
    """A descriptor pool filled from reflection, and the message classes built from it."""

    def __init__(self) -> None:
        self.pool = descriptor_pool.DescriptorPool()
        self._lock = asyncio.Lock()
        #: The files added, in the order they were added (dependencies first).
        self.files: list[str] = []

    def has_file(self, name: str) -> bool:
        try:
            self.pool.FindFileByName(name)
        except KeyError:
            return False
        return True

    def has_message(self, full_name: str) -> bool:
        try:
            self.pool.FindMessageTypeByName(full_name)
        except KeyError:
            return False
        return True

    def add_files(self, files: Iterable[descriptor_pb2.FileDescriptorProto]) -> None:
        """Add files in dependency order (a file only after everything it imports)."""
        pending = {proto.name: proto for proto in files}

        def add(name: str) -> None:
            proto = pending.pop(name, None)
            if proto is None or self.has_file(name):
                return
            for dependency in proto.dependency:
                add(dependency)
            self.pool.Add(proto)
            self.files.append(name)

        for name in list(pending):
            add(name)

    async def load(self, channel: grpc.aio.Channel, symbols: Iterable[str]) -> None:
        """Make sure every symbol (a message or service full name) is in the pool."""
        async with self._lock:
            for symbol in symbols:
                if symbol and not self._known(symbol):
                    self.add_files(await fetch_files(channel, symbol))

    def _known(self, symbol: str) -> bool:
        try:
            self.pool.FindFileContainingSymbol(symbol)
        except KeyError:
            return False
        return True

    def message(self, full_name: str) -> Descriptor:
        return self.pool.FindMessageTypeByName(full_name)

    def service(self, full_name: str) -> ServiceDescriptor:
        return self.pool.FindServiceByName(full_name)

    def new(self, descriptor: Descriptor) -> Message:
        cls: Any = message_factory.GetMessageClass(descriptor)
        message: Message = cls()
        return message

    def messages(self) -> list[Descriptor]:
        """Every message type in the pool's files (for the API description)."""
        found: list[Descriptor] = []
        seen: set[str] = set()

        def walk(descriptor: Descriptor) -> None:
            if descriptor.full_name in seen or descriptor.GetOptions().map_entry:
                return
            seen.add(descriptor.full_name)
            found.append(descriptor)
            for nested in descriptor.nested_types:
                walk(nested)

        for name in self.files:
            for descriptor in self.pool.FindFileByName(name).message_types_by_name.values():
                walk(descriptor)
        return found
