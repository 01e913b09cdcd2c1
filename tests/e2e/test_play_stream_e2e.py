"""The Play stream on the real platform (gateway and game services as processes, Redis, the
workers): every game played to the end from the stream alone over gRPC and over the web face's
WebSocket, a reconnect mid-match with no gap and no repeat, idempotency across a reconnect, a
refused command that leaves the stream going, and SubmitCommand's legal list."""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import grpc
import pytest
from google.protobuf import any_pb2, json_format
from ludus.v1 import common_pb2, gateway_pb2

from services import games
from services.core.codec import pack
from services.core.config import redis_client
from services.core.match import MATCH_ENDED, client_event, empty_match, fold_events
from services.core.rng import Rng
from services.core.runner import LEGAL_CAP
from services.core.store import RedisEventStore, StoredEvent
from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform
from tests.support.play import HUMAN, create
from tests.support.play_stream import Played, play_seat, versions, without_enrichment

#: Below pytest-timeout's 600 s, so that a stalled stream fails with what each seat had got.
TIMEOUT = 420


async def _played_within(
    clients: dict[int, Any], progress: dict[int, Played], platform: LocalPlatform, match_id: str
) -> list[Played]:
    """Every seat's client to its end, or a failure saying where each seat's stream stood."""
    try:
        return list(await asyncio.wait_for(asyncio.gather(*clients.values()), TIMEOUT))
    except TimeoutError:
        stored = await _stored(platform, match_id)
        where = {
            seat: (
                f"last event v{p.events[-1].version if p.events else 0}, {len(p.sent)} sent, "
                f"{len(p.answers)} answered, last answer {p.answers[-1] if p.answers else None}"
            )
            for seat, p in progress.items()
        }
        raise AssertionError(f"stalled: the match is at v{len(stored)} ({stored[-1].type}); {where}") from None


async def _stored(platform: LocalPlatform, match_id: str) -> list[StoredEvent]:
    client = redis_client(platform.redis_url or "")
    try:
        return await RedisEventStore(client).read(match_id)
    finally:
        await client.aclose()


def _check_streams(game_name: str, match_id: str, stored: list[StoredEvent], played: dict[int, Played]) -> None:
    """Each seat got every stored event once, in order, as its redaction, with the match after
    it and its legal commands there (what ListLegalCommands answered at that version)."""
    game = games.load(game_name)
    assert stored[-1].type == MATCH_ENDED
    for seat, record in played.items():
        assert versions(record.events) == list(range(1, len(stored) + 1)), f"seat {seat}: a gap or a repeat"
        match = empty_match(match_id, b"")
        for event, raw in zip(record.events, stored, strict=True):
            match = fold_events(game, match, [raw])
            assert without_enrichment(event) == client_event(game, match_id, raw, seat)
            assert event.status == match.platform.status
            waited = list(event.awaiting)
            # Batched, only a batch's last event carries the list (PlayRequest.batch).
            if seat in waited and (not record.batches or event.version in record.batch_ends):
                legal = game.legal_commands(match.require_state(), seat)
                assert event.legal.total == len(legal) and event.legal.version == event.version
                assert list(event.legal.commands) == [pack(command) for command in legal[:LEGAL_CAP]]
            else:
                assert not event.HasField("legal")


class GrpcPlay:
    """One Play stream through the gateway over gRPC."""

    def __init__(
        self, channel: grpc.aio.Channel, match_id: str, token: str, from_version: int = 0, batch: bool = False
    ) -> None:
        self.call: Any = gateway_stub(channel).Play()
        self.opening = gateway_pb2.PlayRequest(match_id=match_id, token=token, from_version=from_version, batch=batch)

    async def open(self) -> GrpcPlay:
        await self.call.write(self.opening)
        return self

    async def send(self, command: gateway_pb2.PlayCommand) -> None:
        await self.call.write(gateway_pb2.PlayRequest(command=command))

    async def responses(self) -> AsyncIterator[gateway_pb2.PlayResponse]:
        async for response in self.call:
            yield response

    def close(self) -> None:
        self.call.cancel()


