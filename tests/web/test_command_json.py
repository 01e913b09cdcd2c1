"""The web face's JSON writer (gateway/webface/command_json.py) against json_format: every message
that carries commands — a legal list of every game, events and answers holding one, a Play batch
— parses to exactly what `json_format.MessageToDict` gives for it, from a cold cache and a warm
one; messages without commands are json_format's own."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

import pytest
from google.protobuf import descriptor_pool, json_format
from google.protobuf.message import Message
from ludus.v1 import common_pb2, gateway_pb2

from gateway.webface.command_json import JsonWriter
from services import games
from services.core.codec import pack
from services.core.simulate import start


def expected(message: Message) -> dict[str, Any]:
    result: dict[str, Any] = json_format.MessageToDict(message, always_print_fields_with_no_presence=True)
    return result


def legal_lists(game_name: str, lists: int = 6, seed: bytes = b"command-json") -> list[Sequence[Message]]:
    """Legal lists of one seat at a few points of a random match (not empty)."""
    from services.core.rng import decide_rng

    game = games.load(game_name)
    state, events = start(game, max(2, game.min_seats), seed)
    chooser = random.Random(seed)
    version, found = 1 + len(events), list[Sequence[Message]]()
    for _ in range(200):
        if game.is_over(state) or not game.awaiting(state) or len(found) >= lists:
            break
        seat = game.awaiting(state)[0]
        commands = game.legal_commands(state, seat)
        if not commands:
            break
        found.append(commands)
        events = game.decide(state, seat, chooser.choice(commands), decide_rng(seed, version))
        state, version = game.fold(state, events), version + len(events)
    assert found, game_name
    return found


def messages_with(commands: Sequence[Message]) -> list[Message]:
    packed = [pack(command) for command in commands[:300]]
    legal = common_pb2.LegalCommands(commands=packed, total=len(commands), version=7, truncated=True)
    event = common_pb2.MatchEvent(version=7, awaiting=[0], legal=legal)
    return [
        gateway_pb2.ListLegalCommandsResponse(version=7, commands=packed, total=len(commands)),
        gateway_pb2.SubmitCommandResponse(version=7, events=[event, common_pb2.MatchEvent(version=6)], legal=legal),
        gateway_pb2.PlayResponse(
            batch=gateway_pb2.PlayBatch(
                events=[common_pb2.MatchEvent(version=6), event], answer=gateway_pb2.PlayAnswer(command_id="a")
            )
        ),
        gateway_pb2.PlayResponse(event=event),
        gateway_pb2.CheckCommandsRequest(match_id="m", token="t", commands=packed[:5]),
        # A legal list whose only field set is its commands: the submessage still shows.
        common_pb2.MatchEvent(version=7, legal=common_pb2.LegalCommands(commands=packed[:3])),
    ]


@pytest.mark.parametrize("game", games.names())
def test_every_message_carrying_a_games_commands_writes_as_json_format_does(game: str) -> None:
    writer = JsonWriter(descriptor_pool.Default())
    for commands in legal_lists(game):
        for message in messages_with(commands):
            want = expected(message)
            assert json.loads(writer.dumps(message)) == want  # cold, for some of the commands
            assert json.loads(writer.dumps(message)) == want  # every command from the cache
    assert writer.command.cache_info().hits > 0  # type: ignore[attr-defined]


def test_messages_without_commands_are_json_formats_own() -> None:
    writer = JsonWriter(descriptor_pool.Default())
    for message in [
        gateway_pb2.ListLegalCommandsResponse(version=3),
        common_pb2.MatchEvent(version=2, awaiting=[1, 0], status=common_pb2.MATCH_STATUS_ACTIVE),
        gateway_pb2.GetMatchResponse(match=common_pb2.MatchInfo(match_id="m", game="ark")),
        gateway_pb2.PlayResponse(presence=gateway_pb2.SeatPresence(seat=1, connected=True)),
    ]:
        assert json.loads(writer.dumps(message)) == expected(message)


def test_the_message_written_is_left_as_it_was() -> None:
    writer = JsonWriter(descriptor_pool.Default())
    commands = legal_lists("ark", lists=1)[0]
    message = messages_with(commands)[1]
    before = message.SerializeToString()
    writer.dumps(message)
    assert message.SerializeToString() == before


def test_the_cache_is_bounded() -> None:
    writer = JsonWriter(descriptor_pool.Default(), cached=10)
    commands = [pack(command) for command in legal_lists("arkadia", lists=1)[0][:40]]
    writer.dumps(gateway_pb2.ListLegalCommandsResponse(commands=commands))
    assert writer.command.cache_info().currsize == 10  # type: ignore[attr-defined]
