"""Zapp Zerapp's in-memory state: frozen dataclasses of plain values (snapshot-safe, never mutated).

Apprentice locations follow the position model of R3: an apprentice is in its start, on a track
space, or in its city; its progress is read from where it stands, never from a step count.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias, cast

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.immutable import replace

# One source of truth for enums: the proto's (no hand-kept IntEnum copies). The state holds the
# proto's values (pb.ZAPP_ZERAPP_PHASE_CANS, pb.ZAPP_ZERAPP_AREA_TRACK, ...), plain ints at
# runtime; these names are the generated stubs' enum types for the type checker. At runtime they
# are `int`, because the stubs' enum "classes" are EnumTypeWrapper instances, not types, and
# msgspec (services.core.codec) needs a real type to snapshot the state: an IntEnum field was
# encoded as its int, so the snapshots keep their shape and state_schema does not change.
if TYPE_CHECKING:
    Phase: TypeAlias = pb.ZappZerappPhase
    Area: TypeAlias = pb.ZappZerappArea
    Colour: TypeAlias = pb.ZappZerappColour
else:
    Phase = Area = Colour = int

#: The state before the setup events (the proto's UNSPECIFIED phase, which no view shows).
SETUP: Phase = pb.ZAPP_ZERAPP_PHASE_UNSPECIFIED


def as_colour(number: int) -> Colour:
    """`number` as a ZappZerappColour; ValueError for a number the enum does not define.

    Colours are plain ints in the board and the state (they index tables); this is the one
    place one becomes the proto's enum type, checked against the enum's descriptor."""
    if number not in pb.ZappZerappColour.DESCRIPTOR.values_by_number:
        raise ValueError(f"ZappZerappColour has no value {number}")
    return cast(Colour, number)


NOBODY = -1


@dataclass(frozen=True)
class Apprentice:
    colour: int
    index: int
    area: Area = pb.ZAPP_ZERAPP_AREA_START
    #: The track space (area TRACK only).
    space: int = 0
    #: When it arrived on its track space (stacking order, R30); 0 off the track.
    arrival: int = 0

    @property
    def ref(self) -> tuple[int, int]:
        return (self.colour, self.index)


@dataclass(frozen=True)
class Sample:
    """One rattle sample a seat heard (secret to that seat)."""

    position: int
    shake: int
    #: (time in ms, loudness in thousandths), sorted.
    clicks: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class SeatRound:
    """A seat's part in the current round's can phase."""

    held: tuple[int, ...] = ()
    committed: int = NOBODY
    #: Accepted shakes this round: the next shake's counter (R12).
    shakes: int = 0
    samples: tuple[Sample, ...] = ()
    #: The seat's last command this round was a shake: a bot listens to the sample before its
    #: next command (D26). Public (who shook is public, R16).
    listening: bool = False

    @property
    def has_committed(self) -> bool:
        return self.committed != NOBODY


@dataclass(frozen=True)
class Reveal:
    seat: int
    position: int
    can: int
    qualifies: bool


@dataclass(frozen=True)
class ZappState:
    seats: int
    carry_variant: bool
    can_phase_seconds: int
    #: Each bot level's reaction time (min_ms, max_ms) in the can phase, in `pace.LEVELS` order
    #: (D26); empty: the defaults (a state rebuilt from a view, which bots never pace).
    reactions: tuple[tuple[int, int], ...] = ()
    #: Each seat's colour (ZappZerappColour values).
    colours: tuple[int, ...] = ()
    phase: Phase = SETUP
    round: int = 0
    dice: tuple[int, ...] = ()
    #: The can number at each position this round (secret until revealed, R17, R18).
    cans: tuple[int, ...] = ()
    seat_rounds: tuple[SeatRound, ...] = ()
    #: This round's reveal, highest can first.
    reveals: tuple[Reveal, ...] = ()
    #: The move phase: the seats still to move after the current mover, in order.
    move_queue: tuple[int, ...] = ()
    current_mover: int = NOBODY
    steps: int = 0
    #: Every apprentice in play, by seat then index.
    apprentices: tuple[Apprentice, ...] = ()
    #: The next arrival stamp for an apprentice put on a track space.
    next_arrival: int = 1
    winner: int = NOBODY

    @property
    def magic_number(self) -> int:
        return sum(self.dice)

    @property
    def deadline_key(self) -> str:
        return f"round-{self.round}-cans"

    def seat_of_colour(self, colour: int) -> int:
        return self.colours.index(colour)

    def apprentice(self, colour: int, index: int) -> Apprentice:
        return self.apprentices[self._slot(colour, index)]

    def _slot(self, colour: int, index: int) -> int:
        for slot, apprentice in enumerate(self.apprentices):
            if apprentice.colour == colour and apprentice.index == index:
                return slot
        raise KeyError((colour, index))

    def with_apprentice(self, apprentice: Apprentice) -> ZappState:
        apprentices = list(self.apprentices)
        apprentices[self._slot(apprentice.colour, apprentice.index)] = apprentice
        return replace(self, apprentices=tuple(apprentices))

    def with_seat_round(self, seat: int, seat_round: SeatRound) -> ZappState:
        rounds = list(self.seat_rounds)
        rounds[seat] = seat_round
        return replace(self, seat_rounds=tuple(rounds))

    def apprentices_of(self, colour: int) -> tuple[Apprentice, ...]:
        return tuple(a for a in self.apprentices if a.colour == colour)

    def home(self, colour: int) -> int:
        return sum(1 for a in self.apprentices if a.colour == colour and a.area == pb.ZAPP_ZERAPP_AREA_CITY)

    def holder(self, position: int) -> int:
        """The seat holding the can at `position`, or NOBODY."""
        for seat, seat_round in enumerate(self.seat_rounds):
            if position in seat_round.held:
                return seat
        return NOBODY

    def committer(self, position: int) -> int:
        """The seat that committed the can at `position`, or NOBODY."""
        for seat, seat_round in enumerate(self.seat_rounds):
            if seat_round.committed == position:
                return seat
        return NOBODY
