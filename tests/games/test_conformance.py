"""The contract every registered game must honour (services/core/game.py), checked generically:
whole random matches finish; decide never mutates its input and is deterministic; the legal
commands are accepted and seats not awaited have none; a replay of the events rebuilds the state;
snapshots round-trip; views and redactions are well formed (and redact never changes its input);
malformed commands are refused cleanly."""

from __future__ import annotations

import pytest
from google.protobuf import any_pb2
from google.protobuf.message import Message

from services import games
from services.core.codec import decode_state, encode_state
from services.core.errors import InvalidCommand, LudusError, RuleViolation
from services.core.events import StoredEvent
from services.core.game import Game
from services.core.match import client_event
from services.core.rng import Rng, decide_rng
from services.core.simulate import play_random, start

CASES = [
    (name, seats)
    for name in games.names()
    for seats in range(games.load(name).min_seats, games.load(name).max_seats + 1)
]
SAMPLE_STATES = 25
SAMPLE_COMMANDS = 30


def sampled_states(game: Game, seats: int, seed: bytes) -> list[object]:  # type: ignore[type-arg]
    trace = play_random(game, seats, seed)
    states = [trace.initial]
    state = trace.initial
    for step in trace.steps:
        state = game.fold(state, step.events)
        states.append(state)
    stride = max(1, len(states) // SAMPLE_STATES)
    return states[::stride]


def sample_commands(game: Game, state: object, seat: int, rng: Rng) -> list[Message]:  # type: ignore[type-arg]
    commands = game.legal_commands(state, seat)
    if len(commands) <= SAMPLE_COMMANDS:
        return list(commands)
    return [commands[rng.below(len(commands))] for _ in range(SAMPLE_COMMANDS)]


@pytest.mark.parametrize(("name", "seats"), CASES)
def test_random_matches_finish_with_a_result(name: str, seats: int) -> None:
    game = games.load(name)
    for seed in (b"a" * 32, b"b" * 32):
        trace = play_random(game, seats, seed)
        assert game.is_over(trace.final)
        outcome = game.result(trace.final)
        assert outcome.winners and len(outcome.scores) == len(outcome.ranks) == seats
        assert all(outcome.ranks[seat] == 1 for seat in outcome.winners)
        assert game.awaiting(trace.final) == ()


@pytest.mark.parametrize(("name", "seats"), CASES)
def test_a_replay_of_the_events_rebuilds_the_state(name: str, seats: int) -> None:
    game = games.load(name)
    trace = play_random(game, seats, b"replay".ljust(32))
    events = [*trace.setup, *(event for step in trace.steps for event in step.events)]
    rebuilt = game.fold(game.initial_state(game.options_type(), seats), events)
    assert rebuilt == trace.final


@pytest.mark.parametrize(("name", "seats"), CASES)
def test_legal_commands_are_accepted_deterministically_without_mutating_the_state(name: str, seats: int) -> None:
    game = games.load(name)
    rng = Rng(b"legal".ljust(32), name)
    for state in sampled_states(game, seats, b"legal".ljust(32)):
        if game.is_over(state):
            continue
        waiting = game.awaiting(state)
        for seat in range(seats):
            if seat not in waiting:
                assert len(game.legal_commands(state, seat)) == 0, f"seat {seat} is not awaited"
                continue
            before = encode_state(state)
            for command in sample_commands(game, state, seat, rng):
                first = game.decide(state, seat, command, decide_rng(b"k" * 32, 9))
                again = game.decide(state, seat, command, decide_rng(b"k" * 32, 9))
                assert first and first == again
                game.fold(state, first)
            assert encode_state(state) == before, "decide or evolve mutated the state"


@pytest.mark.parametrize(("name", "seats"), CASES)
def test_snapshots_round_trip(name: str, seats: int) -> None:
    game = games.load(name)
    for state in sampled_states(game, seats, b"snap".ljust(32))[::5]:
        assert decode_state(encode_state(state), game.state_type) == state


@pytest.mark.parametrize(("name", "seats"), CASES)
def test_views_and_redactions_are_well_formed_for_every_viewer(name: str, seats: int) -> None:
    game = games.load(name)
    trace = play_random(game, seats, b"views".ljust(32))
    viewers: list[int | None] = [*range(seats), None]
    for viewer in viewers:
        for event in [*trace.setup, *(e for step in trace.steps[:200] for e in step.events)]:
            before = event.SerializeToString(deterministic=True)
            hidden = game.redact(event, viewer)
            # Pure: a redaction that hides something makes a new message, never changes the event.
            assert event.SerializeToString(deterministic=True) == before, "redact must not change its input"
            assert isinstance(hidden, game.event_type)
            field = event.DESCRIPTOR.oneofs[0].name if event.DESCRIPTOR.oneofs else None
            if field:
                assert hidden.WhichOneof(field) == event.WhichOneof(field), "redact must never drop an event"
            hidden.SerializeToString()
        view = game.view(trace.final, viewer)
        assert isinstance(view, game.view_type)
        view.SerializeToString()


@pytest.mark.parametrize(("name", "seats"), CASES)
def test_every_seat_receives_exactly_its_redaction_of_every_event(name: str, seats: int) -> None:
    """What the platform sends a seat for a stored event (match.client_event) is the game's
    redaction of it for that seat, under the game's event type."""
    game = games.load(name)
    trace = play_random(game, seats, b"sent".ljust(32))
    events = [*trace.setup, *(e for step in trace.steps[:200] for e in step.events)]
    type_name = game.event_type.DESCRIPTOR.full_name
    for version, event in enumerate(events, start=2):
        stored = StoredEvent(version, type_name, event.SerializeToString(), None, "", b"", 1_000, "")
        for viewer in [*range(seats), None]:
            sent = client_event(game, "m", stored, viewer)
            expected = game.redact(game.event_type.FromString(stored.data), viewer)
            assert sent.event.type_url == f"type.googleapis.com/{type_name}"
            assert game.event_type.FromString(sent.event.value) == expected


@pytest.mark.parametrize("name", games.names())
def test_malformed_and_illegal_commands_are_refused_cleanly(name: str) -> None:
    game = games.load(name)
    seats = game.min_seats
    state, _ = start(game, seats, b"bad".ljust(32))
    before = encode_state(state)
    seat = game.awaiting(state)[0]
    with pytest.raises(InvalidCommand):
        game.decide(state, seat, game.command_type(), decide_rng(b"k" * 32, 1))  # empty oneof
    rng = Rng(b"fuzz".ljust(32), name)
    for _ in range(300):
        garbage = game.command_type()
        try:
            garbage.ParseFromString(bytes(rng.below(256) for _ in range(rng.below(24))))
        except Exception:
            continue
        for acting in range(seats):
            try:
                game.decide(state, acting, garbage, decide_rng(b"k" * 32, 1))
            except (InvalidCommand, RuleViolation):
                pass
            except LudusError as error:  # pragma: no cover - any other platform error is wrong here
                raise AssertionError(f"unexpected {type(error).__name__}") from error
    assert encode_state(state) == before


@pytest.mark.parametrize("name", games.names())
def test_the_game_is_described_for_clients(name: str) -> None:
    game = games.load(name)
    assert game.name == name and "-" not in name and game.title
    assert 1 <= game.min_seats <= game.max_seats
    assert game.bot_levels and game.bot_levels[0] == "random"
    for message in (game.command_type, game.event_type, game.view_type, game.options_type):
        assert (
            message.DESCRIPTOR.full_name.startswith("ludus.v1.") or message.DESCRIPTOR.file.package == "google.protobuf"
        )
    static = game.static_data()
    if static is not None:
        any_pb2.Any().Pack(static)
