"""Table chat: who reads and writes which channel of a match's chat, and the calls' logic.

Channels (docs/players.md, "Table chat"):
- the players' channel: read and written by the match's seats only. A spectator never receives
  it, whatever the match's settings: there is no switch that opens it to them.
- the spectators' channel: read by everyone who may watch the match (its seats, and spectators
  the match's spectator policy admits) and written by its seats and signed-in spectators — while
  the match's creator keeps it on. Off, nobody writes in it and nobody is delivered it.

An author is "seat:<n>" for a seat (whoever holds it: a seat token or a seated player's access
token) and "player:<id>" for a signed-in spectator; anonymous spectators read only. A mute is per
match and per muter: the muted author's messages are never delivered to the muter (the author is
not told). Deleted players' messages are delivered as deleted: no text, "deleted player".
"""

from __future__ import annotations

import time
import unicodedata
import uuid
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass
from typing import Any

from google.protobuf import timestamp_pb2
from ludus.v1 import gateway_pb2
from sqlalchemy.ext.asyncio import AsyncEngine

from services.chat.archive import ChatArchive
from services.chat.people import UNKNOWN, People
from services.chat.spectators import CODE_FIELD, INVITE_ONLY, check_spectator, is_creator, policy_of
from services.chat.store import CLOSED, MESSAGE, OFF, SPECTATOR_CHAT, Entry, RedisChat, Snapshot
from services.core.caller import Caller
from services.core.errors import InvalidCommand, PermissionDenied, ResourceExhausted, RuleViolation, Unauthenticated
from services.core.settings import current

PLAYERS = gateway_pb2.CHAT_CHANNEL_PLAYERS
SPECTATORS = gateway_pb2.CHAT_CHANNEL_SPECTATORS
CHANNEL_NAMES = {PLAYERS: "players", SPECTATORS: "spectators"}
CHANNELS = {name: number for number, name in CHANNEL_NAMES.items()}
#: The longest a WatchChat blocks in one read: well under redis-py's socket timeout (5 s). Each
#: open WatchChat holds one Redis connection while it blocks (see docs/operations.md).
BLOCK_MS = 2000
#: Longest client message id (as for command ids).
MAX_MESSAGE_ID = 128
#: Longest author key a client may name ("player:" and a UUID).
MAX_AUTHOR = 64


@dataclass(frozen=True)
class Reader:
    """A caller at one match's chat: their seat (None: a spectator) and author key (None: an
    anonymous spectator, who reads only)."""

    match_id: str
    seat: int | None
    author: str | None
    creator: bool

    def readable(self, settings: Mapping[str, str]) -> list[int]:
        spectators_on = settings.get(SPECTATOR_CHAT) != OFF
        channels: list[int] = [PLAYERS] if self.seat is not None else []
        return channels + ([SPECTATORS] if spectators_on else [])

    def writable(self, settings: Mapping[str, str], present: bool) -> list[int]:
        if not present or settings.get(CLOSED) or self.author is None:
            return []
        return self.readable(settings)

    def delivers(self, entry: Entry, settings: Mapping[str, str], mutes: Mapping[str, str]) -> bool:
        if entry.kind != MESSAGE or CHANNELS.get(entry.fields.get("channel", "")) not in self.readable(settings):
            return False
        if self.author is None:
            return True
        return not muted_at(mutes.get(f"{self.author} {entry.fields.get('author', '')}", ""), entry.cursor)

    def muted(self, mutes: Mapping[str, str]) -> list[str]:
        """The authors this reader mutes now (their mute's last interval is open)."""
        prefix = f"{self.author} "
        return sorted(
            pair[len(prefix) :]
            for pair, spans in mutes.items()
            if self.author is not None and pair.startswith(prefix) and spans.endswith(":")
        )


def muted_at(spans: str, cursor: str) -> bool:
    """Whether a mute's intervals ("<from>:<to>;...", services/chat/store.py) cover `cursor`."""
    position = cursor_key(cursor)
    for span in filter(None, spans.split(";")):
        start, _, end = span.partition(":")
        if cursor_key(start) < position and (not end or position < cursor_key(end)):
            return True
    return False


def cursor_key(cursor: str) -> tuple[int, int]:
    """A stream id's order ("<ms>-<seq>"); INVALID_ARGUMENT for anything else."""
    ms, _, seq = cursor.partition("-")
    if not (ms.isdigit() and seq.isdigit()) or len(cursor) > 40:
        raise InvalidCommand("a chat cursor is a ChatMessage.cursor as received", "CHAT_CURSOR_INVALID")
    return int(ms), int(seq)


