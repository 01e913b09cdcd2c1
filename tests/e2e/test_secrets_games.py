"""Secrets on the wire, for every game: play whole matches through the gateway and scan every byte
each seat and a spectator received — the WatchMatch stream, SubmitCommand answers, GetView,
ListLegalCommands, GetHistory — for another seat's hidden information while it is hidden.

What is hidden comes from the full server-side log, not from the game's views or redaction: the
log is folded with the game's `evolve` to the true state at every version, and each game's
`Game.secrets` (declared beside its rules, in services/games/<game>/secrets.py, in the vocabulary
of services/core/secrets.py) lists what that state hides from whom:

    Ark              each hand card not publicly taken from the display (its owner only), a
                     chosen pet until the game is scored (its owner only), every card still in the
                     deck (nobody)
    Arkadia          hand cards that are not publicly known, a pile draw, workers and neutral
                     workers behind the screen, seals held, gold until the game is over, what a
                     cash-in paid and what the final conversion converted (their owner only), the
                     pile's order (nobody)
    Zapp Zerapp      the cans' order and the number at every position not yet revealed — held and
                     committed cans included, and uncommitted ones for the rest of the round
                     (nobody), each rattle sample of the round (its shaker only)
    Primordial Soup  nothing (its rules say so): every receiver gets exactly the same bytes, views
                     differing only in `viewer`
    every game       the match seed, until MatchEnded publishes it (nobody)

Secrets are matched the way they travel: a string as a length-prefixed field ("\\x04deer" does not
match inside "reindeer"), a number as its field's tag and varint inside a submessage that names the
owning seat and sits where that message travels (a bare byte would match anywhere; a field number
alone would match other messages), a list as its packed bytes, a sample whole with its tag and
length. The bytes are walked without the schema; field numbers come from the games' descriptors. Each blob is matched
against the secrets of the version it reflects (an event's own version, a view's version). The
tests at the end feed each scanner a deliberately leaked message to show that it can fail.
"""

from __future__ import annotations

import asyncio
import uuid
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import grpc
import pytest
from google.protobuf.message import Message
from ludus.v1 import ark_pb2, arkadia_pb2, common_pb2, gateway_pb2, zapp_zerapp_pb2
from redis.asyncio import Redis

from services import games
from services.core.audit import audit
from services.core.codec import parse
from services.core.game import Game
from services.core.match import MATCH_ENDED, empty_match, fold_events
from services.core.rng import Rng
from services.core.secrets import I32, I64, LEN, VARINT, Secret, tag, varint
from services.core.store import RedisEventStore, StoredEvent
from services.games.ark.cards import RAIN
from services.games.arkadia.messages import seals_message
from services.launcher import LocalPlatform
from tests.support.play import HUMAN, Watcher, create

Viewer = int | None

# ---------------------------------------------------------------------------------------------
# The wire: a schema-free protobuf walker
# ---------------------------------------------------------------------------------------------


def string_field(number: int, text: str) -> bytes:
    """How a string travels: its tag, its length, its bytes."""
    data = text.encode()
    return tag(number, LEN) + varint(len(data)) + data


