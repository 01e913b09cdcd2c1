"""Signing in from a browser through the operator's OpenID Connect issuer: the authorization-code
flow with PKCE, run by the web face as a backend-for-frontend (the browser never holds the
issuer's tokens, only the same `ludus_refresh` cookie as /session/SignIn sets).

    GET /session/oidc/start?next=<hash>   state, nonce and a PKCE verifier in a signed cookie;
                                          302 to the issuer's authorization endpoint
    GET /session/oidc/callback?code&state the state checked against the cookie, the code traded at
                                          the token endpoint, the ID token handed to the Players
                                          call SignInWithIdToken (which verifies iss, aud = client
                                          id, exp and the nonce); 302 to `/#<next>` signed in

The flow's cookie is HMAC-signed with a key derived from LUDUS_TOKEN_SECRET (a random key per
process without one), so it cannot be forged and needs no server-side store: any gateway replica
sharing the secret finishes a flow another began. It holds no secret of the issuer's (the
verifier only proves the code's redeemer is the flow's starter), is HttpOnly, SameSite=Lax (it
must come back on the issuer's top-level redirect) and Path=/session/oidc/, and lives 10 minutes.
Libraries: aiohttp (discovery, token endpoint) and, in the Players call, PyJWT.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import html
import json
import os
import re
import secrets
import time
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode, urlsplit

import aiohttp
from aiohttp import web

from gateway.webface.errors import ApiError
from services.core.settings import current, secret_bytes

if TYPE_CHECKING:
    from gateway.webface.session import SessionRoutes

PREFIX = "/session/oidc/"
FLOW_COOKIE = "ludus_oidc"
FLOW_SECONDS = 600
DISCOVERY_SECONDS = 3600
#: A local hash route only ("#/", "#/players/x"): never another site (no open redirect).
LOCAL_HASH = re.compile(r"#/[A-Za-z0-9/_\-.~%?=&]*")


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def pkce_challenge(verifier: str) -> str:
    """RFC 7636's S256: base64url(sha256(verifier)) without padding."""
    return _b64(hashlib.sha256(verifier.encode()).digest())


def safe_next(value: str) -> str:
    return value if LOCAL_HASH.fullmatch(value or "") else "#/"


def label(settings: Any) -> str:
    return settings.oidc_label or urlsplit(settings.oidc_issuer or "").hostname or "your identity provider"


def options() -> dict[str, str] | None:
    """What /session/Options says of the issuer: None unless a client id is configured."""
    settings = current()
    if not (settings.oidc_issuer and settings.oidc_client_id):
        return None
    return {"label": f"Sign in with {label(settings)}", "start": PREFIX + "start"}


def error_page(message: str, status: int = 400) -> web.Response:
    body = (
        "<!doctype html><html lang=en><meta charset=utf-8><meta name=viewport content='width=device-width'>"
        "<link rel=icon href='data:,'><title>Sign-in failed</title><main><h1>The sign-in did not work</h1>"
        f"<p>{html.escape(message)}</p><p><a href='/#/'>Back to Ludus</a></p></main></html>"
    )
    response = web.Response(status=status, text=body, content_type="text/html")
    response.del_cookie(FLOW_COOKIE, path=PREFIX)
    response.headers["Cache-Control"] = "no-store"
    return response


