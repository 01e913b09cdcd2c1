"""Messages to JSON text for the web face, with each game command converted once.

Legal commands dominate what the face converts: an Arkadia seat's list runs to 16,000 commands,
which the web client pages through a thousand at a time on every refresh, and every event for an
awaited seat carries up to a thousand. `json_format` walks each command's fields in Python (about
30 µs for an Arkadia command), while most of a list was in the lists before it (65 % of the
commands of Arkadia's long lists, in a random two-seat match). So every element of a repeated
`google.protobuf.Any` field (legal commands, the commands of CheckCommands) is converted from
its bytes once, kept as JSON text in a bounded LRU cache, and spliced into the document as it is
(`msgspec.Raw`). Everything else goes through `json_format` as before, with the same options, so
the text parses to exactly what `json_format.MessageToDict` gives for the whole message.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import msgspec
from google.protobuf import any_pb2, json_format
from google.protobuf.descriptor import Descriptor, FieldDescriptor
from google.protobuf.descriptor_pool import DescriptorPool
from google.protobuf.message import Message

#: Commands kept as JSON text (a few hundred bytes each; an Arkadia match has about 20,000
#: distinct ones).
CACHED_COMMANDS = 50_000

ANY = any_pb2.Any.DESCRIPTOR.full_name

#: A field's place in the JSON document: names (json_name) and list indices.
Path = tuple[str | int, ...]


def _is_command_list(field: FieldDescriptor) -> bool:
    return field.is_repeated and field.message_type is not None and field.message_type.full_name == ANY


def _is_map(field: FieldDescriptor) -> bool:
    return field.message_type is not None and field.message_type.GetOptions().map_entry


@functools.cache
def _reaches_commands(descriptor: Descriptor) -> bool:
    """Whether a message of this type can hold a repeated Any, at any depth (maps aside)."""
    return _search(descriptor, set())


def _search(descriptor: Descriptor, seen: set[str]) -> bool:
    if descriptor.full_name in seen:
        return False  # a recursive type: its other paths are searched where it was met first
    seen.add(descriptor.full_name)
    for field in descriptor.fields:
        if field.message_type is None or _is_map(field):
            continue
        if _is_command_list(field) or _search(field.message_type, seen):
            return True
    return False


def _take_commands(message: Message, path: Path, taken: list[tuple[Path, list[tuple[str, bytes]]]]) -> None:
    """Move every repeated Any's elements out of `message` (a copy), noting where they were."""
    for field, value in message.ListFields():
        if field.message_type is None or _is_map(field):
            continue
        here = (*path, field.json_name)
        if _is_command_list(field):
            taken.append((here, [(item.type_url, item.value) for item in value]))
            message.ClearField(field.name)
        elif not _reaches_commands(field.message_type):
            continue
        elif field.is_repeated:
            for index, item in enumerate(value):
                _take_commands(item, (*here, index), taken)
        else:
            _take_commands(value, here, taken)


class JsonWriter:
    """`dumps(message)`: the message as canonical JSON text (always printing fields without
    presence, as the face always has), resolving Any through `pool`."""

    def __init__(self, pool: DescriptorPool, cached: int = CACHED_COMMANDS) -> None:
        self.pool = pool
        self.command: Callable[[str, bytes], msgspec.Raw] = functools.lru_cache(maxsize=cached)(self._command)

    def to_dict(self, message: Message) -> dict[str, Any]:
        result: dict[str, Any] = json_format.MessageToDict(
            message, descriptor_pool=self.pool, always_print_fields_with_no_presence=True
        )
        return result

    def _command(self, type_url: str, value: bytes) -> msgspec.Raw:
        return msgspec.Raw(msgspec.json.encode(self.to_dict(any_pb2.Any(type_url=type_url, value=value))))

    def document(self, message: Message) -> dict[str, Any]:
        """What `to_dict` gives, with the commands as cached JSON text (msgspec.Raw)."""
        if not _reaches_commands(message.DESCRIPTOR):
            return self.to_dict(message)
        rest = type(message)()
        rest.CopyFrom(message)
        taken: list[tuple[Path, list[tuple[str, bytes]]]] = []
        _take_commands(rest, (), taken)
        document = self.to_dict(rest)
        for path, commands in taken:
            parent: Any = document
            for key in path[:-1]:
                parent = parent[key]
            parent[path[-1]] = [self.command(type_url, value) for type_url, value in commands]
        return document

    def dumps(self, message: Message) -> str:
        return msgspec.json.encode(self.document(message)).decode()
