"""Property tests over random legal play: invariants after every command, decide/evolve purity
and replay, legal commands exactly what decide accepts, only real choices asked, and whole
random 3- and 4-player matches."""

from __future__ import annotations

import copy
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import InvalidCommand, RuleViolation
from services.core.rng import Rng, decide_rng
from services.core.simulate import play_random, start
from services.games.primordial_soup import genes
from services.games.primordial_soup.commands import commands as soup_commands
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.state import SoupState
from services.games.primordial_soup.wiring import GAME
from tests.games.primordial_soup.soup_builders import PLATFORM_GAME, normalise, soup_events


def check_invariants(state: SoupState) -> None:
    data = edition()
    rules = data.rules
    if not state.players:
        return
    for colour in range(state.seats):  # cubes are never created or lost
        assert sum(space[colour] for space in state.cubes) + state.supply[colour] == rules.cubes_per_colour
    assert all(count >= 0 for space in state.cubes for count in space) and min(state.supply) >= 0
    for seat in range(state.seats):
        own = state.own_amoebas(seat)
        assert len(own) <= rules.amoebas_per_colour
        assert len({a.number for a in own}) == len(own) and all(1 <= a.number <= 7 for a in own)
        assert state.players[seat].bp >= 0
    assert all(0 <= a.space < 19 and a.dp >= 0 for a in state.amoebas)
    markers = [p.marker for p in state.players if p.marker]
    assert len(set(markers)) == len(markers)  # a marker never shares a space
    for gene in data.genes:
        assert genes.in_pool(state, gene) >= 0
    if state.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER:
        assert state.decision is None
        return
    decision = state.decision
    assert decision is not None
    # Only real choices are asked: a decision with one option is made by the engine.
    assert len(GAME.legal_commands(state, decision.seat)) >= 2
    for seat in range(state.seats):
        if seat != decision.seat:
            assert GAME.legal_commands(state, seat) == []


def walk(seed: bytes, seats: int, check: bool = True) -> tuple[SoupState, list[pb.PrimordialSoupEvent], SoupState]:
    state, setup_events = start(PLATFORM_GAME, seats, seed)
    initial = GAME.initial_state(GAME.options_type(), seats)
    chooser = Rng(seed, "test")
    events = soup_events(setup_events)
    version = 1 + len(setup_events)
    while not GAME.is_over(state):
        seat = chooser.choice(GAME.awaiting(state))
        command = chooser.choice(GAME.legal_commands(state, seat))
        before = copy.deepcopy(state) if check else state
        new_events = GAME.decide(state, seat, command, decide_rng(seed, version))
        assert state == before  # decide never changes its input
        state = GAME.fold(state, new_events)
        events += new_events
        version += len(new_events)
        if check:
            check_invariants(state)
    return state, events, initial


@settings(max_examples=20, deadline=None)
@given(seed=st.binary(min_size=32, max_size=32), seats=st.sampled_from([3, 4]))
def test_random_legal_play_keeps_every_invariant_and_replays_exactly(seed: bytes, seats: int) -> None:
    final, events, initial = walk(seed, seats)
    assert GAME.fold(initial, events) == final  # evolve over decide's output equals a replay
    assert final.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER and final.winner >= 0


GENE_IDS = [*edition().genes, "", "wings"]


def random_command(rng: Rng, seats: int, legal: list[pb.PrimordialSoupCommand]) -> pb.PrimordialSoupCommand:
    """A legal command with one field perturbed, or a command of any kind with random fields."""
    if legal and rng.below(2):
        command = pb.PrimordialSoupCommand()
        command.CopyFrom(rng.choice(legal))
        message = getattr(command, str(command.WhichOneof("command")))
    else:
        kind = rng.choice(sorted(soup_commands.members))
        command = pb.PrimordialSoupCommand(**{kind: type(getattr(pb.PrimordialSoupCommand(), kind))()})
        message = getattr(command, kind)
    fields = list(message.DESCRIPTOR.fields)
    if not fields:
        return command
    field = rng.choice(fields)
    if field.message_type is not None and field.message_type.name == "PrimordialSoupAmoebaRef":
        getattr(message, field.name).CopyFrom(pb.PrimordialSoupAmoebaRef(seat=rng.below(5), number=rng.below(9)))
    elif field.message_type is not None:
        getattr(message, field.name).counts[:] = [rng.below(5) for _ in range(rng.below(seats + 2))]
    elif field.is_repeated:
        getattr(message, field.name)[:] = [rng.below(9) for _ in range(rng.below(4))]
    elif field.type == field.TYPE_STRING:
        setattr(message, field.name, rng.choice(GENE_IDS))
    elif field.enum_type is not None:
        setattr(message, field.name, rng.below(6))
    else:
        setattr(message, field.name, rng.below(22))
    return command


@settings(max_examples=8, deadline=None)
@given(seed=st.binary(min_size=32, max_size=32), seats=st.sampled_from([3, 4]))
def test_legal_commands_are_exactly_what_decide_accepts(seed: bytes, seats: int) -> None:
    state, _ = start(PLATFORM_GAME, seats, seed)
    chooser = Rng(seed, "exact")
    steps = 0
    while not GAME.is_over(state) and steps < 400:
        seat = GAME.awaiting(state)[0]
        legal = list(GAME.legal_commands(state, seat))
        listed = {normalise(c, seats) for c in legal}
        for command in legal:  # every listed command is accepted
            GAME.decide(state, seat, command, chooser.derive(f"ok:{steps}"))
        for attempt in range(12):  # and nothing else is
            command = random_command(chooser, seats, legal)
            other = chooser.below(seats)
            try:
                GAME.decide(state, other, command, chooser.derive(f"fuzz:{steps}:{attempt}"))
            except (InvalidCommand, RuleViolation):
                assert other != seat or normalise(command, seats) not in listed
            else:
                assert other == seat and normalise(command, seats) in listed
        state = GAME.fold(state, GAME.decide(state, seat, chooser.choice(legal), chooser.derive(f"go:{steps}")))
        steps += 1


@pytest.mark.parametrize("seats", [3, 4])
@pytest.mark.parametrize("seed", [b"full-1", b"full-2", b"full-3"])
def test_full_random_match_is_played_to_the_end(seats: int, seed: bytes) -> None:
    trace = play_random(PLATFORM_GAME, seats, seed.ljust(32, b"."))
    final = trace.final
    assert GAME.is_over(final) and final.round <= 10
    outcome = GAME.result(final)
    assert outcome.winners == (final.winner,) and sorted(outcome.ranks) == list(range(1, seats + 1))
    assert max(p.marker for p in final.players) == final.players[final.winner].marker
    reached = max(p.marker for p in final.players) >= edition().end_threshold
    assert reached or len(final.turned) == len(edition().cards)


def test_random_matches_use_every_kind_of_decision() -> None:
    """Long random play reaches the common decisions (a smoke test of the engine's reach)."""
    seen: Counter[str] = Counter()
    for index in range(12):
        trace = play_random(PLATFORM_GAME, 3 + index % 2, bytes([index]) * 32)
        for step in trace.steps:
            seen[str(step.command.WhichOneof("command"))] += 1
    common = {
        "drift",
        "active_move",
        "feed",
        "buy_gene",
        "place_amoeba",
        "end_division",
        "pick_die",
        "choose_direction",
    }
    assert common <= set(seen)
