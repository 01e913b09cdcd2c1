"""The end of the game, passing and the final conversion (rules reference 7 and 8; rulings 28-31)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ludus.v1 import arkadia_pb2 as pb

from services.games.arkadia import castle
from services.games.arkadia.edition import Colour
from services.games.arkadia.geometry import geometry
from services.games.arkadia.state import NEUTRAL, ArkadiaState
from services.games.arkadia.wiring import GAME
from tests.games.arkadia.arkadia_builders import (
    BLACK,
    END_TURN,
    OLIVE,
    PASS,
    RED,
    SILVER,
    act,
    add_building,
    add_workers,
    after,
    banner,
    card,
    castle_piece,
    kinds,
    make_state,
    of_kind,
    place_workers,
    set_player,
    sq,
    violation,
)

PRINTED = (RED, OLIVE, SILVER, BLACK, RED, OLIVE, SILVER, BLACK, RED, OLIVE)


def one_piece_from_the_end(seats: int, trigger: int, *, banners: int = 0, second: bool = False) -> ArkadiaState:
    """Floor 1 full, floor 2 missing lot square 0; seat `trigger` is about to complete the house
    at (0,0)-(0,1) (and, with `second`, the house at (0,3)-(0,4)) with a worker at (0,2). Nobody
    holds cards; only the trigger seat holds a worker; everyone has `banners` banners."""
    stacks: tuple[tuple[Colour, ...], ...] = ((RED,), *((c, c) for c in PRINTED[1:]))
    state = make_state(seats=seats, current=trigger)
    state = replace(state, castle=stacks, pools=((0, 0, 0, 0), (1, 1, 1, 0), (1, 2, 2, 1)))
    state = add_building(state, "house", [(0, 0), (0, 1)], RED, builder=trigger)
    state = add_workers(state, [(1, 0), (1, 1)], colour=NEUTRAL)
    if second:
        state = add_building(state, "house", [(0, 3), (0, 4)], SILVER, builder=trigger)
        state = add_workers(state, [(0, 5), (1, 3), (1, 4)], colour=NEUTRAL)
    for seat in range(seats):
        state = set_player(state, seat, workers=1 if seat == trigger else 0, banners=banners)
    return state


def trigger_the_end(state: ArkadiaState) -> ArkadiaState:
    seat = state.current
    state = after(state, seat, place_workers(1, (0, 2)))
    state, events = act(state, seat, castle_piece(RED, 0))
    assert "end_triggered" in kinds(events) and state.end_trigger == seat
    return state


@pytest.mark.parametrize(("seats", "trigger"), [(2, 0), (2, 1), (3, 1), (3, 2), (4, 0), (4, 2), (4, 3)])
def test_after_floor_two_every_other_player_plays_exactly_one_more_turn(seats: int, trigger: int) -> None:
    state = trigger_the_end(one_piece_from_the_end(seats, trigger))
    played = []
    while state.final is None:
        assert state.final_turn and state.current != trigger
        played.append(state.current)
        state = after(state, state.current, PASS)
    assert played == [(trigger + k) % seats for k in range(1, seats)]
    assert state.final.reason == pb.ARKADIA_END_REASON_CASTLE
    assert GAME.is_over(state) and GAME.awaiting(state) == ()


def test_the_triggering_player_finishes_the_turn_with_completions_on_floor_three() -> None:
    state = one_piece_from_the_end(2, 0, banners=1, second=True)
    state = after(state, 0, place_workers(1, (0, 2)))
    assert state.castle_due == (1, 2)
    state = after(state, 0, castle_piece(RED, 0))  # fills floor 2
    assert state.end_trigger == 0 and state.phase == pb.ARKADIA_PHASE_CASTLE and castle.current_floor(state) == 3
    state, events = act(state, 0, castle_piece(SILVER, 5))
    assert events[0].castle_piece_placed.floor == 3 and state.pools[2] == (1, 3, 2, 1)
    assert state.phase == pb.ARKADIA_PHASE_BANNER  # and may still use a banner
    state = after(state, 0, banner())
    assert state.current == 1 and state.final_turn


def test_each_final_turn_may_use_a_banner() -> None:
    state = trigger_the_end(one_piece_from_the_end(2, 0, banners=1))
    state = after(state, 0, END_TURN)
    state = set_player(state, 1, seals=(0, 0, 0, 3))
    state = after(state, 1, PASS)
    state, events = act(state, 1, banner(black=3))
    assert kinds(events) == ["banner_used", "game_ended"]
    assert state.players[1].gold == 3 * castle.values(state)[3]


def test_the_final_conversion_turns_every_seal_into_gold_at_the_final_values() -> None:
    state = one_piece_from_the_end(2, 0)
    state = set_player(state, 0, seals=(3, 0, 0, 1), gold=10)
    state = set_player(state, 1, seals=(0, 0, 2, 0), gold=5)
    state = trigger_the_end(state)
    state, events = act(state, 1, PASS)
    ended = of_kind(events, "game_ended")[0].game_ended
    red, _, silver, black = castle.values(state)
    assert (red, silver, black) == (ended.values.red, ended.values.silver, ended.values.black)
    # Seat 0 also earned 2 red completing the house: its worker at (0,2) and the commission.
    assert [score.gold for score in ended.scores] == [10 + 5 * red + black, 5 + 2 * silver]
    assert state.players[0].seals == (0, 0, 0, 0) and state.players[0].gold == ended.scores[0].gold
    assert GAME.result(state).scores == tuple(score.gold for score in ended.scores)


def test_most_gold_wins_and_players_tied_for_most_share_the_win() -> None:
    state = trigger_the_end(one_piece_from_the_end(3, 0))
    values = castle.values(state)
    red_value = values[0]
    seals_0 = state.players[0].seals[0]
    # Seat 0 ends with gold G; give seat 1 the same in gold, seat 2 less.
    total = seals_0 * red_value
    state = set_player(state, 1, gold=total)
    state = set_player(state, 2, gold=total - 1)
    state = after(after(state, 1, PASS), 2, PASS)
    outcome = GAME.result(state)
    assert outcome.winners == (0, 1) and outcome.ranks == (1, 1, 3)
    assert outcome.scores == (total, total, total - 1)


def test_a_full_round_of_passes_without_banners_ends_the_game_at_once() -> None:  # ruling 29
    state = make_state(seats=3)
    for seat in range(3):
        state = set_player(state, seat, workers=0, banners=0, seals=(seat, 0, 0, 0))
    state = after(after(state, 0, PASS), 1, PASS)
    assert state.final is None and state.idle_turns == 2
    state, events = act(state, 2, PASS)
    ended = of_kind(events, "game_ended")[0].game_ended
    assert state.final is not None and state.final.reason == pb.ARKADIA_END_REASON_STALEMATE
    assert [score.gold for score in ended.scores] == [0, 2, 4]


def test_a_pass_with_a_banner_does_not_count_towards_a_stalemate() -> None:
    state = make_state(seats=3)
    for seat in range(3):
        state = set_player(state, seat, workers=0, banners=2 if seat == 1 else 0, pool_workers=0)
    state = after(after(state, 0, PASS), 1, PASS)
    state = after(state, 1, banner())  # seat 1 passed but used a banner: the count restarts
    state = after(after(state, 2, PASS), 0, PASS)
    assert state.final is None and state.idle_turns == 2
    state = after(after(state, 1, PASS), 1, END_TURN)
    assert state.final is not None and state.final.reason == pb.ARKADIA_END_REASON_STALEMATE


def checkerboard(state: ArkadiaState) -> ArkadiaState:
    """Workers (neutral) on every free square with an even row + col: no two empty squares touch,
    so no building fits anywhere."""
    board = geometry()
    taken = {square for building in state.buildings for square in building.squares}
    lot_row, lot_col = board.row_col(state.lot_anchor)
    cells = [
        (r, c)
        for r in range(board.rows)
        for c in range(board.cols)
        if (r + c) % 2 == 0
        and sq(r, c) not in taken
        and not (lot_row <= r < lot_row + 2 and lot_col <= c < lot_col + 5)
    ]
    return add_workers(state, cells, colour=NEUTRAL, placed_by=1)


def test_must_pass_exactly_when_no_card_and_no_worker_can_be_placed() -> None:  # 8, ruling 28
    # (a) holds with an empty hand; (b) holds with no worker.
    nothing = set_player(make_state(), 0, workers=0)
    assert list(GAME.legal_commands(nothing, 0)) == [PASS]
    # (a) holds with cards that fit nowhere.
    no_room = checkerboard(set_player(make_state(hands={0: (card("house", RED),)}), 0, workers=0))
    assert list(GAME.legal_commands(no_room, 0)) == [PASS]
    assert after(no_room, 0, PASS).phase == pb.ARKADIA_PHASE_BANNER
    # (b) holds with workers but no building with an empty square around it.
    enclosed = add_building(make_state(), "house", [(0, 0), (0, 1)], complete=True)
    enclosed = checkerboard(add_workers(enclosed, [(1, 0)], colour=1))
    assert list(GAME.legal_commands(enclosed, 0)) == [PASS]


def test_a_player_with_any_legal_action_may_not_pass() -> None:
    # A building with the empty square (1,0) beside it, and one worker held.
    state = checkerboard(add_building(make_state(), "house", [(0, 0), (0, 1)]))
    state = set_player(state, 0, workers=1)
    assert violation(state, 0, PASS) == "ARKADIA_PASS_NOT_ALLOWED"
    assert list(GAME.legal_commands(state, 0)) == [place_workers(1, (1, 0))]
    cards = checkerboard(make_state(hands={0: (card("house", RED),)}))
    cards = replace(cards, workers=cards.workers[:-1])  # one free pair of squares at the far corner
    assert violation(set_player(cards, 0, workers=0), 0, PASS) == "ARKADIA_PASS_NOT_ALLOWED"


def ended_by_passes(gold: tuple[int, ...], seals: tuple[int, int, int, int] = (0, 0, 0, 0)) -> ArkadiaState:
    """A constructed end: nobody holds workers or banners, so a round of passes ends the game
    (ruling 29) with each seat's `gold` plus `seals` converted at the final values."""
    state = make_state(seats=len(gold))
    for seat, amount in enumerate(gold):
        state = set_player(state, seat, workers=0, banners=0, gold=amount, seals=seals)
    for seat in range(len(gold)):
        state = after(state, seat, PASS)
    assert state.final is not None and state.final.reason == pb.ARKADIA_END_REASON_STALEMATE
    return state


