"""The platform on a real Redis Cluster (3 masters + 3 replicas from redis-server binaries):
one shard per match, matches spread over every master, everything unchanged on top, and a master
killed mid-play losing no acknowledged command when appends wait for a replica (WAIT)."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from ludus.v1 import common_pb2, gateway_pb2
from redis.asyncio.cluster import RedisCluster
from redis.crc import key_slot

from services import games
from services.core.audit import audit
from services.core.codec import pack
from services.core.config import redis_client
from services.core.rng import Rng
from services.core.runner import MatchRunner
from services.core.store import commands_key, events_key, meta_key, redis_storage, snapshot_key
from services.core.stubs import gateway_stub
from services.games.ark.wiring import GAME as ARK_GAME
from services.launcher import LocalPlatform, RedisClusterProcesses, RedisProcess, free_port
from tests.support.platform import platform_game
from tests.support.play import HUMAN, bot, create, play_to_end
from tests.support.store import stored_events, stored_seed

# The runner, the audit and the workers take the platform's erased Game[S] (tests/support/platform.py).
ARK = platform_game(ARK_GAME)

pytestmark = pytest.mark.timeout(900)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisClusterProcesses]:
    nodes = RedisClusterProcesses(Path(tmp_path_factory.mktemp("cluster"))).start()
    try:
        yield nodes
    finally:
        nodes.stop()


@pytest.fixture(scope="module")
def broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisProcess]:
    """Celery's broker: Celery cannot use a Redis Cluster, so a plain Redis (or RabbitMQ) beside it."""
    server = RedisProcess(free_port(), Path(tmp_path_factory.mktemp("broker"))).start()
    try:
        yield server
    finally:
        server.stop()


async def test_a_match_lives_on_one_shard_and_matches_spread_over_every_master(cluster: RedisClusterProcesses) -> None:
    client = redis_client(cluster.url)
    assert isinstance(client, RedisCluster)
    try:
        runner = MatchRunner(ARK, redis_storage(client))
        masters = set()
        for _ in range(24):
            match = await runner.create(None, [HUMAN] * 3)
            slots = {
                key_slot(key(match.match_id).encode()) for key in (events_key, meta_key, commands_key, snapshot_key)
            }
            assert len(slots) == 1
            masters.add(cluster.master_of(slots.pop()).port)
        assert len(masters) == 3
    finally:
        await client.aclose()


async def test_matches_play_and_audit_on_the_cluster_with_two_replicas(cluster: RedisClusterProcesses) -> None:
    client = redis_client(cluster.url)
    try:
        replicas = [MatchRunner(ARK, redis_storage(client, wait_replicas=1)) for _ in range(2)]
        match = await replicas[0].create(None, [HUMAN] * 4)
        rng = Rng(b"cluster".ljust(32), "x")
        step = 0
        while not (current := await replicas[step % 2].load(match.match_id)).platform.finished:
            runner = replicas[step % 2]
            seat = rng.choice(ARK.awaiting(current.require_state()))
            version, commands, _ = await runner.legal_commands(match.match_id, seat)
            await runner.submit(match.match_id, seat, pack(rng.choice(commands)), version, f"c{step}")
            step += 1
        assert audit(ARK, await replicas[1].store.read(match.match_id)).ok
    finally:
        await client.aclose()


def test_the_whole_platform_runs_unchanged_on_a_cluster(
    cluster: RedisClusterProcesses, broker: RedisProcess, tmp_path: Path
) -> None:
    env = {"LUDUS_BROKER_URL": broker.url, "LUDUS_REDIS_WAIT_REPLICAS": "1"}
    with (
        LocalPlatform(
            redis_url=cluster.url, gateway_port=free_port(), worker_pool="threads", data_dir=tmp_path, extra_env=env
        ) as platform,
        grpc.insecure_channel(platform.gateway_address) as channel,
    ):
        gateway = gateway_stub(channel)
        for name in games.names():
            game = games.load(name)
            match_id, _ = create(gateway, name, [bot() for _ in range(game.min_seats)])
            final = play_to_end(gateway, match_id, {}, Rng(b"cluster-bots".ljust(32), name), timeout=600)
            assert final.status == common_pb2.MATCH_STATUS_FINISHED
            report = gateway.GetAudit(gateway_pb2.GetAuditRequest(match_id=match_id), timeout=60).report
            assert report.ok and report.finished


