"""gRPC server reflection, served under both names clients use: `grpc.reflection.v1` and
`grpc.reflection.v1alpha`.

grpcio-reflection ships only v1alpha. The two protocols are the same messages under another
package (v1 is v1alpha promoted unchanged), so one servicer answers both: the bytes on the wire
are identical, and the v1 file is added to the descriptor pool (renamed from v1alpha's) so that a
client can describe the v1 service itself too.

A server may also name a `Lookup` for what its own pool does not define: the gateway imports no
game code, so it asks the game services for their files (gateway/reflection_relay.py), and a
reflection-only client (grpcurl, Postman, a new SDK) can build every message it will meet.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from typing import Any

import grpc
from google.protobuf import descriptor_pb2, descriptor_pool
from google.protobuf.descriptor import FileDescriptor
from grpc_reflection.v1alpha import reflection_pb2 as alpha

log = logging.getLogger(__name__)

V1ALPHA = "grpc.reflection.v1alpha.ServerReflection"
V1 = "grpc.reflection.v1.ServerReflection"
_V1_FILE = "grpc/reflection/v1/reflection.proto"

#: What a Lookup answers: the serialized FileDescriptorProtos of the file asked for and of every
#: file it imports (as reflection sends them), or None when it knows nothing of it.
Files = list[bytes]
#: `lookup(kind, name)`, kind being "symbol" or "filename".
Lookup = Callable[[str, str], Awaitable[Files | None]]


def _renamed(proto: descriptor_pb2.FileDescriptorProto, old: str, new: str) -> None:
    """Rewrite every reference to package `old` into `new` (type names are fully qualified)."""
    for message in proto.message_type:
        for field in message.field:
            if field.type_name.startswith(f".{old}."):
                field.type_name = f".{new}." + field.type_name[len(old) + 2 :]
    for service in proto.service:
        for method in service.method:
            method.input_type = f".{new}." + method.input_type.rpartition(".")[2]
            method.output_type = f".{new}." + method.output_type.rpartition(".")[2]


def _add_v1_file(pool: descriptor_pool.DescriptorPool) -> None:
    try:
        pool.FindFileByName(_V1_FILE)
        return
    except KeyError:
        pass
    proto = descriptor_pb2.FileDescriptorProto()
    alpha.DESCRIPTOR.CopyToProto(proto)
    proto.name = _V1_FILE
    proto.package = "grpc.reflection.v1"
    proto.ClearField("options")
    _renamed(proto, "grpc.reflection.v1alpha", "grpc.reflection.v1")
    pool.Add(proto)


def _with_dependencies(file: FileDescriptor) -> Files:
    seen: dict[str, FileDescriptor] = {}

    def walk(descriptor: FileDescriptor) -> None:
        seen[descriptor.name] = descriptor
        for dependency in descriptor.dependencies:
            if dependency.name not in seen:
                walk(dependency)

    walk(file)
    blobs = []
    for descriptor in seen.values():
        proto = descriptor_pb2.FileDescriptorProto()
        descriptor.CopyToProto(proto)
        blobs.append(proto.SerializeToString())
    return blobs


def _error(
    request: alpha.ServerReflectionRequest, code: grpc.StatusCode, message: str
) -> alpha.ServerReflectionResponse:
    return alpha.ServerReflectionResponse(
        error_response=alpha.ErrorResponse(error_code=code.value[0], error_message=message),
        original_request=request,
    )


class Reflection:
    """One servicer for both reflection protocols, over a pool and an optional Lookup."""

    def __init__(
        self,
        service_names: Iterable[str],
        pool: descriptor_pool.DescriptorPool | None = None,
        lookup: Lookup | None = None,
    ) -> None:
        self.pool = pool if pool is not None else descriptor_pool.Default()
        _add_v1_file(self.pool)
        self.service_names = sorted({*service_names, V1, V1ALPHA})
        self.lookup = lookup

    async def ServerReflectionInfo(
        self, requests: AsyncIterator[alpha.ServerReflectionRequest], context: Any
    ) -> AsyncIterator[alpha.ServerReflectionResponse]:
        async for request in requests:
            yield await self.answer(request)

    async def answer(self, request: alpha.ServerReflectionRequest) -> alpha.ServerReflectionResponse:
        kind = request.WhichOneof("message_request")
        if kind == "list_services":
            return alpha.ServerReflectionResponse(
                list_services_response=alpha.ListServiceResponse(
                    service=[alpha.ServiceResponse(name=name) for name in self.service_names]
                ),
                original_request=request,
            )
        if kind == "file_containing_symbol":
            return await self._files(request, "symbol", request.file_containing_symbol)
        if kind == "file_by_filename":
            return await self._files(request, "filename", request.file_by_filename)
        if kind == "file_containing_extension":
            extension = request.file_containing_extension
            try:
                message = self.pool.FindMessageTypeByName(extension.containing_type)
                found = self.pool.FindExtensionByNumber(message, extension.extension_number)
                file = self.pool.FindFileContainingSymbol(found.full_name)
            except KeyError:
                return _error(request, grpc.StatusCode.NOT_FOUND, f"no extension {extension.extension_number}")
            return self._file_response(request, _with_dependencies(file))
        if kind == "all_extension_numbers_of_type":
            try:
                message = self.pool.FindMessageTypeByName(request.all_extension_numbers_of_type)
            except KeyError:
                return _error(request, grpc.StatusCode.NOT_FOUND, f"no type {request.all_extension_numbers_of_type}")
            numbers = sorted(extension.number for extension in self.pool.FindAllExtensions(message))
            return alpha.ServerReflectionResponse(
                all_extension_numbers_response=alpha.ExtensionNumberResponse(
                    base_type_name=message.full_name, extension_number=numbers
                ),
                original_request=request,
            )
        return _error(request, grpc.StatusCode.INVALID_ARGUMENT, "name one of the reflection requests")

    async def _files(
        self, request: alpha.ServerReflectionRequest, kind: str, name: str
    ) -> alpha.ServerReflectionResponse:
        try:
            file = self.pool.FindFileByName(name) if kind == "filename" else self.pool.FindFileContainingSymbol(name)
        except KeyError:
            found = await self.lookup(kind, name) if self.lookup is not None and name else None
            if not found:
                return _error(request, grpc.StatusCode.NOT_FOUND, f"no {kind} {name[:200]!r} is known here")
            return self._file_response(request, found)
        return self._file_response(request, _with_dependencies(file))

    @staticmethod
    def _file_response(request: alpha.ServerReflectionRequest, files: Files) -> alpha.ServerReflectionResponse:
        return alpha.ServerReflectionResponse(
            file_descriptor_response=alpha.FileDescriptorResponse(file_descriptor_proto=files),
            original_request=request,
        )


def add_reflection(server: grpc.aio.Server, reflection: Reflection) -> None:
    """Serve `reflection` under both protocol names (the messages are wire-identical)."""
    handler = grpc.stream_stream_rpc_method_handler(
        reflection.ServerReflectionInfo,
        request_deserializer=alpha.ServerReflectionRequest.FromString,
        response_serializer=alpha.ServerReflectionResponse.SerializeToString,
    )
    for service in (V1ALPHA, V1):
        server.add_generic_rpc_handlers(
            (grpc.method_handlers_generic_handler(service, {"ServerReflectionInfo": handler}),)
        )
