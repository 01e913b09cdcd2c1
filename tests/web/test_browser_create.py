"""Setting up a table in the browser (create.js), its invitation links (invitation.js) and quick
match (quick.js), on the real platform: a private rated table whose link seats a friend, a private
table nobody else can find and whose revoked link says so, a seat reserved by name beside a bot,
and the quick-match queue pairing two people, cancelled, and filled with a bot. Every page is
checked at a laptop's and a phone's width: no sideways scrolling, axe-core clean, no console error."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from services.launcher import LocalPlatform
from tests.web.a11y import LAPTOP, check_widths
from tests.web.people import chromium, console_errors, people, people_url, sign_up_by_api, unique_name

__all__ = ["chromium", "people", "people_url"]  # pytest fixtures, imported to be found

WAIT = 30_000


class Person:
    """One person: a browser context of their own (own cookies, own sign-in), signed up."""

    def __init__(self, browser: Any, base_url: str, prefix: str, signed_in: bool = True) -> None:
        self.context = browser.new_context(viewport=LAPTOP)
        self.page = self.context.new_page()
        self.errors = console_errors(self.page)
        self.base_url = base_url
        self.name = unique_name(prefix)
        if signed_in:
            assert sign_up_by_api(self.page, base_url, self.name)["playerId"]

    def goto(self, hash_: str) -> None:
        self.page.goto(f"{self.base_url}/{hash_}")

    def api(self, service: str, method: str, body: dict[str, Any]) -> dict[str, Any]:
        """A call as the page makes it; a refusal comes back as {'error': {status, ruleCode}}."""
        result: dict[str, Any] = self.page.evaluate(
            """async ([service, method, body]) => {
                const api = await import('/web/js/api.js');
                try {
                    return await api[service](method, body);
                } catch (error) {
                    return { error: { status: error.status, ruleCode: error.ruleCode } };
                }
            }""",
            [service, method, body],
        )
        return result

    def check(self) -> None:
        """The page as it is now, at 1280 and 390 px wide: no overflow, no serious axe violation."""
        check_widths(self.page)

    def console(self) -> list[str]:
        """The console's errors but Chromium's own line for a refused call (a private table's
        NOT_FOUND, a reserved seat's refusal: the page says those in words)."""
        refused = "Failed to load resource: the server responded with a status of 4"
        return [error for error in self.errors if not error.startswith(refused)]


@contextmanager
def people_of(browser: Any, base_url: str, *prefixes: str) -> Iterator[list[Person]]:
    made = [Person(browser, base_url, prefix) for prefix in prefixes]
    try:
        yield made
    finally:
        for person in made:
            person.context.close()


def create_through_form(
    ann: Person, seats: list[tuple[str, str]], *, private: bool, rated: bool, clock_minutes: int = 0
) -> str:
    """Ann sets up a Zapp Zerapp table through the form: seats after hers as (kind, name or level)."""
    page = ann.page
    ann.goto("#/create?game=zapp_zerapp")
    page.wait_for_selector("#create-form", timeout=WAIT)
    assert page.locator("#create-game").input_value() == "zapp_zerapp"
    # The creator holds the first seat; the game's two-seat minimum gives one more.
    assert page.locator(".create-seat.me").inner_text().startswith("Seat 1")
    while page.locator(".create-seat:not(.me)").count() < len(seats):
        page.click("#add-seat")
    for index, (kind, value) in enumerate(seats):
        row = page.locator(".create-seat:not(.me)").nth(index)
        row.locator(".seat-kind").select_option(kind)
        row = page.locator(".create-seat:not(.me)").nth(index)  # redrawn for the kind
        if kind == "invite":
            row.locator(".seat-invite").fill(value)
        elif kind == "bot":
            row.locator(".seat-level").select_option(value)
    page.check("#visibility-private" if private else "#visibility-public")
    if rated:
        page.check("#create-rated")
    if clock_minutes:
        page.check("#clock-on")
        page.fill("#clock-minutes", str(clock_minutes))
        page.fill("#clock-increment", "5")
        page.select_option("#create-spectators", "SPECTATOR_POLICY_INVITE_ONLY")
    ann.check()
    page.click("#create-submit")
    page.wait_for_selector("#created", timeout=WAIT)
    match_id: str = page.locator("#created").get_attribute("data-match-id") or ""
    assert match_id.startswith("zapp_zerapp-")
    return match_id


def first_link(page: Any) -> str:
    page.wait_for_selector(".invitation-link", timeout=WAIT)
    link: str = page.locator(".invitation-link").last.input_value()
    return link


def take_seat(person: Person, link: str | None, match_id: str) -> None:
    """Takes the seat from the invitation link (opened first, unless it is open already)."""
    if link:
        person.page.goto(link)
    person.page.wait_for_selector("#take-seat", timeout=WAIT)
    person.check()
    person.page.click("#take-seat")
    person.page.wait_for_url(re.compile(rf"#/play/{re.escape(match_id)}$"), timeout=WAIT)
    person.page.wait_for_selector(f"#match[data-mode='play'][data-match-id='{match_id}']", timeout=WAIT)


def test_a_private_rated_table_seats_a_friend_through_its_link(
    chromium: Any, people: LocalPlatform, people_url: str
) -> None:
    with people_of(chromium, people_url, "ann", "bob") as (ann, bob):
        match_id = create_through_form(ann, [("open", "")], private=True, rated=True, clock_minutes=3)
        link = first_link(ann.page)
        assert link == f"{people_url}/#/invite/{match_id}/{link.rsplit('/', 1)[1]}" and len(link.rsplit("/", 1)[1]) > 10
        assert ann.page.locator("#go-to-table").get_attribute("href") == f"#/play/{match_id}"
        ann.check()
        made = ann.api("call", "GetMatch", {"matchId": match_id})["match"]
        assert made["visibility"] == "VISIBILITY_PRIVATE" and made["rated"] is True
        assert [seat["kind"] for seat in made["seats"]] == ["SEAT_KIND_HUMAN", "SEAT_KIND_OPEN"]
        assert made["clock"]["initialSeconds"] == 180 and made["clock"]["incrementSeconds"] == 5
        assert made["spectators"] == "SPECTATOR_POLICY_INVITE_ONLY"

        # Someone signed out who opens the link is asked to sign in and come back to it.
        stranger = Person(chromium, people_url, "stranger", signed_in=False)
        try:
            stranger.page.goto(link)
            stranger.page.wait_for_selector("#invite-signin", timeout=WAIT)
            next_ = f"next={re.escape('%23%2Finvite%2F')}"
            assert re.search(next_, stranger.page.locator("#invite-signin").get_attribute("href") or "")
            stranger.check()
            assert stranger.console() == []
        finally:
            stranger.context.close()

        take_seat(bob, link, match_id)
        bob.check()
        seats = ann.api("call", "GetMatch", {"matchId": match_id})["match"]["seats"]
        assert seats[1].get("occupied") is True
        assert bob.api("call", "GetView", {"matchId": match_id})["view"].get("viewer", 0) == 1
        # Ann's "Go to the table" takes her to her own seat.
        ann.page.click("#go-to-table")
        ann.page.wait_for_selector(f"#match[data-mode='play'][data-match-id='{match_id}']", timeout=WAIT)
        assert ann.console() == [] and bob.console() == []


def test_a_private_table_is_hidden_and_a_revoked_link_says_withdrawn(
    chromium: Any, people: LocalPlatform, people_url: str
) -> None:
    with people_of(chromium, people_url, "ann", "eve") as (ann, eve):
        match_id = create_through_form(ann, [("open", "")], private=True, rated=False)
        first = first_link(ann.page)
        ann.page.click("#new-link")
        ann.page.wait_for_selector(".invitation:nth-child(2) .invitation-link", timeout=WAIT)
        second = ann.page.locator(".invitation:nth-child(2) .invitation-link").input_value()
        assert second != first
        ann.page.locator(".invitation:nth-child(2) .revoke-link").click()
        ann.page.wait_for_selector(".invitation.revoked", timeout=WAIT)
        assert "no longer" in ann.page.locator(".invitation.revoked").inner_text()
        assert ann.page.locator(".invitation:not(.revoked) .invitation-link").input_value() == first
        ann.check()

        # Eve, signed in, neither finds the table in the lobby's list nor reaches it by its id.
        listed = eve.api("call", "ListMatches", {"limit": 100}).get("matches", [])
        assert match_id not in [m["matchId"] for m in listed]
        assert eve.api("call", "GetMatch", {"matchId": match_id})["error"]["status"] == "NOT_FOUND"
        eve.goto(f"#/invite/{match_id}")
        eve.page.wait_for_selector("#invitation-withdrawn", timeout=WAIT)
        assert "cannot be found" in eve.page.inner_text("#invitation-withdrawn")
        # The revoked link: said withdrawn in words, nothing else of the table.
        eve.page.goto(second)
        eve.page.wait_for_selector("#take-seat", timeout=WAIT)
        eve.page.click("#take-seat")
        eve.page.wait_for_selector("#invitation-withdrawn", timeout=WAIT)
        text = eve.page.inner_text("#invitation-withdrawn")
        assert "withdrawn" in text and "Seat" not in text
        eve.check()
        seats = ann.api("call", "GetMatch", {"matchId": match_id})["match"]["seats"]
        assert not seats[1].get("occupied")
        assert ann.console() == [] and eve.console() == []


def test_a_seat_invited_by_name_is_kept_for_that_player_beside_a_bot(
    chromium: Any, people: LocalPlatform, people_url: str
) -> None:
    with people_of(chromium, people_url, "ann", "carol", "dave") as (ann, carol, dave):
        levels = ann.api("call", "ListGames", {})["games"]
        level = next(g for g in levels if g["name"] == "zapp_zerapp")["botLevels"][-1]
        match_id = create_through_form(ann, [("invite", carol.name), ("bot", level)], private=False, rated=False)
        link = first_link(ann.page)
        assert link == f"{people_url}/#/invite/{match_id}"
        made = ann.api("call", "GetMatch", {"matchId": match_id})["match"]["seats"]
        assert [seat["kind"] for seat in made] == ["SEAT_KIND_HUMAN", "SEAT_KIND_OPEN", "SEAT_KIND_BOT"]
        assert made[2]["botLevel"] == level
        # Dave cannot take Carol's seat: not by naming it, not through the link.
        refused = dave.api("call", "JoinMatch", {"matchId": match_id, "seat": 1})["error"]
        assert refused["ruleCode"] == "SEAT_RESERVED"
        dave.page.goto(link)
        dave.page.wait_for_selector("#take-seat", timeout=WAIT)
        assert "a bot" in dave.page.inner_text("#invitation")
        dave.page.click("#take-seat")
        dave.page.wait_for_selector("#invitation-error:not([hidden])", timeout=WAIT)
        assert "no open seat" in dave.page.inner_text("#invitation-error")
        dave.check()
        # Carol takes it.
        take_seat(carol, link, match_id)
        assert carol.api("call", "GetView", {"matchId": match_id})["view"].get("viewer", 0) == 1
        assert ann.console() == [] and carol.console() == [] and dave.console() == []


def wait_for_table(person: Person) -> str:
    person.page.wait_for_url(re.compile(r"#/play/[^/?]+$"), timeout=WAIT)
    match_id: str = person.page.url.rsplit("/", 1)[1]
    person.page.wait_for_selector(f"#match[data-mode='play'][data-match-id='{match_id}']", timeout=WAIT)
    return match_id


def queue_up(person: Person, seats: int = 2, bots_after: int = 0) -> None:
    person.goto("#/quick")
    person.page.wait_for_selector("#quick-form", timeout=WAIT)
    person.page.select_option("#quick-game", "zapp_zerapp")
    person.page.select_option("#quick-seats", str(seats))
    if bots_after:
        person.page.check("#quick-bots")
        person.page.fill("#quick-bot-seconds", str(bots_after))
    person.page.click("#quick-join")


def test_quick_match_pairs_two_people_cancels_and_fills_with_a_bot(
    chromium: Any, people: LocalPlatform, people_url: str
) -> None:
    with people_of(chromium, people_url, "quinn", "rex", "sam", "tess") as (quinn, rex, sam, tess):
        # Cancel: Sam waits, the seconds tick, then he leaves the queue.
        queue_up(sam)
        sam.page.wait_for_selector("#quick-waiting-page", timeout=WAIT)
        sam.page.wait_for_function("document.querySelector('#quick-elapsed').textContent !== '0 s'", timeout=WAIT)
        assert "only one waiting" in sam.page.inner_text("#quick-waiting")
        sam.check()
        assert sam.api("players", "GetQueueStatus", {})["queued"] is True
        sam.page.click("#quick-cancel")
        sam.page.wait_for_selector("#quick-note", timeout=WAIT)
        assert "left the queue" in sam.page.inner_text("#quick-note")
        assert not sam.api("players", "GetQueueStatus", {}).get("queued")
        sam.check()

        # Two people queue for the same game and seat count and meet at one table.
        queue_up(quinn)
        quinn.page.wait_for_selector("#quick-waiting-page", timeout=WAIT)
        quinn.check()
        queue_up(rex)
        tables = {wait_for_table(quinn), wait_for_table(rex)}
        assert len(tables) == 1
        (match_id,) = tables
        views = [person.api("call", "GetView", {"matchId": match_id})["view"] for person in (quinn, rex)]
        viewers = {view.get("viewer", 0) for view in views}
        assert viewers == {0, 1}

        # Alone, with bots after 1 s: a table with a bot.
        queue_up(tess, bots_after=1)
        match_id = wait_for_table(tess)
        seats = tess.api("call", "GetMatch", {"matchId": match_id})["match"]["seats"]
        assert sorted(seat["kind"] for seat in seats) == ["SEAT_KIND_BOT", "SEAT_KIND_HUMAN"]
        for person in (quinn, rex, sam, tess):
            assert person.console() == []


def test_signed_out_the_pages_invite_to_sign_in_and_a_guest_takes_an_invited_seat(
    chromium: Any, people: LocalPlatform, people_url: str
) -> None:
    visitor = Person(chromium, people_url, "visitor", signed_in=False)
    try:
        for hash_ in ("#/create", "#/quick"):
            visitor.goto(hash_)
            visitor.page.wait_for_selector(".signed-out", timeout=WAIT)
            href = visitor.page.locator(".signed-out a").first.get_attribute("href") or ""
            assert href.startswith("#/signin?next=")
            visitor.check()
        # An invitation to a private table: the visitor sits down as a guest, from the link.
        with people_of(chromium, people_url, "host") as (host,):
            match_id = create_through_form(host, [("open", "")], private=True, rated=False)
            link = first_link(host.page)
        visitor.page.goto(link)
        visitor.page.wait_for_selector("#guest-name", timeout=WAIT)
        visitor.page.fill("#guest-name", visitor.name)
        visitor.page.click(".guest-form button")
        # Signed in as a guest, the invitation is drawn again: the seat is one tap away.
        take_seat(visitor, None, match_id)
        assert visitor.api("call", "GetView", {"matchId": match_id})["view"].get("viewer", 0) == 1
        assert visitor.console() == []
    finally:
        visitor.context.close()
