"""The ratings projection on a real PostgreSQL: which matches move ratings, abandonment, the
order ratings are applied in whatever order matches arrive, rebuild equals live, idempotence,
and the matchmaker's lookup. Logs are synthetic (tests/ratings/logs.py) but are the very events
the game services write; the archive is the in-memory twin serving them."""

from __future__ import annotations

import asyncio
import random
import uuid
from dataclasses import replace
from typing import Any

import pytest
from ludus.v1 import common_pb2
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from services.projections.framework import apply_new
from services.projections.rebuild import rebuild
from services.ratings.lookup import current_ratings
from services.ratings.model import DEFAULT, Contestant, Rating, update
from services.ratings.projection import RatingsProjection
from services.ratings.rated import rated_match, replay
from services.ratings.tables import rated_matches, rating_history, ratings
from tests.ratings.logs import BOT, HUMAN, OPEN, START_MS, LogArchive, Spec, events_of, random_specs

A, B, C, D = (str(uuid.uuid4()) for _ in range(4))


def projection(archive: LogArchive, bots: dict[str, Rating] | None = None) -> RatingsProjection:
    return RatingsProjection(logs=archive.logs, bots=lambda: bots or {})


async def live(
    engine: AsyncEngine, archive: LogArchive, specs: list[Spec], bots: dict[str, Rating] | None = None
) -> int:
    """What the feed's consumer does: each batch in its own transaction, in the order given."""
    rows = [archive.add(spec) for spec in specs]
    done = 0
    for row in rows:
        async with engine.begin() as connection:
            done += await apply_new(connection, projection(archive, bots), [row])
    return done


async def tables(engine: AsyncEngine) -> dict[str, list[Any]]:
    async with engine.connect() as connection:
        return {
            table.name: sorted(tuple(row) for row in (await connection.execute(select(table))).all())
            for table in (rated_matches, rating_history, ratings)
        }


async def rating(engine: AsyncEngine, player: str, game: str = "arkadia") -> Rating | None:
    async with engine.connect() as connection:
        row = (
            await connection.execute(
                select(ratings.c.mu, ratings.c.sigma).where(
                    ratings.c.player_id == uuid.UUID(player), ratings.c.game == game
                )
            )
        ).first()
    return Rating(row.mu, row.sigma) if row is not None else None


def duel(match_id: str, finished_ms: int, ranks: list[int], players: tuple[str, str] = (A, B), **changes: Any) -> Spec:
    return Spec(match_id, finished_ms, ranks, [HUMAN, OPEN], creator=players[0], claims={1: players[1]}, **changes)


async def test_a_rated_duel_moves_both_players_as_the_model_says(engine: AsyncEngine) -> None:
    archive = LogArchive()
    assert await live(engine, archive, [duel("arkadia-1", START_MS, [1, 2])]) == 1
    want = update([Contestant(A, 1), Contestant(B, 2)], {})
    assert await rating(engine, A) == want[A] and await rating(engine, B) == want[B]
    async with engine.connect() as connection:
        rows = (await connection.execute(select(rating_history).order_by(rating_history.c.rank))).all()
    assert [(row.rank, row.seats, row.mu_before, row.matches) for row in rows] == [(1, 2, 25.0, 1), (2, 2, 25.0, 1)]


