"""A small OpenID Provider for tests, over real HTTP on loopback (aiohttp in its own thread):
discovery, /authorize that approves one configured user at once and redirects with a code,
/token that checks the client's credentials and the PKCE verifier (a code works once) and answers
an RS256 ID token signed with a key made here, and /jwks."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
import secrets
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

import jwt
from aiohttp import web
from cryptography.hazmat.primitives.asymmetric import rsa
from jwt.algorithms import RSAAlgorithm

CLIENT_ID = "ludus-web"
CLIENT_SECRET = "provider-test-secret"


@dataclass
class Provider:
    issuer: str = ""
    #: The user /authorize approves.
    user: dict[str, str] = field(default_factory=lambda: {"sub": "u-1", "preferred_username": "oidcuser"})
    #: Claims to override in the next ID tokens (a wrong nonce or audience).
    overrides: dict[str, Any] = field(default_factory=dict)
    key: Any = field(default_factory=lambda: rsa.generate_private_key(public_exponent=65537, key_size=2048))
    codes: dict[str, dict[str, str]] = field(default_factory=dict)

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/.well-known/openid-configuration", self.discovery)
        app.router.add_get("/.well-known/jwks.json", self.jwks)
        app.router.add_get("/authorize", self.authorize)
        app.router.add_post("/token", self.token)
        return app

    async def discovery(self, request: web.Request) -> web.Response:
        return web.json_response(
            {
                "issuer": self.issuer,
                "authorization_endpoint": self.issuer + "/authorize",
                "token_endpoint": self.issuer + "/token",
                "jwks_uri": self.issuer + "/.well-known/jwks.json",
                "code_challenge_methods_supported": ["S256"],
            }
        )

    async def jwks(self, request: web.Request) -> web.Response:
        jwk = {**json.loads(RSAAlgorithm.to_jwk(self.key.public_key())), "kid": "k1", "use": "sig", "alg": "RS256"}
        return web.json_response({"keys": [jwk]})

    async def authorize(self, request: web.Request) -> web.Response:
        query = request.query
        if query.get("client_id") != CLIENT_ID or query.get("code_challenge_method") != "S256":
            return web.Response(status=400, text="bad authorization request")
        code = secrets.token_urlsafe(16)
        self.codes[code] = {
            "challenge": query["code_challenge"],
            "nonce": query.get("nonce", ""),
            "redirect": query["redirect_uri"],
        }
        location = query["redirect_uri"] + "?" + urlencode({"code": code, "state": query.get("state", "")})
        raise web.HTTPFound(location)

    async def token(self, request: web.Request) -> web.Response:
        form = await request.post()
        if (
            request.headers.get("Authorization")
            != "Basic " + base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".encode()).decode()
        ):
            return web.json_response({"error": "invalid_client"}, status=401)
        grant = self.codes.pop(str(form.get("code", "")), None)  # a code works once
        if grant is None or form.get("redirect_uri") != grant["redirect"]:
            return web.json_response({"error": "invalid_grant"}, status=400)
        verifier = str(form.get("code_verifier", ""))
        digest = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
        if digest != grant["challenge"]:
            return web.json_response({"error": "invalid_grant"}, status=400)
        now = int(time.time())
        claims = {"iss": self.issuer, "aud": CLIENT_ID, "iat": now, "exp": now + 300, "nonce": grant["nonce"]}
        claims.update(self.user)
        claims.update(self.overrides)
        id_token = jwt.encode(claims, self.key, algorithm="RS256", headers={"kid": "k1"})
        return web.json_response({"access_token": "opaque", "token_type": "Bearer", "id_token": id_token})


@contextmanager
def serving_provider() -> Iterator[Provider]:
    """The provider on a free loopback port; its `issuer` is its base URL."""
    provider = Provider()
    loop = asyncio.new_event_loop()
    runner = web.AppRunner(provider.app(), access_log=None)  # see tests/support/webhook_receiver.py
    loop.run_until_complete(runner.setup())
    site = web.TCPSite(runner, "127.0.0.1", 0)
    loop.run_until_complete(site.start())
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    provider.issuer = f"http://127.0.0.1:{port}"
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    try:
        yield provider
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5)
        loop.run_until_complete(runner.cleanup())
        loop.close()
