"""Configuration shared by every process: Redis, the task broker, routes to game services.

Everything comes from flags or environment variables (12-factor), never from files baked in:

    LUDUS_REDIS_URL    the event store; "redis://host:port/0" for one server,
                       "redis+cluster://host:port" for a Redis Cluster (any node)
    LUDUS_BROKER_URL   Celery's broker (default: LUDUS_REDIS_URL; "amqp://..." works too)
    LUDUS_ROUTES       game services for the gateway and the workers:
                       "ark=127.0.0.1:50051,127.0.0.1:50052;arkadia=dns:///arkadia:50051"
    LUDUS_TOKEN_SECRET the key that signs seat tokens (gateway and workers)
    LUDUS_REDIS_WAIT_REPLICAS  acknowledge an append only once this many replicas have it (WAIT)
    LUDUS_REDIS_MAX_CONNECTIONS  connections per Redis server (or Cluster node) and process (default 10,000)
"""

from __future__ import annotations

import json
import os

import grpc
from redis.asyncio import Redis
from redis.asyncio.cluster import RedisCluster

DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/0"
CLUSTER_SCHEME = "redis+cluster://"


def redis_url(explicit: str | None = None) -> str:
    return explicit or os.environ.get("LUDUS_REDIS_URL") or os.environ.get("REDIS_URL") or DEFAULT_REDIS_URL


def broker_url(explicit: str | None = None) -> str:
    found = explicit or os.environ.get("LUDUS_BROKER_URL")
    if found:
        return found
    if is_cluster(redis_url()):
        # Celery's Redis transport cannot use a Cluster: the broker must be named explicitly.
        raise ValueError("with a Redis Cluster event store, set LUDUS_BROKER_URL (a plain Redis or amqp://)")
    return redis_url()


def wait_replicas() -> int:
    """LUDUS_REDIS_WAIT_REPLICAS: replicas that must have an append before it is acknowledged."""
    return int(os.environ.get("LUDUS_REDIS_WAIT_REPLICAS", "0"))


def wait_timeout_ms() -> int:
    return int(os.environ.get("LUDUS_REDIS_WAIT_MS", "1000"))


def max_connections() -> int:
    """LUDUS_REDIS_MAX_CONNECTIONS: connections a process may open to each Redis server.

    redis-py allows 100 by default and fails a command beyond that (MaxConnectionsError) instead
    of waiting for one, and every WatchMatch subscriber holds a connection while it blocks in
    XREAD: a service with a few hundred spectators or a burst of commands needs more. The default
    is Redis' own maxclients."""
    return int(os.environ.get("LUDUS_REDIS_MAX_CONNECTIONS", "10000"))


def is_cluster(url: str) -> bool:
    return url.startswith(CLUSTER_SCHEME)


def redis_client(url: str) -> Redis | RedisCluster:
    """An asyncio client for a single Redis or, for redis+cluster:// URLs, a Redis Cluster."""
    if is_cluster(url):
        return RedisCluster.from_url("redis://" + url[len(CLUSTER_SCHEME) :], max_connections=max_connections())
    return Redis.from_url(url, health_check_interval=30, max_connections=max_connections())


def parse_routes(text: str) -> dict[str, str]:
    """'ark=a:1,b:2;arkadia=dns:///x:3' -> {'ark': 'ipv4:a:1,b:2', 'arkadia': 'dns:///x:3'}."""
    routes: dict[str, str] = {}
    for part in filter(None, (chunk.strip() for chunk in text.split(";"))):
        game, _, target = part.partition("=")
        if not game or not target:
            raise ValueError(f"bad route {part!r}: expected game=host:port[,host:port...]")
        routes[game.strip()] = grpc_target(target.strip())
    return routes


def grpc_target(target: str) -> str:
    """Addresses without a scheme become an ipv4 list, which round_robin balances."""
    if "://" in target or target.startswith(("ipv4:", "ipv6:", "unix:")):
        return target
    return "ipv4:" + target


def routes_from_env() -> dict[str, str]:
    return parse_routes(os.environ.get("LUDUS_ROUTES", ""))


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
        ("grpc.keepalive_permit_without_calls", 1),
        ("grpc.initial_reconnect_backoff_ms", 100),
        ("grpc.max_reconnect_backoff_ms", 2_000),
        ("grpc.max_receive_message_length", 64 << 20),
    ]


def aio_channel(target: str) -> grpc.aio.Channel:
    return grpc.aio.insecure_channel(target, options=backend_channel_options())


def sync_channel(target: str) -> grpc.Channel:
    return grpc.insecure_channel(target, options=backend_channel_options())
