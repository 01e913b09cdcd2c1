"""Seat tokens verified once and then remembered: the cache must never accept what a fresh
verification would refuse — an expired token, another match's, a forged or tampered one."""

from __future__ import annotations

import jwt
import pytest

from services.core.errors import PermissionDenied, Unauthenticated
from services.core.tokens import VERIFIED_CACHE_SIZE, TokenAuthority

SECRET = b"s" * 32


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def refusal(authority: TokenAuthority, token: str, match_id: str) -> str:
    with pytest.raises((Unauthenticated, PermissionDenied)) as refused:
        authority.verify(token, match_id)
    return refused.value.reason


def test_a_remembered_token_still_expires() -> None:
    clock = Clock(1_000_000.0)
    authority = TokenAuthority(SECRET, ttl_seconds=60, clock=clock)
    token = authority.mint("m", 2)
    assert authority.verify(token, "m").seat == 2
    assert authority.verify(token, "m").seat == 2  # from the cache
    clock.now += 59.5
    assert authority.verify(token, "m").seat == 2
    clock.now += 0.5  # the second its exp names: expired, as PyJWT counts it
    assert refusal(authority, token, "m") == "TOKEN_EXPIRED"


def test_a_remembered_token_is_still_for_its_match_only() -> None:
    authority = TokenAuthority(SECRET)
    token = authority.mint("m", 0)
    assert authority.verify(token, "m").match_id == "m"
    assert refusal(authority, token, "other") == "TOKEN_WRONG_MATCH"
    assert authority.verify(token, "m").seat == 0


def test_refused_tokens_are_never_remembered() -> None:
    authority = TokenAuthority(SECRET)
    forged = TokenAuthority(b"f" * 32).mint("m", 0)
    head, body, signature = authority.mint("m", 0).split(".")
    tampered = f"{head}.{body}.{signature[:-2]}AA"
    for _ in range(2):
        assert refusal(authority, forged, "m") == "TOKEN_INVALID"
        assert refusal(authority, tampered, "m") == "TOKEN_INVALID"
        assert refusal(authority, "garbage", "m") == "TOKEN_INVALID"
        assert refusal(authority, "", "m") == "TOKEN_MISSING"
    assert authority._checked.cache_info().currsize == 0


def test_expired_at_first_sight_and_bad_claims() -> None:
    authority = TokenAuthority(SECRET)
    assert refusal(authority, authority.mint("m", 1, ttl_seconds=-1), "m") == "TOKEN_EXPIRED"
    claims = {"iss": "ludus", "sub": "m#1", "mid": "m", "seat": 2**32, "iat": 0, "exp": 2**40}
    assert refusal(authority, jwt.encode(claims, SECRET, algorithm="HS256"), "m") == "TOKEN_INVALID"
    del claims["exp"]
    claims["seat"] = 1
    assert refusal(authority, jwt.encode(claims, SECRET, algorithm="HS256"), "m") == "TOKEN_INVALID"


def test_the_cache_is_bounded_and_per_authority() -> None:
    authority, other = TokenAuthority(SECRET), TokenAuthority(b"o" * 32)
    token = authority.mint("m", 0)
    authority.verify(token, "m")
    assert authority._checked.cache_info().maxsize == VERIFIED_CACHE_SIZE
    assert refusal(other, token, "m") == "TOKEN_INVALID"  # another secret: never a cache hit
