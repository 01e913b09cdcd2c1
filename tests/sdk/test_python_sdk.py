"""The Python SDK (protos/sdk/python) against a real platform: it plays a match of every game to
the end, synchronously and with asyncio, decoding every message to its generated class; a watch
whose connection is dropped resumes with no gap and no duplicate; a command whose answer is lost
is retried with the same command id and applied once."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest
from google.protobuf.message import Message
from ludus.v1 import common_pb2

import ludus_client
from ludus_client import AsyncClient, Client, Event, RetryPolicy, StaticAccessToken, Turn, human
from services import games
from services.launcher import LocalPlatform
from tests.support.tcp_proxy import TcpProxy

MATCH_TIMEOUT = 240.0


def _check_typed(types: ludus_client.GameTypes, turn: Turn) -> None:
    assert all(isinstance(command, types.command) for command in turn.commands)
    assert isinstance(turn.view, types.view)


def play_sync(client: Client, name: str, rng: random.Random) -> tuple[common_pb2.MatchInfo, list[Event]]:
    """Every seat played with random legal commands; whose turn it is comes with each answer."""
    types = client.game(name)
    created = client.create_match(name, [human()] * types.info.min_seats)
    seats = {number: client.seat(created.match_id, token, number) for number, token in created.tokens.items()}
    _check_typed(types, seats[client.get_match(created.match_id).awaiting[0]].turn())
    awaiting: list[int] = []
    deadline = time.monotonic() + MATCH_TIMEOUT
    while time.monotonic() < deadline:
        if not awaiting:
            match = client.get_match(created.match_id)
            if match.status == common_pb2.MATCH_STATUS_FINISHED:
                return match, client.history(created.match_id)
            awaiting = list(match.awaiting)
            continue
        answer = seats[rng.choice(awaiting)].play(lambda turn: rng.choice(turn.commands), with_view=False)
        awaiting = answer.awaiting if answer is not None and not answer.finished else []
        if answer is not None:
            assert answer.attempts == 1 and not answer.duplicate
            assert all(isinstance(e.message, (types.event, *PLATFORM_EVENTS)) for e in answer.events)
    raise AssertionError(f"{name} did not finish in {MATCH_TIMEOUT}s")


async def play_async(client: AsyncClient, name: str, rng: random.Random) -> tuple[common_pb2.MatchInfo, list[Event]]:
    types = await client.game(name)
    created = await client.create_match(name, [human()] * types.info.min_seats)
    seats = {number: client.seat(created.match_id, token, number) for number, token in created.tokens.items()}

    async def choose(turn: Turn) -> Message:
        return rng.choice(turn.commands)

    awaiting: list[int] = []
    deadline = time.monotonic() + MATCH_TIMEOUT
    while time.monotonic() < deadline:
        if not awaiting:
            match = await client.get_match(created.match_id)
            if match.status == common_pb2.MATCH_STATUS_FINISHED:
                return match, await client.history(created.match_id)
            awaiting = list(match.awaiting)
            continue
        answer = await seats[rng.choice(awaiting)].play(choose, with_view=False)
        awaiting = answer.awaiting if answer is not None and not answer.finished else []
    raise AssertionError(f"{name} did not finish in {MATCH_TIMEOUT}s")


PLATFORM_EVENTS = (
    common_pb2.MatchCreated,
    common_pb2.MatchEnded,
    common_pb2.TimerFired,
    common_pb2.TimedOut,
    common_pb2.SeatClaimed,
    common_pb2.SeatReclaimed,
)


def _check_finished(registry: ludus_client.Registry, name: str, match: common_pb2.MatchInfo, log: list[Event]) -> None:
    types = registry.game(name)
    assert types is not None
    assert match.status == common_pb2.MATCH_STATUS_FINISHED
    assert [event.version for event in log] == list(range(1, match.version + 1))
    assert isinstance(log[0].message, common_pb2.MatchCreated) and log[-1].ends_match
    assert any(isinstance(event.message, types.event) for event in log)
    details = registry.unpack_optional(match.result.details)
    assert types.result_details is not None and isinstance(details, types.result_details)


def test_the_sync_client_plays_every_game_to_the_end(platform: LocalPlatform) -> None:
    with Client(platform.gateway_address) as client:
        hosted = client.list_games()
        assert sorted(types.name for types in hosted) == sorted(games.names())
        # One thread per game, sharing the client (its channel is thread-safe).
        with ThreadPoolExecutor(len(hosted)) as pool:
            played = list(pool.map(lambda t: play_sync(client, t.name, random.Random(19 + len(t.name))), hosted))
        for types, (match, log) in zip(hosted, played, strict=True):
            _check_finished(client.registry, types.name, match, log)


async def test_the_asyncio_client_plays_every_game_to_the_end(platform: LocalPlatform) -> None:
    async with AsyncClient(platform.gateway_address) as client:
        hosted = await client.list_games()
        # All the games at once, on one channel: what asyncio is for.
        matches = (play_async(client, types.name, random.Random(seed)) for seed, types in enumerate(hosted))
        played = await asyncio.gather(*matches)
        for types, (match, log) in zip(hosted, played, strict=True):
            _check_finished(client.registry, types.name, match, log)


def test_a_watch_resumed_after_dropped_connections_has_no_gap_and_no_duplicate(platform: LocalPlatform) -> None:
    """A sync and an asyncio watcher follow one match through a proxy that cuts their connections
    every few moves; each ends with exactly the match's log."""
    fast = RetryPolicy(attempts=20, initial=0.05, maximum=0.5)
    with TcpProxy(platform.gateway_address) as proxy, Client(platform.gateway_address) as player:
        types = player.game("ark")
        created = player.create_match(types.name, [human()] * types.info.min_seats)
        seen: dict[str, list[Event]] = {"sync": [], "asyncio": []}
        failure: list[BaseException] = []

        def watch_sync() -> None:
            with Client(proxy.address, retry=fast) as watcher:
                seen["sync"].extend(watcher.watch(created.match_id))

        async def watch_async() -> None:
            async with AsyncClient(proxy.address, retry=fast) as watcher:
                seen["asyncio"].extend([event async for event in watcher.watch(created.match_id)])

        def guarded(run: Callable[[], object]) -> Callable[[], None]:
            def body() -> None:
                try:
                    run()
                except BaseException as error:  # reported below
                    failure.append(error)

            return body

        threads = [
            threading.Thread(target=guarded(watch_sync), daemon=True),
            threading.Thread(target=guarded(lambda: asyncio.run(watch_async())), daemon=True),
        ]
        for thread in threads:
            thread.start()
        rng = random.Random(7)
        seats = {n: player.seat(created.match_id, token, n) for n, token in created.tokens.items()}
        moves = 0
        finished = False
        while not finished:
            for number in player.get_match(created.match_id).awaiting:
                answer = seats[number].play(lambda turn: rng.choice(turn.commands), with_view=False)
                if answer is None:
                    continue
                moves += 1
                finished = answer.finished
                # Drop the watchers' connections every few moves while the match goes on (never
                # after its end, when a watcher may be closing a connection it no longer needs).
                if moves % 5 == 2 and not finished:
                    proxy.cut()
                break
        for thread in threads:
            thread.join(60)
        assert not any(thread.is_alive() for thread in threads) and not failure, failure
        log = [event.raw.SerializeToString() for event in player.history(created.match_id)]
        # Every connection a cut closed was replaced by a new one; the last two ended by themselves.
        assert proxy.cuts >= 3 and proxy.accepted == proxy.closed + 2
        for watcher, events in seen.items():
            assert [event.raw.SerializeToString() for event in events] == log, watcher


