"""A match as the platform sees it, and every decision the platform makes about it. Pure: no I/O.

A `Match` is the platform's part (seats, clocks, deadlines, status) around the game's own state,
folded from the stream's events by `apply_event`. The `decide_*` functions turn a request (a
seat's command, a timer firing, a seat claimed or reclaimed) into the events to append. The runner
calls them with the live state; the audit calls the very same functions on the rebuilt state, so
an audit re-derives every batch — timers included — exactly as it was produced.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic

import msgspec
from google.protobuf import any_pb2, timestamp_pb2
from google.protobuf.message import Message
from ludus.v1 import common_pb2

from services.core.codec import decode_state, encode_state, pack, parse
from services.core.errors import InvalidCommand, RuleViolation, shown
from services.core.events import GENESIS_HASH, NewEvent, StoredEvent
from services.core.game import Game, Outcome, S
from services.core.immutable import replace
from services.core.rng import decide_rng

MATCH_CREATED = common_pb2.MatchCreated.DESCRIPTOR.full_name
SEAT_CLAIMED = common_pb2.SeatClaimed.DESCRIPTOR.full_name
MATCH_ENDED = common_pb2.MatchEnded.DESCRIPTOR.full_name
TIMED_OUT = common_pb2.TimedOut.DESCRIPTOR.full_name
SEAT_RECLAIMED = common_pb2.SeatReclaimed.DESCRIPTOR.full_name
TIMER_FIRED = common_pb2.TimerFired.DESCRIPTOR.full_name
PLATFORM_EVENTS: dict[str, type[Message]] = {
    MATCH_CREATED: common_pb2.MatchCreated,
    SEAT_CLAIMED: common_pb2.SeatClaimed,
    MATCH_ENDED: common_pb2.MatchEnded,
    TIMED_OUT: common_pb2.TimedOut,
    SEAT_RECLAIMED: common_pb2.SeatReclaimed,
}
CLOCK_PREFIX = "clock:"
#: The bot policy that makes a skipped seat's moves: the first legal command the game lists.
DEFAULT_MOVE = "default"


@dataclass(frozen=True)
class Clock:
    """The match's clock settings, in milliseconds (initial 0: no clocks)."""

    initial_ms: int = 0
    increment_ms: int = 0
    max_ms: int = 0
    on_timeout: int = common_pb2.TIMEOUT_ACTION_TAKEOVER
    takeover_level: str = ""

    @property
    def enabled(self) -> bool:
        return self.initial_ms > 0

    def refill(self, bank_ms: int) -> int:
        bank = bank_ms + self.increment_ms
        return min(bank, self.max_ms) if self.max_ms else bank


@dataclass(frozen=True)
class SeatState:
    kind: int
    bot_level: str = ""
    name: str = ""
    occupied: bool = True
    #: A human seat that timed out and is played by a bot or default moves until reclaimed.
    absent: bool = False
    #: The clock's bank, not counting the running turn.
    bank_ms: int = 0
    #: When (and at which version) the seat became awaited; 0 while not awaited.
    awaited_since_ms: int = 0
    awaited_since_version: int = 0
    #: When (and at which version) the seat's last game command was applied; 0 before any. With
    #: `awaited_since_*` the reference moment of `Game.worker_delay_ms`.
    acted_ms: int = 0
    acted_version: int = 0

    @property
    def is_bot(self) -> bool:
        return self.kind == common_pb2.SEAT_KIND_BOT


@dataclass(frozen=True)
class Platform:
    """The platform's part of a match's state."""

    game: str = ""
    options: bytes = b""  # the serialised Any the match was created with
    seats: tuple[SeatState, ...] = ()
    commitment: str = ""
    created_ms: int = 0
    finished: bool = False
    result: bytes = b""  # serialised MatchResult once finished
    clock: Clock = field(default_factory=Clock)
    #: Running game deadlines: key -> when it runs out (ms since the epoch).
    deadlines: dict[str, int] = field(default_factory=dict)
    #: The match this one is a rematch of (MatchCreated.rematch_of), or "".
    rematch_of: str = ""
    #: Created rated (MatchCreated.rated): it may count for ratings (services/ratings).
    rated: bool = False

    @property
    def waiting_for_players(self) -> bool:
        # A loop rather than any(genexpr): asked for every event a stream sends (its status).
        for seat in self.seats:  # noqa: SIM110 (any() with a generator is about three times dearer)
            if not seat.occupied:
                return True
        return False

    @property
    def status(self) -> int:
        if self.finished:
            return common_pb2.MATCH_STATUS_FINISHED
        if self.waiting_for_players:
            return common_pb2.MATCH_STATUS_WAITING
        return common_pb2.MATCH_STATUS_ACTIVE

    def with_seat(self, seat: int, **changes: Any) -> Platform:
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], **changes)
        return replace(self, seats=tuple(seats))


