"""Fuzz every game's command path through the gateway, then check every match against its log.

Each step sends one SubmitCommand built by Hypothesis from one of these cases:

    legal             a legal command of an awaited seat, pinned to the current version (must be OK)
    other_seat        a legal command of one seat sent with another seat's token (out of turn)
    mutated           a legal command with one field changed (out of range, cleared, appended, ...)
    random_message    a command message with random fields, from the game's command descriptor
    wire_garbage      the right type URL around flipped, truncated, extended or random bytes
    wrong_type        a payload whose type URL names another message (another game's, or nonsense)
    stale_version     a legal command pinned to an older version (must be ABORTED)
    future_version    ... pinned to a version not reached yet (must be ABORTED)
    replay_same       an applied command's request again (must be OK, duplicate, first version)
    replay_different  an applied command id with another command or seat (must be INVALID_ARGUMENT)
    token             missing, garbage, forged, expired, another match's, a seat that does not exist
    unknown_match     a match that does not exist, with a valid token for it (must be NOT_FOUND;
                      INVALID_ARGUMENT for an id longer than any match id)
    finished_match    anything sent to a finished match
    long_id, oversize, no_command   limits of the request itself

and checks the answer: a status in ALLOWED (never INTERNAL, UNKNOWN, UNAVAILABLE ...), the exact
status where the contract names one, and — with a GetMatch after every command — that a refused
command left the match's version unchanged (a change is only excused if every event in between is
a timer's, which no seat caused). Failures are collected with the request that caused them, not
raised, so that one bug does not hide the others. `verify` then reads each match's stored log:
it must audit clean, hold exactly the command ids the fuzzer saw accepted, and every seat's and a
spectator's view from the service must equal the game's view of a replay of the log.
"""

from __future__ import annotations

import asyncio
import random
import secrets
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

import grpc
from google.protobuf import any_pb2
from hypothesis import strategies as st
from hypothesis.internal.conjecture.data import ConjectureData
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc
from redis.asyncio import Redis

from services import games
from services.core.audit import audit
from services.core.codec import TYPE_URL_PREFIX, pack, type_name
from services.core.events import MAX_MATCH_ID
from services.core.match import empty_match, fold_events
from services.core.store import RedisEventStore, StoredEvent
from services.core.tokens import TokenAuthority
from tests.fuzz import strategies as fz

T = TypeVar("T")
Code = grpc.StatusCode
OK = Code.OK
ALLOWED = frozenset(
    {
        OK,
        Code.INVALID_ARGUMENT,
        Code.FAILED_PRECONDITION,
        Code.UNAUTHENTICATED,
        Code.PERMISSION_DENIED,
        Code.ABORTED,
        Code.NOT_FOUND,
        Code.RESOURCE_EXHAUSTED,
    }
)
#: Case weights (relative frequencies).
CASES: dict[str, int] = {
    "legal": 14,
    "other_seat": 10,
    "mutated": 16,
    "random_message": 10,
    "wire_garbage": 8,
    "wrong_type": 5,
    "stale_version": 5,
    "future_version": 3,
    "replay_same": 5,
    "replay_different": 5,
    "token": 7,
    "unknown_match": 2,
    "finished_match": 4,
    "long_id": 1,
    "oversize": 1,
    "no_command": 1,
}
WEIGHTED_CASES = [name for name, weight in CASES.items() for _ in range(weight)]
#: Cases that need legal commands; without any they become random messages.
NEEDS_LEGAL = {"legal", "other_seat", "mutated", "stale_version", "future_version"}
ACTIVE_PER_GAME = 2
TIMEOUT = 20.0


@dataclass
class Accepted:
    """An applied command: its request (to replay) and the first answer's version."""

    seat: int
    request: bytes
    version: int
    command: bytes


@dataclass
class Tracked:
    game: str
    match_id: str
    tokens: dict[int, str]
    version: int = 0
    awaiting: tuple[int, ...] = ()
    finished: bool = False
    legal_version: int = -1
    legal: dict[int, list[any_pb2.Any]] = field(default_factory=dict)
    accepted: dict[str, Accepted] = field(default_factory=dict)

    @property
    def seats(self) -> int:
        return len(self.tokens)


@dataclass
class Failure:
    case: str
    game: str
    match_id: str
    problem: str
    request: str  # the SubmitCommandRequest, hex

    def __str__(self) -> str:
        return f"[{self.case}] {self.game} {self.match_id}: {self.problem}\n    request={self.request[:400]}"


