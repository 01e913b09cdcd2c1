"""The `search` bot level: determinized Monte Carlo tree search over a game's pure rules
(single-observer information-set MCTS, after Cowling, Powley and Whitehouse, 2012; the same
family as OpenSpiel's ISMCTS), guided by the game's heuristic.

One decision, from the seat's view only:
1. **Root.** The seat's legal commands (the service's list, or those of a sampled state: a
   seat's own legal commands depend only on what it sees). Large sets are sampled and the best
   `root_limit` by the one-ply heuristic kept. Each candidate starts with its greedy rating (the
   heuristic change right after it, averaged over `prior_samples` sampled states) counted as
   `prior_visits` visits, so a short budget plays at least like `greedy` and iterations refine it.
2. **Iterations**, until the time budget (or the iteration cap) is spent, spread over the root
   candidates by **sequential halving** (Karnin, Koren and Somekh, 2013, as in Gumbel MuZero):
   the `halving_candidates` best-rated ones share the first round equally, the better half by
   mean reward goes on to the next round, and so on, each round an equal share of the budget.
   Within a round every survivor is tried once per cycle on the same sampled state and rng
   (common random numbers), so candidates are compared on the same hidden cards and dice.
   UCB1 at the root spread its few visits evenly over close, noisy candidates and so picked
   mostly by luck; against `greedy` this alone moved the search from about a fair share to
   clearly above it (docs/benchmarks.md). Each iteration:
   * samples a fresh full state from the view with `Game.determinize` (hidden cards, deck order;
     where sampling is costly, at most `sampling_share` of the time goes to it and later
     iterations reuse earlier samples);
   * walks one shared tree whose nodes are the sequences of (seat, command) and deadline events
     from the root, so statistics are shared by every sample (information-set nodes from the
     searching seat's point of view). The acting seat is whoever the sampled state awaits;
     several awaited seats (a simultaneous phase) take turns, one command each. A running game
     deadline (`Game.deadlines`) passes with a small chance at each step: a chance node;
   * selects by UCB1 with availability counts (an opponent's command exists only in samples whose
     hidden cards allow it). While the searching seat is still on its own turn (several commands
     in a row: a second card, a commit after a grab), its nodes get greedy priors like the root.
     Other nodes expand one untried command at a time; nodes with more legal commands than
     `branch_limit` widen progressively, one more legal command per √visits. Which command an
     opponent node adds, and what opponents play in rollouts, is uniform by default; with
     `opponent_candidates` set, mostly the best of a few by the opponent's own heuristic (a
     greedy opponent model: more faithful, but each iteration costs several rule applications,
     and in our tournaments the cheaper, more numerous iterations won);
   * after the expansion plays at most `rollout_depth` random legal commands, then evaluates:
     a finished game by its `result` (win share, and rank); otherwise by how much each seat's
     `heuristic` changed since the root of this sample (the change, not the level, so that
     what the sample's hidden cards add to every line cancels out), turned into [0, 1] by
     `HeuristicScale`;
   * backs up: each node adds the reward of the seat that moved into it.
3. **Choice.** Among the candidates still standing after the last halving round (all of them
   without halving), the one with the best mean reward, priors included (ties: more visits,
   then the bot rng's order); but with halving, the greedy favourite (the best-rated candidate)
   stays the choice unless the best beat it on the same samples by `switch_confidence`
   standard errors of the paired difference. With few iterations the best mean is often a
   lucky one; the guard keeps the search at least as good as `greedy` there.

Chance inside the simulations (dice, rattle samples, shuffles the rules draw) uses the bot's own
rng, so the future is sampled afresh in every iteration too.

Determinism: every random choice comes from the rng the caller passes (the worker derives it
from match, seat and version), so the same number of iterations always gives the same command.
With a time budget that number depends on the machine's speed and load (and so does which
iterations reuse a sampled state, see `sampling_share`), so two runs may differ; with
`max_iterations` and no time budget a decision is exactly reproducible.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from google.protobuf.message import Message

from services.core.game import Game
from services.core.rng import Rng
from services.core.settings import Settings, current
from services.workers.simulation import (
    HeuristicScale,
    command_key,
    heuristics,
    next_actor,
    sample_commands,
    terminal_rewards,
    try_command,
)

#: The default thinking time per decision, in seconds (LUDUS_SEARCH_SECONDS overrides it).
DEFAULT_SECONDS = 0.5
#: Key prefix of chance nodes (a deadline passing); command keys start with a seat, never 0xff.
_DEADLINE = b"\xff\xff"


@dataclass(frozen=True)
class SearchSettings:
    #: Thinking time per decision; None for no time limit (then max_iterations must be set).
    seconds: float | None = DEFAULT_SECONDS
    #: Stop after this many iterations (None: only the time budget stops the search).
    max_iterations: int | None = None
    #: Count the budget in this thread's CPU time instead of wall time (benchmarks on a shared
    #: machine: every decision then gets the same work whatever else runs).
    cpu_clock: bool = False
    #: UCB1's exploration constant, for rewards in [0, 1].
    exploration: float = 0.7
    #: After the tree, commands are played until the searching seat's next turn starts, at most
    #: this many, before the heuristic judges the position...
    rollout_depth: int = 40
    #: ...each one the game's first listed command with this chance, else a random one.
    rollout_default_bias: float = 0.5
    #: A greedy opponent model, off by default: where the tree adds an opponent's reply, and in
    #: the rollouts, the command the opponent's own heuristic rates best among this many
    #: sampled ones (0: the cheap policies above). Closer to how a greedy bot plays, but each
    #: iteration then costs several rule applications: against two greedy bots in Ark (0.1 s,
    #: 120 matches) the search won 40.0% with 6 candidates and 47.1% without the model.
    opponent_candidates: int = 0
    #: ...with this chance per command (the rest uniform, so surprising replies are still seen).
    opponent_greedy_share: float = 0.75
    #: The searching seat's own further commands in a rollout, while its turn goes on and no
    #: one else is awaited (several decisions in a row: Primordial Soup's amoebas), are the best
    #: of this many sampled ones by its heuristic (0: the cheap policy).
    own_candidates: int = 0
    #: At the root, sequential halving over this many of the best-rated candidates (see
    #: `_Search.halve`); 0 or 1: UCB1 over all of them, like the other nodes.
    halving_candidates: int = 8
    #: With halving, the search plays another command than the greedy favourite (the best
    #: rated) only if it did better on the same samples by at least this many standard errors
    #: of the paired difference; otherwise the greedy favourite (None: always the best mean).
    #: A short budget buys a few dozen noisy iterations, too few to rank close candidates: the
    #: best mean is then often a lucky one, and the search played worse than `greedy` did.
    switch_confidence: float | None = 1.0
    #: Nodes with more legal commands than this widen progressively instead of trying them all.
    branch_limit: int = 24
    #: Candidates kept at the searching seat's own nodes when it has more legal commands...
    root_limit: int = 24
    #: ...chosen by the heuristic from this many sampled ones.
    root_sample: int = 64
    #: Children added to a wide node per square root of its visits.
    widening: float = 1.0
    #: Chance per simulated command that a running game deadline passes (the platform's real
    #: deadlines are long against a bot's reaction time, so it is small).
    deadline_chance: float = 0.02
    #: The greedy rating of the searching seat's own candidates counts as this many visits...
    prior_visits: float = 2.0
    #: ...measured at the root on this many sampled states.
    prior_samples: int = 2
    #: With a time budget, sampling a state from the view may take at most this share of the
    #: time spent; beyond it an iteration reuses an earlier sample (round robin) instead of a
    #: fresh one. Sampling is cheap in most games, but a game may weigh its samples by costly
    #: evidence (Zapp Zerapp's rattle likelihoods, ~20 ms a sample).
    sampling_share: float = 0.3

    @classmethod
    def from_env(cls, platform: Settings | None = None) -> SearchSettings:
        """Defaults, with LUDUS_SEARCH_SECONDS (0: no time limit) and LUDUS_SEARCH_ITERATIONS
        from the platform's settings (the process's unless given)."""
        platform = platform or current()
        settings = cls()
        if platform.search_seconds is not None:
            settings = replace(settings, seconds=platform.search_seconds or None)
        if platform.search_iterations is not None:
            settings = replace(settings, max_iterations=platform.search_iterations or None)
        if settings.seconds is None and settings.max_iterations is None:
            settings = replace(settings, seconds=DEFAULT_SECONDS)
        return settings


@dataclass
class SearchResult:
    command: Message | None
    iterations: int
    seconds: float
    #: Per root candidate, best first: (command, visits, mean reward).
    ranking: list[tuple[Message, int, float]]


def _moves(node: _Node) -> list[_Node]:
    """The children reached by a command (not by a deadline passing)."""
    return [child for child in node.children.values() if child.command is not None]


class _Node:
    __slots__ = (
        "available",
        "children",
        "command",
        "prepared",
        "prior",
        "prior_value",
        "reward",
        "reward_squares",
        "seat",
        "visits",
    )

    def __init__(self, seat: int, command: Message | None) -> None:
        #: Who moved into this node; -1 for a chance node (a deadline passed).
        self.seat = seat
        self.command = command
        self.children: dict[bytes, _Node] = {}
        self.visits = 0
        #: How often this node's command was legal when its parent was visited.
        self.available = 0
        #: Sum of the rewards of `seat` over the visits, and of their squares.
        self.reward = 0.0
        self.reward_squares = 0.0
        #: Virtual visits, and the reward they count: the greedy rating of the searching seat's
        #: options (see `prior_offset`).
        self.prior = 0.0
        self.prior_value = 0.0
        #: True once the children are a fixed, rated candidate list (the searching seat's turn).
        self.prepared = False

    def mean(self, offset: float = 0.0) -> float:
        seen = self.visits + self.prior
        return (self.reward + self.prior * (self.prior_value + offset)) / seen if seen else 0.0

    def ucb(self, exploration: float, offset: float = 0.0) -> float:
        seen = self.visits + self.prior
        if not seen:
            return math.inf
        return self.mean(offset) + exploration * math.sqrt(math.log(max(self.available, 1)) / seen)

    def spread(self) -> float:
        """The standard error of the mean reward over the real visits (inf below two)."""
        if self.visits < 2:
            return math.inf
        mean = self.reward / self.visits
        variance = max(0.0, self.reward_squares / self.visits - mean * mean) * self.visits / (self.visits - 1)
        return math.sqrt(variance / self.visits)

    def prior_offset(self) -> float:
        """How far the children's real rewards lie from their greedy ratings, on average.

        A rating is the heuristic right after the command; a real visit judges the position at
        the seat's next turn, after the others have moved (and gained). Shifting every rating by
        the mean gap keeps the ratings' order but puts them on the visits' scale, so that a child
        does not look worse merely for having been visited more."""
        gap = count = 0.0
        for child in self.children.values():
            if child.prior and child.visits:
                gap += child.reward - child.visits * child.prior_value
                count += child.visits
        return gap / count if count else 0.0


_Step = tuple[_Node, Any, bool]
#: A command and the state after it.
_Reply = tuple[Message, Any]


class _Search:
    def __init__(
        self, game: Game[Any], view: Message, seat: int, seats: int, rng: Rng, settings: SearchSettings
    ) -> None:
        self.game = game
        self.view = view
        self.seat = seat
        self.seats = seats
        self.rng = rng
        self.settings = settings
        self.scale = HeuristicScale()
        self.root = _Node(seat, None)
        self.clock: Callable[[], float] = time.thread_time if settings.cpu_clock else time.perf_counter
        self.started = self.clock()
        #: States sampled from the view so far, and the time that took.
        self.samples: list[Any] = []
        self.sampling = 0.0
        #: The state of the iteration number in use (several iterations share it when halving).
        self.numbered: dict[int, Any] = {}
        #: Per root candidate tried by halving (by id), its reward in each cycle (iteration number).
        self.cycle_rewards: dict[int, dict[int, float]] = {}

    def out_of_time(self) -> bool:
        budget = self.settings.seconds
        return budget is not None and self.clock() - self.started >= budget

    # -- the searching seat's own nodes: rated candidates ---------------------------------------

    def candidates(self, state: Any, legal: Sequence[Message], rng: Rng) -> list[Message]:
        """The commands worth considering, in the rng's order (which also breaks final ties)."""
        if len(legal) <= self.settings.root_limit:
            return sample_commands(legal, len(legal), rng)
        scored = []
        for index, command in enumerate(sample_commands(legal, self.settings.root_sample, rng)):
            after = try_command(self.game, state, self.seat, command, rng)
            if after is not None:
                scored.append((-self.game.heuristic(after, self.seat), index, command))
            if self.out_of_time():
                break
        scored.sort(key=lambda entry: (entry[0], entry[1]))
        return [command for _, _, command in scored[: self.settings.root_limit]]

    def prepare(self, node: _Node, states: Sequence[Any], legal: Sequence[Message], rng: Rng) -> None:
        """Fix `node`'s children to the candidates and give each its greedy prior: the seat's
        heuristic change right after the command, averaged over `states`."""
        node.prepared = True
        for command in self.candidates(states[0], legal, rng):
            node.children[command_key(self.seat, command)] = _Node(self.seat, command)
        if self.settings.prior_visits <= 0 or len(node.children) < 2:
            return
        changes: dict[bytes, list[float]] = {}
        for state in states:
            before = self.game.heuristic(state, self.seat)
            for key, child in node.children.items():
                if child.command is None:
                    continue
                after = try_command(self.game, state, self.seat, child.command, rng)
                if after is not None:
                    changes.setdefault(key, []).append(self.game.heuristic(after, self.seat) - before)
                if self.out_of_time():
                    break
        self.scale.observe([change for values in changes.values() for change in values])
        for key, values in changes.items():
            child = node.children[key]
            child.prior = self.settings.prior_visits
            child.prior_value = self.scale.rewards([sum(values) / len(values)])[0]

    def _select_prepared(self, node: _Node, state: Any, rng: Rng) -> _Step | None:
        moves = _moves(node)
        for child in moves:
            child.available += 1
        offset = node.prior_offset()
        ranked = sorted(moves, key=lambda child: child.ucb(self.settings.exploration, offset))
        for child in reversed(ranked):
            assert child.command is not None
            after = try_command(self.game, state, self.seat, child.command, rng)
            if after is not None:
                return child, after, not child.visits
        return None

    # -- everyone else's nodes ------------------------------------------------------------------

    def _modelled_reply(
        self, state: Any, actor: int, commands: Sequence[Message], rng: Rng, count: int, share: float
    ) -> _Reply | None:
        """A command as a greedy player would likely pick it: with chance `share` the best of
        `count` sampled ones by the actor's own heuristic, otherwise a uniform one. Returns the
        command and the state after it; None if the rules refuse."""
        if count <= 0 or len(commands) == 1 or rng.random() >= share:
            command = commands[rng.below(len(commands))]
            after = try_command(self.game, state, actor, command, rng)
            return (command, after) if after is not None else None
        best: _Reply | None = None
        best_value = -math.inf
        for command in sample_commands(commands, count, rng):
            after = try_command(self.game, state, actor, command, rng)
            if after is not None and (value := self.game.heuristic(after, actor)) > best_value:
                best, best_value = (command, after), value
        return best

    def _select(self, node: _Node, state: Any, actor: int, legal: Sequence[Message], rng: Rng) -> _Step | None:
        """The child to follow from `node` in this sample, the state after it, and whether it is
        new (the tree stops growing there this iteration)."""
        if len(legal) > self.settings.branch_limit:
            return self._select_wide(node, state, actor, legal, rng)
        options = {command_key(actor, command): command for command in legal}
        untried = [key for key in options if key not in node.children]
        present = [child for key, child in node.children.items() if key in options]
        for child in present:
            child.available += 1
        if untried:
            reply = self._opponent_reply(state, actor, [options[key] for key in untried], rng)
            if reply is None:
                return None
            command, after = reply
            child = node.children[command_key(actor, command)] = _Node(actor, command)
            child.available = 1
            return child, after, True
        best = max(present, key=lambda child: child.ucb(self.settings.exploration))
        assert best.command is not None
        after = try_command(self.game, state, actor, best.command, rng)
        return (best, after, False) if after is not None else None

    def _select_wide(self, node: _Node, state: Any, actor: int, legal: Sequence[Message], rng: Rng) -> _Step | None:
        moves = _moves(node)
        for child in moves:
            child.available += 1
        allowed = 1 + int(self.settings.widening * math.sqrt(node.visits))
        if len(moves) >= allowed:
            ranked = sorted(moves, key=lambda child: child.ucb(self.settings.exploration))
            for child in reversed(ranked):
                assert child.command is not None
                after = try_command(self.game, state, actor, child.command, rng)
                if after is not None:
                    return child, after, False
        reply = self._opponent_reply(state, actor, legal, rng)
        if reply is None:
            return None
        command, after = reply
        key = command_key(actor, command)
        if key not in node.children:
            node.children[key] = _Node(actor, command)
            node.children[key].available = 1
        chosen = node.children[key]
        return chosen, after, not chosen.visits

    # -- one iteration ------------------------------------------------------------------------

    def _deadline(self, state: Any, waiting: Sequence[int], rng: Rng) -> tuple[str, Any] | None:
        """A running deadline that passes now (always, when nobody else can act)."""
        deadlines = self.game.deadlines(state)
        if not deadlines or (waiting and rng.random() >= self.settings.deadline_chance):
            return None
        key = rng.choice(deadlines).key
        return key, self.game.fold(state, self.game.expire(state, key, rng))

    def _opponent_reply(self, state: Any, actor: int, commands: Sequence[Message], rng: Rng) -> _Reply | None:
        """An opponent's command as the search expects it (uniform unless the model is on)."""
        settings = self.settings
        return self._modelled_reply(
            state, actor, commands, rng, settings.opponent_candidates, settings.opponent_greedy_share
        )

    def _rollout_step(self, state: Any, actor: int, alone: bool, rng: Rng) -> Any | None:
        """The state after one rollout command. Opponents as modelled when `opponent_candidates`
        is set; the searching seat, finishing its own turn alone, greedily among
        `own_candidates`; otherwise (and in a simultaneous phase) a cheap policy: the game's
        first listed command (by the platform's convention its most passive one, which ends a
        phase: what a skipped seat plays) or a random one."""
        legal = self.game.legal_commands(state, actor)
        if not len(legal):
            return None
        if actor != self.seat and self.settings.opponent_candidates > 0:
            reply = self._opponent_reply(state, actor, legal, rng)
            return reply[1] if reply is not None else None
        if actor == self.seat and alone and self.settings.own_candidates > 0:
            reply = self._modelled_reply(state, actor, legal, rng, self.settings.own_candidates, 1.0)
            return reply[1] if reply is not None else None
        passive = rng.random() < self.settings.rollout_default_bias
        command = legal[0] if passive else legal[rng.below(len(legal))]
        return try_command(self.game, state, actor, command, rng)

    def _evaluate(self, state: Any, last: int, left: bool, baseline: list[float], rng: Rng) -> list[float]:
        """Play on until the searching seat's next turn starts (at most `rollout_depth` commands),
        then reward: by the result if the game ended, else by each seat's heuristic change since
        the root of this sample. Judging every line at the same point of the turn order keeps
        them comparable: right after its own move a seat always looks better than after the
        others' replies. `left` says whether the seat's turn already ended on the way here."""
        for _ in range(self.settings.rollout_depth):
            if self.game.is_over(state):
                break
            waiting = self.game.awaiting(state)
            if self.seat not in waiting:
                left = True
            elif left:
                break
            passed = self._deadline(state, waiting, rng)
            if passed is not None:
                state = passed[1]
                continue
            if not waiting:
                break
            actor = next_actor(waiting, last, self.seats)
            after = self._rollout_step(state, actor, len(waiting) == 1, rng)
            if after is None:
                break
            state, last = after, actor
        if self.game.is_over(state):
            return terminal_rewards(self.game, state)
        changes = [now - then for now, then in zip(heuristics(self.game, state, self.seats), baseline, strict=True)]
        self.scale.observe(changes)
        return self.scale.rewards(changes)

    def sample(self, number: int, rng: Rng) -> Any:
        """The sampled full state for iteration `number`: a fresh one, unless sampling already
        took more than its share of a time-limited search."""
        if number in self.numbered:
            return self.numbered[number]
        state = self._fresh_or_reused(number, rng)
        self.numbered = {number: state}  # halving's cycles share one number at a time
        return state

    def _fresh_or_reused(self, number: int, rng: Rng) -> Any:
        spent = self.clock() - self.started
        if self.settings.seconds is not None and self.sampling > self.settings.sampling_share * spent:
            return self.samples[number % len(self.samples)]
        started = self.clock()
        state = self.game.determinize(self.view, self.seat, rng)
        self.sampling += self.clock() - started
        self.samples.append(state)
        return state

    def iterate(self, number: int, forced: _Node | None = None) -> None:
        """One iteration, numbered for its rng and sample; `forced` is the root child to try
        (sequential halving), else UCB picks one. Iterations sharing a number share their
        sampled state and rng: common random numbers for the candidates they compare."""
        rng = self.rng.derive(f"{self.rng.label}/iteration/{number}")
        state = self.sample(number, rng)
        baseline = heuristics(self.game, state, self.seats)
        if forced is None:
            step = self._select_prepared(self.root, state, rng)
        else:
            assert forced.command is not None
            forced.available += 1
            after = try_command(self.game, state, self.seat, forced.command, rng)
            step = (forced, after, not forced.visits) if after is not None else None
        if step is None:
            return  # no candidate is legal in this sample (own commands always should be)
        node, state, new = step
        path, last, own_turn, left = [node], self.seat, True, False
        while not new and not self.game.is_over(state):
            waiting = self.game.awaiting(state)
            left = left or self.seat not in waiting
            passed = self._deadline(state, waiting, rng)
            if passed is not None:
                key, state = passed
                node = node.children.setdefault(_DEADLINE + key.encode(), _Node(-1, None))
                path.append(node)
                own_turn = False
                continue
            if not waiting:
                break
            actor = next_actor(waiting, last, self.seats)
            own_turn = own_turn and actor == self.seat
            legal = self.game.legal_commands(state, actor)
            if not len(legal):
                break
            if own_turn:
                if not node.prepared:
                    self.prepare(node, [state], legal, rng)
                found = self._select_prepared(node, state, rng)
            else:
                found = self._select(node, state, actor, legal, rng)
            if found is None:
                break
            node, state, new = found
            path.append(node)
            last = actor
        rewards = self._evaluate(state, last, left, baseline, rng)
        if forced is not None:
            self.cycle_rewards.setdefault(id(forced), {})[number] = rewards[self.seat]
        self.root.visits += 1
        for visited in path:
            visited.visits += 1
            if visited.seat >= 0:
                visited.reward += rewards[visited.seat]
                visited.reward_squares += rewards[visited.seat] ** 2

    def _indistinct(self, best: _Node, default: _Node) -> bool:
        """True when nothing sets the best command apart from the game's first listed one: the
        heuristic rates every option alike right now, and the search found no difference larger
        than its own noise. The first listed command is, by the platform's convention, the most
        passive one that moves the game on (what a skipped seat plays), so the seat does not
        wander among options it cannot tell apart (Zapp Zerapp's can phase: grab, release, grab
        again...). Telling them apart there would take valuing information, which a determinized
        search cannot do (each sample already knows what a shake would reveal)."""
        if best is default:
            return False
        ratings = {child.prior_value for child in self.root.children.values() if child.prior}
        if len(ratings) > 1:
            return False
        return best.reward / max(best.visits, 1) - default.reward / max(default.visits, 1) < math.hypot(
            best.spread(), default.spread()
        )

    def _favourite(self) -> _Node | None:
        """The greedy favourite: the root candidate with the best greedy rating (the first in the
        rng's order among equals), or None when halving is off or the ratings are all alike."""
        if self.settings.switch_confidence is None or self.settings.halving_candidates <= 1:
            return None
        rated = [child for child in _moves(self.root) if child.prior]
        if len({child.prior_value for child in rated}) < 2:
            return None
        return max(rated, key=lambda child: child.prior_value)  # max keeps the first of equals

    def _proven_better(self, chosen: _Node, favourite: _Node) -> bool:
        """Whether `chosen` beat `favourite` on the samples both were tried on (the same cycles
        of halving: the same sampled state and rng) by `switch_confidence` standard errors."""
        if chosen is favourite:
            return True
        assert self.settings.switch_confidence is not None
        mine = self.cycle_rewards.get(id(chosen), {})
        theirs = self.cycle_rewards.get(id(favourite), {})
        differences = [mine[cycle] - theirs[cycle] for cycle in mine.keys() & theirs.keys()]
        if len(differences) < 2:
            return False
        standard_error = statistics.stdev(differences) / math.sqrt(len(differences))
        return statistics.fmean(differences) > self.settings.switch_confidence * standard_error

    def halve(self, default: _Node | None) -> tuple[int, list[_Node]]:
        """Sequential halving at the root (Karnin, Koren and Somekh, 2013; as in Gumbel MuZero):
        keep the `halving_candidates` best-rated candidates, give every round an equal share of
        the budget, spent in cycles that try each survivor once on the same sampled state and
        rng, and after each round keep the better half by mean reward. For picking one command
        this wastes far less on poor options than UCB1, whose visits stay spread out when
        rewards are noisy and close. Returns the iterations run and the final survivors."""
        offset = self.root.prior_offset()
        survivors = sorted(_moves(self.root), key=lambda child: -child.mean(offset))
        survivors = survivors[: self.settings.halving_candidates]
        if default is not None and default not in survivors:
            # The game's first listed command is the fallback when nothing sets the best apart
            # (`_indistinct`), so it is always measured.
            survivors[-1] = default
        rounds = max(1, math.ceil(math.log2(len(survivors))))
        limit = self.settings.max_iterations
        iterations = cycle = 0
        for round_number in range(rounds):
            share = 1.0 / (rounds - round_number)
            round_end = None
            if self.settings.seconds is not None:
                round_end = self.clock() + share * max(0.0, self.settings.seconds - (self.clock() - self.started))
            round_limit = None if limit is None else iterations + max(len(survivors), int(share * (limit - iterations)))
            while not self.out_of_time() and (limit is None or iterations < limit):
                for child in survivors:
                    if self.out_of_time():
                        break
                    self.iterate(cycle, forced=child)
                    iterations += 1
                cycle += 1
                if (round_end is not None and self.clock() >= round_end) or (
                    round_limit is not None and iterations >= round_limit
                ):
                    break
            offset = self.root.prior_offset()
            survivors.sort(key=lambda child: -child.mean(offset))
            survivors = survivors[: max(1, (len(survivors) + 1) // 2)]
        return iterations, survivors

    def run(self, given: Sequence[Message] | None) -> SearchResult:
        samples = [
            self.sample(number, self.rng.derive(f"{self.rng.label}/sample/{number}"))
            for number in range(max(1, self.settings.prior_samples))
        ]
        legal = given if given is not None else self.game.legal_commands(samples[0], self.seat)
        self.prepare(self.root, samples, legal, self.rng)
        iterations = 0
        survivors = list(self.root.children.values())
        default = self.root.children.get(command_key(self.seat, legal[0])) if len(legal) else None
        if len(survivors) > 1 and self.settings.halving_candidates > 1:
            iterations, survivors = self.halve(default)
        elif len(survivors) > 1:
            limit = self.settings.max_iterations
            while (limit is None or iterations < limit) and not self.out_of_time():
                self.iterate(iterations)
                iterations += 1
        order = {id(child): index for index, child in enumerate(self.root.children.values())}
        offset = self.root.prior_offset()
        ranked = sorted(
            self.root.children.values(),
            key=lambda child: (child not in survivors, -child.mean(offset), -child.visits, order[id(child)]),
        )
        chosen = ranked[0] if ranked else None
        favourite = self._favourite()
        if chosen is not None and favourite is not None and not self._proven_better(chosen, favourite):
            chosen = favourite
        elif chosen is not None and default is not None and self._indistinct(chosen, default):
            chosen = default
        return SearchResult(
            command=chosen.command if chosen is not None else None,
            iterations=iterations,
            seconds=self.clock() - self.started,
            ranking=[(child.command, child.visits, child.mean(offset)) for child in ranked if child.command],
        )


def search(
    game: Game[Any],
    view: Message,
    seat: int,
    seats: int,
    rng: Rng,
    settings: SearchSettings | None = None,
    candidates: Sequence[Message] | None = None,
) -> SearchResult:
    """Search from `seat`'s view; `candidates` are its legal commands if the caller has them."""
    return _Search(game, view, seat, seats, rng, settings or SearchSettings.from_env()).run(candidates)
