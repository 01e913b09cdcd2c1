"""Quick match end to end: players queue and cancel through the real gateway (gRPC), matchmakers
(the workers' code, two at once) pair them on the platform's real Redis, create the matches on
the real game service over mutual TLS and record the seats in the real PostgreSQL; players hear
it on their feeds and play at once with their access tokens."""

from __future__ import annotations

import asyncio
import json
import random
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from ludus.v1 import common_pb2, gateway_pb2, players_pb2
from sqlalchemy import select

from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform
from services.matchmaking.pairing import Policy
from services.matchmaking.queue import FORMING, Ticket, queue_key
from services.players import schema
from tests.matchmaking.support import (
    bearer,
    feed_until,
    gateway_players,
    matchmaker,
    now_ms,
    rule_of,
    sign_up_many,
)
from tests.players.test_players_api import post
from tests.support.players_platform import players_platform

GAME = "arkadia"
MATCHED = players_pb2.NOTICE_KIND_MATCHED
OPEN_MATCHES = 2


@pytest.fixture(scope="module")
def platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    with players_platform(
        Path(tmp_path_factory.mktemp("quick-match")),
        "quickmatch",
        {"LUDUS_OPEN_MATCHES": str(OPEN_MATCHES)},
        games=[GAME],
        worker=False,
    ) as running:
        yield running


def join(game: str = GAME, seats: int = 2, bots_after: int = 0, rated: bool = False) -> players_pb2.JoinQueueRequest:
    return players_pb2.JoinQueueRequest(game=game, seats=seats, rated=rated, fill_with_bots_after_seconds=bots_after)


async def held_seats(engine: object, players: list[str]) -> dict[str, list[tuple[str, int]]]:
    """Player id -> the (match, seat) pairs they hold."""
    async with engine.connect() as connection:  # type: ignore[attr-defined]
        rows = await connection.execute(
            select(schema.seats.c.player_id, schema.seats.c.match_id, schema.seats.c.seat).where(
                schema.seats.c.player_id.in_(players)
            )
        )
        found: dict[str, list[tuple[str, int]]] = defaultdict(list)
        for row in rows:
            found[str(row.player_id)].append((row.match_id, row.seat))
        return found


