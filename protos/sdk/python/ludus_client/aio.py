"""The asyncio client: the same API as `client.py`, each call awaited.

async with AsyncClient("127.0.0.1:50050") as client:
    created = await client.create_match("ark", [human(), bot(), bot()])
    seat = client.seat(created.match_id, created.tokens[0])
    await seat.play(lambda turn: turn.commands[0])
    async for event in client.watch(created.match_id):
        ...
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import Any

import grpc
from google.protobuf.message import Message
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc

from ludus_client import model
from ludus_client.auth import AccessToken, call_metadata
from ludus_client.client import DEFAULT_TARGET
from ludus_client.errors import LudusError, StaleVersion, from_rpc_error, status_code
from ludus_client.model import CreatedMatch, Event, Submitted, Turn, WatchCursor
from ludus_client.registry import GameTypes, Registry
from ludus_client.retry import NO_RETRY, RetryPolicy

Chooser = Callable[[Turn], Message | None] | Callable[[Turn], Awaitable[Message | None]]


class AsyncClient:
    """A connection to the gateway for asyncio. Pass `channel` to bring your own."""

    def __init__(
        self,
        target: str = DEFAULT_TARGET,
        *,
        channel: grpc.aio.Channel | None = None,
        access_token: AccessToken | None = None,
        retry: RetryPolicy | None = None,
        timeout: float = 30.0,
    ) -> None:
        self._own_channel = channel is None
        self.channel = channel if channel is not None else grpc.aio.insecure_channel(target)
        self.stub: Any = gateway_pb2_grpc.GatewayStub(self.channel)  # type: ignore[no-untyped-call]
        self.registry = Registry()
        self.access_token = access_token
        self.retry = retry or RetryPolicy()
        self.timeout = timeout

    async def close(self) -> None:
        if self._own_channel:
            await self.channel.close()

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def call(self, method: str, request: Message, *, retry: RetryPolicy | None = None) -> Any:
        policy = retry or self.retry
        attempt = 1
        while True:
            try:
                return await getattr(self.stub, method)(
                    request, timeout=self.timeout, metadata=call_metadata(self.access_token)
                )
            except grpc.RpcError as error:
                if not policy.should_retry(status_code(error), attempt):
                    raise from_rpc_error(error) from None
            await asyncio.sleep(policy.backoff(attempt))
            attempt += 1

    async def list_games(self) -> list[GameTypes]:
        reply = await self.call("ListGames", gateway_pb2.ListGamesRequest())
        return [self.registry.learn(info) for info in reply.games]

    async def game(self, name: str) -> GameTypes:
        types = self.registry.game(name) or next((g for g in await self.list_games() if g.name == name), None)
        if types is None:
            raise LookupError(f"the platform hosts no game {name!r}")
        return types

    async def create_match(
        self,
        game: str,
        seats: Sequence[common_pb2.SeatSpec],
        *,
        options: Message | None = None,
        clock: common_pb2.ClockOptions | None = None,
    ) -> CreatedMatch:
        request = model.create_request(self.registry, game, seats, options, clock)
        reply = await self.call("CreateMatch", request, retry=NO_RETRY)
        return CreatedMatch(reply.match, {entry.seat: entry.token for entry in reply.seat_tokens})

    async def join_match(self, match_id: str, seat: int | None = None, name: str = "") -> AsyncSeat:
        request = gateway_pb2.JoinMatchRequest(match_id=match_id, seat=seat, name=name)
        reply = await self.call("JoinMatch", request, retry=NO_RETRY)
        return AsyncSeat(self, match_id, reply.seat_token.token, reply.seat_token.seat)

    def seat(self, match_id: str, token: str, number: int | None = None) -> AsyncSeat:
        return AsyncSeat(self, match_id, token, number)

    async def get_match(self, match_id: str) -> common_pb2.MatchInfo:
        reply = await self.call("GetMatch", gateway_pb2.GetMatchRequest(match_id=match_id))
        match: common_pb2.MatchInfo = reply.match
        return match

    async def list_matches(
        self,
        game: str = "",
        status: common_pb2.MatchStatus = common_pb2.MATCH_STATUS_UNSPECIFIED,
        limit: int = 0,
    ) -> list[common_pb2.MatchInfo]:
        request = gateway_pb2.ListMatchesRequest(game=game, status=status, limit=limit)
        return list((await self.call("ListMatches", request)).matches)

    async def history(self, match_id: str, token: str = "", to_version: int | None = None) -> list[Event]:
        request = gateway_pb2.GetHistoryRequest(match_id=match_id, token=token, to_version=to_version)
        reply = await self.call("GetHistory", request)
        return [model.decode_event(self.registry, event) for event in reply.events]

    async def view(self, match_id: str, token: str = "") -> tuple[int, Message | None]:
        reply = await self.call("GetView", gateway_pb2.GetViewRequest(match_id=match_id, token=token))
        return reply.version, self.registry.unpack_optional(reply.view)

    async def watch(self, match_id: str, token: str = "", from_version: int = 1) -> AsyncIterator[Event]:
        """As Client.watch: resumed from the last version seen + 1 after a dropped connection."""
        cursor = WatchCursor(from_version)
        failures = 0
        while not cursor.ended:
            stream = self.stub.WatchMatch(cursor.request(match_id, token), metadata=call_metadata(self.access_token))
            error: grpc.RpcError | None = None
            code = grpc.StatusCode.UNAVAILABLE  # closed before MatchEnded: resume like a drop
            try:
                async for raw in stream:
                    if not cursor.accept(raw):
                        continue
                    failures = 0
                    event = model.decode_event(self.registry, raw)
                    cursor.ended = event.ends_match
                    yield event
                if cursor.ended:
                    return
            except grpc.RpcError as failed:
                code, error = status_code(failed), failed
            finally:
                stream.cancel()
            failures += 1
            if not self.retry.should_retry(code, failures):
                if error is not None:
                    raise from_rpc_error(error) from None
                raise LudusError(code, "the watch stream kept closing before the match ended")
            await asyncio.sleep(self.retry.backoff(failures))


class AsyncSeat:
    """Acts for one seat of one match with its token (asyncio)."""

    def __init__(self, client: AsyncClient, match_id: str, token: str, number: int | None = None) -> None:
        self.client = client
        self.match_id = match_id
        self.token = token
        self.number = number

    async def legal(self) -> tuple[int, list[Message], int]:
        registry = self.client.registry
        commands: list[Message] = []
        version: int | None = None
        while True:
            request = gateway_pb2.ListLegalCommandsRequest(
                match_id=self.match_id, token=self.token, offset=len(commands), limit=model.LEGAL_PAGE
            )
            page = await self.client.call("ListLegalCommands", request)
            if version is not None and page.version != version:
                commands, version = [], None
                continue
            version = page.version
            commands += [registry.unpack(packed) for packed in page.commands]
            if not page.commands or len(commands) >= page.total:
                return page.version, commands, page.not_before_ms

    async def turn(self, with_view: bool = True) -> Turn:
        """See Seat.turn (the one place the enriched API changes)."""
        while True:
            version, commands, not_before = await self.legal()
            if not with_view:
                return Turn(version, commands, None, None, not_before)
            view_version, view = await self.client.view(self.match_id, self.token)
            if view_version == version:
                return Turn(version, commands, view, await self.client.get_match(self.match_id), not_before)

    async def submit(
        self, command: Message, *, expected_version: int | None = None, command_id: str | None = None
    ) -> Submitted:
        command_id = command_id or model.new_command_id()
        registry = self.client.registry
        request = model.submit_request(registry, self.match_id, self.token, command, expected_version, command_id)
        policy = self.client.retry
        attempt = 1
        while True:
            try:
                reply = await self.client.stub.SubmitCommand(
                    request, timeout=self.client.timeout, metadata=call_metadata(self.client.access_token)
                )
                return model.submitted(registry, command_id, reply, attempt)
            except grpc.RpcError as error:
                if not policy.should_retry(status_code(error), attempt):
                    raise from_rpc_error(error) from None
            await asyncio.sleep(policy.backoff(attempt))
            attempt += 1

    async def play(self, choose: Chooser, *, with_view: bool = True) -> Submitted | None:
        """See Seat.play; `choose` may be a coroutine function."""
        while True:
            turn = await self.turn(with_view)
            if not turn.commands:
                return None
            chosen = choose(turn)
            command = await chosen if isinstance(chosen, Awaitable) else chosen
            if command is None:
                return None
            try:
                return await self.submit(command, expected_version=turn.version)
            except StaleVersion:
                continue

    def watch(self, from_version: int = 1) -> AsyncIterator[Event]:
        return self.client.watch(self.match_id, self.token, from_version)
