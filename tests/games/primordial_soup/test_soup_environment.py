"""Phase 2, environment change and gene defects (rules reference §5 phase 2, R7, R31)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ludus.v1 import primordial_soup_pb2 as pb

from services.games.primordial_soup import genes
from services.games.primordial_soup.state import SoupState
from tests.games.primordial_soup.soup_builders import (
    act,
    awaiting_kind,
    command,
    kinds,
    legal,
    make_state,
    of_kind,
    pending,
    refused,
    start_phase,
    with_bystanders,
)


def phase_2(
    held: Mapping[int, Sequence[str]], card: str, bp: Sequence[int] = (4, 4, 4, 4), markers: Sequence[int] | None = None
) -> tuple[SoupState, list[pb.PrimordialSoupEvent]]:
    state = make_state(4, amoebas=with_bystanders(4, []), genes=dict(held), bp=bp, markers=markers)
    return start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_ENVIRONMENT, rolls=[state.deck.index(card)])


def test_environment_card_is_turned_and_becomes_the_current_card() -> None:
    state, events = phase_2({}, "E7")
    turned = of_kind(events, "environment_turned")[0]
    assert (turned.card, turned.ozone, turned.drift, turned.cards_left) == ("E7", 8, 3, 9)
    assert state.card == "E7" and state.turned[-1] == "E7" and "E7" not in state.deck


def test_defect_is_the_mutation_points_above_the_ozone_value() -> None:
    # Tentacle 4 + Longevity 5 = 9 against ozone 8: defect 1.
    state, events = phase_2({0: ["tentacle", "longevity"]}, "E7")
    fixed = of_kind(events, "defects_fixed")[0]
    assert (fixed.defects[0].seat, fixed.defects[0].mutation_points, fixed.defects[0].defect) == (0, 9, 1)
    assert awaiting_kind(state) == pb.PRIMORDIAL_SOUP_DECISION_KIND_SETTLE_DEFECT and pending(state).defect == 1
    assert sorted(c.WhichOneof("command") for c in legal(state)) == ["give_up_gene", "give_up_gene", "pay_defect"]


def test_defect_may_be_paid_in_bp() -> None:
    state, _ = phase_2({0: ["tentacle", "longevity"]}, "E7")
    state, events = act(state, command("pay_defect"))
    assert state.players[0].bp == 3 and of_kind(events, "defect_settled")[0].remaining == 0
    assert len(state.players[0].genes) == 2
    assert "bp_changed" in kinds(events) and state.phase == pb.PRIMORDIAL_SOUP_PHASE_GENES


def test_defect_settled_by_giving_up_a_gene_card_excess_is_lost() -> None:
    state, events = act(phase_2({0: ["tentacle", "longevity"]}, "E7")[0], command("give_up_gene", gene="tentacle"))
    settled = of_kind(events, "defect_settled")[0]
    assert (settled.gene, settled.amount, settled.remaining) == ("tentacle", 1, 0)
    assert [h.gene for h in state.players[0].genes] == ["longevity"]
    assert genes.in_pool(state, "tentacle") == 2  # back in the pool for phase 3
    assert state.players[0].bp == 4


def test_defect_needs_several_cards_or_the_remaining_bp() -> None:
    # 4 + 5 + 4 = 13 against ozone 8: defect 5. Giving up Holding (4) leaves 1 to pay.
    state, _ = phase_2({0: ["tentacle", "longevity", "holding"]}, "E7")
    state, _ = act(state, command("give_up_gene", gene="holding"))
    assert pending(state).kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_SETTLE_DEFECT and pending(state).defect == 1
    state, events = act(state, command("pay_defect"))
    assert state.players[0].bp == 3 and of_kind(events, "defect_settled")[0].remaining == 0


def test_defect_is_fixed_when_the_card_is_turned() -> None:
    # R7: Ray Protection (-2) + Tentacle + Longevity + Holding = 11 against 8: D = 3. Giving up Ray
    # Protection settles 4, although recomputing T would now give 13.
    state, _ = phase_2({0: ["ray_protection", "tentacle", "longevity", "holding"]}, "E7")
    assert pending(state).defect == 3
    state, events = act(state, command("give_up_gene", gene="ray_protection"))
    assert of_kind(events, "defect_settled")[0].remaining == 0
    assert (
        state.decision is None
        or state.decision.kind != pb.PRIMORDIAL_SOUP_DECISION_KIND_SETTLE_DEFECT
        or state.decision.seat != 0
    )


def test_defect_pay_refused_without_enough_bp() -> None:
    state, _ = phase_2({0: ["tentacle", "longevity"]}, "E7", bp=(0, 4, 4, 4))
    assert [c.WhichOneof("command") for c in legal(state)] == ["give_up_gene", "give_up_gene"]
    refused(state, command("pay_defect"), "SOUP_NOT_ENOUGH_BP")
    refused(state, command("give_up_gene", gene="holding"), "SOUP_GENE_NOT_HELD")


def test_defect_with_a_single_option_is_settled_automatically() -> None:
    # Two Longevity cards (10) against ozone 8 and no BP: giving one up is the only choice.
    state, events = phase_2({0: ["longevity", "longevity"]}, "E7", bp=(0, 4, 4, 4))
    assert of_kind(events, "defect_settled")[0].gene == "longevity"
    assert [h.gene for h in state.players[0].genes] == ["longevity"]


def test_defects_are_settled_in_descending_order() -> None:
    # R31. Seat 2 has the highest marker and settles first.
    held = {0: ["tentacle", "longevity"], 2: ["tentacle", "longevity"]}
    state, _ = phase_2(held, "E7", markers=[1, 2, 4, 3])
    assert state.order == (2, 3, 1, 0) and pending(state).seat == 2
    state, _ = act(state, command("pay_defect"))
    assert pending(state).seat == 0


def test_players_without_a_defect_have_no_phase_2_turn() -> None:
    state, events = phase_2({}, "E7")
    assert not of_kind(events, "turn_started") or state.phase != pb.PRIMORDIAL_SOUP_PHASE_ENVIRONMENT
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_GENES


def test_ray_protection_counts_minus_2_mutation_points() -> None:
    state, events = phase_2({1: ["ray_protection", "longevity", "longevity"]}, "E7")
    assert of_kind(events, "defects_fixed")[0].defects[1].mutation_points == 8
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_GENES  # 8 against ozone 8: no defect


def test_round_one_turns_a_card_but_nobody_has_a_defect() -> None:
    state = make_state(4, amoebas=with_bystanders(4, []), round_number=1)
    state, events = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_ENVIRONMENT, rolls=[0])
    assert of_kind(events, "environment_turned")
    assert all(d.defect == 0 for d in of_kind(events, "defects_fixed")[0].defects)
    assert state.phase == pb.PRIMORDIAL_SOUP_PHASE_GENES
