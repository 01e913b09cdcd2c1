"""The 8 special animals (§5.1) and drive-outs (§5.2)."""

from __future__ import annotations

import pytest
from ludus.v1 import ark_pb2 as pb

from services.games.ark.enums import SCORING_CATEGORIES
from services.games.ark.state import Markers, Variant
from tests.games.ark.builders import (
    CHIMPANZEE_UPGRADES,
    LEFT,
    RIGHT,
    apply,
    kinds,
    make_state,
    play,
    violation,
)

HEAVY, SLOW, SHY, USEFUL, PROVISION = SCORING_CATEGORIES


def test_fox_takes_two_discs_from_the_supply() -> None:
    state = make_state(left=[["cow"]], right=[["horse"]], hands={0: ["fox"]}, discs=[3, 3, 3])
    after, _ = apply(state, 0, play("fox", LEFT, 1))
    assert after.players[0].discs == 5 and after.supply == state.supply - 2


def test_fox_cannot_be_driven_out() -> None:
    state = make_state(left=[["cow", "fox"]], right=[["horse", "goat"]], hands={0: ["skunk"]})
    assert violation(state, 0, play("skunk", LEFT, 1, drive_out="fox")) == "ARK_DRIVE_OUT_IMMUNE"


def test_fox_discs_may_pay_for_the_second_cards_new_cabin() -> None:
    # R15: in a normal turn the fox's discs arrive before the second card is resolved.
    state = make_state(
        left=[["cow"]],
        right=[["horse"]],
        hands={0: ["fox", "goat"]},
        discs=[0, 3, 3],
        display=["sheep", "deer", "rabbit"],
    )
    after, _ = apply(state, 0, play("fox", LEFT, 1))
    final, _ = apply(after, 0, play("goat", RIGHT, 2, display_card="sheep"))
    assert final.players[0].discs == 1


def test_brontosaurus_places_a_half_marker_on_heavy() -> None:
    state = make_state(left=[["elephant"], ["goat"]], right=[["horse"]], hands={0: ["brontosaurus"]})
    after, _ = apply(state, 0, play("brontosaurus", RIGHT, 1))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_HEAVY) == Markers(plain=0, half=1)


def test_two_half_markers_become_three_plain_markers() -> None:
    state = make_state(
        left=[["elephant"], ["goat"]], right=[["horse"]], hands={0: ["brontosaurus"]}, markers={0: {HEAVY: (0, 1)}}
    )
    after, events = apply(state, 0, play("brontosaurus", RIGHT, 1))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_HEAVY) == Markers(plain=3, half=0)
    assert "half_markers_merged" in kinds(events)


# -- the chimpanzee, seed A (the default): a new half-marker on any scoring card but provision ----


def test_chimpanzee_places_a_new_half_marker_on_any_scoring_card_but_provision() -> None:
    state = make_state(left=[["kangaroo"]], right=[["horse"]], hands={0: ["chimpanzee"]}, discs=[3, 3, 3])
    after, events = apply(state, 0, play("chimpanzee", RIGHT, 2, upgrade=SHY))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_SHY) == Markers(plain=0, half=1)
    assert after.players[0].markers_left == 16
    assert after.supply == state.supply - 1  # its disc comes from the supply
    assert kinds(events).count("marker_placed") == 1 and "marker_upgraded" not in kinds(events)


def test_chimpanzee_new_half_marker_counts_like_the_brontosaurus_one() -> None:
    # Both seed-A effects add 1.5 to a count; the reference's "A is worth more" does not hold.
    chimp = make_state(left=[["kangaroo"]], right=[["horse"]], hands={0: ["chimpanzee"]})
    bronto = make_state(left=[["elephant"], ["goat"]], right=[["horse"]], hands={0: ["brontosaurus"]})
    after_chimp, _ = apply(chimp, 0, play("chimpanzee", RIGHT, 2, upgrade=HEAVY))
    after_bronto, _ = apply(bronto, 0, play("brontosaurus", RIGHT, 1))
    assert after_chimp.players[0].markers_on(pb.ARK_CATEGORY_HEAVY).doubled == 3
    assert after_bronto.players[0].markers_on(pb.ARK_CATEGORY_HEAVY).doubled == 3


