"""Arkadia's legal commands: the exact set `decide` accepts, without materialising it.

The set can be large: a late-game build has hundreds of placements per card times the draw
choices, a worker placement is any non-empty subset of a building's empty neighbours with any mix
of own and neutral workers, and a banner's cash-in is any amount up to each colour's holding.
`legal_commands` therefore returns a `CommandSpace`: a `Sequence` that knows its exact length,
builds its i-th command on demand (combinatorial unranking), and iterates lazily. Every command
it contains is accepted by `decide`, and every command `decide` accepts is in it (descriptions
are canonical: listed orientations only, workers in ascending square order, one card per
form and colour). `random_command` draws a uniform index, so it samples the true legal set
uniformly without enumerating it.

Placements come from the precomputed tables of geometry.py: one AND per (orientation, anchor)
against the occupancy mask for "covers nothing", one against it for "touches something".
"""

from __future__ import annotations

import abc
import bisect
import itertools
from collections.abc import Iterator, Sequence
from math import comb, prod
from typing import overload

from ludus.v1 import arkadia_pb2 as pb

from services.core.rng import Rng
from services.games.arkadia import board, castle
from services.games.arkadia.edition import Card
from services.games.arkadia.geometry import Placement, geometry, squares_of
from services.games.arkadia.messages import card_message, colour_enum, seals_message
from services.games.arkadia.state import ArkadiaState, Phase

DISPLAY = pb.ARKADIA_DRAW_SOURCE_DISPLAY
PILE = pb.ARKADIA_DRAW_SOURCE_PILE
NONE = pb.ARKADIA_DRAW_SOURCE_NONE
DRAW_SOURCES = (DISPLAY, PILE, NONE)


def draw_options(state: ArkadiaState) -> list[tuple[pb.ArkadiaDrawSource, int]]:
    """(source, display slot) pairs a build may name: any display slot, the pile if it has cards,
    and NONE only when both are empty (ruling 19)."""
    options = [(DISPLAY, slot) for slot in range(len(state.display))]
    if state.pile:
        options.append((PILE, 0))
    return options or [(NONE, 0)]


def distinct_cards(hand: tuple[Card, ...]) -> list[Card]:
    return sorted(set(hand))


def can_build(state: ArkadiaState, seat: int, occupied: int) -> bool:
    return any(board.has_placement(form, occupied) for form in {card.form for card in state.players[seat].hand})


def worker_targets(state: ArkadiaState, occupied: int) -> list[tuple[int, list[int]]]:
    """(building id, its empty neighbour squares ascending) for every building with some."""
    targets = []
    for building in state.buildings:
        empty = board.empty_around(building, occupied)
        if empty:
            targets.append((building.id, squares_of(empty)))
    return targets


def can_place_workers(state: ArkadiaState, seat: int, occupied: int) -> bool:
    player = state.players[seat]
    if player.workers + player.neutral == 0:
        return False
    return any(board.empty_around(building, occupied) for building in state.buildings)


def must_pass(state: ArkadiaState, seat: int) -> bool:
    """Ruling 28: no card can be placed and no worker can be placed."""
    occupied = board.occupied_mask(state)
    return not can_build(state, seat, occupied) and not can_place_workers(state, seat, occupied)


# ---------------------------------------------------------------------------------------------
# Blocks of commands, each with an exact size and on-demand unranking
# ---------------------------------------------------------------------------------------------


class _Block(abc.ABC):
    size: int

    @abc.abstractmethod
    def command(self, index: int) -> pb.ArkadiaCommand:
        """The index-th command of the block (0 <= index < size)."""

    def __iter__(self) -> Iterator[pb.ArkadiaCommand]:
        for index in range(self.size):
            yield self.command(index)


class _Listed(_Block):
    def __init__(self, commands: list[pb.ArkadiaCommand]) -> None:
        self.commands = commands
        self.size = len(commands)

    def command(self, index: int) -> pb.ArkadiaCommand:
        return self.commands[index]

    def __iter__(self) -> Iterator[pb.ArkadiaCommand]:
        return iter(self.commands)