def test_a_lost_answer_is_retried_with_the_same_command_id_and_applied_once(platform: LocalPlatform) -> None:
    fast = RetryPolicy(attempts=10, initial=0.05, maximum=0.5)
    with TcpProxy(platform.gateway_address) as proxy, Client(proxy.address, retry=fast) as client:
        types = client.game("ark")
        created = client.create_match(types.name, [human()] * types.info.min_seats)
        match = client.get_match(created.match_id)
        seat = client.seat(created.match_id, created.tokens[match.awaiting[0]])
        turn = seat.turn(with_view=False)
        proxy.lose_next_answer()
        answer = seat.submit(turn.commands[0], expected_version=turn.version)
        assert proxy.answers_lost == 1
        assert answer.attempts >= 2 and answer.duplicate  # the first attempt was applied; its answer replayed
        applied = [e for e in client.history(created.match_id, seat.token) if e.command_id == answer.command_id]
        assert applied and [e.version for e in applied] == [e.version for e in answer.events]


def test_refusals_raise_the_sdk_error_for_their_status(platform: LocalPlatform) -> None:
    with Client(platform.gateway_address) as client:
        with pytest.raises(ludus_client.NotFound):
            client.get_match("ark-nosuchmatch")
        types = client.game("ark")
        created = client.create_match(types.name, [human()] * types.info.min_seats)
        with pytest.raises(ludus_client.Unauthenticated):
            client.seat(created.match_id, "not-a-token").turn()
        seat = client.seat(created.match_id, created.tokens[client.get_match(created.match_id).awaiting[0]])
        turn = seat.turn(with_view=False)
        with pytest.raises(ludus_client.StaleVersion) as stale:
            seat.submit(turn.commands[0], expected_version=turn.version + 5)
        assert stale.value.code.name == "ABORTED"


