"""A Redis Cluster with a Redis user per role (services/core/redis_acl.py) on every node, as the
Bitnami cluster chart runs it (deploy/kubernetes/redis/cluster-values.yaml): the cluster clients'
own commands (slot maps, redirections) pass each role's rules, the whole platform plays and audits
on it with each process as its role, and the gateway still cannot read a match."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
import redis.exceptions
from ludus.v1 import common_pb2, gateway_pb2
from redis.cluster import RedisCluster
from redis.crc import key_slot

from services import games
from services.core import redis_acl
from services.core.rng import Rng
from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform, RedisClusterProcesses, RedisProcess, free_port
from tests.support.play import bot, create, play_to_end

pytestmark = pytest.mark.timeout(900)


@pytest.fixture(scope="module")
def passwords(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    return redis_acl.new_passwords()


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory, passwords: dict[str, str]) -> Iterator[RedisClusterProcesses]:
    directory = Path(tmp_path_factory.mktemp("acl-cluster"))
    acl_file = directory / redis_acl.ACL_FILE
    acl_file.write_text(redis_acl.acl_text(passwords))
    nodes = RedisClusterProcesses(directory, acl_file=acl_file, root_password=passwords[redis_acl.ROOT]).start()
    try:
        yield nodes
    finally:
        nodes.stop()


def as_role(cluster: RedisClusterProcesses, passwords: dict[str, str], role: str) -> RedisCluster:
    url = redis_acl.role_url(cluster.url, role, passwords[role]).replace("redis+cluster://", "redis://")
    return RedisCluster.from_url(url)


def test_each_role_reaches_its_keys_on_every_shard_and_no_other(
    cluster: RedisClusterProcesses, passwords: dict[str, str]
) -> None:
    service, worker, gateway = (as_role(cluster, passwords, role) for role in ("service", "worker", "gateway"))
    try:
        # Keys of many matches land on every master; each role follows the redirections.
        keys = [f"ludus:{{m{index}}}:meta" for index in range(30)]
        for key in keys:
            service.hset(key, "seed", "secret")
        assert len({cluster.master_of(key_slot(key.encode())).port for key in keys}) == 3
        assert all(worker.hget(key, "seed") == b"secret" for key in keys)
        for key in keys[:5]:
            with pytest.raises(redis.exceptions.NoPermissionError):
                gateway.hget(key, "seed")
        gateway.hset("ludus:presence:m0", "0", "1")  # its own keys it may write
        with pytest.raises(redis.exceptions.RedisClusterException, match="invalid username-password"):
            RedisCluster.from_url(redis_acl.role_url(cluster.url.replace("+cluster", ""), "worker", "wrong"))
    finally:
        for client in (service, worker, gateway):
            client.close()


def test_the_whole_platform_plays_and_audits_on_a_cluster_with_a_user_per_role(
    cluster: RedisClusterProcesses, passwords: dict[str, str], tmp_path: Path
) -> None:
    broker = RedisProcess(free_port(), tmp_path / "broker").start()
    try:
        env = {"LUDUS_BROKER_URL": broker.url, "LUDUS_REDIS_WAIT_REPLICAS": "1"}
        with (
            LocalPlatform(
                redis_url=cluster.url,
                redis_passwords=passwords,
                gateway_port=free_port(),
                worker_pool="threads",
                data_dir=tmp_path / "platform",
                extra_env=env,
            ) as platform,
            grpc.insecure_channel(platform.gateway_address) as channel,
        ):
            # Each process connected as its own role (LUDUS_REDIS_URL names the user).
            assert all(
                platform.role_redis_url(role).startswith(f"redis+cluster://{role}:")
                for role in ("gateway", "service", "worker")
            )
            gateway = gateway_stub(channel)
            for name in ("zapp_zerapp", "arkadia"):
                game = games.load(name)
                match_id, _ = create(gateway, name, [bot() for _ in range(game.min_seats)])
                final = play_to_end(gateway, match_id, {}, Rng(b"acl-cluster".ljust(32), name), timeout=600)
                assert final.status == common_pb2.MATCH_STATUS_FINISHED
                report = gateway.GetAudit(gateway_pb2.GetAuditRequest(match_id=match_id), timeout=60).report
                assert report.ok and report.finished
    finally:
        broker.stop()
