"""The generic match runner: the one command path every game shares.

    load (cache -> snapshot -> tail)  ->  decide  ->  conditional append  ->  hooks

Loading is optimistic: a command is first decided against the cached state. If the cache was
behind, the append fails its version check (or the rules refuse a command that might be legal on
the fresh state); the runner then reads the tail and decides again. A client that pinned
`expected_version` gets ABORTED instead of a silent retry. Within one process, commands for one
match are serialised by a lock, so races are only ever lost to other replicas.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
import time
import weakref
from collections import OrderedDict
from collections.abc import AsyncGenerator, AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from google.protobuf import any_pb2
from google.protobuf.message import Message
from ludus.v1 import common_pb2

from services.archive.records import PRIVATE, PUBLIC, VISIBILITY_FIELD
from services.chat import spectators
from services.core.audit import audit as audit_log
from services.core.caller import Caller, parse_reserved, reserved_entry
from services.core.codec import pack, parse, unpack
from services.core.errors import (
    Contention,
    InvalidCommand,
    NotFound,
    RuleViolation,
    VersionMismatch,
    shown,
)
from services.core.events import MAX_MATCH_ID, NewEvent, Snapshot, StoredEvent, VersionConflict, command_digest
from services.core.fanout import MatchFeeds
from services.core.game import Game, S
from services.core.immutable import replace
from services.core.match import (
    MATCH_CREATED,
    Decision,
    Match,
    apply_event,
    awaiting,
    check_seat,
    client_event,
    decide_claim,
    decide_close,
    decide_command,
    decide_reclaim,
    decide_timer,
    decode_snapshot,
    empty_match,
    encode_snapshot,
    fold_events,
    match_info,
    seats_for_workers,
    timers,
    worker_not_before_ms,
)
from services.core.notices import match_notice
from services.core.ports import Storage
from services.core.rng import commitment, setup_rng
from services.core.settings import LONGEST_REDIS_BLOCK_MS

log = logging.getLogger(__name__)

MAX_COMMAND_ID = 128
MAX_NAME = 64
MAX_ATTEMPTS = 32
DEFAULT_PAGE = 1000
MAX_PAGE = 5000
#: The cap on legal commands carried by command answers and events (LegalCommands in
#: common.proto): a few games (Arkadia) have thousands, which would bloat every event.
LEGAL_CAP = 1000
#: How many commands one CheckCommands call may weigh: enough for every destination of a card a
#: player picked up, few enough that a call costs about one move's decide work per command.
MAX_CHECKED = 64
#: How many (match, version[, seat]) results the runner keeps for the match's watchers, so that
#: every Play/WatchMatch stream of a match in this process shares one fold and one legal list
#: per event instead of computing its own.
SHARED_RESULTS = 4096


class BotDispatcher(Protocol):
    """Hands work to the workers: bot (and absent) seats' decisions, timers, audits."""

    async def dispatch(self, game: str, match_id: str, seat: int, version: int) -> None: ...

    async def fire_at(self, game: str, match_id: str, key: str, due_ms: int) -> None: ...

    async def audit(self, game: str, match_id: str) -> None: ...


class NoBots:
    """A dispatcher for runs without workers: bot seats wait, timers wait for a sweep."""

    async def dispatch(self, game: str, match_id: str, seat: int, version: int) -> None:
        log.warning("no bot dispatcher: bot seat %s of %s waits", seat, match_id)

    async def fire_at(self, game: str, match_id: str, key: str, due_ms: int) -> None:
        return None

    async def audit(self, game: str, match_id: str) -> None:
        return None


@dataclass(frozen=True)
class Submitted:
    """A command's answer: the version after it and the events it caused."""

    version: int
    events: list[StoredEvent]
    duplicate: bool = False
    #: The match after the command (the latest known version, for duplicates). Any state type:
    #: a Submitted is read by transport code that serves every game, not one runner's S.
    match: Match[Any] | None = None


@dataclass(frozen=True)
class _Request(Generic[S]):
    """One write for the command loop: how to decide it, and how its retries are recognised."""

    decide: Callable[[Match[S], int], Decision[S]]
    command_id: str = ""
    command: bytes = b""
    digest: str = ""
    expected_version: int | None = None
    #: A seat's command is first decided on the cached match (a stale cache costs one failed
    #: append), and a refusal on fresh state is answered with the command id's first answer if it
    #: has one (a client retrying an applied command). Platform requests (claims, reclaims,
    #: timers) decide on fresh state only, and their refusals stand: a timer that already fired
    #: is TIMER_STALE, which tells the workers to drop it.
    seat_command: bool = False
    #: The Contention message when every attempt lost its race.
    busy: str = "the match is too busy; retry"


def now_ms() -> int:
    return time.time_ns() // 1_000_000


K = TypeVar("K")
V = TypeVar("V")


def _page(offset: int, limit: int, total: int) -> range:
    """The indices of one page of a list of `total` legal commands (limit 0: the default page)."""
    return range(min(offset, total), min(total, offset + (min(limit, MAX_PAGE) if limit else DEFAULT_PAGE)))


def _shared(table: OrderedDict[K, V], key: K) -> V | None:
    found = table.get(key)
    if found is not None:
        table.move_to_end(key)
    return found


