"""The audit re-derives a match from its log and names the first bad version of a tampered log."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ludus.v1 import common_pb2

from services.core.audit import audit
from services.core.codec import pack
from services.core.events import StoredEvent, chain_hash
from services.core.ports import Storage
from services.core.rng import Rng
from services.core.runner import MatchRunner
from services.games.ark.wiring import GAME as ARK_GAME
from tests.support.platform import platform_game

# The runner, the audit and the workers take the platform's erased Game[S] (tests/support/platform.py).
GAME = platform_game(ARK_GAME)

HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)


@pytest.fixture
async def finished_log(memory: Storage) -> list[StoredEvent]:
    # The audit is pure: where the log was stored changes nothing (the store's own tests prove
    # both stores keep entries exactly), so the match is played on the in-memory storage.
    run = MatchRunner(GAME, memory)
    match = await run.create(None, [HUMAN] * 3)
    rng = Rng(b"audit" * 8, "x")
    while not (current := await run.load(match.match_id)).platform.finished:
        seat = rng.choice(GAME.awaiting(current.require_state()))
        version, commands, _ = await run.legal_commands(match.match_id, seat)
        await run.submit(match.match_id, seat, pack(rng.choice(commands)), version, f"c{version}")
    return await run.store.read(match.match_id)


def rechain(events: list[StoredEvent]) -> list[StoredEvent]:
    """Recompute the hash chain, as a forger who controls the whole log would."""
    previous = "0" * 64
    fixed = []
    for event in events:
        digest = chain_hash(
            previous, event.version, event.type, event.data, event.seat, event.command_id, event.command, event.time_ms
        )
        fixed.append(replace(event, hash=digest))
        previous = digest
    return fixed


def test_an_honest_log_passes(finished_log: list[StoredEvent]) -> None:
    report = audit(GAME, finished_log)
    assert report.ok and report.finished and report.events_checked == len(finished_log)


def test_altered_payload_breaks_the_chain_at_that_version(finished_log: list[StoredEvent]) -> None:
    log = list(finished_log)
    log[20] = replace(log[20], data=log[20].data + b"\x00")
    report = audit(GAME, log)
    assert not report.ok and report.first_bad_version == 21


def test_altered_payload_with_a_forged_chain_fails_the_rederivation(finished_log: list[StoredEvent]) -> None:
    target = next(e for e in finished_log[5:] if e.command)  # an event produced by a command
    log = list(finished_log)
    index = target.version - 1
    log[index] = replace(target, data=target.data + b"\x08\x01")
    report = audit(GAME, rechain(log))
    assert not report.ok and report.first_bad_version == target.version


def test_deleted_event_is_named(finished_log: list[StoredEvent]) -> None:
    log = finished_log[:30] + finished_log[31:]
    report = audit(GAME, log)
    assert not report.ok and report.first_bad_version == 31


def test_reordered_events_are_named(finished_log: list[StoredEvent]) -> None:
    log = list(finished_log)
    log[40], log[41] = replace(log[41], version=41), replace(log[40], version=42)
    report = audit(GAME, rechain(log))
    assert not report.ok and report.first_bad_version == 41


def test_changed_seed_is_detected(finished_log: list[StoredEvent]) -> None:
    report = audit(GAME, finished_log[:-1], seed=b"\x00" * 32)
    assert not report.ok and report.first_bad_version == 1
    assert "commitment" in report.reason
