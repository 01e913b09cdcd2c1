"""Generated avatars (services/players/avatars.py): deterministic, symmetric identicons."""

from __future__ import annotations

import uuid
import xml.etree.ElementTree as ElementTree

from services.players.avatars import GRID, cells, identicon_svg


def test_an_identicon_is_the_same_every_time_symmetric_and_valid_svg() -> None:
    player = uuid.uuid4()
    assert identicon_svg(player) == identicon_svg(uuid.UUID(str(player)))
    filled = set(cells(player))
    assert filled == {(GRID - 1 - column, row) for column, row in filled}  # mirrored left to right
    root = ElementTree.fromstring(identicon_svg(player))
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    squares = root.findall(".//{http://www.w3.org/2000/svg}g/{http://www.w3.org/2000/svg}rect")
    assert len(squares) == len(filled)


def test_different_players_get_different_identicons() -> None:
    drawn = {identicon_svg(uuid.UUID(int=number)) for number in range(200)}
    assert len(drawn) > 190  # 15 bits and a hue: collisions are rare, not impossible
