"""The advanced carry variant (reference section 10; R27 to R30), on the Ludus board and, for R28,
on a test layout in the board's data format."""

from __future__ import annotations

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.games.zapp_zerapp.wiring import GAME, ZappZerappGame
from tests.games.zapp_zerapp.zapp_builders import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    apply,
    banished_names,
    invalid,
    kinds,
    move,
    moving,
    name_of,
    of_kind,
    r28_board,
    violation,
    where,
)


def carried_names(events) -> list[str]:  # type: ignore[no-untyped-def]
    return [name_of(c.apprentice.colour, c.apprentice.index) for c in of_kind(events, "apprentice_carried")]


def test_carry_space_protects_its_tower_colours() -> None:
    """Variant rule 1: an apprentice on a carry space showing its colour is protected there."""
    state = moving({"Y1": 17, "G2": 18, "R2": 18, "B1": 18}, YELLOW, 2, carry=True)
    state, events = apply(state, YELLOW, move("Y1"))
    assert banished_names(events) == {"B1"}  # 18 shows green and red; blue is not shown
    assert where(state, "G2") == where(state, "R2") == 18


def test_only_tower_colours_can_be_carried() -> None:
    """R27 (variant rule 2): an apprentice on a carry space that does not show its colour cannot
    be carried, and is banished as usual."""
    state = moving({"G1": 10, "R1": 12, "Y1": 12}, GREEN, 5, carry=True)  # passes 12 (Y/G)
    error = violation(state, GREEN, move("G1", carry=["R1"]))
    assert error.code == "ZAPP_NOT_CARRIABLE"
    state, events = apply(state, GREEN, move("G1", carry=["Y1"]))
    assert banished_names(events) == {"R1"}
    assert carried_names(events) == ["Y1"] and where(state, "Y1") == 15


def test_carry_spaces_never_endanger_the_mover() -> None:
    """R27: moving onto or through any carry space, even one that does not show your colour,
    is never itself a banishment."""
    state = moving({"B1": 16}, BLUE, 2, carry=True)  # lands on 18 (green/red)
    state, events = apply(state, BLUE, move("B1"))
    assert where(state, "B1") == 18 and banished_names(events) == set()
    state = moving({"B1": 16}, BLUE, 4, carry=True)  # passes 18
    state, events = apply(state, BLUE, move("B1"))
    assert where(state, "B1") == 20 and banished_names(events) == set()


def test_carrier_must_show_its_colour() -> None:
    """Variant rule 3: only an apprentice whose colour a carry space shows carries from it."""
    state = moving({"Y1": 17, "G2": 18}, YELLOW, 3, carry=True)  # 18 shows green and red
    assert violation(state, YELLOW, move("Y1", carry=["G2"])).code == "ZAPP_NOT_CARRIABLE"
    assert GAME.legal_commands(state, YELLOW)[0] == move("Y1")


def test_carry_any_subset_of_own_and_opponents() -> None:
    """R27: any subset (none, some, all) of the shown colours' apprentices, own or opponents'."""
    state = moving({"R3": 16, "G2": 18, "R1": 18, "G3": 18}, RED, 4, carry=True)  # 17..20
    legal = [c for c in GAME.legal_commands(state, RED) if c.move.apprentice == 2]
    carries = sorted(tuple((r.colour, r.index) for r in c.move.carry) for c in legal)
    shown = [(1, 0), (4, 1), (4, 2)]
    assert len(carries) == 8 and carries[0] == () and tuple(shown) in carries
    state, events = apply(state, RED, move("R3", carry=["R1", "G2", "G3"]))
    assert carried_names(events) == ["R1", "G2", "G3"]
    assert all(where(state, n) == 20 for n in ("R3", "R1", "G2", "G3"))


def test_no_carry_from_the_landing_space() -> None:
    """Seed variant rule 4: apprentices on the space the carrier lands on cannot be carried."""
    state = moving({"R3": 16, "R1": 18}, RED, 2, carry=True)  # lands on 18
    assert violation(state, RED, move("R3", carry=["R1"])).code == "ZAPP_NOT_CARRIABLE"


