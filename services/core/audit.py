"""Audit a match from its log alone: re-derive every event from its command and the seed.

Checks, in order, stopping at the first failure (whose version the report names):
1. versions are contiguous from 1;
2. the hash chain holds (each entry's `h` is SHA-256 over the previous hash and its content);
3. version 1 is MatchCreated, and the seed matches its commitment;
4. the setup events equal the game's setup re-run with the seed;
5. every command, re-run through `decide` on the state before it with the same seed-derived rng,
   yields exactly the recorded events (MatchEnded included, with the same result and seed);
6. the state rebuilt by `evolve` reaches the recorded end.

Pure: it reads nothing itself, so it runs on a live store's events, an exported file, or a test's
hand-made log alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from google.protobuf import any_pb2
from ludus.v1 import common_pb2

from services.core.codec import parse
from services.core.errors import LudusError
from services.core.events import GENESIS_HASH, StoredEvent, chain_hash
from services.core.game import Game
from services.core.immutable import replace
from services.core.match import (
    MATCH_CREATED,
    MATCH_ENDED,
    SEAT_CLAIMED,
    SEAT_RECLAIMED,
    Decision,
    Match,
    decide_claim,
    decide_close,
    decide_command,
    decide_reclaim,
    decide_timer,
    empty_match,
    fold_events,
)
from services.core.rng import commitment, setup_rng


@dataclass
class AuditReport:
    ok: bool
    #: The first version that failed a check (0 when the failure is not tied to one).
    first_bad_version: int = 0
    reason: str = ""
    events_checked: int = 0
    commands_replayed: int = 0
    finished: bool = False
    details: dict[str, Any] = field(default_factory=dict)


class _Divergence(Exception):
    def __init__(self, version: int, reason: str) -> None:
        super().__init__(reason)
        self.version = version
        self.reason = reason


def _rederive(game: Game[Any], match: Match[Any], first: StoredEvent) -> Decision[Any]:
    """What the runner would have appended for the request that opened this batch."""
    if first.command:
        packed = any_pb2.Any()
        packed.ParseFromString(first.command)
        if packed.TypeName() == common_pb2.TimerFired.DESCRIPTOR.full_name:
            fired = common_pb2.TimerFired()
            packed.Unpack(fired)
            return decide_timer(game, match, fired.key, first.time_ms)
        command = game.command_type()
        if first.seat is None or not packed.Unpack(command):
            raise _Divergence(first.version, "the recorded command is not the game's command type")
        return decide_command(game, match, first.seat, command, first.time_ms)
    if first.type == SEAT_CLAIMED:
        claimed = parse(first.data, common_pb2.SeatClaimed)
        return decide_claim(game, match, claimed.seat, claimed.name, first.time_ms, claimed.player)
    if first.type == SEAT_RECLAIMED:
        reclaimed = parse(first.data, common_pb2.SeatReclaimed)
        return decide_reclaim(game, match, reclaimed.seat, first.time_ms)
    if first.type == MATCH_ENDED:
        # Only the platform's closing opens a batch with MatchEnded (the rules' end closes one).
        ended = parse(first.data, common_pb2.MatchEnded)
        return decide_close(game, match, ended.reason, first.time_ms)
    raise _Divergence(first.version, "an event that no recorded command or request explains")


def _same(recorded: StoredEvent, event_type: str, data: bytes, seat: int | None) -> bool:
    return recorded.type == event_type and recorded.data == data and recorded.seat == seat


def audit(game: Game[Any], events: Sequence[StoredEvent], seed: bytes | None = None) -> AuditReport:
    """Audit a whole log. `seed` is needed for unfinished matches (MatchEnded carries it)."""
    report = AuditReport(ok=True, events_checked=len(events))
    try:
        _audit(game, list(events), seed, report)
    except _Divergence as divergence:
        report.ok = False
        report.first_bad_version = divergence.version
        report.reason = divergence.reason
    return report


def _audit(game: Game[Any], events: list[StoredEvent], seed: bytes | None, report: AuditReport) -> None:
    if not events:
        raise _Divergence(0, "the log is empty")
    # 1 and 2: contiguous versions and the hash chain.
    previous = GENESIS_HASH
    for expected, event in enumerate(events, start=1):
        if event.version != expected:
            raise _Divergence(expected, f"version {expected} is missing (found {event.version})")
        digest = chain_hash(
            previous, event.version, event.type, event.data, event.seat, event.command_id, event.command, event.time_ms
        )
        if digest != event.hash:
            raise _Divergence(event.version, "the hash chain is broken: the entry was altered")
        previous = digest
    # 3: creation and the seed.
    first = events[0]
    if first.type != MATCH_CREATED:
        raise _Divergence(1, "version 1 is not MatchCreated")
    created = parse(first.data, common_pb2.MatchCreated)
    if created.game != game.name:
        raise _Divergence(1, f"the match is of game {created.game!r}, not {game.name!r}")
    if events[-1].type == MATCH_ENDED:
        revealed = parse(events[-1].data, common_pb2.MatchEnded).seed
        if seed is not None and seed != revealed:
            raise _Divergence(events[-1].version, "the revealed seed differs from the given seed")
        seed = revealed
        report.finished = True
    if seed is None:
        raise _Divergence(0, "the match is not finished and no seed was given")
    if commitment(seed) != created.seed_commitment:
        raise _Divergence(1, "the seed does not match the commitment published at creation")
    # 4: setup.
    options = game.options_type()
    if created.options.type_url:
        created.options.Unpack(options)
    setup = game.setup(options, len(created.seats), setup_rng(seed))
    game_type = game.event_type.DESCRIPTOR.full_name
    for offset, expected_event in enumerate(setup, start=2):
        if offset > len(events) or not _same(events[offset - 1], game_type, expected_event.SerializeToString(), None):
            raise _Divergence(offset, "the setup events differ from a re-run of the game's setup")
    # The match id is not part of the log: no decision depends on it.
    match: Match[Any] = fold_events(game, empty_match("", seed), events[: 1 + len(setup)])
    # 5 and 6: every later batch re-derived with the runner's own decision functions.
    index = 1 + len(setup)
    while index < len(events):
        first = events[index]
        try:
            decision = _rederive(game, match, first)
        except LudusError as error:
            raise _Divergence(first.version, f"the recorded request is refused on re-run: {error.message}") from None
        for offset, wanted in enumerate(decision.events):
            position = index + offset
            if position >= len(events):
                raise _Divergence(first.version + offset, "the log ends before the batch's events do")
            recorded = events[position]
            if (
                recorded.command_id != first.command_id
                or recorded.time_ms != first.time_ms
                or not _same(recorded, wanted.type, wanted.data, wanted.seat)
            ):
                raise _Divergence(recorded.version, "the event differs from a re-run of its command")
        batch = events[index : index + len(decision.events)]
        # The recorded batch equals the re-derived one (type, payload, seat, time): the match
        # after it is the re-derivation's, so it is not folded a second time.
        match = replace(decision.after, last_hash=batch[-1].hash)
        index += len(batch)
        report.commands_replayed += 1
    if report.finished and not match.platform.finished:
        raise _Divergence(events[-1].version, "MatchEnded recorded but the rebuilt match is not over")
    report.details["final_version"] = events[-1].version
