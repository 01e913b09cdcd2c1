"""The supply disc under each half-marker (§5.1, both seeds) and the 17 markers per player (§3.4)."""

from __future__ import annotations

from ludus.v1 import ark_pb2 as pb

from services.core.immutable import replace
from services.games.ark.enums import SCORING_CATEGORIES
from services.games.ark.scoring import score
from services.games.ark.state import Markers
from tests.games.ark.builders import CHIMPANZEE_UPGRADES, LEFT, RIGHT, apply, kinds, make_state, play, violation

HEAVY, SLOW, SHY, USEFUL, PROVISION = SCORING_CATEGORIES


def _all_but(left: int) -> dict[int, tuple[int, int]]:
    """Marker counts that leave `left` of the 17 in stock (all plain, on the slow card)."""
    return {SLOW: (17 - left, 0)}


# -- the half-marker takes a wood from the supply ---------------------------------------------


def test_brontosaurus_half_marker_takes_a_disc_from_the_supply() -> None:
    state = make_state(left=[["elephant"], ["goat"]], right=[["horse"]], hands={0: ["brontosaurus"]})
    after, _ = apply(state, 0, play("brontosaurus", RIGHT, 1))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_HEAVY) == Markers(plain=0, half=1)
    assert after.supply == state.supply - 1


def test_chimpanzee_half_marker_takes_a_disc_from_the_supply_under_either_reading() -> None:
    new_marker = make_state(left=[["kangaroo"]], right=[["horse"]], hands={0: ["chimpanzee"]})
    after, _ = apply(new_marker, 0, play("chimpanzee", RIGHT, 2, upgrade=USEFUL))
    assert after.supply == new_marker.supply - 1
    upgrade = make_state(
        left=[["kangaroo"]],
        right=[["horse"]],
        hands={0: ["chimpanzee"]},
        markers={0: {USEFUL: (1, 0)}},
        variant=CHIMPANZEE_UPGRADES,
    )
    after, _ = apply(upgrade, 0, play("chimpanzee", RIGHT, 2, upgrade=USEFUL))
    assert after.supply == upgrade.supply - 1


def test_merging_two_half_markers_returns_their_discs_to_the_supply() -> None:
    state = make_state(
        left=[["elephant"], ["goat"]], right=[["horse"]], hands={0: ["brontosaurus"]}, markers={0: {HEAVY: (0, 1)}}
    )
    after, events = apply(state, 0, play("brontosaurus", RIGHT, 1))
    assert kinds(events).count("half_markers_merged") == 1
    assert after.players[0].markers_on(pb.ARK_CATEGORY_HEAVY) == Markers(plain=3, half=0)
    assert after.supply == state.supply - 1 + 2


def test_fox_payout_counts_the_discs_under_half_markers() -> None:
    # Supply 2; the brontosaurus's half-marker takes one, so the fox played next gets only one.
    state = make_state(
        left=[["elephant"], ["goat"]],
        right=[["horse"]],
        hands={0: ["brontosaurus", "fox"]},
        discs=[3, 3, 3],
        supply=2,
    )
    after, _ = apply(state, 0, play("brontosaurus", RIGHT, 1))
    after, _ = apply(after, 0, play("fox", LEFT, 1))
    assert after.players[0].discs == 4 and after.supply == 0


def test_with_an_empty_supply_a_half_marker_is_placed_plain() -> None:
    # docs/rules/ark.md: without a disc to put under it, the marker cannot count 1.5.
    state = make_state(left=[["elephant"], ["goat"]], right=[["horse"]], hands={0: ["brontosaurus"]}, supply=0)
    after, events = apply(state, 0, play("brontosaurus", RIGHT, 1))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_HEAVY) == Markers(plain=1, half=0)
    assert after.supply == 0
    placed = [e.marker_placed for e in events if e.WhichOneof("event") == "marker_placed"]
    assert len(placed) == 1 and not placed[0].half


def test_with_an_empty_supply_the_chimpanzee_new_marker_is_placed_plain() -> None:
    state = make_state(left=[["kangaroo"]], right=[["horse"]], hands={0: ["chimpanzee"]}, supply=0)
    after, _ = apply(state, 0, play("chimpanzee", RIGHT, 2, upgrade=SHY))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_SHY) == Markers(plain=1, half=0)


