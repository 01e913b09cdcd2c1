"""A brief, per-process memory of sessions found live, so that not every call costs a query.

A positive check (session not revoked, player neither banned nor deleted, generation current) is
trusted for LUDUS_PLAYER_CHECK_SECONDS; a negative one is never cached. Sign-out, deletion, a ban
or a password change forget the affected entries in the process that made them, so there they
take effect at once; other gateway replicas see them within the check interval (1 s by
default) — long before any access token expires.
"""

from __future__ import annotations

import time
import uuid

from services.players.tokens import AccessClaim

#: Bounded: a flood of distinct valid tokens must not grow the memory without end.
MAX_ENTRIES = 100_000


class LiveChecks:
    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self._until: dict[tuple[uuid.UUID, uuid.UUID | None, int], float] = {}

    def known(self, claim: AccessClaim) -> bool:
        deadline = self._until.get((claim.player_id, claim.session_id, claim.generation))
        return deadline is not None and deadline > time.monotonic()

    def remember(self, claim: AccessClaim) -> None:
        if self.seconds <= 0:
            return
        if len(self._until) >= MAX_ENTRIES:
            self._until.clear()
        self._until[(claim.player_id, claim.session_id, claim.generation)] = time.monotonic() + self.seconds

    def forget_session(self, session_id: uuid.UUID) -> None:
        for key in [key for key in self._until if key[1] == session_id]:
            del self._until[key]

    def forget_player(self, player_id: uuid.UUID) -> None:
        for key in [key for key in self._until if key[0] == player_id]:
            del self._until[key]
