"""End-of-game scoring (rules reference §8): pets, the five scoring cards, discs, tie-break."""

from __future__ import annotations

from ludus.v1 import ark_pb2 as pb

from services.games.ark.cards import card
from services.games.ark.enums import SCORING_CATEGORIES
from services.games.ark.state import ArkState, Score

#: Points for 1st, 2nd, and every lower place.
FIRST, SECOND, LOWER = 10, 6, 2


def place_value(place: int) -> int:
    return FIRST if place == 0 else SECOND if place == 1 else LOWER


def card_points(doubled_counts: dict[int, int]) -> dict[int, int]:
    """Points on one scoring card from each seat's doubled marker count (seats with 0 omitted).

    Tied seats take consecutive places and share those places' values, rounded up (R19).
    """
    ranked = sorted(((count, seat) for seat, count in doubled_counts.items() if count > 0), reverse=True)
    points: dict[int, int] = {}
    place = 0
    while place < len(ranked):
        tied = [seat for count, seat in ranked if count == ranked[place][0]]
        total = sum(place_value(place + offset) for offset in range(len(tied)))
        for seat in tied:
            points[seat] = -(-total // len(tied))  # ceiling division
        place += len(tied)
    return points


def score(state: ArkState) -> Score:
    seats = range(state.seats)
    pets = []
    doubled = []
    for seat in seats:
        player = state.players[seat]
        pet = player.pet
        valid = bool(pet) and card(pet).valid_pet
        # The pet's marker is one of the seat's 17 like any other: with none left it scores none.
        scored = card(pet).category if valid and player.markers_left > 0 else pb.ARK_CATEGORY_NONE
        pets.append((pet, valid, int(scored)))
        doubled.append(
            tuple(
                player.markers_on(category).doubled + (2 if scored == category else 0)
                for category in SCORING_CATEGORIES
            )
        )
    points_by_seat = [[0] * len(SCORING_CATEGORIES) for _ in seats]
    for index in range(len(SCORING_CATEGORIES)):
        for seat, points in card_points({seat: doubled[seat][index] for seat in seats}).items():
            points_by_seat[seat][index] = points
    disc_points = tuple(state.players[seat].discs for seat in seats)
    totals = tuple(sum(points_by_seat[seat]) + disc_points[seat] for seat in seats)
    animals = tuple(sum(1 for card_id in state.players[seat].hand if card(card_id).is_animal) for seat in seats)
    best = max(totals)
    leaders = [seat for seat in seats if totals[seat] == best]
    fewest = min(animals[seat] for seat in leaders)
    winners = tuple(seat for seat in leaders if animals[seat] == fewest)
    return Score(
        pets=tuple(pets),
        card_points=tuple(tuple(row) for row in points_by_seat),
        doubled_counts=tuple(doubled),
        disc_points=disc_points,
        totals=totals,
        animals_in_hand=animals,
        winners=winners,
    )


def ranks(score: Score) -> tuple[int, ...]:
    """1 for the winners, then by total (more is better) and animals in hand (fewer is better).

    The rules' one tie-break (§8.4) orders every place, not only the first; seats equal on both
    share a place (competition ranking: 1, 1, 3), as the rules share the win (R19)."""
    keys = [(-score.totals[seat], score.animals_in_hand[seat]) for seat in range(len(score.totals))]
    return tuple(1 + sum(1 for other in keys if other < key) for key in keys)


def score_message(result: Score) -> pb.ArkScoring:
    scoring = pb.ArkScoring(winners=list(result.winners))
    for seat, (pet, valid, category) in enumerate(result.pets):
        scoring.pets.add(seat=seat, card=pet, valid=valid, category=category)
    for index, category in enumerate(SCORING_CATEGORIES):
        standing = pb.ArkCategoryScore(category=category)
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
