"""Issue 15 without servers (the in-memory store, the real runner and play sessions): the legal
commands a command's answer and an event carry equal ListLegalCommands at that version, for every
game over random play; and whole matches played from Play sessions alone deliver every event
once, in order, as the seat may see it."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
from ludus.v1 import common_pb2, gateway_pb2

from services import games
from services.core.codec import pack
from services.core.match import awaiting, client_event, empty_match, fold_events
from services.core.play import PlaySession
from services.core.ports import Storage
from services.core.rng import Rng
from services.core.runner import LEGAL_CAP, MatchRunner
from tests.support.play_stream import Played, play_seat, versions, without_enrichment

HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)
#: Long games are cut here: the property is per version, so a prefix proves as much per version.
MAX_COMMANDS = 150


def listed(page: tuple[int, list[Any], int]) -> tuple[int, list[bytes], int]:
    version, commands, total = page
    return version, [pack(command).SerializeToString() for command in commands], total


def carried(legal: common_pb2.LegalCommands) -> tuple[int, list[bytes], int]:
    return legal.version, [command.SerializeToString() for command in legal.commands], legal.total


@pytest.mark.parametrize("game_name", games.names())
async def test_legal_commands_in_answers_and_events_equal_list_legal_commands(memory: Storage, game_name: str) -> None:
    game = games.load(game_name)
    runner: MatchRunner[Any] = MatchRunner(game, memory)
    rng = Rng(f"legal-{game_name}".encode().ljust(32, b"."), "property")
    match = await runner.create(None, [HUMAN] * game.max_seats)
    match_id = match.match_id
    # What ListLegalCommands answered, per (version, seat), as the match went.
    lists: dict[tuple[int, int], tuple[int, list[bytes], int]] = {}
    for _ in range(MAX_COMMANDS):
        match = await runner.load(match_id)
        waited = awaiting(game, match)
        if not waited:
            break
        for seat in range(game.max_seats):
            lists[(match.version, seat)] = listed(await runner.legal_commands(match_id, seat))
        seat = rng.choice(list(waited))
        version, commands, _total = await runner.legal_commands(match_id, seat)
        submitted = await runner.submit(match_id, seat, pack(rng.choice(commands)), version, f"c{version}")
        assert submitted.match is not None
        # The answer's list (SubmitCommandResponse.legal): the seat's, when the decision is still its own.
        answer = runner.legal_for(submitted.match, seat)
        now = listed(await runner.legal_commands(match_id, seat))
        if answer is None:
            assert now[2] == 0
        else:
            assert carried(answer) == now and answer.truncated == (now[2] > LEGAL_CAP)
    final = await runner.load(match_id)
    for seat in range(game.max_seats):
        lists[(final.version, seat)] = listed(await runner.legal_commands(match_id, seat))

    stored = await memory.events.read(match_id)
    for seat in [*range(game.max_seats), None]:
        events = [event async for event in _enriched(runner, match_id, seat, final.version)]
        assert versions(events) == list(range(1, final.version + 1))
        state = empty_match(match_id, final.seed)
        for event, raw in zip(events, stored, strict=True):
            state = fold_events(game, state, [raw])
            assert without_enrichment(event) == client_event(game, match_id, raw, seat)
            assert list(event.awaiting) == list(awaiting(game, state))
            assert event.status == state.platform.status
            if seat is None or (event.version, seat) not in lists:
                assert seat is not None or not event.HasField("legal")
                continue
            expected = lists[(event.version, seat)]
            if expected[2] == 0:
                assert not event.HasField("legal")
            else:
                assert carried(event.legal) == expected


async def _enriched(
    runner: MatchRunner[Any], match_id: str, seat: int | None, upto: int
) -> AsyncIterator[common_pb2.MatchEvent]:
    async for event in runner.watch(match_id, seat, 0, enrich=True):
        yield event
        if event.version >= upto:
            return


class Requests:
    """The client's half of an in-memory play session: what it sends, as an async iterator."""

    def __init__(self, opening: gateway_pb2.PlayRequest) -> None:
        self.queue: asyncio.Queue[gateway_pb2.PlayRequest | None] = asyncio.Queue()
        self.queue.put_nowait(opening)

    async def send(self, command: gateway_pb2.PlayCommand) -> None:
        self.queue.put_nowait(gateway_pb2.PlayRequest(command=command))

    async def __aiter__(self) -> AsyncIterator[gateway_pb2.PlayRequest]:
        while (request := await self.queue.get()) is not None:
            yield request


