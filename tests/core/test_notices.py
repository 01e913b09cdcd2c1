"""The notice stream's entries (services/core/notices.py): what the runner tells players' feeds
after an append, on the in-memory storage."""

from __future__ import annotations

from ludus.v1 import common_pb2

from services.core.immutable import replace
from services.core.memory import memory_storage
from services.core.notices import MATCH, MemoryNotices, match_notice
from services.core.runner import MatchRunner
from services.games.ark.wiring import GAME as ARK_GAME
from tests.support.platform import platform_game

ARK = platform_game(ARK_GAME)
HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)
OPEN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)


async def test_a_created_match_tells_who_is_awaited_and_when_their_clock_runs_out() -> None:
    storage = memory_storage()
    run = MatchRunner(ARK, storage)
    match = await run.create(None, [HUMAN] * 3, common_pb2.ClockOptions(initial_seconds=60))
    assert isinstance(storage.notices, MemoryNotices)
    (notice,) = storage.notices.entries
    seat = ARK.awaiting(match.require_state())[0]
    awaited = match.platform.seats[seat]
    assert notice.fields == {
        "kind": MATCH,
        "game": "ark",
        "match": match.match_id,
        "version": str(match.version),
        "status": str(common_pb2.MATCH_STATUS_ACTIVE),
        "awaiting": str(seat),
        "deadline": str(awaited.awaited_since_ms + awaited.bank_ms),
        "taken_over": "",
        "started": "1",
        "created": "1",
    }


async def test_only_changes_players_care_about_make_a_notice() -> None:
    storage = memory_storage()
    run = MatchRunner(ARK, storage)
    match = await run.create(None, [HUMAN, OPEN, OPEN])
    waiting = match_notice(ARK, None, match)
    assert waiting is not None and waiting["status"] == str(common_pb2.MATCH_STATUS_WAITING)
    assert not waiting["started"] and not waiting["awaiting"] and waiting["created"] == "1"
    assert match_notice(ARK, match, match) is None  # nothing changed, nothing said
    await run.claim_seat(match.match_id, None, "")
    full = await run.claim_seat(match.match_id, None, "")
    assert isinstance(storage.notices, MemoryNotices)
    started = storage.notices.entries[-1].fields
    assert started["started"] == "1" and started["version"] == str(full[1].version) and not started["created"]
    # A seat taken over by a bot is named once, in the change that took it over.
    active = full[1]
    seat = ARK.awaiting(active.require_state())[0]
    taken = replace(active, platform=active.platform.with_seat(seat, absent=True))
    told = match_notice(ARK, active, taken)
    assert told is not None and told["taken_over"] == str(seat) and not told["started"]


async def test_the_memory_twin_reads_after_a_cursor() -> None:
    notices = MemoryNotices()
    for number in range(3):
        await notices.publish({"kind": MATCH, "n": str(number)})
    assert [entry.fields["n"] for entry in await notices.since("1-0")] == ["1", "2"]
    assert await notices.last_id() == "3-0"
    assert await notices.read("3-0", block_ms=1) == []
