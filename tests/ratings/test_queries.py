"""The ratings reads on a real PostgreSQL: leaderboard pages and ranks, a player's neighbours,
history pages, and a private match invisible in others' view of a player's history."""

from __future__ import annotations

import base64
import json
import uuid

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.errors import InvalidCommand, NotFound
from services.players import schema
from services.projections.framework import apply_new
from services.projections.tables import player_history
from services.ratings.projection import RatingsProjection
from services.ratings.queries import RatingsReader
from tests.ratings.logs import HUMAN, OPEN, START_MS, LogArchive, Spec


async def players(engine: AsyncEngine, count: int) -> dict[str, str]:
    """Players in the players' table (the reads resolve names there): name -> id."""
    named = {f"ranked{index}": str(uuid.uuid4()) for index in range(count)}
    async with engine.begin() as connection:
        await connection.execute(
            schema.players.insert(),
            [{"id": uuid.UUID(i), "name": n, "name_key": n, "kind": schema.MEMBER} for n, i in named.items()],
        )
    return named


async def project(engine: AsyncEngine, specs: list[Spec]) -> None:
    archive = LogArchive()
    rows = [archive.add(spec) for spec in specs]
    async with engine.begin() as connection:
        await apply_new(connection, RatingsProjection(logs=archive.logs, bots=dict), rows)


async def test_leaderboard_pages_ranks_and_neighbours(engine: AsyncEngine) -> None:
    named = await players(engine, 7)
    ids = list(named.values())
    # A ladder: each player beats the next, once per pair, so the order is clear.
    await project(
        engine,
        [
            Spec(f"arkadia-l{i}", START_MS + i, [1, 2], [HUMAN, OPEN], creator=ids[i], claims={1: ids[i + 1]})
            for i in range(len(ids) - 1)
        ],
    )
    reader = RatingsReader(engine)
    pages, token = [], ""
    while True:
        board = await reader.leaderboard("arkadia", 3, token)
        pages.append(board.entries)
        token = board.next_token
        if not token:
            break
        assert board.total == 7
    entries = [entry for page in pages for entry in page]
    assert [len(page) for page in pages] == [3, 3, 1]
    assert [e.rank for e in entries] == list(range(1, 8))
    ordinals = [e.rating.rating.ordinal for e in entries]
    assert ordinals == sorted(ordinals, reverse=True)
    middle = entries[3]
    around = await reader.leaderboard("arkadia", around=middle.player, neighbours=2)
    assert [e.player for e in around.entries] == [e.player for e in entries[1:6]]
    assert [e.rank for e in around.entries] == [2, 3, 4, 5, 6]
    top = await reader.leaderboard("arkadia", around=entries[0].player, neighbours=2)
    assert [e.rank for e in top.entries] == [1, 2, 3]
    with pytest.raises(InvalidCommand) as bad:
        await reader.leaderboard("arkadia", 3, "garbage")
    assert bad.value.reason == "PAGE_TOKEN_INVALID"
    first = await reader.leaderboard("arkadia", 3)
    with pytest.raises(InvalidCommand):
        await reader.leaderboard("ark", 3, first.next_token)  # made for another game
    with pytest.raises(NotFound):
        await reader.leaderboard("ark", around=middle.player)  # no rating in that game


async def test_a_private_match_is_in_its_players_history_only(engine: AsyncEngine) -> None:
    named = await players(engine, 3)
    ann, bob, carol = named.values()
    await project(
        engine,
        [
            Spec("arkadia-pub", START_MS, [1, 2], [HUMAN, OPEN], creator=ann, claims={1: bob}),
            Spec("arkadia-priv", START_MS + 1, [2, 1], [HUMAN, OPEN], creator=ann, claims={1: bob}, public=False),
            Spec("arkadia-pub2", START_MS + 2, [1, 2], [HUMAN, OPEN], creator=ann, claims={1: bob}),
        ],
    )
    # Bob's seat in the private match, as the player-history projection records it.
    async with engine.begin() as connection:
        await connection.execute(
            player_history.insert().values(
                match_id="arkadia-priv",
                player_id=uuid.UUID(bob),
                seat=1,
                game="arkadia",
                finished_ms=START_MS + 1,
                rank=1,
                outcome="won",
                public=False,
            )
        )
    reader = RatingsReader(engine)
    own = await reader.history("ranked0", "arkadia", uuid.UUID(ann))
    assert [e.match_id for e in own.entries] == ["arkadia-pub2", "arkadia-priv", "arkadia-pub"]
    outsider = await reader.history("ranked0", "arkadia", None)
    assert [e.match_id for e in outsider.entries] == ["arkadia-pub2", "arkadia-pub"]
    signed_in_outsider = await reader.history("ranked0", "arkadia", uuid.UUID(carol))
    assert [e.match_id for e in signed_in_outsider.entries] == ["arkadia-pub2", "arkadia-pub"]
    # Bob played in the private match: he sees Ann's change from it (the verify page shows both).
    by_bob = await reader.history("ranked0", "arkadia", uuid.UUID(bob), size=2)
    assert [e.match_id for e in by_bob.entries] == ["arkadia-pub2", "arkadia-priv"]
    rest = await reader.history("ranked0", "arkadia", uuid.UUID(carol), size=1)
    rest = await reader.history("ranked0", "arkadia", uuid.UUID(carol), size=1, token=rest.next_token)
    assert [e.match_id for e in rest.entries] == ["arkadia-pub"] and not rest.next_token
    assert own.entries[0].before == own.entries[1].rating.rating  # each match starts where the last ended
    with pytest.raises(InvalidCommand):
        await reader.history("ranked1", "arkadia", None, size=1, token=by_bob.next_token)  # another player's


@pytest.mark.parametrize(
    "fields",
    [
        ["arkadia", 1e400, "x"],  # not finite
        ["arkadia", 1.5, "not-a-uuid"],
        ["arkadia", 1.5, 7],
        ["arkadia:P", 2**70, "arkadia-1"],  # beyond PostgreSQL's bigint
        ["arkadia:P", 5, "nul\u0000inside"],
        ["arkadia:P", True, "arkadia-1"],
    ],
)
async def test_a_forged_page_token_is_invalid_argument_not_a_database_error(
    engine: AsyncEngine, fields: list[object]
) -> None:
    named = await players(engine, 1)
    player = next(iter(named.values()))
    text = json.dumps([f"arkadia:{player}" if f == "arkadia:P" else f for f in fields]).replace("Infinity", "1e400")
    token = base64.urlsafe_b64encode(text.encode()).decode()
    reader = RatingsReader(engine)
    with pytest.raises(InvalidCommand) as refused:
        if fields[0] == "arkadia":
            await reader.leaderboard("arkadia", 3, token)
        else:
            await reader.history("ranked0", "arkadia", None, 3, token)
    assert refused.value.reason == "PAGE_TOKEN_INVALID"


async def test_a_name_no_player_can_have_is_not_found(engine: AsyncEngine) -> None:
    reader = RatingsReader(engine)
    for name in ("nul\x00name", "x" * 10_000):
        with pytest.raises(NotFound):
            await reader.player_ratings(name)
