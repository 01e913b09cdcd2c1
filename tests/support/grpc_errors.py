"""Reading a failed call's trailing metadata (the rule code the platform sends beside an error)."""

from __future__ import annotations

import grpc


def trailers(error: grpc.RpcError) -> dict[str, str | bytes]:
    """The error's trailing metadata by key. Read through the (key, value) fields grpc's
    metadatum namedtuple has, which its stubs declare; values are str, or bytes for "-bin" keys."""
    return {item.key: item.value for item in error.trailing_metadata() or ()}


def text_trailer(error: grpc.RpcError, key: str) -> str | None:
    """One text trailer of the error (None when absent); a binary value is a test bug here."""
    value = trailers(error).get(key)
    if isinstance(value, bytes):
        raise TypeError(f"trailer {key!r} is binary, not text")
    return value
