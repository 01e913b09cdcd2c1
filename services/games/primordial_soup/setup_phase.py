"""Setup (rules reference §3, R8): the table, the first card, the start order and the first two
amoebas of every player."""

from __future__ import annotations

from itertools import groupby

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import RuleViolation
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.state import AmoebaRef, Decision, SoupState
from services.games.primordial_soup.turn import Turn, ref_pb

Command = pb.PrimordialSoupCommand


def lay_out(turn: Turn) -> None:
    """Cubes on every space, BP, and the first environment card (drawn at random)."""
    data = edition()
    seats = turn.state.seats
    rules = data.rules
    cards = sorted(data.cards)
    first = cards[turn.draw(len(cards))]
    supply = [rules.cubes_per_colour - rules.cubes_per_space * len(data.spaces)] * seats
    turn.emit(
        setup=pb.PrimordialSoupSetup(
            seats=seats,
            starting_bp=rules.starting_bp,
            cubes_per_space=rules.cubes_per_space,
            supply=supply,
            first_card=first,
        )
    )


def roll_start_order(turn: Turn, seats: list[int], attempt: int = 1) -> list[int]:
    """Each player rolls two dice; highest total first; tied players roll again (R8)."""
    totals: dict[int, int] = {}
    for seat in seats:
        dice = [turn.roll(), turn.roll()]
        turn.emit(start_dice_rolled=pb.PrimordialSoupStartDiceRolled(seat=seat, dice=dice, attempt=attempt))
        totals[seat] = sum(dice)
    order: list[int] = []
    ranked = sorted(seats, key=lambda seat: -totals[seat])
    for _, group in groupby(ranked, key=lambda seat: totals[seat]):
        tied = list(group)
        order += tied if len(tied) == 1 else roll_start_order(turn, tied, attempt + 1)
    return order


def free_start_spaces(state: SoupState) -> list[int]:
    taken = {player.marker for player in state.players}
    return [p for p in range(1, edition().start_spaces[state.seats] + 1) if p not in taken]


def start_space_turn(turn: Turn, seat: int) -> None:
    if turn.state.players[seat].marker:
        turn.turn_ended(seat)
        return
    free = free_start_spaces(turn.state)
    if len(free) == 1:
        turn.emit(start_space_chosen=pb.PrimordialSoupStartSpaceChosen(seat=seat, position=free[0], automatic=True))
        return
    turn.request(Decision(pb.PRIMORDIAL_SOUP_DECISION_KIND_START_SPACE, seat), f"Choose a start space: {free}")


def start_amoeba_turn(turn: Turn, seat: int) -> None:
    wanted = 1 if turn.state.phase == pb.PRIMORDIAL_SOUP_PHASE_FIRST_AMOEBAS else 2
    if len(turn.state.own_amoebas(seat)) >= wanted:
        turn.turn_ended(seat)
        return
    turn.request(
        Decision(pb.PRIMORDIAL_SOUP_DECISION_KIND_START_AMOEBA, seat, placement=wanted),
        f"Place your {'first' if wanted == 1 else 'second'} amoeba on a space without amoebas",
    )


def on_choose_start_space(turn: Turn, decision: Decision, command: pb.PrimordialSoupChooseStartSpace) -> None:
    if command.position not in free_start_spaces(turn.state):
        raise RuleViolation("SOUP_START_SPACE_TAKEN", f"start space {command.position} is taken")
    turn.emit(start_space_chosen=pb.PrimordialSoupStartSpaceChosen(seat=decision.seat, position=command.position))


def _empty_spaces(state: SoupState) -> list[int]:
    occupied = {a.space for a in state.amoebas}
    return [space for space in range(len(edition().spaces)) if space not in occupied]


def _free_numbers(state: SoupState, seat: int) -> list[int]:
    on = {a.number for a in state.own_amoebas(seat)}
    return [n for n in range(1, edition().rules.amoebas_per_colour + 1) if n not in on]


def on_place_start_amoeba(turn: Turn, decision: Decision, command: pb.PrimordialSoupPlaceStartAmoeba) -> None:
    state = turn.state
    if command.number not in _free_numbers(state, decision.seat):
        raise RuleViolation("SOUP_AMOEBA_ON_BOARD", f"your amoeba {command.number} is already on the board")
    if command.space not in _empty_spaces(state):
        raise RuleViolation("SOUP_SPACE_OCCUPIED", "starting amoebas go on spaces without any amoeba")
    # Only a 4-player game gives the first amoeba 1 DP (R3).
    dp = edition().rules.first_amoeba_dp[state.seats] if decision.placement == 1 else 0
    turn.emit(
        amoeba_placed=pb.PrimordialSoupAmoebaPlaced(
            amoeba=ref_pb(AmoebaRef(decision.seat, command.number)),
            space=command.space,
            dp=dp,
            kind=pb.PRIMORDIAL_SOUP_PLACEMENT_KIND_START,
        )
    )


def legal_start_space(state: SoupState, decision: Decision) -> list[Command]:
    return [Command(choose_start_space=pb.PrimordialSoupChooseStartSpace(position=p)) for p in free_start_spaces(state)]


def legal_start_amoeba(state: SoupState, decision: Decision) -> list[Command]:
    return [
        Command(place_start_amoeba=pb.PrimordialSoupPlaceStartAmoeba(number=number, space=space))
        for number in _free_numbers(state, decision.seat)
        for space in _empty_spaces(state)
    ]