def test_unavailable_is_retried_with_backoff_then_raised() -> None:
    from services.launcher import free_port

    policy = RetryPolicy(attempts=3, initial=0.01, maximum=0.02)
    with Client(f"127.0.0.1:{free_port()}", retry=policy, timeout=2) as client, pytest.raises(ludus_client.Unavailable):
        client.list_games()


def test_join_claims_an_open_seat_and_its_token_plays(platform: LocalPlatform) -> None:
    with Client(platform.gateway_address) as client:
        types = client.game("ark")
        seats = [ludus_client.open_seat()] + [human()] * (types.info.min_seats - 1)
        created = client.create_match(types.name, seats)
        assert 0 not in created.tokens
        joined = client.join_match(created.match_id, name="newcomer")
        assert joined.number == 0
        match = client.get_match(created.match_id)
        assert match.seats[0].occupied and match.seats[0].name == "newcomer"
        version, view = client.view(created.match_id, joined.token)
        assert isinstance(view, types.view) and version == match.version
        # The same token as an access token (the sign-in hook): sent as `authorization: Bearer`.
        with Client(platform.gateway_address, access_token=StaticAccessToken(joined.token)) as bearer:
            _, seen_with_bearer = bearer.view(created.match_id)
        _, spectator = client.view(created.match_id)
        assert seen_with_bearer == view != spectator


def test_play_reads_again_and_lets_the_caller_choose_again_when_the_match_moved_first(
    platform: LocalPlatform,
) -> None:
    """The first choice is made stale on purpose (the same seat moves meanwhile through another
    call): play's pinned submit is ABORTED inside, and it reads the turn again instead of failing."""
    with Client(platform.gateway_address) as client:
        types = client.game("ark")
        created = client.create_match(types.name, [human()] * types.info.min_seats)
        seat = client.seat(created.match_id, created.tokens[client.get_match(created.match_id).awaiting[0]])
        versions: list[int] = []

        def choose(turn: Turn) -> Message:
            versions.append(turn.version)
            if len(versions) == 1:  # someone (here: this seat's other device) moves first
                seat.submit(turn.commands[0])
            return turn.commands[0]

        answer = seat.play(choose, with_view=False)
        moved = client.get_match(created.match_id).version
        if answer is None:  # after that move this seat had nothing more to do now
            assert versions == [versions[0]] and moved > versions[0]
        else:  # it chose again on the newer turn, and that choice applied
            assert len(versions) == 2 and versions[1] > versions[0] and answer.version == moved
