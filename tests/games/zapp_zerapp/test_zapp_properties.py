"""Property tests over random legal play, and whole random matches to the end.

The simulation drives the pure functions as the platform does: each step either a random awaited
seat sends a random legal command, or (sometimes, and whenever only deadline-waiting is left)
the can-phase deadline fires through `expire`, as the platform's timer would.
"""

from __future__ import annotations

from collections import Counter
from typing import cast

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.codec import decode_state, encode_state
from services.core.errors import InvalidCommand, RuleViolation
from services.core.rng import Rng, decide_rng
from services.core.simulate import play_random, start
from services.games.zapp_zerapp.state import ZappState
from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_builders import PLATFORM_GAME, options
from tests.games.zapp_zerapp.zapp_simulation import simulate

#: Steps per hypothesis example (a whole match is ~300..3,000 steps; the full-match tests below
#: play to the end).
STEPS_PER_EXAMPLE = 800


def check_invariants(state: ZappState) -> None:
    """Apprentice conservation (3 per colour across start, track and city) and can bookkeeping."""
    per_colour = Counter(a.colour for a in state.apprentices)
    assert per_colour == Counter({colour: 3 for colour in state.colours})
    assert len({a.ref for a in state.apprentices}) == len(state.apprentices)
    for a in state.apprentices:
        assert a.area in (pb.ZAPP_ZERAPP_AREA_START, pb.ZAPP_ZERAPP_AREA_TRACK, pb.ZAPP_ZERAPP_AREA_CITY)
        assert 0 <= a.space < 24 and (a.area == pb.ZAPP_ZERAPP_AREA_TRACK or a.space == 0)
    held = [p for r in state.seat_rounds for p in r.held]
    committed = [r.committed for r in state.seat_rounds if r.has_committed]
    assert len(held) + len(committed) == len(set(held) | set(committed))  # no can in two places
    assert all(len(r.held) <= 2 for r in state.seat_rounds)
    assert sorted(state.cans) == list(range(1, 14))
    if state.phase == pb.ZAPP_ZERAPP_PHASE_OVER:
        assert state.home(state.colours[state.winner]) == 3
    else:
        assert all(state.home(colour) < 3 for colour in state.colours)


def _key(command: pb.ZappZerappCommand) -> bytes:
    return command.SerializeToString(deterministic=True)


def mutants(legal: list[pb.ZappZerappCommand], rng: Rng) -> list[pb.ZappZerappCommand]:
    """Near misses of listed moves: carry lists reordered or cut, set-down orders changed."""
    result = []
    for command in legal:
        if command.WhichOneof("command") != "move" or not command.move.carry:
            continue
        changed = pb.ZappZerappCommand()
        changed.CopyFrom(command)
        choice = rng.below(4)
        if choice == 0:
            changed.move.carry.reverse()
        elif choice == 1:
            del changed.move.carry[rng.below(len(changed.move.carry))]
        elif choice == 2:
            changed.move.set_down_order.reverse()
            changed.move.set_down_order.extend(changed.move.carry[:1])
        else:
            del changed.move.set_down_order[:]
        result.append(changed)
    return result


