"""Placement rules (rules reference §4.3 and §4.4), one test per rule, with the reference's examples."""

from __future__ import annotations

from ludus.v1 import ark_pb2 as pb

from services.games.ark.placement import adjacent
from tests.games.ark.builders import LEFT, RIGHT, apply, make_state, play, violation


def test_cabin_holds_at_most_three_cards() -> None:
    state = make_state(left=[["horse", "goat", "sheep"]], right=[["cow", "rabbit", "chicken"]], hands={0: ["dog"]})
    assert violation(state, 0, play("dog", LEFT, 1)) == "ARK_CABIN_FULL"


def test_climate_hot_and_cold_never_share_a_cabin() -> None:
    state = make_state(left=[["gazelle"]], right=[["horse"]], hands={0: ["sheep"]})
    assert violation(state, 0, play("sheep", LEFT, 1)) == "ARK_CLIMATE_MISMATCH"


def test_climate_both_goes_with_hot_and_with_cold() -> None:
    hot = make_state(left=[["gazelle"]], right=[["horse"]], hands={0: ["goat"]})
    apply(hot, 0, play("goat", LEFT, 1))
    cold = make_state(left=[["sheep"]], right=[["horse"]], hands={0: ["goat"]})
    apply(cold, 0, play("goat", LEFT, 1))


def test_climate_applies_to_provisions() -> None:
    state = make_state(left=[["provision_cold_1a"]], right=[["horse"]], hands={0: ["provision_hot_1a"]})
    assert violation(state, 0, play("provision_hot_1a", LEFT, 1)) == "ARK_CLIMATE_MISMATCH"


def test_tilt_moves_by_the_card_weight_toward_its_side() -> None:
    state = make_state(left=[["horse"]], right=[["cow"]], hands={0: ["goat"]})
    assert state.tilt == 0
    after, _ = apply(state, 0, play("goat", RIGHT, 1))
    assert after.tilt == 1


def test_tilt_must_stay_within_two() -> None:
    state = make_state(left=[["goat"]], right=[["horse"]], hands={0: ["cow"]})
    assert state.tilt == 1
    assert violation(state, 0, play("cow", RIGHT, 1)) == "ARK_TILT_LIMIT"


def test_provision_cabin_holds_no_herbivore() -> None:
    state = make_state(left=[["provision_both_2"]], right=[["horse"]], hands={0: ["cow"]})
    assert violation(state, 0, play("cow", LEFT, 1)) == "ARK_PROVISION_WITH_PLANT_EATER"


def test_provision_cabin_holds_no_omnivore() -> None:
    state = make_state(left=[["provision_both_1"]], right=[["horse"]], hands={0: ["chicken"]})
    assert violation(state, 0, play("chicken", LEFT, 1)) == "ARK_PROVISION_WITH_PLANT_EATER"


def test_provision_never_joins_a_herbivore() -> None:
    state = make_state(left=[["cow"]], right=[["horse"]], hands={0: ["provision_both_1"]})
    assert violation(state, 0, play("provision_both_1", LEFT, 1)) == "ARK_PROVISION_WITH_PLANT_EATER"


def test_carnivore_may_share_a_cabin_with_a_provision() -> None:
    # Provisions are not animals: the lion need not be lighter than one (R2).
    state = make_state(left=[["provision_hot_2"]], right=[["horse", "goat"]], hands={0: ["lion"]})
    after, _ = apply(state, 0, play("lion", LEFT, 1))
    assert after.left[0] == ("provision_hot_2", "lion")


def test_predator_must_be_lighter_than_every_other_animal() -> None:
    # The reference's example: lion (3) with a gazelle (2) fails.
    state = make_state(left=[["gazelle"]], right=[["elephant"]], hands={0: ["lion"]})
    assert violation(state, 0, play("lion", LEFT, 1)) == "ARK_PREDATOR_NOT_LIGHTER"


def test_predator_lighter_than_the_other_animals_is_allowed() -> None:
    # The reference's example: fox (1) with a cow (2) is allowed.
    state = make_state(left=[["cow"]], right=[["horse"]], hands={0: ["fox"]})
    after, _ = apply(state, 0, play("fox", LEFT, 1))
    assert after.left[0] == ("cow", "fox")


def test_predator_of_equal_weight_fails() -> None:
    state = make_state(left=[["horse"]], right=[["cow"]], hands={0: ["wolf"]})
    assert violation(state, 0, play("wolf", LEFT, 1)) == "ARK_PREDATOR_NOT_LIGHTER"


def test_an_animal_may_not_join_a_lighter_predator_unless_heavier() -> None:
    state = make_state(left=[["dog"]], right=[["horse"]], hands={0: ["goat", "cow"]})
    assert violation(state, 0, play("goat", LEFT, 1)) == "ARK_PREDATOR_NOT_LIGHTER"
    apply(state, 0, play("cow", LEFT, 1))


def test_a_cabin_holds_at_most_one_predator() -> None:
    state = make_state(left=[["dog", "horse"]], right=[["cow", "goat"]], hands={0: ["chicken"]})
    assert violation(state, 0, play("chicken", LEFT, 1)) == "ARK_PREDATOR_NOT_LIGHTER"


