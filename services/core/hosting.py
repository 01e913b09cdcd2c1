"""Several games in one process: one GameService endpoint, each call routed to its game.

`ludus serve ark` hosts one game; `ludus serve --games ark,arkadia` hosts several behind one
address, so a small deployment runs one process and a large one splits games as it always did
(boardgame.io's `Server({games})` does the same). Either way every game keeps its own runner,
servicer, routes entry and health status; only the listening socket is shared.

Which game a call is for:

* a call about a match: the match id, which starts with its game's name (`ark-...`), the rule
  the gateway already routes by;
* a call about no match (Describe, CreateMatch, ListMatches): the `ludus-game` metadata entry,
  which the gateway sends on every call it routes by game name (`game_metadata`).

A single-game process answers a call whose `ludus-game` names another game with NOT_FOUND, so a
misrouted deployment fails loudly instead of creating matches of the wrong game.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
from typing import Any

import grpc
from google.protobuf.descriptor import MethodDescriptor
from ludus.backend.v1 import game_service_pb2 as backend
from ludus.backend.v1 import game_service_pb2_grpc as backend_grpc

from services.core.errors import InvalidCommand, NotFound, shown
from services.core.grpc_server import handles_errors

#: The metadata key naming the game a call is for (lowercase: gRPC metadata keys are).
GAME_METADATA_KEY = "ludus-game"
#: The gRPC service every game serves (one service; games are told apart per call, see above).
SERVICE_NAME = backend.DESCRIPTOR.services_by_name["GameService"].full_name


def game_metadata(game: str) -> tuple[tuple[str, str], ...]:
    """The metadata a client sends with a call routed by game name."""
    return ((GAME_METADATA_KEY, game),)


def health_name(game: str) -> str:
    """The grpc.health.v1 service name of one hosted game (SERVING while the process hosts it):
    `ludus.backend.v1.GameService/ark`. The overall "" and SERVICE_NAME cover the process."""
    return f"{SERVICE_NAME}/{game}"


class GameRouter(backend_grpc.GameServiceServicer):
    """One GameService endpoint in front of one servicer per hosted game."""

    def __init__(self, servicers: dict[str, Any]) -> None:
        if not servicers:
            raise ValueError("host at least one game")
        self.servicers = dict(servicers)

    @property
    def games(self) -> list[str]:
        return sorted(self.servicers)

    def _named(self, context: grpc.aio.ServicerContext[Any, Any]) -> str | None:
        for key, value in context.invocation_metadata() or ():
            if key == GAME_METADATA_KEY:
                return str(value)
        return None

    def _for_game(self, context: grpc.aio.ServicerContext[Any, Any]) -> Any:
        named = self._named(context)
        if named is None:
            if len(self.servicers) == 1:
                return next(iter(self.servicers.values()))
            raise InvalidCommand(
                f"this process hosts several games ({', '.join(self.games)}): name one in the "
                f"{GAME_METADATA_KEY!r} metadata entry"
            )
        return self._hosted(named)

    def _hosted(self, game: str) -> Any:
        servicer = self.servicers.get(game)
        if servicer is None:
            raise NotFound(
                f"no game named {shown(game)} is hosted here; hosted: {', '.join(self.games)}", "UNKNOWN_GAME"
            )
        return servicer

    def _for_match(self, match_id: str, context: grpc.aio.ServicerContext[Any, Any]) -> Any:
        game, separator, _ = match_id.partition("-")
        named = self._named(context)
        if named is not None and separator and named != game:
            raise InvalidCommand(f"match {shown(match_id)} is not a {named} match")
        if not separator:
            # Not a match id of any game: the game's own runner answers (NOT_FOUND / INVALID_ARGUMENT).
            return self._for_game(context)
        servicer = self.servicers.get(game)
        if servicer is None:
            raise NotFound(f"no match {shown(match_id)}")
        return servicer

    # Every GameService call is routed the same way (see the module's docstring), so the router's
    # methods are made from the service's descriptor below: a new call needs no code here.

    async def route_unary(self, name: str, request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> Any:
        return await getattr(self._route(request, context), name)(request, context)

    async def route_stream(
        self, name: str, request: Any, context: grpc.aio.ServicerContext[Any, Any]
    ) -> AsyncIterator[Any]:
        async for item in getattr(self._route(request, context), name)(request, context):
            yield item

    async def route_bidi(
        self, name: str, requests: AsyncIterator[Any], context: grpc.aio.ServicerContext[Any, Any]
    ) -> AsyncIterator[Any]:
        """A bidirectional call (Play) is routed by its first message, which the servicer then
        reads again as the first of the stream."""
        try:
            first = await anext(aiter(requests))
        except StopAsyncIteration:
            return
        async for item in getattr(self._route(first, context), name)(prepend(first, requests), context):
            yield item

    def _route(self, request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> Any:
        if "match_id" in request.DESCRIPTOR.fields_by_name:
            return self._for_match(request.match_id, context)
        return self._for_game(context)


async def prepend(first: Any, rest: AsyncIterator[Any]) -> AsyncIterator[Any]:
    """`first`, then every item of `rest`."""
    yield first
    async for item in rest:
        yield item


def _router_method(method: MethodDescriptor) -> Any:
    name = method.name
    if method.client_streaming:

        async def bidi(
            self: GameRouter, requests: AsyncIterator[Any], context: grpc.aio.ServicerContext[Any, Any]
        ) -> AsyncIterator[Any]:
            async for item in self.route_bidi(name, requests, context):
                yield item

        bidi.__name__ = name
        return handles_errors(bidi)
    if method.server_streaming:

        async def stream(
            self: GameRouter, request: Any, context: grpc.aio.ServicerContext[Any, Any]
        ) -> AsyncIterator[Any]:
            async for item in self.route_stream(name, request, context):
                yield item

        stream.__name__ = name
        return handles_errors(stream)

    async def unary(self: GameRouter, request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> Any:
        return await self.route_unary(name, request, context)

    unary.__name__ = name
    return handles_errors(unary)


for _method in backend.DESCRIPTOR.services_by_name["GameService"].methods:
    setattr(GameRouter, _method.name, _router_method(_method))


def health_names(games: Iterable[str]) -> list[str]:
    """Every health service name a process hosting `games` reports."""
    return [SERVICE_NAME, *(health_name(game) for game in sorted(games))]
