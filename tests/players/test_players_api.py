"""ludus.v1.Players and players' seats through the real platform: the gateway process with a real
PostgreSQL database (migrated at its start), a real game service on a real Redis, real gRPC and
the HTTP/JSON face; an OpenID Connect issuer served on loopback by the test."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import grpc
import pytest
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc, players_pb2, players_pb2_grpc, zapp_zerapp_pb2

from services.core.stubs import gateway_stub, players_stub
from services.launcher import LocalPlatform
from tests.support.grpc_errors import text_trailer
from tests.support.oidc import AUDIENCE, serving_issuer, sign
from tests.support.play import HUMAN
from tests.support.players_platform import players_platform

GAME = "zapp_zerapp"
RULE_CODE = "ludus-rule-code"


@pytest.fixture(scope="module")
def issuer() -> Iterator[str]:
    with serving_issuer() as url:
        yield url


@pytest.fixture(scope="module")
def platform(tmp_path_factory: pytest.TempPathFactory, issuer: str) -> Iterator[LocalPlatform]:
    with players_platform(
        Path(tmp_path_factory.mktemp("players-api")),
        "players_api",
        env={
            "LUDUS_GUESTS": "true",
            # Open matches are raced in test_quotas.py; here the guests' hourly quota is.
            "LUDUS_GUEST_OPEN_MATCHES": "0",
            "LUDUS_OIDC_ISSUER": issuer,
            "LUDUS_OIDC_AUDIENCE": AUDIENCE,
        },
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


def bearer(token: str) -> tuple[tuple[str, str], ...]:
    return (("authorization", f"Bearer {token}"),)


def fresh_name() -> str:
    return f"p{uuid.uuid4().hex[:10]}"


def refused(call: Any, code: grpc.StatusCode, rule: str) -> None:
    with pytest.raises(grpc.RpcError) as raised:
        call()
    error: Any = raised.value
    assert error.code() == code, error.details()
    assert text_trailer(error, RULE_CODE) == rule, error.details()


def sign_up(players: players_pb2_grpc.PlayersStub, name: str | None = None) -> players_pb2.Session:
    """A new player's first session."""
    request = players_pb2.SignUpRequest(name=name or fresh_name(), password="password-1")
    session: players_pb2.Session = players.SignUp(request, timeout=30).session
    return session


def test_sign_up_sign_in_whoami_and_profiles(players: players_pb2_grpc.PlayersStub) -> None:
    name = "Ca" + fresh_name()
    session = sign_up(players, name)
    assert session.player.name == name and session.player.kind == players_pb2.PLAYER_KIND_MEMBER
    me = players.WhoAmI(players_pb2.WhoAmIRequest(), metadata=bearer(session.access_token), timeout=30).player
    assert me.player_id == session.player.player_id
    signed_in = players.SignIn(players_pb2.SignInRequest(name=name.lower(), password="password-1"), timeout=30)
    assert signed_in.session.player.player_id == me.player_id
    public = players.GetProfile(players_pb2.GetProfileRequest(name=name.upper()), timeout=30).player
    assert public.name == name and public.member_since.seconds > 0


def test_refusals_over_grpc(players: players_pb2_grpc.PlayersStub, gateway: gateway_pb2_grpc.GatewayStub) -> None:
    name = fresh_name()
    sign_up(players, name)
    unauthenticated, invalid = grpc.StatusCode.UNAUTHENTICATED, grpc.StatusCode.INVALID_ARGUMENT
    refused(lambda: sign_up(players, name.upper()), grpc.StatusCode.FAILED_PRECONDITION, "NAME_TAKEN")
    refused(lambda: sign_up(players, "no"), invalid, "NAME_INVALID")
    wrong = players_pb2.SignInRequest(name=name, password="wrong password")
    refused(lambda: players.SignIn(wrong, timeout=30), unauthenticated, "SIGNIN_FAILED")
    refused(lambda: players.WhoAmI(players_pb2.WhoAmIRequest(), timeout=30), unauthenticated, "ACCESS_TOKEN_MISSING")
    forged = bearer(sign("https://not-the-issuer.example"))
    who = players_pb2.WhoAmIRequest()
    refused(lambda: players.WhoAmI(who, metadata=forged, timeout=30), unauthenticated, "ACCESS_TOKEN_INVALID")
    refused(
        lambda: players.GetProfile(players_pb2.GetProfileRequest(name=fresh_name()), timeout=30),
        grpc.StatusCode.NOT_FOUND,
        "PLAYER_NOT_FOUND",
    )
    spent = players_pb2.RefreshRequest(refresh_token="not a token")
    refused(lambda: players.Refresh(spent, timeout=30), unauthenticated, "REFRESH_TOKEN_INVALID")