def _read_varint(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if at >= len(data) or shift > 63:
            raise ValueError("bad varint")
        byte = data[at]
        value |= (byte & 0x7F) << shift
        at += 1
        shift += 7
        if not byte & 0x80:
            return value, at


@dataclass
class Node:
    """One (sub)message found in the bytes: its fields, and the field numbers leading to it."""

    path: tuple[int, ...]
    fields: list[tuple[int, int, int | bytes]] = field(default_factory=list)


def parse_fields(data: bytes) -> list[tuple[int, int, int | bytes]] | None:
    """The fields of `data` read as a protobuf message, or None if it is not one."""
    fields: list[tuple[int, int, int | bytes]] = []
    at = 0
    try:
        while at < len(data):
            key, at = _read_varint(data, at)
            number, wire = key >> 3, key & 7
            if number == 0:
                return None
            if wire == VARINT:
                value, at = _read_varint(data, at)
                fields.append((number, wire, value))
            elif wire == LEN:
                size, at = _read_varint(data, at)
                if at + size > len(data):
                    return None
                fields.append((number, wire, data[at : at + size]))
                at += size
            elif wire in (I64, I32):
                width = 8 if wire == I64 else 4
                if at + width > len(data):
                    return None
                fields.append((number, wire, int.from_bytes(data[at : at + width], "little")))
                at += width
            else:
                return None
    except ValueError:
        return None
    return fields


def nodes(data: bytes, path: tuple[int, ...] = ()) -> Iterator[Node]:
    """Every submessage in `data` (length-delimited fields that parse as messages, recursively)."""
    fields = parse_fields(data)
    if fields is None:
        return
    yield Node(path, fields)
    for number, wire, value in fields:
        if wire == LEN and isinstance(value, bytes) and value:
            yield from nodes(value, (*path, number))


# ---------------------------------------------------------------------------------------------
# Secrets
# ---------------------------------------------------------------------------------------------


def found_in(secret: Secret, blob: Blob) -> bool:
    return where(secret, blob) is not None


def where(secret: Secret, blob: Blob) -> str | None:
    """Where in the blob the secret is (None: nowhere); see `Secret` for the matching rules."""
    if secret.raw:
        at = blob.data.find(secret.raw)
        return None if at < 0 else f"bytes {at}..{at + len(secret.raw)}"
    candidates = [node for suffix in secret.under for node in blob.under(suffix)] if secret.under else blob.tree()
    for node in candidates:
        present = {(number, value) for number, _wire, value in node.fields}
        numbers = {number for number, _wire, _value in node.fields}
        # proto3 leaves zeros off the wire: a wanted 0 is a field absent (or sent as 0).
        if all(item in present or (item[1] == 0 and item[0] not in numbers) for item in secret.fields):
            shown = [(number, value.hex() if isinstance(value, bytes) else value) for number, _w, value in node.fields]
            return f"submessage at field path {node.path}: {shown}"
    return None


@dataclass
class Blob:
    """Bytes a receiver got, and the version they reflect."""

    viewer: Viewer
    version: int
    source: str
    data: bytes
    _tree: list[Node] | None = None

    _under: dict[tuple[int, ...], list[Node]] = field(default_factory=dict)

    def tree(self) -> list[Node]:
        if self._tree is None:
            self._tree = list(nodes(self.data))
        return self._tree

    def under(self, suffix: tuple[int, ...]) -> list[Node]:
        """The submessages whose path of field numbers ends with `suffix` (cached)."""
        if suffix not in self._under:
            self._under[suffix] = [node for node in self.tree() if node.path[-len(suffix) :] == suffix]
        return self._under[suffix]


def test_every_registered_game_declares_its_secrets() -> None:
    """Each game declares what it hides beside its rules (`Game.secrets`, its folder's secrets.py):
    no table here names a game."""
    for name in games.names():
        game, state, _setup = set_up(name, games.load(name).min_seats)
        declared = game.secrets(state, [])
        assert isinstance(declared, list) and all(isinstance(secret, Secret) for secret in declared), name


# ---------------------------------------------------------------------------------------------
# The truth, version by version, and the scan
# ---------------------------------------------------------------------------------------------


def truth(game: Game[Any], events: list[StoredEvent], seed: bytes) -> dict[int, list[Secret]]:
    """The secrets at every version, from the full log; plus the seed until MatchEnded."""
    ended = next((e.version for e in events if e.type == MATCH_ENDED), None)
    match = empty_match("truth", seed)
    found: dict[int, list[Secret]] = {}
    game_events: list[Message] = []
    for index, event in enumerate(events):
        match = fold_events(game, match, [event])
        if event.type == game.event_type.DESCRIPTOR.full_name:
            game_events.append(parse(event.data, game.event_type))
        listed = game.secrets(match.require_state(), game_events) if match.state is not None else []
        if ended is None or event.version < ended:
            listed.append(Secret("the match seed", frozenset(), raw=seed))
        found[event.version] = listed
        assert event.version == index + 1
    return found


def scan(blobs: list[Blob], secrets: dict[int, list[Secret]]) -> tuple[int, list[str]]:
    """Every (blob, secret) pair where the blob's receiver must not see the secret: the number
    checked and the leaks found."""
    checked = 0
    leaks = []
    for blob in blobs:
        for secret in secrets.get(blob.version, []):
            if blob.viewer in secret.owners:
                continue
            checked += 1
            spot = where(secret, blob)
            if spot is not None:
                leaks.append(f"{blob.source} to {_who(blob.viewer)} at version {blob.version}: {secret.what} ({spot})")
    return checked, leaks


def _who(viewer: Viewer) -> str:
    return "a spectator" if viewer is None else f"seat {viewer}"


# ---------------------------------------------------------------------------------------------
# Playing and recording every byte
# ---------------------------------------------------------------------------------------------


@dataclass
class Recording:
    match_id: str
    seats: int
    blobs: list[Blob] = field(default_factory=list)
    streams: dict[Viewer, list[common_pb2.MatchEvent]] = field(default_factory=dict)

    def add_events(self, viewer: Viewer, source: str, events: Any) -> None:
        for event in events:
            self.blobs.append(Blob(viewer, event.version, source, event.SerializeToString()))


def stored(platform: LocalPlatform, match_id: str) -> tuple[list[StoredEvent], bytes]:
    url = platform.redis_url
    assert url is not None

    async def read() -> tuple[list[StoredEvent], bytes]:
        client = Redis.from_url(url)
        try:
            store = RedisEventStore(client)
            meta = await store.meta(match_id) or {}
            return await store.read(match_id), bytes.fromhex(meta["seed"].decode())
        finally:
            await client.aclose()

    return asyncio.run(read())


def pick(game: Game[Any], commands: Any, rng: Rng) -> Any:
    """A random legal command: first a kind (the command's oneof case), then one of that kind, so
    that a rare kind (Zapp Zerapp's commit among a dozen grabs and shakes) is not starved and
    matches end in reasonable time."""
    kinds: dict[str, list[Any]] = {}
    for packed in commands:
        command = game.command_type()
        packed.Unpack(command)
        oneof = command.DESCRIPTOR.oneofs[0].name if command.DESCRIPTOR.oneofs else ""
        kinds.setdefault(str(command.WhichOneof(oneof)) if oneof else "", []).append(packed)
    return rng.choice(kinds[rng.choice(sorted(kinds))])


def play_and_record(gateway: Any, game_name: str, seats: int, seed: bytes, timeout: float = 600) -> Recording:
    """A whole match of random legal moves; every answer each seat (and a spectator) got."""
    import time

    game = games.load(game_name)
    match_id, tokens = create(gateway, game_name, [HUMAN] * seats)
    recording = Recording(match_id, seats)
    watchers: dict[Viewer, Watcher] = {seat: Watcher(gateway, match_id, tokens[seat]).start() for seat in tokens}
    watchers[None] = Watcher(gateway, match_id).start()
    receivers: list[tuple[Viewer, str]] = [*tokens.items(), (None, "")]
    rng = Rng(seed, "secrets")
    deadline = time.monotonic() + timeout
    step = 0
    while time.monotonic() < deadline:
        match = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
        if match.status == common_pb2.MATCH_STATUS_FINISHED:
            break
        step += 1
        for index, (viewer, token) in enumerate(receivers):  # the awaited seats and one other look
            if index == step % len(receivers) or viewer in match.awaiting:
                reply = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=token), timeout=10)
                recording.blobs.append(Blob(viewer, reply.version, "GetView", reply.SerializeToString()))
        for seat in match.awaiting:
            legal = gateway.ListLegalCommands(
                gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[seat]), timeout=10
            )
            recording.blobs.append(Blob(seat, legal.version, "ListLegalCommands", legal.SerializeToString()))
            if not legal.commands:
                continue
            try:
                answer = gateway.SubmitCommand(
                    gateway_pb2.SubmitCommandRequest(
                        match_id=match_id,
                        token=tokens[seat],
                        command=pick(game, legal.commands, rng),
                        expected_version=legal.version,
                        command_id=uuid.uuid4().hex,
                    ),
                    timeout=10,
                )
            except grpc.RpcError as error:  # a timer or another seat moved first
                if error.code() not in (grpc.StatusCode.ABORTED, grpc.StatusCode.FAILED_PRECONDITION):
                    raise
                continue
            recording.add_events(seat, "SubmitCommand", answer.events)
    else:
        raise AssertionError(f"{match_id} did not finish in {timeout}s")
    for viewer, token in receivers:
        full = gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=match_id, token=token), timeout=60)
        recording.add_events(viewer, "GetHistory", full.events)
        recording.blobs.append(Blob(viewer, full.version, "GetHistory view", full.view.SerializeToString()))
        for upto in range(1, full.version, max(1, full.version // 12)):  # replays at earlier versions
            past = gateway.GetHistory(
                gateway_pb2.GetHistoryRequest(match_id=match_id, token=token, to_version=upto), timeout=60
            )
            recording.blobs.append(Blob(viewer, past.version, "GetHistory view", past.view.SerializeToString()))
        final = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=token), timeout=10)
        recording.blobs.append(Blob(viewer, final.version, "GetView", final.SerializeToString()))
    for viewer, watcher in watchers.items():
        events = watcher.join()
        recording.streams[viewer] = events
        recording.add_events(viewer, "WatchMatch", events)
    return recording


