"""Hypothesis strategies for hostile command payloads, generated from a game's command descriptor.

* `messages(descriptor)`: a message of that type with random fields — integers biased towards
  range edges and small out-of-range values, enum numbers nobody defined, arbitrary text and
  bytes, non-finite floats, repeated fields of any length, oneofs switched around;
* `mutated(command)`: a legal command with one field changed, cleared, appended to or replaced;
* `wire_garbage(raw)`: the serialised bytes of a command, bit-flipped, truncated, extended with
  unknown fields, or replaced by random bytes.
"""

from __future__ import annotations

import math
from typing import Any

from google.protobuf import any_pb2
from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.message import Message
from google.protobuf.message_factory import GetMessageClass
from hypothesis import strategies as st

F = FieldDescriptor
#: Descriptors: the stubs know the pure-Python classes, the upb runtime hands out its own.
Descriptor = Any
Field = Any

INT_RANGES: dict[int, tuple[int, int]] = {
    F.TYPE_INT32: (-(2**31), 2**31 - 1),
    F.TYPE_SINT32: (-(2**31), 2**31 - 1),
    F.TYPE_SFIXED32: (-(2**31), 2**31 - 1),
    F.TYPE_ENUM: (-(2**31), 2**31 - 1),
    F.TYPE_UINT32: (0, 2**32 - 1),
    F.TYPE_FIXED32: (0, 2**32 - 1),
    F.TYPE_INT64: (-(2**63), 2**63 - 1),
    F.TYPE_SINT64: (-(2**63), 2**63 - 1),
    F.TYPE_SFIXED64: (-(2**63), 2**63 - 1),
    F.TYPE_UINT64: (0, 2**64 - 1),
    F.TYPE_FIXED64: (0, 2**64 - 1),
}


def integers(low: int, high: int) -> st.SearchStrategy[int]:
    """Edges, small values just past a board's or a hand's size, and anything in range."""
    candidates = (low, high, 0, 1, -1, 127, 128, 255, 256, 65535, 2**31 - 1, 2**32 - 1)
    edges = sorted({value for value in candidates if low <= value <= high})
    return st.one_of(
        st.integers(max(low, -3), min(high, 64)),
        st.sampled_from(edges),
        st.integers(low, high),
    )


def scalar(field: Field) -> st.SearchStrategy[Any]:
    kind = field.type
    if kind in INT_RANGES:
        low, high = INT_RANGES[kind]
        if kind == F.TYPE_ENUM:
            defined = [value.number for value in field.enum_type.values]
            return st.one_of(st.sampled_from(defined), integers(low, high))
        return integers(low, high)
    if kind == F.TYPE_BOOL:
        return st.booleans()
    if kind == F.TYPE_STRING:
        return st.one_of(st.text(max_size=24), st.text(max_size=300), st.sampled_from(["", " ", "\x00", "é" * 70]))
    if kind == F.TYPE_BYTES:
        return st.binary(max_size=64)
    if kind in (F.TYPE_FLOAT, F.TYPE_DOUBLE):
        return st.one_of(
            st.floats(allow_nan=True, allow_infinity=True, width=32 if kind == F.TYPE_FLOAT else 64),
            st.sampled_from([0.0, -0.0, math.inf, -math.inf, math.nan, 1e30]),
        )
    raise TypeError(f"unsupported field type {kind} of {field.full_name}")


def is_map(field: Field) -> bool:
    return field.type == F.TYPE_MESSAGE and bool(field.message_type.GetOptions().map_entry)


def set_field(message: Message, field: Field, value: Any) -> None:
    """Assign `value` (a scalar, a message, or a list of them for repeated fields)."""
    if field.is_repeated:
        target = getattr(message, field.name)
        del target[:]
        if field.type == F.TYPE_MESSAGE:
            for item in value:
                target.add().CopyFrom(item)
        else:
            target.extend(value)
    elif field.type == F.TYPE_MESSAGE:
        getattr(message, field.name).CopyFrom(value)
    else:
        setattr(message, field.name, value)


def field_values(field: Field, depth: int) -> st.SearchStrategy[Any]:
    single = messages(field.message_type, depth + 1) if field.type == F.TYPE_MESSAGE else scalar(field)
    if field.is_repeated:
        return st.one_of(st.lists(single, max_size=4), st.lists(single, min_size=5, max_size=40))
    return single


