"""Ark's enums are the proto's (ludus.v1.ark_pb2): one source of truth, no hand-kept copies.

Rules code uses the generated values (`pb.ARK_SIDE_LEFT`, `pb.ARK_CATEGORY_SHY`, ...) and names
the types below in annotations. The generated stubs give every proto enum its own nominal type
(`pb.ArkSide`), so mypy keeps sides, categories and phases apart; at runtime `pb.ArkSide` is an
EnumTypeWrapper (not a type) and the values are plain ints. The aliases are therefore the stub
types for the type checker and `int` at runtime, which is also what the state's snapshots
(msgspec, services/core/codec) hold: an IntEnum field was encoded as its int, so the snapshot
bytes did not change when the IntEnum copies went.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, TypeAlias, TypeVar, cast

from google.protobuf.internal.enum_type_wrapper import EnumTypeWrapper
from ludus.v1 import ark_pb2 as pb

if TYPE_CHECKING:
    Side: TypeAlias = pb.ArkSide
    Category: TypeAlias = pb.ArkCategory
    Climate: TypeAlias = pb.ArkClimate
    Diet: TypeAlias = pb.ArkDiet
    Phase: TypeAlias = pb.ArkPhase
    ChimpanzeeRule: TypeAlias = pb.ArkChimpanzeeRule
    PetRule: TypeAlias = pb.ArkPetRule
    FinalRoundRule: TypeAlias = pb.ArkFinalRoundRule
else:
    Side = Category = Climate = Diet = Phase = ChimpanzeeRule = PetRule = FinalRoundRule = int

E = TypeVar("E", bound=int)

SIDES: tuple[Side, ...] = (pb.ARK_SIDE_LEFT, pb.ARK_SIDE_RIGHT)
#: The five scoring cards, in proto order (a seat's markers are indexed by category - 1).
SCORING_CATEGORIES: tuple[Category, ...] = (
    pb.ARK_CATEGORY_HEAVY,
    pb.ARK_CATEGORY_SLOW,
    pb.ARK_CATEGORY_SHY,
    pb.ARK_CATEGORY_USEFUL,
    pb.ARK_CATEGORY_PROVISION,
)


def _wrapper(enum: type[E]) -> EnumTypeWrapper:
    # The stubs declare each enum as a class; at runtime it is the EnumTypeWrapper instance.
    return cast(EnumTypeWrapper, enum)


def member(enum: type[E], number: int) -> E:
    """`number` as a value of the proto enum `enum`; ValueError for a number it does not define.

    The one place an int becomes a proto enum value (the stubs' nominal type), checked against
    the enum's descriptor."""
    if number not in _wrapper(enum).DESCRIPTOR.values_by_number:
        raise ValueError(f"{_wrapper(enum).DESCRIPTOR.name} has no value {number}")
    return cast(E, number)


def _prefix(enum: type[E]) -> str:
    """The prefix of the enum's value names: ArkClimate -> "ARK_CLIMATE_" (the proto style guide's)."""
    return _prefix_of(_wrapper(enum).DESCRIPTOR.name)


@cache  # rule messages name sides and climates; the prefix is worked out once per enum
def _prefix_of(name: str) -> str:
    return "".join("_" + c if c.isupper() and i else c for i, c in enumerate(name)).upper() + "_"


def named(enum: type[E], short: str) -> E:
    """The value of `enum` called `short` without its prefix ("hot" -> ARK_CLIMATE_HOT); KeyError if none."""
    return member(enum, _wrapper(enum).Value(_prefix(enum) + short.upper()))


def short_name(enum: type[E], value: int) -> str:
    """The value's name without the enum's prefix, lower case (ARK_CLIMATE_HOT -> "hot")."""
    return _wrapper(enum).Name(value).removeprefix(_prefix(enum)).lower()


def sign(side: Side) -> int:
    """A side's effect on tilt: right is +1, left -1."""
    return 1 if side == pb.ARK_SIDE_RIGHT else -1


def other(side: Side) -> Side:
    return pb.ARK_SIDE_LEFT if side == pb.ARK_SIDE_RIGHT else pb.ARK_SIDE_RIGHT
