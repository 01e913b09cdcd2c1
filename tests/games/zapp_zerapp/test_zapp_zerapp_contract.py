"""Zapp Zerapp on the typed game contract: one handler per oneof member of its command and event
messages, routed through the core dispatchers (services.core.oneof)."""

from __future__ import annotations

import pytest
from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.errors import InvalidCommand
from services.core.rng import Rng
from services.games.zapp_zerapp import evolve, rules
from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_builders import new_match


def test_every_command_member_has_a_handler() -> None:
    assert GAME.commands is rules.commands
    assert GAME.commands.missing() == ()
    assert set(GAME.commands.members) == {
        field.name for field in pb.ZappZerappCommand.DESCRIPTOR.oneofs_by_name["command"].fields
    }


def test_every_event_member_has_a_handler() -> None:
    assert GAME.events is evolve.events
    assert GAME.events.missing() == ()
    assert set(GAME.events.members) == {
        field.name for field in pb.ZappZerappEvent.DESCRIPTOR.oneofs_by_name["event"].fields
    }


def test_the_game_names_its_own_messages() -> None:
    assert GAME.command_type is pb.ZappZerappCommand
    assert GAME.event_type is pb.ZappZerappEvent
    assert GAME.view_type is pb.ZappZerappView
    assert GAME.options_type is pb.ZappZerappOptions


def test_an_empty_command_is_malformed_and_changes_nothing() -> None:
    state, _ = new_match(seats=3)
    before = state
    with pytest.raises(InvalidCommand, match="empty"):
        GAME.decide(state, 0, pb.ZappZerappCommand(), Rng(b"x", "y"))
    assert state == before


def test_an_empty_event_is_refused_before_the_state_is_touched() -> None:
    state, _ = new_match(seats=2)
    before = state
    with pytest.raises(InvalidCommand):
        GAME.evolve(state, pb.ZappZerappEvent())
    assert state == before


def test_evolve_routes_each_event_to_its_member_handler() -> None:
    """Replaying the setup events through the dispatcher gives the state `start` folded."""
    state, events = new_match(seats=4, carry=True)
    replayed = GAME.initial_state(pb.ZappZerappOptions(carry_variant=True), 4)
    for event in events:
        replayed = GAME.evolve(replayed, event)
    assert replayed == state and replayed.phase == pb.ZAPP_ZERAPP_PHASE_CANS


def test_the_state_holds_the_protos_enum_values() -> None:
    """One source of truth for enums: the state's phase and areas are the proto's numbers."""
    state, _ = new_match(seats=2)
    assert state.phase == pb.ZAPP_ZERAPP_PHASE_CANS
    assert {apprentice.area for apprentice in state.apprentices} == {pb.ZAPP_ZERAPP_AREA_START}
    assert GAME.view(state, 0).phase == state.phase
