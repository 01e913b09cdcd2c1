"""Zapp Zerapp and Primordial Soup by direct manipulation, in a real Chromium against the real
platform: a click on a free can grabs it (no "grab" step first), a can another player holds says
why it cannot be taken, a Soup space that cannot take the amoeba says why — each sentence the
page shows is the one for the rule code the server gives for that very move (CheckCommands)."""

from __future__ import annotations

from typing import Any

from ludus.v1 import gateway_pb2, primordial_soup_pb2, zapp_zerapp_pb2

from services.core.codec import pack
from tests.support.play import HUMAN, create
from tests.web.a11y import axe_violations
from tests.web.conftest import ARTIFACTS
from tests.web.test_browser import click_option, new_page

RULES = "async () => (await import('/web/js/refusals.js')).RULES"


def legal(gateway: Any, match_id: str, token: str) -> gateway_pb2.ListLegalCommandsResponse:
    reply: gateway_pb2.ListLegalCommandsResponse = gateway.ListLegalCommands(
        gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token), timeout=10
    )
    return reply


def rule_code(gateway: Any, match_id: str, token: str, command: Any) -> str:
    reply = gateway.CheckCommands(
        gateway_pb2.CheckCommandsRequest(match_id=match_id, token=token, commands=[pack(command)]), timeout=10
    )
    assert not reply.checks[0].allowed, f"{command} is allowed"
    return str(reply.checks[0].refusal.rule_code)


def test_a_free_can_is_grabbed_with_a_click_and_a_held_one_says_why(browser: Any, web_url: str, gateway: Any) -> None:
    options = pack(zapp_zerapp_pb2.ZappZerappOptions(can_phase_seconds=120))
    match_id, tokens = create(gateway, "zapp_zerapp", [HUMAN, HUMAN], options)
    # Seat 1 takes a can first.
    grabs = []
    for packed in legal(gateway, match_id, tokens[1]).commands:
        command = zapp_zerapp_pb2.ZappZerappCommand()
        assert packed.Unpack(command)
        if command.HasField("grab"):
            grabs.append(command)
    held = grabs[0].grab.position
    gateway.SubmitCommand(
        gateway_pb2.SubmitCommandRequest(match_id=match_id, token=tokens[1], command=pack(grabs[0])), timeout=10
    )
    code = rule_code(
        gateway,
        match_id,
        tokens[0],
        zapp_zerapp_pb2.ZappZerappCommand(grab=zapp_zerapp_pb2.ZappZerappGrab(position=held)),
    )

    page = new_page(browser)
    page.goto(f"{web_url}/#/play/{match_id}?seat=0&token={tokens[0]}")
    page.wait_for_selector(f'.can.refused[data-position="{held}"][data-why]', timeout=30_000)
    sentences = page.evaluate(RULES)
    assert page.get_attribute(f'.can[data-position="{held}"]', "data-why") == sentences[code]
    page.click(f'.can[data-position="{held}"]', force=True)  # aria-disabled: Playwright's own refusal
    page.wait_for_function(
        "text => document.querySelector('#hint').textContent === text",
        arg=f"The can at position {held}: {sentences[code]}",
    )
    assert axe_violations(page) == []
    page.screenshot(path=str(ARTIFACTS / "zapp-explained-can.png"))

    # A free can: one click grabs it.
    free = next(g.grab.position for g in grabs if g.grab.position != held)
    before = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match.version
    page.click(f'.can.target[data-position="{free}"]')
    page.wait_for_selector(f'.can.mine[data-position="{free}"]', timeout=15_000)
    history = gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=match_id), timeout=10)
    mine = [e for e in history.events if e.version > before and e.HasField("seat") and e.seat == 0]
    assert mine, "the click grabbed nothing"
    assert page.errors == []
    page.close()


def test_a_soup_space_that_cannot_take_the_amoeba_says_why(browser: Any, web_url: str, gateway: Any) -> None:
    match_id, tokens = create(gateway, "primordial_soup", [HUMAN] * 3)
    # Play the other seats' decisions (the first legal one) until the page's seat must place an
    # amoeba on a space while some space is already refused to it.
    seat = refused_space = None
    number = 0
    for _ in range(40):
        awaited = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match.awaiting
        turn = awaited[0]
        commands = legal(gateway, match_id, tokens[turn]).commands
        places = []
        for packed in commands:
            command = primordial_soup_pb2.PrimordialSoupCommand()
            assert packed.Unpack(command)
            if command.HasField("place_start_amoeba"):
                places.append(command.place_start_amoeba)
        if places:
            spaces = set(range(19)) - {place.space for place in places}
            if spaces:
                seat, refused_space, number = turn, min(spaces), places[0].number
                break
        gateway.SubmitCommand(
            gateway_pb2.SubmitCommandRequest(match_id=match_id, token=tokens[turn], command=commands[0]), timeout=10
        )
    assert seat is not None and refused_space is not None, "no seat ever had a space refused for its amoeba"
    command = primordial_soup_pb2.PrimordialSoupCommand(
        place_start_amoeba=primordial_soup_pb2.PrimordialSoupPlaceStartAmoeba(number=number, space=refused_space)
    )
    code = rule_code(gateway, match_id, tokens[seat], command)

    page = new_page(browser)
    page.goto(f"{web_url}/#/play/{match_id}?seat={seat}&token={tokens[seat]}")
    # Which amoeba first (the picker's step), then where: the spaces are the destinations.
    page.wait_for_selector(".picker button.option", timeout=30_000)
    assert click_option(page, f"amoeba {number}")
    page.wait_for_selector(f'svg .space.refused[data-space="{refused_space}"][data-why]', timeout=30_000)
    sentences = page.evaluate(RULES)
    assert page.get_attribute(f'svg .space[data-space="{refused_space}"]', "data-why") == sentences[code]
    page.locator(f'svg .space[data-space="{refused_space}"]').dispatch_event("click")
    page.wait_for_function(
        "text => document.querySelector('#hint').textContent === text", arg=f"Space {refused_space}: {sentences[code]}"
    )
    assert axe_violations(page) == []
    page.screenshot(path=str(ARTIFACTS / "soup-explained-space.png"))
    assert page.errors == []
    page.close()
