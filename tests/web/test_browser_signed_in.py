"""A signed-in player plays their own seat in the browser with no seat token: the access token in
the page's memory only, the sign-in resumed from the httpOnly cookie after a reload, and a spectator
(another person, not seated) shown the table without a seat's controls."""

from __future__ import annotations

from typing import Any

from services.launcher import LocalPlatform
from tests.web.people import chromium, console_errors, people, people_url, sign_up_by_api, unique_name

__all__ = ["chromium", "people", "people_url"]  # pytest fixtures, imported to be found


def create_table(page: Any) -> str:
    reply: dict[str, Any] = page.evaluate(
        """async () => {
            const { call } = await import('/web/js/api.js');
            return call('CreateMatch', { game: 'zapp_zerapp',
                seats: [{ kind: 'SEAT_KIND_HUMAN' }, { kind: 'SEAT_KIND_OPEN' }] });
        }"""
    )
    match_id: str = reply["match"]["matchId"]
    return match_id


def join(page: Any, match_id: str) -> int:
    reply: dict[str, Any] = page.evaluate(
        """async (matchId) => {
            const { call } = await import('/web/js/api.js');
            return call('JoinMatch', { matchId });
        }""",
        match_id,
    )
    return int(reply["seatToken"].get("seat", 0))


def test_a_signed_in_player_plays_their_seat_without_a_seat_token(
    chromium: Any, people: LocalPlatform, people_url: str
) -> None:
    ann_context, bob_context, eve_context = (chromium.new_context() for _ in range(3))
    try:
        ann, bob, eve = (context.new_page() for context in (ann_context, bob_context, eve_context))
        errors = [console_errors(page) for page in (ann, bob, eve)]
        for page, name in ((ann, "ann"), (bob, "bob"), (eve, "eve")):
            assert sign_up_by_api(page, people_url, unique_name(name))["playerId"]
        match_id = create_table(ann)
        assert join(bob, match_id) == 1
        for page, seat in ((ann, 0), (bob, 1)):
            page.goto(f"{people_url}/#/play/{match_id}")
            page.wait_for_selector(f"#match[data-mode='play'][data-match-id='{match_id}']", timeout=30_000)
            page.wait_for_selector(".picker, #board *", timeout=30_000)
            # The gateway took the page's access token for the player's own seat.
            viewer = page.evaluate(
                """async (matchId) => {
                    const { call } = await import('/web/js/api.js');
                    return (await call('GetView', { matchId })).view.viewer;
                }""",
                match_id,
            )
            assert viewer == seat
            # Nothing of the sign-in is where a script could keep it.
            stored = page.evaluate("() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })")
            assert "eyJ" not in stored and "refresh" not in stored.lower()
            assert "ludus_refresh" not in page.evaluate("() => document.cookie")
        # A reload resumes the sign-in from the cookie: still the player's seat.
        bob.reload()
        bob.wait_for_selector(f"#match[data-mode='play'][data-match-id='{match_id}']", timeout=30_000)
        # Someone signed in but not seated watches: no seat's controls.
        eve.goto(f"{people_url}/#/play/{match_id}")
        eve.wait_for_selector(f"#match[data-mode='watch'][data-match-id='{match_id}']", timeout=30_000)
        assert eve.locator("#picker").count() == 0
        # (account.js, the header's menu, may be absent while it is being written: its 404 aside.)
        assert [[e for e in page_errors if "404" not in e] for page_errors in errors] == [[], [], []]
    finally:
        for context in (ann_context, bob_context, eve_context):
            context.close()
