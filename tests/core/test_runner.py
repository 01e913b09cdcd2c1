"""The generic runner with a real game (Ark), on the in-memory storage and on a real Redis alike
(the `storage` fixture): the command path, its errors, its retries, snapshots, the end of a match
and the audit of its log."""

from __future__ import annotations

import asyncio
import hashlib
import itertools
from typing import Any

import pytest
from ludus.v1 import ark_pb2, common_pb2

from services.core.audit import audit
from services.core.codec import pack, parse
from services.core.errors import InvalidCommand, NotFound, RuleViolation, VersionMismatch
from services.core.events import StoredEvent, VersionConflict
from services.core.match import MATCH_CREATED, MATCH_ENDED, SEAT_CLAIMED
from services.core.notices import RedisNotices, match_notice
from services.core.ports import Storage
from services.core.rng import Rng
from services.core.runner import MatchRunner
from services.games.ark.state import ArkState
from services.games.ark.wiring import GAME as ARK_GAME
from tests.support.countdown import CountdownGame
from tests.support.platform import platform_game

# The runner, the audit and the workers take the platform's erased Game[S] (tests/support/platform.py).
GAME = platform_game(ARK_GAME)

HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)


def runner(storage: Storage, **kwargs: Any) -> MatchRunner[ArkState]:
    """A replica: runners given the same storage share its matches, each with its own cache."""
    # Any: the keyword options are MatchRunner's own (dispatcher, cache_size, ...), each typed there.
    return MatchRunner(GAME, storage, **kwargs)


async def play_one(run: MatchRunner[ArkState], match_id: str, rng: Rng, command_id: str = "") -> int:
    match = await run.load(match_id)
    seat = rng.choice(GAME.awaiting(match.require_state()))
    version, commands, _ = await run.legal_commands(match_id, seat)
    submitted = await run.submit(match_id, seat, pack(rng.choice(commands)), version, command_id)
    return submitted.version


async def test_create_writes_match_created_then_the_setup(storage: Storage) -> None:
    run = runner(storage)
    match = await run.create(None, [HUMAN] * 4)
    events = await run.store.read(match.match_id)
    assert events[0].type == MATCH_CREATED
    assert [event.version for event in events] == [1, 2, 3]
    created = parse(events[0].data, common_pb2.MatchCreated)
    assert created.seed_commitment == hashlib.sha256(match.seed).hexdigest()
    assert match.match_id.startswith("ark-")
    assert run.info(match).status == common_pb2.MATCH_STATUS_ACTIVE


async def test_seat_count_is_checked(storage: Storage) -> None:
    with pytest.raises(InvalidCommand):
        await runner(storage).create(None, [HUMAN] * 2)


async def test_rule_violation_changes_nothing(storage: Storage) -> None:
    run = runner(storage)
    match = await run.create(None, [HUMAN] * 3)
    idle = next(seat for seat in range(3) if seat not in GAME.awaiting(match.require_state()))
    command = ark_pb2.ArkCommand(draw=ark_pb2.ArkDraw(display_card=match.require_state().display[0]))
    with pytest.raises(RuleViolation) as refused:
        await run.submit(match.match_id, idle, pack(command))
    assert refused.value.code == "NOT_YOUR_TURN"
    assert len(await run.store.read(match.match_id)) == match.version


async def test_malformed_commands_are_invalid_arguments(storage: Storage) -> None:
    run = runner(storage)
    match = await run.create(None, [HUMAN] * 3)
    seat = GAME.awaiting(match.require_state())[0]
    with pytest.raises(InvalidCommand):
        await run.submit(match.match_id, seat, pack(common_pb2.SeatSpec()))  # wrong message type
    with pytest.raises(InvalidCommand):
        await run.submit(match.match_id, seat, pack(ark_pb2.ArkCommand()))  # empty oneof
    with pytest.raises(InvalidCommand):
        await run.submit(match.match_id, seat, pack(ark_pb2.ArkCommand(draw=ark_pb2.ArkDraw(display_card="unicorn"))))
    assert len(await run.store.read(match.match_id)) == match.version


