"""Phase 3, gene purchase (rules reference §5 phase 3, R2, R24, R25)."""

from __future__ import annotations

from collections.abc import Sequence

from ludus.v1 import primordial_soup_pb2 as pb

from services.games.primordial_soup import genes
from services.games.primordial_soup.state import SoupState
from tests.games.primordial_soup.soup_builders import (
    act,
    awaiting_kind,
    command,
    legal,
    make_state,
    pending,
    refused,
    start_phase,
    with_bystanders,
)


def phase_3(
    held: dict[int, Sequence[str | tuple[str, int] | tuple[str, int, str]]] | None = None,
    seats: int = 4,
    bp: int | Sequence[int] = 20,
    round_number: int = 2,
) -> SoupState:
    """Phase 3 with seat 0 first (highest marker)."""
    markers = list(range(seats, 0, -1))
    state = make_state(
        seats,
        amoebas=with_bystanders(seats, []),
        genes=dict(held or {}),
        bp=bp,
        markers=markers,
        round_number=round_number,
    )
    state, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_GENES)
    return state


def bought(state: SoupState, seat: int = 0) -> list[str]:
    return [h.gene for h in state.players[seat].genes]


def test_genes_are_bought_in_descending_order() -> None:
    state = make_state(4, amoebas=with_bystanders(4, []), bp=10, markers=[2, 4, 1, 3])
    state, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_GENES)
    assert state.order == (1, 3, 0, 2) and pending(state).seat == 1
    state, _ = act(state, command("end_purchases"))
    assert pending(state).seat == 3


def test_a_basic_gene_costs_its_price_and_works_at_once() -> None:
    state, _ = act(phase_3(), command("buy_gene", gene="tentacle"))
    assert bought(state) == ["tentacle"] and state.players[0].bp == 15
    assert genes.has(state, 0, "tentacle")
    assert (
        awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_BUY_GENES and pending(state).seat == 0
    )  # buy more or end


def test_several_genes_may_be_bought_one_at_a_time() -> None:
    state, _ = act(phase_3(), command("buy_gene", gene="speed"))
    state, _ = act(state, command("buy_gene", gene="intelligence"))
    state, _ = act(state, command("end_purchases"))
    assert bought(state) == ["speed", "intelligence"] and state.players[0].bp == 14
    assert pending(state).seat == 1


def test_a_gene_without_a_copy_in_the_pool_cannot_be_bought() -> None:
    state = phase_3({1: ["spores"]})  # one Spores card with 4 players
    assert genes.in_pool(state, "spores") == 0
    assert all(c.buy_gene.gene != "spores" for c in legal(state))
    refused(state, command("buy_gene", gene="spores"), "SOUP_GENE_SOLD_OUT")


def test_a_gene_needs_its_price() -> None:
    state = phase_3(bp=4)
    refused(state, command("buy_gene", gene="tentacle"), "SOUP_NOT_ENOUGH_BP")
    assert {c.buy_gene.gene for c in legal(state) if c.HasField("buy_gene")} == {
        "movement_1",
        "spores",
        "speed",
        "defense",
        "escape",
        "substitution",
        "intelligence",
    }


def test_three_players_use_only_the_3_player_copies() -> None:
    state = phase_3(seats=3)
    refused(state, command("buy_gene", gene="frugality"), "SOUP_GENE_NOT_IN_PLAY")
    refused(state, command("buy_gene", gene="parasitism"), "SOUP_GENE_NOT_IN_PLAY")
    state, _ = act(state, command("buy_gene", gene="speed"))
    refused(state, command("buy_gene", gene="speed"), "SOUP_GENE_SOLD_OUT")  # 1 Speed with 3 players


def test_a_second_copy_of_a_held_gene_may_be_bought() -> None:
    # R2 (the seed): identical cards may be held.
    state, _ = act(phase_3({0: ["tentacle"]}), command("buy_gene", gene="tentacle"))
    assert bought(state) == ["tentacle", "tentacle"] and genes.in_pool(state, "tentacle") == 0


