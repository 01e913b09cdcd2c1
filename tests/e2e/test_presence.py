"""Presence (connected / away per seat) across two real gateways sharing a real Redis: a seat is
connected while a stream acting for it is open on either gateway, seen by GetMatch on both and
sent as SeatPresence changes on a Play stream."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from ludus.v1 import common_pb2, gateway_pb2

from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform, free_port
from tests.support.play import HUMAN

GAME = "zapp_zerapp"
#: Heartbeats every second (a third of it): remote changes show within about a second.
PRESENCE_SECONDS = 3


@pytest.fixture(scope="module")
def platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    with LocalPlatform(
        gateway_port=free_port(),
        http_port=None,
        games=[GAME],
        worker=False,
        extra_gateways=1,
        data_dir=Path(tmp_path_factory.mktemp("presence")),
        extra_env={"LUDUS_PRESENCE_SECONDS": str(PRESENCE_SECONDS)},
    ) as running:
        yield running


async def connected(stub: Any, match_id: str) -> list[bool]:
    info = (await stub.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=30)).match
    return [seat.connected for seat in info.seats]


async def presence_changes(call: Any) -> AsyncIterator[gateway_pb2.SeatPresence]:
    async for response in call:
        if response.HasField("presence"):
            yield response.presence


async def test_presence_is_shared_by_two_gateways_and_sent_on_the_play_stream(platform: LocalPlatform) -> None:
    first, second = platform.gateway_addresses[:2]
    async with grpc.aio.insecure_channel(first) as one, grpc.aio.insecure_channel(second) as other:
        gateway_a, gateway_b = gateway_stub(one), gateway_stub(other)
        created = await gateway_a.CreateMatch(gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, HUMAN]))
        match_id = created.match.match_id
        tokens = {token.seat: token.token for token in created.seat_tokens}
        assert await connected(gateway_b, match_id) == [False, False]

        # Seat 0 plays on gateway A: connected, as gateway B sees it too.
        play = gateway_a.Play()
        await play.write(gateway_pb2.PlayRequest(match_id=match_id, token=tokens[0]))
        changes = presence_changes(play)
        opened = await asyncio.wait_for(anext(changes), 10)
        assert (opened.seat, opened.connected) == (0, True)
        assert await connected(gateway_b, match_id) == [True, False]

        # Seat 1 watches on gateway B: A's Play stream hears of it.
        watch = gateway_b.WatchMatch(gateway_pb2.WatchMatchRequest(match_id=match_id, token=tokens[1]))
        assert (await asyncio.wait_for(watch.read(), 10)).version == 1
        came = await asyncio.wait_for(anext(changes), 10)
        assert (came.seat, came.connected) == (1, True)
        assert await connected(gateway_a, match_id) == [True, True]
        # A spectator's stream makes no seat connected.
        spectator = gateway_b.WatchMatch(gateway_pb2.WatchMatchRequest(match_id=match_id))
        assert (await asyncio.wait_for(spectator.read(), 10)).version == 1

        # Seat 1 leaves: away, on both gateways and on the stream.
        watch.cancel()
        went = await asyncio.wait_for(anext(changes), 10)
        assert (went.seat, went.connected) == (1, False)
        assert await connected(gateway_a, match_id) == [True, False]
        listed = await gateway_b.ListMatches(gateway_pb2.ListMatchesRequest(game=GAME))
        (summary,) = [match for match in listed.matches if match.match_id == match_id]
        assert [seat.connected for seat in summary.seats] == [True, False]

        # Seat 0's stream closes: away at once (its gateway removed its field).
        play.cancel()
        spectator.cancel()
        deadline = asyncio.get_running_loop().time() + 5
        while await connected(gateway_b, match_id) != [False, False]:
            assert asyncio.get_running_loop().time() < deadline, "seat 0 stayed connected"
            await asyncio.sleep(0.05)  # the cancellation reaches gateway A asynchronously
        assert created.match.seats[0].kind == common_pb2.SEAT_KIND_HUMAN
