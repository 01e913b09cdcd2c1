"""Rules for players (gateway/web/js/rules/): every registered game with a board has a rules page,
reachable from its card in the lobby and from its table, readable on a phone and without serious
accessibility problems."""

from __future__ import annotations

from typing import Any

from services import games
from tests.support.play import HUMAN, create
from tests.web.a11y import PHONE, axe_violations, horizontal_overflow
from tests.web.conftest import ARTIFACTS
from tests.web.test_browser import open_page


def test_every_game_has_rules_for_players_from_the_lobby_and_the_table(
    browser: Any, web_url: str, gateway: Any
) -> None:
    lobby = open_page(browser, f"{web_url}/")
    lobby.wait_for_selector(".game-card a.rules-link")
    links = {
        card.get_attribute("data-game"): card.locator("a.rules-link").get_attribute("href")
        for card in lobby.locator(".game-card").all()
    }
    assert set(links) == set(games.names())
    page = open_page(browser, f"{web_url}/")
    page.set_viewport_size(PHONE)
    for game, href in links.items():
        assert href == f"#/rules/{game}"
        page.goto(f"{web_url}/{href}")
        page.wait_for_selector(f"#rules[data-game='{game}'] section li")
        assert page.inner_text("#rules h2").endswith("how to play")
        assert page.locator("#rules section").count() >= 3
        page.screenshot(path=str(ARTIFACTS / f"{game}-rules-390.png"), full_page=True)
        assert horizontal_overflow(page) == 0
        assert axe_violations(page) == [], game
    # The table links to the same page.
    match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
    page.goto(f"{web_url}/#/play/{match_id}?seat=0&token={tokens[0]}")
    page.wait_for_selector(".match-head a.rules-link")
    assert page.get_attribute(".match-head a.rules-link", "href") == "#/rules/ark"
    assert lobby.errors == [] and page.errors == []
    lobby.close()
    page.close()
