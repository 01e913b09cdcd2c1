"""The gateway's multiplexed Play on the real platform (gateway and Ark service as processes over
mutual TLS, Redis): client streams ride on the gateway's few PlayMany calls, a stream the service
refuses ends alone with its own status while the others on the same call play on, and with
LUDUS_PLAY_CALLS=0 each client stream is a Play call of its own; a match's unary calls ride on the
same PlayMany calls as frames and answer as calls of their own. That every game plays to the end
on the stream, with reconnects, is tests/e2e/test_play_stream_e2e.py's (on PlayMany: the default)."""

from __future__ import annotations

import asyncio
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from ludus.v1 import gateway_pb2
from prometheus_client.parser import text_string_to_metric_families

from services import games
from services.core.grpc_server import RULE_CODE_KEY
from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform, free_port
from tests.support.grpc_errors import text_trailer
from tests.support.play import HUMAN, create, open_play

pytestmark = pytest.mark.asyncio

ARK_SEATS = games.load("ark").min_seats
SOON = 30.0


def _platform(directory: Path, calls: int) -> LocalPlatform:
    return LocalPlatform(
        gateway_port=free_port(),
        http_port=None,
        games=["ark"],
        worker=False,
        metrics=True,
        data_dir=directory,
        extra_env={"LUDUS_PLAY_CALLS": str(calls)},
    )


@pytest.fixture(scope="module")
def muxed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    with _platform(tmp_path_factory.mktemp("play-many"), 2) as running:
        yield running


def _open_streams(platform: LocalPlatform) -> tuple[float, float]:
    """Play streams open at the Ark service now, by call: (PlayMany, Play)."""
    port = platform.metrics_ports["ark-0"]
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as reply:
        text = reply.read().decode()
    found: dict[str, float] = {"PlayMany": 0.0, "Play": 0.0}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            call = sample.labels.get("method", "").rsplit("/", 1)[-1]
            if sample.name == "ludus_active_streams" and call in found:
                found[call] += sample.value
    return found["PlayMany"], found["Play"]


def _matches(platform: LocalPlatform, count: int) -> list[tuple[str, dict[int, str]]]:
    with grpc.insecure_channel(platform.gateway_address) as channel:
        return [create(gateway_stub(channel), "ark", [HUMAN] * ARK_SEATS) for _ in range(count)]


async def _legal_move(channel: grpc.aio.Channel, match_id: str, calls: dict[int, Any]) -> tuple[int, Any]:
    """Read the seats' streams up to the match's current version: the seat its last event offers
    legal commands to, and one of them to send."""
    reply = await gateway_stub(channel).GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=SOON)
    current = reply.match.version

    async def at_current(seat: int, call: Any) -> Any:
        while True:
            response = await asyncio.wait_for(call.read(), SOON)
            if response.event.version == current:
                return response.event

    last = {seat: await at_current(seat, call) for seat, call in calls.items()}
    seat = next(seat for seat, event in last.items() if event.legal.commands)
    command = gateway_pb2.PlayCommand(command_id=f"move-{seat}", expected_version=current)
    command.command.CopyFrom(last[seat].legal.commands[0])
    return seat, command


async def _answer(call: Any, command_id: str) -> gateway_pb2.PlayAnswer:
    while True:
        response = await asyncio.wait_for(call.read(), SOON)
        if response.HasField("answer"):
            answer: gateway_pb2.PlayAnswer = response.answer
            assert answer.command_id == command_id
            return answer


async def _until(check: Any) -> None:
    for _ in range(100):
        if check():
            return
        await asyncio.sleep(0.1)
    assert check()


async def test_many_client_streams_ride_on_the_gateways_few_playmany_calls(muxed: LocalPlatform) -> None:
    matches = _matches(muxed, 6)
    async with grpc.aio.insecure_channel(muxed.gateway_address) as channel:
        calls = [(await open_play(channel, match_id, tokens[0], SOON))[0] for match_id, tokens in matches]
        many, single = _open_streams(muxed)
        assert (many, single) == (2, 0), "6 client streams, LUDUS_PLAY_CALLS=2: two PlayMany calls, no Play call"
        for call in calls:
            call.cancel()


async def test_a_refused_stream_ends_alone_and_the_others_on_its_call_play_on(muxed: LocalPlatform) -> None:
    [(match_id, tokens)] = _matches(muxed, 1)
    async with grpc.aio.insecure_channel(muxed.gateway_address) as channel:
        seats = {seat: (await open_play(channel, match_id, tokens[seat], SOON))[0] for seat in range(ARK_SEATS)}
        # A match that does not exist: the gateway routes it by its name to Ark, whose service
        # refuses it, on the same PlayMany calls the seats above ride on.
        refused: Any = gateway_stub(channel).Play()
        await refused.write(gateway_pb2.PlayRequest(match_id=f"{match_id}x"))
        with pytest.raises(grpc.aio.AioRpcError) as ended:
            await asyncio.wait_for(refused.read(), SOON)
        assert ended.value.code() == grpc.StatusCode.NOT_FOUND, ended.value
        assert match_id in (ended.value.details() or ""), ended.value
        seat, command = await _legal_move(channel, match_id, seats)
        await seats[seat].write(gateway_pb2.PlayRequest(command=command))
        answer = await _answer(seats[seat], command.command_id)
        assert not answer.HasField("error") and answer.version > command.expected_version, answer
        for call in seats.values():
            call.cancel()
        await _until(lambda: _open_streams(muxed)[0] == 2)