@pytest.mark.parametrize(
    ("gold", "winners", "ranks"),
    [
        ((3, 12, 7, 9), (1,), (4, 1, 3, 2)),  # all different: a full order
        ((7, 12, 7, 3), (1,), (2, 1, 2, 4)),  # equal gold below the top shares a rank too
        ((9, 9, 4, 9), (0, 1, 3), (1, 1, 4, 1)),  # three share the win; the next is 4th, not 2nd
        ((5, 5, 5, 5), (0, 1, 2, 3), (1, 1, 1, 1)),
        ((2, 6), (1,), (2, 1)),
    ],
)
def test_ranks_order_the_seats_by_final_gold_and_only_equal_gold_ties(
    gold: tuple[int, ...], winners: tuple[int, ...], ranks: tuple[int, ...]
) -> None:
    # Ruling 31 and the seed ("最多黄金者获胜" and "允许平局"): gold alone decides, with no
    # tie-breaker, so seats tie exactly when their gold is equal; a rank is 1 + the number of
    # seats with more gold (standard competition ranking: 1, 1, 3).
    outcome = GAME.result(ended_by_passes(gold))
    assert outcome.scores == gold and outcome.winners == winners and outcome.ranks == ranks


def test_ranks_count_the_converted_seals_not_the_gold_held_before() -> None:
    # Seat 0 holds less gold but converts 3 red seals at the final red value: the final gold ranks.
    state = make_state(seats=2)
    red_value = castle.values(state)[0]
    state = set_player(state, 0, workers=0, banners=0, gold=1, seals=(3, 0, 0, 0))
    state = set_player(state, 1, workers=0, banners=0, gold=3 * red_value, seals=(0, 0, 0, 0))
    state = after(after(state, 0, PASS), 1, PASS)
    outcome = GAME.result(state)
    assert outcome.scores == (1 + 3 * red_value, 3 * red_value) and outcome.ranks == (1, 2)
