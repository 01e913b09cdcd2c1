"""The result's full order (D25, issue 14): apprentices home first, then how far the others have
come, ties sharing a rank. Every position ends in a real winning move, so `Outcome` is the one the
platform records. Steps done are worked out by hand from the Ludus board: colour q's start feeds
space 6q and its city is entered from 6q-1, 25 steps in all."""

from __future__ import annotations

from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_builders import BLUE, GREEN, RED, YELLOW, apply, move, moving

GREEN_WINS: dict[str, int | str] = {"G1": "city", "G2": "city", "G3": 15}  # G3 needs 3 steps and moves 8


def _ranks_after_green_wins(where: dict[str, int | str]) -> tuple[int, ...]:
    state = moving({**GREEN_WINS, **where}, GREEN, 8)
    state, _ = apply(state, GREEN, move("G3"))
    assert GAME.is_over(state) and state.winner == GREEN
    return GAME.result(state).ranks


def test_ranks_by_apprentices_home_then_how_far_the_rest_have_come() -> None:
    # red: 1 home, R2 on 10 (11 steps done); yellow: 1 home, Y2 on 12 (its first space, 1 step);
    # blue: none home, B1 on 4 (23 steps done, two from its city).
    ranks = _ranks_after_green_wins({"R1": "city", "R2": 10, "Y1": "city", "Y2": 12, "B1": 4})
    assert ranks[GREEN] == 1
    assert ranks[RED] == 2  # one home, the furthest of the rest
    assert ranks[YELLOW] == 3  # one home, but its other apprentices have come 1 step
    assert ranks[BLUE] == 4  # 23 steps done do not make up for no apprentice home


def test_one_apprentice_home_outranks_none() -> None:
    """The issue's case: a seat with one apprentice home and a seat with none no longer share 2nd."""
    ranks = _ranks_after_green_wins({"R1": "city"})
    assert ranks == (2, 3, 3, 1)  # blue and yellow: nothing home, nothing moved: tied


def test_equal_standing_shares_a_rank() -> None:
    # red: 1 home, R2 on 10 (11 steps done); yellow: 1 home, Y2 on 22 (14 to go: 11 done).
    ranks = _ranks_after_green_wins({"R1": "city", "R2": 10, "Y1": "city", "Y2": 22})
    assert ranks == (2, 4, 2, 1)  # competition ranking: the next rank after a tie of two is 4


def test_progress_counts_every_apprentice_on_the_track() -> None:
    # blue: B1 on 8 (3 done) and B2 on 9 (4 done) = 7; red: R1 on 5 (6 done); yellow none.
    ranks = _ranks_after_green_wins({"B1": 8, "B2": 9, "R1": 5})
    assert ranks == (3, 2, 4, 1)
