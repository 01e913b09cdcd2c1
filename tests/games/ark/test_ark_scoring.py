"""Scoring (§8): pets, the scoring cards with ties rounded up, discs, the tie-break."""

from __future__ import annotations

from typing import Any

import pytest
from ludus.v1 import ark_pb2 as pb

from services.core.immutable import replace
from services.games.ark.enums import SCORING_CATEGORIES
from services.games.ark.scoring import card_points, ranks, score
from services.games.ark.state import ArkState
from tests.games.ark.builders import make_state

HEAVY, SLOW, SHY, USEFUL, PROVISION = SCORING_CATEGORIES


def doubled(*counts: float) -> dict[int, int]:
    return {seat: int(2 * count) for seat, count in enumerate(counts)}


@pytest.mark.parametrize(
    ("counts", "points"),
    [
        ((4, 3, 1, 1), {0: 10, 1: 6, 2: 2, 3: 2}),
        ((3, 3, 1), {0: 8, 1: 8, 2: 2}),  # two tied first: (10+6)/2 = 8 each (seed)
        ((4, 2, 2, 1), {0: 10, 1: 4, 2: 4, 3: 2}),  # two tied second: (6+2)/2 = 4 each (seed)
        ((2, 2, 2), {0: 6, 1: 6, 2: 6}),  # three tied first: (10+6+2)/3 = 6 each (seed)
        ((3, 1, 1, 1), {0: 10, 1: 4, 2: 4, 3: 4}),  # (6+2+2)/3 = 3.33, rounded up
        ((1, 1, 1, 1, 1), {0: 5, 1: 5, 2: 5, 3: 5, 4: 5}),  # 4.4 rounded up
        ((1.5, 1, 0), {0: 10, 1: 6}),  # a half-marker beats a plain one; zero scores nothing
    ],
)
def test_scoring_card_places_and_ties_round_up(counts: tuple[float, ...], points: dict[int, int]) -> None:
    assert card_points(doubled(*counts)) == points


def test_players_without_markers_score_nothing_on_a_card() -> None:
    assert card_points(doubled(0, 0, 2)) == {2: 10}


def over_state(**kwargs: Any) -> ArkState:
    state = make_state(phase=pb.ARK_PHASE_OVER, **kwargs)
    return state


def test_discs_score_one_point_each() -> None:
    state = make_state(discs=[4, 1, 0])
    result = score(state)
    assert result.disc_points == (4, 1, 0)
    assert result.totals == (4, 1, 0)


def test_valid_pet_with_a_category_adds_a_plain_marker() -> None:
    state = make_state(discs=[0, 0, 0], markers={0: {USEFUL: (1, 0)}, 1: {USEFUL: (1, 0)}})
    state = state.with_player(1, replace(state.players[1], pet_chosen=True, pet="goat"))
    result = score(state)
    assert result.pets[1] == ("goat", True, USEFUL)
    assert result.card_points[1][USEFUL - 1] == 10 and result.card_points[0][USEFUL - 1] == 6


@pytest.mark.parametrize("pet", ["provision_both_1", "elephant", "fox", "skunk"])
def test_invalid_pet_counts_as_no_pet(pet: str) -> None:
    # A provision, an animal heavier than 2, or a special animal is no pet: the card is lost.
    state = make_state(discs=[0, 0, 0])
    state = state.with_player(0, replace(state.players[0], pet_chosen=True, pet=pet))
    result = score(state)
    assert result.pets[0][1] is False
    assert result.totals[0] == 0


def test_valid_pet_without_a_category_gives_nothing() -> None:
    state = make_state(discs=[0, 0, 0])
    state = state.with_player(0, replace(state.players[0], pet_chosen=True, pet="parrot"))
    result = score(state)
    assert result.pets[0] == ("parrot", True, 0)
    assert result.totals[0] == 0


def test_highest_total_wins() -> None:
    state = make_state(discs=[1, 5, 3])
    assert score(state).winners == (1,)


def test_tie_break_fewer_animals_in_hand_wins_provisions_excluded() -> None:
    state = make_state(
        discs=[3, 3, 0], hands={0: ["cow", "goat"], 1: ["horse", "provision_hot_1a", "provision_cold_2"]}
    )
    result = score(state)
    assert result.animals_in_hand == (2, 1, 0)
    assert result.winners == (1,)
    assert ranks(result) == (2, 1, 3)


def test_pet_is_not_in_the_hand_for_the_tie_break() -> None:
    state = make_state(discs=[3, 3, 0], hands={0: ["cow"], 1: ["horse"]})
    state = state.with_player(0, replace(state.players[0], pet_chosen=True, pet="elephant"))
    result = score(state)
    assert result.animals_in_hand[:2] == (1, 1)


def test_still_tied_players_share_the_win() -> None:
    state = make_state(discs=[3, 3, 1], hands={0: ["cow"], 1: ["horse"]})
    result = score(state)
    assert result.winners == (0, 1)
    assert ranks(result) == (1, 1, 3)


def test_full_scoring_adds_cards_and_discs() -> None:
    state = make_state(
        discs=[2, 1, 0],
        markers={
            0: {HEAVY: (2, 0), SHY: (1, 0)},
            1: {HEAVY: (1, 1), PROVISION: (1, 0)},
            2: {SHY: (1, 0)},
        },
    )
    result = score(state)
    # heavy: seat 0 = 2, seat 1 = 2.5 -> 1: 10, 0: 6; shy: 0 and 2 tied first -> 8 each;
    # provision: seat 1 alone -> 10.
    assert result.card_points[0] == (6, 0, 8, 0, 0)
    assert result.card_points[1] == (10, 0, 0, 0, 10)
    assert result.totals == (16, 21, 8)


def test_ranks_order_every_seat_by_total_then_fewer_animals_in_hand() -> None:
    # Five seats: totals 4, 4, 4, 2, 2 (discs only); animals in hand 1, 0, 1, 2, 0.
    # The tie-break orders the lower places too; only seats equal on both share a place.
    state = make_state(
        seats=5,
        discs=[4, 4, 4, 2, 2],
        hands={0: ["cow"], 1: ["provision_hot_1a"], 2: ["horse"], 3: ["goat", "sheep"], 4: []},
    )
    result = score(state)
    assert result.totals == (4, 4, 4, 2, 2)
    assert result.winners == (1,)
    assert ranks(result) == (2, 1, 2, 5, 4)


def test_outcome_ranks_agree_with_the_winners_and_the_scores() -> None:
    from services.games.ark.wiring import GAME

    state = make_state(seats=4, discs=[5, 3, 5, 1], hands={0: ["cow", "goat"], 2: ["horse"]}, phase=pb.ARK_PHASE_PLAY)
    state = replace(state, phase=pb.ARK_PHASE_OVER, score=score(state))
    outcome = GAME.result(state)
    assert outcome.winners == (2,)
    assert outcome.scores == (5, 3, 5, 1)
    assert outcome.ranks == (2, 3, 1, 4)  # seats 0 and 2 tie on 5; seat 2 holds fewer animals
