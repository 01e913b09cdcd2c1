"""OpenTelemetry traces across processes: gateway -> game service -> Celery task -> game service.

On only when an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT, read by the settings):
then the process gets a tracer provider exporting in batches over OTLP/HTTP, and the gRPC (server,
asyncio and blocking clients), aiohttp server, Redis and Celery instrumentations, which carry the
context in gRPC metadata (`traceparent`) and Celery message headers. Off, nothing is installed.
"""

from __future__ import annotations

from opentelemetry.sdk.trace import TracerProvider

from services.core.settings import Settings


def service_name(role: str, settings: Settings) -> str:
    return settings.service_name or f"ludus-{role}"


def provider(role: str, settings: Settings) -> TracerProvider:
    """A tracer provider exporting to the configured endpoint's /v1/traces."""
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    assert settings.otlp_endpoint, "tracing needs an OTLP endpoint"
    made = TracerProvider(resource=Resource.create({"service.name": service_name(role, settings)}))
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
        filters,
    )
    from opentelemetry.instrumentation.redis import RedisInstrumentor

    # The platform's own calls only: the asyncio health servicer's Watch is a coroutine, not the
    # async generator the server instrumentation expects, and probes are noise in traces anyway.
    GrpcAioInstrumentorServer(filter_=filters.service_prefix("ludus.")).instrument()  # type: ignore[no-untyped-call]
    # Clients likewise: the channels' own client-side health checks are not the platform's calls.
    GrpcAioInstrumentorClient(filter_=filters.service_prefix("ludus.")).instrument()  # type: ignore[no-untyped-call]
    GrpcInstrumentorClient(filter_=filters.service_prefix("ludus.")).instrument()  # type: ignore[no-untyped-call]
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
