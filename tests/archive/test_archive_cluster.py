"""The archive over a Redis Cluster (three masters, three replicas): the mover reads, deletes and
feeds through the Cluster client, and the tiered store's reads (XRANGE, then EXISTS: no MULTI on a
Cluster) find the archived match and answer as before."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from redis.asyncio.cluster import RedisCluster

from services.archive.mover import ArchiveMover
from services.archive.postgres import PostgresArchive
from services.archive.tiered import tiered_storage
from services.core.config import redis_client
from services.core.ports import WaitingMatch
from services.core.runner import MatchRunner
from services.core.store import redis_storage
from services.games.ark.wiring import GAME as ARK_GAME
from services.launcher import RedisClusterProcesses
from tests.archive.matches import play_to_end
from tests.support.platform import platform_game

GAME = platform_game(ARK_GAME)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisClusterProcesses]:
    nodes = RedisClusterProcesses(Path(tmp_path_factory.mktemp("cluster"))).start()
    try:
        yield nodes
    finally:
        nodes.stop()


async def test_a_match_moves_off_the_cluster_and_reads_the_same(
    cluster: RedisClusterProcesses, archive: PostgresArchive
) -> None:
    client: Any = redis_client(cluster.url)
    assert isinstance(client, RedisCluster)
    try:
        storage = tiered_storage(redis_storage(client), archive)
        runner = MatchRunner(GAME, storage)
        match = await play_to_end(runner)
        log = await storage.events.read(match.match_id)
        info = runner.info(await runner.at_version(match.match_id, match.version // 2)).SerializeToString()
        moved = await ArchiveMover(client, archive, grace_ms=0).move(WaitingMatch("ark", match.match_id))
        assert moved.outcome == "archived"
        assert not await client.exists(f"ludus:{{{match.match_id}}}:meta", f"ludus:{{{match.match_id}}}:events")
        cold = MatchRunner(GAME, storage)
        assert await cold.store.read(match.match_id) == log
        assert await cold.store.read(match.match_id, after=10, count=5) == log[10:15]
        half = await cold.at_version(match.match_id, match.version // 2)
        assert cold.info(half).SerializeToString() == info
    finally:
        await client.aclose()
