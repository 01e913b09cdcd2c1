"""Arkadia on the typed game contract (services/core/game.py): one handler per member of the
command and event messages, the proto's enums as the one source of their values, and snapshots
that still round-trip."""

from __future__ import annotations

import re
from pathlib import Path

from ludus.v1 import arkadia_pb2 as pb

from services.core.codec import decode_state, encode_state
from services.core.rng import Rng
from services.core.simulate import play_random
from services.games.arkadia import legal, rules
from services.games.arkadia.edition import SEAL_COLOURS, colour_name, edition
from services.games.arkadia.state import ArkadiaState
from services.games.arkadia.wiring import GAME
from tests.games.arkadia.arkadia_builders import PLATFORM_GAME, arkadia_events

FOLDER = Path(__file__).resolve().parents[3] / "services" / "games" / "arkadia"


def _members(message: type[pb.ArkadiaCommand] | type[pb.ArkadiaEvent], oneof: str) -> tuple[str, ...]:
    return tuple(field.name for field in message.DESCRIPTOR.oneofs_by_name[oneof].fields)


def test_every_command_and_event_member_has_its_handler() -> None:
    assert GAME.commands.missing() == ()
    assert GAME.events.missing() == ()
    # The form checks run before the turn checks, through their own dispatcher: complete too.
    assert rules.forms.missing() == ()
    # legal_commands generates every member's commands (or none) through one generator each.
    assert sorted(legal.GENERATORS) == sorted(_members(pb.ArkadiaCommand, "command"))


def test_the_game_names_its_own_message_types() -> None:
    assert GAME.command_type is pb.ArkadiaCommand and GAME.event_type is pb.ArkadiaEvent
    assert GAME.view_type is pb.ArkadiaView and GAME.options_type is pb.ArkadiaOptions
    assert GAME.commands.message_type is pb.ArkadiaCommand and GAME.events.message_type is pb.ArkadiaEvent


def test_no_downcasts_and_no_type_ignores_are_left_in_the_game() -> None:
    for path in sorted(FOLDER.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert "type: ignore" not in text, path.name
        assert not re.search(r"assert isinstance\(", text), path.name
        assert "IntEnum" not in text, path.name


def test_seal_colours_are_the_protos_colours_in_the_order_of_arkadia_seals() -> None:
    seal_fields = [field.name for field in pb.ArkadiaSeals.DESCRIPTOR.fields]
    assert [colour_name(colour) for colour in SEAL_COLOURS] == seal_fields
    assert [pb.ArkadiaColour.Value(f"ARKADIA_COLOUR_{name.upper()}") for name in seal_fields] == list(SEAL_COLOURS)
    assert set(edition().lot_colours) <= {*SEAL_COLOURS, pb.ARKADIA_COLOUR_NONE}


def test_the_phase_before_setup_is_the_protos_unspecified_phase() -> None:
    state = GAME.initial_state(pb.ArkadiaOptions(), 2)
    assert state.phase == pb.ARKADIA_PHASE_UNSPECIFIED
    assert GAME.view(state, None).phase == pb.ARKADIA_PHASE_UNSPECIFIED


def test_snapshots_round_trip_with_the_protos_enum_values() -> None:
    """Colours (cards, castle stacks) and the end reason are stored as the proto's ints, which is
    what the IntEnums they replace were encoded as: old snapshots read the same."""
    for seats in (2, 3, 4):
        trace = play_random(PLATFORM_GAME, seats, bytes([seats]) * 32)
        final: ArkadiaState = trace.final
        assert final.final is not None and final.final.reason in (
            pb.ARKADIA_END_REASON_CASTLE,
            pb.ARKADIA_END_REASON_STALEMATE,
        )
        assert any(stack for stack in final.castle)
        assert decode_state(encode_state(final), ArkadiaState) == final
        half = trace.steps[: len(trace.steps) // 2]
        middle = GAME.fold(trace.initial, arkadia_events([event for step in half for event in step.events]))
        assert decode_state(encode_state(middle), ArkadiaState) == middle
    assert GAME.random_command(final, 0, Rng(b"over", "test")) is None


def test_the_platform_loads_this_very_game() -> None:
    assert PLATFORM_GAME is GAME
