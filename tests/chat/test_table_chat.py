"""Table chat and spectator controls through a whole real platform: the gateway with players on a
real PostgreSQL, a real game service on a real Redis, gRPC on loopback and the HTTP/JSON face;
the archive's mover run on the platform's own Redis and database.

Central properties: a spectator never receives the players' channel; a muted author's messages
never reach the muter; the creator's switch silences the spectators' channel; a deleted player's
messages read as deleted; chat never enters the game's log and moves to the archive with the
match, still readable there; a match's spectator policy holds on every read without a seat."""

from __future__ import annotations

import asyncio
import json
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import grpc
import pytest
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc, players_pb2, players_pb2_grpc
from redis.asyncio import Redis

from services import games
from services.archive.mover import ArchiveMover
from services.archive.postgres import PostgresArchive
from services.chat.keys import chat_keys
from services.core.ports import WaitingMatch
from services.core.runner import MatchRunner
from services.core.store import meta_key, redis_storage
from services.core.stubs import gateway_stub, players_stub
from services.launcher import LocalPlatform
from services.players import db
from tests.players.test_players_api import bearer, refused, sign_up
from tests.support.play import HUMAN
from tests.support.players_platform import players_platform

GAME = "zapp_zerapp"
OPEN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)
PLAYERS = gateway_pb2.CHAT_CHANNEL_PLAYERS
SPECTATORS = gateway_pb2.CHAT_CHANNEL_SPECTATORS
ALLOWED = common_pb2.SPECTATOR_POLICY_ALLOWED
INVITE_ONLY = common_pb2.SPECTATOR_POLICY_INVITE_ONLY
NONE = common_pb2.SPECTATOR_POLICY_NONE
CODE_KEY = "ludus-spectator-code"
MAX_CHARACTERS = 40
RATE = 3
Metadata = tuple[tuple[str, str], ...]


@pytest.fixture(scope="module")
def platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    env = {
        "LUDUS_CHAT_MAX_CHARACTERS": str(MAX_CHARACTERS),
        "LUDUS_CHAT_RATE_MESSAGES": str(RATE),
        "LUDUS_CHAT_RATE_SECONDS": "60",
        # The seats' presence and the watchers run out quickly once a stream closes.
        "LUDUS_PRESENCE_SECONDS": "3",
    }
    with players_platform(Path(tmp_path_factory.mktemp("chat")), "chat", env, games=[GAME]) as running:
        yield running


@pytest.fixture(scope="module")
def channel(platform: LocalPlatform) -> Iterator[grpc.Channel]:
    with grpc.insecure_channel(platform.gateway_address) as opened:
        yield opened


@pytest.fixture
def gateway(channel: grpc.Channel) -> gateway_pb2_grpc.GatewayStub:
    return gateway_stub(channel)


@pytest.fixture
def players(channel: grpc.Channel) -> players_pb2_grpc.PlayersStub:
    return players_stub(channel)


@dataclass(frozen=True)
class Table:
    """A match of two signed-in players: its creator in seat 0, a joiner in seat 1."""

    match_id: str
    creator: players_pb2.Session
    joiner: players_pb2.Session
    creator_seat_token: str
    info: common_pb2.MatchInfo


def new_table(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub, policy: int = ALLOWED
) -> Table:
    creator, joiner = sign_up(players), sign_up(players)
    request = gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, OPEN], spectators=policy)  # type: ignore[arg-type]
    created = gateway.CreateMatch(request, metadata=bearer(creator.access_token), timeout=30)
    match_id = created.match.match_id
    gateway.JoinMatch(gateway_pb2.JoinMatchRequest(match_id=match_id), metadata=bearer(joiner.access_token), timeout=30)
    return Table(match_id, creator, joiner, created.seat_tokens[0].token, created.match)


