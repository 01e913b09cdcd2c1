"""The table chat of archived matches, in PostgreSQL beside the archived match (migration 0010).

One row per match, like the archive's log: the whole chat (every stream entry with its id, the
settings and the mutes) in one zlib-compressed msgpack value, since a chat is only ever read
whole. The mover (services/archive/mover.py) closes the chat in Redis before it reads it, writes
the row (idempotent by match id), reads it back and compares it with Redis, and only then deletes
the match's keys, chat's included, in one DEL — so a crash at any step leaves the chat whole in
Redis, in both, or in the archive alone.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

import msgspec
from sqlalchemy import Column, DateTime, Integer, LargeBinary, Table, Text, func, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from services.chat.store import Entry, Snapshot
from services.core.errors import Unavailable
from services.players.schema import metadata

COMPRESSION = "zlib"

archived_chats = Table(
    "archived_chats",
    metadata,
    Column("match_id", Text, primary_key=True),
    #: How many stream entries the chat holds (messages and state changes).
    Column("entries", Integer, nullable=False),
    Column("compression", Text, nullable=False),
    #: msgpack {"entries": [[cursor, {field: value}]...], "settings": {...}, "mutes": {...}}, zlib.
    Column("data", LargeBinary, nullable=False),
    Column("archived_at", DateTime(timezone=True), nullable=False, server_default=func.now()),
)


class _Stored(msgspec.Struct):
    entries: list[tuple[str, dict[str, str]]]
    settings: dict[str, str]
    mutes: dict[str, str]


def encode(chat: Snapshot) -> bytes:
    stored = _Stored([(e.cursor, dict(e.fields)) for e in chat.entries], dict(chat.settings), dict(chat.mutes))
    return zlib.compress(msgspec.msgpack.encode(stored), 6)


def decode(data: bytes, compression: str) -> Snapshot:
    if compression != COMPRESSION:
        raise ValueError(f"unknown chat compression {compression!r}")
    stored = msgspec.msgpack.decode(zlib.decompress(data), type=_Stored)
    return Snapshot(
        present=False,
        entries=[Entry(cursor, fields) for cursor, fields in stored.entries],
        settings=stored.settings,
        mutes=stored.mutes,
    )


@dataclass
class ChatArchive:
    """Archived chats on the platform's database."""

    engine: AsyncEngine

    async def put(self, match_id: str, chat: Snapshot) -> None:
        """Write a match's chat once (a second put of the same match writes nothing)."""
        async with self.engine.begin() as connection:
            await connection.execute(
                pg_insert(archived_chats)
                .values(match_id=match_id, entries=len(chat.entries), compression=COMPRESSION, data=encode(chat))
                .on_conflict_do_nothing()
            )

    async def get(self, match_id: str) -> Snapshot | None:
        """The archived chat, or None (a match archived with no chat row had none)."""
        try:
            async with self.engine.connect() as connection:
                found = await connection.execute(
                    select(archived_chats.c.data, archived_chats.c.compression).where(
                        archived_chats.c.match_id == match_id
                    )
                )
                row = found.first()
        except SQLAlchemyError:
            raise Unavailable("the match archive cannot be reached; retry") from None
        return decode(bytes(row.data), str(row.compression)) if row is not None else None

    async def problems(self, match_id: str, chat: Snapshot) -> list[str]:
        """How the archived copy differs from `chat` (read from Redis): [] when it is the same."""
        stored = await self.get(match_id)
        if stored is None:
            return ["no chat row"]
        if (
            stored.entries != chat.entries
            or dict(stored.settings) != dict(chat.settings)
            or dict(stored.mutes) != dict(chat.mutes)
        ):
            return ["chat differs from Redis"]
        return []


__all__ = ["ChatArchive", "archived_chats", "decode", "encode"]