def test_no_carry_from_the_starting_space() -> None:
    """Seed variant rule 7: a move cannot carry from the space where it began."""
    state = moving({"R3": 18, "R1": 18}, RED, 4, carry=True)
    assert violation(state, RED, move("R3", carry=["R1"])).code == "ZAPP_NOT_CARRIABLE"
    assert [c.move.carry for c in GAME.legal_commands(state, RED) if c.move.apprentice == 2] == [[]]


def test_carry_from_the_start() -> None:
    """Seed variant rule 8: an apprentice leaving its start passes 6q with 2 or more steps and can
    carry from it; with 1 step it lands there and cannot."""
    state = moving({"R2": 0, "B3": 0}, RED, 2, carry=True)
    state, events = apply(state, RED, move("R1", carry=["R2"]))
    assert carried_names(events) == ["R2"]
    assert where(state, "R1") == where(state, "R2") == 1 and where(state, "B3") == 0
    state = moving({"R2": 0}, RED, 1, carry=True)
    assert violation(state, RED, move("R1", carry=["R2"])).code == "ZAPP_NOT_CARRIABLE"


def test_carried_apprentices_ride_and_set_down_banishes_nobody() -> None:
    """R29: riders are off the board until set down on the carrier's final space; the move's
    banishments come first, and setting down banishes nobody."""
    state = moving({"G1": 10, "Y1": 12, "R1": 14, "B1": 15, "G3": 15}, GREEN, 5, carry=True)
    state, events = apply(state, GREEN, move("G1", carry=["Y1"]))
    assert kinds(events)[:4] == ["apprentice_moved", "apprentice_banished", "apprentice_banished", "apprentice_carried"]
    assert banished_names(events) == {"R1", "B1"}  # the carrier's path: 14 passed, 15 landed
    carried = of_kind(events, "apprentice_carried")[0]
    assert (carried.picked_up_at, carried.set_down_at) == (12, 15)
    assert carried.carrier.colour == pb.ZAPP_ZERAPP_COLOUR_GREEN and carried.carrier.index == 0
    # Y1 is set down on a yellow space beside G3, an opponent standing unprotected there
    # (green on yellow): setting down banishes nobody.
    assert where(state, "Y1") == 15 and where(state, "G3") == 15


def test_carry_into_the_city() -> None:
    """Variant rule 6 (10.2): the carrier's own carried apprentices enter the city with it and
    count for the win; carried opponents are set down in front of the city (R30)."""
    state = moving({"G1": 11, "G2": 12, "Y1": 12, "G3": "city"}, GREEN, 8, carry=True)
    state, events = apply(state, GREEN, move("G1", carry=["Y1", "G2"], order=["Y1"]))
    assert kinds(events) == [
        "apprentice_moved",
        "apprentice_arrived",
        "apprentice_carried",
        "apprentice_arrived",
        "apprentice_carried",
        "game_won",
    ]
    arrivals = of_kind(events, "apprentice_arrived")
    assert [(a.carried, a.home) for a in arrivals] == [(False, 2), (True, 3)]
    assert where(state, "G2") == "city" and where(state, "Y1") == 17
    assert GAME.is_over(state) and GAME.result(state).winners == (GREEN,)


