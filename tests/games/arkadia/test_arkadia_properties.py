"""Property tests over random legal play: invariants after every command, decide/evolve agree with
a replay, listed commands are accepted, and no seat ever sees another seat's secrets."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ludus.v1 import arkadia_pb2 as pb

from services.core.rng import Rng, decide_rng
from services.core.simulate import play_random, start
from services.games.arkadia import board, castle
from services.games.arkadia.edition import SEAL_COLOURS, Card, colour_index, edition
from services.games.arkadia.messages import seals_from
from services.games.arkadia.state import NEUTRAL, ArkadiaState
from services.games.arkadia.wiring import GAME
from tests.games.arkadia.arkadia_builders import PLATFORM_GAME, arkadia_events


def visible_values(state: ArkadiaState) -> tuple[int, ...]:
    """Seal values recomputed from scratch: the top piece of each lot square, else its print."""
    seen = Counter(
        stack[-1] if stack else printed for stack, printed in zip(state.castle, edition().lot_colours, strict=True)
    )
    return tuple(seen[colour] for colour in SEAL_COLOURS)


def check_invariants(state: ArkadiaState, cashed: list[list[int]]) -> None:
    data = edition()
    # Nothing overlaps: buildings, the lot and workers each hold their own squares.
    covered = [square for building in state.buildings for square in building.squares]
    lot = set(board.lot_squares(state.lot_anchor))
    held = [worker.square for worker in state.workers]
    assert len(set(covered)) == len(covered) and len(set(held)) == len(held)
    assert not lot & set(covered) and not lot & set(held) and not set(covered) & set(held)
    assert not set(state.tents) & set(covered)
    # Workers are conserved: screen + pool + board.
    for seat, player in enumerate(state.players):
        on_board = sum(1 for worker in state.workers if worker.colour == seat)
        assert player.workers + player.pool_workers + on_board == data.workers_per_player
        assert min(player.workers, player.neutral, player.pool_workers) >= 0
    neutral_on_board = sum(1 for worker in state.workers if worker.colour == NEUTRAL)
    assert state.neutral_pool + sum(p.neutral for p in state.players) + neutral_on_board == data.neutral_workers
    # Seals are conserved: what completions paid = held + cashed in (+ converted at the end).
    paid = [0] * 4
    for building in state.buildings:
        if building.complete:
            around = board.workers_around(state, building)
            paid[colour_index(building.card.colour)] += sum(around.values()) + 1
    assert [sum(p.earned[c] for p in state.players) for c in range(4)] == paid
    for seat, player in enumerate(state.players):
        converted = state.final.converted[seat] if state.final else (0, 0, 0, 0)
        for c in range(4):
            assert player.seals[c] + cashed[seat][c] + converted[c] == player.earned[c]
    # Seal values are the colours visible from above.
    assert castle.values(state) == visible_values(state)
    # Castle pieces are conserved and floors go up in order.
    pieces = Counter(piece for stack in state.castle for piece in stack)
    for colour in SEAL_COLOURS:
        index = colour_index(colour)
        assert pieces[colour] + sum(pool[index] for pool in state.pools) == sum(p[index] for p in data.castle_pools)
    heights = [len(stack) for stack in state.castle]
    assert max(heights) - min(heights) <= 1 and max(heights) <= data.floors
    # Cards are conserved.
    cards: Counter[Card] = Counter(state.display) + Counter(state.pile)
    cards.update(building.card for building in state.buildings)
    for player in state.players:
        cards.update(player.hand)
        assert len(player.hand) <= data.hand_size
        assert not Counter(player.known_cards) - Counter(player.hand)
    assert cards == Counter(data.deck())
    assert len(state.display) <= data.display_size


def disguise(state: ArkadiaState, seat: int) -> ArkadiaState:
    """The same public position with `seat`'s secrets (and the pile order) changed."""
    player = state.players[seat]
    unknown = len(player.hand) - len(player.known_cards)
    changed = replace(
        player,
        hand=player.known_cards + (Card("house", pb.ARKADIA_COLOUR_RED),) * unknown,
        workers=player.workers + 5,
        neutral=player.neutral + 3,
        seals=tuple(s + 1 + i for i, s in enumerate(player.seals)),
        gold=player.gold if state.final else player.gold + 100,
    )
    return replace(state.with_player(seat, changed), pile=tuple(reversed(state.pile)))


