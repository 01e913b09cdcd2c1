"""A turn (§4.1 draw, §4.2 play), rain cards, pets (§6) and the final round (§7)."""

from __future__ import annotations

from typing import Any

from ludus.v1 import ark_pb2 as pb

from services.games.ark.cards import RAIN
from services.games.ark.checks import awaiting, legal_commands
from services.games.ark.state import ArkState, Variant
from tests.games.ark.builders import (
    LEFT,
    ONE_FINAL_TURN_EACH,
    PETS_OPTIONAL,
    RIGHT,
    apply,
    choose_pet,
    draw,
    end_turn,
    kinds,
    make_state,
    pass_,
    play,
    violation,
)

DISPLAY = ["horse", "cow", "goat"]


# -- draw ---------------------------------------------------------------------------------------


def test_draw_takes_a_display_card_then_the_top_card() -> None:
    state = make_state(display=DISPLAY, deck=["sheep", "deer", "rabbit", RAIN, RAIN, RAIN, RAIN, RAIN])
    after, events = apply(state, 0, draw("cow"))
    assert after.players[0].hand == ("cow", "sheep")
    assert kinds(events)[:2] == ["card_taken", "card_drawn"]


def test_display_is_refilled_to_three_at_the_end_of_the_turn() -> None:
    state = make_state(display=DISPLAY, deck=["sheep", "deer", "rabbit", RAIN, RAIN, RAIN, RAIN, RAIN])
    after, _ = apply(state, 0, draw("cow"))
    assert after.display == ("horse", "goat", "deer")
    assert after.current == 1 and after.phase == pb.ARK_PHASE_PLAY


def test_draw_needs_a_card_of_the_display() -> None:
    state = make_state(display=DISPLAY)
    assert violation(state, 0, draw("zebra")) == "ARK_NOT_IN_DISPLAY"


def test_only_the_seat_whose_turn_it_is_may_act() -> None:
    state = make_state(display=DISPLAY, hands={1: ["sheep"]})
    assert violation(state, 1, draw("cow")) == "NOT_YOUR_TURN"


def test_rain_card_is_set_aside_and_replaced() -> None:
    state = make_state(display=DISPLAY, deck=[RAIN, "sheep", "deer", RAIN, RAIN, RAIN, RAIN])
    after, events = apply(state, 0, draw("cow"))
    assert after.rain == 1
    assert after.players[0].hand == ("cow", "sheep")
    assert kinds(events)[:3] == ["card_taken", "rain_revealed", "card_drawn"]


def test_second_rain_card_starts_the_pet_phase_after_the_refill() -> None:
    state = make_state(
        display=DISPLAY, hands={1: ["rabbit"], 2: ["zebra"]}, rain=1, deck=[RAIN, "sheep", "deer", RAIN, RAIN, RAIN]
    )
    after, events = apply(state, 0, draw("cow"))
    assert after.rain == 2
    assert kinds(events)[-2:] == ["display_refilled", "pet_phase_started"]
    assert after.phase == pb.ARK_PHASE_PETS
    assert awaiting(after) == (0, 1, 2)


def test_fifth_rain_card_ends_the_turn_at_once() -> None:
    state = make_state(display=DISPLAY, hands={1: ["rabbit"]}, rain=4, deck=[RAIN, "sheep", "deer"], discs=[3, 3, 3])
    after, _events = apply(state, 0, draw("cow"))
    assert after.rain == 5
    assert after.players[0].hand == ("cow",)  # no replacement card
    assert after.display == ("horse", "goat")  # no refill
    assert after.phase == pb.ARK_PHASE_FINAL


def test_final_round_starts_left_of_the_player_who_revealed_the_fifth_rain() -> None:
    state = make_state(
        left=[["horse"]],
        right=[["cow"]],
        display=["goat", "sheep", "deer"],
        hands={1: ["rabbit"], 2: ["camel"]},
        rain=4,
        deck=[RAIN, "kangaroo"],
    )
    after, events = apply(state, 0, draw("goat"))
    started = [e.final_round_started.first_seat for e in events if e.WhichOneof("event") == "final_round_started"]
    assert started == [1]
    assert after.current == 1 and after.phase == pb.ARK_PHASE_FINAL