def test_set_down_order_in_front_of_the_city() -> None:
    """R30: the carrier's player chooses the order in which carried opponents are set down on the
    single space in front of the city; they stack there in that order."""
    base = moving({"G1": 11, "Y1": 12, "Y2": 12, "Y3": 12}, GREEN, 7, carry=True)
    for order in (["Y2", "Y3", "Y1"], ["Y1", "Y2", "Y3"], ["Y3", "Y1", "Y2"]):
        state, events = apply(base, GREEN, move("G1", carry=["Y1", "Y2", "Y3"], order=order))
        assert carried_names(events) == order
        stacked = sorted(
            (a.arrival, name_of(a.colour, a.index)) for a in state.apprentices if a.area == 2 and a.space == 17
        )
        assert [name for _, name in stacked] == order
    # The order must list exactly the carried opponents.
    carry = ["Y1", "Y2"]
    for order in ([], ["Y1"], ["Y1", "Y2", "Y3"], ["Y3", "Y1"]):
        error = violation(base, GREEN, move("G1", carry=carry, order=order))
        assert error.code == "ZAPP_SET_DOWN_ORDER"
    assert "twice" in invalid(base, GREEN, move("G1", carry=carry, order=["Y1", "Y1"])).message
    # Outside the city there is nothing to order.
    short = moving({"G1": 10, "Y1": 12}, GREEN, 3, carry=True)
    assert violation(short, GREEN, move("G1", carry=["Y1"], order=["Y1"])).code == "ZAPP_SET_DOWN_ORDER"
    legal = [c for c in GAME.legal_commands(base, GREEN) if len(c.move.carry) == 3]
    assert len(legal) == 6  # every order of the three carried opponents


def test_carried_opponent_taken_past_its_city() -> None:
    """Variant rule 7 (10 on our board): green leaving its start with 8 carries red from 18 and
    sets it down on 1, past the red city's entrance (23); red must go round again."""
    state = moving({"R1": 18}, GREEN, 8, carry=True)
    state, events = apply(state, GREEN, move("G1", carry=["R1"]))
    assert list(of_kind(events, "apprentice_moved")[0].path) == [18, 19, 20, 21, 22, 23, 0, 1]
    assert where(state, "R1") == 1 and where(state, "G1") == 1
    red = state.colours[RED]
    assert GAME.board.steps_to_city_from_track(red, 1) == 23  # position model, R3


def test_carry_needs_the_variant() -> None:
    state = moving({"R2": 0}, RED, 3)
    error = violation(state, RED, move("R1", carry=["R2"]))
    assert error.code == "ZAPP_CARRY_VARIANT_OFF"


def test_carry_list_is_a_canonical_set() -> None:
    state = moving({"R3": 16, "G2": 18, "R1": 18}, RED, 4, carry=True)
    assert "carry is a set" in invalid(state, RED, move("R3", carry=["G2", "R1"])).message
    assert "carry is a set" in invalid(state, RED, move("R3", carry=["R1", "R1"])).message
    assert "not played" in invalid(moving({}, RED, 4, seats=2, carry=True), RED, move("R1", carry=["G1"])).message


def test_carry_from_every_carry_space_passed_on_a_test_layout() -> None:
    """R28: with the test layout (white 6 shows blue and red), red leaving its start with 8 passes
    two carry spaces that show red and may take apprentices at each; they ride to the end."""
    game = ZappZerappGame(r28_board())
    state = moving({"R2": 0, "B1": 0, "R3": 6, "B2": 6, "Y1": 6, "G1": 3}, RED, 8, carry=True, game=game)
    legal = [c for c in game.legal_commands(state, RED) if c.move.apprentice == 0]
    assert len(legal) == 2**4  # R2 and B1 at 0, B2 and R3 at 6
    state, events = apply(state, RED, move("R1", carry=["R2", "R3", "B1", "B2"]), game=game)
    carried = of_kind(events, "apprentice_carried")
    assert [(name_of(c.apprentice.colour, c.apprentice.index), c.picked_up_at) for c in carried] == [
        ("R2", 0),
        ("R3", 6),
        ("B1", 0),
        ("B2", 6),
    ]
    assert all(where(state, n) == 7 for n in ("R1", "R2", "R3", "B1", "B2"))
    assert banished_names(events) == {"Y1", "G1"}
    # On the Ludus board white 6 shows blue and yellow: red cannot carry there.
    ludus = moving({"R3": 6, "B2": 6}, RED, 8, carry=True)
    assert violation(ludus, RED, move("R1", carry=["R3"])).code == "ZAPP_NOT_CARRIABLE"
