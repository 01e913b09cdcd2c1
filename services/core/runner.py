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
import hashlib
import logging
import random
import secrets
import time
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, replace
from typing import Generic, Protocol

from google.protobuf import any_pb2, timestamp_pb2
from google.protobuf.message import Message
from ludus.v1 import common_pb2

from services.core.codec import pack, parse, unpack
from services.core.errors import (
    Contention,
    InvalidCommand,
    NotFound,
    RuleViolation,
    VersionMismatch,
)
from services.core.game import Game, S
from services.core.match import (
    MATCH_CREATED,
    MATCH_ENDED,
    PLATFORM_EVENTS,
    SEAT_CLAIMED,
    Match,
    apply_event,
    awaiting,
    decode_snapshot,
    empty_match,
    encode_snapshot,
    fold_events,
    match_info,
    outcome_message,
)
from services.core.rng import commitment, decide_rng, setup_rng
from services.core.store import (
    EventStore,
    NewEvent,
    Snapshot,
    StoredEvent,
    VersionConflict,
)

log = logging.getLogger(__name__)

MAX_COMMAND_ID = 128
MAX_NAME = 64
MAX_ATTEMPTS = 32


class BotDispatcher(Protocol):
    """Hands a bot seat's decision to the workers."""

    async def dispatch(self, game: str, match_id: str, seat: int, version: int) -> None: ...


class NoBots:
    """A dispatcher for runs without workers: bot seats simply wait."""

    async def dispatch(self, game: str, match_id: str, seat: int, version: int) -> None:
        log.warning("no bot dispatcher: bot seat %s of %s waits", seat, match_id)


@dataclass(frozen=True)
class Submitted:
    """A command's answer: the version after it and the events it caused."""

    version: int
    events: list[StoredEvent]
    duplicate: bool = False
    #: The match after the command (the latest known version, for duplicates).
    match: Match | None = None


def now_ms() -> int:
    return time.time_ns() // 1_000_000


def command_digest(seat: int, command: bytes) -> str:
    return hashlib.sha256(f"{seat}:".encode() + command).hexdigest()[:32]


