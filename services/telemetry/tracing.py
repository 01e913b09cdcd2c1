"""OpenTelemetry traces across processes: gateway -> game service -> Celery task -> game service.

On only when an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT, read by the settings):
then the process gets a tracer provider exporting in batches over OTLP/HTTP, and the gRPC (server,
asyncio and blocking clients), aiohttp server, Redis and Celery instrumentations, which carry the
context in gRPC metadata (`traceparent`) and Celery message headers. Off, nothing is installed.

The gateway is where traces start, and almost every call it takes is not sampled: there the
instrumentations are not installed process-wide but placed behind one decision per call
(`EdgeTracing`), taken before any span, wrapper or interceptor exists, so that an unsampled call
costs a coin toss and nothing else; a sampled call goes through the same gRPC instrumentation as
anywhere else, to the services over an instrumented twin of each channel (`traced_twin`).
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import grpc
from opentelemetry import trace
from opentelemetry.instrumentation.utils import suppress_instrumentation
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.sampling import Decision, Sampler

from services.core.settings import Settings

#: The platform's own gRPC services (`/ludus.v1.Gateway/...`, `/ludus.backend.v1.GameService/...`).
_OURS = "/ludus."


def ours(details: Any) -> bool:
    """The gRPC instrumentations' filter: trace the platform's own calls, not health checks.

    Instead of the instrumentation's `filters.service_prefix`, which runs on every call (server
    and client side, traced or not) and tells call-detail types apart with `isinstance` checks
    that miss on grpc.aio's own objects and fall through slow paths: profiled at 8 % of the
    gateway's CPU under load (docs/benchmarks.md, "Telemetry overhead"). Servers' and asyncio
    clients' call details carry the method as `method` (bytes on some grpc versions' asyncio
    clients), the blocking client's (the workers') as `full_method`."""
    method = getattr(details, "full_method", None) or getattr(details, "method", None)
    if isinstance(method, bytes):
        return method.startswith(b"/ludus.")
    return isinstance(method, str) and method.startswith(_OURS)


def parent_sampled(details: Any) -> bool | None:
    """Whether a call's `traceparent` has the sampled flag; None when it carries none."""
    for key, value in details.invocation_metadata or ():
        if key == "traceparent":
            flags = value.rsplit("-", 1)[-1] if isinstance(value, str) else ""
            try:
                return bool(int(flags, 16) & 1)
            except ValueError:
                return False
    return None


def sampled_parent(details: Any) -> bool:
    """Whether a call carries a sampled trace context (`traceparent` with the sampled flag)."""
    return parent_sampled(details) is True


def ours_if_sampled(details: Any) -> bool:
    """The filter of the servers behind the gateway (services): a call gets a span only if its
    caller's trace is sampled. Behind the edge nobody starts a trace, so an unsampled call costs
    no span at all (the instrumentation makes one, recording or not, for every call it lets in)."""
    return ours(details) and sampled_parent(details)


class UnsampledCallsUntraced(grpc.aio.ServerInterceptor):
    """Runs a unary call whose span is not sampled with the instrumentations suppressed, so that
    none of them does any work for it: no client spans or `traceparent` for the calls it makes, no
    Redis spans, no Celery publish spans. Unsampled calls are almost all of them at a low sample
    ratio, and each instrumented step costs CPU whether it records or not (docs/benchmarks.md,
    "Telemetry overhead"). A sampled call is traced whole, as before. Streams are left as they
    are: they are few and long, off the command path."""

    def __init__(self) -> None:
        self._wrapped: dict[str, tuple[grpc.RpcMethodHandler[Any, Any], grpc.RpcMethodHandler[Any, Any]]] = {}

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler[Any, Any] | None]],
        details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler[Any, Any] | None:
        handler = await continuation(details)
        if handler is None or handler.unary_unary is None or not inspect.iscoroutinefunction(handler.unary_unary):
            return handler
        cached = self._wrapped.get(details.method)
        if cached is not None and cached[0] is handler:
            return cached[1]
        wrapped = grpc.unary_unary_rpc_method_handler(
            _untraced_unless_sampled(handler.unary_unary),
            request_deserializer=handler.request_deserializer,
            response_serializer=handler.response_serializer,
        )
        self._wrapped[details.method] = (handler, wrapped)
        return wrapped


