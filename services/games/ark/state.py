"""Ark's in-memory state: frozen dataclasses of plain values (snapshot-safe, never mutated)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ludus.v1 import ark_pb2 as pb

from services.core.immutable import replace
from services.games.ark.cards import catalogue
from services.games.ark.enums import Category, ChimpanzeeRule, FinalRoundRule, PetRule, Phase, Side


@dataclass(frozen=True)
class Markers:
    plain: int = 0
    half: int = 0

    @property
    def doubled(self) -> int:
        """Twice the marker count (half-markers count 1.5)."""
        return 2 * self.plain + 3 * self.half


NO_MARKERS = Markers()


@dataclass(frozen=True)
class Variant:
    """The match options, resolved: which seed text the match follows where the texts disagree.
    The defaults are the readings docs/rules/ark.md chose (all seed A)."""

    chimpanzee: ChimpanzeeRule = pb.ARK_CHIMPANZEE_RULE_NEW_MARKER
    pets: PetRule = pb.ARK_PET_RULE_EVERYONE
    final_round: FinalRoundRule = pb.ARK_FINAL_ROUND_RULE_UNTIL_ALL_PASS


@dataclass(frozen=True)
class Player:
    discs: int = 0
    hand: tuple[str, ...] = ()
    #: Markers per scoring category, indexed by Category value - 1.
    markers: tuple[Markers, ...] = (NO_MARKERS,) * 5
    #: True once the pet decision is made; `pet` is the card set aside ("" for none).
    pet_chosen: bool = False
    pet: str = ""
    passed: bool = False
    taken_from_display: tuple[str, ...] = ()
    #: FinalRoundRule.ONE_TURN_EACH: the seat has played its one final-round card.
    final_turn_taken: bool = False

    @property
    def markers_left(self) -> int:
        """Markers still in the seat's stock: each has 17 (§3.4), and a marker on a card, plain or
        half, is one of them. Derived rather than stored, so it can never disagree."""
        placed = sum(markers.plain + markers.half for markers in self.markers)
        return catalogue().markers_per_player - placed

    def markers_on(self, category: Category) -> Markers:
        return self.markers[category - 1]

    def with_markers(self, category: Category, markers: Markers) -> Player:
        updated = list(self.markers)
        updated[category - 1] = markers
        return replace(self, markers=tuple(updated))


@dataclass(frozen=True)
class TurnProgress:
    """The current play action: 0 cards so far, or 1 and the first card's cabin."""

    cards_played: int = 0
    first_side: Side = pb.ARK_SIDE_UNSPECIFIED
    first_row: int = 0


@dataclass(frozen=True)
class Score:
    """The final scoring, kept so that views can show it."""

    pets: tuple[tuple[str, bool, int], ...] = ()  # per seat: card, valid, category scored
    card_points: tuple[tuple[int, ...], ...] = ()  # per seat, per category
    doubled_counts: tuple[tuple[int, ...], ...] = ()  # per seat, per category
    disc_points: tuple[int, ...] = ()
    totals: tuple[int, ...] = ()
    animals_in_hand: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()


@dataclass(frozen=True)
class ArkState:
    seats: int
    #: ARK_PHASE_UNSPECIFIED until the setup event.
    phase: Phase = pb.ARK_PHASE_UNSPECIFIED
    start_seat: int = 0
    #: The seat whose turn it is (PLAY, FINAL), or whose turn triggered the pet phase (PETS).
    current: int = 0
    players: tuple[Player, ...] = ()
    left: tuple[tuple[str, ...], ...] = ()
    right: tuple[tuple[str, ...], ...] = ()
    tilt: int = 0
    display: tuple[str, ...] = ()
    #: Top first; rain cards are "rain".
    deck: tuple[str, ...] = ()
    rain: int = 0
    supply: int = 0
    driven_out: tuple[str, ...] = ()
    turn: TurnProgress = field(default_factory=TurnProgress)
    #: The 2nd rain came up this turn: pets are chosen when the turn ends.
    pets_due: bool = False
    #: The 5th rain came up: the final round follows (after pets, if due).
    final_due: bool = False
    #: Seats that must choose a pet in the current pet phase.
    choosing: tuple[int, ...] = ()
    score: Score | None = None
    variant: Variant = field(default_factory=Variant)

    def cabins(self, side: Side) -> tuple[tuple[str, ...], ...]:
        return self.right if side is pb.ARK_SIDE_RIGHT else self.left

    def with_cabins(self, side: Side, cabins: tuple[tuple[str, ...], ...]) -> ArkState:
        return replace(self, right=cabins) if side is pb.ARK_SIDE_RIGHT else replace(self, left=cabins)

    def with_player(self, seat: int, player: Player) -> ArkState:
        players = list(self.players)
        players[seat] = player
        return replace(self, players=tuple(players))

    def next_seat(self, seat: int) -> int:
        """The left neighbour: next in turn order."""
        return (seat + 1) % self.seats

    def right_neighbour(self, seat: int) -> int:
        """The previous player in turn order (who is paid for new cabins)."""
        return (seat - 1) % self.seats
