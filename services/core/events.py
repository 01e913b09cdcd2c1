"""What every event store shares, free of any storage technology: the event records, the append
outcomes and errors, and the hash chain (docs/store.md).

The Redis store (`services/core/store.py`) and the in-memory store (`services/core/memory.py`)
both compute entries with `chain_batch`, so the two cannot disagree on a hash; the audit checks
logs with the same `chain_hash`.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Sequence
from dataclasses import dataclass

from ludus.backend.v1 import store_pb2

GENESIS_HASH = "0" * 64

#: Match ids are minted far shorter; a longer one is malformed and never looked up.
MAX_MATCH_ID = 128


@dataclass(frozen=True)
class NewEvent:
    """An event about to be appended."""

    type: str
    data: bytes
    seat: int | None = None


@dataclass(frozen=True)
class StoredEvent:
    """An event as stored, with its position and provenance."""

    version: int
    type: str
    data: bytes
    seat: int | None
    command_id: str
    #: The command (a serialised Any) that produced the batch; on the batch's first entry only.
    command: bytes
    time_ms: int
    #: This entry's chain hash (hex).
    hash: str


@dataclass(frozen=True)
class Appended:
    """The outcome of an append."""

    first: int
    last: int
    #: True when the command id had already been applied: nothing was appended and
    #: first..last are the versions of the original answer.
    duplicate: bool = False
    #: The original command's digest (for duplicates), to detect a reused id.
    digest: str = ""


class VersionConflict(Exception):
    """The match is not at the expected version (someone else appended first)."""

    def __init__(self, actual: int) -> None:
        super().__init__(f"match is at version {actual}")
        self.actual = actual


class MatchExists(Exception):
    """A match with that id already exists."""


@dataclass(frozen=True)
class Snapshot:
    version: int
    hash: str
    schema: str
    data: bytes


def command_digest(seat: int, command: bytes) -> str:
    """Identifies a command's content for idempotency (seat -1: a platform timer)."""
    return hashlib.sha256(f"{seat}:".encode() + command).hexdigest()[:32]


def _lp(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def chain_hash(
    previous: str,
    version: int,
    event_type: str,
    data: bytes,
    seat: int | None,
    command_id: str,
    command: bytes,
    time_ms: int,
) -> str:
    """SHA-256 over the previous hash and this entry's content (documented in docs/store.md).

    Fields are length-prefixed so that no two different entries serialise alike.
    """
    digest = hashlib.sha256()
    digest.update(bytes.fromhex(previous))
    digest.update(struct.pack(">Q", version))
    digest.update(_lp(event_type.encode()))
    digest.update(_lp(data))
    digest.update(_lp(b"" if seat is None else str(seat).encode()))
    digest.update(_lp(command_id.encode()))
    digest.update(_lp(command))
    digest.update(struct.pack(">Q", time_ms))
    return digest.hexdigest()


def chain_batch(
    events: Sequence[NewEvent],
    first_version: int,
    previous_hash: str,
    command_id: str,
    command: bytes,
    time_ms: int,
) -> list[StoredEvent]:
    """A batch's entries exactly as they will be stored: numbered from `first_version`, chained
    to `previous_hash`, the command carried by the first entry only."""
    stored: list[StoredEvent] = []
    last = previous_hash
    for offset, event in enumerate(events):
        version = first_version + offset
        carried = command if offset == 0 else b""
        last = chain_hash(last, version, event.type, event.data, event.seat, command_id, carried, time_ms)
        stored.append(StoredEvent(version, event.type, event.data, event.seat, command_id, carried, time_ms, last))
    return stored


def to_envelope(event: StoredEvent) -> store_pb2.StoredEntry:
    """The entry as the language-neutral StoredEntry message (the Redis stream's and exports')."""
    entry = store_pb2.StoredEntry(
        type=event.type,
        data=event.data,
        command_id=event.command_id,
        command=event.command,
        time_ms=event.time_ms,
        hash=event.hash,
        version=event.version,
    )
    if event.seat is not None:
        entry.seat = event.seat
    return entry


def from_envelope(entry: store_pb2.StoredEntry) -> StoredEvent:
    return StoredEvent(
        version=entry.version,
        type=entry.type,
        data=entry.data,
        seat=entry.seat if entry.HasField("seat") else None,
        command_id=entry.command_id,
        command=entry.command,
        time_ms=entry.time_ms,
        hash=entry.hash,
    )


def command_batches(events: Sequence[StoredEvent]) -> dict[str, tuple[int, int, str]]:
    """The idempotency records a log implies: command id -> (first, last, digest), for imports."""
    batches: dict[str, tuple[int, int, str]] = {}
    for event in events:
        if not event.command_id:
            continue
        if event.command_id not in batches:
            seat = -1 if event.seat is None else event.seat
            batches[event.command_id] = (event.version, event.version, command_digest(seat, event.command))
        first, _, digest = batches[event.command_id]
        batches[event.command_id] = (first, event.version, digest)
    return batches
