"""Phase 5a deaths, phase 6 scoring, the scoring track and the end of the game (rules reference
§5, §6, §2.4, R1, R4, R10, R27)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest
from ludus.v1 import primordial_soup_pb2 as pb
from ludus.v1.primordial_soup_pb2 import PrimordialSoupEvent as Event

from services.games.primordial_soup.state import AmoebaRef, SoupState
from services.games.primordial_soup.wiring import GAME
from tests.games.primordial_soup.soup_builders import (
    make_state,
    of_kind,
    start_phase,
    with_bystanders,
)


def deaths(
    amoebas: Sequence[tuple[int, ...]], held: dict[int, Sequence[str]] | None = None
) -> tuple[SoupState, list[pb.PrimordialSoupEvent]]:
    state = make_state(4, amoebas=with_bystanders(4, amoebas), genes=dict(held or {}))
    return start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_DEATHS)


def test_an_amoeba_with_2_dp_dies_and_leaves_one_cube_of_each_colour() -> None:
    # R1: the seed's one cube of each colour in play.
    state, events = deaths([(0, 1, 7, 2), (0, 2, 8, 1)])
    assert state.amoeba(AmoebaRef(0, 1)) is None and state.amoeba(AmoebaRef(0, 2)) is not None
    assert state.cubes[7] == (3, 3, 3, 3)
    assert of_kind(events, "amoeba_removed")[0].cause == 2  # DAMAGE


def test_longevity_amoeba_dies_only_at_3_dp() -> None:
    state, _ = deaths([(0, 1, 7, 2), (0, 2, 8, 3)], held={0: ["longevity"]})
    assert state.amoeba(AmoebaRef(0, 1)) is not None and state.amoeba(AmoebaRef(0, 2)) is None


def test_deaths_go_in_descending_order_then_number_order_when_cubes_run_short() -> None:
    # R27: seat 2 (highest marker) dies first and gets the last cubes.
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7, 2), (2, 3, 8, 2), (2, 1, 9, 2)]), markers=[1, 2, 4, 3])
    state = replace(state, supply=(1, 1, 1, 1))
    state, events = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_DEATHS)
    removed = [(e.amoeba.seat, e.amoeba.number) for e in of_kind(events, "amoeba_removed")]
    assert removed == [(2, 1), (2, 3), (0, 1)]
    assert state.cubes[9] == (3, 3, 3, 3) and state.cubes[8] == (2, 2, 2, 2) and state.cubes[7] == (2, 2, 2, 2)


def test_a_dead_amoeba_goes_back_to_its_owner() -> None:
    from services.games.primordial_soup import division

    state, _ = deaths([(0, 1, 7, 2), (0, 2, 8)])
    assert 1 in division.off_board(state, 0)


def scoring(
    seat0: dict[str, Any], markers: Sequence[int] = (20, 1, 2, 3), turned: Sequence[str] | None = None
) -> tuple[SoupState, list[Event]]:
    state = make_state(
        4,
        amoebas=with_bystanders(4, seat0.get("amoebas", [])),
        genes={0: seat0.get("genes", [])},
        markers=markers,
        turned=turned,
    )
    return start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_SCORING)


AMOEBA_SPACES = (1, 2, 5, 6, 7, 8, 11)


@pytest.mark.parametrize(("count", "points"), [(0, 0), (1, 0), (2, 0), (3, 1), (4, 2), (5, 4), (6, 5), (7, 6)])
def test_amoeba_points_table(count: int, points: int) -> None:
    amoebas = [(0, n, s) for n, s in zip(range(1, count + 1), AMOEBA_SPACES, strict=False)]
    state, events = scoring({"amoebas": amoebas})
    moved = of_kind(events, "marker_moved")
    mine = next(m for m in moved if m.seat == 0)
    assert mine.amoeba_points == points and state.players[0].marker == 20 + points


@pytest.mark.parametrize(
    ("held", "points"),
    [
        (["intelligence", "speed"], 0),
        (["intelligence", "speed", "ray_protection"], 0),  # R5: Ray Protection counts 0
        (["intelligence", "speed", "escape"], 1),
        (["intelligence", "speed", "escape", "defense"], 2),
        (["persistence", "aggression", "speed"], 3),  # advanced genes count 2 each
        (["persistence", "aggression", "movement_2"], 4),
        (["persistence", "aggression", "movement_2", "armor", "speed"], 4),
    ],
)
def test_gene_points_table(held: list[str], points: int) -> None:
    _, events = scoring({"amoebas": [(0, 1, 7)], "genes": held})
    mine = next(m for m in of_kind(events, "marker_moved") if m.seat == 0)
    assert mine.gene_points == points


def test_duplicate_gene_cards_each_count_for_scoring() -> None:
    # R2: every card counts on its own.
    _, events = scoring({"amoebas": [(0, 1, 7)], "genes": ["tentacle", "tentacle", "speed"]})
    assert next(m for m in of_kind(events, "marker_moved") if m.seat == 0).gene_points == 1


def test_marker_moves_skip_occupied_spaces() -> None:
    # §2.4: seat 0 on 5 scores 2; 6 and 7 are taken, so it counts 8 and 9.
    amoebas = [(0, 1, 1), (0, 2, 2), (0, 3, 5), (0, 4, 6)]
    state, _ = scoring({"amoebas": amoebas}, markers=(5, 6, 7, 1))
    assert state.players[0].marker == 9


def test_scoring_is_played_in_descending_order() -> None:
    # Seat 1 (on 6) moves first to 7, freeing 6 for seat 0 (on 5), which scores 1 point.
    state = make_state(
        4,
        amoebas=[(0, 1, 1), (0, 2, 2), (0, 3, 5), (1, 1, 6), (1, 2, 7), (1, 3, 8), (2, 7, 18), (3, 7, 0)],
        markers=[5, 6, 9, 1],
    )
    state, events = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_SCORING)
    assert [m.seat for m in of_kind(events, "marker_moved")] == [2, 1, 0, 3]
    assert state.players[1].marker == 7 and state.players[0].marker == 6


def test_game_ends_when_a_marker_reaches_42() -> None:
    amoebas = [(0, n, s) for n, s in zip(range(1, 6), AMOEBA_SPACES, strict=False)]
    state, events = scoring({"amoebas": amoebas}, markers=(38, 1, 2, 3))
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER and state.end_reason == pb.PRIMORDIAL_SOUP_END_REASON_THRESHOLD
    ended = of_kind(events, "game_ended")[0]
    assert ended.winner == 0 and list(ended.positions) == [42, 1, 2, 3]


def test_game_ends_after_the_round_in_which_the_last_card_was_turned() -> None:
    # R4. Eleven cards turned: no card is left for another phase 2.
    everything = ["E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E10", "E11", "E9"]
    state, _ = scoring({"amoebas": [(0, 1, 7)]}, markers=(10, 12, 11, 3), turned=everything)
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER and state.end_reason == pb.PRIMORDIAL_SOUP_END_REASON_LAST_CARD
    assert state.winner == 1


def test_game_goes_on_while_cards_remain_and_nobody_reached_42() -> None:
    state, events = scoring({"amoebas": [(0, 1, 7)]})
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT and state.round == 3
    assert of_kind(events, "round_started")[0].round == 3


def test_result_scores_are_marker_positions_and_ranks_never_tie() -> None:
    amoebas = [(0, n, s) for n, s in zip(range(1, 6), AMOEBA_SPACES, strict=False)]
    state, _ = scoring({"amoebas": amoebas}, markers=(38, 30, 40, 3))
    outcome = GAME.result(state)
    assert outcome.winners == (0,) and outcome.scores == (43, 30, 40, 3)  # 38 + 4, skipping 40
    assert outcome.ranks == (1, 3, 2, 4)


def test_the_track_has_no_upper_end() -> None:
    # R10: a marker may pass 50.
    amoebas = [(0, n, s) for n, s in zip(range(1, 8), AMOEBA_SPACES, strict=False)]
    state, _ = scoring(
        {"amoebas": amoebas, "genes": ["persistence", "aggression", "movement_2"]}, markers=(48, 1, 2, 3)
    )
    assert state.players[0].marker == 58 and state.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER


LAST_ROUND = ["E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E10", "E11", "E9"]


def test_ranks_follow_the_markers_which_never_share_a_space_so_nobody_ties() -> None:
    # D17, §2.4: the result ranks by marker; a marker skips occupied spaces, so two players can
    # never end level. Seat 1 (on 21) scores 1 and moves first (descending order) to 22; seat 0
    # (on 20) scores 2: 21, then 22 is taken, 23. Without the skip both would stand on 22.
    amoebas = [
        *((0, n, s) for n, s in zip(range(1, 5), (1, 2, 5, 6), strict=True)),  # 4 amoebas: 2 points
        *((1, n, s) for n, s in zip(range(1, 4), (8, 11, 12), strict=True)),  # 3 amoebas: 1 point
    ]
    state = make_state(4, amoebas=amoebas, markers=[20, 21, 5, 6], turned=LAST_ROUND)
    state, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_SCORING)
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER and state.end_reason == pb.PRIMORDIAL_SOUP_END_REASON_LAST_CARD
    outcome = GAME.result(state)
    assert outcome.scores == (23, 22, 5, 6)
    assert outcome.winners == (0,) and outcome.ranks == (1, 2, 4, 3)


def test_ranks_are_a_full_order_with_three_players_too() -> None:
    state = make_state(3, amoebas=[(1, 1, 7)], markers=[30, 41, 12], turned=LAST_ROUND)
    state, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_SCORING)
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER
    assert GAME.result(state).ranks == (2, 1, 3)
