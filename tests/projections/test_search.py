"""Searching the projections on real PostgreSQL: a player's history page, one game in a date
range, a player's wins, keyset paging that stays put while matches are added, private matches
seen only by their players, and clear refusals of bad searches."""

from __future__ import annotations

import uuid

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from services.archive.records import ArchivedMatch
from services.core.errors import InvalidCommand, NotFound
from services.projections.framework import apply_once
from services.projections.outcomes import standings
from services.projections.registry import PROJECTIONS
from services.projections.search import MAX_PAGE, FoundMatch, MatchQuery, MatchSearch, check_page_size, check_query
from tests.projections.conftest import add_players
from tests.support.finished import GAMES, START_MS, finished_match, synthetic_matches

DAY_MS = 24 * 3600 * 1000


async def project(engine: AsyncEngine, matches: list[ArchivedMatch]) -> None:
    async with engine.begin() as connection:
        for match in matches:
            for projection in PROJECTIONS.values():
                await apply_once(connection, projection, match)


async def every_page(search: MatchSearch, query: MatchQuery, viewer: uuid.UUID | None, size: int) -> list[FoundMatch]:
    found: list[FoundMatch] = []
    token = ""
    while True:
        page = await search.search(query, viewer, size, token)
        assert len(page.matches) <= size
        found += page.matches
        if not page.next_token:
            return found
        token = page.next_token


def newest_first(matches: list[ArchivedMatch]) -> list[str]:
    return [m.match_id for m in sorted(matches, key=lambda m: m.order, reverse=True)]


def visible_to(match: ArchivedMatch, viewer: str | None) -> bool:
    return match.public or (viewer is not None and viewer in match.players.values())


@pytest.fixture
async def world(engine: AsyncEngine) -> tuple[list[str], list[ArchivedMatch]]:
    players = await add_players(engine, "Ada", "Brook", "Cyd", "Dot")
    matches = synthetic_matches(300, players, seed=11)
    await project(engine, matches)
    return players, matches


async def test_a_players_history_page_by_page_as_they_and_others_see_it(
    engine: AsyncEngine, world: tuple[list[str], list[ArchivedMatch]]
) -> None:
    players, matches = world
    ada, brook = players[0], players[1]
    search = MatchSearch(engine)
    theirs = [m for m in matches if ada in m.players.values()]
    assert any(not m.public for m in theirs)
    for viewer in (ada, brook, None):
        found = await every_page(search, MatchQuery(player="ADA"), uuid.UUID(viewer) if viewer else None, 7)
        assert [f.match_id for f in found] == newest_first([m for m in theirs if visible_to(m, viewer)])
    first = (await search.search(MatchQuery(player="Ada"), uuid.UUID(ada), 1)).matches[0]
    seat = next(s for s in first.seats if s.player == "Ada")
    match = next(m for m in theirs if m.match_id == first.match_id)
    expected = next(s for s in standings(match) if s.player == ada)
    assert (seat.seat, seat.rank, seat.outcome, seat.score) == (
        expected.seat,
        expected.rank,
        expected.outcome,
        expected.score,
    )


async def test_one_game_this_week_and_a_players_wins(
    engine: AsyncEngine, world: tuple[list[str], list[ArchivedMatch]]
) -> None:
    players, matches = world
    search = MatchSearch(engine)
    week = (START_MS + 30 * 60_000, START_MS + 100 * 60_000)
    query = MatchQuery(game="zapp_zerapp", finished_from_ms=week[0], finished_until_ms=week[1])
    found = await every_page(search, query, None, 5)
    expected = [m for m in matches if m.game == "zapp_zerapp" and week[0] <= m.finished_ms < week[1] and m.public]
    assert [f.match_id for f in found] == newest_first(expected) and expected
    cyd = players[2]
    wins = await every_page(search, MatchQuery(player="cyd", outcome="won"), uuid.UUID(cyd), 4)
    expected = [m for m in matches if any(s.player == cyd and s.outcome == "won" for s in standings(m))]
    assert [f.match_id for f in wins] == newest_first(expected) and expected
    assert all(any(s.player == "Cyd" and s.outcome == "won" for s in f.seats) for f in wins)


