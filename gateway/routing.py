"""Routes from game names to game-service replicas.

Each game gets one gRPC channel whose target lists every replica (or a DNS name that resolves to
them); the channel balances round-robin over the replicas that pass gRPC health checks, so a dead
replica stops receiving calls without any code here. Match ids start with their game's name, so a
match is routed without a lookup.
"""

from __future__ import annotations

import functools
from typing import Any

import grpc
from ludus.backend.v1 import game_service_pb2_grpc as backend_grpc

from services.core.config import aio_channel
from services.core.errors import InvalidCommand, NotFound, shown
from services.core.events import MAX_MATCH_ID
from services.core.stubs import game_service_stub
from services.telemetry import process as telemetry


def _channel_with(target: str, interceptors: list[grpc.aio.ClientInterceptor]) -> grpc.aio.Channel:
    return aio_channel(target, interceptors)


class Routes:
    """Game name -> stub on a load-balanced channel."""

    def __init__(self, targets: dict[str, str]) -> None:
        self.targets = dict(targets)
        self._channels: dict[str, grpc.aio.Channel] = {}
        self._stubs: dict[str, backend_grpc.GameServiceStub] = {}
        #: With tracing on, each game's instrumented twin channel, for the calls of sampled traces.
        self._traced: dict[str, grpc.aio.Channel] = {}
        self._traced_stubs: dict[str, backend_grpc.GameServiceStub] = {}
        for game, target in self.targets.items():
            channel = aio_channel(target)
            self._channels[game] = channel
            self._stubs[game] = game_service_stub(channel)
            twin = telemetry.traced_twin(functools.partial(_channel_with, target))
            if twin is not None:
                self._traced[game] = twin
                self._traced_stubs[game] = game_service_stub(twin)

    def _stub(self, game: str) -> backend_grpc.GameServiceStub | None:
        if self._traced_stubs and telemetry.in_sampled_call():
            return self._traced_stubs.get(game)
        return self._stubs.get(game)

    @property
    def games(self) -> list[str]:
        return sorted(self._stubs)

    def channels(self) -> list[grpc.aio.Channel]:
        """One channel per hosted game, in game order."""
        return [self._channels[game] for game in self.games]

    def for_game(self, game: str) -> backend_grpc.GameServiceStub:
        if not game:
            raise InvalidCommand("name a game (see ListGames)")
        stub = self._stub(game)
        if stub is None:
            raise NotFound(f"no game named {shown(game)} is hosted here", "UNKNOWN_GAME")
        return stub

    def for_match(self, match_id: str) -> backend_grpc.GameServiceStub:
        if not match_id:
            raise InvalidCommand("a match id is required")
        if len(match_id) > MAX_MATCH_ID:
            raise InvalidCommand(
                f"a match id has at most {MAX_MATCH_ID} characters, not {len(match_id)}", "MATCH_ID_TOO_LONG"
            )
        game, separator, _ = match_id.partition("-")
        stub = self._stub(game) if separator else None
        if stub is None:
            raise NotFound(f"no match {shown(match_id)}")
        return stub

    def play_many(self, game: str) -> Any:
        """The game's PlayMany method (on the plain channel: the call outlives any one trace)."""
        return self._stubs[game].PlayMany

    async def close(self) -> None:
        for channel in [*self._channels.values(), *self._traced.values()]:
            await channel.close()
