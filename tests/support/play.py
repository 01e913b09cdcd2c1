"""Client-side helpers for end-to-end tests: play matches through the gateway like a real client."""

from __future__ import annotations

import asyncio
import threading
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import grpc
from google.protobuf import any_pb2
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc

from services.core.rng import Rng
from services.core.stubs import gateway_stub

HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)


def bot(level: str = "random") -> common_pb2.SeatSpec:
    return common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_BOT, bot_level=level)


def create(
    gateway: gateway_pb2_grpc.GatewayStub,
    game: str,
    seats: Sequence[common_pb2.SeatSpec],
    options: any_pb2.Any | None = None,
) -> tuple[str, dict[int, str]]:
    request = gateway_pb2.CreateMatchRequest(game=game, seats=seats)
    if options is not None:
        request.options.CopyFrom(options)
    response = gateway.CreateMatch(request, timeout=30)
    return response.match.match_id, {token.seat: token.token for token in response.seat_tokens}


@dataclass
class Watcher:
    """Collects a WatchMatch stream in a thread: the messages and their raw bytes."""

    gateway: gateway_pb2_grpc.GatewayStub
    match_id: str
    token: str = ""
    from_version: int = 0
    events: list[common_pb2.MatchEvent] = field(default_factory=list)
    error: Exception | None = None
    _thread: threading.Thread | None = None

    def start(self) -> Watcher:
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            request = gateway_pb2.WatchMatchRequest(
                match_id=self.match_id, token=self.token, from_version=self.from_version
            )
            for event in self.gateway.WatchMatch(request, timeout=600):
                self.events.append(event)
        except Exception as error:  # reported by join()
            self.error = error

    def join(self, timeout: float = 60) -> list[common_pb2.MatchEvent]:
        assert self._thread is not None
        self._thread.join(timeout)
        assert not self._thread.is_alive(), "the watch stream did not end with the match"
        if self.error is not None:
            raise self.error
        return self.events

    def received(self) -> bytes:
        return b"".join(event.SerializeToString() for event in self.events)


def play_to_end(
    gateway: gateway_pb2_grpc.GatewayStub,
    match_id: str,
    tokens: dict[int, str],
    rng: Rng,
    *,
    timeout: float = 300,
    on_view: Callable[[int, bytes], None] | None = None,
) -> common_pb2.MatchInfo:
    """Play every seat we hold a token for with random legal commands until the match ends;
    bot seats are played by the platform's workers."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        # Annotated: the generated stub's methods are untyped, so their replies arrive as Any.
        match: common_pb2.MatchInfo = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
        if match.status == common_pb2.MATCH_STATUS_FINISHED:
            return match
        moved = False
        for seat in match.awaiting:
            token = tokens.get(seat)
            if token is None:
                continue
            if on_view is not None:
                view = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=token), timeout=10)
                on_view(seat, view.SerializeToString())
            legal = gateway.ListLegalCommands(
                gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token), timeout=10
            )
            if not legal.commands:
                continue
            try:
                gateway.SubmitCommand(
                    gateway_pb2.SubmitCommandRequest(
                        match_id=match_id,
                        token=token,
                        command=rng.choice(legal.commands),
                        expected_version=legal.version,
                        command_id=uuid.uuid4().hex,
                    ),
                    timeout=10,
                )
                moved = True
            except grpc.RpcError as error:
                # Another seat (or a bot) moved first in a simultaneous phase: re-read and retry.
                if error.code() not in (grpc.StatusCode.ABORTED, grpc.StatusCode.FAILED_PRECONDITION):
                    raise
        if not moved:
            time.sleep(0.02)
    raise AssertionError(f"match {match_id} did not finish in {timeout}s")


def card_in(blob: bytes, card_id: str) -> bool:
    """True if `card_id` occurs as a whole protobuf string field in `blob` (length-prefixed, so
    "deer" does not match inside "reindeer")."""
    encoded = card_id.encode()
    return bytes([len(encoded)]) + encoded in blob


async def open_play(
    channel: grpc.aio.Channel, match_id: str, token: str, timeout: float
) -> tuple[Any, gateway_pb2.PlayResponse]:
    """A Play stream through the gateway and its first response (the match's first event)."""
    call: Any = gateway_stub(channel).Play()
    await call.write(gateway_pb2.PlayRequest(match_id=match_id, token=token))
    first = await asyncio.wait_for(call.read(), timeout)
    assert first.HasField("event"), first
    return call, first
