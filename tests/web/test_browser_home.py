"""A player's home, profile and leaderboard in the browser, on a real platform: two people sign up,
one invites the other to a rated Zapp Zerapp table; each home lists the match with the opponent's
name and whose turn it is; a move shows on the other's feed live (the badge counts it) and their
home says "Your turn"; the match played to the end gives both a rating, a history chart and the
finished match with its replay on their profile, and a leaderboard with the viewer's own row
highlighted. Every page is checked at a laptop's and a phone's width (no horizontal scrolling,
axe-core clean, no console error)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, TypeVar

from services.launcher import LocalPlatform
from tests.web.a11y import check_widths
from tests.web.people import chromium, console_errors, people, people_url, sign_up_by_api, unique_name

__all__ = ["chromium", "people", "people_url"]  # pytest fixtures, imported to be found

T = TypeVar("T")
WAIT_MS = 30_000

# One move of the page's own player, if the match awaits them: a commit before a grab (so that a
# round's can phase ends soon), a move in the move phase; never shake or release. Answers what
# it did ("moved", "idle", "raced": another seat got in first).
STEP = """async (matchId) => {
    const { call } = await import('/web/js/api.js');
    const legal = await call('ListLegalCommands', { matchId });
    const commands = legal.commands || [];
    const pick = (key) => commands.filter((c) => key in c);
    const choices = [pick('commit'), pick('move'), pick('grab')].find((list) => list.length);
    if (!choices) return 'idle';
    const command = choices[Math.floor(Math.random() * choices.length)];
    try {
        await call('SubmitCommand', { matchId, command, expectedVersion: String(legal.version),
            commandId: crypto.randomUUID() });
        return 'moved';
    } catch (error) {
        if (error.status === 'ABORTED' || error.status === 'FAILED_PRECONDITION') return 'raced';
        throw error;
    }
}"""


# Every WebSocket a page opens, kept where the test can see whether the feed's is closed.
TRACK_SOCKETS = """(() => {
    const Native = window.WebSocket;
    window.__sockets = [];
    window.WebSocket = class extends Native {
        constructor(...args) {
            super(...args);
            window.__sockets.push(this);
        }
    };
})()"""

FEEDS_OPEN = """() => window.__sockets.filter((socket) => socket.url.endsWith('/WatchPlayer')
    && socket.readyState < WebSocket.CLOSING).length"""


def poll(what: str, probe: Callable[[], T | None], timeout: float = 30) -> T:
    """`probe()`'s first truthy answer, asked again until `timeout` seconds have passed (the
    platform's archive and projection passes run every 0.5 s)."""
    deadline = time.monotonic() + timeout
    while True:
        answer = probe()
        if answer:
            return answer
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: not within {timeout} s")
        time.sleep(0.25)


def api(page: Any, service: str, method: str, body: dict[str, Any]) -> dict[str, Any]:
    """One call from the page, with its player's sign-in (api.js)."""
    reply: dict[str, Any] = page.evaluate(
        """async ([service, method, body]) => {
            const api = await import('/web/js/api.js');
            return api[service](method, body);
        }""",
        [service, method, body],
    )
    return reply


def match_info(page: Any, match_id: str) -> dict[str, Any]:
    info: dict[str, Any] = api(page, "call", "GetMatch", {"matchId": match_id})["match"]
    return info


def awaiting(page: Any, match_id: str) -> set[int]:
    return {int(seat) for seat in match_info(page, match_id).get("awaiting", [])}


def check_page(page: Any, errors: list[str]) -> None:
    """The page as it stands now at 1280 and 390 px (check_widths), and no console error."""
    check_widths(page)
    assert errors == []


def open_home(page: Any, base_url: str) -> None:
    page.goto(f"{base_url}/#/home")
    page.wait_for_selector("#home[data-signed-in='true']", timeout=WAIT_MS)


def my_match(page: Any, match_id: str) -> Any:
    return page.locator(f"li.my-match[data-match-id='{match_id}']")


def test_the_home_signed_out_invites_to_sign_in(chromium: Any, people: LocalPlatform, people_url: str) -> None:
    context = chromium.new_context()
    try:
        page = context.new_page()
        errors = console_errors(page)
        page.goto(f"{people_url}/#/home")
        link = page.wait_for_selector("#home-signin", timeout=WAIT_MS)
        assert link.get_attribute("href") == "#/signin?next=%23%2Fhome"
        assert "Sign in" in page.inner_text("#home")
        assert page.locator("#page-error").count() == 0
        check_page(page, errors)
        # An unknown player's profile says so in words.
        page.goto(f"{people_url}/#/profile/{unique_name('nobody')}")
        page.wait_for_selector("#profile-missing", timeout=WAIT_MS)
        assert "No player is called" in page.inner_text("#profile-missing")
        # Chromium's own line for the profile's NOT_FOUND (which the page says in words), only.
        assert errors == ["Failed to load resource: the server responded with a status of 404 (Not Found)"]
        errors.clear()
        check_page(page, errors)
        # A leaderboard nobody is on yet says so, with the games to choose from.
        page.goto(f"{people_url}/#/leaderboard/ark")
        page.wait_for_selector("#leaderboard-empty", timeout=WAIT_MS)
        assert page.locator(".game-chooser a").count() >= 4
        assert page.locator(".game-chooser a[aria-current='page']").inner_text() == "Ark"
        check_page(page, errors)
    finally:
        context.close()


