"""Whole rounds played through the can phase, reveal and moves: the reference's 10.2 scenario
(the seed's dice and cans on the Ludus board, carry variant) and the same round in the basic game
(R32: the seed's printed-board example is illustrative; we test on our own layout)."""

from __future__ import annotations

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.games.zapp_zerapp.state import ZappState
from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_builders import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    apply,
    banished_names,
    commit,
    grab,
    move,
    name_of,
    new_match,
    of_kind,
    place,
    release,
    shake,
    where,
    with_cans,
    with_dice,
)

# Position i holds CANS[i]: green will find 8 at 0, blue 6 at 1, yellow 3 at 2, red 2 at 3.
CANS = (8, 6, 3, 2, 13, 12, 11, 10, 9, 7, 5, 4, 1)
BEFORE = {
    "R1": 12, "R2": 0, "R3": 5,
    "B1": 3, "B2": 12, "B3": 0,
    "Y1": 12, "Y2": 16, "Y3": 3,
    "G1": 11, "G2": 12, "G3": 17,
}  # fmt: skip


def round_with_the_seeds_dice_and_cans(carry: bool) -> ZappState:
    """Dice 8 (3 + 5); all four listen and commit: green 8, blue 6, yellow 3, red 2."""
    state, _ = new_match(4, carry=carry)
    state = with_dice(with_cans(place(state, BEFORE), CANS), 3, 5)
    assert state.magic_number == 8
    state, _ = apply(state, GREEN, grab(0))
    state, _ = apply(state, RED, grab(4))
    state, _ = apply(state, GREEN, shake(0))
    state, _ = apply(state, RED, shake(4))  # 13 pieces: loud; red lets it go
    state, _ = apply(state, RED, release(4))
    state, _ = apply(state, BLUE, grab(1))
    state, _ = apply(state, YELLOW, grab(2))
    state, _ = apply(state, RED, grab(3))
    state, _ = apply(state, GREEN, commit(0))
    state, _ = apply(state, YELLOW, commit(2))
    state, _ = apply(state, BLUE, commit(1))
    state, events = apply(state, RED, commit(3))
    revealed = of_kind(events, "cans_revealed")[0]
    assert [(r.seat, r.can, r.qualifies) for r in revealed.reveals] == [
        (GREEN, 8, True),
        (BLUE, 6, True),
        (YELLOW, 3, True),
        (RED, 2, True),
    ]
    assert list(revealed.move_order) == [GREEN, BLUE, YELLOW, RED]
    return state


def test_scenario_10_2_carry_variant_on_the_ludus_board() -> None:
    state = round_with_the_seeds_dice_and_cans(carry=True)
    # 1. Green (8): G1 11 -> 12..17 -> city on step 7, step 8 forfeited. On 12 (yellow-green)
    # R1 and B2 are banished; green carries G2 and Y1. Y2 on 16 is protected (yellow).
    state, events = apply(state, GREEN, move("G1", carry=["Y1", "G2"], order=["Y1"]))
    moved = of_kind(events, "apprentice_moved")[0]
    assert list(moved.path) == [12, 13, 14, 15, 16, 17] and moved.forfeited == 1 and moved.reaches_city
    assert banished_names(events) == {"R1", "B2"}
    assert where(state, "G1") == where(state, "G2") == "city"
    assert where(state, "Y1") == 17 and where(state, "Y2") == 16 and where(state, "G3") == 17
    # 2. Blue (6): B1 3 -> 4, 5, city; 3 forfeited. Y3 on the same start space stays; R3 on 5
    # is passed but red-protected.
    state, events = apply(state, BLUE, move("B1"))
    assert list(of_kind(events, "apprentice_moved")[0].path) == [4, 5]
    assert of_kind(events, "apprentice_moved")[0].forfeited == 3
    assert banished_names(events) == set()
    assert where(state, "B1") == "city" and where(state, "Y3") == 3 and where(state, "R3") == 5
    # 3. Yellow (3): Y2 16 -> 17, 18, lands on 19. G3 (green on yellow) is banished; Y1 stays.
    state, events = apply(state, YELLOW, move("Y2"))
    assert banished_names(events) == {"G3"}
    assert where(state, "Y2") == 19 and where(state, "Y1") == 17
    # 4. Red (2): R1 (banished by green) leaves the start: 0, lands on 1, carrying R2 from 0.
    # B3 is protected on 0 (blue tower) and red chooses not to carry it.
    carry_choices = {
        tuple(name_of(r.colour, r.index) for r in c.move.carry)
        for c in GAME.legal_commands(state, RED)
        if c.move.apprentice == 0
    }
    assert carry_choices == {(), ("R2",), ("B3",), ("R2", "B3")}
    state, events = apply(state, RED, move("R1", carry=["R2"]))
    assert banished_names(events) == set()
    assert where(state, "R1") == where(state, "R2") == 1 and where(state, "B3") == 0
    assert state.round == 2 and state.phase == pb.ZAPP_ZERAPP_PHASE_CANS


def test_scenario_seed_round_in_the_basic_game() -> None:
    """The same round without the variant: R1, B2 and Y1 are banished on 12 and G2 stays there;
    red's entry banishes B3 on white 0."""
    state = round_with_the_seeds_dice_and_cans(carry=False)
    state, events = apply(state, GREEN, move("G1"))
    assert banished_names(events) == {"R1", "B2", "Y1"}
    assert where(state, "G1") == "city" and where(state, "G2") == 12
    state, events = apply(state, BLUE, move("B1"))
    assert banished_names(events) == set() and where(state, "Y3") == 3
    state, events = apply(state, YELLOW, move("Y2"))
    assert banished_names(events) == {"G3"}
    state, events = apply(state, RED, move("R1"))
    assert banished_names(events) == {"B3"}
    assert where(state, "R1") == 1 and where(state, "R2") == 0
    view = GAME.view(state, None)
    homes = {s.seat: s.home for s in view.seats}
    assert homes == {RED: 0, BLUE: 1, YELLOW: 0, GREEN: 1}
    assert view.phase == pb.ZAPP_ZERAPP_PHASE_CANS and view.round == 2
