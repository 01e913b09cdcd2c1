"""Board geometry, precomputed once from the edition: squares, orientations and placements.

A square is numbered `row * cols + col`. Sets of squares are Python ints used as bitmasks (bit n
is square n), which makes "does this building overlap / touch anything" one AND each; with every
orientation at every anchor precomputed, listing the legal placements of a form on a full board
is a single pass over a few hundred precomputed masks.

Orientations: the base cells are mirrored left-right first (if `reflected`), then turned
`rotation` quarter turns clockwise, then shifted so the smallest row and column are 0. Of the
eight (reflected, rotation) pairs, a form keeps only those giving a new shape, in the order
(False, 0..3), (True, 0..3): that list is the form's public orientation list, so every distinct
shape has exactly one description. A placement's anchor is the board square of the top-left
corner of its orientation's bounding box (which need not be one of its cells).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from services.games.arkadia.edition import Edition, edition


@dataclass(frozen=True)
class Orientation:
    form: str
    rotation: int
    reflected: bool
    #: Normalised cells, sorted.
    cells: tuple[tuple[int, int], ...]

    @property
    def height(self) -> int:
        return 1 + max(row for row, _ in self.cells)

    @property
    def width(self) -> int:
        return 1 + max(col for _, col in self.cells)


@dataclass(frozen=True)
class Placement:
    """One orientation of a form at one anchor, entirely on the board."""

    orientation: Orientation
    row: int
    col: int
    squares: tuple[int, ...]
    #: The squares as a bitmask.
    mask: int
    #: On-board squares outside the shape that touch it: its surroundings (rules reference 5).
    halo: int


def transform(cells: tuple[tuple[int, int], ...], rotation: int, reflected: bool) -> tuple[tuple[int, int], ...]:
    """Mirror (optionally), turn clockwise `rotation` times, normalise and sort."""
    points = [(row, -col) if reflected else (row, col) for row, col in cells]
    for _ in range(rotation % 4):
        points = [(col, -row) for row, col in points]
    top = min(row for row, _ in points)
    left = min(col for _, col in points)
    return tuple(sorted((row - top, col - left) for row, col in points))


class Geometry:
    """Everything about squares and shapes that never changes during a match."""

    def __init__(self, data: Edition) -> None:
        self.rows = data.rows
        self.cols = data.cols
        self.size = data.rows * data.cols
        self.full = (1 << self.size) - 1
        neighbours: list[tuple[int, ...]] = []
        for square in range(self.size):
            row, col = divmod(square, self.cols)
            around = ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
            neighbours.append(tuple(self.square(r, c) for r, c in around if self.on_board(r, c)))
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(neighbours)
        self.neighbour_masks: tuple[int, ...] = tuple(mask_of(around) for around in neighbours)
        first_col = mask_of([row * self.cols for row in range(self.rows)])
        self._not_first_col = self.full & ~first_col
        self._not_last_col = self.full & ~(first_col << (self.cols - 1))
        self.orientations: dict[str, tuple[Orientation, ...]] = {}
        self.placements: dict[str, tuple[Placement, ...]] = {}
        #: Per form, per orientation: (the anchors where it lies on the board, as a mask; each
        #: cell's square offset from the anchor). Bit-parallel tests over all anchors use them.
        self.shapes: dict[str, tuple[tuple[int, tuple[int, ...]], ...]] = {}
        self._by_description: dict[tuple[str, int, bool, int, int], Placement] = {}
        for form in data.forms.values():
            shapes: dict[tuple[tuple[int, int], ...], Orientation] = {}
            for reflected in (False, True):
                for rotation in range(4):
                    cells = transform(form.cells, rotation, reflected)
                    shapes.setdefault(cells, Orientation(form.id, rotation, reflected, cells))
            self.orientations[form.id] = tuple(shapes.values())
            table: list[Placement] = []
            for orientation in self.orientations[form.id]:
                for row in range(self.rows - orientation.height + 1):
                    for col in range(self.cols - orientation.width + 1):
                        squares = tuple(self.square(row + r, col + c) for r, c in orientation.cells)
                        mask = mask_of(squares)
                        placement = Placement(orientation, row, col, squares, mask, self.halo(mask))
                        table.append(placement)
                        key = (form.id, orientation.rotation, orientation.reflected, row, col)
                        self._by_description[key] = placement
            self.placements[form.id] = tuple(table)
            self.shapes[form.id] = tuple(
                (
                    mask_of([p.row * self.cols + p.col for p in table if p.orientation is orientation]),
                    tuple(row * self.cols + col for row, col in orientation.cells),
                )
                for orientation in self.orientations[form.id]
            )

    def on_board(self, row: int, col: int) -> bool:
        return 0 <= row < self.rows and 0 <= col < self.cols

    def square(self, row: int, col: int) -> int:
        return row * self.cols + col

    def row_col(self, square: int) -> tuple[int, int]:
        row, col = divmod(square, self.cols)
        return row, col

    def halo(self, mask: int) -> int:
        """The on-board squares outside `mask` that touch it."""
        around = 0
        for square in squares_of(mask):
            around |= self.neighbour_masks[square]
        return around & ~mask

    def touching(self, mask: int) -> int:
        """The on-board squares beside a square of `mask` (squares of `mask` included if they
        touch another); `halo` by shifts instead of a loop over the squares."""
        vertical = mask << self.cols | mask >> self.cols
        # A square's right neighbour is one bit up, unless it is in the last column (and left).
        horizontal = (mask & self._not_last_col) << 1 | (mask & self._not_first_col) >> 1
        return self.full & (vertical | horizontal)

    def orientation(self, form: str, rotation: int, reflected: bool) -> Orientation | None:
        """The form's listed orientation with that description, or None if it is not listed."""
        for orientation in self.orientations[form]:
            if orientation.rotation == rotation and orientation.reflected == reflected:
                return orientation
        return None

    def placement(self, form: str, rotation: int, reflected: bool, row: int, col: int) -> Placement | None:
        """The placement so described, or None if it leaves the board (or is not listed)."""
        return self._by_description.get((form, rotation, reflected, row, col))

    def lot_squares(self, row: int, col: int, lot_rows: int, lot_cols: int) -> tuple[int, ...]:
        """Board squares under the lot at top-left (row, col), in lot-square order 0, 1, ..."""
        return tuple(self.square(row + i, col + j) for i in range(lot_rows) for j in range(lot_cols))


def mask_of(squares: tuple[int, ...] | list[int]) -> int:
    mask = 0
    for square in squares:
        mask |= 1 << square
    return mask


def squares_of(mask: int) -> list[int]:
    """The squares in a bitmask, ascending."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


@cache
def geometry() -> Geometry:
    return Geometry(edition())