class MatchRunner(Generic[S]):
    """Runs every match of one game."""

    def __init__(
        self,
        game: Game[S],
        store: EventStore,
        dispatcher: BotDispatcher | None = None,
        *,
        cache_size: int = 10_000,
        snapshot_every: int = 100,
        watch_block_ms: int = 10_000,
    ) -> None:
        self.game = game
        self.store = store
        self.dispatcher: BotDispatcher = dispatcher or NoBots()
        self.snapshot_every = snapshot_every
        self.watch_block_ms = watch_block_ms
        self._cache: OrderedDict[str, Match[S]] = OrderedDict()
        self._cache_size = cache_size
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()
        self._event_type = game.event_type.DESCRIPTOR.full_name
        self._schema = f"{game.name}:{game.state_schema}"

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
        if not match_id.startswith(self.game.name + "-") or len(match_id) > 128:
            raise NotFound(f"no {self.game.name} match {match_id!r}")

    async def _load_cold(self, match_id: str) -> Match[S]:
        meta = await self.store.meta(match_id)
        if meta is None or meta.get("game", b"").decode() != self.game.name:
            raise NotFound(f"no {self.game.name} match {match_id!r}")
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

    def client_event(self, event: StoredEvent, seat: int | None) -> common_pb2.MatchEvent:
        """A stored event as `seat` (None: a spectator) may see it."""
        if event.type == self._event_type:
            payload = self.game.redact(parse(event.data, self.game.event_type), seat)
            packed = pack(payload)
        elif event.type in PLATFORM_EVENTS:
            packed = any_pb2.Any(type_url=f"type.googleapis.com/{event.type}", value=event.data)
        else:  # an event type this build does not know: never forward unredacted bytes
            raise RuntimeError(f"unknown event type {event.type!r}")
        message = common_pb2.MatchEvent(
            match_id="",
            version=event.version,
            time=timestamp_pb2.Timestamp(seconds=event.time_ms // 1000, nanos=(event.time_ms % 1000) * 1_000_000),
            event=packed,
        )
        if event.seat is not None:
            message.seat = event.seat
            if seat == event.seat:
                message.command_id = event.command_id
        return message

    def client_events(
        self, match_id: str, events: Sequence[StoredEvent], seat: int | None
    ) -> list[common_pb2.MatchEvent]:
        result = []
        for event in events:
            message = self.client_event(event, seat)
            message.match_id = match_id
            result.append(message)
        return result

    def info(self, match: Match[S]) -> common_pb2.MatchInfo:
        return match_info(self.game, match)

    def awaiting(self, match: Match[S]) -> tuple[int, ...]:
        return awaiting(self.game, match)

    def _check_seat(self, match: Match[S], seat: int | None) -> None:
        if seat is not None and not 0 <= seat < len(match.platform.seats):
            raise InvalidCommand(f"seat {seat} does not exist in this match")

    def view(self, match: Match[S], seat: int | None) -> Message:
        self._check_seat(match, seat)
        return self.game.view(match.require_state(), seat)

    async def legal_commands(self, match_id: str, seat: int) -> tuple[int, list[Message]]:
        match = await self.load(match_id)
        self._check_seat(match, seat)
        if seat not in awaiting(self.game, match):
            return match.version, []
        return match.version, list(self.game.legal_commands(match.require_state(), seat))

    async def list_matches(self, status: int, limit: int) -> list[common_pb2.MatchInfo]:
        limit = min(max(limit or 50, 1), 500)
        found: list[common_pb2.MatchInfo] = []
        for match_id in await self.store.recent(self.game.name, limit * 4):
            try:
                info = self.info(await self.load(match_id))
            except NotFound:
                continue
            if status in (common_pb2.MATCH_STATUS_UNSPECIFIED, info.status):
                found.append(info)
            if len(found) >= limit:
                break
        return found

    async def watch(self, match_id: str, seat: int | None, from_version: int) -> AsyncIterator[common_pb2.MatchEvent]:
        """Events from `from_version` on, live, until the match ends."""
        match = await self.load(match_id)
        self._check_seat(match, seat)
        after = max(from_version, 1) - 1
        if match.platform.finished and after >= match.version:
            return
        while True:
            events = await self.store.read(match_id, after=after, count=500)
            if not events:
                events = await self.store.wait(match_id, after, self.watch_block_ms)
            for event in events:
                message = self.client_event(event, seat)
                message.match_id = match_id
                yield message
                after = event.version
                if event.type == MATCH_ENDED:
                    return

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
                        f"seat {index}: unknown bot level {spec.bot_level!r}; "
                        f"choose one of {', '.join(game.bot_levels)}"
                    )
            elif spec.bot_level:
                raise InvalidCommand(f"seat {index}: only bot seats have a level")

    async def create(self, options: any_pb2.Any | None, seats: Sequence[common_pb2.SeatSpec]) -> Match[S]:
        """Create a match: MatchCreated, then the game's setup events, atomically."""
        game = self.game
        self._validate_seats(seats)
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
        seed = secrets.token_bytes(32)
        match_id = f"{game.name}-{secrets.token_hex(10)}"
        created = common_pb2.MatchCreated(
            game=game.name,
            options=pack(options_message),
            seats=specs,
            seed_commitment=commitment(seed),
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
        }
        stored = await self.store.create(match_id, meta, events, "", b"", time_ms)
        match: Match[S] = fold_events(game, empty_match(match_id, seed), stored)
        await self.store.set_meta(match_id, self._meta_update(match))
        await self.store.index(game.name, match_id, time_ms)
        self._remember(match)
        await self._after_append(match, previous=None)
        return match

    async def claim_seat(self, match_id: str, seat: int | None, name: str) -> tuple[int, Match[S]]:
        """Claim an open seat (the lowest free one if `seat` is None)."""
        if len(name) > MAX_NAME:
            raise InvalidCommand(f"names have at most {MAX_NAME} characters")
        async with self._lock(match_id):
            for _attempt in range(MAX_ATTEMPTS):
                match = await self.load(match_id)
                seats = match.platform.seats
                if seat is None:
                    free = [
                        index
                        for index, state in enumerate(seats)
                        if state.kind == common_pb2.SEAT_KIND_OPEN and not state.occupied
                    ]
                    if not free:
                        raise RuleViolation("NO_OPEN_SEAT", "this match has no open seat left")
                    chosen = free[0]
                else:
                    self._check_seat(match, seat)
                    chosen = seat
                    if seats[chosen].kind != common_pb2.SEAT_KIND_OPEN:
                        raise RuleViolation("SEAT_NOT_OPEN", f"seat {chosen} is not an open seat")
                    if seats[chosen].occupied:
                        raise RuleViolation("SEAT_TAKEN", f"seat {chosen} is already taken")
                still_open = sum(1 for state in seats if state.kind == common_pb2.SEAT_KIND_OPEN and not state.occupied)
                claimed = common_pb2.SeatClaimed(seat=chosen, name=name, match_started=still_open == 1)
                try:
                    _appended, stored = await self.store.append(
                        match_id,
                        match.version,
                        match.last_hash,
                        [NewEvent(SEAT_CLAIMED, claimed.SerializeToString(), chosen)],
                        time_ms=now_ms(),
                    )
                except VersionConflict:
                    continue
                after = fold_events(self.game, match, stored)
                self._remember(after)
                await self._after_append(after, previous=match)
                return chosen, after
        raise Contention("the match is too busy; retry")

    def _lock(self, match_id: str) -> asyncio.Lock:
        lock = self._locks.get(match_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[match_id] = lock
        return lock

    def _decide(self, match: Match[S], seat: int, command: Message) -> tuple[list[NewEvent], Match[S]]:
        """The events a command causes, and the match after them (not yet stored)."""
        platform = match.platform
        self._check_seat(match, seat)
        if platform.finished:
            raise RuleViolation("MATCH_OVER", "the match is over")
        if platform.waiting_for_players:
            raise RuleViolation("MATCH_WAITING_FOR_PLAYERS", "the match starts when every open seat is claimed")
        state = match.require_state()
        game_events = self.game.decide(state, seat, command, decide_rng(match.seed, match.version))
        if not game_events:
            raise RuntimeError(f"{self.game.name}.decide returned no events")
        after = self.game.fold(state, game_events)
        events = [NewEvent(self._event_type, event.SerializeToString(), seat) for event in game_events]
        new_platform = platform
        if self.game.is_over(after):
            result = outcome_message(self.game.result(after))
            ended = common_pb2.MatchEnded(result=result, seed=match.seed)
            events.append(NewEvent(MATCH_ENDED, ended.SerializeToString()))
            new_platform = replace(platform, finished=True, result=result.SerializeToString())
        return events, Match(match.match_id, match.version, match.last_hash, new_platform, after, match.seed)

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
        digest = command_digest(seat, raw)
        async with self._lock(match_id):
            match = await self.load(match_id, refresh=False)
            fresh = False
            for attempt in range(MAX_ATTEMPTS):
                if expected_version is not None and expected_version != match.version:
                    if not fresh:
                        match, fresh = await self.load(match_id), True
                        continue
                    prior = await self._prior(match_id, command_id, seat, digest)
                    if prior is not None:
                        return prior
                    raise VersionMismatch(expected_version, match.version)
                try:
                    events, after = self._decide(match, seat, message)
                except RuleViolation:
                    # The cache may be behind, or this may be a retry of an applied command.
                    if not fresh:
                        match, fresh = await self.load(match_id), True
                        continue
                    prior = await self._prior(match_id, command_id, seat, digest)
                    if prior is not None:
                        return prior
                    raise
                try:
                    appended, stored = await self.store.append(
                        match_id,
                        match.version,
                        match.last_hash,
                        events,
                        command_id=command_id,
                        command=raw,
                        digest=digest,
                        time_ms=now_ms(),
                        meta=self._meta_update(after),
                    )
                except VersionConflict:
                    match, fresh = await self.load(match_id), True
                    if expected_version is not None:
                        continue  # the loop top answers ABORTED (or the first answer)
                    await asyncio.sleep(random.uniform(0, 0.002) * attempt)
                    continue
                if appended.duplicate:
                    return await self._replay_answer(match_id, appended.first, appended.last, appended.digest, digest)
                new_match = replace(after, version=appended.last, last_hash=stored[-1].hash)
                self._remember(new_match)
                await self._after_append(new_match, previous=match)
                return Submitted(appended.last, stored, match=new_match)
        raise Contention("the match is too busy; retry with the same command id")

    def _meta_update(self, match: Match[S]) -> dict[str, str | int]:
        return {
            "status": match.platform.status,
            "awaiting": ",".join(str(seat) for seat in awaiting(self.game, match)),
            "updated_ms": now_ms(),
        }

    async def _prior(self, match_id: str, command_id: str, seat: int, digest: str) -> Submitted | None:
        prior = await self.store.prior_command(match_id, command_id)
        if prior is None:
            return None
        return await self._replay_answer(match_id, prior.first, prior.last, prior.digest, digest)

    async def _replay_answer(self, match_id: str, first: int, last: int, recorded: str, digest: str) -> Submitted:
        if recorded != digest:
            raise InvalidCommand("this command id was already used for a different command in this match")
        events = await self.store.read(match_id, after=first - 1, upto=last)
        return Submitted(last, events, duplicate=True, match=await self.load(match_id))

    async def _after_append(self, match: Match[S], previous: Match[S] | None) -> None:
        """Snapshots and bot hand-offs; failures here never undo the append."""
        before = previous.version if previous is not None else 0
        if match.version // self.snapshot_every > before // self.snapshot_every:
            try:
                await self.store.save_snapshot(
                    match.match_id,
                    Snapshot(match.version, match.last_hash, self._schema, encode_snapshot(self.game, match)),
                )
            except Exception:
                log.exception("snapshot of %s failed", match.match_id)
        for seat in awaiting(self.game, match):
            if match.platform.seats[seat].is_bot:
                try:
                    await self.dispatcher.dispatch(self.game.name, match.match_id, seat, match.version)
                except Exception:
                    # The periodic sweep re-dispatches bot turns that were lost.
                    log.exception("could not dispatch bot seat %s of %s", seat, match.match_id)


__all__ = [
    "MATCH_CREATED",
    "BotDispatcher",
    "MatchRunner",
    "NoBots",
    "Submitted",
    "apply_event",
]