def _untraced_unless_sampled(behaviour: Any) -> Any:
    async def unary(request: Any, context: Any) -> Any:
        # The instrumentation's server span (if any) is current here: it wraps this interceptor.
        if trace.get_current_span().get_span_context().trace_flags.sampled:
            return await behaviour(request, context)
        with suppress_instrumentation():
            return await behaviour(request, context)

    return unary


@dataclass(frozen=True)
class Edge:
    """The gateway's tracing: who decides (`root`, the configured sampler, for calls that come
    without a trace) and what traces a call once it is decided (`provider`, which records every
    span it is asked for: the decision was taken before)."""

    root: Sampler
    provider: TracerProvider


_edge: Edge | None = None


def edge() -> Edge | None:
    """The gateway's tracing when this process is a gateway with tracing on, else None."""
    return _edge


class EdgeTracing(grpc.aio.ServerInterceptor):
    """The gateway's gRPC tracing, decided per call before anything is made. A call with a
    `traceparent` follows it; one without is a root, sampled by the configured sampler (one in a
    hundred at LUDUS_TRACE_SAMPLE_RATIO=0.01). A sampled call is handed to the gRPC
    instrumentation's own server interceptor (its span, attributes and status as everywhere);
    an unsampled one goes straight to the handler: no span, no wrapped handler, no context.

    Installed process-wide, the instrumentation wraps every call's handler and starts a span for
    it, recording or not, before the sampler is asked: the largest part of tracing's cost at the
    gateway when almost no call is sampled (docs/benchmarks.md, "Telemetry overhead")."""

    def __init__(self, found: Edge) -> None:
        from opentelemetry.instrumentation.grpc import aio_server_interceptor

        self._root = found.root
        self._traced: grpc.aio.ServerInterceptor = aio_server_interceptor(  # type: ignore[no-untyped-call]
            tracer_provider=found.provider
        )

    def sampled(self, details: grpc.HandlerCallDetails) -> bool:
        if not ours(details):
            return False
        parent = parent_sampled(details)
        if parent is not None:
            return parent
        trace_id = random.getrandbits(128)
        decision = self._root.should_sample(None, trace_id, details.method).decision
        return decision in (Decision.RECORD_AND_SAMPLE,)

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler[Any, Any] | None]],
        details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler[Any, Any] | None:
        if not self.sampled(details):
            return await continuation(details)
        return await self._traced.intercept_service(continuation, details)


def in_sampled_trace() -> bool:
    """Whether the current span (the call being served) is sampled."""
    return bool(trace.get_current_span().get_span_context().trace_flags.sampled)


def traced_twin(make: Callable[[list[grpc.aio.ClientInterceptor]], grpc.aio.Channel]) -> grpc.aio.Channel | None:
    """At a gateway that traces, the instrumented twin of a channel (`make` builds the channel
    with the interceptors given): sampled calls go through it, with a client span and their
    `traceparent`; unsampled ones through the plain channel, which has no interceptor to pass
    (an intercepted grpc.aio call costs more even when the interceptor does nothing). Else None."""
    if _edge is None:
        return None
    from opentelemetry.instrumentation.grpc import aio_client_interceptors

    interceptors: list[grpc.aio.ClientInterceptor] = aio_client_interceptors(  # type: ignore[no-untyped-call]
        tracer_provider=_edge.provider, filter_=ours
    )
    return make(interceptors)