# ---------------------------------------------------------------------------------------------
# The tests
# ---------------------------------------------------------------------------------------------

#: Games where every seat holds a secret from the start (a hand).
EVERY_SEAT_HOLDS_SECRETS = {"ark", "arkadia"}
#: Seat counts played: the smallest and the largest, except where random play makes the largest
#: too long for the suite (a 4-seat Zapp Zerapp match of random moves ran 10,749 versions).
SEAT_COUNTS = {"zapp_zerapp": (2, 3)}
SECRET_CASES = [
    (name, seats)
    for name in sorted(set(games.names()) - {"primordial_soup"})
    for seats in SEAT_COUNTS.get(name, sorted({games.load(name).min_seats, games.load(name).max_seats}))
]


@pytest.mark.parametrize(("game_name", "seats"), SECRET_CASES)
def test_no_receiver_ever_gets_another_seats_secret(
    gateway: Any, platform: LocalPlatform, game_name: str, seats: int
) -> None:
    game = games.load(game_name)
    recording = play_and_record(gateway, game_name, seats, f"{game_name}/{seats}".encode().ljust(32, b"."))
    events, seed = stored(platform, recording.match_id)
    assert audit(game, events).ok
    secrets = truth(game, events, seed)
    assert sum(len(listed) for listed in secrets.values()) > len(events), "the match had secrets to keep"
    checked, leaks = scan(recording.blobs, secrets)
    assert not leaks, "\n".join(leaks[:20])
    assert checked > 1000
    # Every receiver got every event, and each seat did receive its own secrets (the scanner
    # looks at the right bytes: what is hidden from others reaches its owner).
    for viewer, stream in recording.streams.items():
        assert [event.version for event in stream] == [event.version for event in events], viewer
    own_found = Counter[Viewer]()
    for blob in recording.blobs:
        for secret in secrets.get(blob.version, []):
            if blob.viewer is not None and blob.viewer in secret.owners and found_in(secret, blob):
                own_found[blob.viewer] += 1
    expected = set(range(seats)) if game_name in EVERY_SEAT_HOLDS_SECRETS else {seat for seat in own_found}
    assert own_found and set(own_found) == expected, f"owners never saw their own secrets: {own_found}"


