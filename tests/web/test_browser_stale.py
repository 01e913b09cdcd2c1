"""A move made on a stale view, in a real Chromium against the real platform: the page that sent
it with an `expectedVersion` the table has moved past (ABORTED) sends it again, silently, when it
is still legal, and otherwise asks the player to choose again, in words. The table is made to move
on at the exact moment the page submits (a Playwright route holds the request while the other
seat plays over gRPC), so the race is certain, not left to timing."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from google.protobuf import any_pb2
from ludus.v1 import common_pb2, gateway_pb2, zapp_zerapp_pb2

from tests.support.play import HUMAN, create
from tests.web.test_browser import assert_no_developer_text, open_page


def zapp_table(gateway: Any) -> tuple[str, dict[int, str]]:
    """Two humans at Zapp Zerapp, in a can phase long enough for the test."""
    options = any_pb2.Any()
    options.Pack(zapp_zerapp_pb2.ZappZerappOptions(can_phase_seconds=300))
    return create(gateway, "zapp_zerapp", [HUMAN, HUMAN], options)


def grab(gateway: Any, match_id: str, token: str, position: int) -> None:
    command = any_pb2.Any()
    command.Pack(zapp_zerapp_pb2.ZappZerappCommand(grab=zapp_zerapp_pb2.ZappZerappGrab(position=position)))
    gateway.SubmitCommand(
        gateway_pb2.SubmitCommandRequest(match_id=match_id, token=token, command=command, command_id=uuid.uuid4().hex),
        timeout=10,
    )


def grabs_by(gateway: Any, match_id: str, seat: int) -> list[int]:
    history = gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=match_id), timeout=10)
    positions = []
    for event in history.events:
        zapp = zapp_zerapp_pb2.ZappZerappEvent()
        if event.event.Unpack(zapp) and zapp.HasField("can_grabbed") and zapp.can_grabbed.seat == seat:
            positions.append(zapp.can_grabbed.position)
    return positions


@pytest.mark.parametrize("same_can", [False, True], ids=["still_legal", "taken_meanwhile"])
def test_a_stale_move_is_retried_when_still_legal_else_the_player_chooses_again(
    browser: Any, web_url: str, gateway: Any, same_can: bool
) -> None:
    match_id, tokens = zapp_table(gateway)
    page = open_page(browser, f"{web_url}/#/play/{match_id}?seat=0&token={tokens[0]}")
    page.wait_for_selector(".picker button.option", timeout=60_000)
    # Only grabs are legal at first, so the picker goes straight to the cans (else: choose "Grab").
    if page.locator(".picker button.option", has_text="Grab a can").count():
        page.locator(".picker button.option", has_text="Grab a can").first.click()
    mine = 3
    theirs = mine if same_can else 7
    submits: list[str] = []

    def table_moves_on(route: Any) -> None:
        # Seat 1 grabs a can while seat 0's move is on its way: seat 0's expectedVersion is stale.
        if not submits:
            grab(gateway, match_id, tokens[1], theirs)
        submits.append(route.request.post_data or "")
        route.continue_()

    page.route("**/ludus.v1.Gateway/SubmitCommand", table_moves_on)
    page.locator(".picker button.option", has_text=f"can at position {mine}").first.click()
    if same_can:
        page.wait_for_selector("#error:not([hidden])")
        assert page.inner_text("#error .message") == "The table moved on \u2014 choose again."
        assert grabs_by(gateway, match_id, 0) == []
        assert len(submits) == 1, "a move no longer legal was sent again"
    else:
        page.wait_for_selector("#match[data-retries='1']")
        assert grabs_by(gateway, match_id, 0) == [mine]
        assert page.locator("#error").is_hidden()
        assert len(submits) == 2
    assert grabs_by(gateway, match_id, 1) == [theirs]
    # The player is offered moves again, and nothing on the page is a developer's message.
    page.wait_for_selector(".picker button.option")
    assert_no_developer_text(page)
    assert page.errors == []
    server = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
    assert server.status == common_pb2.MATCH_STATUS_ACTIVE
    page.close()