def random_commands(state: ZappState, rng: Rng, count: int) -> list[pb.ZappZerappCommand]:
    """Commands of every kind with arbitrary fields, mostly illegal."""
    commands = []
    colours = [0, *state.colours, 9]
    for _ in range(count):
        kind = rng.below(5)
        position = rng.below(15)
        if kind == 0:
            commands.append(pb.ZappZerappCommand(grab=pb.ZappZerappGrab(position=position)))
        elif kind == 1:
            commands.append(pb.ZappZerappCommand(shake=pb.ZappZerappShake(position=position)))
        elif kind == 2:
            commands.append(pb.ZappZerappCommand(release=pb.ZappZerappRelease(position=position)))
        elif kind == 3:
            commands.append(pb.ZappZerappCommand(commit=pb.ZappZerappCommit(position=position)))
        else:
            refs = [
                pb.ZappZerappApprenticeRef(colour=cast(pb.ZappZerappColour, rng.choice(colours)), index=rng.below(4))
                for _ in range(rng.below(3))
            ]
            order = [r for r in refs if rng.below(2)]
            commands.append(
                pb.ZappZerappCommand(move=pb.ZappZerappMove(apprentice=rng.below(4), carry=refs, set_down_order=order))
            )
    return commands


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.binary(min_size=32, max_size=32),
    seats=st.integers(min_value=2, max_value=4),
    carry=st.booleans(),
)
def test_random_legal_play_keeps_every_invariant(seed: bytes, seats: int, carry: bool) -> None:
    """Conservation after every command; every listed command is accepted; exactly the listed
    commands are accepted (random others are refused with RuleViolation or InvalidCommand and
    change nothing); decide is deterministic; evolve over decide equals a replay; snapshots
    round-trip."""
    fuzz = Rng(seed, "fuzz")

    def each_step(state: ZappState, seat: int) -> None:
        check_invariants(state)
        legal = GAME.legal_commands(state, seat)
        assert legal, "an awaited seat always has a legal command"
        listed = {_key(c) for c in legal}
        assert len(listed) == len(legal)
        for command in legal:
            events = GAME.decide(state, seat, command, Rng(seed, "probe"))
            assert events and GAME.fold(state, events) is not state
        other = fuzz.below(state.seats)
        listed_by_seat = {seat: listed, other: {_key(c) for c in GAME.legal_commands(state, other)}}
        for command in random_commands(state, fuzz, 6) + mutants(list(legal), fuzz)[:8]:
            for who, listed_now in listed_by_seat.items():
                in_list = _key(command) in listed_now
                try:
                    GAME.decide(state, who, command, Rng(seed, "probe"))
                    accepted = True
                except (RuleViolation, InvalidCommand):
                    accepted = False
                assert accepted == in_list, (who, command)
        assert decode_state(encode_state(state), ZappState) == state

    played = simulate(seed, seats, carry, max_steps=STEPS_PER_EXAMPLE, each_step=each_step, to_the_end=False)
    check_invariants(played.final)
    replayed = GAME.fold(GAME.initial_state(options(carry), seats), played.events)
    assert replayed == played.final


def test_decide_is_deterministic_and_pure() -> None:
    """The same (state, seat, command, rng seed) always gives the same events; decide never
    changes its input state."""
    seed = b"d" * 32
    state, _ = start(PLATFORM_GAME, 3, seed, options(True))
    chooser = Rng(seed, "c")
    for step in range(300):
        if GAME.is_over(state):
            break
        seat = chooser.choice(GAME.awaiting(state))
        command = GAME.random_command(state, seat, chooser)
        assert command is not None, "an awaited seat always has a legal command"
        before = encode_state(state)
        first = GAME.decide(state, seat, command, decide_rng(seed, step))
        second = GAME.decide(state, seat, command, decide_rng(seed, step))
        assert first == second and encode_state(state) == before
        state = GAME.fold(state, first)


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("carry", [False, True])
def test_full_random_match_reaches_the_end(seats: int, carry: bool) -> None:
    for n in range(3):
        played = simulate(bytes([seats, int(carry), n]) * 11 + b"!", seats, carry)
        final = played.final
        assert GAME.is_over(final) and final.phase == pb.ZAPP_ZERAPP_PHASE_OVER
        winner = GAME.result(final).winners[0]
        assert final.home(final.colours[winner]) == 3
        assert sum(1 for e in played.events if e.WhichOneof("event") == "game_won") == 1
        assert played.events[-1].WhichOneof("event") == "game_won"
        assert played.expiries > 0 and played.commands > 0


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_core_random_play_reaches_the_end(seats: int) -> None:
    """The platform's own simulator (random commands only, no timer) finishes matches too: random
    seats eventually commit, so the can phase always closes by itself."""
    for carry in (False, True):
        trace = play_random(PLATFORM_GAME, seats, bytes([seats + 10 * carry]) * 32, options(carry))
        assert GAME.is_over(trace.final)
