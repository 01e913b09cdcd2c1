"""The gateway: ludus.v1.Gateway, the platform's only public door.

It authenticates seat tokens, routes each call to the game's service and passes answers (and
errors, with their rule codes) straight back. It contains no game-specific code: commands travel
as opaque `Any` bytes, and adding a game is one more route in the configuration.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import uuid
from collections.abc import AsyncIterator
from typing import Any, NoReturn, TypeVar

import grpc
from ludus.backend.v1 import game_service_pb2 as backend
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc

from gateway.limits import RateLimiter
from gateway.routing import Routes
from services.core.errors import InvalidCommand, LudusError, NotFound, Unavailable
from services.core.grpc_server import (
    MAX_MESSAGE_BYTES,
    RULE_CODE_KEY,
    STATUS_DETAILS_KEY,
    handles_errors,
    run_until_signalled,
    start_server,
)
from services.core.hosting import game_metadata
from services.core.settings import current
from services.core.tokens import TokenAuthority

log = logging.getLogger(__name__)

MAX_COMMAND_BYTES = 64 * 1024

T = TypeVar("T")


class _Forwarded(Exception):
    """A backend's error, to be passed to the client unchanged (code, message, rule code)."""

    def __init__(self, error: grpc.aio.AioRpcError) -> None:
        super().__init__(error.details())
        self.error = error


async def _call(coroutine: Any) -> Any:
    try:
        return await coroutine
    except grpc.aio.AioRpcError as error:
        raise _Forwarded(error) from None


LOOPBACK_PEERS = ("ipv4:127.0.0.1:", "ipv6:[::1]:", "unix:")


def client_key(request: Any, context: grpc.aio.ServicerContext) -> str:
    """Who is calling, for rate limits: the seat token if the request carries one, else the peer
    address (or, for calls relayed by the gateway's own HTTP face on loopback, the browser's
    address it forwards in x-forwarded-for)."""
    token = getattr(request, "token", "")
    if token:
        return "token:" + token
    peer = context.peer() or ""
    if peer.startswith(LOOPBACK_PEERS):
        forwarded = dict(context.invocation_metadata() or ()).get("x-forwarded-for", "")
        if isinstance(forwarded, str) and forwarded:
            return "peer:" + forwarded.split(",")[0].strip()
    return "peer:" + peer.rsplit(":", 1)[0]


def forwarding(method: Any) -> Any:
    """handles_errors, plus: the caller's rate limit, and a backend's error goes to the client
    with its code and rule code."""
    if inspect.isasyncgenfunction(method):

        async def stream(self: Any, request: Any, context: grpc.aio.ServicerContext) -> AsyncIterator[Any]:
            self.limiter.check(client_key(request, context))
            try:
                async for item in method(self, request, context):
                    yield item
            except _Forwarded as forwarded:
                await _relay(context, forwarded.error)

        stream.__name__ = method.__name__
        return handles_errors(stream)

    async def unary(self: Any, request: Any, context: grpc.aio.ServicerContext) -> Any:
        self.limiter.check(client_key(request, context))
        try:
            return await method(self, request, context)
        except _Forwarded as forwarded:
            await _relay(context, forwarded.error)

    unary.__name__ = method.__name__
    return handles_errors(unary)


async def _relay(context: grpc.aio.ServicerContext, error: grpc.aio.AioRpcError) -> NoReturn:
    code = error.code()
    if code in (grpc.StatusCode.UNKNOWN, grpc.StatusCode.INTERNAL, grpc.StatusCode.CANCELLED):
        # A backend crash is reported as unavailability, not passed off as the client's fault.
        raise Unavailable(f"the game service failed: {error.details()}")
    kept = tuple(
        (key, value) for key, value in (error.trailing_metadata() or ()) if key in (STATUS_DETAILS_KEY, RULE_CODE_KEY)
    )
    await context.abort(code, error.details() or code.name, trailing_metadata=kept)
    raise AssertionError("unreachable")


