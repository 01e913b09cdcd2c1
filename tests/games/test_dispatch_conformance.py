"""Every registered game routes every member of its command and event messages through the one
dispatcher of services/core/oneof.py: no member is left without a handler (issue 13: one event
dispatcher in core, checked for every `oneof` member of every game's event and command messages)."""

from __future__ import annotations

import pytest

from services import games
from services.core.oneof import Oneof


def _oneof_members(message_type: type, field: str) -> tuple[str, ...]:
    descriptor = message_type.DESCRIPTOR  # type: ignore[attr-defined]
    return tuple(member.name for member in descriptor.oneofs_by_name[field].fields)


@pytest.mark.parametrize("name", games.names())
def test_every_command_member_has_its_handler(name: str) -> None:
    game = games.load(name)
    assert isinstance(game.commands, Oneof)
    assert game.commands.message_type is game.command_type
    assert game.commands.members == _oneof_members(game.command_type, game.commands.field)
    assert game.commands.missing() == ()


@pytest.mark.parametrize("name", games.names())
def test_every_event_member_has_its_handler(name: str) -> None:
    game = games.load(name)
    assert isinstance(game.events, Oneof)
    assert game.events.message_type is game.event_type
    assert game.events.members == _oneof_members(game.event_type, game.events.field)
    assert game.events.missing() == ()


@pytest.mark.parametrize("name", games.names())
def test_the_message_types_have_exactly_one_oneof_each(name: str) -> None:
    # The dispatcher routes by one oneof; a second would be members no handler could see.
    game = games.load(name)
    for message_type in (game.command_type, game.event_type):
        assert len(message_type.DESCRIPTOR.oneofs) == 1, message_type.DESCRIPTOR.full_name
