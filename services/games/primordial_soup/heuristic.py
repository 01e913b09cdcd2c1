"""A one-ply evaluation for greedy and search bots (uses only public information, which in this
game is everything)."""

from __future__ import annotations

from ludus.v1 import primordial_soup_pb2 as pb

from services.games.primordial_soup import genes
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.state import SoupState

#: What a BP is worth in track points: a new amoeba (6 BP) is worth roughly one point per round
#: over the few rounds left, so BP are cheap but not worthless.
BP_WEIGHT = 0.15
#: An amoeba one starvation away from death is likely to be lost; count part of its value off.
AT_RISK_WEIGHT = 0.5


def standing(state: SoupState, seat: int) -> float:
    """The seat's marker plus what it is likely to score at the next phase 6."""
    player = state.players[seat]
    if state.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER:
        return float(player.marker)
    amoeba_points, gene_points = genes.score_points(state, seat)
    threshold = genes.death_threshold(state, seat)
    at_risk = sum(1 for a in state.own_amoebas(seat) if a.dp >= threshold - 1)
    return player.marker + amoeba_points + gene_points + BP_WEIGHT * player.bp - AT_RISK_WEIGHT * at_risk


def evaluate(state: SoupState, seat: int) -> float:
    """Our standing minus the best opponent's, scaled to about [-1, 1] by the end threshold.
    A finished game is worth +1 to the winner and -1 to everyone else."""
    if state.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER:
        return 1.0 if state.winner == seat else -1.0
    if not state.players:
        return 0.0
    mine = standing(state, seat)
    best_other = max(standing(state, other) for other in range(state.seats) if other != seat)
    return max(-1.0, min(1.0, (mine - best_other) / edition().end_threshold))
