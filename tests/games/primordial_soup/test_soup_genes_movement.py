"""Movement genes (rules reference §7): Movement I, Movement II, Speed, Persistence (its Speed
part), Streamlining, Tentacle and Holding (R16, R17, R18)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludus.v1 import primordial_soup_pb2 as pb

from services.games.primordial_soup.state import AmoebaRef, SoupState
from tests.games.primordial_soup.soup_builders import (
    E,
    GeneEntry,
    N,
    S,
    W,
    act,
    awaiting_kind,
    command,
    cubes,
    kinds,
    legal,
    make_state,
    of_kind,
    pending,
    refused,
    space_of,
    start_turn,
    with_bystanders,
)

EAST_CARD = "E2"


def mover(
    genes: Sequence[GeneEntry], seats: int = 4, space: int = 7, card: str = "E9", bp: int = 4, **kwargs: Any
) -> SoupState:
    amoebas = kwargs.pop("amoebas", [(0, 1, space)])
    state = make_state(
        seats,
        amoebas=with_bystanders(seats, amoebas),
        genes={0: list(genes)},
        card=card,
        bp=[bp] + [4] * (seats - 1),
        **kwargs,
    )
    return start_turn(state, 0)


NONE = pb.PRIMORDIAL_SOUP_DIRECTION_NONE

# -- Movement I ---------------------------------------------------------------------------------


def test_movement_1_rolls_two_dice_and_the_player_uses_either() -> None:
    state, events = act(mover(["movement_1"]), command("active_move"), rolls=[1, 3])
    assert of_kind(events, "dice_rolled")[0].dice == [1, 3]
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_PICK_DIE and pending(state).dice == (1, 3)
    assert len(legal(state)) == 2
    state, _ = act(state, command("pick_die", die=2))
    assert space_of(state, 0, 1) == 8
    assert state.players[0].bp == 3  # the cost does not change


def test_movement_1_two_equal_dice_need_no_pick() -> None:
    state, _ = act(mover(["movement_1"]), command("active_move"), rolls=[4, 4])
    assert space_of(state, 0, 1) == 11


def test_movement_1_a_picked_six_means_choosing_the_direction() -> None:
    state, _ = act(mover(["movement_1"]), command("active_move"), rolls=[6, 2])
    options = {(c.pick_die.die, c.pick_die.direction, c.pick_die.stay) for c in legal(state)}
    # Die 1 with each of 4 directions or staying (D18), or die 2.
    assert options == {(1, N, False), (1, E, False), (1, S, False), (1, W, False), (1, NONE, True), (2, NONE, False)}
    refused(state, command("pick_die", die=1), "SOUP_DIRECTION_REQUIRED")
    refused(state, command("pick_die", die=2, direction=N), "SOUP_DIRECTION_NOT_ALLOWED")
    state, _ = act(state, command("pick_die", die=1, direction=W))
    assert space_of(state, 0, 1) == 6


def test_movement_1_a_picked_six_may_stay_and_another_die_may_not() -> None:
    # D18: a picked 6 is read like a rolled one, so it may stay; a 1..5 sets the move.
    state, _ = act(mover(["movement_1"]), command("active_move"), rolls=[6, 2])
    refused(state, command("pick_die", die=2, stay=True), "SOUP_DIRECTION_NOT_ALLOWED")
    state, events = act(state, command("pick_die", die=1, stay=True))
    step = of_kind(events, "step_resolved")[0]
    assert (step.die, step.direction, step.moved) == (6, NONE, False)
    assert space_of(state, 0, 1) == 7 and state.players[0].bp == 3


# -- Movement II --------------------------------------------------------------------------------


def test_movement_2_chooses_the_direction_instead_of_rolling() -> None:
    state = mover(["movement_2"])
    moves = {(c.active_move.direction, c.active_move.stay) for c in legal(state) if c.HasField("active_move")}
    assert moves == {(N, False), (E, False), (S, False), (W, False), (NONE, True)}  # D18: or stay
    state, events = act(state, command("active_move", direction=S))
    assert "dice_rolled" not in kinds(events)
    assert space_of(state, 0, 1) == 11
    assert state.players[0].bp == 3  # still 1 BP (FAQ)


def test_movement_2_requires_a_direction_and_others_may_not_give_one() -> None:
    refused(mover(["movement_2"]), command("active_move"), "SOUP_DIRECTION_REQUIRED")
    refused(mover([]), command("active_move", direction=N), "SOUP_DIRECTION_NOT_ALLOWED")


def test_movement_2_gives_the_choice_of_a_six_so_it_may_stay() -> None:
    # D18: Movement II's free choice is the one a 6 gives (FAQ: with Movement II you choose the
    # direction as on a 6); staying costs the move's BP, unlike Holding's free stay.
    state, events = act(mover(["movement_2"], card=EAST_CARD), command("active_move", stay=True))
    assert "dice_rolled" not in kinds(events)
    step = of_kind(events, "step_resolved")[0]
    assert (step.direction, step.moved, step.die) == (NONE, False, 0)
    assert space_of(state, 0, 1) == 7 and state.players[0].bp == 3
    assert of_kind(events, "amoeba_fed")[0].space == 7


def test_speed_second_move_with_movement_2_may_stay() -> None:
    state, _ = act(mover(["movement_2", "speed"]), command("active_move", direction=E))
    options = {(c.second_move.direction, c.second_move.stay) for c in legal(state) if c.HasField("second_move")}
    assert options == {(N, False), (E, False), (S, False), (W, False), (NONE, True)}
    state, events = act(state, command("second_move", stay=True))
    assert space_of(state, 0, 1) == 8 and of_kind(events, "amoeba_fed")[0].space == 8


# -- Speed and Persistence -----------------------------------------------------------------------


def test_speed_gives_an_optional_free_second_move_and_one_meal() -> None:
    state, _ = act(mover(["speed"]), command("active_move"), rolls=[3])
    assert space_of(state, 0, 1) == 8 and awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_SECOND_MOVE
    assert sorted(c.WhichOneof("command") for c in legal(state)) == ["end_movement", "second_move"]
    state, events = act(state, command("second_move"), rolls=[4])
    assert space_of(state, 0, 1) == 12
    assert state.players[0].bp == 3  # the second move is free
    assert len(of_kind(events, "amoeba_fed")) == 1


def test_speed_second_move_may_be_declined() -> None:
    state, _ = act(mover(["speed"]), command("active_move"), rolls=[3])
    state, events = act(state, command("end_movement"))
    assert space_of(state, 0, 1) == 8
    assert of_kind(events, "amoeba_fed")[0].space == 8


def test_speed_second_move_follows_any_first_result() -> None:
    # R16: a 5 (no step) still allows the second move.
    state, _ = act(mover(["speed"]), command("active_move"), rolls=[5])
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_SECOND_MOVE


def test_speed_gives_no_second_move_after_a_drift() -> None:
    state, events = act(mover(["speed"], card=EAST_CARD), command("drift"))
    assert space_of(state, 0, 1) == 8
    assert of_kind(events, "amoeba_fed") and pending(state).seat == 1


def test_speed_second_move_finds_its_direction_the_same_way() -> None:
    state, _ = act(mover(["speed", "movement_1"]), command("active_move"), rolls=[3, 3])
    state, events = act(state, command("second_move"), rolls=[1, 4])
    assert of_kind(events, "dice_rolled")[0].dice == [1, 4]
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_PICK_DIE


def test_persistence_includes_speed() -> None:
    state, _ = act(mover([("persistence", 1, "speed")]), command("active_move"), rolls=[3])
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_SECOND_MOVE


# -- Streamlining --------------------------------------------------------------------------------


def test_streamlining_makes_active_moves_free() -> None:
    state = mover(["streamlining"], bp=0)
    assert any(c.HasField("active_move") for c in legal(state))
    state, events = act(state, command("active_move"), rolls=[3])
    assert space_of(state, 0, 1) == 8
    assert state.players[0].bp == 0 and "bp_changed" not in kinds(events)


# -- Tentacle ------------------------------------------------------------------------------------


def test_tentacle_carries_up_to_3_cubes_with_4_players() -> None:
    state, _ = act(mover(["tentacle"], card=EAST_CARD), command("drift"))
    decision = pending(state)
    assert decision.kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_CARRY_CUBES and decision.max_cubes == 3
    assert (decision.from_space, decision.to_space) == (7, 8)
    assert all(sum(c.carry_cubes.cubes.counts) <= 3 for c in legal(state))
    refused(state, command("carry_cubes", cubes=cubes(1, 1, 1, 1)), "SOUP_TOO_MANY_CUBES")
    refused(state, command("carry_cubes", cubes=cubes(3)), "SOUP_NOT_ENOUGH_CUBES")
    state, events = act(state, command("carry_cubes", cubes=cubes(2, 0, 0, 1)))
    assert state.cubes[7] == (0, 2, 2, 1)
    assert of_kind(events, "amoeba_fed")[0].space == 8
    assert state.cubes[8] == (2 + 2 + 2, 1, 1, 2)  # carried, eaten 1+1+1, excreted 2


def test_tentacle_carries_up_to_2_cubes_with_3_players() -> None:
    state, _ = act(mover(["tentacle"], seats=3, card=EAST_CARD), command("drift"))
    assert pending(state).max_cubes == 2
    refused(state, command("carry_cubes", cubes=cubes(1, 1, 1)), "SOUP_TOO_MANY_CUBES")


def test_tentacle_may_carry_nothing() -> None:
    state, _ = act(mover(["tentacle"], card=EAST_CARD), command("drift"))
    state, events = act(state, command("carry_cubes"))
    assert sum(of_kind(events, "cubes_carried")[0].cubes.counts) == 0
    assert state.cubes[7] == (2, 2, 2, 2)


def test_tentacle_carries_nothing_when_the_step_is_not_carried_out() -> None:
    # R17: blocked (space 8 has no east neighbour): no step, no carrying.
    state, events = act(mover(["tentacle"], space=8, card=EAST_CARD), command("drift"))
    assert "cubes_carried" not in kinds(events) and pending(state).seat == 1


def test_tentacle_choice_is_skipped_when_the_space_left_is_empty() -> None:
    state, events = act(mover(["tentacle"], card=EAST_CARD, cubes={7: (0, 0, 0, 0)}), command("drift"))
    assert "cubes_carried" not in kinds(events) and pending(state).seat == 1


# -- Holding -------------------------------------------------------------------------------------


def test_holding_lets_an_amoeba_stay_instead_of_drifting() -> None:
    state = mover(["holding"], card=EAST_CARD)
    assert "stay" in [c.WhichOneof("command") for c in legal(state)]
    state, events = act(state, command("stay"))
    assert space_of(state, 0, 1) == 7
    assert of_kind(events, "amoeba_fed")[0].space == 7
    assert state.players[0].bp == 4


def test_stay_without_holding_is_refused() -> None:
    refused(mover([], card=EAST_CARD), command("stay"), "SOUP_NO_HOLDING")


def test_holding_follows_an_amoeba_that_leaves_the_space() -> None:
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7), (2, 3, 7)]), genes={2: ["holding"]}, card=EAST_CARD)
    state, _ = act(start_turn(state, 0), command("drift"))
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_FOLLOW and pending(state).seat == 2
    assert pending(state).followers == (3,) and pending(state).amoeba == AmoebaRef(0, 1)
    state, events = act(state, command("follow", numbers=[3]))
    assert space_of(state, 2, 3) == 8
    assert of_kind(events, "follow_decided")[0].followers == [3]
    assert state.players[2].bp == 4  # following is free


def test_holding_follow_is_optional() -> None:
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7), (2, 3, 7)]), genes={2: ["holding"]}, card=EAST_CARD)
    state, _ = act(start_turn(state, 0), command("drift"))
    assert [list(c.follow.numbers) for c in legal(state)] == [[], [3]]
    state, _ = act(state, command("follow"))
    assert space_of(state, 2, 3) == 7


def test_holding_own_amoebas_may_follow() -> None:
    # R18: any colour, own included.
    state = make_state(4, amoebas=with_bystanders(4, [(0, 1, 7), (0, 2, 7)]), genes={0: ["holding"]}, card=EAST_CARD)
    state, _ = act(start_turn(state, 0), command("drift"))
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_FOLLOW and pending(state).followers == (2,)
    state, _ = act(state, command("follow", numbers=[2]))
    assert space_of(state, 0, 2) == 8
    # The follower's own turn is not used up: amoeba 2 now moves from 8.
    assert pending(state).kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT and pending(state).amoeba == AmoebaRef(0, 2)


def test_holding_follow_decisions_go_in_phase_order_once_per_seat() -> None:
    state = make_state(
        4,
        amoebas=with_bystanders(4, [(0, 1, 7), (2, 3, 7), (1, 4, 7)]),
        genes={1: ["holding"], 2: ["holding"]},
        card=EAST_CARD,
    )
    state, _ = act(start_turn(state, 0), command("drift"))
    assert pending(state).seat == 1  # ascending order in phase 1: seat 1 before seat 2
    state, _ = act(state, command("follow", numbers=[4]))
    assert pending(state).kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_FOLLOW and pending(state).seat == 2
    state, _ = act(state, command("follow"))
    assert pending(state).kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT and pending(state).seat == 1


def test_tentacle_on_a_follower_carries_after_it_follows() -> None:
    state = make_state(
        4, amoebas=with_bystanders(4, [(0, 1, 7), (2, 3, 7)]), genes={2: ["holding", "tentacle"]}, card=EAST_CARD
    )
    state, _ = act(start_turn(state, 0), command("drift"))
    state, _ = act(state, command("follow", numbers=[3]))
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_CARRY_CUBES and pending(state).amoeba == AmoebaRef(
        2, 3
    )
    state, _ = act(state, command("carry_cubes", cubes=cubes(0, 1)))
    assert state.cubes[7][1] == 1
