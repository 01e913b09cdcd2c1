"""The gateway's errors as exceptions: one class per status a client reacts to differently.

Every refusal has changed nothing on the server. `rule_code` is the stable code of a rule
violation (FAILED_PRECONDITION) or of a malformed request's reason (INVALID_ARGUMENT), read from
the `ludus-rule-code` trailer; `details` are the packed google.rpc messages (ErrorInfo, ...) of
`grpc-status-details-bin`.
"""

from __future__ import annotations

import contextlib

import grpc
from google.protobuf.message import DecodeError, Message
from google.rpc import status_pb2

RULE_CODE_KEY = "ludus-rule-code"
DETAILS_KEY = "grpc-status-details-bin"


class LudusError(Exception):
    """A call the gateway refused (or could not answer)."""

    def __init__(self, code: grpc.StatusCode, message: str, rule_code: str = "", details: list[Message] | None = None):
        super().__init__(f"{code.name}: {message}" + (f" [{rule_code}]" if rule_code else ""))
        self.code = code
        self.message = message
        self.rule_code = rule_code
        self.details = details or []


class InvalidArgument(LudusError):
    """Malformed request or command."""


class RuleViolation(LudusError):
    """A command the rules forbid now; `rule_code` says which rule."""


class Unauthenticated(LudusError):
    """Missing, malformed, forged or expired token."""


class PermissionDenied(LudusError):
    """A valid token for another match or seat."""


class StaleVersion(LudusError):
    """ABORTED: expected_version was given and the match has moved on; re-read and choose again."""


class NotFound(LudusError):
    """No such match or game."""


class ResourceExhausted(LudusError):
    """A limit was hit (the message names it): back off before retrying."""


class Unavailable(LudusError):
    """The platform could not be reached in time (after the client's own retries)."""


_BY_CODE: dict[grpc.StatusCode, type[LudusError]] = {
    grpc.StatusCode.INVALID_ARGUMENT: InvalidArgument,
    grpc.StatusCode.FAILED_PRECONDITION: RuleViolation,
    grpc.StatusCode.UNAUTHENTICATED: Unauthenticated,
    grpc.StatusCode.PERMISSION_DENIED: PermissionDenied,
    grpc.StatusCode.ABORTED: StaleVersion,
    grpc.StatusCode.NOT_FOUND: NotFound,
    grpc.StatusCode.RESOURCE_EXHAUSTED: ResourceExhausted,
    grpc.StatusCode.UNAVAILABLE: Unavailable,
    grpc.StatusCode.DEADLINE_EXCEEDED: Unavailable,
}


def status_code(error: grpc.RpcError) -> grpc.StatusCode:
    code = error.code() if isinstance(error, grpc.Call | grpc.aio.AioRpcError) else None
    return code if isinstance(code, grpc.StatusCode) else grpc.StatusCode.UNKNOWN


def from_rpc_error(error: grpc.RpcError) -> LudusError:
    """The exception for a failed call (sync or asyncio)."""
    code = status_code(error)
    message = ""
    rule_code = ""
    details: list[Message] = []
    if isinstance(error, grpc.Call | grpc.aio.AioRpcError):
        message = error.details() or ""
        for key, value in error.trailing_metadata() or ():
            if key == RULE_CODE_KEY and isinstance(value, str):
                rule_code = value
            elif key == DETAILS_KEY and isinstance(value, bytes):
                with contextlib.suppress(DecodeError):
                    details = list(status_pb2.Status.FromString(value).details)
    return _BY_CODE.get(code, LudusError)(code, message or code.name, rule_code, details)
