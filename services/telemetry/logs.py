"""Log records as text lines or as JSON objects (LUDUS_LOG_FORMAT), with the trace and span ids
of the call they were written in, so that a log line and its trace find each other."""

from __future__ import annotations

import logging

TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
JSON_FIELDS = "%(asctime)s %(levelname)s %(name)s %(message)s %(trace_id)s %(span_id)s"


class TraceIds(logging.Filter):
    """Adds `trace_id` and `span_id` (hex, empty outside a span) to every record."""

    def filter(self, record: logging.LogRecord) -> bool:
        from opentelemetry import trace

        context = trace.get_current_span().get_span_context()
        record.trace_id = format(context.trace_id, "032x") if context.is_valid else ""
        record.span_id = format(context.span_id, "016x") if context.is_valid else ""
        return True


def formatter(log_format: str) -> logging.Formatter:
    if log_format == "json":
        from pythonjsonlogger.json import JsonFormatter

        return JsonFormatter(JSON_FIELDS, rename_fields={"asctime": "time", "levelname": "level", "name": "logger"})
    return logging.Formatter(TEXT_FORMAT)


def configure(level: str, log_format: str) -> None:
    """The root logger's one handler, on stderr."""
    handler = logging.StreamHandler()
    handler.setFormatter(formatter(log_format))
    if log_format == "json":
        handler.addFilter(TraceIds())
    root = logging.getLogger()
    root.handlers = [handler]
    root.setLevel(level.upper())
