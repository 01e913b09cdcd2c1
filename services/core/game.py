"""The contract between the platform and a game.

A game is pure data and pure functions: no I/O, no clock, no randomness of its own. The platform
owns everything else (storage, versions, tokens, seeds, bots). A game module provides one
`Game` subclass instance; `services/games` finds it through the `ludus.games` entry points.

Purity rules every game follows:
* `decide` validates a command against the state and answers with events, or raises
  `RuleViolation` (rules forbid it; stable code + message) or `InvalidCommand` (malformed).
  It may draw from the `rng` it is given; whatever it draws is written into the events.
* `evolve` applies one event and returns a NEW state; it never mutates its input (the platform
  keeps the old state if an append loses a race) and never fails on an event `decide` produced.
* `view` and `redact` decide what a seat (or a spectator, seat None) may see. A seat must never
  receive another seat's hidden information through either.

States are plain (preferably frozen) dataclasses made of ints, strings, tuples, dicts and other
such dataclasses, so that `services.core.codec` can snapshot them without pickle.

The contract is typed: `Game[S, C, E, V, O]` names the game's state class and its command, event,
view and options messages, so a game's methods take and return its own types and never downcast.
Protobuf stays at the edge of a game: `decide` and `evolve` route each message to one handler per
`oneof` member through `services.core.oneof.Oneof` (`commands` and `events`), and the conformance
test checks that every member of every game's command and event messages has its handler.
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic

from google.protobuf.message import Message
from typing_extensions import TypeVar  # TypeVar defaults (PEP 696) before Python 3.13

from services.core.errors import InvalidCommand, RuleViolation, shown
from services.core.oneof import Oneof
from services.core.rng import Rng
from services.core.secrets import Secret

__all__ = ["Deadline", "Game", "InvalidCommand", "Oneof", "Outcome", "RuleViolation", "S"]

S = TypeVar("S")
# The message types default to Message, so the platform (which never looks inside a game's
# messages) can say `Game[S]` or `Game[Any]`; each game names its own five types.
C = TypeVar("C", bound=Message, default=Message)
E = TypeVar("E", bound=Message, default=Message)
V = TypeVar("V", bound=Message, default=Message)
O = TypeVar("O", bound=Message, default=Message)  # noqa: E741 - the options type, beside S, C, E and V


@dataclass(frozen=True)
class Deadline:
    """A game-level clock: when `seconds` have passed since the deadline first appeared in the
    state, the platform's timer calls `Game.expire(state, key, rng)` through the normal command
    path (idempotently). A deadline whose key is gone from the state by then does nothing.
    """

    #: Unique within the match for this occurrence (e.g. "round-7-cans").
    key: str
    seconds: float


@dataclass(frozen=True)
class Outcome:
    """A finished game's result."""

    winners: tuple[int, ...]
    #: Score per seat, in seat order (zeros for games without scores).
    scores: tuple[int, ...]
    #: Rank per seat: 1 for winners, tied seats share a rank.
    ranks: tuple[int, ...]
    #: Game-specific breakdown (a message of the game's proto), or None.
    details: Message | None = None


