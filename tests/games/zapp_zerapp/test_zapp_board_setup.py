"""The board data (R1, R2, R3), setup, colours (R4), options (R5), dice (R6) and shuffles
(R7, R8, R9)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.errors import InvalidCommand
from services.core.rng import Rng
from services.games.zapp_zerapp.board import (
    COLOUR_VALUES,
    WHITE,
    BoardError,
    board_from_dict,
    ludus_board,
)
from services.games.zapp_zerapp.wiring import GAME, ZappZerappGame
from tests.games.zapp_zerapp.zapp_builders import (
    SEED,
    commit_can,
    kinds,
    new_match,
    options,
    r28_board,
)

BOARD_FILE = Path(__file__).parents[3] / "services" / "games" / "zapp_zerapp" / "board.json"
COLOURS = [COLOUR_VALUES[c] for c in ("red", "blue", "yellow", "green")]


def test_ludus_board_matches_the_reference_table() -> None:
    """R1: spaces 6q white, 6q+1..6q+5 colour q; start q feeds 6q; city q entered from 6q-1."""
    board = ludus_board()
    assert board.size == 24
    assert board.colours == tuple(COLOURS)
    for q, colour in enumerate(COLOURS):
        assert board.space_colours[6 * q] == WHITE
        assert all(board.space_colours[6 * q + r] == colour for r in range(1, 6))
        assert board.feeds[colour] == 6 * q
        assert board.entries[colour] == (6 * q - 1) % 24
    assert (board.cans, board.hand_limit, board.apprentices) == (13, 2, 3)


def test_towers_show_colours_q_and_q_plus_1() -> None:
    """R2: white space 6q shows the towers of colours q and q+1."""
    board = ludus_board()
    for q, colour in enumerate(COLOURS):
        assert board.towers[6 * q] == (colour, COLOURS[(q + 1) % 4])
    assert all(not board.towers[s] for s in range(24) if s % 6)


def test_distance_to_the_city() -> None:
    """R3: ((6q - 1 - p) mod 24) + 1 steps from space p; 25 from the start."""
    board = ludus_board()
    for q, colour in enumerate(COLOURS):
        for p in range(24):
            assert board.steps_to_city_from_track(colour, p) == ((6 * q - 1 - p) % 24) + 1
        assert board.steps_to_city_from_start(colour) == 25
    # The space in front of each city belongs to the zone of colour q-1 (green's 17 is yellow).
    assert board.space_colours[board.entries[COLOUR_VALUES["green"]]] == COLOUR_VALUES["yellow"]


def test_the_board_is_data_read_from_one_file() -> None:
    """R1: the layout lives in board.json; a changed file gives a changed board."""
    raw = json.loads(BOARD_FILE.read_text())
    assert board_from_dict(raw) == ludus_board()
    raw["towers"]["6"] = ["blue", "red"]
    assert board_from_dict(raw).towers[6] == (COLOUR_VALUES["blue"], COLOUR_VALUES["red"])
    assert r28_board().towers[6] == (COLOUR_VALUES["blue"], COLOUR_VALUES["red"])
    message = GAME.static_data()
    assert isinstance(message, pb.ZappZerappBoard)
    assert len(message.spaces) == 24 and message.spaces[0].colour == pb.ZAPP_ZERAPP_COLOUR_UNSPECIFIED
    assert list(message.spaces[12].towers) == [pb.ZAPP_ZERAPP_COLOUR_YELLOW, pb.ZAPP_ZERAPP_COLOUR_GREEN]
    assert [(c.start_feeds, c.city_entry) for c in message.colours] == [(0, 23), (6, 5), (12, 11), (18, 17)]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda raw: raw.update(spaces=raw["spaces"][:12]), "more than 12"),
        (lambda raw: raw["towers"].update({"1": ["red", "blue"]}), "not white"),
        (lambda raw: raw["towers"].pop("6"), "no towers"),
        (lambda raw: raw["towers"].update({"6": ["blue", "blue"]}), "two different"),
        (lambda raw: raw["starts"].pop("green"), "every colour"),
        (lambda raw: raw["city_entries"].update(red=24), "not a space"),
        (lambda raw: raw["spaces"].__setitem__(3, "purple"), "not a colour"),
        (lambda raw: raw.update(cans=0), "cans"),
    ],
    ids=[
        "too short",
        "towers off white",
        "white without towers",
        "same tower twice",
        "missing start",
        "entry off the board",
        "unknown colour",
        "no cans",
    ],
)
def test_board_validation_rejects_broken_layouts(change, message: str) -> None:  # type: ignore[no-untyped-def]
    raw = json.loads(BOARD_FILE.read_text())
    change(raw)
    with pytest.raises(BoardError, match=message):
        board_from_dict(raw)


def test_setup_puts_every_apprentice_in_its_start() -> None:
    state, events = new_match(4)
    assert kinds(events) == ["game_started", "dice_rolled", "cans_shuffled"]
    assert len(state.apprentices) == 12
    assert all(a.area == pb.ZAPP_ZERAPP_AREA_START for a in state.apprentices)
    assert state.phase == pb.ZAPP_ZERAPP_PHASE_CANS and state.round == 1


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_colours_by_seat(seats: int) -> None:
    """R4: seat i plays the board's i-th colour; 3 apprentices per colour; the board does not
    change with fewer players."""
    state, events = new_match(seats)
    assert state.colours == tuple(COLOURS[:seats])
    assert [s.colour for s in events[0].game_started.seats] == COLOURS[:seats]
    assert sorted(a.colour for a in state.apprentices) == sorted(COLOURS[:seats] * 3)


def test_options_defaults_and_validation() -> None:
    """R5: the carry variant is off by default; the deadline defaults to 20 s and must be sane."""
    state, events = new_match(3)
    assert state.carry_variant is False and state.can_phase_seconds == 20
    assert events[0].game_started.can_phase_seconds == 20
    state, _ = new_match(3, carry=True, seconds=45)
    assert state.carry_variant is True and state.can_phase_seconds == 45
    for seconds in (5, 300):
        GAME.validate_options(options(seconds=seconds), 4)
    for seconds in (1, 4, 301, 10_000):
        with pytest.raises(InvalidCommand, match="can_phase_seconds"):
            GAME.validate_options(options(seconds=seconds), 4)
    for seats in (0, 1, 5):
        with pytest.raises(InvalidCommand, match="2 to 4"):
            GAME.validate_options(options(), seats)
        with pytest.raises(InvalidCommand):
            GAME.setup(options(), seats, Rng(SEED, "setup"))
    assert (GAME.min_seats, GAME.max_seats) == (2, 4)


def test_dice_are_rolled_by_the_server_and_public() -> None:
    """R6: two dice 1..6, their sum is the magic number, all in the event and every view."""
    seen = set()
    for n in range(60):
        state, events = new_match(2, seed=bytes([n]) * 32)
        rolled = events[1].dice_rolled
        assert len(rolled.dice) == 2 and all(1 <= d <= 6 for d in rolled.dice)
        assert rolled.magic_number == sum(rolled.dice) == state.magic_number
        assert GAME.redact(events[1], None) == events[1]
        assert list(GAME.view(state, None).dice) == list(rolled.dice)
        seen.add(rolled.magic_number)
    assert len(seen) >= 8  # the dice vary with the seed


def _finish_round_one(state, by_deadline: bool):  # type: ignore[no-untyped-def]
    if by_deadline:
        return GAME.fold(state, GAME.expire(state, state.deadline_key, Rng(SEED, "other")))
    for seat in range(state.seats):
        state, _ = commit_can(state, seat, 13 - seat)  # cans 13..10: nobody qualifies
    return state


def test_shuffle_and_dice_depend_on_seed_and_round_only() -> None:
    """R7: round n's dice and shuffle derive from the seed and n, whatever led there."""
    state, _ = new_match(4)
    state = replace(state, dice=(1, 1))  # magic 2: nobody with 13..10 qualifies
    by_commits = _finish_round_one(state, by_deadline=False)
    by_deadline = _finish_round_one(state, by_deadline=True)
    assert by_commits.round == by_deadline.round == 2
    assert by_commits.dice == by_deadline.dice
    assert by_commits.cans == by_deadline.cans
    other_seed, _ = new_match(4, seed=b"another seed, another shuffle!!!")
    assert other_seed.cans != new_match(4)[0].cans


