"""Hidden information (rules reference 9; ruling 32): views and redacted events."""

from __future__ import annotations

from dataclasses import replace

from ludus.v1 import arkadia_pb2 as pb

from services.core.rng import setup_rng
from services.games.arkadia import rules
from services.games.arkadia.state import ArkadiaState
from services.games.arkadia.views import redact, view
from tests.games.arkadia.arkadia_builders import (
    BLACK,
    DISPLAY,
    OLIVE,
    PASS,
    PILE,
    RED,
    act,
    add_building,
    after,
    banner,
    build,
    card,
    make_state,
    of_kind,
    place_workers,
    set_player,
)

HANDS = {0: (card("house", RED), card("mill", BLACK)), 1: (card("farm", OLIVE),)}


def secret_state() -> ArkadiaState:
    state = make_state(hands=HANDS)
    state = set_player(state, 0, seals=(1, 2, 3, 4), gold=17, neutral=2, earned=(1, 2, 3, 4))
    return set_player(state, 1, seals=(5, 0, 0, 0), gold=9, workers=1, earned=(6, 0, 0, 0))


def test_a_seat_sees_its_own_hand_workers_seals_and_gold() -> None:
    mine = view(secret_state(), 0).players[0]
    assert [(c.form, c.colour) for c in mine.hand] == [("house", RED), ("mill", BLACK)]
    assert (mine.workers, mine.neutral_workers, mine.gold) == (3, 2, 17)
    assert (mine.seals.red, mine.seals.olive, mine.seals.silver, mine.seals.black) == (1, 2, 3, 4)


def test_a_seat_sees_only_the_public_side_of_another_seat() -> None:
    theirs = view(secret_state(), 0).players[1]
    assert not theirs.hand and theirs.hand_size == 1
    assert (theirs.workers, theirs.neutral_workers, theirs.gold) == (0, 0, 0)
    assert theirs.seals == pb.ArkadiaSeals()
    assert (theirs.banners, theirs.pool_workers, theirs.seals_earned.red) == (4, 8, 6)


def test_a_spectator_sees_no_secret_at_all() -> None:
    public = view(secret_state(), None)
    assert not public.HasField("viewer")
    for shown in public.players:
        assert not shown.hand and shown.seals == pb.ArkadiaSeals()
        assert (shown.workers, shown.neutral_workers, shown.gold) == (0, 0, 0)
    assert [shown.hand_size for shown in public.players] == [2, 1]


def test_the_pile_order_is_never_shown() -> None:
    assert "pile" not in pb.ArkadiaView.DESCRIPTOR.fields_by_name
    state = secret_state()
    assert view(state, 0).pile_size == len(state.pile)


def test_the_setup_event_reveals_only_the_receivers_hand_and_never_the_pile() -> None:
    setup_event = rules.setup(3, setup_rng(b"s" * 32))[0]
    assert setup_event.setup.pile  # the full event keeps it for audits
    for seat in (0, 1, 2, None):
        shown = redact(setup_event, seat).setup
        assert not shown.pile and shown.pile_size == len(setup_event.setup.pile)
        for hand in shown.hands:
            assert bool(hand.cards) == (hand.seat == seat) and hand.count == 4
        assert list(shown.display) == list(setup_event.setup.display)


def test_a_card_drawn_from_the_pile_is_seen_only_by_its_drawer() -> None:
    _, events = act(make_state(hands=HANDS), 0, build("house", RED, [(3, 5), (3, 6)], draw=PILE))
    drawn = of_kind(events, "card_drawn")[0]
    assert redact(drawn, 0).card_drawn.card.form
    for seat in (1, None):
        hidden = redact(drawn, seat).card_drawn
        assert not hidden.HasField("card") and hidden.seat == 0 and hidden.source == PILE
    assert drawn.card_drawn.card.form  # redaction copies, never edits the stored event


def test_a_display_card_taken_is_public_and_known_to_be_in_the_hand() -> None:
    state = make_state(hands=HANDS)
    taken = state.display[0]
    state, events = act(state, 0, build("house", RED, [(3, 5), (3, 6)], draw=DISPLAY, slot=0))
    for seat in (1, None):
        assert redact(of_kind(events, "card_drawn")[0], seat).card_drawn.card.form == taken.form
        assert redact(of_kind(events, "display_refilled")[0], seat).display_refilled.card.form
    known = view(state, 1).players[0].known_cards
    assert [(c.form, c.colour) for c in known] == [(taken.form, taken.colour)]


def test_a_cash_in_is_secret_but_the_banner_use_is_public() -> None:
    state = add_building(secret_state(), "house", [(0, 0), (0, 1)], builder=1)
    state = after(state, 0, place_workers(1, (0, 2)))
    _, events = act(state, 0, banner(red=1, black=4))
    used = events[0]
    assert redact(used, 0) == used and used.banner_used.gold == 2 + 8
    for seat in (1, None):
        hidden = redact(used, seat).banner_used
        assert hidden.seat == 0 and hidden.workers_taken == 2 and hidden.values.red == 2
        assert hidden.cashed_in == pb.ArkadiaSeals() and hidden.gold == 0


def test_final_gold_totals_are_public_but_not_how_they_were_made() -> None:
    state = secret_state()
    for seat in range(2):
        state = set_player(state, seat, workers=0, banners=0)
    state = replace(state, players=tuple(replace(p, hand=()) for p in state.players))
    state = after(state, 0, PASS)
    state, events = act(state, 1, PASS)
    ended = of_kind(events, "game_ended")[0]
    totals = [17 + 2 * (1 + 2 + 3 + 4), 9 + 2 * 5]
    for viewer in (0, 1, None):
        shown = redact(ended, viewer).game_ended
        assert [score.gold for score in shown.scores] == totals
        for score in shown.scores:
            own = score.seat == viewer
            assert (score.gold_before != 0) == own and score.HasField("seals_converted") == own
        assert [p.gold for p in view(state, viewer).players] == totals
        assert view(state, seat).result.scores[0].gold == totals[0]


def test_public_events_pass_unchanged() -> None:
    _, events = act(make_state(hands=HANDS), 0, build("house", RED, [(3, 5), (3, 6)], draw=DISPLAY))
    placed = of_kind(events, "building_placed")[0]
    assert redact(placed, 1) is placed and redact(placed, None) is placed
