"""The gRPC floors of bench/issue15.py: a Python echo server and a Python proxy, each run as its
own process with generic byte handlers (no protobuf parsing), so what they measure is the
transport alone — what any Python gRPC hop costs, before any of Ludus's work.

    python bench/floors.py echo ADDRESS
    python bench/floors.py proxy ADDRESS UPSTREAM

Methods: /bench.Echo/Unary (one call per message) and /bench.Echo/Stream (bidirectional; every
message is answered on the same stream). The proxy forwards a unary call as one unary call, and
holds one upstream stream per client stream, relaying each message both ways (ping-pong).
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator
from typing import Any

import grpc
from grpc_health.v1 import health, health_pb2_grpc

UNARY = "/bench.Echo/Unary"
STREAM = "/bench.Echo/Stream"
SERVICE = "bench.Echo"
#: As the platform's own servers: queue rather than cancel calls a busy server has not taken.
SERVER_OPTIONS = [("grpc.max_concurrent_streams", 20000)]


def echo_handlers() -> grpc.GenericRpcHandler:
    async def unary(request: bytes, context: grpc.aio.ServicerContext[bytes, bytes]) -> bytes:
        return request

    async def stream(
        requests: AsyncIterator[bytes], context: grpc.aio.ServicerContext[bytes, bytes]
    ) -> AsyncIterator[bytes]:
        async for request in requests:
            yield request

    return grpc.method_handlers_generic_handler(
        SERVICE,
        {
            "Unary": grpc.unary_unary_rpc_method_handler(unary),
            "Stream": grpc.stream_stream_rpc_method_handler(stream),
        },
    )


def proxy_handlers(upstream: grpc.aio.Channel) -> grpc.GenericRpcHandler:
    forward_unary: Any = upstream.unary_unary(UNARY)
    open_stream: Any = upstream.stream_stream(STREAM)

    async def unary(request: bytes, context: grpc.aio.ServicerContext[bytes, bytes]) -> bytes:
        reply: bytes = await forward_unary(request)
        return reply

    async def stream(
        requests: AsyncIterator[bytes], context: grpc.aio.ServicerContext[bytes, bytes]
    ) -> AsyncIterator[bytes]:
        call: Any = open_stream()
        try:
            async for request in requests:
                await call.write(request)
                yield await call.read()
        finally:
            call.cancel()

    return grpc.method_handlers_generic_handler(
        SERVICE,
        {
            "Unary": grpc.unary_unary_rpc_method_handler(unary),
            "Stream": grpc.stream_stream_rpc_method_handler(stream),
        },
    )


async def serve(address: str, upstream_address: str | None) -> None:
    server = grpc.aio.server(options=SERVER_OPTIONS)
    if upstream_address is None:
        server.add_generic_rpc_handlers([echo_handlers()])
    else:
        server.add_generic_rpc_handlers([proxy_handlers(grpc.aio.insecure_channel(upstream_address))])
    health_pb2_grpc.add_HealthServicer_to_server(health.aio.HealthServicer(), server)
    server.add_insecure_port(address)
    await server.start()
    await server.wait_for_termination()


def main(argv: list[str]) -> None:
    role, address, *rest = argv
    if role not in ("echo", "proxy") or len(rest) != (role == "proxy"):
        raise SystemExit(__doc__)
    asyncio.run(serve(address, rest[0] if rest else None))


if __name__ == "__main__":
    main(sys.argv[1:])
