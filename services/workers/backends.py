"""Workers reach game services the way the gateway does: LUDUS_ROUTES, load-balanced channels.

Channels are created lazily in each worker process (after Celery forks), never before.
"""

from __future__ import annotations

import os
import threading

from ludus.backend.v1 import game_service_pb2_grpc as backend_grpc

from services.core.config import routes_from_env, sync_channel
from services.core.stubs import game_service_stub

_lock = threading.Lock()
_stubs: dict[tuple[int, str], backend_grpc.GameServiceStub] = {}


def stub(game: str) -> backend_grpc.GameServiceStub:
    key = (os.getpid(), game)
    with _lock:
        found = _stubs.get(key)
        if found is None:
            routes = routes_from_env()
            if game not in routes:
                raise LookupError(f"LUDUS_ROUTES has no route for {game!r}")
            found = game_service_stub(sync_channel(routes[game]))
            _stubs[key] = found
        return found