def test_chimpanzee_new_marker_needs_no_marker_already_there() -> None:
    # The UPGRADE reading would do nothing here (no plain marker); seed A still places one.
    state = make_state(left=[["kangaroo"]], right=[["horse"]], hands={0: ["chimpanzee"]}, markers={0: {HEAVY: (0, 1)}})
    assert violation(state, 0, play("chimpanzee", RIGHT, 2)) == "ARK_UPGRADE_REQUIRED"
    after, _ = apply(state, 0, play("chimpanzee", RIGHT, 2, upgrade=USEFUL))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_USEFUL) == Markers(plain=0, half=1)
    assert after.players[0].markers_on(pb.ARK_CATEGORY_HEAVY) == Markers(plain=0, half=1)


def test_chimpanzee_new_half_marker_completing_a_pair_merges_it() -> None:
    state = make_state(left=[["kangaroo"]], right=[["horse"]], hands={0: ["chimpanzee"]}, markers={0: {HEAVY: (1, 1)}})
    after, events = apply(state, 0, play("chimpanzee", RIGHT, 2, upgrade=HEAVY))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_HEAVY) == Markers(plain=4, half=0)
    assert "half_markers_merged" in kinds(events)
    assert after.supply == state.supply + 1  # one disc under the new marker, two back from the pair


def test_driving_out_the_chimpanzee_lets_the_driver_place_the_half_marker_of_choice() -> None:
    # Seed A: "驱赶黑猩猩的玩家更可选择把动物标记放到该计分牌(粮食除外)上".
    state = make_state(left=[["chimpanzee"]], right=[["horse"]], hands={0: ["skunk"]})
    after, events = apply(state, 0, play("skunk", LEFT, 1, drive_out="chimpanzee", upgrade=SLOW))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_SLOW) == Markers(plain=0, half=1)
    assert kinds(events).count("marker_placed") == 1


# -- the chimpanzee under both readings -------------------------------------------------------


@pytest.mark.parametrize("variant", [None, CHIMPANZEE_UPGRADES], ids=["new_marker", "upgrade"])
def test_chimpanzee_never_upgrades_a_provision_marker(variant: Variant | None) -> None:
    state = make_state(
        left=[["kangaroo"]],
        right=[["horse"]],
        hands={0: ["chimpanzee"]},
        markers={0: {PROVISION: (1, 0), SHY: (1, 0)}},
        variant=variant,
    )
    assert violation(state, 0, play("chimpanzee", RIGHT, 2, upgrade=PROVISION)) == "ARK_UPGRADE_NOT_POSSIBLE"


@pytest.mark.parametrize("variant", [None, CHIMPANZEE_UPGRADES], ids=["new_marker", "upgrade"])
def test_chimpanzee_choice_is_required_when_possible(variant: Variant | None) -> None:
    state = make_state(
        left=[["kangaroo"]], right=[["horse"]], hands={0: ["chimpanzee"]}, markers={0: {SHY: (1, 0)}}, variant=variant
    )
    assert violation(state, 0, play("chimpanzee", RIGHT, 2)) == "ARK_UPGRADE_REQUIRED"


# -- the chimpanzee, seed B (option UPGRADE): a disc under one of your plain markers ------------


def test_chimpanzee_upgrade_option_turns_a_plain_marker_into_a_half_marker() -> None:
    state = make_state(
        left=[["kangaroo"]],
        right=[["horse"]],
        hands={0: ["chimpanzee"]},
        markers={0: {USEFUL: (2, 0)}},
        variant=CHIMPANZEE_UPGRADES,
    )
    after, _ = apply(state, 0, play("chimpanzee", RIGHT, 2, upgrade=USEFUL))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_USEFUL) == Markers(plain=1, half=1)
    assert after.supply == state.supply - 1 and after.players[0].markers_left == state.players[0].markers_left


def test_chimpanzee_upgrade_option_without_a_plain_marker_does_nothing() -> None:
    # R11: only provision markers and half-markers: nothing to upgrade.
    state = make_state(
        left=[["kangaroo"]],
        right=[["horse"]],
        hands={0: ["chimpanzee"]},
        markers={0: {PROVISION: (2, 0), HEAVY: (0, 1)}},
        variant=CHIMPANZEE_UPGRADES,
    )
    after, events = apply(state, 0, play("chimpanzee", RIGHT, 2))
    assert "marker_upgraded" not in kinds(events)
    assert after.players[0].markers == state.players[0].markers


