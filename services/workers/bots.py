"""Bot policies. A bot decides only from what its seat may see: the legal commands the service
lists for that seat (and, for smarter levels, the seat's view)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence

from google.protobuf import any_pb2

from services.core.rng import Rng

Policy = Callable[[Sequence[any_pb2.Any], Rng], any_pb2.Any]


def random_policy(commands: Sequence[any_pb2.Any], rng: Rng) -> any_pb2.Any:
    """Uniform over the legal commands."""
    return rng.choice(commands)


POLICIES: dict[str, Policy] = {"random": random_policy}


def bot_rng(match_id: str, seat: int, version: int) -> Rng:
    """Deterministic per decision, so a redone task picks the same command."""
    return Rng(hashlib.sha256(f"{match_id}:{seat}".encode()).digest(), f"bot:{version}")