def test_rain_during_the_refill_is_counted_and_replaced() -> None:
    # R9: a play action that opened a cabin leaves a gap; the refill meets a rain card.
    state = make_state(
        left=[["horse"]],
        right=[["cow"]],
        hands={0: ["goat"]},
        display=["sheep", "deer", "rabbit"],
        deck=[RAIN, "okapi", "zebra", RAIN, RAIN, RAIN, RAIN],
    )
    after, _ = apply(state, 0, play("goat", LEFT, 2, display_card="sheep"))
    after, _ = apply(after, 0, end_turn())
    assert after.rain == 1
    assert after.display == ("deer", "rabbit", "okapi")


def test_fifth_rain_during_the_refill_stops_it_and_starts_the_final_round() -> None:
    state = make_state(
        left=[["horse"]],
        right=[["cow"]],
        hands={0: ["goat"], 1: ["camel"]},
        display=["sheep", "deer", "rabbit"],
        rain=4,
        deck=[RAIN, "okapi"],
    )
    after, _ = apply(state, 0, play("goat", LEFT, 2, display_card="sheep"))
    after, _ = apply(after, 0, end_turn())
    assert after.rain == 5 and after.display == ("deer", "rabbit")
    assert after.phase == pb.ARK_PHASE_FINAL


def test_second_and_fifth_rain_in_one_turn_choose_pets_before_the_final_round() -> None:
    state = make_state(
        display=DISPLAY, hands={1: ["rabbit"], 2: ["zebra"]}, rain=1, deck=[RAIN, RAIN, RAIN, RAIN, "sheep"]
    )
    after, events = apply(state, 0, draw("cow"))
    assert after.rain == 5 and after.phase == pb.ARK_PHASE_PETS
    for seat, pet in [(0, "cow"), (1, "rabbit")]:
        after, _ = apply(after, seat, choose_pet(pet))
    after, events = apply(after, 2, choose_pet("zebra"))
    assert "final_round_started" in kinds(events)


# -- play ---------------------------------------------------------------------------------------


def test_slow_card_ends_the_play_action() -> None:
    state = make_state(
        left=[["horse"]], right=[["cow"]], hands={0: ["turtle", "goat"]}, display=["sheep", "deer", "rabbit"]
    )
    after, _ = apply(state, 0, play("turtle", LEFT, 1))
    assert after.current == 1


def test_provision_ends_the_play_action() -> None:
    state = make_state(
        left=[["lion"]], right=[["camel"]], hands={0: ["provision_hot_1a", "goat"]}, display=["sheep", "deer", "rabbit"]
    )
    after, _ = apply(state, 0, play("provision_hot_1a", LEFT, 1))
    assert after.current == 1


def test_second_card_may_not_be_slow_or_a_provision() -> None:
    state = make_state(
        left=[["horse"]], right=[["cow"]], hands={0: ["goat", "turtle", "sheep"]}, display=["deer", "rabbit", "okapi"]
    )
    after, _ = apply(state, 0, play("goat", RIGHT, 1))
    assert after.current == 0 and after.turn.cards_played == 1
    assert violation(after, 0, play("turtle", LEFT, 1)) == "ARK_SLOW_OR_PROVISION_NOT_ALLOWED"


def test_second_card_must_go_into_a_different_cabin() -> None:
    state = make_state(
        left=[["horse"]], right=[["cow"]], hands={0: ["goat", "sheep"]}, display=["deer", "rabbit", "okapi"]
    )
    after, _ = apply(state, 0, play("goat", RIGHT, 1))
    assert violation(after, 0, play("sheep", RIGHT, 1)) == "ARK_SAME_CABIN"
    final, _ = apply(after, 0, play("sheep", LEFT, 1))
    assert final.current == 1


def test_a_new_cabin_counts_as_a_different_cabin() -> None:
    state = make_state(
        left=[["horse"]], right=[["cow"]], hands={0: ["goat", "sheep"]}, display=["deer", "rabbit", "okapi"]
    )
    after, _ = apply(state, 0, play("goat", RIGHT, 2, display_card="deer"))
    final, _ = apply(after, 0, play("sheep", RIGHT, 3, display_card="rabbit"))
    assert final.right == (("cow",), ("goat",), ("sheep",))


def test_first_card_checks_are_not_repaired_by_the_second() -> None:
    # The tilt check uses the ark as it stands: a heavy first card cannot lean on a second.
    state = make_state(
        left=[["horse"]], right=[["cow"]], hands={0: ["camel", "goat"]}, display=["deer", "rabbit", "okapi"]
    )
    assert violation(state, 0, play("camel", RIGHT, 1)) == "ARK_TILT_LIMIT"


