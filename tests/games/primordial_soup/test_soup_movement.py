"""Phase 1a, movement (rules reference §4, §5 phase 1a, R12, R19; D18 replaces R11)."""

from __future__ import annotations

from typing import Any

import pytest
from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import InvalidCommand
from services.games.primordial_soup import commands
from services.games.primordial_soup.state import AmoebaRef, SoupState
from tests.games.primordial_soup.soup_builders import (
    NO_DRIFT_CARD,
    E,
    N,
    S,
    ScriptedRng,
    W,
    act,
    awaiting_kind,
    command,
    legal,
    make_state,
    of_kind,
    pending,
    refused,
    space_of,
    start_phase,
    start_turn,
    with_bystanders,
)

EAST_CARD, NORTH_CARD, SOUTH_CARD = "E2", "E1", "E3"
NONE = pb.PRIMORDIAL_SOUP_DIRECTION_NONE


def one_amoeba(space: int = 7, card: str = NO_DRIFT_CARD, **kwargs: Any) -> SoupState:
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, space)]), card=card, **kwargs)
    return start_turn(state, 0)


def test_phase_1_is_played_in_ascending_order() -> None:
    state = make_state(4, amoebas=with_bystanders(4, []), markers=[3, 1, 4, 2])
    state, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT)
    assert state.order == (1, 3, 0, 2)
    seen: list[int] = []
    while state.phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT and len(seen) < 4:
        seen.append(pending(state).seat)
        state, _ = act(state, command("drift"), rolls=[0] if len(seen) == 4 else [])
    assert seen == [1, 3, 0, 2]


def test_a_players_amoebas_act_in_ascending_number_order() -> None:
    state = make_state(4, amoebas=with_bystanders(4, [(0, 5, 12), (0, 2, 7)]))
    state = start_turn(state, 0)
    assert pending(state).amoeba == AmoebaRef(0, 2)
    state, _ = act(state, command("drift"))
    assert pending(state).amoeba == AmoebaRef(0, 5)


def test_movement_decision_offers_drift_and_active_move() -> None:
    state = one_amoeba()
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT
    assert sorted(c.WhichOneof("command") for c in legal(state)) == ["active_move", "drift"]


def test_drift_moves_one_space_with_the_current_card() -> None:
    state, events = act(one_amoeba(card=EAST_CARD), command("drift"))
    assert space_of(state, 0, 1) == 8
    step = of_kind(events, "step_resolved")[0]
    assert (step.from_space, step.to_space, step.moved) == (7, 8, True)


def test_drift_towards_an_obstacle_stays_and_still_feeds() -> None:
    # Space 3 is the north-east corner: no neighbour to the north.
    state, events = act(one_amoeba(space=3, card=NORTH_CARD), command("drift"))
    assert space_of(state, 0, 1) == 3
    assert of_kind(events, "step_resolved")[0].moved is False
    assert of_kind(events, "amoeba_fed")[0].space == 3


def test_drift_into_the_island_is_blocked() -> None:
    # Space 6 lies north of the compass island: drifting south is not carried out.
    state, _ = act(one_amoeba(space=6, card=SOUTH_CARD), command("drift"))
    assert space_of(state, 0, 1) == 6


def test_no_drift_card_leaves_the_amoeba_in_place() -> None:
    # R12: E9 has no drift.
    state, events = act(one_amoeba(card=NO_DRIFT_CARD), command("drift"))
    assert space_of(state, 0, 1) == 7
    assert of_kind(events, "amoeba_fed")


@pytest.mark.parametrize(("die", "space"), [(1, 6), (2, 2), (3, 8), (4, 11), (5, 7)])
def test_active_move_die_table_1_west_2_north_3_east_4_south_5_stay(die: int, space: int) -> None:
    state, events = act(one_amoeba(), command("active_move"), rolls=[die])
    assert space_of(state, 0, 1) == space
    assert of_kind(events, "dice_rolled")[0].dice == [die]
    assert state.players[0].bp == 3


def test_active_move_six_lets_the_player_choose_the_direction() -> None:
    state, _ = act(one_amoeba(), command("active_move"), rolls=[6])
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_DIRECTION
    # The four directions, and (D18) staying: the fifth option is the stay, not a fifth direction.
    options = {(c.choose_direction.direction, c.choose_direction.stay) for c in legal(state)}
    assert options == {(N, False), (E, False), (S, False), (W, False), (NONE, True)}
    state, events = act(state, command("choose_direction", direction=S))
    assert space_of(state, 0, 1) == 11
    assert of_kind(events, "step_resolved")[0].die == 6


