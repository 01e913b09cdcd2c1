"""OpenTelemetry traces across processes: gateway -> game service -> Celery task -> game service.

On only when an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT, read by the settings):
then the process gets a tracer provider exporting in batches over OTLP/HTTP, and the gRPC (server,
asyncio and blocking clients), aiohttp server, Redis and Celery instrumentations, which carry the
context in gRPC metadata (`traceparent`) and Celery message headers. Off, nothing is installed.

The gateway is where traces start, and almost every call is not sampled: so the gRPC servers'
instrumentation is not installed process-wide but placed behind one decision per call
(`CallTracing`, a wrapper of each method's handler made when the servers register them), taken
before any span exists. At the gateway an unsampled call costs a coin toss and nothing else; a
sampled one goes through the gRPC instrumentation's own server wrapper, and to the services over
an instrumented twin of each channel (`traced_twin`). The services follow the caller's decision
and never start a trace.
"""

from __future__ import annotations

import contextvars
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import grpc
from opentelemetry import context, trace
from opentelemetry.context import _SUPPRESS_INSTRUMENTATION_KEY
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
    return metadata_sampled(details.invocation_metadata)


def metadata_sampled(metadata: Any) -> bool | None:
    """Whether call metadata's `traceparent` has the sampled flag; None when it carries none."""
    for key, value in metadata or ():
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


_quiet: object | None = None


#: The instrumentations' two suppression flags (`is_instrumentation_enabled` reads both; the
#: plain one is the key older instrumentations set).
_SUPPRESS_PLAIN = "suppress_instrumentation"


def _suppressing(suppressed: bool) -> context.Context:
    """The current context with the instrumentations suppressed or not."""
    return context.set_value(_SUPPRESS_PLAIN, suppressed, context.set_value(_SUPPRESS_INSTRUMENTATION_KEY, suppressed))


def _loud() -> object:
    """The current context with the instrumentations on (a sampled call in a quiet process),
    attached: its token."""
    return context.attach(_suppressing(False))


def quiet_by_default() -> None:
    """Suppress the instrumentations (Redis, gRPC clients) in this process's context,
    before its event loop starts, so that every task and thread started from it inherits the
    suppression: behind the gateway nothing is traced unless a sampled call asks for it
    (CallTracing lifts the suppression for that call alone). Unsampled calls and background
    work (the event feed's reader, the batched appends' drain) then cost the instrumentations one
    context lookup, with no wrapper, span or context switch of their own per call."""
    global _quiet
    if _quiet is None:
        _quiet = context.attach(_suppressing(True))


def _unquiet() -> None:
    """Undo quiet_by_default (tests that set up tracing in their own process)."""
    global _quiet
    if _quiet is not None:
        context.detach(_quiet)  # type: ignore[arg-type]
        _quiet = None


@dataclass(frozen=True)
class Edge:
    """How a process traces its gRPC calls: who decides for a call that comes without a trace
    (`root`: the configured sampler at the gateway, where traces start; None behind it, where
    nobody starts one), and what traces a call once it is decided (`provider`, which records the
    spans it is asked for: the decision was taken before). `ratio`: the configured share of
    calls sampled, when there is one (LUDUS_TRACE_SAMPLE_RATIO): then a coin toss decides, which
    is what `root` would do, without its result objects (1.5 % of the gateway's CPU)."""

    root: Sampler | None
    provider: TracerProvider
    ratio: float | None = None

    def sample_root(self, method: str) -> bool:
        if self.ratio is not None:
            return random.random() < self.ratio
        if self.root is None:
            return False
        decision = self.root.should_sample(None, random.getrandbits(128), method).decision
        return decision is Decision.RECORD_AND_SAMPLE


#: True within a call that CallTracing handed to the instrumentation (a sampled one): so that
#: asking costs one context variable read, not the current span's lookup.
_SAMPLED: contextvars.ContextVar[bool] = contextvars.ContextVar("ludus_sampled_call", default=False)


_edge: Edge | None = None


def edge() -> Edge | None:
    """This process's call tracing when tracing is on, else None."""
    return _edge


