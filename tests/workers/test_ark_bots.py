"""Ark's bot hooks: `determinize` samples a full state consistent with a seat's view (and only
with it), and `heuristic` rates a state from what the seat may see."""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest
from ludus.v1 import ark_pb2 as pb

from services.core.rng import Rng, decide_rng
from services.core.simulate import start
from services.games.ark import bots, options
from services.games.ark.cards import RAIN, catalogue
from services.games.ark.state import ArkState
from services.games.ark.wiring import GAME as ARK_GAME
from tests.support.platform import platform_game

# The runner, the audit and the workers take the platform's erased Game[S] (tests/support/platform.py).
GAME = platform_game(ARK_GAME)


@cache
def positions(seats: int, matches: int = 6) -> tuple[ArkState, ...]:
    """States of random matches after every command, from setup to the scoring."""
    found: list[ArkState] = []
    for number in range(matches):
        seed = f"ark-bots:{seats}:{number}".encode().ljust(32, b".")
        state, setup = start(GAME, seats, seed)
        chooser = Rng(seed, "chooser")
        version = 1 + len(setup)
        found.append(state)
        while not GAME.is_over(state):
            seat = chooser.choice(GAME.awaiting(state))
            command = GAME.random_command(state, seat, chooser)
            assert command is not None
            events = GAME.decide(state, seat, command, decide_rng(seed, version))
            version += len(events)
            state = GAME.fold(state, events)
            found.append(state)
    return tuple(found)


def every_card(state: ArkState) -> Counter[str]:
    places = [
        *(c for cabin in (*state.left, *state.right) for c in cabin),
        *state.driven_out,
        *state.display,
        *(c for c in state.deck if c != RAIN),
        *(c for player in state.players for c in player.hand),
        *(player.pet for player in state.players if player.pet),
    ]
    return Counter(places)


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_the_sampled_state_shows_the_seat_exactly_its_view(seats: int) -> None:
    for index, state in enumerate(positions(seats)):
        for seat in range(seats):
            view = GAME.view(state, seat)
            sampled = GAME.determinize(view, seat, Rng(b"s" * 32, f"{index}:{seat}"))
            assert GAME.view(sampled, seat) == view
            assert GAME.awaiting(sampled) == GAME.awaiting(state)


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_every_card_is_somewhere_exactly_once_and_the_unrevealed_rain_is_in_the_deck(seats: int) -> None:
    for index, state in enumerate(positions(seats)):
        seat = index % seats
        sampled = GAME.determinize(GAME.view(state, seat), seat, Rng(b"c" * 32, str(index)))
        assert every_card(sampled) == Counter(catalogue().cards.keys())
        assert sampled.deck.count(RAIN) == catalogue().rain_cards - state.rain
        assert len(sampled.deck) == len(state.deck)


def test_the_first_rain_card_stays_where_everyone_knows_it_is() -> None:
    checked = 0
    for index, state in enumerate(positions(3)):
        if state.phase != pb.ARK_PHASE_PLAY or state.rain:
            continue
        sampled = GAME.determinize(GAME.view(state, 0), 0, Rng(b"r" * 32, str(index)))
        assert sampled.deck.index(RAIN) == state.deck.index(RAIN)
        checked += 1
    assert checked > 10


def test_hidden_cards_vary_with_the_rng_and_what_the_seat_knows_does_not() -> None:
    state = next(
        s for s in positions(4) if s.phase == pb.ARK_PHASE_PLAY and s.rain == 1 and all(p.hand for p in s.players)
    )
    seat = 1
    view = GAME.view(state, seat)
    samples = [GAME.determinize(view, seat, Rng(b"v" * 32, str(number))) for number in range(20)]
    assert len({sample.players[0].hand for sample in samples}) > 1
    assert len({sample.deck for sample in samples}) == len(samples)
    for sample in samples:
        assert sample.players[seat].hand == state.players[seat].hand
        for other in (0, 2, 3):
            assert len(sample.players[other].hand) == len(state.players[other].hand)


def test_display_cards_taken_and_not_played_stay_in_the_takers_hand() -> None:
    checked = 0
    for index, state in enumerate(positions(3)):
        placed = {c for cabin in (*state.left, *state.right) for c in cabin} | set(state.driven_out)
        sampled = GAME.determinize(GAME.view(state, 0), 0, Rng(b"t" * 32, str(index)))
        for other in (1, 2):
            player = sampled.players[other]
            for taken in state.players[other].taken_from_display:
                if taken not in placed:
                    assert taken in player.hand or taken == player.pet
                    checked += 1
    assert checked > 50