class GatewayServicer(gateway_pb2_grpc.GatewayServicer):
    def __init__(
        self,
        routes: Routes,
        tokens: TokenAuthority,
        limiter: RateLimiter | None = None,
        backend_timeout: float | None = None,
    ) -> None:
        self.routes = routes
        self.tokens = tokens
        self.limiter = limiter or RateLimiter()
        #: How long a unary call may wait on a game service before the client hears
        #: DEADLINE_EXCEEDED (LUDUS_BACKEND_TIMEOUT unless given).
        self.backend_timeout = backend_timeout if backend_timeout is not None else current().backend_timeout
        self._games: dict[str, common_pb2.GameInfo] = {}

    # -- helpers -------------------------------------------------------------------------------

    def _viewer(self, match_id: str, token: str) -> backend.Viewer:
        if not token:
            return backend.Viewer()
        return backend.Viewer(seat=self.tokens.verify(token, match_id).seat)

    async def _describe(self, game: str) -> common_pb2.GameInfo:
        info = self._games.get(game)
        if info is None:
            stub = self.routes.for_game(game)
            describe = backend.DescribeRequest()
            info = await _call(stub.Describe(describe, timeout=self.backend_timeout, metadata=game_metadata(game)))
            self._games[game] = info
        return info

    # -- the API -------------------------------------------------------------------------------

    @forwarding
    async def ListGames(
        self, request: gateway_pb2.ListGamesRequest, context: grpc.aio.ServicerContext
    ) -> gateway_pb2.ListGamesResponse:
        games = []
        for name in self.routes.games:
            try:
                games.append(await self._describe(name))
            except _Forwarded as failure:
                # One game's outage must not hide the others.
                log.warning("game %s unavailable: %s", name, failure.error.details())
        return gateway_pb2.ListGamesResponse(games=games)

    @forwarding
    async def CreateMatch(
        self, request: gateway_pb2.CreateMatchRequest, context: grpc.aio.ServicerContext
    ) -> gateway_pb2.CreateMatchResponse:
        stub = self.routes.for_game(request.game)
        call = backend.CreateMatchRequest(seats=request.seats)
        if request.HasField("options"):
            call.options.CopyFrom(request.options)
        if request.HasField("clock"):
            call.clock.CopyFrom(request.clock)
        # By name, not by match: the game's metadata picks it in a process hosting several games.
        reply = await _call(stub.CreateMatch(call, timeout=self.backend_timeout, metadata=game_metadata(request.game)))
        tokens = [
            gateway_pb2.SeatToken(seat=seat.seat, token=self.tokens.mint(reply.match.match_id, seat.seat))
            for seat in reply.match.seats
            if seat.kind == common_pb2.SEAT_KIND_HUMAN
        ]
        return gateway_pb2.CreateMatchResponse(match=reply.match, seat_tokens=tokens)

    @forwarding
    async def JoinMatch(
        self, request: gateway_pb2.JoinMatchRequest, context: grpc.aio.ServicerContext
    ) -> gateway_pb2.JoinMatchResponse:
        stub = self.routes.for_match(request.match_id)
        call = backend.ClaimSeatRequest(match_id=request.match_id, name=request.name)
        if request.HasField("seat"):
            call.seat = request.seat
        reply = await _call(stub.ClaimSeat(call, timeout=self.backend_timeout))
        token = gateway_pb2.SeatToken(seat=reply.seat, token=self.tokens.mint(request.match_id, reply.seat))
        return gateway_pb2.JoinMatchResponse(seat_token=token, match=reply.match)

    @forwarding
    async def GetMatch(
        self, request: gateway_pb2.GetMatchRequest, context: grpc.aio.ServicerContext
    ) -> gateway_pb2.GetMatchResponse:
        stub = self.routes.for_match(request.match_id)
        reply = await _call(
            stub.GetMatch(backend.MatchRequest(match_id=request.match_id), timeout=self.backend_timeout)
        )
        return gateway_pb2.GetMatchResponse(match=reply.match)

    @forwarding
    async def ListMatches(
        self, request: gateway_pb2.ListMatchesRequest, context: grpc.aio.ServicerContext
    ) -> gateway_pb2.ListMatchesResponse:
        limit = min(request.limit or 50, 500)
        games = [request.game] if request.game else self.routes.games
        call = backend.ListMatchesRequest(status=request.status, limit=limit)
        stubs = [(game, self.routes.for_game(game)) for game in games]
        replies = await asyncio.gather(
            *(
                _call(stub.ListMatches(call, timeout=self.backend_timeout, metadata=game_metadata(game)))
                for game, stub in stubs
            )
        )
        matches = [match for reply in replies for match in reply.matches]
        matches.sort(key=lambda match: match.created_at.ToNanoseconds(), reverse=True)
        return gateway_pb2.ListMatchesResponse(matches=matches[:limit])

    @forwarding
    async def SubmitCommand(
        self, request: gateway_pb2.SubmitCommandRequest, context: grpc.aio.ServicerContext
    ) -> gateway_pb2.SubmitCommandResponse:
        stub = self.routes.for_match(request.match_id)
        claim = self.tokens.verify(request.token, request.match_id)
        if not request.HasField("command"):
            raise InvalidCommand("the command is missing")
        if request.command.ByteSize() > MAX_COMMAND_BYTES:
            raise InvalidCommand(f"commands are at most {MAX_COMMAND_BYTES} bytes")
        call = backend.SubmitRequest(
            match_id=request.match_id,
            seat=claim.seat,
            command=request.command,
            # Without a client id, one of ours still makes the channel's own retries safe.
            command_id=request.command_id or f"gw-{uuid.uuid4().hex}",
        )
        if request.HasField("expected_version"):
            call.expected_version = request.expected_version
        reply = await _call(stub.Submit(call, timeout=self.backend_timeout))
        return gateway_pb2.SubmitCommandResponse(
            version=reply.version,
            events=reply.events,
            duplicate=reply.duplicate,
            status=reply.status,
            awaiting=reply.awaiting,
        )

    @forwarding
    async def GetView(
        self, request: gateway_pb2.GetViewRequest, context: grpc.aio.ServicerContext
    ) -> gateway_pb2.GetViewResponse:
        stub = self.routes.for_match(request.match_id)
        viewer = self._viewer(request.match_id, request.token)
        reply = await _call(
            stub.GetView(backend.ViewRequest(match_id=request.match_id, viewer=viewer), timeout=self.backend_timeout)
        )
        return gateway_pb2.GetViewResponse(match=reply.match, view=reply.view, version=reply.version)

    @forwarding
    async def ListLegalCommands(
        self, request: gateway_pb2.ListLegalCommandsRequest, context: grpc.aio.ServicerContext
    ) -> gateway_pb2.ListLegalCommandsResponse:
        stub = self.routes.for_match(request.match_id)
        claim = self.tokens.verify(request.token, request.match_id)
        reply = await _call(
            stub.LegalCommands(
                backend.LegalCommandsRequest(
                    match_id=request.match_id, seat=claim.seat, offset=request.offset, limit=request.limit
                ),
                timeout=self.backend_timeout,
            )
        )
        return gateway_pb2.ListLegalCommandsResponse(version=reply.version, commands=reply.commands, total=reply.total)

    @forwarding
    async def WatchMatch(
        self, request: gateway_pb2.WatchMatchRequest, context: grpc.aio.ServicerContext
    ) -> AsyncIterator[common_pb2.MatchEvent]:
        stub = self.routes.for_match(request.match_id)
        viewer = self._viewer(request.match_id, request.token)
        call = stub.Watch(
            backend.WatchRequest(match_id=request.match_id, viewer=viewer, from_version=request.from_version)
        )
        try:
            async for event in call:
                yield event
        except grpc.aio.AioRpcError as error:
            raise _Forwarded(error) from None
        finally:
            call.cancel()

    @forwarding
    async def GetHistory(
        self, request: gateway_pb2.GetHistoryRequest, context: grpc.aio.ServicerContext
    ) -> gateway_pb2.GetHistoryResponse:
        stub = self.routes.for_match(request.match_id)
        viewer = self._viewer(request.match_id, request.token)
        call = backend.HistoryRequest(match_id=request.match_id, viewer=viewer)
        if request.HasField("to_version"):
            call.to_version = request.to_version
        reply = await _call(stub.History(call, timeout=self.backend_timeout))
        return gateway_pb2.GetHistoryResponse(
            match=reply.match, events=reply.events, view=reply.view, version=reply.version
        )

    @forwarding
    async def ReclaimSeat(
        self, request: gateway_pb2.ReclaimSeatRequest, context: grpc.aio.ServicerContext
    ) -> gateway_pb2.ReclaimSeatResponse:
        stub = self.routes.for_match(request.match_id)
        claim = self.tokens.verify(request.token, request.match_id)
        reply = await _call(
            stub.ReclaimSeat(
                backend.ReclaimSeatRequest(match_id=request.match_id, seat=claim.seat), timeout=self.backend_timeout
            )
        )
        return gateway_pb2.ReclaimSeatResponse(match=reply.match)

    @forwarding
    async def GetAudit(
        self, request: gateway_pb2.GetAuditRequest, context: grpc.aio.ServicerContext
    ) -> gateway_pb2.GetAuditResponse:
        stub = self.routes.for_match(request.match_id)
        report = await _call(stub.GetAudit(backend.MatchRequest(match_id=request.match_id), timeout=60))
        return gateway_pb2.GetAuditResponse(report=report)


