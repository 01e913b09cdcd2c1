"""Players' tokens: short-lived access tokens (JWT) and rotating refresh tokens (opaque).

An access token is an HS256 JWT with audience `ludus-player` naming the player, the session
(refresh-token family) and the player's generation; it lives LUDUS_ACCESS_TOKEN_SECONDS. Its key
is derived from LUDUS_TOKEN_SECRET for this use alone, and its audience keeps it apart from seat
tokens (which have none): neither kind is accepted as the other.

A refresh token is `<session id>.<random>`; the database keeps only the SHA-256 of the random
part of the newest one (services/players/accounts.py rotates it on every use).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
import uuid
from dataclasses import dataclass

import jwt

from services.core.errors import Unauthenticated

ISSUER = "ludus"
AUDIENCE = "ludus-player"
_ALGORITHM = "HS256"


@dataclass(frozen=True)
class AccessClaim:
    """What a verified access token says."""

    player_id: uuid.UUID
    session_id: uuid.UUID | None
    generation: int
    expires_at: int


class AccessTokens:
    def __init__(self, platform_secret: bytes, ttl_seconds: int = 900) -> None:
        # A key of its own: a leak of one kind of token's key (or a confusion between kinds)
        # never forges the other.
        self._key = hmac.new(platform_secret, b"ludus player access tokens", hashlib.sha256).digest()
        self.ttl_seconds = ttl_seconds

    def mint(self, player_id: uuid.UUID, session_id: uuid.UUID, generation: int) -> tuple[str, int]:
        """A token and its expiry (Unix seconds)."""
        now = int(time.time())
        expires = now + self.ttl_seconds
        claims = {
            "iss": ISSUER,
            "aud": AUDIENCE,
            "sub": str(player_id),
            "sid": str(session_id),
            "gen": generation,
            "iat": now,
            "exp": expires,
        }
        return jwt.encode(claims, self._key, algorithm=_ALGORITHM), expires

    def verify(self, token: str) -> AccessClaim:
        """The claim of a valid, unexpired access token; Unauthenticated otherwise. Whether its
        session is still live is the accounts' check (it needs the database)."""
        try:
            claims = jwt.decode(
                token,
                self._key,
                algorithms=[_ALGORITHM],
                audience=AUDIENCE,
                issuer=ISSUER,
                options={"require": ["exp", "iat", "iss", "aud", "sub", "sid", "gen"]},
            )
            generation = claims["gen"]
            if not isinstance(generation, int):
                raise jwt.InvalidTokenError("gen")
            return AccessClaim(uuid.UUID(claims["sub"]), uuid.UUID(claims["sid"]), generation, int(claims["exp"]))
        except jwt.ExpiredSignatureError:
            raise Unauthenticated("the access token has expired; refresh it", "ACCESS_TOKEN_EXPIRED") from None
        except (jwt.InvalidTokenError, ValueError, TypeError):
            raise Unauthenticated("the access token is not valid", "ACCESS_TOKEN_INVALID") from None


def is_access_token(token: str) -> bool:
    """Whether a token claims to be a player's access token (unverified: only to pick the verifier)."""
    try:
        claims = jwt.decode(token, options={"verify_signature": False})
    except jwt.InvalidTokenError:
        return False
    return claims.get("aud") == AUDIENCE


def unverified_issuer(token: str) -> str | None:
    """The `iss` a token claims (unverified: only to pick the verifier)."""
    try:
        issuer = jwt.decode(token, options={"verify_signature": False}).get("iss")
    except jwt.InvalidTokenError:
        return None
    return issuer if isinstance(issuer, str) else None


def new_refresh_token(session_id: uuid.UUID) -> tuple[str, bytes]:
    """A refresh token for `session_id` and the digest to store."""
    secret = secrets.token_urlsafe(32)
    return f"{session_id}.{secret}", digest(secret)


def digest(secret: str) -> bytes:
    return hashlib.sha256(secret.encode()).digest()


def parse_refresh_token(token: str) -> tuple[uuid.UUID, str]:
    session, _, secret = token.partition(".")
    try:
        return uuid.UUID(session), secret
    except ValueError:
        raise Unauthenticated("the refresh token is not valid", "REFRESH_TOKEN_INVALID") from None