@pytest.mark.parametrize("batch", [False, True], ids=["event-by-event", "batched"])
@pytest.mark.parametrize("game_name", games.names())
async def test_every_game_is_played_to_the_end_from_the_grpc_play_stream_alone(
    gateway: Any, platform: LocalPlatform, game_name: str, batch: bool
) -> None:
    game = games.load(game_name)
    match_id, tokens = create(gateway, game_name, [HUMAN] * game.min_seats)
    rng = Rng(f"grpc-play-{game_name}".encode().ljust(32, b"."), "e2e")
    progress = {seat: Played() for seat in tokens}
    async with grpc.aio.insecure_channel(platform.gateway_address) as channel:

        async def seat_client(seat: int) -> Played:
            stream = await GrpcPlay(channel, match_id, tokens[seat], batch=batch).open()
            if seat != 0:
                return await play_seat(stream.responses(), stream.send, rng, progress[seat])
            # Seat 0's connection breaks after 7 events; it resumes from the next version.
            played = await play_seat(stream.responses(), stream.send, rng, progress[seat], stop_after_events=7)
            stream.close()
            resumed = played.events[-1].version + 1
            stream = await GrpcPlay(channel, match_id, tokens[seat], resumed, batch).open()
            return await play_seat(stream.responses(), stream.send, rng, played)

        clients = {seat: seat_client(seat) for seat in tokens}
        results = await _played_within(clients, progress, platform, match_id)
    _check_streams(game_name, match_id, await _stored(platform, match_id), dict(enumerate(results)))
    assert all(bool(played.batches) == batch for played in results)


class SocketPlay:
    """One Play stream over the web face's WebSocket, in protobuf's JSON mapping."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws

    async def send(self, command: gateway_pb2.PlayCommand) -> None:
        await self.ws.send_str(json.dumps({"command": json_format.MessageToDict(command)}))

    async def responses(self) -> AsyncIterator[gateway_pb2.PlayResponse]:
        async for frame in self.ws:
            if frame.type != aiohttp.WSMsgType.TEXT:
                break
            assert "error" not in json.loads(frame.data), frame.data
            yield json_format.Parse(frame.data, gateway_pb2.PlayResponse())


@pytest.mark.parametrize(("game_name", "batch"), [(name, False) for name in games.names()] + [("arkadia", True)])
async def test_every_game_is_played_to_the_end_from_the_websocket_play_stream_alone(
    gateway: Any, platform: LocalPlatform, game_name: str, batch: bool
) -> None:
    game = games.load(game_name)
    match_id, tokens = create(gateway, game_name, [HUMAN] * game.min_seats)
    rng = Rng(f"ws-play-{game_name}".encode().ljust(32, b"."), "e2e")
    url = f"ws://{platform.http_address}/ludus.v1.Gateway/Play"
    async with aiohttp.ClientSession() as session:
        progress = {seat: Played() for seat in tokens}

        async def seat_client(seat: int) -> Played:
            async with session.ws_connect(url) as ws:
                await ws.send_str(json.dumps({"matchId": match_id, "token": tokens[seat], "batch": batch}))
                stream = SocketPlay(ws)
                played = await play_seat(stream.responses(), stream.send, rng, progress[seat])
                assert ws.closed or (await ws.receive()).type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
                return played

        clients = {seat: seat_client(seat) for seat in tokens}
        results = await _played_within(clients, progress, platform, match_id)
    _check_streams(game_name, match_id, await _stored(platform, match_id), dict(enumerate(results)))


async def _next_answer(responses: AsyncIterator[gateway_pb2.PlayResponse], seen: list[common_pb2.MatchEvent]) -> Any:
    async for response in responses:
        if response.HasField("answer"):
            return response.answer
        if response.HasField("event"):  # not presence
            seen.append(response.event)
    raise AssertionError("the stream ended before the answer")


async def _events_until(
    responses: AsyncIterator[gateway_pb2.PlayResponse], seen: list[common_pb2.MatchEvent], version: int
) -> None:
    while not seen or seen[-1].version < version:
        response = await anext(responses)
        if response.HasField("presence"):
            continue  # seats coming and going, between events
        assert response.HasField("event"), response
        seen.append(response.event)


async def test_refused_commands_are_answered_on_the_stream_and_a_retry_after_reconnect_is_idempotent(
    gateway: Any, platform: LocalPlatform
) -> None:
    match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
    stored = await _stored(platform, match_id)
    async with grpc.aio.insecure_channel(platform.gateway_address) as channel:
        streams = {seat: await GrpcPlay(channel, match_id, token).open() for seat, token in tokens.items()}
        responses = {seat: stream.responses() for seat, stream in streams.items()}
        seen: dict[int, list[common_pb2.MatchEvent]] = {seat: [] for seat in tokens}
        for seat in tokens:
            await _events_until(responses[seat], seen[seat], len(stored))
        latest = seen[0][-1]
        (mover,) = latest.awaiting
        other = next(seat for seat in tokens if seat != mover)
        legal = seen[mover][-1].legal
        assert legal.commands and legal.version == latest.version

        async def refused(seat: int, command: gateway_pb2.PlayCommand) -> gateway_pb2.PlayError:
            await streams[seat].send(command)
            answer = await _next_answer(responses[seat], seen[seat])
            assert answer.command_id == command.command_id and answer.HasField("error"), answer
            return answer.error  # type: ignore[no-any-return]

        wrong_type = any_pb2.Any(type_url="type.googleapis.com/ludus.v1.ZappZerappCommand", value=b"")
        error = await refused(mover, gateway_pb2.PlayCommand(command_id="bad-type", command=wrong_type))
        assert error.code == "INVALID_ARGUMENT" and error.message
        error = await refused(other, gateway_pb2.PlayCommand(command_id="not-yours", command=legal.commands[0]))
        assert error.code == "FAILED_PRECONDITION" and error.rule_code == "NOT_YOUR_TURN"
        stale = gateway_pb2.PlayCommand(
            command_id="stale", expected_version=latest.version - 1, command=legal.commands[0]
        )
        error = await refused(mover, stale)
        assert error.code == "ABORTED" and error.rule_code == "VERSION_MISMATCH"
        error = await refused(mover, gateway_pb2.PlayCommand(command=legal.commands[0]))
        assert error.code == "INVALID_ARGUMENT"  # no command_id: its answer could not be told apart
        assert len(await _stored(platform, match_id)) == len(stored), "a refused command changed the match"

        # The stream goes on: a legal command applies, its events first, then its answer.
        move = gateway_pb2.PlayCommand(
            command_id=uuid.uuid4().hex, expected_version=latest.version, command=legal.commands[0]
        )
        await streams[mover].send(move)
        before = len(seen[mover])
        first = await _next_answer(responses[mover], seen[mover])
        assert not first.HasField("error") and not first.duplicate and first.version > latest.version
        assert versions(seen[mover][before:]) == list(range(latest.version + 1, first.version + 1))

        # The connection breaks; the client reconnects after what it saw and sends the same id.
        streams[mover].close()
        resumed = await GrpcPlay(channel, match_id, tokens[mover], seen[mover][-1].version + 1).open()
        await resumed.send(move)
        again_seen: list[common_pb2.MatchEvent] = []
        again = await _next_answer(resumed.responses(), again_seen)
        assert again.duplicate and again.version == first.version and not again.HasField("error")
        assert all(event.version > first.version for event in again_seen), "an event was sent twice"
        after = await _stored(platform, match_id)
        assert len(after) == first.version and sum(event.command_id == move.command_id for event in after) > 0
        resumed.close()
        for seat in tokens:
            if seat != mover:
                streams[seat].close()


def test_submit_command_answers_with_the_seats_next_legal_commands(gateway: Any) -> None:
    """The unary path: one call per move, its answer's list equal to ListLegalCommands then."""
    match_id, tokens = create(gateway, "primordial_soup", [HUMAN] * 3)
    rng = Rng(b"unary-legal".ljust(32, b"."), "e2e")
    checked_own = checked_other = 0
    for _ in range(40):
        info = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
        if info.status == common_pb2.MATCH_STATUS_FINISHED:
            break
        seat = info.awaiting[0]
        legal = gateway.ListLegalCommands(
            gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[seat]), timeout=10
        )
        answer = gateway.SubmitCommand(
            gateway_pb2.SubmitCommandRequest(
                match_id=match_id,
                token=tokens[seat],
                command=rng.choice(legal.commands),
                expected_version=legal.version,
                command_id=uuid.uuid4().hex,
            ),
            timeout=10,
        )
        now = gateway.ListLegalCommands(
            gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[seat]), timeout=10
        )
        assert now.version == answer.version
        if seat in answer.awaiting:
            assert list(answer.legal.commands) == list(now.commands) and answer.legal.total == now.total
            checked_own += 1
        else:
            assert not answer.HasField("legal") and now.total == 0
            checked_other += 1
    assert checked_own and checked_other