async def _session(
    runner: MatchRunner[Any], match_id: str, seat: int, from_version: int, batch: bool = False
) -> tuple[AsyncIterator[gateway_pb2.PlayResponse], Requests]:
    session = PlaySession(runner, match_id, seat, from_version, batch)
    await session.open()
    requests = Requests(gateway_pb2.PlayRequest(match_id=match_id))
    iterator = aiter(requests)
    await anext(iterator)  # the opening message: the servicer reads it before the session runs
    return session.run(iterator), requests


@pytest.mark.parametrize("batch", [False, True], ids=["event-by-event", "batched"])
@pytest.mark.parametrize("game_name", games.names())
async def test_every_game_is_played_to_the_end_from_play_sessions_alone(
    memory: Storage, game_name: str, batch: bool
) -> None:
    game = games.load(game_name)
    runner: MatchRunner[Any] = MatchRunner(game, memory)
    match = await runner.create(None, [HUMAN] * game.min_seats)
    rng = Rng(f"play-{game_name}".encode().ljust(32, b"."), "sessions")

    async def seat_client(seat: int) -> Played:
        responses, requests = await _session(runner, match.match_id, seat, 0, batch)
        # Seat 0 drops its stream after 5 events and resumes from the next version.
        if seat == 0:
            played = await play_seat(responses, requests.send, rng, stop_after_events=5)
            await responses.aclose()  # type: ignore[attr-defined]
            resumed = played.events[-1].version + 1
            responses, requests = await _session(runner, match.match_id, seat, resumed, batch)
            return await play_seat(responses, requests.send, rng, played)
        return await play_seat(responses, requests.send, rng)

    results = await asyncio.wait_for(asyncio.gather(*(seat_client(seat) for seat in range(game.min_seats))), 600)
    stored = await memory.events.read(match.match_id)
    assert stored[-1].type == "ludus.v1.MatchEnded"
    for seat, played in enumerate(results):
        assert versions(played.events) == list(range(1, len(stored) + 1)), f"seat {seat}: a gap or a repeat"
        assert [without_enrichment(event) for event in played.events] == [
            client_event(game, match.match_id, raw, seat) for raw in stored
        ]
        answered = {answer.command_id: answer for answer in played.answers}
        assert set(answered) <= {command.command_id for command in played.sent}
        applied = {event.command_id for event in played.events if event.command_id}
        assert applied == {cid for cid, answer in answered.items() if not answer.HasField("error")}
        assert all(answer.error.code == "ABORTED" for answer in answered.values() if answer.HasField("error"))
        check_legal_lists(game, match.match_id, stored, seat, played, batch)
        if batch:
            # Fewer messages than events: a command's events travel together.
            assert 0 < played.batches < len(played.events)


def check_legal_lists(game: Any, match_id: str, stored: list[Any], seat: int, played: Played, batch: bool) -> None:
    """Each event's legal commands are the seat's at that version (ListLegalCommands's), when
    the seat is awaited there; batched, only a batch's last event carries them."""
    state = empty_match(match_id, b"")
    for event, raw in zip(played.events, stored, strict=True):
        state = fold_events(game, state, [raw])
        assert list(event.awaiting) == list(awaiting(game, state))
        carries = seat in event.awaiting and (not batch or event.version in played.batch_ends)
        assert event.HasField("legal") == carries, (event.version, seat, batch)
        if carries:
            legal = game.legal_commands(state.require_state(), seat)
            assert event.legal.total == len(legal) and event.legal.version == event.version
            assert list(event.legal.commands) == [pack(command) for command in legal[:LEGAL_CAP]]


