"""The one dispatcher every game's commands and events go through (services.core.oneof)."""

from __future__ import annotations

import pytest
from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.errors import InvalidCommand
from services.core.oneof import Oneof


def _dispatcher() -> Oneof[pb.ZappZerappCommand, str]:
    commands: Oneof[pb.ZappZerappCommand, str] = Oneof(pb.ZappZerappCommand, "command")

    @commands.on("shake")
    def _shake(state: str, seat: int, shake: pb.ZappZerappShake, suffix: str) -> str:
        return f"{state}:{seat}:shake:{shake.position}:{suffix}"

    @commands.on("grab", "release")
    def _hand(state: str, seat: int, member: pb.ZappZerappGrab | pb.ZappZerappRelease, suffix: str) -> str:
        return f"{state}:{seat}:{type(member).__name__}:{suffix}"

    return commands


def test_dispatch_passes_leading_arguments_the_member_message_and_trailing_arguments() -> None:
    commands = _dispatcher()
    shake = pb.ZappZerappCommand(shake=pb.ZappZerappShake(position=3))
    assert commands.dispatch(shake, "s", 1, after=("x",)) == "s:1:shake:3:x"
    grab = pb.ZappZerappCommand(grab=pb.ZappZerappGrab())
    assert commands.dispatch(grab, "s", 2, after=("y",)) == "s:2:ZappZerappGrab:y"


def test_missing_lists_every_member_without_a_handler_in_proto_order() -> None:
    commands = _dispatcher()
    members = [field.name for field in pb.ZappZerappCommand.DESCRIPTOR.oneofs_by_name["command"].fields]
    assert commands.missing() == tuple(m for m in members if m not in {"shake", "grab", "release"})
    assert "commit" in commands.missing()


def test_a_message_without_its_member_set_or_an_unhandled_member_is_invalid_input() -> None:
    commands = _dispatcher()
    with pytest.raises(InvalidCommand, match="no command set"):
        commands.dispatch(pb.ZappZerappCommand(), "s", 0)
    with pytest.raises(InvalidCommand, match="commit is not handled"):
        commands.dispatch(pb.ZappZerappCommand(commit=pb.ZappZerappCommit()), "s", 0)


def test_registering_an_unknown_member_twice_or_a_wrong_oneof_fails_at_import_time() -> None:
    commands = _dispatcher()
    with pytest.raises(ValueError, match="no member 'fly'"):
        commands.on("fly")(lambda *args: "")
    with pytest.raises(ValueError, match="already has a handler"):
        commands.on("shake")(lambda *args: "")
    with pytest.raises(ValueError, match="no oneof"):
        Oneof(pb.ZappZerappCommand, "event")