@pytest.mark.parametrize("seats", [3, 4])
def test_primordial_soup_hides_nothing_so_every_receiver_gets_the_same_bytes(
    gateway: Any, platform: LocalPlatform, seats: int
) -> None:
    """Primordial Soup has no hidden information (its rules, "Randomness and secrets"): every seat
    and a spectator receive byte-identical events, and views that differ only in `viewer`."""
    game = games.load("primordial_soup")
    assert game.min_seats <= seats <= game.max_seats
    recording = play_and_record(gateway, "primordial_soup", seats, f"soup/{seats}".encode().ljust(32, b"."))
    events, seed = stored(platform, recording.match_id)
    assert audit(game, events).ok
    spectator = [event.SerializeToString() for event in recording.streams[None]]
    for viewer, stream in recording.streams.items():
        # Command ids are the sender's own business, not game information.
        blobs = [_without_command_id(event) for event in stream]
        assert blobs == [_without_command_id(event) for event in recording.streams[None]], viewer
    assert spectator
    views: dict[int, set[bytes]] = {}
    for blob in recording.blobs:
        if blob.source == "GetHistory view":
            views.setdefault(blob.version, set()).add(_without_viewer(game, blob.data))
    assert views and all(len(distinct) == 1 for distinct in views.values())
    checked, leaks = scan(recording.blobs, truth(game, events, seed))  # the seed, until the end
    assert not leaks and checked > 0


