"""Hidden information (§9): hands, pets until scoring, the deck order."""

from __future__ import annotations

from ludus.v1 import ark_pb2 as pb

from services.core.rng import setup_rng
from services.games.ark import rules
from services.games.ark.cards import RAIN
from services.games.ark.state import ArkState
from services.games.ark.views import redact, view
from tests.games.ark.builders import apply, choose_pet, draw, make_state


def test_a_seat_sees_its_own_hand_and_only_the_size_of_others() -> None:
    state = make_state(hands={0: ["cow", "goat"], 1: ["horse"]})
    mine = view(state, 0)
    assert list(mine.players[0].hand) == ["cow", "goat"]
    assert list(mine.players[1].hand) == [] and mine.players[1].hand_size == 1


def test_spectators_see_no_hand() -> None:
    state = make_state(hands={0: ["cow", "goat"], 1: ["horse"]})
    public = view(state, None)
    assert all(not player.hand for player in public.players)
    assert [player.hand_size for player in public.players] == [2, 1, 0]


def test_the_deck_order_is_never_shown() -> None:
    state = make_state()
    assert "deck" not in pb.ArkView.DESCRIPTOR.fields_by_name
    for seat in (0, 1, 2, None):
        shown = view(state, seat)
        assert shown.deck_size == len(state.deck)
        assert state.deck[0].encode() not in shown.SerializeToString()


def test_setup_event_reveals_only_the_receivers_hand_and_never_the_deck() -> None:
    setup_event = rules.setup(4, setup_rng(b"s" * 32))[0]
    for seat in (0, 1, 2, 3, None):
        hidden = redact(setup_event, seat).setup
        assert list(hidden.deck) == []
        assert hidden.deck_size == len(setup_event.setup.deck)
        for hand in hidden.hands:
            assert hand.count == 2
            assert (list(hand.cards) != []) == (hand.seat == seat)


def test_a_drawn_card_is_shown_to_the_drawer_only() -> None:
    state = make_state(display=["horse", "cow", "goat"], deck=["sheep", "deer", "rabbit", RAIN, RAIN, RAIN, RAIN, RAIN])
    _, events = apply(state, 0, draw("cow"))
    drawn = next(e for e in events if e.WhichOneof("event") == "card_drawn")
    assert redact(drawn, 0).card_drawn.card == "sheep"
    assert redact(drawn, 1).card_drawn.card == "" and redact(drawn, None).card_drawn.card == ""


def test_display_cards_taken_are_public() -> None:
    state = make_state(display=["horse", "cow", "goat"], deck=["sheep", "deer", "rabbit", RAIN, RAIN, RAIN, RAIN, RAIN])
    after, events = apply(state, 0, draw("cow"))
    taken = next(e for e in events if e.WhichOneof("event") == "card_taken")
    assert redact(taken, 1).card_taken.card == "cow"
    assert list(view(after, 1).players[0].taken_from_display) == ["cow"]


def test_pet_stays_secret_until_scoring() -> None:
    state = make_state(phase=pb.ARK_PHASE_PETS, hands={0: ["goat", "cow"], 1: ["horse"]})
    state = ArkState(**{**state.__dict__, "choosing": (0, 1)})
    after, events = apply(state, 0, choose_pet("goat"))
    chosen = events[0]
    assert redact(chosen, 0).pet_chosen.card == "goat"
    assert redact(chosen, 1).pet_chosen.card == "" and redact(chosen, 1).pet_chosen.set_aside
    assert view(after, 0).players[0].pet == "goat"
    assert view(after, 1).players[0].pet == "" and view(after, 1).players[0].pet_set_aside


def test_pets_are_revealed_at_scoring() -> None:
    state = make_state(phase=pb.ARK_PHASE_PETS, hands={0: ["goat"], 1: ["horse"], 2: ["cow"]})
    state = ArkState(**{**state.__dict__, "choosing": (0, 1, 2)})
    from dataclasses import replace

    state = replace(state, final_due=True)
    state, _ = apply(state, 0, choose_pet("goat"))
    state, _ = apply(state, 1, choose_pet("horse"))
    state, _ = apply(state, 2, choose_pet("cow"))
    assert state.phase == pb.ARK_PHASE_OVER  # nobody holds a card: everyone passes at once
    public = view(state, None)
    assert [player.pet for player in public.players] == ["goat", "horse", "cow"]
    assert [pet.card for pet in public.scoring.pets] == ["goat", "horse", "cow"]


def test_redaction_never_drops_an_event() -> None:
    setup_events = rules.setup(3, setup_rng(b"r" * 32))
    for event in setup_events:
        assert isinstance(redact(event, 2), pb.ArkEvent)
        assert redact(event, 2).WhichOneof("event") == event.WhichOneof("event")
