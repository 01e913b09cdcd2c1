"""Ark by direct manipulation, in a real Chromium against the real platform: a hand card clicked
straight away is picked up (no side-panel mode first), the cabins it may enter are marked, each
cabin it may not enter says why in the rules' words — exactly the refusal the server gives for
that move (CheckCommands) — and a click on a marked cabin plays the card there."""

from __future__ import annotations

from typing import Any

from ludus.v1 import ark_pb2, gateway_pb2

from services.core.codec import pack
from tests.support.play import HUMAN, create
from tests.web.a11y import axe_violations
from tests.web.conftest import ARTIFACTS
from tests.web.test_browser import new_page

SIDES = {"left": ark_pb2.ARK_SIDE_LEFT, "right": ark_pb2.ARK_SIDE_RIGHT}


def cabins_shown(page: Any) -> list[str]:
    shown: list[str] = page.eval_on_selector_all(
        ".cabin", "els => els.map(e => `${e.dataset.where} [${e.className}] ${e.dataset.why || ''}`)"
    )
    return shown


def refusals_by_cabin(
    gateway: Any, match_id: str, token: str, card: str, view: ark_pb2.ArkView, legal: set[tuple[str, Any, int]]
) -> dict[str, str]:
    """For each cabin (and each side's next new cabin) `card` may not enter — no legal command
    puts it there — the rule code the server gives, keyed by the page's words for the cabin."""
    places = []
    for name, side in SIDES.items():
        cabins = view.left if name == "left" else view.right
        places += [(f"{name} cabin {cabin.row}", side, cabin.row) for cabin in cabins]
        places.append((f"new {name} cabin", side, len(cabins) + 1))
    places = [place for place in places if (card, place[1], place[2]) not in legal]
    commands = [
        pack(ark_pb2.ArkCommand(play_card=ark_pb2.ArkPlayCard(card=card, side=side, row=row)))
        for _, side, row in places
    ]
    reply = gateway.CheckCommands(
        gateway_pb2.CheckCommandsRequest(match_id=match_id, token=token, commands=commands), timeout=10
    )
    return {
        where: check.refusal.rule_code
        for (where, _, _), check in zip(places, reply.checks, strict=True)
        if not check.allowed
    }


def test_a_hand_card_goes_to_a_cabin_and_the_cabins_it_cannot_enter_say_why(
    browser: Any, web_url: str, gateway: Any
) -> None:
    # A dealt position where some playable card is refused by some cabin (a new match when every
    # cabin takes every playable card, which a random deal sometimes gives).
    for _ in range(10):
        match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
        seat = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match.awaiting[0]
        token = tokens[seat]
        reply = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=token), timeout=10)
        view = ark_pb2.ArkView()
        assert reply.view.Unpack(view)
        legal = gateway.ListLegalCommands(
            gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token), timeout=10
        )
        placements = set()
        for packed in legal.commands:
            command = ark_pb2.ArkCommand()
            assert packed.Unpack(command)
            if command.HasField("play_card"):
                placements.add((command.play_card.card, command.play_card.side, command.play_card.row))
        playable = {card for card, _, _ in placements}
        refused = {card: refusals_by_cabin(gateway, match_id, token, card, view, placements) for card in playable}
        card = max(sorted(refused), key=lambda c: len(refused[c]))
        if refused[card]:
            break
    assert refused[card], "ten deals, and every cabin took every playable card: nothing to explain"

    page = new_page(browser)
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(f"{web_url}/#/play/{match_id}?seat={seat}&token={token}")
    page.wait_for_selector(f'#own-hand .ark-card.target[data-card="{card}"]', timeout=30_000)
    page.click(f'#own-hand .ark-card[data-card="{card}"]')

    # The cabins it may not enter: crossed, each with the sentence of the server's rule code.
    try:
        page.wait_for_function(
            "n => document.querySelectorAll('.cabin.refused[data-why]').length >= n",
            arg=len(refused[card]),
            timeout=15_000,
        )
    except Exception as error:
        raise AssertionError(f"{card}: expected {refused[card]}, the page shows {cabins_shown(page)}") from error
    sentences = page.evaluate("async () => (await import('/web/js/refusals.js')).RULES")
    shown = page.eval_on_selector_all(".cabin.refused", "els => els.map(e => [e.dataset.where, e.dataset.why || ''])")
    assert {where: why for where, why in shown} == {where: sentences[code] for where, code in refused[card].items()}
    assert any(url.endswith("/ludus.v1.Gateway/CheckCommands") for url in requests)
    # The cabins that take it are marked; when only one does, the picker took it for the player.
    assert page.locator(".cabin.target, .cabin.chosen").count() >= 1, "no cabin takes the card, yet it was offered"

    # Tapping one tells why, in words, in the hint line; nothing moved.
    where, code = sorted(refused[card].items())[0]
    # (force: Playwright will not click an aria-disabled element; a browser delivers the tap.)
    page.locator(f'.cabin.refused[data-where="{where}"]').click(force=True)
    try:
        page.wait_for_function(
            "text => document.querySelector('#hint').textContent === text", arg=f"{where}: {sentences[code]}"
        )
    except Exception as error:
        hint = page.locator("#hint").text_content()
        raise AssertionError(f"tapped {where}: the hint says {hint!r}; cabins: {cabins_shown(page)}") from error
    assert axe_violations(page) == []
    page.screenshot(path=str(ARTIFACTS / "ark-explained-cabins.png"))
    version = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match.version
    assert version == legal.version, "explaining moved the match"

    # A marked cabin plays the card there (any remaining choice is confirmed in the picker).
    page.locator(".cabin.target, .cabin.chosen").first.click()
    for _ in range(6):
        now = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match.version
        if now > version:
            break
        options = page.locator(".picker button.option")
        if options.count():
            options.first.click()
        page.wait_for_timeout(500)
    history = gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=match_id, token=token), timeout=10)
    played = [e for e in history.events if e.version > version and e.HasField("seat") and e.seat == seat]
    assert played, "clicking a marked cabin played nothing"
    assert page.errors == []
    page.close()
