"""The castle on the lot: floors, pools and seal values (rules reference 5.1 and 6)."""

from __future__ import annotations

from ludus.v1 import arkadia_pb2 as pb

from services.games.arkadia.edition import SEAL_COLOURS, Colour, colour_index, edition
from services.games.arkadia.state import ArkadiaState

#: Filling this floor triggers the end of the game (rules reference 7).
END_FLOOR = 2


def current_floor(state: ArkadiaState) -> int:
    """The floor pieces go on now: the lowest floor some lot square lacks (floors are built
    strictly in order); one more than the top floor once everything is full."""
    return 1 + min(len(stack) for stack in state.castle)


def top_floor() -> int:
    return edition().floors


def open_squares(state: ArkadiaState) -> list[int]:
    """Lot squares that are empty on the current floor."""
    floor = current_floor(state)
    if floor > top_floor():
        return []
    return [square for square, stack in enumerate(state.castle) if len(stack) == floor - 1]


def pool(state: ArkadiaState, floor: int) -> tuple[int, ...]:
    return state.pools[floor - 1]


def can_place(state: ArkadiaState) -> bool:
    """A castle placement is possible: the current floor exists and its pool has a piece."""
    floor = current_floor(state)
    return floor <= top_floor() and sum(pool(state, floor)) > 0


def available_colours(state: ArkadiaState) -> list[Colour]:
    floor = current_floor(state)
    if floor > top_floor():
        return []
    return [colour for colour in SEAL_COLOURS if pool(state, floor)[colour_index(colour)] > 0]


def visible(state: ArkadiaState, lot_square: int) -> Colour:
    """The colour seen from above: the top piece, else the printed colour (NONE if blank)."""
    stack = state.castle[lot_square]
    return stack[-1] if stack else edition().lot_colours[lot_square]


def values(state: ArkadiaState) -> tuple[int, ...]:
    """Each seal colour's value: lot squares showing it from above (rules reference 6)."""
    counts = [0] * len(SEAL_COLOURS)
    for lot_square in range(len(state.castle)):
        colour = visible(state, lot_square)
        if colour != pb.ARKADIA_COLOUR_NONE:
            counts[colour_index(colour)] += 1
    return tuple(counts)


def worth(seals: tuple[int, ...], seal_values: tuple[int, ...]) -> int:
    """Gold for these seals at these values."""
    return sum(count * value for count, value in zip(seals, seal_values, strict=True))
