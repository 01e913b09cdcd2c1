"""What the smarter bots share: driving a game's pure rules forward in memory from a sampled
state, sampling commands from huge legal sets, and turning outcomes into rewards.

Everything here goes through the `Game` interface only, so it works for every game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from google.protobuf.message import Message

from services.core.errors import InvalidCommand, RuleViolation
from services.core.game import Game
from services.core.rng import Rng

#: Share of the terminal reward that comes from winning (the rest from the rank, so that a
#: second place still beats a third when the win is out of reach).
WIN_WEIGHT = 0.75


def command_key(seat: int, command: Message) -> bytes:
    """A stable identity for `seat` sending `command` (tree edges, de-duplication)."""
    return seat.to_bytes(2, "big", signed=True) + command.SerializeToString(deterministic=True)


def sample_indices(total: int, count: int, rng: Rng) -> list[int]:
    """`count` distinct indices of range(total), uniformly (a partial Fisher-Yates that only
    remembers the swapped places, so a huge `total` costs nothing)."""
    count = min(count, total)
    swapped: dict[int, int] = {}
    chosen = []
    for position in range(count):
        pick = position + rng.below(total - position)
        chosen.append(swapped.get(pick, pick))
        swapped[pick] = swapped.get(position, position)
    return chosen


def sample_commands(commands: Sequence[Message], count: int, rng: Rng) -> list[Message]:
    """Up to `count` distinct commands of `commands` (all of them, in a random order, if fewer).

    Legal sets can be lazy sequences of tens of thousands (Arkadia), so only the sampled ones
    are ever built."""
    return [commands[index] for index in sample_indices(len(commands), count, rng)]


def next_actor(waiting: Sequence[int], last: int, seats: int) -> int:
    """Who acts next in a simulation: when several seats are awaited at once (a simultaneous
    phase), they take turns, one command each, starting after the seat that acted last."""
    for step in range(1, seats + 1):
        seat = (last + step) % seats
        if seat in waiting:
            return seat
    return waiting[0]


def try_command(game: Game[Any], state: Any, seat: int, command: Message, rng: Rng) -> Any | None:
    """The state after `seat`'s command, or None if the rules refuse it in this state (another
    sample of the hidden information may not allow an opponent's command)."""
    try:
        events = game.decide(state, seat, command, rng)
    except (RuleViolation, InvalidCommand):
        return None
    return game.fold(state, events)


def terminal_rewards(game: Game[Any], state: Any) -> list[float]:
    """Rewards in [0, 1] for every seat of a finished game: mostly the win share, plus the rank."""
    outcome = game.result(state)
    seats = len(outcome.ranks)
    rewards = []
    for seat in range(seats):
        win = 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
        rank = (seats - outcome.ranks[seat]) / (seats - 1) if seats > 1 else 1.0
        rewards.append(WIN_WEIGHT * win + (1.0 - WIN_WEIGHT) * rank)
    return rewards


class HeuristicScale:
    """Turns a game's heuristic (any unit: points, gold, track steps) into a reward in [0, 1] by
    a logistic curve whose width is the typical size of the heuristic seen so far in this search.
    Games need not declare a scale, and one search's rewards stay comparable."""

    def __init__(self, prior: float = 1.0, weight: float = 4.0) -> None:
        self._sum = prior * weight
        self._count = weight

    def observe(self, values: Sequence[float]) -> None:
        self._sum += sum(abs(value) for value in values)
        self._count += len(values)

    @property
    def width(self) -> float:
        return max(self._sum / self._count, 1e-6)

    def rewards(self, values: Sequence[float]) -> list[float]:
        width = self.width
        return [1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, value / width)))) for value in values]


def heuristics(game: Game[Any], state: Any, seats: int) -> list[float]:
    """Every seat's own evaluation of `state`."""
    return [game.heuristic(state, seat) for seat in range(seats)]
