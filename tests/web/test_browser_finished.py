"""Finished matches in Chromium: a rated match played to its end by two signed-in players is found
by the search (player, game, date) once archived, and its "verify" page shows the audit's verdict,
the seed hashed by the browser equal to the commitment, and each player's rating change."""

from __future__ import annotations

import datetime
from typing import Any

from services.launcher import LocalPlatform
from tests.web.a11y import check_widths
from tests.web.people import (
    CREATE,
    JOIN,
    PLAY,
    chromium,
    console_errors,
    people,
    people_url,
    played,
    sign_up_by_api,
    unique_name,
)

__all__ = ["chromium", "people", "people_url"]  # pytest fixtures, imported to be found

WAIT = 30_000


def wait_until_listed(page: Any, url: str, query: str, match_id: str) -> None:
    """The archiver and the directory's projection run every 0.5 s here: search until it is in.
    One search left unanswered for 30 s is searched again (a user reloads): a CI run near the end
    of the suite, four platforms and Chromium on two cores, saw one; a second such stall fails."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    stalled = 0
    for _ in range(60):
        page.goto(f"{url}/#/finished?{query}")
        page.reload()  # the same address twice is no hashchange: search again
        try:
            page.wait_for_selector("#finished-list[data-state='done']", state="attached", timeout=WAIT)
        except PlaywrightTimeout:
            stalled += 1
            if stalled > 1:
                raise
            continue
        if page.locator(f".finished-match[data-match-id='{match_id}']").count():
            return
        page.wait_for_timeout(500)
    raise AssertionError(f"{match_id} never listed for ?{query}: {page.inner_text('#finished')}")


def check_page(page: Any) -> None:
    check_widths(page)


def test_a_finished_rated_match_is_found_and_verified_with_its_rating_changes(
    chromium: Any, people: LocalPlatform, people_url: str
) -> None:
    contexts = [chromium.new_context() for _ in range(3)]
    try:
        ann, bob, eve = (context.new_page() for context in contexts)
        names = [unique_name(n) for n in ("ann", "bob", "eve")]
        for page, name in zip((ann, bob, eve), names, strict=True):
            sign_up_by_api(page, people_url, name)
        match_id = ann.evaluate(CREATE, ["zapp_zerapp", names[1], "SPECTATOR_POLICY_ALLOWED", True])
        bob.evaluate(JOIN, match_id)
        for page in (ann, bob):
            page.evaluate(PLAY, match_id)
        for page in (ann, bob):
            outcome = played(page)
            assert outcome.startswith("finished"), outcome
        errors = console_errors(eve)  # the players' pages ran the test's own play; eve's is the page

        # Found by the player's name, by the game, by today's date; not by another game or day.
        wait_until_listed(eve, people_url, f"player={names[0]}", match_id)
        row = eve.locator(f".finished-match[data-match-id='{match_id}']")
        assert names[1] in row.inner_text() and row.locator(f"a[href='#/replay/{match_id}']").count() == 1
        today = datetime.datetime.now().date()
        wait_until_listed(eve, people_url, f"player={names[1]}&game=zapp_zerapp&from={today}&to={today}", match_id)
        check_page(eve)
        eve.goto(f"{people_url}/#/finished?player={names[0]}&game=ark")
        eve.wait_for_selector("#finished-list[data-state='done']", state="attached", timeout=WAIT)
        assert "No finished match" in eve.inner_text("#finished-status")
        yesterday = today - datetime.timedelta(days=1)
        eve.goto(f"{people_url}/#/finished?player={names[0]}&to={yesterday}")
        eve.wait_for_selector("#finished-list[data-state='done']", state="attached", timeout=WAIT)
        assert "No finished match" in eve.inner_text("#finished-status")
        # The form writes the search into the address (shareable) and runs it.
        eve.goto(f"{people_url}/#/finished")
        eve.fill("#search-player", names[1])
        eve.click("#search-button")
        eve.wait_for_selector(f".finished-match[data-match-id='{match_id}']", timeout=WAIT)
        assert f"player={names[1]}" in eve.url

        # Verify: the audit's verdict, the seed, the rating changes (once the ratings pass ran).
        row = eve.locator(f".finished-match[data-match-id='{match_id}']")
        row.locator("a", has_text="Verify this match").click()
        eve.wait_for_selector("#audit-verdict[data-ok='1']", timeout=WAIT)
        eve.wait_for_selector("#seed-check[data-ok='1']", timeout=WAIT)
        commitment = eve.inner_text("#seed-commitment")
        assert len(commitment) == 64 and commitment == eve.inner_text("#seed-digest")
        for _ in range(60):
            rows = eve.locator("#rating-changes tr[data-player]").count()
            if rows == 2 and not eve.locator("#ratings-pending").count():
                break
            eve.wait_for_timeout(500)
            eve.reload()
            eve.wait_for_selector("#rating-changes h2", timeout=WAIT)
        # Each row is the player's own rating history's entry for this match: after it, the player's
        # skill is what GetRatings says now (this was their only rated match).
        for name in names[:2]:
            shown = eve.locator(f"#rating-changes tr[data-player='{name}'] td").all_inner_texts()
            mu = eve.evaluate(
                """async ([player, game]) => {
                    const { players } = await import('/web/js/api.js');
                    const reply = await players('GetRatings', { player });
                    return (reply.ratings || []).find((r) => r.game === game).mu;
                }""",
                [name, "zapp_zerapp"],
            )
            assert shown[3] == f"{mu:.1f}" and shown[2] == "25.0", shown
        check_page(eve)
        assert errors == []
    finally:
        for context in contexts:
            context.close()
