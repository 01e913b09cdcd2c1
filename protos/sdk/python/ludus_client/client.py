"""The synchronous client (grpcio). `aio.py` is the same API for asyncio.

    with Client("127.0.0.1:50050") as client:
        ark = client.game("ark")
        created = client.create_match("ark", [human(), bot(), bot()])
        seat = client.seat(created.match_id, created.tokens[0])
        seat.play(lambda turn: turn.commands[0])

The enriched API being added to the gateway (legal commands inside SubmitCommandResponse and
MatchEvent, a bidirectional Play stream) changes only `Seat.turn` (read the commands from the last
answer instead of calling ListLegalCommands) and `Seat.play`; nothing else depends on how a turn is
learnt.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

import grpc
from google.protobuf.message import Message
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc

from ludus_client import model
from ludus_client.auth import AccessToken, call_metadata
from ludus_client.errors import LudusError, StaleVersion, from_rpc_error, status_code
from ludus_client.model import CreatedMatch, Event, Submitted, Turn, WatchCursor
from ludus_client.registry import GameTypes, Registry
from ludus_client.retry import NO_RETRY, RetryPolicy

T = TypeVar("T")
DEFAULT_TARGET = "127.0.0.1:50050"


class Client:
    """A connection to the gateway. Pass `channel` to bring your own (TLS, options)."""

    def __init__(
        self,
        target: str = DEFAULT_TARGET,
        *,
        channel: grpc.Channel | None = None,
        access_token: AccessToken | None = None,
        retry: RetryPolicy | None = None,
        timeout: float = 30.0,
    ) -> None:
        self._own_channel = channel is None
        self.channel = channel if channel is not None else grpc.insecure_channel(target)
        self.stub: Any = gateway_pb2_grpc.GatewayStub(self.channel)  # type: ignore[no-untyped-call]
        self.registry = Registry()
        self.access_token = access_token
        self.retry = retry or RetryPolicy()
        self.timeout = timeout

    def close(self) -> None:
        if self._own_channel:
            self.channel.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- calls ---------------------------------------------------------------------------------

    def call(self, method: str, request: Message, *, retry: RetryPolicy | None = None) -> Any:
        """One unary call, retried on transport failures by `retry` (default: the client's)."""
        policy = retry or self.retry
        attempt = 1
        while True:
            try:
                return getattr(self.stub, method)(
                    request, timeout=self.timeout, metadata=call_metadata(self.access_token)
                )
            except grpc.RpcError as error:
                if not policy.should_retry(status_code(error), attempt):
                    raise from_rpc_error(error) from None
            time.sleep(policy.backoff(attempt))
            attempt += 1

    def list_games(self) -> list[GameTypes]:
        reply = self.call("ListGames", gateway_pb2.ListGamesRequest())
        return [self.registry.learn(info) for info in reply.games]

    def game(self, name: str) -> GameTypes:
        """A game's message classes (ListGames is asked once)."""
        types = self.registry.game(name) or next((g for g in self.list_games() if g.name == name), None)
        if types is None:
            raise LookupError(f"the platform hosts no game {name!r}")
        return types

    def create_match(
        self,
        game: str,
        seats: Sequence[common_pb2.SeatSpec],
        *,
        options: Message | None = None,
        clock: common_pb2.ClockOptions | None = None,
    ) -> CreatedMatch:
        """Not retried: a lost answer may hide a match that was created."""
        request = model.create_request(self.registry, game, seats, options, clock)
        reply = self.call("CreateMatch", request, retry=NO_RETRY)
        return CreatedMatch(reply.match, {entry.seat: entry.token for entry in reply.seat_tokens})

    def join_match(self, match_id: str, seat: int | None = None, name: str = "") -> Seat:
        """Claim an open seat (not retried: a lost answer may hide a claimed seat)."""
        request = gateway_pb2.JoinMatchRequest(match_id=match_id, seat=seat, name=name)
        reply = self.call("JoinMatch", request, retry=NO_RETRY)
        return Seat(self, match_id, reply.seat_token.token, reply.seat_token.seat)

    def seat(self, match_id: str, token: str, number: int | None = None) -> Seat:
        """A handle to act for a seat whose token you hold."""
        return Seat(self, match_id, token, number)

    def get_match(self, match_id: str) -> common_pb2.MatchInfo:
        match: common_pb2.MatchInfo = self.call("GetMatch", gateway_pb2.GetMatchRequest(match_id=match_id)).match
        return match

    def list_matches(
        self,
        game: str = "",
        status: common_pb2.MatchStatus = common_pb2.MATCH_STATUS_UNSPECIFIED,
        limit: int = 0,
    ) -> list[common_pb2.MatchInfo]:
        """Recent matches, newest first (a lobby's list), optionally of one game or status."""
        request = gateway_pb2.ListMatchesRequest(game=game, status=status, limit=limit)
        return list(self.call("ListMatches", request).matches)

    def history(self, match_id: str, token: str = "", to_version: int | None = None) -> list[Event]:
        request = gateway_pb2.GetHistoryRequest(match_id=match_id, token=token, to_version=to_version)
        return [model.decode_event(self.registry, event) for event in self.call("GetHistory", request).events]

    def view(self, match_id: str, token: str = "") -> tuple[int, Message | None]:
        """The caller's view (a spectator's without a token) and the version it reflects."""
        reply = self.call("GetView", gateway_pb2.GetViewRequest(match_id=match_id, token=token))
        return reply.version, self.registry.unpack_optional(reply.view)

    def watch(self, match_id: str, token: str = "", from_version: int = 1) -> Iterator[Event]:
        """The match's events from `from_version`, then live ones until the match ends. A dropped
        connection is resumed from the last version seen + 1: no gap, no duplicate. Stop early by
        breaking out of the loop (or closing the generator)."""
        cursor = WatchCursor(from_version)
        failures = 0
        while not cursor.ended:
            stream = self.stub.WatchMatch(cursor.request(match_id, token), metadata=call_metadata(self.access_token))
            try:
                for raw in stream:
                    if not cursor.accept(raw):
                        continue
                    failures = 0
                    event = model.decode_event(self.registry, raw)
                    cursor.ended = event.ends_match
                    yield event
                if cursor.ended:
                    return
                # Closed before MatchEnded (a server going away gracefully): resume like a drop.
                code = grpc.StatusCode.UNAVAILABLE
                error: grpc.RpcError | None = None
            except grpc.RpcError as failed:
                code, error = status_code(failed), failed
            finally:
                stream.cancel()
            failures += 1
            if not self.retry.should_retry(code, failures):
                if error is not None:
                    raise from_rpc_error(error) from None
                raise LudusError(code, "the watch stream kept closing before the match ended")
            time.sleep(self.retry.backoff(failures))


class Seat:
    """Acts for one seat of one match with its token."""

    def __init__(self, client: Client, match_id: str, token: str, number: int | None = None) -> None:
        self.client = client
        self.match_id = match_id
        self.token = token
        self.number = number

    def legal(self) -> tuple[int, list[Message], int]:
        """Every legal command now (all pages, decoded), the version they are valid for, and the
        time before which a bot seat's command is refused (0: none)."""
        registry = self.client.registry
        commands: list[Message] = []
        version: int | None = None
        while True:
            request = gateway_pb2.ListLegalCommandsRequest(
                match_id=self.match_id, token=self.token, offset=len(commands), limit=model.LEGAL_PAGE
            )
            page = self.client.call("ListLegalCommands", request)
            if version is not None and page.version != version:  # moved while paging: start over
                commands, version = [], None
                continue
            version = page.version
            commands += [registry.unpack(packed) for packed in page.commands]
            if not page.commands or len(commands) >= page.total:
                return page.version, commands, page.not_before_ms

    def turn(self, with_view: bool = True) -> Turn:
        """What this seat may do now. (With the enriched API this comes from the previous
        answer or the Play stream instead of a ListLegalCommands call; see the module doc.)"""
        while True:
            version, commands, not_before = self.legal()
            if not with_view:
                return Turn(version, commands, None, None, not_before)
            view_version, view = self.client.view(self.match_id, self.token)
            if view_version == version:  # else the match moved between the two reads: read again
                return Turn(version, commands, view, self.client.get_match(self.match_id), not_before)

    def submit(
        self, command: Message, *, expected_version: int | None = None, command_id: str | None = None
    ) -> Submitted:
        """Submit a command. A command id is chosen if none is given, and kept on every retry, so a
        command whose answer was lost is applied once. ABORTED raises StaleVersion."""
        command_id = command_id or model.new_command_id()
        registry = self.client.registry
        request = model.submit_request(registry, self.match_id, self.token, command, expected_version, command_id)
        policy = self.client.retry
        attempt = 1
        while True:
            try:
                reply = self.client.stub.SubmitCommand(
                    request, timeout=self.client.timeout, metadata=call_metadata(self.client.access_token)
                )
                return model.submitted(registry, command_id, reply, attempt)
            except grpc.RpcError as error:
                if not policy.should_retry(status_code(error), attempt):
                    raise from_rpc_error(error) from None
            time.sleep(policy.backoff(attempt))
            attempt += 1

    def play(self, choose: Callable[[Turn], Message | None], *, with_view: bool = True) -> Submitted | None:
        """One move: read the turn, let `choose` pick a command (None: pass on this turn) and submit
        it pinned to the turn's version. If the match moved first (ABORTED), read again and let
        `choose` pick again. Returns None when this seat has nothing to do now."""
        while True:
            turn = self.turn(with_view)
            if not turn.commands:
                return None
            command = choose(turn)
            if command is None:
                return None
            try:
                return self.submit(command, expected_version=turn.version)
            except StaleVersion:
                continue

    def watch(self, from_version: int = 1) -> Iterator[Event]:
        return self.client.watch(self.match_id, self.token, from_version)
