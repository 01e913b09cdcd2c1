"""Bots on a human time scale in the real-time can phase (D26, issue 14).

A person hears a rattle sample for its whole length (`rattle.WINDOW_MS`) before judging it, and
needs a moment to react to anything; a bot answering at machine speed grabs and commits while a
person is still listening. So the platform refuses a worker-played seat's can command before its
reference moment (the later of the can phase opening for it and its own last command; the
platform's clock, kept out of the game) plus `delay_ms`: the sample's length if that last command
was a shake, plus a reaction time drawn for the seat's bot level. Moves are turn-based and unpaced.

The reaction time of a level is min_ms + (below(w + 1) + below(w + 1)) // 2 with w = max_ms -
min_ms: a triangle between the bounds, peaked at their middle, integer arithmetic only, drawn from
the rng the platform passes (keyed by the match seed, the reference version and the seat), so an
audit re-derives every bound.
"""

from __future__ import annotations

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.errors import InvalidCommand
from services.core.rng import Rng
from services.games.zapp_zerapp import rattle
from services.games.zapp_zerapp.state import ZappState

#: The levels, in the order `ZappState.reactions` keeps their (min_ms, max_ms).
LEVELS = ("random", "greedy", "search")
#: Defaults per level: the better a level plays, the quicker it is, all on a person's scale (a
#: person needs about a second to pick a can and reach for it; a choice reaction time).
DEFAULT_REACTIONS: dict[str, tuple[int, int]] = {
    "random": (1200, 2400),
    "greedy": (900, 2100),
    "search": (600, 1800),
}
#: Configurable bounds: faster than 200 ms is no longer a person's reaction.
MIN_REACTION_MS, MAX_REACTION_MS = 200, 10_000


def _field(level: str) -> str:
    return f"{level}_reaction"


def reactions(options: pb.ZappZerappOptions) -> tuple[tuple[int, int], ...]:
    """Each level's (min_ms, max_ms), in LEVELS order, the defaults filled in."""
    chosen = []
    for level in LEVELS:
        reaction: pb.ZappZerappReaction = getattr(options, _field(level))
        if reaction.min_ms or reaction.max_ms:
            chosen.append((int(reaction.min_ms), int(reaction.max_ms)))
        else:
            chosen.append(DEFAULT_REACTIONS[level])
    return tuple(chosen)


def validate(options: pb.ZappZerappOptions) -> None:
    for level in LEVELS:
        reaction: pb.ZappZerappReaction = getattr(options, _field(level))
        if not (reaction.min_ms or reaction.max_ms):
            continue
        if not MIN_REACTION_MS <= reaction.min_ms <= reaction.max_ms <= MAX_REACTION_MS:
            raise InvalidCommand(
                f"{_field(level)} needs {MIN_REACTION_MS} <= min_ms <= max_ms <= {MAX_REACTION_MS} "
                f"(or both 0 for the default, {DEFAULT_REACTIONS[level][0]}..{DEFAULT_REACTIONS[level][1]} ms)"
            )


def default_options() -> pb.ZappZerappOptions:
    """The reaction part of the options a match gets by default, spelled out."""
    options = pb.ZappZerappOptions()
    for level, (low, high) in DEFAULT_REACTIONS.items():
        getattr(options, _field(level)).CopyFrom(pb.ZappZerappReaction(min_ms=low, max_ms=high))
    return options


def reaction_ms(bounds: tuple[int, int], rng: Rng) -> int:
    """One reaction time between the bounds (the triangle of the module docstring)."""
    low, high = bounds
    width = high - low
    return low + (rng.below(width + 1) + rng.below(width + 1)) // 2


def level_bounds(state: ZappState, policy: str) -> tuple[int, int]:
    """The (min_ms, max_ms) of a level. Any other policy (the platform's default moves for a
    skipped seat) gets the slowest level's, `random`."""
    table = state.reactions or tuple(DEFAULT_REACTIONS[level] for level in LEVELS)
    return table[LEVELS.index(policy) if policy in LEVELS else 0]


def delay_ms(state: ZappState, seat: int, policy: str, rng: Rng) -> int:
    """The least time between the seat's reference moment and its next command (module
    docstring); 0 outside the can phase."""
    if state.phase != pb.ZAPP_ZERAPP_PHASE_CANS or not 0 <= seat < len(state.seat_rounds):
        return 0
    seat_round = state.seat_rounds[seat]
    if seat_round.has_committed:
        return 0  # nothing left to do this round: every command is refused by the rules anyway
    listen = rattle.WINDOW_MS if seat_round.listening else 0
    return listen + reaction_ms(level_bounds(state, policy), rng)
