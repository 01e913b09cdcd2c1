"""The people at a table, in Chromium: players' names and avatars on the seats, presence
(connected / away), the spectators' list, the table chat (the players' channel never reaching a
spectator; the spectators' channel switched by the creator; mute), an invite-only table's
spectator link, and "play again" after the end, accepted by the other player."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from services.launcher import LocalPlatform
from tests.web.a11y import check_widths
from tests.web.people import (
    CREATE,
    JOIN,
    PLAY,
    chromium,
    console_errors,
    people,
    people_url,
    played,
    sign_up_by_api,
    unique_name,
)

__all__ = ["chromium", "people", "people_url"]  # pytest fixtures, imported to be found

WAIT = 30_000


@pytest.fixture()
def three(chromium: Any) -> Iterator[list[Any]]:
    contexts = [chromium.new_context() for _ in range(3)]
    try:
        yield [context.new_page() for context in contexts]
    finally:
        for context in contexts:
            context.close()


def open_table(page: Any, url: str, path: str, mode: str, match_id: str) -> None:
    page.goto(f"{url}/#/{path}")
    page.wait_for_selector(f"#match[data-mode='{mode}'][data-match-id='{match_id}']", timeout=WAIT)


def check_page(page: Any) -> None:
    """The table's page at a laptop's and a phone's width: no sideways scrolling, axe clean."""
    check_widths(page)


def test_players_names_presence_spectators_and_the_chat_at_a_table(
    three: list[Any], people: LocalPlatform, people_url: str
) -> None:
    ann, bob, eve = three
    errors = [console_errors(page) for page in three]
    names = [unique_name(n) for n in ("ann", "bob", "eve")]
    for page, name in zip(three, names, strict=True):
        sign_up_by_api(page, people_url, name)
    match_id = ann.evaluate(CREATE, ["zapp_zerapp", names[1], "SPECTATOR_POLICY_ALLOWED"])
    assert bob.evaluate(JOIN, match_id) == 1
    open_table(ann, people_url, f"play/{match_id}", "play", match_id)
    open_table(bob, people_url, f"play/{match_id}", "play", match_id)

    # Each sees the other's name (from ListSeatHolders: names are not in the log) with an avatar,
    # linking to the profile, and both connected.
    for page, other in ((ann, names[1]), (bob, names[0])):
        seat = page.locator("#table-seats .table-seat", has_text=other)
        seat.wait_for(timeout=WAIT)
        assert seat.locator(f"a[href='#/profile/{other}']").count() == 1
        seat.locator("img.avatar").wait_for(timeout=WAIT)
        page.wait_for_selector("#table-seats .table-seat[data-connected='1'] >> nth=1", timeout=WAIT)
        assert other in page.locator("#turn").inner_text()

    # A signed-in spectator is listed by name on the players' pages.
    open_table(eve, people_url, f"watch/{match_id}", "watch", match_id)
    ann.wait_for_selector(f"#watchers .watcher:has-text('{names[2]}')", timeout=WAIT)

    # The players' channel: bob reads ann's message; the spectator never receives it.
    ann.fill("#chat-text", "good luck, bob")
    ann.click("#chat-send")
    bob.wait_for_selector("#chat-log .chat-message:has-text('good luck, bob')", timeout=WAIT)
    assert "CHAT_CHANNEL_PLAYERS" not in (eve.get_attribute("#chat", "data-readable") or "")
    # The spectators' channel: on by default; the creator (ann), and only she, switches it off
    # (the channel is then gone for everyone: the spectator has no chat to read) and on again.
    eve.wait_for_selector("#chat[data-writable*='CHAT_CHANNEL_SPECTATORS']", timeout=WAIT)
    assert bob.locator("#spectator-chat").count() == 0
    ann.uncheck("#spectator-chat")
    eve.wait_for_selector("#chat[data-readable='']", timeout=WAIT)
    assert eve.locator("#chat-text").is_hidden()
    assert "no chat you can read" in eve.inner_text("#chat-note")
    ann.check("#spectator-chat")
    eve.wait_for_selector("#chat[data-writable*='CHAT_CHANNEL_SPECTATORS']", timeout=WAIT)
    eve.fill("#chat-text", "nice table")
    eve.click("#chat-send")
    ann.click("#chat .chat-channel[data-channel='CHAT_CHANNEL_SPECTATORS']")
    ann.wait_for_selector("#chat-log .chat-message:has-text('nice table')", timeout=WAIT)
    assert "good luck" not in eve.locator("#chat-log").inner_text()
    # Ann mutes the spectator: the message stays, its text withheld, with a way back.
    ann.click("#chat-log .chat-message:has-text('nice table') .chat-mute")
    ann.wait_for_selector("#chat-log .chat-message.muted-author", timeout=WAIT)
    assert "nice table" not in ann.locator("#chat-log").inner_text()
    ann.click("#chat-log .chat-message.muted-author .chat-mute")
    ann.wait_for_selector("#chat-log .chat-message:has-text('nice table')", timeout=WAIT)

    for page in three:
        check_page(page)

    # Bob leaves: ann sees his seat away within the presence poll.
    bob.goto("about:blank")
    ann.wait_for_selector(f"#table-seats .table-seat[data-connected='0']:has-text('{names[1]}')", timeout=WAIT)
    assert [[e for e in page_errors] for page_errors in errors] == [[], [], []]


