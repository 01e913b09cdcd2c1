"""Phase 3, gene purchase (rules reference §5 phase 3, R2, R24, R25).

A basic gene needs a copy in the pool and its price. A second copy of a gene you hold may be
bought, but its ability does not stack (R2, genes.py). An advanced gene needs its basic gene (for
Armor: Defense or Escape) bought in an earlier round; that card goes back to the pool. A basic
gene cannot be bought while you hold the advanced gene it was given up for.
"""

from __future__ import annotations

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import RuleViolation
from services.games.primordial_soup import genes
from services.games.primordial_soup.data import Gene, edition
from services.games.primordial_soup.state import Decision, SoupState
from services.games.primordial_soup.turn import Turn

Command = pb.PrimordialSoupCommand


def _replaced_by_held(state: SoupState, seat: int, gene: str) -> bool:
    return any(held.replaced == gene for held in state.players[seat].genes)


def _earlier_copy(state: SoupState, seat: int, gene: str) -> bool:
    return any(h.gene == gene and h.acquired_round < state.round for h in state.players[seat].genes)


def basic_violation(state: SoupState, seat: int, gene: Gene) -> RuleViolation | None:
    if gene.advanced:
        return RuleViolation("SOUP_ADVANCED_GENE", f"{gene.name} is advanced: use buy_advanced_gene")
    if gene.copies[state.seats] == 0:
        return RuleViolation("SOUP_GENE_NOT_IN_PLAY", f"{gene.name} is not used with {state.seats} players")
    if genes.in_pool(state, gene.id) <= 0:
        return RuleViolation("SOUP_GENE_SOLD_OUT", f"no {gene.name} card is left in the pool")
    if _replaced_by_held(state, seat, gene.id):
        return RuleViolation("SOUP_GENE_REPLACED", f"you hold the advanced gene you gave {gene.name} up for")
    if state.players[seat].bp < gene.price:
        return RuleViolation("SOUP_NOT_ENOUGH_BP", f"{gene.name} costs {gene.price} BP")
    return None


def advanced_violation(state: SoupState, seat: int, gene: Gene, give_up: str) -> RuleViolation | None:
    if not gene.advanced:
        return RuleViolation("SOUP_NOT_ADVANCED", f"{gene.name} is a basic gene: use buy_gene")
    if gene.copies[state.seats] == 0:
        return RuleViolation("SOUP_GENE_NOT_IN_PLAY", f"{gene.name} is not used with {state.seats} players")
    if give_up not in gene.replaces:
        return RuleViolation(
            "SOUP_WRONG_BASIC_GENE", f"{gene.name} replaces {' or '.join(gene.replaces)}, not {give_up}"
        )
    if not _earlier_copy(state, seat, give_up):
        return RuleViolation(
            "SOUP_BASIC_GENE_REQUIRED", f"{gene.name} needs a {give_up} card bought in an earlier round"
        )
    if genes.in_pool(state, gene.id) <= 0:
        return RuleViolation("SOUP_GENE_SOLD_OUT", f"no {gene.name} card is left in the pool")
    if state.players[seat].bp < gene.price:
        return RuleViolation("SOUP_NOT_ENOUGH_BP", f"{gene.name} costs {gene.price} BP")
    return None


def purchase_options(state: SoupState, seat: int) -> list[Command]:
    options: list[Command] = []
    for gene in edition().genes.values():
        if not gene.advanced:
            if basic_violation(state, seat, gene) is None:
                options.append(Command(buy_gene=pb.PrimordialSoupBuyGene(gene=gene.id)))
            continue
        for basic in gene.replaces:
            if advanced_violation(state, seat, gene, basic) is None:
                options.append(Command(buy_advanced_gene=pb.PrimordialSoupBuyAdvancedGene(gene=gene.id, give_up=basic)))
    return options


def purchase_turn(turn: Turn, seat: int) -> None:
    if not purchase_options(turn.state, seat):
        turn.turn_ended(seat)  # nothing affordable: ending is the only choice
        return
    turn.request(Decision(pb.PRIMORDIAL_SOUP_DECISION_KIND_BUY_GENES, seat), "Buy genes, one at a time, then end")


def _acquire(turn: Turn, seat: int, gene: Gene, gave_up: str = "") -> None:
    turn.bp(seat, -gene.price, pb.PRIMORDIAL_SOUP_BP_REASON_GENE_PURCHASE)
    turn.emit(gene_acquired=pb.PrimordialSoupGeneAcquired(seat=seat, gene=gene.id, gave_up=gave_up))


def on_buy_gene(turn: Turn, decision: Decision, command: pb.PrimordialSoupBuyGene) -> None:
    gene = edition().genes[command.gene]
    violation = basic_violation(turn.state, decision.seat, gene)
    if violation is not None:
        raise violation
    _acquire(turn, decision.seat, gene)


def on_buy_advanced_gene(turn: Turn, decision: Decision, command: pb.PrimordialSoupBuyAdvancedGene) -> None:
    gene = edition().genes[command.gene]
    violation = advanced_violation(turn.state, decision.seat, gene, command.give_up)
    if violation is not None:
        raise violation
    _acquire(turn, decision.seat, gene, command.give_up)


def on_end_purchases(turn: Turn, decision: Decision, command: pb.PrimordialSoupEndPurchases) -> None:
    turn.turn_ended(decision.seat)


def legal_purchases(state: SoupState, decision: Decision) -> list[Command]:
    return [*purchase_options(state, decision.seat), Command(end_purchases=pb.PrimordialSoupEndPurchases())]
