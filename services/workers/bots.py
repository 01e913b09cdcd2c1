"""Bot policies. A bot decides only from what its seat may see: the legal commands the service
lists for that seat and, for the smarter levels, the seat's view. The full state never reaches a
policy: `greedy` and `search` plan on states sampled from the view by `Game.determinize`.

Levels (every game lists them in `bot_levels`, the default first):
* `random`: a uniformly random legal command.
* `greedy`: the command whose result the game's `heuristic` rates best, averaged over a few
  states sampled from the view (one ply, no look-ahead).
* `search`: determinized Monte Carlo tree search within a time budget (services/workers/search.py).
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from typing import Any, NamedTuple

from google.protobuf import any_pb2
from google.protobuf.message import Message
from ludus.backend.v1 import game_service_pb2_grpc as backend_grpc
from ludus.v1 import gateway_pb2

from services.core import caller
from services.core.codec import pack, unpack
from services.core.game import Game
from services.core.match import DEFAULT_MOVE
from services.core.rng import Rng
from services.workers.search import SearchSettings, search
from services.workers.simulation import sample_commands, try_command

TIMEOUT = 10.0
RANDOM, GREEDY, SEARCH = "random", "greedy", "search"
#: Levels that read the seat's view (the others need only its legal commands).
PLANNING_LEVELS = (GREEDY, SEARCH)
#: Greedy rates at most this many commands (sampled when there are more)...
GREEDY_CANDIDATES = 48
#: ...each on this many states sampled from the view.
GREEDY_SAMPLES = 3
#: Tries to read a view and a legal-command page at the same version (simultaneous phases move on).
CONSISTENT_READS = 3


def bot_rng(match_id: str, seat: int, version: int) -> Rng:
    """Deterministic per decision, so a redone task picks the same command."""
    return Rng(hashlib.sha256(f"{match_id}:{seat}".encode()).digest(), f"bot:{version}")


# ---------------------------------------------------------------------------------------------
# Policies: pure functions of (game, view, seat, rng), usable in memory and by the workers
# ---------------------------------------------------------------------------------------------


def choose_random(
    game: Game[Any], view: Message, seat: int, rng: Rng, legal: Sequence[Message] | None
) -> Message | None:
    if legal is None:
        return game.random_command(game.determinize(view, seat, rng), seat, rng)
    return legal[rng.below(len(legal))] if len(legal) else None


def choose_greedy(
    game: Game[Any],
    view: Message,
    seat: int,
    rng: Rng,
    legal: Sequence[Message] | None = None,
    samples: int = GREEDY_SAMPLES,
    limit: int = GREEDY_CANDIDATES,
) -> Message | None:
    """One ply: the command whose outcome the seat's heuristic rates best on average over
    `samples` states drawn from its view. Candidates are taken in the rng's order and only a
    strictly better one replaces the best so far, so the rng breaks ties."""
    states = [game.determinize(view, seat, rng.derive(f"{rng.label}/greedy/{index}")) for index in range(samples)]
    options = sample_commands(legal if legal is not None else game.legal_commands(states[0], seat), limit, rng)
    best: Message | None = options[0] if options else None
    best_value = -math.inf
    for command in options:
        values = []
        for index, state in enumerate(states):
            after = try_command(game, state, seat, command, rng.derive(f"{rng.label}/greedy/{index}/decide"))
            if after is not None:
                values.append(game.heuristic(after, seat))
        if values and (value := sum(values) / len(values)) > best_value:
            best, best_value = command, value
    return best


def choose_search(
    game: Game[Any],
    view: Message,
    seat: int,
    seats: int,
    rng: Rng,
    legal: Sequence[Message] | None = None,
    settings: SearchSettings | None = None,
) -> Message | None:
    return search(game, view, seat, seats, rng, settings, legal).command


def choose(
    game: Game[Any],
    level: str,
    view: Message,
    seat: int,
    seats: int,
    rng: Rng,
    legal: Sequence[Message] | None = None,
    settings: SearchSettings | None = None,
) -> Message | None:
    """The command `level` picks for `seat` from its view (and its legal commands, when known).
    Unknown levels play random."""
    if level == GREEDY:
        return choose_greedy(game, view, seat, rng, legal)
    if level == SEARCH:
        return choose_search(game, view, seat, seats, rng, legal, settings)
    return choose_random(game, view, seat, rng, legal)


# ---------------------------------------------------------------------------------------------
# The worker's side: read what the seat may see from the game service, then choose
# ---------------------------------------------------------------------------------------------


class Choice(NamedTuple):
    """A bot's pick: the command (None if the seat has nothing to do), the version it was
    chosen at, and when the service accepts it at the earliest (ms since the epoch, 0: now)."""

    command: any_pb2.Any | None
    version: int
    not_before_ms: int = 0


def choose_command(
    stub: backend_grpc.GameServiceStub, game: Game[Any], match_id: str, seat: int, policy: str
) -> Choice:
    """The command the policy picks for the seat, the version it was chosen at, and the pace. The
    worker reads as the seat it plays (services/core/caller.py), so it sees what that seat may see."""
    if policy in PLANNING_LEVELS:
        return _choose_from_view(stub, game, match_id, seat, policy)
    metadata = caller.worker(match_id, seat).metadata()
    legal = stub.ListLegalCommands(
        gateway_pb2.ListLegalCommandsRequest(match_id=match_id), timeout=TIMEOUT, metadata=metadata
    )
    if not legal.total:
        return Choice(None, legal.version)
    if policy == DEFAULT_MOVE:
        # A skipped seat makes the game's first listed (its most passive) move.
        return Choice(legal.commands[0], legal.version, legal.not_before_ms)
    rng = bot_rng(match_id, seat, legal.version)
    index = rng.below(legal.total)
    if index < len(legal.commands):
        return Choice(legal.commands[index], legal.version, legal.not_before_ms)
    page = stub.ListLegalCommands(
        gateway_pb2.ListLegalCommandsRequest(match_id=match_id, offset=index, limit=1),
        timeout=TIMEOUT,
        metadata=metadata,
    )
    return Choice(page.commands[0] if page.commands else None, page.version, page.not_before_ms)


def _choose_from_view(
    stub: backend_grpc.GameServiceStub, game: Game[Any], match_id: str, seat: int, policy: str
) -> Choice:
    """Greedy and search: the seat's view and its legal commands, read at one version."""
    metadata = caller.worker(match_id, seat).metadata()
    for _ in range(CONSISTENT_READS):
        seen = stub.GetView(gateway_pb2.GetViewRequest(match_id=match_id), timeout=TIMEOUT, metadata=metadata)
        legal = stub.ListLegalCommands(
            gateway_pb2.ListLegalCommandsRequest(match_id=match_id), timeout=TIMEOUT, metadata=metadata
        )
        if legal.version == seen.version:
            break
    if not legal.total:
        return Choice(None, legal.version)
    rng = bot_rng(match_id, seat, legal.version)
    if legal.version != seen.version:
        # The match keeps moving under us (a busy simultaneous phase): play a legal command of
        # the version we can submit at rather than plan on a view that is already old.
        return Choice(legal.commands[rng.below(len(legal.commands))], legal.version, legal.not_before_ms)
    view = unpack(seen.view, game.view_type, "view")
    # A complete page is the exact legal set; beyond a page (Arkadia's placements) the policy
    # samples the seat's own legal commands from a state drawn from its view, which the rules
    # derive from what the seat sees alone (tests/workers check this for every game).
    commands = (
        [unpack(command, game.command_type) for command in legal.commands]
        if legal.total == len(legal.commands)
        else None
    )
    chosen = choose(game, policy, view, seat, len(seen.match.seats), rng, commands)
    return Choice(pack(chosen) if chosen is not None else None, legal.version, legal.not_before_ms)