async def test_legal_lists_are_computed_once_per_version_and_seat_not_per_watcher(
    memory: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = games.load("ark")
    runner: MatchRunner[Any] = MatchRunner(game, memory)
    match = await runner.create(None, [HUMAN] * 3)
    calls: list[int] = []
    original = game.legal_commands

    def counted(state: Any, seat: int) -> Any:
        calls.append(seat)
        return original(state, seat)

    monkeypatch.setattr(game, "legal_commands", counted)
    rng = Rng(b"once".ljust(32, b"."), "cache")
    for _ in range(20):
        current = await runner.load(match.match_id)
        (seat,) = awaiting(game, current)
        legal = runner.legal_for(current, seat)
        assert legal is not None
        submitted = await runner.submit(match.match_id, seat, rng.choice(list(legal.commands)), current.version)
        assert submitted.match is not None
        runner.legal_for(submitted.match, seat)  # the answer's list
    final = await runner.load(match.match_id)
    calls.clear()
    # Three watchers per seat (and a spectator) over the same versions. Ark awaits one seat at a
    # time, so a list per (version, seat) is at most one per version; one per watcher would be
    # three times as many. The answers computed some already (their own versions).
    for viewer in [0, 1, 2, 0, 1, 2, 0, 1, 2, None]:
        events = [event async for event in _enriched(runner, match.match_id, viewer, final.version)]
        assert versions(events) == list(range(1, final.version + 1))
        assert all(event.HasField("legal") == (viewer in event.awaiting) for event in events)
    assert 0 < len(calls) <= final.version
    first_round = len(calls)
    for viewer in [0, 1, 2]:
        assert [event async for event in _enriched(runner, match.match_id, viewer, final.version)]
    assert len(calls) == first_round, "a later watcher computed a legal list again"


async def test_a_seat_awaited_when_its_stream_broke_acts_on_the_new_stream(memory: Storage) -> None:
    """The reconnect of docs/api.md when the match waits for this very seat: the new stream
    brings no event (nothing moves until the seat acts), so the client acts on the legal list of
    the last event it had. (A CI run stalled 420 s on this: the test client waited for an event.)"""
    game = games.load("ark")
    runner: MatchRunner[Any] = MatchRunner(game, memory)
    match = await runner.create(None, [HUMAN] * 3)
    rng = Rng(b"awaited-at-the-break".ljust(32, b"."), "sessions")
    current = await runner.load(match.match_id)
    while awaiting(game, current) != (0,):
        (seat,) = awaiting(game, current)
        version, commands, _ = await runner.legal_commands(match.match_id, seat)
        submitted = await runner.submit(match.match_id, seat, pack(rng.choice(commands)), version)
        assert submitted.match is not None
        current = submitted.match
    # What the seat's broken stream had delivered: every event up to now, the last awaiting it.
    played = Played(events=[event async for event in _enriched(runner, match.match_id, 0, current.version)])
    assert played.events[-1].legal.commands

    responses, requests = await _session(runner, match.match_id, 0, current.version + 1)

    async def answered_then_stop() -> AsyncIterator[gateway_pb2.PlayResponse]:
        async for response in responses:
            yield response
            if response.HasField("answer"):
                return

    played = await asyncio.wait_for(play_seat(answered_then_stop(), requests.send, rng, played), 30)
    sent = played.sent[0]  # (more may follow, if the seat is still awaited after it)
    assert sent.expected_version == current.version
    (answer,) = played.answers
    assert answer.command_id == sent.command_id and not answer.HasField("error")
    assert (await runner.load(match.match_id)).version > current.version


async def test_events_are_redacted_once_per_version_and_seat_not_per_watcher(
    memory: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = games.load("ark")
    runner: MatchRunner[Any] = MatchRunner(game, memory)
    match = await runner.create(None, [HUMAN] * 3)
    rng = Rng(b"redacted-once".ljust(32, b"."), "cache")
    for _ in range(15):
        current = await runner.load(match.match_id)
        (seat,) = awaiting(game, current)
        version, commands, _ = await runner.legal_commands(match.match_id, seat)
        await runner.submit(match.match_id, seat, pack(rng.choice(commands)), version)
    final = await runner.load(match.match_id)
    redactions: list[int | None] = []
    original = game.redact

    def counted(event: Any, seat: int | None) -> Any:
        redactions.append(seat)
        return original(event, seat)

    monkeypatch.setattr(game, "redact", counted)
    stored = await memory.events.read(match.match_id)
    game_events = sum(event.type == game.event_type.DESCRIPTOR.full_name for event in stored)
    # Three watchers per seat and three spectators, event by event and enriched.
    for viewer in [0, 1, 2, None] * 3:
        for enrich in (False, True):
            events = []
            async for event in runner.watch(match.match_id, viewer, 0, enrich=enrich):
                events.append(event)
                if event.version >= final.version:
                    break  # the match goes on: the watch would wait for the next move
            assert versions(events) == list(range(1, final.version + 1))
            assert [without_enrichment(event) for event in events] == [
                client_event(game, match.match_id, raw, viewer) for raw in stored
            ]
    # client_event above calls the game's redact itself: what the watchers caused is the rest.
    by_watchers = len(redactions) - 12 * 2 * game_events
    assert by_watchers == 4 * game_events, "each (event, seat) is redacted once, whoever watches it"
