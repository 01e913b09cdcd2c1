"""Wrap a gRPC server's method handlers once, when they are registered, instead of per call.

What an interceptor does to a call (the gateway's authentication, the metrics' timing, the
traces' decision) is in the end a wrapper around the method's handler, and every one of ours
caches it per method. But a grpc.aio server with any interceptor runs each call through an
asynchronous chain first (a coroutine and a `functools.partial` per interceptor, per call) before
it finds that cached wrapper: about 10 µs of CPU per call on the development machine, against
2 to 3 µs for the wrapper itself (docs/benchmarks.md, "Telemetry overhead"). A `HandlerWrapper`
is applied here instead, as the `register` functions add their handlers, and the server runs
without interceptors.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import grpc

if TYPE_CHECKING:  # grpc's classes are generic in its type stubs only
    Handler = grpc.RpcMethodHandler[Any, Any]


class HandlerWrapper(Protocol):
    """Something that wraps a method's handler (`method`: "/package.Service/Method"); it
    returns the handler itself for methods it leaves alone."""

    def wrap(self, method: str, handler: Handler) -> Handler: ...


def wrapping(wrappers: Sequence[HandlerWrapper]) -> Callable[[str, Handler], Handler]:
    """One function wrapping a method's handler in `wrappers`, the first outermost (it sees
    what the others do, refusals included), made once per handler."""
    made: dict[str, tuple[Handler, Handler]] = {}

    def wrap(method: str, handler: Handler) -> Handler:
        cached = made.get(method)
        if cached is not None and cached[0] is handler:
            return cached[1]
        wrapped = handler
        for wrapper in reversed(wrappers):
            wrapped = wrapper.wrap(method, wrapped)
        made[method] = (handler, wrapped)
        return wrapped

    return wrap


class _WrappedGenericHandler(grpc.GenericRpcHandler):
    """A generic handler whose method handlers come out wrapped (once: `wrap` caches them)."""

    def __init__(self, inner: grpc.GenericRpcHandler, wrap: Callable[[str, Handler], Handler]) -> None:
        self._inner = inner
        self._wrap = wrap

    def service(self, handler_call_details: grpc.HandlerCallDetails) -> Handler | None:
        handler = self._inner.service(handler_call_details)
        return None if handler is None else self._wrap(handler_call_details.method, handler)


class WrappingServer:
    """A grpc.aio server as the generated `add_*_to_server` functions see it: every handler they
    register is wrapped on its way in. Everything else is the server's own."""

    def __init__(self, server: grpc.aio.Server, wrappers: Iterable[HandlerWrapper]) -> None:
        self._server = server
        self._wrap = wrapping(list(wrappers))

    def add_generic_rpc_handlers(self, handlers: Iterable[grpc.GenericRpcHandler]) -> None:
        self._server.add_generic_rpc_handlers(tuple(_WrappedGenericHandler(inner, self._wrap) for inner in handlers))

    def add_registered_method_handlers(self, service: str, handlers: Mapping[str, Handler]) -> None:
        # The same wrapped objects as the generic handler's (the cache is keyed by method).
        wrapped = {name: self._wrap(f"/{service}/{name}", handler) for name, handler in handlers.items()}
        self._server.add_registered_method_handlers(service, wrapped)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._server, name)
