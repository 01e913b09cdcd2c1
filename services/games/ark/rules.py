"""Ark's rules: setup and decide. Pure functions, no I/O.

`decide` routes a command to its handler through `commands` (one per member of ArkCommand's
oneof); each handler first runs the command's check from checks.py (the one validator, which
`legal_commands` is generated from), then emits the events. `decide` never writes events by hand
and hopes `evolve` agrees: it emits each event through a `_Turn`, which applies it at once, so that
every later check (a second card, the refill, the next seat) sees the state the events have
produced.
"""

from __future__ import annotations

from ludus.v1 import ark_pb2 as pb

from services.core.errors import InvalidCommand, RuleViolation
from services.core.oneof import Oneof
from services.core.rng import Rng
from services.games.ark import checks
from services.games.ark.cards import RAIN, card, catalogue
from services.games.ark.enums import Category, Side, sign
from services.games.ark.evolve import FINAL_RAIN, evolve
from services.games.ark.scoring import score, score_message
from services.games.ark.state import ArkState

MIN_SEATS, MAX_SEATS = 3, 5
DISPLAY_SIZE = 3
HAND_SIZE = 2
STARTING_CABINS: tuple[tuple[Side, int], ...] = (
    (pb.ARK_SIDE_LEFT, 1),
    (pb.ARK_SIDE_RIGHT, 1),
    (pb.ARK_SIDE_RIGHT, 2),
    (pb.ARK_SIDE_LEFT, 2),
)


# ---------------------------------------------------------------------------------------------
# Setup (rules reference §3)
# ---------------------------------------------------------------------------------------------


def starting_discs(seats: int, start: int) -> list[int]:
    """Discs per seat: 4 each with 3 players; else the first three in turn order 3, the rest 4."""
    discs = [0] * seats
    for turn_position in range(seats):
        seat = (start + turn_position) % seats
        discs[seat] = 4 if seats == 3 or turn_position >= 3 else 3
    return discs


def choose_starting_cards(deck: list[str]) -> tuple[list[str], list[str]]:
    """Walk the shuffled deck keeping cards of weight 1 or 2 whose category is held by fewer than
    two kept cards (cards without a category never count) until four are kept (R8).

    Returns the kept cards and the rest of the deck.
    """
    kept: list[str] = []
    rest: list[str] = []
    for card_id in deck:
        candidate = card(card_id)
        same = sum(
            1 for k in kept if candidate.category != pb.ARK_CATEGORY_NONE and card(k).category == candidate.category
        )
        if len(kept) < 4 and candidate.weight in (1, 2) and same < 2:
            kept.append(card_id)
        else:
            rest.append(card_id)
    return kept, rest


def setup(seats: int, rng: Rng) -> list[pb.ArkEvent]:
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise InvalidCommand(f"Ark is for {MIN_SEATS} to {MAX_SEATS} players")
    start = rng.below(seats)
    discs = starting_discs(seats, start)
    cards = catalogue()
    kept, rest = choose_starting_cards(rng.shuffled(sorted(cards.cards)))
    starting = [
        pb.ArkPlacement(side=side, row=row, card=card_id)
        for (side, row), card_id in zip(STARTING_CABINS, kept, strict=True)
    ]
    tilt = sum(sign(place.side) * card(place.card).weight for place in starting)
    rest = rng.shuffled(rest)
    hands = [rest[HAND_SIZE * seat : HAND_SIZE * (seat + 1)] for seat in range(seats)]
    rest = rest[HAND_SIZE * seats :]
    display, rest = rest[:DISPLAY_SIZE], rest[DISPLAY_SIZE:]
    half = len(rest) // 2
    lower = rng.shuffled(rest[half:] + [RAIN] * (cards.rain_cards - 1))
    deck = [*rest[:half], RAIN, *lower]
    setup_event = pb.ArkSetup(
        start_seat=start,
        starting_cards=starting,
        discs=discs,
        supply=cards.discs - sum(discs),
        hands=[pb.ArkHand(seat=seat, cards=hand, count=len(hand)) for seat, hand in enumerate(hands)],
        display=display,
        deck=deck,
        deck_size=len(deck),
        tilt=tilt,
    )
    return [
        pb.ArkEvent(setup=setup_event),
        pb.ArkEvent(turn_started=pb.ArkTurnStarted(seat=start, phase=pb.ARK_PHASE_PLAY)),
    ]


