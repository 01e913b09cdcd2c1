"""The platform's error vocabulary. Each error names one gRPC status; nothing else escapes.

Rule violations carry a stable code (for programs) and a human message (for people). Everything
raised here means "nothing changed".

Games and the runner raise these, so they stay free of any transport: an error names its status
by the gRPC code's name (a plain string), and the service layer (`services.core.grpc_server`)
turns that into a `grpc.StatusCode`.
"""

from __future__ import annotations

from typing import Literal

#: The gRPC status names the platform answers with (never INTERNAL: that is a bug).
StatusName = Literal[
    "UNKNOWN",
    "FAILED_PRECONDITION",
    "INVALID_ARGUMENT",
    "NOT_FOUND",
    "ABORTED",
    "UNAUTHENTICATED",
    "PERMISSION_DENIED",
    "UNAVAILABLE",
    "RESOURCE_EXHAUSTED",
]


#: The longest user-supplied string an error message repeats whole (ids, names, type names).
ECHO_LIMIT = 64


def shown(value: str, limit: int = ECHO_LIMIT) -> str:
    """`value` quoted for an error message, cut to `limit` characters: a client's string is never
    echoed whole, so a huge id cannot make a huge error (or a log line) out of a small request."""
    if len(value) <= limit:
        return repr(value)
    return f"{value[:limit]!r}… ({len(value)} characters)"


class LudusError(Exception):
    """Base class: an error with a gRPC status code, a stable reason code and a message."""

    status: StatusName = "UNKNOWN"
    default_reason = "ERROR"

    def __init__(self, message: str, reason: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.reason = reason or self.default_reason


class RuleViolation(LudusError):
    """The command is well formed but the rules forbid it now (FAILED_PRECONDITION).

    `code` is stable and documented (for example ARK_CABIN_FULL); clients may branch on it.
    """

    status: StatusName = "FAILED_PRECONDITION"

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message, code)

    @property
    def code(self) -> str:
        return self.reason


class InvalidCommand(LudusError):
    """The request or command is malformed: wrong type, missing or out-of-range field."""

    status: StatusName = "INVALID_ARGUMENT"
    default_reason = "INVALID_ARGUMENT"


class NotFound(LudusError):
    """No such match or game."""

    status: StatusName = "NOT_FOUND"
    default_reason = "NOT_FOUND"


class VersionMismatch(LudusError):
    """The client pinned an expected version and the match is elsewhere (ABORTED)."""

    status: StatusName = "ABORTED"
    default_reason = "VERSION_MISMATCH"

    def __init__(self, expected: int, actual: int) -> None:
        super().__init__(
            f"expected version {expected} but the match is at version {actual}; re-read the match and retry",
            self.default_reason,
        )
        self.expected = expected
        self.actual = actual


class Unauthenticated(LudusError):
    """Missing, malformed, forged or expired token."""

    status: StatusName = "UNAUTHENTICATED"
    default_reason = "TOKEN_INVALID"


class PermissionDenied(LudusError):
    """A valid token that does not allow this call (for example another match's)."""

    status: StatusName = "PERMISSION_DENIED"
    default_reason = "TOKEN_WRONG_MATCH"


class Unavailable(LudusError):
    """A dependency (Redis, a game service) cannot be reached; safe to retry."""

    status: StatusName = "UNAVAILABLE"
    default_reason = "UNAVAILABLE"


class ResourceExhausted(LudusError):
    """A limit was hit (size, rate)."""

    status: StatusName = "RESOURCE_EXHAUSTED"
    default_reason = "RESOURCE_EXHAUSTED"


class Contention(LudusError):
    """Too many concurrent writers kept winning the race for the same match; safe to retry."""

    status: StatusName = "ABORTED"
    default_reason = "CONTENTION"


def require_length(what: str, value: str, limit: int, reason: str) -> None:
    """Refuse a client's string longer than its documented limit, without repeating it."""
    if len(value) > limit:
        raise InvalidCommand(f"{what} has at most {limit} characters, not {len(value)}", reason)