def check_no_leak(state: ArkadiaState, events: list[pb.ArkadiaEvent]) -> None:
    for owner in range(state.seats):
        disguised = disguise(state, owner)
        for viewer in [None, *range(state.seats)]:
            if viewer != owner:
                assert GAME.view(disguised, viewer) == GAME.view(state, viewer)
    for event in events:
        kind = event.WhichOneof("event")
        for viewer in [None, *range(state.seats)]:
            shown = GAME.redact(event, viewer)
            assert shown.WhichOneof("event") == kind
            if kind == "card_drawn" and event.card_drawn.seat != viewer:
                assert shown.card_drawn.HasField("card") == (event.card_drawn.source == pb.ARKADIA_DRAW_SOURCE_DISPLAY)
            if kind == "banner_used" and event.banner_used.seat != viewer:
                assert shown.banner_used.cashed_in == pb.ArkadiaSeals() and shown.banner_used.gold == 0
            if kind == "game_ended":
                for score in shown.game_ended.scores:
                    if score.seat != viewer:
                        assert not score.HasField("seals_converted") and score.gold_before == 0


def snapshot(state: ArkadiaState) -> bytes:
    return msgspec.msgpack.encode(state)


@settings(max_examples=12, deadline=None)
@given(seed=st.binary(min_size=32, max_size=32), seats=st.integers(min_value=2, max_value=4))
def test_random_legal_play_keeps_every_invariant(seed: bytes, seats: int) -> None:
    state, setup_events = start(PLATFORM_GAME, seats, seed)
    initial = GAME.initial_state(pb.ArkadiaOptions(), seats)
    log = arkadia_events(setup_events)
    cashed = [[0] * 4 for _ in range(seats)]
    check_invariants(state, cashed)
    check_no_leak(state, log)
    chooser = Rng(seed, "properties")
    version = 1 + len(setup_events)
    while not GAME.is_over(state):
        seat = chooser.choice(GAME.awaiting(state))
        space = GAME.legal_commands(state, seat)
        assert len(space) > 0
        before = snapshot(state)
        for _ in range(3):  # a few other listed commands are accepted too
            assert GAME.decide(state, seat, space[chooser.below(len(space))], decide_rng(seed, version))
        command = GAME.random_command(state, seat, chooser)
        assert command is not None
        events = GAME.decide(state, seat, command, decide_rng(seed, version))
        assert snapshot(state) == before  # decide never mutates
        assert events == GAME.decide(state, seat, command, decide_rng(seed, version))  # deterministic
        state = GAME.fold(state, events)
        assert snapshot(GAME.fold(msgspec.msgpack.decode(before, type=ArkadiaState), events)) == snapshot(state)
        for event in events:
            if event.WhichOneof("event") == "banner_used":
                for c, amount in enumerate(seals_from(event.banner_used.cashed_in)):
                    cashed[event.banner_used.seat][c] += amount
        log += events
        version += len(events)
        check_invariants(state, cashed)
        check_no_leak(state, events)
    assert GAME.fold(initial, log) == state  # a replay of the log rebuilds the same state
    assert msgspec.msgpack.decode(snapshot(state), type=ArkadiaState) == state


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("seed", [b"one", b"two", b"three"])
def test_full_random_match_reaches_the_end(seats: int, seed: bytes) -> None:
    trace = play_random(PLATFORM_GAME, seats, seed.ljust(32, b"."))
    final = trace.final
    assert GAME.is_over(final) and final.final is not None
    outcome = GAME.result(final)
    best = max(outcome.scores)
    assert outcome.winners == tuple(seat for seat, gold in enumerate(outcome.scores) if gold == best)
    assert all(rank == 1 for seat, rank in enumerate(outcome.ranks) if seat in outcome.winners)
    assert isinstance(outcome.details, pb.ArkadiaGameEnded)
    assert sum(1 for step in trace.steps if step.command.WhichOneof("command") == "build") == len(final.buildings)