async def test_200_players_queueing_and_cancelling_with_two_matchmakers_racing(platform: LocalPlatform) -> None:
    async with (
        gateway_players(platform) as players,
        matchmaker(platform) as (first, queue, engine),
        matchmaker(platform) as (second, _, _),
    ):
        sessions = await sign_up_many(players, 200)
        ids = [session.player.player_id for session in sessions]
        outcome: dict[str, str] = {}
        stop = asyncio.Event()
        reports = []

        async def run(maker: object) -> None:
            while not stop.is_set():
                reports.append(await maker.run_pass(now_ms()))  # type: ignore[attr-defined]
                await asyncio.sleep(0.01)

        async def player(index: int, session: players_pb2.Session) -> None:
            rng = random.Random(index)
            asks_bots = index % 5 == 0
            await asyncio.sleep(rng.random() * 0.5)
            await players.JoinQueue(join(bots_after=2 if asks_bots else 0), metadata=bearer(session.access_token))
            if index % 3 == 0:
                await asyncio.sleep(rng.random() * 0.3)
                try:
                    await players.LeaveQueue(players_pb2.LeaveQueueRequest(), metadata=bearer(session.access_token))
                    outcome[session.player.player_id] = "left"
                except grpc.aio.AioRpcError as error:
                    assert error.code() == grpc.StatusCode.FAILED_PRECONDITION, error.details()
                    outcome[session.player.player_id] = rule_of(error)

        # A few cancel before any matchmaker runs (certainly first); the other cancellers race
        # the two matchmakers, and either outcome is right as long as it is the truth.
        early = {index for index in range(len(sessions)) if index % 9 == 3}
        await asyncio.gather(*(player(index, sessions[index]) for index in sorted(early)))
        makers = [asyncio.create_task(run(first)), asyncio.create_task(run(second))]
        await asyncio.gather(*(player(index, session) for index, session in enumerate(sessions) if index not in early))
        # Everyone still waiting is matched within a few passes (bots after 2 s for who asked).
        for _ in range(400):
            if await queue.redis.zcard(queue_key(f"{GAME}:2")) <= 1 and not await queue.redis.zcard(FORMING):
                break
            await asyncio.sleep(0.05)
        await asyncio.sleep(2.5)  # a lone requester of bots gets them after 2 s
        stop.set()
        await asyncio.gather(*makers)

        held = await held_seats(engine, ids)
        leftover = {ticket.player for ticket in await queue.waiting(f"{GAME}:2")}
        matches: dict[str, list[str]] = defaultdict(list)
        for player_id, seats in held.items():
            assert len(seats) == 1, f"{player_id} is in {len(seats)} matches"
            matches[seats[0][0]].append(player_id)
        for player_id in ids:
            if outcome.get(player_id) == "left":
                assert player_id not in held, "matched after cancelling first"
            elif outcome.get(player_id) == "ALREADY_MATCHED":
                assert player_id in held
            else:
                assert player_id in held or player_id in leftover
        # At most one player can be left over (2 seats), and only one who did not ask for bots.
        assert len(leftover) <= 1
        for player_id in leftover:
            assert ids.index(player_id) % 5 != 0
        assert set(outcome.values()) <= {"left", "ALREADY_MATCHED"}
        assert all(outcome[ids[index]] == "left" for index in early)
        stubs = gateway_stub(grpc.aio.insecure_channel(platform.gateway_address))
        # Each match: two seats, every held one human; bots only beside a player who asked.
        for match_id, members in list(matches.items())[:25]:
            token = sessions[ids.index(members[0])].access_token
            info = (await stubs.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), metadata=bearer(token))).match
            bots = [seat for seat in info.seats if seat.kind == common_pb2.SEAT_KIND_BOT]
            assert len(info.seats) == 2 and len(members) + len(bots) == 2
            if bots:
                assert all(ids.index(member) % 5 == 0 for member in members)
        assert sum(len(report.matches) for report in reports) == len(matches)
        for player_id in leftover:  # the next tests start from an empty queue
            session = sessions[ids.index(player_id)]
            await players.LeaveQueue(players_pb2.LeaveQueueRequest(), metadata=bearer(session.access_token))


async def test_matched_players_hear_it_and_play_at_once_with_their_access_token(platform: LocalPlatform) -> None:
    async with gateway_players(platform) as players, matchmaker(platform) as (maker, _, _):
        alice, bob = await sign_up_many(players, 2)
        queued = await players.JoinQueue(join(seats=3, rated=True), metadata=bearer(alice.access_token))
        assert queued.status.game == GAME and queued.status.seats == 3 and queued.status.waiting == 1
        await players.JoinQueue(join(seats=3, rated=True), metadata=bearer(bob.access_token))
        status = await players.GetQueueStatus(players_pb2.GetQueueStatusRequest(), metadata=bearer(bob.access_token))
        assert status.queued and status.status.waiting == 2
        assert not (await maker.run_pass(now_ms())).matches, "a third player is needed"
        [carol] = await sign_up_many(players, 1)
        await players.JoinQueue(join(seats=3, rated=True), metadata=bearer(carol.access_token))
        [match_id] = (await maker.run_pass(now_ms())).matches
        gateway = gateway_stub(grpc.aio.insecure_channel(platform.gateway_address))
        seats = set()
        for session in (alice, bob, carol):
            [notice] = [n for n in await feed_until(players, session.access_token, [MATCHED]) if n.kind == MATCHED]
            assert notice.match_id == match_id and notice.game == GAME and notice.rated
            seats.add(notice.seat)
            # Their access token acts in their seat (a spectator would be refused TOKEN_MISSING).
            legal = await gateway.ListLegalCommands(
                gateway_pb2.ListLegalCommandsRequest(match_id=match_id), metadata=bearer(session.access_token)
            )
            if legal.commands:
                moved = await gateway.SubmitCommand(
                    gateway_pb2.SubmitCommandRequest(
                        match_id=match_id, command=legal.commands[0], expected_version=legal.version, command_id="q1"
                    ),
                    metadata=bearer(session.access_token),
                )
                assert moved.version > legal.version
            after = await players.GetQueueStatus(
                players_pb2.GetQueueStatusRequest(), metadata=bearer(session.access_token)
            )
            assert not after.queued
        assert seats == {0, 1, 2}
        info = (await gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id))).match
        assert info.status == common_pb2.MATCH_STATUS_ACTIVE and info.version > 1


