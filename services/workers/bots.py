"""Bot policies. A bot decides only from what its seat may see: the legal commands the service
lists for that seat and, for the smarter levels, the seat's view."""

from __future__ import annotations

import hashlib
from typing import Any

from google.protobuf import any_pb2
from ludus.backend.v1 import game_service_pb2 as backend
from ludus.backend.v1 import game_service_pb2_grpc as backend_grpc

from services.core.game import Game
from services.core.match import DEFAULT_MOVE
from services.core.rng import Rng

TIMEOUT = 10.0


def bot_rng(match_id: str, seat: int, version: int) -> Rng:
    """Deterministic per decision, so a redone task picks the same command."""
    return Rng(hashlib.sha256(f"{match_id}:{seat}".encode()).digest(), f"bot:{version}")


def choose_command(
    stub: backend_grpc.GameServiceStub, game: Game[Any], match_id: str, seat: int, policy: str
) -> tuple[any_pb2.Any | None, int]:
    """The command the policy picks for the seat, and the version it was chosen at."""
    legal = stub.LegalCommands(backend.LegalCommandsRequest(match_id=match_id, seat=seat), timeout=TIMEOUT)
    if not legal.total:
        return None, legal.version
    if policy == DEFAULT_MOVE:
        # A skipped seat makes the game's first listed (its most passive) move.
        return legal.commands[0], legal.version
    rng = bot_rng(match_id, seat, legal.version)
    index = rng.below(legal.total)
    if index < len(legal.commands):
        return legal.commands[index], legal.version
    page = stub.LegalCommands(
        backend.LegalCommandsRequest(match_id=match_id, seat=seat, offset=index, limit=1), timeout=TIMEOUT
    )
    return (page.commands[0] if page.commands else None), page.version
