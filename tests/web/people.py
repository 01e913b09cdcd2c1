"""Fixtures for the browser tests of the web client for people (accounts, homes, tables, chat):
a whole platform with players (PostgreSQL of the test module's own, workers and beat, so that
matches are archived, ratings projected and quick matches made within seconds) behind its web face,
and a Chromium that opens one browser context per person (each its own cookies: its own sign-in).

A test module imports what it uses:

    from tests.web.people import chromium, people, people_url  # noqa: F401  (pytest fixtures)
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from services.launcher import LocalPlatform, free_port
from tests.support.players_platform import players_platform
from tests.web.conftest import CHROMIUM, CHROMIUM_FLAGS

#: Quick passes of the workers' periodic jobs; guests allowed; access tokens at their shortest
#: (30 s), so that silent refresh happens within a test.
PEOPLE_ENV = {
    "LUDUS_GUESTS": "true",
    "LUDUS_ARCHIVE_GRACE_SECONDS": "0.5",
    "LUDUS_ARCHIVE_SECONDS": "0.5",
    "LUDUS_PROJECTION_SECONDS": "0.5",
    "LUDUS_MATCHMAKING_SECONDS": "0.5",
    "LUDUS_SWEEP_SECONDS": "0.5",
    "LUDUS_ACCESS_TOKEN_SECONDS": "30",
}
PASSWORD = "correct horse battery"


@pytest.fixture(scope="module")
def people(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    """A platform with players, workers and the web face, for one test module."""
    name = re.sub(r"\W", "_", request.module.__name__.rsplit(".", 1)[-1])[:40]
    with players_platform(
        Path(tmp_path_factory.mktemp(name)),
        name,
        env=PEOPLE_ENV,
        worker=True,
        worker_pool="threads",
        http_port=free_port(),
    ) as running:
        yield running


@pytest.fixture(scope="module")
def people_url(people: LocalPlatform) -> str:
    assert people.http_address, "the platform serves no web face"
    return f"http://{people.http_address}"


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    """A headless Chromium (Playwright's Browser): `chromium.new_context()` is one person."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium; .ci/run does)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS)
        try:
            yield browser
        finally:
            browser.close()


def unique_name(prefix: str) -> str:
    """A player name no other test takes (names are unique platform-wide)."""
    return f"{prefix}-{secrets.token_hex(3)}"


def console_errors(page: Any) -> list[str]:
    """Collects the page's console errors and uncaught exceptions from now on (the list grows)."""
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


def sign_up_by_api(page: Any, base_url: str, name: str, password: str = PASSWORD) -> dict[str, Any]:
    """Signs the page's browser context up without the sign-up form (for tests about other pages):
    the web face's session route, as the page itself would call it; the cookie lands in the
    context, so every later page of it is signed in."""
    page.goto(base_url + "/#/")
    result: dict[str, Any] = page.evaluate(
        """async ([name, password]) => {
            const session = await import('/web/js/session.js');
            return session.signUp(name, password);
        }""",
        [name, password],
    )
    return result


#: page.evaluate(CREATE, [game, invited name, spectator policy, rated]): a match of the page's player
#: with seat 1 reserved for the invited player; its id.
CREATE = """async ([game, invite, spectators, rated]) => {
    const { call } = await import('/web/js/api.js');
    const reply = await call('CreateMatch', { game, spectators, rated: Boolean(rated),
        seats: [{ kind: 'SEAT_KIND_HUMAN' }, { kind: 'SEAT_KIND_OPEN', invite }] });
    return reply.match.matchId;
}"""

#: page.evaluate(JOIN, match id): the page's player takes their seat; its number.
JOIN = """async (matchId) => {
    const { call } = await import('/web/js/api.js');
    return (await call('JoinMatch', { matchId })).seatToken.seat || 0;
}"""

# Plays the page's own seat with random legal commands until the match ends (started, not awaited:
# two pages play at once; `played` awaits it); window.__played says how it went. It plays as a client should: a
# command's answer says whether the match goes on awaiting this seat and with which commands, so
# only a seat that has handed the turn on asks again (three calls per move took one random Zapp
# Zerapp match over four minutes in a loaded CI run). A seat that may commit a can does so 9 times
# in 10: in 20 simulated two-seat matches that took the median from 674 moves to 253.
PLAY = """async (matchId) => {
    const { call, legalCommands } = await import('/web/js/api.js');
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    window.__played = 'playing';
    window.__moves = 0;
    (async () => {
        let legal = null;
        for (let moves = 0; moves < 5000; ) {
            if (!legal) {
                const { match, view } = await call('GetView', { matchId });
                if (match.status === 'MATCH_STATUS_FINISHED') return `finished after ${moves}`;
                if (!(match.awaiting || []).includes(view.viewer)) { await pause(); continue; }
                legal = await legalCommands(matchId, '');
            }
            if (!legal.commands.length) { legal = null; await pause(); continue; }
            // Mostly commit a can when one may: a uniform choice among a dozen grabs, shakes and
            // releases dithers (random Zapp Zerapp matches ran 300-1,500 moves).
            const commits = legal.commands.filter((c) => 'commit' in c);
            const pool = commits.length && Math.random() < 0.9 ? commits : legal.commands;
            const command = pool[Math.floor(Math.random() * pool.length)];
            try {
                const reply = await call('SubmitCommand', { matchId, command,
                    expectedVersion: String(legal.version), commandId: crypto.randomUUID() });
                moves += 1;
                window.__moves = moves;
                if (reply.status === 'MATCH_STATUS_FINISHED') return `finished after ${moves}`;
                const next = reply.legal;
                legal = next && !next.truncated && (next.commands || []).length
                    ? { version: next.version, commands: next.commands } : null;
            } catch (error) {
                if (!['ABORTED', 'FAILED_PRECONDITION'].includes(error.status)) throw error;
                legal = null;
            }
        }
        return 'too many moves';
    })().then((done) => { window.__played = done; }, (error) => { window.__played = `error: ${error.message}`; });
}"""


#: How long PLAY may go without a move of its page before `played` calls it stuck.
STALL_MS = 90_000


def played(page: Any) -> str:
    """Wait for the page's PLAY to end; how it went. Random matches differ in length, so what
    fails is a page that stops moving, not a long match on a slow machine."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    moves = -1
    while True:
        try:
            page.wait_for_function(
                "([moves]) => window.__played !== 'playing' || window.__moves !== moves", arg=[moves], timeout=STALL_MS
            )
        except PlaywrightTimeout as error:
            raise AssertionError(f"PLAY made no move for {STALL_MS / 1000:g} s after move {moves}") from error
        result: str = page.evaluate("() => window.__played")
        if result != "playing":
            return result
        moves = page.evaluate("() => window.__moves")