def test_omnivore_is_a_predator_too() -> None:
    state = make_state(left=[["goat"]], right=[["horse"]], hands={0: ["pig"]})
    assert violation(state, 0, play("pig", LEFT, 1)) == "ARK_PREDATOR_NOT_LIGHTER"


def test_weight_zero_predator_cannot_share_with_a_weight_zero_animal() -> None:
    state = make_state(left=[["snail"]], right=[["goat"]], hands={0: ["chicken"]})
    assert violation(state, 0, play("chicken", LEFT, 1)) == "ARK_PREDATOR_NOT_LIGHTER"


def test_turtle_shares_a_cabin_with_any_predator() -> None:
    state = make_state(left=[["turtle"]], right=[["elephant"]], hands={0: ["lion"]})
    after, _ = apply(state, 0, play("lion", LEFT, 1))
    assert after.left[0] == ("turtle", "lion")


def test_hedgehog_is_safe_from_predators_of_weight_one_or_more() -> None:
    # The reference's example: the hedgehog with a lion is allowed.
    state = make_state(left=[["hedgehog"]], right=[["elephant"]], hands={0: ["lion"]})
    after, _ = apply(state, 0, play("lion", LEFT, 1))
    assert after.left[0] == ("hedgehog", "lion")


def test_hedgehog_is_not_safe_from_weight_zero_predators() -> None:
    # The reference's example: the hedgehog with the spider fails (0 is not lighter than 0).
    state = make_state(left=[["hedgehog"]], right=[["goat"]], hands={0: ["spider"]})
    assert violation(state, 0, play("spider", LEFT, 1)) == "ARK_PREDATOR_NOT_LIGHTER"


def test_hedgehog_stays_away_from_provisions() -> None:
    state = make_state(left=[["provision_both_1"]], right=[["goat"]], hands={0: ["hedgehog"]})
    assert violation(state, 0, play("hedgehog", LEFT, 1)) == "ARK_PROVISION_WITH_PLANT_EATER"


def test_shy_animal_never_enters_a_cabin_with_a_carnivore() -> None:
    # The dog is lighter than the deer (diet allows it), but the deer is shy.
    state = make_state(left=[["dog"]], right=[["cow"]], hands={0: ["deer"]})
    assert violation(state, 0, play("deer", LEFT, 1)) == "ARK_SHY_NEAR_CARNIVORE"


def test_shy_animal_never_goes_next_to_a_carnivore() -> None:
    # The reference's example: a zebra into right row 3 while left row 3 holds a wolf fails.
    state = make_state(left=[["goat"], ["sheep"], ["wolf"]], right=[["horse"], ["cow"]], hands={0: ["zebra"]})
    assert state.tilt == 0
    assert violation(state, 0, play("zebra", RIGHT, 3)) == "ARK_SHY_NEAR_CARNIVORE"


def test_shy_animal_may_go_next_to_an_omnivore() -> None:
    # ... but with a pig there it is allowed: only carnivores frighten shy animals.
    state = make_state(left=[["goat"], ["sheep"], ["pig"]], right=[["horse"], ["cow"]], hands={0: ["zebra"]})
    after, _ = apply(state, 0, play("zebra", RIGHT, 3))
    assert after.right[2] == ("zebra",)


def test_shy_rule_ignores_diagonal_cabins() -> None:
    state = make_state(
        left=[["horse"], ["wolf"]],
        right=[["goat"], ["sheep"]],
        hands={0: ["deer"]},
        display=["okapi", "zebra", "gazelle"],
    )
    after, _ = apply(state, 0, play("deer", RIGHT, 3, display_card="okapi"))
    assert after.right[2] == ("deer",)


def test_shy_rule_checks_the_cabins_above_and_below() -> None:
    state = make_state(left=[["goat"], ["dog"]], right=[["horse"], ["cow"]], hands={0: ["rabbit"]})
    assert violation(state, 0, play("rabbit", LEFT, 3)) == "ARK_SHY_NEAR_CARNIVORE"
    assert violation(state, 0, play("rabbit", LEFT, 1)) == "ARK_SHY_NEAR_CARNIVORE"


def test_shy_chameleon_is_barred_too() -> None:
    state = make_state(left=[["gazelle"], ["dog"]], right=[["kangaroo"], ["horse"]], hands={0: ["chameleon"]})
    assert violation(state, 0, play("chameleon", LEFT, 1)) == "ARK_SHY_NEAR_CARNIVORE"


def test_carnivore_may_join_a_shy_animal_later() -> None:
    # The shy rule is checked only when the shy card itself is placed (R7).
    state = make_state(left=[["deer", "horse"]], right=[["cow"], ["goat"]], hands={0: ["dog"]})
    after, _ = apply(state, 0, play("dog", LEFT, 1))
    assert after.left[0] == ("deer", "horse", "dog")


def test_adjacency_is_up_down_and_across_never_diagonal() -> None:
    state = make_state(left=[["goat"], ["sheep"], ["cow"]], right=[["horse"], ["camel"]], deck=[])
    assert sorted(adjacent(state, pb.ARK_SIDE_LEFT, 2)) == [("camel",), ("cow",), ("goat",)]
    assert sorted(adjacent(state, pb.ARK_SIDE_RIGHT, 3)) == [("camel",), ("cow",)]


