"""The one validator of Arkadia's commands: every rule check `decide` makes, and nothing else.

`rules.decide` raises the first problem these checks report; `legal.legal_commands` builds its
set from the same checks (a candidate is listed exactly when its checks report nothing), so the
two cannot drift apart. A check returns a `Problem` (the rule code and message `decide` raises)
or None, rather than raising, because `legal_commands` runs the hot ones (a placement, a worker's
square) thousands of times per call and most candidates fail: raising and catching each would be
most of its cost.

Where `legal_commands` would call a check thousands of times per call (a placement per anchor, a
worker per square around each building, a mix per set size), the check has a bulk twin beside it
that answers for all candidates at once with the same tests inlined (`hand_cards`,
`placements`, `worker_squares`, `neutral_counts`, `castle_pieces`): calling the single check per candidate made
random bots' matches about three times slower. Each twin is proven equal to filtering its
candidates by the single check, on random boards and states
(tests/games/arkadia/test_arkadia_legal_validator.py).

A command's legality is the conjunction of independent factors, which is what makes listing it
cheap: a build is (card, placement, draw) and is legal exactly when each of `card_problem`,
`placement_problem` and `draw_problem` accepts its part; a worker placement is (building, squares,
mix) with `worker_square_problem` per square and `worker_count_problem` on the mix; a cash-in is
per colour within `cash_in_limits`.
"""

from __future__ import annotations

from ludus.v1 import arkadia_pb2 as pb

from services.games.arkadia import board, castle
from services.games.arkadia.edition import Card, Colour, colour_name
from services.games.arkadia.geometry import Placement, geometry, squares_of
from services.games.arkadia.state import SETUP, ArkadiaState, Phase, Player

#: A rule code and a human message: what `decide` raises as a RuleViolation.
Problem = tuple[str, str]

DISPLAY = pb.ARKADIA_DRAW_SOURCE_DISPLAY
PILE = pb.ARKADIA_DRAW_SOURCE_PILE
NONE = pb.ARKADIA_DRAW_SOURCE_NONE
DRAW_SOURCES = (DISPLAY, PILE, NONE)

#: The phase each command belongs to (every member of ArkadiaCommand's oneof).
COMMAND_PHASE: dict[str, Phase] = {
    "build": pb.ARKADIA_PHASE_ACTION,
    "place_workers": pb.ARKADIA_PHASE_ACTION,
    "pass_turn": pb.ARKADIA_PHASE_ACTION,
    "place_castle_piece": pb.ARKADIA_PHASE_CASTLE,
    "use_banner": pb.ARKADIA_PHASE_BANNER,
    "end_turn": pb.ARKADIA_PHASE_BANNER,
}

#: What to say when a command comes in the wrong phase, by the phase the match is in.
_PHASE_VIOLATIONS: dict[Phase, Problem] = {
    pb.ARKADIA_PHASE_ACTION: ("ARKADIA_ACTION_REQUIRED", "take your action first: build, place workers or pass"),
    pb.ARKADIA_PHASE_CASTLE: (
        "ARKADIA_CASTLE_PLACEMENT_REQUIRED",
        "place a castle piece for the building you completed first",
    ),
    pb.ARKADIA_PHASE_BANNER: (
        "ARKADIA_ACTION_ALREADY_TAKEN",
        "your action is done: use a banner or end your turn",
    ),
}

_OVER: Problem = ("MATCH_OVER", "the game is over")
_NOT_STARTED: Problem = ("ARKADIA_NOT_STARTED", "the match has not been set up")
_OFF_BOARD: Problem = ("ARKADIA_OFF_BOARD", "that placement leaves the board")
_OCCUPIED: Problem = ("ARKADIA_SQUARE_OCCUPIED", "a building cannot cover a building, the lot or a worker")
_NOT_ADJACENT: Problem = ("ARKADIA_NOT_ADJACENT", "a building must touch a building, the lot or a worker")
_PILE_EMPTY: Problem = ("ARKADIA_PILE_EMPTY", "the pile is empty")
_DRAW_REQUIRED: Problem = ("ARKADIA_DRAW_REQUIRED", "you must draw a card from the display or the pile")
_PASS_NOT_ALLOWED: Problem = (
    "ARKADIA_PASS_NOT_ALLOWED",
    "you can still build or place workers, so you may not pass",
)
_NO_BANNERS: Problem = ("ARKADIA_NO_BANNERS_LEFT", "you have no architect banner left")
_NOT_ENOUGH_SEALS: Problem = ("ARKADIA_NOT_ENOUGH_SEALS", "you cannot cash in more seals than you hold")


# -- whose turn, which phase ---------------------------------------------------------------------


def started_problem(state: ArkadiaState) -> Problem | None:
    """The match is running (checked before a command's form, as `decide` always has)."""
    phase = state.phase
    if phase == pb.ARKADIA_PHASE_OVER:
        return _OVER
    if phase == SETUP:
        return _NOT_STARTED
    return None


def turn_problem(state: ArkadiaState, seat: int, kind: str) -> Problem | None:
    """`seat` may give a command of `kind` (an ArkadiaCommand member) now: its turn, its phase."""
    if seat != state.current:
        return ("NOT_YOUR_TURN", f"it is seat {state.current}'s turn")
    if state.phase != COMMAND_PHASE[kind]:
        return _PHASE_VIOLATIONS[state.phase]
    return None


# -- action A: build -----------------------------------------------------------------------------


def card_problem(player: Player, card: Card) -> Problem | None:
    if card not in player.hand:
        return ("ARKADIA_CARD_NOT_IN_HAND", f"you hold no {card.form} card of that colour")
    return None


def hand_cards(player: Player) -> list[Card]:
    """Bulk twin of `card_problem`: the cards it accepts (the hand's distinct cards), sorted."""
    return sorted(set(player.hand))


