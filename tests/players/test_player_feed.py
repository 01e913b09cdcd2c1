"""Players' feeds (Players.WatchPlayer) through the real platform: every game in one service
process on a real Redis, a real gateway with a real PostgreSQL, real gRPC streams.

"Your turn" must reach the awaited player within 1 s of the append, for every game; a player must
never hear of a match they hold no seat in (a private one least of all)."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import grpc
import pytest
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc, players_pb2, players_pb2_grpc

from services import games
from services.core.stubs import gateway_stub, players_stub
from services.launcher import LocalPlatform
from tests.players.test_players_api import bearer, refused, sign_up
from tests.support.play import HUMAN
from tests.support.players_platform import players_platform

OPEN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)
YOUR_TURN = players_pb2.NOTICE_KIND_YOUR_TURN
STARTED = players_pb2.NOTICE_KIND_MATCH_STARTED
#: The promise: a notice within this many seconds of the append that caused it.
PROMPT = 1.0


@pytest.fixture(scope="module")
def platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    with players_platform(
        Path(tmp_path_factory.mktemp("player-feed")),
        "feed",
        env={
            "LUDUS_FEED_STREAMS_PER_PLAYER": "2",
        },
        http_port=None,
        one_process=True,
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


@dataclass
class Feed:
    """A player's open feed, read by a thread: each notice with the moment it arrived."""

    stream: Any
    arrived: queue.Queue[tuple[float, players_pb2.PlayerNotice]] = field(default_factory=queue.Queue)
    seen: list[players_pb2.PlayerNotice] = field(default_factory=list)

    def next(self, timeout: float = 10.0) -> tuple[float, players_pb2.PlayerNotice]:
        when, notice = self.arrived.get(timeout=timeout)
        self.seen.append(notice)
        return when, notice

    def wait_for(self, kind: int, match_id: str, min_version: int = 0) -> tuple[float, players_pb2.PlayerNotice]:
        while True:
            when, notice = self.next()
            if notice.kind == kind and notice.match_id == match_id and notice.version >= min_version:
                return when, notice


def open_feed(players: players_pb2_grpc.PlayersStub, token: str, after: str = "0-0") -> Feed:
    """A feed that also replays what was stored since `after` ("0-0": everything), so nothing
    the player was told between the call and the server's subscription is missed."""
    feed = Feed(players.WatchPlayer(players_pb2.WatchPlayerRequest(after=after), metadata=bearer(token)))

    def read() -> None:
        try:
            for notice in feed.stream:
                feed.arrived.put((time.monotonic(), notice))
        except grpc.RpcError:
            pass  # cancelled at the end of the test

    threading.Thread(target=read, daemon=True).start()
    return feed


def seats_for(gateway: gateway_pb2_grpc.GatewayStub, game: str) -> int:
    found = {info.name: info for info in gateway.ListGames(gateway_pb2.ListGamesRequest()).games}
    seats: int = found[game].min_seats
    return seats


def start_match(
    gateway: gateway_pb2_grpc.GatewayStub,
    players: players_pb2_grpc.PlayersStub,
    game: str,
    visibility: int = common_pb2.VISIBILITY_PUBLIC,
) -> tuple[str, list[players_pb2.Session], list[Feed]]:
    """A match of `game` whose seats are all held by new players, each with a feed open."""
    count = seats_for(gateway, game)
    sessions = [sign_up(players) for _ in range(count)]
    feeds = [open_feed(players, session.access_token) for session in sessions]
    created = gateway.CreateMatch(
        gateway_pb2.CreateMatchRequest(game=game, seats=[HUMAN] + [OPEN] * (count - 1), visibility=visibility),  # type: ignore[arg-type]
        metadata=bearer(sessions[0].access_token),
    )
    match_id = created.match.match_id
    code = ""
    if visibility == common_pb2.VISIBILITY_PRIVATE:
        code = players.CreateInvitation(
            players_pb2.CreateInvitationRequest(match_id=match_id), metadata=bearer(sessions[0].access_token)
        ).code
    for session in sessions[1:]:
        gateway.JoinMatch(
            gateway_pb2.JoinMatchRequest(match_id=match_id, invitation=code), metadata=bearer(session.access_token)
        )
    return match_id, sessions, feeds


def move_until_the_turn_passes(
    gateway: gateway_pb2_grpc.GatewayStub, match_id: str, sessions: list[players_pb2.Session]
) -> tuple[float, gateway_pb2.SubmitCommandResponse]:
    """Submit the awaited seat's first legal command until another set of seats is awaited;
    returns when the last submission was sent and its answer."""
    for _ in range(50):
        # Asked as the creator: a private match is NOT_FOUND to spectators.
        info = gateway.GetMatch(
            gateway_pb2.GetMatchRequest(match_id=match_id), metadata=bearer(sessions[0].access_token)
        ).match
        seat = info.awaiting[0]
        token = bearer(sessions[seat].access_token)
        legal = gateway.ListLegalCommands(gateway_pb2.ListLegalCommandsRequest(match_id=match_id), metadata=token)
        sent = time.monotonic()
        reply = gateway.SubmitCommand(
            gateway_pb2.SubmitCommandRequest(
                match_id=match_id, command=legal.commands[0], expected_version=legal.version
            ),
            metadata=token,
        )
        if list(reply.awaiting) != list(info.awaiting) and reply.awaiting:
            return sent, reply
    raise AssertionError("the turn never passed in 50 commands")


