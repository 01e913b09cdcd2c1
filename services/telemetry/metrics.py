"""The platform's Prometheus metrics (docs/operations.md lists them) and the hooks that fill them.

Importing this module imports prometheus_client, which decides then whether it keeps its values in
this process or in files shared by a prefork worker's children (PROMETHEUS_MULTIPROC_DIR): a worker
sets that directory first (services/telemetry/process.py).
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import inspect
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import grpc
import redis.exceptions
from ludus.v1 import gateway_pb2
from prometheus_client import Counter, Gauge, Histogram

from services.core.grpc_server import RULE_CODE_KEY, as_ludus_error
from services.core.ports import EventStore, Storage

#: From a cached decision (a fraction of a millisecond) to an audit of a long match (seconds).
LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
#: A task waits for a free worker from milliseconds (idle) to minutes (a backlog).
LAG_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 300.0)

RPC_SECONDS = Histogram(
    "ludus_rpc_duration_seconds",
    "Time a gRPC server took to answer a call (to its last message, for streams), by call and status code.",
    ["component", "method", "code"],
    buckets=LATENCY_BUCKETS,
)
ACTIVE_STREAMS = Gauge(
    "ludus_active_streams",
    "Streaming calls open now (WatchMatch watchers and other streams), by call.",
    ["component", "method"],
    multiprocess_mode="livesum",
)
COMMANDS = Counter(
    "ludus_commands_total",
    "Commands a game service answered, by game and outcome: accepted, duplicate (a retried command id) or the"
    " status of a refusal, with its stable rule code.",
    ["game", "outcome", "rule_code"],
)
APPENDS = Counter(
    "ludus_appends_total",
    "Conditional appends to match logs, by result: appended, duplicate, or conflict (another writer was first;"
    " the runner reloads and decides again, unless the client pinned expected_version).",
    ["game", "result"],
)
STORE_ERRORS = Counter(
    "ludus_store_errors_total",
    "Event-store calls that failed with a Redis error (unreachable, timeout, failover), by operation and error.",
    ["operation", "error"],
)
TASK_LAG = Histogram(
    "ludus_task_lag_seconds",
    "Time from a task's publication (or its due time, for a task with an ETA: timers, held-back bot moves) to a"
    " worker starting it: bot dispatch lag for ludus.bot_turn, timer lag for ludus.fire_timer.",
    ["task"],
    buckets=LAG_BUCKETS,
)
TASK_SECONDS = Histogram(
    "ludus_task_duration_seconds",
    "Time a worker spent on a task, by task and final state (SUCCESS, RETRY, FAILURE).",
    ["task", "state"],
    buckets=LATENCY_BUCKETS,
)
AUDITS = Counter(
    "ludus_audits_total",
    "Audits of finished matches run by the workers, by game and result (passed, failed).",
    ["game", "result"],
)
SWEPT = Counter(
    "ludus_sweep_recovered_total",
    "Work the periodic sweep sent again because its task was lost: due timers and stalled bot turns.",
    ["kind"],
)

#: The gRPC status names as label values, computed once.
_CODE_NAMES = {code: code.name for code in grpc.StatusCode}
COMMAND_METHOD = "SubmitCommand"


@functools.cache
def _registered() -> frozenset[str]:
    from services import games

    return frozenset(games.names())


def game_of(match_id: str) -> str:
    """A match id starts with its game's name (`ark-...`): the label every game gets alike. Only
    registered games become label values, so no request can add a time series of its own."""
    game, separator, _ = match_id.partition("-")
    return game if separator and game in _registered() else "unknown"


#: Labelled children of the counters on the command path, made once per label values: `labels()`
#: looks a child up under a lock on every call (profiled at ~0.4 % of a service's CPU). The label
#: values are bounded (registered games, outcomes, the games' rule codes).
_CHILDREN: dict[tuple[Any, ...], Any] = {}


def _child(metric: Any, *labels: str) -> Any:
    key = (metric, *labels)
    child = _CHILDREN.get(key)
    if child is None:
        child = _CHILDREN[key] = metric.labels(*labels)
    return child


def count_command(match_id: str, outcome: str, rule: str) -> None:
    """One command answered: `outcome` is accepted, duplicate or the refusal's status in lower case."""
    _child(COMMANDS, game_of(match_id), outcome, rule).inc()


