"""Safe encodings: game states for snapshots (MessagePack via msgspec, never pickle) and the
packing of protobuf messages into `Any`.
"""

from __future__ import annotations

from typing import Any as AnyType
from typing import TypeVar

import msgspec
from google.protobuf import any_pb2
from google.protobuf.message import DecodeError, Message

from services.core.errors import InvalidCommand, shown

T = TypeVar("T")
M = TypeVar("M", bound=Message)

TYPE_URL_PREFIX = "type.googleapis.com/"

_encoder = msgspec.msgpack.Encoder()


def encode_state(state: AnyType) -> bytes:
    """Serialise a game state (dataclasses of plain values) to MessagePack."""
    return _encoder.encode(state)


def decode_state(data: bytes, state_type: type[T]) -> T:
    """Rebuild a state of `state_type`; raises msgspec.ValidationError if the shape differs."""
    return msgspec.msgpack.decode(data, type=state_type)


def pack(message: Message) -> any_pb2.Any:
    """Wrap a message into an Any with the standard type URL."""
    packed = any_pb2.Any()
    packed.Pack(message, type_url_prefix=TYPE_URL_PREFIX)
    return packed


def type_name(packed: any_pb2.Any) -> str:
    """The full message name an Any claims to hold."""
    return packed.type_url.rsplit("/", 1)[-1]


def unpack(packed: any_pb2.Any, message_type: type[M], what: str = "command") -> M:
    """Open an Any that must hold `message_type`; malformed input is an InvalidCommand."""
    expected = message_type.DESCRIPTOR.full_name
    if not packed.type_url:
        raise InvalidCommand(f"the {what} is missing (expected a {expected})")
    if type_name(packed) != expected:
        raise InvalidCommand(f"the {what} must be a {expected}, not {shown(type_name(packed), 200)}")
    message = message_type()
    try:
        message.ParseFromString(packed.value)
    except DecodeError as error:
        raise InvalidCommand(f"the {what} is not a valid {expected}: {error}") from None
    return message


def parse(data: bytes, message_type: type[M]) -> M:
    """Parse stored bytes that the platform itself wrote."""
    message = message_type()
    message.ParseFromString(data)
    return message
