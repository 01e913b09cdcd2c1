"""Typed packing and unpacking: every message class of the generated `ludus.v1` modules, by name.

The gateway speaks in `google.protobuf.Any` for everything game-specific (commands, events,
views, options, static data, result details). The registry turns an Any back into the class
protoc generated for it, and tells which classes a game uses (from ListGames' GameInfo), so a
client never writes a type URL or a class lookup by hand.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from typing import Any

import ludus.v1
from google.protobuf import any_pb2, descriptor_pool, message_factory
from google.protobuf.message import Message
from ludus.v1 import common_pb2

TYPE_URL_PREFIX = "type.googleapis.com/"


class UnknownType(LookupError):
    """A message type none of the generated modules defines (an SDK older than the server?)."""


@dataclass(frozen=True)
class GameTypes:
    """The message classes one game uses, as ListGames names them."""

    info: common_pb2.GameInfo
    command: type[Message]
    event: type[Message]
    view: type[Message]
    options: type[Message]
    result_details: type[Message] | None
    static_data: Message | None

    @property
    def name(self) -> str:
        return self.info.name

    def new_command(self, **fields: Any) -> Message:
        """The game's command message with these fields (one member of its `oneof`)."""
        return self.command(**fields)

    def new_options(self, **fields: Any) -> Message:
        return self.options(**fields)


def _import_generated_modules() -> None:
    """Import every ludus.v1 module, so each message is in the default descriptor pool."""
    for module in pkgutil.iter_modules(ludus.v1.__path__):
        if module.name.endswith("_pb2"):
            importlib.import_module(f"ludus.v1.{module.name}")


class Registry:
    """Message classes by full name, and each game's types once its GameInfo is known."""

    def __init__(self) -> None:
        _import_generated_modules()
        self._pool = descriptor_pool.Default()
        self._games: dict[str, GameTypes] = {}

    def message_class(self, full_name: str) -> type[Message]:
        try:
            descriptor = self._pool.FindMessageTypeByName(full_name)
        except KeyError:
            raise UnknownType(f"no generated class for {full_name!r}") from None
        cls: type[Message] = message_factory.GetMessageClass(descriptor)
        return cls

    def unpack(self, packed: any_pb2.Any) -> Message:
        """The message inside an Any, as its generated class."""
        message = self.message_class(packed.TypeName())()
        if not packed.Unpack(message):
            raise UnknownType(f"cannot unpack {packed.type_url!r}")
        return message

    def unpack_optional(self, packed: any_pb2.Any) -> Message | None:
        return self.unpack(packed) if packed.type_url else None

    @staticmethod
    def pack(message: Message) -> any_pb2.Any:
        packed = any_pb2.Any()
        packed.Pack(message)
        return packed

    def learn(self, info: common_pb2.GameInfo) -> GameTypes:
        """Record a game's types from its GameInfo (ListGames)."""
        details = info.result_details_type
        types = GameTypes(
            info=info,
            command=self.message_class(info.command_type),
            event=self.message_class(info.event_type),
            view=self.message_class(info.view_type),
            options=self.message_class(info.options_type),
            result_details=self.message_class(details) if details else None,
            static_data=self.unpack_optional(info.static_data),
        )
        self._games[info.name] = types
        return types

    def game(self, name: str) -> GameTypes | None:
        return self._games.get(name)

    def games(self) -> list[GameTypes]:
        return list(self._games.values())
