"""SearchMatches, GetFinishedMatch and the replay link through the real platform: the gateway
process with a real PostgreSQL (migrated at its start), a real Arkadia service on a real Redis,
real gRPC and the HTTP face. A real match is played to its end; the archiver (another branch)
is stood in for by its contract: the match's summary put in the in-memory archive and announced
on FINISHED_FEED in the platform's Redis, which the real consumer applies to the real tables."""

from __future__ import annotations

import asyncio
import json
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf.timestamp_pb2 import Timestamp
from ludus.v1 import gateway_pb2, players_pb2, players_pb2_grpc
from redis.asyncio import Redis

from services.archive.records import FINISHED_FEED, ArchivedMatch
from services.core.events import GENESIS_HASH
from services.core.rng import Rng
from services.core.stubs import gateway_stub, players_stub
from services.launcher import LocalPlatform
from services.players import db
from services.projections.worker import project_all
from tests.support.finished import archive_of, finished_match
from tests.support.grpc_errors import text_trailer
from tests.support.play import HUMAN, play_to_end
from tests.support.players_platform import players_platform

GAME = "arkadia"
RULE_CODE = "ludus-rule-code"


@pytest.fixture(scope="module")
def platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    with players_platform(
        Path(tmp_path_factory.mktemp("search-api")),
        "search_api",
        games=[GAME],
        worker=False,
    ) as running:
        yield running


@pytest.fixture(scope="module")
def players(platform: LocalPlatform) -> Iterator[players_pb2_grpc.PlayersStub]:
    with grpc.insecure_channel(platform.gateway_address) as channel:
        yield players_stub(channel)


def bearer(token: str) -> tuple[tuple[str, str], ...]:
    return (("authorization", f"Bearer {token}"),)


def sign_up(players: players_pb2_grpc.PlayersStub, name: str) -> players_pb2.Session:
    session: players_pb2.Session = players.SignUp(
        players_pb2.SignUpRequest(name=name, password="password-1"), timeout=30
    ).session
    return session


def archive_and_project(platform: LocalPlatform, matches: list[ArchivedMatch]) -> None:
    """What the archiver and a worker's projection pass do, against the platform's Redis and database."""

    async def run() -> None:
        assert platform.redis_url is not None and platform.database_url is not None
        redis = Redis.from_url(platform.redis_url)
        engine = db.engine(platform.database_url, pool_size=1)
        try:
            for match in matches:
                await redis.xadd(FINISHED_FEED, {"match": match.match_id, "game": match.game})
            done = await project_all(redis, engine, archive_of(matches))
            assert all(batch.acknowledged == len(matches) for batch in done.values())
        finally:
            await redis.aclose()
            await engine.dispose()

    asyncio.run(run())


@pytest.fixture(scope="module")
def finished(platform: LocalPlatform, players: players_pb2_grpc.PlayersStub) -> dict[str, Any]:
    """A real Arkadia match played to its end by Ida (seat 0, with Joe signed up too) and a seat token (seat 1), and a
    private match of Ida's (synthetic), both archived and projected."""
    ida = sign_up(players, "Ida")
    sign_up(players, "Joe")
    with grpc.insecure_channel(platform.gateway_address) as channel:
        gateway = gateway_stub(channel)
        request = gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, HUMAN])
        created = gateway.CreateMatch(request, metadata=bearer(ida.access_token), timeout=30)
        match_id = created.match.match_id
        tokens = {token.seat: token.token for token in created.seat_tokens}
        info = play_to_end(gateway, match_id, tokens, Rng(b"search-api".ljust(32), "play"), timeout=120)
    now = int(time.time() * 1000)
    real = ArchivedMatch(
        match_id=match_id,
        game=GAME,
        created_ms=info.created_at.ToMilliseconds(),
        finished_ms=now,
        version=info.version,
        last_hash=GENESIS_HASH,
        info=info.SerializeToString(),
        players={0: ida.player.player_id},
    )
    private = finished_match("arkadia-private0", GAME, now - 1000, {0: ida.player.player_id}, public=False)
    archive_and_project(platform, [real, private])
    return {"match_id": match_id, "info": info, "ida": ida}


def http(platform: LocalPlatform, path: str, body: dict[str, Any] | None = None, token: str = "") -> tuple[int, Any]:
    headers = {"Content-Type": "application/json"} | ({"Authorization": f"Bearer {token}"} if token else {})
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(f"http://{platform.http_address}{path}", data=data, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            raw = response.read()
            return response.status, json.loads(raw) if body is not None else raw.decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any) -> None:
        return None


