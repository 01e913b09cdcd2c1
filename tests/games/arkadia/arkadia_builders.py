"""Hand-built Arkadia positions and command shortcuts for rule tests.

Positions start from a real setup (seed fixed) and are then edited with `dataclasses.replace`:
the lot moved where the test wants it, hands dealt by hand, buildings and workers put down
directly (bypassing the rules, so a test can build exactly the board it describes).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

import pytest
from google.protobuf import json_format
from google.protobuf.message import Message
from ludus.v1 import arkadia_pb2 as pb

from services import games
from services.core.errors import InvalidCommand, RuleViolation
from services.core.game import Game
from services.core.rng import Rng
from services.core.simulate import start
from services.games.arkadia import rules
from services.games.arkadia.edition import Card, Colour, edition
from services.games.arkadia.geometry import Placement, geometry
from services.games.arkadia.state import ArkadiaState, Building, Player, Worker
from services.games.arkadia.wiring import GAME

#: The game as the platform holds it (`Game[ArkadiaState]`, its messages seen as `Message`): what
#: services.core.simulate takes. The same object as GAME, loaded through its entry point.
PLATFORM_GAME: Game[ArkadiaState] = games.load("arkadia")

RED, OLIVE, SILVER, BLACK = (
    pb.ARKADIA_COLOUR_RED,
    pb.ARKADIA_COLOUR_OLIVE,
    pb.ARKADIA_COLOUR_SILVER,
    pb.ARKADIA_COLOUR_BLACK,
)
DISPLAY = pb.ARKADIA_DRAW_SOURCE_DISPLAY
PILE = pb.ARKADIA_DRAW_SOURCE_PILE
NO_DRAW = pb.ARKADIA_DRAW_SOURCE_NONE


def arkadia_events(events: Sequence[Message]) -> list[pb.ArkadiaEvent]:
    """Events of a platform trace (typed `Message` there) as the ArkadiaEvents they are."""
    typed = [event for event in events if isinstance(event, pb.ArkadiaEvent)]
    assert len(typed) == len(events), "a trace of an Arkadia match holds ArkadiaEvents only"
    return typed


def with_raw_enum(command: pb.ArkadiaCommand, member: str, field: str, value: int) -> pb.ArkadiaCommand:
    """`command` with the enum `field` of its `member` set to any number, as a client may send
    (proto3 enums are open): a typed setter only takes the enum's values."""
    raw = json_format.MessageToDict(command, preserving_proto_field_name=True)
    raw.setdefault(member, {})[field] = value
    return json_format.ParseDict(raw, pb.ArkadiaCommand())


def sq(row: int, col: int) -> int:
    return geometry().square(row, col)


def card(form: str, colour: Colour = RED) -> Card:
    return Card(form, colour)


def fresh(seats: int = 2, seed: bytes = b"arkadia-test-seed".ljust(32, b"-")) -> ArkadiaState:
    """A freshly set-up match."""
    state, _ = start(PLATFORM_GAME, seats, seed)
    return state


def make_state(
    *,
    seats: int = 2,
    lot: tuple[int, int] = (4, 5),
    hands: Mapping[int, Sequence[Card]] | None = None,
    display: Sequence[Card] | None = None,
    pile: Sequence[Card] | None = None,
    current: int = 0,
) -> ArkadiaState:
    """A position at the start of `current`'s turn with the lot at `lot`; hands, display and pile
    as given (defaults: empty hands, the setup's display and pile)."""
    state = fresh(seats)
    hands = hands or {}
    players = tuple(replace(player, hand=tuple(hands.get(seat, ()))) for seat, player in enumerate(state.players))
    return replace(
        state,
        lot_anchor=sq(*lot),
        players=players,
        display=tuple(display) if display is not None else state.display,
        pile=tuple(pile) if pile is not None else state.pile,
        current=current,
    )


def placement_of(form: str, cells: Iterable[tuple[int, int]]) -> Placement:
    """The geometry placement of `form` covering exactly these squares."""
    squares = tuple(sorted(sq(r, c) for r, c in cells))
    for placement in geometry().placements[form]:
        if placement.squares == squares:
            return placement
    raise AssertionError(f"{form} cannot cover {sorted(cells)}")


def add_building(
    state: ArkadiaState,
    form: str,
    cells: Iterable[tuple[int, int]],
    colour: Colour = RED,
    *,
    builder: int = 0,
    complete: bool = False,
) -> ArkadiaState:
    placement = placement_of(form, list(cells))
    building = Building(
        id=len(state.buildings) + 1,
        card=Card(form, colour),
        rotation=placement.orientation.rotation,
        reflected=placement.orientation.reflected,
        anchor=sq(placement.row, placement.col),
        squares=placement.squares,
        builder=builder,
        neutral_taken=0,
        complete=complete,
    )
    tents = tuple(t for t in state.tents if t not in placement.squares)
    return replace(state, buildings=(*state.buildings, building), tents=tents)


def add_workers(
    state: ArkadiaState, cells: Iterable[tuple[int, int]], colour: int = 0, placed_by: int | None = None
) -> ArkadiaState:
    new = tuple(Worker(sq(r, c), colour, placed_by if placed_by is not None else max(colour, 0)) for r, c in cells)
    return replace(state, workers=state.workers + new)


def set_player(state: ArkadiaState, seat: int, **changes: Any) -> ArkadiaState:
    return state.with_player(seat, replace(state.players[seat], **changes))


def player(state: ArkadiaState, seat: int) -> Player:
    return state.players[seat]


# -- commands ------------------------------------------------------------------------------------