def viewer(gateway: gateway_pb2_grpc.GatewayStub, match_id: str, metadata: Any) -> int | None:
    """The seat a caller's view is for (None: a spectator's)."""
    reply = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id), metadata=metadata, timeout=30)
    view = zapp_zerapp_pb2.ZappZerappView()
    assert reply.view.Unpack(view)
    return view.viewer if view.HasField("viewer") else None


def test_one_access_token_plays_every_seat_the_player_holds(
    players: players_pb2_grpc.PlayersStub, gateway: gateway_pb2_grpc.GatewayStub
) -> None:
    alice, bob = sign_up(players), sign_up(players)
    as_alice, as_bob = bearer(alice.access_token), bearer(bob.access_token)
    open_seat = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)
    matches = []
    for _ in range(2):
        created = gateway.CreateMatch(
            gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, open_seat]), metadata=as_alice, timeout=30
        )
        matches.append(created.match.match_id)
        # Per-seat tokens are still handed out (bots, old clients, sharing a seat by link).
        assert [token.seat for token in created.seat_tokens] == [0]
    for match_id in matches:
        joined = gateway.JoinMatch(gateway_pb2.JoinMatchRequest(match_id=match_id), metadata=as_bob, timeout=30)
        assert joined.seat_token.seat == 1
        again = gateway_pb2.JoinMatchRequest(match_id=match_id)
        refused(
            lambda: gateway.JoinMatch(again, metadata=as_alice, timeout=30),  # noqa: B023
            grpc.StatusCode.FAILED_PRECONDITION,
            "ALREADY_SEATED",
        )
    for match_id in matches:
        # Each player's one access token sees the match as their own seat, in each match.
        assert viewer(gateway, match_id, as_alice) == 0
        assert viewer(gateway, match_id, as_bob) == 1
        # Without a seat there, a signed-in player is a spectator: a seat's call is refused.
        carol = bearer(sign_up(players).access_token)
        assert viewer(gateway, match_id, carol) is None
        legal = gateway_pb2.ListLegalCommandsRequest(match_id=match_id)
        refused(
            lambda: gateway.ListLegalCommands(legal, metadata=carol, timeout=30),  # noqa: B023
            grpc.StatusCode.UNAUTHENTICATED,
            "TOKEN_MISSING",
        )
    # A command submitted with the access token acts for the player's seat.
    match_id = matches[0]
    legal = gateway.ListLegalCommands(
        gateway_pb2.ListLegalCommandsRequest(match_id=match_id), metadata=as_alice, timeout=30
    )
    mover = as_alice if legal.commands else as_bob
    commands = (
        legal.commands
        or gateway.ListLegalCommands(
            gateway_pb2.ListLegalCommandsRequest(match_id=match_id), metadata=as_bob, timeout=30
        ).commands
    )
    before = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id), metadata=mover, timeout=30).version
    submitted = gateway.SubmitCommand(
        gateway_pb2.SubmitCommandRequest(match_id=match_id, command=commands[0], command_id=uuid.uuid4().hex),
        metadata=mover,
        timeout=30,
    )
    assert submitted.version > before


def test_sign_out_refresh_reuse_and_deletion_take_effect_at_once(
    players: players_pb2_grpc.PlayersStub, gateway: gateway_pb2_grpc.GatewayStub
) -> None:
    unauthenticated = grpc.StatusCode.UNAUTHENTICATED
    session = sign_up(players)
    created = gateway.CreateMatch(
        gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, HUMAN]),
        metadata=bearer(session.access_token),
        timeout=30,
    )
    match_id = created.match.match_id
    view = gateway_pb2.GetViewRequest(match_id=match_id)
    gateway.GetView(view, metadata=bearer(session.access_token), timeout=30)
    # Refresh rotates; the spent token replayed revokes the whole sign-in.
    renewed = players.Refresh(players_pb2.RefreshRequest(refresh_token=session.refresh_token), timeout=30).session
    spent = players_pb2.RefreshRequest(refresh_token=session.refresh_token)
    refused(lambda: players.Refresh(spent, timeout=30), unauthenticated, "REFRESH_TOKEN_REUSED")
    refused(
        lambda: gateway.GetView(view, metadata=bearer(renewed.access_token), timeout=30),
        unauthenticated,
        "SESSION_REVOKED",
    )
    # Sign out: the very next call with the token is refused.
    again = players.SignIn(players_pb2.SignInRequest(name=session.player.name, password="password-1"), timeout=30)
    token = bearer(again.session.access_token)
    players.SignOut(players_pb2.SignOutRequest(), metadata=token, timeout=30)
    refused(
        lambda: players.WhoAmI(players_pb2.WhoAmIRequest(), metadata=token, timeout=30),
        unauthenticated,
        "SESSION_REVOKED",
    )
    # Deletion: refused at once everywhere; the per-seat token of the match keeps its seat.
    last = players.SignIn(players_pb2.SignInRequest(name=session.player.name, password="password-1"), timeout=30)
    token = bearer(last.session.access_token)
    holders = players_pb2.ListSeatHoldersRequest(match_id=match_id)
    assert [(h.seat, h.name) for h in players.ListSeatHolders(holders, timeout=30).holders] == [
        (0, session.player.name)
    ]
    delete = players_pb2.DeleteAccountRequest(password="password-1")
    players.DeleteAccount(delete, metadata=token, timeout=30)
    assert [(h.seat, h.name) for h in players.ListSeatHolders(holders, timeout=30).holders] == [(0, "deleted player")]
    legal = gateway_pb2.ListLegalCommandsRequest(match_id=match_id)
    refused(lambda: gateway.ListLegalCommands(legal, metadata=token, timeout=30), unauthenticated, "PLAYER_DELETED")
    assert viewer(gateway, match_id, bearer(created.seat_tokens[0].token)) == 0


