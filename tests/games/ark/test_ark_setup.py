"""Setup (rules reference §3)."""

from __future__ import annotations

import pytest
from ludus.v1 import ark_pb2 as pb

from services.core.rng import Rng, setup_rng
from services.games.ark import rules
from services.games.ark.cards import RAIN, card, catalogue
from services.games.ark.enums import Side
from services.games.ark.evolve import evolve
from services.games.ark.state import ArkState

SEEDS = [bytes([n]) * 32 for n in range(40)]


def set_up(seats: int, seed: bytes) -> ArkState:
    state = ArkState(seats=seats)
    for event in rules.setup(seats, setup_rng(seed)):
        state = evolve(state, event)
    return state


@pytest.mark.parametrize("seed", SEEDS)
def test_starting_cabins_hold_weights_one_or_two_and_no_category_thrice(seed: bytes) -> None:
    state = set_up(4, seed)
    starting = [c for cabin in [*state.left, *state.right] for c in cabin]
    assert len(starting) == 4
    assert all(card(c).weight in (1, 2) for c in starting)
    categories = [card(c).category for c in starting if card(c).category != pb.ARK_CATEGORY_NONE]
    assert all(categories.count(category) <= 2 for category in categories)


def test_starting_cabins_fill_left_one_right_one_right_two_left_two() -> None:
    event = rules.setup(3, setup_rng(SEEDS[0]))[0].setup
    order = [(Side(p.side), p.row) for p in event.starting_cards]
    assert order == [(pb.ARK_SIDE_LEFT, 1), (pb.ARK_SIDE_RIGHT, 1), (pb.ARK_SIDE_RIGHT, 2), (pb.ARK_SIDE_LEFT, 2)]
    state = set_up(3, SEEDS[0])
    assert [len(c) for c in state.left] == [1, 1] and [len(c) for c in state.right] == [1, 1]


def test_starting_cards_are_the_first_qualifying_cards_of_the_deck() -> None:
    deck = ["elephant", "gazelle", "zebra", "okapi", "cow", "snail", "horse", "goat", "sheep"]
    kept, rest = rules.choose_starting_cards(deck)
    # elephant weighs 3; okapi would be a third shy card; snail weighs 0.
    assert kept == ["gazelle", "zebra", "cow", "horse"]
    assert rest == ["elephant", "okapi", "snail", "goat", "sheep"]


def test_cards_without_category_never_count_towards_the_limit_of_two() -> None:
    kept, _ = rules.choose_starting_cards(["kangaroo", "parrot", "ostrich", "wolf"])
    assert kept == ["kangaroo", "parrot", "ostrich", "wolf"]


@pytest.mark.parametrize("seed", SEEDS[:10])
def test_tilt_is_set_from_the_starting_cards(seed: bytes) -> None:
    state = set_up(3, seed)
    right = sum(card(c).weight for cabin in state.right for c in cabin)
    left = sum(card(c).weight for cabin in state.left for c in cabin)
    assert state.tilt == right - left
    assert -2 <= state.tilt <= 2


@pytest.mark.parametrize(
    ("seats", "expected_by_turn_position", "supply"),
    [(3, [4, 4, 4], 10), (4, [3, 3, 3, 4], 9), (5, [3, 3, 3, 4, 4], 5)],
)
def test_starting_discs_by_player_count(seats: int, expected_by_turn_position: list[int], supply: int) -> None:
    for seed in SEEDS[:6]:
        state = set_up(seats, seed)
        by_turn_position = [state.players[(state.start_seat + k) % seats].discs for k in range(seats)]
        assert by_turn_position == expected_by_turn_position
        assert state.supply == supply


def test_start_player_is_drawn_at_random_and_moves_first() -> None:
    starts = {set_up(4, seed).start_seat for seed in SEEDS}
    assert starts == {0, 1, 2, 3}
    state = set_up(4, SEEDS[3])
    assert state.current == state.start_seat and state.phase == pb.ARK_PHASE_PLAY


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_hands_display_and_deck_are_dealt(seats: int) -> None:
    state = set_up(seats, SEEDS[5])
    assert all(len(player.hand) == 2 for player in state.players)
    assert len(state.display) == 3
    size = 48 - 2 * seats
    assert len(state.deck) == size + 5
    everything = [
        *[c for cabin in [*state.left, *state.right] for c in cabin],
        *[c for player in state.players for c in player.hand],
        *state.display,
        *[c for c in state.deck if c != RAIN],
    ]
    assert sorted(everything) == sorted(catalogue().cards)


@pytest.mark.parametrize("seed", SEEDS)
def test_first_rain_card_lies_in_the_middle_and_the_others_in_the_lower_half(seed: bytes) -> None:
    state = set_up(4, seed)
    half = (48 - 2 * 4) // 2
    assert RAIN not in state.deck[:half]
    assert state.deck[half] == RAIN
    assert state.deck[half + 1 :].count(RAIN) == 4


def test_rain_positions_in_the_lower_half_vary() -> None:
    positions = {set_up(3, seed).deck.index(RAIN, 22) for seed in SEEDS}
    assert len(positions) > 5


def test_starting_cards_place_no_markers_and_trigger_no_abilities() -> None:
    for seed in SEEDS:
        state = set_up(5, seed)
        assert all(m.plain == 0 and m.half == 0 for p in state.players for m in p.markers)
        assert sum(p.discs for p in state.players) + state.supply == 22


def test_setup_is_a_pure_function_of_the_seed() -> None:
    assert rules.setup(4, setup_rng(SEEDS[7])) == rules.setup(4, setup_rng(SEEDS[7]))
    assert rules.setup(4, Rng(SEEDS[7], "setup")) != rules.setup(4, Rng(SEEDS[8], "setup"))