@dataclass
class Stats:
    commands: int = 0
    statuses: Counter[str] = field(default_factory=Counter)
    cases: Counter[tuple[str, str]] = field(default_factory=Counter)
    per_game: Counter[str] = field(default_factory=Counter)
    timer_races: int = 0
    matches_created: int = 0
    matches_finished: int = 0
    seconds: float = 0.0
    failures: list[Failure] = field(default_factory=list)

    def table(self) -> str:
        lines = [
            f"commands sent: {self.commands} in {self.seconds:.1f} s ({self.commands / max(self.seconds, 1e-9):.0f}/s)",
            f"per game: {dict(sorted(self.per_game.items()))}",
            f"matches: {self.matches_created} created, {self.matches_finished} finished",
            f"statuses: {dict(self.statuses.most_common())}",
            f"refusals that raced a timer (excused): {self.timer_races}",
            "per case:",
        ]
        for case in CASES:
            seen = {status: n for (c, status), n in self.cases.items() if c == case}
            lines.append(f"  {case:17} {sum(seen.values()):7}  {dict(sorted(seen.items()))}")
        lines.append(f"failures: {len(self.failures)}")
        return "\n".join(lines)


def read_log(redis_url: str, match_id: str) -> tuple[list[StoredEvent], bytes]:
    """A match's stored events and its seed (the audit of an unfinished match needs it)."""

    async def read() -> tuple[list[StoredEvent], bytes]:
        client = Redis.from_url(redis_url)
        try:
            store = RedisEventStore(client)
            meta = await store.meta(match_id) or {}
            return await store.read(match_id), bytes.fromhex(meta["seed"].decode())
        finally:
            await client.aclose()

    return asyncio.run(read())


class Draw:
    """Draws values from Hypothesis strategies with Hypothesis' own generator (edge-biased
    integers, awkward text, non-finite floats, ...), fed by a seeded Random.

    `@given` itself does not fit here: its search remembers every example's choices and insists
    that the same choices lead to the same draws, which a live server (whose matches move on
    between examples) can never promise; it raises FlakyStrategyDefinition. Each step gets a
    fresh ConjectureData instead, so a run is reproducible from its seed and the platform state.
    """

    def __init__(self, source: random.Random) -> None:
        self.data = ConjectureData(random=source, max_choices=1_000_000)

    def __call__(self, strategy: st.SearchStrategy[T], label: str = "") -> T:
        return self.data.draw(strategy)


