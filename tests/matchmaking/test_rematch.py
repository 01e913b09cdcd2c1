"""Quick match through the workers, and rematch, end to end on a whole platform: the real gateway,
game service, Redis and PostgreSQL, and a real Celery worker and beat (which run the matchmaker's
passes and play the bots' seats)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import grpc
import pytest
from ludus.v1 import common_pb2, gateway_pb2, players_pb2

from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform
from tests.matchmaking.support import bearer, feed_until, gateway_players, play_out, rule_of, sign_up_many
from tests.support.players_platform import players_platform

GAME = "arkadia"
REMATCH_SECONDS = 6
MATCHED = players_pb2.NOTICE_KIND_MATCHED
PROPOSED = players_pb2.NOTICE_KIND_REMATCH_PROPOSED
READY = players_pb2.NOTICE_KIND_REMATCH_READY
DECLINED = players_pb2.NOTICE_KIND_REMATCH_DECLINED


@pytest.fixture(scope="module")
def platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    env = {"LUDUS_REMATCH_SECONDS": str(REMATCH_SECONDS), "LUDUS_MATCHMAKING_SECONDS": "0.5"}
    with players_platform(
        Path(tmp_path_factory.mktemp("rematch")), "rematch", env, games=[GAME], worker=True, http_port=None
    ) as running:
        yield running


@asynccontextmanager
async def clients(platform: LocalPlatform) -> AsyncIterator[tuple[Any, Any]]:
    async with gateway_players(platform) as players, grpc.aio.insecure_channel(platform.gateway_address) as channel:
        yield players, gateway_stub(channel)


async def refused(call: Any, code: grpc.StatusCode, rule: str) -> None:
    with pytest.raises(grpc.aio.AioRpcError) as raised:
        await call
    assert (raised.value.code(), rule_of(raised.value)) == (code, rule), raised.value.details()


async def matched_by_the_workers(players: Any, sessions: list[players_pb2.Session], bots_after: int = 0) -> str:
    """Queue the players (2 seats); the beat's matchmaker matches them: the match's id."""
    request = players_pb2.JoinQueueRequest(game=GAME, seats=2, fill_with_bots_after_seconds=bots_after)
    for session in sessions:
        await players.JoinQueue(request, metadata=bearer(session.access_token))
    found = set()
    for session in sessions:
        notices = await feed_until(players, session.access_token, [MATCHED], timeout=60)
        found |= {notice.match_id for notice in notices if notice.kind == MATCHED}
    [match_id] = found
    return str(match_id)


async def seats_of(players: Any, match_id: str) -> dict[int, str]:
    reply = await players.ListSeatHolders(players_pb2.ListSeatHoldersRequest(match_id=match_id))
    return {holder.seat: holder.name for holder in reply.holders}


async def finished_match_of(players: Any, gateway: Any, sessions: list[players_pb2.Session], seed: int) -> str:
    match_id = await matched_by_the_workers(players, sessions, bots_after=1 if len(sessions) == 1 else 0)
    names = await seats_of(players, match_id)
    tokens = {seat: next(s.access_token for s in sessions if s.player.name == name) for seat, name in names.items()}
    final = await play_out(gateway, match_id, tokens, seed)
    assert final.status == common_pb2.MATCH_STATUS_FINISHED
    return match_id


async def test_every_human_accepts_and_the_new_match_links_to_the_old(platform: LocalPlatform) -> None:
    async with clients(platform) as (players, gateway):
        alice, bob = await sign_up_many(players, 2)
        old = await finished_match_of(players, gateway, [alice, bob], seed=1)
        [outsider] = await sign_up_many(players, 1)
        await refused(
            players.ProposeRematch(
                players_pb2.ProposeRematchRequest(match_id=old), metadata=bearer(outsider.access_token)
            ),
            grpc.StatusCode.NOT_FOUND,
            "MATCH_NOT_FOUND",
        )
        proposed = await players.ProposeRematch(
            players_pb2.ProposeRematchRequest(match_id=old), metadata=bearer(alice.access_token)
        )
        holders = await seats_of(players, old)
        alice_seat = next(seat for seat, name in holders.items() if name == alice.player.name)
        bob_seat = 1 - alice_seat
        assert list(proposed.rematch.accepted) == [alice_seat] and list(proposed.rematch.awaiting) == [bob_seat]
        assert not proposed.rematch.match_id
        await refused(
            players.ProposeRematch(players_pb2.ProposeRematchRequest(match_id=old), metadata=bearer(bob.access_token)),
            grpc.StatusCode.FAILED_PRECONDITION,
            "REMATCH_PENDING",
        )
        notices = await feed_until(players, bob.access_token, [PROPOSED])
        told = [notice for notice in notices if notice.kind == PROPOSED]
        assert told[-1].rematch_of == old and told[-1].by == alice.player.name and told[-1].expires_at.seconds
        answered = await players.AnswerRematch(
            players_pb2.AnswerRematchRequest(match_id=old, accept=True), metadata=bearer(bob.access_token)
        )
        new = answered.rematch.match_id
        assert new and new != old and not answered.rematch.awaiting
        for session, seat in ((alice, alice_seat), (bob, bob_seat)):
            ready = [n for n in await feed_until(players, session.access_token, [READY]) if n.kind == READY]
            assert (ready[-1].match_id, ready[-1].rematch_of, ready[-1].seat) == (new, old, seat)
        info = (await gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=new))).match
        assert info.rematch_of == old and info.status == common_pb2.MATCH_STATUS_ACTIVE
        # The same players in the same seats, playing with their access tokens.
        assert await seats_of(players, new) == holders
        legal = await gateway.ListLegalCommands(
            gateway_pb2.ListLegalCommandsRequest(match_id=new), metadata=bearer(bob.access_token)
        )
        assert legal.version >= 1
        await refused(
            players.AnswerRematch(
                players_pb2.AnswerRematchRequest(match_id=old, accept=True), metadata=bearer(alice.access_token)
            ),
            grpc.StatusCode.FAILED_PRECONDITION,
            "REMATCH_MADE",
        )
        await refused(
            players.ProposeRematch(
                players_pb2.ProposeRematchRequest(match_id=new), metadata=bearer(alice.access_token)
            ),
            grpc.StatusCode.FAILED_PRECONDITION,
            "MATCH_NOT_FINISHED",
        )
        old_info = (await gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=old))).match
        assert not old_info.rematch_of


async def test_a_decline_ends_it_and_a_proposal_lapses(platform: LocalPlatform) -> None:
    async with clients(platform) as (players, gateway):
        dave, erin = await sign_up_many(players, 2)
        old = await finished_match_of(players, gateway, [dave, erin], seed=2)
        propose = players_pb2.ProposeRematchRequest(match_id=old)
        await players.ProposeRematch(propose, metadata=bearer(dave.access_token))
        declined = await players.AnswerRematch(
            players_pb2.AnswerRematchRequest(match_id=old, accept=False), metadata=bearer(erin.access_token)
        )
        assert not declined.rematch.match_id and not declined.rematch.awaiting
        for session in (dave, erin):
            told = [n for n in await feed_until(players, session.access_token, [DECLINED]) if n.kind == DECLINED]
            assert (told[-1].rematch_of, told[-1].by) == (old, erin.player.name)
        await refused(
            players.AnswerRematch(
                players_pb2.AnswerRematchRequest(match_id=old, accept=True), metadata=bearer(dave.access_token)
            ),
            grpc.StatusCode.FAILED_PRECONDITION,
            "REMATCH_DECLINED",
        )
        # After a decline a new proposal may be made; unanswered, it lapses.
        await players.ProposeRematch(propose, metadata=bearer(dave.access_token))
        await asyncio.sleep(REMATCH_SECONDS + 0.5)
        await refused(
            players.AnswerRematch(
                players_pb2.AnswerRematchRequest(match_id=old, accept=True), metadata=bearer(erin.access_token)
            ),
            grpc.StatusCode.FAILED_PRECONDITION,
            "REMATCH_EXPIRED",
        )
        # A lapsed proposal may be made again.
        again = await players.ProposeRematch(propose, metadata=bearer(erin.access_token))
        assert not again.rematch.match_id and len(again.rematch.awaiting) == 1


async def test_a_bot_seat_is_kept_and_a_lone_human_needs_no_other_answer(platform: LocalPlatform) -> None:
    async with clients(platform) as (players, gateway):
        [fay] = await sign_up_many(players, 1)
        old = await finished_match_of(players, gateway, [fay], seed=3)
        before = (await gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=old))).match
        proposed = await players.ProposeRematch(
            players_pb2.ProposeRematchRequest(match_id=old), metadata=bearer(fay.access_token)
        )
        new = proposed.rematch.match_id
        assert new, "no other human to ask: the rematch is made at once"
        after = (await gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=new))).match
        assert after.rematch_of == old
        assert [(s.kind, s.bot_level) for s in after.seats] == [(s.kind, s.bot_level) for s in before.seats]
        assert await seats_of(players, new) == await seats_of(players, old)
        ready = [n for n in await feed_until(players, fay.access_token, [READY]) if n.kind == READY]
        assert ready[-1].match_id == new


async def test_a_private_matchs_rematch_is_private_among_the_same_players(platform: LocalPlatform) -> None:
    async with clients(platform) as (players, gateway):
        gus, hana, outsider = await sign_up_many(players, 3)
        seats = [
            common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN),
            common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN, invite=hana.player.name),
        ]
        created = await gateway.CreateMatch(
            gateway_pb2.CreateMatchRequest(game=GAME, seats=seats, visibility=common_pb2.VISIBILITY_PRIVATE),
            metadata=bearer(gus.access_token),
        )
        old = created.match.match_id
        await gateway.JoinMatch(gateway_pb2.JoinMatchRequest(match_id=old), metadata=bearer(hana.access_token))
        await play_out(gateway, old, {0: gus.access_token, 1: hana.access_token}, seed=4)
        await players.ProposeRematch(
            players_pb2.ProposeRematchRequest(match_id=old), metadata=bearer(hana.access_token)
        )
        answered = await players.AnswerRematch(
            players_pb2.AnswerRematchRequest(match_id=old, accept=True), metadata=bearer(gus.access_token)
        )
        new = answered.rematch.match_id
        info = (
            await gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=new), metadata=bearer(gus.access_token))
        ).match
        assert info.visibility == common_pb2.VISIBILITY_PRIVATE and info.rematch_of == old
        # Outsiders learn nothing of it: as for a match that does not exist.
        with pytest.raises(grpc.aio.AioRpcError) as raised:
            await gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=new), metadata=bearer(outsider.access_token))
        assert raised.value.code() == grpc.StatusCode.NOT_FOUND
        assert await seats_of(players, new) == {}
        holders = await players.ListSeatHolders(
            players_pb2.ListSeatHoldersRequest(match_id=new), metadata=bearer(hana.access_token)
        )
        assert {holder.seat: holder.name for holder in holders.holders} == {0: gus.player.name, 1: hana.player.name}
