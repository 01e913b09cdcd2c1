"""The rating math, and nothing else: no I/O, no clock, no database — the projection
(services/ratings/projection.py) and the verifier (`ludus ratings verify`) share it, so a rating
recomputed from exported logs is the server's to the last bit.

The model is OpenSkill's Plackett-Luce (Weng & Lin 2011, algorithm 4) with the package's
defaults (mu 25, sigma 25/3, beta 25/6, kappa 0.0001, tau 25/300, gamma = sigma/c). Why
Plackett-Luce rather than the other Weng-Lin models: our matches are free-for-alls of 2 to 5
seats with a full ranking, and Plackett-Luce models exactly that — the winner chosen among all,
then the next among the rest — in one update whose cost grows with the square of the seats,
while the Bradley-Terry and Thurstone-Mosteller variants compare every pair (or neighbours only)
and throw away part of a full ranking. It handles ties (the seats sharing a rank share that
rank's probability: A_q in the paper) and it is the package's default, the best studied of its
models. openskill is pinned to one minor version (pyproject.toml): a rating must recompute to
the same digits wherever it is verified, and tests/ratings/test_model.py checks the numbers
against the formulas, so an upgrade that changes them is caught before it changes a rating.

Ratings are applied one match at a time, in the order `match_order` gives; the same sequence of
matches gives the same floating-point numbers on any machine (IEEE doubles, no parallel sums).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

#: The one model instance (stateless between calls: every parameter is a constructor default).
MODEL = PlackettLuce()


@dataclass(frozen=True)
class Rating:
    """A player's skill estimate: mean `mu`, uncertainty `sigma`."""

    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """The conservative rating shown and ranked by: mu - 3 sigma (0 for a new player)."""
        return self.mu - 3 * self.sigma


#: Where every player starts in every game.
DEFAULT = Rating(MODEL.mu, MODEL.sigma)


@dataclass(frozen=True)
class Contestant:
    """One rated seat of a match: who (a player id, or a bot's key) and their rank (1 best; equal
    ranks are ties). A `fixed` contestant (a rated bot) takes part with its rating but keeps it."""

    key: str
    rank: int
    fixed: bool = False


def update(contestants: Sequence[Contestant], ratings: Mapping[str, Rating]) -> dict[str, Rating]:
    """The contestants' ratings after one match (fixed ones unchanged); a contestant missing
    from `ratings` starts at DEFAULT. Needs at least two contestants."""
    if len(contestants) < 2:
        raise ValueError("a rated match needs at least two contestants")
    if len({c.key for c in contestants}) != len(contestants):
        raise ValueError("a contestant appears twice in one match")
    before = [ratings.get(c.key, DEFAULT) for c in contestants]
    teams = [[MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in before]
    rated = MODEL.rate(teams, ranks=[float(c.rank) for c in contestants])
    return {
        c.key: old if c.fixed else Rating(team[0].mu, team[0].sigma)
        for c, old, team in zip(contestants, before, rated, strict=True)
    }


def match_order(finished_ms: int, match_id: str) -> tuple[int, str]:
    """The order ratings are applied in: by finish time (the last event's server time, in
    milliseconds), then by match id (text order) for matches finished in the same millisecond."""
    return (finished_ms, match_id)