async def test_without_multiplexing_each_client_stream_is_a_play_call_of_its_own(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    with _platform(tmp_path_factory.mktemp("play-calls"), 0) as plain:
        [(match_id, tokens)] = _matches(plain, 1)
        async with grpc.aio.insecure_channel(plain.gateway_address) as channel:
            seats = {seat: (await open_play(channel, match_id, tokens[seat], SOON))[0] for seat in range(ARK_SEATS)}
            assert _open_streams(plain) == (0, ARK_SEATS)
            seat, command = await _legal_move(channel, match_id, seats)
            await seats[seat].write(gateway_pb2.PlayRequest(command=command))
            answer = await _answer(seats[seat], command.command_id)
            assert not answer.HasField("error"), answer
            for call in seats.values():
                call.cancel()


def _commands_counted(platform: LocalPlatform) -> dict[tuple[str, str], float]:
    """ludus_commands_total at the Ark service, by (outcome, rule code)."""
    port = platform.metrics_ports["ark-0"]
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as reply:
        text = reply.read().decode()
    return {
        (sample.labels["outcome"], sample.labels["rule_code"]): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        if sample.name == "ludus_commands_total"
    }


async def test_a_matchs_unary_calls_ride_on_the_playmany_calls_and_answer_as_calls_of_their_own(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """No Play stream is ever opened here: the PlayMany calls the service sees are the unary
    calls' (CreateMatch, GetMatch, ListLegalCommands, SubmitCommand as frames), and every answer
    is the one a call of its own gives: the reply, a duplicate's, ABORTED, a rule's refusal with
    its code, each counted by the service's metrics as before."""
    with _platform(tmp_path_factory.mktemp("unary-frames"), 2) as fresh:
        assert _open_streams(fresh) == (0, 0)
        [(match_id, tokens)] = _matches(fresh, 1)  # a game's call: on the game's PlayMany calls too
        many, single = _open_streams(fresh)
        assert many >= 1 and single == 0, (many, single)
        with grpc.insecure_channel(fresh.gateway_address) as channel:
            gateway = gateway_stub(channel)
            awaiting = list(
                gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=SOON).match.awaiting
            )
            seat = awaiting[0]
            legal = gateway.ListLegalCommands(
                gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[seat]), timeout=SOON
            )
            assert legal.commands, legal
            move = gateway_pb2.SubmitCommandRequest(
                match_id=match_id,
                token=tokens[seat],
                command=legal.commands[0],
                expected_version=legal.version,
                command_id="first",
            )
            reply = gateway.SubmitCommand(move, timeout=SOON)
            assert reply.version > legal.version and not reply.duplicate and reply.events, reply
            again = gateway.SubmitCommand(move, timeout=SOON)
            assert again.duplicate and again.version == reply.version
            stale = gateway_pb2.SubmitCommandRequest()
            stale.CopyFrom(move)
            stale.command_id = "second"
            with pytest.raises(grpc.RpcError) as aborted:
                gateway.SubmitCommand(stale, timeout=SOON)
            assert aborted.value.code() == grpc.StatusCode.ABORTED, aborted.value
            idle = next(other for other in range(ARK_SEATS) if other not in reply.awaiting)
            refused = gateway_pb2.SubmitCommandRequest()
            refused.CopyFrom(move)
            refused.token, refused.command_id, refused.expected_version = tokens[idle], "third", reply.version
            with pytest.raises(grpc.RpcError) as failed:
                gateway.SubmitCommand(refused, timeout=SOON)
            assert failed.value.code() == grpc.StatusCode.FAILED_PRECONDITION, failed.value
            rule = text_trailer(failed.value, RULE_CODE_KEY)
            assert rule, failed.value
        assert _open_streams(fresh) == (2, 0), "the unary calls, on LUDUS_PLAY_CALLS=2 PlayMany calls"
        counted = _commands_counted(fresh)
        assert counted.get(("accepted", "")) == 1 and counted.get(("duplicate", "")) == 1, counted
        assert counted.get(("aborted", "VERSION_MISMATCH")) == 1, counted
        assert counted.get(("failed_precondition", rule)) == 1, counted


async def test_a_creation_the_service_refuses_as_a_frame_answers_as_its_call_would_and_makes_nothing(
    muxed: LocalPlatform,
) -> None:
    """CreateMatch rides on the PlayMany calls as a frame: a request the service refuses gets the
    status and message a call of its own got, and no match comes of it."""
    async with grpc.aio.insecure_channel(muxed.gateway_address) as channel:
        gateway = gateway_stub(channel)
        listed = await gateway.ListMatches(gateway_pb2.ListMatchesRequest(game="ark", limit=500), timeout=SOON)
        with pytest.raises(grpc.aio.AioRpcError) as refused:
            await gateway.CreateMatch(gateway_pb2.CreateMatchRequest(game="ark", seats=[HUMAN]), timeout=SOON)
        assert refused.value.code() == grpc.StatusCode.INVALID_ARGUMENT, refused.value
        assert "seat" in (refused.value.details() or ""), refused.value
        with pytest.raises(grpc.aio.AioRpcError) as unknown:
            await gateway.CreateMatch(gateway_pb2.CreateMatchRequest(game="chess", seats=[HUMAN] * 2), timeout=SOON)
        assert unknown.value.code() == grpc.StatusCode.NOT_FOUND, unknown.value
        after = await gateway.ListMatches(gateway_pb2.ListMatchesRequest(game="ark", limit=500), timeout=SOON)
        assert [m.match_id for m in after.matches] == [m.match_id for m in listed.matches]
    many, single = _open_streams(muxed)
    assert many >= 1 and single == 0, (many, single)
