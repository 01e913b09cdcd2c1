"""The Ludus edition data (rules reference §2): board, environment deck, gene table, meals and
scoring tables, and the proto enum values the state mirrors."""

from __future__ import annotations

import enum
import importlib
import pkgutil
from itertools import combinations
from pathlib import Path

import pytest
from ludus.v1 import primordial_soup_pb2 as pb

import services.games.primordial_soup as soup_package
from services.core.simulate import play_random
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.wiring import GAME
from tests.games.primordial_soup.soup_builders import PLATFORM_GAME, soup_events

# Rules reference §2.3: price, MP, copies with 3 and 4 players.
GENE_TABLE = {
    "movement_1": (3, 2, 2, 2),
    "spores": (3, 3, 1, 1),
    "speed": (4, 3, 1, 2),
    "defense": (4, 4, 1, 1),
    "escape": (4, 4, 1, 2),
    "substitution": (4, 4, 1, 1),
    "ray_protection": (5, -2, 1, 2),
    "streamlining": (5, 4, 1, 1),
    "tentacle": (5, 4, 1, 2),
    "holding": (5, 4, 1, 1),
    "longevity": (5, 5, 1, 2),
    "frugality": (6, 5, 0, 1),
    "struggle_for_survival": (6, 4, 2, 2),
    "parasitism": (6, 5, 0, 1),
    "division_rate": (6, 5, 1, 2),
    "intelligence": (2, 3, 1, 2),
    "persistence": (4, 4, 1, 1),
    "movement_2": (5, 5, 1, 2),
    "aggression": (5, 5, 1, 1),
    "armor": (6, 6, 1, 1),
}


def test_board_has_19_spaces_with_orthogonal_two_way_adjacency() -> None:
    spaces = edition().spaces
    assert len(spaces) == 19
    cells = {(s.row, s.column) for s in spaces}
    assert (2, 2) not in cells  # the compass island
    assert len(cells) == 19
    for space in spaces:
        for direction, (dr, dc) in {
            pb.PRIMORDIAL_SOUP_DIRECTION_NORTH: (-1, 0),
            pb.PRIMORDIAL_SOUP_DIRECTION_EAST: (0, 1),
            pb.PRIMORDIAL_SOUP_DIRECTION_SOUTH: (1, 0),
            pb.PRIMORDIAL_SOUP_DIRECTION_WEST: (0, -1),
        }.items():
            other = space.neighbour(direction)
            target = (space.row + dr, space.column + dc)
            assert (other is not None) == (target in cells)
            if other is not None:
                assert (spaces[other].row, spaces[other].column) == target


def test_environment_deck_matches_the_reference() -> None:
    cards = edition().cards
    assert [(c.id, c.ozone, c.drift) for c in cards.values()] == [
        ("E1", 12, pb.PRIMORDIAL_SOUP_DIRECTION_NORTH),
        ("E2", 10, pb.PRIMORDIAL_SOUP_DIRECTION_EAST),
        ("E3", 14, pb.PRIMORDIAL_SOUP_DIRECTION_SOUTH),
        ("E4", 9, pb.PRIMORDIAL_SOUP_DIRECTION_WEST),
        ("E5", 11, pb.PRIMORDIAL_SOUP_DIRECTION_NORTH),
        ("E6", 13, pb.PRIMORDIAL_SOUP_DIRECTION_EAST),
        ("E7", 8, pb.PRIMORDIAL_SOUP_DIRECTION_SOUTH),
        ("E8", 15, pb.PRIMORDIAL_SOUP_DIRECTION_WEST),
        ("E9", 10, pb.PRIMORDIAL_SOUP_DIRECTION_NONE),
        ("E10", 12, pb.PRIMORDIAL_SOUP_DIRECTION_SOUTH),
        ("E11", 16, pb.PRIMORDIAL_SOUP_DIRECTION_EAST),
    ]


def test_gene_table_matches_the_reference() -> None:
    table = {g.id: (g.price, g.mp, g.copies[3], g.copies[4]) for g in edition().genes.values()}
    assert table == GENE_TABLE


def test_gene_card_counts_are_20_with_3_players_and_30_with_4() -> None:
    genes = edition().genes.values()
    for seats, basic, advanced in ((3, 16, 4), (4, 25, 5)):
        assert sum(g.copies[seats] for g in genes if not g.advanced) == basic
        assert sum(g.copies[seats] for g in genes if g.advanced) == advanced


def test_advanced_genes_replace_their_basic_genes() -> None:
    replaces = {g.id: g.replaces for g in edition().genes.values() if g.advanced}
    assert replaces == {
        "persistence": ("speed",),
        "movement_2": ("movement_1",),
        "aggression": ("struggle_for_survival",),
        "armor": ("defense", "escape"),
    }