def _without_command_id(event: common_pb2.MatchEvent) -> bytes:
    copy = common_pb2.MatchEvent()
    copy.CopyFrom(event)
    copy.ClearField("command_id")
    return copy.SerializeToString()


def _without_viewer(game: Game[Any], packed: bytes) -> bytes:
    from google.protobuf import any_pb2

    view = game.view_type()
    any_pb2.Any.FromString(packed).Unpack(view)
    view.ClearField("viewer")
    return view.SerializeToString()


# ---------------------------------------------------------------------------------------------
# Each scanner can fail: deliberately leaked messages are caught, their honest versions are not
# ---------------------------------------------------------------------------------------------


def set_up(game_name: str, seats: int, seed: bytes = b"leak".ljust(32, b"!")) -> tuple[Game[Any], Any, list[Message]]:
    """A match just after its setup, in process: the game, its true state, the full setup events."""
    game = games.load(game_name)
    options = game.options_type()
    events = game.setup(options, seats, Rng(seed, "setup"))
    return game, game.fold(game.initial_state(options, seats), events), events


def event_blob(game: Game[Any], event: Message, viewer: Viewer, version: int = 5) -> Blob:
    """A game event as it would travel to `viewer` in a MatchEvent (not redacted: the leak)."""
    from services.core.codec import pack

    envelope = common_pb2.MatchEvent(match_id=f"{game.name}-x", version=version, event=pack(event))
    return Blob(viewer, version, "leak", envelope.SerializeToString())


def view_blob(game: Game[Any], view: Message, viewer: Viewer, version: int = 5) -> Blob:
    from services.core.codec import pack

    reply = gateway_pb2.GetViewResponse(view=pack(view), version=version)
    return Blob(viewer, version, "leak", reply.SerializeToString())


def leaks(blob: Blob, secrets: list[Secret]) -> list[str]:
    return scan([blob], {blob.version: secrets})[1]


def test_the_ark_scanner_catches_a_hand_a_pet_and_the_deck() -> None:
    game, state, setup = set_up("ark", 3)
    secrets = game.secrets(state, [])
    dealt = next(e for e in setup if e.WhichOneof("event") == "setup")
    # Honest: the setup as seat 0 may see it, and seat 0's view, leak nothing.
    assert not leaks(event_blob(game, game.redact(dealt, 0), 0), secrets)
    assert not leaks(view_blob(game, game.view(state, 0), 0), secrets)
    # The unredacted setup: the other hands (and only those) are caught.
    found = leaks(event_blob(game, dealt, 0), secrets)
    assert found and all("seat 0" not in leak.split(": ", 1)[1] for leak in found)
    assert {f"seat {s}'s hand" for s in (1, 2)} <= {leak.split(": ", 1)[1].rsplit(" card", 1)[0] for leak in found}
    # Seat 1's view handed to seat 0, and a single card of seat 2's hand in seat 0's view.
    assert leaks(view_blob(game, game.view(state, 1), 0), secrets)
    view: Any = game.view(state, 0)
    view.players[2].hand.append(state.players[2].hand[0])
    assert [leak for leak in leaks(view_blob(game, view, 0), secrets) if state.players[2].hand[0] in leak]
    # A deck card anywhere; a pet before scoring (the pet is a card kept by its owner).
    assert leaks(view_blob(game, ark_pb2.ArkView(display=[next(c for c in state.deck if c != RAIN)]), 1), secrets)
    pet_state = _with_player(state, 1, pet=state.players[1].hand[0], hand=state.players[1].hand[1:])
    pet_secrets = game.secrets(pet_state, [])
    pet_event = ark_pb2.ArkEvent(pet_chosen=ark_pb2.ArkPetChosen(seat=1, card=pet_state.players[1].pet))
    assert leaks(event_blob(game, pet_event, 0), pet_secrets) and not leaks(event_blob(game, pet_event, 1), pet_secrets)
    assert not leaks(event_blob(game, game.redact(pet_event, 0), 0), pet_secrets)


