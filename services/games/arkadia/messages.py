"""Conversions between Arkadia's proto messages and its internal values (cards, squares, seals)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from ludus.v1 import arkadia_pb2 as pb

from services.games.arkadia.edition import Card, Colour
from services.games.arkadia.geometry import geometry


def card_message(card: Card) -> pb.ArkadiaCard:
    return pb.ArkadiaCard(form=card.form, colour=card.colour)


def card_from(message: pb.ArkadiaCard) -> Card:
    return _card(message.form, message.colour)


@lru_cache(maxsize=1024)
def _card(form: str, colour: Colour) -> Card:
    """One shared instance per card: cards are immutable and equal ones interchangeable, and
    `evolve` reads one on most events, where building it is the larger cost.
    Shared instances also make `card in hand` succeed on identity before comparing fields."""
    return Card(form, colour)


def square_message(square: int) -> pb.ArkadiaSquare:
    row, col = geometry().row_col(square)
    return pb.ArkadiaSquare(row=row, col=col)


def square_from(message: pb.ArkadiaSquare) -> int:
    return geometry().square(message.row, message.col)


def squares_from(messages: Iterable[pb.ArkadiaSquare]) -> tuple[int, ...]:
    """`square_from` of each, in order (inlined: a building's squares are read on every build)."""
    cols = geometry().cols
    return tuple(message.row * cols + message.col for message in messages)


def seals_message(counts: tuple[int, ...]) -> pb.ArkadiaSeals:
    red, olive, silver, black = counts
    return pb.ArkadiaSeals(red=red, olive=olive, silver=silver, black=black)


def seals_from(message: pb.ArkadiaSeals) -> tuple[int, ...]:
    return (message.red, message.olive, message.silver, message.black)