@dataclass(frozen=True)
class Match(Generic[S]):
    """A match at one version."""

    match_id: str
    version: int
    last_hash: str
    platform: Platform
    state: S | None
    #: The secret seed: known to the service, never in a view, snapshot or client event.
    seed: bytes = field(default=b"", repr=False)

    def require_state(self) -> S:
        if self.state is None:
            raise RuntimeError(f"match {self.match_id} has no game state yet")
        return self.state


class _SnapshotBody(msgspec.Struct):
    platform: Platform
    game: bytes


def empty_match(match_id: str, seed: bytes) -> Match[Any]:
    return Match(match_id, 0, GENESIS_HASH, Platform(), None, seed)


def _clock_from(options: common_pb2.ClockOptions) -> Clock:
    return Clock(
        initial_ms=options.initial_seconds * 1000,
        increment_ms=options.increment_seconds * 1000,
        max_ms=options.max_seconds * 1000,
        on_timeout=options.on_timeout or common_pb2.TIMEOUT_ACTION_TAKEOVER,
        takeover_level=options.takeover_level,
    )


def awaiting(game: Game[S], match: Match[S]) -> tuple[int, ...]:
    if match.platform.status != common_pb2.MATCH_STATUS_ACTIVE or match.state is None:
        return ()
    return game.awaiting(match.state)


def _track(game: Game[S], platform: Platform, state: S | None, time_ms: int, version: int) -> Platform:
    """Start and stop seat clocks as seats become awaited or decide; start and drop game
    deadlines as they appear and disappear. Uses only the event's recorded time."""
    # `platform.status == ACTIVE`, without the property: this runs after every event.
    active = state is not None and not platform.finished and not platform.waiting_for_players
    waited = game.awaiting(state) if active and state is not None else ()
    seats = platform.seats
    changed: list[SeatState] | None = None
    for index, seat in enumerate(seats):
        if index in waited:
            if not seat.awaited_since_ms:
                changed = list(seats) if changed is None else changed
                changed[index] = replace(seat, awaited_since_ms=time_ms, awaited_since_version=version)
        elif seat.awaited_since_ms:
            spent = time_ms - seat.awaited_since_ms
            bank = platform.clock.refill(max(seat.bank_ms - spent, 0)) if platform.clock.enabled else 0
            changed = list(seats) if changed is None else changed
            changed[index] = replace(seat, awaited_since_ms=0, awaited_since_version=0, bank_ms=bank)
    deadlines: dict[str, int] = {}
    if active and state is not None:
        for deadline in game.deadlines(state):
            deadlines[deadline.key] = platform.deadlines.get(deadline.key, time_ms + int(deadline.seconds * 1000))
    if changed is None and deadlines == platform.deadlines:
        # Most events change neither (the same seat stays awaited): the platform is kept as it is,
        # which saves copying it on every event of a fold or an audit.
        return platform
    return replace(platform, seats=tuple(changed) if changed is not None else seats, deadlines=deadlines)


def apply_event(game: Game[S], match: Match[S], event: StoredEvent) -> Match[S]:
    """Fold one stored event into the match."""
    if event.type == MATCH_CREATED:
        platform, state = _created(game, event.data, event.time_ms, event.version)
    else:
        state = match.require_state()
        platform, state = _fold_one(
            game, match.platform, state, event.type, event.data, event.time_ms, event.version, event.seat
        )
    return Match(match.match_id, event.version, event.hash, platform, state, match.seed)