def test_cans_are_reshuffled_every_round() -> None:
    """R8: every round gets a fresh shuffle (the memory variant is not offered)."""
    state, _ = new_match(2)
    shuffles = {state.cans}
    for _ in range(8):
        state = GAME.fold(state, GAME.expire(state, state.deadline_key, Rng(SEED, "x")))
        assert sorted(state.cans) == list(range(1, 14))
        shuffles.add(state.cans)
    assert len(shuffles) == 9


def test_positions_are_numbered_0_to_12() -> None:
    """R9: 13 positions 0..12 hold the cans 1..13."""
    state, events = new_match(2)
    assert sorted(events[2].cans_shuffled.cans) == list(range(1, 14))
    view = GAME.view(state, 0)
    assert [p.position for p in view.positions] == list(range(13))
    assert all(p.state == pb.ZAPP_ZERAPP_CAN_STATE_FREE for p in view.positions)


def test_a_game_on_another_layout_reads_that_layout() -> None:
    """R2: the engine reads the layout it is given (the R28 test layout here)."""
    game = ZappZerappGame(r28_board())
    assert game.board.towers[6] == (COLOUR_VALUES["blue"], COLOUR_VALUES["red"])
    assert game.static_data().spaces[6].towers[1] == pb.ZAPP_ZERAPP_COLOUR_RED