def cursor_order(cursor: str) -> tuple[int, ...]:
    return tuple(int(part) for part in cursor.split("-"))


@pytest.mark.parametrize("game", games.names())
def test_your_turn_reaches_the_awaited_player_within_a_second(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub, game: str
) -> None:
    match_id, sessions, feeds = start_match(gateway, players, game)
    try:
        info = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id)).match
        assert info.status == common_pb2.MATCH_STATUS_ACTIVE
        for feed in feeds:
            feed.wait_for(STARTED, match_id)
        for seat in info.awaiting:
            feeds[seat].wait_for(YOUR_TURN, match_id)
        sent, reply = move_until_the_turn_passes(gateway, match_id, sessions)
        for seat in reply.awaiting:
            arrived, notice = feeds[seat].wait_for(YOUR_TURN, match_id, reply.version)
            assert arrived - sent < PROMPT, f"{game}: your turn after {arrived - sent:.3f} s"
            assert (notice.game, notice.seat) == (game, seat)
        # Nobody was told of a seat that is not theirs.
        for seat, feed in enumerate(feeds):
            assert all(notice.seat == seat and notice.match_id == match_id for notice in feed.seen)
    finally:
        for feed in feeds:
            feed.stream.cancel()


def test_a_player_never_hears_of_anothers_private_match(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    outsider = sign_up(players)
    watching = open_feed(players, outsider.access_token)
    match_id, sessions, feeds = start_match(gateway, players, "zapp_zerapp", common_pb2.VISIBILITY_PRIVATE)
    try:
        move_until_the_turn_passes(gateway, match_id, sessions)
        # A control: the outsider's feed works — it tells them of a seat reserved for them.
        invited = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN, invite=outsider.player.name)
        gateway.CreateMatch(
            gateway_pb2.CreateMatchRequest(game="zapp_zerapp", seats=[HUMAN, invited]),
            metadata=bearer(sessions[0].access_token),
        )
        _, told = watching.next()
        assert told.kind == players_pb2.NOTICE_KIND_INVITED and told.invited_by == sessions[0].player.name
        # Before it, nothing: not one notice of the private match the outsider holds no seat in.
        assert watching.seen == [told] and watching.arrived.empty()
    finally:
        for feed in [*feeds, watching]:
            feed.stream.cancel()


def test_a_feed_resumes_after_its_cursor_and_feeds_are_limited_per_player(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    match_id, sessions, feeds = start_match(gateway, players, "zapp_zerapp")
    try:
        first = feeds[0]
        _, started = first.wait_for(STARTED, match_id)
        first.stream.cancel()
        move_until_the_turn_passes(gateway, match_id, sessions)
        move_until_the_turn_passes(gateway, match_id, sessions)
        # Reconnected after the cursor: what it missed, nothing it had.
        again = open_feed(players, sessions[0].access_token, after=started.cursor)
        _, missed = again.wait_for(YOUR_TURN, match_id)
        assert cursor_order(missed.cursor) > cursor_order(started.cursor)
        assert all(notice.kind != STARTED for notice in again.seen)
        # Two feeds per player here (LUDUS_FEED_STREAMS_PER_PLAYER=2): a third is refused.
        second = open_feed(players, sessions[0].access_token)
        second.wait_for(STARTED, match_id)
        third = players.WatchPlayer(players_pb2.WatchPlayerRequest(), metadata=bearer(sessions[0].access_token))
        refused(lambda: next(iter(third)), grpc.StatusCode.RESOURCE_EXHAUSTED, "FEED_STREAMS")
        refused(
            lambda: next(
                iter(
                    players.WatchPlayer(
                        players_pb2.WatchPlayerRequest(after="x"), metadata=bearer(sessions[1].access_token)
                    )
                )
            ),
            grpc.StatusCode.INVALID_ARGUMENT,
            "CURSOR_INVALID",
        )
        refused(
            lambda: next(iter(players.WatchPlayer(players_pb2.WatchPlayerRequest()))),
            grpc.StatusCode.UNAUTHENTICATED,
            "ACCESS_TOKEN_MISSING",
        )
        again.stream.cancel()
        second.stream.cancel()
    finally:
        for feed in feeds:
            feed.stream.cancel()


def test_a_feed_ends_when_its_player_signs_out(players: players_pb2_grpc.PlayersStub) -> None:
    """A feed is one long call: signing out (or a ban, or deletion) ends it at once, as it refuses
    every other call, rather than leave the signed-out player listening."""
    session = sign_up(players)
    stream = players.WatchPlayer(players_pb2.WatchPlayerRequest(), metadata=bearer(session.access_token))
    stream.initial_metadata()  # the feed is live
    players.SignOut(players_pb2.SignOutRequest(), metadata=bearer(session.access_token), timeout=10)
    started = time.monotonic()
    with pytest.raises(grpc.RpcError) as ended:
        for _ in stream:
            pass
    assert ended.value.code() == grpc.StatusCode.UNAUTHENTICATED, ended.value
    assert time.monotonic() - started < 5