def _created(game: Game[S], data: bytes, time_ms: int, version: int) -> tuple[Platform, S]:
    """The platform's part and the game's initial state, from MatchCreated."""
    created = parse(data, common_pb2.MatchCreated)
    options = game.options_type()
    if created.options.type_url:
        created.options.Unpack(options)
    clock = _clock_from(created.clock)
    platform = Platform(
        game=created.game,
        options=created.options.SerializeToString(),
        seats=tuple(
            SeatState(
                kind=spec.kind,
                bot_level=spec.bot_level,
                name=spec.name,
                occupied=spec.kind != common_pb2.SEAT_KIND_OPEN,
                bank_ms=clock.initial_ms,
            )
            for spec in created.seats
        ),
        commitment=created.seed_commitment,
        created_ms=time_ms,
        clock=clock,
        rematch_of=created.rematch_of,
        rated=created.rated,
    )
    state = game.initial_state(options, len(created.seats))
    return _track(game, platform, state, time_ms, version), state


def _fold_one(
    game: Game[S],
    platform: Platform,
    state: S,
    event_type: str,
    data: bytes,
    time_ms: int,
    version: int,
    by_seat: int | None = None,
) -> tuple[Platform, S]:
    """One later event's content folded into a created match's platform part and game state.
    Separate from `apply_event` so that `_settle` folds a batch without a provisional
    `StoredEvent` and a `Match` per event (microseconds each, on every command and every one an
    audit re-runs)."""
    if event_type == SEAT_CLAIMED:
        claimed = parse(data, common_pb2.SeatClaimed)
        platform = platform.with_seat(claimed.seat, occupied=True, name=claimed.name)
    elif event_type == TIMED_OUT:
        timed_out = parse(data, common_pb2.TimedOut)
        platform = platform.with_seat(timed_out.seat, absent=True, bank_ms=0)
    elif event_type == SEAT_RECLAIMED:
        reclaimed = parse(data, common_pb2.SeatReclaimed)
        seat = platform.seats[reclaimed.seat]
        # The returning player gets a fresh bank, counted from now if the seat is awaited.
        platform = platform.with_seat(
            reclaimed.seat,
            absent=False,
            bank_ms=platform.clock.initial_ms,
            awaited_since_ms=time_ms if seat.awaited_since_ms else 0,
            awaited_since_version=version if seat.awaited_since_ms else 0,
        )
    elif event_type == MATCH_ENDED:
        ended = parse(data, common_pb2.MatchEnded)
        platform = replace(platform, finished=True, result=ended.result.SerializeToString(), deadlines={})
    else:
        state = game.evolve(state, parse(data, game.event_type))
        if by_seat is not None:  # a seat's own command (events from timers carry no seat)
            platform = platform.with_seat(by_seat, acted_ms=time_ms, acted_version=version)
    return _track(game, platform, state, time_ms, version), state


def fold_events(game: Game[S], match: Match[S], events: list[StoredEvent]) -> Match[S]:
    for event in events:
        match = apply_event(game, match, event)
    return match


# ------------------------------------------------------------------------------------------------
# Decisions: request -> events (and the match after them, not yet stored)
# ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Decision(Generic[S]):
    """The events a request causes, and the match after them (its last hash still unknown)."""

    events: list[NewEvent]
    after: Match[S]


def _settle(game: Game[S], match: Match[S], events: list[NewEvent], time_ms: int) -> Decision[S]:
    """Fold the new events (at the versions they will be stored at) and end the match if the game
    is over: MatchEnded, with the result and the revealed seed, closes the same batch."""
    platform, state = match.platform, match.require_state()
    version = match.version
    for event in events:
        version += 1
        platform, state = _fold_one(game, platform, state, event.type, event.data, time_ms, version, event.seat)
    if not platform.finished and game.is_over(state):
        ended = common_pb2.MatchEnded(result=outcome_message(game.result(state)), seed=match.seed)
        closing = NewEvent(MATCH_ENDED, ended.SerializeToString())
        version += 1
        platform, state = _fold_one(game, platform, state, MATCH_ENDED, closing.data, time_ms, version)
        events = [*events, closing]
    if version == match.version:  # nothing to fold (a deadline that produced no events)
        return Decision(events, match)
    return Decision(events, Match(match.match_id, version, "", platform, state, match.seed))


def check_seat(match: Match[S], seat: int | None) -> None:
    if seat is not None and not 0 <= seat < len(match.platform.seats):
        raise InvalidCommand(f"seat {seat} does not exist in this match")


