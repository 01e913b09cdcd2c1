"""The Ark page states the rules as the match plays them: its options (docs/rules/ark.md,
"Options") and the decisions every match shares, in a real Chromium against the real platform."""

from __future__ import annotations

from typing import Any

import pytest
from google.protobuf import any_pb2
from ludus.v1 import ark_pb2

from tests.support.play import HUMAN, create
from tests.web.test_browser import open_page


@pytest.mark.parametrize(
    ("options", "readings"),
    [
        (
            ark_pb2.ArkOptions(),
            ["Chimpanzee (default, rule text A)", "Pets (default, rule text A)", "Final round (default, rule text A)"],
        ),
        (
            ark_pb2.ArkOptions(
                chimpanzee=ark_pb2.ARK_CHIMPANZEE_RULE_UPGRADE,
                pets=ark_pb2.ARK_PET_RULE_OPTIONAL,
                final_round=ark_pb2.ARK_FINAL_ROUND_RULE_ONE_TURN_EACH,
            ),
            [
                'Chimpanzee (option "upgrade", rule text B)',
                'Pets (option "optional", rule text B)',
                'Final round (option "one turn each", rule text B)',
            ],
        ),
    ],
    ids=["defaults", "seed_b"],
)
def test_ark_page_states_the_rules_as_this_match_plays_them(
    browser: Any, web_url: str, gateway: Any, options: ark_pb2.ArkOptions, readings: list[str]
) -> None:
    packed = any_pb2.Any()
    packed.Pack(options)
    match_id, tokens = create(gateway, "ark", [HUMAN] * 3, packed)
    page = open_page(browser, f"{web_url}/#/play/{match_id}?seat=0&token={tokens[0]}")
    page.wait_for_selector("#board .ark-board")
    page.click("details.ark-rules summary")
    page.wait_for_selector("details.ark-rules li")
    text = page.inner_text("details.ark-rules")
    for reading in readings:
        assert reading in text
    # The decisions every match shares (docs/rules/ark.md).
    assert "takes a disc from the supply" in text and "17 markers" in text and "fewer animal cards" in text
    assert page.errors == []
    page.close()