def test_a_six_lets_the_player_move_to_an_adjacent_space_or_stay() -> None:
    # D18, the seed: "6 则由玩家自决 ... 移到隔邻的区域、或停留不动". Staying on a 6 is a choice:
    # the amoeba keeps its space (the paid BP is spent) and feeds there.
    state, _ = act(one_amoeba(), command("active_move"), rolls=[6])
    state, events = act(state, command("choose_direction", stay=True))
    step = of_kind(events, "step_resolved")[0]
    assert (step.die, step.direction, step.from_space, step.to_space, step.moved) == (6, NONE, 7, 7, False)
    assert step.source == pb.PRIMORDIAL_SOUP_STEP_SOURCE_CHOICE
    assert space_of(state, 0, 1) == 7 and state.players[0].bp == 3
    assert of_kind(events, "amoeba_fed")[0].space == 7


def test_a_six_needs_exactly_one_of_a_direction_and_stay() -> None:
    state, _ = act(one_amoeba(), command("active_move"), rolls=[6])
    for malformed in (command("choose_direction"), command("choose_direction", direction=N, stay=True)):
        with pytest.raises(InvalidCommand):
            commands.decide(state, 0, malformed, ScriptedRng([]))


def test_stay_is_no_answer_to_the_other_die_faces() -> None:
    # D18 only changes the 6: a 1..5 sets the move, so `stay` with it is refused.
    refused(one_amoeba(), command("active_move", stay=True), "SOUP_DIRECTION_NOT_ALLOWED")


def test_drifting_rolls_no_die_so_the_six_offers_it_no_stay() -> None:
    # D18: the choice belongs to a rolled 6. A drift rolls nothing and follows the card; without
    # Holding no stay is offered instead of it.
    state = one_amoeba(card=EAST_CARD)
    assert not [c for c in legal(state) if c.WhichOneof("command") == "stay"]
    state, events = act(state, command("drift"))
    assert not of_kind(events, "dice_rolled")
    assert space_of(state, 0, 1) == 8


def test_active_move_into_an_obstacle_stays_and_the_bp_is_spent() -> None:
    state, _ = act(one_amoeba(space=0), command("active_move"), rolls=[2])  # north of space 0: edge
    assert space_of(state, 0, 1) == 0
    assert state.players[0].bp == 3


def test_active_move_needs_a_bp() -> None:
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7), (0, 2, 12)]), bp=[1, 4, 4, 4])
    state = start_turn(state, 0)
    state, _ = act(state, command("active_move"), rolls=[5])
    # No BP left: drift is the only choice for amoeba 2, so it is made automatically.
    assert state.players[0].bp == 0
    assert pending(state).seat == 1


def test_active_move_without_bp_is_refused() -> None:
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7)]), genes={0: ["holding"]}, bp=[0, 4, 4, 4])
    state = start_turn(state, 0)
    assert [c.WhichOneof("command") for c in legal(state)] == ["drift", "stay"]
    refused(state, command("active_move"), "SOUP_NOT_ENOUGH_BP")


def test_forced_drift_is_automatic() -> None:
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7)]), bp=[0, 4, 4, 4], card=EAST_CARD)
    state = start_turn(state, 0)
    assert space_of(state, 0, 1) == 8
    assert pending(state).seat == 1


def test_amoeba_moved_before_its_turn_acts_from_where_it_is() -> None:
    # R19: seat 1's amoeba follows seat 0's drift (Holding) before its own turn, then acts at 8.
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7), (1, 1, 7)]), genes={1: ["holding"]}, card=EAST_CARD)
    state = start_turn(state, 0)
    state, _ = act(state, command("drift"))
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_FOLLOW and pending(state).seat == 1
    state, _ = act(state, command("follow", numbers=[1]))
    assert space_of(state, 1, 1) == 8
    assert pending(state).seat == 1 and pending(state).kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT
    assert pending(state).amoeba == AmoebaRef(1, 1)
    state, events = act(state, command("drift"))  # east of 8 is the edge
    assert of_kind(events, "step_resolved")[0].from_space == 8
