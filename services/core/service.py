"""The generic game service: ludus.backend.v1.GameService for any `Game`, over a MatchRunner.

One process per game (`ludus serve <game>`), or several games in one process
(`ludus serve --games a,b`, see services/core/hosting.py). It holds no state that matters:
replicas share Redis, and a replica may die at any moment without losing an acknowledged command.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator
from typing import Any

import grpc
from google.protobuf.message import DecodeError, Message
from google.protobuf.message_factory import GetMessageClass
from ludus.backend.v1 import game_service_pb2 as backend
from ludus.backend.v1 import game_service_pb2_grpc as backend_grpc
from ludus.v1 import common_pb2, gateway_pb2

from services.archive.tiered import open_archive, tiered_storage
from services.chat.servicer import ChatServicer
from services.chat.spectators import SpectatorGate
from services.chat.table import TableChat
from services.core import caller
from services.core.codec import pack
from services.core.config import redis_client, wait_replicas, wait_timeout_ms
from services.core.errors import InvalidCommand, NotFound, PermissionDenied, shown
from services.core.game import Game
from services.core.grpc_server import handles_errors, run_until_signalled, start_server
from services.core.hosting import SERVICE_NAME, GameRouter, health_name
from services.core.match import worker_not_before_ms
from services.core.play import PlaySession, check_command, check_opening, first_request, play_error
from services.core.play_many import PlayMany
from services.core.runner import BotDispatcher, MatchRunner
from services.core.settings import current
from services.core.store import redis_storage
from services.core.stubs import add_game_service
from services.core.tls import current_identity
from services.telemetry.process import framed_call_observer, observe_storage, play_answer_counter

log = logging.getLogger(__name__)

#: GameService's unary calls by name, each with its request's class: what a PlayMany frame may carry.
_UNARY_METHODS: dict[str, type[Message]] = {
    method.name: GetMessageClass(method.input_type)
    for method in backend.DESCRIPTOR.services_by_name["GameService"].methods
    if not method.client_streaming and not method.server_streaming
}


class GameServicer(ChatServicer, backend_grpc.GameServiceServicer):
    """Maps the internal API onto the runner; all game knowledge lives in `runner.game`. The
    table chat's calls come from ChatServicer (services/chat/servicer.py)."""

    def __init__(self, runner: MatchRunner[Any], chat: TableChat | None = None) -> None:
        self.runner = runner
        #: Who may watch without a seat (services/chat/spectators.py), checked on every read.
        self.spectators = SpectatorGate(runner.store)
        self.chat = chat or TableChat(runner, getattr(runner.store, "redis", None), None)
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
            result_details_type=game.result_details_type.DESCRIPTOR.full_name if game.result_details_type else "",
        )
        static = game.static_data()
        if static is not None:
            self._info.static_data.CopyFrom(pack(static))

    # Every handler reads its caller first (services/core/caller.py): a call that names none is
    # refused before anything is read, and a seat comes only from there, never from the request.
    # Every call about a match then checks that the caller may reach it: a private match is
    # NOT_FOUND, word for word as a missing one, to anyone it does not admit.

    async def _seat(self, match_id: str, context: grpc.aio.ServicerContext[Any, Any]) -> int | None:
        """The caller's seat in the match (None: a spectator), once the caller is known to be
        able to reach the match."""
        who = caller.of(context)
        seat = who.seat_in(match_id)
        await self.runner.check_reachable(match_id, who)
        await self.spectators.check(match_id, who, context)
        return seat

    async def _own_seat(self, match_id: str, context: grpc.aio.ServicerContext[Any, Any]) -> int:
        """The caller's seat, for a call that must act for one (a seat can always reach its match)."""
        return caller.of(context).require_seat(match_id)

    @handles_errors
    async def Describe(
        self, request: backend.DescribeRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> common_pb2.GameInfo:
        caller.of(context)
        return self._info

    @handles_errors
    async def CreateMatch(
        self, request: gateway_pb2.CreateMatchRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.CreateMatchResponse:
        creator = caller.of(context)
        if request.game and request.game != self.runner.game.name:
            raise NotFound(f"no game named {shown(request.game)} is hosted here", "UNKNOWN_GAME")
        options = request.options if request.HasField("options") else None
        clock = request.clock if request.HasField("clock") else None
        for index, spec in enumerate(request.seats):
            if spec.invite:
                # The gateway resolves invitations and clears them: none may reach the log.
                raise InvalidCommand(f"seat {index}: invitations by name go through the gateway")
        reserved = caller.reserved_of(context.invocation_metadata())
        rematch_of = caller.rematch_of(context.invocation_metadata())
        match = await self.runner.create(
            options,
            list(request.seats),
            clock,
            request.visibility,
            reserved,
            spectator_policy=request.spectators,
            rematch_of=rematch_of,
            rated=request.rated,
            creator=creator.player,
        )
        # seat_tokens stay empty: tokens are the gateway's to mint.
        return gateway_pb2.CreateMatchResponse(match=self.runner.info(match))

    @handles_errors
    async def JoinMatch(
        self, request: gateway_pb2.JoinMatchRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.JoinMatchResponse:
        await self.runner.check_reachable(request.match_id, caller.of(context))
        seat = request.seat if request.HasField("seat") else None
        joiner = caller.of(context)
        claimed, match = await self.runner.claim_seat(request.match_id, seat, request.name, joiner.player)
        return gateway_pb2.JoinMatchResponse(
            seat_token=gateway_pb2.SeatToken(seat=claimed), match=self.runner.info(match)
        )

    @handles_errors
    async def GetMatch(
        self, request: gateway_pb2.GetMatchRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.GetMatchResponse:
        who = caller.of(context)
        await self.runner.check_reachable(request.match_id, who)
        await self.spectators.check(request.match_id, who, context)
        match = await self.runner.load(request.match_id)
        return gateway_pb2.GetMatchResponse(match=self.runner.info(match))

    @handles_errors
    async def ListMatches(
        self, request: gateway_pb2.ListMatchesRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.ListMatchesResponse:
        caller.of(context)
        if request.game and request.game != self.runner.game.name:
            raise NotFound(f"no game named {shown(request.game)} is hosted here", "UNKNOWN_GAME")
        matches = await self.runner.list_matches(request.status, min(request.limit or 50, 500))
        return gateway_pb2.ListMatchesResponse(matches=matches)

    @handles_errors
    async def SubmitCommand(
        self, request: gateway_pb2.SubmitCommandRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.SubmitCommandResponse:
        seat = await self._own_seat(request.match_id, context)
        command = check_command(request.command if request.HasField("command") else None)
        expected = request.expected_version if request.HasField("expected_version") else None
        submitted = await self.runner.submit(request.match_id, seat, command, expected, request.command_id)
        events = self.runner.client_events(request.match_id, submitted.events, seat)
        reply = gateway_pb2.SubmitCommandResponse(
            version=submitted.version, events=events, duplicate=submitted.duplicate
        )
        if submitted.match is not None:
            reply.status = submitted.match.platform.status  # type: ignore[assignment]
            reply.awaiting.extend(self.runner.awaiting(submitted.match))
            # The seat's next decision, when it is still its own: no ListLegalCommands per move.
            # A duplicate's match is the latest one, so its list is the one valid now.
            legal = self.runner.legal_for(submitted.match, seat)
            if legal is not None:
                reply.legal.CopyFrom(legal)
        return reply

    @handles_errors
    async def Play(
        self, requests: AsyncIterator[gateway_pb2.PlayRequest], context: grpc.aio.ServicerContext[Any, Any]
    ) -> AsyncIterator[gateway_pb2.PlayResponse]:
        caller.of(context)  # no caller, no stream: refused before its first message is awaited
        opening = await first_request(requests)
        if opening is None:
            return
        async for response in self._play(opening, requests, context):
            yield response

    @handles_errors
    async def PlayMany(
        self, requests: AsyncIterator[backend.PlayManyRequest], context: grpc.aio.ServicerContext[Any, Any]
    ) -> AsyncIterator[backend.PlayManyResponse]:
        caller.of(context)  # the call names a caller too (the gateway's, anonymous) and its certificate
        # Each stream's failures end that stream (its PlayEnd), never the call (play_many.py).
        async for response in PlayMany(self._play, context, self.framed_call).serve(requests):
            yield response

    async def framed_call(self, method: str, request: bytes, context: Any) -> Message:
        """A unary call carried as a PlayMany frame (play_many.py): the method itself, with the
        frame's metadata for its checks, timed and counted as a call of its own would be."""
        request_type = _UNARY_METHODS.get(method)
        if request_type is None:
            raise InvalidCommand(f"{shown(method)} is not a unary call of GameService", "UNKNOWN_METHOD")
        try:
            message = request_type.FromString(request)
        except DecodeError:
            raise InvalidCommand(f"the {method} request is malformed") from None
        behaviour = getattr(type(self), method)
        behaviour = getattr(behaviour, "__wrapped__", behaviour)  # without handles_errors' abort
        observe = framed_call_observer()
        if observe is None:
            return await behaviour(self, message, context)  # type: ignore[no-any-return]
        started, reply, error = time.perf_counter(), None, None
        try:
            reply = await behaviour(self, message, context)
            return reply  # type: ignore[no-any-return]
        except BaseException as failed:  # CancelledError too: counted CANCELLED, as a call's is
            error = failed
            raise
        finally:
            observe(method, message, reply, error, time.perf_counter() - started)

    async def _play(
        self, opening: gateway_pb2.PlayRequest, requests: AsyncIterator[gateway_pb2.PlayRequest], context: Any
    ) -> AsyncIterator[gateway_pb2.PlayResponse]:
        """One play stream, on a Play call or a PlayMany frame (its `context` reads the frame's
        metadata): the checks of its opening, then the session."""
        who = caller.of(context)
        check_opening(opening)
        seat = who.seat_in(opening.match_id)
        await self.runner.check_reachable(opening.match_id, who)
        await self.spectators.check(opening.match_id, who, context)
        session = PlaySession(
            self.runner, opening.match_id, seat, opening.from_version, opening.batch, play_answer_counter()
        )
        await session.open()
        async for response in session.run(requests):
            yield response

    @handles_errors
    async def GetView(
        self, request: gateway_pb2.GetViewRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.GetViewResponse:
        seat = await self._seat(request.match_id, context)
        match = await self.runner.load(request.match_id)
        view = self.runner.view(match, seat)
        return gateway_pb2.GetViewResponse(match=self.runner.info(match), view=pack(view), version=match.version)

    @handles_errors
    async def ListLegalCommands(
        self, request: gateway_pb2.ListLegalCommandsRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.ListLegalCommandsResponse:
        seat = await self._own_seat(request.match_id, context)
        match, commands, total = await self.runner.legal_page(request.match_id, seat, request.offset, request.limit)
        # The workers' hint for pacing a bot (the service enforces it regardless).
        not_before = worker_not_before_ms(self.runner.game, match, seat) if total else 0
        return gateway_pb2.ListLegalCommandsResponse(
            version=match.version, commands=commands, total=total, not_before_ms=not_before
        )

    @handles_errors
    async def CheckCommands(
        self, request: gateway_pb2.CheckCommandsRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.CheckCommandsResponse:
        seat = await self._own_seat(request.match_id, context)
        commands = [check_command(command) for command in request.commands]
        version, verdicts = await self.runner.check_commands(request.match_id, seat, commands)
        return gateway_pb2.CheckCommandsResponse(
            version=version,
            checks=[
                gateway_pb2.CommandCheck(allowed=True)
                if refusal is None
                else gateway_pb2.CommandCheck(refusal=play_error(refusal))
                for refusal in verdicts
            ],
        )

    @handles_errors
    async def WatchMatch(
        self, request: gateway_pb2.WatchMatchRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> AsyncIterator[common_pb2.MatchEvent]:
        seat = await self._seat(request.match_id, context)
        watched = self.runner.watch(
            request.match_id, seat, request.from_version, enrich=request.enrich, views=request.views
        )
        async for event in watched:
            yield event

    @handles_errors
    async def GetHistory(
        self, request: gateway_pb2.GetHistoryRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.GetHistoryResponse:
        seat = await self._seat(request.match_id, context)
        current = await self.runner.load(request.match_id)
        upto = request.to_version if request.HasField("to_version") else current.version
        if upto > current.version:
            raise InvalidCommand(
                f"the match is at version {current.version}: to_version {upto} is past its end",
                "VERSION_PAST_END",
            )
        match = await self.runner.at_version(request.match_id, upto)
        events = await self.runner.store.read(request.match_id, after=0, upto=upto)
        return gateway_pb2.GetHistoryResponse(
            match=self.runner.info(current),
            events=self.runner.client_events(request.match_id, events, seat),
            view=pack(self.runner.view(match, seat)),
            version=match.version,
        )

    @handles_errors
    async def FireTimer(
        self, request: backend.FireTimerRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> backend.FireTimerReply:
        if caller.of(context).kind != caller.WORKER:
            # Only the workers fire timers (the gateway has no such call to forward).
            raise PermissionDenied("only the platform's workers fire timers", "CALLER_NOT_WORKER")
        fired, reason = await self.runner.fire_timer(request.match_id, request.key)
        return backend.FireTimerReply(fired=fired, reason=reason)

    @handles_errors
    async def ReclaimSeat(
        self, request: gateway_pb2.ReclaimSeatRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.ReclaimSeatResponse:
        seat = await self._own_seat(request.match_id, context)
        match = await self.runner.reclaim_seat(request.match_id, seat)
        return gateway_pb2.ReclaimSeatResponse(match=self.runner.info(match))

    @handles_errors
    async def GetAudit(
        self, request: gateway_pb2.GetAuditRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.GetAuditResponse:
        who = caller.of(context)
        await self.runner.check_reachable(request.match_id, who)
        await self.spectators.check(request.match_id, who, context)
        return gateway_pb2.GetAuditResponse(report=await self.runner.audit(request.match_id))


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
    archive = await open_archive()
    if archive is not None:
        # Finished matches leave Redis for the archive; every read still finds them there.
        storage = tiered_storage(storage, archive)
    storage = observe_storage(storage)
    engine = archive.engine if archive is not None else None
    replicas, wait_ms = wait_replicas(), wait_timeout_ms()
    runners = [MatchRunner(game, storage, dispatcher) for game in hosted]
    router = GameRouter(
        {
            runner.game.name: GameServicer(
                runner, TableChat(runner, redis, engine, wait_replicas=replicas, wait_timeout_ms=wait_ms)
            )
            for runner in runners
        }
    )
    server, health, port = await start_server(
        address,
        [lambda server: add_game_service(router, server)],
        [SERVICE_NAME],
        # The gateway and workers balance over replicas found by DNS; aging their connections
        # makes them notice replicas added by an autoscaler within minutes.
        max_connection_age_ms=current().max_connection_age_ms,
        health_only=[health_name(game) for game in router.games],
        # With an identity, only the platform's own processes get in (services/core/tls.py).
        credentials=identity.server_credentials() if (identity := current_identity()) else None,
        # Kubelet's gRPC probes present no certificate: a plain-text port answering health only.
        health_address=f"{address.rpartition(':')[0]}:{health_port}"
        if (health_port := current().health_port)
        else None,
    )
    log.info("%s service listening on port %d", ", ".join(router.games), port)

    async def close() -> None:
        await redis.aclose()
        if archive is not None:
            await archive.engine.dispose()

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
