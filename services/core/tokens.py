"""Seat tokens: JWTs (HS256) naming a match, a seat and an expiry, signed by the platform.

Whoever holds a seat's token plays that seat. Tokens are verified by the gateway, the only
component that faces clients (once per call, in gateway/auth.py); the services behind it never
see a token and trust the seat the gateway names in call metadata (services/core/caller.py).
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass

import jwt

from services.core.errors import PermissionDenied, Unauthenticated
from services.core.settings import Settings, current, secret_bytes

ISSUER = "ludus"
DEFAULT_TTL = 30 * 24 * 3600
_ALGORITHM = "HS256"


@dataclass(frozen=True)
class SeatClaim:
    match_id: str
    seat: int


class TokenAuthority:
    """Mints and verifies seat tokens with one shared secret."""

    def __init__(self, secret: bytes, ttl_seconds: int = DEFAULT_TTL) -> None:
        if len(secret) < 32:
            raise ValueError("the token secret must have at least 32 bytes")
        self._secret = secret
        self.ttl_seconds = ttl_seconds

    @classmethod
    def from_env(cls, settings: Settings | None = None) -> TokenAuthority:
        """From LUDUS_TOKEN_SECRET (hex or text), as the settings read it; a random one if unset
        (tokens then die with the process, so set it whenever more than one gateway runs)."""
        value = (settings or current()).token_secret
        if not value:
            return cls(secrets.token_bytes(32))
        return cls(secret_bytes(value))

    def mint(self, match_id: str, seat: int, ttl_seconds: int | None = None) -> str:
        now = int(time.time())
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
        try:
            claims = jwt.decode(
                token,
                self._secret,
                algorithms=[_ALGORITHM],
                issuer=ISSUER,
                options={"require": ["exp", "iat", "iss", "sub"]},
            )
        except jwt.ExpiredSignatureError:
            raise Unauthenticated("the seat token has expired", "TOKEN_EXPIRED") from None
        except jwt.InvalidTokenError:
            raise Unauthenticated("the seat token is not valid", "TOKEN_INVALID") from None
        seat = claims.get("seat")
        token_match = claims.get("mid")
        if not isinstance(seat, int) or not isinstance(token_match, str) or not 0 <= seat < 2**32:
            raise Unauthenticated("the seat token is not valid", "TOKEN_INVALID")
        if token_match != match_id:
            raise PermissionDenied("this seat token is for another match", "TOKEN_WRONG_MATCH")
        return SeatClaim(token_match, seat)
