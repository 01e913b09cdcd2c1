"""Who the client is: seat tokens (per seat, in each request) and an account's access token.

Seat tokens come from CreateMatch and JoinMatch and travel in the requests' `token` field.
An account's access token (a signed-in player acting in all their seats) travels as
`authorization: Bearer <token>` metadata, which the gateway already accepts.

Sign-in itself is not in the API yet: `AccessToken` is the hook it will plug into. Give the
client a `StaticAccessToken` (a token obtained elsewhere), or any object with `token()`; a
future `sign_in(...)` returns such a provider that also renews the token before it expires.
"""

from __future__ import annotations

from typing import Protocol


class AccessToken(Protocol):
    """Supplies the bearer token for each call (None: call without one)."""

    def token(self) -> str | None: ...


class StaticAccessToken:
    """A fixed bearer token."""

    def __init__(self, token: str) -> None:
        self._token = token

    def token(self) -> str | None:
        return self._token


def call_metadata(access: AccessToken | None) -> tuple[tuple[str, str], ...]:
    """The metadata every call carries."""
    token = access.token() if access is not None else None
    return (("authorization", f"Bearer {token}"),) if token else ()


def sign_in(*_: object, **__: object) -> AccessToken:
    """The hook for account sign-in (password, OIDC, guest) once the gateway offers it."""
    raise NotImplementedError("sign-in is not offered by the gateway yet; pass a StaticAccessToken")
