"""What every Ludus gRPC server shares: error mapping, health checking, reflection, limits."""

from __future__ import annotations

import asyncio
import functools
import inspect
import logging
import signal
import sys
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from typing import Any, NoReturn, TypeVar

import grpc
import redis.exceptions
from google.protobuf import any_pb2
from google.rpc import error_details_pb2, status_pb2
from grpc_health.v1 import health, health_pb2, health_pb2_grpc

from services.core.errors import LudusError
from services.core.reflection import Lookup, Reflection, add_reflection
from services.core.wrapped_handlers import HandlerWrapper, WrappingServer

log = logging.getLogger(__name__)

ERROR_DOMAIN = "ludus"
RULE_CODE_KEY = "ludus-rule-code"
STATUS_DETAILS_KEY = "grpc-status-details-bin"

#: Commands are small; anything near this is hostile or broken.
MAX_MESSAGE_BYTES = 1 << 20
#: Calls a server lets wait for its event loop before gRPC core starts refusing them.
MAX_PENDING_CALLS = 20_000

F = TypeVar("F", bound=Callable[..., Any])


def error_metadata(code: grpc.StatusCode, message: str, reason: str) -> tuple[tuple[str, str | bytes], ...]:
    """Trailing metadata carrying a google.rpc.Status with an ErrorInfo (the rich error model)."""
    info = error_details_pb2.ErrorInfo(reason=reason, domain=ERROR_DOMAIN)
    detail = any_pb2.Any()
    detail.Pack(info)
    status = status_pb2.Status(code=code.value[0], message=message, details=[detail])
    return ((STATUS_DETAILS_KEY, status.SerializeToString()), (RULE_CODE_KEY, reason))


def status_code(error: LudusError) -> grpc.StatusCode:
    """The gRPC status a domain error names (the domain errors themselves know no gRPC)."""
    return grpc.StatusCode[error.status]


async def abort(context: grpc.aio.ServicerContext[Any, Any], error: LudusError) -> NoReturn:
    code = status_code(error)
    await context.abort(code, error.message, trailing_metadata=error_metadata(code, error.message, error.reason))
    raise AssertionError("unreachable")  # context.abort always raises


def _translate(error: BaseException) -> LudusError | None:
    """Map known failures to statuses; None means a bug (logged, answered INTERNAL)."""
    from services.core.errors import Unavailable

    if isinstance(error, LudusError):
        return error
    if isinstance(error, redis.exceptions.ConnectionError | redis.exceptions.TimeoutError):
        return Unavailable("the event store is unreachable; retry shortly")
    if isinstance(error, redis.exceptions.ClusterDownError | redis.exceptions.TryAgainError):
        return Unavailable("the event store is failing over; retry shortly")
    if _broken_redis_transport(error):
        return Unavailable("the connection to the event store broke; retry shortly")
    if _database_unreachable(error):
        return Unavailable("the players' database is unreachable; retry shortly")
    return None


def _database_unreachable(error: BaseException) -> bool:
    # Only processes that use the players' database (the gateway) have imported SQLAlchemy; the
    # game services never pay for importing it here.
    exc = sys.modules.get("sqlalchemy.exc")
    return exc is not None and isinstance(error, exc.OperationalError | exc.InterfaceError | exc.TimeoutError)


def as_ludus_error(error: BaseException) -> LudusError | None:
    """The status a failure is answered with, if it is a known one (None: a bug)."""
    return _translate(error)


def _broken_redis_transport(error: BaseException) -> bool:
    """redis-py's asyncio connections can fail with AttributeError/TypeError instead of
    ConnectionError when a connection is torn down under them (its writer already None;
    redis-py issue #4287): a broken connection, not a bug of ours. Recognised by where it was
    raised, so that the same errors in our own code still count as bugs."""
    if not isinstance(error, AttributeError | TypeError) or error.__traceback__ is None:
        return False
    innermost = error.__traceback__
    while innermost.tb_next is not None:
        innermost = innermost.tb_next
    where = innermost.tb_frame.f_code.co_filename.replace("\\", "/")
    return "/redis/asyncio/" in where or where.endswith(("/asyncio/streams.py", "/asyncio/selector_events.py"))


