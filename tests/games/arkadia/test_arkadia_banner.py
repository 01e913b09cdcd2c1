"""Architect banners and cashing in (rules reference 4.3 and 6; rulings 27, 33)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ludus.v1 import arkadia_pb2 as pb

from services.games.arkadia.state import ArkadiaState
from services.games.arkadia.wiring import GAME
from tests.games.arkadia.arkadia_builders import (
    END_TURN,
    PASS,
    RED,
    SILVER,
    act,
    add_building,
    add_workers,
    after,
    banner,
    castle_piece,
    kinds,
    make_state,
    place_workers,
    player,
    set_player,
    violation,
)


def banner_time(**changes: Any) -> ArkadiaState:
    """Seat 0 has placed a worker beside the house at (0,0)-(0,1) (completing nothing) and now
    decides about a banner."""
    state = add_building(make_state(), "house", [(0, 0), (0, 1)], builder=1)
    state = after(state, 0, place_workers(1, (0, 2)))
    assert state.phase == pb.ARKADIA_PHASE_BANNER
    return set_player(state, 0, **changes)


def test_cash_in_example_from_the_rules_pays_41_gold() -> None:
    # Red worth 3 (printed 0 and 9, a red piece on blank 2); silver worth 4 (printed 3 and 6,
    # silver pieces on blank 7 and on olive 8).
    stacks = ((), (), (RED,), (), (), (), (), (SILVER,), (SILVER,), ())
    state = replace(banner_time(seals=(7, 0, 5, 0)), castle=stacks)
    state, events = act(state, 0, banner(red=7, silver=5))
    used = events[0].banner_used
    assert (used.values.red, used.values.silver) == (3, 4)
    assert used.gold == 41 and player(state, 0).gold == 41
    assert player(state, 0).seals == (0, 0, 0, 0)


def test_a_banner_brings_two_workers_from_the_general_pool() -> None:
    state, events = act(banner_time(), 0, banner())
    assert events[0].banner_used.workers_taken == 2
    assert (player(state, 0).workers, player(state, 0).pool_workers, player(state, 0).banners) == (4, 6, 3)


def test_a_banner_takes_what_is_left_when_the_pool_runs_short() -> None:  # ruling 33
    state = after(banner_time(pool_workers=1), 0, banner())
    assert (player(state, 0).workers, player(state, 0).pool_workers) == (3, 0)
    state, events = act(banner_time(pool_workers=0, seals=(1, 0, 0, 0)), 0, banner(red=1))
    assert events[0].banner_used.workers_taken == 0
    assert player(state, 0).banners == 3 and player(state, 0).gold == 2  # still spent, still cashed


def test_any_seals_may_be_cashed_in_including_none() -> None:
    state = after(banner_time(seals=(7, 1, 0, 0)), 0, banner())
    assert player(state, 0).seals == (7, 1, 0, 0) and player(state, 0).gold == 0
    state = after(banner_time(seals=(7, 1, 0, 0)), 0, banner(red=3))
    assert player(state, 0).seals == (4, 1, 0, 0) and player(state, 0).gold == 6


def test_at_most_one_banner_per_turn() -> None:
    state, events = act(banner_time(), 0, banner())
    assert kinds(events) == ["banner_used", "turn_started"]
    assert state.current == 1 and state.phase == pb.ARKADIA_PHASE_ACTION
    assert violation(state, 0, banner()) == "NOT_YOUR_TURN"


def test_the_banner_comes_after_the_action() -> None:
    state = make_state()
    assert violation(state, 0, banner()) == "ARKADIA_ACTION_REQUIRED"


def test_cash_in_uses_the_values_after_this_turns_castle_placements() -> None:
    state = add_building(make_state(), "house", [(0, 0), (0, 1)], RED, builder=1)
    state = add_workers(state, [(1, 0), (1, 1)], colour=1)
    state = after(set_player(state, 0, workers=1), 0, place_workers(1, (0, 2)))
    state = after(state, 0, castle_piece(RED, 2))  # red now worth 3
    state, events = act(state, 0, banner(red=2))
    assert events[0].banner_used.gold == 6 and player(state, 0).gold == 6


def test_cannot_cash_in_more_seals_than_held() -> None:
    state = banner_time(seals=(1, 0, 0, 0))
    assert violation(state, 0, banner(red=2)) == "ARKADIA_NOT_ENOUGH_SEALS"
    assert violation(state, 0, banner(olive=1)) == "ARKADIA_NOT_ENOUGH_SEALS"


def test_without_banners_the_turn_ends_after_the_action() -> None:
    state = add_building(set_player(make_state(), 0, banners=0), "house", [(0, 0), (0, 1)], builder=1)
    state, events = act(state, 0, place_workers(1, (0, 2)))
    assert kinds(events) == ["workers_placed", "turn_started"] and state.current == 1
    assert violation(banner_time(banners=0), 0, banner()) == "ARKADIA_NO_BANNERS_LEFT"


def test_a_banner_may_be_used_after_a_pass() -> None:  # ruling 27
    state = set_player(make_state(), 0, workers=0)  # no cards, no workers: seat 0 must pass
    state = after(state, 0, PASS)
    assert state.phase == pb.ARKADIA_PHASE_BANNER
    state = after(state, 0, banner())
    assert player(state, 0).workers == 2 and state.current == 1


def test_only_the_player_using_a_banner_cashes_in() -> None:
    state = set_player(banner_time(seals=(2, 0, 0, 0)), 1, seals=(5, 0, 0, 0))
    state = after(state, 0, banner(red=2))
    assert player(state, 0).gold == 4 and player(state, 1).gold == 0 and player(state, 1).seals == (5, 0, 0, 0)


def test_the_banner_decision_lists_ending_the_turn_and_every_cash_in() -> None:
    state = banner_time(seals=(2, 0, 1, 0))
    legal = list(GAME.legal_commands(state, 0))
    assert legal[0] == END_TURN
    assert len(legal) == 1 + 3 * 1 * 2 * 1
    assert banner(red=2, silver=1) in legal and banner(red=3) not in legal


def test_ending_the_turn_without_a_banner_keeps_it() -> None:
    state = after(banner_time(), 0, END_TURN)
    assert state.current == 1 and player(state, 0).banners == 4
