"""What a player's gene cards give them: abilities, mutation points, gene points, and the pool.

Abilities are named in soup.json per gene card; an advanced gene lists the abilities of the
basic gene it includes (Movement II, Persistence, Aggression), Armor only its own (R24). A
player holding two cards of a gene has its ability once (R2): abilities are a set.
"""

from __future__ import annotations

from services.games.primordial_soup.data import edition
from services.games.primordial_soup.state import SoupState


def abilities(state: SoupState, seat: int) -> frozenset[str]:
    genes = edition().genes
    granted: set[str] = set()
    for held in state.players[seat].genes:
        granted |= genes[held.gene].abilities
    return frozenset(granted)


def has(state: SoupState, seat: int, ability: str) -> bool:
    genes = edition().genes
    return any(ability in genes[held.gene].abilities for held in state.players[seat].genes)


def mutation_points(state: SoupState, seat: int) -> int:
    """T: the sum of the MP of every card held (duplicates each count, R2)."""
    genes = edition().genes
    return sum(genes[held.gene].mp for held in state.players[seat].genes)


def gene_cards(state: SoupState, seat: int) -> int:
    """The card count for gene points: basic 1, advanced 2, Ray Protection 0 (R5)."""
    genes = edition().genes
    return sum(genes[held.gene].score_cards for held in state.players[seat].genes)


def in_pool(state: SoupState, gene: str) -> int:
    """Copies of `gene` in the pool: the copies for the player count less the cards held."""
    held = sum(state.holds(seat, gene) for seat in range(state.seats))
    return edition().copies(gene, state.seats) - held


def score_points(state: SoupState, seat: int) -> tuple[int, int]:
    """(amoeba points, gene points) the seat would score in phase 6 now."""
    data = edition()
    amoebas = sum(1 for amoeba in state.amoebas if amoeba.seat == seat)
    return data.points_for_amoebas(amoebas), data.points_for_genes(gene_cards(state, seat))


def death_threshold(state: SoupState, seat: int) -> int:
    rules = edition().rules
    return rules.longevity_death_dp if has(state, seat, "longevity") else rules.death_dp
