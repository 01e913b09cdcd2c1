"""Reflection serves every message a client can meet: a client that knows only the gateway's
address plays a match of every game with types built from reflection alone, under both protocol
names (grpc.reflection.v1 and v1alpha), and the published descriptor set says the same."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import grpc
from google.protobuf import descriptor_pb2
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc

from services import games
from services.launcher import LocalPlatform

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "tests" / "support" / "reflection_client.py"
V1 = "/grpc.reflection.v1.ServerReflection/ServerReflectionInfo"


def _ask(
    channel: grpc.Channel, request: reflection_pb2.ServerReflectionRequest, method: str = ""
) -> reflection_pb2.ServerReflectionResponse:
    if method:
        # v1 has v1alpha's messages under another package: the same bytes on the wire.
        call = channel.stream_stream(
            method,
            request_serializer=reflection_pb2.ServerReflectionRequest.SerializeToString,
            response_deserializer=reflection_pb2.ServerReflectionResponse.FromString,
        )
    else:
        call = reflection_pb2_grpc.ServerReflectionStub(channel).ServerReflectionInfo
    replies: list[reflection_pb2.ServerReflectionResponse] = list(call(iter([request]), timeout=10))
    return replies[0]


def test_a_client_knowing_only_the_address_plays_every_game_from_reflection(platform: LocalPlatform) -> None:
    run = subprocess.run(
        [sys.executable, "-P", str(CLIENT), platform.gateway_address], capture_output=True, text=True, timeout=1500
    )
    assert run.returncode == 0, run.stderr[-3000:]
    report = json.loads(run.stdout)
    assert report["ludus_modules"] == [], "the client imported Ludus's generated code"
    assert sorted(report["games"]) == sorted(games.names())
    for name, played in report["games"].items():
        game = games.load(name)
        assert played["finished"], f"{name} did not finish"
        assert played["moves"] > 0
        details = game.result_details_type
        assert details is not None and played["result_details_type"] == details.DESCRIPTOR.full_name
        assert played["details_type"] == played["result_details_type"]
        assert played["view_type"] == game.view_type.DESCRIPTOR.full_name
        # Every Any the client met was decoded with a type from reflection: commands, events
        # (inside each MatchEvent), views and the result's details.
        for message in (game.command_type, game.event_type, game.view_type):
            assert report["decoded"].get(message.DESCRIPTOR.full_name, 0) > 0, message.DESCRIPTOR.full_name
    for platform_event in ("ludus.v1.MatchCreated", "ludus.v1.MatchEnded"):
        assert report["decoded"].get(platform_event, 0) > 0


def test_both_reflection_protocols_answer_alike_for_gateway_game_and_error_types(platform: LocalPlatform) -> None:
    with grpc.insecure_channel(platform.gateway_address) as channel:
        listed = _ask(channel, reflection_pb2.ServerReflectionRequest(list_services=""), V1)
        names = {service.name for service in listed.list_services_response.service}
        assert {
            "ludus.v1.Gateway",
            "grpc.reflection.v1.ServerReflection",
            "grpc.reflection.v1alpha.ServerReflection",
        } <= names
        symbols = [
            "ludus.v1.ArkCommand",
            "ludus.v1.ZappZerappView",
            "google.rpc.Status",
            "google.rpc.ErrorInfo",
            "ludus.v1.GameInfo",
        ]
        for symbol in symbols:
            request = reflection_pb2.ServerReflectionRequest(file_containing_symbol=symbol)
            alpha, v1 = _ask(channel, request), _ask(channel, request, V1)
            assert alpha.HasField("file_descriptor_response"), symbol
            assert alpha.file_descriptor_response == v1.file_descriptor_response
            files = [
                descriptor_pb2.FileDescriptorProto.FromString(b)
                for b in v1.file_descriptor_response.file_descriptor_proto
            ]
            assert any(symbol.rpartition(".")[2] in {m.name for m in f.message_type} for f in files)
        described = _ask(
            channel,
            reflection_pb2.ServerReflectionRequest(file_containing_symbol="grpc.reflection.v1.ServerReflection"),
            V1,
        )
        assert described.HasField("file_descriptor_response")
        for unknown in ("ludus.v1.NoSuchMessage", "x" * 10_000):
            missing = _ask(channel, reflection_pb2.ServerReflectionRequest(file_containing_symbol=unknown), V1)
            assert missing.error_response.error_code == grpc.StatusCode.NOT_FOUND.value[0]
            assert len(missing.error_response.error_message) < 300


def test_the_published_descriptor_set_holds_the_public_api_and_google_rpc() -> None:
    shipped = descriptor_pb2.FileDescriptorSet.FromString((ROOT / "protos" / "ludus.binpb").read_bytes())
    names = {file.name for file in shipped.file}
    assert {
        "ludus/v1/gateway.proto",
        "ludus/v1/common.proto",
        "google/rpc/status.proto",
        "google/rpc/error_details.proto",
    } <= names
    assert "google/protobuf/any.proto" in names  # --include_imports
    assert not any(name.startswith("ludus/backend/") for name in names)  # the internal API is not published
    gateway = next(file for file in shipped.file if file.name == "ludus/v1/gateway.proto")
    assert gateway.source_code_info.location  # --include_source_info: the comments travel too
    for name in games.names():
        assert f"ludus/v1/{name}.proto" in names
