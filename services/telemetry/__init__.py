"""Observability of every Ludus process: Prometheus metrics, OpenTelemetry traces, structured logs.

Nothing here is imported by the games or the platform's pure parts. The hooks sit at the edges:
a gRPC server interceptor (every call's latency, code and, for commands, outcome), a proxy around
the event store (appends, conflicts, Redis errors), Celery signals (task lag, duration, audits) and
the OpenTelemetry instrumentations of gRPC, aiohttp, Redis and Celery. `setup` turns them on for a
process at startup, from its settings; with the defaults (no metrics port, no OTLP endpoint) it
installs nothing, so they cost nothing.
"""

from services.telemetry.process import Telemetry, setup

__all__ = ["Telemetry", "setup"]
