"""Arkadia's buildings placed by direct manipulation, in a real Chromium against the real platform:
the chosen card's shape follows the pointer over the grid, the spots where it fits are marked, an
illegal spot says why in the rules' words, R turns the shape (four turns give it back), and a
click on a marked spot builds there — the server's board then holds the building on exactly the
squares the preview showed. Seat marks (a shape on every seat colour) are checked on the way."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from ludus.v1 import arkadia_pb2, gateway_pb2

from tests.support.play import HUMAN, bot, create
from tests.web.a11y import LAPTOP, PHONE, axe_violations, horizontal_overflow
from tests.web.conftest import ARTIFACTS
from tests.web.test_browser import click_option, new_page, option_texts

#: The marked spots' centres (grid user units), row coordinate first.
SPOTS = "cs => cs.map(c => [Number(c.getAttribute('cy')), Number(c.getAttribute('cx'))])"

#: The three reasons the server gives (services/games/arkadia/checks.py), as the page words them.
REASONS = re.compile(
    r"That would leave the board\.|A building cannot cover another building, the castle lot or a worker\."
    r"|A building must touch a building, the castle lot or a worker\."
)


def hover_cell(page: Any, row: int, col: int) -> None:
    """Move the pointer to the middle of a grid square (the grid's user units are 30 per square),
    the grid scrolled into view first (a phone's page is taller than its screen)."""
    page.evaluate(
        """([row, col]) => {
            const svg = document.querySelector('svg.arkadia-grid');
            const box = svg.getBoundingClientRect();
            if (box.top < 0 || box.bottom > window.innerHeight) svg.scrollIntoView({ block: 'center' });
            const point = new DOMPoint(col * 30 + 15, row * 30 + 15).matrixTransform(svg.getScreenCTM());
            window.__target = [point.x, point.y];
        }""",
        [row, col],
    )
    x, y = page.evaluate("window.__target")
    page.mouse.move(x, y)


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1280px", "390px"])
def test_a_building_follows_the_pointer_and_is_placed_where_it_shows(
    browser: Any, web_url: str, gateway: Any, viewport: dict[str, int]
) -> None:
    match_id, tokens = create(gateway, "arkadia", [HUMAN, bot("random")])
    page = new_page(browser)
    page.set_viewport_size(viewport)
    page.goto(f"{web_url}/#/play/{match_id}?seat=0&token={tokens[0]}")
    page.wait_for_selector("svg.arkadia-grid")
    # Every seat's dot carries its mark, not only its colour.
    # Read in one go once drawn: a redraw replaces the dots (and the table may be folded away
    # for a moment, where nothing is drawn).
    marks = page.wait_for_function(
        """() => {
            const dots = [...document.querySelectorAll('.players .dot')];
            const marks = dots.map(d => getComputedStyle(d, '::before').content);
            return marks.length >= 2 && marks.every(m => m && m !== 'none') ? marks : null;
        }"""
    ).json_value()
    assert marks[:2] == ['"●"', '"▲"'], marks

    # Our turn: "Build a building" among the kinds of move, or (when building is the only kind the
    # picker offers, so it skips that step) the hand's cards offered at once.
    page.wait_for_function(
        "() => document.querySelector('#own-hand .arkadia-card.target') || [...document.querySelectorAll("
        "'.picker button.option')].some(b => b.innerText.startsWith('Build a building'))",
        timeout=60_000,
    )
    if not page.locator("#own-hand .arkadia-card.target").count():
        assert click_option(page, "Build a building")
    card = page.locator("#own-hand .arkadia-card.target").first
    assert card.locator("svg.form-shape rect").count() >= 1, "a hand card shows its building's shape"
    card.click()
    page.wait_for_selector(".placement-controls")
    spots = page.eval_on_selector_all("svg.arkadia-grid .spot", SPOTS)
    while not spots:  # no spot for this orientation: turn until one fits (some orientation does)
        page.click(".placement-controls button.turn")
        spots = page.eval_on_selector_all("svg.arkadia-grid .spot", SPOTS)
    marked = {(int(y // 30), int(x // 30)) for y, x in spots}

    # An unmarked square: the preview is illegal and the status line says why.
    free = next((r, c) for r in range(12) for c in range(16) if (r, c) not in marked)
    hover_cell(page, *free)
    assert page.get_attribute(".placement-preview", "data-legal") == "false"
    assert REASONS.search(page.inner_text(".placement-status")), page.inner_text(".placement-status")

    # Four quarter turns give the shape back; the keyboard turns it as the button does.
    before = page.inner_text(".placement-orientation")
    page.focus("svg.arkadia-grid")
    for _ in range(4):
        page.keyboard.press("r")
    assert page.inner_text(".placement-orientation") == before
    assert axe_violations(page) == [], "the board while placing a building"
    assert horizontal_overflow(page) == 0, f"the page scrolls sideways at {viewport['width']} px"

    # A marked square: the preview is legal and shows the squares the building will cover.
    row, col = sorted(marked)[0]
    hover_cell(page, row, col)
    assert page.get_attribute(".placement-preview", "data-legal") == "true"
    shown = {
        (int(y) // 30, int(x) // 30)
        for x, y in page.eval_on_selector_all(
            ".placement-preview rect", "rs => rs.map(r => [Number(r.getAttribute('x')), Number(r.getAttribute('y'))])"
        )
    }
    page.screenshot(path=str(ARTIFACTS / f"arkadia-placement-{viewport['width']}.png"))
    page.mouse.click(*page.evaluate("window.__target"))

    # Then the draw (display card or pile), unless the move was complete; the building stands.
    page.wait_for_timeout(200)
    if page.locator(".placement-controls").count() == 0 and option_texts(page):
        texts = option_texts(page)
        draw = next((t for t in texts if t.startswith("then")), None)
        if draw:
            assert click_option(page, draw)

    def built() -> set[tuple[int, int]]:
        view = arkadia_pb2.ArkadiaView()
        reply = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=tokens[0]), timeout=10)
        assert reply.view.Unpack(view)
        return {(q.row, q.col) for b in view.buildings if b.builder == 0 for q in b.squares}

    deadline = time.monotonic() + 20
    squares = built()
    while not squares and time.monotonic() < deadline:
        page.wait_for_timeout(100)
        squares = built()
    assert shown <= squares and len(shown) >= 1, (shown, squares)
    assert page.errors == []
    page.close()
