"""Synthetic archived matches (ArchivedMatch rows as the archiver writes them) for the projections'
tests and benchmark: seats, a result with ranks, players in some seats, some matches private."""

from __future__ import annotations

import random
import uuid

from google.protobuf.timestamp_pb2 import Timestamp
from ludus.v1 import common_pb2

from services.archive.records import ArchivedMatch, MemoryArchive
from services.core.events import GENESIS_HASH

GAMES = ("ark", "arkadia", "primordial_soup", "zapp_zerapp")
#: 2026-11-30 00:00 UTC.
START_MS = 1_795_996_800_000


def finished_match(
    match_id: str,
    game: str,
    finished_ms: int,
    players: dict[int, str],
    *,
    seat_count: int = 3,
    winners: tuple[int, ...] = (0,),
    public: bool = True,
) -> ArchivedMatch:
    """A finished match whose seats rank: winners 1, then the others 2, 3, … in seat order."""
    rank = {seat: 1 for seat in winners}
    for seat in range(seat_count):
        rank.setdefault(seat, len(rank) + 1 - len(winners) + 1)
    info = common_pb2.MatchInfo(
        match_id=match_id,
        game=game,
        version=40,
        status=common_pb2.MATCH_STATUS_FINISHED,
        seats=[
            common_pb2.SeatInfo(
                seat=seat,
                kind=common_pb2.SEAT_KIND_HUMAN if seat in players else common_pb2.SEAT_KIND_BOT,
                name=f"seat {seat}",
                occupied=True,
            )
            for seat in range(seat_count)
        ],
        result=common_pb2.MatchResult(
            winners=winners,
            scores=[common_pb2.SeatScore(seat=s, score=100 - 10 * rank[s], rank=rank[s]) for s in range(seat_count)],
        ),
        created_at=Timestamp(seconds=(finished_ms - 600_000) // 1000),
    )
    return ArchivedMatch(
        match_id=match_id,
        game=game,
        created_ms=finished_ms - 600_000,
        finished_ms=finished_ms,
        version=40,
        last_hash=GENESIS_HASH,
        info=info.SerializeToString(),
        players=dict(players),
        public=public,
    )


def synthetic_matches(count: int, player_ids: list[str], seed: int = 7) -> list[ArchivedMatch]:
    """`count` matches over the four games, one a minute (some in the same millisecond, so the
    match id breaks ties), each with up to two of `player_ids` seated, one in ten private."""
    chooser = random.Random(seed)
    matches = []
    for index in range(count):
        game = GAMES[index % len(GAMES)]
        seat_count = chooser.choice((3, 4))
        seated = chooser.sample(player_ids, k=min(len(player_ids), chooser.choice((0, 1, 2))))
        seats = chooser.sample(range(seat_count), k=len(seated))
        winners = (chooser.randrange(seat_count),) if chooser.random() > 0.1 else tuple(range(seat_count))
        finished = START_MS + (index // 2) * 60_000
        matches.append(
            finished_match(
                f"{game}-{uuid.UUID(int=chooser.getrandbits(128)).hex}",
                game,
                finished,
                dict(zip(seats, seated, strict=True)),
                seat_count=seat_count,
                winners=winners,
                public=chooser.random() > 0.1,
            )
        )
    return matches


def archive_of(matches: list[ArchivedMatch]) -> MemoryArchive:
    archive = MemoryArchive()
    for match in matches:
        archive.put(match, [], {})
    return archive
