"""One dispatcher for every game's `oneof` messages (events and commands).

Every game's event and command messages are a `oneof` of members (`ArkEvent.card_taken`,
`ZappZerappCommand.grab_can`, ...). A game registers one handler per member with `@handlers.on(...)`
instead of writing an `if kind == ...` chain; the handler receives the member's own message, typed.
`Oneof.missing()` lists members without a handler, so a conformance test can prove that every
member of every game's messages is handled (tests/games/test_conformance.py), and adding a member
to a proto without handling it fails that test instead of failing a match.

    evolver: Oneof[pb.ArkEvent, ArkState] = Oneof(pb.ArkEvent, "event")

    @evolver.on("card_taken")
    def _card_taken(state: ArkState, event: pb.CardTaken) -> ArkState: ...

    state = evolver(event, state)            # calls _card_taken(state, event.card_taken)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from google.protobuf.message import Message

from services.core.errors import InvalidCommand

M = TypeVar("M", bound=Message)
R = TypeVar("R")
H = TypeVar("H", bound=Callable[..., Any])


class Oneof(Generic[M, R]):
    """Routes a message of type `M` to the handler of the member set in its oneof `field`.

    A handler is called as `handler(*leading, member_message, *trailing)`: the leading arguments
    (the state, the acting seat, ...) are what the caller passes before the message, the trailing
    ones (an rng, ...) what it passes after it.
    """

    def __init__(self, message_type: type[M], field: str) -> None:
        oneofs = message_type.DESCRIPTOR.oneofs_by_name
        if field not in oneofs:
            raise ValueError(f"{message_type.DESCRIPTOR.full_name} has no oneof {field!r}")
        self.message_type = message_type
        self.field = field
        self.members: tuple[str, ...] = tuple(member.name for member in oneofs[field].fields)
        self._handlers: dict[str, Callable[..., R]] = {}

    def on(self, *members: str) -> Callable[[H], H]:
        """Register the decorated function as the handler of `members` (one or more)."""

        def register(handler: H) -> H:
            for member in members:
                if member not in self.members:
                    raise ValueError(f"{self.message_type.DESCRIPTOR.full_name}.{self.field} has no member {member!r}")
                if member in self._handlers:
                    raise ValueError(f"{member!r} already has a handler")
                self._handlers[member] = handler
            return handler

        return register

    def handler(self, member: str) -> Callable[..., R] | None:
        return self._handlers.get(member)

    def missing(self) -> tuple[str, ...]:
        """Members of the oneof that have no handler (a conformance test wants none)."""
        return tuple(member for member in self.members if member not in self._handlers)

    def dispatch(self, message: M, *leading: Any, after: tuple[Any, ...] = ()) -> R:
        """Call the handler of `message`'s set member with `(*leading, member, *after)`.

        A message with no member set, or one this dispatcher has no handler for, is malformed
        input (InvalidCommand): commands come from clients, and an event without a handler is
        refused loudly rather than ignored.
        """
        kind = message.WhichOneof(self.field)
        if kind is None:
            raise InvalidCommand(f"{self.message_type.DESCRIPTOR.name} has no {self.field} set")
        handler = self._handlers.get(kind)
        if handler is None:
            raise InvalidCommand(f"{self.message_type.DESCRIPTOR.name}.{kind} is not handled")
        return handler(*leading, getattr(message, kind), *after)
