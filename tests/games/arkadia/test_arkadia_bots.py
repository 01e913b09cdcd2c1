"""The bot hooks: heuristic (one-ply, only what the seat may see) and determinize (a full state
consistent with a view, hidden parts sampled)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from ludus.v1 import arkadia_pb2 as pb

from services.core.rng import Rng
from services.core.simulate import play_random
from services.games.arkadia.edition import Card, edition
from services.games.arkadia.state import NEUTRAL, ArkadiaState
from services.games.arkadia.wiring import GAME
from tests.games.arkadia.arkadia_builders import (
    PLATFORM_GAME,
    add_building,
    add_workers,
    arkadia_events,
    make_state,
    set_player,
)

TRACE = play_random(PLATFORM_GAME, 3, b"bots".ljust(32, b"."))


def states() -> list[ArkadiaState]:
    found = [TRACE.initial]
    state = TRACE.initial
    for step in TRACE.steps:
        state = GAME.fold(state, arkadia_events(step.events))
        found.append(state)
    return found


STATES = states()


def test_heuristic_prefers_more_wealth() -> None:
    state = make_state()
    richer = set_player(state, 0, seals=(3, 0, 0, 0))
    assert GAME.heuristic(richer, 0) > GAME.heuristic(state, 0)
    assert GAME.heuristic(set_player(state, 0, gold=5), 0) > GAME.heuristic(state, 0)
    rival = set_player(state, 1, earned=(4, 0, 0, 0), seals=(4, 0, 0, 0))
    assert GAME.heuristic(rival, 0) < GAME.heuristic(state, 0)


def test_heuristic_values_workers_beside_nearly_enclosed_buildings() -> None:
    state = add_building(make_state(), "house", [(0, 0), (0, 1)], builder=1)
    # The same own worker beside the house; a neutral worker either closes it further or not.
    near = add_workers(add_workers(state, [(1, 0)], colour=0), [(1, 1)], colour=NEUTRAL)
    far = add_workers(add_workers(state, [(1, 0)], colour=0), [(5, 14)], colour=NEUTRAL)
    assert GAME.heuristic(near, 0) > GAME.heuristic(far, 0)


def test_heuristic_uses_only_what_the_seat_may_see() -> None:
    for state in STATES[::10]:
        for seat in range(3):
            other = (seat + 1) % 3
            secret = state.players[other]
            changed = state.with_player(
                other,
                replace(
                    secret, seals=(9, 9, 9, 9), gold=secret.gold if state.final else 99, workers=secret.workers + 4
                ),
            )
            assert GAME.heuristic(changed, seat) == GAME.heuristic(state, seat)


def test_heuristic_at_the_end_is_the_gold_margin() -> None:
    final = STATES[-1].final
    assert final is not None
    margin = final.gold[0] - max(final.gold[1:])
    assert GAME.heuristic(STATES[-1], 0) == margin


def test_determinize_gives_a_state_with_exactly_the_same_view() -> None:
    for index, state in enumerate(STATES):
        for seat in range(3):
            shown = GAME.view(state, seat)
            sampled = GAME.determinize(shown, seat, Rng(b"det", f"{index}:{seat}"))
            assert GAME.view(sampled, seat) == shown


def test_determinize_keeps_every_card_and_the_derivable_worker_counts() -> None:
    state = STATES[len(STATES) // 3]
    sampled = GAME.determinize(GAME.view(state, 0), 0, Rng(b"det", "cards"))
    every: Counter[Card] = Counter(sampled.display) + Counter(sampled.pile)
    every.update(b.card for b in sampled.buildings)
    for player in sampled.players:
        every.update(player.hand)
    assert every == Counter(edition().deck())
    assert [(p.workers, p.neutral) for p in sampled.players] == [(p.workers, p.neutral) for p in state.players]
    assert [len(p.hand) for p in sampled.players] == [len(p.hand) for p in state.players]


def test_determinize_samples_the_hidden_parts() -> None:
    state = STATES[len(STATES) // 3]
    shown = GAME.view(state, 0)
    samples = [GAME.determinize(shown, 0, Rng(b"det", str(n))) for n in range(12)]
    assert len({(s.players[1].hand, s.players[2].hand, s.pile) for s in samples}) > 1
    assert all(s.players[0] == state.players[0] for s in samples)  # own secrets kept exactly


def test_determinized_states_can_be_played_on() -> None:
    state = STATES[len(STATES) // 2]
    sampled = GAME.determinize(GAME.view(state, 1), 1, Rng(b"det", "play"))
    rng = Rng(b"det", "moves")
    for _ in range(20):
        if GAME.is_over(sampled):
            break
        seat = GAME.awaiting(sampled)[0]
        command = GAME.random_command(sampled, seat, rng)
        assert command is not None
        sampled = GAME.fold(sampled, GAME.decide(sampled, seat, command, rng))


def test_a_seat_without_banners_used_holds_exactly_what_it_earned() -> None:
    state = set_player(
        make_state(hands={1: (Card("house", pb.ARKADIA_COLOUR_RED),)}), 1, seals=(2, 0, 1, 0), earned=(2, 0, 1, 0)
    )
    sampled = GAME.determinize(GAME.view(state, 0), 0, Rng(b"det", "seals"))
    assert sampled.players[1].seals == (2, 0, 1, 0) and sampled.players[1].gold == 0
