"""Least privilege on Redis: the local platform runs every role as its own ACL user.

One small platform (Ark, one replica, mutual TLS inside, a plain-text health port) with its own
redis-server started from the ACL file `LocalPlatform` writes: a match with a human and bots
played through the gateway, watched, and audited by the workers proves every role can do its job
(and Redis logged no refusal doing it); then each role's user is tried on another role's commands
and refused.
"""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
import redis
from grpc_health.v1 import health_pb2, health_pb2_grpc
from ludus.v1 import common_pb2, gateway_pb2
from redis.exceptions import AuthenticationError, NoPermissionError, ResponseError

from services.core import redis_acl
from services.core.rng import Rng
from services.core.store import audit_key, events_key, meta_key
from services.core.stubs import game_service_stub, gateway_stub
from services.launcher import LocalPlatform, free_port
from tests.support.play import HUMAN, Watcher, bot, create, play_to_end
from tests.support.store import wait_for

GAME = "ark"
#: The one game service's plain-text health port (the Kubernetes probes' port).
HEALTH_PORT = free_port()


@pytest.fixture(scope="module")
def acl_platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    data = Path(tmp_path_factory.mktemp("acl-platform"))
    with LocalPlatform(
        gateway_port=free_port(),
        http_port=None,
        games=[GAME],
        worker_pool="threads",
        data_dir=data,
        redis_acl=True,
        extra_env={"LUDUS_HEALTH_PORT": str(HEALTH_PORT)},
    ) as running:
        yield running


@pytest.fixture(scope="module")
def finished_match(acl_platform: LocalPlatform) -> str:
    """A match played to its end through the gateway, all roles on their own users."""
    with grpc.insecure_channel(acl_platform.gateway_address) as channel:
        gateway = gateway_stub(channel)
        match_id, tokens = create(gateway, GAME, [HUMAN, bot(), bot()])
        watcher = Watcher(gateway, match_id).start()
        final = play_to_end(gateway, match_id, tokens, Rng(b"acl".ljust(32), "x"), timeout=120)
        assert final.status == common_pb2.MATCH_STATUS_FINISHED
        watched = watcher.join()
        assert watched[-1].version == final.version
        # The workers audit a finished match on their own (they read it as the worker user).
        root = redis.Redis.from_url(acl_platform.role_redis_url(redis_acl.ROOT))
        wait_for(lambda: root.get(audit_key(match_id)), timeout=60)
        report = gateway.GetAudit(gateway_pb2.GetAuditRequest(match_id=match_id), timeout=30).report
        assert report.ok and report.finished
    return match_id


def client(platform: LocalPlatform, role: str) -> redis.Redis:
    return redis.Redis.from_url(platform.role_redis_url(role))


def test_every_role_does_its_job_and_redis_refused_nothing(acl_platform: LocalPlatform, finished_match: str) -> None:
    root = client(acl_platform, redis_acl.ROOT)
    refusals = root.acl_log()
    assert refusals == [], refusals
    assert root.xlen(events_key(finished_match)) > 0
    # Each platform process connected as its own role's user.
    own = str(root.client_id())
    users = {entry["user"] for entry in root.client_list() if entry["id"] != own}
    assert {redis_acl.GATEWAY, redis_acl.SERVICE, redis_acl.WORKER} <= users
    assert redis_acl.ROOT not in users


def test_without_a_password_redis_answers_nothing(acl_platform: LocalPlatform) -> None:
    assert acl_platform.redis is not None
    anonymous = redis.Redis.from_url(acl_platform.redis.url)
    with pytest.raises((AuthenticationError, ResponseError)):
        anonymous.get("anything")
    wrong = redis.Redis.from_url(redis_acl.role_url(acl_platform.redis.url, redis_acl.GATEWAY, "not-its-password"))
    with pytest.raises(AuthenticationError):
        wrong.ping()


def test_the_gateway_cannot_read_or_write_a_match(acl_platform: LocalPlatform, finished_match: str) -> None:
    gateway = client(acl_platform, redis_acl.GATEWAY)
    assert gateway.ping()
    with pytest.raises(NoPermissionError):
        gateway.hgetall(meta_key(finished_match))  # holds the seed
    with pytest.raises(NoPermissionError):
        gateway.xrange(events_key(finished_match))
    with pytest.raises(NoPermissionError):
        gateway.lpush("ludus", "a forged task")  # the workers' queue
    # Not through a script either: Redis checks the keys a script touches against its caller.
    with pytest.raises(NoPermissionError):
        gateway.eval("return redis.call('HGET', KEYS[1], 'seed')", 1, meta_key(finished_match))
    with pytest.raises(NoPermissionError):
        gateway.keys("*")
    # What it is for: its rate-limit counters.
    gateway.set(f"LIMITS:probe:{uuid.uuid4().hex}", 1, ex=5)