def _with_player(state: Any, seat: int, **changes: Any) -> Any:
    import dataclasses

    players = list(state.players)
    players[seat] = dataclasses.replace(players[seat], **changes)
    return dataclasses.replace(state, players=tuple(players))


def test_the_arkadia_scanner_catches_hands_screens_seals_gold_cash_ins_and_the_pile() -> None:
    game, state, setup = set_up("arkadia", 3)
    state = _with_player(state, 1, workers=3, neutral=2, seals=(1, 0, 2, 0), gold=7)
    secrets = game.secrets(state, [])
    assert not leaks(view_blob(game, game.view(state, 0), 0), secrets)
    assert not leaks(view_blob(game, game.view(state, None), None), secrets)
    # Seat 1's own view, handed to seat 0: its hand, screen, seals and gold are all caught.
    found = " | ".join(leaks(view_blob(game, game.view(state, 1), 0), secrets))
    for what in (
        "seat 1's hand card",
        "seat 1's workers 3",
        "seat 1's neutral_workers 2",
        "seat 1's seals",
        "seat 1's gold 7",
    ):
        assert what in found, what
    # One field at a time in an otherwise honest view: gold alone is enough.
    view: Any = game.view(state, 0)
    view.players[1].gold = 7
    assert [leak for leak in leaks(view_blob(game, view, 0), secrets) if "gold" in leak]
    # The setup event unredacted: other hands and the pile's order.
    dealt = next(e for e in setup if e.WhichOneof("event") == "setup")
    found = " | ".join(leaks(event_blob(game, dealt, 0), secrets))
    assert "the pile's order" in found and "seat 1's hand card" in found and "seat 0's" not in found
    assert not leaks(event_blob(game, game.redact(dealt, 0), 0), secrets)
    # A cash-in (its seals and gold) seen by another seat.
    used = arkadia_pb2.ArkadiaEvent(
        banner_used=arkadia_pb2.ArkadiaBannerUsed(
            seat=1, workers_taken=1, cashed_in=seals_message((0, 2, 0, 0)), gold=9, values=seals_message((1, 2, 3, 4))
        )
    )
    cash_secrets = game.secrets(state, [used])
    assert len(leaks(event_blob(game, used, 0), cash_secrets)) >= 2
    assert not leaks(event_blob(game, used, 1), cash_secrets)
    assert not leaks(event_blob(game, game.redact(used, 0), 0), cash_secrets)


