"""The gateway: ludus.v1.Gateway, the platform's only public door.

It authenticates seat tokens (once, in gateway/auth.py's interceptor), routes each call to the
game's service and passes answers (and errors, with their rule codes) straight back. It contains
no game-specific code: commands travel as opaque `Any` bytes, and adding a game is one more route
in the configuration. It contains no per-call copying either: the game services take the public
messages themselves, so each public call is forwarded as it is to the backend call of the same
name (found by the descriptors), and adding a public call is editing the two protos and the
service's handler.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import uuid
from collections.abc import AsyncIterator, Callable, Sequence
from typing import Any, NoReturn

import grpc
from google.protobuf.descriptor import MethodDescriptor
from ludus.backend.v1 import game_service_pb2 as backend
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc

from gateway.auth import CallerInterceptor, verified
from gateway.clients import Network, grpc_peer_address, networks, real_client
from gateway.feed import PlayerFeeds
from gateway.identity import PlayerIdentity
from gateway.limits import AnonymousCreations, RateLimiter, StreamSlots, storage_uri
from gateway.play_mux import PlayMux
from gateway.presence import Presence
from gateway.privacy import HostingPlan, admit_join, plan_hosting
from gateway.reflection_relay import ReflectionRelay
from gateway.routing import Routes
from gateway.watchers import Watchers, spectator_code
from services.core.caller import SEAT, Caller, reserved_entry
from services.core.config import redis_client
from services.core.errors import LudusError, NotFound, PermissionDenied, RuleViolation, Unavailable
from services.core.grpc_server import (
    MAX_MESSAGE_BYTES,
    RULE_CODE_KEY,
    STATUS_DETAILS_KEY,
    handles_errors,
    run_until_signalled,
    start_server,
)
from services.core.hosting import game_metadata
from services.core.notices import INVITED, SEATED, NoticeLog, RedisNotices
from services.core.play import error_answer
from services.core.settings import current
from services.core.stubs import add_gateway, add_players
from services.core.tokens import TokenAuthority
from services.telemetry.process import in_sampled_call

log = logging.getLogger(__name__)


class _Forwarded(Exception):
    """A backend's error, to be passed to the client unchanged (code, message, rule code)."""

    def __init__(self, error: grpc.aio.AioRpcError) -> None:
        super().__init__(error.details())
        self.error = error


def client_key(token: str, context: grpc.aio.ServicerContext[Any, Any], trusted: Sequence[Network]) -> str:
    """Who is calling, for limits: the seat token if the call carries one, else the client's real
    address (behind trusted proxies, including the gateway's own web face, what they forward in
    x-forwarded-for / forwarded; gateway/clients.py)."""
    if token:
        return "token:" + token
    metadata = dict(context.invocation_metadata() or ())
    peer = context.peer() or ""
    forwarded_for, forwarded = metadata.get("x-forwarded-for", ""), metadata.get("forwarded", "")
    address = real_client(
        grpc_peer_address(peer),
        forwarded_for if isinstance(forwarded_for, str) else "",
        forwarded if isinstance(forwarded, str) else "",
        trusted,
    )
    return "addr:" + (address or peer)


async def _relay(context: grpc.aio.ServicerContext[Any, Any], error: grpc.aio.AioRpcError) -> NoReturn:
    code = error.code()
    if code in (grpc.StatusCode.UNKNOWN, grpc.StatusCode.INTERNAL, grpc.StatusCode.CANCELLED):
        # A backend crash is reported as unavailability, not passed off as the client's fault.
        raise Unavailable(f"the game service failed: {error.details()}")
    kept = tuple(
        (key, value) for key, value in (error.trailing_metadata() or ()) if key in (STATUS_DETAILS_KEY, RULE_CODE_KEY)
    )
    await context.abort(code, error.details() or code.name, trailing_metadata=kept)
    raise AssertionError("unreachable")


# ---------------------------------------------------------------------------------------------
# The forwarding table: every public call is forwarded to the backend call of the same name
# ---------------------------------------------------------------------------------------------

GATEWAY = gateway_pb2.DESCRIPTOR.services_by_name["Gateway"]
BACKEND = backend.DESCRIPTOR.services_by_name["GameService"]

