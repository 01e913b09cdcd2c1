"""A one-ply evaluation for greedy and search bots, using only what the seat may see.

A seat's own wealth is exact (its gold plus its seals at the current values). Opponents' seals
and gold are secret, so they are estimated from public facts only: the seals they have earned
from completions, valued at the current values. Both sides also get credit for the seals their
workers are likely to earn from buildings not yet complete, weighted by how enclosed each
building already is. The score is the seat's estimate minus the best opponent's.
"""

from __future__ import annotations

from services.games.arkadia import board, castle
from services.games.arkadia.edition import colour_index
from services.games.arkadia.state import ArkadiaState

#: What a worker held behind the screen is worth, in gold, before it is placed.
WORKER_HELD = 1.0
#: What an unused banner is worth (two workers and a cash-in opportunity).
BANNER_LEFT = 1.5


def _pending(state: ArkadiaState, values: tuple[int, ...]) -> list[float]:
    """Per seat: expected gold from own workers around incomplete buildings."""
    occupied = board.occupied_mask(state)
    expected = [0.0] * state.seats
    for building in state.buildings:
        if building.complete:
            continue
        around = board.surroundings(building.squares)
        size = around.bit_count()
        enclosed = (size - (around & ~occupied).bit_count()) / size if size else 1.0
        value = values[colour_index(building.card.colour)]
        for seat, count in board.workers_around(state, building).items():
            expected[seat] += count * value * enclosed
    return expected


def evaluate(state: ArkadiaState, seat: int) -> float:
    if state.final is not None:
        others = [gold for index, gold in enumerate(state.final.gold) if index != seat]
        return float(state.final.gold[seat] - max(others, default=0))
    values = castle.values(state)
    pending = _pending(state, values)
    estimates: list[float] = []
    for index, player in enumerate(state.players):
        if index == seat:
            wealth = player.gold + castle.worth(player.seals, values)
            held = player.workers + player.neutral
        else:
            wealth = castle.worth(player.earned, values)
            held = 0  # workers behind another screen are secret
        estimates.append(wealth + pending[index] + WORKER_HELD * held + BANNER_LEFT * player.banners)
    rivals = [estimate for index, estimate in enumerate(estimates) if index != seat]
    return estimates[seat] - max(rivals, default=0.0)
