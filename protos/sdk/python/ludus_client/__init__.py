"""Ludus's Python client: connect to a gateway, create and join matches, play with automatic
command ids and retries, decode every game's messages to their generated classes, and watch a
match with automatic resumption. See protos/sdk/python/README.md."""

from ludus_client.aio import AsyncClient, AsyncSeat
from ludus_client.auth import AccessToken, StaticAccessToken, sign_in
from ludus_client.client import Client, Seat
from ludus_client.errors import (
    InvalidArgument,
    LudusError,
    NotFound,
    PermissionDenied,
    ResourceExhausted,
    RuleViolation,
    StaleVersion,
    Unauthenticated,
    Unavailable,
)
from ludus_client.model import CreatedMatch, Event, Submitted, Turn, bot, human, open_seat
from ludus_client.registry import GameTypes, Registry, UnknownType
from ludus_client.retry import NO_RETRY, RetryPolicy

#: The SDK's version: protos/sdk/VERSION (a test checks they agree; see protos/sdk/README.md).
__version__ = "1.7.0"
#: The API package this SDK speaks.
API = "ludus.v1"

__all__ = [
    "API",
    "NO_RETRY",
    "AccessToken",
    "AsyncClient",
    "AsyncSeat",
    "Client",
    "CreatedMatch",
    "Event",
    "GameTypes",
    "InvalidArgument",
    "LudusError",
    "NotFound",
    "PermissionDenied",
    "Registry",
    "ResourceExhausted",
    "RetryPolicy",
    "RuleViolation",
    "Seat",
    "StaleVersion",
    "StaticAccessToken",
    "Submitted",
    "Turn",
    "Unauthenticated",
    "Unavailable",
    "UnknownType",
    "__version__",
    "bot",
    "human",
    "open_seat",
    "sign_in",
]