def test_with_an_empty_supply_the_chimpanzee_upgrade_does_nothing() -> None:
    state = make_state(
        left=[["kangaroo"]],
        right=[["horse"]],
        hands={0: ["chimpanzee"]},
        markers={0: {USEFUL: (1, 0)}},
        supply=0,
        variant=CHIMPANZEE_UPGRADES,
    )
    assert violation(state, 0, play("chimpanzee", RIGHT, 2, upgrade=USEFUL)) == "ARK_UPGRADE_NOT_POSSIBLE"
    after, events = apply(state, 0, play("chimpanzee", RIGHT, 2))
    assert "marker_upgraded" not in kinds(events) and after.players[0].markers == state.players[0].markers


# -- 17 markers per player --------------------------------------------------------------------


def test_each_player_has_seventeen_markers() -> None:
    state = make_state(markers={0: {SLOW: (3, 0), HEAVY: (1, 1)}})
    assert state.players[0].markers_left == 12 and state.players[1].markers_left == 17


def test_player_without_markers_left_places_no_marker() -> None:
    state = make_state(left=[["horse"]], right=[["cow"]], hands={0: ["goat"]}, markers={0: _all_but(0)})
    after, events = apply(state, 0, play("goat", LEFT, 1))
    assert "marker_placed" not in kinds(events)
    assert after.players[0].markers == state.players[0].markers and after.left[0] == ("horse", "goat")


def test_last_marker_is_placed_then_none() -> None:
    state = make_state(
        left=[["horse"]], right=[["cow"]], hands={0: ["goat", "sheep"]}, markers={0: _all_but(1)}, display=["deer"]
    )
    after, events = apply(state, 0, play("goat", LEFT, 1))
    assert kinds(events).count("marker_placed") == 1 and after.players[0].markers_left == 0
    after, events = apply(after, 0, play("sheep", RIGHT, 1))
    assert "marker_placed" not in kinds(events)
    assert after.players[0].markers_on(pb.ARK_CATEGORY_USEFUL) == Markers(plain=1, half=0)


def test_chimpanzee_new_marker_needs_a_marker_left() -> None:
    state = make_state(left=[["kangaroo"]], right=[["horse"]], hands={0: ["chimpanzee"]}, markers={0: _all_but(0)})
    assert violation(state, 0, play("chimpanzee", RIGHT, 2, upgrade=SHY)) == "ARK_UPGRADE_NOT_POSSIBLE"
    after, events = apply(state, 0, play("chimpanzee", RIGHT, 2))
    assert "marker_placed" not in kinds(events) and after.supply == state.supply


def test_chimpanzee_upgrade_needs_no_marker_left() -> None:
    # Seed B's upgrade puts a disc under a marker already placed: the stock does not matter.
    state = make_state(
        left=[["kangaroo"]],
        right=[["horse"]],
        hands={0: ["chimpanzee"]},
        markers={0: _all_but(0)},
        variant=CHIMPANZEE_UPGRADES,
    )
    after, _ = apply(state, 0, play("chimpanzee", RIGHT, 2, upgrade=SLOW))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_SLOW) == Markers(plain=16, half=1)


def test_two_half_markers_stay_when_no_marker_is_left_to_make_three() -> None:
    # 16 placed (15 slow + 1 heavy half); the brontosaurus's half is the 17th: no third marker.
    state = make_state(
        left=[["elephant"], ["goat"]],
        right=[["horse"]],
        hands={0: ["brontosaurus"]},
        markers={0: {SLOW: (15, 0), HEAVY: (0, 1)}},
    )
    after, events = apply(state, 0, play("brontosaurus", RIGHT, 1))
    assert "half_markers_merged" not in kinds(events)
    assert after.players[0].markers_on(pb.ARK_CATEGORY_HEAVY) == Markers(plain=0, half=2)
    assert after.players[0].markers_on(pb.ARK_CATEGORY_HEAVY).doubled == 6  # the same 3 markers' worth
    assert after.supply == state.supply - 1


def test_valid_pet_scores_no_marker_without_markers_left() -> None:
    state = make_state(markers={0: _all_but(0), 1: {SLOW: (1, 0)}})
    for seat in (0, 1):
        state = state.with_player(seat, replace(state.players[seat], pet="rabbit", pet_chosen=True))
    result = score(state)
    assert result.pets[0] == ("rabbit", True, int(pb.ARK_CATEGORY_NONE))
    assert result.pets[1] == ("rabbit", True, int(pb.ARK_CATEGORY_SHY))
    assert result.doubled_counts[0][pb.ARK_CATEGORY_SHY - 1] == 0
