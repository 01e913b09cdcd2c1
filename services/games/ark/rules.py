"""Ark's rules: setup, decide, evolve and the legal commands. Pure functions, no I/O.

`decide` never writes events by hand and hopes `evolve` agrees: it emits each event through a
`_Turn`, which applies it at once, so that every later check (a second card, the refill, the next
seat) sees the state the events have produced.
"""

from __future__ import annotations

from collections.abc import Iterator

from ludus.v1 import ark_pb2 as pb

from services.core.errors import InvalidCommand, RuleViolation
from services.core.immutable import replace
from services.core.rng import Rng
from services.games.ark import placement
from services.games.ark.cards import (
    RAIN,
    SCORING_CATEGORIES,
    Card,
    Category,
    card,
    catalogue,
)
from services.games.ark.scoring import score
from services.games.ark.state import (
    ArkState,
    ChimpanzeeRule,
    FinalRoundRule,
    Markers,
    PetRule,
    Phase,
    Player,
    Score,
    Side,
    TurnProgress,
)

MIN_SEATS, MAX_SEATS = 3, 5
DISPLAY_SIZE = 3
HAND_SIZE = 2
STARTING_CABINS = ((Side.LEFT, 1), (Side.RIGHT, 1), (Side.RIGHT, 2), (Side.LEFT, 2))
PETS_RAIN, FINAL_RAIN = 2, 5


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
        same = sum(1 for k in kept if candidate.category != Category.NONE and card(k).category == candidate.category)
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
        pb.ArkPlacement(side=side.value, row=row, card=card_id)  # type: ignore[arg-type]
        for (side, row), card_id in zip(STARTING_CABINS, kept, strict=True)
    ]
    tilt = sum((1 if place.side == Side.RIGHT else -1) * card(place.card).weight for place in starting)
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
# Evolve
# ---------------------------------------------------------------------------------------------


