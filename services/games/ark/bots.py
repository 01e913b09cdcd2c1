"""Hooks for bots: a static evaluation (`heuristic`) and sampling a full state from what a seat
sees (`determinize`). Both use only what the seat may see (rules reference §9).

Hidden from a seat, and how `determinize` fills it in:
* Other hands and pets. A card another seat took from the display and has not played is known to
  be in its hand (or to be its pet); the rest of every other hand is unknown. Hand sizes, and
  whether a pet was set aside, are public.
* The deck's order. Its size and the number of rain cards revealed are public. Until the first
  rain card comes up its position is known: it lies exactly below the upper half of the deck
  (setup step 9), so only the cards above it came off the deck so far. The other rain cards lie
  at random in the lower half, and once the first has come up the whole remaining deck is a
  uniform shuffle of what is left (the lower half was shuffled, and draws reveal nothing about
  the order of what remains).

Every card not seen by the seat is dealt uniformly at random to those unknown places; a pet set
aside by another seat is a uniform choice among that seat's hand cards and pet together.
"""

from __future__ import annotations

from ludus.v1 import ark_pb2 as pb

from services.core.rng import Rng
from services.games.ark import options
from services.games.ark.cards import RAIN, card, catalogue
from services.games.ark.enums import SCORING_CATEGORIES, Category
from services.games.ark.rules import DISPLAY_SIZE, HAND_SIZE, STARTING_CABINS
from services.games.ark.scoring import score_from_message
from services.games.ark.state import ArkState, Markers, Player, TurnProgress

# ---------------------------------------------------------------------------------------------
# Heuristic
# ---------------------------------------------------------------------------------------------

#: A category card in the seat's own hand is worth part of a marker: it may still be played,
#: but the ark may have no room for it.
HAND_MARKER = 0.45
#: What any hand card is worth in points beyond its category (a second card, a pet, a final play).
HAND_CARD_POINTS = 0.3
#: What a pet set aside is worth to a seat whose pet we cannot see (most pets are valid).
UNSEEN_PET_POINTS = 2.0
#: Points per card standing on the scoring card's places (rules reference §8).
PLACE_POINTS = (10.0, 6.0)
LOWER_PLACE_POINTS = 2.0


def _place_points(place: int) -> float:
    return PLACE_POINTS[place] if place < len(PLACE_POINTS) else LOWER_PLACE_POINTS


def category_points(counts: list[float]) -> list[float]:
    """Points per seat on one scoring card for (possibly fractional) marker counts; tied seats
    share their places' values evenly (the real rule rounds up; this is an estimate)."""
    ranked = sorted((count, seat) for seat, count in enumerate(counts) if count > 0)
    ranked.reverse()
    points = [0.0] * len(counts)
    place = 0
    while place < len(ranked):
        tied = [seat for count, seat in ranked if count == ranked[place][0]]
        share = sum(_place_points(place + offset) for offset in range(len(tied))) / len(tied)
        for seat in tied:
            points[seat] = share
        place += len(tied)
    return points


def _hand_marker(state: ArkState) -> float:
    """What a category card in hand promises: nothing in the final round, where a play costs a
    disc and cards left in hand score nothing."""
    return 0.0 if state.phase in (pb.ARK_PHASE_FINAL, pb.ARK_PHASE_OVER) else HAND_MARKER


def _projected_counts(state: ArkState, seat: int, viewer: int) -> list[float]:
    """Marker counts per scoring card, and for the viewer itself what its hand and pet promise."""
    player = state.players[seat]
    counts = [player.markers_on(category).doubled / 2 for category in SCORING_CATEGORIES]
    hand_marker = _hand_marker(state)
    if seat == viewer and hand_marker:
        for card_id in player.hand:
            held = card(card_id)
            if held.category != pb.ARK_CATEGORY_NONE:
                counts[held.category - 1] += hand_marker * (1.5 if held.half_marker else 1.0)
    pet = card(player.pet) if seat == viewer and player.pet else None
    if pet is not None and pet.valid_pet and pet.category != pb.ARK_CATEGORY_NONE:
        counts[pet.category - 1] += 1.0
    return counts


def _extras(state: ArkState, seat: int, viewer: int) -> float:
    """Points beyond the scoring cards: discs, hand cards, an unseen pet."""
    player = state.players[seat]
    extra = float(player.discs)
    if state.phase not in (pb.ARK_PHASE_FINAL, pb.ARK_PHASE_OVER):
        extra += HAND_CARD_POINTS * len(player.hand)
    if seat != viewer and player.pet_chosen and player.pet:
        extra += UNSEEN_PET_POINTS
    return extra


def projected_totals(state: ArkState, viewer: int) -> list[float]:
    """Every seat's expected final total as `viewer` can estimate it (public facts, plus its own
    hand and pet)."""
    seats = range(state.seats)
    counts = [_projected_counts(state, seat, viewer) for seat in seats]
    totals = [_extras(state, seat, viewer) for seat in seats]
    for index in range(len(SCORING_CATEGORIES)):
        for seat, points in enumerate(category_points([counts[seat][index] for seat in seats])):
            totals[seat] += points
    return totals


def heuristic(state: ArkState, seat: int) -> float:
    """The seat's projected total minus the best opponent's, in points. A finished game counts
    the real totals (and the hand tie-break as a fraction of a point)."""
    if state.phase == pb.ARK_PHASE_OVER and state.score is not None:
        final = [
            total - 0.01 * animals
            for total, animals in zip(state.score.totals, state.score.animals_in_hand, strict=True)
        ]
        totals = final
    else:
        totals = projected_totals(state, seat)
    rivals = [total for index, total in enumerate(totals) if index != seat]
    return totals[seat] - max(rivals, default=0.0)


