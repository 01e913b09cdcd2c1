"""The whole evening of two people, in Chromium on the real platform, each in a browser context of
their own: both sign up through the forms; Ann sets up a private rated table and sends Bob its
link; Bob takes the seat; they chat; Bob's access token runs out mid-game (his refreshes cut off
for longer than its 30 s life) and his move still lands after the page refreshes it; both play
to the end, see the result and, on the verify page, their rating changes; "play again" takes both
to a new table. Eve, a stranger holding the revoked link, finds the table nowhere: not by its id,
not in the lobby, not as a spectator, not among finished matches. Pages are checked at 1280 and
390 px (no sideways scrolling, axe-core clean) and the consoles stay free of errors."""

from __future__ import annotations

import re
from typing import Any

from services.launcher import LocalPlatform
from tests.web.people import PASSWORD, PLAY, chromium, people, people_url, played
from tests.web.test_browser_create import WAIT, Person, create_through_form, first_link, take_seat

__all__ = ["chromium", "people", "people_url"]  # pytest fixtures, imported to be found

#: Longer than an access token lives here (LUDUS_ACCESS_TOKEN_SECONDS=30 in tests/web/people.py).
EXPIRY_WAIT_MS = 33_000
#: Longer than the page waits between refreshes (5 s when the token lives 30 s; session.js).
REFUSAL_WAIT_MS = 20_000


def sign_up_through_form(person: Person) -> None:
    page = person.page
    person.goto("#/signup?next=%23%2Faccount")
    page.wait_for_selector("#signup-form", timeout=WAIT)
    person.check()
    page.fill("#signup-name", person.name)
    page.fill("#signup-password", PASSWORD)
    page.fill("#signup-repeat", PASSWORD)
    page.click("#signup-submit")
    page.wait_for_selector("#account[data-kind='PLAYER_KIND_MEMBER']", timeout=WAIT)


