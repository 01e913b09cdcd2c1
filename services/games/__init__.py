"""The games the platform hosts, found through the `ludus.games` entry points (pyproject.toml).

Adding a game is its folder under services/games, its proto file and one entry-point line;
nothing in the core, the gateway or the workers names a game.
"""

from __future__ import annotations

from functools import cache
from importlib.metadata import entry_points
from typing import Any

from services.core.errors import NotFound
from services.core.game import Game

GROUP = "ludus.games"


def names() -> list[str]:
    """Every registered game, by name."""
    return sorted(point.name for point in entry_points(group=GROUP))


@cache
def load(name: str) -> Game[Any]:
    for point in entry_points(group=GROUP):
        if point.name == name:
            game = point.load()
            if not isinstance(game, Game) or game.name != name:
                raise TypeError(f"entry point {point.value} is not the Game named {name!r}")
            return game
    raise NotFound(f"no game named {name!r}; registered: {', '.join(names())}", "UNKNOWN_GAME")
