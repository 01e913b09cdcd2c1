"""Questions about the board: what is occupied, where a building may go, what is enclosed.

Occupancy is a bitmask (see geometry.py) built from the state on demand: the lot, the buildings
and the workers. "Empty" means not occupied (a tent does not stop a square from being empty).
"""

from __future__ import annotations

from functools import cache

from services.games.arkadia.edition import edition
from services.games.arkadia.geometry import geometry, mask_of
from services.games.arkadia.state import ArkadiaState, Building


@cache
def lot_squares(anchor: int) -> tuple[int, ...]:
    """Board squares under the lot whose top-left square is `anchor`, lot square 0 first."""
    board = geometry()
    row, col = board.row_col(anchor)
    data = edition()
    return board.lot_squares(row, col, data.lot_rows, data.lot_cols)


@cache
def _lot_mask(anchor: int) -> int:
    return mask_of(lot_squares(anchor))


def lot_mask(state: ArkadiaState) -> int:
    return _lot_mask(state.lot_anchor)


@cache
def squares_mask(squares: tuple[int, ...]) -> int:
    return mask_of(squares)


def buildings_mask(state: ArkadiaState) -> int:
    mask = 0
    for building in state.buildings:
        mask |= squares_mask(building.squares)
    return mask


def workers_mask(state: ArkadiaState) -> int:
    mask = 0
    for worker in state.workers:
        mask |= 1 << worker.square
    return mask


def occupied_mask(state: ArkadiaState) -> int:
    """Squares holding the lot, a building or a worker."""
    return lot_mask(state) | buildings_mask(state) | workers_mask(state)


@cache
def surroundings(squares: tuple[int, ...]) -> int:
    """The on-board squares outside a building that touch it (rules reference 5)."""
    return geometry().halo(mask_of(squares))


def has_placement(form: str, occupied: int) -> bool:
    """Whether `checks.placements(form, occupied)` is non-empty. A pass must show that none exists, and
    testing every placement one by one was most of its cost, so each orientation is tested at
    all anchors at once: shifted back by each cell's offset, the empty squares leave a bit at
    every anchor where all cells are empty and the squares touching `occupied` one at every
    anchor where some cell touches it (an empty cell touching something is the same as the
    shape's halo meeting it)."""
    board = geometry()
    empty = board.full & ~occupied
    touching = board.touching(occupied)
    for anchors, offsets in board.shapes[form]:
        fits, touches = anchors, 0
        for offset in offsets:
            fits &= empty >> offset
            touches |= touching >> offset
        if fits & touches:
            return True
    return False


def empty_around(building: Building, occupied: int) -> int:
    """Empty squares adjacent to the building, as a mask: where action B may put workers."""
    return surroundings(building.squares) & ~occupied


def newly_enclosed(state: ArkadiaState, occupied: int) -> list[Building]:
    """Incomplete buildings that are now enclosed, in the order they were placed (ruling 22);
    `occupied` is the state's `occupied_mask`, which the caller usually has already.

    Enclosed: every square around the building is occupied; off-board squares count as occupied
    and an empty tent as empty (rulings 15). Tested inline (no `empty_around` call per building):
    this runs over every building after every action."""
    empty = ~occupied
    return [b for b in state.buildings if not b.complete and not surroundings(b.squares) & empty]


def workers_around(state: ArkadiaState, building: Building) -> dict[int, int]:
    """Workers of each player colour in the building's surroundings (each counted once, ruling
    21; neutral workers excluded)."""
    around = surroundings(building.squares)
    counts: dict[int, int] = {}
    for worker in state.workers:
        if not worker.neutral and around >> worker.square & 1:
            counts[worker.colour] = counts.get(worker.colour, 0) + 1
    return counts
