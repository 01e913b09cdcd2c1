"""Ark's match options: which seed text a match follows where the two disagree.

ArkOptions fields are enums whose UNSPECIFIED (0) value means "the default", so a client that sends
no options, or an older client that knows fewer fields, gets the documented defaults
(docs/rules/ark.md, "Options"). `resolve` turns the message into the state's `Variant`;
`to_message` spells a variant out again, for the view and for ListGames' default_options.
"""

from __future__ import annotations

from typing import TypeVar

from ludus.v1 import ark_pb2 as pb

from services.core.errors import InvalidCommand
from services.games.ark.enums import member
from services.games.ark.state import Variant

DEFAULT = Variant()

E = TypeVar("E", bound=int)


def _choice(value: int, rule: type[E], default: E, field: str) -> E:
    # proto3 enums are open: a client may send a number the enum does not define.
    if value == 0:
        return default
    try:
        return member(rule, value)
    except ValueError:
        raise InvalidCommand(f"ArkOptions.{field}: unknown value {value}") from None


def resolve(options: pb.ArkOptions) -> Variant:
    """The variant a match with these options plays; raises InvalidCommand for unknown values."""
    return Variant(
        chimpanzee=_choice(options.chimpanzee, pb.ArkChimpanzeeRule, DEFAULT.chimpanzee, "chimpanzee"),
        pets=_choice(options.pets, pb.ArkPetRule, DEFAULT.pets, "pets"),
        final_round=_choice(options.final_round, pb.ArkFinalRoundRule, DEFAULT.final_round, "final_round"),
    )


def to_message(variant: Variant) -> pb.ArkOptions:
    return pb.ArkOptions(chimpanzee=variant.chimpanzee, pets=variant.pets, final_round=variant.final_round)
