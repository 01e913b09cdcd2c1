"""Private matches and invitations through the real platform (a real gateway with a real
PostgreSQL, a real game service on a real Redis, gRPC and the HTTP/JSON + WebSocket face).

The central property: every call about a private match, made by someone it does not admit,
answers exactly as for a match that does not exist — same code, same words (the id aside)."""

from __future__ import annotations

import asyncio
import json
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import aiohttp
import grpc
import pytest
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc, players_pb2, players_pb2_grpc

from services.core.stubs import gateway_stub, players_stub
from services.launcher import LocalPlatform
from tests.players.test_players_api import bearer, fresh_name, refused, sign_up
from tests.support.play import HUMAN
from tests.support.players_platform import players_platform

GAME = "zapp_zerapp"
OPEN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)
PRIVATE = common_pb2.VISIBILITY_PRIVATE
NOT_FOUND = grpc.StatusCode.NOT_FOUND


@pytest.fixture(scope="module")
def platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    with players_platform(
        Path(tmp_path_factory.mktemp("private-matches")),
        "private",
        games=[GAME],
        worker=False,
    ) as running:
        yield running


@pytest.fixture(scope="module")
def channel(platform: LocalPlatform) -> Iterator[grpc.Channel]:
    with grpc.insecure_channel(platform.gateway_address) as opened:
        yield opened


@pytest.fixture
def players(channel: grpc.Channel) -> players_pb2_grpc.PlayersStub:
    return players_stub(channel)


@pytest.fixture
def gateway(channel: grpc.Channel) -> gateway_pb2_grpc.GatewayStub:
    return gateway_stub(channel)


def create_private(
    gateway: gateway_pb2_grpc.GatewayStub, token: str, seats: list[common_pb2.SeatSpec] | None = None
) -> gateway_pb2.CreateMatchResponse:
    request = gateway_pb2.CreateMatchRequest(game=GAME, seats=seats or [HUMAN, OPEN], visibility=PRIVATE)
    reply: gateway_pb2.CreateMatchResponse = gateway.CreateMatch(request, metadata=bearer(token), timeout=30)
    return reply


def missing_twin(match_id: str) -> str:
    """An id of the same game and length that no match has."""
    prefix, _, rest = match_id.partition("-")
    return f"{prefix}-{'0' * len(rest)}"


def error_of(call: Callable[[], Any]) -> tuple[grpc.StatusCode, str]:
    with pytest.raises(grpc.RpcError) as raised:
        result = call()
        if hasattr(result, "__iter__") and not isinstance(result, (bytes, str)):
            for _ in result:  # a stream's error comes with its first read
                pass
    error: Any = raised.value
    return error.code(), error.details()


def same_as_missing(call: Callable[[str], Any], match_id: str) -> None:
    """`call` on the private match answers as on a match that does not exist."""
    code, words = error_of(lambda: call(match_id))
    twin = missing_twin(match_id)
    missing_code, missing_words = error_of(lambda: call(twin))
    assert code == missing_code, (code, words, missing_code, missing_words)
    assert words.replace(match_id, twin) == missing_words


def hidden_from(
    gateway: gateway_pb2_grpc.GatewayStub,
    players: players_pb2_grpc.PlayersStub,
    match_id: str,
    who: tuple[tuple[str, str], ...],
) -> None:
    """Every call about the match, by `who`, answers as for a match that does not exist."""
    same_as_missing(lambda m: gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=m), metadata=who), match_id)
    same_as_missing(lambda m: gateway.GetView(gateway_pb2.GetViewRequest(match_id=m), metadata=who), match_id)
    same_as_missing(lambda m: gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=m), metadata=who), match_id)
    same_as_missing(lambda m: gateway.GetAudit(gateway_pb2.GetAuditRequest(match_id=m), metadata=who), match_id)
    same_as_missing(
        lambda m: gateway.WatchMatch(gateway_pb2.WatchMatchRequest(match_id=m), metadata=who, timeout=10),
        match_id,
    )
    same_as_missing(
        lambda m: gateway.Play(iter([gateway_pb2.PlayRequest(match_id=m)]), metadata=who, timeout=10), match_id
    )
    same_as_missing(lambda m: gateway.JoinMatch(gateway_pb2.JoinMatchRequest(match_id=m), metadata=who), match_id)
    # Calls that need a seat are refused for the missing seat first, alike for both.
    same_as_missing(
        lambda m: gateway.ListLegalCommands(gateway_pb2.ListLegalCommandsRequest(match_id=m), metadata=who),
        match_id,
    )
    same_as_missing(
        lambda m: gateway.SubmitCommand(gateway_pb2.SubmitCommandRequest(match_id=m), metadata=who), match_id
    )
    same_as_missing(lambda m: gateway.ReclaimSeat(gateway_pb2.ReclaimSeatRequest(match_id=m), metadata=who), match_id)
    # Never listed, whatever the filter; its holders are as unknown as a missing match's.
    for status in (common_pb2.MATCH_STATUS_UNSPECIFIED, common_pb2.MATCH_STATUS_WAITING):
        listed = gateway.ListMatches(gateway_pb2.ListMatchesRequest(game=GAME, status=status), metadata=who)
        assert match_id not in {match.match_id for match in listed.matches}
    holders = players.ListSeatHolders(players_pb2.ListSeatHoldersRequest(match_id=match_id), metadata=who)
    assert holders == players.ListSeatHolders(
        players_pb2.ListSeatHoldersRequest(match_id=missing_twin(match_id)), metadata=who
    )


