"""Synthetic finished match logs as the game services write them (the platform's events only:
MatchCreated, SeatClaimed, TimedOut, SeatReclaimed, MatchEnded) and their archived summaries,
for the ratings projection's tests and benchmark."""

from __future__ import annotations

import random
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ludus.v1 import common_pb2
from sqlalchemy.ext.asyncio import AsyncConnection

from services.archive.records import ArchivedMatch, MemoryArchive
from services.core.events import GENESIS_HASH, StoredEvent
from services.core.match import MATCH_CREATED, MATCH_ENDED, SEAT_CLAIMED, SEAT_RECLAIMED, TIMED_OUT

HUMAN, OPEN, BOT = common_pb2.SEAT_KIND_HUMAN, common_pb2.SEAT_KIND_OPEN, common_pb2.SEAT_KIND_BOT
#: 2026-11-30 00:00 UTC.
START_MS = 1_795_996_800_000


@dataclass
class Spec:
    """One synthetic match. `creator` holds the first human seat (MatchCreated.players); every
    `claims` seat is an open seat claimed by that player (None: anonymously)."""

    match_id: str
    finished_ms: int
    ranks: Sequence[int]
    kinds: Sequence[int]
    creator: str | None = None
    claims: Mapping[int, str | None] = field(default_factory=dict)
    rated: bool = True
    timed_out: Sequence[int] = ()
    reclaimed: Sequence[int] = ()
    reason: int = common_pb2.END_REASON_UNSPECIFIED
    game: str = "arkadia"
    public: bool = True


def events_of(spec: Spec) -> list[StoredEvent]:
    humans = [seat for seat, kind in enumerate(spec.kinds) if kind == HUMAN]
    created = common_pb2.MatchCreated(
        game=spec.game,
        seats=[
            common_pb2.SeatSpec(kind=kind, bot_level="random" if kind == BOT else "")  # type: ignore[arg-type]
            for kind in spec.kinds
        ],
        rated=spec.rated,
        players=[spec.creator if seat == humans[0] else "" for seat in range(len(spec.kinds))]
        if spec.creator and humans
        else [],
    )
    payloads: list[tuple[str, bytes]] = [(MATCH_CREATED, created.SerializeToString())]
    for seat, player in spec.claims.items():
        payloads.append((SEAT_CLAIMED, common_pb2.SeatClaimed(seat=seat, player=player or "").SerializeToString()))
    for seat in spec.timed_out:
        payloads.append((TIMED_OUT, common_pb2.TimedOut(seat=seat).SerializeToString()))
    for seat in spec.reclaimed:
        payloads.append((SEAT_RECLAIMED, common_pb2.SeatReclaimed(seat=seat).SerializeToString()))
    if spec.reason == common_pb2.END_REASON_UNSPECIFIED:
        result = common_pb2.MatchResult(
            winners=[seat for seat, rank in enumerate(spec.ranks) if rank == 1],
            scores=[common_pb2.SeatScore(seat=seat, rank=rank) for seat, rank in enumerate(spec.ranks)],
        )
    else:
        result = common_pb2.MatchResult()
    ended = common_pb2.MatchEnded(result=result, reason=spec.reason)  # type: ignore[arg-type]
    payloads.append((MATCH_ENDED, ended.SerializeToString()))
    start = spec.finished_ms - 60_000 * len(payloads)
    return [
        StoredEvent(version, kind, data, None, "", b"", start + 60_000 * version, GENESIS_HASH)
        for version, (kind, data) in enumerate(payloads, start=1)
    ]


def archived(spec: Spec) -> tuple[ArchivedMatch, list[StoredEvent]]:
    events = events_of(spec)
    info = common_pb2.MatchInfo(
        match_id=spec.match_id, game=spec.game, status=common_pb2.MATCH_STATUS_FINISHED, rated=spec.rated
    )
    row = ArchivedMatch(
        match_id=spec.match_id,
        game=spec.game,
        created_ms=events[0].time_ms,
        finished_ms=events[-1].time_ms,
        version=len(events),
        last_hash=GENESIS_HASH,
        info=info.SerializeToString(),
        public=spec.public,
    )
    assert row.finished_ms == spec.finished_ms
    return row, events


class LogArchive(MemoryArchive):
    """The in-memory archive, also serving logs the way the ratings projection reads them."""

    def add(self, spec: Spec) -> ArchivedMatch:
        row, events = archived(spec)
        self.put(row, events, {})
        return row

    def log_of(self, match_id: str) -> list[StoredEvent]:
        return list(self._logs.get(match_id, []))

    async def logs(self, connection: AsyncConnection, matches: Sequence[ArchivedMatch]) -> dict[str, list[StoredEvent]]:
        return {match.match_id: await self.read(match.match_id) for match in matches if await self.get(match.match_id)}


def random_specs(count: int, players: Sequence[str], seed: int = 18, games: Sequence[str] = ("arkadia",)) -> list[Spec]:
    """`count` rated matches of 2 to 5 seats among `players`, some with ties, some with a bot,
    some with an abandoning seat, some in the same millisecond (the match id breaks the tie)."""
    chooser = random.Random(seed)
    specs = []
    for index in range(count):
        seats = chooser.randint(2, 5)
        seated = chooser.sample(list(players), k=seats)
        kinds = [HUMAN] + [OPEN] * (seats - 1)
        if seats > 2 and chooser.random() < 0.2:
            kinds[-1] = BOT
        ranks = sorted(chooser.randint(1, seats) for _ in range(seats))
        chooser.shuffle(ranks)
        dense = {rank: position + 1 for position, rank in enumerate(sorted(set(ranks)))}
        game = chooser.choice(list(games))
        specs.append(
            Spec(
                match_id=f"{game}-{uuid.UUID(int=chooser.getrandbits(128)).hex[:20]}",
                finished_ms=START_MS + (index // 2) * 60_000,
                ranks=[dense[rank] for rank in ranks],
                kinds=kinds,
                creator=seated[0],
                claims={seat: seated[seat] for seat in range(1, seats) if kinds[seat] == OPEN},
                timed_out=(seats - 1,) if chooser.random() < 0.1 and kinds[-1] == OPEN else (),
                game=game,
                public=chooser.random() > 0.1,
            )
        )
    return specs
