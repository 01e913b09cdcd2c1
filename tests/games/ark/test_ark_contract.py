"""Ark on the typed game contract (issue 13, part 1): one handler per oneof member, the platform
finds the same typed game, and the proto is the one source of truth for Ark's enums."""

from __future__ import annotations

import inspect
from enum import Enum

import pytest
from ludus.v1 import ark_pb2 as pb

from services import games
from services.core.errors import InvalidCommand
from services.core.rng import decide_rng
from services.games.ark import bots, cards, checks, enums, evolve, options, placement, rules, scoring, state, views
from services.games.ark.wiring import GAME
from tests.games.ark.builders import make_state

MODULES = (bots, cards, checks, enums, evolve, options, placement, rules, scoring, state, views)


def test_every_command_and_event_member_has_a_handler() -> None:
    assert GAME.commands.missing() == ()
    assert GAME.events.missing() == ()
    # The dispatchers cover the proto's oneofs themselves, not a hand-kept list of names.
    assert GAME.commands.members == tuple(f.name for f in pb.ArkCommand.DESCRIPTOR.oneofs_by_name["command"].fields)
    assert GAME.events.members == tuple(f.name for f in pb.ArkEvent.DESCRIPTOR.oneofs_by_name["event"].fields)


def test_the_platform_loads_the_same_typed_game() -> None:
    assert games.load("ark") is GAME
    assert GAME.commands is rules.commands and GAME.events is evolve.events


def test_evolve_routes_each_event_to_its_members_handler() -> None:
    before = make_state(display=["cow"])
    event = pb.ArkEvent(card_taken=pb.ArkCardTaken(seat=0, card="cow", reason=pb.ARK_TAKE_REASON_DRAW))
    after = GAME.evolve(before, event)
    assert after.players[0].hand == ("cow",) and after.display == ()
    assert before.display == ("cow",)  # the input is not mutated


def test_an_event_or_command_with_no_member_set_is_refused_as_malformed() -> None:
    state = make_state()
    with pytest.raises(InvalidCommand):
        GAME.evolve(state, pb.ArkEvent())
    with pytest.raises(InvalidCommand, match="empty"):
        GAME.decide(state, 0, pb.ArkCommand(), decide_rng(b"contract".ljust(32), 1))


def test_no_hand_kept_enum_copies_are_left_in_ark() -> None:
    """Every enum of the game comes from ark.proto: no Enum/IntEnum class is defined in Ark's code."""
    for module in MODULES:
        defined = [
            name
            for name, value in vars(module).items()
            if inspect.isclass(value) and issubclass(value, Enum) and value.__module__ == module.__name__
        ]
        assert defined == [], f"{module.__name__} defines enums {defined}"


def test_the_enum_helpers_follow_the_proto_descriptor() -> None:
    assert tuple(v for v in pb.ArkCategory.values() if v != pb.ARK_CATEGORY_NONE) == enums.SCORING_CATEGORIES
    assert enums.SIDES == (pb.ARK_SIDE_LEFT, pb.ARK_SIDE_RIGHT)
    assert enums.named(pb.ArkClimate, "hot") == pb.ARK_CLIMATE_HOT
    assert enums.short_name(pb.ArkChimpanzeeRule, pb.ARK_CHIMPANZEE_RULE_NEW_MARKER) == "new_marker"
    assert enums.member(pb.ArkPetRule, 2) == pb.ARK_PET_RULE_OPTIONAL
    with pytest.raises(ValueError, match="ArkPetRule has no value 9"):
        enums.member(pb.ArkPetRule, 9)
    with pytest.raises(ValueError):
        enums.named(pb.ArkDiet, "vegan")
    assert [enums.sign(side) for side in enums.SIDES] == [-1, 1]
    assert [enums.other(side) for side in enums.SIDES] == [pb.ARK_SIDE_RIGHT, pb.ARK_SIDE_LEFT]
    assert options.to_message(options.DEFAULT).pets == pb.ARK_PET_RULE_EVERYONE
    assert checks.awaiting(make_state()) == (0,)
