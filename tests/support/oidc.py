"""A stand-in OpenID Connect issuer for tests: its JWKS served over HTTP on loopback, and tokens
it signs (RS256 and ES256), so the platform's verifier meets real keys, signatures and HTTP."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import jwt
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from jwt.algorithms import ECAlgorithm, RSAAlgorithm

AUDIENCE = "ludus-test"
RSA_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)
EC_KEY = ec.generate_private_key(ec.SECP256R1())


def jwks() -> bytes:
    keys = [
        {**json.loads(RSAAlgorithm.to_jwk(RSA_KEY.public_key())), "kid": "rsa-1", "use": "sig", "alg": "RS256"},
        {**json.loads(ECAlgorithm.to_jwk(EC_KEY.public_key())), "kid": "ec-1", "use": "sig", "alg": "ES256"},
    ]
    return json.dumps({"keys": keys}).encode()


class _Keys(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = jwks()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextmanager
def serving_issuer() -> Iterator[str]:
    """The issuer's keys at `<issuer>/.well-known/jwks.json`; yields the issuer (its base URL)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Keys)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def sign(issuer: str, key: Any = RSA_KEY, algorithm: str = "RS256", kid: str = "rsa-1", **changes: Any) -> str:
    """An identity token from `issuer`; `changes` override claims (None removes one)."""
    now = int(time.time())
    claims = {"iss": issuer, "aud": AUDIENCE, "sub": "user-1", "iat": now, "exp": now + 300, **changes}
    claims = {name: value for name, value in claims.items() if value is not None}
    return jwt.encode(claims, key, algorithm=algorithm, headers={"kid": kid})
