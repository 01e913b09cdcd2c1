"""The gateway's HTTP/JSON face against its gRPC face, on the real platform: the same scripted match
gives identical streams (WatchMatch over gRPC, over the WebSocket and as NDJSON, and GetHistory),
the same errors (HTTP status from the gRPC code, with the same message and rule code), and an
OpenAPI document generated from the service and every game's messages."""

from __future__ import annotations

import asyncio
import itertools
import json
import time
import uuid
from typing import Any

import aiohttp
import grpc
import pytest
from google.protobuf import json_format
from ludus.v1 import ark_pb2, common_pb2, gateway_pb2

from gateway.webface.face import WEB_ROOT
from services import games
from services.core.codec import pack
from services.launcher import LocalPlatform
from tests.support.grpc_errors import text_trailer
from tests.support.play import HUMAN, Watcher, create

SERVICE = "/ludus.v1.Gateway/"


def to_proto(document: dict[str, Any], message: Any) -> Any:
    json_format.ParseDict(document, message)
    return message


async def post(session: aiohttp.ClientSession, url: str, method: str, body: Any) -> tuple[int, dict[str, Any]]:
    data = body if isinstance(body, str) else json.dumps(body)
    async with session.post(f"{url}{SERVICE}{method}", data=data) as response:
        return response.status, await response.json()


async def ws_events(
    session: aiohttp.ClientSession, url: str, request: dict[str, Any]
) -> tuple[list[dict[str, Any]], int]:
    events: list[dict[str, Any]] = []
    async with session.ws_connect(f"{url.replace('http', 'ws', 1)}{SERVICE}WatchMatch") as ws:
        await ws.send_str(json.dumps(request))
        async for message in ws:
            events.append(json.loads(message.data))
        return events, ws.close_code or 0


async def play_script(url: str, gateway: Any, match_id: str, tokens: dict[int, str], commands: int) -> None:
    """Move `commands` times, always the first legal command; even moves through HTTP/JSON, odd ones
    through gRPC (both faces act on one match)."""
    async with aiohttp.ClientSession() as session:
        for move in range(commands):
            match = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
            if match.status == common_pb2.MATCH_STATUS_FINISHED:
                return
            seat = match.awaiting[0]
            token = tokens[seat]
            if move % 2 == 0:
                status, legal = await post(session, url, "ListLegalCommands", {"matchId": match_id, "token": token})
                assert status == 200, legal
                status, reply = await post(
                    session,
                    url,
                    "SubmitCommand",
                    {
                        "matchId": match_id,
                        "token": token,
                        "command": legal["commands"][0],
                        "expectedVersion": legal["version"],
                        "commandId": uuid.uuid4().hex,
                    },
                )
                assert status == 200, reply
                assert int(reply["version"]) > int(legal["version"])
            else:
                grpc_legal = gateway.ListLegalCommands(
                    gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token), timeout=10
                )
                gateway.SubmitCommand(
                    gateway_pb2.SubmitCommandRequest(
                        match_id=match_id,
                        token=token,
                        command=grpc_legal.commands[0],
                        expected_version=grpc_legal.version,
                        command_id=uuid.uuid4().hex,
                    ),
                    timeout=10,
                )


@pytest.mark.parametrize("game", games.names())
async def test_a_scripted_match_gives_identical_streams_over_json_and_grpc(
    gateway: Any, platform: LocalPlatform, game: str
) -> None:
    url = f"http://{platform.http_address}"
    info = games.load(game)
    match_id, tokens = create(gateway, game, [HUMAN] * info.min_seats)
    grpc_spectator = Watcher(gateway, match_id).start()
    grpc_seat = Watcher(gateway, match_id, tokens[0]).start()
    await play_script(url, gateway, match_id, tokens, commands=24)
    # End the stream deterministically: the match may still run, so watch up to now over both faces.
    version = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match.version
    async with aiohttp.ClientSession() as session:
        for token in ("", tokens[0]):
            status, history = await post(
                session, url, "GetHistory", {"matchId": match_id, "token": token, "toVersion": str(version)}
            )
            assert status == 200
            grpc_history = gateway.GetHistory(
                gateway_pb2.GetHistoryRequest(match_id=match_id, token=token, to_version=version), timeout=30
            )
            json_history = to_proto(history, gateway_pb2.GetHistoryResponse())
            assert json_history.SerializeToString(deterministic=True) == grpc_history.SerializeToString(
                deterministic=True
            )
            status, view = await post(session, url, "GetView", {"matchId": match_id, "token": token})
            grpc_view = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=token), timeout=10)
            if grpc_view.version == int(view["version"]):  # a game timer may have moved the match between
                assert to_proto(view, gateway_pb2.GetViewResponse()) == grpc_view

        # Streams: WebSocket and NDJSON from the start, compared event by event with gRPC's.
        async def ws_until(token: str) -> list[Any]:
            received: list[Any] = []
            async with session.ws_connect(f"{url.replace('http', 'ws', 1)}{SERVICE}WatchMatch") as ws:
                await ws.send_str(json.dumps({"matchId": match_id, "token": token}))
                while len(received) < version:
                    message = await asyncio.wait_for(ws.receive(), 30)
                    received.append(to_proto(json.loads(message.data), common_pb2.MatchEvent()))
            return received

        ws_spectator, ws_seat = await ws_until(""), await ws_until(tokens[0])
        async with session.post(f"{url}{SERVICE}WatchMatch", json={"matchId": match_id}) as response:
            assert response.headers["Content-Type"].startswith("application/x-ndjson")
            ndjson: list[Any] = []
            async for line in response.content:
                ndjson.append(to_proto(json.loads(line), common_pb2.MatchEvent()))
                if len(ndjson) == version:
                    break

    def first(watcher: Watcher) -> list[bytes]:
        deadline = time.monotonic() + 30
        while len(watcher.events) < version and time.monotonic() < deadline:
            time.sleep(0.05)
        return [event.SerializeToString(deterministic=True) for event in watcher.events[:version]]

    spectator_bytes = first(grpc_spectator)
    seat_bytes = first(grpc_seat)
    assert len(spectator_bytes) == version
    assert [event.SerializeToString(deterministic=True) for event in ws_spectator] == spectator_bytes
    assert [event.SerializeToString(deterministic=True) for event in ndjson] == spectator_bytes
    assert [event.SerializeToString(deterministic=True) for event in ws_seat] == seat_bytes
    # What a seat sees is not what a spectator sees (its own hidden information, its command ids).
    assert seat_bytes != spectator_bytes
    assert [event.version for event in ws_seat] == list(range(1, version + 1))


