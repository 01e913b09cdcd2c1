"""The storage the platform needs, as interfaces: the runner, the workers' sweep and the operators'
commands talk to these, never to Redis keys.

Two implementations of each: Redis (`services/core/store.py`, production) and memory
(`services/core/memory.py`, for fast tests of the logic above them). One contract test suite
(tests/core/test_store.py, tests/core/test_storage_ports.py) runs against both, so they agree.

`Storage` bundles them for a runner. Matches are identified by id, and where an entry spans
matches (timers, hand-offs, the index) also by game, so a sweep can route what it finds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from services.core.events import Appended, NewEvent, Snapshot, StoredEvent
from services.core.notices import NoticeLog

#: About how many notes a note stream keeps (XADD MAXLEN ~ on Redis): a reader further behind
#: than that reads every match it follows instead (services/core/fanout.py).
NOTES_LENGTH = 10_000

#: Meta values as written; they are read back as bytes (Redis hash semantics, kept by both stores).
MetaValue = str | bytes | int


class EventStore(Protocol):
    """Match logs: conditional, idempotent, atomic appends; ordered reads; live waits; snapshots."""

    async def create(
        self,
        match_id: str,
        meta: Mapping[str, MetaValue],
        events: Sequence[NewEvent],
        command_id: str,
        command: bytes,
        time_ms: int,
    ) -> list[StoredEvent]:
        """Create a match's meta and first events atomically; returns the stored events. Raises
        MatchExists, unless the existing match is this very creation (the same last hash at the
        same version: a client re-sending a request whose reply it lost)."""
        ...

    async def append(
        self,
        match_id: str,
        expected_version: int,
        previous_hash: str,
        events: Sequence[NewEvent],
        *,
        command_id: str = "",
        command: bytes = b"",
        digest: str = "",
        time_ms: int,
        meta: Mapping[str, MetaValue] | None = None,
        notice: Mapping[str, str] | None = None,
    ) -> tuple[Appended, list[StoredEvent]]:
        """Append a batch, all or nothing, if the match is at `expected_version` with
        `previous_hash`; also set the `meta` fields. A command id seen before appends nothing and
        answers with the first answer (duplicate=True, no entries) — checked before the version,
        so a retry holding an old version still gets its answer. Raises VersionConflict (with the
        actual version) or NotFound. `notice`: the players' notice of this change (notices.py),
        added to the notice stream with the batch, or not at all — only where `carries_notices`
        (ValueError elsewhere)."""
        ...

    @property
    def carries_notices(self) -> bool:
        """Whether `append` takes the players' notice (then the runner does not publish it)."""
        ...

    async def import_log(self, match_id: str, meta: Mapping[str, MetaValue], events: Sequence[StoredEvent]) -> None:
        """Load a whole log exactly as stored elsewhere (versions, times, hashes) with its
        idempotency records, atomically; raises MatchExists. The caller audits the log first."""
        ...

    async def prior_command(self, match_id: str, command_id: str) -> Appended | None:
        """The recorded answer for a command id (duplicate=True), if it was applied."""
        ...

    async def read(
        self, match_id: str, after: int = 0, upto: int | None = None, count: int | None = None
    ) -> list[StoredEvent]:
        """Events with after < version <= upto, in order, at most `count` of them."""
        ...

    async def wait(self, match_id: str, after: int, block_ms: int) -> list[StoredEvent]:
        """Events after `after` (at most 1000); if there are none yet, wait up to block_ms for
        one to be appended (0: without limit). An empty list when the time ran out."""
        ...

    async def wait_many(self, positions: Mapping[str, int], block_ms: int) -> dict[str, list[StoredEvent]]:
        """`wait` for several matches at once: each match with events after its position, at
        most 1000 each; waits up to block_ms (0: without limit) for the first. {} on timeout."""
        ...

    async def read_many(self, positions: Mapping[str, int]) -> dict[str, list[StoredEvent]]:
        """Each match's events after its position (at most 1000 each), without waiting; only
        the matches that have some."""
        ...

    # Append notes: where the store keeps them (`keeps_notes`), every append also adds a note
    # (the match id and its new version) to the note stream of its match, atomically with it, so
    # that one reader learns which of the matches it follows grew from one small read instead of
    # asking every match's stream (services/core/fanout.py). A note stream is capped: a reader
    # that falls too far behind must read its matches instead.

    @property
    def keeps_notes(self) -> bool: ...

    def notes_of(self, match_id: str) -> str:
        """The note stream the match's appends are noted on (one per game)."""
        ...

    async def notes_end(self, stream: str) -> str:
        """The newest note's cursor ("0-0" if none): notes after it are those yet to come."""
        ...

    async def read_notes(
        self, cursors: Mapping[str, str], block_ms: int, count: int
    ) -> dict[str, tuple[str, list[AppendNote]]]:
        """The notes after each stream's cursor, at most `count` per stream, waiting up to
        block_ms (0: without limit) for the first: per stream with notes, the cursor of its last
        one and the notes, oldest first. {} on timeout."""
        ...

    async def meta(self, match_id: str) -> dict[str, bytes] | None:
        """The match's meta fields (values as bytes), or None if there is no such match."""
        ...

    async def set_meta(self, match_id: str, fields: Mapping[str, MetaValue]) -> None: ...

    async def save_snapshot(self, match_id: str, snapshot: Snapshot) -> None:
        """Replace the match's snapshot (only ever with a later version)."""
        ...

    async def load_snapshot(self, match_id: str) -> Snapshot | None: ...