def test_chimpanzee_upgrade_option_never_upgrades_a_half_marker_twice() -> None:
    state = make_state(
        left=[["kangaroo"]],
        right=[["horse"]],
        hands={0: ["chimpanzee"]},
        markers={0: {HEAVY: (0, 1)}},
        variant=CHIMPANZEE_UPGRADES,
    )
    assert violation(state, 0, play("chimpanzee", RIGHT, 2, upgrade=HEAVY)) == "ARK_UPGRADE_NOT_POSSIBLE"


def test_chimpanzee_upgrade_option_markers_made_from_two_halves_can_be_upgraded_again() -> None:
    state = make_state(
        left=[["kangaroo"]],
        right=[["horse"]],
        hands={0: ["chimpanzee"]},
        markers={0: {HEAVY: (3, 0)}},
        variant=CHIMPANZEE_UPGRADES,
    )
    after, _ = apply(state, 0, play("chimpanzee", RIGHT, 2, upgrade=HEAVY))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_HEAVY) == Markers(plain=2, half=1)


def test_chimpanzee_upgrade_option_completing_a_pair_merges_it() -> None:
    state = make_state(
        left=[["kangaroo"]],
        right=[["horse"]],
        hands={0: ["chimpanzee"]},
        markers={0: {HEAVY: (1, 1)}},
        variant=CHIMPANZEE_UPGRADES,
    )
    after, _ = apply(state, 0, play("chimpanzee", RIGHT, 2, upgrade=HEAVY))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_HEAVY) == Markers(plain=3, half=0)


def test_turtle_and_hedgehog_do_nothing_on_placement() -> None:
    state = make_state(
        left=[["horse"]], right=[["cow"]], hands={0: ["hedgehog", "turtle"]}, display=["sheep", "deer", "rabbit"]
    )
    after, events = apply(state, 0, play("hedgehog", LEFT, 1))
    assert not {"marker_placed", "marker_upgraded", "discs_moved"} & set(kinds(events))
    after, events = apply(state, 0, play("turtle", RIGHT, 1))
    assert not {"marker_upgraded", "discs_moved"} & set(kinds(events))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_SLOW).plain == 1  # just its category marker


def test_skunk_drives_out_any_animal_and_tilt_changes_by_the_difference() -> None:
    # The seed's example: a skunk (1) drives out an elephant (3); that side becomes 2 lighter.
    state = make_state(left=[["elephant"]], right=[["horse"]], hands={0: ["skunk"]})
    assert state.tilt == -1
    after, _ = apply(state, 0, play("skunk", LEFT, 1, drive_out="elephant"))
    assert after.left[0] == ("skunk",)
    assert after.tilt == 1
    assert after.driven_out == ("elephant",)


def test_drive_out_marker_goes_on_the_targets_category() -> None:
    state = make_state(left=[["elephant"]], right=[["horse"]], hands={0: ["skunk"]})
    after, _ = apply(state, 0, play("skunk", LEFT, 1, drive_out="elephant"))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_HEAVY).plain == 1


def test_drive_out_into_a_full_cabin() -> None:
    state = make_state(left=[["cow", "horse", "goat"]], right=[["camel", "kangaroo"]], hands={0: ["skunk"]})
    after, _ = apply(state, 0, play("skunk", LEFT, 1, drive_out="horse"))
    assert after.left[0] == ("cow", "skunk", "goat")


def test_drive_out_is_optional() -> None:
    state = make_state(left=[["cow"]], right=[["horse"]], hands={0: ["skunk"]})
    after, _ = apply(state, 0, play("skunk", LEFT, 1))
    assert after.left[0] == ("cow", "skunk") and after.driven_out == ()


def test_skunk_never_enters_a_cabin_with_a_provision() -> None:
    state = make_state(left=[["provision_both_2", "dog"]], right=[["horse", "goat"]], hands={0: ["skunk"]})
    assert violation(state, 0, play("skunk", LEFT, 1, drive_out="dog")) == "ARK_PROVISION_WITH_PLANT_EATER"


def test_mosquito_drives_out_only_an_animal_of_weight_two() -> None:
    state = make_state(left=[["kangaroo", "parrot"]], right=[["horse", "goat"]], hands={0: ["mosquito"]})
    assert violation(state, 0, play("mosquito", LEFT, 1, drive_out="parrot")) == "ARK_DRIVE_OUT_WRONG_TARGET"
    after, _ = apply(state, 0, play("mosquito", LEFT, 1, drive_out="kangaroo"))
    assert after.left[0] == ("mosquito", "parrot")