def grpc_failure(call: Any, request: Any) -> grpc.RpcError:
    with pytest.raises(grpc.RpcError) as caught:
        call(request, timeout=10)
    return caught.value


def rule_code(error: grpc.RpcError) -> str:
    return text_trailer(error, "ludus-rule-code") or ""


async def test_errors_are_the_grpc_errors_with_http_statuses(gateway: Any, platform: LocalPlatform) -> None:
    url = f"http://{platform.http_address}"
    match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
    match = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
    waiting = next(seat for seat in range(3) if seat not in match.awaiting)
    legal = gateway.ListLegalCommands(
        gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[match.awaiting[0]]), timeout=10
    )
    huge = ark_pb2.ArkCommand(draw=ark_pb2.ArkDraw(display_card="x" * 70_000))
    cases = [
        # (request, HTTP status)
        (gateway_pb2.GetViewRequest(match_id="ark-nope"), "GetView", 404),
        (gateway_pb2.GetViewRequest(match_id=match_id, token="not-a-token"), "GetView", 401),
        (gateway_pb2.CreateMatchRequest(game="chess"), "CreateMatch", 404),
        (gateway_pb2.SubmitCommandRequest(match_id=match_id, command=legal.commands[0]), "SubmitCommand", 401),
        (
            gateway_pb2.SubmitCommandRequest(match_id=match_id, token=tokens[waiting], command=legal.commands[0]),
            "SubmitCommand",
            400,
        ),
        (
            gateway_pb2.SubmitCommandRequest(
                match_id=match_id,
                token=tokens[match.awaiting[0]],
                command=legal.commands[0],
                expected_version=legal.version - 1,
            ),
            "SubmitCommand",
            409,
        ),
        (
            gateway_pb2.SubmitCommandRequest(match_id=match_id, token=tokens[match.awaiting[0]], command=pack(huge)),
            "SubmitCommand",
            400,
        ),
    ]
    async with aiohttp.ClientSession() as session:
        for request, method, http_status in cases:
            error = grpc_failure(getattr(gateway, method), request)
            status, body = await post(session, url, method, json_format.MessageToJson(request))
            assert status == http_status, (method, body)
            assert body["status"] == error.code().name
            assert body["code"] == error.code().value[0]
            assert body["message"] == error.details()
            assert body.get("ruleCode", "") == rule_code(error)
            if rule_code(error):
                assert body["details"][0]["reason"] == rule_code(error)
        # The rule violation carried its rule code (NOT_YOUR_TURN) in the body and in a header.
        command = json_format.MessageToDict(legal.commands[0])
        body_json = {"matchId": match_id, "token": tokens[waiting], "command": command}
        async with session.post(f"{url}{SERVICE}SubmitCommand", json=body_json) as response:
            assert response.status == 400
            assert response.headers["ludus-rule-code"] == "NOT_YOUR_TURN"
            assert (await response.json())["status"] == "FAILED_PRECONDITION"
        # Malformed JSON and unknown fields are the web face's own INVALID_ARGUMENT.
        for text in ("{not json", '{"matchId": 3, "bogus": true}'):
            status, body = await post(session, url, "GetView", text)
            assert status == 400 and body["status"] == "INVALID_ARGUMENT"
        # The WebSocket reports a bad token and closes with 4000 + the HTTP status.
        events, code = await ws_events(session, url, {"matchId": match_id, "token": "forged"})
        assert code == 4401 and events[-1]["error"]["ruleCode"] == "TOKEN_INVALID"
    assert gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match.version == match.version


