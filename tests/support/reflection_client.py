"""A client that knows nothing of Ludus but the gateway's address: every message type it uses,
sends or decodes comes from the gateway's server reflection, none from Ludus's generated code.
tests/e2e/test_reflection_client.py runs it in its own interpreter and checks that no
`ludus` module was ever imported.

    python -P tests/support/reflection_client.py HOST:PORT   # prints a JSON report on stdout
"""

from __future__ import annotations

import json
import random
import sys
import time
import uuid
from collections import Counter
from typing import Any

import grpc
from google.protobuf import any_pb2, descriptor_pool, message_factory
from google.protobuf.message import Message
from grpc_reflection.v1alpha.proto_reflection_descriptor_database import ProtoReflectionDescriptorDatabase

GATEWAY = "ludus.v1.Gateway"


class ReflectedPool:
    """A private descriptor pool filled, on demand, from the server's reflection (grpcio-
    reflection's client-side database: the reflection protocol is the one thing such a client
    must know)."""

    def __init__(self, channel: grpc.Channel) -> None:
        self.pool = descriptor_pool.DescriptorPool(ProtoReflectionDescriptorDatabase(channel))
        self.decoded: Counter[str] = Counter()

    def cls(self, full_name: str) -> Any:
        return message_factory.GetMessageClass(self.pool.FindMessageTypeByName(full_name))

    def enum(self, full_name: str, value: str) -> int:
        number: int = self.pool.FindEnumTypeByName(full_name).values_by_name[value].number
        return number

    def unpack(self, packed: Message) -> Message:
        """Decode an Any with a class built from reflection, and every Any inside it."""
        any_message = any_pb2.Any()
        any_message.ParseFromString(packed.SerializeToString())
        inner: Message = self.cls(any_message.TypeName())()
        inner.ParseFromString(any_message.value)
        self.decoded[any_message.TypeName()] += 1
        self.walk(inner)
        return inner

    def walk(self, message: Message) -> None:
        """Decode every Any anywhere inside `message`."""
        for field, value in message.ListFields():
            if field.message_type is None:
                continue
            if field.message_type.GetOptions().map_entry:
                entry_value = field.message_type.fields_by_name["value"]
                items = list(value.values()) if entry_value.message_type is not None else []
            else:
                items = list(value) if field.is_repeated else [value]
            for item in items:
                if item.DESCRIPTOR.full_name == "google.protobuf.Any":
                    if item.type_url:
                        self.unpack(item)
                else:
                    self.walk(item)


class Client:
    def __init__(self, address: str) -> None:
        self.channel = grpc.insecure_channel(address)
        self.types = ReflectedPool(self.channel)
        self.gateway = self.types.pool.FindServiceByName(GATEWAY)

    def call(self, method: str, **fields: Any) -> Any:
        descriptor = self.gateway.methods_by_name[method]
        request_cls = message_factory.GetMessageClass(descriptor.input_type)
        response_cls = message_factory.GetMessageClass(descriptor.output_type)
        request = request_cls(**fields)
        stub: Any = self.channel.unary_unary(
            f"/{GATEWAY}/{method}",
            request_serializer=lambda message: message.SerializeToString(),
            response_deserializer=response_cls.FromString,
        )
        response = stub(request, timeout=30)
        self.types.walk(response)
        return response


def play(client: Client, game: Any, rng: random.Random, timeout: float) -> dict[str, Any]:
    human = client.types.enum("ludus.v1.SeatKind", "SEAT_KIND_HUMAN")
    finished = client.types.enum("ludus.v1.MatchStatus", "MATCH_STATUS_FINISHED")
    seat_spec = client.types.cls("ludus.v1.SeatSpec")
    created = client.call("CreateMatch", game=game.name, seats=[seat_spec(kind=human)] * game.min_seats)
    match_id = created.match.match_id
    tokens = {entry.seat: entry.token for entry in created.seat_tokens}
    moves = 0
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        match = client.call("GetMatch", match_id=match_id).match
        if match.status == finished:
            details = client.types.unpack(match.result.details) if match.result.details.type_url else None
            for event in client.call("GetHistory", match_id=match_id).events:
                client.types.unpack(event.event)
            return {
                "moves": moves,
                "finished": True,
                "details_type": details.DESCRIPTOR.full_name if details is not None else "",
                "view_type": client.types.unpack(client.call("GetView", match_id=match_id).view).DESCRIPTOR.full_name,
            }
        for seat in match.awaiting:
            legal = client.call("ListLegalCommands", match_id=match_id, token=tokens[seat])
            if not legal.commands:
                continue
            command = rng.choice(list(legal.commands))
            client.types.unpack(command)
            try:
                answer = client.call(
                    "SubmitCommand",
                    match_id=match_id,
                    token=tokens[seat],
                    command=command,
                    expected_version=legal.version,
                    command_id=uuid.uuid4().hex,
                )
            except grpc.RpcError as error:
                # Another seat (or a timer) moved first: read the match again.
                if error.code() in (grpc.StatusCode.ABORTED, grpc.StatusCode.FAILED_PRECONDITION):
                    continue
                raise
            moves += 1
            for event in answer.events:
                client.types.unpack(event.event)
            break
        else:
            time.sleep(0.05)  # nobody we hold is awaited: a timer or the workers will move
    return {"moves": moves, "finished": False}


def main(address: str) -> int:
    client = Client(address)
    games = client.call("ListGames").games
    rng = random.Random(20261201)
    report: dict[str, Any] = {"games": {}}
    for game in games:
        if game.static_data.type_url:
            client.types.unpack(game.static_data)
        result = play(client, game, rng, timeout=240)
        result["result_details_type"] = game.result_details_type
        result["types"] = [game.command_type, game.event_type, game.view_type, game.options_type]
        for name in result["types"]:
            client.types.cls(name)
        report["games"][game.name] = result
    report["decoded"] = dict(client.types.decoded)
    report["ludus_modules"] = sorted(name for name in sys.modules if name == "ludus" or name.startswith("ludus."))
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
