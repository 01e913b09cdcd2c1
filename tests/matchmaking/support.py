"""Helpers for the quick-match and rematch tests: players over the real gateway (gRPC, aio), and
the matchmaker as the workers build it, pointed at a LocalPlatform's Redis, database and game
services (mutual TLS as the workers)."""

from __future__ import annotations

import asyncio
import random
import time
import uuid
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any

import grpc
from ludus.v1 import common_pb2, gateway_pb2, players_pb2
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core import tls
from services.core.notices import RedisNotices
from services.core.stubs import game_service_stub, players_stub
from services.launcher import LocalPlatform
from services.matchmaking.matchmaker import Matchmaker
from services.matchmaking.pairing import Policy
from services.matchmaking.placement import Placement, SeatTable
from services.matchmaking.queue import QueueStore
from services.players import db


def bearer(token: str) -> tuple[tuple[str, str], ...]:
    return (("authorization", f"Bearer {token}"),)


def now_ms() -> int:
    return int(time.time() * 1000)


async def sign_up_many(players: Any, count: int) -> list[players_pb2.Session]:
    async def one() -> players_pb2.Session:
        request = players_pb2.SignUpRequest(name=f"q{uuid.uuid4().hex[:12]}", password="password-1")
        reply = await players.SignUp(request, timeout=60)
        session: players_pb2.Session = reply.session
        return session

    return list(await asyncio.gather(*(one() for _ in range(count))))


@asynccontextmanager
async def gateway_players(platform: LocalPlatform) -> AsyncIterator[Any]:
    async with grpc.aio.insecure_channel(platform.gateway_address) as channel:
        yield players_stub(channel)


@asynccontextmanager
async def matchmaker(
    platform: LocalPlatform, policy: Policy | None = None, max_wait_seconds: int = 600
) -> AsyncIterator[tuple[Matchmaker, QueueStore, AsyncEngine]]:
    """A matchmaker with its own connections, as one worker's pass has."""
    redis = Redis.from_url(platform.role_redis_url("worker"), max_connections=200)
    engine = db.engine(platform.database_url or "", pool_size=5)
    identity = platform.identity(tls.WORKER)
    channels: dict[str, grpc.aio.Channel] = {}

    def stub_for(game: str) -> Any:
        if game not in channels:
            address = f"127.0.0.1:{platform.service_ports[game][0]}"
            assert identity is not None
            channels[game] = grpc.aio.secure_channel(
                address, identity.channel_credentials(), options=tls.channel_options()
            )
        return game_service_stub(channels[game])

    notices = RedisNotices(redis)
    queue = QueueStore(redis)
    placement = Placement(stub_for, SeatTable(engine), notices)
    try:
        yield Matchmaker(queue, placement, notices, policy or Policy(), max_wait_seconds), queue, engine
    finally:
        for channel in channels.values():
            await channel.close()
        await engine.dispose()
        await redis.aclose()


async def feed_until(
    players: Any, token: str, kinds: Sequence[int], timeout: float = 30.0, after: str = "0-0"
) -> list[players_pb2.PlayerNotice]:
    """The player's notices (from the feed's stored start) until one of each of `kinds` came."""
    wanted = set(kinds)
    seen: list[players_pb2.PlayerNotice] = []
    call = players.WatchPlayer(players_pb2.WatchPlayerRequest(after=after), metadata=bearer(token), timeout=timeout)
    try:
        async for notice in call:
            seen.append(notice)
            wanted.discard(notice.kind)
            if not wanted:
                break
    finally:
        call.cancel()
    assert not wanted, f"never received {wanted}: {seen}"
    return seen


def rule_of(error: grpc.aio.AioRpcError) -> str:
    return next((str(value) for key, value in error.trailing_metadata() or () if key == "ludus-rule-code"), "")


async def play_out(gateway: Any, match_id: str, tokens: dict[int, str], seed: int, timeout: float = 120.0) -> Any:
    """Play the seats in `tokens` (seat -> access token) with random legal commands until the
    match ends (bot seats are the workers'); the final MatchInfo."""
    rng = random.Random(seed)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        # As one of its players (a private match answers nobody else).
        reader = bearer(next(iter(tokens.values()))) if tokens else ()
        request = gateway_pb2.GetMatchRequest(match_id=match_id)
        info = (await gateway.GetMatch(request, metadata=reader, timeout=10)).match
        if info.status == common_pb2.MATCH_STATUS_FINISHED:
            return info
        moved = False
        for seat in info.awaiting:
            if seat not in tokens:
                continue
            metadata = bearer(tokens[seat])
            legal = await gateway.ListLegalCommands(
                gateway_pb2.ListLegalCommandsRequest(match_id=match_id), metadata=metadata, timeout=10
            )
            if not legal.commands:
                continue
            try:
                await gateway.SubmitCommand(
                    gateway_pb2.SubmitCommandRequest(
                        match_id=match_id,
                        command=rng.choice(list(legal.commands)),
                        expected_version=legal.version,
                        command_id=uuid.uuid4().hex,
                    ),
                    metadata=metadata,
                    timeout=10,
                )
                moved = True
            except grpc.aio.AioRpcError as error:
                if error.code() not in (grpc.StatusCode.ABORTED, grpc.StatusCode.FAILED_PRECONDITION):
                    raise
        if not moved:
            await asyncio.sleep(0.05)
    raise AssertionError(f"{match_id} did not finish in {timeout} s")
