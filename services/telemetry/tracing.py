"""OpenTelemetry traces across processes: gateway -> game service -> Celery task -> game service.

On only when an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT, read by the settings):
then the process gets a tracer provider exporting in batches over OTLP/HTTP, and the gRPC (server,
asyncio and blocking clients), aiohttp server, Redis and Celery instrumentations, which carry the
context in gRPC metadata (`traceparent`) and Celery message headers. Off, nothing is installed.
"""

from __future__ import annotations

from typing import Any

from opentelemetry.sdk.trace import TracerProvider

from services.core.settings import Settings

#: The platform's own gRPC services (`/ludus.v1.Gateway/...`, `/ludus.backend.v1.GameService/...`).
_OURS = "/ludus."


def ours(details: Any) -> bool:
    """The gRPC instrumentations' filter: trace the platform's own calls, not health checks.

    Instead of the instrumentation's `filters.service_prefix`, which runs on every call (server
    and client side, traced or not) and tells call-detail types apart with `isinstance` checks
    that miss on grpc.aio's own objects and fall through slow paths: profiled at 8 % of the
    gateway's CPU under load (docs/benchmarks.md, "Telemetry overhead"). Both kinds of call
    details carry the full method name, bytes on some grpc versions' asyncio clients."""
    method = details.method
    if isinstance(method, bytes):
        return method.startswith(b"/ludus.")
    return isinstance(method, str) and method.startswith(_OURS)


def service_name(role: str, settings: Settings) -> str:
    return settings.service_name or f"ludus-{role}"


def provider(role: str, settings: Settings) -> TracerProvider:
    """A tracer provider exporting to the configured endpoint's /v1/traces."""
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace.export import BatchSpanProcessor
    from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased

    assert settings.otlp_endpoint, "tracing needs an OTLP endpoint"
    # The gateway decides for each client call (a root span); every process after it follows
    # the decision carried in `traceparent`, so a trace is whole or absent. Without the setting
    # the SDK's own choice stands (OTEL_TRACES_SAMPLER, else every call).
    sampler = (
        ParentBased(TraceIdRatioBased(settings.trace_sample_ratio)) if settings.trace_sample_ratio is not None else None
    )
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
    GrpcAioInstrumentorServer(filter_=ours).instrument()  # type: ignore[no-untyped-call]
    # Clients likewise: the channels' own client-side health checks are not the platform's calls.
    GrpcAioInstrumentorClient(filter_=ours).instrument()  # type: ignore[no-untyped-call]
    GrpcInstrumentorClient(filter_=ours).instrument()  # type: ignore[no-untyped-call]
    if redis:
        RedisInstrumentor().instrument()
    CeleryInstrumentor().instrument()  # type: ignore[no-untyped-call]
    if role == "gateway":
        from opentelemetry.instrumentation.aiohttp_server import AioHttpServerInstrumentor

        AioHttpServerInstrumentor().instrument()


def setup(role: str, settings: Settings) -> TracerProvider:
    from opentelemetry import trace

    made = provider(role, settings)
    trace.set_tracer_provider(made)
    instrument(role, redis=settings.trace_redis)
    return made