async def test_stale_pinned_version_is_aborted(storage: Storage) -> None:
    run = runner(storage)
    match = await run.create(None, [HUMAN] * 3)
    seat = GAME.awaiting(match.require_state())[0]
    command = pack(ark_pb2.ArkCommand(draw=ark_pb2.ArkDraw(display_card=match.require_state().display[0])))
    with pytest.raises(VersionMismatch):
        await run.submit(match.match_id, seat, command, expected_version=match.version - 1)
    submitted = await run.submit(match.match_id, seat, command, expected_version=match.version)
    assert submitted.version > match.version


async def test_a_version_pinned_below_the_cached_one_is_aborted_without_reading_the_tail(
    storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The seat another moved first on (a simultaneous phase): versions only grow, so the
    fresher tail a re-read would bring could not make the pinned version current. The retry of
    an applied command is still told apart (its command id is looked up) and answered as first."""
    run = runner(storage)
    match = await run.create(None, [HUMAN] * 3)
    seat = GAME.awaiting(match.require_state())[0]
    command = pack(ark_pb2.ArkCommand(draw=ark_pb2.ArkDraw(display_card=match.require_state().display[0])))
    applied = await run.submit(match.match_id, seat, command, expected_version=match.version, command_id="first")
    reads: list[int] = []
    original = storage.events.read

    async def counting_read(*args: Any, **kwargs: Any) -> Any:
        reads.append(1)
        return await original(*args, **kwargs)

    monkeypatch.setattr(storage.events, "read", counting_read)
    with pytest.raises(VersionMismatch) as refused:
        await run.submit(match.match_id, seat, command, expected_version=match.version, command_id="second")
    assert reads == [] and refused.value.actual == applied.version
    again = await run.submit(match.match_id, seat, command, expected_version=match.version, command_id="first")
    assert again.duplicate and again.version == applied.version
    assert len(await original(match.match_id)) == applied.version


async def test_unknown_match_is_not_found(storage: Storage) -> None:
    with pytest.raises(NotFound):
        await runner(storage).load("ark-doesnotexist")
    with pytest.raises(NotFound):
        await runner(storage).load("arkadia-x")  # another game's id never reaches this game's store


async def test_retried_command_id_returns_the_first_answer(storage: Storage) -> None:
    run = runner(storage)
    match = await run.create(None, [HUMAN] * 3)
    seat = GAME.awaiting(match.require_state())[0]
    command = pack(ark_pb2.ArkCommand(draw=ark_pb2.ArkDraw(display_card=match.require_state().display[0])))
    first = await run.submit(match.match_id, seat, command, command_id="once")
    again = await run.submit(match.match_id, seat, command, command_id="once")
    assert again.duplicate and again.version == first.version
    assert [e.version for e in again.events] == [e.version for e in first.events]
    assert len(await run.store.read(match.match_id)) == first.version
    other = pack(ark_pb2.ArkCommand(draw=ark_pb2.ArkDraw(display_card=match.require_state().display[1])))
    with pytest.raises(InvalidCommand):
        await run.submit(match.match_id, seat, other, command_id="once")


async def test_each_change_players_care_about_makes_one_notice(storage: Storage) -> None:
    """The players' notices of a match's changes: one per change a player cares about (here,
    of the awaited seats), in order, whether the append carries it (one Redis) or the runner
    publishes it (the in-memory store); a refused command or a retried command id makes none."""
    run = runner(storage)
    assert storage.events.carries_notices == isinstance(storage.notices, RedisNotices)
    match = await run.create(None, [HUMAN] * 3)
    start = await storage.notices.last_id()
    rng = Rng(b"notices!" * 4, "x")
    versions = [match.version]
    for step in range(8):
        seat = GAME.awaiting((await run.load(match.match_id)).require_state())[0]
        version, commands, _ = await run.legal_commands(match.match_id, seat)
        command = pack(rng.choice(commands))
        versions.append((await run.submit(match.match_id, seat, command, version, f"c{step}")).version)
    await run.submit(match.match_id, seat, command, version, "c7")  # a retry of the last
    awaited = GAME.awaiting((await run.load(match.match_id)).require_state())[0]
    with pytest.raises(VersionMismatch):
        await run.submit(match.match_id, awaited, command, versions[-1] - 1, "stale")
    states = [await run.at_version(match.match_id, version) for version in versions]
    expected = [match_notice(GAME, before, after) for before, after in itertools.pairwise(states)]
    notices = [notice.fields for notice in await storage.notices.since(start)]
    assert notices == [notice for notice in expected if notice is not None]
    assert len(notices) >= 3  # the awaited seat changed several times


async def test_two_replicas_share_one_linear_history(storage: Storage) -> None:
    replica_a, replica_b = runner(storage), runner(storage)
    match = await replica_a.create(None, [HUMAN] * 3)
    rng = Rng(b"replicas" * 4, "x")
    for step in range(20):
        await play_one(replica_a if step % 2 else replica_b, match.match_id, rng)
    events = await replica_a.store.read(match.match_id)
    assert [event.version for event in events] == list(range(1, len(events) + 1))
    assert (await replica_a.load(match.match_id)).state == (await replica_b.load(match.match_id)).state
    assert audit(GAME, events, match.seed).ok


async def test_concurrent_submitters_on_two_replicas_apply_each_command_once(storage: Storage) -> None:
    """16 clients race on one match through two runners: no fork, no lost or doubled command."""
    replicas = [runner(storage), runner(storage)]
    match = await replicas[0].create(None, [HUMAN] * 4)
    accepted: dict[str, int] = {}

    async def client(number: int) -> None:
        run = replicas[number % 2]
        rng = Rng(bytes([number]) * 32, "client")
        seat = number % 4
        for attempt in range(200):
            current = await run.load(match.match_id)
            if current.platform.finished:
                return
            _version, commands, _ = await run.legal_commands(match.match_id, seat)
            if not commands:
                await asyncio.sleep(0.001)
                continue
            command_id = f"client{number}-{attempt}"
            try:
                submitted = await run.submit(match.match_id, seat, pack(rng.choice(commands)), None, command_id)
            except RuleViolation:
                continue  # another client of the same seat moved first
            accepted[command_id] = submitted.version

    await asyncio.gather(*(client(n) for n in range(16)))
    events = await replicas[0].store.read(match.match_id)
    assert [event.version for event in events] == list(range(1, len(events) + 1))
    batches = {event.command_id for event in events if event.command}
    assert batches == set(accepted)
    assert audit(GAME, events).ok


async def test_snapshots_bound_the_rebuild(storage: Storage) -> None:
    run = runner(storage, snapshot_every=10)
    match = await run.create(None, [HUMAN] * 3)
    rng = Rng(b"snap" * 8, "x")
    while (await run.load(match.match_id)).version < 40:
        await play_one(run, match.match_id, rng)
    snapshot = await run.store.load_snapshot(match.match_id)
    assert snapshot is not None and snapshot.version >= 30
    # A cold replica starts from the snapshot, then reads only the tail.
    cold = runner(storage)
    reads: list[int] = []
    original = cold.store.read

    async def counting_read(
        match_id: str, after: int = 0, upto: int | None = None, count: int | None = None
    ) -> list[StoredEvent]:
        reads.append(after)
        return await original(match_id, after, upto, count)

    cold.store.read = counting_read  # type: ignore[method-assign]
    loaded = await cold.load(match.match_id)
    assert reads and min(reads) >= 30
    assert loaded.state == (await run.load(match.match_id)).state


async def test_a_finished_match_reveals_its_seed_and_refuses_commands(storage: Storage) -> None:
    run = runner(storage)
    match = await run.create(None, [HUMAN] * 3)
    rng = Rng(b"finish" * 6, "x")
    while not (await run.load(match.match_id)).platform.finished:
        await play_one(run, match.match_id, rng)
    events = await run.store.read(match.match_id)
    assert events[-1].type == MATCH_ENDED
    ended = parse(events[-1].data, common_pb2.MatchEnded)
    assert hashlib.sha256(ended.seed).hexdigest() == parse(events[0].data, common_pb2.MatchCreated).seed_commitment
    assert list(ended.result.winners)
    finished = await run.load(match.match_id)
    with pytest.raises(RuleViolation) as refused:
        await run.submit(match.match_id, 0, pack(ark_pb2.ArkCommand(end_turn=ark_pb2.ArkEndTurn())))
    assert refused.value.code == "MATCH_OVER"
    assert run.info(finished).status == common_pb2.MATCH_STATUS_FINISHED
    report = audit(GAME, events)
    assert report.ok and report.finished and report.commands_replayed > 10


async def test_watch_streams_history_then_live_events_until_the_end(storage: Storage) -> None:
    run = runner(storage, watch_block_ms=200)
    match = await run.create(None, [HUMAN] * 3)
    seen: list[int] = []

    async def watcher() -> None:
        async for event in run.watch(match.match_id, None, 1):
            seen.append(event.version)

    task = asyncio.create_task(watcher())
    rng = Rng(b"watch" * 7, "x")
    while not (await run.load(match.match_id)).platform.finished:
        await play_one(run, match.match_id, rng)
    await asyncio.wait_for(task, 10)
    final = await run.load(match.match_id)
    assert seen == list(range(1, final.version + 1))


async def test_open_seats_wait_for_players(storage: Storage) -> None:
    run = runner(storage)
    open_seat = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)
    match = await run.create(None, [HUMAN, open_seat, open_seat])
    assert run.info(match).status == common_pb2.MATCH_STATUS_WAITING
    seat = GAME.awaiting(match.require_state())[0]
    command = pack(ark_pb2.ArkCommand(draw=ark_pb2.ArkDraw(display_card=match.require_state().display[0])))
    with pytest.raises(RuleViolation) as refused:
        await run.submit(match.match_id, seat, command)
    assert refused.value.code == "MATCH_WAITING_FOR_PLAYERS"
    first, _ = await run.claim_seat(match.match_id, None, "ann")
    assert first == 1
    with pytest.raises(RuleViolation):
        await run.claim_seat(match.match_id, 1, "bob")
    _, started = await run.claim_seat(match.match_id, 2, "cy")
    assert run.info(started).status == common_pb2.MATCH_STATUS_ACTIVE
    with pytest.raises(RuleViolation) as none_left:
        await run.claim_seat(match.match_id, None, "dee")
    assert none_left.value.code == "NO_OPEN_SEAT"
    await run.submit(match.match_id, seat, command)
    assert audit(GAME, await run.store.read(match.match_id), match.seed).ok


async def test_audit_reports_are_stored_and_reused_until_the_match_moves(storage: Storage) -> None:
    run = runner(storage)
    match = await run.create(None, [HUMAN] * 3)
    first = await run.audit(match.match_id)
    assert first.ok and first.version == match.version
    stored = await storage.audits.load(match.match_id)
    assert stored is not None and common_pb2.AuditReport.FromString(stored) == first
    assert await run.audit(match.match_id) == first  # the stored report, not a new audit
    version = await play_one(run, match.match_id, Rng(b"audit-again" * 3, "x"))
    again = await run.audit(match.match_id)
    assert again.ok and again.version == version > first.version


async def test_audits_at_once_agree_on_one_stored_report(storage: Storage) -> None:
    # The workers' audit of a finished match, the archive's mover and a GetAudit can audit at
    # once: each answers the report stored first, so the match has one report whoever asks.
    run = runner(storage)
    match = await run.create(None, [HUMAN] * 3)
    others = [runner(storage) for _ in range(3)]
    reports = await asyncio.gather(*(other.audit(match.match_id) for other in [run, *others]))
    stored = await storage.audits.load(match.match_id)
    assert stored is not None
    assert {report.SerializeToString() for report in reports} == {stored}


async def test_listed_matches_are_the_newest_with_the_asked_status(storage: Storage) -> None:
    run = runner(storage)
    open_seat = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)
    waiting = await run.create(None, [HUMAN, open_seat, open_seat])
    await asyncio.sleep(0.005)  # a later creation time (the index orders by milliseconds)
    active = await run.create(None, [HUMAN] * 3)
    listed = [info.match_id for info in await run.list_matches(common_pb2.MATCH_STATUS_UNSPECIFIED, 2)]
    assert listed == [active.match_id, waiting.match_id]
    only_waiting = await run.list_matches(common_pb2.MATCH_STATUS_WAITING, 50)
    assert waiting.match_id in [info.match_id for info in only_waiting]
    assert all(info.status == common_pb2.MATCH_STATUS_WAITING for info in only_waiting)


async def test_a_replica_that_lost_the_race_decides_again_on_the_fresh_tail(
    storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Both seats of a Countdown round may press: replica A's cached match, missing seat 0's press
    # made through replica B, still accepts seat 1's, so A's first append loses its version check.
    game = CountdownGame()
    replica_a = MatchRunner(game, storage)
    replica_b = MatchRunner(game, storage)
    match = await replica_a.create(None, [HUMAN, HUMAN])
    await replica_b.submit(match.match_id, 0, pack(game.command_type()))
    conflicts: list[int] = []
    original = storage.events.append

    async def counting_append(*args: Any, **kwargs: Any) -> Any:
        try:
            return await original(*args, **kwargs)
        except VersionConflict as conflict:
            conflicts.append(conflict.actual)
            raise

    monkeypatch.setattr(storage.events, "append", counting_append)
    submitted = await replica_a.submit(match.match_id, 1, pack(game.command_type()), command_id="late")
    assert conflicts == [match.version + 1]
    events = await storage.events.read(match.match_id)
    assert [event.version for event in events] == list(range(1, submitted.version + 1))
    assert submitted.match is not None and submitted.match.require_state().round == 2  # both presses counted
    assert audit(game, events, match.seed).ok
    # Pinned to the version its replica had cached, the same lost race is answered ABORTED.
    stale = await replica_b.load(match.match_id, refresh=False)
    await replica_a.submit(match.match_id, 0, pack(game.command_type()))
    with pytest.raises(VersionMismatch):
        await replica_b.submit(match.match_id, 1, pack(game.command_type()), expected_version=stale.version)
    assert conflicts == [match.version + 1, submitted.version + 1]
    assert len(await storage.events.read(match.match_id)) == submitted.version + 1


async def test_a_seat_reserved_for_an_invited_player_is_theirs_from_the_first_moment(storage: Storage) -> None:
    """Reservations are kept by the match itself (its meta, not its log), so no one can take an
    invited player's seat in the moment before the gateway records the invitation."""
    run = runner(storage)
    open_seat = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)
    with pytest.raises(InvalidCommand):
        await run.create(None, [HUMAN, open_seat, open_seat], reserved={0: "ann-id"})
    match = await run.create(None, [HUMAN, open_seat, open_seat], reserved={1: "ann-id"})
    with pytest.raises(RuleViolation) as taken:
        await run.claim_seat(match.match_id, 1, "bob", player="bob-id")
    assert taken.value.code == "SEAT_RESERVED"
    # Anonymous or another player, no seat named: the lowest seat reserved for nobody.
    seat, _ = await run.claim_seat(match.match_id, None, "cy")
    assert seat == 2
    with pytest.raises(RuleViolation) as none_left:
        await run.claim_seat(match.match_id, None, "dee", player="dee-id")
    assert none_left.value.code == "NO_OPEN_SEAT"
    # Nothing of the reservation is in the log (until Ann claims the seat herself, below).
    assert all(b"ann-id" not in event.data for event in await storage.events.read(match.match_id))
    seat, started = await run.claim_seat(match.match_id, None, "ann", player="ann-id")
    assert seat == 1 and run.info(started).status == common_pb2.MATCH_STATUS_ACTIVE
    # Her claim names her, as the verified claimer (ratings read it); the audit re-derives every claim.
    events = await storage.events.read(match.match_id)
    claims = [parse(event.data, common_pb2.SeatClaimed) for event in events if event.type == SEAT_CLAIMED]
    assert [(claim.seat, claim.player) for claim in claims] == [(2, ""), (1, "ann-id")]
    meta = await storage.events.meta(match.match_id)
    assert meta is not None
    assert audit(GAME, events, bytes.fromhex(meta["seed"].decode())).ok


