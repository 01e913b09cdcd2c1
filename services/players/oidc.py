"""External identities: an operator's OpenID Connect issuer, whose tokens Ludus accepts.

A token is accepted when its signature verifies against a key of the issuer's JWKS (PyJWT's
PyJWKClient, which fetches and caches the key set), its `alg` is one of the operator's asymmetric
algorithms (so neither `none` nor an HMAC "signed" with the issuer's public key can pass), its
`iss` is the issuer, its `aud` names LUDUS_OIDC_AUDIENCE and it has not expired. Its `sub` is then
mapped to a Ludus player (services/players/accounts.py creates one on first sight).

The same checks verify the ID tokens of the browser sign-in (gateway/webface/oidc.py, then the
Players call SignInWithIdToken): there the audience is the web client's id (LUDUS_OIDC_CLIENT_ID)
and the token's `nonce` must be the one the sign-in sent to the issuer.
"""

from __future__ import annotations

import asyncio
import hmac
from dataclasses import dataclass

import jwt

from services.core.errors import Unauthenticated, Unavailable
from services.core.settings import Settings


@dataclass(frozen=True)
class ExternalIdentity:
    issuer: str
    subject: str
    #: A name to offer the new player (`preferred_username`, else `name`), if the token has one.
    preferred_name: str | None


class OidcVerifier:
    def __init__(self, issuer: str, audience: str, jwks_url: str, algorithms: tuple[str, ...]) -> None:
        self.issuer = issuer
        self.audience = audience
        self.algorithms = list(algorithms)
        self._keys = jwt.PyJWKClient(jwks_url, cache_keys=True, lifespan=300, timeout=10)

    @classmethod
    def from_settings(cls, settings: Settings) -> OidcVerifier | None:
        """The configured issuer's verifier, or None when no issuer is configured."""
        if not settings.oidc_issuer:
            return None
        if not settings.oidc_audience:
            raise ValueError("LUDUS_OIDC_ISSUER needs LUDUS_OIDC_AUDIENCE (the audience its tokens must name)")
        jwks = settings.oidc_jwks_url or settings.oidc_issuer.rstrip("/") + "/.well-known/jwks.json"
        return cls(settings.oidc_issuer, settings.oidc_audience, jwks, settings.oidc_algorithms)

    @classmethod
    def for_id_tokens(cls, settings: Settings) -> OidcVerifier | None:
        """The verifier of the web client's ID tokens (audience: its client id), or None when
        no issuer or no client id is configured."""
        if not (settings.oidc_issuer and settings.oidc_client_id):
            return None
        jwks = settings.oidc_jwks_url or settings.oidc_issuer.rstrip("/") + "/.well-known/jwks.json"
        return cls(settings.oidc_issuer, settings.oidc_client_id, jwks, settings.oidc_algorithms)

    async def verify(self, token: str, nonce: str = "") -> ExternalIdentity:
        """The identity a token proves; Unauthenticated (OIDC_TOKEN_*) for anything else. With a
        `nonce`, the token's own must equal it (an ID token answering that very sign-in)."""
        try:
            header = jwt.get_unverified_header(token)
            if header.get("alg") not in self.algorithms:
                raise Unauthenticated("the identity token's algorithm is not accepted", "OIDC_TOKEN_INVALID")
            # The key set is fetched over HTTP (blocking) on a cache miss: off the event loop.
            key = await asyncio.to_thread(self._keys.get_signing_key_from_jwt, token)
            claims = jwt.decode(
                token,
                key.key,
                algorithms=self.algorithms,
                audience=self.audience,
                issuer=self.issuer,
                options={"require": ["exp", "iss", "aud", "sub"]},
            )
        except jwt.ExpiredSignatureError:
            raise Unauthenticated("the identity token has expired", "OIDC_TOKEN_EXPIRED") from None
        except jwt.InvalidAudienceError:
            raise Unauthenticated("the identity token is for another audience", "OIDC_TOKEN_AUDIENCE") from None
        except jwt.PyJWKClientConnectionError:
            raise Unavailable("the identity issuer's keys cannot be fetched; retry") from None
        except jwt.PyJWKClientError:
            raise Unauthenticated("the identity token's key is not the issuer's", "OIDC_TOKEN_INVALID") from None
        except jwt.InvalidTokenError:
            raise Unauthenticated("the identity token is not valid", "OIDC_TOKEN_INVALID") from None
        if nonce and not hmac.compare_digest(str(claims.get("nonce", "")), nonce):
            raise Unauthenticated("the identity token answers another sign-in (nonce)", "OIDC_TOKEN_NONCE")
        subject = claims["sub"]
        if not isinstance(subject, str) or not subject:
            raise Unauthenticated("the identity token names no subject", "OIDC_TOKEN_INVALID")
        name = claims.get("preferred_username") or claims.get("name")
        return ExternalIdentity(self.issuer, subject, name if isinstance(name, str) else None)
