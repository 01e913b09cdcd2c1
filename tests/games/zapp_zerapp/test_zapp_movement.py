"""Movement (reference section 7; R19, R20, R21) and winning (section 9; R26)."""

from __future__ import annotations

from dataclasses import replace

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.games.zapp_zerapp import rounds
from services.games.zapp_zerapp.evolve import Turn
from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_builders import (
    BLUE,
    GREEN,
    RED,
    RNG,
    YELLOW,
    apply,
    invalid,
    kinds,
    move,
    moving,
    of_kind,
    violation,
    where,
)


def test_move_exactly_the_can_number_clockwise() -> None:
    """Rule 1 and section 7: exactly the can number, forwards."""
    state = moving({"R1": 3}, RED, 5)
    state, events = apply(state, RED, move("R1"))
    moved = of_kind(events, "apprentice_moved")[0]
    assert list(moved.path) == [4, 5, 6, 7, 8]
    assert (moved.steps, moved.forfeited, moved.reaches_city) == (5, 0, False)
    assert moved.origin.area == pb.ZAPP_ZERAPP_AREA_TRACK and moved.origin.space == 3
    assert moved.destination.space == 8
    assert where(state, "R1") == 8


def test_no_backwards_moves_exist() -> None:
    """Movement rule 1: every listed move steps forward one space at a time."""
    state = moving({"B1": 22, "B2": 4}, BLUE, 9)
    for command in GAME.legal_commands(state, BLUE):
        _, events = apply(state, BLUE, command)
        moved = of_kind(events, "apprentice_moved")[0]
        start = moved.origin.space if moved.origin.area == pb.ZAPP_ZERAPP_AREA_TRACK else None
        path = list(moved.path)
        previous = start if start is not None else path[0] - 1
        for space in path:
            assert space == (previous + 1) % 24
            previous = space


def test_never_past_own_city_and_surplus_forfeited() -> None:
    """Movement rules 2 and 5: the move ends in the city; the rest is forfeited, no exact count."""
    state = moving({"R1": 20}, RED, 6)
    state, events = apply(state, RED, move("R1"))
    moved = of_kind(events, "apprentice_moved")[0]
    assert list(moved.path) == [21, 22, 23]
    assert (moved.reaches_city, moved.forfeited) == (True, 2)
    assert kinds(events)[:2] == ["apprentice_moved", "apprentice_arrived"]
    assert where(state, "R1") == "city"
    arrived = of_kind(events, "apprentice_arrived")[0]
    assert (arrived.carried, arrived.home) == (False, 1)


def test_exact_count_enters_the_city() -> None:
    state = moving({"Y1": 9}, YELLOW, 3)  # 10, 11, city
    state, events = apply(state, YELLOW, move("Y1"))
    moved = of_kind(events, "apprentice_moved")[0]
    assert list(moved.path) == [10, 11] and moved.forfeited == 0 and where(state, "Y1") == "city"


def test_from_the_space_in_front_of_the_city() -> None:
    """R3: from 6q-1 one step enters the city; the path is empty."""
    state = moving({"B1": 5}, BLUE, 12)
    state, events = apply(state, BLUE, move("B1"))
    moved = of_kind(events, "apprentice_moved")[0]
    assert list(moved.path) == [] and moved.forfeited == 11 and where(state, "B1") == "city"


def test_no_splitting_the_count() -> None:
    """Movement rule 3: one command moves exactly one apprentice by the whole number."""
    state = moving({"G1": 19, "G2": 20, "G3": 21}, GREEN, 4)
    after, events = apply(state, GREEN, move("G2"))
    assert [where(after, n) for n in ("G1", "G2", "G3")] == [19, 0, 21]
    assert len(of_kind(events, "apprentice_moved")) == 1


def test_other_colours_cities_and_starts_are_passed_by() -> None:
    """Movement rule 4: a blue apprentice goes on round the loop past red's city and start."""
    state = moving({"B1": 22}, BLUE, 4)
    state, events = apply(state, BLUE, move("B1"))
    assert list(of_kind(events, "apprentice_moved")[0].path) == [23, 0, 1, 2]
    assert where(state, "B1") == 2