class AppendNote(NamedTuple):
    """An append's note: the match grew to `version`."""

    match_id: str
    version: int


class TimerRef(NamedTuple):
    """A timer found due: which game's service fires it, for which match, under which key."""

    game: str
    match_id: str
    key: str


class TimerQueue(Protocol):
    """Durable timers (clocks and game deadlines), swept by the workers when a delayed task is lost.
    A timer is one entry per (game, match, key); adding it again moves its due time."""

    async def add(self, game: str, match_id: str, key: str, due_ms: int) -> None: ...

    async def drop(self, game: str, match_id: str, key: str) -> None: ...

    async def due(self, now_ms: int, limit: int) -> list[TimerRef]:
        """Timers due at or before `now_ms`, earliest first, at most `limit`."""
        ...

    async def due_of(self, game: str, match_id: str, key: str) -> int | None:
        """When the timer is due (ms), or None if it is not set (dropped, or never added)."""
        ...


class WaitingMatch(NamedTuple):
    """A match waiting on a worker (a bot's or an absent seat's turn)."""

    game: str
    match_id: str


class BotHandoff(Protocol):
    """The matches waiting on workers, with when each was last handed off: a turn whose hand-off
    was lost shows up as stale, and the sweep dispatches it again."""

    async def add(self, game: str, match_id: str, now_ms: int) -> None:
        """The match waits on a worker from `now_ms` (again: refreshes the time)."""
        ...

    async def drop(self, game: str, match_id: str) -> None:
        """The match no longer waits on a worker."""
        ...

    async def stale(self, before_ms: int, limit: int) -> list[WaitingMatch]:
        """Matches handed off at or before `before_ms`, oldest first, at most `limit`."""
        ...


class AuditReports(Protocol):
    """The latest audit report of each match (a serialised ludus.v1.AuditReport)."""

    async def save(self, match_id: str, report: bytes, replacing: bytes | None) -> bytes | None:
        """Store `report` if the stored report is still `replacing` (None: there was none), and
        return the report stored now: `report`, or the one another auditor stored meanwhile
        (None: the match is not in this store).
        Audits of one match can run at once (the workers', the archive's, a GetAudit); this
        keeps one report per version, the first stored, so every reader gets the same bytes."""
        ...

    async def load(self, match_id: str) -> bytes | None: ...


class MatchIndex(Protocol):
    """Each game's matches by creation time (lobby listings, `ludus audit --all`)."""

    async def add(self, game: str, match_id: str, created_ms: int) -> None: ...

    async def recent(self, game: str, limit: int) -> list[str]:
        """The newest matches first, at most `limit` (at least one)."""
        ...

    async def all(self, game: str) -> list[str]:
        """Every match of the game, oldest first."""
        ...


class FinishingQueue(Protocol):
    """Finished matches waiting to be archived (services/archive/mover.py), scored by when they
    finished: the mover takes those older than the grace period, then drops them."""

    async def add(self, game: str, match_id: str, finished_ms: int) -> None: ...

    async def drop(self, game: str, match_id: str) -> None: ...

    async def due(self, before_ms: int, limit: int) -> list[WaitingMatch]:
        """Matches finished at or before `before_ms`, oldest first, at most `limit`."""
        ...

    async def count(self) -> int: ...


@dataclass(frozen=True)
class Storage:
    """Everything a runner stores, behind its interfaces."""

    events: EventStore
    timers: TimerQueue
    handoff: BotHandoff
    audits: AuditReports
    index: MatchIndex
    #: The notice stream (services/core/notices.py): what players' feeds are told.
    notices: NoticeLog
    #: Where finished matches are recorded for the archive; None: nothing is archived.
    finishing: FinishingQueue | None = None