async def test_unrated_matches_change_nothing(engine: AsyncEngine) -> None:
    archive = LogArchive()
    specs = [
        duel("arkadia-off", START_MS, [1, 2], rated=False),  # the option is off
        Spec("arkadia-bot", START_MS + 1, [1, 2], [HUMAN, BOT], creator=A),  # one human and a bot
        Spec("arkadia-anon", START_MS + 2, [1, 2], [HUMAN, OPEN], creator=A, claims={1: None}),  # anonymous
        Spec("arkadia-self", START_MS + 3, [1, 2, 3], [HUMAN, OPEN, OPEN], creator=A, claims={1: B, 2: A}),
        duel("arkadia-expired", START_MS + 4, [1, 1], reason=common_pb2.END_REASON_WAITING_EXPIRED),
        duel("arkadia-closed", START_MS + 5, [1, 1], reason=common_pb2.END_REASON_ABANDONED),  # nobody absent
    ]
    # A seat changing owner: claimed by B, then by C (checked on the log alone below).
    specs.append(Spec("arkadia-owner", START_MS + 6, [1, 2], [HUMAN, OPEN], creator=A, claims={1: B}))
    rows = [archive.add(spec) for spec in specs]
    owner_log = events_of(specs[-1])
    owner_log.insert(-1, replace(owner_log[1], data=common_pb2.SeatClaimed(seat=1, player=C).SerializeToString()))
    assert rated_match("arkadia-owner", owner_log) is None
    assert rated_match("arkadia-owner", events_of(specs[-1])) is not None  # the same match, one owner: rated
    async with engine.begin() as connection:
        assert await apply_new(connection, projection(archive), rows[:-1]) == len(rows) - 1
    assert await tables(engine) == {"rated_matches": [], "rating_history": [], "ratings": []}


async def test_an_abandoning_player_ranks_last_whatever_the_result_says(engine: AsyncEngine) -> None:
    archive = LogArchive()
    three = [HUMAN, OPEN, OPEN]
    specs = [
        # A timed out and never came back: the bot that finished for A won, A still ranks last.
        Spec("arkadia-a", START_MS, [1, 2, 3], three, creator=A, claims={1: B, 2: C}, timed_out=[0]),
        # C timed out but reclaimed the seat: C stayed, the result stands.
        Spec("arkadia-b", START_MS + 1, [2, 3, 1], three, creator=A, claims={1: B, 2: C}, timed_out=[2], reclaimed=[2]),
        # Closed by the platform while B was absent: B last, the others tie for first.
        Spec(
            "arkadia-c",
            START_MS + 2,
            [1, 1, 1],
            three,
            creator=A,
            claims={1: B, 2: C},
            timed_out=[1],
            reason=common_pb2.END_REASON_ABANDONED,
        ),
    ]
    await live(engine, archive, specs)
    async with engine.connect() as connection:
        rows = (
            await connection.execute(
                select(rating_history.c.match_id, rating_history.c.player_id, rating_history.c.rank)
            )
        ).all()
    ranks = {(row.match_id, str(row.player_id)): row.rank for row in rows}
    assert [ranks[("arkadia-a", p)] for p in (A, B, C)] == [4, 2, 3]
    assert [ranks[("arkadia-b", p)] for p in (A, B, C)] == [2, 3, 1]
    assert [ranks[("arkadia-c", p)] for p in (A, B, C)] == [1, 2, 1]
    first = update([Contestant(A, 4), Contestant(B, 2), Contestant(C, 3)], {})
    assert first[A].mu < DEFAULT.mu < first[B].mu


async def test_rated_bots_take_part_with_a_fixed_rating_only_when_the_operator_says_so(engine: AsyncEngine) -> None:
    archive = LogArchive()
    bots = {"random": Rating(10, 1)}
    spec = Spec("arkadia-vsbot", START_MS, [2, 1, 3], [HUMAN, BOT, OPEN], creator=A, claims={2: B})
    await live(engine, archive, [spec], bots)
    want = update([Contestant(A, 2), Contestant("bot", 1, fixed=True), Contestant(B, 3)], {"bot": Rating(10, 1)})
    assert await rating(engine, A) == want[A] and await rating(engine, B) == want[B]
    # Without rated bots the bot seat is left out: A over B only.
    unrated = update([Contestant(A, 2), Contestant(B, 3)], {})
    without = rated_match(spec.match_id, events_of(spec))
    assert without is not None and [seat.seat for seat in without.seats] == [0, 2]
    assert replay([without], {})[("arkadia", A)][0].after == unrated[A]
    # A bot alone with one human is still no rated match, rated bots or not.
    assert rated_match("x", events_of(Spec("arkadia-x", START_MS, [1, 2], [HUMAN, BOT], creator=A)), bots) is None


