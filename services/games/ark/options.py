"""Ark's match options: which seed text a match follows where the two disagree.

ArkOptions fields are enums whose UNSPECIFIED (0) value means "the default", so a client that sends
no options, or an older client that knows fewer fields, gets the documented defaults
(docs/rules/ark.md, "Options"). `resolve` turns the message into the state's `Variant`;
`to_message` spells a variant out again, for the view and for ListGames' default_options.
"""

from __future__ import annotations

from enum import IntEnum
from typing import TypeVar

from ludus.v1 import ark_pb2 as pb

from services.core.errors import InvalidCommand
from services.games.ark.state import ChimpanzeeRule, FinalRoundRule, PetRule, Variant

DEFAULT = Variant()

E = TypeVar("E", bound=IntEnum)


def _choice(value: int, rule: type[E], default: E, field: str) -> E:
    if value == 0:
        return default
    try:
        return rule(value)
    except ValueError:
        raise InvalidCommand(f"ArkOptions.{field}: unknown value {value}") from None


def resolve(options: pb.ArkOptions) -> Variant:
    """The variant a match with these options plays; raises InvalidCommand for unknown values."""
    return Variant(
        chimpanzee=_choice(options.chimpanzee, ChimpanzeeRule, DEFAULT.chimpanzee, "chimpanzee"),
        pets=_choice(options.pets, PetRule, DEFAULT.pets, "pets"),
        final_round=_choice(options.final_round, FinalRoundRule, DEFAULT.final_round, "final_round"),
    )


def to_message(variant: Variant) -> pb.ArkOptions:
    return pb.ArkOptions(
        chimpanzee=variant.chimpanzee.value,  # type: ignore[arg-type]
        pets=variant.pets.value,  # type: ignore[arg-type]
        final_round=variant.final_round.value,  # type: ignore[arg-type]
    )
