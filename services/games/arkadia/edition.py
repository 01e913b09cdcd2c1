"""Arkadia's edition data, loaded from edition.json and checked on load.

The Ludus edition (rules reference section 2) is our reconstruction, not the publisher's data:
board size, tents, building forms and counts, card colours, the lot's layout and positions, the
castle pools and the component counts all live in edition.json, so that a corrected edition means
changing that one file. Rules code reads every such number from here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

from ludus.v1 import arkadia_pb2 as pb

_DATA = Path(__file__).with_name("edition.json")


if TYPE_CHECKING:
    #: A seal colour: the proto's enum ludus.v1.ArkadiaColour, the one source of its values (NONE
    #: is a blank lot square).
    Colour: TypeAlias = pb.ArkadiaColour
else:
    # At run time a protobuf enum is a wrapper object, not a type, and its values are plain ints;
    # `int` is also what snapshots (services.core.codec) store and read back for a colour.
    Colour = int

#: The four seal colours in their fixed order (the order of every per-colour tuple in the state,
#: and of ArkadiaSeals' fields).
SEAL_COLOURS: tuple[Colour, ...] = (
    pb.ARKADIA_COLOUR_RED,
    pb.ARKADIA_COLOUR_OLIVE,
    pb.ARKADIA_COLOUR_SILVER,
    pb.ARKADIA_COLOUR_BLACK,
)

_PREFIX = "ARKADIA_COLOUR_"

#: Seal colours' positions: a dict lookup, because `evolve` needs one on most events and
#: searching SEAL_COLOURS costs several times more.
_SEAL_INDEX: dict[int, int] = {colour: index for index, colour in enumerate(SEAL_COLOURS)}


def colour_name(colour: Colour) -> str:
    """The colour's proto name without its prefix: "red", "olive", "silver", "black" or "none"."""
    return pb.ArkadiaColour.Name(colour).removeprefix(_PREFIX).lower()


_SEAL_BY_NAME: dict[str, Colour] = {colour_name(colour): colour for colour in SEAL_COLOURS}


def colour_index(colour: int) -> int:
    """The colour's position in every per-colour tuple (0 for red ... 3 for black)."""
    return _SEAL_INDEX[colour]


@dataclass(frozen=True, order=True)
class Card:
    """A building card: one form and one seal colour. Equal cards are interchangeable."""

    form: str
    colour: Colour


@dataclass(frozen=True)
class Form:
    id: str
    name: str
    #: Cells of the base orientation as (row, col) offsets.
    cells: tuple[tuple[int, int], ...]
    #: Cards (and so buildings) of this form, per seal colour in SEAL_COLOURS order.
    cards: tuple[int, ...]

    @property
    def buildings(self) -> int:
        return sum(self.cards)


@dataclass(frozen=True)
class Edition:
    name: str
    rows: int
    cols: int
    #: The central area (inclusive row and column ranges) in which the lot lies.
    central_rows: tuple[int, int]
    central_cols: tuple[int, int]
    tents: tuple[tuple[int, int], ...]
    forms: dict[str, Form]
    #: The lot's printed colours, row by row (lot square i is row i // lot_cols, col i % lot_cols).
    lot_rows: int
    lot_cols: int
    lot_colours: tuple[Colour, ...]
    #: Top-left corners the lot may be placed at (one is drawn at setup).
    lot_positions: tuple[tuple[int, int], ...]
    #: Castle pools for floors 1, 2 and 3: pieces per seal colour.
    castle_pools: tuple[tuple[int, ...], ...]
    workers_per_player: int
    starting_workers: int
    neutral_workers: int
    banners_per_player: int
    workers_per_banner: int
    hand_size: int
    display_size: int
    #: Physical seals per colour by face value (informative: holdings are kept as value).
    seals_per_colour: dict[int, int]

    @property
    def lot_squares(self) -> int:
        return self.lot_rows * self.lot_cols

    @property
    def floors(self) -> int:
        return len(self.castle_pools)

    def deck(self) -> list[Card]:
        """Every card of the game, in a fixed order (shuffled at setup)."""
        return [
            Card(form.id, colour)
            for form in self.forms.values()
            for colour, count in zip(SEAL_COLOURS, form.cards, strict=True)
            for _ in range(count)
        ]


class EditionError(ValueError):
    """edition.json is inconsistent."""


def _colour(name: str, *, blank_allowed: bool = False) -> Colour:
    if blank_allowed and name == "blank":
        return pb.ARKADIA_COLOUR_NONE
    if name.lower() == colour_name(pb.ARKADIA_COLOUR_NONE):
        raise EditionError("blank is only a lot square")
    try:
        return _SEAL_BY_NAME[name.lower()]
    except KeyError:
        raise EditionError(f"unknown colour {name!r}") from None


def _per_colour(counts: dict[str, Any], what: str) -> tuple[int, ...]:
    unknown = set(counts) - {colour_name(colour) for colour in SEAL_COLOURS}
    if unknown:
        raise EditionError(f"{what}: unknown colours {sorted(unknown)}")
    values = tuple(int(counts.get(colour_name(colour), 0)) for colour in SEAL_COLOURS)
    if min(values) < 0:
        raise EditionError(f"{what}: negative count")
    return values


