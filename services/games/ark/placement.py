"""Where a card may go: the placement rules of Ark (rules reference §4.3, §4.4 and §5.2).

Pure functions over the state. `check` answers either a `Placement` or the first `Violation`
(checked in the reference's order a-e), without raising, so that legal-move enumeration stays
cheap; `decide` turns a violation into a RuleViolation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ludus.v1 import ark_pb2 as pb

from services.games.ark import enums
from services.games.ark.cards import Card, card
from services.games.ark.enums import Side
from services.games.ark.state import ArkState

MAX_CABIN = 3
MAX_TILT = 2


@dataclass(frozen=True)
class Violation:
    code: str
    message: str


@dataclass(frozen=True)
class Placement:
    side: Side
    row: int
    new_cabin: bool
    #: The animal driven out, if any.
    target: str
    tilt: int


def adjacent(state: ArkState, side: Side, row: int) -> list[tuple[str, ...]]:
    """Cabins next to (side, row): same side one row up and down, other side same row.

    Diagonal cabins are not adjacent (R7). `row` may be a cabin about to be opened.
    """
    own = state.cabins(side)
    other = state.cabins(enums.other(side))
    found = []
    for neighbour in (row - 1, row + 1):
        if 1 <= neighbour <= len(own):
            found.append(own[neighbour - 1])
    if 1 <= row <= len(other):
        found.append(other[row - 1])
    return found


def _climate_clash(new: Card, others: Sequence[Card]) -> bool:
    if new.climate == pb.ARK_CLIMATE_BOTH:
        return False
    opposite = pb.ARK_CLIMATE_COLD if new.climate == pb.ARK_CLIMATE_HOT else pb.ARK_CLIMATE_HOT
    return any(other.climate == opposite for other in others)


def _predator_threatens(predator: Card, other: Card) -> bool:
    """D2 for one (predator, other animal) pair, with the turtle and hedgehog exceptions."""
    if other.predator_exempt == "any":
        return False
    if other.predator_exempt == "weight_1_or_more" and predator.weight >= 1:
        return False
    return predator.weight >= other.weight


def _diet_violation(new: Card, others: Sequence[Card]) -> Violation | None:
    # D1: a cabin with a provision holds no herbivore and no omnivore.
    eats_plants = (pb.ARK_DIET_HERBIVORE, pb.ARK_DIET_OMNIVORE)
    plant_eaters = [other for other in others if other.diet in eats_plants]
    if new.is_provision and plant_eaters:
        return Violation(
            "ARK_PROVISION_WITH_PLANT_EATER",
            f"a provision cannot share a cabin with herbivores or omnivores ({_names(plant_eaters)})",
        )
    if new.diet in eats_plants and any(other.is_provision for other in others):
        return Violation(
            "ARK_PROVISION_WITH_PLANT_EATER",
            f"the {new.name.lower()} eats plants and cannot share a cabin with a provision",
        )
    # D2: every predator weighs strictly less than every other animal in its cabin
    # (provisions are not animals). Only pairs with the new card can fail.
    if new.is_animal:
        for other in others:
            if other.is_provision:
                continue
            if new.is_predator and _predator_threatens(new, other):
                return Violation(
                    "ARK_PREDATOR_NOT_LIGHTER",
                    f"the {new.name.lower()} (weight {new.weight}) is a predator and must be lighter "
                    f"than the {other.name.lower()} (weight {other.weight})",
                )
            if other.is_predator and _predator_threatens(other, new):
                return Violation(
                    "ARK_PREDATOR_NOT_LIGHTER",
                    f"the {other.name.lower()} (weight {other.weight}) is a predator and must be lighter "
                    f"than the {new.name.lower()} (weight {new.weight})",
                )
    return None


def _names(cards: Sequence[Card]) -> str:
    return ", ".join(card.name.lower() for card in cards)


def _holds_carnivore(cabin: Sequence[str]) -> bool:
    return any(card(card_id).diet == pb.ARK_DIET_CARNIVORE for card_id in cabin)


def _full(cabin: Sequence[str]) -> bool:
    return len(cabin) >= MAX_CABIN


def _tilt_after(state: ArkState, new: Card, side: Side) -> int:
    """The tilt once `new` is placed on `side` without driving anything out."""
    return state.tilt + enums.sign(side) * new.weight


def _level_enough(tilt: int) -> bool:
    return -MAX_TILT <= tilt <= MAX_TILT


def check(state: ArkState, new: Card, side: Side, row: int, drive_out: str = "") -> Placement | Violation:
    """Whether `new` may go to (side, row), optionally driving `drive_out` out of that cabin."""
    cabins = state.cabins(side)
    count = len(cabins)
    if drive_out:
        if not new.drives_out:
            return Violation("ARK_NOT_A_DRIVER", f"the {new.name.lower()} cannot drive animals out")
        if row > count or drive_out not in cabins[row - 1]:
            return Violation("ARK_DRIVE_OUT_TARGET_MISSING", f"there is no {drive_out} in that cabin to drive out")
        target = card(drive_out)
        if target.is_provision:
            return Violation("ARK_DRIVE_OUT_NOT_ANIMAL", "provisions cannot be driven out")
        if target.cannot_be_driven_out:
            return Violation("ARK_DRIVE_OUT_IMMUNE", f"the {target.name.lower()} can never be driven out")
        allowed = {
            "any": True,
            "weight_2": target.weight == 2,
            "shy": target.category == pb.ARK_CATEGORY_SHY,
        }[new.drives_out]
        if not allowed:
            wants = {"weight_2": "an animal of weight 2", "shy": "a shy animal"}[new.drives_out]
            return Violation(
                "ARK_DRIVE_OUT_WRONG_TARGET",
                f"the {new.name.lower()} can only drive out {wants}, not the {target.name.lower()}",
            )
        cabin = list(cabins[row - 1])
        cabin.remove(drive_out)
        others = [card(card_id) for card_id in cabin]
        tilt = state.tilt + enums.sign(side) * (new.weight - target.weight)
        new_cabin = False
    else:
        if row > count + 1:
            return Violation(
                "ARK_ROW_SKIPPED",
                f"the {enums.short_name(pb.ArkSide, side)} side has {count} cabins: a new one goes in row {count + 1}",
            )
        new_cabin = row == count + 1
        cabin = [] if new_cabin else list(cabins[row - 1])
        if _full(cabin):
            return Violation("ARK_CABIN_FULL", f"that cabin already holds {MAX_CABIN} cards")
        others = [card(card_id) for card_id in cabin]
        tilt = _tilt_after(state, new, side)
    if _climate_clash(new, others):
        climate = enums.short_name(pb.ArkClimate, new.climate)
        return Violation(
            "ARK_CLIMATE_MISMATCH",
            f"the {new.name.lower()} ({climate} climate) cannot share a cabin with animals of the opposite climate",
        )
    if not _level_enough(tilt):
        return Violation("ARK_TILT_LIMIT", f"the ark would tilt {tilt:+d}; it must stay within -2..+2")
    diet = _diet_violation(new, others)
    if diet is not None:
        return diet
    if (
        new.category == pb.ARK_CATEGORY_SHY
        and not drive_out
        and (_holds_carnivore(cabin) or any(_holds_carnivore(n) for n in adjacent(state, side, row)))
    ):
        return Violation(
            "ARK_SHY_NEAR_CARNIVORE",
            f"the {new.name.lower()} is shy: no carnivore may be in its cabin or a neighbouring one",
        )
    return Placement(side, row, new_cabin, drive_out, tilt)


def refused_early(state: ArkState, new: Card, side: Side, cabin: Sequence[str] | None) -> bool:
    """True when `check` must refuse placing `new` into `cabin` on `side` (None: a new cabin)
    without a drive-out: the cabin is full, or the climate or the tilt forbids it. These are the
    very predicates `check` applies (`_full`, `_climate_clash`, `_tilt_after`/`_level_enough`), so
    the legal-command enumeration may skip such candidates without calling `check` and without
    losing one it would accept."""
    if not _level_enough(_tilt_after(state, new, side)):
        return True
    if cabin is None:
        return False
    return _full(cabin) or _climate_clash(new, [card(card_id) for card_id in cabin])