def count_play_answer(match_id: str, answer: gateway_pb2.PlayAnswer) -> None:
    """A command answered on a Play stream, counted as a SubmitCommand call's answer is."""
    if answer.HasField("error"):
        count_command(match_id, answer.error.code.lower(), answer.error.rule_code)
    else:
        count_command(match_id, "duplicate" if answer.duplicate else "accepted", "")


def observe_framed_call(method: str, request: Any, reply: Any, error: BaseException | None, seconds: float) -> None:
    """A unary call a game service answered as a PlayMany frame (services/core/play_many.py),
    timed and, for SubmitCommand, counted as the same call on its own would be."""
    translated = as_ludus_error(error) if error is not None else None
    if error is None:
        code = "OK"
    elif isinstance(error, asyncio.CancelledError):
        code = "CANCELLED"
    else:
        code = translated.status if translated is not None else "INTERNAL"
    _child(RPC_SECONDS, "service", f"GameService/{method}", code).observe(seconds)
    if method == COMMAND_METHOD and request is not None:
        if error is None:
            count_command(request.match_id, "duplicate" if reply.duplicate else "accepted", "")
        else:
            count_command(request.match_id, code.lower(), translated.reason if translated is not None else "")


def _rule_code(context: grpc.aio.ServicerContext[Any, Any]) -> str:
    for key, value in context.trailing_metadata() or ():
        if key == RULE_CODE_KEY:
            return str(value)
    return ""


