"""The gateway's authentication: one wrapper around every public call's handler.

It verifies the seat token a client sends, once, and hands the verified caller to the forwarder
(gateway/server.py), which names it to the game service in call metadata (services/core/caller.py).
The forwarder builds that metadata from the verified caller alone and copies nothing a client
sent, so a client's own `ludus-caller*` entries never reach a service: nobody can claim a seat
by sending them.

Two kinds of token: a seat token (services/core/tokens.py) names one seat of one match; a
player's access token (or the operator's OpenID Connect issuer's token, gateway/identity.py)
names a player, who acts in every seat they hold. The interceptor tells them apart and verifies
each with its own verifier; player tokens are only known when the gateway has a players'
database (`identity` given).

Where a client puts its token (backward compatible): the request's `token` field, as always,
or, for any call about a match, the `authorization: Bearer <token>` metadata entry (the field
wins when both are set). A call without a token is a spectator's (anonymous); whether a call
needs a seat is the service's decision, so a new call needs nothing here.
"""

from __future__ import annotations

import contextvars
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NoReturn

import grpc
from ludus.v1 import gateway_pb2, players_pb2

from services.core.caller import ANONYMOUS_CALLER, SEAT, Caller
from services.core.grpc_server import abort, as_ludus_error
from services.core.hosting import prepend
from services.core.tokens import TokenAuthority
from services.players.tokens import AccessClaim

if TYPE_CHECKING:
    from gateway.identity import PlayerIdentity

#: The public service's method prefix: health checks and reflection pass unauthenticated.
GATEWAY_PREFIX = "/" + gateway_pb2.DESCRIPTOR.services_by_name["Gateway"].full_name + "/"
PLAYERS_PREFIX = "/" + players_pb2.DESCRIPTOR.services_by_name["Players"].full_name + "/"
PUBLIC_PREFIXES = (GATEWAY_PREFIX, PLAYERS_PREFIX)
AUTHORIZATION_KEY = "authorization"
BEARER = "bearer "


@dataclass(frozen=True)
class Verified:
    """What the interceptor established about a call: its caller, the token it came with (the
    rate limiter keys on it) and, for a player's token, the verified player."""

    caller: Caller
    token: str = ""
    player: AccessClaim | None = None


_VERIFIED: contextvars.ContextVar[Verified | None] = contextvars.ContextVar("ludus_verified", default=None)


def verified() -> Verified:
    """The verified caller of the current public call. Only the interceptor sets it; a call
    that did not pass through it is refused (a wiring bug must not become a free seat)."""
    found = _VERIFIED.get()
    if found is None:
        raise RuntimeError("the gateway's CallerInterceptor is not installed")
    return found


def bearer_token(metadata: Any) -> str:
    """The token of an `authorization: Bearer <token>` entry, or ""."""
    for key, value in metadata or ():
        if key == AUTHORIZATION_KEY and isinstance(value, str) and value.lower().startswith(BEARER):
            return value[len(BEARER) :].strip()
    return ""


async def _refuse(context: grpc.aio.ServicerContext[Any, Any], error: Exception) -> NoReturn:
    """Answer a failed verification: its own status, UNAVAILABLE for an unreachable database."""
    translated = as_ludus_error(error)
    if translated is None:
        raise error
    await abort(context, translated)


