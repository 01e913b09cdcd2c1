"""Connections shared by every process: Redis, the task broker, routes to game services.

Everything comes from flags or environment variables (12-factor), never from files baked in. The
variables are read once, by services.core.settings (the list, with defaults, is there and in
docs/operations.md); the helpers here combine a flag (`explicit`) with those settings.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import grpc
from redis.asyncio import Redis
from redis.asyncio.cluster import RedisCluster

# Route parsing and the default URL belong to the settings; re-exported for the code that
# imported them from here.
from services.core.settings import DEFAULT_REDIS_URL as DEFAULT_REDIS_URL
from services.core.settings import Settings, current
from services.core.settings import grpc_target as grpc_target
from services.core.settings import parse_routes as parse_routes
from services.core.tls import channel_options, current_identity

CLUSTER_SCHEME = "redis+cluster://"


def redis_url(explicit: str | None = None) -> str:
    settings = current()
    return settings.with_redis_credentials(explicit) if explicit else settings.event_store_url


def broker_url(explicit: str | None = None, settings: Settings | None = None) -> str:
    settings = settings or current()
    found = explicit or settings.broker_url
    if found:
        return settings.with_redis_credentials(found)
    if is_cluster(settings.event_store_url):
        # Celery's Redis transport cannot use a Cluster: the broker must be named explicitly.
        raise ValueError("with a Redis Cluster event store, set LUDUS_BROKER_URL (a plain Redis or amqp://)")
    return settings.event_store_url


def wait_replicas() -> int:
    """LUDUS_REDIS_WAIT_REPLICAS: replicas that must have an append before it is acknowledged."""
    return current().redis_wait_replicas


def wait_timeout_ms() -> int:
    return current().redis_wait_ms


def max_connections() -> int:
    """LUDUS_REDIS_MAX_CONNECTIONS: connections a process may open to each Redis server.

    redis-py allows 100 by default and fails a command beyond that (MaxConnectionsError) instead
    of waiting for one, and every WatchMatch subscriber holds a connection while it blocks in
    XREAD: a service with a few hundred spectators or a burst of commands needs more. The default
    is Redis' own maxclients."""
    return current().redis_max_connections


def is_cluster(url: str) -> bool:
    return url.startswith(CLUSTER_SCHEME)


def redis_client(url: str) -> Redis | RedisCluster:
    """An asyncio client for a single Redis or, for redis+cluster:// URLs, a Redis Cluster.

    The socket timeout is always set: redis-py 8 defaults it to 5 s, which cut the watch
    reader's 10 s `XREAD BLOCK` short as a "Timeout reading" every time a match was quiet."""
    timeout = current().redis_socket_timeout
    if is_cluster(url):
        return RedisCluster.from_url(
            "redis://" + url[len(CLUSTER_SCHEME) :], max_connections=max_connections(), socket_timeout=timeout
        )
    return Redis.from_url(url, health_check_interval=30, max_connections=max_connections(), socket_timeout=timeout)


def node_client(cluster: RedisCluster, host: str, port: int) -> Redis:
    """A plain client to one Cluster node (for commands that must share a connection, such as a
    write and its WAIT), with the cluster client's user, password and socket timeout: under ACLs
    a bare client is refused."""
    login = cluster.get_connection_kwargs()
    return Redis(
        host=host,
        port=port,
        username=login.get("username"),
        password=login.get("password"),
        socket_timeout=login.get("socket_timeout"),
    )


def routes_from_env() -> dict[str, str]:
    """LUDUS_ROUTES, parsed (and checked) when the settings were read."""
    return dict(current().routes)


def backend_channel_options() -> list[tuple[str, object]]:
    """Round-robin over healthy replicas; transparent retries where a call never reached one.

    Retrying UNAVAILABLE is safe for commands because the gateway always sends a command id.
    """
    service_config = {
        "loadBalancingConfig": [{"round_robin": {}}],
        "healthCheckConfig": {"serviceName": ""},
        "methodConfig": [
            {
                "name": [{"service": "ludus.backend.v1.GameService"}],
                "retryPolicy": {
                    "maxAttempts": 4,
                    "initialBackoff": "0.05s",
                    "maxBackoff": "0.5s",
                    "backoffMultiplier": 2,
                    "retryableStatusCodes": ["UNAVAILABLE"],
                },
            }
        ],
    }
    return [
        ("grpc.service_config", json.dumps(service_config)),
        ("grpc.enable_retries", 1),
        ("grpc.keepalive_time_ms", 10_000),
        ("grpc.keepalive_timeout_ms", 5_000),
        # gRPC core waits for a ping's answer `ping_timeout_ms` (60 s by default), whatever the
        # keepalive timeout: a backend that keeps its socket but answers nothing (stopped,
        # deadlocked) then held every open Play stream a whole minute before it ended UNAVAILABLE.
        ("grpc.http2.ping_timeout_ms", 5_000),
        ("grpc.keepalive_permit_without_calls", 1),
        ("grpc.initial_reconnect_backoff_ms", 100),
        ("grpc.max_reconnect_backoff_ms", 2_000),
        ("grpc.max_receive_message_length", 64 << 20),
    ]


def aio_channel(target: str, interceptors: Sequence[grpc.aio.ClientInterceptor] = ()) -> grpc.aio.Channel:
    """A channel to a game service: mutual TLS when this process has an identity (tls.py)."""
    identity = current_identity()
    if identity is None:
        return grpc.aio.insecure_channel(target, options=backend_channel_options(), interceptors=interceptors or None)
    options = backend_channel_options() + channel_options()
    return grpc.aio.secure_channel(
        target, identity.channel_credentials(), options=options, interceptors=interceptors or None
    )


def sync_channel(target: str) -> grpc.Channel:
    identity = current_identity()
    if identity is None:
        return grpc.insecure_channel(target, options=backend_channel_options())
    return grpc.secure_channel(
        target, identity.channel_credentials(), options=backend_channel_options() + channel_options()
    )