async def test_fill_with_bots_after_the_asked_wait(platform: LocalPlatform) -> None:
    async with gateway_players(platform) as players, matchmaker(platform) as (maker, _, engine):
        [dana] = await sign_up_many(players, 1)
        await players.JoinQueue(join(seats=4, bots_after=1), metadata=bearer(dana.access_token))
        assert not (await maker.run_pass(now_ms())).matches
        [match_id] = (await maker.run_pass(now_ms() + 1000)).matches
        [(held_match, seat)] = (await held_seats(engine, [dana.player.player_id]))[dana.player.player_id]
        assert held_match == match_id
        gateway = gateway_stub(grpc.aio.insecure_channel(platform.gateway_address))
        info = (await gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id))).match
        kinds = [spec.kind for spec in info.seats]
        assert kinds.count(common_pb2.SEAT_KIND_BOT) == 3 and kinds[seat] == common_pb2.SEAT_KIND_HUMAN


async def test_the_window_widens_with_waiting_time_on_the_real_path(platform: LocalPlatform) -> None:
    policy = Policy(window=5.0, widen_per_second=0.5)
    async with gateway_players(platform) as players, matchmaker(platform, policy) as (maker, queue, engine):
        low, high = await sign_up_many(players, 2)
        start = now_ms()
        for session, rating in ((low, 0.0), (high, 30.0)):
            # Queued as the gateway does, with ratings 30 apart (the default lookup rates all alike).
            ticket = Ticket(session.player.player_id, GAME, 2, False, 0, rating, start)
            assert await queue.join(ticket)
        assert not (await maker.run_pass(start + 10_000)).matches
        assert not (await maker.run_pass(start + 49_000)).matches
        [match_id] = (await maker.run_pass(start + 50_000)).matches
        held = await held_seats(engine, [low.player.player_id, high.player.player_id])
        assert {seats[0][0] for seats in held.values()} == {match_id}


async def test_a_player_who_waits_too_long_leaves_the_queue_and_is_told(platform: LocalPlatform) -> None:
    async with gateway_players(platform) as players, matchmaker(platform, max_wait_seconds=1) as (maker, _, _):
        [erin] = await sign_up_many(players, 1)
        await players.JoinQueue(join(seats=2, game=GAME), metadata=bearer(erin.access_token))
        report = await maker.run_pass(now_ms() + 1500)
        assert report.timed_out >= 1 and not report.matches
        notices = await feed_until(players, erin.access_token, [players_pb2.NOTICE_KIND_QUEUE_TIMED_OUT])
        assert notices[-1].game == GAME
        status = await players.GetQueueStatus(players_pb2.GetQueueStatusRequest(), metadata=bearer(erin.access_token))
        assert not status.queued


async def test_refusals_change_nothing(platform: LocalPlatform) -> None:
    async with gateway_players(platform) as players:
        [frank] = await sign_up_many(players, 1)
        me = bearer(frank.access_token)
        cases = [
            (join(), (), grpc.StatusCode.UNAUTHENTICATED, "ACCESS_TOKEN_MISSING"),
            (join(game="chess"), me, grpc.StatusCode.INVALID_ARGUMENT, "GAME_UNKNOWN"),
            (join(seats=9), me, grpc.StatusCode.INVALID_ARGUMENT, "SEATS_OUT_OF_RANGE"),
            (join(seats=1), me, grpc.StatusCode.INVALID_ARGUMENT, "SEATS_OUT_OF_RANGE"),
            (join(bots_after=601), me, grpc.StatusCode.INVALID_ARGUMENT, "BOTS_AFTER_TOO_LONG"),
        ]
        for request, metadata, code, rule in cases:
            with pytest.raises(grpc.aio.AioRpcError) as raised:
                await players.JoinQueue(request, metadata=metadata)
            assert (raised.value.code(), rule_of(raised.value)) == (code, rule), raised.value.details()
        status = await players.GetQueueStatus(players_pb2.GetQueueStatusRequest(), metadata=me)
        assert not status.queued
        with pytest.raises(grpc.aio.AioRpcError) as raised:
            await players.LeaveQueue(players_pb2.LeaveQueueRequest(), metadata=me)
        assert rule_of(raised.value) == "NOT_QUEUED"
        await players.JoinQueue(join(game="arkadia", seats=4), metadata=me)
        with pytest.raises(grpc.aio.AioRpcError) as raised:
            await players.JoinQueue(join(seats=2), metadata=me)
        assert (raised.value.code(), rule_of(raised.value)) == (grpc.StatusCode.FAILED_PRECONDITION, "ALREADY_QUEUED")
        status = await players.GetQueueStatus(players_pb2.GetQueueStatusRequest(), metadata=me)
        assert status.queued and status.status.seats == 4
        await players.LeaveQueue(players_pb2.LeaveQueueRequest(), metadata=me)
        status = await players.GetQueueStatus(players_pb2.GetQueueStatusRequest(), metadata=me)
        assert not status.queued


