"""Setup (rules reference 3): lot, pools, screens, cards, first player."""

from __future__ import annotations

from collections import Counter

import pytest
from ludus.v1 import arkadia_pb2 as pb

from services.core.errors import InvalidCommand
from services.core.rng import setup_rng
from services.games.arkadia import castle, rules
from services.games.arkadia.edition import edition
from services.games.arkadia.geometry import geometry
from services.games.arkadia.wiring import GAME
from tests.games.arkadia.arkadia_builders import (
    PASS,
    fresh,
    invalid,
    place_workers,
    violation,
)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_setup_deals_four_cards_each_three_face_up_and_the_rest_to_the_pile(seats: int) -> None:
    state = fresh(seats)
    assert [len(player.hand) for player in state.players] == [4] * seats
    assert len(state.display) == 3
    assert len(state.pile) == 40 - 4 * seats - 3
    every = Counter(state.display) + Counter(state.pile)
    for player in state.players:
        every += Counter(player.hand)
    assert every == Counter(edition().deck())


def test_lot_position_is_drawn_from_the_six_candidates_and_recorded_in_the_setup_event() -> None:
    seen = set()
    for n in range(60):
        events = rules.setup(2, setup_rng(bytes([n]) * 32))
        lot = events[0].setup.lot
        state = GAME.fold(GAME.initial_state(pb.ArkadiaOptions(), 2), events)
        assert geometry().row_col(state.lot_anchor) == (lot.row, lot.col)
        seen.add((lot.row, lot.col))
    assert seen == set(edition().lot_positions)


def test_setup_is_determined_by_the_seed() -> None:
    assert rules.setup(3, setup_rng(b"a" * 32)) == rules.setup(3, setup_rng(b"a" * 32))
    assert rules.setup(3, setup_rng(b"a" * 32)) != rules.setup(3, setup_rng(b"b" * 32))


def test_every_seal_colour_starts_worth_two() -> None:
    assert castle.values(fresh()) == (2, 2, 2, 2)


def test_castle_pools_start_with_twelve_twelve_and_four_pieces() -> None:
    state = fresh()
    assert state.pools == ((3, 3, 3, 3), (3, 3, 3, 3), (1, 1, 1, 1))
    assert state.castle == ((),) * 10
    assert castle.current_floor(state) == 1


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_each_player_gets_three_workers_four_banners_and_eight_stay_in_the_pool(seats: int) -> None:
    for player in fresh(seats).players:
        assert (player.workers, player.neutral, player.pool_workers, player.banners) == (3, 0, 8, 4)
        assert player.seals == (0, 0, 0, 0) and player.gold == 0


def test_the_board_starts_empty_but_for_the_lot_with_every_tent_open() -> None:  # ruling 13
    state = fresh()
    assert state.buildings == () and state.workers == ()
    assert len(state.tents) == 20 and state.neutral_pool == 24


def test_seat_zero_starts() -> None:  # ruling 11
    state = fresh(4)
    assert state.current == 0 and state.phase == pb.ARKADIA_PHASE_ACTION and state.turn == 1
    assert GAME.awaiting(state) == (0,)


@pytest.mark.parametrize("seats", [1, 5])
def test_two_to_four_players_only(seats: int) -> None:  # ruling 12
    with pytest.raises(InvalidCommand):
        rules.setup(seats, setup_rng(b"x" * 32))
    with pytest.raises(InvalidCommand):
        GAME.validate_options(pb.ArkadiaOptions(), seats)


def test_first_turn_must_build_because_no_building_exists() -> None:
    state = fresh()
    legal = list(GAME.legal_commands(state, 0))
    assert legal and all(command.WhichOneof("command") == "build" for command in legal)
    assert "no building 1" in invalid(state, 0, place_workers(1, (0, 0)))
    assert violation(state, 0, PASS) == "ARKADIA_PASS_NOT_ALLOWED"