def _remove(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    index = items.index(item)
    return items[:index] + items[index + 1 :]


def _adjust_markers(player: Player, category: Category, plain: int = 0, half: int = 0) -> Player:
    current = player.markers_on(category)
    return player.with_markers(category, Markers(current.plain + plain, current.half + half))


def evolve(state: ArkState, event: pb.ArkEvent) -> ArkState:
    kind = event.WhichOneof("event")
    if kind == "setup":
        setup_event = event.setup
        left: list[tuple[str, ...]] = []
        right: list[tuple[str, ...]] = []
        for place in setup_event.starting_cards:
            cabins = right if place.side == Side.RIGHT else left
            while len(cabins) < place.row:
                cabins.append(())
            cabins[place.row - 1] = (*cabins[place.row - 1], place.card)
        players = tuple(
            Player(discs=setup_event.discs[seat], hand=tuple(setup_event.hands[seat].cards))
            for seat in range(state.seats)
        )
        return replace(
            state,
            phase=Phase.PLAY,
            start_seat=setup_event.start_seat,
            current=setup_event.start_seat,
            players=players,
            left=tuple(left),
            right=tuple(right),
            tilt=setup_event.tilt,
            display=tuple(setup_event.display),
            deck=tuple(setup_event.deck),
            supply=setup_event.supply,
        )
    if kind == "turn_started":
        return replace(
            state, phase=Phase(event.turn_started.phase), current=event.turn_started.seat, turn=TurnProgress()
        )
    if kind == "card_taken":
        taken = event.card_taken
        player = state.players[taken.seat]
        player = replace(
            player,
            hand=(*player.hand, taken.card),
            taken_from_display=(*player.taken_from_display, taken.card),
        )
        return replace(state.with_player(taken.seat, player), display=_remove(state.display, taken.card))
    if kind == "card_drawn":
        drawn = event.card_drawn
        player = state.players[drawn.seat]
        return replace(
            state.with_player(drawn.seat, replace(player, hand=(*player.hand, drawn.card))),
            deck=state.deck[1:],
        )
    if kind == "rain_revealed":
        ordinal = event.rain_revealed.ordinal
        return replace(
            state,
            deck=state.deck[1:],
            rain=ordinal,
            pets_due=state.pets_due or ordinal == PETS_RAIN,
            final_due=state.final_due or ordinal == FINAL_RAIN,
        )
    if kind == "display_refilled":
        return replace(state, deck=state.deck[1:], display=(*state.display, event.display_refilled.card))
    if kind == "card_played":
        return _evolve_card_played(state, event.card_played)
    # A half-marker is marked by a supply disc under it (§5.1, both seeds): the disc leaves the
    # supply with the half-marker and comes back when two halves are exchanged for 3 markers.
    if kind == "marker_placed":
        placed = event.marker_placed
        player = _adjust_markers(
            state.players[placed.seat],
            Category(placed.category),
            plain=0 if placed.half else 1,
            half=1 if placed.half else 0,
        )
        return replace(state.with_player(placed.seat, player), supply=state.supply - (1 if placed.half else 0))
    if kind == "marker_upgraded":
        upgraded = event.marker_upgraded
        player = _adjust_markers(state.players[upgraded.seat], Category(upgraded.category), plain=-1, half=1)
        return replace(state.with_player(upgraded.seat, player), supply=state.supply - 1)
    if kind == "half_markers_merged":
        merged = event.half_markers_merged
        player = _adjust_markers(state.players[merged.seat], Category(merged.category), plain=3, half=-2)
        return replace(state.with_player(merged.seat, player), supply=state.supply + 2)
    if kind == "discs_moved":
        moved = event.discs_moved
        supply = state.supply
        if moved.HasField("from_seat"):
            payer = state.players[moved.from_seat]
            state = state.with_player(moved.from_seat, replace(payer, discs=payer.discs - moved.count))
        else:
            supply -= moved.count
        if moved.HasField("to_seat"):
            payee = state.players[moved.to_seat]
            state = state.with_player(moved.to_seat, replace(payee, discs=payee.discs + moved.count))
        else:
            supply += moved.count
        return replace(state, supply=supply)
    if kind == "pet_phase_started":
        return replace(state, phase=Phase.PETS, pets_due=False, choosing=tuple(event.pet_phase_started.choosing))
    if kind == "pet_chosen":
        chosen = event.pet_chosen
        player = state.players[chosen.seat]
        hand = _remove(player.hand, chosen.card) if chosen.set_aside else player.hand
        return state.with_player(chosen.seat, replace(player, hand=hand, pet_chosen=True, pet=chosen.card))
    if kind == "final_round_started":
        return replace(state, phase=Phase.FINAL, final_due=False, current=event.final_round_started.first_seat)
    if kind == "passed":
        player = state.players[event.passed.seat]
        return state.with_player(event.passed.seat, replace(player, passed=True))
    if kind == "game_scored":
        return replace(state, phase=Phase.OVER, score=score_from_message(event.game_scored.scoring))
    raise ValueError(f"unknown Ark event {kind!r}")


def _evolve_card_played(state: ArkState, played: pb.ArkCardPlayed) -> ArkState:
    side = Side(played.side)
    cabins = list(state.cabins(side))
    if played.driven_out:
        cabin = list(cabins[played.row - 1])
        cabin[cabin.index(played.driven_out)] = played.card
        cabins[played.row - 1] = tuple(cabin)
    elif played.new_cabin:
        cabins.append((played.card,))
    else:
        cabins[played.row - 1] = (*cabins[played.row - 1], played.card)
    player = replace(state.players[played.seat], hand=_remove(state.players[played.seat].hand, played.card))
    if state.phase == Phase.FINAL and state.variant.final_round == FinalRoundRule.ONE_TURN_EACH:
        player = replace(player, final_turn_taken=True)
    state = state.with_player(played.seat, player)
    state = state.with_cabins(side, tuple(cabins))
    turn = (
        replace(state.turn, cards_played=2)
        if played.second
        else TurnProgress(cards_played=1, first_side=played.side, first_row=played.row)
    )
    driven = (*state.driven_out, played.driven_out) if played.driven_out else state.driven_out
    return replace(state, tilt=played.tilt, turn=turn, driven_out=driven)


def score_message(result: Score) -> pb.ArkScoring:
    scoring = pb.ArkScoring(winners=list(result.winners))
    for seat, (pet, valid, category) in enumerate(result.pets):
        scoring.pets.add(seat=seat, card=pet, valid=valid, category=category)
    for index, category in enumerate(SCORING_CATEGORIES):
        standing = pb.ArkCategoryScore(category=category.value)  # type: ignore[arg-type]
        ranked = sorted(
            (seat for seat in range(len(result.totals)) if result.doubled_counts[seat][index] > 0),
            key=lambda seat: -result.doubled_counts[seat][index],
        )
        for seat in ranked:
            standing.standings.add(
                seat=seat, doubled_count=result.doubled_counts[seat][index], points=result.card_points[seat][index]
            )
        scoring.categories.append(standing)
    for seat in range(len(result.totals)):
        scoring.totals.add(
            seat=seat,
            card_points=sum(result.card_points[seat]),
            disc_points=result.disc_points[seat],
            total=result.totals[seat],
            animals_in_hand=result.animals_in_hand[seat],
        )
    return scoring


def score_from_message(scoring: pb.ArkScoring) -> Score:
    seats = len(scoring.totals)
    card_points = [[0] * len(SCORING_CATEGORIES) for _ in range(seats)]
    doubled = [[0] * len(SCORING_CATEGORIES) for _ in range(seats)]
    for index, category_score in enumerate(scoring.categories):
        for standing in category_score.standings:
            card_points[standing.seat][index] = standing.points
            doubled[standing.seat][index] = standing.doubled_count
    return Score(
        pets=tuple((pet.card, pet.valid, pet.category) for pet in scoring.pets),
        card_points=tuple(tuple(row) for row in card_points),
        doubled_counts=tuple(tuple(row) for row in doubled),
        disc_points=tuple(total.disc_points for total in scoring.totals),
        totals=tuple(total.total for total in scoring.totals),
        animals_in_hand=tuple(total.animals_in_hand for total in scoring.totals),
        winners=tuple(scoring.winners),
    )


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


def decide(state: ArkState, seat: int, command: pb.ArkCommand) -> list[pb.ArkEvent]:
    kind = command.WhichOneof("command")
    turn = _Turn(state)
    if state.phase == Phase.OVER:
        raise RuleViolation("MATCH_OVER", "the game is over")
    if kind == "draw":
        _draw(turn, seat, command.draw)
    elif kind == "play_card":
        _play(turn, seat, command.play_card)
    elif kind == "end_turn":
        _end_turn(turn, seat)
    elif kind == "choose_pet":
        _choose_pet(turn, seat, command.choose_pet)
    elif kind == "pass":
        _pass(turn, seat)
    else:
        raise InvalidCommand("the ArkCommand is empty: set one of its fields")
    return turn.events


def _known_card(card_id: str, field: str) -> Card:
    if card_id not in catalogue().cards:
        raise InvalidCommand(f"{field}: there is no card {card_id!r}")
    return card(card_id)


def _require_turn(state: ArkState, seat: int) -> None:
    if state.phase == Phase.PETS:
        raise RuleViolation("ARK_CHOOSE_PET_FIRST", "everyone is choosing a pet now")
    if seat != state.current:
        raise RuleViolation("NOT_YOUR_TURN", f"it is seat {state.current}'s turn")


def _draw(turn: _Turn, seat: int, draw: pb.ArkDraw) -> None:
    state = turn.state
    _require_turn(state, seat)
    if state.phase != Phase.PLAY:
        raise RuleViolation("ARK_NO_DRAW_IN_FINAL_ROUND", "nobody draws in the final round")
    if state.turn.cards_played:
        raise RuleViolation(
            "ARK_ACTION_ALREADY_CHOSEN", "you are playing cards this turn: play a second card or end the turn"
        )
    _known_card(draw.display_card, "display_card")
    if draw.display_card not in state.display:
        raise RuleViolation("ARK_NOT_IN_DISPLAY", f"{draw.display_card} is not in the display")
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
            if any(True for _ in plays(turn.state, seat, final=True, check_turn=False)):
                turn.emit(pb.ArkEvent(turn_started=pb.ArkTurnStarted(seat=seat, phase=pb.ARK_PHASE_FINAL)))
                return
            turn.emit(pb.ArkEvent(passed=pb.ArkPassed(seat=seat, forced=True)))
        seat = turn.state.next_seat(seat)
    turn.emit(pb.ArkEvent(game_scored=pb.ArkGameScored(scoring=score_message(score(turn.state)))))


def _chimp_choices(state: ArkState, seat: int) -> list[Category]:
    """The scoring cards the chimpanzee's half-marker may go to (never provision); empty when its
    effect can do nothing, and then the command names none.

    NEW_MARKER (seed A) needs a marker left in stock (with an empty supply the marker is plain, but
    still placed); UPGRADE (seed B) needs a plain marker there and a supply disc to put under it.
    """
    player = state.players[seat]
    categories: list[Category] = [category for category in SCORING_CATEGORIES if category != Category.PROVISION]
    if state.variant.chimpanzee == ChimpanzeeRule.NEW_MARKER:
        return categories if player.markers_left > 0 else []
    if state.supply == 0:
        return []
    return [category for category in categories if player.markers_on(category).plain > 0]


def _validate_play(state: ArkState, seat: int, play: pb.ArkPlayCard, final: bool) -> placement.Placement:
    """Every check of a play; raises, or returns where the card goes. Used by decide and by the
    legal-command enumeration, so the two cannot disagree."""
    new = _known_card(play.card, "card")
    if play.side not in (Side.LEFT, Side.RIGHT):
        raise InvalidCommand("side must be ARK_SIDE_LEFT or ARK_SIDE_RIGHT")
    if play.row < 1:
        raise InvalidCommand("rows are numbered from 1")
    if play.drive_out:
        _known_card(play.drive_out, "drive_out")
    if play.upgrade not in (0, *SCORING_CATEGORIES):
        raise InvalidCommand("upgrade must be an ArkCategory")
    if play.display_card:
        _known_card(play.display_card, "display_card")
    player = state.players[seat]
    if play.card not in player.hand:
        raise RuleViolation("ARK_CARD_NOT_IN_HAND", f"you have no {play.card} in hand")
    second = not final and state.turn.cards_played == 1
    if new.ends_action and (final or second):
        what = "in the final round" if final else "as the second card"
        raise RuleViolation("ARK_SLOW_OR_PROVISION_NOT_ALLOWED", f"slow animals and provisions cannot be played {what}")
    where = placement.check(state, new, Side(play.side), play.row, play.drive_out)
    if isinstance(where, placement.Violation):
        raise RuleViolation(where.code, where.message)
    if second and (where.side, where.row) == (state.turn.first_side, state.turn.first_row):
        raise RuleViolation("ARK_SAME_CABIN", "the second card must go into a different cabin")
    needed = (1 if final else 0) + (1 if where.new_cabin else 0)
    if player.discs < needed:
        if final:
            raise RuleViolation("ARK_NOT_ENOUGH_DISCS", f"this play costs {needed} disc(s) and you have {player.discs}")
        raise RuleViolation("ARK_NOT_ENOUGH_DISCS", "opening a new cabin costs a disc and you have none")
    takes_display = where.new_cabin and not final and bool(state.display)
    if takes_display:
        if not play.display_card:
            raise RuleViolation("ARK_DISPLAY_CARD_REQUIRED", "a new cabin earns a display card: choose one")
        if play.display_card not in state.display:
            raise RuleViolation("ARK_NOT_IN_DISPLAY", f"{play.display_card} is not in the display")
    elif play.display_card:
        raise InvalidCommand("display_card is only for opening a new cabin in a normal turn")
    chimp = new.upgrades_marker or (bool(where.target) and card(where.target).upgrades_marker)
    if chimp:
        choices = _chimp_choices(state, seat)
        new_marker = state.variant.chimpanzee == ChimpanzeeRule.NEW_MARKER
        if play.upgrade == Category.NONE and choices:
            what = "where its new half-marker goes" if new_marker else "which of your plain markers it upgrades"
            raise RuleViolation("ARK_UPGRADE_REQUIRED", f"the chimpanzee needs a scoring card: choose {what}")
        if play.upgrade != Category.NONE and play.upgrade not in choices:
            if new_marker:
                why = "you have no marker left" if not choices else "never on the provision card"
                message = f"the chimpanzee's half-marker goes on any scoring card but provision ({why})"
            else:
                why = "the supply has no disc" if state.supply == 0 else "never on the provision card"
                message = f"the chimpanzee upgrades one of your plain markers ({why})"
            raise RuleViolation("ARK_UPGRADE_NOT_POSSIBLE", message)
    elif play.upgrade != Category.NONE:
        raise InvalidCommand("upgrade is only for the chimpanzee")
    return where


def _emit_marker(turn: _Turn, seat: int, category: Category, half: bool) -> None:
    """One marker from the seat's 17; none when all are placed. A half-marker needs a supply disc
    under it: with the supply empty it cannot be marked and is placed plain (docs/rules/ark.md)."""
    if turn.state.players[seat].markers_left == 0:
        return
    half = half and turn.state.supply > 0
    turn.emit(pb.ArkEvent(marker_placed=pb.ArkMarkerPlaced(seat=seat, category=category.value, half=half)))  # type: ignore[arg-type]
    _merge_halves(turn, seat, category)


def _merge_halves(turn: _Turn, seat: int, category: Category) -> None:
    """Two half-markers become 3 plain markers (same count): the third marker comes from the
    seat's stock, so without one left the two halves simply stay."""
    player = turn.state.players[seat]
    if player.markers_on(category).half >= 2 and player.markers_left > 0:
        turn.emit(
            pb.ArkEvent(half_markers_merged=pb.ArkHalfMarkersMerged(seat=seat, category=category.value))  # type: ignore[arg-type]
        )


def _play(turn: _Turn, seat: int, play: pb.ArkPlayCard) -> None:
    state = turn.state
    _require_turn(state, seat)
    final = state.phase == Phase.FINAL
    where = _validate_play(state, seat, play, final)
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
                side=where.side.value,  # type: ignore[arg-type]
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
    if scored.category != Category.NONE:
        _emit_marker(turn, seat, scored.category, scored.half_marker)
    if new.discs_on_entry:
        count = min(new.discs_on_entry, turn.state.supply)
        if count:
            turn.emit(
                pb.ArkEvent(discs_moved=pb.ArkDiscsMoved(to_seat=seat, count=count, reason=pb.ARK_DISC_REASON_FOX))
            )
    if play.upgrade != Category.NONE:
        category = Category(play.upgrade)
        if state.variant.chimpanzee == ChimpanzeeRule.NEW_MARKER:
            _emit_marker(turn, seat, category, half=True)
        else:
            turn.emit(pb.ArkEvent(marker_upgraded=pb.ArkMarkerUpgraded(seat=seat, category=category.value)))  # type: ignore[arg-type]
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
    elif not any(True for _ in plays(turn.state, seat, final=False, check_turn=False)):
        _finish_turn(turn)  # no legal second card: the action ends by itself


def _end_turn(turn: _Turn, seat: int) -> None:
    _require_turn(turn.state, seat)
    if turn.state.phase != Phase.PLAY or turn.state.turn.cards_played != 1:
        raise RuleViolation("ARK_NOTHING_TO_END", "end_turn only ends a play action after its first card")
    _finish_turn(turn)


def _choose_pet(turn: _Turn, seat: int, choice: pb.ArkChoosePet) -> None:
    state = turn.state
    if state.phase != Phase.PETS:
        raise RuleViolation("ARK_NOT_PET_TIME", "pets are chosen only after the second rain card")
    player = state.players[seat]
    if seat not in state.choosing:
        raise RuleViolation("ARK_NO_PET_CHOICE", "you had no card to set aside when pets were chosen")
    if player.pet_chosen:
        raise RuleViolation("ARK_PET_ALREADY_CHOSEN", "you have already chosen your pet")
    everyone = state.variant.pets == PetRule.EVERYONE
    if choice.card:
        _known_card(choice.card, "card")
        if choice.card not in player.hand:
            raise RuleViolation("ARK_CARD_NOT_IN_HAND", f"you have no {choice.card} in hand")
        if not everyone and not card(choice.card).valid_pet:
            raise RuleViolation(
                "ARK_PET_NOT_VALID",
                "a pet is an animal of weight 0 to 2 without a special ability: set such a card aside, or none",
            )
    elif everyone:
        raise RuleViolation(
            "ARK_PET_REQUIRED", "every player sets one hand card aside as a pet (an invalid one is simply lost)"
        )
    turn.emit(pb.ArkEvent(pet_chosen=pb.ArkPetChosen(seat=seat, card=choice.card, set_aside=bool(choice.card))))
    if all(turn.state.players[s].pet_chosen for s in turn.state.choosing):
        _after_pets(turn)


def _pass(turn: _Turn, seat: int) -> None:
    _require_turn(turn.state, seat)
    if turn.state.phase != Phase.FINAL:
        raise RuleViolation("ARK_NO_PASS_BEFORE_FINAL_ROUND", "you may pass only in the final round; draw instead")
    turn.emit(pb.ArkEvent(passed=pb.ArkPassed(seat=seat, forced=False)))
    _next_final_turn(turn, turn.state.next_seat(seat))


# ---------------------------------------------------------------------------------------------
# Legal commands
# ---------------------------------------------------------------------------------------------


def plays(state: ArkState, seat: int, *, final: bool, check_turn: bool = True) -> Iterator[pb.ArkPlayCard]:
    """Every legal ArkPlayCard of `seat` (lazily: callers that need one stop at the first)."""
    if check_turn and seat != state.current:
        return
    player = state.players[seat]
    second = not final and state.turn.cards_played == 1
    for card_id in player.hand:
        new = card(card_id)
        if new.ends_action and (final or second):
            continue
        targets: list[tuple[Side, int, str]] = []
        for side in (Side.LEFT, Side.RIGHT):
            cabins = state.cabins(side)
            targets += [
                (side, row, "")
                for row in range(1, len(cabins) + 2)
                if not placement.quick_reject(state, new, side, cabins[row - 1] if row <= len(cabins) else None)
            ]
            if new.drives_out:
                targets += [(side, row, target) for row, cabin in enumerate(cabins, start=1) for target in cabin]
        for side, row, target in targets:
            where = placement.check(state, new, side, row, target)
            if isinstance(where, placement.Violation):
                continue
            if second and (where.side, where.row) == (state.turn.first_side, state.turn.first_row):
                continue
            needed = (1 if final else 0) + (1 if where.new_cabin else 0)
            if player.discs < needed:
                continue
            picks = list(dict.fromkeys(state.display)) if where.new_cabin and not final else [""]
            chimp = new.upgrades_marker or (bool(target) and card(target).upgrades_marker)
            upgrades: list[Category] = (_chimp_choices(state, seat) or [Category.NONE]) if chimp else [Category.NONE]
            for pick in picks or [""]:
                for upgrade in upgrades:
                    yield pb.ArkPlayCard(
                        card=card_id,
                        side=side.value,  # type: ignore[arg-type]
                        row=row,
                        drive_out=target,
                        upgrade=upgrade.value,  # type: ignore[arg-type]
                        display_card=pick,
                    )


def legal_commands(state: ArkState, seat: int) -> list[pb.ArkCommand]:
    commands: list[pb.ArkCommand] = []
    if state.phase == Phase.PETS:
        player = state.players[seat]
        if seat in state.choosing and not player.pet_chosen:
            if state.variant.pets == PetRule.EVERYONE:
                commands += [pb.ArkCommand(choose_pet=pb.ArkChoosePet(card=c)) for c in player.hand]
            else:
                valid = [c for c in player.hand if card(c).valid_pet]
                commands += [pb.ArkCommand(choose_pet=pb.ArkChoosePet(card=c)) for c in [*valid, ""]]
        return commands
    if seat != state.current or state.phase not in (Phase.PLAY, Phase.FINAL):
        return commands
    final = state.phase == Phase.FINAL
    if final:
        commands.append(_pass_command())
    elif state.turn.cards_played == 0:
        commands += [pb.ArkCommand(draw=pb.ArkDraw(display_card=c)) for c in dict.fromkeys(state.display)]
    else:
        commands.append(pb.ArkCommand(end_turn=pb.ArkEndTurn()))
    commands += [pb.ArkCommand(play_card=play) for play in plays(state, seat, final=final)]
    return commands


def _pass_command() -> pb.ArkCommand:
    # "pass" is a Python keyword, so the field can only be reached with getattr.
    command = pb.ArkCommand()
    getattr(command, "pass").SetInParent()
    return command


def awaiting(state: ArkState) -> tuple[int, ...]:
    if state.phase == Phase.PETS:
        return tuple(seat for seat in state.choosing if not state.players[seat].pet_chosen)
    if state.phase in (Phase.PLAY, Phase.FINAL):
        return (state.current,)
    return ()