class _Builds(_Block):
    """One card: every legal placement times every draw choice."""

    def __init__(self, card: Card, placements: list[Placement], draws: list[tuple[pb.ArkadiaDrawSource, int]]) -> None:
        self.card = card
        self.card_message = card_message(card)
        self.placements = placements
        self.draws = draws
        self.size = len(placements) * len(draws)

    def command(self, index: int) -> pb.ArkadiaCommand:
        placement_index, draw_index = divmod(index, len(self.draws))
        placement = self.placements[placement_index]
        source, slot = self.draws[draw_index]
        orientation = placement.orientation
        return pb.ArkadiaCommand(
            build=pb.ArkadiaBuild(
                card=self.card_message,
                rotation=orientation.rotation,
                reflected=orientation.reflected,
                row=placement.row,
                col=placement.col,
                draw_from=source,
                display_slot=slot,
            )
        )


def unrank_combination(n: int, size: int, rank: int) -> list[int]:
    """The rank-th `size`-subset of range(n) in itertools.combinations order."""
    chosen: list[int] = []
    start = 0
    for remaining in range(size, 0, -1):
        for candidate in range(start, n):
            count = comb(n - candidate - 1, remaining - 1)
            if rank < count:
                chosen.append(candidate)
                start = candidate + 1
                break
            rank -= count
    return chosen


class _Workers(_Block):
    """One building: every non-empty set of its empty neighbours, each square with an own or a
    neutral worker, within the workers held. Ordered by set size, then the set (in
    itertools.combinations order), then the number of neutral workers, then which squares."""

    def __init__(self, building: int, squares: list[int], own: int, neutral: int) -> None:
        self.building = building
        self.squares = squares
        self.cells = [geometry().row_col(square) for square in squares]
        self.own = own
        self.neutral = neutral
        self.by_size: list[tuple[int, int, int]] = []  # (set size, kind mixes per set, block size)
        total = 0
        for size in range(1, min(len(squares), own + neutral) + 1):
            mixes = sum(comb(size, n) for n in self._neutral_counts(size))
            self.by_size.append((size, mixes, comb(len(squares), size) * mixes))
            total += comb(len(squares), size) * mixes
        self.size = total

    def _neutral_counts(self, size: int) -> range:
        return range(max(0, size - self.own), min(size, self.neutral) + 1)

    def _message(self, chosen: Sequence[int], neutral_positions: Sequence[int]) -> pb.ArkadiaCommand:
        # Filled in place rather than through nested constructors: about three times faster,
        # which matters when a caller lists tens of thousands of these.
        command = pb.ArkadiaCommand()
        place = command.place_workers
        place.building = self.building
        neutral_set = set(neutral_positions)
        for position, square_index in enumerate(chosen):
            worker = place.workers.add()
            worker.square.row, worker.square.col = self.cells[square_index]
            if position in neutral_set:
                worker.neutral = True
        return command

    def command(self, index: int) -> pb.ArkadiaCommand:
        for size, mixes, block in self.by_size:
            if index >= block:
                index -= block
                continue
            subset_rank, mix_rank = divmod(index, mixes)
            chosen = unrank_combination(len(self.squares), size, subset_rank)
            for neutral_count in self._neutral_counts(size):
                count = comb(size, neutral_count)
                if mix_rank < count:
                    return self._message(chosen, unrank_combination(size, neutral_count, mix_rank))
                mix_rank -= count
        raise IndexError(index)

    def __iter__(self) -> Iterator[pb.ArkadiaCommand]:
        for size, _, _ in self.by_size:
            for chosen in itertools.combinations(range(len(self.squares)), size):
                for neutral_count in self._neutral_counts(size):
                    for neutral_positions in itertools.combinations(range(size), neutral_count):
                        yield self._message(chosen, neutral_positions)