def test_every_call_about_a_private_match_answers_outsiders_as_if_it_did_not_exist(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub, platform: LocalPlatform
) -> None:
    creator, outsider = sign_up(players), sign_up(players)
    created = create_private(gateway, creator.access_token)
    match_id = created.match.match_id
    assert created.match.visibility == PRIVATE
    stranger = bearer(outsider.access_token)
    for who in ((), stranger):  # anonymous, and a signed-in player not invited
        hidden_from(gateway, players, match_id, who)
    # Someone else's invitation calls speak of it as of no match at all.
    same_as_missing(
        lambda m: players.CreateInvitation(players_pb2.CreateInvitationRequest(match_id=m), metadata=stranger),
        match_id,
    )
    # The creator reaches it by their access token and by their seat token alike.
    mine = bearer(creator.access_token)
    assert gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), metadata=mine).match.match_id == match_id
    seat_token = bearer(created.seat_tokens[0].token)
    assert gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id), metadata=seat_token).version >= 1
    assert players.ListSeatHolders(players_pb2.ListSeatHoldersRequest(match_id=match_id), metadata=mine).holders
    listed = gateway.ListMatches(gateway_pb2.ListMatchesRequest(mine=True), metadata=mine)
    assert [match.match_id for match in listed.matches] == [match_id]


def test_an_invitation_code_admits_to_join_until_revoked(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    creator, friend, late = sign_up(players), sign_up(players), sign_up(players)
    match_id = create_private(gateway, creator.access_token, [HUMAN, OPEN, OPEN]).match.match_id
    mine = bearer(creator.access_token)
    code = players.CreateInvitation(players_pb2.CreateInvitationRequest(match_id=match_id), metadata=mine).code
    assert len(code) >= 20
    wrong = gateway_pb2.JoinMatchRequest(match_id=match_id, invitation=code[::-1])
    refused(lambda: gateway.JoinMatch(wrong, metadata=bearer(friend.access_token)), NOT_FOUND, "NOT_FOUND")
    joined = gateway.JoinMatch(
        gateway_pb2.JoinMatchRequest(match_id=match_id, invitation=code), metadata=bearer(friend.access_token)
    )
    assert joined.seat_token.seat == 1
    # Seated now, the friend reaches the match with no code.
    assert gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), metadata=bearer(friend.access_token))
    players.RevokeInvitation(players_pb2.RevokeInvitationRequest(match_id=match_id, code=code), metadata=mine)
    refused(
        lambda: gateway.JoinMatch(
            gateway_pb2.JoinMatchRequest(match_id=match_id, invitation=code), metadata=bearer(late.access_token)
        ),
        NOT_FOUND,
        "NOT_FOUND",
    )
    refused(
        lambda: players.RevokeInvitation(
            players_pb2.RevokeInvitationRequest(match_id=match_id, code=code), metadata=mine
        ),
        grpc.StatusCode.FAILED_PRECONDITION,
        "INVITATION_UNKNOWN",
    )
    # A public match has no codes.
    public = gateway.CreateMatch(gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, OPEN]), metadata=mine)
    refused(
        lambda: players.CreateInvitation(
            players_pb2.CreateInvitationRequest(match_id=public.match.match_id), metadata=mine
        ),
        NOT_FOUND,
        "NOT_FOUND",
    )