class OidcRoutes:
    def __init__(self, session: SessionRoutes) -> None:
        self.session = session
        secret = current().token_secret
        base = secret_bytes(secret) if secret else os.urandom(32)
        self._key = hmac.new(base, b"ludus oidc flow cookie", hashlib.sha256).digest()
        self._discovery: tuple[float, dict[str, Any]] | None = None

    def add_to(self, app: web.Application) -> None:
        app.router.add_get(PREFIX + "start", self.start)
        app.router.add_get(PREFIX + "callback", self.callback)

    # -- the flow's cookie ----------------------------------------------------------------------

    def _seal(self, flow: dict[str, Any]) -> str:
        payload = _b64(json.dumps(flow, separators=(",", ":")).encode())
        return payload + "." + _b64(hmac.new(self._key, payload.encode(), hashlib.sha256).digest())

    def _open(self, sealed: str) -> dict[str, Any] | None:
        payload, _, signature = sealed.partition(".")
        expected = _b64(hmac.new(self._key, payload.encode(), hashlib.sha256).digest())
        if not payload or not hmac.compare_digest(signature, expected):
            return None
        try:
            flow: dict[str, Any] = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
        except ValueError:
            return None
        return flow if isinstance(flow, dict) and flow.get("exp", 0) > time.time() else None

    # -- the issuer -----------------------------------------------------------------------------

    async def _discover(self) -> dict[str, Any]:
        if self._discovery and self._discovery[0] > time.monotonic():
            return self._discovery[1]
        url = (current().oidc_issuer or "").rstrip("/") + "/.well-known/openid-configuration"
        timeout = aiohttp.ClientTimeout(total=10)
        async with aiohttp.ClientSession(timeout=timeout) as client, client.get(url) as reply:
            reply.raise_for_status()
            document: dict[str, Any] = await reply.json(content_type=None)
        if not isinstance(document.get("authorization_endpoint"), str) or not isinstance(
            document.get("token_endpoint"), str
        ):
            raise ValueError("the issuer's discovery document names no authorization or token endpoint")
        self._discovery = (time.monotonic() + DISCOVERY_SECONDS, document)
        return document

    def _redirect_uri(self, request: web.Request) -> str:
        settings = current()
        if settings.oidc_redirect_url:
            return settings.oidc_redirect_url
        https = request.secure or request.headers.get("X-Forwarded-Proto", "").lower() == "https"
        host = request.headers.get("X-Forwarded-Host") or request.host
        return f"{'https' if https else 'http'}://{host}{PREFIX}callback"

    # -- the routes -----------------------------------------------------------------------------

    async def start(self, request: web.Request) -> web.StreamResponse:
        settings = current()
        if options() is None:
            return error_page("This platform offers no sign-in through an identity provider.", 404)
        try:
            discovery = await self._discover()
        except (aiohttp.ClientError, TimeoutError, ValueError):
            return error_page("The identity provider cannot be reached just now; try again in a minute.", 503)
        flow: dict[str, Any] = {
            "state": secrets.token_urlsafe(24),
            "nonce": secrets.token_urlsafe(24),
            "verifier": secrets.token_urlsafe(48),
            "next": safe_next(request.query.get("next", "")),
            "redirect": self._redirect_uri(request),
            "exp": time.time() + FLOW_SECONDS,
        }
        query = {
            "response_type": "code",
            "client_id": settings.oidc_client_id,
            "redirect_uri": flow["redirect"],
            "scope": "openid profile",
            "state": flow["state"],
            "nonce": flow["nonce"],
            "code_challenge": pkce_challenge(flow["verifier"]),
            "code_challenge_method": "S256",
        }
        endpoint = discovery["authorization_endpoint"]
        response = web.HTTPFound(endpoint + ("&" if "?" in endpoint else "?") + urlencode(query))
        response.set_cookie(
            FLOW_COOKIE,
            self._seal(flow),
            max_age=FLOW_SECONDS,
            path=PREFIX,
            httponly=True,
            samesite="Lax",
            secure=flow["redirect"].startswith("https:"),
        )
        response.headers["Cache-Control"] = "no-store"
        return response

    async def callback(self, request: web.Request) -> web.StreamResponse:
        flow = self._open(request.cookies.get(FLOW_COOKIE, ""))
        if flow is None:
            return error_page("This sign-in has expired or was not started here. Please start it again.")
        state = request.query.get("state", "")
        if not hmac.compare_digest(state, str(flow.get("state", ""))):
            return error_page("This sign-in answer does not match the sign-in you started. Please start again.")
        if "error" in request.query:
            return error_page(f"The identity provider refused the sign-in ({request.query['error'][:80]}).")
        code = request.query.get("code", "")
        if not code:
            return error_page("The identity provider's answer carries no code. Please start again.")
        try:
            id_token = await self._exchange(code, flow)
        except _Refused as refused:
            return error_page(str(refused))
        try:
            reply = await self.session._call(
                "SignInWithIdToken", {"idToken": id_token, "nonce": flow["nonce"]}, request
            )
        except ApiError as error:
            return error_page(f"Ludus did not accept the identity provider's answer: {error.message}.")
        response = self.session._with_session(request, reply.session)
        redirect = web.HTTPFound("/" + safe_next(str(flow.get("next", ""))))
        for cookie in response.cookies.values():
            redirect.cookies[cookie.key] = cookie
        redirect.del_cookie(FLOW_COOKIE, path=PREFIX)
        redirect.headers["Cache-Control"] = "no-store"
        return redirect

    async def _exchange(self, code: str, flow: dict[str, Any]) -> str:
        """The ID token the token endpoint trades the code for (with the PKCE verifier)."""
        settings = current()
        form = {
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": flow["redirect"],
            "code_verifier": flow["verifier"],
            "client_id": settings.oidc_client_id or "",
        }
        auth = None
        if settings.oidc_client_secret:
            if settings.oidc_client_auth == "client_secret_post":
                form["client_secret"] = settings.oidc_client_secret
            else:
                auth = aiohttp.BasicAuth(settings.oidc_client_id or "", settings.oidc_client_secret)
        try:
            discovery = await self._discover()
            timeout = aiohttp.ClientTimeout(total=10)
            async with (
                aiohttp.ClientSession(timeout=timeout) as client,
                client.post(discovery["token_endpoint"], data=form, auth=auth) as reply,
            ):
                answer = await reply.json(content_type=None)
                status = reply.status
        except (aiohttp.ClientError, TimeoutError, ValueError):
            raise _Refused("The identity provider cannot be reached just now; try again in a minute.") from None
        if status != 200 or not isinstance(answer, dict):
            reason = answer.get("error", "") if isinstance(answer, dict) else ""
            raise _Refused(f"The identity provider refused to complete the sign-in ({str(reason)[:80] or status}).")
        id_token = answer.get("id_token")
        if not isinstance(id_token, str) or not id_token:
            raise _Refused("The identity provider's answer carries no ID token.")
        return id_token


class _Refused(Exception):
    """A step of the flow failed; the message is for the person signing in."""
