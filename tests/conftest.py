"""Shared fixtures: real Redis (our own redis-server on a free port, or testcontainers when a
Docker engine answers), the storage in memory and on Redis, and the whole platform started as
separate processes."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import grpc
import pytest
from ludus.v1 import gateway_pb2_grpc
from redis.asyncio import Redis

from services.core import settings as platform_settings
from services.core.config import redis_client
from services.core.memory import memory_storage
from services.core.ports import Storage
from services.core.store import RedisEventStore, redis_storage
from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform, RedisProcess, free_port


def _docker_reachable() -> bool:
    try:
        import docker

        docker.from_env(timeout=2).ping()
        return True
    except Exception:
        return False


@pytest.fixture(autouse=True)
def _settings_from_this_tests_environment() -> Iterator[None]:
    """A process reads its settings once; the test process runs many tests that set variables
    (monkeypatch.setenv), so each test starts with none read and the first use reads its own."""
    platform_settings.reset()
    yield
    platform_settings.reset()


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A Redis for the whole session: a container if Docker is reachable, else our own binary."""
    if _docker_reachable() and not os.environ.get("LUDUS_TEST_LOCAL_REDIS"):
        from testcontainers.redis import RedisContainer

        with RedisContainer("redis:7-alpine") as container:
            host = container.get_container_host_ip()
            yield f"redis://{host}:{container.get_exposed_port(6379)}/0"
        return
    server = RedisProcess(free_port(), tmp_path_factory.mktemp("redis")).start()
    try:
        yield server.url
    finally:
        server.stop()


@pytest.fixture
async def redis(redis_url: str) -> AsyncIterator[Redis]:
    client = Redis.from_url(redis_url)
    yield client
    await client.aclose()


@pytest.fixture
async def redis_store(redis: Redis) -> RedisEventStore:
    return RedisEventStore(redis)


@pytest.fixture(params=["memory", "redis"])
async def storage(request: pytest.FixtureRequest) -> AsyncIterator[Storage]:
    """The whole storage, once in memory and once on the real Redis: a test using it proves both
    implementations behave alike (Redis is only started when a Redis case runs)."""
    if request.param == "memory":
        yield memory_storage()
        return
    # The platform's own client (its socket timeout outlasts the store's blocking reads).
    client = redis_client(request.getfixturevalue("redis_url"))
    yield redis_storage(client)
    await client.aclose()


@pytest.fixture
def memory() -> Storage:
    """The in-memory storage alone, for tests of logic that no real store could change."""
    return memory_storage()


@pytest.fixture(scope="session")
def platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    """Every registered game (two replicas each), the gateway and a Celery worker, as processes."""
    data = Path(tmp_path_factory.mktemp("platform"))
    with LocalPlatform(
        gateway_port=free_port(),
        replicas=2,
        worker_pool="threads",
        worker_concurrency=4,
        data_dir=data,
        # Short recovery intervals, so that fault tests see redelivery and sweeps within seconds.
        # Rate limits are tested on their own platform (tests/scale/test_faults.py); here many
        # clients share a token on purpose.
        extra_env={
            "LUDUS_VISIBILITY_TIMEOUT": "4",
            "LUDUS_STALE_TURN_MS": "1500",
            "LUDUS_SWEEP_SECONDS": "0.5",
            "LUDUS_RATE_PER_SECOND": "100000",
            "LUDUS_RATE_BURST": "100000",
        },
    ) as running:
        yield running


@pytest.fixture(scope="session")
def gateway(platform: LocalPlatform) -> Iterator[gateway_pb2_grpc.GatewayStub]:
    with grpc.insecure_channel(platform.gateway_address) as channel:
        yield gateway_stub(channel)