async def test_matches_arriving_out_of_order_are_applied_in_match_order_and_rebuild_equals_live(
    engine: AsyncEngine,
) -> None:
    players = [str(uuid.uuid4()) for _ in range(7)]
    specs = random_specs(60, players, games=("arkadia", "ark"))
    shuffled = list(specs)
    random.Random(5).shuffle(shuffled)
    archive = LogArchive()
    # Live: in a shuffled order, in batches of 1 to 6 (as the feed's consumer would meet them).
    rows = {spec.match_id: archive.add(spec) for spec in specs}
    chooser, index = random.Random(9), 0
    while index < len(shuffled):
        size = chooser.randint(1, 6)
        async with engine.begin() as connection:
            await apply_new(connection, projection(archive), [rows[s.match_id] for s in shuffled[index : index + size]])
        index += size
    live_tables = await tables(engine)
    assert len(live_tables["rated_matches"]) == 60
    assert await rebuild(engine, archive, projection(archive)) == 60
    assert await tables(engine) == live_tables
    # And both equal the pure replay the verifier runs, to the last digit.
    matches = [rated_match(spec.match_id, events_of(spec)) for spec in specs]
    expected = replay([m for m in matches if m is not None], {})
    for (game, player), changes in expected.items():
        assert await rating(engine, player, game) == changes[-1].after
    assert len(live_tables["ratings"]) == len(expected)


async def test_a_match_delivered_twice_counts_once(engine: AsyncEngine) -> None:
    archive = LogArchive()
    row = archive.add(duel("arkadia-twice", START_MS, [1, 2]))
    async with engine.begin() as connection:
        assert await apply_new(connection, projection(archive), [row, row]) == 1
    once = await tables(engine)
    async with engine.begin() as connection:
        assert await apply_new(connection, projection(archive), [row]) == 0
    assert await tables(engine) == once


async def test_a_missing_log_fails_the_batch_instead_of_skipping_the_match(engine: AsyncEngine) -> None:
    archive = LogArchive()
    row = archive.add(duel("arkadia-lost", START_MS, [1, 2]))
    empty = LogArchive()
    with pytest.raises(LookupError):
        async with engine.begin() as connection:
            await apply_new(connection, projection(empty), [row])
    assert await tables(engine) == {"rated_matches": [], "rating_history": [], "ratings": []}


async def test_the_matchmakers_lookup_answers_ratings_and_defaults(engine: AsyncEngine) -> None:
    archive = LogArchive()
    await live(engine, archive, [duel("arkadia-l", START_MS, [1, 2], (A, B))])
    found = await current_ratings(engine, "arkadia", [A, B, C, "not-a-uuid"])
    assert found[A] == await rating(engine, A) and found[B] == await rating(engine, B)
    assert found[C] == DEFAULT and found["not-a-uuid"] == DEFAULT
    assert found[A].ordinal == found[A].mu - 3 * found[A].sigma
    assert (await current_ratings(engine, "ark", [A]))[A] == DEFAULT
    assert D not in found


async def test_two_workers_applying_one_game_at_once_take_turns(engine: AsyncEngine) -> None:
    archive = LogArchive()
    first = archive.add(duel("arkadia-w1", START_MS, [1, 2], (A, B)))
    second = archive.add(duel("arkadia-w2", START_MS + 1, [2, 1], (A, C)))

    async def other_worker() -> None:
        async with engine.begin() as connection:
            await apply_new(connection, projection(archive), [second])

    async with engine.begin() as connection:
        await apply_new(connection, projection(archive), [first])
        waiting = asyncio.create_task(other_worker())
        await asyncio.sleep(0.5)
        # The second worker waits for the game's lock while the first one's batch is uncommitted.
        assert not waiting.done()
    await waiting
    specs = [duel("arkadia-w1", START_MS, [1, 2], (A, B)), duel("arkadia-w2", START_MS + 1, [2, 1], (A, C))]
    expected = replay([m for s in specs if (m := rated_match(s.match_id, events_of(s))) is not None], {})
    assert [await rating(engine, p) for p in (A, B, C)] == [expected[("arkadia", p)][-1].after for p in (A, B, C)]
    async with engine.connect() as connection:
        counts = (
            await connection.execute(select(rating_history.c.matches).where(rating_history.c.player_id == uuid.UUID(A)))
        ).scalars()
        assert sorted(counts) == [1, 2]
