"""The archive in a running platform: game services, the gateway, a Celery worker and beat, with a
real PostgreSQL. Beat's archive task moves a finished match out of Redis, and every read through
the real gateway answers the same bytes after as before; `ludus archive status` counts it; beat's
projections pass then puts it in the match directory, where the Players service finds it, with a
replay link the web face serves."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from ludus.v1 import gateway_pb2, gateway_pb2_grpc, players_pb2
from redis import Redis

from services.core.rng import Rng
from services.core.stubs import gateway_stub, players_stub
from services.launcher import LocalPlatform, free_port
from tests.support.play import HUMAN, create, play_to_end
from tests.support.store import wait_for


@pytest.fixture(scope="module")
def archiving(database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    env = {
        "LUDUS_ARCHIVE_GRACE_SECONDS": "6",
        "LUDUS_ARCHIVE_SECONDS": "0.5",
        "LUDUS_PROJECTION_SECONDS": "0.5",
        "LUDUS_SWEEP_SECONDS": "0.5",
        "LUDUS_RATE_PER_SECOND": "100000",
        "LUDUS_RATE_BURST": "100000",
    }
    with LocalPlatform(
        gateway_port=free_port(),
        http_port=free_port(),
        games=["ark"],
        worker_pool="threads",
        data_dir=Path(tmp_path_factory.mktemp("archiving")),
        database_url=database_url,
        extra_env=env,
    ) as running:
        yield running


class NoRedirect(urllib.request.HTTPRedirectHandler):
    """Shows a redirect as the answer (urllib raises it as an HTTPError) instead of following it."""

    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


def read_everything(gateway: gateway_pb2_grpc.GatewayStub, match_id: str, token: str, last: int) -> dict[str, bytes]:
    found: dict[str, bytes] = {}
    for who, seat_token in (("spectator", ""), ("seat", token)):
        found[f"match {who}"] = gateway.GetMatch(
            gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10
        ).SerializeToString()
        found[f"view {who}"] = gateway.GetView(
            gateway_pb2.GetViewRequest(match_id=match_id, token=seat_token), timeout=10
        ).SerializeToString()
        for version in (1, last // 2, last):
            found[f"history {who} {version}"] = gateway.GetHistory(
                gateway_pb2.GetHistoryRequest(match_id=match_id, token=seat_token, to_version=version), timeout=10
            ).SerializeToString()
        for start in (0, last // 2):
            watch = gateway_pb2.WatchMatchRequest(match_id=match_id, token=seat_token, from_version=start)
            found[f"watch {who} {start}"] = b"|".join(
                e.SerializeToString() for e in gateway.WatchMatch(watch, timeout=30)
            )
    return found


def web_replay(http_address: str, match_id: str, last: int) -> dict[str, bytes]:
    """What the web client's replay page fetches: GetHistory over the web face's JSON API."""
    found: dict[str, bytes] = {}
    for version in (1, last // 2, last):
        body = json.dumps({"matchId": match_id, "toVersion": version}).encode()
        request = urllib.request.Request(
            f"http://{http_address}/ludus.v1.Gateway/GetHistory",
            data=body,
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            found[f"web history {version}"] = response.read()
    return found


def audit_of(gateway: gateway_pb2_grpc.GatewayStub, match_id: str) -> dict[str, bytes]:
    found: dict[str, bytes] = {}
    found["audit"] = gateway.GetAudit(gateway_pb2.GetAuditRequest(match_id=match_id), timeout=30).SerializeToString()
    return found


def test_beat_archives_a_finished_match_and_the_gateway_answers_the_same(
    archiving: LocalPlatform, database_url: str
) -> None:
    assert archiving.redis_url is not None and archiving.http_address is not None
    http = archiving.http_address
    redis = Redis.from_url(archiving.redis_url)
    with grpc.insecure_channel(archiving.gateway_address) as channel:
        gateway = gateway_stub(channel)
        match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
        info = play_to_end(gateway, match_id, tokens, Rng(b"e2e-archive" * 3, "x"))
        # The workers audit every finished match; read once their report is stored, so that the
        # GetAudit below does not race the worker's audit (two reports with their own times).
        wait_for(lambda: redis.exists(f"ludus:{{{match_id}}}:audit"), timeout=30)
        before = read_everything(gateway, match_id, tokens[0], info.version)
        before |= audit_of(gateway, match_id) | web_replay(http, match_id, info.version)
        # Read from Redis: the grace period (6 s) had not run out yet.
        assert redis.exists(f"ludus:{{{match_id}}}:events")

        # Every key of the match leaves Redis, but the webhooks' note of its last notice
        # (services/webhooks/fanout.py), which runs out by itself within the hour.
        def left() -> list[str]:
            keys = sorted(key.decode() if isinstance(key, bytes) else str(key) for key in redis.keys(f"*{match_id}*"))
            noted = [key for key in keys if key.startswith("ludus:webhooks:last-notice:")]
            assert all(0 < redis.ttl(key) <= 3600 for key in noted), noted
            return [key for key in keys if key not in noted]

        try:
            wait_for(lambda: not left(), timeout=60)
        except AssertionError:
            raise AssertionError(f"left in Redis: {left()}") from None
        after = read_everything(gateway, match_id, tokens[0], info.version)
        after |= audit_of(gateway, match_id) | web_replay(http, match_id, info.version)
        # The projections' pass reads the finished feed the mover wrote: the match is found again.
        players = players_stub(channel)

        def found() -> players_pb2.FinishedMatch | None:
            try:
                reply = players.GetFinishedMatch(players_pb2.GetFinishedMatchRequest(match_id=match_id), timeout=10)
            except grpc.RpcError as error:
                assert error.code() == grpc.StatusCode.NOT_FOUND, error
                return None
            match: players_pb2.FinishedMatch = reply.match
            return match

        wait_for(lambda: found() is not None, timeout=30)
        entry = found()
        assert entry is not None and entry.version == info.version and entry.game == "ark"
        assert list(entry.winners) == list(info.result.winners)
        listed = players.SearchMatches(players_pb2.SearchMatchesRequest(game="ark"), timeout=10)
        assert match_id in [m.match_id for m in listed.matches]
    redis.close()
    assert entry.replay_url == f"/replay/{match_id}"
    opener = urllib.request.build_opener(NoRedirect())
    with pytest.raises(urllib.error.HTTPError) as redirect:
        opener.open(f"http://{http}{entry.replay_url}", timeout=10)
    assert redirect.value.code in (302, 303, 307) and match_id in redirect.value.headers["Location"]
    assert [key for key in before if after.get(key) != before[key]] == []
    assert after.keys() == before.keys()
    status = subprocess.run(
        [sys.executable, "-m", "services.cli", "archive", "status", "--redis-url", archiving.redis_url],
        capture_output=True,
        text=True,
        env={**os.environ, "LUDUS_DATABASE_URL": database_url},
        timeout=60,
        check=True,
    )
    assert "archived 1" in status.stdout