def test_new_cabin_goes_only_at_the_end_of_a_side() -> None:
    state = make_state(left=[["horse"]], right=[["cow"]], hands={0: ["goat"]}, display=["sheep", "deer", "rabbit"])
    assert violation(state, 0, play("goat", LEFT, 3, display_card="sheep")) == "ARK_ROW_SKIPPED"
    after, _ = apply(state, 0, play("goat", LEFT, 2, display_card="sheep"))
    assert after.left == (("horse",), ("goat",))


def test_sides_may_have_different_lengths() -> None:
    state = make_state(
        left=[["horse"], ["goat"], ["cow"]],
        right=[["camel"], ["sheep"]],
        hands={0: ["rabbit"]},
        display=["deer", "okapi", "zebra"],
    )
    after, _ = apply(state, 0, play("rabbit", RIGHT, 3, display_card="deer"))
    assert len(after.left) == 3 and len(after.right) == 3


def test_new_cabin_costs_a_disc_given_to_the_right_neighbour() -> None:
    state = make_state(
        left=[["horse"]], right=[["cow"]], hands={0: ["goat"]}, discs=[3, 3, 3], display=["sheep", "deer", "rabbit"]
    )
    after, _ = apply(state, 0, play("goat", LEFT, 2, display_card="sheep"))
    assert [p.discs for p in after.players] == [2, 3, 4]  # seat 0's right neighbour is seat 2


def test_new_cabin_is_impossible_without_a_disc() -> None:
    state = make_state(
        left=[["horse"]], right=[["cow"]], hands={0: ["goat"]}, discs=[0, 3, 3], display=["sheep", "deer", "rabbit"]
    )
    assert violation(state, 0, play("goat", LEFT, 2, display_card="sheep")) == "ARK_NOT_ENOUGH_DISCS"


def test_new_cabin_takes_a_display_card_at_once() -> None:
    state = make_state(
        left=[["horse"]], right=[["cow"]], hands={0: ["goat", "dog"]}, display=["sheep", "deer", "rabbit"]
    )
    after, _events = apply(state, 0, play("goat", LEFT, 2, display_card="deer"))
    assert "deer" in after.players[0].hand
    assert after.display == ("sheep", "rabbit")  # refilled only when the turn ends
    assert after.players[0].taken_from_display == ("deer",)


def test_new_cabin_display_card_is_mandatory() -> None:
    state = make_state(left=[["horse"]], right=[["cow"]], hands={0: ["goat"]}, display=["sheep", "deer", "rabbit"])
    assert violation(state, 0, play("goat", LEFT, 2)) == "ARK_DISPLAY_CARD_REQUIRED"
    assert violation(state, 0, play("goat", LEFT, 2, display_card="zebra")) == "ARK_NOT_IN_DISPLAY"


def test_second_new_cabin_chooses_from_the_two_cards_left() -> None:
    state = make_state(
        left=[["horse"]], right=[["cow"]], hands={0: ["goat", "sheep"]}, display=["deer", "rabbit", "okapi"]
    )
    after, _ = apply(state, 0, play("goat", LEFT, 2, display_card="deer"))
    assert violation(after, 0, play("sheep", RIGHT, 2, display_card="deer")) == "ARK_NOT_IN_DISPLAY"
    final, _ = apply(after, 0, play("sheep", RIGHT, 2, display_card="rabbit"))
    assert {"deer", "rabbit"} <= set(final.players[0].hand)


def test_display_card_from_a_new_cabin_may_be_played_second() -> None:
    # R14: the card taken joins the hand at once.
    state = make_state(left=[["horse"]], right=[["cow"]], hands={0: ["goat"]}, display=["sheep", "deer", "rabbit"])
    after, _ = apply(state, 0, play("goat", LEFT, 2, display_card="sheep"))
    final, _ = apply(after, 0, play("sheep", RIGHT, 2, display_card="deer"))
    assert final.right[1] == ("sheep",)


def test_only_pairs_with_the_new_card_are_checked() -> None:
    # A cabin that (from setup) already breaks nothing for the newcomer accepts it, whatever
    # the relations among its old cards.
    state = make_state(left=[["snail", "hedgehog"]], right=[["horse"]], hands={0: ["cow"]})
    after, _ = apply(state, 0, play("cow", LEFT, 1))
    assert after.left[0] == ("snail", "hedgehog", "cow")


def test_a_display_card_named_where_no_new_cabin_opens_is_a_rule_violation() -> None:
    # Whether a play opens a new cabin depends on the ark, so naming a display card for one that
    # does not is refused as a rule (FAILED_PRECONDITION), never as malformed input.
    state = make_state(left=[["horse"]], right=[["cow"]], hands={0: ["goat"]}, display=["sheep", "deer", "rabbit"])
    assert violation(state, 0, play("goat", LEFT, 1, display_card="sheep")) == "ARK_NO_DISPLAY_CARD_HERE"