def _pair(raw: Any) -> tuple[int, int]:
    row, col = raw
    return int(row), int(col)


def _connected(cells: tuple[tuple[int, int], ...]) -> bool:
    seen = {cells[0]}
    frontier = [cells[0]]
    cell_set = set(cells)
    while frontier:
        row, col = frontier.pop()
        for neighbour in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
            if neighbour in cell_set and neighbour not in seen:
                seen.add(neighbour)
                frontier.append(neighbour)
    return len(seen) == len(cell_set)


def parse(raw: dict[str, Any]) -> Edition:
    """Build and check an Edition from the JSON document's contents."""
    rows, cols = int(raw["board"]["rows"]), int(raw["board"]["cols"])
    central_rows = _pair(raw["central_area"]["rows"])
    central_cols = _pair(raw["central_area"]["cols"])
    tents = tuple(_pair(tent) for tent in raw["tents"])
    forms: dict[str, Form] = {}
    for entry in raw["forms"]:
        cells = tuple(_pair(cell) for cell in entry["cells"])
        form = Form(entry["id"], entry["name"], cells, _per_colour(entry["cards"], entry["id"]))
        if form.id in forms:
            raise EditionError(f"duplicate form {form.id!r}")
        if not cells or len(set(cells)) != len(cells) or not _connected(cells):
            raise EditionError(f"form {form.id!r}: cells must be distinct and connected")
        if min(r for r, _ in cells) != 0 or min(c for _, c in cells) != 0:
            raise EditionError(f"form {form.id!r}: cells must start at row 0 and col 0")
        if form.buildings < 1:
            raise EditionError(f"form {form.id!r} has no cards")
        forms[form.id] = form
    lot_grid = raw["lot"]["squares"]
    lot_rows, lot_cols = len(lot_grid), len(lot_grid[0])
    if any(len(row) != lot_cols for row in lot_grid):
        raise EditionError("the lot must be a rectangle")
    lot_colours = tuple(_colour(name, blank_allowed=True) for row in lot_grid for name in row)
    lot_positions = tuple(_pair(position) for position in raw["lot"]["positions"])
    pools = tuple(_per_colour(pool, f"castle pool {floor}") for floor, pool in enumerate(raw["castle_pools"], 1))
    edition = Edition(
        name=str(raw["edition"]),
        rows=rows,
        cols=cols,
        central_rows=central_rows,
        central_cols=central_cols,
        tents=tents,
        forms=forms,
        lot_rows=lot_rows,
        lot_cols=lot_cols,
        lot_colours=lot_colours,
        lot_positions=lot_positions,
        castle_pools=pools,
        workers_per_player=int(raw["workers_per_player"]),
        starting_workers=int(raw["starting_workers"]),
        neutral_workers=int(raw["neutral_workers"]),
        banners_per_player=int(raw["banners_per_player"]),
        workers_per_banner=int(raw["workers_per_banner"]),
        hand_size=int(raw["hand_size"]),
        display_size=int(raw["display_size"]),
        seals_per_colour={int(value): int(count) for value, count in raw["seals_per_colour"].items()},
    )
    _check(edition)
    return edition


def _check(edition: Edition) -> None:
    """Consistency the rules rely on; a corrected edition that breaks one of these fails loudly."""

    def on_board(row: int, col: int) -> bool:
        return 0 <= row < edition.rows and 0 <= col < edition.cols

    if len(set(edition.tents)) != len(edition.tents):
        raise EditionError("duplicate tent square")
    for tent in edition.tents:
        if not on_board(*tent):
            raise EditionError(f"tent {tent} is off the board")
    (top, bottom), (left, right) = edition.central_rows, edition.central_cols
    if not edition.lot_positions:
        raise EditionError("the lot needs at least one position")
    for row, col in edition.lot_positions:
        lot_bottom, lot_right = row + edition.lot_rows - 1, col + edition.lot_cols - 1
        if not (top <= row and lot_bottom <= bottom and left <= col and lot_right <= right):
            raise EditionError(f"lot position {(row, col)} leaves the central area")
        if not on_board(row, col) or not on_board(lot_bottom, lot_right):
            raise EditionError(f"lot position {(row, col)} is off the board")
    for row, col in edition.tents:
        if top <= row <= bottom and left <= col <= right:
            raise EditionError(f"tent {(row, col)} lies in the central area, under the lot")
    if edition.floors != 3:
        raise EditionError("the castle has three floors (rules reference 5.1): give three pools")
    for floor, pool in enumerate(edition.castle_pools[:-1], 1):
        if sum(pool) < edition.lot_squares:
            raise EditionError(f"castle pool {floor} cannot fill its floor")
    if not 1 <= edition.starting_workers <= edition.workers_per_player:
        raise EditionError("starting workers must be between 1 and the workers per player")
    for value in (
        edition.neutral_workers,
        edition.banners_per_player,
        edition.workers_per_banner,
        edition.hand_size,
        edition.display_size,
    ):
        if value < 0:
            raise EditionError("component counts cannot be negative")


@cache
def edition() -> Edition:
    """The edition in edition.json (loaded once)."""
    return parse(json.loads(_DATA.read_text(encoding="utf-8")))


def form(form_id: str) -> Form:
    return edition().forms[form_id]