async def test_pages_stay_put_while_matches_are_added(engine: AsyncEngine) -> None:
    (ada,) = await add_players(engine, "Eli")
    search = MatchSearch(engine)
    old = [finished_match(f"ark-{i:03}", "ark", START_MS + i * 1000, {0: ada}) for i in range(10)]
    await project(engine, old)
    first = await search.search(MatchQuery(player="Eli"), None, 4)
    assert [m.match_id for m in first.matches] == ["ark-009", "ark-008", "ark-007", "ark-006"]
    # Newer matches, and one in the same millisecond as the page's last (the id breaks the tie).
    await project(engine, [finished_match(f"ark-{i:03}", "ark", START_MS + i * 1000, {0: ada}) for i in (10, 11)])
    await project(engine, [finished_match("ark-006a", "ark", START_MS + 6000, {0: ada})])
    second = await search.search(MatchQuery(player="Eli"), None, 4, first.next_token)
    assert [m.match_id for m in second.matches] == ["ark-005", "ark-004", "ark-003", "ark-002"]
    last = await search.search(MatchQuery(player="Eli"), None, 4, second.next_token)
    assert ([m.match_id for m in last.matches], last.next_token) == (["ark-001", "ark-000"], "")
    fresh = await search.search(MatchQuery(player="Eli"), None, 3)
    assert [m.match_id for m in fresh.matches] == ["ark-011", "ark-010", "ark-009"]


async def test_a_private_match_exists_only_for_its_players(engine: AsyncEngine) -> None:
    fen, gil = await add_players(engine, "Fen", "Gil")
    secret = finished_match("arkadia-secret", "arkadia", START_MS, {0: fen}, public=False)
    await project(engine, [secret])
    search = MatchSearch(engine)
    assert (await search.get("arkadia-secret", uuid.UUID(fen))).match_id == "arkadia-secret"
    for outsider in (uuid.UUID(gil), None):
        with pytest.raises(NotFound) as refused:
            await search.get("arkadia-secret", outsider)
        assert refused.value.reason == "MATCH_NOT_FOUND"
        assert (await search.search(MatchQuery(game="arkadia"), outsider)).matches == []
        assert (await search.search(MatchQuery(player="Fen"), outsider)).matches == []
    assert [m.match_id for m in (await search.search(MatchQuery(), uuid.UUID(fen))).matches] == ["arkadia-secret"]


async def test_bad_searches_are_refused_clearly(engine: AsyncEngine) -> None:
    (hal,) = await add_players(engine, "Hal")
    await project(engine, [finished_match(f"ark-h{i}", "ark", START_MS + i, {0: hal}) for i in range(3)])
    search = MatchSearch(engine)
    page = await search.search(MatchQuery(player="Hal"), None, 1)
    for query, token in [(MatchQuery(player="Hal"), "not-a-token"), (MatchQuery(game="ark"), page.next_token)]:
        with pytest.raises(InvalidCommand) as refused:
            await search.search(query, None, 1, token)
        assert refused.value.reason == "PAGE_TOKEN_INVALID", token
    games = list(GAMES)
    for query, reason in [
        (MatchQuery(game="chess"), "GAME_UNKNOWN"),
        (MatchQuery(finished_from_ms=START_MS + DAY_MS, finished_until_ms=START_MS), "DATE_RANGE_INVERTED"),
        (MatchQuery(finished_from_ms=START_MS, finished_until_ms=START_MS), "DATE_RANGE_INVERTED"),
        (MatchQuery(outcome="won"), "OUTCOME_NEEDS_PLAYER"),
        (MatchQuery(player="Hal", outcome="sulked"), "OUTCOME_UNKNOWN"),
    ]:
        with pytest.raises(InvalidCommand) as refused:
            check_query(query, games)
        assert refused.value.reason == reason
    with pytest.raises(InvalidCommand) as refused:
        check_page_size(MAX_PAGE + 1)
    assert refused.value.reason == "PAGE_SIZE_TOO_LARGE" and str(MAX_PAGE) in str(refused.value)
    assert (check_page_size(0), check_page_size(MAX_PAGE)) == (20, MAX_PAGE)
    with pytest.raises(NotFound) as missing:
        await search.search(MatchQuery(player="Nobody"), None)
    assert missing.value.reason == "PLAYER_NOT_FOUND"
    # A client's string is echoed cut short, never whole.
    with pytest.raises(InvalidCommand) as refused:
        check_query(MatchQuery(game="g" * 10_000), games)
    assert len(str(refused.value)) < 300
    with pytest.raises(InvalidCommand) as refused:
        await search.get("ark-" + "x" * 200, None)
    assert refused.value.reason == "MATCH_ID_TOO_LONG"
