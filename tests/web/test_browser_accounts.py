"""Accounts in the browser (gateway/web/js/account.js): signing up, in and out through the forms,
the header's sign-in menu, changing the password, deleting the account, guests, and `next=` kept
to this app's own pages. Every page is checked at a laptop's and a phone's width: no horizontal
scrolling, axe-core clean, no console error, and the header's touch targets at least 44 px."""

from __future__ import annotations

import re
import time
from typing import Any

from services.launcher import LocalPlatform
from tests.web.a11y import check_widths
from tests.web.people import (
    PASSWORD,
    chromium,
    people,
    people_url,
    sign_up_by_api,
    unique_name,
)

__all__ = ["chromium", "people", "people_url"]  # pytest fixtures, imported to be found

NEW_PASSWORD = "a new and longer phrase"

#: Console errors that are not the page's: a refusal the test asks for (a wrong password answers
#: 401, and Chromium logs every 4xx answer as "Failed to load resource"), and axe-core's own
#: stylesheet preloading, which resolves style.css's relative @imports against the page's address
#: (/css/… rather than /web/css/…) and so 404s.
EXPECTED = re.compile(
    r"/session/Sign(In|Up|InAsGuest)$"
    r"|/ludus\.v1\.Players/(WhoAmI|GetProfile|ChangePassword|DeleteAccount)$"
    r"|^https?://[^/]+/css/\w+\.css$"
)


def console_errors(page: Any) -> list[str]:
    """The page's console errors and uncaught exceptions from now on, but EXPECTED's."""
    errors: list[str] = []

    def on_console(message: Any) -> None:
        url = str((message.location or {}).get("url", ""))
        expected = message.text.startswith("Failed to load resource") and EXPECTED.search(url)
        if message.type == "error" and not expected:
            errors.append(f"{message.text} ({url})")

    page.on("console", on_console)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


def check_page(page: Any, what: str) -> None:
    """At 1280 and 390 px: no overflow, axe clean, and no touch target (the header's links, the
    page's controls) under 44 px at 390."""
    check_widths(page, what, touch=True)


def header_says(page: Any, text: str) -> None:
    page.wait_for_function(
        "(text) => document.getElementById('session-nav').innerText.includes(text)", arg=text, timeout=15_000
    )


def call_players(page: Any, method: str, body: dict[str, Any]) -> dict[str, Any]:
    """A Players call from the page (with its sign-in, if any): the answer, or {error: status, ruleCode}."""
    result: dict[str, Any] = page.evaluate(
        """async ([method, body]) => {
            const { players } = await import('/web/js/api.js');
            try { return await players(method, body); }
            catch (error) { return { error: error.status, ruleCode: error.ruleCode }; }
        }""",
        [method, body],
    )
    return result


def fill_sign_in(page: Any, name: str, password: str) -> None:
    page.fill("#signin-name", name)
    page.fill("#signin-password", password)
    page.click("#signin-submit")


def alert_text(page: Any, selector: str) -> str:
    page.wait_for_function(
        "(sel) => (document.querySelector(sel)?.textContent || '').trim().length > 0", arg=selector, timeout=15_000
    )
    return str(page.inner_text(selector))