class Fuzzer:
    def __init__(
        self,
        gateway: gateway_pb2_grpc.GatewayStub,
        redis_url: str,
        token_secret: str,
        game_names: list[str] | None = None,
    ) -> None:
        self.gateway = gateway
        self.redis_url = redis_url
        self.authority = TokenAuthority(bytes.fromhex(token_secret))
        self.forger = TokenAuthority(secrets.token_bytes(32))
        self.games = game_names or games.names()
        self.command_types: dict[str, str] = {
            name: str(games.load(name).command_type.DESCRIPTOR.full_name) for name in games.names()
        }
        self.active: dict[str, list[Tracked]] = {name: [] for name in self.games}
        self.finished: dict[str, list[Tracked]] = {name: [] for name in self.games}
        self.matches: list[Tracked] = []
        self.stats = Stats()

    # ----------------------------------------------------------------- matches

    def create(self, game_name: str, seats: int) -> Tracked:
        seat_specs = [common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)] * seats
        reply = self.gateway.CreateMatch(gateway_pb2.CreateMatchRequest(game=game_name, seats=seat_specs), timeout=30)
        tracked = Tracked(game_name, reply.match.match_id, {t.seat: t.token for t in reply.seat_tokens})
        self._refresh(tracked, reply.match)
        self.matches.append(tracked)
        self.stats.matches_created += 1
        return tracked

    def _refresh(self, tracked: Tracked, info: common_pb2.MatchInfo) -> None:
        tracked.version = info.version
        tracked.awaiting = tuple(info.awaiting)
        if info.status == common_pb2.MATCH_STATUS_FINISHED and not tracked.finished:
            tracked.finished = True
            self.stats.matches_finished += 1
            self.active[tracked.game].remove(tracked)
            self.finished[tracked.game] = [*self.finished[tracked.game], tracked][-2:]

    def _fill(self, game_name: str, draw: Draw) -> None:
        game = games.load(game_name)
        while len(self.active[game_name]) < ACTIVE_PER_GAME:
            self.active[game_name].append(self.create(game_name, draw(st.integers(game.min_seats, game.max_seats))))

    def legal(self, tracked: Tracked) -> dict[int, list[any_pb2.Any]]:
        """Each awaited seat's legal commands at the match's current version (cached)."""
        if tracked.legal_version != tracked.version:
            tracked.legal = {}
            for seat in tracked.awaiting:
                reply = self.gateway.ListLegalCommands(
                    gateway_pb2.ListLegalCommandsRequest(match_id=tracked.match_id, token=tracked.tokens[seat]),
                    timeout=TIMEOUT,
                )
                if reply.version != tracked.version:  # moved meanwhile (a timer): list again later
                    tracked.legal_version = -1
                    return {}
                if reply.commands:
                    tracked.legal[seat] = list(reply.commands)
            tracked.legal_version = tracked.version
        return tracked.legal

    # ----------------------------------------------------------------- one step

    def step(self, draw: Draw) -> None:
        game_name = draw(st.sampled_from(self.games), label="game")
        self._fill(game_name, draw)
        case = draw(st.sampled_from(WEIGHTED_CASES), label="case")
        if case == "finished_match" and self.finished[game_name]:
            tracked = draw(st.sampled_from(self.finished[game_name]), label="match")
            case_for_payload = draw(st.sampled_from(["legal_shape", "random_message", "replay_same"]))
        else:
            case = "random_message" if case == "finished_match" else case
            tracked = draw(st.sampled_from(self.active[game_name]), label="match")
            case_for_payload = ""
        legal = self.legal(tracked) if not tracked.finished else {}
        if case in NEEDS_LEGAL and not legal:
            case = "random_message"
        if case in ("replay_same", "replay_different") and not tracked.accepted:
            case = "mutated" if legal else "random_message"
        request, expect, duplicate_of = self.build(case, case_for_payload, tracked, legal, draw)
        self.send(case, tracked, request, expect, duplicate_of)

    def build(
        self,
        case: str,
        finished_payload: str,
        tracked: Tracked,
        legal: dict[int, list[any_pb2.Any]],
        draw: Draw,
    ) -> tuple[gateway_pb2.SubmitCommandRequest, frozenset[grpc.StatusCode] | None, Accepted | None]:
        """The request, the exact statuses the contract allows for it (None: any in ALLOWED),
        and the applied command it must be answered as a duplicate of, if any."""
        game = games.load(tracked.game)
        descriptor = game.command_type.DESCRIPTOR
        right_url = TYPE_URL_PREFIX + descriptor.full_name
        request = gateway_pb2.SubmitCommandRequest(match_id=tracked.match_id, command_id=uuid.uuid4().hex)
        any_seat = draw(st.sampled_from(sorted(tracked.tokens)), label="seat")
        request.token = tracked.tokens[any_seat]
        expect: frozenset[grpc.StatusCode] | None = None
        duplicate_of: Accepted | None = None

        def a_legal() -> tuple[int, any_pb2.Any]:
            seat = draw(st.sampled_from(sorted(legal)), label="legal seat")
            return seat, draw(st.sampled_from(legal[seat]), label="legal command")

        if case == "finished_match":
            if finished_payload == "replay_same" and tracked.accepted:
                return self._replay(tracked, draw)
            request.command.CopyFrom(pack(draw(fz.messages(descriptor))))
            expect = frozenset({Code.FAILED_PRECONDITION, Code.INVALID_ARGUMENT})
        elif case == "legal":
            seat, command = a_legal()
            request.token = tracked.tokens[seat]
            request.command.CopyFrom(command)
            if draw(st.booleans(), label="pin version"):
                request.expected_version = tracked.version
            expect = frozenset({OK})
        elif case == "other_seat":
            seat, command = a_legal()
            others = [s for s in tracked.tokens if s != seat]
            request.token = tracked.tokens[draw(st.sampled_from(others), label="other seat")]
            request.command.CopyFrom(command)
        elif case == "mutated":
            _, command = a_legal()
            message = game.command_type()
            command.Unpack(message)
            request.command.CopyFrom(pack(draw(fz.mutated(message), label="mutation")))
        elif case == "random_message":
            request.command.CopyFrom(pack(draw(fz.messages(descriptor), label="message")))
        elif case == "wire_garbage":
            base = legal[any_seat][0].value if legal.get(any_seat) else b""
            request.command.CopyFrom(fz.packed(right_url, draw(fz.wire_garbage(base), label="bytes")))
        elif case == "wrong_type":
            other_types = [name for name in self.command_types.values() if name != descriptor.full_name]
            url = draw(fz.wrong_type_urls(descriptor.full_name, other_types), label="type url")
            payload = legal[any_seat][0].value if legal.get(any_seat) else draw(st.binary(max_size=32))
            request.command.CopyFrom(fz.packed(url, payload))
            if type_name(request.command) != descriptor.full_name:
                expect = frozenset({Code.INVALID_ARGUMENT})
        elif case in ("stale_version", "future_version"):
            seat, command = a_legal()
            request.token = tracked.tokens[seat]
            request.command.CopyFrom(command)
            if case == "stale_version":
                request.expected_version = draw(st.integers(0, max(tracked.version - 1, 0)), label="stale")
            else:
                request.expected_version = draw(
                    st.one_of(st.integers(tracked.version + 1, tracked.version + 5), st.just(2**64 - 1)),
                    label="future",
                )
            expect = frozenset({Code.ABORTED})
        elif case == "replay_same":
            return self._replay(tracked, draw)
        elif case == "replay_different":
            command_id = draw(st.sampled_from(sorted(tracked.accepted)), label="replayed id")
            first = tracked.accepted[command_id]
            request.command_id = command_id
            how = draw(st.sampled_from(["other_command", "other_seat"]), label="how")
            if how == "other_seat" and tracked.seats > 1:
                request.token = tracked.tokens[draw(st.sampled_from([s for s in tracked.tokens if s != first.seat]))]
                request.command.ParseFromString(first.command)
            else:
                request.token = tracked.tokens[first.seat]
                request.command.CopyFrom(pack(draw(fz.messages(descriptor), label="other command")))
            if request.token == tracked.tokens[first.seat] and request.command.SerializeToString() == first.command:
                duplicate_of, expect = first, frozenset({OK})
            else:
                expect = frozenset({Code.INVALID_ARGUMENT})
        elif case == "token":
            request.command.CopyFrom(legal[any_seat][0] if legal.get(any_seat) else pack(game.command_type()))
            kind = draw(
                st.sampled_from(["missing", "garbage", "forged", "expired", "other_match", "no_such_seat", "negative"]),
                label="token",
            )
            if kind == "missing":
                request.token = ""
                expect = frozenset({Code.UNAUTHENTICATED})
            elif kind == "garbage":
                request.token = draw(st.text(min_size=1, max_size=200), label="garbage token")
                expect = frozenset({Code.UNAUTHENTICATED})
            elif kind == "forged":
                request.token = self.forger.mint(tracked.match_id, any_seat)
                expect = frozenset({Code.UNAUTHENTICATED})
            elif kind == "expired":
                ttl = -draw(st.integers(1, 10**6), label="expired since")
                request.token = self.authority.mint(tracked.match_id, any_seat, ttl_seconds=ttl)
                expect = frozenset({Code.UNAUTHENTICATED})
            elif kind == "other_match":
                other = draw(st.sampled_from([m for m in self.matches if m is not tracked]), label="other match")
                request.token = other.tokens[draw(st.sampled_from(sorted(other.tokens)))]
                expect = frozenset({Code.PERMISSION_DENIED})
            elif kind == "no_such_seat":
                seat = draw(st.integers(tracked.seats, 2**70), label="seat")
                request.token = self.authority.mint(tracked.match_id, seat)
                # Beyond uint32 no seat number can even be encoded: the token itself is invalid.
                expect = frozenset({Code.INVALID_ARGUMENT if seat < 2**32 else Code.UNAUTHENTICATED})
            else:
                request.token = self.authority.mint(tracked.match_id, -draw(st.integers(1, 2**31)))
                expect = frozenset({Code.UNAUTHENTICATED})
        elif case == "unknown_match":
            fake = draw(
                st.sampled_from([f"{tracked.game}-{secrets.token_hex(10)}", f"{tracked.game}-", "nogame-1", "x" * 300])
            )
            request.match_id = fake
            request.token = self.authority.mint(fake, 0)
            request.command.CopyFrom(pack(game.command_type()))
            # An id longer than any match id can be is malformed (MATCH_ID_TOO_LONG), never looked up.
            expect = frozenset({Code.INVALID_ARGUMENT if len(fake) > MAX_MATCH_ID else Code.NOT_FOUND})
        elif case == "long_id":
            request.command.CopyFrom(pack(draw(fz.messages(descriptor))))
            request.command_id = "i" * draw(st.integers(129, 5000))
            expect = frozenset({Code.INVALID_ARGUMENT})
        elif case == "oversize":
            size = draw(st.sampled_from([70_000, 900_000, 1_100_000, 3_000_000]), label="size")
            request.command.CopyFrom(fz.packed(right_url, b"\x0a" + b"\xff" * 4 + b"\x00" * size))
            expect = frozenset({Code.INVALID_ARGUMENT, Code.RESOURCE_EXHAUSTED})
        elif case == "no_command":
            expect = frozenset({Code.INVALID_ARGUMENT})
        else:
            raise AssertionError(case)
        return request, expect, duplicate_of

    def _replay(
        self, tracked: Tracked, draw: Draw
    ) -> tuple[gateway_pb2.SubmitCommandRequest, frozenset[grpc.StatusCode] | None, Accepted | None]:
        first = tracked.accepted[draw(st.sampled_from(sorted(tracked.accepted)), label="replayed id")]
        request = gateway_pb2.SubmitCommandRequest.FromString(first.request)
        return request, frozenset({OK}), first

    # ----------------------------------------------------------------- sending and checking

    def send(
        self,
        case: str,
        tracked: Tracked,
        request: gateway_pb2.SubmitCommandRequest,
        expect: frozenset[grpc.StatusCode] | None,
        duplicate_of: Accepted | None,
    ) -> None:
        before = tracked.version
        reply: gateway_pb2.SubmitCommandResponse | None = None
        details = ""
        try:
            reply = self.gateway.SubmitCommand(request, timeout=TIMEOUT)
            code = OK
        except grpc.RpcError as error:
            code = error.code()
            details = error.details() or ""
        self.stats.commands += 1
        self.stats.per_game[tracked.game] += 1
        self.stats.statuses[code.name] += 1
        self.stats.cases[(case, code.name)] += 1

        def fail(problem: str) -> None:
            self.stats.failures.append(
                Failure(case, tracked.game, tracked.match_id, problem, request.SerializeToString().hex())
            )

        if code not in ALLOWED:
            fail(f"answered {code.name}: {details}")
        info = self.gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=tracked.match_id), timeout=TIMEOUT).match
        moved_by_timer = code != OK and info.version != before and self._only_timers(tracked, before, info.version)
        if expect is not None and code not in expect:
            if not moved_by_timer or code == OK:
                fail(f"answered {code.name} ({details}), the contract says {sorted(c.name for c in expect)}")
            else:
                self.stats.timer_races += 1
        if code != OK:
            if info.version != before and not moved_by_timer:
                fail(f"refused with {code.name} but the match moved from version {before} to {info.version}")
        else:
            assert reply is not None
            self._check_answer(tracked, request, reply, before, duplicate_of, fail)
        self._refresh(tracked, info)

    def _check_answer(
        self,
        tracked: Tracked,
        request: gateway_pb2.SubmitCommandRequest,
        reply: gateway_pb2.SubmitCommandResponse,
        before: int,
        duplicate_of: Accepted | None,
        fail: Callable[[str], None],
    ) -> None:
        if duplicate_of is not None:
            if not reply.duplicate or reply.version != duplicate_of.version:
                fail(f"a replay was answered duplicate={reply.duplicate} at version {reply.version}")
            return
        if reply.duplicate:
            fail("a fresh command id was answered as a duplicate")
            return
        versions = [event.version for event in reply.events]
        contiguous = bool(versions) and versions == list(range(versions[0], reply.version + 1))
        # Events before ours (from before + 1) may only be a timer's that got in first.
        if not contiguous or not self._only_timers(tracked, before, versions[0] - 1):
            fail(f"accepted at version {before}, answered with versions {versions}")
        seat = self.authority.verify(request.token, tracked.match_id).seat
        tracked.accepted[request.command_id] = Accepted(
            seat, request.SerializeToString(), reply.version, request.command.SerializeToString()
        )

    def _only_timers(self, tracked: Tracked, after: int, upto: int) -> bool:
        """True if every event in (after, upto] came from a timer (no seat caused it)."""
        if upto <= after:
            return True
        history = self.gateway.GetHistory(
            gateway_pb2.GetHistoryRequest(match_id=tracked.match_id, to_version=upto), timeout=TIMEOUT
        )
        return all(not event.HasField("seat") for event in history.events if event.version > after)

    # ----------------------------------------------------------------- running and verifying

    def run(self, commands: int, seed: int) -> None:
        """Send `commands` commands, drawing from the strategies with a Random seeded by `seed`."""
        source = random.Random(seed)
        started = time.monotonic()
        try:
            for _ in range(commands):
                self.step(Draw(source))
        finally:
            self.stats.seconds += time.monotonic() - started

    def verify(self) -> int:
        """Check every match against its stored log; returns how many matches were checked."""
        for tracked in self.matches:
            game = games.load(tracked.game)
            events, seed = read_log(self.redis_url, tracked.match_id)

            def fail(problem: str, tracked: Tracked = tracked) -> None:
                self.stats.failures.append(Failure("verify", tracked.game, tracked.match_id, problem, ""))

            report = audit(game, events, seed)
            if not report.ok:
                fail(f"audit failed at version {report.first_bad_version}: {report.reason}")
            logged = {e.command_id for e in events if e.command_id and not e.command_id.startswith("timer:")}
            if logged != set(tracked.accepted):
                fail(
                    f"log holds {len(logged)} command ids, {len(tracked.accepted)} were accepted; "
                    f"unexpected {sorted(logged - set(tracked.accepted))[:5]}, "
                    f"missing {sorted(set(tracked.accepted) - logged)[:5]}"
                )
            for seat in [*sorted(tracked.tokens), None]:
                token = "" if seat is None else tracked.tokens[seat]
                served = self.gateway.GetView(
                    gateway_pb2.GetViewRequest(match_id=tracked.match_id, token=token), timeout=TIMEOUT
                )
                upto = [e for e in events if e.version <= served.version]
                if not upto or upto[-1].version != served.version:
                    upto = [e for e in read_log(self.redis_url, tracked.match_id)[0] if e.version <= served.version]
                replayed = fold_events(game, empty_match(tracked.match_id, b""), upto)
                expected = game.view(replayed.require_state(), seat)
                view = game.view_type()
                if not served.view.Unpack(view) or view != expected:
                    fail(f"seat {seat}'s view at version {served.version} differs from a replay of the log")
        return len(self.matches)


