"""The matchmaker's pass as the workers run it (the `ludus.matchmake` task, services/workers/tasks.py).

Each pass opens its own Redis client, database engine and game-service channels, as the sweep
and the projections' pass do: every Celery task runs its own event loop, and connections belong
to the loop that made them.
"""

from __future__ import annotations

import time
from typing import Any

from services.core.config import aio_channel, redis_client, routes_from_env
from services.core.notices import RedisNotices
from services.core.settings import Settings
from services.core.stubs import game_service_stub
from services.matchmaking.matchmaker import Matchmaker, PassReport
from services.matchmaking.pairing import Policy
from services.matchmaking.placement import Placement, SeatTable
from services.matchmaking.queue import QueueStore
from services.players import db


def policy_of(settings: Settings) -> Policy:
    return Policy(settings.matchmaking_window, settings.matchmaking_widen_per_second)


class GameStubs:
    """Async game-service stubs by game, over LUDUS_ROUTES (mutual TLS as the workers)."""

    def __init__(self, routes: dict[str, str]) -> None:
        self.routes = routes
        self._channels: dict[str, Any] = {}

    def __call__(self, game: str) -> Any:
        if game not in self._channels:
            if game not in self.routes:
                raise LookupError(f"LUDUS_ROUTES has no route for {game!r}")
            self._channels[game] = aio_channel(self.routes[game])
        return game_service_stub(self._channels[game])

    async def close(self) -> None:
        for channel in self._channels.values():
            await channel.close()


async def matchmaking_pass(settings: Settings, redis_url: str) -> PassReport:
    assert settings.database_url, "quick match needs the players' database"
    redis = redis_client(redis_url)
    engine = db.engine(settings.database_url, pool_size=2)
    stubs = GameStubs(routes_from_env())
    try:
        notices = RedisNotices(redis, settings.notice_stream_length)
        placement = Placement(stubs, SeatTable(engine), notices, settings.backend_timeout)
        matchmaker = Matchmaker(
            QueueStore(redis), placement, notices, policy_of(settings), settings.matchmaking_max_wait_seconds
        )
        return await matchmaker.run_pass(int(time.time() * 1000))
    finally:
        await stubs.close()
        await engine.dispose()
        await redis.aclose()