def _derived_meals(seats: int) -> dict[frozenset[str], set[tuple[int, ...]]]:
    """R14: Substitution first (one colour fewer, one cube more), then one cube off per
    Frugality or Parasitism, colours falling to 0 dropping out."""
    basic = {(1, 1, 1)} if seats == 4 else {(2, 1)}

    def substitute(meal: tuple[int, ...]) -> set[tuple[int, ...]]:
        total = sum(meal) + 1
        colours = len(meal) - 1
        out = set()
        for split in combinations(range(1, total), colours - 1):
            parts = [b - a for a, b in zip((0, *split), (*split, total), strict=True)]
            if all(p > 0 for p in parts):
                out.add(tuple(sorted(parts, reverse=True)))
        return out

    def reduce(meal: tuple[int, ...]) -> set[tuple[int, ...]]:
        out = set()
        for i in range(len(meal)):
            smaller = [*meal[:i], meal[i] - 1, *meal[i + 1 :]]
            out.add(tuple(sorted((p for p in smaller if p), reverse=True)))
        return out

    table = {}
    for used in edition().meals[seats]:
        meals = set(basic)
        if "substitution" in used:
            meals = set().union(*(substitute(m) for m in meals))
        for _ in used - {"substitution"}:
            meals = set().union(*(reduce(m) for m in meals))
        table[used] = meals
    return table


@pytest.mark.parametrize("seats", [3, 4])
def test_feeding_table_follows_r14(seats: int) -> None:
    data = {used: set(patterns) for used, patterns in edition().meals[seats].items()}
    assert data == _derived_meals(seats)


def test_scoring_tables_match_the_seed() -> None:
    data = edition()
    assert [data.points_for_amoebas(n) for n in range(8)] == [0, 0, 0, 1, 2, 4, 5, 6]
    assert [data.points_for_genes(n) for n in range(10)] == [0, 0, 0, 1, 2, 3, 4, 4, 4, 4]
    assert data.end_threshold == 42


def test_the_game_keeps_no_enum_copies_of_its_proto_enums() -> None:
    """One source of truth: the rules use the proto's enum values, no hand-kept IntEnum mirror."""
    package = Path(soup_package.__file__).parent
    for module_info in pkgutil.iter_modules([str(package)]):
        module = importlib.import_module(f"{soup_package.__name__}.{module_info.name}")
        defined = [
            value
            for value in vars(module).values()
            if isinstance(value, type) and issubclass(value, enum.Enum) and value.__module__ == module.__name__
        ]
        assert defined == [], f"{module.__name__} defines enums {defined}"


def test_state_enum_fields_hold_proto_enum_values() -> None:
    """Every enum-typed field of a played state holds a value of its proto enum, as a plain int
    (what the snapshot codec stores)."""
    fields = {
        "phase": pb.PrimordialSoupPhase,
        "stage": pb.PrimordialSoupAmoebaStage,
        "division_case": pb.PrimordialSoupDivisionCase,
        "end_reason": pb.PrimordialSoupEndReason,
    }
    trace = play_random(PLATFORM_GAME, 4, b"enum-values".ljust(32, b"."))
    state = GAME.initial_state(pb.PrimordialSoupOptions(), 4)
    states = []
    for event in soup_events([*trace.setup, *(event for step in trace.steps for event in step.events)]):
        state = GAME.evolve(state, event)
        states.append(state)
    assert states[-1] == trace.final
    for state in states:
        for name, proto_enum in fields.items():
            value = getattr(state, name)
            assert type(value) is int and value in proto_enum.values(), (name, value)
        if state.decision is not None:
            assert state.decision.kind in pb.PrimordialSoupDecisionKind.values()
        if state.move is not None:
            assert state.move.kind in pb.PrimordialSoupMovementKind.values()
            assert state.move.purpose in pb.PrimordialSoupMovementPurpose.values()
    assert {state.phase for state in states} >= {pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT, pb.PRIMORDIAL_SOUP_PHASE_OVER}


def test_catalogue_publishes_the_edition() -> None:
    catalogue = GAME.static_data()
    assert isinstance(catalogue, pb.PrimordialSoupCatalogue)
    assert len(catalogue.spaces) == 19 and len(catalogue.environment_cards) == 11 and len(catalogue.genes) == 20
    assert list(catalogue.colours) == ["red", "yellow", "green", "blue"]
    assert not catalogue.spaces[0].HasField("north") and catalogue.spaces[0].east == 1
    assert len(catalogue.meals_4p) == 8 and len(catalogue.meals_3p) == 2
