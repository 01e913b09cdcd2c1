"""The Ludus edition of Primordial Soup, loaded from soup.json and checked on load.

The rules reference (section 2, R6) keeps the board, the environment deck, the gene table, the
scoring tables and the track constants in one data file, so that a corrected edition changes one
file. Rules code reads every such number from here; nothing of it is hard-coded elsewhere.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

from ludus.v1 import primordial_soup_pb2 as pb

# The proto's direction enum (see state.py for why the name is `int` at runtime).
if TYPE_CHECKING:
    Direction: TypeAlias = pb.PrimordialSoupDirection
else:
    Direction = int

COMPASS = (
    pb.PRIMORDIAL_SOUP_DIRECTION_NORTH,
    pb.PRIMORDIAL_SOUP_DIRECTION_EAST,
    pb.PRIMORDIAL_SOUP_DIRECTION_SOUTH,
    pb.PRIMORDIAL_SOUP_DIRECTION_WEST,
)

#: Every ability a gene card may grant (soup.json "abilities"); the rules implement each of them.
ABILITIES = frozenset(
    {
        "movement_1",
        "movement_2",
        "speed",
        "persistence",
        "spores",
        "defense",
        "escape",
        "substitution",
        "streamlining",
        "tentacle",
        "holding",
        "longevity",
        "frugality",
        "struggle",
        "aggression",
        "parasitism",
        "division_rate",
        "armor",
    }
)

#: The feeding genes, in the order the feeding table names them.
FEEDING_ABILITIES = ("frugality", "parasitism", "substitution")


@dataclass(frozen=True)
class Space:
    id: int
    row: int
    column: int
    #: Neighbour per Direction (index = Direction value); None at an edge or the island.
    neighbours: tuple[int | None, ...]

    def neighbour(self, direction: Direction) -> int | None:
        return self.neighbours[direction] if direction != pb.PRIMORDIAL_SOUP_DIRECTION_NONE else None


@dataclass(frozen=True)
class EnvironmentCard:
    id: str
    ozone: int
    drift: Direction


@dataclass(frozen=True)
class Gene:
    id: str
    name: str
    price: int
    mp: int
    copies: dict[int, int]
    advanced: bool
    replaces: tuple[str, ...]
    phases: tuple[int, ...]
    abilities: frozenset[str]
    defect_relief: int
    score_cards: int
    effect: str


@dataclass(frozen=True)
class Constants:
    amoebas_per_colour: int
    cubes_per_colour: int
    cubes_per_space: int
    starting_bp: int
    first_amoeba_dp: dict[int, int]
    #: Die face -> direction; pb.PRIMORDIAL_SOUP_DIRECTION_NONE for "stay"; None for "the player chooses".
    die_faces: dict[int, Direction | None]
    active_move_cost: int
    escape_cost: int
    attack_cost: int
    defense_cost: int
    parasitism_cost: int
    excretion: int
    starvation_dp: int
    death_dp: int
    longevity_death_dp: int
    armor_dp: int
    death_cubes_per_colour: int
    attack_cubes_per_colour: int
    division_income: int
    division_cost: int
    division_rate_cost: int
    tentacle_cubes: dict[int, int]


@dataclass(frozen=True)
class Edition:
    name: str
    colours: tuple[str, ...]
    spaces: tuple[Space, ...]
    cards: dict[str, EnvironmentCard]
    genes: dict[str, Gene]
    #: Per player count: frozenset of feeding abilities used -> allowed patterns (largest first).
    meals: dict[int, dict[frozenset[str], tuple[tuple[int, ...], ...]]]
    amoeba_points: tuple[int, ...]
    gene_points: tuple[int, ...]
    start_spaces: dict[int, int]
    end_threshold: int
    rules: Constants

    def copies(self, gene: str, seats: int) -> int:
        return self.genes[gene].copies[seats]

    def genes_in_play(self, seats: int) -> tuple[Gene, ...]:
        return tuple(gene for gene in self.genes.values() if gene.copies[seats] > 0)

    def points_for_amoebas(self, count: int) -> int:
        return self.amoeba_points[min(count, len(self.amoeba_points) - 1)]

    def points_for_genes(self, cards: int) -> int:
        return self.gene_points[min(cards, len(self.gene_points) - 1)]


_DATA = Path(__file__).with_name("soup.json")
_DIRECTIONS = {
    "north": pb.PRIMORDIAL_SOUP_DIRECTION_NORTH,
    "east": pb.PRIMORDIAL_SOUP_DIRECTION_EAST,
    "south": pb.PRIMORDIAL_SOUP_DIRECTION_SOUTH,
    "west": pb.PRIMORDIAL_SOUP_DIRECTION_WEST,
}


def _by_seats(raw: dict[str, Any]) -> dict[int, int]:
    return {int(seats): int(value) for seats, value in raw.items()}


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise ValueError(f"soup.json: {message}")


def _load_spaces(raw: list[dict[str, Any]]) -> tuple[Space, ...]:
    spaces = []
    for index, entry in enumerate(raw):
        _check(entry["id"] == index, "spaces must be listed by id from 0")
        neighbours = [None] * 5
        for name, direction in _DIRECTIONS.items():
            neighbours[direction] = entry[name]
        spaces.append(Space(index, int(entry["row"]), int(entry["col"]), tuple(neighbours)))
    opposite = {
        pb.PRIMORDIAL_SOUP_DIRECTION_NORTH: pb.PRIMORDIAL_SOUP_DIRECTION_SOUTH,
        pb.PRIMORDIAL_SOUP_DIRECTION_EAST: pb.PRIMORDIAL_SOUP_DIRECTION_WEST,
    }
    for space in spaces:
        for direction in COMPASS:
            other = space.neighbour(direction)
            if other is None:
                continue
            _check(0 <= other < len(spaces), f"space {space.id} has an unknown neighbour")
            back = opposite.get(direction) or next(d for d, o in opposite.items() if o == direction)
            _check(spaces[other].neighbour(back) == space.id, f"adjacency {space.id}-{other} is one-way")
    return tuple(spaces)


def _load_genes(raw: list[dict[str, Any]]) -> dict[str, Gene]:
    genes: dict[str, Gene] = {}
    for entry in raw:
        gene = Gene(
            id=entry["id"],
            name=entry["name"],
            price=int(entry["price"]),
            mp=int(entry["mp"]),
            copies=_by_seats(entry["copies"]),
            advanced=bool(entry["advanced"]),
            replaces=tuple(entry["replaces"]),
            phases=tuple(entry["phases"]),
            abilities=frozenset(entry["abilities"]),
            defect_relief=int(entry["defect_relief"]),
            score_cards=int(entry["score_cards"]),
            effect=entry["effect"],
        )
        _check(gene.id not in genes, f"duplicate gene {gene.id}")
        _check(gene.abilities <= ABILITIES, f"{gene.id}: unknown ability")
        _check(gene.defect_relief > 0, f"{gene.id}: giving it up must settle something")
        _check(gene.price > 0 and set(gene.copies) == {3, 4}, f"{gene.id}: price or copies")
        _check(gene.advanced == bool(gene.replaces), f"{gene.id}: advanced genes replace a basic gene")
        genes[gene.id] = gene
    for gene in genes.values():
        for basic in gene.replaces:
            _check(basic in genes and not genes[basic].advanced, f"{gene.id} replaces unknown {basic}")
    return genes


def _load_meals(
    raw: dict[str, Any], genes: dict[str, Gene]
) -> dict[int, dict[frozenset[str], tuple[tuple[int, ...], ...]]]:
    meals: dict[int, dict[frozenset[str], tuple[tuple[int, ...], ...]]] = {}
    for seats_text, rules in raw.items():
        seats = int(seats_text)
        table: dict[frozenset[str], tuple[tuple[int, ...], ...]] = {}
        for rule in rules:
            used = frozenset(rule["genes"])
            _check(used <= set(FEEDING_ABILITIES), f"meals: unknown feeding gene in {sorted(used)}")
            patterns = tuple(tuple(sorted(p, reverse=True)) for p in rule["patterns"])
            _check(all(len(p) < seats and min(p) > 0 for p in patterns), f"meals {seats}: bad pattern")
            table[used] = patterns
        # Every combination of feeding genes that exist with this player count needs a row.
        present = [
            ability
            for ability in FEEDING_ABILITIES
            if any(ability in g.abilities and g.copies[seats] > 0 for g in genes.values())
        ]
        for size in range(len(present) + 1):
            for combo in combinations(present, size):
                _check(frozenset(combo) in table, f"meals {seats}: no row for {combo}")
        meals[seats] = table
    return meals


def _load_constants(raw: dict[str, Any]) -> Constants:
    faces: dict[int, Direction | None] = {}
    for face, meaning in raw["die_faces"].items():
        faces[int(face)] = None if meaning == "choose" else _DIRECTIONS.get(meaning, pb.PRIMORDIAL_SOUP_DIRECTION_NONE)
    _check(sorted(faces) == [1, 2, 3, 4, 5, 6], "die_faces must cover 1..6")
    simple = {
        name: int(value)
        for name, value in raw.items()
        if name not in {"die_faces", "first_amoeba_dp", "tentacle_cubes"}
    }
    return Constants(
        die_faces=faces,
        first_amoeba_dp=_by_seats(raw["first_amoeba_dp"]),
        tentacle_cubes=_by_seats(raw["tentacle_cubes"]),
        **simple,
    )


@cache
def edition() -> Edition:
    raw = json.loads(_DATA.read_text(encoding="utf-8"))
    genes = _load_genes(raw["genes"])
    cards: dict[str, EnvironmentCard] = {}
    for entry in raw["environment_cards"]:
        drift = _DIRECTIONS[entry["drift"]] if entry["drift"] else pb.PRIMORDIAL_SOUP_DIRECTION_NONE
        cards[entry["id"]] = EnvironmentCard(entry["id"], int(entry["ozone"]), drift)
    _check(len(cards) == len(raw["environment_cards"]), "duplicate environment card")
    result = Edition(
        name=raw["edition"],
        colours=tuple(raw["colours"]),
        spaces=_load_spaces(raw["board"]),
        cards=cards,
        genes=genes,
        meals=_load_meals(raw["meals"], genes),
        amoeba_points=tuple(raw["scoring"]["amoeba_points"]),
        gene_points=tuple(raw["scoring"]["gene_points"]),
        start_spaces=_by_seats(raw["track"]["start_spaces"]),
        end_threshold=int(raw["track"]["end_threshold"]),
        rules=_load_constants(raw["rules"]),
    )
    _check(len(result.colours) == 4 and set(result.start_spaces) == {3, 4}, "3 or 4 colours in play")
    _check(
        len(result.amoeba_points) == result.rules.amoebas_per_colour + 1,
        "amoeba_points needs one entry per count 0..7",
    )
    needed = len(result.spaces) * result.rules.cubes_per_space
    _check(result.rules.cubes_per_colour >= needed, "not enough cubes for setup")
    return result
