"""Primordial Soup's in-memory state: frozen dataclasses of plain values (snapshot-safe).

Besides the table (players, amoebas, cubes, cards) the state records where play stands in the
round (phase, turn order, acting amoeba, a movement or an attack in progress, the pending
decision), so that `decide` can always work out what comes next from the state alone.
Its enums are the proto's (see below).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.immutable import replace

# One source of truth for enums: the proto's. The state holds the proto's enum values (plain
# ints at runtime); these names are the generated stubs' enum types for the type checker. At
# runtime they are `int`, because the stubs' enum "classes" are EnumTypeWrapper instances, not
# types, and msgspec (services.core.codec) needs a real type to snapshot the state with: an int
# field encodes exactly as the IntEnum copies did, so snapshots keep their shape.
if TYPE_CHECKING:
    Phase: TypeAlias = pb.PrimordialSoupPhase
    DecisionKind: TypeAlias = pb.PrimordialSoupDecisionKind
    MovementKind: TypeAlias = pb.PrimordialSoupMovementKind
    Purpose: TypeAlias = pb.PrimordialSoupMovementPurpose
    Fight: TypeAlias = pb.PrimordialSoupFight
    Stage: TypeAlias = pb.PrimordialSoupAmoebaStage
    DivisionCase: TypeAlias = pb.PrimordialSoupDivisionCase
    EndReason: TypeAlias = pb.PrimordialSoupEndReason
else:
    Phase = DecisionKind = MovementKind = Purpose = Fight = Stage = DivisionCase = EndReason = int


@dataclass(frozen=True, order=True)
class AmoebaRef:
    """An amoeba's identity: its owner's seat (= colour) and its number 1..7."""

    seat: int
    number: int


@dataclass(frozen=True)
class Amoeba:
    seat: int
    number: int
    space: int
    dp: int = 0

    @property
    def ref(self) -> AmoebaRef:
        return AmoebaRef(self.seat, self.number)


@dataclass(frozen=True)
class HeldGene:
    """A gene card in a player's hand."""

    gene: str
    #: The round of the phase 3 it was bought in (advanced genes need an older basic gene, R25).
    acquired_round: int
    #: Armor only: the basic gene given back for it; it may not be bought again meanwhile (R24).
    replaced: str = ""


@dataclass(frozen=True)
class Player:
    bp: int
    #: Position on the scoring track; 0 until the start space is chosen.
    marker: int = 0
    genes: tuple[HeldGene, ...] = ()


@dataclass(frozen=True)
class Move:
    """A movement in progress: an amoeba's own phase-1 movement or an escape.

    One movement is at most two active moves (Speed). Each move resolves one step; after a step
    that left a space, the Tentacle carries and the Holding follows of that step are settled one
    decision at a time before the movement goes on.
    """

    mover: AmoebaRef
    purpose: Purpose
    kind: MovementKind
    #: Active moves started so far (1, or 2 after a Speed second move).
    moves: int = 1
    #: Dice rolled for the current active move and not yet used.
    dice: tuple[int, ...] = ()
    resolved: bool = False
    #: The step just made, -1/-1 if the amoeba stayed.
    step_from: int = -1
    step_to: int = -1
    #: Amoebas that have made their Tentacle choice for this step.
    carried: tuple[AmoebaRef, ...] = ()
    #: Seats that have made their Holding choice for this step.
    follow_decided: tuple[int, ...] = ()
    #: Amoebas that followed in this step.
    followers: tuple[AmoebaRef, ...] = ()

    @property
    def stepped(self) -> bool:
        return self.step_from >= 0


@dataclass(frozen=True)
class Attack:
    """An attack attempt in progress (section 8)."""

    attacker: AmoebaRef
    target: AmoebaRef
    space: int
    #: pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT (Struggle for Survival) or pb.PRIMORDIAL_SOUP_PHASE_AGGRESSION.
    phase: Phase
    retry: bool = False
    escape_used: bool = False
    defense_used: bool = False
    fight: Fight = pb.PRIMORDIAL_SOUP_FIGHT_NONE
    refight_used: bool = False
    accepted: bool = False


@dataclass(frozen=True)
class AttackRecord:
    """A finished attack attempt of the current round."""

    attacker: AmoebaRef
    target: AmoebaRef
    phase: Phase
    retry: bool
    success: bool