def test_the_zapp_zerapp_scanner_catches_the_cans_their_numbers_and_rattle_samples() -> None:
    from tests.games.zapp_zerapp.zapp_builders import BLUE, RED, apply, grab, new_match, shake

    game = games.load("zapp_zerapp")
    state, setup = new_match(4)
    state, _ = apply(state, RED, grab(0))
    state, shaken = apply(state, RED, shake(0))
    secrets = game.secrets(state, shaken)
    # Honest views and events leak nothing, to anyone.
    for viewer in (RED, BLUE, None):
        assert not leaks(view_blob(game, game.view(state, viewer), viewer), secrets)
        for event in [*setup, *shaken]:
            assert not leaks(event_blob(game, game.redact(event, viewer), viewer), secrets)
    # The shuffle unredacted: the order is caught, for everyone (even the would-be holder).
    shuffled = next(e for e in setup if e.WhichOneof("event") == "cans_shuffled")
    for viewer in (RED, BLUE, None):
        assert any("can order" in leak for leak in leaks(event_blob(game, shuffled, viewer), secrets))
    # A reveal of a position before its time, in a view and in an event.
    view: Any = game.view(state, RED)
    view.reveals.add(seat=RED, position=0, can=state.cans[0], qualifies=True)
    assert any("position 0" in leak for leak in leaks(view_blob(game, view, RED), secrets))
    early = zapp_zerapp_pb2.ZappZerappEvent(
        cans_revealed=zapp_zerapp_pb2.ZappZerappCansRevealed(
            round=1, reveals=[zapp_zerapp_pb2.ZappZerappReveal(seat=BLUE, position=5, can=state.cans[5])]
        )
    )
    assert any("position 5" in leak for leak in leaks(event_blob(game, early, BLUE), secrets))
    # The same numbers where they mean something else (a shake counter) are not a reveal.
    other = zapp_zerapp_pb2.ZappZerappEvent(
        can_shaken=zapp_zerapp_pb2.ZappZerappCanShaken(seat=BLUE, position=5, shake=state.cans[5])
    )
    assert not leaks(event_blob(game, other, BLUE), secrets)
    # Red's rattle sample: Red's own, caught anywhere else.
    with_sample = next(e for e in shaken if e.WhichOneof("event") == "can_shaken")
    assert with_sample.can_shaken.HasField("sample")
    assert not leaks(event_blob(game, with_sample, RED), secrets)
    assert any("rattle sample" in leak for leak in leaks(event_blob(game, with_sample, BLUE), secrets))
    assert any("rattle sample" in leak for leak in leaks(event_blob(game, with_sample, None), secrets))


@pytest.mark.parametrize("game_name", games.names())
def test_the_seed_is_caught_before_the_match_ends_and_not_after(game_name: str) -> None:
    game, _state, setup = set_up(game_name, games.load(game_name).min_seats)
    seed = b"s" * 16 + b"e" * 16
    ended = common_pb2.MatchEnded(seed=seed)
    stored_events = [
        StoredEvent(
            1,
            "ludus.v1.MatchCreated",
            common_pb2.MatchCreated(
                game=game_name, seats=[HUMAN] * games.load(game_name).min_seats
            ).SerializeToString(),
            None,
            "",
            b"",
            0,
            "",
        ),
        *[
            StoredEvent(2 + i, game.event_type.DESCRIPTOR.full_name, e.SerializeToString(), None, "", b"", 0, "")
            for i, e in enumerate(setup)
        ],
    ]
    before = truth(game, stored_events, seed)
    last = stored_events[-1].version
    blob = Blob(0, last, "leak", common_pb2.MatchEvent(event=_packed(ended)).SerializeToString())
    assert any("seed" in leak for leak in scan([blob], before)[1])
    closing = StoredEvent(last + 1, MATCH_ENDED, ended.SerializeToString(), None, "", b"", 0, "")
    after = truth(game, [*stored_events, closing], seed)
    blob.version = last + 1
    assert not [leak for leak in scan([blob], after)[1] if "seed" in leak]


def _packed(message: Message) -> Any:
    from services.core.codec import pack

    return pack(message)


def test_the_primordial_soup_comparison_catches_a_seat_specific_difference() -> None:
    """With nothing secret, the scanner is the comparison itself: one seat's differing bytes fail it."""
    game, state, _ = set_up("primordial_soup", 3)
    same = [_without_viewer(game, _packed(game.view(state, seat)).SerializeToString()) for seat in (0, 1, None)]
    assert len(set(same)) == 1
    different = game.view(state, 1)
    different.ParseFromString(different.SerializeToString() + tag(999, VARINT) + varint(1))  # an extra field
    assert _without_viewer(game, _packed(different).SerializeToString()) not in same