async def test_legal_pages_are_cut_from_the_shared_list_and_beyond_it_computed(
    storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ListLegalCommands' pages (`legal_page`) are the seat's legal commands at the version, in
    order, whether cut from the list answers and events carry (up to LEGAL_CAP) or, beyond it,
    computed afresh; and a page asked after a move is that list, made once."""
    from services.core import runner as runner_module

    run = runner(storage)
    match = await run.create(None, [HUMAN] * 4)
    rng = Rng(b"pages", "test")
    # Play on until the awaited seat has a choice of more than four and some seat is not awaited
    # (the match's seed is random, so a fixed number of moves does not always reach that).
    for _ in range(200):
        await play_one(run, match.match_id, rng)
        current = await run.load(match.match_id)
        seat = GAME.awaiting(current.require_state())[0]
        fresh = [pack(command) for command in GAME.legal_commands(current.require_state(), seat)]
        if len(fresh) > 4 and len(GAME.awaiting(current.require_state())) < 4:
            break
    assert len(fresh) > 4
    whole, commands, total = await run.legal_page(match.match_id, seat)
    assert (whole.version, commands, total) == (current.version, fresh, len(fresh))
    assert run.legal_for(whole, seat) is run.legal_for(whole, seat)  # one list per version and seat
    _, middle, _ = await run.legal_page(match.match_id, seat, offset=2, limit=2)
    assert middle == fresh[2:4]
    # A list longer than the cap: pages past it are computed, pages within it cut.
    monkeypatch.setattr(runner_module, "LEGAL_CAP", 3)
    capped = runner(storage)
    _, within, total = await capped.legal_page(match.match_id, seat, limit=3)
    _, beyond, _ = await capped.legal_page(match.match_id, seat, offset=2, limit=100)
    assert (within, beyond, total) == (fresh[:3], fresh[2:], len(fresh))
    other = next(index for index in range(4) if index not in GAME.awaiting(current.require_state()))
    assert await run.legal_page(match.match_id, other) == (whole, [], 0)


async def test_a_move_reaches_the_other_seats_streams_here_without_the_reader(memory: Storage) -> None:
    """The events a runner appends are offered to its own watchers of the match at once
    (MatchFeeds.offer): with a reader that never hears of anything, another seat's stream on
    this process still gets the move, the very events the mover's answer carries."""
    import dataclasses

    from tests.support.deaf_reader import DeafReader

    run = runner(dataclasses.replace(memory, events=DeafReader(memory.events)))  # type: ignore[arg-type]
    match = await run.create(None, [HUMAN] * 4)
    current = await run.load(match.match_id)
    mover = GAME.awaiting(current.require_state())[0]
    stream = run.tail_batches(current, current.version)
    waiting = asyncio.ensure_future(anext(stream))
    await asyncio.sleep(0.01)
    assert not waiting.done()
    _, commands, _ = await run.legal_commands(match.match_id, mover)
    submitted = await run.submit(match.match_id, mover, pack(commands[0]), current.version, "offered")
    batch = await asyncio.wait_for(waiting, 1)
    assert [event.version for event in batch] == [event.version for event in submitted.events]
    assert [event.hash for event in batch] == [event.hash for event in submitted.events]
    await stream.aclose()
