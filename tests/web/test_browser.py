"""The web client in a real headless Chromium against the real platform (gateway and its web face,
game services, Redis, Celery worker): a spectator page that shows no secret; replays that reach
the final version with the audit verdict; and the helpers of test_browser_lobby.py (for each game
a match created from the lobby with bots, played to the end by clicking legal moves). Screenshots
of every board go to test-artifacts/web/."""

from __future__ import annotations

import collections
import random
import re
import time
from pathlib import Path
from typing import Any

import grpc
import pytest
from ludus.v1 import ark_pb2, common_pb2, gateway_pb2

from services import games
from tests.support.play import HUMAN, bot, create
from tests.web.a11y import LAPTOP, PHONE, axe_violations, horizontal_overflow, small_touch_targets
from tests.web.conftest import ARTIFACTS

#: Clicks that keep a game moving: Zapp Zerapp's human grabs a can, shakes it (sound) and commits.
PREFERENCES: dict[str, list[str]] = {
    "zapp_zerapp": ["Commit a can", "Grab a can", "Move"],
}


GATEWAY_PATH = "/ludus.v1.Gateway/"


def new_page(browser: Any) -> Any:
    """A page that records its script errors (page.errors) and WebSocket frames (page.frames)."""
    page = browser.new_page()
    page.errors = []
    page.frames_received = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: page.frames_received.append(str(payload))))
    # The Gateway calls the page makes, by method.
    page.calls = collections.Counter()
    page.on(
        "request",
        lambda request: GATEWAY_PATH in request.url and page.calls.update([request.url.partition(GATEWAY_PATH)[2]]),
    )
    return page


def open_page(browser: Any, url: str) -> Any:
    page = new_page(browser)
    page.goto(url)
    return page


def create_from_lobby(page: Any, game: str, seats: int) -> None:
    page.wait_for_selector("#game option", state="attached")
    page.wait_for_selector(".seat-row")
    page.select_option("#game", game)
    page.select_option("#seat-count", str(seats))
    rows = page.locator(".seat-row")
    assert rows.count() == seats
    rows.nth(0).locator(".seat-kind").select_option("SEAT_KIND_HUMAN")
    for seat in range(1, seats):
        rows.nth(seat).locator(".seat-kind").select_option("SEAT_KIND_BOT")
    if game == "zapp_zerapp":
        # The game's options form is built from its options message: the carry variant and the
        # can-phase deadline (short, so that rounds the bots finish early do not wait).
        page.check("#options input[name=carryVariant]")
        page.fill("#options input[name=canPhaseSeconds]", "5")
        # Bots act on a human time scale in the can phase (D26); at the quickest reaction allowed
        # (nested option messages have their own fields) the match still ends within the timeout.
        for level in ("random", "greedy", "search"):
            for bound in ("minMs", "maxMs"):
                page.fill(f'#options input[name="{level}Reaction.{bound}"]', "200")
    page.click("#create-button")
    page.wait_for_selector("a.play-link[data-seat='0']")


#: What the page must never show a player: raw fields, ids, enum names, server messages.
DEVELOPER_TEXT = re.compile(
    r"undefined|NaN|\[object|[{}@_]|[A-Z]{4,}|\bv\d+\b|legal commands?|expected version|re-read the match"
)


def assert_log_in_words(page: Any) -> None:
    """Every line of the event log is a sentence in words, none a developer's readout."""
    lines = [line.strip() for line in page.locator("#log li").all_inner_texts()]
    assert lines, "the log is empty"
    for line in lines:
        assert line[:1].isupper() and line.endswith("."), f"not a sentence: {line!r}"
        assert not DEVELOPER_TEXT.search(line), f"a developer's line in the log: {line!r}"


def assert_no_developer_text(page: Any) -> None:
    """The visible page (outside the rules' own wording) shows no status code, raw key or count of commands."""
    text = page.inner_text("#match")
    for needle in ("VERSION_MISMATCH", "legal command", "ABORTED", "FAILED_PRECONDITION", "expected version", "round-"):
        assert needle not in text, f"{needle!r} is on the page"


def assert_no_click_count(page: Any) -> None:
    """Zapp Zerapp's cans are told apart by ear only: once a sample is heard, nothing in the DOM or
    in the accessibility tree counts or describes it (the buttons that replay one name its can)."""
    for label in page.locator("#own-samples button.sample").all_inner_texts():
        assert re.fullmatch(r"\W*Can at position \d+", label.strip()), label
    # The DOM as the page made it: the scripts' own text (axe-core's, injected by these tests) aside.
    dom = page.evaluate(
        "() => { const copy = document.documentElement.cloneNode(true);"
        " copy.querySelectorAll('script').forEach((s) => s.remove()); return copy.outerHTML; }"
    )
    assert not re.search(r"click", dom, re.IGNORECASE), "the page mentions clicks"
    assert not re.search(r"click", page.locator("body").aria_snapshot(), re.IGNORECASE)