#: Public calls about every game at once: the gateway asks each game and merges the answers, so
#: they have no single backend call (ListGames asks Describe; ListMatches asks each game's
#: ListMatches). Every other public call is forwarded as it is.
AGGREGATED = frozenset({"ListGames", "ListMatches"})
#: Calls that may take longer than LUDUS_BACKEND_TIMEOUT (an audit re-derives a whole match).
TIMEOUTS = {"GetAudit": 60.0}


#: How long a closing stream relay waits for its helper tasks to stop after cancelling them.
RELAY_CLEANUP_SECONDS = 5.0


def forwarded_methods() -> list[MethodDescriptor]:
    """The public calls the generic forwarder handles (every one not in AGGREGATED)."""
    return [method for method in GATEWAY.methods if method.name not in AGGREGATED]


def backend_twin(method: MethodDescriptor) -> MethodDescriptor:
    """The backend call a public call is forwarded to: same name, same messages, same shape.
    Raises LookupError (at import, so a half-added call fails every test) if there is none."""
    twin = BACKEND.methods_by_name.get(method.name)
    if (
        twin is None
        or twin.input_type is not method.input_type
        or twin.output_type is not method.output_type
        or twin.server_streaming != method.server_streaming
        or twin.client_streaming != method.client_streaming
    ):
        raise LookupError(
            f"{method.full_name} needs a twin in {BACKEND.full_name} with the same name, request, "
            "reply and streaming (see protos/ludus/backend/v1/game_service.proto)"
        )
    if not {"match_id", "game"} & set(method.input_type.fields_by_name):
        raise LookupError(f"{method.input_type.full_name} names neither a match_id nor a game to route by")
    return twin


def game_of(match_id: str) -> str:
    """A match id's game (ids start with the game's name and a hyphen)."""
    return match_id.partition("-")[0]


def _default_command_id(request: gateway_pb2.SubmitCommandRequest) -> None:
    # Without a client id, one of ours still makes the channel's own retries safe.
    if not request.command_id:
        request.command_id = f"gw-{uuid.uuid4().hex}"


#: Per-call touches before forwarding (on the gateway's copy of the request).
PREPARE: dict[str, Callable[[Any], None]] = {"SubmitCommand": _default_command_id}


def _refused_play(
    opening: gateway_pb2.PlayRequest, request: gateway_pb2.PlayRequest, error: LudusError
) -> gateway_pb2.PlayResponse:
    answer = error_answer(request.command.command_id, error)
    if opening.batch:
        return gateway_pb2.PlayResponse(batch=gateway_pb2.PlayBatch(answer=answer))
    return gateway_pb2.PlayResponse(answer=answer)


#: For bidirectional calls: the reply that answers one message the gateway refused (a rate
#: limit), so that the stream goes on; given the stream's opening message too.
REFUSED: dict[str, Callable[[Any, Any, LudusError], Any]] = {"Play": _refused_play}


