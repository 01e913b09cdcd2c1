"""Turn observability on for one process at startup: `setup(role)`, called by `ludus` before the
role starts. The rest of the platform asks this module for its hooks, which are empty (and cost
nothing) when the process has neither a metrics port nor an OTLP endpoint.

Roles: `service` (game services), `gateway`, `worker`, `beat`.
"""

from __future__ import annotations

import atexit
import logging
import shutil
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import grpc
from ludus.v1 import gateway_pb2

from services.core.ports import Storage
from services.core.settings import Settings, current, export_for_library
from services.core.wrapped_handlers import HandlerWrapper

log = logging.getLogger(__name__)

ROLES = ("service", "gateway", "worker", "beat")


@dataclass(frozen=True)
class Telemetry:
    """What one process has turned on."""

    role: str
    #: The port /metrics is served on, or None.
    metrics_port: int | None = None
    tracing: bool = False


_active: Telemetry | None = None


def active() -> Telemetry | None:
    return _active


def setup(
    role: str,
    metrics_port: int | None = None,
    *,
    prefork: bool = False,
    settings: Settings | None = None,
) -> Telemetry:
    """Serve /metrics (on `metrics_port`, else LUDUS_METRICS_PORT; 0: off) and trace (if an OTLP
    endpoint is set). `prefork`: a Celery worker whose tasks run in forked children, which then
    keep their values in files that the parent's /metrics adds up."""
    global _active
    if role not in ROLES:
        raise ValueError(f"unknown role {role!r}")
    settings = settings or current()
    port = settings.metrics_port if metrics_port is None else metrics_port
    if port and prefork:
        # Read by prometheus_client when it is first imported, which is below. The children's
        # files die with the worker: they describe this run only.
        directory = tempfile.mkdtemp(prefix="ludus-metrics-")
        atexit.register(shutil.rmtree, directory, ignore_errors=True)
        export_for_library("PROMETHEUS_MULTIPROC_DIR", directory)
    tracing = bool(settings.otlp_endpoint)
    if tracing:
        from services.telemetry import tracing as traces

        traces.setup(role, settings)
    bound = _serve_metrics(role, port, settings.host, prefork) if port else None
    if role in ("worker", "beat", "service") and (bound or tracing):
        from services.telemetry import celery_metrics

        (celery_metrics.connect_worker if role == "worker" else celery_metrics.connect_publisher)()
    _active = Telemetry(role, bound, tracing)
    if bound:
        log.info("%s metrics on http://%s:%d/metrics", role, settings.host, bound)
    return _active


def _serve_metrics(role: str, port: int, host: str, prefork: bool) -> int:
    from prometheus_client import CollectorRegistry, start_http_server
    from prometheus_client.registry import REGISTRY

    registry = REGISTRY
    if prefork:
        from prometheus_client import multiprocess

        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
    if role == "beat":
        from services.telemetry.celery_metrics import QueueDepth
        from services.workers.app import QUEUE, app

        registry.register(QueueDepth(app, QUEUE))
    try:
        server, _ = start_http_server(port, addr=host, registry=registry)
    except OSError as error:
        # Said in one line, like a malformed setting, rather than as a traceback.
        raise SystemExit(
            f"ludus {role}: cannot listen on {host}:{port} for metrics: {error.strerror or error}"
        ) from None
    return int(server.server_port)


def server_wrappers() -> list[HandlerWrapper]:
    """What wraps every method handler of this process's gRPC servers, first (none when telemetry
    is off): the metrics' timing, then the traces' decision (services/core/wrapped_handlers.py)."""
    found: list[HandlerWrapper] = []
    if _active is None:
        return found
    if _active.metrics_port is not None:
        from services.telemetry.metrics import MetricsInterceptor

        found.append(MetricsInterceptor(_active.role, count_commands=_active.role == "service"))
    if _active.tracing:
        from services.telemetry.tracing import CallTracing, edge

        calls = edge()
        if calls is not None:
            found.append(CallTracing(calls))
    return found


def traced_twin(make: Callable[[list[grpc.aio.ClientInterceptor]], grpc.aio.Channel]) -> grpc.aio.Channel | None:
    """A gateway's instrumented twin of a channel when it traces, else None (tracing.traced_twin)."""
    if _active is None or not _active.tracing:
        return None
    from services.telemetry.tracing import traced_twin as twin

    return twin(make)


def in_sampled_call() -> bool:
    """Whether the gRPC call being served is part of a sampled trace (False when nothing traces)."""
    if _active is None or not _active.tracing:
        return False
    from services.telemetry.tracing import in_sampled_call as sampled

    return sampled()


def in_sampled_span() -> bool:
    """Whether the current span (an HTTP request's) is sampled (False when nothing traces)."""
    if _active is None or not _active.tracing:
        return False
    from services.telemetry.tracing import in_sampled_span as sampled

    return sampled()


def trace_context() -> tuple[tuple[str, str], ...]:
    """Metadata carrying an unsampled trace's context on (tracing.unsampled_traceparent)."""
    if _active is None or not _active.tracing:
        return ()
    from services.telemetry.tracing import unsampled_traceparent

    return unsampled_traceparent()


def observe_storage(storage: Storage) -> Storage:
    """The storage a game service runs on, observed when metrics are on."""
    if _active is None or _active.metrics_port is None:
        return storage
    from services.telemetry.metrics import observed_storage

    return observed_storage(storage)


def play_answer_counter() -> Callable[[str, gateway_pb2.PlayAnswer], None] | None:
    """What counts the commands a game service answers on Play streams (`ludus_commands_total`,
    as SubmitCommand's are counted around the call), or None when metrics are off."""
    if _active is None or _active.metrics_port is None:
        return None
    from services.telemetry.metrics import count_play_answer

    return count_play_answer


def framed_call_observer() -> Callable[[str, Any, Any, BaseException | None, float], None] | None:
    """What times (and for SubmitCommand counts) the unary calls a game service answers as
    PlayMany frames, as the metrics wrapper does around a call of its own; None when metrics are off."""
    if _active is None or _active.metrics_port is None:
        return None
    from services.telemetry.metrics import observe_framed_call

    return observe_framed_call


def record_sweep(timers: int, turns: int) -> None:
    """The sweep's recoveries (a worker task)."""
    if _active is None or _active.metrics_port is None:
        return
    from services.telemetry.metrics import SWEPT

    SWEPT.labels("timer").inc(timers)
    SWEPT.labels("bot_turn").inc(turns)


def reset() -> None:
    """Forget what was set up (tests that start servers in one process)."""
    global _active
    _active = None
    tracing = sys.modules.get("services.telemetry.tracing")
    if tracing is not None:
        tracing.reset()


def observe_database(engine: object) -> None:
    """Time and count the players' database calls when metrics are on (services/telemetry/database.py)."""
    if _active is None or _active.metrics_port is None:
        return
    from sqlalchemy.ext.asyncio import AsyncEngine

    from services.telemetry.database import observe

    if isinstance(engine, AsyncEngine):
        observe(engine)