def _keep(table: OrderedDict[K, V], key: K, value: V) -> None:
    table[key] = value
    table.move_to_end(key)
    while len(table) > SHARED_RESULTS:
        table.popitem(last=False)


#: Meta field of the seats reserved for invited players (services/core/caller.py's format).
RESERVED_FIELD = "reserved"


class MatchRunner(Generic[S]):
    """Runs every match of one game."""

    def __init__(
        self,
        game: Game[S],
        storage: Storage,
        dispatcher: BotDispatcher | None = None,
        *,
        cache_size: int = 10_000,
        snapshot_every: int = 100,
        watch_block_ms: int = LONGEST_REDIS_BLOCK_MS,
    ) -> None:
        self.game = game
        self.storage = storage
        self.store = storage.events
        self.timers = storage.timers
        self.handoff = storage.handoff
        self.audits = storage.audits
        self.index = storage.index
        self.notices = storage.notices
        self.dispatcher: BotDispatcher = dispatcher or NoBots()
        self.snapshot_every = snapshot_every
        self.watch_block_ms = watch_block_ms
        self.feeds = MatchFeeds(self.store, block_ms=watch_block_ms)
        self._cache: OrderedDict[str, Match[S]] = OrderedDict()
        self._cache_size = cache_size
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()
        self._event_type = game.event_type.DESCRIPTOR.full_name
        self._schema = f"{game.name}:{game.state_schema}"
        #: The match after each recent event, for the watchers (see `after_event`).
        self._folded: OrderedDict[tuple[str, int], Match[S]] = OrderedDict()
        #: Which matches are private (a match's visibility never changes, so this is never stale).
        self._private: OrderedDict[str, bool] = OrderedDict()
        #: Each match's spectator policy, for its summaries (it never changes either).
        self._spectators = spectators.PolicyCache(cache_size)
        #: Events as each seat sees them, per (match, version, seat), with the event's hash (see
        #: `client_event`).
        self._redacted: OrderedDict[tuple[str, int, int | None], tuple[str, common_pb2.MatchEvent]] = OrderedDict()
        #: Game events parsed once for all the seats they are redacted for (see `client_event`).
        self._parsed: OrderedDict[tuple[str, int], tuple[str, Message]] = OrderedDict()
        #: Match summaries per (match, version), with the match's last hash (see `shared_info`).
        self._infos: OrderedDict[tuple[str, int], tuple[str, common_pb2.MatchInfo]] = OrderedDict()
        #: Views per (match, version, seat), with the match's last hash (see `packed_view`).
        self._views: OrderedDict[tuple[str, int, int | None], tuple[str, any_pb2.Any]] = OrderedDict()
        #: Legal-command lists per (match, version, seat) (see `legal_for`).
        self._legal: OrderedDict[tuple[str, int, int], common_pb2.LegalCommands] = OrderedDict()

    # ------------------------------------------------------------------ loading

    def _remember(self, match: Match[S]) -> None:
        current = self._cache.get(match.match_id)
        if current is not None and current.version > match.version:
            return
        self._cache[match.match_id] = match
        self._cache.move_to_end(match.match_id)
        while len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)

    def _check_id(self, match_id: str) -> None:
        if len(match_id) > MAX_MATCH_ID:
            raise InvalidCommand(
                f"a match id has at most {MAX_MATCH_ID} characters, not {len(match_id)}", "MATCH_ID_TOO_LONG"
            )
        if not match_id.startswith(self.game.name + "-"):
            raise NotFound(f"no {self.game.name} match {shown(match_id)}")

    def not_found(self, match_id: str) -> NotFound:
        """The answer for a match that does not exist — and, word for word, for a private match
        the caller may not reach, so that its existence never shows."""
        return NotFound(f"no {self.game.name} match {shown(match_id)}")

    async def is_private(self, match_id: str) -> bool:
        """Whether the match is private (False for one that does not exist: the call then finds
        it missing). From the meta hash once, then remembered."""
        self._check_id(match_id)
        private = _shared(self._private, match_id)
        if private is None:
            meta = await self.store.meta(match_id)
            if meta is None:
                return False
            private = meta.get(VISIBILITY_FIELD) == PRIVATE.encode()
            _keep(self._private, match_id, private)
        return private

    async def check_reachable(self, match_id: str, who: Caller) -> None:
        """NOT_FOUND, as for no match at all, if the match is private and the caller may not
        reach it (services/core/caller.py: a seat of it, a worker, or admitted by the gateway)."""
        if not who.may_reach(match_id) and await self.is_private(match_id):
            raise self.not_found(match_id)

    async def _load_cold(self, match_id: str) -> Match[S]:
        meta = await self.store.meta(match_id)
        if meta is None or meta.get("game", b"").decode() != self.game.name:
            raise self.not_found(match_id)
        _keep(self._private, match_id, meta.get(VISIBILITY_FIELD) == PRIVATE.encode())
        self._spectators.note(match_id, spectators.policy_of(meta))
        seed = bytes.fromhex(meta["seed"].decode())
        match: Match[S] = empty_match(match_id, seed)
        snapshot = await self.store.load_snapshot(match_id)
        if snapshot is not None and snapshot.schema == self._schema:
            try:
                match = decode_snapshot(self.game, match_id, snapshot.version, snapshot.hash, snapshot.data, seed)
            except Exception:  # a snapshot is only a cache: rebuild from the log instead
                log.exception("unreadable snapshot of %s; rebuilding from events", match_id)
                match = empty_match(match_id, seed)
        return fold_events(self.game, match, await self.store.read(match_id, after=match.version))

    async def load(self, match_id: str, *, refresh: bool = True) -> Match[S]:
        """The match, from the cache if present; `refresh` also reads events appended since."""
        self._check_id(match_id)
        match = self._cache.get(match_id)
        if match is None:
            match = await self._load_cold(match_id)
        elif refresh and not match.platform.finished:
            tail = await self.store.read(match_id, after=match.version)
            match = fold_events(self.game, match, tail)
        self._remember(match)
        return match

    async def at_version(self, match_id: str, version: int) -> Match[S]:
        """The match as it stood at `version` (for history and replays)."""
        current = await self.load(match_id)
        if version >= current.version:
            return current
        if version < 1:
            raise InvalidCommand("versions start at 1")
        events = await self.store.read(match_id, after=0, upto=version)
        return fold_events(self.game, empty_match(match_id, current.seed), events)

    # ------------------------------------------------------------------ reading

    def client_events(
        self, match_id: str, events: Sequence[StoredEvent], seat: int | None
    ) -> list[common_pb2.MatchEvent]:
        return [self.client_event(match_id, event, seat) for event in events]

    def client_event(self, match_id: str, event: StoredEvent, seat: int | None) -> common_pb2.MatchEvent:
        """`event` as `seat` may see it (match.client_event), redacted once per (event, seat) and
        shared by every stream that sends it: each watcher gets its own copy (a copy costs a
        fraction of parsing, redacting and packing the event again)."""
        key = (match_id, event.version, seat)
        redacted = _shared(self._redacted, key)
        if redacted is None or redacted[0] != event.hash:
            redacted = (event.hash, client_event(self.game, match_id, event, seat, self._parsed_event(match_id, event)))
            _keep(self._redacted, key, redacted)
        message = common_pb2.MatchEvent()
        message.CopyFrom(redacted[1])
        return message

    def _parsed_event(self, match_id: str, event: StoredEvent) -> Message | None:
        """A game event parsed once for every seat it is redacted for (None: a platform event)."""
        if event.type != self._event_type:
            return None
        key = (match_id, event.version)
        parsed = _shared(self._parsed, key)
        if parsed is None or parsed[0] != event.hash:
            parsed = (event.hash, parse(event.data, self.game.event_type))
            _keep(self._parsed, key, parsed)
        return parsed[1]

    def info(self, match: Match[S]) -> common_pb2.MatchInfo:
        info = match_info(self.game, match)
        # Loading or creating a match notes its visibility, so it is known here.
        private = self._private.get(match.match_id, False)
        info.visibility = common_pb2.VISIBILITY_PRIVATE if private else common_pb2.VISIBILITY_PUBLIC
        info.spectators = self._spectators.get(match.match_id) or spectators.ALLOWED  # type: ignore[assignment]
        return info

    def awaiting(self, match: Match[S]) -> tuple[int, ...]:
        return awaiting(self.game, match)

    def _check_seat(self, match: Match[S], seat: int | None) -> None:
        check_seat(match, seat)

    def view(self, match: Match[S], seat: int | None) -> Message:
        self._check_seat(match, seat)
        return self.game.view(match.require_state(), seat)

    def shared_info(self, match: Match[S]) -> common_pb2.MatchInfo:
        """`info(match)`, made once per (match, version) for every watcher it is sent to."""
        key = (match.match_id, match.version)
        found = _shared(self._infos, key)
        if found is None or found[0] != match.last_hash:
            found = (match.last_hash, self.info(match))
            _keep(self._infos, key, found)
        return found[1]

    def packed_view(self, match: Match[S], seat: int | None) -> any_pb2.Any | None:
        """The seat's view of `match` (seat None: a spectator's), packed; computed once per
        (match, version, seat) and shared by every watcher it is sent to. None when the match has
        no game yet (only its creation's first events so far)."""
        if match.state is None:
            return None
        key = (match.match_id, match.version, seat)
        found = _shared(self._views, key)
        if found is None or found[0] != match.last_hash:
            found = (match.last_hash, pack(self.game.view(match.state, seat)))
            _keep(self._views, key, found)
        return found[1]

    async def legal_commands(
        self, match_id: str, seat: int, offset: int = 0, limit: int = 0
    ) -> tuple[int, list[Message], int]:
        """One page of the seat's legal commands: (version, commands, total)."""
        match = await self.load(match_id)
        self._check_seat(match, seat)
        if seat not in awaiting(self.game, match):
            return match.version, [], 0
        commands = self.game.legal_commands(match.require_state(), seat)
        total = len(commands)
        return match.version, [commands[index] for index in _page(offset, limit, total)], total

    async def legal_page(
        self, match_id: str, seat: int, offset: int = 0, limit: int = 0
    ) -> tuple[Match[S], list[any_pb2.Any], int]:
        """One page of the seat's legal commands, packed: (the match, commands, total). A page
        within the list that command answers and events carry (`legal_for`, up to LEGAL_CAP)
        is cut from it: a client or worker that asks after a move gets the list its answer (or
        another seat's stream) made at that version, not a second computation of it."""
        match = await self.load(match_id)
        self._check_seat(match, seat)
        legal = self.legal_for(match, seat)
        if legal is None:
            return match, [], 0
        page = _page(offset, limit, legal.total)
        if page.stop <= len(legal.commands):
            return match, list(legal.commands[page.start : page.stop]), legal.total
        commands = self.game.legal_commands(match.require_state(), seat)
        return match, [pack(commands[index]) for index in page], legal.total

    async def check_commands(
        self, match_id: str, seat: int, commands: Sequence[any_pb2.Any]
    ) -> tuple[int, list[RuleViolation | InvalidCommand | None]]:
        """Each command decided against the match as it is now, none appended: (version, one
        verdict per command — None when the rules allow it, else the refusal a submit would get).
        A command of the wrong type fails the whole call, as a malformed request."""
        if len(commands) > MAX_CHECKED:
            raise InvalidCommand(
                f"check at most {MAX_CHECKED} commands per call, not {len(commands)}", "TOO_MANY_COMMANDS"
            )
        messages = [unpack(command, self.game.command_type) for command in commands]
        match = await self.load(match_id)
        self._check_seat(match, seat)
        time_ms = now_ms()
        verdicts: list[RuleViolation | InvalidCommand | None] = []
        for message in messages:
            try:
                decide_command(self.game, match, seat, message, time_ms)
            except (RuleViolation, InvalidCommand) as refused:
                verdicts.append(refused)
            else:
                verdicts.append(None)
        return match.version, verdicts

    def legal_for(self, match: Match[S], seat: int | None) -> common_pb2.LegalCommands | None:
        """The seat's legal commands at the match's version (at most LEGAL_CAP), or None when it
        is not the seat's decision (or no seat). Computed once per (match, version, seat) and
        shared by the command's answer and every stream that delivers the event."""
        if seat is None or seat not in awaiting(self.game, match):
            return None
        key = (match.match_id, match.version, seat)
        legal = _shared(self._legal, key)
        if legal is None:
            commands = self.game.legal_commands(match.require_state(), seat)
            total = len(commands)
            legal = common_pb2.LegalCommands(
                commands=[pack(commands[index]) for index in range(min(total, LEGAL_CAP))],
                total=total,
                truncated=total > LEGAL_CAP,
                not_before_ms=worker_not_before_ms(self.game, match, seat),
                version=match.version,
            )
            _keep(self._legal, key, legal)
        return legal

    def enriched_event(
        self, match: Match[S], event: StoredEvent, seat: int | None, *, with_legal: bool = True
    ) -> common_pb2.MatchEvent:
        """`event` as `seat` may see it, with the match after it (`match`, at the event's
        version): the awaited seats, the status and, for an awaited seat, its legal commands
        (unless `with_legal` is off: an event a later one already follows in the same delivery)."""
        message = self.client_event(match.match_id, event, seat)
        message.awaiting.extend(awaiting(self.game, match))
        message.status = match.platform.status  # type: ignore[assignment]
        legal = self.legal_for(match, seat) if with_legal else None
        if legal is not None:
            message.legal.CopyFrom(legal)
        return message

    def after_event(self, before: Match[S], event: StoredEvent) -> Match[S]:
        """The match after `event`, from `before` (the match at the version before it). Shared:
        the runner's own cache (the match a command here just produced) or another watcher's
        fold is taken when it is that very event (same version and hash), else folded once."""
        match_id = before.match_id
        cached = self._cache.get(match_id)
        if cached is not None and cached.version == event.version and cached.last_hash == event.hash:
            return cached
        key = (match_id, event.version)
        folded = _shared(self._folded, key)
        if folded is not None and folded.last_hash == event.hash:
            return folded
        after = apply_event(self.game, before, event)
        _keep(self._folded, key, after)
        return after

    async def match_at(self, match_id: str, version: int) -> Match[S]:
        """The match at `version` (its latest if `version` is beyond it), from the latest
        snapshot at or below that version when there is one, else folded from the start."""
        current = await self.load(match_id)
        if version >= current.version:
            return current
        folded = _shared(self._folded, (match_id, version))
        if folded is not None:
            return folded
        start: Match[S] = empty_match(match_id, current.seed)
        snapshot = await self.store.load_snapshot(match_id)
        if snapshot is not None and snapshot.schema == self._schema and snapshot.version <= version:
            try:
                data, seed = snapshot.data, current.seed
                start = decode_snapshot(self.game, match_id, snapshot.version, snapshot.hash, data, seed)
            except Exception:  # only a cache: fold from the start instead
                log.exception("unreadable snapshot of %s; folding from events", match_id)
        if version <= start.version:
            return start
        return fold_events(self.game, start, await self.store.read(match_id, after=start.version, upto=version))

    async def audit(self, match_id: str) -> common_pb2.AuditReport:
        """The stored audit report if it covers the current version, else a fresh audit, stored
        unless another auditor stored one at least as recent meanwhile (then that one: one report
        per version, whoever asks)."""
        match = await self.load(match_id)
        stored = await self.audits.load(match_id)
        if stored is not None:
            report = common_pb2.AuditReport.FromString(stored)
            if report.version == match.version:
                return report
        events = await self.store.read(match_id)
        verdict = audit_log(self.game, events, match.seed)
        report = common_pb2.AuditReport(
            match_id=match_id,
            ok=verdict.ok,
            first_bad_version=verdict.first_bad_version,
            reason=verdict.reason,
            events_checked=verdict.events_checked,
            commands_replayed=verdict.commands_replayed,
            finished=verdict.finished,
            version=events[-1].version if events else 0,
        )
        report.audited_at.GetCurrentTime()
        ours = report.SerializeToString()
        while True:
            kept = await self.audits.save(match_id, ours, stored)
            if kept is None or kept == ours:
                return report
            other = common_pb2.AuditReport.FromString(kept)
            if other.version >= report.version:
                return other
            stored = kept  # an older report landed first: replace it

    async def list_matches(self, status: int, limit: int) -> list[common_pb2.MatchInfo]:
        limit = min(max(limit or 50, 1), 500)
        found: list[common_pb2.MatchInfo] = []
        for match_id in await self.index.recent(self.game.name, limit * 4):
            try:
                if await self.is_private(match_id):
                    continue  # never listed
                info = self.info(await self.load(match_id))
            except NotFound:
                continue
            if status in (common_pb2.MATCH_STATUS_UNSPECIFIED, info.status):
                found.append(info)
            if len(found) >= limit:
                break
        return found

    async def watch(
        self, match_id: str, seat: int | None, from_version: int, *, enrich: bool = False, views: bool = False
    ) -> AsyncIterator[common_pb2.MatchEvent]:
        """Events from `from_version` on, live, until the match ends; with `enrich`, each with
        the match after it (see `enriched_event`), and with `views` too, the last event of each
        delivery (the events known together) with the seat's view after it."""
        match = await self.load(match_id)
        self._check_seat(match, seat)
        after = max(from_version, 1) - 1
        if after > match.version:
            # Watching from beyond the next event would wait for versions that may never exist.
            raise InvalidCommand(
                f"the match is at version {match.version}: watch from at most version {match.version + 1}",
                "VERSION_PAST_END",
            )
        if not enrich:
            async for event in self.tail(match, after):
                yield self.client_event(match_id, event, seat)
            return
        # The stream folds its own copy of the match along the events (shared with the other
        # watchers through `after_event`), starting where the client wants its first event.
        folded = await self.match_at(match_id, after)
        async with contextlib.aclosing(self.tail_batches(match, folded.version)) as batches:
            async for batch in batches:
                for index, event in enumerate(batch):
                    folded = self.after_event(folded, event)
                    message = self.enriched_event(folded, event, seat)
                    if views and index == len(batch) - 1:
                        message.match.CopyFrom(self.shared_info(folded))
                        view = self.packed_view(folded, seat)
                        if view is not None:
                            message.view.CopyFrom(view)
                    yield message

    async def tail(self, match: Match[S], after: int) -> AsyncIterator[StoredEvent]:
        """The stored events after `after` up to MatchEnded: from the log alone when the match
        (`match`, as loaded) is finished, else live through the process's one reader of every
        watched match (services/core/fanout.py)."""
        match_id = match.match_id
        if match.platform.finished:
            # Nothing more will come: the stored log is the whole answer.
            while after < match.version:
                events = await self.store.read(match_id, after=after, count=500)
                if not events:
                    return
                for event in events:
                    yield event
                    after = event.version
            return
        async with contextlib.aclosing(self.feeds.events(match_id, after, match.version)) as live:
            async for event in live:
                yield event

    async def tail_batches(self, match: Match[S], after: int) -> AsyncGenerator[list[StoredEvent], None]:
        """`tail`'s events in the groups they become known in (services/core/fanout.py)."""
        if match.platform.finished:
            while after < match.version:
                events = await self.store.read(match.match_id, after=after, count=500)
                if not events:
                    return
                yield events
                after = events[-1].version
            return
        async with contextlib.aclosing(self.feeds.batches(match.match_id, after, match.version)) as batches:
            async for batch in batches:
                yield batch

    # ------------------------------------------------------------------ writing

    def _validate_seats(self, seats: Sequence[common_pb2.SeatSpec]) -> None:
        game = self.game
        if not game.min_seats <= len(seats) <= game.max_seats:
            raise InvalidCommand(f"{game.title} needs {game.min_seats} to {game.max_seats} seats, not {len(seats)}")
        for index, spec in enumerate(seats):
            if spec.kind not in (
                common_pb2.SEAT_KIND_HUMAN,
                common_pb2.SEAT_KIND_OPEN,
                common_pb2.SEAT_KIND_BOT,
            ):
                raise InvalidCommand(f"seat {index}: choose HUMAN, OPEN or BOT")
            if len(spec.name) > MAX_NAME:
                raise InvalidCommand(f"seat {index}: names have at most {MAX_NAME} characters")
            if spec.kind == common_pb2.SEAT_KIND_BOT:
                if spec.bot_level and spec.bot_level not in game.bot_levels:
                    raise InvalidCommand(
                        f"seat {index}: unknown bot level {shown(spec.bot_level)}; "
                        f"choose one of {', '.join(game.bot_levels)}"
                    )
            elif spec.bot_level:
                raise InvalidCommand(f"seat {index}: only bot seats have a level")

    async def create(
        self,
        options: any_pb2.Any | None,
        seats: Sequence[common_pb2.SeatSpec],
        clock: common_pb2.ClockOptions | None = None,
        visibility: int = common_pb2.VISIBILITY_UNSPECIFIED,
        reserved: Mapping[int, str] | None = None,
        rematch_of: str = "",
        spectator_policy: int = common_pb2.SPECTATOR_POLICY_UNSPECIFIED,
        rated: bool = False,
        creator: str | None = None,
    ) -> Match[S]:
        """Create a match: MatchCreated, then the game's setup events, atomically; its visibility
        goes into the meta hash with them (services/archive/records.py: the archive copies it),
        and so do the open seats `reserved` for invited players (seat -> player id), which
        `claim_seat` keeps for them from the first moment. Its spectator policy (and an invite-only
        match's code) and its creator go there too (services/chat/spectators.py). `creator`, the
        verified signed-in caller, holds the first human seat (as the gateway records it):
        MatchCreated.players says so, so that ratings are a function of the log alone
        (services/ratings)."""
        if visibility not in (
            common_pb2.VISIBILITY_UNSPECIFIED,
            common_pb2.VISIBILITY_PUBLIC,
            common_pb2.VISIBILITY_PRIVATE,
        ):
            raise InvalidCommand("visibility: choose PUBLIC or PRIVATE")
        private = visibility == common_pb2.VISIBILITY_PRIVATE
        policy = spectators.chosen_policy(spectator_policy)
        game = self.game
        self._validate_seats(seats)
        for seat in reserved or {}:
            if not 0 <= seat < len(seats) or seats[seat].kind != common_pb2.SEAT_KIND_OPEN:
                raise InvalidCommand(f"seat {seat}: only an open seat can be reserved for an invited player")
        specs = []
        for spec in seats:
            copy = common_pb2.SeatSpec()
            copy.CopyFrom(spec)
            if copy.kind == common_pb2.SEAT_KIND_BOT and not copy.bot_level:
                copy.bot_level = game.bot_levels[0]
            specs.append(copy)
        if options is not None and options.type_url:
            options_message = unpack(options, game.options_type, "options")
        else:
            options_message = game.options_type()
        game.validate_options(options_message, len(specs))
        created_clock = self._validate_clock(clock)
        seed = secrets.token_bytes(32)
        match_id = f"{game.name}-{secrets.token_hex(10)}"
        created = common_pb2.MatchCreated(
            game=game.name,
            options=pack(options_message),
            seats=specs,
            seed_commitment=commitment(seed),
            clock=created_clock,
            rematch_of=rematch_of,
            spectators=policy,  # type: ignore[arg-type]
            rated=rated,
            players=creator_seats(specs, creator),
        )
        setup = game.setup(options_message, len(specs), setup_rng(seed))
        events = [NewEvent(MATCH_CREATED, created.SerializeToString())]
        events += [NewEvent(self._event_type, event.SerializeToString()) for event in setup]
        # A setup the game cannot apply must never reach the store.
        game.fold(game.initial_state(options_message, len(specs)), setup)
        time_ms = now_ms()
        meta: dict[str, str | bytes | int] = {
            "game": game.name,
            "seed": seed.hex(),
            "commitment": commitment(seed),
            "created_ms": time_ms,
            VISIBILITY_FIELD: PRIVATE if private else PUBLIC,
        }
        if reserved:
            meta[RESERVED_FIELD] = reserved_entry(dict(reserved))[1]
        meta.update(spectators.creation_meta(policy, specs, creator))
        _keep(self._private, match_id, private)
        self._spectators.note(match_id, policy)
        stored = await self.store.create(match_id, meta, events, "", b"", time_ms)
        match: Match[S] = fold_events(game, empty_match(match_id, seed), stored)
        await self.store.set_meta(match_id, self._meta_update(match))
        await self.index.add(game.name, match_id, time_ms)
        self._remember(match)
        await self._after_append(match, previous=None)
        return match

    def _validate_clock(self, clock: common_pb2.ClockOptions | None) -> common_pb2.ClockOptions:
        checked = common_pb2.ClockOptions()
        if clock is None or not clock.initial_seconds:
            return checked
        checked.CopyFrom(clock)
        if clock.initial_seconds > 7 * 24 * 3600 or clock.increment_seconds > 24 * 3600:
            raise InvalidCommand("clocks are limited to a week's bank and a day's increment")
        if clock.max_seconds and clock.max_seconds < clock.initial_seconds:
            raise InvalidCommand("the clock's cap must be at least its initial bank")
        if clock.takeover_level and clock.takeover_level not in self.game.bot_levels:
            raise InvalidCommand(f"unknown takeover level {shown(clock.takeover_level)}")
        return checked

    def _lock(self, match_id: str) -> asyncio.Lock:
        lock = self._locks.get(match_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[match_id] = lock
        return lock

    async def _apply(self, match_id: str, request: _Request[S]) -> Submitted:
        """The one command loop: load -> decide -> append, retrying when another writer got
        there first (see the module docstring and `_Request`)."""
        async with self._lock(match_id):
            fresh = not request.seat_command
            match = await self.load(match_id, refresh=fresh)
            for attempt in range(MAX_ATTEMPTS):
                time_ms = now_ms()
                try:
                    if request.expected_version is not None and request.expected_version != match.version:
                        raise VersionMismatch(request.expected_version, match.version)
                    decision = request.decide(match, time_ms)
                except (VersionMismatch, RuleViolation) as refused:
                    # The cache may be behind, or this may be a retry of an applied command. A
                    # version pinned below the cached one is below any fresher one too (versions
                    # only grow): re-reading the tail cannot change the answer then. (In a
                    # simultaneous phase the seat the other moved first on is answered so: an
                    # XRANGE per such command was 7 % of the service's time under the load.)
                    behind = isinstance(refused, VersionMismatch) and refused.expected < match.version
                    if not fresh and not behind:
                        match, fresh = await self.load(match_id), True
                        continue
                    if request.seat_command:
                        prior = await self._prior(match_id, request.command_id, request.digest, request.command)
                        if prior is not None:
                            return prior
                    raise
                carried = self.store.carries_notices
                try:
                    appended, stored = await self.store.append(
                        match_id,
                        match.version,
                        match.last_hash,
                        decision.events,
                        command_id=request.command_id,
                        command=request.command,
                        digest=request.digest,
                        time_ms=time_ms,
                        meta=self._meta_update(decision.after),
                        notice=match_notice(self.game, match, decision.after) if carried else None,
                    )
                except VersionConflict:
                    # A pinned version is answered at once (ABORTED, or the first answer); an
                    # unpinned request backs off a little, then decides again on the fresh tail.
                    if request.expected_version is None:
                        await asyncio.sleep(random.uniform(0, 0.002) * attempt)
                    match, fresh = await self.load(match_id), True
                    continue
                if appended.duplicate:
                    return await self._replay_answer(
                        match_id, appended.first, appended.last, appended.digest, request.digest, request.command
                    )
                after = replace(decision.after, last_hash=stored[-1].hash)
                self._remember(after)
                await self._after_append(after, previous=match, notice_carried=carried)
                # The match's streams here get the events now (MatchFeeds.offer), last: from
                # here to the caller's own stream sending them with its answer nothing awaits,
                # so that stream sends both in one message before its pump wakes for them.
                self.feeds.offer(match_id, stored)
                return Submitted(appended.last, stored, match=after)
        raise Contention(request.busy)

    async def claim_seat(
        self, match_id: str, seat: int | None, name: str, player: str | None = None
    ) -> tuple[int, Match[S]]:
        """Claim an open seat (the lowest free one if `seat` is None). A seat reserved for an
        invited player is theirs alone (SEAT_RESERVED for anyone else); without a seat named, the
        invited player gets theirs and others the lowest free seat reserved for nobody. The seat
        is always decided here and written into SeatClaimed, so the audit re-derives the claim
        without knowing the reservations (they are not in the log)."""
        if len(name) > MAX_NAME:
            raise InvalidCommand(f"names have at most {MAX_NAME} characters")
        meta = await self.store.meta(match_id)
        reserved = parse_reserved(meta.get(RESERVED_FIELD, b"").decode()) if meta else {}
        mine = sorted(s for s, holder in reserved.items() if player is not None and holder == player)
        others = {s for s in reserved if s not in mine}
        if seat is not None and seat in others:
            raise RuleViolation("SEAT_RESERVED", f"seat {seat} is reserved for an invited player")

        def choose(match: Match[S]) -> int | None:
            if seat is not None or not reserved:
                return seat
            free = [
                index
                for index, state in enumerate(match.platform.seats)
                if state.kind == common_pb2.SEAT_KIND_OPEN and not state.occupied
            ]
            for index in mine + [index for index in free if index not in others]:
                if index in free:
                    return index
            raise RuleViolation(
                "NO_OPEN_SEAT", "this match has no open seat left that is not reserved for an invited player"
            )

        submitted = await self._apply(
            match_id,
            _Request(lambda match, time_ms: decide_claim(self.game, match, choose(match), name, time_ms, player or "")),
        )
        claimed = parse(submitted.events[0].data, common_pb2.SeatClaimed)
        assert submitted.match is not None
        return claimed.seat, submitted.match

    async def reclaim_seat(self, match_id: str, seat: int) -> Match[S]:
        """An absent seat's player is back: the bot (or default moves) stop playing it."""
        submitted = await self._apply(
            match_id, _Request(lambda match, time_ms: decide_reclaim(self.game, match, seat, time_ms))
        )
        assert submitted.match is not None
        return submitted.match

    async def close(self, match_id: str, reason: int) -> Match[S]:
        """The platform closes an unfinished match (services/core/match.py `decide_close`);
        MATCH_OVER if it has finished meanwhile."""
        submitted = await self._apply(
            match_id, _Request(lambda match, time_ms: decide_close(self.game, match, reason, time_ms))
        )
        assert submitted.match is not None
        return submitted.match

    async def fire_timer(self, match_id: str, key: str) -> tuple[bool, str]:
        """A timer ran out (called by the workers). Answers (fired, why not). Idempotent: a timer
        fires at most once, because its batch carries the command id "timer:<key>"."""
        if "|" in key or len(key) > MAX_COMMAND_ID:
            raise InvalidCommand("bad timer key")
        fired = common_pb2.TimerFired(key=key)
        raw = pack(fired).SerializeToString()
        try:
            await self._apply(
                match_id,
                _Request(
                    lambda match, time_ms: decide_timer(self.game, match, key, time_ms),
                    command_id=f"timer:{key}",
                    command=raw,
                    digest=command_digest(-1, raw),
                ),
            )
        except RuleViolation as refused:
            if refused.code == "TIMER_STALE":
                await self.timers.drop(self.game.name, match_id, key)
            return False, refused.code
        return True, ""

    async def submit(
        self,
        match_id: str,
        seat: int,
        command: any_pb2.Any,
        expected_version: int | None = None,
        command_id: str = "",
    ) -> Submitted:
        """Apply a seat's command; see the module docstring for the retry policy."""
        if len(command_id) > MAX_COMMAND_ID:
            raise InvalidCommand(f"command ids have at most {MAX_COMMAND_ID} characters")
        message = unpack(command, self.game.command_type)
        raw = command.SerializeToString()
        request: _Request[S] = _Request(
            lambda match, time_ms: decide_command(self.game, match, seat, message, time_ms),
            command_id=command_id,
            command=raw,
            digest=command_digest(seat, raw),
            expected_version=expected_version,
            seat_command=True,
            busy="the match is too busy; retry with the same command id",
        )
        return await self._apply(match_id, request)

    def _meta_update(self, match: Match[S]) -> dict[str, str | int]:
        return {
            "status": match.platform.status,
            "awaiting": ",".join(str(seat) for seat in awaiting(self.game, match)),
            "workers": ",".join(f"{seat}:{policy}" for seat, policy in seats_for_workers(self.game, match)),
            "updated_ms": now_ms(),
        }

    async def _prior(self, match_id: str, command_id: str, digest: str, command: bytes) -> Submitted | None:
        prior = await self.store.prior_command(match_id, command_id)
        if prior is None:
            return None
        return await self._replay_answer(match_id, prior.first, prior.last, prior.digest, digest, command)

    async def _replay_answer(
        self, match_id: str, first: int, last: int, recorded: str, digest: str, command: bytes
    ) -> Submitted:
        events = await self.store.read(match_id, after=first - 1, upto=last)
        if recorded != digest:
            # The digest covers the seat and the command: with the same command, the seat differs.
            if events and events[0].command == command:
                raise InvalidCommand(
                    "this command id was already used by another seat in this match; every command needs its own id",
                    "COMMAND_ID_USED_BY_ANOTHER_SEAT",
                )
            raise InvalidCommand(
                "this command id was already used for a different command in this match",
                "COMMAND_ID_REUSED",
            )
        return Submitted(last, events, duplicate=True, match=await self.load(match_id))

    async def _after_append(self, match: Match[S], previous: Match[S] | None, notice_carried: bool = False) -> None:
        """Snapshots, timers, bot hand-offs, audits, the players' notice (unless the append
        carried it: `EventStore.carries_notices`); failures here never undo the append (the
        workers' periodic sweep catches whatever is lost)."""
        before = previous.version if previous is not None else 0
        game = self.game.name
        match_id = match.match_id
        try:
            if match.version // self.snapshot_every > before // self.snapshot_every:
                await self.store.save_snapshot(
                    match_id,
                    Snapshot(match.version, match.last_hash, self._schema, encode_snapshot(self.game, match)),
                )
            old_timers = timers(previous) if previous is not None else {}
            new_timers = timers(match)
            for key in old_timers.keys() - new_timers.keys():
                await self.timers.drop(game, match_id, key)
            for key, due in new_timers.items():
                if old_timers.get(key) != due:
                    await self.timers.add(game, match_id, key, due)
                    await self.dispatcher.fire_at(game, match_id, key, due)
            workers = seats_for_workers(self.game, match)
            waited_before = previous is not None and bool(seats_for_workers(self.game, previous))
            # The sweep's record changes only when the match starts or stops waiting on workers
            # (or a new worker turn starts, which refreshes its age): spare the round trip otherwise.
            if workers:
                await self.handoff.add(game, match_id, now_ms())
            elif waited_before:
                await self.handoff.drop(game, match_id)
            for seat, _policy in workers:
                await self.dispatcher.dispatch(game, match_id, seat, match.version)
            if match.platform.finished and (previous is None or not previous.platform.finished):
                await self.dispatcher.audit(game, match_id)
                if self.storage.finishing is not None:
                    # For the archive's mover (services/archive/mover.py); its sweep of the
                    # per-game index finds the match should this record be lost.
                    await self.storage.finishing.add(game, match_id, now_ms())
        except Exception:
            log.exception("after-append work for %s failed; the sweep will catch up", match_id)
        if notice_carried:
            return
        try:
            # Last, and on its own: players' feeds are told, but a failure here costs only a
            # notice (services/core/notices.py), never a timer or a bot's turn.
            notice = match_notice(self.game, previous, match)
            if notice is not None:
                await self.notices.publish(notice)
        except Exception:
            log.exception("could not add the notice of %s at version %d", match_id, match.version)


__all__ = ["MATCH_CREATED", "BotDispatcher", "MatchRunner", "NoBots", "Submitted", "apply_event"]


def creator_seats(seats: Sequence[common_pb2.SeatSpec], creator: str | None) -> list[str]:
    """MatchCreated.players: the signed-in creator in the first human seat (the one the gateway
    seats them in), empty for every other seat; no entries at all for an anonymous creator."""
    humans = [index for index, spec in enumerate(seats) if spec.kind == common_pb2.SEAT_KIND_HUMAN]
    if not creator or not humans:
        return []
    return [creator if index == humans[0] else "" for index in range(len(seats))]