def decide_command(game: Game[S], match: Match[S], seat: int, command: Message, time_ms: int) -> Decision[S]:
    """A seat's game command."""
    platform = match.platform
    check_seat(match, seat)
    if platform.finished:
        raise RuleViolation("MATCH_OVER", "the match is over")
    if platform.waiting_for_players:
        raise RuleViolation("MATCH_WAITING_FOR_PLAYERS", "the match starts when every open seat is claimed")
    state = match.require_state()
    not_before = worker_not_before_ms(game, match, seat)
    if time_ms < not_before:
        raise RuleViolation(
            "BOT_TOO_EARLY",
            f"seat {seat} is played by a bot, which acts on a human time scale here: "
            f"its next command is accepted in {not_before - time_ms} ms",
        )
    produced = game.decide(state, seat, command, decide_rng(match.seed, match.version))
    if not produced:
        raise RuntimeError(f"{game.name}.decide returned no events")
    type_name = game.event_type.DESCRIPTOR.full_name
    return _settle(game, match, [NewEvent(type_name, event.SerializeToString(), seat) for event in produced], time_ms)


def decide_claim(
    game: Game[S], match: Match[S], seat: int | None, name: str, time_ms: int, player: str = ""
) -> Decision[S]:
    """Claim an open seat (the lowest free one if `seat` is None). `player` is the verified
    signed-in claimer's id (empty: anonymous); it enters the log so that ratings are a function
    of the log alone (services/ratings)."""
    seats = match.platform.seats
    free = [
        index for index, state in enumerate(seats) if state.kind == common_pb2.SEAT_KIND_OPEN and not state.occupied
    ]
    if seat is None:
        if not free:
            raise RuleViolation("NO_OPEN_SEAT", "this match has no open seat left")
        seat = free[0]
    check_seat(match, seat)
    if seats[seat].kind != common_pb2.SEAT_KIND_OPEN:
        raise RuleViolation("SEAT_NOT_OPEN", f"seat {seat} is not an open seat")
    if seats[seat].occupied:
        raise RuleViolation("SEAT_TAKEN", f"seat {seat} is already taken")
    claimed = common_pb2.SeatClaimed(seat=seat, name=name, match_started=len(free) == 1, player=player)
    return _settle(game, match, [NewEvent(SEAT_CLAIMED, claimed.SerializeToString(), seat)], time_ms)


def decide_reclaim(game: Game[S], match: Match[S], seat: int, time_ms: int) -> Decision[S]:
    """An absent seat's player is back."""
    check_seat(match, seat)
    if match.platform.finished:
        raise RuleViolation("MATCH_OVER", "the match is over")
    if not match.platform.seats[seat].absent:
        raise RuleViolation("SEAT_NOT_ABSENT", f"seat {seat} is not absent")
    reclaimed = common_pb2.SeatReclaimed(seat=seat)
    return _settle(game, match, [NewEvent(SEAT_RECLAIMED, reclaimed.SerializeToString(), seat)], time_ms)


#: Why the platform may close a match itself (MatchEnded.reason; services/archive/closing.py).
CLOSE_REASONS = (common_pb2.END_REASON_WAITING_EXPIRED, common_pb2.END_REASON_ABANDONED)


def decide_close(game: Game[S], match: Match[S], reason: int, time_ms: int) -> Decision[S]:
    """The platform closes an unfinished match (it waited too long for players, or everyone it
    waits on is gone): MatchEnded with the reason, an empty result and the revealed seed, so that
    the log, its audits and its replays say why it ended. Whether the match qualifies is the
    caller's policy (deployment settings); the log records the decision, the audit re-derives it."""
    if reason not in CLOSE_REASONS:
        raise InvalidCommand(f"the platform closes matches only for {CLOSE_REASONS}, not {reason}")
    if match.platform.finished:
        raise RuleViolation("MATCH_OVER", "the match is over")
    ended = common_pb2.MatchEnded(result=common_pb2.MatchResult(), seed=match.seed, reason=reason)  # type: ignore[arg-type]
    closing = NewEvent(MATCH_ENDED, ended.SerializeToString())
    version = match.version + 1
    platform, state = _fold_one(
        game, match.platform, match.require_state(), MATCH_ENDED, closing.data, time_ms, version
    )
    return Decision([closing], Match(match.match_id, version, "", platform, state, match.seed))


