"""Primordial Soup on the typed game contract: one handler per oneof member of its command and
event messages, routed through the core dispatchers (services.core.oneof)."""

from __future__ import annotations

import pytest
from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import InvalidCommand
from services.core.rng import Rng
from services.core.simulate import start
from services.games.primordial_soup import commands, evolve
from services.games.primordial_soup.wiring import GAME
from tests.games.primordial_soup.soup_builders import PLATFORM_GAME, pending, soup_events


def test_every_command_member_has_a_handler() -> None:
    assert GAME.commands is commands.commands
    assert GAME.commands.missing() == ()
    assert set(GAME.commands.members) == {
        field.name for field in pb.PrimordialSoupCommand.DESCRIPTOR.oneofs_by_name["command"].fields
    }


def test_every_event_member_has_a_handler() -> None:
    assert GAME.events is evolve.events
    assert GAME.events.missing() == ()
    assert set(GAME.events.members) == {
        field.name for field in pb.PrimordialSoupEvent.DESCRIPTOR.oneofs_by_name["event"].fields
    }


def test_the_game_names_its_own_messages() -> None:
    assert GAME.command_type is pb.PrimordialSoupCommand
    assert GAME.event_type is pb.PrimordialSoupEvent
    assert GAME.view_type is pb.PrimordialSoupView
    assert GAME.options_type is pb.PrimordialSoupOptions


def test_an_empty_command_is_malformed_and_changes_nothing() -> None:
    state, _ = start(PLATFORM_GAME, 4, b"contract".ljust(32, b"."))
    seat = pending(state).seat
    before = state
    with pytest.raises(InvalidCommand):
        GAME.decide(state, seat, pb.PrimordialSoupCommand(), Rng(b"x", "y"))
    assert state == before


def test_an_empty_event_is_refused_before_the_state_is_touched() -> None:
    state, _ = start(PLATFORM_GAME, 3, b"contract".ljust(32, b"."))
    with pytest.raises(InvalidCommand):
        GAME.evolve(state, pb.PrimordialSoupEvent())


def test_evolve_routes_each_event_to_its_member_handler() -> None:
    """Replaying the setup events through the dispatcher gives the state `start` folded."""
    state, events = start(PLATFORM_GAME, 4, b"contract-replay".ljust(32, b"."))
    replayed = GAME.initial_state(pb.PrimordialSoupOptions(), 4)
    for event in soup_events(events):
        replayed = GAME.evolve(replayed, event)
    assert replayed == state and replayed.decision is not None