def test_guests_and_an_issuers_tokens(players: players_pb2_grpc.PlayersStub, issuer: str) -> None:
    guest = players.SignInAsGuest(players_pb2.SignInAsGuestRequest(name=fresh_name()), timeout=30).session
    assert guest.player.kind == players_pb2.PLAYER_KIND_GUEST
    subject = f"user-{uuid.uuid4().hex[:8]}"
    external = bearer(sign(issuer, sub=subject))
    me = players.WhoAmI(players_pb2.WhoAmIRequest(), metadata=external, timeout=30).player
    assert me.kind == players_pb2.PLAYER_KIND_EXTERNAL
    assert players.WhoAmI(players_pb2.WhoAmIRequest(), metadata=external, timeout=30).player.player_id == me.player_id
    wrong_audience = bearer(sign(issuer, sub=subject, aud="another-app"))
    refused(
        lambda: players.WhoAmI(players_pb2.WhoAmIRequest(), metadata=wrong_audience, timeout=30),
        grpc.StatusCode.UNAUTHENTICATED,
        "OIDC_TOKEN_AUDIENCE",
    )


def post(platform: LocalPlatform, path: str, body: dict[str, Any], token: str = "") -> tuple[int, dict[str, Any]]:
    headers = {"Content-Type": "application/json"} | ({"Authorization": f"Bearer {token}"} if token else {})
    request = urllib.request.Request(
        f"http://{platform.http_address}{path}", data=json.dumps(body).encode(), headers=headers, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_the_http_json_face_serves_players(platform: LocalPlatform) -> None:
    name = fresh_name()
    status, body = post(platform, "/ludus.v1.Players/SignUp", {"name": name, "password": "password-1"})
    assert status == 200, body
    token = body["session"]["accessToken"]
    status, body = post(platform, "/ludus.v1.Players/WhoAmI", {}, token)
    assert status == 200 and body["player"]["name"] == name
    status, body = post(platform, "/ludus.v1.Players/WhoAmI", {})
    assert status == 401, body
    status, body = post(platform, "/ludus.v1.Players/SignIn", {"name": name, "password": "nope-nope"})
    assert status == 401, body
    with urllib.request.urlopen(f"http://{platform.http_address}/openapi.json", timeout=30) as response:
        described = json.loads(response.read())
    assert {"/ludus.v1.Players/SignIn", "/ludus.v1.Gateway/CreateMatch"} <= set(described["paths"])


def test_a_guests_racing_creations_stop_at_the_guest_quota(
    players: players_pb2_grpc.PlayersStub, gateway: gateway_pb2_grpc.GatewayStub
) -> None:
    # The guests' default is 5 matches per hour; 20 concurrent clients race for them.
    guest = players.SignInAsGuest(players_pb2.SignInAsGuestRequest(name=fresh_name()), timeout=30).session
    request = gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, HUMAN])

    def create() -> str:
        try:
            gateway.CreateMatch(request, metadata=bearer(guest.access_token), timeout=60)
        except grpc.RpcError as error:
            failed: Any = error
            assert failed.code() == grpc.StatusCode.RESOURCE_EXHAUSTED, failed.details()
            return str(text_trailer(failed, RULE_CODE))
        return "created"

    with ThreadPoolExecutor(20) as pool:
        outcomes = list(pool.map(lambda _: create(), range(20)))
    assert outcomes.count("created") == 5
    assert outcomes.count("CREATIONS_PER_HOUR") == 15


