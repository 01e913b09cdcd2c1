"""Signing deliveries: HMAC-SHA256 over `<timestamp>.<body>` with the endpoint's secret, the scheme
Stripe and GitHub use. The timestamp is signed so that a captured delivery cannot be replayed
later (the receiver refuses old timestamps); the delivery id in the body and the `Ludus-Webhook-Id`
header lets the receiver drop a retry it has already handled.

Headers of every attempt:

    Ludus-Webhook-Id          the delivery id (the same on every retry)
    Ludus-Webhook-Event       the event type (`your_turn`, `match.finished`, ...)
    Ludus-Webhook-Timestamp   seconds since the epoch when this attempt was signed
    Ludus-Webhook-Signature   `t=<timestamp>,v1=<hex HMAC>`; during a secret rotation's grace
                              period a second `v1=` signed with the previous secret follows
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterable

ID_HEADER = "Ludus-Webhook-Id"
EVENT_HEADER = "Ludus-Webhook-Event"
TIMESTAMP_HEADER = "Ludus-Webhook-Timestamp"
SIGNATURE_HEADER = "Ludus-Webhook-Signature"
#: What a secret starts with (so that one pasted into the wrong place is recognisable).
SECRET_PREFIX = "whsec_"
#: A receiver should refuse a signature older than this (seconds); docs/api.md's snippet does.
TOLERANCE_SECONDS = 300


def new_secret() -> str:
    return SECRET_PREFIX + secrets.token_urlsafe(32)


def signature(secret: str, timestamp: int, body: bytes) -> str:
    """The hex HMAC-SHA256 of `<timestamp>.<body>` under `secret` (its UTF-8 bytes are the key)."""
    return hmac.new(secret.encode(), str(timestamp).encode() + b"." + body, hashlib.sha256).hexdigest()


def signature_header(secrets_in_use: Iterable[str], timestamp: int, body: bytes) -> str:
    """`t=<timestamp>,v1=<sig>[,v1=<sig>...]`, one `v1` per secret (newest first)."""
    return ",".join([f"t={timestamp}", *(f"v1={signature(secret, timestamp, body)}" for secret in secrets_in_use)])


def verify(secret: str, header: str, body: bytes, now: int, tolerance: int = TOLERANCE_SECONDS) -> bool:
    """Whether a signature header is valid for `body` under `secret` and recent enough (the
    receiver's side, as docs/api.md shows it; the platform's tests check deliveries with it)."""
    parts = [part.partition("=") for part in header.split(",")]
    stamps = [value for key, _, value in parts if key == "t"]
    if len(stamps) != 1 or not stamps[0].isdigit():
        return False
    timestamp = int(stamps[0])
    if abs(now - timestamp) > tolerance:
        return False
    expected = signature(secret, timestamp, body)
    return any(hmac.compare_digest(expected, value) for key, _, value in parts if key == "v1")