def test_entry_from_the_start_steps_onto_6q_first() -> None:
    """R21: one step out of the start lands on 6q; the path runs from there."""
    for seat, name, feed in ((RED, "R1", 0), (BLUE, "B1", 6), (YELLOW, "Y1", 12), (GREEN, "G1", 18)):
        state = moving({}, seat, 3)
        state, events = apply(state, seat, move(name))
        moved = of_kind(events, "apprentice_moved")[0]
        assert moved.origin.area == pb.ZAPP_ZERAPP_AREA_START
        assert list(moved.path) == [feed, feed + 1, feed + 2]
        assert where(state, name) == feed + 2


def test_any_number_of_apprentices_share_a_space() -> None:
    """Section 7: any number of any colours on one space, stacked in arrival order."""
    state = moving({"R1": 7, "R2": 9, "B1": 9}, RED, 2)  # blue is safe on its own colour
    state, _ = apply(state, RED, move("R1"))
    assert where(state, "R1") == where(state, "R2") == where(state, "B1") == 9
    view = GAME.view(state, None)
    arrivals = {(a.apprentice.colour, a.apprentice.index): a.arrival for a in view.apprentices if a.location.space == 9}
    assert len(arrivals) == 3
    assert arrivals[(pb.ZAPP_ZERAPP_COLOUR_RED, 0)] > arrivals[(pb.ZAPP_ZERAPP_COLOUR_BLUE, 0)]


def test_moving_is_mandatory_and_the_apprentice_is_free_to_choose() -> None:
    """R19: the qualifying player is awaited, may move any apprentice from the start or the
    track, has no pass, and cannot move one that is home."""
    state = moving({"R1": 4, "R2": "city"}, RED, 5)
    assert GAME.awaiting(state) == (RED,)
    legal = GAME.legal_commands(state, RED)
    assert legal == [move(0), move(2)]
    assert all(command.WhichOneof("command") == "move" for command in legal)
    error = violation(state, RED, move("R2"))
    assert error.code == "ZAPP_APPRENTICE_HOME"
    for command in legal:
        after, _ = apply(state, RED, command)
        assert after.current_mover != RED or after.round > state.round


def test_only_the_current_mover_moves() -> None:
    state = moving({}, RED, 5, queue=[(BLUE, 3)])
    assert violation(state, BLUE, move(0)).code == "NOT_YOUR_TURN"
    assert GAME.legal_commands(state, BLUE) == []
    state, events = apply(state, RED, move(0))
    assert of_kind(events, "move_turn_started")[0].seat == BLUE and state.steps == 3


def test_move_input_is_checked() -> None:
    state = moving({}, RED, 5)
    assert "apprentice must be 0..2" in invalid(state, RED, move(3)).message


def test_seat_with_every_apprentice_home_is_skipped() -> None:
    """R19 safeguard: a qualifying seat without a movable apprentice is skipped."""
    state = moving({"B1": "city", "B2": "city", "B3": "city"}, RED, 5, queue=[(BLUE, 3)])
    state = replace(state, current_mover=-1, move_queue=(BLUE,))
    turn = Turn(state)
    rounds.next_mover(turn, GAME.board, RNG)
    assert kinds(turn.events)[:1] == ["move_skipped"]
    assert turn.events[0].move_skipped.seat == BLUE
    assert turn.state.round == state.round + 1


def test_all_three_home_wins_at_once() -> None:
    """Section 9 and R26: the game ends immediately, mid move phase; later movers do not move."""
    state = moving({"G1": "city", "G2": "city", "G3": 15}, GREEN, 8, queue=[(RED, 5), (BLUE, 2)])
    state, events = apply(state, GREEN, move("G3"))
    assert kinds(events) == ["apprentice_moved", "apprentice_arrived", "game_won"]
    won = of_kind(events, "game_won")[0]
    assert (won.seat, won.colour) == (GREEN, pb.ZAPP_ZERAPP_COLOUR_GREEN)
    assert GAME.is_over(state) and state.phase == pb.ZAPP_ZERAPP_PHASE_OVER
    assert GAME.awaiting(state) == () and GAME.legal_commands(state, RED) == []
    assert GAME.deadlines(state) == ()
    assert violation(state, RED, move(0)).code == "MATCH_OVER"
    outcome = GAME.result(state)
    assert outcome.winners == (GREEN,)
    assert outcome.ranks == (2, 2, 2, 1)
    assert outcome.scores == (0, 0, 0, 3)
    assert GAME.view(state, None).winner == GREEN
    assert all(a.area == pb.ZAPP_ZERAPP_AREA_START for a in state.apprentices_of(1))
