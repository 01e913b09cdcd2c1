"""The generic game service: ludus.backend.v1.GameService for any `Game`, over a MatchRunner.

One process per game (`ludus serve <game>`), or several games in one process
(`ludus serve --games a,b`, see services/core/hosting.py). It holds no state that matters:
replicas share Redis, and a replica may die at any moment without losing an acknowledged command.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from typing import Any

import grpc
from ludus.backend.v1 import game_service_pb2 as backend
from ludus.backend.v1 import game_service_pb2_grpc as backend_grpc
from ludus.v1 import common_pb2

from services.core.codec import pack
from services.core.config import redis_client, wait_replicas, wait_timeout_ms
from services.core.game import Game
from services.core.grpc_server import handles_errors, run_until_signalled, start_server
from services.core.hosting import SERVICE_NAME, GameRouter, health_name
from services.core.match import worker_not_before_ms
from services.core.runner import BotDispatcher, MatchRunner
from services.core.settings import current
from services.core.store import redis_storage

log = logging.getLogger(__name__)


def _seat(viewer: backend.Viewer) -> int | None:
    return viewer.seat if viewer.HasField("seat") else None


class GameServicer(backend_grpc.GameServiceServicer):
    """Maps the internal API onto the runner; all game knowledge lives in `runner.game`."""

    def __init__(self, runner: MatchRunner[Any]) -> None:
        self.runner = runner
        game = runner.game
        self._info = common_pb2.GameInfo(
            name=game.name,
            title=game.title,
            min_seats=game.min_seats,
            max_seats=game.max_seats,
            bot_levels=list(game.bot_levels),
            command_type=game.command_type.DESCRIPTOR.full_name,
            event_type=game.event_type.DESCRIPTOR.full_name,
            view_type=game.view_type.DESCRIPTOR.full_name,
            options_type=game.options_type.DESCRIPTOR.full_name,
        )
        static = game.static_data()
        if static is not None:
            self._info.static_data.CopyFrom(pack(static))

    @handles_errors
    async def Describe(
        self, request: backend.DescribeRequest, context: grpc.aio.ServicerContext
    ) -> common_pb2.GameInfo:
        return self._info

    @handles_errors
    async def CreateMatch(
        self, request: backend.CreateMatchRequest, context: grpc.aio.ServicerContext
    ) -> backend.MatchReply:
        options = request.options if request.HasField("options") else None
        clock = request.clock if request.HasField("clock") else None
        match = await self.runner.create(options, list(request.seats), clock)
        return backend.MatchReply(match=self.runner.info(match))

    @handles_errors
    async def ClaimSeat(
        self, request: backend.ClaimSeatRequest, context: grpc.aio.ServicerContext
    ) -> backend.ClaimSeatReply:
        seat = request.seat if request.HasField("seat") else None
        claimed, match = await self.runner.claim_seat(request.match_id, seat, request.name)
        return backend.ClaimSeatReply(seat=claimed, match=self.runner.info(match))

    @handles_errors
    async def GetMatch(self, request: backend.MatchRequest, context: grpc.aio.ServicerContext) -> backend.MatchReply:
        match = await self.runner.load(request.match_id)
        return backend.MatchReply(match=self.runner.info(match))

    @handles_errors
    async def ListMatches(
        self, request: backend.ListMatchesRequest, context: grpc.aio.ServicerContext
    ) -> backend.ListMatchesReply:
        matches = await self.runner.list_matches(request.status, request.limit)
        return backend.ListMatchesReply(matches=matches)

    @handles_errors
    async def Submit(self, request: backend.SubmitRequest, context: grpc.aio.ServicerContext) -> backend.SubmitReply:
        expected = request.expected_version if request.HasField("expected_version") else None
        submitted = await self.runner.submit(
            request.match_id, request.seat, request.command, expected, request.command_id
        )
        events = self.runner.client_events(request.match_id, submitted.events, request.seat)
        reply = backend.SubmitReply(version=submitted.version, events=events, duplicate=submitted.duplicate)
        if submitted.match is not None:
            reply.status = submitted.match.platform.status  # type: ignore[assignment]
            reply.awaiting.extend(self.runner.awaiting(submitted.match))
        return reply

    @handles_errors
    async def GetView(self, request: backend.ViewRequest, context: grpc.aio.ServicerContext) -> backend.ViewReply:
        seat = _seat(request.viewer)
        current = await self.runner.load(request.match_id)
        match = current
        if request.HasField("at_version"):
            match = await self.runner.at_version(request.match_id, request.at_version)
        view = self.runner.view(match, seat)
        return backend.ViewReply(match=self.runner.info(current), view=pack(view), version=match.version)

    @handles_errors
    async def LegalCommands(
        self, request: backend.LegalCommandsRequest, context: grpc.aio.ServicerContext
    ) -> backend.LegalCommandsReply:
        version, commands, total = await self.runner.legal_commands(
            request.match_id, request.seat, request.offset, request.limit
        )
        # The workers' hint for pacing a bot (the service enforces it regardless): from the
        # cached match, which `legal_commands` has just refreshed.
        match = await self.runner.load(request.match_id, refresh=False)
        not_before = worker_not_before_ms(self.runner.game, match, request.seat) if total else 0
        return backend.LegalCommandsReply(
            version=version, commands=[pack(command) for command in commands], total=total, not_before_ms=not_before
        )

    @handles_errors
    async def Watch(
        self, request: backend.WatchRequest, context: grpc.aio.ServicerContext
    ) -> AsyncIterator[common_pb2.MatchEvent]:
        async for event in self.runner.watch(request.match_id, _seat(request.viewer), request.from_version):
            yield event

    @handles_errors
    async def History(self, request: backend.HistoryRequest, context: grpc.aio.ServicerContext) -> backend.HistoryReply:
        seat = _seat(request.viewer)
        current = await self.runner.load(request.match_id)
        upto = request.to_version if request.HasField("to_version") else current.version
        upto = min(upto, current.version)
        match = await self.runner.at_version(request.match_id, upto)
        events = await self.runner.store.read(request.match_id, after=0, upto=upto)
        return backend.HistoryReply(
            match=self.runner.info(current),
            events=self.runner.client_events(request.match_id, events, seat),
            view=pack(self.runner.view(match, seat)),
            version=match.version,
        )

    @handles_errors
    async def FireTimer(
        self, request: backend.FireTimerRequest, context: grpc.aio.ServicerContext
    ) -> backend.FireTimerReply:
        fired, reason = await self.runner.fire_timer(request.match_id, request.key)
        return backend.FireTimerReply(fired=fired, reason=reason)

    @handles_errors
    async def ReclaimSeat(
        self, request: backend.ReclaimSeatRequest, context: grpc.aio.ServicerContext
    ) -> backend.MatchReply:
        match = await self.runner.reclaim_seat(request.match_id, request.seat)
        return backend.MatchReply(match=self.runner.info(match))

    @handles_errors
    async def GetAudit(
        self, request: backend.MatchRequest, context: grpc.aio.ServicerContext
    ) -> common_pb2.AuditReport:
        return await self.runner.audit(request.match_id)


async def serve_games(
    hosted: list[Game[Any]],
    address: str,
    redis_url: str,
    dispatcher: BotDispatcher | None,
) -> None:
    """Run the services of one or more games on one address until SIGINT/SIGTERM.

    Each game gets its own runner and servicer over one shared Redis client; a GameRouter sends
    each call to its game (services/core/hosting.py), and each game reports its own health.
    """
    if len({game.name for game in hosted}) != len(hosted):
        raise ValueError("a game is listed twice")
    redis = redis_client(redis_url)
    storage = redis_storage(redis, wait_replicas=wait_replicas(), wait_timeout_ms=wait_timeout_ms())
    router = GameRouter({game.name: GameServicer(MatchRunner(game, storage, dispatcher)) for game in hosted})
    server, health, port = await start_server(
        address,
        [lambda server: backend_grpc.add_GameServiceServicer_to_server(router, server)],
        [SERVICE_NAME],
        # The gateway and workers balance over replicas found by DNS; aging their connections
        # makes them notice replicas added by an autoscaler within minutes.
        max_connection_age_ms=current().max_connection_age_ms,
        health_only=[health_name(game) for game in router.games],
    )
    log.info("%s service listening on port %d", ", ".join(router.games), port)

    async def close() -> None:
        await redis.aclose()

    await run_until_signalled(server, health, close)


async def serve_game(
    game: Game[Any],
    address: str,
    redis_url: str,
    dispatcher: BotDispatcher | None,
) -> None:
    """Run one game service until SIGINT/SIGTERM."""
    await serve_games([game], address, redis_url, dispatcher)


def run(game: Game[Any], address: str, redis_url: str, dispatcher: BotDispatcher | None) -> None:
    asyncio.run(serve_game(game, address, redis_url, dispatcher))


def run_games(hosted: list[Game[Any]], address: str, redis_url: str, dispatcher: BotDispatcher | None) -> None:
    asyncio.run(serve_games(hosted, address, redis_url, dispatcher))
