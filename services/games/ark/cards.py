"""Ark's card data, loaded from cards.json (the Ludus edition card list) and checked on load.

Rules code reads every card attribute from here; nothing about a card is hard-coded elsewhere.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ludus.v1 import ark_pb2 as pb

from services.games.ark.enums import Category, Climate, Diet, named

RAIN = "rain"


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
        return self.category == pb.ARK_CATEGORY_PROVISION

    @property
    def is_animal(self) -> bool:
        return not self.is_provision

    @property
    def is_predator(self) -> bool:
        return self.diet in (pb.ARK_DIET_CARNIVORE, pb.ARK_DIET_OMNIVORE)

    @property
    def ends_action(self) -> bool:
        """Slow animals and provisions end a play action and never come second."""
        return self.category in (pb.ARK_CATEGORY_SLOW, pb.ARK_CATEGORY_PROVISION)

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
            climate=named(pb.ArkClimate, entry["climate"]),
            weight=int(entry["weight"]),
            diet=named(pb.ArkDiet, entry["diet"]),
            category=named(pb.ArkCategory, entry["category"]),
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
