"""A can phase in virtual time through the platform's own decision code: `decide_command` (which
refuses a bot's command before `worker_not_before_ms`), `decide_timer` for the deadline, the
real bot policies on each bot seat's own view, and a scripted person.

Why this measures the real thing: the earliest moment a bot may act is computed and enforced by
the very functions the service and the audit run (`services/core/match.py`), with the same delay
code (`Game.worker_delay_ms` -> `pace.delay_ms`) and the same seeded rng. Only the clock is
virtual, and the bots here are the fastest the platform allows: each acts at the exact
millisecond its pace allows, thinking for no time at all (a worker also spends time reading the
match and searching), so a person who gets cans here gets them against real workers too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from google.protobuf.message import Message
from ludus.v1 import common_pb2
from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.codec import pack
from services.core.errors import RuleViolation
from services.core.match import (
    MATCH_CREATED,
    Match,
    decide_command,
    decide_timer,
    empty_match,
    fold_events,
    timers,
    worker_not_before_ms,
)
from services.core.rng import Rng, commitment, setup_rng
from services.core.store import StoredEvent
from services.games.zapp_zerapp.rattle import WINDOW_MS
from services.games.zapp_zerapp.state import NOBODY
from services.games.zapp_zerapp.wiring import GAME
from services.workers.bots import choose
from services.workers.search import SearchSettings
from tests.games.zapp_zerapp.zapp_builders import PLATFORM_GAME

START_MS = 1_700_000_000_000
#: The search level's code path with a fixed, small budget (reproducible and quick).
SEARCH = SearchSettings(seconds=None, max_iterations=24)


def created(seats: list[common_pb2.SeatSpec], seed: bytes, options: pb.ZappZerappOptions | None = None) -> Match[Any]:
    """A match as the runner creates it: MatchCreated, then the game's setup (round 1 opens)."""
    options = options or pb.ZappZerappOptions()
    made = common_pb2.MatchCreated(game=GAME.name, options=pack(options), seats=seats, seed_commitment=commitment(seed))
    log = [StoredEvent(1, MATCH_CREATED, made.SerializeToString(), None, "", b"", START_MS, "")]
    for event in GAME.setup(options, len(seats), setup_rng(seed)):
        log.append(
            StoredEvent(
                len(log) + 1,
                GAME.event_type.DESCRIPTOR.full_name,
                event.SerializeToString(),
                None,
                "",
                b"",
                START_MS,
                "",
            )
        )
    return fold_events(PLATFORM_GAME, empty_match("zapp-pacing", seed), log)


@dataclass
class Person:
    """A person who reacts `reaction_ms` after seeing the table (the phase opening or the answer
    to their own last command) and listens to a whole sample before judging it: grab a free can,
    shake it once, commit it. A grab that lands on a can someone took meanwhile is refused and
    they look again."""

    seat: int
    reaction_ms: int
    rng: Rng
    target: int = NOBODY
    ready_ms: int = 0
    grabs_tried: int = 0
    grabs_won: int = 0

    def look(self, now_ms: int, match: Match[Any], listening: bool = False) -> None:
        state = match.require_state()
        free = [p for p in range(GAME.board.cans) if state.holder(p) == NOBODY and state.committer(p) == NOBODY]
        self.target = self.rng.choice(free) if free else NOBODY
        self.ready_ms = now_ms + self.reaction_ms + (WINDOW_MS if listening else 0)

    def command(self, match: Match[Any]) -> pb.ZappZerappCommand | None:
        seat_round = match.require_state().seat_rounds[self.seat]
        if seat_round.held:
            held = seat_round.held[0]
            if seat_round.shakes:
                return pb.ZappZerappCommand(commit=pb.ZappZerappCommit(position=held))
            return pb.ZappZerappCommand(shake=pb.ZappZerappShake(position=held))
        if self.target == NOBODY:
            return None
        self.grabs_tried += 1
        return pb.ZappZerappCommand(grab=pb.ZappZerappGrab(position=self.target))


@dataclass
class RoundLog:
    """What happened in one can phase."""

    opened_ms: int = 0
    person_committed_ms: int | None = None
    #: (seat, command kind, time applied, earliest time allowed) of every bot command.
    bot_actions: list[tuple[int, str, int, int]] = field(default_factory=list)


def _bot_command(match: Match[Any], seat: int, level: str, rng: Rng) -> Message | None:
    state = match.require_state()
    legal = GAME.legal_commands(state, seat)
    if not legal:
        return None
    view = GAME.view(state, seat)
    return choose(PLATFORM_GAME, level, view, seat, state.seats, rng, legal, SEARCH)


def play_can_phase(
    match: Match[Any], levels: dict[int, str], person: Person | None, now_ms: int, rng: Rng
) -> tuple[Match[Any], RoundLog, int]:
    """Run the current can phase to its end; bots act at the earliest millisecond allowed."""
    log = RoundLog(opened_ms=now_ms)
    round_number = match.require_state().round
    if person is not None:
        person.look(now_ms, match)
    while match.require_state().phase == pb.ZAPP_ZERAPP_PHASE_CANS and match.require_state().round == round_number:
        state = match.require_state()
        awaited = GAME.awaiting(state)
        candidates: list[tuple[int, int]] = []  # (time, seat)
        for seat in awaited:
            if seat in levels:
                candidates.append((max(now_ms, worker_not_before_ms(PLATFORM_GAME, match, seat)), seat))
            elif person is not None and seat == person.seat:
                candidates.append((max(now_ms, person.ready_ms), seat))
        deadline = min(due for key, due in timers(match).items())
        if not candidates or min(candidates)[0] >= deadline:
            key = min(timers(match), key=timers(match).__getitem__)
            match = decide_timer(PLATFORM_GAME, match, key, deadline).after
            return match, log, deadline
        now_ms, seat = min(candidates)
        if seat in levels:
            command = _bot_command(match, seat, levels[seat], rng.derive(f"bot:{match.version}:{seat}"))
            assert command is not None
            earliest = worker_not_before_ms(PLATFORM_GAME, match, seat)
            match = decide_command(PLATFORM_GAME, match, seat, command, now_ms).after
            log.bot_actions.append((seat, command.WhichOneof("command") or "", now_ms, earliest))
            continue
        assert person is not None
        command = person.command(match)
        if command is None:
            person.look(now_ms, match)
            continue
        try:
            match = decide_command(PLATFORM_GAME, match, seat, command, now_ms).after
        except RuleViolation as refused:
            assert refused.code == "ZAPP_CAN_HELD" or refused.code == "ZAPP_CAN_COMMITTED", refused.code
            person.look(now_ms, match)
            continue
        kind = command.WhichOneof("command")
        if kind == "grab":
            person.grabs_won += 1
        if kind == "commit":
            log.person_committed_ms = now_ms
        person.look(now_ms, match, listening=kind == "shake")
    return match, log, now_ms


def finish_moves(match: Match[Any], rng: Rng, now_ms: int) -> tuple[Match[Any], int]:
    """Play the move phase (turn-based, unpaced) with random moves, up to the next can phase."""
    while not match.platform.finished and match.require_state().phase == pb.ZAPP_ZERAPP_PHASE_MOVES:
        seat = GAME.awaiting(match.require_state())[0]
        command = GAME.random_command(match.require_state(), seat, rng)
        assert command is not None
        now_ms += 1
        match = decide_command(PLATFORM_GAME, match, seat, command, now_ms).after
    return match, now_ms