def test_player_may_end_the_action_after_the_first_card() -> None:
    state = make_state(
        left=[["horse"]], right=[["cow"]], hands={0: ["goat", "sheep"]}, display=["deer", "rabbit", "okapi"]
    )
    after, _ = apply(state, 0, play("goat", RIGHT, 1))
    final, _ = apply(after, 0, end_turn())
    assert final.current == 1 and final.players[0].hand == ("sheep",)


def test_end_turn_only_after_a_first_card() -> None:
    state = make_state(display=DISPLAY)
    assert violation(state, 0, end_turn()) == "ARK_NOTHING_TO_END"


def test_action_ends_by_itself_without_a_legal_second_card() -> None:
    state = make_state(
        left=[["horse"]], right=[["cow"]], hands={0: ["goat", "turtle"]}, display=["deer", "rabbit", "okapi"]
    )
    after, _ = apply(state, 0, play("goat", RIGHT, 1))
    assert after.current == 1  # the turtle is slow: it cannot come second


def test_no_draw_after_a_first_card_is_played() -> None:
    state = make_state(
        left=[["horse"]], right=[["cow"]], hands={0: ["goat", "sheep"]}, display=["deer", "rabbit", "okapi"]
    )
    after, _ = apply(state, 0, play("goat", RIGHT, 1))
    assert violation(after, 0, draw("deer")) == "ARK_ACTION_ALREADY_CHOSEN"


def test_card_must_be_in_hand() -> None:
    state = make_state(left=[["horse"]], right=[["cow"]], hands={0: ["goat"]})
    assert violation(state, 0, play("sheep", RIGHT, 1)) == "ARK_CARD_NOT_IN_HAND"


def test_marker_goes_on_the_played_cards_category() -> None:
    state = make_state(left=[["horse"]], right=[["cow"]], hands={0: ["goat"]})
    after, _ = apply(state, 0, play("goat", RIGHT, 1))

    assert after.players[0].markers_on(pb.ARK_CATEGORY_USEFUL).plain == 1


# -- pets ---------------------------------------------------------------------------------------


def start_pets(hands: dict[int, list[str]], variant: Variant | None = None) -> ArkState:
    state = make_state(
        display=DISPLAY, hands=hands, rain=1, deck=[RAIN, "sheep", "deer", RAIN, RAIN, RAIN], variant=variant
    )
    after, _ = apply(state, 0, draw("cow"))
    return after


def test_everyone_with_cards_chooses_a_pet_at_the_same_time() -> None:
    after = start_pets({1: ["rabbit"], 2: []})
    assert after.phase == pb.ARK_PHASE_PETS
    assert awaiting(after) == (0, 1)  # seat 2 has no card, so no pet


def test_player_with_a_valid_pet_must_set_a_card_aside() -> None:
    after = start_pets({1: ["rabbit"], 2: ["zebra"]})
    assert violation(after, 1, choose_pet("")) == "ARK_PET_REQUIRED"


def test_any_hand_card_may_be_chosen_even_an_invalid_pet() -> None:
    after = start_pets({1: ["rabbit", "elephant"], 2: ["zebra"]})
    after, _ = apply(after, 1, choose_pet("elephant"))
    assert after.players[1].pet == "elephant" and after.players[1].hand == ("rabbit",)


def test_every_player_sets_a_card_aside_even_without_a_valid_pet() -> None:
    # Seed A (the default): "各玩家从手牌中拣选1张牌作其宠物"; an invalid one is no pet, and lost.
    after = start_pets({1: ["elephant", "provision_hot_1a"], 2: ["zebra"]})
    assert violation(after, 1, choose_pet("")) == "ARK_PET_REQUIRED"
    legal = [c.choose_pet.card for c in legal_commands(after, 1)]
    assert sorted(legal) == ["elephant", "provision_hot_1a"]
    after, _ = apply(after, 1, choose_pet("provision_hot_1a"))
    assert after.players[1].pet == "provision_hot_1a" and after.players[1].hand == ("elephant",)


