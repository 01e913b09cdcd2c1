"""Property tests over random legal play: invariants hold after every command, the legal
commands are exactly accepted, and the state equals a replay of the events."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from ludus.v1 import ark_pb2 as pb

from services.core.rng import Rng, decide_rng
from services.core.simulate import start
from services.games.ark.cards import RAIN, catalogue
from services.games.ark.checks import legal_commands
from services.games.ark.state import ArkState
from services.games.ark.wiring import GAME
from tests.games.ark.builders import PLATFORM_ARK

ALL_CARDS = Counter({**{c: 1 for c in catalogue().cards}, RAIN: 5})

#: Every option value, UNSPECIFIED (the defaults) included: random play must hold under each.
OPTIONS = st.builds(
    pb.ArkOptions,
    chimpanzee=st.sampled_from(list(pb.ArkChimpanzeeRule.values())),
    pets=st.sampled_from(list(pb.ArkPetRule.values())),
    final_round=st.sampled_from(list(pb.ArkFinalRoundRule.values())),
)


def every_card(state: ArkState) -> Counter[str]:
    cards: Counter[str] = Counter()
    for cabin in [*state.left, *state.right]:
        cards.update(cabin)
    for player in state.players:
        cards.update(player.hand)
        if player.pet:
            cards[player.pet] += 1
    cards.update(state.display)
    cards.update(state.deck)
    cards.update(state.driven_out)
    cards[RAIN] += state.rain
    return cards


def check_invariants(state: ArkState) -> None:
    assert all(len(cabin) <= 3 for cabin in [*state.left, *state.right])
    assert -2 <= state.tilt <= 2
    weights = sum(catalogue()[c].weight for cabin in state.right for c in cabin) - sum(
        catalogue()[c].weight for cabin in state.left for c in cabin
    )
    assert state.tilt == weights
    assert every_card(state) == ALL_CARDS
    # Every disc is held, in the supply, or under a half-marker (which takes it from the supply).
    halves = sum(m.half for player in state.players for m in player.markers)
    assert sum(player.discs for player in state.players) + state.supply + halves == 22
    assert all(player.discs >= 0 for player in state.players) and state.supply >= 0
    assert len(state.display) <= 3
    # Two half-markers on a card become 3 plain ones unless the seat has no marker left for it.
    assert all(m.half <= 1 or player.markers_left == 0 for player in state.players for m in player.markers)
    assert all(0 <= player.markers_left <= 17 for player in state.players)


@settings(max_examples=40, deadline=None)
@given(seed=st.binary(min_size=32, max_size=32), seats=st.integers(min_value=3, max_value=5), options=OPTIONS)
def test_random_legal_play_keeps_every_invariant(seed: bytes, seats: int, options: pb.ArkOptions) -> None:
    state, setup_events = start(PLATFORM_ARK, seats, seed, options)
    check_invariants(state)
    chooser = Rng(seed, "test")
    events_so_far = list(setup_events)
    version = 1 + len(setup_events)
    while not GAME.is_over(state):
        seat = chooser.choice(GAME.awaiting(state))
        legal = GAME.legal_commands(state, seat)
        assert legal, "an awaited seat always has a legal command"
        command = chooser.choice(legal)
        events = GAME.decide(state, seat, command, decide_rng(seed, version))
        state = GAME.fold(state, events)
        events_so_far += events
        version += len(events)
        check_invariants(state)
    replayed = PLATFORM_ARK.fold(GAME.initial_state(options, seats), events_so_far)
    assert replayed == state
    assert state.score is not None and state.score.winners


@settings(max_examples=15, deadline=None)
@given(seed=st.binary(min_size=32, max_size=32), options=OPTIONS)
def test_every_listed_legal_command_is_accepted(seed: bytes, options: pb.ArkOptions) -> None:
    state, _ = start(PLATFORM_ARK, 4, seed, options)
    chooser = Rng(seed, "walk")
    steps = 0
    while not GAME.is_over(state) and steps < 60:
        for seat in GAME.awaiting(state):
            for command in GAME.legal_commands(state, seat):
                GAME.decide(state, seat, command, chooser)  # raises if refused
        seat = chooser.choice(GAME.awaiting(state))
        state = GAME.fold(state, GAME.decide(state, seat, chooser.choice(GAME.legal_commands(state, seat)), chooser))
        steps += 1


@settings(max_examples=15, deadline=None)
@given(seed=st.binary(min_size=32, max_size=32))
def test_seats_not_awaited_have_no_legal_command(seed: bytes) -> None:
    state, _ = start(PLATFORM_ARK, 5, seed)
    for seat in range(5):
        if seat not in GAME.awaiting(state):
            assert legal_commands(state, seat) == []
