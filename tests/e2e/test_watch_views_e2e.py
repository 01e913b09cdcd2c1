"""WatchMatch with `views` through the gateway, on the real platform: a seat over gRPC and a
spectator over the web face's WebSocket (JSON) receive, on the last event of each delivery, what
GetView answers at that version — the view as each may see it and the match's summary, with the
seats' presence and the watchers filled in by the gateway — so a table needs no GetView per move."""

from __future__ import annotations

import asyncio
import json
import random
import uuid
from typing import Any

import aiohttp
import grpc
from google.protobuf import json_format
from ludus.v1 import arkadia_pb2, gateway_pb2

from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform
from tests.support.play import HUMAN, create

MOVES = 12


async def grpc_watch(platform: LocalPlatform, match_id: str, token: str, until: asyncio.Event) -> list[Any]:
    received: list[Any] = []
    async with grpc.aio.insecure_channel(platform.gateway_address) as channel:
        request = gateway_pb2.WatchMatchRequest(match_id=match_id, token=token, enrich=True, views=True)
        call = gateway_stub(channel).WatchMatch(request)
        reading = asyncio.ensure_future(_read(call, received))
        await until.wait()
        await asyncio.sleep(1.0)  # the last moves' events are on their way
        call.cancel()
        reading.cancel()
    return received


async def _read(call: Any, into: list[Any]) -> None:
    async for event in call:
        into.append(event)


async def ws_watch(platform: LocalPlatform, match_id: str, until: asyncio.Event) -> list[dict[str, Any]]:
    received: list[dict[str, Any]] = []
    url = f"ws://{platform.http_address}/ludus.v1.Gateway/WatchMatch"
    async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
        await ws.send_str(json.dumps({"matchId": match_id, "enrich": True, "views": True}))

        async def read() -> None:
            async for message in ws:
                received.append(json.loads(message.data))

        reading = asyncio.ensure_future(read())
        await until.wait()
        await asyncio.sleep(1.0)
        reading.cancel()
    return received


async def test_watchers_get_what_get_view_answers_with_the_last_event_of_each_delivery(
    gateway: Any, platform: LocalPlatform
) -> None:
    match_id, tokens = create(gateway, "arkadia", [HUMAN, HUMAN])
    done = asyncio.Event()
    seat_stream = asyncio.ensure_future(grpc_watch(platform, match_id, tokens[0], done))
    spectator_stream = asyncio.ensure_future(ws_watch(platform, match_id, done))
    await asyncio.sleep(1.0)  # both streams open, the spectator counted among the watchers
    rng = random.Random(15)
    for _ in range(MOVES):
        match = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
        seat = match.awaiting[0]
        legal = gateway.ListLegalCommands(
            gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[seat], limit=1000), timeout=10
        )
        gateway.SubmitCommand(
            gateway_pb2.SubmitCommandRequest(
                match_id=match_id,
                token=tokens[seat],
                command=rng.choice(legal.commands),
                expected_version=legal.version,
                command_id=uuid.uuid4().hex,
            ),
            timeout=10,
        )
    # What GetView answers now, for the seat and for a spectator (while both streams are open).
    seat_view = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=tokens[0]), timeout=10)
    spectator_view = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id), timeout=10)
    done.set()
    seat_events, spectator_events = await seat_stream, await spectator_stream

    assert [event.version for event in seat_events] == list(range(1, seat_view.version + 1))
    with_views = [event for event in seat_events if event.HasField("view")]
    assert seat_events[-1] in with_views and 2 <= len(with_views) < len(seat_events)
    assert all(event.HasField("match") for event in with_views)
    last = seat_events[-1]
    assert last.view == seat_view.view
    assert last.match == seat_view.match
    # The gateway filled the summary's live parts: the seat's own stream keeps it present, the
    # spectator's WebSocket is an anonymous watcher.
    assert last.match.seats[0].connected and last.match.anonymous_watchers >= 1

    assert [int(event["version"]) for event in spectator_events] == list(range(1, spectator_view.version + 1))
    final = spectator_events[-1]
    assert "view" in final and "match" in final
    assert spectator_view.view.Is(arkadia_pb2.ArkadiaView.DESCRIPTOR)
    expected = json_format.MessageToDict(spectator_view, always_print_fields_with_no_presence=True)
    assert final["view"] == expected["view"]
    assert final["match"] == expected["match"]
    # The spectator's view is not the seat's: seat 0's hand is in its own view only.
    assert last.view != spectator_view.view
    assert sum("view" in event for event in spectator_events) < len(spectator_events)