def say(gateway: gateway_pb2_grpc.GatewayStub, match_id: str, who: Metadata, channel: int, text: str) -> Any:
    request = gateway_pb2.SendChatMessageRequest(match_id=match_id, channel=channel, text=text)  # type: ignore[arg-type]
    return gateway.SendChatMessage(request, metadata=who, timeout=30).message


def read_until(
    gateway: gateway_pb2_grpc.GatewayStub,
    match_id: str,
    who: Metadata,
    done: Callable[[list[gateway_pb2.ChatUpdate]], bool],
    after: str = "",
    timeout: float = 30,
) -> list[gateway_pb2.ChatUpdate]:
    """The WatchChat updates the caller receives, up to the first point where `done` holds."""
    call = gateway.WatchChat(
        gateway_pb2.WatchChatRequest(match_id=match_id, after=after), metadata=who, timeout=timeout
    )
    received: list[gateway_pb2.ChatUpdate] = []
    for update in call:
        received.append(update)
        if done(received):
            call.cancel()
            break
    return received


def texts(updates: list[gateway_pb2.ChatUpdate]) -> list[str]:
    return [update.message.text for update in updates if update.HasField("message")]


def has_text(text: str) -> Callable[[list[gateway_pb2.ChatUpdate]], bool]:
    return lambda updates: text in texts(updates)


def states(updates: list[gateway_pb2.ChatUpdate]) -> list[gateway_pb2.ChatState]:
    return [update.state for update in updates if update.HasField("state")]


def test_a_spectator_never_receives_the_players_channel(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    table = new_table(gateway, players)
    spectator = sign_up(players)
    say(gateway, table.match_id, bearer(table.creator.access_token), PLAYERS, "players only: plan A")
    say(gateway, table.match_id, bearer(spectator.access_token), SPECTATORS, "hello from the stands")
    say(gateway, table.match_id, bearer(table.joiner.access_token), PLAYERS, "players only: plan B")
    say(gateway, table.match_id, bearer(table.joiner.access_token), SPECTATORS, "wave to the stands")
    # The spectators (signed in or anonymous) read the whole chat in order, so reaching the last
    # spectators' message proves the players' messages between were skipped, not late.
    for who in (bearer(spectator.access_token), ()):
        seen = read_until(gateway, table.match_id, who, has_text("wave to the stands"))
        assert texts(seen) == ["hello from the stands", "wave to the stands"]
        assert list(states(seen)[0].readable) == [SPECTATORS]
    # A seat reads both channels, by its seat token as by its player's access token.
    for who in (bearer(table.creator_seat_token), bearer(table.joiner.access_token)):
        seen = read_until(gateway, table.match_id, who, has_text("wave to the stands"))
        assert texts(seen) == [
            "players only: plan A",
            "hello from the stands",
            "players only: plan B",
            "wave to the stands",
        ]
    messages = [
        u.message
        for u in read_until(gateway, table.match_id, bearer(table.joiner.access_token), has_text("wave to the stands"))
    ]
    authors = [(m.author, m.seat if m.HasField("seat") else None, m.author_name) for m in messages if m.text]
    assert authors[0][:2] == ("seat:0", 0)
    assert authors[1] == (f"player:{spectator.player.player_id}", None, spectator.player.name)
    # Writing: the players' channel is the seats' alone; anonymous spectators only read.
    refused(
        lambda: say(gateway, table.match_id, bearer(spectator.access_token), PLAYERS, "let me in"),
        grpc.StatusCode.PERMISSION_DENIED,
        "CHAT_PLAYERS_ONLY",
    )
    refused(
        lambda: say(gateway, table.match_id, (), SPECTATORS, "anonymous"),
        grpc.StatusCode.UNAUTHENTICATED,
        "CHAT_SIGN_IN",
    )


def test_chat_never_enters_the_games_log(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    table = new_table(gateway, players)
    seat = bearer(table.creator_seat_token)
    before = gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=table.match_id), metadata=seat, timeout=30)
    say(gateway, table.match_id, seat, PLAYERS, "not an event")
    after = gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=table.match_id), metadata=seat, timeout=30)
    assert after.version == before.version and list(after.events) == list(before.events)
    audit = gateway.GetAudit(gateway_pb2.GetAuditRequest(match_id=table.match_id), timeout=60).report
    assert audit.ok and audit.version == before.version