class CallTracing(grpc.aio.ServerInterceptor):
    """A process's gRPC tracing, decided per call before anything is made. A call with a
    `traceparent` follows it; one without is a root, which only the gateway samples (by the
    configured sampler: one in a hundred at LUDUS_TRACE_SAMPLE_RATIO=0.01). A sampled call is
    handed to the gRPC instrumentation's own server interceptor (its span, attributes and status
    as everywhere). An unsampled one gets no span and no context of its own: at the gateway
    nothing else is instrumented; behind it (the services), where Redis is instrumented
    process-wide, the process is quiet by default (`quiet_by_default`: the instrumentations
    suppressed in every task), and a sampled call lifts that for itself.

    Installed process-wide, the instrumentation wraps every call's handler and starts a span for
    it, recording or not, before the sampler is asked: most of tracing's cost when almost no call
    is sampled (docs/benchmarks.md, "Telemetry overhead"). The platform's servers apply it as a
    handler wrapper (`wrap`), with no interceptor; as an interceptor it decides alike."""

    def __init__(self, found: Edge) -> None:
        from opentelemetry.instrumentation.grpc import aio_server_interceptor

        self._edge = found
        self._wrapped: dict[str, tuple[grpc.RpcMethodHandler[Any, Any], grpc.RpcMethodHandler[Any, Any]]] = {}
        self._traced: grpc.aio.ServerInterceptor = aio_server_interceptor(  # type: ignore[no-untyped-call]
            tracer_provider=found.provider
        )

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler[Any, Any] | None]],
        details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler[Any, Any] | None:
        """As an interceptor: the method's handler behind `wrap`, made once per method."""
        handler = await continuation(details)
        if handler is None:
            return None
        cached = self._wrapped.get(details.method)
        if cached is None or cached[0] is not handler:
            cached = self._wrapped[details.method] = (handler, self.wrap(details.method, handler))
        return cached[1]

    def sampled_call(self, method: str, metadata: Any) -> bool:
        """The decision for a call of ours: its caller's `traceparent`, else a root's sampling."""
        parent = metadata_sampled(metadata)
        return parent if parent is not None else self._edge.sample_root(method)

    def wrap(self, method: str, handler: grpc.RpcMethodHandler[Any, Any]) -> grpc.RpcMethodHandler[Any, Any]:
        """The decision, taken per call inside the handler's wrapper (how the servers apply it, once per
        method: services/core/wrapped_handlers.py). An unsampled call runs the handler as it is,
        behind one check of its metadata; a sampled one runs it through the instrumentation's
        own wrapper (made on the method's first sampled call), with the instrumentations on."""
        if not method.startswith(_OURS):
            return handler
        made: list[grpc.RpcMethodHandler[Any, Any]] = []

        async def traced() -> grpc.RpcMethodHandler[Any, Any]:
            _SAMPLED.set(True)
            _loud()  # a call runs in a task of its own: its context is its own, no need to detach
            if not made:

                async def same(details: grpc.HandlerCallDetails) -> grpc.RpcMethodHandler[Any, Any]:
                    return handler

                found = await self._traced.intercept_service(same, _Details(method))  # type: ignore[arg-type]
                made.append(found if found is not None else handler)
            return made[0]

        options = {
            "request_deserializer": handler.request_deserializer,
            "response_serializer": handler.response_serializer,
        }
        if handler.unary_unary is not None:
            behaviour: Any = handler.unary_unary

            async def unary(request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> Any:
                if not self.sampled_call(method, context.invocation_metadata()):
                    return await behaviour(request, context)
                found: Any = (await traced()).unary_unary
                return await found(request, context)

            return grpc.unary_unary_rpc_method_handler(unary, **options)
        streaming: Any = handler.unary_stream or handler.stream_stream
        if streaming is None:
            return handler

        async def stream(request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> Any:
            if self.sampled_call(method, context.invocation_metadata()):
                found = await traced()
                run: Any = found.unary_stream or found.stream_stream
            else:
                run = streaming
            async for item in run(request, context):
                yield item

        if handler.unary_stream is not None:
            return grpc.unary_stream_rpc_method_handler(stream, **options)
        return grpc.stream_stream_rpc_method_handler(stream, **options)


@dataclass(frozen=True)
class _Details:
    """A call's details as the instrumentation's server interceptor reads them (the method)."""

    method: str
    invocation_metadata: tuple[tuple[str, str], ...] = ()


def in_sampled_call() -> bool:
    """Whether the gRPC call being served is a sampled one (CallTracing marked it)."""
    return _SAMPLED.get()


def in_sampled_span() -> bool:
    """Whether the current span (the web face's HTTP request) is sampled."""
    return bool(trace.get_current_span().get_span_context().trace_flags.sampled)


def traced_twin(make: Callable[[list[grpc.aio.ClientInterceptor]], grpc.aio.Channel]) -> grpc.aio.Channel | None:
    """At a gateway that traces, the instrumented twin of a channel (`make` builds the channel
    with the interceptors given): sampled calls go through it, with a client span and their
    `traceparent`; unsampled ones through the plain channel, which has no interceptor to pass
    (an intercepted grpc.aio call costs more even when the interceptor does nothing). Else None."""
    if _edge is None or _edge.root is None:
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
    from opentelemetry.instrumentation.grpc import GrpcAioInstrumentorClient, GrpcInstrumentorClient
    from opentelemetry.instrumentation.redis import RedisInstrumentor

    # gRPC servers are traced call by call (CallTracing, which wraps the servers' handlers), and
    # so are the gateway's channels (traced_twin). Clients elsewhere: the platform's own calls
    # only, not the channels' client-side health checks.
    if role != "gateway":
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
    from opentelemetry.sdk.trace.sampling import ALWAYS_OFF, ALWAYS_ON, ParentBased

    if role == "gateway":
        made = provider(role, settings)
        # The configured sampler decides at the edge; what is handed on after that is recorded.
        recording = provider(role, settings, ParentBased(ALWAYS_ON))
        _edge = Edge(root=made.sampler, provider=recording, ratio=settings.trace_sample_ratio)
    elif role == "service":
        # Behind the gateway nobody starts a trace: a span without a parent (a Redis command of
        # a background task, the event feed's reader, the batched appends) is never sampled.
        made = provider(role, settings, ParentBased(ALWAYS_OFF))
        _edge = Edge(root=None, provider=made)
        quiet_by_default()
    else:
        made = provider(role, settings)
    trace.set_tracer_provider(made)
    instrument(role, redis=settings.trace_redis)
    return made


def reset() -> None:
    """Forget the gateway's edge and lift the quiet default (tests that set up tracing in one
    process)."""
    global _edge
    _edge = None
    _unquiet()
