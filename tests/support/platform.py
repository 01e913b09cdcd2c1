"""A game as the platform sees it: its command, event, view and options types erased to Message.

The platform takes `Game[S]` (the message types defaulting to Message), and `Game` is invariant in
them because they are both taken and returned, so a game's own class (`ArkGame`, a
`Game[ArkState, ArkCommand, ...]`) is not one. In production the platform only ever gets a game
from `services.games.load`, already erased; tests that hand a game's module-level instance to the
runner, the audit or the workers erase it here, keeping its state type, without a cast.
"""

from __future__ import annotations

from typing import Any

from services.core.game import Game, S


def platform_game(game: Game[S, Any, Any, Any, Any]) -> Game[S]:
    """The same game object, typed as the platform's `Game[S]`."""
    return game