class Game(abc.ABC, Generic[S, C, E, V, O]):
    """One game's rules. Subclasses set the class attributes and implement the methods.

    `commands` and `events` are the game's dispatchers: `decide` routes a command to its
    member's handler through `commands` (the game decides what the handlers take: the state, a
    collector of events, the seat, the rng), and the default `evolve` routes an event to
    `handler(state, member)` through `events`.
    """

    #: Short name: routing key, match-id prefix, entry-point name ("ark").
    name: str
    #: Human title ("Ark").
    title: str
    min_seats: int
    max_seats: int
    #: Bot levels this game supports, the default first.
    bot_levels: tuple[str, ...] = ("random",)
    #: The game's proto messages.
    command_type: type[C]
    event_type: type[E]
    view_type: type[V]
    options_type: type[O]
    #: The message of `Outcome.details` (published as GameInfo.result_details_type), or None.
    result_details_type: type[Message] | None = None
    #: One handler per member of the command and event messages' oneof.
    commands: Oneof[C, object]
    events: Oneof[E, S]
    #: The state class, for snapshots.
    state_type: type[S]
    #: Bump when the state's shape changes: older snapshots are then ignored and rebuilt.
    state_schema: int = 1

    def static_data(self) -> Message | None:
        """Fixed data clients need (card lists, boards), published by ListGames."""
        return None

    def validate_options(self, options: O, seats: int) -> None:
        """Raise InvalidCommand if the options are unusable with that many seats."""

    @abc.abstractmethod
    def setup(self, options: O, seats: int, rng: Rng) -> list[E]:
        """The events that set a new match up (deals, shuffles, start player)."""

    @abc.abstractmethod
    def initial_state(self, options: O, seats: int) -> S:
        """The state before the setup events are applied."""

    @abc.abstractmethod
    def decide(self, state: S, seat: int, command: C, rng: Rng) -> list[E]:
        """Validate `seat`'s command and answer with the events it causes.

        The seat is passed beside the command because the platform, not the client's message,
        establishes who is acting (from the token).
        """

    def evolve(self, state: S, event: E) -> S:
        """Apply one event; return the new state without mutating `state`.

        Routed to the event's handler in `events` (`handler(state, member)`)."""
        return self.events.dispatch(event, state)

    @abc.abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """What `seat` (None: a spectator) may see of the state."""

    @abc.abstractmethod
    def redact(self, event: E, seat: int | None) -> E:
        """The event as `seat` (None: a spectator) may see it; never drops the event.

        Pure, like the rest of the game: never changes `event` (a redaction that hides something
        returns a new message). tests/games/test_conformance.py checks it."""

    @abc.abstractmethod
    def legal_commands(self, state: S, seat: int) -> Sequence[C]:
        """Every command `seat` may submit now (empty when it is not the seat's decision).

        Where the set is huge a game may return a representative sample, documented as such.
        """

    @abc.abstractmethod
    def awaiting(self, state: S) -> tuple[int, ...]:
        """The seats whose decision the game is waiting for, in ascending order."""

    @abc.abstractmethod
    def is_over(self, state: S) -> bool:
        """True once the game has ended."""

    @abc.abstractmethod
    def result(self, state: S) -> Outcome:
        """The outcome; only called when `is_over`."""

    # -- optional hooks ---------------------------------------------------------------------

    def deadlines(self, state: S) -> tuple[Deadline, ...]:
        """Game-level clocks currently running (e.g. Zapp Zerapp's can phase). Default: none."""
        return ()

    def expire(self, state: S, key: str, rng: Rng) -> list[E]:
        """The events when deadline `key` runs out (only called while `key` is in deadlines)."""
        raise RuleViolation("NO_SUCH_DEADLINE", f"no deadline {shown(key)} is running")

    def worker_delay_ms(self, state: S, seat: int, policy: str, rng: Rng) -> int:
        """Real-time phases: the least time, in ms, a seat played by the workers (`policy` is its
        bot level, or `match.DEFAULT_MOVE`) must leave between its reference moment (the later of
        becoming awaited and its own last command) and its next command, so that bots act on a
        human time scale. The platform refuses earlier commands (BOT_TOO_EARLY), in the audit too.
        Chance must come from `rng` (keyed by the match seed, the reference version and the seat).
        Not called for a match of bot seats alone. Default: 0, no wait (turn-based games)."""
        return 0

    def heuristic(self, state: S, seat: int) -> float:
        """A static evaluation of `state` for `seat` (higher is better), for greedy and search
        bots. Must only use what `seat` may see. Default: 0 (no opinion)."""
        return 0.0

    def determinize(self, view: V, seat: int, rng: Rng) -> S:
        """A full state consistent with `view` (what `seat` sees), the hidden parts sampled
        uniformly among the possibilities; search bots plan on such samples. Games that cannot
        do this leave it unimplemented and offer no search bot."""
        raise NotImplementedError(f"{self.name} cannot determinize views")

    def secrets(self, state: S, events: Sequence[E]) -> list[Secret]:
        """What `state` hides from whom, in wire terms (services/core/secrets.py), given the game's
        events so far (`events`, oldest first). tests/e2e/test_secrets_games.py scans every byte
        each seat and a spectator receive for these while they are hidden. A game without hidden
        information returns [] (and says so in its rules); the default refuses, so that every game
        declares its secrets beside its rules instead of in a table kept elsewhere."""
        raise NotImplementedError(f"{self.name} does not declare its secrets (Game.secrets)")

    def random_command(self, state: S, seat: int, rng: Rng) -> C | None:
        """A uniformly random legal command (bots and fuzzing). Override to sample cheaply."""
        commands = self.legal_commands(state, seat)
        return rng.choice(commands) if commands else None

    def fold(self, state: S, events: Sequence[E]) -> S:
        """Apply events in order."""
        for event in events:
            state = self.evolve(state, event)
        return state
