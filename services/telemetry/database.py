"""PostgreSQL calls observed from outside: latency and errors by operation, for the processes that
use the players' database (the gateway; `ludus players` when it serves metrics, which it does not).

Hooked on SQLAlchemy's engine events (`before_cursor_execute`, `after_cursor_execute`,
`handle_error`), so the players' code knows no metrics. An operation is the statement's verb and
its first table (`select players`, `insert sessions`, `update seats`): a label set bounded by the
schema, never by the data (statements are parameterised; literals never reach the label).
"""

from __future__ import annotations

import re
import time
from typing import Any

from prometheus_client import Counter, Histogram
from sqlalchemy import event
from sqlalchemy.engine import Engine, ExceptionContext
from sqlalchemy.ext.asyncio import AsyncEngine

from services.telemetry.metrics import LATENCY_BUCKETS

QUERY_SECONDS = Histogram(
    "ludus_database_query_duration_seconds",
    "Time a PostgreSQL statement took, by operation (its verb and first table).",
    ["operation"],
    buckets=LATENCY_BUCKETS,
)
DATABASE_ERRORS = Counter(
    "ludus_database_errors_total",
    "PostgreSQL calls that failed, by operation (`connect` for a connection that could not be made) and error"
    " (the driver's exception class: UniqueViolation, OperationalError, ...).",
    ["operation", "error"],
)

_VERB = re.compile(r"\s*(\w+)")
_TABLE = re.compile(r"\b(?:FROM|INTO|UPDATE|TABLE|JOIN)\s+\"?([A-Za-z_][\w]*)", re.IGNORECASE)
#: Where the start time waits between the two cursor events (SQLAlchemy's per-execution dict).
_STARTED = "ludus_started"


def operation(statement: str) -> str:
    """`select players` for `SELECT players.id ... FROM players WHERE ...`."""
    verb = _VERB.match(statement)
    name = verb.group(1).lower() if verb else "unknown"
    table = _TABLE.search(statement)
    return f"{name} {table.group(1).lower()}" if table and name in ("select", "insert", "update", "delete") else name


def _before(conn: Any, cursor: Any, statement: str, parameters: Any, context: Any, executemany: bool) -> None:
    conn.info.setdefault(_STARTED, []).append(time.perf_counter())


def _after(conn: Any, cursor: Any, statement: str, parameters: Any, context: Any, executemany: bool) -> None:
    started = conn.info[_STARTED].pop()
    QUERY_SECONDS.labels(operation(statement)).observe(time.perf_counter() - started)


def _error(context: ExceptionContext) -> None:
    if context.connection is not None:
        pending = context.connection.info.get(_STARTED)
        if pending:
            pending.pop()
    statement = context.statement
    name = operation(statement) if statement else "connect"
    error = context.original_exception
    DATABASE_ERRORS.labels(name, type(error).__name__).inc()


def observe(engine: AsyncEngine | Engine) -> None:
    """Count and time every statement `engine` runs, and every failure (connections included)."""
    target = engine.sync_engine if isinstance(engine, AsyncEngine) else engine
    if event.contains(target, "after_cursor_execute", _after):
        return
    event.listen(target, "before_cursor_execute", _before)
    event.listen(target, "after_cursor_execute", _after)
    event.listen(target, "handle_error", _error)