def unsampled_traceparent() -> tuple[tuple[str, str], ...]:
    """The current trace's context as metadata when it is not sampled (the web face's HTTP
    request was not): so that the gateway's gRPC edge follows that decision instead of tossing a
    coin of its own (a sampled request's context is carried by the traced channel)."""
    context = trace.get_current_span().get_span_context()
    if not context.is_valid or context.trace_flags.sampled:
        return ()
    return (("traceparent", f"00-{context.trace_id:032x}-{context.span_id:016x}-00"),)


def service_name(role: str, settings: Settings) -> str:
    return settings.service_name or f"ludus-{role}"


def provider(role: str, settings: Settings, sampler: Sampler | None = None) -> TracerProvider:
    """A tracer provider exporting to the configured endpoint's /v1/traces (with `sampler`,
    else the configured one)."""
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace.export import BatchSpanProcessor
    from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased

    assert settings.otlp_endpoint, "tracing needs an OTLP endpoint"
    # The gateway decides for each client call (a root span); every process after it follows
    # the decision carried in `traceparent`, so a trace is whole or absent. Without the setting
    # the SDK's own choice stands (OTEL_TRACES_SAMPLER, else every call).
    if sampler is None and settings.trace_sample_ratio is not None:
        sampler = ParentBased(TraceIdRatioBased(settings.trace_sample_ratio))
    made = TracerProvider(resource=Resource.create({"service.name": service_name(role, settings)}), sampler=sampler)
    # The batch processor exports from a thread of its own and re-creates it in forked children.
    made.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=f"{settings.otlp_endpoint}/v1/traces")))
    return made


def instrument(role: str, redis: bool = True) -> None:
    """Install the instrumentations (before any server, channel or Redis client is made)."""
    from opentelemetry.instrumentation.celery import CeleryInstrumentor
    from opentelemetry.instrumentation.grpc import (
        GrpcAioInstrumentorClient,
        GrpcAioInstrumentorServer,
        GrpcInstrumentorClient,
    )
    from opentelemetry.instrumentation.redis import RedisInstrumentor

    # The platform's own calls only: the asyncio health servicer's Watch is a coroutine, not the
    # async generator the server instrumentation expects, and probes are noise in traces anyway.
    # Behind the gateway, a call is traced only as part of a sampled trace (ours_if_sampled). The
    # gateway's gRPC server and channels are traced call by call instead (EdgeTracing, traced_twin).
    if role != "gateway":
        GrpcAioInstrumentorServer(filter_=ours_if_sampled).instrument()  # type: ignore[no-untyped-call]
        # Clients likewise: the channels' own client-side health checks are not the platform's calls.
        GrpcAioInstrumentorClient(filter_=ours).instrument()  # type: ignore[no-untyped-call]
    GrpcInstrumentorClient(filter_=ours).instrument()  # type: ignore[no-untyped-call]
    # The gateway's only Redis commands are its rate limits', run by its authenticating
    # interceptor before any call's span exists: each would be a root span of its own (sampled
    # on its own, an orphan in the traces) and costs CPU on every call.
    if redis and role != "gateway":
        RedisInstrumentor().instrument()
    CeleryInstrumentor().instrument()  # type: ignore[no-untyped-call]
    if role == "gateway":
        from opentelemetry.instrumentation.aiohttp_server import AioHttpServerInstrumentor

        AioHttpServerInstrumentor().instrument()


def setup(role: str, settings: Settings) -> TracerProvider:
    global _edge
    from opentelemetry.sdk.trace.sampling import ALWAYS_ON, ParentBased

    made = provider(role, settings)
    trace.set_tracer_provider(made)
    if role == "gateway":
        # The configured sampler decides at the edge; what is handed on after that is recorded.
        _edge = Edge(root=made.sampler, provider=provider(role, settings, ParentBased(ALWAYS_ON)))
    instrument(role, redis=settings.trace_redis)
    return made


def reset() -> None:
    """Forget the gateway's edge (tests that set up tracing in one process)."""
    global _edge
    _edge = None