def test_a_seat_reserved_by_name_is_the_invited_players_alone(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    creator, invited, other = sign_up(players), sign_up(players), sign_up(players)
    reserved = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN, invite=invited.player.name.upper())
    created = create_private(gateway, creator.access_token, [HUMAN, reserved, OPEN])
    match_id = created.match.match_id
    # The invitee's name went nowhere near the match (its seat names come from the log).
    assert invited.player.name.lower() not in str(created.match).lower()
    seen = players.ListMyInvitations(players_pb2.ListMyInvitationsRequest(), metadata=bearer(invited.access_token))
    assert [(item.match_id, item.seat, item.invited_by) for item in seen.invitations] == [
        (match_id, 1, creator.player.name)
    ]
    # Invited, they see the match before joining; the other, with a code, may not take seat 1.
    info = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), metadata=bearer(invited.access_token))
    assert info.match.match_id == match_id
    code = players.CreateInvitation(
        players_pb2.CreateInvitationRequest(match_id=match_id), metadata=bearer(creator.access_token)
    ).code
    refused(
        lambda: gateway.JoinMatch(
            gateway_pb2.JoinMatchRequest(match_id=match_id, seat=1, invitation=code),
            metadata=bearer(other.access_token),
        ),
        grpc.StatusCode.FAILED_PRECONDITION,
        "SEAT_RESERVED",
    )
    # Without a seat named, the other gets the free one, the invitee their own.
    taken = gateway.JoinMatch(
        gateway_pb2.JoinMatchRequest(match_id=match_id, invitation=code), metadata=bearer(other.access_token)
    )
    assert taken.seat_token.seat == 2
    mine = gateway.JoinMatch(gateway_pb2.JoinMatchRequest(match_id=match_id), metadata=bearer(invited.access_token))
    assert mine.seat_token.seat == 1 and mine.match.status == common_pb2.MATCH_STATUS_ACTIVE
    left = players.ListMyInvitations(players_pb2.ListMyInvitationsRequest(), metadata=bearer(invited.access_token))
    assert not left.invitations


def test_bad_visibility_and_invitations_change_nothing(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    creator = sign_up(players)
    mine = bearer(creator.access_token)
    refused(
        lambda: gateway.CreateMatch(gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, OPEN], visibility=PRIVATE)),
        grpc.StatusCode.UNAUTHENTICATED,
        "ACCESS_TOKEN_MISSING",
    )
    unknown = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN, invite=fresh_name())
    refused(
        lambda: gateway.CreateMatch(gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, unknown]), metadata=mine),
        NOT_FOUND,
        "PLAYER_NOT_FOUND",
    )
    on_human = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN, invite=sign_up(players).player.name)
    with pytest.raises(grpc.RpcError) as raised:
        gateway.CreateMatch(gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, on_human]), metadata=mine)
    assert raised.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    bad = gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, OPEN], visibility=7)  # type: ignore[arg-type]
    with pytest.raises(grpc.RpcError) as raised:
        gateway.CreateMatch(bad, metadata=mine)
    assert raised.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    listed = gateway.ListMatches(gateway_pb2.ListMatchesRequest(mine=True), metadata=mine)
    assert not listed.matches  # none of the refused creations made a match
    refused(
        lambda: gateway.ListMatches(gateway_pb2.ListMatchesRequest(mine=True)),
        grpc.StatusCode.UNAUTHENTICATED,
        "ACCESS_TOKEN_MISSING",
    )


def _post(platform: LocalPlatform, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(
        f"http://{platform.http_address}{path}",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


async def _watch_over_websocket(platform: LocalPlatform, match_id: str) -> str:
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(f"http://{platform.http_address}/ludus.v1.Gateway/WatchMatch") as ws,
    ):
        await ws.send_str(json.dumps({"matchId": match_id}))
        message = await ws.receive(timeout=10)
        return str(message.data)


def test_the_http_json_and_websocket_face_hide_a_private_match(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub, platform: LocalPlatform
) -> None:
    creator = sign_up(players)
    match_id = create_private(gateway, creator.access_token).match.match_id
    twin = missing_twin(match_id)
    status, body = _post(platform, "/ludus.v1.Gateway/GetMatch", {"matchId": match_id})
    missing_status, missing_body = _post(platform, "/ludus.v1.Gateway/GetMatch", {"matchId": twin})
    assert status == missing_status == 404
    assert json.dumps(body).replace(match_id, twin) == json.dumps(missing_body)
    watched = asyncio.run(_watch_over_websocket(platform, match_id))
    watched_missing = asyncio.run(_watch_over_websocket(platform, twin))
    assert "NOT_FOUND" in watched
    assert watched.replace(match_id, twin) == watched_missing