def test_length_and_rate_limits(gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub) -> None:
    table = new_table(gateway, players)
    creator, joiner = bearer(table.creator.access_token), bearer(table.joiner.access_token)
    refused(
        lambda: say(gateway, table.match_id, creator, PLAYERS, "x" * (MAX_CHARACTERS + 1)),
        grpc.StatusCode.RESOURCE_EXHAUSTED,
        "CHAT_TOO_LONG",
    )
    with pytest.raises(grpc.RpcError) as raised:
        say(gateway, table.match_id, creator, PLAYERS, "x" * (MAX_CHARACTERS + 1))
    too_long: Any = raised.value
    assert "LUDUS_CHAT_MAX_CHARACTERS" in too_long.details()
    refused(
        lambda: say(gateway, table.match_id, creator, PLAYERS, "   "), grpc.StatusCode.INVALID_ARGUMENT, "CHAT_EMPTY"
    )
    refused(
        lambda: say(gateway, table.match_id, creator, 0, "which channel?"),
        grpc.StatusCode.INVALID_ARGUMENT,
        "CHAT_CHANNEL_INVALID",
    )
    assert say(gateway, table.match_id, creator, PLAYERS, "y" * MAX_CHARACTERS).text == "y" * MAX_CHARACTERS
    for index in range(1, RATE):
        say(gateway, table.match_id, creator, PLAYERS, f"message {index}")
    with pytest.raises(grpc.RpcError) as raised:
        say(gateway, table.match_id, creator, PLAYERS, "one too many")
    error: Any = raised.value
    assert error.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
    assert "LUDUS_CHAT_RATE_MESSAGES" in error.details() and f"at most {RATE} messages" in error.details()
    # The limit is per author: the other seat still talks.
    say(gateway, table.match_id, joiner, PLAYERS, "my turn to talk")
    seen = read_until(gateway, table.match_id, joiner, has_text("my turn to talk"))
    # Nothing refused was stored: the too long, the blank and the one too many are absent.
    assert texts(seen) == ["y" * MAX_CHARACTERS, "message 1", "message 2", "my turn to talk"]