def build(
    form: str,
    colour: Colour,
    cells: Iterable[tuple[int, int]],
    draw: pb.ArkadiaDrawSource = PILE,
    slot: int = 0,
) -> pb.ArkadiaCommand:
    """A build covering exactly `cells`."""
    placement = placement_of(form, list(cells))
    return build_at(
        form,
        colour,
        placement.orientation.rotation,
        placement.orientation.reflected,
        placement.row,
        placement.col,
        draw,
        slot,
    )


def build_at(
    form: str,
    colour: Colour,
    rotation: int,
    reflected: bool,
    row: int,
    col: int,
    draw: pb.ArkadiaDrawSource = PILE,
    slot: int = 0,
) -> pb.ArkadiaCommand:
    return pb.ArkadiaCommand(
        build=pb.ArkadiaBuild(
            card=pb.ArkadiaCard(form=form, colour=colour),
            rotation=rotation,
            reflected=reflected,
            row=row,
            col=col,
            draw_from=draw,
            display_slot=slot,
        )
    )


def place_workers(building: int, *workers: tuple[int, int] | tuple[int, int, bool]) -> pb.ArkadiaCommand:
    """Workers as (row, col) for own or (row, col, True) for neutral."""
    return pb.ArkadiaCommand(
        place_workers=pb.ArkadiaPlaceWorkers(
            building=building,
            workers=[
                pb.ArkadiaWorkerPlacement(
                    square=pb.ArkadiaSquare(row=w[0], col=w[1]), neutral=len(w) > 2 and bool(w[2])
                )
                for w in workers
            ],
        )
    )


def castle_piece(colour: Colour, lot_square: int) -> pb.ArkadiaCommand:
    return pb.ArkadiaCommand(place_castle_piece=pb.ArkadiaPlaceCastlePiece(colour=colour, lot_square=lot_square))


def banner(red: int = 0, olive: int = 0, silver: int = 0, black: int = 0) -> pb.ArkadiaCommand:
    return pb.ArkadiaCommand(
        use_banner=pb.ArkadiaUseBanner(cash_in=pb.ArkadiaSeals(red=red, olive=olive, silver=silver, black=black))
    )


END_TURN = pb.ArkadiaCommand(end_turn=pb.ArkadiaEndTurn())
PASS = pb.ArkadiaCommand(pass_turn=pb.ArkadiaPassTurn())


# -- running commands ----------------------------------------------------------------------------


def act(state: ArkadiaState, seat: int, command: pb.ArkadiaCommand) -> tuple[ArkadiaState, list[pb.ArkadiaEvent]]:
    """decide, then fold the events: the new state and the events."""
    events = GAME.decide(state, seat, command, Rng(b"unused", "decide"))
    return GAME.fold(state, events), events


def after(state: ArkadiaState, seat: int, command: pb.ArkadiaCommand) -> ArkadiaState:
    return act(state, seat, command)[0]


def kinds(events: Sequence[pb.ArkadiaEvent]) -> list[str]:
    return [str(event.WhichOneof("event")) for event in events]


def of_kind(events: Sequence[pb.ArkadiaEvent], kind: str) -> list[pb.ArkadiaEvent]:
    return [event for event in events if event.WhichOneof("event") == kind]


def violation(state: ArkadiaState, seat: int, command: pb.ArkadiaCommand) -> str:
    """The rule code `decide` answers with; fails the test if it accepts the command."""
    with pytest.raises(RuleViolation) as raised:
        rules.decide(state, seat, command)
    return raised.value.code


def invalid(state: ArkadiaState, seat: int, command: pb.ArkadiaCommand) -> str:
    with pytest.raises(InvalidCommand) as raised:
        rules.decide(state, seat, command)
    return raised.value.message


def is_legal(state: ArkadiaState, seat: int, command: pb.ArkadiaCommand) -> bool:
    return command in list(GAME.legal_commands(state, seat))


def lot_index(state: ArkadiaState, row: int, col: int) -> int:
    """The lot square at board square (row, col)."""
    lot_row, lot_col = geometry().row_col(state.lot_anchor)
    return (row - lot_row) * edition().lot_cols + (col - lot_col)


def late_game_board(seed: bytes = b"late", buildings: int = 24, workers: int = 12) -> ArkadiaState:
    """A crowded board with the most choice: `buildings` buildings placed legally (touching
    something, covering nothing) and `workers` workers beside them, drawn from `seed`; seat 0 to
    act with four cards of different forms (the smithy among them), 6 own and 3 neutral workers,
    a full display and a pile."""
    from services.games.arkadia import board, checks

    rng = Rng(seed, "late-game")
    state = fresh(2)
    deck = rng.shuffled(edition().deck())
    hand = (card("smithy", SILVER), card("trade_centre", RED), card("monastery", BLACK), card("house", OLIVE))
    rest = [c for c in deck if c not in hand]
    placed = 0
    for next_card in rest:
        if placed == buildings:
            break
        options = checks.placements(next_card.form, board.occupied_mask(state))
        if not options:
            continue
        chosen = rng.choice(options)
        state = add_building(
            state, next_card.form, [geometry().row_col(s) for s in chosen.squares], next_card.colour, builder=placed % 2
        )
        placed += 1
    for _ in range(workers):
        occupied = board.occupied_mask(state)
        free = [s for b in state.buildings for s in range(geometry().size) if board.empty_around(b, occupied) >> s & 1]
        if not free:
            break
        state = add_workers(state, [geometry().row_col(rng.choice(free))], colour=rng.below(2))
    state = set_player(state, 0, hand=hand, workers=6, neutral=3)
    return replace(state, display=tuple(rest[-3:]), pile=tuple(rest[-10:-3]), current=0)
