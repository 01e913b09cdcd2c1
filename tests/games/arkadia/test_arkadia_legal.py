"""Legal commands: exactly what decide accepts, listed lazily, sampled uniformly, and fast on a
crowded board."""

from __future__ import annotations

import itertools
import time
from collections import Counter

from ludus.v1 import arkadia_pb2 as pb

from services.core.errors import RuleViolation
from services.core.rng import Rng
from services.games.arkadia import board, checks, rules
from services.games.arkadia.edition import edition
from services.games.arkadia.geometry import geometry
from services.games.arkadia.legal import _Workers, unrank_combination
from services.games.arkadia.wiring import GAME
from tests.games.arkadia.arkadia_builders import (
    END_TURN,
    add_building,
    after,
    banner,
    fresh,
    late_game_board,
    make_state,
    place_workers,
    set_player,
)


def test_unranking_combinations_follows_itertools_order() -> None:
    for n in range(7):
        for size in range(n + 1):
            expected = [list(c) for c in itertools.combinations(range(n), size)]
            assert [unrank_combination(n, size, r) for r in range(len(expected))] == expected


def test_worker_choices_are_every_subset_with_every_allowed_mix() -> None:
    for own, neutral in [(0, 1), (1, 0), (2, 1), (3, 3), (5, 0)]:
        squares = list(range(6))
        block = _Workers(1, squares, own, neutral)
        brute = [
            (subset, kinds)
            for size in range(1, 7)
            for subset in itertools.combinations(squares, size)
            for kinds in itertools.product((False, True), repeat=size)
            if sum(kinds) <= neutral and size - sum(kinds) <= own
        ]
        listed = list(block)
        assert block.size == len(brute) == len(listed) == len({c.SerializeToString() for c in listed})
        assert [block.command(i) for i in range(block.size)] == listed


def test_indexing_the_space_gives_the_same_commands_as_iterating_it() -> None:
    state = late_game_board()
    space = GAME.legal_commands(state, 0)
    listed = list(space)
    assert len(listed) == len(space)
    rng = Rng(b"index", "test")
    for _ in range(300):
        i = rng.below(len(space))
        assert space[i] == listed[i]
    assert space[-1] == listed[-1] and space[:3] == listed[:3]


def test_every_listed_command_is_accepted_by_decide() -> None:
    for state in (fresh(4), late_game_board(workers=10)):
        space = GAME.legal_commands(state, 0)
        for command in space:
            assert rules.decide(state, 0, command)


def test_descriptions_are_canonical_so_no_move_is_listed_twice() -> None:
    state = late_game_board()
    outcomes: Counter[tuple[str, int, tuple[tuple[int, int], ...], tuple[int, int]]] = Counter()
    for command in GAME.legal_commands(state, 0):
        if command.WhichOneof("command") == "build":
            events = rules.decide(state, 0, command)
            placed = events[0].building_placed
            squares = tuple((s.row, s.col) for s in placed.squares)
            drawn = command.build.draw_from, command.build.display_slot
            outcomes[(command.build.card.form, command.build.card.colour, squares, drawn)] += 1
    assert outcomes and max(outcomes.values()) == 1


def test_random_command_samples_the_legal_set_uniformly() -> None:
    state = add_building(make_state(), "house", [(0, 0), (0, 1)], builder=1)
    state = set_player(after(state, 0, place_workers(1, (0, 2))), 0, seals=(1, 1, 0, 0))
    assert state.phase == pb.ARKADIA_PHASE_BANNER
    space = list(GAME.legal_commands(state, 0))
    assert space == [END_TURN, banner(), banner(olive=1), banner(red=1), banner(red=1, olive=1)]
    rng = Rng(b"uniform", "test")

    def drawn() -> bytes:
        command = GAME.random_command(state, 0, rng)
        assert command is not None
        return command.SerializeToString()

    counts = Counter(drawn() for _ in range(2000))
    assert len(counts) == 5 and min(counts.values()) > 330 and max(counts.values()) < 480


def test_other_seats_have_no_legal_command() -> None:
    assert len(GAME.legal_commands(fresh(3), 1)) == 0
    assert GAME.random_command(fresh(3), 2, Rng(b"x", "y")) is None
    try:
        rules.decide(fresh(3), 1, next(iter(GAME.legal_commands(fresh(3), 0))))
    except RuleViolation as error:
        assert error.code == "NOT_YOUR_TURN"


def test_has_placement_says_whether_any_placement_is_listed() -> None:
    """The bit-parallel test agrees with the placements one by one, on boards from empty to
    full (where only a few corners, or none, remain for each form)."""
    rng = Rng(b"placements", "test")
    size = geometry().size
    for density in (0, 1, 5, 30, 60, 80, 90, 95, 98, 100):
        for _ in range(30):
            occupied = sum(1 << square for square in range(size) if rng.below(100) < density)
            assert geometry().touching(occupied) & ~occupied == geometry().halo(occupied)
            for form in edition().forms:
                assert board.has_placement(form, occupied) == bool(checks.placements(form, occupied)), (form, occupied)


def test_legal_commands_stay_fast_on_a_late_game_board() -> None:
    state = late_game_board()
    assert len(state.buildings) == 24 and len(state.workers) == 12
    started = time.perf_counter()
    for _ in range(20):
        space = GAME.legal_commands(state, 0)
    per_call = (time.perf_counter() - started) / 20
    started = time.perf_counter()
    for _ in range(200):
        GAME.random_command(state, 0, Rng(b"fast", "test"))
    per_sample = (time.perf_counter() - started) / 200
    started = time.perf_counter()
    listed = list(space)
    listing = time.perf_counter() - started
    builds = sum(1 for command in listed if command.WhichOneof("command") == "build")
    print(
        f"\nlate-game board: {len(space)} legal commands ({builds} builds); legal_commands "
        f"{per_call * 1e3:.2f} ms, random_command {per_sample * 1e3:.2f} ms, listing all {listing * 1e3:.0f} ms"
    )
    assert builds > 1000 and len(space) > 5000
    assert per_call < 0.05 and per_sample < 0.05 and listing < 2.0