def test_a_muted_authors_messages_never_reach_the_muter(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    table = new_table(gateway, players)
    spectator = sign_up(players)
    creator, joiner, fan = (
        bearer(table.creator.access_token),
        bearer(table.joiner.access_token),
        bearer(spectator.access_token),
    )
    muted = gateway.MuteChatPlayer(
        gateway_pb2.MuteChatPlayerRequest(match_id=table.match_id, author="seat:0"), metadata=joiner, timeout=30
    ).muted
    assert list(muted) == ["seat:0"]
    fan_id = f"player:{spectator.player.player_id}"
    gateway.MuteChatPlayer(
        gateway_pb2.MuteChatPlayerRequest(match_id=table.match_id, author=fan_id), metadata=joiner, timeout=30
    )
    # Live: the muter's stream is open while the muted write.
    received: list[gateway_pb2.ChatUpdate] = []
    reader = threading.Thread(
        target=lambda: received.extend(read_until(gateway, table.match_id, joiner, has_text("the end")))
    )
    reader.start()
    say(gateway, table.match_id, creator, PLAYERS, "you cannot hear me")
    say(gateway, table.match_id, fan, SPECTATORS, "nor me")
    say(gateway, table.match_id, joiner, PLAYERS, "the end")
    reader.join(30)
    assert not reader.is_alive()
    assert texts(received) == ["the end"]
    assert set(states(received)[0].muted) == {"seat:0", fan_id}
    # Others still receive the muted author: a mute is the muter's alone.
    assert texts(read_until(gateway, table.match_id, creator, has_text("nor me"))) == ["you cannot hear me", "nor me"]
    # Unmuted, the author's later messages arrive again; those posted while muted never do.
    left = gateway.UnmuteChatPlayer(
        gateway_pb2.UnmuteChatPlayerRequest(match_id=table.match_id, author="seat:0"), metadata=joiner, timeout=30
    ).muted
    assert list(left) == [fan_id]
    say(gateway, table.match_id, creator, PLAYERS, "can you hear me now")
    assert texts(read_until(gateway, table.match_id, joiner, has_text("can you hear me now"))) == [
        "the end",
        "can you hear me now",
    ]
    # Bad mutes change nothing and say why.
    for author, code, rule in (
        ("seat:1", grpc.StatusCode.INVALID_ARGUMENT, "CHAT_MUTE_SELF"),
        ("seat:9", grpc.StatusCode.INVALID_ARGUMENT, "CHAT_AUTHOR_INVALID"),
        ("somebody", grpc.StatusCode.INVALID_ARGUMENT, "CHAT_AUTHOR_INVALID"),
    ):
        refused(
            lambda a=author: gateway.MuteChatPlayer(
                gateway_pb2.MuteChatPlayerRequest(match_id=table.match_id, author=a), metadata=joiner, timeout=30
            ),
            code,
            rule,
        )
    refused(
        lambda: gateway.MuteChatPlayer(
            gateway_pb2.MuteChatPlayerRequest(match_id=table.match_id, author="seat:0"), timeout=30
        ),
        grpc.StatusCode.UNAUTHENTICATED,
        "CHAT_SIGN_IN",
    )


def test_the_creator_turns_spectator_chat_off(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    table = new_table(gateway, players)
    spectator = sign_up(players)
    creator, joiner, fan = (
        bearer(table.creator.access_token),
        bearer(table.joiner.access_token),
        bearer(spectator.access_token),
    )
    say(gateway, table.match_id, fan, SPECTATORS, "before the switch")

    def switch(who: Metadata, enabled: bool) -> bool:
        request = gateway_pb2.SetSpectatorChatRequest(match_id=table.match_id, enabled=enabled)
        return bool(gateway.SetSpectatorChat(request, metadata=who, timeout=30).enabled)

    refused(lambda: switch(joiner, False), grpc.StatusCode.PERMISSION_DENIED, "CHAT_CREATOR_ONLY")
    refused(lambda: switch(fan, False), grpc.StatusCode.PERMISSION_DENIED, "CHAT_CREATOR_ONLY")
    assert switch(creator, False) is False
    refused(
        lambda: say(gateway, table.match_id, fan, SPECTATORS, "still here"),
        grpc.StatusCode.FAILED_PRECONDITION,
        "CHAT_SPECTATORS_OFF",
    )
    refused(
        lambda: say(gateway, table.match_id, joiner, SPECTATORS, "to the stands"),
        grpc.StatusCode.FAILED_PRECONDITION,
        "CHAT_SPECTATORS_OFF",
    )
    say(gateway, table.match_id, joiner, PLAYERS, "between us")
    # Off: a spectator reads nothing at all (the state says so), a seat the players' channel only.
    seen = read_until(gateway, table.match_id, fan, lambda updates: bool(states(updates)))
    state = states(seen)[0]
    assert not state.spectator_chat and list(state.readable) == [] and list(state.writable) == []
    assert texts(read_until(gateway, table.match_id, joiner, has_text("between us"))) == ["between us"]
    # On again (by the creator's seat token too): the channel is back, its history with it.
    assert switch(bearer(table.creator_seat_token), True) is True
    say(gateway, table.match_id, fan, SPECTATORS, "back again")
    assert texts(read_until(gateway, table.match_id, fan, has_text("back again"))) == [
        "before the switch",
        "back again",
    ]


def test_a_deleted_players_messages_show_as_deleted(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    table = new_table(gateway, players)
    spectator = sign_up(players)
    say(gateway, table.match_id, bearer(spectator.access_token), SPECTATORS, "remember me")
    say(gateway, table.match_id, bearer(table.joiner.access_token), PLAYERS, "and me")
    players.DeleteAccount(
        players_pb2.DeleteAccountRequest(password="password-1"), metadata=bearer(spectator.access_token), timeout=30
    )
    # The service keeps names a few seconds (services/chat/people.py): wait for the deletion to show.
    deadline = time.monotonic() + 20
    while True:
        seen = read_until(gateway, table.match_id, bearer(table.creator.access_token), has_text("and me"))
        messages = [update.message for update in seen if update.HasField("message")]
        if messages[0].author_deleted or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    gone, kept = messages
    assert gone.author_deleted and gone.text == "" and gone.author_name == "deleted player"
    assert not kept.author_deleted and kept.text == "and me" and kept.author_name == table.joiner.player.name


def finish_and_archive(platform: LocalPlatform, match_id: str) -> str:
    """Close the match as the archive's sweep closes an abandoned one, then move it to the
    archive with the real mover; returns the move's outcome."""

    async def run() -> str:
        assert platform.redis_url is not None and platform.database_url is not None
        redis = Redis.from_url(platform.redis_url)
        engine = db.engine(platform.database_url, pool_size=2)
        try:
            runner: MatchRunner[Any] = MatchRunner(games.load(GAME), redis_storage(redis))
            await runner.close(match_id, common_pb2.END_REASON_ABANDONED)
            mover = ArchiveMover(redis, PostgresArchive(engine), grace_ms=0)
            moved = await mover.move(WaitingMatch(GAME, match_id))
            assert not await redis.exists(meta_key(match_id), *chat_keys(match_id))
            return moved.outcome
        finally:
            await redis.aclose()
            await engine.dispose()

    return asyncio.run(run())


def test_chat_is_archived_with_the_match_and_readable_after(
    platform: LocalPlatform, gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    table = new_table(gateway, players)
    spectator = sign_up(players)
    creator, joiner, fan = (
        bearer(table.creator.access_token),
        bearer(table.joiner.access_token),
        bearer(spectator.access_token),
    )
    first = say(gateway, table.match_id, creator, PLAYERS, "good luck")
    gateway.MuteChatPlayer(
        gateway_pb2.MuteChatPlayerRequest(match_id=table.match_id, author=f"player:{spectator.player.player_id}"),
        metadata=creator,
        timeout=30,
    )
    say(gateway, table.match_id, fan, SPECTATORS, "go seat one")
    say(gateway, table.match_id, joiner, PLAYERS, "good game")
    live = {
        "joiner": read_until(gateway, table.match_id, joiner, has_text("good game")),
        "fan": read_until(gateway, table.match_id, fan, has_text("go seat one")),
    }
    assert finish_and_archive(platform, table.match_id) == "archived"
    # The archived chat reads as the live one did, mutes and channels included, and the stream
    # ends by itself once it has sent it all (the chat now says it is closed).
    for name, who in (("joiner", joiner), ("fan", fan)):
        archived = list(
            gateway.WatchChat(gateway_pb2.WatchChatRequest(match_id=table.match_id), metadata=who, timeout=30)
        )
        assert [u.message for u in archived if u.HasField("message")] == [
            u.message for u in live[name] if u.HasField("message")
        ]
        assert states(archived)[-1].closed and list(states(archived)[-1].writable) == []
    assert texts(
        list(gateway.WatchChat(gateway_pb2.WatchChatRequest(match_id=table.match_id), metadata=creator, timeout=30))
    ) == ["good luck", "good game"]
    resumed = list(
        gateway.WatchChat(
            gateway_pb2.WatchChatRequest(match_id=table.match_id, after=first.cursor), metadata=joiner, timeout=30
        )
    )
    assert texts(resumed) == ["go seat one", "good game"]
    refused(
        lambda: say(gateway, table.match_id, joiner, PLAYERS, "hello?"),
        grpc.StatusCode.FAILED_PRECONDITION,
        "CHAT_CLOSED",
    )


def spectator_reads(
    gateway: gateway_pb2_grpc.GatewayStub, match_id: str, who: Metadata
) -> dict[str, Callable[[], Any]]:
    """Every call that reads a match without a seat."""
    return {
        "GetMatch": lambda: gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), metadata=who, timeout=30),
        "GetView": lambda: gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id), metadata=who, timeout=30),
        "GetHistory": lambda: gateway.GetHistory(
            gateway_pb2.GetHistoryRequest(match_id=match_id), metadata=who, timeout=30
        ),
        "GetAudit": lambda: gateway.GetAudit(gateway_pb2.GetAuditRequest(match_id=match_id), metadata=who, timeout=60),
        "WatchMatch": lambda: next(
            iter(gateway.WatchMatch(gateway_pb2.WatchMatchRequest(match_id=match_id), metadata=who, timeout=10))
        ),
        "Play": lambda: next(
            iter(gateway.Play(iter([gateway_pb2.PlayRequest(match_id=match_id)]), metadata=who, timeout=10))
        ),
        "WatchChat": lambda: next(
            iter(gateway.WatchChat(gateway_pb2.WatchChatRequest(match_id=match_id), metadata=who, timeout=10))
        ),
    }


