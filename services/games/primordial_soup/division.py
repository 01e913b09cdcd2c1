"""Phase 4, cell division (rules reference §5 phase 4, R26).

At the start of the turn the player receives 10 BP and the special case is judged: with no
amoeba on the board the first placement is free and may go anywhere; with exactly one, the
first one bought may go on any space without an own amoeba. Otherwise each new amoeba costs
6 BP (4 with Division Rate) and goes next to an own amoeba (anywhere with Spores), never on a
space that already holds one of its colour.
"""

from __future__ import annotations

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import RuleViolation
from services.games.primordial_soup import board, genes
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.state import AmoebaRef, Decision, SoupState
from services.games.primordial_soup.turn import Turn, ref_pb

Command = pb.PrimordialSoupCommand


def start_turn(turn: Turn, seat: int) -> None:
    turn.bp(seat, edition().rules.division_income, pb.PRIMORDIAL_SOUP_BP_REASON_DIVISION_INCOME)
    on_board = len(turn.state.own_amoebas(seat))
    case = {0: pb.PRIMORDIAL_SOUP_DIVISION_CASE_NO_AMOEBA, 1: pb.PRIMORDIAL_SOUP_DIVISION_CASE_ONE_AMOEBA}.get(
        on_board, pb.PRIMORDIAL_SOUP_DIVISION_CASE_NONE
    )
    if case != pb.PRIMORDIAL_SOUP_DIVISION_CASE_NONE:
        turn.emit(division_case_applied=pb.PrimordialSoupDivisionCaseApplied(seat=seat, division_case=case))


def cost(state: SoupState, seat: int) -> int:
    if state.division_case == pb.PRIMORDIAL_SOUP_DIVISION_CASE_NO_AMOEBA:
        return 0
    rules = edition().rules
    return rules.division_rate_cost if genes.has(state, seat, "division_rate") else rules.division_cost


def off_board(state: SoupState, seat: int) -> list[int]:
    on = {a.number for a in state.own_amoebas(seat)}
    return [n for n in range(1, edition().rules.amoebas_per_colour + 1) if n not in on]


def _anywhere(state: SoupState, seat: int) -> bool:
    return state.division_case != pb.PRIMORDIAL_SOUP_DIVISION_CASE_NONE or genes.has(state, seat, "spores")


def legal_spaces(state: SoupState, seat: int) -> list[int]:
    own = {a.space for a in state.own_amoebas(seat)}
    free = [space for space in range(board.space_count()) if space not in own]
    if _anywhere(state, seat):
        return free
    return [space for space in free if any(n in own for n in board.adjacent(space))]


def placement_options(state: SoupState, seat: int) -> list[Command]:
    if state.players[seat].bp < cost(state, seat):
        return []
    return [
        Command(place_amoeba=pb.PrimordialSoupPlaceAmoeba(number=number, space=space))
        for number in off_board(state, seat)
        for space in legal_spaces(state, seat)
    ]


def division_turn(turn: Turn, seat: int) -> None:
    if not placement_options(turn.state, seat):
        turn.turn_ended(seat)
        return
    turn.request(
        Decision(pb.PRIMORDIAL_SOUP_DECISION_KIND_DIVISION, seat, division_case=turn.state.division_case),
        f"Cell division: place new amoebas ({cost(turn.state, seat)} BP each), then end",
    )


def on_place_amoeba(turn: Turn, decision: Decision, command: pb.PrimordialSoupPlaceAmoeba) -> None:
    state = turn.state
    seat = decision.seat
    if command.number not in off_board(state, seat):
        raise RuleViolation("SOUP_AMOEBA_ON_BOARD", f"your amoeba {command.number} is already on the board")
    if any(a.space == command.space for a in state.own_amoebas(seat)):
        raise RuleViolation("SOUP_SPACE_HAS_OWN_AMOEBA", f"space {command.space} already holds one of your amoebas")
    if command.space not in legal_spaces(state, seat):
        raise RuleViolation("SOUP_NOT_ADJACENT", "a new amoeba goes next to one of yours (Spores: anywhere)")
    price = cost(state, seat)
    if state.players[seat].bp < price:
        raise RuleViolation("SOUP_NOT_ENOUGH_BP", f"a new amoeba costs {price} BP")
    kind = {
        pb.PRIMORDIAL_SOUP_DIVISION_CASE_NO_AMOEBA: pb.PRIMORDIAL_SOUP_PLACEMENT_KIND_FREE,
        pb.PRIMORDIAL_SOUP_DIVISION_CASE_ONE_AMOEBA: pb.PRIMORDIAL_SOUP_PLACEMENT_KIND_ANYWHERE,
    }.get(state.division_case, pb.PRIMORDIAL_SOUP_PLACEMENT_KIND_DIVISION)
    if price:
        turn.bp(seat, -price, pb.PRIMORDIAL_SOUP_BP_REASON_DIVISION)
    turn.emit(
        amoeba_placed=pb.PrimordialSoupAmoebaPlaced(
            amoeba=ref_pb(AmoebaRef(seat, command.number)), space=command.space, dp=0, kind=kind, cost=price
        )
    )


def on_end_division(turn: Turn, decision: Decision, command: pb.PrimordialSoupEndDivision) -> None:
    turn.turn_ended(decision.seat)


def legal_division(state: SoupState, decision: Decision) -> list[Command]:
    return [*placement_options(state, decision.seat), Command(end_division=pb.PrimordialSoupEndDivision())]