def clock_key(seat: int, since_version: int) -> str:
    return f"{CLOCK_PREFIX}{seat}:{since_version}"


def timers(match: Match[Any]) -> dict[str, int]:
    """Every running timer: game deadlines, and the clock of each awaited, present human seat."""
    running = dict(match.platform.deadlines)
    clock = match.platform.clock
    if clock.enabled and not match.platform.finished:
        for index, seat in enumerate(match.platform.seats):
            if seat.awaited_since_ms and not seat.absent and not seat.is_bot:
                running[clock_key(index, seat.awaited_since_version)] = seat.awaited_since_ms + seat.bank_ms
    return running


def decide_timer(game: Game[S], match: Match[S], key: str, time_ms: int) -> Decision[S]:
    """A timer fires at `time_ms`: a seat's clock runs out, or a game deadline passes."""
    if match.platform.finished:
        raise RuleViolation("TIMER_STALE", "the match is over")
    due = timers(match).get(key)
    if due is None:
        raise RuleViolation("TIMER_STALE", f"timer {shown(key)} is not running")
    if time_ms < due:
        raise RuleViolation("TIMER_EARLY", f"timer {shown(key)} runs out in {due - time_ms} ms")
    if key.startswith(CLOCK_PREFIX):
        seat = int(key[len(CLOCK_PREFIX) :].split(":", 1)[0])
        timed_out = common_pb2.TimedOut(seat=seat, action=match.platform.clock.on_timeout)  # type: ignore[arg-type]
        return _settle(game, match, [NewEvent(TIMED_OUT, timed_out.SerializeToString(), seat)], time_ms)
    produced = game.expire(match.require_state(), key, decide_rng(match.seed, match.version))
    type_name = game.event_type.DESCRIPTOR.full_name
    return _settle(game, match, [NewEvent(type_name, event.SerializeToString()) for event in produced], time_ms)


def worker_policy(game: Game[S], match: Match[S], seat: int) -> str | None:
    """Who plays `seat` if the workers do: a bot seat at its level; an absent seat at the
    takeover level, or DEFAULT_MOVE when the match skips timed-out seats. None: a person."""
    state = match.platform.seats[seat]
    if state.is_bot:
        return state.bot_level or game.bot_levels[0]
    if state.absent:
        clock = match.platform.clock
        skip = clock.on_timeout == common_pb2.TIMEOUT_ACTION_SKIP
        return DEFAULT_MOVE if skip else clock.takeover_level or game.bot_levels[0]
    return None


def seats_for_workers(game: Game[S], match: Match[S]) -> list[tuple[int, str]]:
    """Awaited seats the workers play, with the policy (`worker_policy`)."""
    found = []
    for seat in awaiting(game, match):
        policy = worker_policy(game, match, seat)
        if policy is not None:
            found.append((seat, policy))
    return found


def worker_not_before_ms(game: Game[S], match: Match[S], seat: int) -> int:
    """When a worker-played seat may next act (ms since the epoch; 0: any time): its reference
    moment, the later of becoming awaited and its own last command, plus the game's
    `worker_delay_ms`, drawn from the match's rng keyed by the reference version and the seat so
    that the service, the workers' hint and an audit all derive the same value. A match whose
    seats are all bots is not paced (nobody to be fair to; bot-only tables and benchmarks keep
    machine speed). Pure."""
    if match.state is None or not 0 <= seat < len(match.platform.seats):
        return 0
    policy = worker_policy(game, match, seat)
    if policy is None or all(other.is_bot for other in match.platform.seats):
        return 0  # a table of bots alone has no person to keep pace with: machine speed
    state = match.platform.seats[seat]
    reference_ms, reference_version = max(
        (state.awaited_since_ms, state.awaited_since_version), (state.acted_ms, state.acted_version)
    )
    rng = decide_rng(match.seed, reference_version)
    delay = game.worker_delay_ms(match.state, seat, policy, rng.derive(f"{rng.label}/pace:{seat}"))
    return reference_ms + delay if delay > 0 else 0


# ------------------------------------------------------------------------------------------------
# Public summaries and snapshots
# ------------------------------------------------------------------------------------------------


