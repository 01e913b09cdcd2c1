"""How a game declares its hidden information, as it travels on the wire.

Each game says what its state hides from whom (`Game.secrets`, in the game's own `secrets.py`
beside its rules); tests/e2e/test_secrets_games.py plays whole matches through the gateway and
scans every byte each seat and a spectator received for every declared secret while it is hidden.
A declaration is therefore written in wire terms — bytes, or field numbers of a submessage at a
place in the envelopes — so that the scanner needs no schema and cannot be fooled by a leak in a
message the game did not expect.

Nothing here runs in production: it is vocabulary, kept beside the rules so that a new game
declares its secrets in its own folder instead of a hand-kept table in the tests.
"""

from __future__ import annotations

from dataclasses import dataclass

from google.protobuf.message import Message
from ludus.v1 import common_pb2, gateway_pb2

#: Protobuf wire types.
VARINT, I64, LEN, I32 = 0, 1, 2, 5


@dataclass(frozen=True)
class Secret:
    """Something hidden from everyone but `owners` (empty: from everyone).

    Found in a received blob if `raw` occurs in its bytes, or if some submessage whose path of
    field numbers ends with one of `under` (any path when empty) has every field of `fields` with
    that value (an int for varint fields, bytes for length-delimited ones; a 0 also matches the
    field's absence, as proto3 sends no zeros).
    """

    what: str
    owners: frozenset[int]
    raw: bytes = b""
    fields: tuple[tuple[int, int | bytes], ...] = ()
    under: tuple[tuple[int, ...], ...] = ()


def varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def tag(number: int, wire: int) -> bytes:
    return varint(number << 3 | wire)


def number(message: type[Message], name: str) -> int:
    """A field's number, from the game's own descriptor."""
    return int(message.DESCRIPTOR.fields_by_name[name].number)


ANY_VALUE = 2  # google.protobuf.Any.value: where every game message sits inside its envelope
#: The envelopes game messages travel in: an event in a MatchEvent (streams, answers, histories),
#: a view in GetView's or GetHistory's answer. Each `under` path is anchored at one of them.
IN_EVENT = (number(common_pb2.MatchEvent, "event"), ANY_VALUE)
IN_VIEWS = (
    (number(gateway_pb2.GetViewResponse, "view"), ANY_VALUE),
    (number(gateway_pb2.GetHistoryResponse, "view"), ANY_VALUE),
)