def test_pets_optional_option_player_may_choose_none() -> None:
    # Seed B: "每位玩家都可以选择放置一只宠物" (may), even with a valid pet in hand.
    after = start_pets({1: ["elephant", "rabbit"], 2: ["zebra"]}, PETS_OPTIONAL)
    after, _ = apply(after, 1, choose_pet(""))
    assert after.players[1].pet_chosen and after.players[1].pet == ""
    assert after.players[1].hand == ("elephant", "rabbit")


def test_pets_optional_option_only_a_valid_pet_may_be_set_aside() -> None:
    # Seed B lists what a pet must be ("宠物必须符合的规定"): an invalid card cannot be chosen.
    after = start_pets({1: ["elephant", "rabbit", "provision_hot_1a"], 2: ["zebra"]}, PETS_OPTIONAL)
    assert violation(after, 1, choose_pet("elephant")) == "ARK_PET_NOT_VALID"
    assert violation(after, 1, choose_pet("provision_hot_1a")) == "ARK_PET_NOT_VALID"
    legal = [c.choose_pet.card for c in legal_commands(after, 1)]
    assert sorted(legal) == ["", "rabbit"]


def test_pet_is_chosen_once() -> None:
    after = start_pets({1: ["rabbit"], 2: ["zebra"]})
    after, _ = apply(after, 1, choose_pet("rabbit"))
    assert violation(after, 1, choose_pet("")) == "ARK_PET_ALREADY_CHOSEN"


def test_nobody_draws_or_plays_while_pets_are_chosen() -> None:
    after = start_pets({1: ["rabbit"], 2: ["zebra"]})
    assert violation(after, 1, draw("horse")) == "ARK_CHOOSE_PET_FIRST"


def test_play_resumes_with_the_next_seat_after_the_pets() -> None:
    after = start_pets({1: ["rabbit"], 2: ["zebra"]})
    for seat, pet in [(2, "zebra"), (1, "rabbit"), (0, "cow")]:
        after, events = apply(after, seat, choose_pet(pet))
    assert after.phase == pb.ARK_PHASE_PLAY and after.current == 1
    assert kinds(events)[-1] == "turn_started"


# -- final round --------------------------------------------------------------------------------


def final_state(**kwargs: Any) -> ArkState:
    defaults: dict[str, Any] = {
        "left": [["horse"]],
        "right": [["cow"]],
        "phase": pb.ARK_PHASE_FINAL,
        "rain": 5,
        "deck": ["sheep"],
    }
    defaults.update(kwargs)
    return make_state(**defaults)


def test_final_round_play_costs_a_disc_to_the_supply() -> None:
    state = final_state(hands={0: ["goat"], 1: ["dog"], 2: ["rabbit"]}, discs=[2, 2, 2])
    supply = state.supply
    after, _ = apply(state, 0, play("goat", RIGHT, 1))
    assert after.players[0].discs == 1 and after.supply == supply + 1
    assert after.current == 1


def test_final_round_new_cabin_costs_two_discs_and_takes_no_display_card() -> None:
    state = final_state(hands={0: ["goat"], 1: ["dog"], 2: ["rabbit"]}, discs=[2, 2, 2], display=["deer", "okapi"])
    after, events = apply(state, 0, play("goat", LEFT, 2))
    assert [p.discs for p in after.players] == [0, 2, 3]
    assert "card_taken" not in kinds(events)
    assert after.display == ("deer", "okapi")


def test_final_round_new_cabin_needs_two_discs_held_before_the_play() -> None:
    state = final_state(hands={0: ["fox"], 1: ["dog"], 2: ["rabbit"]}, discs=[1, 2, 2])
    # R15: the fox's two discs would arrive too late to pay for its own new cabin.
    assert violation(state, 0, play("fox", LEFT, 2)) == "ARK_NOT_ENOUGH_DISCS"


def test_final_round_excludes_slow_animals_and_provisions() -> None:
    state = final_state(hands={0: ["turtle", "goat"], 1: ["dog"], 2: ["rabbit"]}, discs=[2, 2, 2])
    assert violation(state, 0, play("turtle", LEFT, 1)) == "ARK_SLOW_OR_PROVISION_NOT_ALLOWED"


def test_final_round_allows_one_card_per_turn() -> None:
    state = final_state(hands={0: ["goat", "sheep"], 1: ["dog"], 2: ["rabbit"]}, discs=[3, 2, 2])
    after, _ = apply(state, 0, play("goat", RIGHT, 1))
    assert after.current == 1


