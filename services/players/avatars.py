"""Generated avatars: a GitHub-style identicon as a small deterministic SVG, drawn here.

A 5 by 5 grid mirrored left to right (so 15 cells decide it) in one colour, both taken from the
SHA-256 of the player's id: the same player always gets the same picture, any gateway draws it
without storage, and nothing about the player but their opaque id goes in. Drawn here rather
than taken from a library: PyPI's identicon packages are small projects, many without a release
for years (`identicon` 2015, `django-pydenticon` 2016, `customidenticon` 2019), so none is the
well-kept dependency the project wants, and 25 squares of SVG are a few lines that scale to any
size.
"""

from __future__ import annotations

import colorsys
import hashlib
import uuid

#: Cells per side, and the size of one cell in SVG units (the margin is half a cell).
GRID = 5
CELL = 10
SIZE = GRID * CELL + CELL


def _colour(digest: bytes) -> str:
    hue = int.from_bytes(digest[:2], "big") / 65535
    # Mid lightness and saturation: readable on light and dark pages alike.
    red, green, blue = colorsys.hls_to_rgb(hue, 0.5, 0.6)
    return f"#{round(red * 255):02x}{round(green * 255):02x}{round(blue * 255):02x}"


def cells(player_id: uuid.UUID) -> list[tuple[int, int]]:
    """The filled cells (column, row) of the player's identicon."""
    digest = hashlib.sha256(player_id.bytes).digest()
    bits = int.from_bytes(digest[2:4], "big")
    filled = []
    half = (GRID + 1) // 2
    for column in range(half):
        for row in range(GRID):
            if bits >> (column * GRID + row) & 1:
                filled.append((column, row))
                if column != GRID - 1 - column:
                    filled.append((GRID - 1 - column, row))
    return sorted(filled)


def identicon_svg(player_id: uuid.UUID) -> str:
    """The player's avatar as an SVG document."""
    digest = hashlib.sha256(player_id.bytes).digest()
    squares = "".join(
        f'<rect x="{CELL // 2 + column * CELL}" y="{CELL // 2 + row * CELL}" width="{CELL}" height="{CELL}"/>'
        for column, row in cells(player_id)
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}" width="{SIZE}" height="{SIZE}">'
        f'<rect width="{SIZE}" height="{SIZE}" fill="#f0f0f0"/><g fill="{_colour(digest)}">{squares}</g></svg>'
    )


def avatar_path(player_id: uuid.UUID) -> str:
    """Where the HTTP face serves the avatar."""
    return f"/avatars/{player_id}.svg"