class GatewayServicer(gateway_pb2_grpc.GatewayServicer):
    """ludus.v1.Gateway: the aggregated calls below, every other call by `forward` (its methods
    are made from the Gateway's descriptor after the class). Tokens are verified before any of
    this runs, by gateway/auth.py's CallerInterceptor; seat tokens are minted here."""

    def __init__(
        self,
        routes: Routes,
        tokens: TokenAuthority,
        limiter: RateLimiter | None = None,
        backend_timeout: float | None = None,
        identity: PlayerIdentity | None = None,
        notices: NoticeLog | None = None,
        presence: Presence | None = None,
        watchers: Watchers | None = None,
    ) -> None:
        self.routes = routes
        #: Who watches without a seat, across gateways (gateway/watchers.py).
        self.watchers = watchers
        #: Which seats have a client connected, across gateways (gateway/presence.py).
        self.presence = presence
        #: The notice stream, for the `seated` and `invited` notices (services/core/notices.py).
        self.notices = notices
        self.tokens = tokens
        self.limiter = limiter or RateLimiter()
        #: The players' accounts, when the gateway has a database: seats they take are recorded.
        self.identity = identity
        settings = current()
        self.trusted = networks(settings.trusted_proxies)
        self.streams = StreamSlots(settings.max_streams_per_client)
        #: Per signed-in player, wherever they connect from (their tokens, addresses, channels).
        self.player_streams = StreamSlots(settings.watch_streams_per_player, "player", "WATCH_STREAMS")
        self.anonymous_creations = AnonymousCreations(
            settings.anonymous_creations_per_hour, self.limiter.uri or storage_uri("", settings.event_store_url)
        )
        #: How long a unary call may wait on a game service before the client hears
        #: DEADLINE_EXCEEDED (LUDUS_BACKEND_TIMEOUT unless given).
        self.backend_timeout = backend_timeout if backend_timeout is not None else current().backend_timeout
        self._games: dict[str, common_pb2.GameInfo] = {}
        #: The clients' Play streams on a few shared PlayMany calls per game (gateway/play_mux.py);
        #: None: a backend Play call per client stream (LUDUS_PLAY_CALLS=0).
        self.play_mux = PlayMux(settings.play_calls) if settings.play_calls else None
        #: Per-call touches of the backend's reply before the client gets it: the seat tokens.
        self.finish: dict[str, Callable[[Any, Any], None]] = {
            "CreateMatch": self._mint_created,
            "JoinMatch": self._mint_joined,
        }

    # -- the generic path ----------------------------------------------------------------------

    def _route(self, request: Any) -> tuple[Any, tuple[tuple[str, str], ...]]:
        """The stub a request goes to (by its match id, else by its game) and the metadata that
        names the game for a process hosting several."""
        if "match_id" in request.DESCRIPTOR.fields_by_name:
            return self.routes.for_match(request.match_id), ()
        return self.routes.for_game(request.game), game_metadata(request.game)

    def _outgoing(
        self, name: str, request: Any, context: grpc.aio.ServicerContext[Any, Any]
    ) -> tuple[Any, Any, tuple[tuple[str, str], ...]]:
        """Rate limit, route, and the request and metadata to forward: the caller comes from the
        interceptor only, and nothing the client sent as metadata is passed on."""
        found = verified()
        stub, metadata = self._route(request)
        outgoing = type(request)()
        outgoing.CopyFrom(request)
        if "token" in outgoing.DESCRIPTOR.fields_by_name:
            outgoing.ClearField("token")  # verified here; the services never see tokens
        prepare = PREPARE.get(name)
        if prepare is not None:
            prepare(outgoing)
        # The one client entry passed on: a spectator's code, which the service checks.
        return getattr(stub, name), outgoing, metadata + found.caller.metadata() + spectator_code(context)

    async def forward(self, name: str, request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> Any:
        """One unary public call: forwarded to its backend twin, errors passed back as they are."""
        client = await self._admit(context)
        call, outgoing, metadata = self._outgoing(name, request, context)
        caller = verified().caller
        accounts = self.identity.accounts if self.identity is not None else None
        hosting = None
        if name == "CreateMatch":
            hosting = await plan_hosting(request, outgoing, caller, accounts)
            self._check_bot_only(request)
            if hosting is not None and hosting.reserved:
                # The service keeps these seats for the invited from the match's first moment
                # (the hosting record written after the reply is for the gateway's own checks).
                reserved = {seat: str(player) for seat, player in hosting.reserved.items()}
                metadata = (*metadata, reserved_entry(reserved))
        if name == "JoinMatch":
            if caller.player and caller.seat is not None:
                raise RuleViolation("ALREADY_SEATED", f"this player already holds seat {caller.seat} of this match")
            admitted = await admit_join(request, outgoing, caller, accounts, self.match_info)
            if admitted is not caller:
                metadata = self._route(request)[1] + admitted.metadata()
        call = self._muxed(name, outgoing) or call
        creation = await self._reserve_creation(name, caller.player)
        if name == "CreateMatch" and not caller.player and self.identity is not None:
            await self.anonymous_creations.check(client)
        joining = await self._reserve_join(name, caller.player)
        try:
            reply = await call(outgoing, timeout=TIMEOUTS.get(name, self.backend_timeout), metadata=metadata)
        except grpc.aio.AioRpcError as error:
            if creation is not None:
                await self._give_back(creation)
            if joining is not None:
                await self._give_back(joining)
            await _relay(context, error)
        finish = self.finish.get(name)
        if finish is not None:
            finish(request, reply)
        if caller.player and self.identity is not None:
            await self._seat_player(name, caller.player, reply)
            if hosting is not None and hosting.needs_record:
                await self._host(reply.match.match_id, caller.player, hosting)
        if creation is not None:
            # After the seat is recorded, so that the match counts as open all along.
            await self._created(creation, reply.match.match_id)
        if joining is not None:
            # Likewise: the recorded seat counts from now on instead.
            await self._give_back(joining)
        await self._mark(reply)
        return reply

    def _muxed(self, name: str, outgoing: Any) -> Callable[..., Any] | None:
        """A unary call as a frame on its game's PlayMany calls (gateway/play_mux.py), unless
        those are off (LUDUS_PLAY_CALLS=0) or the call is traced: a sampled call keeps a backend
        call of its own, whose span its trace shows.

        A game's call (CreateMatch) rides there too, not only a match's: a busy asyncio gRPC
        server takes new calls about one per turn of its event loop, so under a load of open Play
        streams a burst of creations waited there past the gateway's deadline (bench/load.py's
        1,000 at once: half answered DEADLINE_EXCEEDED without ever reaching the service's
        handler), while frames on the open calls are read as they come."""
        if self.play_mux is None or in_sampled_call():
            return None
        fields = outgoing.DESCRIPTOR.fields_by_name
        if "match_id" in fields:
            game = outgoing.match_id.partition("-")[0]  # routed already: a hosted game's match id
        elif "game" in fields:
            game = outgoing.game  # routed already: a hosted game
        else:
            return None
        return functools.partial(self.play_mux.call, game, self.routes.play_many(game), name)

    def _check_bot_only(self, request: gateway_pb2.CreateMatchRequest) -> None:
        """A gateway open to players (it has their database) creates a match without a human
        seat only if the operator allows it (LUDUS_BOT_ONLY_MATCHES): bots play for free."""
        if self.identity is None or current().bot_only_matches:
            return
        humans = (common_pb2.SEAT_KIND_HUMAN, common_pb2.SEAT_KIND_OPEN)
        if request.seats and not any(seat.kind in humans for seat in request.seats):
            raise PermissionDenied(
                "a match with no human seat needs the operator's permission (LUDUS_BOT_ONLY_MATCHES)",
                "BOT_ONLY_MATCHES",
            )

    async def _reserve_join(self, name: str, player: str | None) -> int | None:
        """A player's JoinMatch counts toward their open matches while in flight (refused over)."""
        if name != "JoinMatch" or not player or self.identity is None:
            return None
        accounts, player_id = self.identity.accounts, uuid.UUID(player)

        async def finished(match_id: str, seat: int) -> bool | None:
            try:
                info = await self.match_info(match_id, Caller(SEAT, match_id, seat, player))
            except LudusError:
                return None
            return info.status == common_pb2.MATCH_STATUS_FINISHED

        await accounts.creations.refresh_finished(accounts.engine, player_id, finished)
        return await accounts.creations.reserve_join(accounts.engine, player_id)

    async def _host(self, match_id: str, player: str, hosting: HostingPlan) -> None:
        """Record a private match's creator and its reserved seats. If that fails the match stays
        safe (private: the service admits only its seats, whose tokens the creator holds) but
        the invited cannot reach it; the failure is logged."""
        assert self.identity is not None
        accounts = self.identity.accounts
        try:
            await accounts.invitations.host(match_id, uuid.UUID(player), hosting.private, hosting.reserved)
            creator = (await accounts.player(uuid.UUID(player))).name if hosting.reserved else ""
        except Exception:
            log.exception("could not record the invitations of match %s", match_id)
            return
        for seat, invited in sorted(hosting.reserved.items()):
            await self._notice(
                {
                    "kind": INVITED,
                    "game": game_of(match_id),
                    "match": match_id,
                    "seat": str(seat),
                    "player": str(invited),
                    "by": creator or "",
                }
            )

    async def _reserve_creation(self, name: str, player: str | None) -> int | None:
        """A player's CreateMatch counts against their creations per hour and open matches
        (refused over either); the matches they hold seats in are checked for an end first."""
        if name != "CreateMatch" or not player or self.identity is None:
            return None
        accounts, player_id = self.identity.accounts, uuid.UUID(player)

        async def finished(match_id: str, seat: int) -> bool | None:
            try:
                info = await self.match_info(match_id, Caller(SEAT, match_id, seat, player))
            except LudusError:
                return None  # its service cannot say now: it stays open
            return info.status == common_pb2.MATCH_STATUS_FINISHED

        await accounts.creations.refresh_finished(accounts.engine, player_id, finished)
        return await accounts.creations.reserve(accounts.engine, player_id)

    async def _created(self, creation: int, match_id: str) -> None:
        assert self.identity is not None
        try:
            await self.identity.accounts.creations.created(self.identity.accounts.engine, creation, match_id)
        except Exception:
            # Left in flight, it counts as open for IN_FLIGHT (5 minutes) at most.
            log.exception("could not tie match creation %d to %s", creation, match_id)

    async def _give_back(self, creation: int) -> None:
        assert self.identity is not None
        try:
            await self.identity.accounts.creations.give_back(self.identity.accounts.engine, creation)
        except Exception:
            log.exception("could not give back match creation %d", creation)

    async def _seat_player(self, name: str, player: str, reply: Any) -> None:
        """Record the seat a player's CreateMatch (the first human seat) or JoinMatch gave them,
        so that their access token acts for it from now on. The reply carries the seat tokens
        too, so if the record fails the player still holds the seat by its token."""
        assert self.identity is not None
        if name == "CreateMatch":
            humans = [seat.seat for seat in reply.match.seats if seat.kind == common_pb2.SEAT_KIND_HUMAN]
            if not humans:
                return
            match_id, seat = reply.match.match_id, humans[0]
        elif name == "JoinMatch":
            match_id, seat = reply.match.match_id, reply.seat_token.seat
        else:
            return
        try:
            await self.identity.accounts.take_seat(uuid.UUID(player), match_id, seat)
        except Exception:
            log.exception("could not record player %s in seat %d of %s", player, seat, match_id)
            return
        # After the record: every gateway's feed reader now knows the seat's player.
        await self._notice(
            {"kind": SEATED, "game": game_of(match_id), "match": match_id, "seat": str(seat), "player": player}
        )

    async def _notice(self, fields: dict[str, str]) -> None:
        if self.notices is None:
            return
        try:
            await self.notices.publish(fields)
        except Exception:
            log.exception("could not add a %s notice for %s", fields.get("kind"), fields.get("match"))

    async def forward_stream(
        self, name: str, request: Any, context: grpc.aio.ServicerContext[Any, Any]
    ) -> AsyncIterator[Any]:
        """One streaming public call (WatchMatch): no deadline, it lasts as long as the match."""
        client = await self._admit(context)
        call, outgoing, metadata = self._outgoing(name, request, context)
        with self.streams.hold(client), self._player_slot():
            stream = call(outgoing, metadata=metadata)
            try:
                async with self._present(), contextlib.AsyncExitStack() as watching:
                    admitted = False
                    async for item in stream:
                        if not admitted:
                            # Counted once the service admitted the caller (its first answer).
                            admitted = True
                            await watching.enter_async_context(await self._watching(outgoing))
                        # An event with the match's summary after it (WatchMatch `views`): the
                        # seats' presence and the watchers, as GetView's summary has them.
                        await self._mark(item)
                        yield item
            except grpc.aio.AioRpcError as error:
                await _relay(context, error)
            finally:
                stream.cancel()

    def _present(self) -> contextlib.AbstractAsyncContextManager[None]:
        """While a stream acts for a seat, the seat is connected (gateway/presence.py)."""
        caller = verified().caller
        if self.presence is None or caller.seat is None or caller.match_id is None:
            return contextlib.nullcontext()
        return self.presence.hold([(caller.match_id, caller.seat)])

    async def _watching(self, request: Any) -> contextlib.AbstractAsyncContextManager[None]:
        """While a stream without a seat is open, its caller is one of the match's watchers."""
        caller = verified().caller
        match_id = getattr(request, "match_id", "")
        if self.watchers is None or caller.seat is not None or not match_id:
            return contextlib.nullcontext()
        name = ""
        if caller.player and self.identity is not None:
            try:
                name = (await self.identity.accounts.player(uuid.UUID(caller.player))).display_name
            except Exception:
                log.exception("could not name watcher %s", caller.player)
        return self.watchers.hold(match_id, caller.player, name)

    async def _mark(self, reply: Any) -> None:
        """Fill the seats' presence and the watchers into a reply's match summary, if it has one."""
        if "match" not in reply.DESCRIPTOR.fields_by_name or not reply.HasField("match"):
            return
        if self.presence is not None:
            await self.presence.mark(reply.match)
        if self.watchers is not None:
            await self.watchers.mark(reply.match)

    def _player_slot(self) -> contextlib.AbstractContextManager[None]:
        """A signed-in caller's stream counts toward their own limit too (anonymous: none)."""
        player = verified().caller.player
        return self.player_streams.hold(player) if player else contextlib.nullcontext()

    async def _admit(self, context: grpc.aio.ServicerContext[Any, Any]) -> str:
        """Rate-limit the call by its client (shared by every replica); returns the client's key."""
        client = client_key(verified().token, context, self.trusted)
        await self.limiter.check(client)
        return client

    async def match_info(self, match_id: str, caller: Caller) -> common_pb2.MatchInfo:
        """A match's summary as `caller` may see it, from its game's service (Players'
        ListMyMatches); LudusError if the game is not routed or its service fails."""
        stub = self.routes.for_match(match_id)
        try:
            reply = await stub.GetMatch(
                gateway_pb2.GetMatchRequest(match_id=match_id), timeout=self.backend_timeout, metadata=caller.metadata()
            )
        except grpc.aio.AioRpcError as error:
            raise Unavailable(f"the game service failed: {error.details()}") from None
        info: common_pb2.MatchInfo = reply.match
        return info

    async def forward_bidi(
        self, name: str, requests: AsyncIterator[Any], context: grpc.aio.ServicerContext[Any, Any]
    ) -> AsyncIterator[Any]:
        """One bidirectional public call (Play): relayed both ways on a backend stream, a frame
        stream on a shared PlayMany call (gateway/play_mux.py) or a Play call of its own. The
        first message opens it (verified by the interceptor, routed, rate limited like any call);
        every later one is rate limited too, and one over the limit is answered on the stream
        (REFUSED) instead of ending it. No deadline: it lasts as long as the match."""
        try:
            first = await anext(aiter(requests))
        except StopAsyncIteration:
            return
        client = await self._admit(context)
        call_method, outgoing, metadata = self._outgoing(name, first, context)
        with self.streams.hold(client), self._player_slot():
            if self.play_mux is not None and name == "Play":
                game = outgoing.match_id.partition("-")[0]
                call = self.play_mux.open(game, self.routes.play_many(game), metadata)
            else:
                call = call_method(metadata=metadata)
            async for item in self._relay_bidi(name, client, call, outgoing, requests, context):
                yield item

    async def _relay_bidi(
        self,
        name: str,
        client: str,
        call: Any,
        outgoing: Any,
        requests: AsyncIterator[Any],
        context: grpc.aio.ServicerContext[Any, Any],
    ) -> AsyncIterator[Any]:
        out: asyncio.Queue[Any] = asyncio.Queue()
        done = object()

        async def upstream() -> None:
            try:
                await call.write(outgoing)
                async for request in requests:
                    try:
                        await self.limiter.check(client)
                    except LudusError as refused:
                        out.put_nowait(REFUSED[name](outgoing, request, refused))
                        continue
                    if "token" in request.DESCRIPTOR.fields_by_name:
                        request.ClearField("token")
                    await call.write(request)
                await call.done_writing()
            except (grpc.aio.AioRpcError, asyncio.InvalidStateError):
                pass  # the backend call ended; downstream reports how

        async def downstream() -> None:
            try:
                async for reply in call:
                    out.put_nowait(reply)
                out.put_nowait(done)
            except grpc.aio.AioRpcError as error:
                out.put_nowait(error)

        async def presence() -> None:
            # Seats' comings and goings, between the match's events (gateway/presence.py).
            if self.presence is None or not outgoing.match_id:
                return
            async for changed in self.presence.changes(outgoing.match_id):
                for seat, connected in sorted(changed.items()):
                    out.put_nowait(
                        gateway_pb2.PlayResponse(presence=gateway_pb2.SeatPresence(seat=seat, connected=connected))
                    )

        tasks = [asyncio.create_task(upstream()), asyncio.create_task(downstream())]
        # Presence (the caller's seat counted as connected, and the table's comings and goings)
        # starts with the backend's first answer: the backend checks the caller before it says
        # anything, so a refused token, a seat that does not exist or a private match the caller
        # may not reach is never marked present and never hears who is at the table.
        admitted = False
        present = contextlib.AsyncExitStack()
        try:
            while True:
                item = await out.get()
                if item is done:
                    log.debug("%s relay of %s: the backend's stream is complete", name, outgoing.match_id)
                    return
                if isinstance(item, grpc.aio.AioRpcError):
                    await _relay(context, item)
                if not admitted and name == "Play":
                    admitted = True
                    await present.enter_async_context(self._present())
                    await present.enter_async_context(await self._watching(outgoing))
                    tasks.append(asyncio.create_task(presence()))
                yield item
        finally:
            call.cancel()
            for task in tasks:
                task.cancel()
            # Bounded: a task that ignored its cancellation must never keep the client's stream
            # open (a swallowed cancellation once did, gateway/presence.py).
            done, lingering = await asyncio.wait(tasks, timeout=RELAY_CLEANUP_SECONDS)
            for task in done:
                if not task.cancelled():
                    task.exception()  # retrieved: the outcome is the stream's, reported above
            if lingering:
                log.warning("%s relay of %s: %d task(s) ignored cancellation", name, outgoing.match_id, len(lingering))
            await present.aclose()
            log.debug("%s relay of %s closed", name, outgoing.match_id)

    # -- seat tokens ---------------------------------------------------------------------------

    def _mint_created(self, request: gateway_pb2.CreateMatchRequest, reply: gateway_pb2.CreateMatchResponse) -> None:
        del reply.seat_tokens[:]  # the gateway's tokens only
        reply.seat_tokens.extend(
            gateway_pb2.SeatToken(seat=seat.seat, token=self.tokens.mint(reply.match.match_id, seat.seat))
            for seat in reply.match.seats
            if seat.kind == common_pb2.SEAT_KIND_HUMAN
        )

    def _mint_joined(self, request: gateway_pb2.JoinMatchRequest, reply: gateway_pb2.JoinMatchResponse) -> None:
        reply.seat_token.token = self.tokens.mint(request.match_id, reply.seat_token.seat)

    # -- the aggregated calls --------------------------------------------------------------------

    async def _describe(self, game: str) -> common_pb2.GameInfo:
        info = self._games.get(game)
        if info is None:
            stub = self.routes.for_game(game)
            metadata = game_metadata(game) + verified().caller.metadata()
            try:
                info = await stub.Describe(backend.DescribeRequest(), timeout=self.backend_timeout, metadata=metadata)
            except grpc.aio.AioRpcError as error:
                raise _Forwarded(error) from None
            self._games[game] = info
        return info

    @handles_errors
    async def ListGames(
        self, request: gateway_pb2.ListGamesRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.ListGamesResponse:
        await self._admit(context)
        games = []
        for name in self.routes.games:
            try:
                games.append(await self._describe(name))
            except _Forwarded as failure:
                # One game's outage must not hide the others.
                log.warning("game %s unavailable: %s", name, failure.error.details())
        return gateway_pb2.ListGamesResponse(games=games)

    @handles_errors
    async def ListMatches(
        self, request: gateway_pb2.ListMatchesRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.ListMatchesResponse:
        await self._admit(context)
        limit = min(request.limit or 50, 500)
        if request.mine:
            return gateway_pb2.ListMatchesResponse(matches=await self._marked(await self._my_matches(request, limit)))
        games = [request.game] if request.game else self.routes.games
        stubs = [(game, self.routes.for_game(game)) for game in games]
        caller = verified().caller.metadata()
        try:
            replies = await asyncio.gather(
                *(
                    stub.ListMatches(
                        gateway_pb2.ListMatchesRequest(game=game, status=request.status, limit=limit),
                        timeout=self.backend_timeout,
                        metadata=game_metadata(game) + caller,
                    )
                    for game, stub in stubs
                )
            )
        except grpc.aio.AioRpcError as error:
            await _relay(context, error)
        matches = [match for reply in replies for match in reply.matches]
        matches.sort(key=lambda match: match.created_at.ToNanoseconds(), reverse=True)
        return gateway_pb2.ListMatchesResponse(matches=await self._marked(matches[:limit]))

    async def _marked(self, matches: list[common_pb2.MatchInfo]) -> list[common_pb2.MatchInfo]:
        if self.presence is not None:
            await asyncio.gather(*(self.presence.mark(match) for match in matches))
        if self.watchers is not None:
            await asyncio.gather(*(self.watchers.mark(match) for match in matches))
        return matches

    async def _my_matches(self, request: gateway_pb2.ListMatchesRequest, limit: int) -> list[common_pb2.MatchInfo]:
        """ListMatches' `mine`: the caller's seats (private matches included: they hold a seat),
        newest seat first, filtered by game and status; each summary from its game's service."""
        from gateway.players import signed_in

        claim = signed_in()
        if self.identity is None:
            raise RuleViolation("PLAYERS_DISABLED", "`mine` needs the players' database")
        if request.game:
            self.routes.for_game(request.game)  # NOT_FOUND for a game not hosted
        player = str(claim.player_id)
        held = await self.identity.accounts.my_seats(claim.player_id, MINE_SCANNED)
        held = [seat for seat in held if not request.game or seat.match_id.startswith(request.game + "-")]

        async def summary(match_id: str, seat: int) -> common_pb2.MatchInfo | None:
            try:
                return await self.match_info(match_id, Caller(SEAT, match_id, seat, player))
            except LudusError:
                return None  # its service is down: left out of a filtered list

        found = await asyncio.gather(*(summary(seat.match_id, seat.seat) for seat in held))
        wanted = request.status
        return [
            info for info in found if info is not None and wanted in (common_pb2.MATCH_STATUS_UNSPECIFIED, info.status)
        ][:limit]


#: How many of a player's newest seats ListMatches' `mine` looks at (ListMyMatches pages all).
MINE_SCANNED = 500


def _forwarder(method: MethodDescriptor) -> Any:
    """The GatewayServicer method for a forwarded public call."""
    backend_twin(method)
    name = method.name
    if method.client_streaming:

        async def bidi(
            self: GatewayServicer, requests: AsyncIterator[Any], context: grpc.aio.ServicerContext[Any, Any]
        ) -> AsyncIterator[Any]:
            async for item in self.forward_bidi(name, requests, context):
                yield item

        bidi.__name__ = bidi.__qualname__ = name
        bidi.forwards = name  # type: ignore[attr-defined]  # marks a generated forwarder (tests)
        return handles_errors(bidi)
    if method.server_streaming:

        async def stream(
            self: GatewayServicer, request: Any, context: grpc.aio.ServicerContext[Any, Any]
        ) -> AsyncIterator[Any]:
            async for item in self.forward_stream(name, request, context):
                yield item

        stream.__name__ = stream.__qualname__ = name
        stream.forwards = name  # type: ignore[attr-defined]  # marks a generated forwarder (tests)
        return handles_errors(stream)

    async def unary(self: GatewayServicer, request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> Any:
        return await self.forward(name, request, context)

    unary.__name__ = unary.__qualname__ = name
    unary.forwards = name  # type: ignore[attr-defined]  # marks a generated forwarder (tests)
    return handles_errors(unary)


for _method in forwarded_methods():
    setattr(GatewayServicer, _method.name, _forwarder(_method))


async def serve_gateway(
    address: str,
    routes: dict[str, str],
    tokens: TokenAuthority,
    http_address: str | None = None,
    identity: PlayerIdentity | None = None,
) -> None:
    """Run the gateway until SIGINT/SIGTERM; with `http_address`, its web face beside it; with
    `identity` (a players' database), ludus.v1.Players and players' access tokens too."""
    from gateway.players import SERVICE_NAME, PlayersServicer

    table = Routes(routes)
    limiter = RateLimiter()
    settings = current()
    redis = redis_client(settings.event_store_url)
    notices = RedisNotices(redis, settings.notice_stream_length) if identity is not None else None
    presence = Presence(redis, settings.presence_seconds)
    watchers = Watchers(redis, settings.presence_seconds)
    servicer = GatewayServicer(
        table, tokens, limiter, identity=identity, notices=notices, presence=presence, watchers=watchers
    )
    register: list[Callable[[grpc.aio.Server], None]] = [lambda server: add_gateway(servicer, server)]
    names = [gateway_pb2.DESCRIPTOR.services_by_name["Gateway"].full_name]
    feeds = None
    if identity is not None and notices is not None:
        feeds = PlayerFeeds(notices, identity.accounts.seat_players, settings.feed_streams_per_player)
        from gateway.matchmaking import gateway_calls

        calls = gateway_calls(redis, identity.accounts, servicer.match_info, table, notices, settings)
        players = PlayersServicer(identity.accounts, limiter, servicer.match_info, feeds, presence, calls)
        register.append(lambda server: add_players(players, server))
        names.append(SERVICE_NAME)
    server, health, port = await start_server(
        address,
        register,
        names,
        wrappers=[CallerInterceptor(tokens, identity)],
        reflection_lookup=ReflectionRelay(table),
    )
    log.info("gateway listening on port %d, routing %s", port, ", ".join(table.games) or "no games")
    cleanups = [table.close]
    if servicer.play_mux is not None:
        cleanups.insert(0, servicer.play_mux.close)
    if feeds is not None:
        cleanups.append(feeds.close)
    cleanups += [presence.close, watchers.close, redis.aclose]
    if identity is not None:
        cleanups.append(identity.accounts.engine.dispose)
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