def test_nobody_draws_in_the_final_round() -> None:
    state = final_state(hands={0: ["goat"]}, display=["deer"], discs=[2, 2, 2])
    assert violation(state, 0, draw("deer")) == "ARK_NO_DRAW_IN_FINAL_ROUND"


def test_passing_is_only_possible_in_the_final_round() -> None:
    state = make_state(display=DISPLAY)
    assert violation(state, 0, pass_()) == "ARK_NO_PASS_BEFORE_FINAL_ROUND"


def test_passed_players_are_skipped_and_rounds_repeat_until_all_pass() -> None:
    state = final_state(
        hands={0: ["goat", "sheep"], 1: ["rabbit"], 2: ["deer"]},
        discs=[5, 5, 5],
        left=[["horse"], ["pig"]],
        right=[["cow"], ["camel"]],
    )
    state, _ = apply(state, 0, play("goat", RIGHT, 1))
    state, _ = apply(state, 1, pass_())
    state, _ = apply(state, 2, pass_())
    assert state.current == 0  # a second round for seat 0, skipping the passed seats
    state, events = apply(state, 0, pass_())
    assert state.phase == pb.ARK_PHASE_OVER
    assert kinds(events)[-1] == "game_scored"


def test_player_without_a_disc_must_pass() -> None:
    state = final_state(hands={0: ["goat"], 1: ["dog"], 2: ["sheep"]}, discs=[2, 0, 2])
    after, events = apply(state, 0, pass_())
    forced = [e.passed for e in events if e.WhichOneof("event") == "passed" and e.passed.forced]
    assert [p.seat for p in forced] == [1]
    assert after.current == 2


def test_player_without_a_playable_card_must_pass() -> None:
    state = final_state(hands={0: ["goat"], 1: ["turtle", "provision_hot_1a"], 2: ["sheep"]}, discs=[2, 2, 2])
    after, _events = apply(state, 0, pass_())
    assert after.players[1].passed and after.current == 2


def test_new_cabin_disc_goes_to_the_right_neighbour_even_if_passed() -> None:
    state = final_state(hands={0: ["goat"], 1: ["sheep"], 2: ["rabbit"]}, discs=[2, 2, 2])
    state, _ = apply(state, 0, pass_())
    state, _ = apply(state, 1, play("sheep", LEFT, 2))
    assert state.players[0].discs == 3  # seat 1's right neighbour, already passed


def test_one_final_turn_each_option_ends_after_every_seat_had_one_turn() -> None:
    # Seed B: "玩家按顺时针方向轮着执行他们的最后一个回合" and the game ends when all have.
    state = final_state(
        hands={0: ["goat", "sheep"], 1: ["rabbit"], 2: ["deer"]},
        discs=[5, 5, 5],
        left=[["horse"], ["pig"]],
        right=[["cow"], ["camel"]],
        variant=ONE_FINAL_TURN_EACH,
    )
    state, _ = apply(state, 0, play("goat", RIGHT, 1))
    assert state.players[0].final_turn_taken and not state.players[0].passed
    state, _ = apply(state, 1, pass_())
    state, events = apply(state, 2, pass_())
    # Seat 0 still holds a playable sheep, but its one last turn is over.
    assert state.phase == pb.ARK_PHASE_OVER and kinds(events)[-1] == "game_scored"


def test_one_final_turn_each_option_still_forces_passes() -> None:
    state = final_state(hands={0: ["goat"], 1: ["dog"], 2: ["sheep"]}, discs=[2, 0, 2], variant=ONE_FINAL_TURN_EACH)
    state, events = apply(state, 0, play("goat", RIGHT, 1))
    forced = [e.passed.seat for e in events if e.WhichOneof("event") == "passed" and e.passed.forced]
    assert forced == [1] and state.current == 2
    state, _ = apply(state, 2, play("sheep", LEFT, 1))
    assert state.phase == pb.ARK_PHASE_OVER


def test_revealer_of_the_fifth_rain_takes_part_in_the_final_round() -> None:
    state = make_state(
        left=[["horse"]],
        right=[["cow"]],
        display=["goat", "sheep", "deer"],
        hands={0: ["rabbit"], 1: [], 2: []},
        rain=4,
        deck=[RAIN],
        discs=[2, 0, 0],
    )
    after, _events = apply(state, 0, draw("goat"))
    assert after.current == 0 and after.phase == pb.ARK_PHASE_FINAL  # seats 1 and 2 must pass