def test_a_worker_has_the_match_keys_it_archives_but_not_the_gateways_limits(
    acl_platform: LocalPlatform, finished_match: str
) -> None:
    """The workers audit, close and archive matches (they delete a match's keys once its archive
    copy is verified), so they read and write the event store; the rate limits are not theirs."""
    worker = client(acl_platform, redis_acl.WORKER)
    assert worker.hget(meta_key(finished_match), "game") == GAME.encode()
    assert worker.exists(audit_key(finished_match))
    with pytest.raises(NoPermissionError):
        worker.set(f"LIMITS:probe:{uuid.uuid4().hex}", 1, ex=5)
    with pytest.raises(NoPermissionError):
        worker.keys("*")


def test_no_platform_role_administers_the_server(acl_platform: LocalPlatform) -> None:
    for role in (redis_acl.GATEWAY, redis_acl.SERVICE, redis_acl.WORKER, redis_acl.ADMIN):
        user = client(acl_platform, role)
        with pytest.raises(NoPermissionError):
            user.flushall()
        with pytest.raises(NoPermissionError):
            user.config_get("*")
        with pytest.raises(NoPermissionError):
            user.acl_list()
        with pytest.raises(NoPermissionError):
            user.shutdown(nosave=True)


def test_the_service_and_the_admin_cannot_touch_the_rate_limits(acl_platform: LocalPlatform) -> None:
    for role in (redis_acl.SERVICE, redis_acl.ADMIN):
        with pytest.raises(NoPermissionError):
            client(acl_platform, role).get("LIMITS:anything")


def ludus_as(url: str, *args: str) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "LUDUS_REDIS_URL": url, "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "services.cli", *args], env=env, capture_output=True, timeout=120)


def test_the_operator_audits_exports_and_imports_as_the_admin_user(
    acl_platform: LocalPlatform, finished_match: str, tmp_path: Path
) -> None:
    assert acl_platform.data_dir is not None
    # `ludus up` leaves the admin user's URL for the operator beside the ACL file.
    admin_url = (acl_platform.data_dir / "redis-users" / redis_acl.ADMIN_URL_FILE).read_text().strip()
    assert admin_url == acl_platform.role_redis_url(redis_acl.ADMIN)
    audited = ludus_as(admin_url, "audit", finished_match)
    assert audited.returncode == 0, audited.stderr
    exported = ludus_as(admin_url, "export", finished_match)
    assert exported.returncode == 0, exported.stderr
    exported_file = tmp_path / "match.ludus"
    exported_file.write_bytes(exported.stdout)
    other_database = admin_url.rsplit("/", 1)[0] + "/5"
    imported = ludus_as(other_database, "import", str(exported_file))
    assert imported.returncode == 0, imported.stderr
    assert redis.Redis.from_url(other_database).exists(meta_key(finished_match))


def test_a_restarted_redis_replays_every_append_under_the_acl(acl_platform: LocalPlatform, finished_match: str) -> None:
    """Redis replays its append-only file's transactions with the default user's rules: with a
    restricted default user it would silently drop them all (services/core/redis_acl.py)."""
    assert acl_platform.redis is not None
    root = client(acl_platform, redis_acl.ROOT)
    before = root.xlen(events_key(finished_match))
    root.close()
    acl_platform.redis.stop(kill=True)
    acl_platform.redis.start()
    assert client(acl_platform, redis_acl.ROOT).xlen(events_key(finished_match)) == before
    with grpc.insecure_channel(acl_platform.gateway_address) as channel:
        match = gateway_stub(channel).GetMatch(gateway_pb2.GetMatchRequest(match_id=finished_match), timeout=30).match
    assert match.status == common_pb2.MATCH_STATUS_FINISHED and match.version == before


def test_the_plain_text_health_port_answers_health_and_nothing_else(acl_platform: LocalPlatform) -> None:
    """Kubelet's gRPC probes present no client certificate: the service answers them on a port of
    their own, which serves no game call."""
    with grpc.insecure_channel(f"127.0.0.1:{HEALTH_PORT}") as channel:
        reply = health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest(), timeout=10)
        assert reply.status == health_pb2.HealthCheckResponse.SERVING
        with pytest.raises(grpc.RpcError) as refused:
            game_service_stub(channel).GetMatch(gateway_pb2.GetMatchRequest(match_id="x"), timeout=10)
        assert refused.value.code() == grpc.StatusCode.UNIMPLEMENTED
    # The service port itself still takes mutual TLS only.
    service = acl_platform.service_ports[GAME][0]
    with grpc.insecure_channel(f"127.0.0.1:{service}") as plain, pytest.raises(grpc.RpcError) as failed:
        health_pb2_grpc.HealthStub(plain).Check(health_pb2.HealthCheckRequest(), timeout=3)
    assert failed.value.code() == grpc.StatusCode.UNAVAILABLE
