"""Setup (rules reference §3): the table, the start order, start spaces and starting amoebas."""

from __future__ import annotations

from ludus.v1 import primordial_soup_pb2 as pb

from services.games.primordial_soup.data import edition
from services.games.primordial_soup.state import SoupState
from services.games.primordial_soup.wiring import GAME
from tests.games.primordial_soup.soup_builders import (
    ScriptedRng,
    act,
    command,
    dp_of,
    kinds,
    legal,
    of_kind,
    pending,
    refused,
    space_of,
)


def setup(seats: int, rolls: list[int], card_index: int = 0) -> tuple[SoupState, list[pb.PrimordialSoupEvent]]:
    events = GAME.setup(GAME.options_type(), seats, ScriptedRng([card_index, *rolls]))
    return GAME.fold(GAME.initial_state(GAME.options_type(), seats), events), events


def place_all_markers(state: SoupState) -> SoupState:
    while pending(state).kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_START_SPACE:
        state, _ = act(state, legal(state)[0])
    return state


def test_setup_puts_two_cubes_of_each_colour_in_play_on_every_space() -> None:
    for seats in (3, 4):
        state, _ = setup(seats, [6, 6, 5, 5, 4, 4, 3, 3][: 2 * seats])
        assert all(space == (2,) * seats for space in state.cubes)
        assert len(state.cubes) == 19
        assert state.supply == (55 - 38,) * seats == (17,) * seats


def test_setup_gives_every_player_4_bp() -> None:
    state, _ = setup(4, [6, 6, 5, 5, 4, 4, 3, 3])
    assert [p.bp for p in state.players] == [4, 4, 4, 4]


def test_setup_turns_one_environment_card_face_up() -> None:
    cards = sorted(edition().cards)
    state, events = setup(3, [6, 6, 5, 5, 4, 4], card_index=4)
    assert state.card == cards[4] == of_kind(events, "setup")[0].first_card
    assert state.turned == (cards[4],)
    assert len(state.deck) == 10 and cards[4] not in state.deck


def test_start_order_highest_roll_chooses_first() -> None:
    state, events = setup(4, [1, 2, 6, 6, 3, 3, 2, 2])  # totals 3, 12, 6, 4
    assert [r.seat for r in of_kind(events, "start_dice_rolled")] == [0, 1, 2, 3]
    assert state.order == (1, 2, 3, 0)
    assert pending(state).kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_START_SPACE and pending(state).seat == 1


def test_start_order_ties_roll_again_among_the_tied_players() -> None:
    # Seats 0 and 1 tie on 6, seat 2 rolls 12; the tied pair rolls again: 2 against 10 (R8).
    state, events = setup(3, [3, 3, 2, 4, 6, 6, 1, 1, 5, 5])
    rolls = of_kind(events, "start_dice_rolled")
    assert [(r.seat, r.attempt) for r in rolls] == [(0, 1), (1, 1), (2, 1), (0, 2), (1, 2)]
    assert state.order == (2, 1, 0)


def test_start_spaces_are_1_to_4_and_the_last_one_is_placed_automatically() -> None:
    state, _ = setup(4, [1, 2, 6, 6, 3, 3, 2, 2])
    assert sorted(c.choose_start_space.position for c in legal(state)) == [1, 2, 3, 4]
    state, _ = act(state, command("choose_start_space", position=4))  # seat 1
    state, _ = act(state, command("choose_start_space", position=1))  # seat 2
    state, events = act(state, command("choose_start_space", position=3))  # seat 3
    automatic = of_kind(events, "start_space_chosen")[-1]
    assert (automatic.seat, automatic.position, automatic.automatic) == (0, 2, True)
    assert [p.marker for p in state.players] == [2, 4, 1, 3]


def test_start_space_taken_is_refused() -> None:
    state, _ = setup(4, [1, 2, 6, 6, 3, 3, 2, 2])
    state, _ = act(state, command("choose_start_space", position=2))
    refused(state, command("choose_start_space", position=2), "SOUP_START_SPACE_TAKEN")


def test_first_amoebas_are_placed_in_ascending_order_and_second_in_descending_order() -> None:
    state, _ = setup(4, [1, 2, 6, 6, 3, 3, 2, 2])
    for position in (4, 1, 3):  # seats 1, 2, 3 choose; seat 0 gets 2
        state, _ = act(state, command("choose_start_space", position=position))
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_FIRST_AMOEBAS and state.order == (2, 0, 3, 1)
    seen = []
    for space in range(4):
        seen.append(pending(state).seat)
        state, _ = act(state, command("place_start_amoeba", number=1, space=space))
    assert seen == [2, 0, 3, 1]
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_SECOND_AMOEBAS and state.order == (1, 3, 0, 2)
    seen = []
    for space in range(4, 8):
        seen.append(pending(state).seat)
        state, _ = act(state, command("place_start_amoeba", number=7, space=space))
    assert seen == [1, 3, 0, 2]
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT and state.round == 1


def test_first_amoeba_gets_1_dp_with_4_players_and_the_second_none() -> None:
    state = place_all_markers(setup(4, [1, 2, 6, 6, 3, 3, 2, 2])[0])
    first = pending(state).seat
    state, _ = act(state, command("place_start_amoeba", number=3, space=0))
    assert dp_of(state, first, 3) == 1
    while state.phase != pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT:
        seat = pending(state).seat
        placement = pending(state).placement
        space = len(state.amoebas)
        state, _ = act(state, command("place_start_amoeba", number=placement + 4, space=space))
        assert dp_of(state, seat, placement + 4) == (1 if placement == 1 else 0)


def test_first_amoeba_gets_no_dp_with_3_players() -> None:
    # R3: the DP is only given in a 4-player game.
    state = place_all_markers(setup(3, [1, 2, 6, 6, 3, 3])[0])
    while state.phase != pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT:
        state, _ = act(state, command("place_start_amoeba", number=pending(state).placement, space=len(state.amoebas)))
    assert [a.dp for a in state.amoebas] == [0] * 6


def test_starting_amoeba_goes_on_a_space_without_any_amoeba() -> None:
    state = place_all_markers(setup(3, [1, 2, 6, 6, 3, 3])[0])
    state, _ = act(state, command("place_start_amoeba", number=5, space=9))
    refused(state, command("place_start_amoeba", number=5, space=9), "SOUP_SPACE_OCCUPIED")
    assert all(c.place_start_amoeba.space != 9 for c in legal(state))
    assert len(legal(state)) == 7 * 18


def test_starting_amoebas_may_have_any_number() -> None:
    state = place_all_markers(setup(3, [1, 2, 6, 6, 3, 3])[0])
    seat = pending(state).seat
    assert {c.place_start_amoeba.number for c in legal(state)} == set(range(1, 8))
    state, _ = act(state, command("place_start_amoeba", number=6, space=0))
    assert space_of(state, seat, 6) == 0


def test_after_setup_every_player_has_two_amoebas_and_round_1_starts_ascending() -> None:
    state = place_all_markers(setup(3, [1, 2, 6, 6, 3, 3])[0])
    while state.phase != pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT:
        state, events = act(
            state, command("place_start_amoeba", number=pending(state).placement, space=len(state.amoebas))
        )
    assert kinds(events)[-6:-3] == ["turn_ended", "round_started", "phase_started"]
    assert all(len(state.own_amoebas(seat)) == 2 for seat in range(3))
    assert state.order == tuple(sorted(range(3), key=lambda seat: state.players[seat].marker))
    assert pending(state).kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT and pending(state).seat == state.order[0]