def test_an_invite_only_table_gives_its_players_a_spectator_link(
    three: list[Any], people: LocalPlatform, people_url: str
) -> None:
    ann, bob, eve = three
    names = [unique_name(n) for n in ("ann", "bob", "eve")]
    for page, name in zip(three, names, strict=True):
        sign_up_by_api(page, people_url, name)
    match_id = ann.evaluate(CREATE, ["zapp_zerapp", names[1], "SPECTATOR_POLICY_INVITE_ONLY"])
    bob.evaluate(JOIN, match_id)
    open_table(ann, people_url, f"play/{match_id}", "play", match_id)
    link = ann.locator("#spectator-link")
    link.wait_for(timeout=WAIT)
    url = link.input_value()
    assert f"#/watch/{match_id}?code=" in url
    # Without the code the spectator is refused in words; with the link, the table is shown.
    eve.goto(f"{people_url}/#/watch/{match_id}")
    eve.wait_for_selector("#page-error", timeout=WAIT)
    assert "Traceback" not in eve.inner_text("#page-error")
    eve.goto(url)
    eve.wait_for_selector(f"#match[data-mode='watch'][data-match-id='{match_id}']", timeout=WAIT)
    eve.wait_for_selector("#board *", timeout=WAIT)


def test_play_again_after_the_end_makes_a_rematch_both_players_reach(
    three: list[Any], people: LocalPlatform, people_url: str
) -> None:
    ann, bob, _ = three
    errors = [console_errors(page) for page in (ann, bob)]
    names = [unique_name(n) for n in ("ann", "bob")]
    for page, name in zip((ann, bob), names, strict=True):
        sign_up_by_api(page, people_url, name)
    match_id = ann.evaluate(CREATE, ["zapp_zerapp", names[1], "SPECTATOR_POLICY_ALLOWED"])
    bob.evaluate(JOIN, match_id)
    for page in (ann, bob):
        open_table(page, people_url, f"play/{match_id}", "play", match_id)
        page.evaluate(PLAY, match_id)
    for page in (ann, bob):
        outcome = played(page)
        assert outcome.startswith("finished"), outcome
        page.wait_for_selector("#match[data-status='MATCH_STATUS_FINISHED']", timeout=WAIT)
        page.wait_for_selector("#rematch #play-again", timeout=WAIT)
    # The test's own random play (PLAY) logs its stale moves' 409s: what counts is the page's from now.
    for page_errors in errors:
        page_errors.clear()
    ann.click("#rematch #play-again")
    ann.wait_for_selector(f"#rematch-status:has-text('Waiting for {names[1]}')", timeout=WAIT)
    bob.wait_for_selector("#rematch #rematch-accept", timeout=WAIT)
    assert names[0] in bob.inner_text("#rematch-status")
    bob.click("#rematch #rematch-accept")
    for page in (ann, bob):
        page.wait_for_selector("#rematch[data-state='ready'] a.button", timeout=WAIT)
    href = bob.get_attribute("#rematch a.button", "href")
    assert href and href.startswith("#/play/") and match_id not in href
    new_id = href.removeprefix("#/play/")
    bob.click("#rematch a.button")
    open_table(bob, people_url, f"play/{new_id}", "play", new_id)
    rematch_of = bob.evaluate(
        "async (id) => (await (await import('/web/js/api.js')).call('GetMatch', { matchId: id })).match.rematchOf",
        new_id,
    )
    assert rematch_of == match_id
    bob.locator("#table-seats .table-seat", has_text=names[0]).wait_for(timeout=WAIT)
    assert errors == [[], []]
