"""WatchMatch with `views` (issue 15: a client never needs GetView per move), without servers: the
last event of each delivery carries the watcher's view and the match's summary after it — exactly
what GetView answers for that seat at that version, a seat's own secrets included and no other
seat's — for every game and every seat and a spectator, watching live while a match is played."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from ludus.v1 import common_pb2

from services import games
from services.core.codec import pack
from services.core.match import MATCH_ENDED, awaiting, empty_match, fold_events
from services.core.ports import Storage
from services.core.rng import Rng
from services.core.runner import MatchRunner

HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)
COMMANDS = 60


async def collect(runner: MatchRunner[Any], match_id: str, seat: int | None, views: bool) -> list[Any]:
    return [event async for event in runner.watch(match_id, seat, 0, enrich=True, views=views)]


async def play(runner: MatchRunner[Any], match_id: str, rng: Rng) -> None:
    """Random commands, one at a time, letting the watchers read between them (some deliveries
    then hold one command's events, some several), until the rules end the match or COMMANDS
    were played; then the platform closes it (abandoned), so that every stream ends."""
    game = runner.game
    for _ in range(COMMANDS):
        match = await runner.load(match_id)
        waited = awaiting(game, match)
        if not waited:
            return
        seat = rng.choice(list(waited))
        version, commands, _total = await runner.legal_commands(match_id, seat)
        await runner.submit(match_id, seat, pack(rng.choice(commands)), version, f"c{version}")
        await asyncio.sleep(0.001 if rng.random() < 0.5 else 0)
    if not (await runner.load(match_id)).platform.finished:
        await runner.close(match_id, common_pb2.END_REASON_ABANDONED)


@pytest.mark.parametrize("game_name", games.names())
async def test_the_last_event_of_each_delivery_carries_the_watchers_view_after_it(
    memory: Storage, game_name: str
) -> None:
    game = games.load(game_name)
    runner: MatchRunner[Any] = MatchRunner(game, memory)
    match = await runner.create(None, [HUMAN] * game.min_seats)
    match_id = match.match_id
    watchers = [None, *range(game.min_seats)]
    watching = [asyncio.create_task(collect(runner, match_id, seat, views=True)) for seat in watchers]
    plain = asyncio.create_task(collect(runner, match_id, None, views=False))
    await asyncio.sleep(0.01)
    await play(runner, match_id, Rng(f"views-{game_name}".encode().ljust(32, b"."), "watch"))
    final = await runner.load(match_id)
    stored = await memory.events.read(match_id)
    assert stored[-1].type == MATCH_ENDED
    received = await asyncio.wait_for(asyncio.gather(*watching), 30)
    assert not any(event.HasField("view") for event in await plain)
    for seat, events in zip(watchers, received, strict=True):
        assert [event.version for event in events] == [event.version for event in stored]
        state = empty_match(match_id, final.seed)
        carried = 0
        for event, raw in zip(events, stored, strict=True):
            state = fold_events(game, state, [raw])
            if not event.HasField("view"):
                continue
            carried += 1
            assert state.state is not None
            assert event.view == pack(game.view(state.state, seat)), (seat, event.version)
            assert event.match == runner.info(state), (seat, event.version)
        # Every delivery ends with a view, and only then: the match's last event ends the last
        # delivery, the creation's events (read together) carry one view between them.
        assert events[-1].HasField("view") and 2 <= carried < len(events)
