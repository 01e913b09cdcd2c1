"""The web face's errors: a gRPC status answered as google.rpc.Status in JSON with its HTTP status,
and the request body read as UTF-8 or refused clearly."""

from __future__ import annotations

import contextlib
from typing import Any

import grpc
from aiohttp import web
from google.protobuf import json_format
from google.protobuf.message import DecodeError
from google.rpc import status_pb2

from services.core.errors import shown
from services.core.grpc_server import RULE_CODE_KEY, STATUS_DETAILS_KEY

#: gRPC status -> HTTP status, as grpc-gateway maps them.
HTTP_STATUS = {
    grpc.StatusCode.OK: 200,
    grpc.StatusCode.CANCELLED: 499,
    grpc.StatusCode.UNKNOWN: 500,
    grpc.StatusCode.INVALID_ARGUMENT: 400,
    grpc.StatusCode.DEADLINE_EXCEEDED: 504,
    grpc.StatusCode.NOT_FOUND: 404,
    grpc.StatusCode.ALREADY_EXISTS: 409,
    grpc.StatusCode.PERMISSION_DENIED: 403,
    grpc.StatusCode.UNAUTHENTICATED: 401,
    grpc.StatusCode.RESOURCE_EXHAUSTED: 429,
    grpc.StatusCode.FAILED_PRECONDITION: 400,
    grpc.StatusCode.ABORTED: 409,
    grpc.StatusCode.OUT_OF_RANGE: 400,
    grpc.StatusCode.UNIMPLEMENTED: 501,
    grpc.StatusCode.INTERNAL: 500,
    grpc.StatusCode.UNAVAILABLE: 503,
    grpc.StatusCode.DATA_LOSS: 500,
}


class ApiError(Exception):
    """An error to answer with: a gRPC status, its message and, for rule violations, the code."""

    def __init__(
        self, code: grpc.StatusCode, message: str, rule_code: str = "", details: list[dict[str, Any]] | None = None
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.rule_code = rule_code
        self.details = details or []

    @classmethod
    def from_rpc(cls, error: grpc.aio.AioRpcError) -> ApiError:
        metadata = {key: value for key, value in (error.trailing_metadata() or ())}
        details: list[dict[str, Any]] = []
        blob = metadata.get(STATUS_DETAILS_KEY)
        if isinstance(blob, bytes):
            with contextlib.suppress(DecodeError, TypeError, json_format.Error):
                status = status_pb2.Status.FromString(blob)
                details = [json_format.MessageToDict(detail) for detail in status.details]
        rule = metadata.get(RULE_CODE_KEY, "")
        return cls(error.code(), error.details() or error.code().name, rule if isinstance(rule, str) else "", details)

    @property
    def http_status(self) -> int:
        return HTTP_STATUS.get(self.code, 500)

    def body(self) -> dict[str, Any]:
        """google.rpc.Status in JSON (code, message, details), plus the status name and rule code."""
        body: dict[str, Any] = {
            "code": self.code.value[0],
            "status": self.code.name,
            "message": self.message,
            "details": self.details,
        }
        if self.rule_code:
            body["ruleCode"] = self.rule_code
        return body

    def response(self) -> web.Response:
        headers = {RULE_CODE_KEY: self.rule_code} if self.rule_code else None
        return web.json_response(self.body(), status=self.http_status, headers=headers)


def invalid(message: str) -> ApiError:
    return ApiError(grpc.StatusCode.INVALID_ARGUMENT, message)


#: The charsets a JSON body may declare (RFC 8259: JSON exchanged between systems is UTF-8).
_UTF8 = {"utf-8", "utf8"}
#: The longest part of a JSON parser's complaint repeated to the client (it may quote the body).
PARSE_ERROR_LIMIT = 300


async def body_text(request: web.Request) -> str:
    """The request body as text: UTF-8, whatever the client claims, or a clear 400."""
    charset = request.charset
    if charset is not None and charset.lower() not in _UTF8:
        raise invalid(f"request bodies are JSON in UTF-8; charset {shown(charset, 32)} is not accepted")
    raw = await request.read()
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise invalid(f"the request body is not valid UTF-8 (byte {error.start})") from None