def placement_problem(placement: Placement | None, occupied: int) -> Problem | None:
    """Rules reference 4.1 A: on the board, covering nothing occupied (a building, the lot or a
    worker), touching something occupied. `occupied` is the board's occupancy mask."""
    if placement is None:
        return _OFF_BOARD
    if placement.mask & occupied:
        return _OCCUPIED
    if not placement.halo & occupied:
        return _NOT_ADJACENT
    return None


def placements(form: str, occupied: int) -> list[Placement]:
    """Bulk twin of `placement_problem`: every placement of `form` it accepts, from all of the
    form's placements on the board (listed orientations at every anchor where they fit, so none
    is off the board), with its two mask tests inlined."""
    return [
        placement
        for placement in geometry().placements[form]
        if not placement.mask & occupied and placement.halo & occupied
    ]


def draw_problem(state: ArkadiaState, source: pb.ArkadiaDrawSource, slot: int) -> Problem | None:
    """Ruling 19: any display slot holding a card, the pile if it has cards, NONE only when both
    are empty (the form checks have already refused other sources and slots)."""
    if source == DISPLAY and slot >= len(state.display):
        return ("ARKADIA_DISPLAY_SLOT_EMPTY", f"display slot {slot} is empty")
    if source == PILE and not state.pile:
        return _PILE_EMPTY
    if source == NONE and (state.display or state.pile):
        return _DRAW_REQUIRED
    return None


# -- action B: place workers ---------------------------------------------------------------------


def worker_count_problem(held_own: int, held_neutral: int, own: int, neutral: int) -> Problem | None:
    """The workers placed (`own` of the seat's colour, `neutral` neutral ones) are held."""
    if own > held_own or neutral > held_neutral:
        return (
            "ARKADIA_NOT_ENOUGH_WORKERS",
            f"you hold {held_own} of your own and {held_neutral} neutral workers",
        )
    return None


def worker_square_problem(around: int, occupied: int, square: int, building: int) -> Problem | None:
    """A worker's square touches the building (`around`: its surroundings mask) and is empty."""
    if not around >> square & 1:
        return ("ARKADIA_NOT_BESIDE_BUILDING", f"{_where(square)} is not adjacent to building {building}")
    if occupied >> square & 1:
        return ("ARKADIA_SQUARE_NOT_EMPTY", f"{_where(square)} already holds a building, the lot or a worker")
    return None


def worker_squares(around: int, occupied: int) -> list[int]:
    """Bulk twin of `worker_square_problem`: the squares it accepts (around and not occupied),
    ascending."""
    return squares_of(around & ~occupied)


def neutral_counts(held_own: int, held_neutral: int, size: int) -> range:
    """Bulk twin of `worker_count_problem`: the numbers of neutral workers it accepts among
    `size` workers (the rest own-colour ones)."""
    return range(max(0, size - held_own), min(size, held_neutral) + 1)


def _where(square: int) -> str:
    row, col = geometry().row_col(square)
    return f"({row}, {col})"


# -- pass --------------------------------------------------------------------------------------


def can_build(state: ArkadiaState, seat: int, occupied: int) -> bool:
    """Some hand card has a placement `placement_problem` accepts (bit-parallel: see
    board.has_placement, whose test checks it against `placements` one by one)."""
    return any(board.has_placement(form, occupied) for form in {card.form for card in state.players[seat].hand})


def can_place_workers(state: ArkadiaState, seat: int, occupied: int) -> bool:
    """Some worker is held and some building has an empty square around it."""
    player = state.players[seat]
    if player.workers + player.neutral == 0:
        return False
    return any(board.empty_around(building, occupied) for building in state.buildings)


def pass_problem(state: ArkadiaState, seat: int, occupied: int | None = None) -> Problem | None:
    """Ruling 28: a pass only when no card can be placed and no worker can be placed.
    `occupied`: the board's occupancy mask, if the caller has it already."""
    if occupied is None:
        occupied = board.occupied_mask(state)
    if can_build(state, seat, occupied) or can_place_workers(state, seat, occupied):
        return _PASS_NOT_ALLOWED
    return None


# -- the castle and the banner ---------------------------------------------------------------------


def castle_piece_problem(state: ArkadiaState, colour: Colour, lot_square: int) -> Problem | None:
    """A piece of that colour is in the current floor's pool and the lot square is open on it."""
    if colour not in castle.available_colours(state):
        floor = castle.current_floor(state)
        return ("ARKADIA_PIECE_NOT_IN_POOL", f"the floor-{floor} pool has no {colour_name(colour)} piece")
    if lot_square not in castle.open_squares(state):
        return (
            "ARKADIA_CASTLE_SQUARE_TAKEN",
            f"lot square {lot_square} is not empty on floor {castle.current_floor(state)}",
        )
    return None


def castle_pieces(state: ArkadiaState) -> list[tuple[Colour, int]]:
    """Bulk twin of `castle_piece_problem`: the (colour, lot square) pairs it accepts, colours in
    SEAL_COLOURS order, then squares ascending."""
    squares = castle.open_squares(state)
    return [(colour, square) for colour in castle.available_colours(state) for square in squares]


def banner_problem(player: Player) -> Problem | None:
    if player.banners < 1:
        return _NO_BANNERS
    return None


def cash_in_limits(player: Player) -> tuple[int, ...]:
    """The most seals of each colour a cash-in may name: what the seat holds."""
    return player.seals


def cash_in_problem(player: Player, cashed: tuple[int, ...]) -> Problem | None:
    if any(want > limit for want, limit in zip(cashed, cash_in_limits(player), strict=True)):
        return _NOT_ENOUGH_SEALS
    return None