async def test_a_bad_frame_on_the_play_socket_is_answered_and_the_socket_goes_on(
    gateway: Any, platform: LocalPlatform
) -> None:
    match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
    url = f"ws://{platform.http_address}/ludus.v1.Gateway/Play"
    async with aiohttp.ClientSession() as session:
        info = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
        seat = info.awaiting[0]
        async with session.ws_connect(url) as ws:
            await ws.send_str(json.dumps({"matchId": match_id, "token": tokens[seat]}))
            frames: list[dict[str, Any]] = []
            while not frames or frames[-1].get("event", {}).get("version") != str(info.version):
                frames.append(json.loads((await ws.receive(timeout=30)).data))
            legal = frames[-1]["event"]["legal"]["commands"]
            await ws.send_str("{not json")
            error = json.loads((await ws.receive(timeout=30)).data)
            while "presence" in error:  # seats coming and going may come first
                error = json.loads((await ws.receive(timeout=30)).data)
            assert error["error"]["status"] == "INVALID_ARGUMENT"
            await ws.send_str(json.dumps({"command": {"commandId": "one", "command": legal[0]}}))
            answers: list[dict[str, Any]] = []
            while not answers:
                frame = json.loads((await ws.receive(timeout=30)).data)
                if "answer" in frame:
                    answers.append(frame["answer"])
            assert answers[0]["commandId"] == "one" and int(answers[0]["version"]) > info.version
            assert "error" not in answers[0]
