"""Ark's card data, loaded from cards.json (the Ludus edition card list) and checked on load.

Rules code reads every card attribute from here; nothing about a card is hard-coded elsewhere.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import IntEnum
from functools import cache
from pathlib import Path

RAIN = "rain"


class Category(IntEnum):
    """Values match ludus.v1.ArkCategory."""

    NONE = 0
    HEAVY = 1
    SLOW = 2
    SHY = 3
    USEFUL = 4
    PROVISION = 5


SCORING_CATEGORIES = (Category.HEAVY, Category.SLOW, Category.SHY, Category.USEFUL, Category.PROVISION)


class Climate(IntEnum):
    """Values match ludus.v1.ArkClimate."""

    HOT = 1
    COLD = 2
    BOTH = 3


class Diet(IntEnum):
    """Values match ludus.v1.ArkDiet."""

    NONE = 0
    HERBIVORE = 1
    CARNIVORE = 2
    OMNIVORE = 3


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    climate: Climate
    weight: int
    diet: Diet
    category: Category
    special: bool
    ability: str
    #: Discs taken from the supply when the card enters the ark (the fox).
    discs_on_entry: int = 0
    cannot_be_driven_out: bool = False
    #: Which predators need not be lighter than this card: "any" or "weight_1_or_more".
    predator_exempt: str = ""
    #: What this card may drive out of the cabin it enters: "any", "weight_2" or "shy".
    drives_out: str = ""
    half_marker: bool = False
    #: The chimpanzee: its effect places (or, with ChimpanzeeRule.UPGRADE, upgrades to) a half-marker.
    upgrades_marker: bool = False

    @property
    def is_provision(self) -> bool:
        return self.category == Category.PROVISION

    @property
    def is_animal(self) -> bool:
        return not self.is_provision

    @property
    def is_predator(self) -> bool:
        return self.diet in (Diet.CARNIVORE, Diet.OMNIVORE)

    @property
    def ends_action(self) -> bool:
        """Slow animals and provisions end a play action and never come second."""
        return self.category in (Category.SLOW, Category.PROVISION)

    @property
    def valid_pet(self) -> bool:
        return self.is_animal and self.weight <= 2 and not self.special


@dataclass(frozen=True)
class Catalogue:
    cards: dict[str, Card]
    rain_cards: int
    discs: int
    markers_per_player: int

    def __getitem__(self, card_id: str) -> Card:
        return self.cards[card_id]


_DATA = Path(__file__).with_name("cards.json")


@cache
def catalogue() -> Catalogue:
    raw = json.loads(_DATA.read_text(encoding="utf-8"))
    cards: dict[str, Card] = {}
    for entry in raw["cards"]:
        effects = entry.get("effects", {})
        card = Card(
            id=entry["id"],
            name=entry["name"],
            climate=Climate[entry["climate"].upper()],
            weight=int(entry["weight"]),
            diet=Diet[entry["diet"].upper()],
            category=Category[entry["category"].upper()],
            special=bool(entry["special"]),
            ability=entry["ability"],
            discs_on_entry=int(effects.get("discs_on_entry", 0)),
            cannot_be_driven_out=bool(effects.get("cannot_be_driven_out", False)),
            predator_exempt=effects.get("predator_exempt", ""),
            drives_out=effects.get("drives_out", ""),
            half_marker=bool(effects.get("half_marker", False)),
            upgrades_marker=bool(effects.get("upgrades_marker", False)),
        )
        if card.id in cards or card.id == RAIN:
            raise ValueError(f"duplicate card id {card.id!r}")
        if not 0 <= card.weight <= 4:
            raise ValueError(f"{card.id}: weight out of range")
        cards[card.id] = card
    return Catalogue(cards, int(raw["rain_cards"]), int(raw["discs"]), int(raw["markers_per_player"]))


def card(card_id: str) -> Card:
    return catalogue().cards[card_id]