def client_event(
    game: Game[Any], match_id: str, event: StoredEvent, seat: int | None, parsed: Message | None = None
) -> common_pb2.MatchEvent:
    """A stored event as `seat` (None: a spectator) may see it: game events go through the game's
    `redact`; platform events are public; a command id only to the seat that sent it. `parsed`:
    the game event already parsed from `event.data` (shared by the seats; redact never changes it)."""
    if event.type == game.event_type.DESCRIPTOR.full_name:
        whole = parsed if parsed is not None else parse(event.data, game.event_type)
        redacted = game.redact(whole, seat)
        # A redaction that hides nothing returns the event itself (the Game contract: it never
        # changes it, a redaction that hides something returns a new message): the stored bytes
        # are then what the seat sees, with no packing again.
        packed = (
            any_pb2.Any(type_url=f"type.googleapis.com/{event.type}", value=event.data)
            if redacted is whole
            else pack(redacted)
        )
    elif event.type in PLATFORM_EVENTS:
        packed = any_pb2.Any(type_url=f"type.googleapis.com/{event.type}", value=event.data)
    else:  # an event type this build does not know: never forward unredacted bytes
        raise RuntimeError(f"unknown event type {event.type!r}")
    message = common_pb2.MatchEvent(
        match_id=match_id, version=event.version, time=_timestamp(event.time_ms), event=packed
    )
    if event.seat is not None:
        message.seat = event.seat
        if seat == event.seat:
            message.command_id = event.command_id
    return message


def outcome_message(outcome: Outcome) -> common_pb2.MatchResult:
    result = common_pb2.MatchResult(winners=list(outcome.winners))
    for seat, (score, rank) in enumerate(zip(outcome.scores, outcome.ranks, strict=True)):
        result.scores.add(seat=seat, score=score, rank=rank)
    if outcome.details is not None:
        result.details.CopyFrom(pack(outcome.details))
    return result


def _timestamp(time_ms: int) -> timestamp_pb2.Timestamp:
    return timestamp_pb2.Timestamp(seconds=time_ms // 1000, nanos=(time_ms % 1000) * 1_000_000)


def match_info(game: Game[S], match: Match[S]) -> common_pb2.MatchInfo:
    """The public summary of a match."""
    platform = match.platform
    info = common_pb2.MatchInfo(
        match_id=match.match_id,
        game=platform.game,
        version=match.version,
        status=platform.status,  # type: ignore[arg-type]
        awaiting=list(awaiting(game, match)),
        seed_commitment=platform.commitment,
        created_at=_timestamp(platform.created_ms),
        rematch_of=platform.rematch_of,
        rated=platform.rated,
    )
    for index, seat in enumerate(platform.seats):
        info.seats.add(
            seat=index,
            kind=seat.kind,
            bot_level=seat.bot_level,
            name=seat.name,
            occupied=seat.occupied,
            absent=seat.absent,
        )
    clock = platform.clock
    if clock.enabled:
        info.clock.CopyFrom(
            common_pb2.ClockOptions(
                initial_seconds=clock.initial_ms // 1000,
                increment_seconds=clock.increment_ms // 1000,
                max_seconds=clock.max_ms // 1000,
                on_timeout=clock.on_timeout,  # type: ignore[arg-type]
                takeover_level=clock.takeover_level,
            )
        )
        for index, seat in enumerate(platform.seats):
            shown = info.clocks.add(seat=index, bank_ms=seat.bank_ms)
            if seat.awaited_since_ms and not seat.absent and not seat.is_bot:
                shown.deadline.CopyFrom(_timestamp(seat.awaited_since_ms + seat.bank_ms))
    for key, due in sorted(platform.deadlines.items(), key=lambda item: item[1]):
        info.deadlines.add(key=key, due=_timestamp(due))
    if platform.options:
        options = any_pb2.Any()
        options.ParseFromString(platform.options)
        info.options.CopyFrom(options)
    if platform.result:
        info.result.ParseFromString(platform.result)
    return info


def encode_snapshot(game: Game[S], match: Match[S]) -> bytes:
    body = _SnapshotBody(platform=match.platform, game=encode_state(match.require_state()))
    return encode_state(body)


def decode_snapshot(game: Game[S], match_id: str, version: int, last_hash: str, data: bytes, seed: bytes) -> Match[S]:
    body = decode_state(data, _SnapshotBody)
    state = decode_state(body.game, game.state_type)
    return Match(match_id, version, last_hash, body.platform, state, seed)
