"""An operator's OpenID Connect issuer: its JWKS served on loopback by the test, tokens signed by
the test, and every trick a forger might try refused."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import time
import uuid
from collections.abc import Iterator

import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from gateway.identity import PlayerIdentity
from services.core.errors import LudusError, PermissionDenied, Unauthenticated, Unavailable
from services.players.accounts import Accounts
from services.players.oidc import OidcVerifier
from tests.support.oidc import AUDIENCE, EC_KEY, RSA_KEY, serving_issuer, sign

#: A key the issuer never published (a forger's).
FORGER_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)


@pytest.fixture(scope="module")
def issuer() -> Iterator[str]:
    with serving_issuer() as url:
        yield url


@pytest.fixture
def identity(issuer: str, accounts: Accounts) -> PlayerIdentity:
    verifier = OidcVerifier(issuer, AUDIENCE, issuer + "/.well-known/jwks.json", ("RS256", "ES256"))
    return PlayerIdentity(accounts, verifier)


token = sign


async def refused(identity: PlayerIdentity, bad: str, error: type[LudusError], reason: str) -> None:
    assert identity.recognises(bad)
    with pytest.raises(error) as raised:
        await identity.verify(bad)
    assert raised.value.reason == reason, raised.value.message


async def test_a_valid_token_maps_its_subject_to_one_player(issuer: str, identity: PlayerIdentity) -> None:
    subject = f"user-{uuid.uuid4().hex[:8]}"
    first = await identity.verify(token(issuer, sub=subject, preferred_username=f"ext{uuid.uuid4().hex[:8]}"))
    again = await identity.verify(token(issuer, EC_KEY, "ES256", "ec-1", sub=subject))
    assert first.player_id == again.player_id and first.session_id is None
    player = await identity.accounts.player(first.player_id)
    assert player.kind == "oidc" and player.name.startswith("ext")
    other = await identity.verify(token(issuer, sub=f"user-{uuid.uuid4().hex[:8]}"))
    assert other.player_id != first.player_id


async def test_forged_wrong_audience_expired_and_wrong_issuer_tokens_are_refused(
    issuer: str, identity: PlayerIdentity
) -> None:
    await refused(identity, token(issuer, FORGER_KEY), Unauthenticated, "OIDC_TOKEN_INVALID")
    await refused(identity, token(issuer, aud="another-app"), Unauthenticated, "OIDC_TOKEN_AUDIENCE")
    await refused(identity, token(issuer, exp=int(time.time()) - 60), Unauthenticated, "OIDC_TOKEN_EXPIRED")
    await refused(identity, token(issuer, exp=None), Unauthenticated, "OIDC_TOKEN_INVALID")
    await refused(identity, token(issuer, kid="unknown"), Unauthenticated, "OIDC_TOKEN_INVALID")
    # A token claiming another issuer is not this verifier's at all (the seat tokens' verifier
    # then refuses it).
    assert not identity.recognises(token("https://elsewhere.example", sub="user-1"))


async def test_algorithm_tricks_are_refused(issuer: str, identity: PlayerIdentity) -> None:
    now = int(time.time())
    claims = {"iss": issuer, "aud": AUDIENCE, "sub": "user-1", "iat": now, "exp": now + 300}
    # alg none: no signature at all.
    unsigned = jwt.encode(claims, "", algorithm="none", headers={"kid": "rsa-1"})
    await refused(identity, unsigned, Unauthenticated, "OIDC_TOKEN_INVALID")
    # HS256 "signed" with the issuer's public key, hoping the verifier uses it as an HMAC secret.
    public_pem = RSA_KEY.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    header = jwt.utils.base64url_encode(json.dumps({"alg": "HS256", "typ": "JWT", "kid": "rsa-1"}).encode())
    payload = jwt.utils.base64url_encode(json.dumps(claims).encode())
    signature = hmac.new(public_pem, header + b"." + payload, hashlib.sha256).digest()
    confused = (header + b"." + payload + b"." + jwt.utils.base64url_encode(signature)).decode()
    await refused(identity, confused, Unauthenticated, "OIDC_TOKEN_INVALID")
    # A real signature by an algorithm the operator did not accept (RS512 with the issuer's key).
    await refused(identity, token(issuer, algorithm="RS512"), Unauthenticated, "OIDC_TOKEN_INVALID")


async def test_a_banned_external_player_is_refused(issuer: str, identity: PlayerIdentity) -> None:
    subject = f"user-{uuid.uuid4().hex[:8]}"
    claim = await identity.verify(token(issuer, sub=subject))
    player = await identity.accounts.player(claim.player_id)
    await identity.accounts.ban(player.name)
    await refused(identity, token(issuer, sub=subject), PermissionDenied, "PLAYER_BANNED")


async def test_an_unreachable_key_set_is_unavailable_not_a_forgery(accounts: Accounts) -> None:
    dead = "http://127.0.0.1:9"
    identity = PlayerIdentity(accounts, OidcVerifier(dead, AUDIENCE, dead + "/jwks", ("RS256",)))
    await refused(identity, token(dead), Unavailable, "UNAVAILABLE")


async def test_racing_first_sights_of_one_identity_make_one_player(issuer: str, identity: PlayerIdentity) -> None:
    subject = f"user-{uuid.uuid4().hex[:8]}"
    claims = await asyncio.gather(*(identity.verify(token(issuer, sub=subject)) for _ in range(8)))
    assert len({claim.player_id for claim in claims}) == 1