# ---------------------------------------------------------------------------------------------
# Determinize
# ---------------------------------------------------------------------------------------------


def initial_deck_size(seats: int) -> int:
    """Cards in the deck right after setup, rain cards included (setup step 9)."""
    cards = catalogue()
    dealt = len(STARTING_CABINS) + HAND_SIZE * seats + DISPLAY_SIZE
    return len(cards.cards) - dealt + cards.rain_cards


def _cabins(shown: list[pb.ArkCabin]) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(cabin.cards) for cabin in sorted(shown, key=lambda cabin: cabin.row))


def _markers(shown: pb.ArkPlayer) -> tuple[Markers, ...]:
    markers: dict[Category, Markers] = dict.fromkeys(SCORING_CATEGORIES, Markers())
    for entry in shown.markers:
        markers[entry.category] = Markers(entry.plain, entry.half)
    return tuple(markers[category] for category in SCORING_CATEGORIES)


def _deck(view: pb.ArkView, cards: list[str], rng: Rng) -> tuple[str, ...]:
    """The deck's order: `cards` (already shuffled) with the remaining rain cards placed."""
    rain_cards = catalogue().rain_cards
    if view.rain_revealed == 0:
        # Everything that came off the deck so far came from above the first rain card.
        removed = initial_deck_size(len(view.players)) - view.deck_size
        upper = (initial_deck_size(len(view.players)) - rain_cards) // 2 - removed
        if upper < 0:
            raise ValueError("the view's deck is smaller than its unrevealed first rain card allows")
        lower = rng.shuffled([*cards[upper:], *[RAIN] * (rain_cards - 1)])
        return (*cards[:upper], RAIN, *lower)
    return tuple(rng.shuffled([*cards, *[RAIN] * (rain_cards - view.rain_revealed)]))


def determinize(view: pb.ArkView, seat: int, rng: Rng) -> ArkState:
    """A full state whose view for `seat` is `view`, hidden parts sampled uniformly."""
    seats = len(view.players)
    phase = view.phase
    left, right = _cabins(list(view.left)), _cabins(list(view.right))
    placed = {card_id for cabin in (*left, *right) for card_id in cabin} | set(view.driven_out)
    own = view.players[seat]
    seen = placed | set(view.display) | set(own.hand) | ({own.pet} if own.pet else set())

    # Cards known to be in another seat's hand (or to be its pet): display cards it took and has
    # not played. A pet revealed at the end is known outright.
    known: dict[int, list[str]] = {}
    places: dict[int, int] = {}
    for shown in view.players:
        if shown.seat == seat:
            continue
        taken = [c for c in shown.taken_from_display if c not in placed and c != shown.pet]
        known[shown.seat] = taken
        hidden_pet = shown.pet_set_aside and not shown.pet
        places[shown.seat] = shown.hand_size + (1 if hidden_pet else 0) - len(taken)
        seen |= set(taken) | ({shown.pet} if shown.pet else set())
    unknown = rng.shuffled(sorted(set(catalogue().cards) - seen))
    in_deck = view.deck_size - (catalogue().rain_cards - view.rain_revealed)
    if len(unknown) != sum(places.values()) + in_deck or min(places.values(), default=0) < 0:
        raise ValueError("the view's card counts do not add up")

    awaited = set(view.awaiting)
    choosing = tuple(
        shown.seat
        for shown in view.players
        if phase == pb.ARK_PHASE_PETS and (shown.hand_size > 0 or shown.pet_set_aside)
    )
    pets_done = view.rain_revealed >= 2 and phase != pb.ARK_PHASE_PETS
    players = []
    for shown in view.players:
        if shown.seat == seat:
            hand, pet = tuple(own.hand), own.pet
        else:
            dealt, unknown = unknown[: places[shown.seat]], unknown[places[shown.seat] :]
            cards = [*known[shown.seat], *dealt]
            pet = shown.pet
            if shown.pet_set_aside and not pet:
                pet = cards.pop(rng.below(len(cards)))
            hand = tuple(cards)
        chosen = (
            (shown.seat in choosing and shown.seat not in awaited)
            if phase == pb.ARK_PHASE_PETS
            else bool(pet) or pets_done
        )
        players.append(
            Player(
                discs=shown.discs,
                hand=hand,
                markers=_markers(shown),
                pet_chosen=chosen,
                pet=pet,
                passed=shown.passed,
                taken_from_display=tuple(shown.taken_from_display),
                final_turn_taken=shown.final_turn_taken,
            )
        )
    if view.HasField("current_seat"):
        current = view.current_seat
    elif view.HasField("pets_interrupted_seat"):
        current = view.pets_interrupted_seat
    else:
        current = 0
    turn = TurnProgress()
    if phase == pb.ARK_PHASE_PLAY and view.turn.cards_played:
        turn = TurnProgress(view.turn.cards_played, view.turn.first_side, view.turn.first_row)
    return ArkState(
        seats=seats,
        phase=phase,
        start_seat=view.start_seat,
        current=current,
        players=tuple(players),
        left=left,
        right=right,
        tilt=view.tilt,
        display=tuple(view.display),
        deck=_deck(view, unknown, rng),
        rain=view.rain_revealed,
        supply=view.supply,
        driven_out=tuple(view.driven_out),
        turn=turn,
        final_due=phase == pb.ARK_PHASE_PETS and view.rain_revealed == catalogue().rain_cards,
        choosing=choosing,
        score=score_from_message(view.scoring) if view.HasField("scoring") else None,
        variant=options.resolve(view.options),
    )