def test_mosquito_never_shares_a_cabin_with_a_predator() -> None:
    state = make_state(left=[["cow", "dog"]], right=[["horse", "goat"]], hands={0: ["mosquito"]})
    assert violation(state, 0, play("mosquito", LEFT, 1, drive_out="cow")) == "ARK_PREDATOR_NOT_LIGHTER"


def test_mosquito_cannot_be_driven_out() -> None:
    state = make_state(left=[["kangaroo", "mosquito"]], right=[["horse"]], hands={0: ["skunk"]})
    assert violation(state, 0, play("skunk", LEFT, 1, drive_out="mosquito")) == "ARK_DRIVE_OUT_IMMUNE"


def test_spider_drives_out_only_a_shy_animal() -> None:
    state = make_state(left=[["rabbit", "goat"]], right=[["horse"]], hands={0: ["spider"]})
    assert violation(state, 0, play("spider", LEFT, 1, drive_out="goat")) == "ARK_DRIVE_OUT_WRONG_TARGET"
    after, _ = apply(state, 0, play("spider", LEFT, 1, drive_out="rabbit"))
    assert after.left[0] == ("spider", "goat")
    assert after.players[0].markers_on(pb.ARK_CATEGORY_SHY).plain == 1


def test_spider_cannot_be_driven_out() -> None:
    state = make_state(left=[["goat", "spider"]], right=[["horse"]], hands={0: ["skunk"]})
    assert violation(state, 0, play("skunk", LEFT, 1, drive_out="spider")) == "ARK_DRIVE_OUT_IMMUNE"


def test_provisions_cannot_be_driven_out() -> None:
    state = make_state(left=[["provision_both_2"]], right=[["horse"]], hands={0: ["mosquito"]})
    assert violation(state, 0, play("mosquito", LEFT, 1, drive_out="provision_both_2")) == "ARK_DRIVE_OUT_NOT_ANIMAL"


def test_only_skunk_mosquito_and_spider_drive_out() -> None:
    state = make_state(left=[["cow"]], right=[["horse"]], hands={0: ["goat"]})
    assert violation(state, 0, play("goat", LEFT, 1, drive_out="cow")) == "ARK_NOT_A_DRIVER"


def test_drive_out_target_must_be_in_that_cabin() -> None:
    state = make_state(left=[["cow"]], right=[["horse"]], hands={0: ["skunk"]})
    assert violation(state, 0, play("skunk", LEFT, 1, drive_out="horse")) == "ARK_DRIVE_OUT_TARGET_MISSING"


def test_driving_out_the_brontosaurus_gives_a_half_marker() -> None:
    state = make_state(left=[["brontosaurus"]], right=[["horse"]], hands={0: ["skunk"]})
    after, _ = apply(state, 0, play("skunk", LEFT, 1, drive_out="brontosaurus"))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_HEAVY) == Markers(plain=0, half=1)


def test_chimpanzee_upgrade_option_driving_out_the_chimpanzee_uses_its_effect() -> None:
    state = make_state(
        left=[["chimpanzee"]],
        right=[["horse"]],
        hands={0: ["skunk"]},
        markers={0: {SLOW: (1, 0)}},
        variant=CHIMPANZEE_UPGRADES,
    )
    after, events = apply(state, 0, play("skunk", LEFT, 1, drive_out="chimpanzee", upgrade=SLOW))
    assert after.players[0].markers_on(pb.ARK_CATEGORY_SLOW) == Markers(plain=0, half=1)
    assert "marker_placed" not in kinds(events)  # the chimpanzee has no category


def test_drive_out_legality_uses_the_cards_that_remain() -> None:
    # The skunk replaces the cow; the dog that stays (1) is not lighter than the skunk (1).
    state = make_state(left=[["cow", "dog"]], right=[["horse", "goat"]], hands={0: ["skunk"]})
    assert violation(state, 0, play("skunk", LEFT, 1, drive_out="cow")) == "ARK_PREDATOR_NOT_LIGHTER"
    # Driving out the dog itself leaves only the cow, which the skunk may join.
    after, _ = apply(state, 0, play("skunk", LEFT, 1, drive_out="dog"))
    assert after.left[0] == ("cow", "skunk")