@st.composite
def messages(draw: st.DrawFn, descriptor: Descriptor, depth: int = 0) -> Message:
    """A message of `descriptor`'s type with random fields (nesting stops at depth 3)."""
    message = GetMessageClass(descriptor)()
    if depth > 3:
        return message
    fields = [f for f in descriptor.fields if not is_map(f)]
    for oneof in descriptor.oneofs:
        members = list(oneof.fields)
        chosen = draw(st.sampled_from([None, *members]))
        fields = [f for f in fields if f.containing_oneof is not oneof or f is chosen]
    for field in fields:
        if not draw(st.booleans()):
            continue
        try:
            set_field(message, field, draw(field_values(field, depth)))
        except (TypeError, ValueError, OverflowError):
            continue  # a value the protobuf runtime itself refuses to hold: not sendable anyway
    return message


def _reachable(message: Message) -> list[tuple[Message, Field]]:
    """Every (message, field) of the tree: set fields' submessages are walked into."""
    found = []
    for field in message.DESCRIPTOR.fields:
        if is_map(field):
            continue
        found.append((message, field))
        if field.type != F.TYPE_MESSAGE:
            continue
        if field.is_repeated:
            for item in getattr(message, field.name):
                found += _reachable(item)
        elif message.HasField(field.name):
            found += _reachable(getattr(message, field.name))
    return found


@st.composite
def mutated(draw: st.DrawFn, command: Message) -> Message:
    """`command` with one field of its tree changed."""
    copy = type(command)()
    copy.CopyFrom(command)
    target, field = draw(st.sampled_from(_reachable(copy)))
    action = draw(st.sampled_from(["set", "clear", "append", "duplicate"]))
    try:
        if action == "clear":
            target.ClearField(field.name)
        elif field.is_repeated:
            values = getattr(target, field.name)
            if action == "duplicate" and len(values):
                values.append(values[0]) if field.type != F.TYPE_MESSAGE else values.add().CopyFrom(values[0])
            else:
                extra = draw(field_values(field, 2))[:3] or [draw(field_values(field, 2))]
                if field.type == F.TYPE_MESSAGE:
                    for item in extra:
                        values.add().CopyFrom(item)
                else:
                    values.extend(extra)
        else:
            set_field(target, field, draw(field_values(field, 2)))
    except (TypeError, ValueError, OverflowError, IndexError):
        pass
    return copy


@st.composite
def wire_garbage(draw: st.DrawFn, raw: bytes) -> bytes:
    """Bytes that are almost, or not at all, a serialised command."""
    how = draw(st.sampled_from(["flip", "truncate", "unknown_field", "random", "repeat"]))
    if how == "flip" and raw:
        data = bytearray(raw)
        for _ in range(draw(st.integers(1, 4))):
            index = draw(st.integers(0, len(data) - 1))
            data[index] ^= 1 << draw(st.integers(0, 7))
        return bytes(data)
    if how == "truncate" and len(raw) > 1:
        return raw[: draw(st.integers(1, len(raw) - 1))]
    if how == "unknown_field":
        # A field number no command defines, with any wire type, then perhaps garbage.
        number = draw(st.integers(1000, 2**29 - 1))
        wire = draw(st.sampled_from([0, 1, 2, 5]))
        tag = _varint((number << 3) | wire)
        payload = {0: _varint(draw(st.integers(0, 2**64 - 1))), 1: b"\x00" * 8, 2: b"\x03abc", 5: b"\x00" * 4}[wire]
        return raw + tag + payload + draw(st.binary(max_size=4))
    if how == "repeat":
        return raw * draw(st.integers(2, 5))
    return draw(st.binary(max_size=128))


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


TYPE_URL_PREFIX = "type.googleapis.com/"


@st.composite
def wrong_type_urls(draw: st.DrawFn, right: str, others: list[str]) -> str:
    """A type URL that does not name the game's command type."""
    return draw(
        st.one_of(
            st.sampled_from([TYPE_URL_PREFIX + name for name in others]),
            st.sampled_from(
                [
                    TYPE_URL_PREFIX + "ludus.v1.SeatSpec",
                    TYPE_URL_PREFIX + "google.protobuf.Empty",
                    TYPE_URL_PREFIX + right.lower(),
                    TYPE_URL_PREFIX + right + "X",
                    TYPE_URL_PREFIX,
                    "/",
                    right + "/",
                ]
            ),
            st.text(min_size=1, max_size=80),
        )
    )


def packed(type_url: str, value: bytes) -> any_pb2.Any:
    return any_pb2.Any(type_url=type_url, value=value)