def test_sign_up_sign_out_and_sign_in_again_through_the_forms(
    chromium: Any, people: LocalPlatform, people_url: str
) -> None:
    context = chromium.new_context()
    try:
        page = context.new_page()
        errors = console_errors(page)
        name = unique_name("Ada")
        page.goto(f"{people_url}/#/")
        header_says(page, "Sign in")
        # The header's "Sign in" comes back to the page it was pressed on.
        assert page.get_attribute("#nav-signin", "href") == "#/signin?next=%23%2F"
        check_page(page, "the lobby's header, signed out")

        page.goto(f"{people_url}/#/signup?next=%23%2Faccount")
        page.wait_for_selector("#signup-form")
        # The rules are said before anyone trips on them, and read with their fields.
        assert "3 to 32" in page.inner_text("#signup-name-hint")
        assert page.get_attribute("#signup-name", "aria-describedby") == "signup-name-hint"
        assert "8 characters" in page.inner_text("#signup-password-hint")
        assert page.get_attribute("#signup-name", "autocomplete") == "username"
        assert page.get_attribute("#signup-password", "autocomplete") == "new-password"
        assert page.get_attribute("#to-signin", "href") == "#/signin?next=%23%2Faccount"
        page.wait_for_selector("#guest-form")  # PEOPLE_ENV admits guests
        check_page(page, "the sign-up page")
        # Refused before the server is asked: said in words beside the form.
        page.fill("#signup-name", name)
        page.fill("#signup-password", "short")
        page.fill("#signup-repeat", "short")
        page.click("#signup-submit")
        assert "at least 8 characters" in alert_text(page, "#signup-error")
        page.fill("#signup-password", PASSWORD)
        page.fill("#signup-repeat", PASSWORD)
        page.click("#signup-submit")
        page.wait_for_selector("#account[data-kind='PLAYER_KIND_MEMBER']", timeout=20_000)
        assert page.evaluate("location.hash") == "#/account"
        header_says(page, name)
        assert page.get_attribute("#nav-account", "href") == "#/account"
        assert page.locator("#nav-account img.avatar").count() == 1
        assert page.get_attribute("#nav-home", "href") == "#/home"
        assert page.inner_text("#account-name") == name
        assert "Registered" in page.inner_text("#account-kind")
        assert re.search(r"\d{4}", page.inner_text("#account-since"))
        check_page(page, "the account page")

        # A display name: the header and the API show it.
        page.fill("#display-name", "Ada of Ludus")
        page.click("#display-name-submit")
        assert "Ada of Ludus" in alert_text(page, "#display-name-status")
        header_says(page, "Ada of Ludus")
        assert call_players(page, "GetProfile", {"name": name})["player"]["displayName"] == "Ada of Ludus"

        page.click("#signout")
        page.wait_for_selector("#account-signed-out")
        header_says(page, "Sign in")
        assert page.get_attribute("#account-signin", "href") == "#/signin?next=%23%2Faccount"
        assert call_players(page, "WhoAmI", {})["error"] == "UNAUTHENTICATED"
        check_page(page, "the account page, signed out")

        page.click("#account-signin")
        page.wait_for_selector("#signin-form")
        assert page.get_attribute("#signin-password", "autocomplete") == "current-password"
        assert page.get_attribute("#to-signup", "href") == "#/signup?next=%23%2Faccount"
        page.wait_for_selector("#guest-form")
        check_page(page, "the sign-in page")
        fill_sign_in(page, name.upper(), "not the password")
        assert "do not match" in alert_text(page, "#signin-error")
        assert page.evaluate("location.hash").startswith("#/signin")
        check_page(page, "the sign-in page with its error")
        fill_sign_in(page, name.upper(), PASSWORD)  # names in any case
        page.wait_for_selector("#account", timeout=20_000)
        header_says(page, "Ada of Ludus")
        # Signed in, the sign-in page says so instead of a form.
        page.goto(f"{people_url}/#/signin")
        page.wait_for_selector("#already-signed-in")
        assert page.locator("#signin-form").count() == 0
        check_page(page, "the sign-in page, signed in")
        assert errors == []
    finally:
        context.close()


def test_a_taken_name_is_said_on_sign_up(chromium: Any, people: LocalPlatform, people_url: str) -> None:
    first, second = chromium.new_context(), chromium.new_context()
    try:
        name = unique_name("taken")
        sign_up_by_api(first.new_page(), people_url, name)
        page = second.new_page()
        errors = console_errors(page)
        page.goto(f"{people_url}/#/signup")
        page.wait_for_selector("#signup-form")
        page.fill("#signup-name", name.lower())
        page.fill("#signup-password", PASSWORD)
        page.fill("#signup-repeat", PASSWORD)
        page.click("#signup-submit")
        assert "That name is taken" in alert_text(page, "#signup-error")
        header_says(page, "Sign in")
        check_page(page, "the sign-up page with its error")
        assert errors == []
    finally:
        first.close()
        second.close()


