"""Greedy and search bots on the real platform: game services, gateway and a real Celery worker
(started here with a short search budget), playing whole matches of every game with no human."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc

from services import games
from services.core.audit import audit
from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform, free_port
from tests.support.play import bot, create
from tests.support.store import stored_events

#: Search time per bot move here: the level's code path in full, at a fraction of its default.
SEARCH_SECONDS = "0.03"


@pytest.fixture(scope="module")
def bot_platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    with LocalPlatform(
        gateway_port=free_port(),
        replicas=1,
        worker_pool="threads",
        worker_concurrency=4,
        data_dir=Path(tmp_path_factory.mktemp("bot-platform")),
        extra_env={"LUDUS_SEARCH_SECONDS": SEARCH_SECONDS},
    ) as running:
        yield running


@pytest.fixture(scope="module")
def bot_gateway(bot_platform: LocalPlatform) -> Iterator[gateway_pb2_grpc.GatewayStub]:
    with grpc.insecure_channel(bot_platform.gateway_address) as channel:
        yield gateway_stub(channel)


def test_greedy_and_search_bots_play_every_game_to_the_end(bot_gateway: Any, bot_platform: LocalPlatform) -> None:
    levels = ("search", "greedy", "search")
    matches = {}
    for name in games.names():
        assert {"random", "greedy", "search"} <= set(games.load(name).bot_levels)
        match_id, tokens = create(bot_gateway, name, [bot(level) for level in levels])
        assert tokens == {}
        matches[name] = match_id
    started = time.monotonic()
    deadline = started + 900
    finished: dict[str, common_pb2.MatchInfo] = {}
    while len(finished) < len(matches) and time.monotonic() < deadline:
        for name, match_id in matches.items():
            if name not in finished:
                info = bot_gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
                if info.status == common_pb2.MATCH_STATUS_FINISHED:
                    finished[name] = info
                    print(f"{name}: {info.version} events in {time.monotonic() - started:.0f} s")
        time.sleep(0.5)
    assert set(finished) == set(matches), f"unfinished: {set(matches) - set(finished)}"
    for name, info in finished.items():
        assert [seat.bot_level for seat in info.seats] == list(levels)
        assert list(info.result.winners)
        assert bot_platform.redis_url is not None
        events = stored_events(bot_platform.redis_url, matches[name])
        report = audit(games.load(name), events)
        assert report.ok, (name, report.reason)
        commands = [event for event in events if event.command]
        assert commands and all(event.command_id.startswith(("bot-", "timer:")) for event in commands)
        movers = {event.seat for event in commands if event.command_id.startswith("bot-")}
        assert movers == {0, 1, 2}, (name, movers)
