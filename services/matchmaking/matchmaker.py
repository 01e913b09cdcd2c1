"""One pass of the matchmaker over every quick-match queue.

For each queue: the tickets that waited longer than LUDUS_MATCHMAKING_MAX_WAIT_SECONDS leave it
(and hear NOTICE_KIND_QUEUE_TIMED_OUT); the rest are grouped (pairing.py); each group is claimed
atomically (queue.py: all its players still waiting, or nothing), its match created (placement.py)
with the seats in a random order, and each player told (NOTICE_KIND_MATCHED). A group whose
claim fails (someone cancelled, or another matchmaker took one of them) is skipped: the players
still waiting are grouped again by the next pass. A creation that fails puts the group back in
the queue, in the places they had. The groups of one pass are made side by side (at most
CONCURRENT_CREATIONS at once).

Passes run in the workers (the `ludus.matchmake` task, every LUDUS_MATCHMAKING_SECONDS from
`ludus beat`); several may run at once, on as many workers as there are, and the claim script is
what keeps them from ever matching a player twice.
"""

from __future__ import annotations

import asyncio
import logging
import random
from dataclasses import dataclass, field

from services.core.caller import worker
from services.core.notices import NoticeLog
from services.matchmaking import notices
from services.matchmaking.pairing import Group, Policy, form_groups
from services.matchmaking.placement import Placement, bot, human
from services.matchmaking.queue import QueueStore, Ticket

log = logging.getLogger(__name__)

#: Seat orders are drawn from the OS's randomness: nobody may pick seat 0 by queueing first.
_shuffle = random.SystemRandom().shuffle


#: Matches one pass creates at once (per queue).
CONCURRENT_CREATIONS = 16


@dataclass
class PassReport:
    matches: list[str] = field(default_factory=list)
    #: Groups another matchmaker (or a cancel) took first.
    lost_claims: int = 0
    timed_out: int = 0
    failed: int = 0

    def __str__(self) -> str:
        return (
            f"matches {len(self.matches)}, lost claims {self.lost_claims}, timed out {self.timed_out},"
            f" failed {self.failed}"
        )


class Matchmaker:
    def __init__(
        self, queue: QueueStore, placement: Placement, notice_log: NoticeLog, policy: Policy, max_wait_seconds: int
    ) -> None:
        self.queue = queue
        self.placement = placement
        self.notices = notice_log
        self.policy = policy
        self.max_wait_ms = max_wait_seconds * 1000

    async def run_pass(self, now_ms: int) -> PassReport:
        report = PassReport()
        await self.queue.recover(now_ms)
        for name in await self.queue.queues():
            await self._queue_pass(name, now_ms, report)
        return report

    async def _queue_pass(self, name: str, now_ms: int, report: PassReport) -> None:
        waiting = await self.queue.waiting(name)
        if not waiting:
            await self.queue.forget_if_empty(name)
            return
        still: list[Ticket] = []
        for ticket in waiting:
            if now_ms - ticket.queued_ms >= self.max_wait_ms and await self.queue.expire(
                name, ticket.player, now_ms - self.max_wait_ms
            ):
                report.timed_out += 1
                await self._tell(notices.fields(notices.QUEUE_TIMED_OUT, ticket.player, ticket.game))
            else:
                still.append(ticket)
        seats = waiting[0].seats
        # The groups are disjoint, so their matches are made side by side (each claimed first);
        # a bound keeps one pass from opening a burst of calls to one game service.
        bound = asyncio.Semaphore(CONCURRENT_CREATIONS)

        async def make(group: Group) -> None:
            async with bound:
                await self._make(name, group, now_ms, report)

        await asyncio.gather(*(make(group) for group in form_groups(still, seats, now_ms, self.policy)))

    async def _make(self, name: str, group: Group, now_ms: int, report: PassReport) -> None:
        players = [ticket.player for ticket in group.players]
        claimed = await self.queue.claim(name, players, now_ms)
        if claimed is None:
            report.lost_claims += 1
            return
        anchor = group.players[0]
        specs = [human() for _ in players] + [bot() for _ in range(group.bots)]
        _shuffle(specs)
        seats = [index for index, spec in enumerate(specs) if spec.kind == human().kind]
        holders = dict(zip(seats, players, strict=True))
        try:
            placed = await self.placement.place(anchor.game, specs, holders, worker(), rated=anchor.rated)
        except Exception as error:
            # The service refused or failed, or a seat could not be recorded (then the match
            # exists but nobody can act in it; the archive closes it as abandoned): either way
            # the players' requests are not lost, they wait again in the places they had.
            log.error("could not create a %s match for %s: %s", anchor.game, players, error)
            await self.queue.release(name, claimed, players)
            report.failed += 1
            return
        match_id = placed.match.match_id
        await self.queue.finish(claimed, players, match_id)
        report.matches.append(match_id)
        await asyncio.gather(
            *(
                self._tell(
                    notices.fields(notices.MATCHED, player, anchor.game, match=match_id, seat=seat, rated=anchor.rated)
                )
                for seat, player in holders.items()
            )
        )

    async def _tell(self, fields: dict[str, str]) -> None:
        try:
            await self.notices.publish(fields)
        except Exception:
            # A notice is a convenience (the match exists, and lists among the player's matches).
            log.exception("could not add a %s notice", fields.get("kind"))