def merge(parts: list[Stats], seconds: float) -> Stats:
    total = Stats(seconds=seconds)
    for part in parts:
        total.commands += part.commands
        total.statuses.update(part.statuses)
        total.cases.update(part.cases)
        total.per_game.update(part.per_game)
        total.timer_races += part.timer_races
        total.matches_created += part.matches_created
        total.matches_finished += part.matches_finished
        total.failures += part.failures
    return total


def fuzz_in_parallel(
    gateway: gateway_pb2_grpc.GatewayStub, redis_url: str, token_secret: str, commands: int, seed: int
) -> tuple[Stats, int]:
    """One fuzzer thread per game (the gRPC calls release the GIL), `commands` in all; then every
    match is verified. Returns the merged figures and the number of matches verified."""
    names = games.names()
    fuzzers = [Fuzzer(gateway, redis_url, token_secret, [name]) for name in names]
    shares = [commands // len(names) + (1 if index < commands % len(names) else 0) for index in range(len(names))]
    errors: list[BaseException] = []

    def work(fuzzer: Fuzzer, share: int, index: int) -> None:
        try:
            fuzzer.run(share, seed * 1000 + index)
        except BaseException as error:  # reported below, with the thread's traceback
            errors.append(error)

    started = time.monotonic()
    threads = [
        threading.Thread(target=work, args=(fuzzer, share, index), name=f"fuzz-{fuzzer.games[0]}")
        for index, (fuzzer, share) in enumerate(zip(fuzzers, shares, strict=True))
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    seconds = time.monotonic() - started
    if errors:
        raise errors[0]
    verified = sum(fuzzer.verify() for fuzzer in fuzzers)
    return merge([fuzzer.stats for fuzzer in fuzzers], seconds), verified
