"""Bot-against-bot matches in memory, played the way the platform plays them: the same setup,
decide rngs and event folding as the runner (`services/core/simulate.py`), and every seat's
command chosen by the policy code the workers run (`services.workers.bots.choose`) from that
seat's view, its legal commands and the bot rng for (match, seat, version) — never the state.

Simultaneous phases: when several seats are awaited, a uniformly random one acts next (every bot
answers at once, so whoever is drawn "was faster"). Game deadlines (Zapp Zerapp's can phase) pass
only when nobody is awaited: on the platform they are long against a bot's reaction time.

Used by the tests (greedy must beat random) and by bench/tournament.py.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from services import games
from services.core.rng import Rng, decide_rng
from services.core.simulate import start
from services.workers.bots import bot_rng, choose
from services.workers.search import SearchSettings

MAX_COMMANDS = 100_000


@dataclass
class MatchRecord:
    game: str
    levels: tuple[str, ...]
    winners: tuple[int, ...]
    ranks: tuple[int, ...]
    commands: int
    #: Thinking time of every move, per level.
    move_seconds: dict[str, list[float]] = field(default_factory=dict)

    def win_share(self, seat: int) -> float:
        """1 for a win, 1/k for a k-way shared win, else 0."""
        return 1.0 / len(self.winners) if seat in self.winners else 0.0


def play_match(
    game_name: str, levels: Sequence[str], seed: bytes, settings: SearchSettings | None = None
) -> MatchRecord:
    """One whole match with `levels[seat]` playing each seat."""
    game = games.load(game_name)
    seats = len(levels)
    match_id = f"{game_name}-arena-{seed.hex()[:16]}"
    state, setup = start(game, seats, seed)
    version = 1 + len(setup)
    chooser = Rng(seed, "arena")
    record = MatchRecord(game_name, tuple(levels), (), (), 0)
    for _ in range(MAX_COMMANDS):
        if game.is_over(state):
            break
        waiting = game.awaiting(state)
        if not waiting:
            deadlines = game.deadlines(state)
            if not deadlines:
                raise AssertionError(f"{match_id}: nobody is awaited and no deadline runs")
            events = game.expire(state, deadlines[0].key, decide_rng(seed, version))
        else:
            seat = chooser.choice(waiting)
            view = game.view(state, seat)
            legal = game.legal_commands(state, seat)
            rng = bot_rng(match_id, seat, version)
            started = time.perf_counter()
            command = choose(game, levels[seat], view, seat, seats, rng, legal, settings)
            record.move_seconds.setdefault(levels[seat], []).append(time.perf_counter() - started)
            if command is None:
                raise AssertionError(f"{match_id}: seat {seat} is awaited but its bot found no command")
            events = game.decide(state, seat, command, decide_rng(seed, version))
            record.commands += 1
        state = game.fold(state, events)
        version += len(events)
    else:
        raise AssertionError(f"{match_id}: no end after {MAX_COMMANDS} commands")
    outcome = game.result(state)
    record.winners, record.ranks = outcome.winners, outcome.ranks
    return record