def http_get_match(platform: LocalPlatform, match_id: str, headers: dict[str, str], query: str = "") -> int:
    request = urllib.request.Request(
        f"http://{platform.http_address}/ludus.v1.Gateway/GetMatch{query}",
        data=json.dumps({"matchId": match_id}).encode(),
        headers={"Content-Type": "application/json", **headers},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def test_spectator_policies(
    platform: LocalPlatform, gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    outsider = bearer(sign_up(players).access_token)
    allowed, invite_only, closed = (new_table(gateway, players, policy) for policy in (ALLOWED, INVITE_ONLY, NONE))
    assert [t.info.spectators for t in (allowed, invite_only, closed)] == [ALLOWED, INVITE_ONLY, NONE]
    default = gateway.CreateMatch(gateway_pb2.CreateMatchRequest(game=GAME, seats=[HUMAN, OPEN]), timeout=30)
    assert default.match.spectators == ALLOWED
    for who in ((), outsider):
        for call in spectator_reads(gateway, allowed.match_id, who).values():
            call()
        for call in spectator_reads(gateway, closed.match_id, who).values():
            refused(call, grpc.StatusCode.PERMISSION_DENIED, "SPECTATORS_NOT_ALLOWED")
        for call in spectator_reads(gateway, invite_only.match_id, who).values():
            refused(call, grpc.StatusCode.PERMISSION_DENIED, "SPECTATOR_CODE_REQUIRED")
        for call in spectator_reads(gateway, invite_only.match_id, (*who, (CODE_KEY, "not-the-code"))).values():
            refused(call, grpc.StatusCode.PERMISSION_DENIED, "SPECTATOR_CODE_WRONG")
    # The seats read as always, whatever the policy.
    for table in (invite_only, closed):
        for who in (bearer(table.creator_seat_token), bearer(table.joiner.access_token)):
            for call in spectator_reads(gateway, table.match_id, who).values():
                call()

    def code_for(table: Table, who: Metadata) -> str:
        request = gateway_pb2.GetSpectatorCodeRequest(match_id=table.match_id)
        return str(gateway.GetSpectatorCode(request, metadata=who, timeout=30).code)

    code = code_for(invite_only, bearer(invite_only.joiner.access_token))
    assert code == code_for(invite_only, bearer(invite_only.creator_seat_token)) and len(code) >= 16
    refused(lambda: code_for(invite_only, outsider), grpc.StatusCode.PERMISSION_DENIED, "SPECTATOR_CODE_SEATS_ONLY")
    refused(lambda: code_for(invite_only, ()), grpc.StatusCode.PERMISSION_DENIED, "SPECTATOR_CODE_SEATS_ONLY")
    refused(
        lambda: code_for(allowed, bearer(allowed.creator_seat_token)),
        grpc.StatusCode.FAILED_PRECONDITION,
        "SPECTATORS_NOT_INVITE_ONLY",
    )
    # With the code, spectators read it all (and signed in, they chat in the spectators' channel).
    for who in ((), outsider):
        for call in spectator_reads(gateway, invite_only.match_id, (*who, (CODE_KEY, code))).values():
            call()
    say(gateway, invite_only.match_id, (*outsider, (CODE_KEY, code)), SPECTATORS, "thanks for the link")
    # The HTTP/JSON face passes the code on from a header or a query parameter.
    assert http_get_match(platform, invite_only.match_id, {}) == 403
    assert http_get_match(platform, invite_only.match_id, {"X-Ludus-Spectator-Code": code}) == 200
    assert http_get_match(platform, invite_only.match_id, {}, f"?spectator_code={code}") == 200
    assert http_get_match(platform, closed.match_id, {}) == 403
    assert http_get_match(platform, allowed.match_id, {}) == 200


def test_the_table_sees_who_is_watching(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    table = new_table(gateway, players)
    fan = sign_up(players)
    seat = bearer(table.creator_seat_token)

    def summary() -> common_pb2.MatchInfo:
        reply = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=table.match_id), metadata=seat, timeout=30)
        info: common_pb2.MatchInfo = reply.match
        return info

    assert list(summary().watchers) == [] and summary().anonymous_watchers == 0
    streams = [
        gateway.WatchMatch(
            gateway_pb2.WatchMatchRequest(match_id=table.match_id), metadata=bearer(fan.access_token), timeout=60
        ),
        gateway.WatchChat(
            gateway_pb2.WatchChatRequest(match_id=table.match_id), metadata=bearer(fan.access_token), timeout=60
        ),
        gateway.WatchMatch(gateway_pb2.WatchMatchRequest(match_id=table.match_id), timeout=60),
        gateway.WatchMatch(gateway_pb2.WatchMatchRequest(match_id=table.match_id), timeout=60),
        # A seat's own stream is presence, not a watcher.
        gateway.WatchMatch(gateway_pb2.WatchMatchRequest(match_id=table.match_id), metadata=seat, timeout=60),
    ]
    for stream in streams:
        next(iter(stream))  # admitted: the first answer came
    deadline = time.monotonic() + 10
    while summary().anonymous_watchers < 2 and time.monotonic() < deadline:
        time.sleep(0.1)
    watching = summary()
    # The signed-in fan is named once for both streams; the anonymous are counted.
    assert list(watching.watchers) == [fan.player.name] and watching.anonymous_watchers == 2
    listed = gateway.ListMatches(gateway_pb2.ListMatchesRequest(game=GAME, limit=50), timeout=30).matches
    assert [m.anonymous_watchers for m in listed if m.match_id == table.match_id] == [2]
    for stream in streams:
        stream.cancel()
    deadline = time.monotonic() + 15
    while (summary().watchers or summary().anonymous_watchers) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = summary()
    assert list(left.watchers) == [] and left.anonymous_watchers == 0
    # Refused spectators are never counted.
    closed = new_table(gateway, players, NONE)
    refused(
        lambda: next(iter(gateway.WatchMatch(gateway_pb2.WatchMatchRequest(match_id=closed.match_id), timeout=10))),
        grpc.StatusCode.PERMISSION_DENIED,
        "SPECTATORS_NOT_ALLOWED",
    )
    info = gateway.GetMatch(
        gateway_pb2.GetMatchRequest(match_id=closed.match_id), metadata=bearer(closed.creator_seat_token), timeout=30
    ).match
    assert info.anonymous_watchers == 0


async def chat_over_websocket(platform: LocalPlatform, match_id: str, query: str, frames: int) -> list[Any]:
    """The first `frames` frames of WatchChat over the web face's WebSocket (JSON, one per frame)."""
    url = f"http://{platform.http_address}/ludus.v1.Gateway/WatchChat{query}"
    async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
        await ws.send_str(json.dumps({"matchId": match_id}))
        return [json.loads((await ws.receive(timeout=10)).data) for _ in range(frames)]


def test_chat_over_the_websocket_face_with_a_spectator_link(
    platform: LocalPlatform, gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    table = new_table(gateway, players, INVITE_ONLY)
    code = gateway.GetSpectatorCode(
        gateway_pb2.GetSpectatorCodeRequest(match_id=table.match_id),
        metadata=bearer(table.creator.access_token),
        timeout=30,
    ).code
    say(gateway, table.match_id, bearer(table.creator.access_token), PLAYERS, "secret plan")
    say(gateway, table.match_id, bearer(table.joiner.access_token), SPECTATORS, "welcome, watchers")
    refused_frame = asyncio.run(chat_over_websocket(platform, table.match_id, "", 1))[0]
    error = refused_frame["error"]
    assert error["status"] == "PERMISSION_DENIED" and error["ruleCode"] == "SPECTATOR_CODE_REQUIRED"
    state, message = asyncio.run(chat_over_websocket(platform, table.match_id, f"?spectator_code={code}", 2))
    assert state["state"]["readable"] == ["CHAT_CHANNEL_SPECTATORS"]
    assert message["message"]["text"] == "welcome, watchers" and message["message"]["seat"] == 1


def test_a_retried_message_id_posts_once(
    gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    table = new_table(gateway, players)
    seat = bearer(table.creator.access_token)

    def send(text: str, message_id: str) -> gateway_pb2.SendChatMessageResponse:
        request = gateway_pb2.SendChatMessageRequest(
            match_id=table.match_id, channel=PLAYERS, text=text, message_id=message_id
        )
        reply: gateway_pb2.SendChatMessageResponse = gateway.SendChatMessage(request, metadata=seat, timeout=30)
        return reply

    first = send("only once", "m-1")
    again = send("only once", "m-1")
    assert not first.duplicate and again.duplicate and again.message == first.message
    for index in range(2, RATE + 1):
        send(f"filler {index}", f"m-{index}")
    # At the rate limit, a retry still gets its first answer: it posts nothing, so it costs nothing.
    assert send("only once", "m-1").duplicate
    refused(lambda: send("one more", "m-9"), grpc.StatusCode.RESOURCE_EXHAUSTED, "CHAT_RATE")
    seen = read_until(gateway, table.match_id, seat, has_text(f"filler {RATE}"))
    assert texts(seen) == ["only once", *(f"filler {index}" for index in range(2, RATE + 1))]
    refused(lambda: send("long id", "x" * 129), grpc.StatusCode.INVALID_ARGUMENT, "CHAT_MESSAGE_ID_TOO_LONG")


def test_an_archived_match_keeps_its_spectator_policy(
    platform: LocalPlatform, gateway: gateway_pb2_grpc.GatewayStub, players: players_pb2_grpc.PlayersStub
) -> None:
    closed = new_table(gateway, players, NONE)
    assert finish_and_archive(platform, closed.match_id) == "archived"
    for call in spectator_reads(gateway, closed.match_id, ()).values():
        refused(call, grpc.StatusCode.PERMISSION_DENIED, "SPECTATORS_NOT_ALLOWED")
    seat = bearer(closed.creator_seat_token)
    history = gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=closed.match_id), metadata=seat, timeout=30)
    assert history.match.status == common_pb2.MATCH_STATUS_FINISHED and history.match.spectators == NONE