def test_homes_feed_profile_and_leaderboard_of_two_players(
    chromium: Any, people: LocalPlatform, people_url: str
) -> None:
    ann_context, bob_context = chromium.new_context(), chromium.new_context()
    try:
        bob_context.add_init_script(TRACK_SOCKETS)
        ann, bob = ann_context.new_page(), bob_context.new_page()
        ann_errors, bob_errors = console_errors(ann), console_errors(bob)
        ann_name, bob_name = unique_name("ann"), unique_name("bob")
        sign_up_by_api(ann, people_url, ann_name)
        sign_up_by_api(bob, people_url, bob_name)

        # Ann sets up a rated table with a seat reserved for Bob.
        created = api(
            ann,
            "call",
            "CreateMatch",
            {
                "game": "zapp_zerapp",
                "rated": True,
                "seats": [{"kind": "SEAT_KIND_HUMAN"}, {"kind": "SEAT_KIND_OPEN", "invite": bob_name}],
            },
        )
        match_id: str = created["match"]["matchId"]

        # Bob's home shows the invitation; taking the seat opens the table.
        open_home(bob, people_url)
        invitation = bob.wait_for_selector(f"li.invitation[data-match-id='{match_id}']", timeout=WAIT_MS)
        assert ann_name in invitation.inner_text() and "Zapp Zerapp" in invitation.inner_text()
        check_page(bob, bob_errors)
        invitation.query_selector("button.accept").click()
        bob.wait_for_url(f"**/#/play/{match_id}", timeout=WAIT_MS)
        poll("Bob seated", lambda: match_info(bob, match_id).get("status") == "MATCH_STATUS_ACTIVE")

        # Each home lists the match with the other's name, and whose turn it is as the API says.
        open_home(ann, people_url)
        open_home(bob, people_url)
        for page, other in ((ann, bob_name), (bob, ann_name)):
            item = my_match(page, match_id)
            item.wait_for(timeout=WAIT_MS)
            page.wait_for_function(
                "([id, name]) => document.querySelector(`li.my-match[data-match-id='${id}'] .opponents`)"
                "?.textContent.includes(name)",
                arg=[match_id, other],
                timeout=WAIT_MS,
            )
            assert "Zapp Zerapp" in item.inner_text()
        # The can phase awaits both seats: both are told it is their turn.
        assert awaiting(ann, match_id) == {0, 1}
        for page in (ann, bob):
            assert my_match(page, match_id).get_attribute("data-my-turn") == "true"
            assert "Your turn" in my_match(page, match_id).inner_text()
        check_page(ann, ann_errors)
        check_page(bob, bob_errors)

        # Ann moves until the match awaits Bob alone: his feed counts it live, without a reload.
        seen = int(bob.get_attribute("#feed-badge", "data-count") or "0")
        deadline = time.monotonic() + 40
        while awaiting(ann, match_id) != {1}:
            assert time.monotonic() < deadline, "the match never awaited Bob alone"
            if 0 in awaiting(ann, match_id):
                ann.evaluate(STEP, match_id)
            else:
                bob.evaluate(STEP, match_id)  # Bob moved first in the move phase: his turn passes
        bob.wait_for_function(
            "(seen) => Number(document.querySelector('#feed-badge').dataset.count) > seen", arg=seen, timeout=WAIT_MS
        )
        assert bob.locator("#feed-badge").is_visible()
        assert bob.locator("#feed-list li.notice[data-kind='NOTICE_KIND_YOUR_TURN']").count() >= 1
        assert "Your turn in Zapp Zerapp" in bob.inner_text("#feed-list")
        # His home refreshed its list: his turn; Ann's (refreshed by her own feed) waits for him.
        bob.wait_for_selector(
            f"li.my-match[data-match-id='{match_id}'][data-my-turn='true'][data-awaiting='1']", timeout=WAIT_MS
        )
        assert "Your turn" in my_match(bob, match_id).inner_text()
        assert ann_name not in my_match(bob, match_id).locator(".turn-words").inner_text()
        ann.reload()
        ann.wait_for_selector(f"li.my-match[data-match-id='{match_id}'][data-my-turn='false']", timeout=WAIT_MS)
        assert f"Waiting for {bob_name}" in my_match(ann, match_id).inner_text()
        # Marking the feed as seen empties the badge.
        bob.click("#feed-seen")
        seen = int(bob.get_attribute("#feed-badge", "data-count") or "0")
        check_page(bob, bob_errors)

        # The match played to the end, by both players from their pages.
        deadline = time.monotonic() + 120
        while match_info(ann, match_id).get("status") != "MATCH_STATUS_FINISHED":
            assert time.monotonic() < deadline, "the match did not finish"
            moved = [page.evaluate(STEP, match_id) for page in (ann, bob)]
            if "moved" not in moved:
                time.sleep(0.05)
        # Bob's home (still open) lists it as finished, linking to its replay.
        bob.wait_for_selector(
            f"li.my-match[data-match-id='{match_id}'][data-status='MATCH_STATUS_FINISHED']", timeout=WAIT_MS
        )
        assert my_match(bob, match_id).locator(f"a[href='#/replay/{match_id}']").count() == 1

        # The profile: a rating per game, its history drawn, the finished match with its replay.
        poll(
            "Ann's rating",
            lambda: api(ann, "players", "GetRatingHistory", {"player": ann_name, "game": "zapp_zerapp"}).get("changes"),
        )
        poll("the finished match", lambda: api(ann, "players", "SearchMatches", {"player": ann_name}).get("matches"))
        ann.goto(f"{people_url}/#/profile/{ann_name}")
        ann.wait_for_selector("#profile", timeout=WAIT_MS)
        rating = ann.wait_for_selector(".rating[data-game='zapp_zerapp']", timeout=WAIT_MS)
        assert "Zapp Zerapp" in rating.inner_text()
        ann.wait_for_selector(".rating[data-game='zapp_zerapp'] svg.history-chart circle.point", timeout=WAIT_MS)
        # The rating before the match, then after it.
        assert ann.locator(".rating[data-game='zapp_zerapp'] svg.history-chart circle.point").count() == 2
        assert ann.locator(".rating[data-game='zapp_zerapp'] svg.history-chart title").count() == 1
        assert ann.locator(".rating[data-game='zapp_zerapp'] table.history-table tbody tr").count() == 1
        shown = ann.inner_text(".rating[data-game='zapp_zerapp'] .rating-value")
        ratings = api(ann, "players", "GetRatings", {"player": ann_name})["ratings"]
        assert shown == f"{round(float(ratings[0]['ordinal']) * 10) / 10:.1f}"
        recent = ann.wait_for_selector(f"li.recent-match[data-match-id='{match_id}']", timeout=WAIT_MS)
        assert bob_name in recent.inner_text()
        assert recent.query_selector(f"a[href='#/replay/{match_id}']") is not None
        outcome = recent.query_selector(".outcome").inner_text()
        assert outcome in ("Won", "Lost", "Draw")
        assert ann.inner_text("#profile-name") == ann_name
        assert "Member since" in ann.inner_text("#member-since")
        check_page(ann, ann_errors)

        # The leaderboard lists both; the viewer's own row is highlighted.
        poll(
            "both on the leaderboard",
            lambda: len(api(bob, "players", "GetLeaderboard", {"game": "zapp_zerapp"}).get("entries", [])) >= 2,
        )
        # Leaving the home (the hash changes, the document stays) closes its feed.
        assert bob.evaluate(FEEDS_OPEN) == 1
        bob.evaluate("() => { location.hash = '#/leaderboard/zapp_zerapp'; }")
        bob.wait_for_function(f"() => ({FEEDS_OPEN})() === 0", timeout=WAIT_MS)
        bob.wait_for_selector("table.ranking", timeout=WAIT_MS)
        for name in (ann_name, bob_name):
            assert bob.locator(f"table.ranking tr[data-player='{name}'] a.player-link").count() == 1
        mine = bob.locator("table.ranking tr.me")
        assert mine.count() == 1 and mine.get_attribute("data-player") == bob_name
        assert "(you)" in mine.inner_text()
        assert bob.locator(f"table.ranking tr[data-player='{ann_name}'].me").count() == 0
        assert "#" in bob.inner_text("#my-rank")
        assert bob.locator(".game-chooser a[aria-current='page']").inner_text() == "Zapp Zerapp"
        check_page(bob, bob_errors)
        # The bare route picks a game and says which.
        bob.goto(f"{people_url}/#/leaderboard")
        bob.wait_for_selector("#leaderboard .game-chooser a[aria-current='page']", timeout=WAIT_MS)
        bob.wait_for_selector("#leaderboard-board p, #leaderboard-board table", timeout=WAIT_MS)
        check_page(bob, bob_errors)
    finally:
        ann_context.close()
        bob_context.close()