def test_a_players_finished_matches_over_grpc_and_http(
    platform: LocalPlatform, players: players_pb2_grpc.PlayersStub, finished: dict[str, Any]
) -> None:
    match_id, info = finished["match_id"], finished["info"]
    anonymous = players.SearchMatches(players_pb2.SearchMatchesRequest(player="ida"), timeout=30)
    assert [m.match_id for m in anonymous.matches] == [match_id]
    found = anonymous.matches[0]
    assert found.replay_url == f"/replay/{match_id}" and found.public and found.game == GAME
    assert list(found.winners) == list(info.result.winners)
    ranks = {score.seat: score.rank for score in info.result.scores}
    assert [(s.seat, s.rank, s.player) for s in found.seats] == [(0, ranks[0], "Ida"), (1, ranks[1], "")]
    # Ida herself also sees her private match, newest first; nobody else does.
    own = players.SearchMatches(
        players_pb2.SearchMatchesRequest(player="Ida", page_size=1), metadata=bearer(finished["ida"].access_token)
    )
    assert [m.match_id for m in own.matches] == [match_id] and own.next_page_token
    rest = players.SearchMatches(
        players_pb2.SearchMatchesRequest(player="Ida", page_size=1, page_token=own.next_page_token),
        metadata=bearer(finished["ida"].access_token),
    )
    assert [(m.match_id, m.public, m.replay_url) for m in rest.matches] == [("arkadia-private0", False, "")]
    assert not rest.next_page_token
    this_week = players_pb2.SearchMatchesRequest(
        game=GAME, finished_after=Timestamp(seconds=int(time.time()) - 7 * 24 * 3600)
    )
    assert [m.match_id for m in players.SearchMatches(this_week, timeout=30).matches] == [match_id]
    status, body = http(platform, "/ludus.v1.Players/SearchMatches", {"game": GAME, "player": "IDA"})
    assert status == 200, body
    assert [(m["matchId"], m["replayUrl"]) for m in body["matches"]] == [(match_id, f"/replay/{match_id}")]


def test_the_replay_link_opens_the_replay(platform: LocalPlatform, finished: dict[str, Any]) -> None:
    match_id = finished["match_id"]
    opener = urllib.request.build_opener(NoRedirect)
    with pytest.raises(urllib.error.HTTPError) as redirected:
        opener.open(f"http://{platform.http_address}/replay/{match_id}", timeout=30)
    assert redirected.value.code == 302
    assert redirected.value.headers["Location"] == f"/#/replay/{match_id}"
    # Followed: the web client, whose replay page reads the match's history anonymously.
    status, page = http(platform, f"/replay/{match_id}")
    assert status == 200 and "<script" in page
    status, history = http(platform, "/ludus.v1.Gateway/GetHistory", {"matchId": match_id})
    assert status == 200, history
    assert int(history["events"][-1]["version"]) == finished["info"].version


def test_a_private_or_unknown_match_has_no_link_and_no_entry_for_outsiders(
    platform: LocalPlatform, players: players_pb2_grpc.PlayersStub, finished: dict[str, Any]
) -> None:
    private_page = http(platform, "/replay/arkadia-private0")
    assert private_page[0] == 404
    assert http(platform, "/replay/arkadia-nothing-here") == private_page
    assert http(platform, f"/replay/{finished['match_id']}", token="a-guess")[0] == 200
    jo = players.SignIn(players_pb2.SignInRequest(name="joe", password="password-1"), timeout=30).session
    request = players_pb2.GetFinishedMatchRequest(match_id="arkadia-private0")
    for metadata in ((), bearer(jo.access_token)):
        refused(
            lambda metadata=metadata: players.GetFinishedMatch(request, metadata=metadata, timeout=30),
            grpc.StatusCode.NOT_FOUND,
            "MATCH_NOT_FOUND",
        )
    own = players.GetFinishedMatch(request, metadata=bearer(finished["ida"].access_token), timeout=30)
    assert own.match.match_id == "arkadia-private0" and not own.match.public
    outsider = players.SearchMatches(players_pb2.SearchMatchesRequest(player="Ida"), metadata=bearer(jo.access_token))
    assert "arkadia-private0" not in [m.match_id for m in outsider.matches]


def refused(call: Any, code: grpc.StatusCode, rule: str) -> None:
    with pytest.raises(grpc.RpcError) as raised:
        call()
    error: Any = raised.value
    assert error.code() == code, error.details()
    assert text_trailer(error, RULE_CODE) == rule, error.details()


def unknown_outcome() -> players_pb2.SearchMatchesRequest:
    """An outcome number this version does not know (a newer client's, or garbage)."""
    request = players_pb2.SearchMatchesRequest(player="Ida")
    request.ParseFromString(request.SerializeToString() + bytes([5 << 3, 9]))  # field 5 = 9
    return request


def test_bad_searches_get_clear_errors(players: players_pb2_grpc.PlayersStub, finished: dict[str, Any]) -> None:
    invalid = grpc.StatusCode.INVALID_ARGUMENT
    now = int(time.time())
    for request, rule in [
        (players_pb2.SearchMatchesRequest(page_token="garbage"), "PAGE_TOKEN_INVALID"),
        (players_pb2.SearchMatchesRequest(page_size=101), "PAGE_SIZE_TOO_LARGE"),
        (players_pb2.SearchMatchesRequest(game="chess"), "GAME_UNKNOWN"),
        (players_pb2.SearchMatchesRequest(outcome=players_pb2.MATCH_OUTCOME_WON), "OUTCOME_NEEDS_PLAYER"),
        (
            unknown_outcome(),
            "OUTCOME_UNKNOWN",
        ),
        (
            players_pb2.SearchMatchesRequest(
                finished_after=Timestamp(seconds=now), finished_before=Timestamp(seconds=now - 60)
            ),
            "DATE_RANGE_INVERTED",
        ),
    ]:
        refused(lambda request=request: players.SearchMatches(request, timeout=30), invalid, rule)
    unknown = players_pb2.SearchMatchesRequest(player=f"nobody{uuid.uuid4().hex[:6]}")
    refused(lambda: players.SearchMatches(unknown, timeout=30), grpc.StatusCode.NOT_FOUND, "PLAYER_NOT_FOUND")
    refused(
        lambda: players.SearchMatches(players_pb2.SearchMatchesRequest(), metadata=bearer("forged"), timeout=30),
        grpc.StatusCode.UNAUTHENTICATED,
        "ACCESS_TOKEN_INVALID",
    )