def play_one_move_after_the_token_expired(person: Person, match_id: str) -> None:
    """Refreshes cut off until the access token has expired; then a move is sent the way the
    board sends it (api.js): refused UNAUTHENTICATED, the token refreshed, sent again — it lands.
    (Should the table have moved on meanwhile — a turn's deadline — the answer is ABORTED, which
    comes only after the refreshed token was accepted; the move is then made at the new version,
    as match.js does.)"""
    page = person.page
    refreshes: list[str] = []
    page.on("request", lambda request: refreshes.append(request.url) if "/session/Refresh" in request.url else None)
    # The cut first, and the token read only once a scheduled refresh has been refused by it: a
    # refresh already on its way when the route went in would otherwise land after the read (as
    # one did in CI), and the token read would not be the one that expires. The page refreshes
    # every 5 s here, and one at a time, so once one was refused none is in flight.
    refused: list[str] = []

    def refuse(route: Any) -> None:
        refused.append(route.request.url)
        route.abort()

    page.route("**/session/Refresh", refuse)
    for _ in range(REFUSAL_WAIT_MS // 100):
        if refused:
            break
        page.wait_for_timeout(100)
    assert refused, "the page did not try to refresh its token within 20 s"
    before = page.evaluate("async () => (await import('/web/js/session.js')).accessToken()")
    assert before, "not signed in"
    page.wait_for_timeout(EXPIRY_WAIT_MS)
    page.unroute("**/session/Refresh")
    refreshes.clear()
    reply = page.evaluate(
        """async (matchId) => {
            const { call, legalCommands } = await import('/web/js/api.js');
            const { accessToken } = await import('/web/js/session.js');
            const expired = accessToken();
            const stale = [];
            for (let attempt = 0; attempt < 5; attempt += 1) {
                const legal = attempt ? await legalCommands(matchId, '') : window.__legalBefore;
                try {
                    const reply = await call('SubmitCommand', { matchId, command: legal.commands[0],
                        expectedVersion: String(legal.version), commandId: crypto.randomUUID() });
                    return { version: reply.version, from: legal.version, stale, expired,
                             now: accessToken() };
                } catch (error) {
                    if (error.status !== 'ABORTED') throw error;
                    stale.push(legal.version);
                }
            }
            return { stale };
        }""",
        match_id,
    )
    assert reply.get("version"), reply
    assert int(reply["version"]) > int(reply["from"]), reply
    assert reply["expired"] == before and reply["now"] != before, "the token was not renewed"
    assert refreshes, "the page never refreshed its token after the cut"


def test_two_people_play_a_private_rated_match_and_a_stranger_never_sees_it(
    chromium: Any, people: LocalPlatform, people_url: str
) -> None:
    ann, bob = (Person(chromium, people_url, name, signed_in=False) for name in ("ann", "bob"))
    eve = Person(chromium, people_url, "eve")
    try:
        for person in (ann, bob):
            sign_up_through_form(person)

        match_id = create_through_form(ann, [("open", "")], private=True, rated=True)
        link = first_link(ann.page)
        # A second link, given to Eve, then withdrawn.
        ann.page.click("#new-link")
        ann.page.wait_for_selector(".invitation:nth-child(2) .invitation-link", timeout=WAIT)
        eves_link = ann.page.locator(".invitation:nth-child(2) .invitation-link").input_value()
        ann.page.locator(".invitation:nth-child(2) .revoke-link").click()
        ann.page.wait_for_selector(".invitation.revoked", timeout=WAIT)
        take_seat(bob, link, match_id)
        ann.page.click("#go-to-table")
        ann.page.wait_for_selector(f"#match[data-mode='play'][data-match-id='{match_id}']", timeout=WAIT)

        # Names on the seats, both present; a word in the players' channel.
        for person in (ann, bob):
            for other in (ann, bob):
                person.page.locator("#table-seats .table-seat", has_text=other.name).wait_for(timeout=WAIT)
        ann.page.fill("#chat-text", "good luck, bob")
        ann.page.click("#chat-send")
        bob.page.wait_for_selector("#chat-log .chat-message:has-text('good luck, bob')", timeout=WAIT)
        bob.page.fill("#chat-text", "thanks, you too")
        bob.page.click("#chat-send")
        ann.page.wait_for_selector("#chat-log .chat-message:has-text('thanks, you too')", timeout=WAIT)
        ann.check()
        bob.check()

        # Eve, with the withdrawn link, learns only that it was withdrawn; the table is nowhere.
        eve.page.goto(eves_link)
        eve.page.wait_for_selector("#take-seat", timeout=WAIT)
        eve.page.click("#take-seat")
        eve.page.wait_for_selector("#invitation-withdrawn", timeout=WAIT)
        assert "Seat" not in eve.page.inner_text("#invitation-withdrawn")
        assert eve.api("call", "GetMatch", {"matchId": match_id})["error"]["status"] == "NOT_FOUND"
        listed = eve.api("call", "ListMatches", {"limit": 100}).get("matches", [])
        assert match_id not in [m["matchId"] for m in listed]
        eve.goto(f"#/watch/{match_id}")
        eve.page.wait_for_selector("#page-error", timeout=WAIT)
        eve.check()

        # The session that expires mid-game: whoever is awaited plays one move after it did.
        awaited = ann.api("call", "GetMatch", {"matchId": match_id})["match"]["awaiting"]
        mover = ann if 0 in awaited else bob
        mover.page.evaluate(
            """async (matchId) => {
                const { legalCommands } = await import('/web/js/api.js');
                window.__legalBefore = await legalCommands(matchId, '');
            }""",
            match_id,
        )
        play_one_move_after_the_token_expired(mover, match_id)
        mover.errors.clear()  # the cut-off refreshes and the calls they failed were logged meanwhile

        # Both play to the end (the test's own random player, through the page's api.js).
        for person in (ann, bob):
            person.page.evaluate(PLAY, match_id)
        for person in (ann, bob):
            outcome = played(person.page)
            assert outcome.startswith("finished"), outcome
            person.page.wait_for_selector("#match[data-status='MATCH_STATUS_FINISHED']", timeout=WAIT)
            person.page.wait_for_selector("#result[data-winners]", timeout=WAIT)
            person.errors.clear()  # PLAY's stale moves were refused (409) while the other played
        ann.check()

        # The verify page: the audit passed, and each player's rating change: from the start (25.0)
        # to what GetRatings says now (this was their first rated match).
        bob.goto(f"#/verify/{match_id}")
        bob.page.wait_for_selector("#audit-verdict[data-ok='1']", timeout=WAIT)
        for _ in range(60):
            if (
                bob.page.locator("#rating-changes tr[data-player]").count() == 2
                and not bob.page.locator("#ratings-pending").count()
            ):
                break
            bob.page.wait_for_timeout(500)
            bob.page.reload()
            bob.page.wait_for_selector("#rating-changes h2", timeout=WAIT)
        for person in (ann, bob):
            cells = bob.page.locator(f"#rating-changes tr[data-player='{person.name}'] td").all_inner_texts()
            mu = bob.page.evaluate(
                """async ([player, game]) => {
                    const { players } = await import('/web/js/api.js');
                    const reply = await players('GetRatings', { player });
                    return (reply.ratings || []).find((r) => r.game === game).mu;
                }""",
                [person.name, "zapp_zerapp"],
            )
            assert cells[2] == "25.0" and cells[3] == f"{mu:.1f}", cells
        bob.check()

        # Found among Ann's finished matches by her — and still not by Eve.
        for _ in range(60):
            ann.goto(f"#/finished?player={ann.name}")
            ann.page.reload()
            ann.page.wait_for_selector("#finished-list[data-state='done']", state="attached", timeout=WAIT)
            if ann.page.locator(f".finished-match[data-match-id='{match_id}']").count():
                break
            ann.page.wait_for_timeout(500)
        assert ann.page.locator(f".finished-match[data-match-id='{match_id}']").count() == 1
        eve.goto(f"#/finished?player={ann.name}")
        eve.page.reload()
        eve.page.wait_for_selector("#finished-list[data-state='done']", state="attached", timeout=WAIT)
        assert eve.page.locator(f".finished-match[data-match-id='{match_id}']").count() == 0
        assert eve.api("call", "GetMatch", {"matchId": match_id})["error"]["status"] == "NOT_FOUND"

        # Play again: both back at the table; Ann proposes, Bob (told live) accepts.
        for person in (ann, bob):
            person.goto(f"#/play/{match_id}")
            person.page.wait_for_selector("#rematch #play-again", timeout=WAIT)
        ann.page.click("#rematch #play-again")
        bob.page.wait_for_selector("#rematch #rematch-accept", timeout=WAIT)
        bob.page.click("#rematch #rematch-accept")
        for person in (ann, bob):
            person.page.wait_for_selector("#rematch[data-state='ready'] a.button", timeout=WAIT)
            person.page.click("#rematch a.button")
            person.page.wait_for_url(re.compile(r"#/play/[^/?]+$"), timeout=WAIT)
        new_ids = {person.page.url.rsplit("/", 1)[1] for person in (ann, bob)}
        assert len(new_ids) == 1 and match_id not in new_ids
        (new_id,) = new_ids
        for person in (ann, bob):
            person.page.wait_for_selector(f"#match[data-match-id='{new_id}']", timeout=WAIT)
        assert ann.console() == [] and bob.console() == [] and eve.console() == []
    finally:
        for person in (ann, bob, eve):
            person.context.close()