def test_changing_the_password_refuses_the_old_one_and_ends_other_sign_ins(
    chromium: Any, people: LocalPlatform, people_url: str
) -> None:
    here, elsewhere, later = chromium.new_context(), chromium.new_context(), chromium.new_context()
    try:
        name = unique_name("pat")
        page = here.new_page()
        errors = console_errors(page)
        sign_up_by_api(page, people_url, name)
        other = elsewhere.new_page()
        other.goto(f"{people_url}/#/")
        other.evaluate("async ([n, p]) => (await import('/web/js/session.js')).signIn(n, p)", [name, PASSWORD])
        page.goto(f"{people_url}/#/account")
        page.wait_for_selector("#password-form")
        assert "signs you out everywhere else" in page.inner_text("#password-form")
        page.fill("#password-old", "not my password")
        page.fill("#password-new", NEW_PASSWORD)
        page.fill("#password-repeat", NEW_PASSWORD)
        page.click("#password-submit")
        assert "current password is not right" in alert_text(page, "#password-error")
        page.fill("#password-old", PASSWORD)
        page.fill("#password-new", NEW_PASSWORD)
        page.fill("#password-repeat", NEW_PASSWORD)
        page.click("#password-submit")
        assert "Every other sign-in" in alert_text(page, "#password-status")
        check_page(page, "the account page after a password change")
        # This sign-in goes on; the other browser's has ended.
        assert call_players(page, "WhoAmI", {})["player"]["name"] == name
        refreshed = other.evaluate(
            """async () => {
                const s = await import('/web/js/session.js');
                try { await s.refresh(); return 'ok'; } catch (error) { return error.status; }
            }"""
        )
        assert refreshed == "UNAUTHENTICATED"
        # And that page says so at once, in place of what it showed.
        other.wait_for_selector("#session-ended [role='alert']", timeout=10_000)
        assert "session has ended" in other.inner_text("#session-ended")
        assert other.locator("#session-ended a[href='#/']").count() == 1

        fresh = later.new_page()
        fresh_errors = console_errors(fresh)
        fresh.goto(f"{people_url}/#/signin?next=%23%2Faccount")
        fresh.wait_for_selector("#signin-form")
        fill_sign_in(fresh, name, PASSWORD)
        assert "do not match" in alert_text(fresh, "#signin-error")
        fill_sign_in(fresh, name, NEW_PASSWORD)
        fresh.wait_for_selector("#account", timeout=20_000)
        header_says(fresh, name)
        assert errors == [] and fresh_errors == []
    finally:
        for context in (here, elsewhere, later):
            context.close()


def test_deleting_the_account_needs_the_typed_name_and_then_it_is_gone(
    chromium: Any, people: LocalPlatform, people_url: str
) -> None:
    context = chromium.new_context()
    try:
        name = unique_name("del")
        page = context.new_page()
        errors = console_errors(page)
        sign_up_by_api(page, people_url, name)
        page.goto(f"{people_url}/#/account")
        page.wait_for_selector("#delete-form")
        # Not the name: nothing happens but the words.
        page.fill("#delete-confirm", "someone else")
        page.fill("#delete-password", PASSWORD)
        page.click("#delete-submit")
        assert "nothing is deleted" in alert_text(page, "#delete-error")
        assert call_players(page, "WhoAmI", {})["player"]["name"] == name
        page.fill("#delete-confirm", name)
        page.click("#delete-submit")
        page.wait_for_selector("#account-deleted", timeout=20_000)
        assert "is deleted" in page.inner_text("#account-deleted")
        header_says(page, "Sign in")
        check_page(page, "the account-deleted page")
        assert call_players(page, "GetProfile", {"name": name})["error"] == "NOT_FOUND"
        # A reload finds no sign-in to resume.
        page.reload()
        page.wait_for_selector("#account-signed-out")
        page.goto(f"{people_url}/#/signin")
        page.wait_for_selector("#signin-form")
        fill_sign_in(page, name, PASSWORD)
        assert "do not match" in alert_text(page, "#signin-error")
        assert errors == []
    finally:
        context.close()


