"""Phase 2, environment change (rules reference §5 phase 2, R7, R31).

The next environment card is drawn at random from those not yet turned (the same as turning the
top card of a shuffled deck, but nothing hidden has to be stored). Every player's defect
D = max(0, T - ozone) is fixed at once (R7); then, in descending order, each player with D > 0
gives up gene cards or pays BP until it is settled.
"""

from __future__ import annotations

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import RuleViolation
from services.games.primordial_soup import genes
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.state import Decision, SoupState
from services.games.primordial_soup.turn import Turn

Command = pb.PrimordialSoupCommand


def turn_card(turn: Turn) -> None:
    """Turn the next environment card and fix every player's defect."""
    deck = turn.state.deck
    card = edition().cards[deck[turn.draw(len(deck))]]
    turn.emit(
        environment_turned=pb.PrimordialSoupEnvironmentTurned(
            card=card.id,
            ozone=card.ozone,
            drift=card.drift,
            cards_left=len(deck) - 1,
        )
    )
    defects = []
    for seat in range(turn.state.seats):
        total = genes.mutation_points(turn.state, seat)
        defects.append(pb.PrimordialSoupDefect(seat=seat, mutation_points=total, defect=max(0, total - card.ozone)))
    turn.emit(defects_fixed=pb.PrimordialSoupDefectsFixed(ozone=card.ozone, defects=defects))


def has_defect(state: SoupState, seat: int) -> bool:
    return state.defects[seat] > 0


def settle_options(state: SoupState, seat: int) -> list[Command]:
    held = sorted({held.gene for held in state.players[seat].genes})
    options = [Command(give_up_gene=pb.PrimordialSoupGiveUpGene(gene=gene)) for gene in held]
    if state.players[seat].bp >= state.defects[seat]:
        options.append(Command(pay_defect=pb.PrimordialSoupPayDefect()))
    return options


def defect_turn(turn: Turn, seat: int) -> None:
    state = turn.state
    defect = state.defects[seat]
    if defect == 0:
        turn.turn_ended(seat)
        return
    options = settle_options(state, seat)
    if len(options) == 1:  # a forced choice: apply it (docs, "Automatic decisions")
        only = options[0]
        if only.HasField("give_up_gene"):
            _give_up(turn, seat, only.give_up_gene.gene)
        else:
            _pay(turn, seat)
        return
    turn.request(
        Decision(pb.PRIMORDIAL_SOUP_DECISION_KIND_SETTLE_DEFECT, seat, defect=defect),
        f"Defect {defect}: give up gene cards or pay {defect} BP",
    )


def _give_up(turn: Turn, seat: int, gene: str) -> None:
    defect = turn.state.defects[seat]
    relief = edition().genes[gene].defect_relief
    turn.emit(
        defect_settled=pb.PrimordialSoupDefectSettled(
            seat=seat, gene=gene, amount=min(defect, relief), remaining=max(0, defect - relief)
        )
    )


def _pay(turn: Turn, seat: int) -> None:
    defect = turn.state.defects[seat]
    turn.bp(seat, -defect, pb.PRIMORDIAL_SOUP_BP_REASON_DEFECT)
    turn.emit(defect_settled=pb.PrimordialSoupDefectSettled(seat=seat, amount=defect, remaining=0))


def on_give_up_gene(turn: Turn, decision: Decision, command: pb.PrimordialSoupGiveUpGene) -> None:
    if not turn.state.holds(decision.seat, command.gene):
        raise RuleViolation("SOUP_GENE_NOT_HELD", f"you hold no {command.gene} card")
    _give_up(turn, decision.seat, command.gene)


def on_pay_defect(turn: Turn, decision: Decision, command: pb.PrimordialSoupPayDefect) -> None:
    defect = turn.state.defects[decision.seat]
    if turn.state.players[decision.seat].bp < defect:
        raise RuleViolation("SOUP_NOT_ENOUGH_BP", f"paying the defect costs {defect} BP; give up a gene card")
    _pay(turn, decision.seat)


def legal_settle(state: SoupState, decision: Decision) -> list[Command]:
    return settle_options(state, decision.seat)
