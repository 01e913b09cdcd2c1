"""Password hashing: argon2id (argon2-cffi), off the event loop, with a dummy for unknown names.

Hashing is deliberately slow (LUDUS_PASSWORD_TIME_COST passes over LUDUS_PASSWORD_MEMORY_KIB),
so it runs in a thread; a sign-in for a name that does not exist verifies against a dummy hash
of the same cost, so that neither the answer nor its timing says whether the name exists.
"""

from __future__ import annotations

import asyncio
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from services.core.errors import InvalidCommand

MIN_LENGTH = 8
#: Hashing a megabyte would be its own denial of service.
MAX_LENGTH = 1024


def check_new_password(password: str) -> None:
    if not MIN_LENGTH <= len(password) <= MAX_LENGTH:
        raise InvalidCommand(f"a password has {MIN_LENGTH} to {MAX_LENGTH} characters", "PASSWORD_LENGTH")


class Passwords:
    """argon2id hashing with the operator's cost."""

    def __init__(self, time_cost: int = 2, memory_kib: int = 19456) -> None:
        self._hasher = PasswordHasher(time_cost=time_cost, memory_cost=memory_kib, parallelism=1)
        self._dummy = self._hasher.hash(secrets.token_urlsafe(16))

    async def hash(self, password: str) -> str:
        return await asyncio.to_thread(self._hasher.hash, password)

    async def verify(self, stored: str | None, password: str) -> bool:
        """Whether `password` matches `stored`; with `stored` None (no such player, or no
        password), the same work against the dummy, and False."""
        return await asyncio.to_thread(self._verify, stored, password)

    def _verify(self, stored: str | None, password: str) -> bool:
        try:
            matched = self._hasher.verify(stored or self._dummy, password[:MAX_LENGTH])
        except (VerifyMismatchError, VerificationError, InvalidHashError):
            return False
        return matched and stored is not None