async def test_a_player_at_the_open_matches_limit_may_not_queue_for_another(platform: LocalPlatform) -> None:
    async with gateway_players(platform) as players, matchmaker(platform) as (maker, _, engine):
        [gina] = await sign_up_many(players, 1)
        me = bearer(gina.access_token)
        for _ in range(OPEN_MATCHES):
            await players.JoinQueue(join(seats=2, bots_after=1), metadata=me)
            assert len((await maker.run_pass(now_ms() + 1000)).matches) == 1
        with pytest.raises(grpc.aio.AioRpcError) as raised:
            await players.JoinQueue(join(seats=2, bots_after=1), metadata=me)
        assert (raised.value.code(), rule_of(raised.value)) == (grpc.StatusCode.RESOURCE_EXHAUSTED, "OPEN_MATCHES")
        status = await players.GetQueueStatus(players_pb2.GetQueueStatusRequest(), metadata=me)
        assert not status.queued
        assert len((await held_seats(engine, [gina.player.player_id]))[gina.player.player_id]) == OPEN_MATCHES


def test_the_http_json_face_serves_the_queue(platform: LocalPlatform) -> None:
    [session] = asyncio.run(signed_up(platform))
    status, body = post(platform, "/ludus.v1.Players/JoinQueue", {"game": GAME, "seats": 4}, session.access_token)
    assert status == 200 and body["status"]["seats"] == 4 and body["status"]["waiting"] >= 1
    status, body = post(platform, "/ludus.v1.Players/GetQueueStatus", {}, session.access_token)
    assert status == 200 and body["queued"] is True
    status, body = post(platform, "/ludus.v1.Players/LeaveQueue", {}, session.access_token)
    assert status == 200
    status, body = post(platform, "/ludus.v1.Players/LeaveQueue", {}, session.access_token)
    assert status == 400 and "NOT_QUEUED" in json.dumps(body)


async def signed_up(platform: LocalPlatform) -> list[players_pb2.Session]:
    async with gateway_players(platform) as players:
        return await sign_up_many(players, 1)


async def test_a_match_the_service_refuses_puts_the_players_back_in_their_places(platform: LocalPlatform) -> None:
    async with gateway_players(platform) as players, matchmaker(platform) as (maker, queue, engine):
        hugo, ines = await sign_up_many(players, 2)
        start = now_ms() - 5000
        # Five seats: more than Arkadia allows, so the game service refuses the creation.
        for session in (hugo, ines):
            await queue.join(Ticket(session.player.player_id, GAME, 5, False, 1, 0.0, start))
        report = await maker.run_pass(now_ms())
        assert report.failed == 1 and not report.matches
        waiting = await queue.waiting(f"{GAME}:5")
        assert {(t.player, t.queued_ms) for t in waiting} == {
            (hugo.player.player_id, start),
            (ines.player.player_id, start),
        }
        assert not await queue.redis.zcard(FORMING)
        assert not await held_seats(engine, [hugo.player.player_id, ines.player.player_id])
        for session in (hugo, ines):
            await players.LeaveQueue(players_pb2.LeaveQueueRequest(), metadata=bearer(session.access_token))
