"""Accessibility and phone-size checks for the browser tests: axe-core (the npm package's build, as
shipped inside the `axe-playwright-python` package, injected into the page) and the page's own
geometry at a phone's width."""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from typing import Any

#: The impacts that fail a test (axe-core's two highest).
FAILING = ("serious", "critical")

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 900}


@cache
def axe_source() -> str:
    return files("axe_playwright_python").joinpath("axe.min.js").read_text(encoding="utf-8")


def axe_violations(page: Any) -> list[str]:
    """axe-core's serious and critical violations on the page as it is now, one line each."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=axe_source())
    # Pieces that moved fade in or travel for a moment (motion.js): contrast is judged on the page
    # at rest, not on a card caught half-transparent.
    result = page.evaluate(
        """async () => {
            await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null)));
            return await window.axe.run(document, { resultTypes: ['violations'] });
        }"""
    )
    return [
        f"{violation['id']} ({violation['impact']}): {violation['help']} at "
        + ", ".join(str(node["target"]) for node in violation["nodes"][:4])
        for violation in result["violations"]
        if violation["impact"] in FAILING
    ]


def horizontal_overflow(page: Any) -> int:
    """How many CSS pixels the page is wider than its window (0: no horizontal scrolling)."""
    return int(page.evaluate("Math.max(0, document.documentElement.scrollWidth - window.innerWidth)"))


def small_touch_targets(page: Any) -> list[str]:
    """Visible buttons, selects, inputs (a checkbox: its label) and header links under 44 x 44 px."""
    return list(
        page.evaluate(
            """() => [...document.querySelectorAll('main button, main select, main input, header a')]
                .filter((el) => el.offsetParent !== null && el.type !== 'hidden')
                // A checkbox is tapped through its label, which is the target to measure.
                .map((el) => (el.type === 'checkbox' && el.closest('label')) || el)
                .map((el) => [el, el.getBoundingClientRect()])
                .filter(([el, box]) => box.height < 44 || box.width < 44)
                .map(([el, box]) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${el.className}`
                     + ` "${(el.innerText || el.value || '').slice(0, 30)}"`
                     + ` ${Math.round(box.width)}x${Math.round(box.height)}`)"""
        )
    )


def too_wide(page: Any) -> list[str]:
    """The elements reaching past the window's right edge (to say what overflows)."""
    found: list[str] = page.evaluate(
        """() => [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
            .slice(0, 8).map((el) => `${el.tagName.toLowerCase()}.${el.className?.baseVal ?? el.className}`
                + ` ${Math.round(el.getBoundingClientRect().right)}`)"""
    )
    return found


def check_widths(page: Any, what: str = "", *, touch: bool = False) -> None:
    """The page as it is now at a laptop's and a phone's width: no sideways scrolling (saying what
    reaches past the edge) and no serious or critical axe violation; with `touch`, no touch
    target under 44 px at the phone's width. The page is left at the laptop's width."""
    what = what or page.url
    try:
        for size in (LAPTOP, PHONE):
            page.set_viewport_size(size)
            page.wait_for_timeout(100)
            assert horizontal_overflow(page) == 0, f"{what} overflows at {size['width']} px: {too_wide(page)}"
            assert axe_violations(page) == [], f"{what} at {size['width']} px"
        if touch:
            assert small_touch_targets(page) == [], f"{what} at {PHONE['width']} px"
    finally:
        page.set_viewport_size(LAPTOP)