def test_my_matches_newest_first_paged_with_whose_turn(
    players: players_pb2_grpc.PlayersStub, gateway: gateway_pb2_grpc.GatewayStub
) -> None:
    dana, erin = sign_up(players), sign_up(players)
    as_dana, as_erin = bearer(dana.access_token), bearer(erin.access_token)
    open_seat = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)
    created = []
    for _ in range(3):
        reply = gateway.CreateMatch(
            gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, open_seat]), metadata=as_dana, timeout=30
        )
        created.append(reply.match.match_id)
    theirs = gateway.CreateMatch(
        gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, open_seat]), metadata=as_erin, timeout=30
    ).match.match_id
    gateway.JoinMatch(gateway_pb2.JoinMatchRequest(match_id=theirs), metadata=as_dana, timeout=30)
    listed, token = [], ""
    while True:
        page = players.ListMyMatches(
            players_pb2.ListMyMatchesRequest(page_size=2, page_token=token), metadata=as_dana, timeout=30
        )
        assert len(page.matches) <= 2
        listed += list(page.matches)
        token = page.next_page_token
        if not token:
            break
    assert [mine.match.match_id for mine in listed] == [theirs, *reversed(created)]
    assert [mine.seat for mine in listed] == [1, 0, 0, 0]
    for mine in listed:
        assert mine.match.game == GAME and mine.match.status != common_pb2.MATCH_STATUS_UNSPECIFIED
        assert mine.my_turn == (mine.seat in mine.match.awaiting)
    # The joined match has started: both seats are awaited in Zapp Zerapp's simultaneous can phase
    # or one of them is; the waiting ones await nobody.
    assert listed[0].match.status == common_pb2.MATCH_STATUS_ACTIVE
    assert all(not mine.my_turn for mine in listed[1:])
    refused(
        lambda: players.ListMyMatches(players_pb2.ListMyMatchesRequest(page_token="garbage"), metadata=as_dana),
        grpc.StatusCode.INVALID_ARGUMENT,
        "PAGE_TOKEN_INVALID",
    )
    nobody = players.ListMyMatches(players_pb2.ListMyMatchesRequest(), metadata=bearer(sign_up(players).access_token))
    assert list(nobody.matches) == [] and nobody.next_page_token == ""


def test_profiles_have_a_display_name_and_a_generated_avatar_over_grpc_and_http(
    players: players_pb2_grpc.PlayersStub, platform: LocalPlatform
) -> None:
    session = sign_up(players)
    me = bearer(session.access_token)
    assert session.player.display_name == session.player.name  # none chosen: the name
    updated = players.UpdateProfile(players_pb2.UpdateProfileRequest(display_name="  Ada L.  "), metadata=me).player
    assert updated.display_name == "Ada L."
    public = players.GetProfile(players_pb2.GetProfileRequest(name=session.player.name)).player
    assert public.display_name == "Ada L." and public.member_since == session.player.member_since
    assert public.avatar_svg.startswith("<svg") and public.avatar_svg == session.player.avatar_svg
    assert public.avatar_path == f"/avatars/{public.player_id}.svg"
    refused(
        lambda: players.UpdateProfile(players_pb2.UpdateProfileRequest(display_name="x" * 33), metadata=me),
        grpc.StatusCode.INVALID_ARGUMENT,
        "DISPLAY_NAME_INVALID",
    )
    refused(
        lambda: players.UpdateProfile(players_pb2.UpdateProfileRequest(display_name="bell\x07"), metadata=me),
        grpc.StatusCode.INVALID_ARGUMENT,
        "DISPLAY_NAME_INVALID",
    )
    refused(
        lambda: players.UpdateProfile(players_pb2.UpdateProfileRequest(display_name="anyone")),
        grpc.StatusCode.UNAUTHENTICATED,
        "ACCESS_TOKEN_MISSING",
    )
    # The HTTP/JSON face: the same profile, and the avatar as an image.
    status, body = post(platform, "/ludus.v1.Players/GetProfile", {"name": session.player.name})
    assert status == 200 and body["player"]["displayName"] == "Ada L."
    with urllib.request.urlopen(f"http://{platform.http_address}{public.avatar_path}", timeout=30) as response:
        assert response.headers["Content-Type"].startswith("image/svg+xml")
        assert response.read().decode() == public.avatar_svg
    with pytest.raises(urllib.error.HTTPError) as bad:
        urllib.request.urlopen(f"http://{platform.http_address}/avatars/not-an-id.svg", timeout=30)
    assert bad.value.code == 400
    # Cleared, the name shows again.
    cleared = players.UpdateProfile(players_pb2.UpdateProfileRequest(display_name=""), metadata=me).player
    assert cleared.display_name == session.player.name
