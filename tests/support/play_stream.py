"""A Play-stream client for tests: the loop a real client writes (docs/api.md), transport-free.

`play_seat` reads PlayResponses from any transport (the in-memory session, gRPC, the WebSocket)
and sends a random legal command whenever the latest event says the seat is awaited, using only
what the stream delivers: no GetView, no ListLegalCommands."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field

from ludus.v1 import common_pb2, gateway_pb2

from services.core.rng import Rng

Send = Callable[[gateway_pb2.PlayCommand], Awaitable[None]]


@dataclass
class Played:
    """What one seat's stream delivered, in order."""

    events: list[common_pb2.MatchEvent] = field(default_factory=list)
    answers: list[gateway_pb2.PlayAnswer] = field(default_factory=list)
    sent: list[gateway_pb2.PlayCommand] = field(default_factory=list)
    #: Commands sent again on a new stream because the old one had not answered them.
    resent: list[gateway_pb2.PlayCommand] = field(default_factory=list)
    #: The version of the last event a command was chosen from: kept across reconnects, so that a
    #: seat awaited at the last event of a broken stream still acts on the new one (which sends
    #: nothing until the match moves, and the match waits for that seat).
    tried: int = 0
    #: With PlayRequest.batch: the version of each batch's last event (the one carrying `legal`).
    batch_ends: set[int] = field(default_factory=set)
    #: With PlayRequest.batch: how many PlayBatch messages came.
    batches: int = 0


async def play_seat(
    responses: AsyncIterator[gateway_pb2.PlayResponse],
    send: Send,
    rng: Rng,
    played: Played | None = None,
    stop_after_events: int | None = None,
) -> Played:
    """Play until the stream ends (after MatchEnded), or until `stop_after_events` events were
    received on this stream (to test reconnects; a batch is received whole). One command in
    flight at a time, pinned to the version of the event whose legal list it came from; a
    refused one (another seat was first) waits for the next event."""
    played = played or Played()
    received = 0
    pending = False

    async def act_if_awaited() -> bool:
        latest = played.events[-1] if played.events else None
        if pending or latest is None or not latest.legal.commands or latest.version <= played.tried:
            return False
        played.tried = latest.version
        command = gateway_pb2.PlayCommand(
            command_id=uuid.uuid4().hex, expected_version=latest.version, command=rng.choice(latest.legal.commands)
        )
        played.sent.append(command)
        await send(command)
        return True

    # A reconnect: the command the old stream did not answer is sent again, with its id.
    answered = {answer.command_id for answer in played.answers}
    for command in [command for command in played.sent if command.command_id not in answered]:
        played.resent.append(command)
        pending = True
        await send(command)
    pending = await act_if_awaited() or pending
    async for response in responses:
        if response.HasField("presence"):
            continue  # seats coming and going: nothing to play
        if response.HasField("batch"):
            played.batches += 1
            played.events.extend(response.batch.events)
            received += len(response.batch.events)
            if response.batch.events:
                played.batch_ends.add(response.batch.events[-1].version)
            if response.batch.HasField("answer"):
                played.answers.append(response.batch.answer)
                pending = False
        elif response.HasField("event"):
            played.events.append(response.event)
            received += 1
        else:
            played.answers.append(response.answer)
            pending = False
        if stop_after_events is not None and received >= stop_after_events:
            return played
        pending = await act_if_awaited() or pending
    return played


def versions(events: list[common_pb2.MatchEvent]) -> list[int]:
    return [event.version for event in events]


def without_enrichment(event: common_pb2.MatchEvent) -> common_pb2.MatchEvent:
    """The event as WatchMatch and GetHistory send it (awaiting, status and legal cleared)."""
    plain = common_pb2.MatchEvent()
    plain.CopyFrom(event)
    for name in ("awaiting", "status", "legal"):
        plain.ClearField(name)
    return plain
