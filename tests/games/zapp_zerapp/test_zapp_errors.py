"""Bad input: malformed commands are InvalidCommand, illegal ones RuleViolation with a stable,
documented code; nothing else escapes and nothing changes."""

from __future__ import annotations

import re
from pathlib import Path

from google.protobuf.message import DecodeError
from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.errors import InvalidCommand, RuleViolation
from services.core.rng import Rng
from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_builders import (
    BLUE,
    RED,
    SEED,
    grab,
    invalid,
    move,
    moving,
    new_match,
)

ROOT = Path(__file__).parents[3]
CODE = re.compile(r'RuleViolation\(\s*"([A-Z_]+)"')
SHARED = {"MATCH_OVER", "NOT_YOUR_TURN", "NO_SUCH_DEADLINE"}


def test_rule_codes_are_stable_prefixed_and_documented() -> None:
    source = "".join(p.read_text() for p in (ROOT / "services/games/zapp_zerapp").glob("*.py"))
    codes = set(CODE.findall(source))
    assert len(codes) >= 14
    docs = (ROOT / "docs/rules/zapp_zerapp.md").read_text()
    for code in codes:
        assert code in SHARED or re.fullmatch(r"ZAPP_[A-Z]+(_[A-Z]+)*", code), code
        assert f"`{code}`" in docs, f"{code} is not documented"


def test_malformed_commands_are_invalid() -> None:
    state, _ = new_match(2)
    assert "empty" in invalid(state, RED, pb.ZappZerappCommand()).message
    assert "no seat 2" in invalid(state, 2, grab(0)).message
    assert "no seat" in invalid(state, -1, grab(0)).message
    mover = moving({}, RED, 4, seats=2, carry=True)
    bad_colour = pb.ZappZerappCommand(
        move=pb.ZappZerappMove(
            apprentice=0, carry=[pb.ZappZerappApprenticeRef(colour=pb.ZAPP_ZERAPP_COLOUR_UNSPECIFIED, index=0)]
        )
    )
    assert "not played" in invalid(mover, RED, bad_colour).message
    bad_index = pb.ZappZerappCommand(
        move=pb.ZappZerappMove(
            apprentice=0, carry=[pb.ZappZerappApprenticeRef(colour=pb.ZAPP_ZERAPP_COLOUR_RED, index=3)]
        )
    )
    assert "index must be 0..2" in invalid(mover, RED, bad_index).message
    assert "apprentice must be 0..2" in invalid(mover, BLUE, move(7)).message


def test_decide_raises_nothing_but_rule_errors_on_garbage() -> None:
    """Arbitrary bytes that parse as a command are answered with events or a rule error."""
    state, _ = new_match(3, carry=True)
    fuzz = Rng(SEED, "garbage")
    outcomes = {"events": 0, "refused": 0}
    for _ in range(2000):
        blob = bytes(fuzz.below(256) for _ in range(fuzz.below(12)))
        command = pb.ZappZerappCommand()
        try:
            command.ParseFromString(blob)
        except DecodeError:  # not a command at all: the platform refuses it before decide
            continue
        try:
            events = GAME.decide(state, fuzz.below(3), command, Rng(SEED, "d"))
        except (InvalidCommand, RuleViolation):
            outcomes["refused"] += 1
        else:
            assert events
            outcomes["events"] += 1
    assert outcomes["refused"] > 100