def option_texts(page: Any) -> list[str]:
    try:
        return [text.strip() for text in page.locator(".picker button.option").all_inner_texts()]
    except Exception:
        return []


#: Counts the clicks that reach a "Shake" option of the picker (capture phase: before the page's
#: own handler redraws the picker).
SHAKE_COUNTER = """() => {
    window.__shakeClicks = 0;
    document.addEventListener('click', (event) => {
        const option = event.target.closest && event.target.closest('.picker button.option');
        if (option && option.innerText.trim().startsWith('Shake')) window.__shakeClicks += 1;
    }, true);
}"""


def click_option(page: Any, text: str) -> bool:
    try:
        page.locator(".picker button.option", has_text=text).first.click(timeout=2000)
        return True
    except Exception:
        return False


def check_table_at_both_widths(page: Any, game: str) -> None:
    """The table as a laptop and as a phone shows it: screenshots, no horizontal scrolling, no
    serious or critical axe violation, and (on the phone) touch targets of 44 px or more."""
    page.set_viewport_size(LAPTOP)
    page.wait_for_timeout(300)
    page.screenshot(path=str(ARTIFACTS / f"{game}-play-1280.png"))
    assert horizontal_overflow(page) == 0, f"{game} at 1280 px scrolls sideways"
    assert axe_violations(page) == [], f"{game}'s table"
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(300)
    page.screenshot(path=str(ARTIFACTS / f"{game}-play-390.png"), full_page=True)
    assert horizontal_overflow(page) == 0, f"{game} at 390 px scrolls sideways"
    assert small_touch_targets(page) == [], f"{game} at 390 px"


def play_to_the_end(
    page: Any, game: str, rng: random.Random, timeout: float, phone_after: int | None = None
) -> dict[str, int]:
    """Click legal moves in the picker until the result shows; returns what was clicked. After
    `phone_after` clicks the table is checked at both widths and the rest is played on a phone."""
    clicks = {"options": 0, "shakes": 0, "samples_checked": 0}
    # Shakes are counted by the page as they are clicked: Playwright's click may land and still
    # report a failure (the picker redrawn under it by the move's own event), or land twice.
    page.evaluate(SHAKE_COUNTER)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if page.locator("#result[data-winners]").count():
            clicks["shakes"] = int(page.evaluate("window.__shakeClicks"))
            return clicks
        heard = page.locator("#own-samples button.sample").count() if game == "zapp_zerapp" else 0
        if heard and not clicks["samples_checked"]:
            assert_no_click_count(page)
            clicks["samples_checked"] = 1
        if phone_after is not None and clicks["options"] == phone_after:
            check_table_at_both_widths(page, game)
            phone_after = None
        texts = option_texts(page)
        if not texts or page.locator(".picker .muted", has_text="Sending").count():
            page.wait_for_timeout(60)
            continue
        choice = None
        if game == "zapp_zerapp":
            # Listen to a held can once a round (your samples show once you have), then commit.
            shake = next((t for t in texts if t.startswith("Shake")), None)
            if shake and not page.locator("#own-samples").count():
                choice = shake
            else:
                choice = next((t for p in PREFERENCES[game] for t in texts if t.startswith(p)), None)
        if choice is None:
            choice = rng.choice(texts)
        if click_option(page, choice):
            clicks["options"] += 1
        page.wait_for_timeout(30)
    page.screenshot(path=str(ARTIFACTS / f"{game}-timeout.png"))
    turn = page.inner_text("#turn") if page.locator("#turn").count() else "?"
    raise AssertionError(f"{game}: no result after {timeout}s ({clicks}; {turn!r}; options {option_texts(page)})")


def names_of(cards: list[str]) -> set[str]:
    """The cards' names, leaving out names that several cards share ("Provision"): a shared name on
    the page may be a public card's."""
    data = games.load("ark").static_data()
    assert isinstance(data, ark_pb2.ArkCatalogue)  # the wiring declares Message; Ark's is ArkCatalogue
    catalogue = {card.id: card.name for card in data.cards}
    shared = {name for name in catalogue.values() if list(catalogue.values()).count(name) > 1}
    return {catalogue[card] for card in cards} - shared


def sent_as_value(card: str, network: str) -> bool:
    """Whether a card id travels as a JSON string value; a key of the same spelling (ArkOptions has a
    `chimpanzee` rule, and a chimpanzee card) is not the card."""
    return re.search(rf'"{re.escape(card)}"(?!\s*:)', network) is not None