class _CashIns(_Block):
    """A banner with every possible cash-in: 0..held seals of each colour (mixed radix, the last
    colour varying fastest, as itertools.product)."""

    def __init__(self, held: tuple[int, ...]) -> None:
        self.held = held
        self.size = prod(count + 1 for count in held)

    def command(self, index: int) -> pb.ArkadiaCommand:
        amounts = [0] * len(self.held)
        for position in range(len(self.held) - 1, -1, -1):
            index, amounts[position] = divmod(index, self.held[position] + 1)
        return pb.ArkadiaCommand(use_banner=pb.ArkadiaUseBanner(cash_in=seals_message(tuple(amounts))))


class CommandSpace(Sequence[pb.ArkadiaCommand]):
    """An exact, lazily built list of legal commands (see the module docstring)."""

    def __init__(self, blocks: list[_Block]) -> None:
        self._blocks = [block for block in blocks if block.size]
        self._starts: list[int] = []
        total = 0
        for block in self._blocks:
            self._starts.append(total)
            total += block.size
        self._size = total

    def __len__(self) -> int:
        return self._size

    @overload
    def __getitem__(self, index: int) -> pb.ArkadiaCommand: ...

    @overload
    def __getitem__(self, index: slice) -> list[pb.ArkadiaCommand]: ...

    def __getitem__(self, index: int | slice) -> pb.ArkadiaCommand | list[pb.ArkadiaCommand]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._size))]
        if index < 0:
            index += self._size
        if not 0 <= index < self._size:
            raise IndexError("legal command index out of range")
        position = bisect.bisect_right(self._starts, index) - 1
        return self._blocks[position].command(index - self._starts[position])

    def __iter__(self) -> Iterator[pb.ArkadiaCommand]:
        for block in self._blocks:
            yield from block

    def __repr__(self) -> str:
        return f"CommandSpace({self._size} commands)"


def legal_commands(state: ArkadiaState, seat: int) -> CommandSpace:
    """Every command `seat` may submit now (see the module docstring)."""
    phase = state.phase
    if phase in (Phase.SETUP, Phase.OVER) or seat != state.current:
        return CommandSpace([])
    player = state.players[seat]
    if phase == Phase.CASTLE:
        return CommandSpace(
            [
                _Listed(
                    [
                        pb.ArkadiaCommand(
                            place_castle_piece=pb.ArkadiaPlaceCastlePiece(colour=colour_enum(colour), lot_square=square)
                        )
                        for colour in castle.available_colours(state)
                        for square in castle.open_squares(state)
                    ]
                )
            ]
        )
    if phase == Phase.BANNER:
        end_turn = _Listed([pb.ArkadiaCommand(end_turn=pb.ArkadiaEndTurn())])
        return CommandSpace([end_turn, _CashIns(player.seals)] if player.banners else [end_turn])
    occupied = board.occupied_mask(state)
    draws = draw_options(state)
    placements_by_form: dict[str, list[Placement]] = {}
    blocks: list[_Block] = []
    for card in distinct_cards(player.hand):
        if card.form not in placements_by_form:
            placements_by_form[card.form] = board.placements(card.form, occupied)
        blocks.append(_Builds(card, placements_by_form[card.form], draws))
    if player.workers + player.neutral:
        for building, squares in worker_targets(state, occupied):
            blocks.append(_Workers(building, squares, player.workers, player.neutral))
    space = CommandSpace(blocks)
    if len(space) == 0:
        return CommandSpace([_Listed([pb.ArkadiaCommand(pass_turn=pb.ArkadiaPassTurn())])])
    return space


def random_command(state: ArkadiaState, seat: int, rng: Rng) -> pb.ArkadiaCommand | None:
    """A uniformly random legal command, drawn by index from the lazy space."""
    space = legal_commands(state, seat)
    if not len(space):
        return None
    return space[rng.below(len(space))]