@dataclass(frozen=True)
class Decision:
    """What the game waits for (mirrors ludus.v1.PrimordialSoupDecision)."""

    kind: DecisionKind
    seat: int
    amoeba: AmoebaRef | None = None
    attacker: AmoebaRef | None = None
    dice: tuple[int, ...] = ()
    from_space: int = 0
    to_space: int = 0
    max_cubes: int = 0
    followers: tuple[int, ...] = ()
    defect: int = 0
    division_case: DivisionCase = pb.PRIMORDIAL_SOUP_DIVISION_CASE_NONE
    purpose: Purpose = pb.PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_UNSPECIFIED
    placement: int = 0
    #: A short human explanation for clients.
    prompt: str = ""


@dataclass(frozen=True)
class SoupState:
    seats: int
    phase: Phase = pb.PRIMORDIAL_SOUP_PHASE_UNSPECIFIED
    round: int = 0
    players: tuple[Player, ...] = ()
    #: Amoebas on the board, sorted by (seat, number).
    amoebas: tuple[Amoeba, ...] = ()
    #: cubes[space][colour].
    cubes: tuple[tuple[int, ...], ...] = ()
    supply: tuple[int, ...] = ()
    #: The current environment card ("" before setup).
    card: str = ""
    #: Environment cards turned so far, in order (the last one is `card`).
    turned: tuple[str, ...] = ()
    #: Cards not yet turned, sorted: their order does not exist until each is drawn.
    deck: tuple[str, ...] = ()
    #: The current phase's turn order, fixed when the phase starts (R9).
    order: tuple[int, ...] = ()
    #: The seat whose turn it is, -1 before the phase's first turn.
    current: int = -1
    turn_running: bool = False
    #: Phase 1: the acting amoeba's number (0: none) and its stage.
    acting: int = 0
    stage: Stage = pb.PRIMORDIAL_SOUP_AMOEBA_STAGE_NONE
    move: Move | None = None
    attack: Attack | None = None
    #: Attack attempts of the current round.
    attacks: tuple[AttackRecord, ...] = ()
    #: Phase 2: every seat's defect still to settle.
    defects: tuple[int, ...] = ()
    #: Phase 4: the special case still available to the current seat.
    division_case: DivisionCase = pb.PRIMORDIAL_SOUP_DIVISION_CASE_NONE
    decision: Decision | None = None
    end_reason: EndReason = pb.PRIMORDIAL_SOUP_END_REASON_NONE
    winner: int = -1

    # -- lookups ---------------------------------------------------------------------------------

    def amoeba(self, ref: AmoebaRef) -> Amoeba | None:
        for amoeba in self.amoebas:
            if amoeba.seat == ref.seat and amoeba.number == ref.number:
                return amoeba
        return None

    def own_amoebas(self, seat: int) -> tuple[Amoeba, ...]:
        return tuple(a for a in self.amoebas if a.seat == seat)

    def amoebas_in(self, space: int) -> tuple[Amoeba, ...]:
        return tuple(a for a in self.amoebas if a.space == space)

    def holds(self, seat: int, gene: str) -> int:
        """How many cards of `gene` the seat holds."""
        return sum(1 for held in self.players[seat].genes if held.gene == gene)

    # -- updates ---------------------------------------------------------------------------------

    def with_player(self, seat: int, player: Player) -> SoupState:
        players = list(self.players)
        players[seat] = player
        return replace(self, players=tuple(players))

    def with_bp(self, seat: int, bp: int) -> SoupState:
        return self.with_player(seat, replace(self.players[seat], bp=bp))

    def with_amoeba(self, amoeba: Amoeba) -> SoupState:
        """Add or replace an amoeba, keeping the (seat, number) order."""
        others = [a for a in self.amoebas if (a.seat, a.number) != (amoeba.seat, amoeba.number)]
        others.append(amoeba)
        return replace(self, amoebas=tuple(sorted(others, key=lambda a: (a.seat, a.number))))

    def without_amoeba(self, ref: AmoebaRef) -> SoupState:
        return replace(self, amoebas=tuple(a for a in self.amoebas if (a.seat, a.number) != (ref.seat, ref.number)))

    def with_cubes(self, space: int, delta: tuple[int, ...], supply_delta: tuple[int, ...]) -> SoupState:
        """Add `delta` cubes (per colour) to a space and `supply_delta` to the supply."""
        cubes = list(self.cubes)
        cubes[space] = tuple(have + change for have, change in zip(cubes[space], delta, strict=True))
        supply = tuple(have + change for have, change in zip(self.supply, supply_delta, strict=True))
        return replace(self, cubes=tuple(cubes), supply=supply)