# ---------------------------------------------------------------------------------------------
# Decide
# ---------------------------------------------------------------------------------------------


class _Turn:
    """Collects a command's events, applying each one as it is emitted."""

    def __init__(self, state: ArkState) -> None:
        self.state = state
        self.events: list[pb.ArkEvent] = []

    def emit(self, event: pb.ArkEvent) -> None:
        self.events.append(event)
        self.state = evolve(self.state, event)


#: One handler per ArkCommand member, called as handler(turn, seat, member).
commands: Oneof[pb.ArkCommand, object] = Oneof(pb.ArkCommand, "command")


def decide(state: ArkState, seat: int, command: pb.ArkCommand) -> list[pb.ArkEvent]:
    if state.phase == pb.ARK_PHASE_OVER:
        raise RuleViolation("MATCH_OVER", "the game is over")
    if command.WhichOneof("command") is None:
        raise InvalidCommand("the ArkCommand is empty: set one of its fields")
    turn = _Turn(state)
    commands.dispatch(command, turn, seat)
    return turn.events


@commands.on("draw")
def _draw(turn: _Turn, seat: int, draw: pb.ArkDraw) -> None:
    checks.check_draw(turn.state, seat, draw)
    turn.emit(
        pb.ArkEvent(card_taken=pb.ArkCardTaken(seat=seat, card=draw.display_card, reason=pb.ARK_TAKE_REASON_DRAW))
    )
    while True:
        top = turn.state.deck[0]
        if top == RAIN:
            turn.emit(pb.ArkEvent(rain_revealed=pb.ArkRainRevealed(ordinal=turn.state.rain + 1)))
            if turn.state.rain == FINAL_RAIN:
                break  # the turn ends at once: no replacement card, no refill
            continue
        turn.emit(pb.ArkEvent(card_drawn=pb.ArkCardDrawn(seat=seat, card=top)))
        break
    _finish_turn(turn)


def _finish_turn(turn: _Turn) -> None:
    """Refill the display (rain handled as in a draw), then pets, final round or the next turn."""
    while not turn.state.final_due and len(turn.state.display) < DISPLAY_SIZE and turn.state.deck:
        top = turn.state.deck[0]
        if top == RAIN:
            turn.emit(pb.ArkEvent(rain_revealed=pb.ArkRainRevealed(ordinal=turn.state.rain + 1)))
        else:
            turn.emit(pb.ArkEvent(display_refilled=pb.ArkDisplayRefilled(card=top)))
    if turn.state.pets_due:
        choosing = [seat for seat, player in enumerate(turn.state.players) if player.hand]
        turn.emit(pb.ArkEvent(pet_phase_started=pb.ArkPetPhaseStarted(choosing=choosing)))
        if choosing:
            return
    _after_pets(turn)


def _after_pets(turn: _Turn) -> None:
    state = turn.state
    following = state.next_seat(state.current)
    if state.final_due:
        turn.emit(pb.ArkEvent(final_round_started=pb.ArkFinalRoundStarted(first_seat=following)))
        _next_final_turn(turn, following)
    else:
        turn.emit(pb.ArkEvent(turn_started=pb.ArkTurnStarted(seat=following, phase=pb.ARK_PHASE_PLAY)))


def _next_final_turn(turn: _Turn, seat: int) -> None:
    """Give the turn to the next seat still in the final round; seats with no possible play pass
    automatically (they must pass, R16); seats that passed, or (FinalRoundRule.ONE_TURN_EACH)
    played their one last card, are done; when everyone is done, score."""
    for _ in range(turn.state.seats):
        player = turn.state.players[seat]
        if not player.passed and not player.final_turn_taken:
            if any(True for _ in checks.plays(turn.state, seat, final=True)):
                turn.emit(pb.ArkEvent(turn_started=pb.ArkTurnStarted(seat=seat, phase=pb.ARK_PHASE_FINAL)))
                return
            turn.emit(pb.ArkEvent(passed=pb.ArkPassed(seat=seat, forced=True)))
        seat = turn.state.next_seat(seat)
    turn.emit(pb.ArkEvent(game_scored=pb.ArkGameScored(scoring=score_message(score(turn.state)))))


