"""The soup board and the dice: neighbours, adjacency and what a die face means."""

from __future__ import annotations

from services.games.primordial_soup.data import COMPASS, Direction, edition


def space_count() -> int:
    return len(edition().spaces)


def neighbour(space: int, direction: Direction) -> int | None:
    """The space one step away, or None where the step is blocked (edge, gap, island)."""
    return edition().spaces[space].neighbour(direction)


def adjacent(space: int) -> tuple[int, ...]:
    """The orthogonal neighbours of a space."""
    spaces = edition().spaces
    return tuple(n for d in COMPASS if (n := spaces[space].neighbour(d)) is not None)


def die_face(value: int) -> Direction | None:
    """A movement die: a direction, pb.PRIMORDIAL_SOUP_DIRECTION_NONE for "stay", None for "the player chooses"."""
    return edition().rules.die_faces[value]
