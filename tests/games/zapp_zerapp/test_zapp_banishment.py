"""Banishment (reference section 8; R20 to R25), in the basic game."""

from __future__ import annotations

from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_builders import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    apply,
    banished_names,
    move,
    moving,
    of_kind,
    where,
)


def test_banish_on_passing() -> None:
    """Section 8: an opponent on a space the mover passes goes back to its start."""
    state = moving({"R1": 1, "B1": 3}, RED, 5)  # 3 is red: blue is unprotected there
    state, events = apply(state, RED, move("R1"))
    assert banished_names(events) == {"B1"}
    banished = of_kind(events, "apprentice_banished")[0]
    assert (banished.space, banished.by_seat) == (3, RED)
    assert where(state, "B1") == "start"


def test_banish_on_landing() -> None:
    state = moving({"R1": 1, "G1": 6}, RED, 5)  # lands on white 6
    state, events = apply(state, RED, move("R1"))
    assert banished_names(events) == {"G1"} and where(state, "G1") == "start"


def test_banished_apprentice_needs_25_steps_again() -> None:
    state = moving({"Y1": 13, "B1": 14}, YELLOW, 2)
    state, _ = apply(state, YELLOW, move("Y1"))
    assert where(state, "B1") == "start"
    blue = state.colours[BLUE]
    assert GAME.board.steps_to_city_from_start(blue) == 25
    state = moving({"B1": "start"}, BLUE, 12)
    state, _events = apply(state, BLUE, move("B1"))
    assert where(state, "B1") == 17  # 6, 7, ..., 17: 13 more steps to its city


def test_own_colour_space_protects() -> None:
    """Rule 1 of section 8: an apprentice on its own colour's zone is safe, passed or landed on."""
    state = moving({"R1": 5, "B1": 8, "B2": 10}, RED, 5)  # passes 8, lands on 10: both blue
    state, events = apply(state, RED, move("R1"))
    assert banished_names(events) == set()
    assert where(state, "B1") == 8 and where(state, "B2") == 10


def test_white_and_other_zones_protect_nobody() -> None:
    """R22: white spaces and other colours' zones protect nobody (the seed's example banishes red
    1 on a yellow space)."""
    state = moving({"G1": 10, "R1": 12, "R2": 15, "B1": 16}, GREEN, 6)  # 11..16
    state, events = apply(state, GREEN, move("G1"))
    assert banished_names(events) == {"R1", "R2", "B1"}


def test_own_apprentices_are_never_banished() -> None:
    """Rule 2 of section 8."""
    state = moving({"B1": 1, "B2": 2, "B3": 3}, BLUE, 2)  # blue on red spaces, passed and landed
    state, events = apply(state, BLUE, move("B1"))
    assert banished_names(events) == set()
    assert where(state, "B2") == 2 and where(state, "B3") == 3


def test_same_start_space_never_banishes() -> None:
    """R23: a move never affects apprentices on the space where it began; the later mover (a
    smaller number) ends behind the earlier one."""
    state = moving({"R1": 13, "B1": 13}, RED, 6, queue=[(BLUE, 3)])  # 13 is yellow: both exposed
    state, events = apply(state, RED, move("R1"))
    assert banished_names(events) == set() and where(state, "B1") == 13
    state, events = apply(state, BLUE, move("B1"))
    assert banished_names(events) == set()
    assert where(state, "B1") == 16 and where(state, "R1") == 19


def test_start_and_city_are_safe() -> None:
    """R24: starts and cities are off the track: never passed, landed on or banished."""
    state = moving({"B1": "city", "R1": 22, "R2": 23}, YELLOW, 12)  # the rest wait in starts
    state, events = apply(state, YELLOW, move("Y1"))  # from its start: 12..23
    assert banished_names(events) == {"R1", "R2"}
    assert where(state, "B1") == "city"
    assert all(where(state, n) == "start" for n in ("G1", "G2", "G3", "B2", "B3"))


def test_entering_from_the_start_banishes_on_6q() -> None:
    """R21: apprentices on 6q can be landed on (or passed) by an apprentice entering the track;
    in the basic game 6q is white, so nobody is protected there."""
    state = moving({"B1": 0, "G1": 0, "R2": 0}, RED, 1)
    state, events = apply(state, RED, move("R1"))
    assert banished_names(events) == {"B1", "G1"}
    assert where(state, "R1") == where(state, "R2") == 0


def test_one_move_banishes_several() -> None:
    state = moving({"B1": 20, "Y1": 21, "R1": 21, "G1": 23}, BLUE, 4)  # 21, 22, 23, 0
    state, events = apply(state, BLUE, move("B1"))
    assert banished_names(events) == {"Y1", "R1"}  # green is safe on 23


def test_banishment_is_automatic() -> None:
    """R25: the engine always banishes; nobody has to notice, and no command can decline it."""
    state = moving({"R1": 1, "B1": 3}, RED, 5)
    for command in GAME.legal_commands(state, RED):
        _after, events = apply(state, RED, command)
        if command.move.apprentice == 0:
            assert banished_names(events) == {"B1"}


def test_city_move_passes_every_track_space() -> None:
    """R20: a move that ends in the city passes every track space it stepped on, the last one
    included; forfeited steps pass nothing."""
    state = moving({"R1": 21, "B1": 23, "B2": 0}, RED, 6)  # 22, 23, city; 0 is never walked
    state, events = apply(state, RED, move("R1"))
    assert banished_names(events) == {"B1"}
    assert where(state, "B2") == 0


def test_towers_protect_nobody_in_the_basic_game() -> None:
    """Basic game: towers mean nothing, so the white spaces protect nobody (R22)."""
    state = moving({"Y1": 17, "B1": 18, "R1": 18}, YELLOW, 2)  # yellow passes 18, lands on 19
    state, events = apply(state, YELLOW, move("Y1"))
    assert banished_names(events) == {"B1", "R1"}  # red is a tower on 18, but not in basic