def _emit_marker(turn: _Turn, seat: int, category: Category, half: bool) -> None:
    """One marker from the seat's 17; none when all are placed. A half-marker needs a supply disc
    under it: with the supply empty it cannot be marked and is placed plain (docs/rules/ark.md)."""
    if turn.state.players[seat].markers_left == 0:
        return
    half = half and turn.state.supply > 0
    turn.emit(pb.ArkEvent(marker_placed=pb.ArkMarkerPlaced(seat=seat, category=category, half=half)))
    _merge_halves(turn, seat, category)


def _merge_halves(turn: _Turn, seat: int, category: Category) -> None:
    """Two half-markers become 3 plain markers (same count): the third marker comes from the
    seat's stock, so without one left the two halves simply stay."""
    player = turn.state.players[seat]
    if player.markers_on(category).half >= 2 and player.markers_left > 0:
        turn.emit(pb.ArkEvent(half_markers_merged=pb.ArkHalfMarkersMerged(seat=seat, category=category)))


@commands.on("play_card")
def _play(turn: _Turn, seat: int, play: pb.ArkPlayCard) -> None:
    state = turn.state
    where = checks.check_play(state, seat, play)
    final = state.phase == pb.ARK_PHASE_FINAL
    second = not final and state.turn.cards_played == 1
    new = card(play.card)
    if final:
        turn.emit(
            pb.ArkEvent(discs_moved=pb.ArkDiscsMoved(from_seat=seat, count=1, reason=pb.ARK_DISC_REASON_FINAL_PLAY))
        )
    turn.emit(
        pb.ArkEvent(
            card_played=pb.ArkCardPlayed(
                seat=seat,
                card=play.card,
                side=where.side,
                row=where.row,
                new_cabin=where.new_cabin,
                driven_out=where.target,
                tilt=where.tilt,
                second=second,
            )
        )
    )
    # The marker: for a drive-out, on the target's category (a driver has none).
    scored = card(where.target) if where.target else new
    if scored.category != pb.ARK_CATEGORY_NONE:
        _emit_marker(turn, seat, scored.category, scored.half_marker)
    if new.discs_on_entry:
        count = min(new.discs_on_entry, turn.state.supply)
        if count:
            turn.emit(
                pb.ArkEvent(discs_moved=pb.ArkDiscsMoved(to_seat=seat, count=count, reason=pb.ARK_DISC_REASON_FOX))
            )
    if play.upgrade != pb.ARK_CATEGORY_NONE:
        category = play.upgrade
        if state.variant.chimpanzee == pb.ARK_CHIMPANZEE_RULE_NEW_MARKER:
            _emit_marker(turn, seat, category, half=True)
        else:
            turn.emit(pb.ArkEvent(marker_upgraded=pb.ArkMarkerUpgraded(seat=seat, category=category)))
            _merge_halves(turn, seat, category)
    if where.new_cabin:
        turn.emit(
            pb.ArkEvent(
                discs_moved=pb.ArkDiscsMoved(
                    from_seat=seat, to_seat=state.right_neighbour(seat), count=1, reason=pb.ARK_DISC_REASON_NEW_CABIN
                )
            )
        )
        if play.display_card:
            turn.emit(
                pb.ArkEvent(
                    card_taken=pb.ArkCardTaken(seat=seat, card=play.display_card, reason=pb.ARK_TAKE_REASON_NEW_CABIN)
                )
            )
    if final:
        _next_final_turn(turn, turn.state.next_seat(seat))
    elif second or new.ends_action:
        _finish_turn(turn)
    elif not any(True for _ in checks.plays(turn.state, seat, final=False)):
        _finish_turn(turn)  # no legal second card: the action ends by itself


@commands.on("end_turn")
def _end_turn(turn: _Turn, seat: int, end: pb.ArkEndTurn) -> None:
    checks.check_end_turn(turn.state, seat)
    _finish_turn(turn)


@commands.on("choose_pet")
def _choose_pet(turn: _Turn, seat: int, choice: pb.ArkChoosePet) -> None:
    checks.check_pet(turn.state, seat, choice)
    turn.emit(pb.ArkEvent(pet_chosen=pb.ArkPetChosen(seat=seat, card=choice.card, set_aside=bool(choice.card))))
    if all(turn.state.players[s].pet_chosen for s in turn.state.choosing):
        _after_pets(turn)


@commands.on("pass")
def _pass(turn: _Turn, seat: int, passing: pb.ArkPass) -> None:
    checks.check_pass(turn.state, seat)
    turn.emit(pb.ArkEvent(passed=pb.ArkPassed(seat=seat, forced=False)))
    _next_final_turn(turn, turn.state.next_seat(seat))