def test_a_set_aside_pet_is_sampled_from_the_owners_cards_and_a_declared_none_is_kept() -> None:
    after_pets = [s for s in positions(5) if s.phase in (pb.ARK_PHASE_PLAY, pb.ARK_PHASE_FINAL) and s.rain >= 2]
    assert after_pets
    for index, state in enumerate(after_pets[:20]):
        sampled = GAME.determinize(GAME.view(state, 0), 0, Rng(b"p" * 32, str(index)))
        for other in range(1, 5):
            assert bool(sampled.players[other].pet) == bool(state.players[other].pet)
        assert sampled.players[0].pet == state.players[0].pet


def test_the_pet_phase_view_names_the_interrupted_turn_so_play_resumes_after_it() -> None:
    pet_phases = [s for s in positions(4) if s.phase == pb.ARK_PHASE_PETS]
    assert pet_phases
    for state in pet_phases:
        view = GAME.view(state, None)
        assert isinstance(view, pb.ArkView)  # the wiring declares Message; Ark's views are ArkView
        assert view.pets_interrupted_seat == state.current
        sampled = GAME.determinize(GAME.view(state, 0), 0, Rng(b"i" * 32, "x"))
        assert sampled.current == state.current
        assert sampled.choosing == state.choosing
        assert sampled.final_due == state.final_due


def test_the_heuristic_reads_only_what_the_seat_sees() -> None:
    for index, state in enumerate(positions(3)[::3]):
        for seat in range(3):
            other = GAME.determinize(GAME.view(state, seat), seat, Rng(b"h" * 32, f"{index}:{seat}"))
            assert GAME.heuristic(other, seat) == pytest.approx(GAME.heuristic(state, seat))


def test_the_heuristic_prefers_the_real_winner_once_scored_and_majorities_before() -> None:
    final = positions(3)[-1]
    assert final.score is not None
    for seat in range(3):
        assert (GAME.heuristic(final, seat) > 0) == (final.score.winners == (seat,))
    assert bots.category_points([3.0, 1.0, 1.0]) == [10.0, 4.0, 4.0]
    assert bots.category_points([0.0, 2.0, 0.0]) == [0.0, 10.0, 0.0]


SEED_B = pb.ArkOptions(
    chimpanzee=pb.ARK_CHIMPANZEE_RULE_UPGRADE,
    pets=pb.ARK_PET_RULE_OPTIONAL,
    final_round=pb.ARK_FINAL_ROUND_RULE_ONE_TURN_EACH,
)


def test_the_sampled_state_keeps_the_match_options_and_final_turns() -> None:
    # Under the seed-B options too: the view carries the options and each seat's final turn, so
    # a search bot simulates the match's own rules.
    checked = 0
    for number in range(3):
        seed = f"ark-bots-b:{number}".encode().ljust(32, b".")
        state, setup = start(GAME, 4, seed, SEED_B)
        chooser = Rng(seed, "chooser")
        version = 1 + len(setup)
        while not GAME.is_over(state):
            for seat in range(4):
                view = GAME.view(state, seat)
                sampled = GAME.determinize(view, seat, Rng(seed, f"{version}:{seat}"))
                assert sampled.variant == state.variant
                assert GAME.view(sampled, seat) == view
                checked += 1
            seat = chooser.choice(GAME.awaiting(state))
            command = GAME.random_command(state, seat, chooser)
            assert command is not None
            events = GAME.decide(state, seat, command, decide_rng(seed, version))
            version += len(events)
            state = GAME.fold(state, events)
    assert checked > 100


@pytest.mark.parametrize("chosen", [pb.ArkOptions(), SEED_B], ids=["defaults", "seed_b"])
def test_every_bot_level_plays_legally_under_every_option(chosen: pb.ArkOptions) -> None:
    # Greedy, search and random seats choose from their views alone (no legal list given, so the
    # determinized state's rules, options included, must match the real ones); decide refuses
    # any illegal choice.
    from services.workers.bots import GREEDY, RANDOM, SEARCH, choose
    from services.workers.search import SearchSettings

    levels = (GREEDY, SEARCH, RANDOM)
    quick = SearchSettings(seconds=None, max_iterations=12)
    seed = b"ark-bots-levels".ljust(32, b".")
    state, setup = start(GAME, 3, seed, chosen)
    version = 1 + len(setup)
    while not GAME.is_over(state):
        seat = GAME.awaiting(state)[0]
        rng = Rng(seed, f"bot:{version}:{seat}")
        command = choose(GAME, levels[seat], GAME.view(state, seat), seat, 3, rng, None, quick)
        assert command is not None
        events = GAME.decide(state, seat, command, decide_rng(seed, version))
        version += len(events)
        state = GAME.fold(state, events)
    assert state.score is not None and state.variant == options.resolve(chosen)
