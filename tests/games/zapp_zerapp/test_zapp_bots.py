"""The bot hooks: `heuristic` (public information only) and `determinize` (a full state consistent
with a seat's view, can positions weighted by the seat's own rattle samples)."""

from __future__ import annotations

import statistics
from dataclasses import replace

from services.core.rng import Rng
from services.games.zapp_zerapp.state import Sample, ZappState
from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_builders import (
    BLUE,
    GREEN,
    RED,
    SEED,
    YELLOW,
    apply,
    commit_can,
    grab,
    move,
    moving,
    new_match,
    shake,
    with_cans,
    with_dice,
)
from tests.games.zapp_zerapp.zapp_simulation import simulate

CANS = (13, 1, 3, 2, 8, 12, 11, 10, 9, 7, 5, 4, 6)


def test_heuristic_prefers_progress() -> None:
    behind = moving({"R1": 3}, RED, 5)
    ahead = moving({"R1": 15}, RED, 5)
    assert GAME.heuristic(ahead, RED) > GAME.heuristic(behind, RED)
    assert GAME.heuristic(ahead, BLUE) < GAME.heuristic(behind, BLUE)
    home = moving({"R1": "city"}, RED, 5)
    assert GAME.heuristic(home, RED) > GAME.heuristic(ahead, RED)


def test_heuristic_penalises_exposure() -> None:
    """An apprentice an opponent can reach unprotected is worth less than a protected one."""
    safe = moving({"R1": 5, "B1": "start"}, RED, 5)  # red zone
    exposed = moving({"R1": 8, "B1": "start"}, RED, 5)  # blue zone, blue's start is 3 steps behind
    assert GAME.board.steps_to_city_from_track(1, 8) < GAME.board.steps_to_city_from_track(1, 5)
    assert GAME.heuristic(safe, RED) > GAME.heuristic(exposed, RED)


def test_heuristic_of_a_finished_game() -> None:
    state = moving({"G1": "city", "G2": "city", "G3": 15}, GREEN, 8)
    state, _ = apply(state, GREEN, move("G3"))
    assert GAME.heuristic(state, GREEN) == 10.0 and GAME.heuristic(state, RED) == -10.0


def test_heuristic_uses_public_information_only() -> None:
    state, _ = new_match(4)
    state = with_cans(state, CANS)
    state, _ = apply(state, RED, grab(0))
    state, _ = apply(state, RED, shake(0))
    hidden_changed = replace(
        state,
        cans=tuple(sorted(CANS)),
        seat_rounds=tuple(replace(r, samples=()) for r in state.seat_rounds),
    )
    for seat in (RED, BLUE, YELLOW, GREEN):
        assert GAME.heuristic(state, seat) == GAME.heuristic(hidden_changed, seat)


def test_determinize_is_consistent_with_the_view() -> None:
    """Along random play: the sampled state shows the seat exactly its view, its hidden cans are a
    permutation keeping every revealed number, and the game runs on it."""
    checked = 0

    def each_step(state: ZappState, seat: int) -> None:
        nonlocal checked
        if checked >= 120 or state.round % 3:
            return
        view = GAME.view(state, seat)
        sampled = GAME.determinize(view, seat, Rng(SEED, f"det:{checked}"))
        assert GAME.view(sampled, seat) == view
        assert sorted(sampled.cans) == list(range(1, 14))
        for reveal in state.reveals:
            assert sampled.cans[reveal.position] == reveal.can
        assert GAME.awaiting(sampled) == GAME.awaiting(state)
        for command in GAME.legal_commands(sampled, seat):
            GAME.decide(sampled, seat, command, Rng(SEED, "x"))
        checked += 1

    simulate(b"determinize-seed-0123456789abcde", 3, True, each_step=each_step)
    assert checked == 120


def test_determinize_without_evidence_is_uniform() -> None:
    state, _ = new_match(2)
    view = GAME.view(state, RED)
    firsts = [GAME.determinize(view, RED, Rng(SEED, f"u{i}")).cans[0] for i in range(650)]
    counts = [firsts.count(n) for n in range(1, 14)]
    assert min(counts) > 25 and max(counts) < 80  # 50 expected each


def test_determinize_weighs_own_samples() -> None:
    """With several samples of the can at 0 (13 pieces) and at 1 (1 piece), the sampled numbers
    there are high and low; positions nobody heard stay near the middle."""
    state, _ = new_match(2)
    state = with_dice(with_cans(state, CANS), 3, 3)
    state, _ = apply(state, RED, grab(0))
    state, _ = apply(state, RED, grab(1))
    for _ in range(3):
        state, _ = apply(state, RED, shake(0))
        state, _ = apply(state, RED, shake(1))
    assert all(isinstance(s, Sample) for s in state.seat_rounds[RED].samples)
    view = GAME.view(state, RED)
    draws = [GAME.determinize(view, RED, Rng(SEED, f"w{i}")) for i in range(200)]
    at_0 = statistics.mean(d.cans[0] for d in draws)
    at_1 = statistics.mean(d.cans[1] for d in draws)
    at_5 = statistics.mean(d.cans[5] for d in draws)
    assert at_0 > 11 and at_1 < 3 and 5 < at_5 < 9
    # Blue heard nothing: its determinizations ignore red's samples.
    blue_view = GAME.view(state, BLUE)
    blue_draws = [GAME.determinize(blue_view, BLUE, Rng(SEED, f"b{i}")).cans[0] for i in range(200)]
    assert 5 < statistics.mean(blue_draws) < 9


def test_determinize_keeps_revealed_numbers() -> None:
    state, _ = new_match(2)
    state = with_dice(with_cans(state, CANS), 6, 6)
    state, _ = commit_can(state, RED, 8)
    state, _ = commit_can(state, BLUE, 3)
    view = GAME.view(state, BLUE)
    for i in range(20):
        sampled = GAME.determinize(view, BLUE, Rng(SEED, f"r{i}"))
        assert sampled.cans[4] == 8 and sampled.cans[2] == 3
        assert sampled.current_mover == RED and sampled.steps == 8