def handles_errors(method: F) -> F:
    """Wrap a servicer method so that every failure becomes a clear gRPC status."""

    if inspect.isasyncgenfunction(method):

        @functools.wraps(method)
        async def stream(self: Any, request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> AsyncIterator[Any]:
            try:
                async for item in method(self, request, context):
                    yield item
            except asyncio.CancelledError:
                raise
            except Exception as error:
                await _fail(context, error, method.__name__)

        return stream  # type: ignore[return-value]

    @functools.wraps(method)
    async def unary(self: Any, request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> Any:
        try:
            return await method(self, request, context)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            await _fail(context, error, method.__name__)

    return unary  # type: ignore[return-value]


async def _fail(context: grpc.aio.ServicerContext[Any, Any], error: Exception, where: str) -> NoReturn:
    if isinstance(error, grpc.aio.AbortError):
        raise error
    translated = _translate(error)
    if translated is None:
        log.exception("bug in %s", where)
        await context.abort(grpc.StatusCode.INTERNAL, f"internal error in {where}")
        raise AssertionError("unreachable")
    await abort(context, translated)


def server_options(max_connection_age_ms: int | None = None) -> list[tuple[str, Any]]:
    """`max_connection_age_ms`: close client connections after this long (in-flight calls get a
    long grace period), so that load-balancing clients re-resolve DNS and start using replicas
    added since they connected (gRPC re-resolves only when a connection closes)."""
    aging = (
        [
            ("grpc.max_connection_age_ms", max_connection_age_ms),
            ("grpc.max_connection_age_grace_ms", 3_600_000),
        ]
        if max_connection_age_ms
        else []
    )
    return [
        *aging,
        # gRPC core cancels calls at random once more than 1,000 wait for the application to take
        # them (3,000: all of them), answering CANCELLED, which clients cannot tell from their own
        # cancellation. A busy asyncio server takes calls late, so a burst of a few thousand
        # clients hit that; the gateway's backend deadline (DEADLINE_EXCEEDED) and the per-token
        # rate limit (RESOURCE_EXHAUSTED) are the limits that answer with a status clients act on.
        ("grpc.server.max_pending_requests", MAX_PENDING_CALLS),
        ("grpc.server.max_pending_requests_hard_limit", 2 * MAX_PENDING_CALLS),
        ("grpc.max_receive_message_length", MAX_MESSAGE_BYTES),
        ("grpc.max_send_message_length", 64 * MAX_MESSAGE_BYTES),
        ("grpc.keepalive_time_ms", 20_000),
        ("grpc.keepalive_timeout_ms", 10_000),
        ("grpc.http2.min_ping_interval_without_data_ms", 5_000),
        ("grpc.keepalive_permit_without_calls", 1),
        ("grpc.so_reuseport", 0),
    ]


class CannotListen(OSError):
    """A server could not bind its address (said in one line by `ludus`, without a traceback)."""


async def start_server(
    address: str,
    register: Iterable[Callable[[grpc.aio.Server], None]],
    service_names: Iterable[str],
    max_connection_age_ms: int | None = None,
    health_only: Iterable[str] = (),
    wrappers: Iterable[HandlerWrapper] = (),
    reflection_lookup: Lookup | None = None,
    credentials: grpc.ServerCredentials | None = None,
    health_address: str | None = None,
) -> tuple[grpc.aio.Server, health.aio.HealthServicer, int]:
    """Start an asyncio gRPC server with health checking and reflection; returns the bound port.

    `health_only`: more health service names reported SERVING (and NOT_SERVING when draining)
    that are not gRPC services, e.g. each game a multi-game process hosts. `wrappers` wrap
    every method's handler (the gateway's authentication, gateway/auth.py), once, as it is
    registered (services/core/wrapped_handlers.py: the server has no interceptors). `reflection_lookup` answers
    reflection for what this process's descriptor pool lacks (the gateway asks the game services,
    see services/core/reflection.py). `credentials`: serve over (mutual) TLS only.
    `health_address`: also answer grpc.health.v1 — and nothing else — in plain text there, for
    probes that cannot present a client certificate (kubelet's); it reports the same health."""
    from services.telemetry.process import server_wrappers

    server = grpc.aio.server(options=server_options(max_connection_age_ms))
    # The metrics' wrapper (when on) comes first, so it times and counts every refusal too.
    wrapping: Any = WrappingServer(server, [*server_wrappers(), *wrappers])
    for add in register:
        add(wrapping)
    health_servicer = health.aio.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, wrapping)
    names = list(service_names)
    add_reflection(
        wrapping,
        Reflection([*names, health_pb2.DESCRIPTOR.services_by_name["Health"].full_name], lookup=reflection_lookup),
    )
    try:
        port = server.add_secure_port(address, credentials) if credentials else server.add_insecure_port(address)
    except RuntimeError:  # grpcio ≥ 1.6x raises where older versions returned 0
        port = 0
    if port == 0:
        raise CannotListen(f"cannot listen on {address}: the port is taken or the address is not this machine's")
    await server.start()
    if health_address is not None:
        await _start_probe_server(health_address, health_servicer)
    for name in [*names, *health_only, ""]:
        await health_servicer.set(name, health_pb2.HealthCheckResponse.SERVING)
    return server, health_servicer, port


#: Plain-text health-only servers, stopped after their main server (run_until_signalled).
_probe_servers: list[grpc.aio.Server] = []


async def _start_probe_server(address: str, health_servicer: health.aio.HealthServicer) -> None:
    probe = grpc.aio.server(options=[("grpc.so_reuseport", 0)])
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, probe)
    try:
        port = probe.add_insecure_port(address)
    except RuntimeError:
        port = 0
    if port == 0:
        raise CannotListen(f"cannot listen on {address} for health checks: the port is taken")
    await probe.start()
    _probe_servers.append(probe)


async def run_until_signalled(
    server: grpc.aio.Server,
    health_servicer: health.aio.HealthServicer,
    cleanup: Callable[[], Awaitable[None]] | None = None,
    grace: float = 5.0,
) -> None:
    """Serve until SIGINT/SIGTERM, then report NOT_SERVING, drain and stop."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    await stop.wait()
    await health_servicer.enter_graceful_shutdown()
    await server.stop(grace)
    while _probe_servers:
        await _probe_servers.pop().stop(0)
    if cleanup is not None:
        await cleanup()