def test_an_advanced_gene_needs_its_basic_gene_from_an_earlier_round() -> None:
    # R25: Speed bought in this round's phase 3 does not qualify.
    state, _ = act(phase_3(), command("buy_gene", gene="speed"))
    refused(state, command("buy_advanced_gene", gene="persistence", give_up="speed"), "SOUP_BASIC_GENE_REQUIRED")
    state = phase_3({0: [("speed", 1)]})
    state, _ = act(state, command("buy_advanced_gene", gene="persistence", give_up="speed"))
    assert bought(state) == ["persistence"] and state.players[0].bp == 16
    assert genes.in_pool(state, "speed") == 2  # the basic card went back to the pool


def test_an_advanced_gene_without_its_basic_gene_is_refused() -> None:
    state = phase_3()
    refused(state, command("buy_advanced_gene", gene="movement_2", give_up="movement_1"), "SOUP_BASIC_GENE_REQUIRED")
    refused(state, command("buy_advanced_gene", gene="persistence", give_up="defense"), "SOUP_WRONG_BASIC_GENE")
    refused(state, command("buy_gene", gene="persistence"), "SOUP_ADVANCED_GENE")
    refused(state, command("buy_advanced_gene", gene="speed", give_up="speed"), "SOUP_NOT_ADVANCED")


def test_armor_replaces_defense_or_escape_and_blocks_only_that_gene() -> None:
    # R24: Armor bought for Escape blocks buying Escape again, not Defense.
    state = phase_3({0: [("defense", 1), ("escape", 1)]})
    options = {
        (c.buy_advanced_gene.gene, c.buy_advanced_gene.give_up) for c in legal(state) if c.HasField("buy_advanced_gene")
    }
    assert {("armor", "defense"), ("armor", "escape")} <= options
    state, _ = act(state, command("buy_advanced_gene", gene="armor", give_up="escape"))
    assert bought(state) == ["defense", "armor"]
    assert not genes.has(state, 0, "escape") and genes.has(state, 0, "defense")
    refused(state, command("buy_gene", gene="escape"), "SOUP_GENE_REPLACED")


def test_a_basic_gene_cannot_be_bought_while_holding_its_advanced_gene() -> None:
    state = phase_3({0: [("movement_2", 1, "movement_1")]})
    refused(state, command("buy_gene", gene="movement_1"), "SOUP_GENE_REPLACED")


def test_advanced_genes_include_their_basic_gene_except_armor() -> None:
    state = phase_3({0: ["movement_2", "persistence", "aggression", ("armor", 1, "defense")]})
    assert {"movement_1", "speed", "struggle"} <= genes.abilities(state, 0)
    assert "defense" not in genes.abilities(state, 0)


def test_purchases_end_when_the_player_ends_them_or_nothing_is_affordable() -> None:
    state = make_state(4, amoebas=with_bystanders(4, []), bp=[0, 1, 20, 0], markers=[4, 3, 2, 1])
    state, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_GENES)
    assert pending(state).seat == 2  # seats 0 and 1 cannot afford any gene: their turns end by themselves


def test_a_gene_bought_in_phase_3_works_in_phase_4_of_the_same_round() -> None:
    state = make_state(
        4, amoebas=[(0, 1, 7), (0, 2, 12), (1, 7, 13), (2, 7, 17), (3, 7, 18)], bp=[8, 0, 0, 0], markers=[4, 3, 2, 1]
    )
    state, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_GENES)
    state, _ = act(state, command("buy_gene", gene="division_rate"))
    state, _ = act(state, command("end_purchases"))
    while state.phase == pb.PRIMORDIAL_SOUP_PHASE_GENES:
        state, _ = act(state, command("end_purchases"))
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_DIVISION and pending(state).seat == 0 and state.players[0].bp == 12
    state, _ = act(state, command("place_amoeba", number=3, space=8))
    assert state.players[0].bp == 8  # Division Rate already applies
