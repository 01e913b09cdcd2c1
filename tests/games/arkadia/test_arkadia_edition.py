"""The Ludus edition data (rules reference section 2 and rulings 1-10): one JSON file, checked on
load, and published to clients as ArkadiaEdition."""

from __future__ import annotations

import copy
import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from ludus.v1 import arkadia_pb2 as pb

from services.games.arkadia import edition as edition_module
from services.games.arkadia.edition import SEAL_COLOURS, EditionError, edition, parse
from services.games.arkadia.geometry import geometry
from services.games.arkadia.views import edition_message
from services.games.arkadia.wiring import GAME

RAW = json.loads(Path(edition_module.__file__).with_name("edition.json").read_text())


def test_board_is_12_rows_by_16_columns() -> None:  # ruling 1
    assert (edition().rows, edition().cols) == (12, 16)


def test_seven_forms_with_their_orientation_counts() -> None:  # 2.1, ruling 2
    counts = {form: len(orientations) for form, orientations in geometry().orientations.items()}
    assert counts == {
        "house": 2,
        "farm": 2,
        "tavern": 4,
        "mill": 2,
        "smithy": 8,
        "trade_centre": 4,
        "monastery": 4,
    }


def test_forty_buildings_covering_132_squares_one_card_each() -> None:  # 2.1, ruling 3
    forms = edition().forms
    assert [forms[f].buildings for f in forms] == [8, 6, 6, 5, 5, 5, 5]
    assert sum(form.buildings * len(form.cells) for form in forms.values()) == 132
    assert len(edition().deck()) == 40


def test_card_colours_follow_the_table_ten_per_colour() -> None:  # 2.2, ruling 4
    deck = edition().deck()
    by_colour = Counter(card.colour for card in deck)
    assert by_colour == dict.fromkeys(SEAL_COLOURS, 10)
    for colour in SEAL_COLOURS:
        squares = sum(len(edition().forms[card.form].cells) for card in deck if card.colour == colour)
        assert squares == 33
    for form in edition().forms.values():
        assert max(form.cards) - min(form.cards) <= 1


def test_lot_layout_is_the_printed_two_by_five() -> None:  # 2.3, ruling 5
    red, olive, silver, black, blank = (
        pb.ARKADIA_COLOUR_RED,
        pb.ARKADIA_COLOUR_OLIVE,
        pb.ARKADIA_COLOUR_SILVER,
        pb.ARKADIA_COLOUR_BLACK,
        pb.ARKADIA_COLOUR_NONE,
    )
    assert (edition().lot_rows, edition().lot_cols) == (2, 5)
    assert edition().lot_colours == (red, olive, blank, silver, black, black, silver, blank, olive, red)


def test_twenty_tents_symmetric_spread_and_apart() -> None:  # 2.4, ruling 6
    tents = set(edition().tents)
    assert len(tents) == 20
    assert {(11 - r, 15 - c) for r, c in tents} == tents
    quarters = Counter((r >= 6, c >= 8) for r, c in tents)
    assert set(quarters.values()) == {5}
    assert not any(4 <= r <= 7 and 5 <= c <= 10 for r, c in tents)
    for r, c in tents:
        assert not any((r + dr, c + dc) in tents for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)
    assert not tents & {(0, 0), (0, 15), (11, 0), (11, 15)}
    assert sum(1 for r, c in tents if r in (0, 11) or c in (0, 15)) == 6


def test_six_lot_positions_inside_the_central_area() -> None:  # 2.5, ruling 7
    assert edition().lot_positions == ((4, 5), (4, 6), (5, 5), (5, 6), (6, 5), (6, 6))


def test_castle_pools_hold_three_three_and_one_of_each_colour() -> None:  # 3.2, ruling 10
    assert edition().castle_pools == ((3, 3, 3, 3), (3, 3, 3, 3), (1, 1, 1, 1))


def test_component_counts() -> None:  # section 1
    data = edition()
    assert (data.workers_per_player, data.starting_workers, data.neutral_workers) == (11, 3, 24)
    assert (data.banners_per_player, data.workers_per_banner) == (4, 2)
    assert (data.hand_size, data.display_size) == (4, 3)
    assert data.seals_per_colour == {1: 20, 5: 2}  # ruling 8 (informative: kept as value)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda raw: raw["tents"].append([5, 7]), "central area"),
        (lambda raw: raw["tents"].append([0, 3]), "duplicate tent"),
        (lambda raw: raw["tents"].append([12, 0]), "off the board"),
        (lambda raw: raw["forms"][0].update(cells=[[0, 0], [0, 2]]), "connected"),
        (lambda raw: raw["forms"].append(copy.deepcopy(raw["forms"][0])), "duplicate form"),
        (lambda raw: raw["lot"]["positions"].append([7, 5]), "central area"),
        (lambda raw: raw["lot"]["squares"][0].append("red"), "rectangle"),
        (lambda raw: raw["castle_pools"][0].update(red=0, olive=0), "cannot fill"),
        (lambda raw: raw["castle_pools"].pop(), "three floors"),
        (lambda raw: raw["forms"][0]["cards"].update(purple=1), "unknown colours"),
    ],
)
def test_inconsistent_edition_data_is_rejected_on_load(
    change: Callable[[dict[str, Any]], object], message: str
) -> None:
    raw = copy.deepcopy(RAW)
    change(raw)
    with pytest.raises(EditionError, match=message):
        parse(raw)


def test_static_data_publishes_the_edition() -> None:
    published = GAME.static_data()
    assert published == edition_message()
    assert published.rows == 12 and len(published.tents) == 20
    smithy = next(form for form in published.forms if form.id == "smithy")
    assert len(smithy.orientations) == 8 and smithy.buildings == 5
    assert [(o.rotation, o.reflected) for o in smithy.orientations][:2] == [(0, False), (1, False)]
    assert len(published.lot_positions) == 6 and len(published.lot_colours) == 10
