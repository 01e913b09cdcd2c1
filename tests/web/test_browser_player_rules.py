"""Rules for players (gateway/web/js/rules/): every registered game with a board has a rules page,
reachable from its card in the lobby and from its table, illustrated with the table's own drawings
(so is its lobby card), readable on a phone and without serious accessibility problems."""

from __future__ import annotations

from typing import Any

from ludus.v1 import arkadia_pb2, gateway_pb2

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
    for game in links:
        cover = lobby.locator(f".game-card[data-game='{game}'] .game-cover")
        assert cover.locator("svg, .ark-card, .gene-card").count() >= 1, f"{game}'s lobby card has no picture"
    catalogue = {info.name: info for info in gateway.ListGames(gateway_pb2.ListGamesRequest(), timeout=10).games}
    edition = arkadia_pb2.ArkadiaEdition()
    assert catalogue["arkadia"].static_data.Unpack(edition)
    page = open_page(browser, f"{web_url}/")
    page.set_viewport_size(PHONE)
    for game, href in links.items():
        assert href == f"#/rules/{game}"
        page.goto(f"{web_url}/{href}")
        page.wait_for_selector(f"#rules[data-game='{game}'] section li")
        assert page.inner_text("#rules h2").endswith("how to play")
        assert page.locator("#rules section").count() >= 3
        # Illustrated with the board's own drawings, each picture with its caption.
        figures = page.locator("#rules .figures figure")
        assert figures.count() >= 1, f"{game}'s rules have no picture"
        for figure in figures.all():
            assert figure.locator("svg, .ark-card, .gene-card").count() >= 1
            assert len(figure.locator("figcaption").inner_text()) > 20
        if game == "arkadia":
            # Every building of the edition, each with its shape.
            assert page.locator(".figure-forms li svg.form-shape").count() == len(edition.forms)
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
