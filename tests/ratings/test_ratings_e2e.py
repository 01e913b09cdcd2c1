"""Ratings end to end on a whole real platform: gateway with PostgreSQL, an Arkadia service on
Redis, a Celery worker and beat (the archiver and the projections' pass). Signed-in players play
real matches to their end; the archiver moves them to PostgreSQL and the ratings projection
applies them. Then the server's numbers (Players.GetRatings) equal `ludus ratings verify` over
the `ludus export` files, and `ludus projections rebuild ratings` gives the same numbers back."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from ludus.backend.v1 import store_pb2
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc, players_pb2, players_pb2_grpc

from services.core.rng import Rng
from services.core.stubs import gateway_stub, players_stub
from services.launcher import LocalPlatform, free_port
from tests.players.test_players_api import bearer, fresh_name, refused, sign_up
from tests.support.play import HUMAN, play_to_end
from tests.support.players_platform import players_platform
from tests.support.store import wait_for

GAME = "arkadia"
OPEN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)


@pytest.fixture(scope="module")
def platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    env = {
        "LUDUS_ARCHIVE_GRACE_SECONDS": "0.5",
        "LUDUS_ARCHIVE_SECONDS": "0.5",
        "LUDUS_PROJECTION_SECONDS": "0.5",
        "LUDUS_SWEEP_SECONDS": "0.5",
    }
    with players_platform(
        Path(tmp_path_factory.mktemp("ratings-e2e")),
        "ratings_e2e",
        env=env,
        games=[GAME],
        worker=True,
        worker_pool="threads",
        http_port=free_port(),
    ) as running:
        yield running


@pytest.fixture(scope="module")
def channel(platform: LocalPlatform) -> Iterator[grpc.Channel]:
    with grpc.insecure_channel(platform.gateway_address) as opened:
        yield opened


def ludus(platform: LocalPlatform, *args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "services.cli", *args],
        capture_output=True,
        env={**os.environ, **platform.environment()},
        timeout=120,
        check=True,
    )


def duel(
    gateway: gateway_pb2_grpc.GatewayStub, creator: players_pb2.Session, joiner: players_pb2.Session, rated: bool
) -> common_pb2.MatchInfo:
    """A match created by one signed-in player and joined by another, played to its end."""
    request = gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, OPEN], rated=rated)
    created = gateway.CreateMatch(request, metadata=bearer(creator.access_token), timeout=30)
    match_id = created.match.match_id
    assert created.match.rated == rated
    joined = gateway.JoinMatch(
        gateway_pb2.JoinMatchRequest(match_id=match_id), metadata=bearer(joiner.access_token), timeout=30
    )
    tokens = {0: created.seat_tokens[0].token, 1: joined.seat_token.token}
    info: common_pb2.MatchInfo = play_to_end(gateway, match_id, tokens, Rng(match_id.encode().ljust(32), "p"))
    return info


def ratings_of(players: players_pb2_grpc.PlayersStub, name: str) -> dict[str, players_pb2.GameRating]:
    reply = players.GetRatings(players_pb2.GetRatingsRequest(player=name), timeout=10)
    return {rating.game: rating for rating in reply.ratings}


@pytest.fixture(scope="module")
def played(platform: LocalPlatform, channel: grpc.Channel, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    players, gateway = players_stub(channel), gateway_stub(channel)
    ann, bob, cat = (sign_up(players, "R" + fresh_name()) for _ in range(3))
    first = duel(gateway, ann, bob, rated=True)
    second = duel(gateway, bob, cat, rated=True)
    friendly = duel(gateway, ann, cat, rated=False)
    # Projected once every rated match has moved Bob's rating twice and everyone else's once.
    wait_for(lambda: ratings_of(players, bob.player.name).get(GAME, players_pb2.GameRating()).matches == 2, timeout=90)
    folder = Path(tmp_path_factory.mktemp("exports"))
    files = []
    for info in (first, second, friendly):
        path = folder / f"{info.match_id}.ludus"
        ludus(platform, "export", info.match_id, "--output", str(path))
        files.append(path)
    return {"players": (ann, bob, cat), "matches": (first, second, friendly), "files": files}


def test_the_log_names_each_seats_verified_player(channel: grpc.Channel, played: dict[str, Any]) -> None:
    gateway = gateway_stub(channel)
    ann, bob, _ = played["players"]
    history = gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=played["matches"][0].match_id), timeout=10)
    created, claimed = common_pb2.MatchCreated(), common_pb2.SeatClaimed()
    assert history.events[0].event.Unpack(created) and created.rated
    assert list(created.players) == [ann.player.player_id, ""]
    claims = [e for e in history.events if e.event.Is(common_pb2.SeatClaimed.DESCRIPTOR)]
    assert len(claims) == 1 and claims[0].event.Unpack(claimed) and claimed.player == bob.player.player_id


def test_a_client_cannot_name_a_player_it_is_not(channel: grpc.Channel) -> None:
    gateway = gateway_stub(channel)
    forged = (("ludus-caller-player", "00000000-0000-0000-0000-000000000001"),)
    created = gateway.CreateMatch(
        gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, OPEN], rated=True), metadata=forged, timeout=30
    )
    history = gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=created.match.match_id), timeout=10)
    made = common_pb2.MatchCreated()
    assert history.events[0].event.Unpack(made) and list(made.players) == []


def test_verify_from_exported_files_equals_the_servers_ratings(
    platform: LocalPlatform, channel: grpc.Channel, played: dict[str, Any]
) -> None:
    players = players_stub(channel)
    ann, bob, cat = played["players"]
    served = {s.player.player_id: ratings_of(players, s.player.name)[GAME] for s in (ann, bob, cat)}
    assert [served[s.player.player_id].matches for s in (ann, bob, cat)] == [1, 2, 1]  # the friendly match: none
    verified = json.loads(ludus(platform, "ratings", "verify", "--json", *map(str, played["files"])).stdout)
    assert {r["player"] for r in verified} == set(served)
    for found in verified:
        server = served[found["player"]]
        # Exactly the same doubles: the same code over the same logs in the same order.
        assert (found["game"], found["mu"], found["sigma"], found["ordinal"], found["matches"]) == (
            GAME,
            server.mu,
            server.sigma,
            server.ordinal,
            server.matches,
        )
    first, second, _ = played["matches"]
    assert next(r for r in verified if r["player"] == bob.player.player_id)["match_ids"] == [
        first.match_id,
        second.match_id,
    ]


def test_leaderboard_history_and_the_http_face(
    platform: LocalPlatform, channel: grpc.Channel, played: dict[str, Any]
) -> None:
    players = players_stub(channel)
    board = players.GetLeaderboard(players_pb2.GetLeaderboardRequest(game=GAME, page_size=2), timeout=10)
    assert board.total == 3 and [e.rank for e in board.entries] == [1, 2] and board.next_page_token
    rest = players.GetLeaderboard(
        players_pb2.GetLeaderboardRequest(game=GAME, page_size=2, page_token=board.next_page_token), timeout=10
    )
    entries = [*board.entries, *rest.entries]
    assert [e.rank for e in entries] == [1, 2, 3] and not rest.next_page_token
    ordinals = [e.rating.ordinal for e in entries]
    assert ordinals == sorted(ordinals, reverse=True)
    bob = played["players"][1]
    around = players.GetLeaderboard(
        players_pb2.GetLeaderboardRequest(game=GAME, around=bob.player.name, neighbours=1), timeout=10
    )
    mine = next(e for e in around.entries if e.player == bob.player.name)
    assert mine.rank == next(e.rank for e in entries if e.player == bob.player.name)
    assert [e.player for e in around.entries] == [e.player for e in entries][max(mine.rank - 2, 0) : mine.rank + 1]
    history = players.GetRatingHistory(
        players_pb2.GetRatingHistoryRequest(player=bob.player.name, game=GAME, page_size=1), timeout=10
    )
    first, second, _ = played["matches"]
    assert [c.match_id for c in history.changes] == [second.match_id] and history.next_page_token
    older = players.GetRatingHistory(
        players_pb2.GetRatingHistoryRequest(
            player=bob.player.name, game=GAME, page_size=1, page_token=history.next_page_token
        ),
        timeout=10,
    )
    assert [c.match_id for c in older.changes] == [first.match_id] and not older.next_page_token
    assert (older.changes[0].mu_before, older.changes[0].rating.matches) == (25.0, 1)
    assert history.changes[0].mu_before == older.changes[0].rating.mu  # each match starts where the last ended
    body = json.dumps({"game": GAME}).encode()
    request = urllib.request.Request(
        f"http://{platform.http_address}/ludus.v1.Players/GetLeaderboard",
        data=body,
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        shown = json.loads(response.read())
    assert [e["player"] for e in shown["entries"]] == [e.player for e in entries]


def test_bad_requests_get_clear_statuses(channel: grpc.Channel, played: dict[str, Any]) -> None:
    players = players_stub(channel)
    invalid, missing = grpc.StatusCode.INVALID_ARGUMENT, grpc.StatusCode.NOT_FOUND
    refused(lambda: players.GetLeaderboard(players_pb2.GetLeaderboardRequest(game="chess")), invalid, "GAME_UNKNOWN")
    refused(
        lambda: players.GetLeaderboard(players_pb2.GetLeaderboardRequest(game=GAME, page_size=101)),
        invalid,
        "PAGE_SIZE_TOO_LARGE",
    )
    refused(
        lambda: players.GetLeaderboard(players_pb2.GetLeaderboardRequest(game=GAME, page_token="nonsense")),
        invalid,
        "PAGE_TOKEN_INVALID",
    )
    refused(
        lambda: players.GetRatings(players_pb2.GetRatingsRequest(player="nobody-here")), missing, "PLAYER_NOT_FOUND"
    )
    refused(lambda: players.GetRatings(players_pb2.GetRatingsRequest()), invalid, "PLAYER_REQUIRED")
    ann = played["players"][0]
    other_token = players.GetRatingHistory(
        players_pb2.GetRatingHistoryRequest(player=played["players"][1].player.name, game=GAME, page_size=1)
    ).next_page_token
    refused(
        lambda: players.GetRatingHistory(
            players_pb2.GetRatingHistoryRequest(player=ann.player.name, game=GAME, page_token=other_token)
        ),
        invalid,
        "PAGE_TOKEN_INVALID",
    )


def test_rebuild_from_the_archive_gives_the_same_ratings(
    platform: LocalPlatform, channel: grpc.Channel, played: dict[str, Any]
) -> None:
    players = players_stub(channel)
    names = [s.player.name for s in played["players"]]
    before = [ratings_of(players, name)[GAME].SerializeToString() for name in names]
    board = players.GetLeaderboard(players_pb2.GetLeaderboardRequest(game=GAME), timeout=10).SerializeToString()
    out = ludus(platform, "projections", "rebuild", "ratings").stdout.decode()
    assert "ratings: rebuilt from" in out
    assert [ratings_of(players, name)[GAME].SerializeToString() for name in names] == before
    assert players.GetLeaderboard(players_pb2.GetLeaderboardRequest(game=GAME), timeout=10).SerializeToString() == board


def test_verify_refuses_a_log_someone_altered(platform: LocalPlatform, played: dict[str, Any], tmp_path: Path) -> None:
    """Claiming someone else's win by rewriting who held a seat breaks the hash chain: refused."""
    exported = store_pb2.MatchExport.FromString(played["files"][0].read_bytes())
    cat = played["players"][2]
    for entry in exported.entries:
        if entry.type == common_pb2.SeatClaimed.DESCRIPTOR.full_name:
            claimed = common_pb2.SeatClaimed.FromString(entry.data)
            claimed.player = cat.player.player_id
            entry.data = claimed.SerializeToString()
    forged = tmp_path / "forged.ludus"
    forged.write_bytes(exported.SerializeToString())
    with pytest.raises(subprocess.CalledProcessError) as refused:
        ludus(platform, "ratings", "verify", str(forged))
    assert refused.value.returncode == 1 and b"the audit fails" in refused.value.stderr