async def test_openapi_describes_every_rpc_and_every_games_messages(gateway: Any, platform: LocalPlatform) -> None:
    url = f"http://{platform.http_address}"
    async with aiohttp.ClientSession() as session, session.get(f"{url}/openapi.json") as response:
        document = await response.json()
    service = gateway_pb2.DESCRIPTOR.services_by_name["Gateway"]
    assert set(document["paths"]) == {f"{SERVICE}{method.name}" for method in service.methods}
    schemas = document["components"]["schemas"]
    for name in games.names():
        game = games.load(name)
        for message in (game.command_type, game.event_type, game.view_type, game.options_type):
            assert message.DESCRIPTOR.full_name in schemas, message.DESCRIPTOR.full_name
    command = schemas["ludus.v1.SubmitCommandRequest"]["properties"]
    assert command["expectedVersion"] == {"type": "string", "format": "uint64"}
    assert command["command"] == {"$ref": "#/components/schemas/google.protobuf.Any"}
    assert "WebSocket" in document["paths"][f"{SERVICE}WatchMatch"]["post"]["description"]


async def test_the_web_client_is_served(platform: LocalPlatform) -> None:
    url = f"http://{platform.http_address}"
    async with aiohttp.ClientSession() as session:
        async with session.get(f"{url}/") as response:
            assert response.status == 200 and '<script type="module" src="/web/js/app.js">' in await response.text()
        # Every board module there is, and the generic board that shows a game without one.
        boards = sorted(path.name for path in (WEB_ROOT / "js" / "games").glob("*.js"))
        assert {"index.js", "generic.js"} <= set(boards)
        assets = ["js/app.js", "style.css", *(f"js/games/{name}" for name in boards)]
        for asset in assets:
            async with session.get(f"{url}/web/{asset}") as response:
                assert response.status == 200, asset


async def test_bodies_that_are_not_utf8_json_get_a_400_that_says_so(platform: LocalPlatform) -> None:
    url = f"http://{platform.http_address}"
    async with aiohttp.ClientSession() as session:
        cases = [
            (b'{"matchId": "\xff\xfe"}', "application/json", "not valid UTF-8"),
            ('{"matchId": "x"}'.encode("utf-16"), "application/json; charset=utf-16", "UTF-8"),
            (b"{}", "application/json; charset=klingon", "UTF-8"),
        ]
        for body, content_type, says in cases:
            async with session.post(
                f"{url}{SERVICE}GetMatch", data=body, headers={"Content-Type": content_type}
            ) as response:
                assert response.status == 400, (content_type, response.status)
                answer = await response.json()
                assert answer["status"] == "INVALID_ARGUMENT" and says in answer["message"]


async def test_a_huge_match_id_is_refused_without_being_echoed(gateway: Any, platform: LocalPlatform) -> None:
    huge = "ark-" + "x" * 900_000
    async with aiohttp.ClientSession() as session:
        status, answer = await post(session, f"http://{platform.http_address}", "GetMatch", {"matchId": huge})
    assert status == 400 and answer["status"] == "INVALID_ARGUMENT" and len(answer["message"]) < 200
    with pytest.raises(grpc.RpcError) as caught:
        gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id="zz-" + "y" * 5000), timeout=10)
    assert caught.value.code() == grpc.StatusCode.INVALID_ARGUMENT and len(caught.value.details() or "") < 200
    with pytest.raises(grpc.RpcError) as caught:
        gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id="nosuchgame-" + "y" * 100), timeout=10)
    assert caught.value.code() == grpc.StatusCode.NOT_FOUND and len(caught.value.details() or "") < 200


async def test_websockets_closed_by_their_clients_leave_no_traceback_in_the_log(
    gateway: Any, platform: LocalPlatform
) -> None:
    assert platform.log_dir is not None
    log = platform.log_dir / "gateway.log"
    start = log.stat().st_size
    match_id, _ = create(gateway, "ark", [HUMAN] * 3)
    url = f"http://{platform.http_address}".replace("http", "ws", 1)
    # Closed gracefully or dropped, before the request, before the first event, or while live.
    for graceful, stage in itertools.product([True, False], ["connected", "asked", "live"] * 4):
        session = aiohttp.ClientSession()
        ws = await session.ws_connect(f"{url}{SERVICE}WatchMatch")
        if stage != "connected":
            await ws.send_str(json.dumps({"matchId": match_id}))
        if stage == "live":
            await ws.receive(timeout=10)  # MatchCreated arrived
        if graceful:
            await ws.close()
        # Otherwise the connection is dropped under the socket, as a closed tab or a lost network
        # does.
        await session.close()
    await asyncio.sleep(1.0)  # let the face notice every close
    written = log.read_bytes()[start:].decode(errors="replace")
    assert "Traceback" not in written and " ERROR " not in written, written[-3000:]
