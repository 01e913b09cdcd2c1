"""Arkadia's in-memory state: frozen dataclasses of plain values (snapshot-safe, never mutated).

Squares are board square numbers (`row * cols + col`, see geometry.py). Per-colour tuples follow
SEAL_COLOURS (red, olive, silver, black).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeAlias

from ludus.v1 import arkadia_pb2 as pb

from services.core.immutable import replace
from services.games.arkadia.edition import Card, Colour

#: The colour of a neutral worker (a player colour is its seat number).
NEUTRAL = -1

NO_SEALS: tuple[int, ...] = (0, 0, 0, 0)


if TYPE_CHECKING:
    #: What the match waits for, and why it ended: the proto's enums are the one source of their
    #: values (ludus.v1.ArkadiaPhase and ArkadiaEndReason).
    Phase: TypeAlias = pb.ArkadiaPhase
    EndReason: TypeAlias = pb.ArkadiaEndReason
else:
    # At run time a protobuf enum is a wrapper object, not a type, and its values are plain ints;
    # `int` is also what snapshots (services.core.codec) store and read back for an end reason.
    Phase = EndReason = int

#: Internal: the phase before the setup event. The proto's "never sent" value, which is also what
#: a view shows then (no seat can see a match before its setup event anyway).
SETUP: Phase = pb.ARKADIA_PHASE_UNSPECIFIED


@dataclass(frozen=True)
class Building:
    #: 1 for the first building of the match, then 2, 3, ...
    id: int
    card: Card
    rotation: int
    reflected: bool
    #: The orientation's top-left corner.
    anchor: int
    #: Squares covered, ascending.
    squares: tuple[int, ...]
    builder: int
    neutral_taken: int
    complete: bool = False


@dataclass(frozen=True)
class Worker:
    square: int
    #: The seat whose colour it is, or NEUTRAL.
    colour: int
    placed_by: int

    @property
    def neutral(self) -> bool:
        return self.colour == NEUTRAL


@dataclass(frozen=True)
class Player:
    hand: tuple[Card, ...] = ()
    #: Display cards taken and not played since: known to everyone to be in the hand.
    known_cards: tuple[Card, ...] = ()
    #: Own-colour workers behind the screen.
    workers: int = 0
    #: Neutral workers behind the screen.
    neutral: int = 0
    #: Own-colour workers still in the general pool.
    pool_workers: int = 0
    banners: int = 0
    seals: tuple[int, ...] = NO_SEALS
    gold: int = 0
    #: Seals received from completions (public tally).
    earned: tuple[int, ...] = NO_SEALS


@dataclass(frozen=True)
class FinalScore:
    reason: EndReason
    values: tuple[int, ...]
    #: Per seat: seals converted at the end.
    converted: tuple[tuple[int, ...], ...]
    gold_before: tuple[int, ...]
    gold: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class ArkadiaState:
    seats: int
    current: int = 0
    #: Turns started so far.
    turn: int = 0
    #: The lot's top-left square.
    lot_anchor: int = 0
    #: Tent squares no building covers.
    tents: tuple[int, ...] = ()
    buildings: tuple[Building, ...] = ()
    workers: tuple[Worker, ...] = ()
    #: Castle pieces per lot square, floor 1 first.
    castle: tuple[tuple[Colour, ...], ...] = ()
    #: Pools for floors 1, 2, 3: pieces per colour.
    pools: tuple[tuple[int, ...], ...] = ()
    neutral_pool: int = 0
    display: tuple[Card, ...] = ()
    #: The face-down pile, top first (secret).
    pile: tuple[Card, ...] = ()
    players: tuple[Player, ...] = ()
    #: The current turn's action (build, workers or pass) is done.
    action_done: bool = False
    #: The current turn's action was a pass.
    passed: bool = False
    #: Completed buildings whose castle placement is owed, next first.
    castle_due: tuple[int, ...] = ()
    #: The seat whose castle placement filled floor 2, once that has happened.
    end_trigger: int | None = None
    #: The current turn is one of the last turns after the end was triggered.
    final_turn: bool = False
    #: Consecutive completed turns (before the current one) that were passes without a banner.
    idle_turns: int = 0
    final: FinalScore | None = None

    @property
    def phase(self) -> Phase:
        if self.final is not None:
            return pb.ARKADIA_PHASE_OVER
        if not self.players:
            return SETUP
        if not self.action_done:
            return pb.ARKADIA_PHASE_ACTION
        if self.castle_due:
            return pb.ARKADIA_PHASE_CASTLE
        return pb.ARKADIA_PHASE_BANNER

    def with_player(self, seat: int, player: Player, **changes: Any) -> ArkadiaState:
        """A copy with `seat`'s player replaced, and any other `changes` (one copy, not two)."""
        players = self.players
        return replace(self, players=(*players[:seat], player, *players[seat + 1 :]), **changes)

    def building(self, building_id: int) -> Building:
        return self.buildings[building_id - 1]

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.seats