async def serve_gateway(
    address: str, routes: dict[str, str], tokens: TokenAuthority, http_address: str | None = None
) -> None:
    """Run the gateway until SIGINT/SIGTERM; with `http_address`, its web face beside it."""
    table = Routes(routes)
    servicer = GatewayServicer(table, tokens)
    server, health, port = await start_server(
        address,
        [lambda server: gateway_pb2_grpc.add_GatewayServicer_to_server(servicer, server)],
        [gateway_pb2.DESCRIPTOR.services_by_name["Gateway"].full_name],
    )
    log.info("gateway listening on port %d, routing %s", port, ", ".join(table.games) or "no games")
    cleanups = [table.close]
    if http_address is not None:
        from gateway.webface import start_web_face

        # The web face calls this very gateway over loopback: same tokens, errors and limits.
        host = address.rpartition(":")[0].strip("[]")
        loopback = host if host not in ("", "0.0.0.0", "::", "*") else "127.0.0.1"
        http_host, _, http_port = http_address.rpartition(":")
        face = await start_web_face(f"{loopback}:{port}", routes, http_host.strip("[]") or "0.0.0.0", int(http_port))
        cleanups.insert(0, face.close)

    async def cleanup() -> None:
        for close in cleanups:
            await close()

    await run_until_signalled(server, health, cleanup)


__all__ = ["MAX_MESSAGE_BYTES", "GatewayServicer", "LudusError", "NotFound", "serve_gateway"]
