"""The board and the can set, loaded from board.json and checked on load (R1, R2).

The layout (space colours, where each start feeds in, where each city is entered, the towers on
the white spaces) is data: rules, views, bots and tests read it from here and never hard-code it.
A test layout in the same format can be loaded with `load_board` (the R28 tests do).

Colours are identified by their ludus.v1.ZappZerappColour values (red 1, blue 2, yellow 3,
green 4); the board's `colours` list gives the seat order.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

#: Colour names as they appear in board files, by their proto enum value.
COLOUR_VALUES: Mapping[str, int] = {"red": 1, "blue": 2, "yellow": 3, "green": 4}
COLOUR_NAMES: Mapping[int, str] = {value: name for name, value in COLOUR_VALUES.items()}
WHITE = 0
#: The longest possible move: the highest magic number of two six-sided dice. A board must be
#: longer, so that a move never comes back round to the space it began on.
LONGEST_MOVE = 12

_DATA = Path(__file__).with_name("board.json")


class BoardError(ValueError):
    """A board file is malformed or inconsistent."""


@dataclass(frozen=True)
class Board:
    name: str
    #: Colours in play order: seat i plays colours[i].
    colours: tuple[int, ...]
    #: The colour of each track space (WHITE for a white space).
    space_colours: tuple[int, ...]
    #: The space each colour's start feeds into (the first step out of the start lands there).
    feeds: Mapping[int, int]
    #: The space from which each colour's city is entered.
    entries: Mapping[int, int]
    #: The tower colours on each space (empty except on white spaces).
    towers: tuple[tuple[int, ...], ...]
    #: Cans: positions 0..cans-1 hold the numbers 1..cans.
    cans: int
    #: Most cans a seat may hold at once (R10).
    hand_limit: int
    #: Apprentices per colour.
    apprentices: int

    @property
    def size(self) -> int:
        return len(self.space_colours)

    def is_carry_space(self, space: int) -> bool:
        """A white space with towers: a carry space in the carry variant."""
        return bool(self.towers[space])

    def protects(self, space: int, colour: int, carry_variant: bool) -> bool:
        """Whether an apprentice of `colour` on `space` is safe from banishment (R22): its own
        colour's zone, or in the carry variant a carry space showing its colour (variant rule 1).
        White spaces protect nobody in the basic game."""
        if self.space_colours[space] == colour:
            return True
        return carry_variant and colour in self.towers[space]

    def steps_to_city_from_track(self, colour: int, space: int) -> int:
        """Steps from `space` into the city of `colour`: 1..size (R3)."""
        return (self.entries[colour] - space) % self.size + 1

    def steps_to_city_from_start(self, colour: int) -> int:
        """Steps from the start into the city (25 on the Ludus board)."""
        return self.steps_to_city_from_track(colour, self.feeds[colour]) + 1


def _colour(name: Any, where: str, allowed: tuple[int, ...] | None = None) -> int:
    if not isinstance(name, str) or name not in COLOUR_VALUES:
        raise BoardError(f"{where}: {name!r} is not a colour (one of {', '.join(COLOUR_VALUES)})")
    value = COLOUR_VALUES[name]
    if allowed is not None and value not in allowed:
        raise BoardError(f"{where}: {name} is not one of the board's colours")
    return value


def _space(value: Any, size: int, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < size:
        raise BoardError(f"{where}: {value!r} is not a space 0..{size - 1}")
    return value


def _positive(raw: Mapping[str, Any], key: str) -> int:
    value = raw.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise BoardError(f"{key} must be a positive integer")
    return value


def board_from_dict(raw: Mapping[str, Any]) -> Board:
    """Build and check a board from its JSON form (see board.json)."""
    names = raw.get("colours")
    if not isinstance(names, list) or len(names) < 2:
        raise BoardError("colours must list at least two colours")
    colours = tuple(_colour(name, "colours") for name in names)
    if len(set(colours)) != len(colours):
        raise BoardError("colours must not repeat")
    spaces = raw.get("spaces")
    if not isinstance(spaces, list) or len(spaces) <= LONGEST_MOVE:
        raise BoardError(f"spaces must list more than {LONGEST_MOVE} spaces")
    size = len(spaces)
    space_colours = tuple(
        WHITE if name == "white" else _colour(name, f"spaces[{index}]", colours) for index, name in enumerate(spaces)
    )
    feeds: dict[int, int] = {}
    entries: dict[int, int] = {}
    for key, target in (("starts", feeds), ("city_entries", entries)):
        table = raw.get(key)
        if not isinstance(table, dict):
            raise BoardError(f"{key} must map each colour to a space")
        for name, space in table.items():
            target[_colour(name, key, colours)] = _space(space, size, f"{key}.{name}")
        if set(target) != set(colours):
            raise BoardError(f"{key} must give a space for every colour and no other")
    towers: list[tuple[int, ...]] = [()] * size
    table = raw.get("towers")
    if not isinstance(table, dict):
        raise BoardError("towers must map white spaces to their two tower colours")
    for key, names_shown in table.items():
        try:
            space = _space(int(key), size, "towers")
        except ValueError:
            raise BoardError(f"towers: {key!r} is not a space number") from None
        if space_colours[space] != WHITE:
            raise BoardError(f"towers: space {space} is not white")
        if not isinstance(names_shown, list) or len(names_shown) != 2:
            raise BoardError(f"towers.{key} must list two colours")
        shown = tuple(_colour(name, f"towers.{key}", colours) for name in names_shown)
        if shown[0] == shown[1]:
            raise BoardError(f"towers.{key} must show two different colours")
        towers[space] = shown
    missing = [s for s in range(size) if space_colours[s] == WHITE and not towers[s]]
    if missing:
        raise BoardError(f"white spaces {missing} have no towers")
    name = raw.get("name", "")
    return Board(
        name=name if isinstance(name, str) else "",
        colours=colours,
        space_colours=space_colours,
        feeds=feeds,
        entries=entries,
        towers=tuple(towers),
        cans=_positive(raw, "cans"),
        hand_limit=_positive(raw, "hand_limit"),
        apprentices=_positive(raw, "apprentices_per_colour"),
    )


def load_board(path: Path) -> Board:
    """A board from a JSON file in board.json's format."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise BoardError(f"{path.name}: {error}") from None
    if not isinstance(raw, dict):
        raise BoardError(f"{path.name}: expected a JSON object")
    return board_from_dict(raw)


@cache
def ludus_board() -> Board:
    """The Ludus edition board (board.json)."""
    return load_board(_DATA)