def test_playing_as_a_guest(chromium: Any, people: LocalPlatform, people_url: str) -> None:
    context = chromium.new_context()
    try:
        name = unique_name("guest")
        page = context.new_page()
        errors = console_errors(page)
        page.goto(f"{people_url}/#/signin?next=%23%2Faccount")
        page.wait_for_selector("#guest-form")
        assert page.locator("#oidc-link").count() == 0  # no identity issuer on this platform
        page.fill("#guest-name", "x")
        page.click("#guest-submit")
        assert "3 to 32" in alert_text(page, "#guest-error")
        page.fill("#guest-name", name)
        page.click("#guest-submit")
        page.wait_for_selector("#account[data-kind='PLAYER_KIND_GUEST']", timeout=20_000)
        header_says(page, name)
        assert "Guest" in page.inner_text("#account-kind")
        # A guest has no password: nothing to change, and deleting asks for none.
        assert page.locator("#password-form").count() == 0
        assert page.locator("#delete-password").count() == 0
        check_page(page, "a guest's account page")
        assert call_players(page, "WhoAmI", {})["player"]["kind"] == "PLAYER_KIND_GUEST"
        assert errors == []
    finally:
        context.close()


def test_next_is_followed_only_to_this_apps_own_pages(chromium: Any, people: LocalPlatform, people_url: str) -> None:
    context = chromium.new_context()
    try:
        name = unique_name("next")
        page = context.new_page()
        page.goto(f"{people_url}/#/signup?next=https%3A%2F%2Fevil.example%2F")
        page.wait_for_selector("#signup-form")
        # The link to the other page does not carry the foreign address along either.
        assert page.get_attribute("#to-signin", "href") == "#/signin"
        page.fill("#signup-name", name)
        page.fill("#signup-password", PASSWORD)
        page.fill("#signup-repeat", PASSWORD)
        page.click("#signup-submit")
        page.wait_for_function("location.hash === '#/home'", timeout=20_000)
        assert page.url.startswith(people_url)
        header_says(page, name)
        assert (
            page.evaluate(
                "async () => (await import('/web/js/account.js')).safeNext(new URLSearchParams('next=//evil.example'))"
            )
            == ""
        )
    finally:
        context.close()


def test_too_many_failed_sign_ins_are_said_in_words(chromium: Any, people: LocalPlatform, people_url: str) -> None:
    """Last in the module: the failures lock this address's sign-ins for a while."""
    context = chromium.new_context()
    try:
        name = unique_name("locked")
        page = context.new_page()
        errors = console_errors(page)
        page.goto(f"{people_url}/#/signin")
        page.wait_for_selector("#signin-form")
        # Fail until the wait is a few seconds long (waiting out the shorter ones), so that the
        # form's attempt certainly falls inside it.
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            refused = page.evaluate(
                """async (name) => {
                    const s = await import('/web/js/session.js');
                    try { await s.signIn(name, 'wrong password'); return { status: 'OK' }; }
                    catch (error) { return { status: error.status, message: error.message }; }
                }""",
                name,
            )
            if refused["status"] == "RESOURCE_EXHAUSTED":
                seconds = int(re.search(r"retry in (\d+) s", refused["message"]).group(1))  # type: ignore[union-attr]
                if seconds >= 4:
                    break
                time.sleep(seconds + 0.2)
            else:
                assert refused["status"] == "UNAUTHENTICATED"
        fill_sign_in(page, name, "wrong password")
        words = alert_text(page, "#signin-error")
        assert "Too many attempts" in words and "second" in words
        assert errors == []
    finally:
        context.close()