def _checked_text(text: str, limit: int) -> str:
    if len(text) > limit:
        raise ResourceExhausted(
            f"chat message length limit (LUDUS_CHAT_MAX_CHARACTERS): at most {limit} characters, not {len(text)}",
            "CHAT_TOO_LONG",
        )
    if any(unicodedata.category(ch) == "Cc" and ch not in "\n\t" for ch in text):
        raise InvalidCommand("chat messages may not hold control characters", "CHAT_CONTROL_CHARACTERS")
    if not text.strip():
        raise InvalidCommand("a chat message needs some text", "CHAT_EMPTY")
    return text


class TableChat:
    """The chat calls of one game's service, over its runner (any game: chat is the platform's)."""

    def __init__(
        self,
        runner: Any,
        redis: Any,
        engine: AsyncEngine | None,
        *,
        wait_replicas: int = 0,
        wait_timeout_ms: int = 1000,
    ) -> None:
        self.runner = runner
        self.live = RedisChat(redis, wait_replicas=wait_replicas, wait_timeout_ms=wait_timeout_ms)
        self.archived = ChatArchive(engine) if engine is not None else None
        self.people = People(engine)

    # -- who is calling ---------------------------------------------------------------------

    async def reader(self, match_id: str, who: Caller, code: str) -> Reader:
        """The caller at the match's chat, once they may reach the match (NOT_FOUND for a private
        one they may not) and watch it (its spectator policy)."""
        seat = who.seat_in(match_id)
        await self.runner.check_reachable(match_id, who)
        meta = await self.runner.store.meta(match_id)
        if meta is None:
            raise self.runner.not_found(match_id)
        match = await self.runner.load(match_id, refresh=False)
        if seat is not None and not 0 <= seat < len(match.platform.seats):
            raise InvalidCommand(f"seat {seat} does not exist in this match")
        if seat is None:
            check_spectator(meta, who, match_id, code)
        author = f"seat:{seat}" if seat is not None else (f"player:{who.player}" if who.player else None)
        return Reader(match_id, seat, author, is_creator(meta, who, match_id))

    # -- reading ----------------------------------------------------------------------------

    async def snapshot(self, match_id: str, after: str) -> Snapshot:
        """The chat after `after`, from Redis while the match is there, else from the archive."""
        live = await self.live.snapshot(match_id, after)
        if live.present or self.archived is None:
            return live
        stored = await self.archived.get(match_id)
        if stored is None:
            return live
        start = cursor_key(after)
        return Snapshot(
            False, [e for e in stored.entries if cursor_key(e.cursor) > start], stored.settings, stored.mutes
        )

    def state(self, reader: Reader, chat: Snapshot) -> gateway_pb2.ChatState:
        settings = chat.settings
        return gateway_pb2.ChatState(
            spectator_chat=settings.get(SPECTATOR_CHAT) != OFF,
            muted=reader.muted(chat.mutes),
            readable=reader.readable(settings),  # type: ignore[arg-type]
            writable=reader.writable(settings, chat.present),  # type: ignore[arg-type]
            closed=not chat.present or bool(settings.get(CLOSED)),
        )

    async def messages(self, entries: list[Entry]) -> list[gateway_pb2.ChatMessage]:
        """The entries as readers receive them, with signed-in authors' current names."""
        people = await self.people.lookup({e.fields["player"] for e in entries if e.fields.get("player")})
        rendered = []
        for entry in entries:
            fields = entry.fields
            person = people.get(fields.get("player", ""), UNKNOWN)
            message = gateway_pb2.ChatMessage(
                cursor=entry.cursor,
                channel=CHANNELS.get(fields.get("channel", ""), 0),  # type: ignore[arg-type]
                author=fields.get("author", ""),
                author_name=person.name or fields.get("name", ""),
                text="" if person.deleted else fields.get("text", ""),
                sent_at=timestamp_pb2.Timestamp(
                    seconds=int(fields.get("ms", "0")) // 1000, nanos=int(fields.get("ms", "0")) % 1000 * 1_000_000
                ),
                author_deleted=person.deleted,
            )
            if fields.get("seat", "").isdigit():
                message.seat = int(fields["seat"])
            rendered.append(message)
        return rendered

    async def watch(self, match_id: str, who: Caller, code: str, after: str) -> AsyncIterator[gateway_pb2.ChatUpdate]:
        """The state, the messages after `after`, then live ones and state changes; ends once the
        match is archived and its chat was sent whole."""
        reader = await self.reader(match_id, who, code)
        cursor = after or "0-0"
        cursor_key(cursor)
        sent: gateway_pb2.ChatState | None = None
        while True:
            chat = await self.snapshot(match_id, cursor)
            state = self.state(reader, chat)
            if state != sent:
                yield gateway_pb2.ChatUpdate(state=state)
                sent = state
            delivered = [e for e in chat.entries if reader.delivers(e, chat.settings, chat.mutes)]
            for message in await self.messages(delivered):
                yield gateway_pb2.ChatUpdate(message=message)
            if chat.entries:
                cursor = chat.entries[-1].cursor
            if not chat.present:
                return
            await self.live.wait(match_id, cursor, min(self.runner.watch_block_ms, BLOCK_MS))

    # -- writing ----------------------------------------------------------------------------

    async def send(
        self, request: gateway_pb2.SendChatMessageRequest, who: Caller, code: str
    ) -> tuple[gateway_pb2.ChatMessage, bool]:
        """Post the caller's message: (the message as stored, whether it is a retry's first)."""
        settings = current()
        channel = CHANNEL_NAMES.get(request.channel)
        if channel is None:
            raise InvalidCommand("channel: choose PLAYERS or SPECTATORS", "CHAT_CHANNEL_INVALID")
        text = _checked_text(request.text, settings.chat_max_characters)
        if len(request.message_id) > MAX_MESSAGE_ID:
            raise InvalidCommand(f"message ids have at most {MAX_MESSAGE_ID} characters", "CHAT_MESSAGE_ID_TOO_LONG")
        reader = await self.reader(request.match_id, who, code)
        if reader.author is None:
            raise Unauthenticated("spectators must sign in to write in the chat", "CHAT_SIGN_IN")
        if request.channel == PLAYERS and reader.seat is None:
            raise PermissionDenied("the players' chat is for the match's seats only", "CHAT_PLAYERS_ONLY")
        match = await self.runner.load(request.match_id, refresh=False)
        name = ""
        if reader.seat is not None:
            seat = match.platform.seats[reader.seat]
            name = seat.name or f"seat {reader.seat}"
        time_ms = _now_ms()
        fields = {
            "kind": MESSAGE,
            "channel": channel,
            "author": reader.author,
            "seat": "" if reader.seat is None else str(reader.seat),
            "player": who.player or "",
            "name": name,
            "text": text,
            "ms": str(time_ms),
        }
        window_ms = max(1, round(settings.chat_rate_seconds * 1000))
        cursor, duplicate = await self.live.send(
            request.match_id, reader.author, channel, fields, settings.chat_rate_messages, window_ms, request.message_id
        )
        entry = (await self.live.entry(request.match_id, cursor) if duplicate else None) or Entry(cursor, fields)
        return (await self.messages([entry]))[0], duplicate

    def _target(self, reader: Reader, author: str, seats: int) -> str:
        if reader.author is None:
            raise Unauthenticated("sign in (or use a seat's token) to mute", "CHAT_SIGN_IN")
        kind, _, value = author[:MAX_AUTHOR].partition(":")
        valid = (kind == "seat" and value.isdigit() and int(value) < seats) or (kind == "player" and _is_uuid(value))
        if not valid:
            raise InvalidCommand('author: "seat:<n>" or "player:<id>", as in ChatMessage.author', "CHAT_AUTHOR_INVALID")
        if author == reader.author:
            raise InvalidCommand("one cannot mute oneself", "CHAT_MUTE_SELF")
        return f"{reader.author} {author}"

    async def mute(self, match_id: str, who: Caller, code: str, author: str, muted: bool) -> list[str]:
        reader = await self.reader(match_id, who, code)
        match = await self.runner.load(match_id, refresh=False)
        pair = self._target(reader, author, len(match.platform.seats))
        if muted:
            await self.live.mute(match_id, pair)
        else:
            await self.live.unmute(match_id, pair)
        chat = await self.live.snapshot(match_id, "0-0", count=1)
        return reader.muted(chat.mutes)

    async def set_spectator_chat(self, match_id: str, who: Caller, enabled: bool) -> bool:
        reader = await self.reader(match_id, who, "")  # the creator is never a spectator
        if not reader.creator:
            raise PermissionDenied("only the match's creator turns the spectators' chat on or off", "CHAT_CREATOR_ONLY")
        await self.live.set_spectator_chat(match_id, enabled)
        return enabled

    async def spectator_code(self, match_id: str, who: Caller) -> str:
        seat = who.seat_in(match_id)
        await self.runner.check_reachable(match_id, who)
        meta = await self.runner.store.meta(match_id)
        if meta is None:
            raise self.runner.not_found(match_id)
        if seat is None and not is_creator(meta, who, match_id):
            raise PermissionDenied("only the match's seats get its spectator code", "SPECTATOR_CODE_SEATS_ONLY")
        if policy_of(meta) != INVITE_ONLY:
            raise RuleViolation("SPECTATORS_NOT_INVITE_ONLY", "this match is not invite-only for spectators")
        return str(meta[CODE_FIELD].decode())


def _is_uuid(text: str) -> bool:
    try:
        uuid.UUID(text)
    except ValueError:
        return False
    return True


def _now_ms() -> int:
    return time.time_ns() // 1_000_000


__all__ = ["CHANNELS", "CHANNEL_NAMES", "Reader", "TableChat", "cursor_key"]