class MetricsInterceptor(grpc.aio.ServerInterceptor):
    """Times every call a server answers and, on a game service, counts commands by outcome.
    The platform's servers apply it as a handler wrapper (`wrap`); as an interceptor it does the
    same for a server of its own.

    The code of a call is what its context ends with: handlers answer refusals by aborting
    (services/core/grpc_server.py), which sets the code before it raises.
    """

    def __init__(self, component: str, count_commands: bool = False) -> None:
        self.component = component
        self.count_commands = count_commands
        # Per method: the handler last wrapped and its wrapper. A game service's handlers are the
        # same objects on every call, so they are wrapped once; the gateway's inner interceptor
        # makes new ones per call, which simply replace the entry (one per method at most).
        self._wrapped: dict[str, tuple[grpc.RpcMethodHandler[Any, Any], grpc.RpcMethodHandler[Any, Any]]] = {}
        # The histogram's child per (method, code): labels() looks it up under a lock each time.
        self._timers: dict[tuple[str, str], Any] = {}

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler[Any, Any] | None]],
        details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler[Any, Any] | None:
        handler = await continuation(details)
        if handler is None:
            return None
        cached = self._wrapped.get(details.method)
        if cached is not None and cached[0] is handler:
            return cached[1]
        wrapped = self._wrap(handler, details.method)
        self._wrapped[details.method] = (handler, wrapped)
        return wrapped

    def wrap(self, method: str, handler: grpc.RpcMethodHandler[Any, Any]) -> grpc.RpcMethodHandler[Any, Any]:
        """The handler timed and counted (a HandlerWrapper: how a server applies it, once per
        method, services/core/wrapped_handlers.py)."""
        return self._wrap(handler, method)

    def _wrap(self, handler: grpc.RpcMethodHandler[Any, Any], full_method: str) -> grpc.RpcMethodHandler[Any, Any]:
        # "/ludus.v1.Gateway/SubmitCommand" -> "Gateway/SubmitCommand": short and still unambiguous.
        method = full_method.rsplit(".", 1)[-1]
        options = {
            "request_deserializer": handler.request_deserializer,
            "response_serializer": handler.response_serializer,
        }
        if handler.unary_unary is not None and inspect.iscoroutinefunction(handler.unary_unary):
            return grpc.unary_unary_rpc_method_handler(self._unary(handler.unary_unary, method), **options)
        if handler.unary_stream is not None and inspect.isasyncgenfunction(handler.unary_stream):
            return grpc.unary_stream_rpc_method_handler(self._stream(handler.unary_stream, method), **options)
        if handler.stream_stream is not None and inspect.isasyncgenfunction(handler.stream_stream):
            return grpc.stream_stream_rpc_method_handler(self._stream(handler.stream_stream, method), **options)
        return handler

    def _observe(self, method: str, context: grpc.aio.ServicerContext[Any, Any], started: float, failed: bool) -> str:
        code = context.code()
        name = _CODE_NAMES.get(code, "UNKNOWN") if code is not None else ("UNKNOWN" if failed else "OK")
        timer = self._timers.get((method, name))
        if timer is None:
            timer = self._timers[(method, name)] = RPC_SECONDS.labels(self.component, method, name)
        timer.observe(time.perf_counter() - started)
        return name

    def _unary(self, behaviour: Any, method: str) -> Any:
        commands = self.count_commands and method.endswith("/" + COMMAND_METHOD)

        async def unary(request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> Any:
            started = time.perf_counter()
            reply = None
            try:
                reply = await behaviour(request, context)
                return reply
            finally:
                code = self._observe(method, context, started, reply is None)
                if commands:
                    self._count_command(request, reply, code, context)

        return unary

    def _count_command(self, request: Any, reply: Any, code: str, context: grpc.aio.ServicerContext[Any, Any]) -> None:
        if reply is not None and code == "OK":
            outcome, rule = ("duplicate" if reply.duplicate else "accepted"), ""
        else:
            outcome, rule = code.lower(), _rule_code(context)
        count_command(request.match_id, outcome, rule)

    def _stream(self, behaviour: Any, method: str) -> Any:
        gauge = ACTIVE_STREAMS.labels(self.component, method)

        async def stream(request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> AsyncIterator[Any]:
            started = time.perf_counter()
            gauge.inc()
            failed = True
            try:
                async for item in behaviour(request, context):
                    yield item
                failed = False
            finally:
                gauge.dec()
                self._observe(method, context, started, failed)

        return stream


# ---------------------------------------------------------------------------------------------
# The event store, observed from outside: the runner and the store themselves know no metrics
# ---------------------------------------------------------------------------------------------


def _is_store_error(error: BaseException) -> bool:
    return isinstance(error, redis.exceptions.RedisError | ConnectionError | TimeoutError)


class ObservedEvents:
    """An EventStore that counts appends by result and every Redis error, then delegates."""

    def __init__(self, inner: EventStore) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._inner, name)
        if not inspect.iscoroutinefunction(attribute):
            return attribute

        async def observed(*args: Any, **kwargs: Any) -> Any:
            try:
                return await attribute(*args, **kwargs)
            except BaseException as error:
                if _is_store_error(error):
                    STORE_ERRORS.labels(name, type(error).__name__).inc()
                raise

        setattr(self, name, observed)  # made once per operation, not per call
        return observed

    async def append(self, match_id: str, *args: Any, **kwargs: Any) -> Any:
        from services.core.events import VersionConflict

        try:
            appended, stored = await self._inner.append(match_id, *args, **kwargs)
        except VersionConflict:
            _child(APPENDS, game_of(match_id), "conflict").inc()
            raise
        except BaseException as error:
            if _is_store_error(error):
                STORE_ERRORS.labels("append", type(error).__name__).inc()
            raise
        _child(APPENDS, game_of(match_id), "duplicate" if appended.duplicate else "appended").inc()
        return appended, stored


def observed_storage(storage: Storage) -> Storage:
    """The same storage with its event store observed (the other ports are off the command path)."""
    events: EventStore = ObservedEvents(storage.events)
    return dataclasses.replace(storage, events=events)
