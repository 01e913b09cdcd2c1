"""Handlers wrapped once at registration (services/core/wrapped_handlers.py), on a real grpc.aio
server on loopback."""

from __future__ import annotations

from typing import Any

import grpc
import pytest

from services.core.wrapped_handlers import WrappingServer


class Recording:
    """A wrapper that notes each wrap it makes and each call it sees, under its name."""

    def __init__(self, name: str, trace: list[str], skip: str = "") -> None:
        self.name, self.trace, self.skip = name, trace, skip
        self.wrapped: list[str] = []

    def wrap(self, method: str, handler: Any) -> Any:
        if self.skip and method.endswith(self.skip):
            return handler
        self.wrapped.append(method)
        behaviour = handler.unary_unary

        async def unary(request: bytes, context: Any) -> bytes:
            self.trace.append(f"{self.name}>")
            try:
                return bytes(await behaviour(request, context))
            finally:
                self.trace.append(f"<{self.name}")

        return grpc.unary_unary_rpc_method_handler(unary)


async def test_handlers_are_wrapped_once_at_registration_the_first_wrapper_outermost() -> None:
    trace: list[str] = []

    async def echo(request: bytes, context: Any) -> bytes:
        trace.append("handler")
        return request

    async def other(request: bytes, context: Any) -> bytes:
        trace.append("other")
        return b"other"

    outer, inner = Recording("outer", trace), Recording("inner", trace, skip="/Other")
    server = grpc.aio.server()
    wrapping = WrappingServer(server, [outer, inner])
    handlers: dict[str, Any] = {
        "Echo": grpc.unary_unary_rpc_method_handler(echo),
        "Other": grpc.unary_unary_rpc_method_handler(other),
    }
    # As the generated add_*_to_server functions register them: both ways, the same handlers.
    wrapping.add_generic_rpc_handlers((grpc.method_handlers_generic_handler("t.S", handlers),))
    wrapping.add_registered_method_handlers("t.S", handlers)
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    try:
        async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
            echo_call: Any = channel.unary_unary("/t.S/Echo")
            other_call: Any = channel.unary_unary("/t.S/Other")
            missing_call: Any = channel.unary_unary("/t.S/Missing")
            for _ in range(3):
                assert await echo_call(b"x", timeout=10) == b"x"
            assert await other_call(b"", timeout=10) == b"other"
            with pytest.raises(grpc.aio.AioRpcError) as missing:
                await missing_call(b"", timeout=10)
            assert missing.value.code() is grpc.StatusCode.UNIMPLEMENTED
    finally:
        await server.stop(None)
    assert trace[:5] == ["outer>", "inner>", "handler", "<inner", "<outer"]
    assert trace[-3:] == ["outer>", "other", "<outer"], "a wrapper may leave a method alone"
    # Once per method, however many calls and both registrations (a call finds the wrap made).
    assert outer.wrapped == ["/t.S/Echo", "/t.S/Other"]
    assert inner.wrapped == ["/t.S/Echo"]
