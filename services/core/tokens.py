"""Seat tokens: JWTs (HS256) naming a match, a seat and an expiry, signed by the platform.

Whoever holds a seat's token plays that seat. Tokens are verified by the gateway, the only
component that faces clients (once per call, in gateway/auth.py); the services behind it never
see a token and trust the seat the gateway names in call metadata (services/core/caller.py).
"""

from __future__ import annotations

import functools
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass

import jwt

from services.core.errors import PermissionDenied, Unauthenticated
from services.core.settings import Settings, current, secret_bytes

ISSUER = "ludus"
DEFAULT_TTL = 30 * 24 * 3600
_ALGORITHM = "HS256"
#: How many verified tokens an authority remembers. A client sends its seat token with every
#: call, and checking the HMAC and parsing the claims again each time was the gateway's largest
#: own cost per move (bench/profile_command_path.py). An entry is only a signature already
#: checked: expiry and the match are checked on every use, and a refused token is never kept.
#: At a few hundred bytes an entry, the bound keeps the cache to a few MiB; the least recently
#: used token goes first.
VERIFIED_CACHE_SIZE = 16_384


@dataclass(frozen=True)
class SeatClaim:
    match_id: str
    seat: int


@dataclass(frozen=True)
class _Checked:
    """What a correctly signed token says, once its signature and claims have been checked."""

    match_id: str
    seat: int
    expires: float


class TokenAuthority:
    """Mints and verifies seat tokens with one shared secret."""

    def __init__(self, secret: bytes, ttl_seconds: int = DEFAULT_TTL, clock: Callable[[], float] = time.time) -> None:
        if len(secret) < 32:
            raise ValueError("the token secret must have at least 32 bytes")
        self._secret = secret
        self.ttl_seconds = ttl_seconds
        self._clock = clock
        # Per authority (a cache keyed on the token alone must not outlive its secret).
        self._checked = functools.lru_cache(maxsize=VERIFIED_CACHE_SIZE)(self._check)

    @classmethod
    def from_env(cls, settings: Settings | None = None) -> TokenAuthority:
        """From LUDUS_TOKEN_SECRET (hex or text), as the settings read it; a random one if unset
        (tokens then die with the process, so set it whenever more than one gateway runs)."""
        value = (settings or current()).token_secret
        if not value:
            return cls(secrets.token_bytes(32))
        return cls(secret_bytes(value))

    def mint(self, match_id: str, seat: int, ttl_seconds: int | None = None) -> str:
        now = int(self._clock())
        claims = {
            "iss": ISSUER,
            "sub": f"{match_id}#{seat}",
            "mid": match_id,
            "seat": seat,
            "iat": now,
            "exp": now + (ttl_seconds if ttl_seconds is not None else self.ttl_seconds),
        }
        return jwt.encode(claims, self._secret, algorithm=_ALGORITHM)

    def verify(self, token: str, match_id: str) -> SeatClaim:
        """The seat a token grants in `match_id`; raises Unauthenticated / PermissionDenied."""
        if not token:
            raise Unauthenticated("this call needs a seat token", "TOKEN_MISSING")
        checked = self._checked(token)
        if checked.expires <= self._clock():  # as PyJWT: expired at the second it names
            raise Unauthenticated("the seat token has expired", "TOKEN_EXPIRED")
        if checked.match_id != match_id:
            raise PermissionDenied("this seat token is for another match", "TOKEN_WRONG_MATCH")
        return SeatClaim(checked.match_id, checked.seat)

    def _check(self, token: str) -> _Checked:
        """Signature and claims, without expiry (checked on every use by `verify`); raises
        Unauthenticated, which lru_cache does not remember."""
        try:
            claims = jwt.decode(
                token,
                self._secret,
                algorithms=[_ALGORITHM],
                issuer=ISSUER,
                options={"require": ["exp", "iat", "iss", "sub"], "verify_exp": False},
            )
        except jwt.InvalidTokenError:
            raise Unauthenticated("the seat token is not valid", "TOKEN_INVALID") from None
        seat = claims.get("seat")
        token_match = claims.get("mid")
        expires = claims.get("exp")
        if (
            not isinstance(seat, int)
            or not isinstance(token_match, str)
            or not 0 <= seat < 2**32
            or not isinstance(expires, int | float)
        ):
            raise Unauthenticated("the seat token is not valid", "TOKEN_INVALID")
        return _Checked(token_match, seat, expires)
