"""Conversions between Arkadia's proto messages and its internal values (cards, squares, seals)."""

from __future__ import annotations

from typing import cast

from ludus.v1 import arkadia_pb2 as pb

from services.games.arkadia.edition import Card, Colour
from services.games.arkadia.geometry import geometry


def colour_enum(colour: int) -> pb.ArkadiaColour:
    """An internal Colour (an int) as the proto enum type."""
    return cast(pb.ArkadiaColour, int(colour))


def card_message(card: Card) -> pb.ArkadiaCard:
    return pb.ArkadiaCard(form=card.form, colour=colour_enum(card.colour))


def card_from(message: pb.ArkadiaCard) -> Card:
    return Card(message.form, Colour(message.colour))


def square_message(square: int) -> pb.ArkadiaSquare:
    row, col = geometry().row_col(square)
    return pb.ArkadiaSquare(row=row, col=col)


def square_from(message: pb.ArkadiaSquare) -> int:
    return geometry().square(message.row, message.col)


def seals_message(counts: tuple[int, ...]) -> pb.ArkadiaSeals:
    red, olive, silver, black = counts
    return pb.ArkadiaSeals(red=red, olive=olive, silver=silver, black=black)


def seals_from(message: pb.ArkadiaSeals) -> tuple[int, ...]:
    return (message.red, message.olive, message.silver, message.black)