def test_spectator_and_seat_pages_show_only_what_they_may(
    browser: Any, web_url: str, gateway: Any, artifacts: Path
) -> None:
    match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
    hands: dict[int, list[str]] = {}
    for seat, token in tokens.items():
        view = ark_pb2.ArkView()
        reply = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=token), timeout=10)
        assert reply.view.Unpack(view)
        hands[seat] = list(view.players[seat].hand)
        assert hands[seat], "every seat starts with cards in hand"

    def visit(url: str) -> tuple[str, str, list[str]]:
        page = new_page(browser)
        responses: list[Any] = []
        requests: list[str] = []
        page.on("request", lambda request: requests.append(request.post_data or ""))
        page.on("response", lambda response: responses.append(response))
        page.goto(url)
        page.wait_for_selector("#board .ark-board")
        page.wait_for_timeout(1000)
        dom = page.content()
        # Every answer about the match (ListGames is the static catalogue, naming every card).
        bodies = [
            response.text()
            for response in responses
            if "/ludus.v1.Gateway/" in response.url and not response.url.endswith("/ListGames")
        ]
        assert any(response.url.endswith("/GetView") for response in responses)
        name = "spectator" if "/watch/" in url else "seat0"
        page.screenshot(path=str(artifacts / f"ark-secrets-{name}.png"))
        page.close()
        return dom, "\n".join(bodies + page.frames_received), requests

    dom, network, requests = visit(f"{web_url}/#/watch/{match_id}")
    assert "spectator" in dom
    for seat, hand in hands.items():
        for card in hand:
            assert not sent_as_value(card, network), f"seat {seat}'s {card} reached the spectator"
            assert f'data-card="{card}"' not in dom
        for name in names_of(hand):
            assert name not in dom, f"seat {seat}'s {name} is on the spectator's page"
    assert not any('"token":"ey' in body.replace(" ", "") for body in requests)

    url = f"{web_url}/#/play/{match_id}?seat=0&token={tokens[0]}"
    dom, network, _ = visit(url)
    for card in hands[0]:
        assert f'data-card="{card}"' in dom, f"seat 0 does not see its own {card}"
    for name in names_of(hands[0]):
        assert name in dom, f"seat 0 does not see its own {name}"
    for seat in (1, 2):
        for card in hands[seat]:
            assert not sent_as_value(card, network), f"seat {seat}'s {card} reached seat 0"
            assert f'data-card="{card}"' not in dom
        for name in names_of(hands[seat]):
            assert name not in dom


def wait_finished(gateway: Any, match_id: str, timeout: float = 300) -> common_pb2.MatchInfo:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        match: common_pb2.MatchInfo = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
        if match.status == common_pb2.MATCH_STATUS_FINISHED:
            return match
        time.sleep(0.2)
    raise AssertionError(f"{match_id} did not finish")


def wait_audited(gateway: Any, match_id: str) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            report = gateway.GetAudit(gateway_pb2.GetAuditRequest(match_id=match_id), timeout=60).report
            if report.finished:
                return
        except grpc.RpcError:
            pass
        time.sleep(0.2)


@pytest.mark.parametrize("game", games.names())
def test_replay_steps_to_the_final_version_with_the_audit(
    browser: Any, web_url: str, gateway: Any, artifacts: Path, game: str
) -> None:
    info = games.load(game)
    match_id, _ = create(gateway, game, [bot() for _ in range(info.min_seats)])
    final = wait_finished(gateway, match_id)
    wait_audited(gateway, match_id)
    page = open_page(browser, f"{web_url}/#/replay/{match_id}")
    version = page.locator("#replay-version")
    # A replay opens at the beginning, without the result (no spoilers).
    page.wait_for_selector("#replay-version[data-version='1']")
    assert version.get_attribute("data-last") == str(final.version)
    assert page.locator("#result[data-winners]").count() == 0
    page.click("#replay-next")
    page.click("#replay-next")
    page.wait_for_selector("#replay-version[data-version='3']")
    page.screenshot(path=str(artifacts / f"{game}-replay-early.png"))
    page.locator("#replay-slider").fill(str(final.version // 2))
    page.wait_for_selector(f"#replay-version[data-version='{final.version // 2}']")
    assert page.locator("#result[data-winners]").count() == 0, "the result shows before the end"
    assert_log_in_words(page)
    page.click("#replay-last")
    page.wait_for_selector(f"#replay-version[data-version='{final.version}']")
    page.wait_for_selector("#audit[data-ok]")
    assert page.get_attribute("#audit", "data-ok") == "true", page.inner_text("#audit")
    assert re.search(r"Audit passed", page.inner_text("#audit"))
    assert page.get_attribute("#result", "data-winners") == ",".join(str(seat) for seat in final.result.winners)
    assert_log_in_words(page)
    page.screenshot(path=str(artifacts / f"{game}-replay-final.png"))
    assert axe_violations(page) == [], f"{game}'s replay"
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(300)
    page.screenshot(path=str(artifacts / f"{game}-replay-390.png"), full_page=True)
    assert horizontal_overflow(page) == 0, f"{game}'s replay at 390 px scrolls sideways"
    assert page.errors == []
    page.close()
