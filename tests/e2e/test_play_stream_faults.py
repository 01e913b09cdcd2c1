"""A Play stream whose game service dies or wedges under it: the stream ends with a retryable
UNAVAILABLE within seconds (never hangs), and a new stream works once the service is back.

Written while chasing a CI run where a seat's Play stream received nothing for 420 s while a
process of the run crashed (SIGSEGV / SIGBUS): whatever kills or stops a backend, the client must
be told, so it can reconnect (docs/api.md: on UNAVAILABLE, open a new stream from the next version).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from ludus.v1 import gateway_pb2

from services import games
from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform, free_port
from tests.support.play import HUMAN, create, open_play

#: How soon a stream must end after its backend is gone: the gateway's keepalive pings every
#: 10 s and gives up on a ping unanswered for 5 s (services/core/config.py); before the ping
#: timeout was set, a stopped backend held the stream 60 s.
PROMPTLY = 20.0
ARK_SEATS = games.load("ark").min_seats


@pytest.fixture
def ark_platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    """Ark alone, one replica (so a dead one cannot be routed around), no worker."""
    with LocalPlatform(
        gateway_port=free_port(),
        http_port=None,
        games=["ark"],
        replicas=1,
        worker=False,
        data_dir=Path(tmp_path_factory.mktemp("ark-faults")),
    ) as running:
        yield running


async def _ended_with(call: Any) -> tuple[grpc.StatusCode, float]:
    """Read the stream to its end: the status it ended with and how long that took."""
    started = time.monotonic()
    with pytest.raises(grpc.aio.AioRpcError) as ended:
        await asyncio.wait_for(_drain(call), PROMPTLY)
    return ended.value.code(), time.monotonic() - started


async def _drain(call: Any) -> None:
    while await call.read() is not grpc.aio.EOF:
        pass


async def _reopened(channel: grpc.aio.Channel, match_id: str, token: str) -> tuple[Any, gateway_pb2.PlayResponse]:
    """Open again as docs/api.md tells a client to after UNAVAILABLE: retry, with a short pause,
    while the gateway answers UNAVAILABLE. The service answering its own health check does not
    mean the gateway's channel has reconnected yet (its reconnect backoff and health watch run on
    their own clock, up to 2 s): a CI run's first reopen met "connection refused" there."""
    deadline = time.monotonic() + PROMPTLY
    while True:
        try:
            return await open_play(channel, match_id, token, PROMPTLY)
        except grpc.aio.AioRpcError as error:
            if error.code() != grpc.StatusCode.UNAVAILABLE or time.monotonic() > deadline:
                raise
        await asyncio.sleep(0.2)


def _back(platform: LocalPlatform, name: str) -> None:
    component = platform.component(name)
    platform.spawn(component)
    platform.wait_started(component)


async def test_a_play_stream_whose_game_service_is_killed_ends_unavailable_and_a_new_one_plays(
    ark_platform: LocalPlatform,
) -> None:
    with grpc.insecure_channel(ark_platform.gateway_address) as sync_channel:
        match_id, tokens = create(gateway_stub(sync_channel), "ark", [HUMAN] * ARK_SEATS)
    async with grpc.aio.insecure_channel(ark_platform.gateway_address) as channel:
        call, first = await open_play(channel, match_id, tokens[0], PROMPTLY)
        ark_platform.kill("ark-0")
        code, took = await _ended_with(call)
        assert code == grpc.StatusCode.UNAVAILABLE, code
        assert took < PROMPTLY
        _back(ark_platform, "ark-0")
        again, replayed = await _reopened(channel, match_id, tokens[0])
        assert replayed.event.version == first.event.version == 1
        again.cancel()


async def test_a_play_stream_whose_game_service_wedges_ends_unavailable(ark_platform: LocalPlatform) -> None:
    """SIGSTOP: the process keeps its sockets open but answers nothing, as a deadlocked one would
    (grpc after a fork can deadlock as well as crash): keepalive must find it out."""
    with grpc.insecure_channel(ark_platform.gateway_address) as sync_channel:
        match_id, tokens = create(gateway_stub(sync_channel), "ark", [HUMAN] * ARK_SEATS)
    async with grpc.aio.insecure_channel(ark_platform.gateway_address) as channel:
        call, _ = await open_play(channel, match_id, tokens[1], PROMPTLY)
        ark_platform.pause("ark-0")
        try:
            code, took = await _ended_with(call)
        finally:
            ark_platform.pause("ark-0", paused=False)
        assert code == grpc.StatusCode.UNAVAILABLE, code
        assert took < PROMPTLY
        again, replayed = await _reopened(channel, match_id, tokens[1])
        assert replayed.event.version == 1
        again.cancel()
