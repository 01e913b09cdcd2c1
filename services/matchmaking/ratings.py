"""The rating a queued player is paired by.

The ratings themselves are another module's (services/ratings/, a projection over finished
matches); the matchmaker only needs "this player's current rating in this game", so it depends
on this small Protocol. `default_ratings` gives everyone OpenSkill's starting rating; wiring the
real one is `functools.partial(current_ratings, engine)`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

#: OpenSkill's starting rating (Weng-Lin and Plackett-Luce alike): mu 25, sigma 25/3.
DEFAULT_MU = 25.0
DEFAULT_SIGMA = 25.0 / 3.0


class Rated(Protocol):
    """What the matchmaker reads of a rating (services/ratings' Rating has these)."""

    @property
    def mu(self) -> float: ...

    @property
    def sigma(self) -> float: ...

    @property
    def ordinal(self) -> float: ...


@dataclass(frozen=True)
class Rating:
    mu: float = DEFAULT_MU
    sigma: float = DEFAULT_SIGMA

    @property
    def ordinal(self) -> float:
        """The conservative estimate players are paired by (mu - 3 sigma, as OpenSkill's ordinal)."""
        return self.mu - 3.0 * self.sigma


class RatingLookup(Protocol):
    """Each of `players`' (ids) current rating in `game`; a player without one may be missing."""

    def __call__(self, game: str, players: Sequence[str]) -> Awaitable[Mapping[str, Rated]]: ...


async def default_ratings(game: str, players: Sequence[str]) -> Mapping[str, Rated]:
    """Everyone at OpenSkill's starting rating (until the ratings projection is wired in)."""
    return {player: Rating() for player in players}


async def rating_of(lookup: RatingLookup, game: str, player: str) -> float:
    """The player's ordinal in `game` (the starting rating's if the lookup knows none)."""
    found = (await lookup(game, [player])).get(player)
    return float(found.ordinal) if found is not None else Rating().ordinal