def test_a_master_failover_loses_no_acknowledged_command(
    cluster: RedisClusterProcesses, broker: RedisProcess, tmp_path: Path
) -> None:
    """Clients play; the master holding one match is SIGKILLed; its replica takes over. With
    appends acknowledged only after a replica has them (WAIT 1), every acknowledged command is in
    the stream exactly once, and play continues once the dead node is back as a replica (until
    then the shard answers UNAVAILABLE rather than acknowledge what a second failure could lose)."""
    env = {"LUDUS_BROKER_URL": broker.url, "LUDUS_REDIS_WAIT_REPLICAS": "1", "LUDUS_REDIS_WAIT_MS": "500"}
    with (
        LocalPlatform(
            redis_url=cluster.url,
            gateway_port=free_port(),
            games=["ark"],
            worker=False,
            data_dir=tmp_path,
            extra_env=env,
        ) as platform,
        grpc.insecure_channel(platform.gateway_address) as channel,
    ):
        gateway = gateway_stub(channel)
        matches = [create(gateway, "ark", [HUMAN] * 3) for _ in range(4)]
        acknowledged: dict[str, set[str]] = {match_id: set() for match_id, _ in matches}
        victim = cluster.master_of(key_slot(events_key(matches[0][0]).encode()))
        errors: list[str] = []

        def client(match_id: str, tokens: dict[int, str], number: int) -> None:
            rng = Rng(bytes([number]) * 32, "failover")
            moves = 0
            while moves < 60:
                try:
                    info = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=5).match
                    if info.status == common_pb2.MATCH_STATUS_FINISHED:
                        return
                    seat = info.awaiting[0]
                    legal = gateway.ListLegalCommands(
                        gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[seat]), timeout=5
                    )
                except grpc.RpcError as error:
                    if error.code() not in (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED):
                        errors.append(f"{error.code()} {error.details()}")
                        return
                    continue
                request = gateway_pb2.SubmitCommandRequest(
                    match_id=match_id,
                    token=tokens[seat],
                    command=rng.choice(legal.commands),
                    expected_version=legal.version,
                    command_id=uuid.uuid4().hex,
                )
                for _attempt in range(300):  # retry the same command id until it is answered
                    try:
                        gateway.SubmitCommand(request, timeout=5)
                        acknowledged[match_id].add(request.command_id)
                        moves += 1
                        break
                    except grpc.RpcError as error:
                        if error.code() in (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED):
                            threading.Event().wait(0.2)
                            continue
                        if error.code() == grpc.StatusCode.ABORTED:
                            break  # the version moved: re-read and choose again
                        errors.append(f"{error.code()} {error.details()}")
                        return

        threads = [threading.Thread(target=client, args=(m, t, n)) for n, (m, t) in enumerate(matches)]
        for thread in threads:
            thread.start()
        threading.Event().wait(1.5)
        victim.stop(kill=True)  # SIGKILL the master of the first match; its replica takes over
        threading.Event().wait(6)
        # The operator restarts the dead node: it rejoins as the new master's replica, and
        # acknowledgements (which need a replica) resume for that shard.
        victim.start()
        for thread in threads:
            thread.join(300)
        assert not errors, errors
        cluster.wait_ok(ports=[node.port for node in cluster.nodes if node.process is not None])
        slot = key_slot(events_key(matches[0][0]).encode())
        assert cluster.master_of(slot).port != victim.port, "the replica should have taken over"
        assert "role:slave" in cluster.info(victim.port, "INFO replication")
        for match_id, ids in acknowledged.items():
            events = stored_events(cluster.url, match_id)
            applied = [event.command_id for event in events if event.command]
            assert sorted(applied) == sorted(ids), f"{match_id}: acknowledged and stored commands differ"
            seed = stored_seed(cluster.url, match_id)
            assert audit(ARK, events, seed).ok
        assert any(acknowledged.values())