class CallerInterceptor(grpc.aio.ServerInterceptor):
    """Verifies each public call's token (a seat's or a player's) before its handler runs. The
    gateway's server applies it as a handler wrapper (`wrap`); as an interceptor it does the same
    for a server of its own."""

    def __init__(self, tokens: TokenAuthority, identity: PlayerIdentity | None = None) -> None:
        self.tokens = tokens
        self.identity = identity
        self._wrapped: dict[str, tuple[grpc.RpcMethodHandler[Any, Any], grpc.RpcMethodHandler[Any, Any]]] = {}

    async def identify(self, request: Any, bearer: str) -> Verified:
        """`authenticate`, and first a player's token when the gateway knows players."""
        fields = request.DESCRIPTOR.fields_by_name
        token = (request.token if "token" in fields else "") or bearer
        if self.identity is not None and token and self.identity.recognises(token):
            claim = await self.identity.verify(token)
            match_id = request.match_id if "match_id" in fields else ""
            return Verified(await self.identity.caller(claim, match_id), token, claim)
        return self.authenticate(request, bearer)

    def authenticate(self, request: Any, bearer: str) -> Verified:
        """The caller a request's token (field, else bearer) proves; anonymous without one.
        Raises Unauthenticated / PermissionDenied for a bad token or one of another match."""
        fields = request.DESCRIPTOR.fields_by_name
        token = (request.token if "token" in fields else "") or bearer
        match_id = request.match_id if "match_id" in fields else ""
        if not token or not match_id:
            # No match, no seat: a call about no match (or one without its match id, which the
            # forwarder refuses with INVALID_ARGUMENT) acts for nobody.
            return Verified(ANONYMOUS_CALLER, token)
        claim = self.tokens.verify(token, match_id)
        return Verified(Caller(SEAT, claim.match_id, claim.seat), token)

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler[Any, Any] | None]],
        details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler[Any, Any] | None:
        handler = await continuation(details)
        if handler is None or not details.method.startswith(PUBLIC_PREFIXES):
            return handler
        # One wrapper per method, made once: the token is read from each call's own request and
        # metadata, so the wrapper is the same for every call (and the interceptors before this
        # one, which cache theirs by the handler they are given, find it again).
        cached = self._wrapped.get(details.method)
        if cached is not None and cached[0] is handler:
            return cached[1]
        wrapped = self._wrap(handler)
        self._wrapped[details.method] = (handler, wrapped)
        return wrapped

    def wrap(self, method: str, handler: grpc.RpcMethodHandler[Any, Any]) -> grpc.RpcMethodHandler[Any, Any]:
        """The public calls' handlers behind the verification (a HandlerWrapper: how the
        gateway's server applies it, once per method, services/core/wrapped_handlers.py)."""
        return self._wrap(handler) if method.startswith(PUBLIC_PREFIXES) else handler

    def _wrap(self, handler: grpc.RpcMethodHandler[Any, Any]) -> grpc.RpcMethodHandler[Any, Any]:
        if handler.unary_unary is not None:
            return grpc.unary_unary_rpc_method_handler(
                self._unary(handler.unary_unary),
                request_deserializer=handler.request_deserializer,
                response_serializer=handler.response_serializer,
            )
        if handler.unary_stream is not None:
            return grpc.unary_stream_rpc_method_handler(
                self._stream(handler.unary_stream),
                request_deserializer=handler.request_deserializer,
                response_serializer=handler.response_serializer,
            )
        if handler.stream_stream is not None:
            return grpc.stream_stream_rpc_method_handler(
                self._bidi(handler.stream_stream),
                request_deserializer=handler.request_deserializer,
                response_serializer=handler.response_serializer,
            )
        return handler  # the public API has no client-streaming-only calls

    def _unary(self, behaviour: Any) -> Any:
        async def unary(request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> Any:
            try:
                found = await self.identify(request, bearer_token(context.invocation_metadata()))
            except Exception as error:
                await _refuse(context, error)
            reset = _VERIFIED.set(found)
            try:
                return await behaviour(request, context)
            finally:
                _VERIFIED.reset(reset)

        return unary

    def _stream(self, behaviour: Any) -> Any:
        async def stream(request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> AsyncIterator[Any]:
            try:
                found = await self.identify(request, bearer_token(context.invocation_metadata()))
            except Exception as error:
                await _refuse(context, error)
            # Each call runs in its own task, so the value dies with the call; no reset here,
            # since a generator may be closed from another context.
            _VERIFIED.set(found)
            async for item in behaviour(request, context):
                yield item

        return stream

    def _bidi(self, behaviour: Any) -> Any:
        """A bidirectional call (Play) is authenticated by its first message, which opens it (the
        match and the token); the handler then reads that message again as the stream's first."""

        async def bidi(requests: AsyncIterator[Any], context: grpc.aio.ServicerContext[Any, Any]) -> AsyncIterator[Any]:
            try:
                first = await anext(aiter(requests))
            except StopAsyncIteration:
                return
            try:
                found = await self.identify(first, bearer_token(context.invocation_metadata()))
            except Exception as error:
                await _refuse(context, error)
            _VERIFIED.set(found)  # as for `_stream`: the value dies with the call's task
            async for item in behaviour(prepend(first, requests), context):
                yield item

        return bidi
