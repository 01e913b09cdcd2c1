"""Hand-built Primordial Soup positions, scripted dice and short-hands for rule tests."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any, cast

import pytest
from google.protobuf.message import Message
from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import RuleViolation
from services.core.game import Game
from services.core.rng import Rng
from services.games.primordial_soup import commands, engine
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.state import (
    Amoeba,
    AmoebaRef,
    Decision,
    DecisionKind,
    HeldGene,
    Phase,
    Player,
    SoupState,
)
from services.games.primordial_soup.turn import Turn
from services.games.primordial_soup.wiring import GAME

N, E, S, W = (
    pb.PRIMORDIAL_SOUP_DIRECTION_NORTH,
    pb.PRIMORDIAL_SOUP_DIRECTION_EAST,
    pb.PRIMORDIAL_SOUP_DIRECTION_SOUTH,
    pb.PRIMORDIAL_SOUP_DIRECTION_WEST,
)
#: GAME as the platform's helpers (services.core.simulate) take it: they are typed `Game[S]`, with
#: Message for the message types, and a Game of the game's own messages does not convert to that
#: (the type parameters are invariant). At runtime it is the same object.
PLATFORM_GAME = cast("Game[SoupState]", GAME)
NO_DRIFT_CARD = "E9"  # ozone 10, no drift
Cubes = tuple[int, ...]
#: A held gene: its id, or (id, acquired round), or (id, acquired round, basic gene given up).
GeneEntry = str | tuple[str, int] | tuple[str, int, str]


class ScriptedRng(Rng):
    """An rng that returns the given values in order and fails on any unexpected draw."""

    def __init__(self, values: Iterable[int] = ()) -> None:
        super().__init__(b"scripted", "scripted")
        self.values = list(values)

    def _next(self) -> int:
        if not self.values:
            raise AssertionError("the rules drew more dice or cards than the test scripted")
        return self.values.pop(0)

    def randint(self, low: int, high: int) -> int:
        value = self._next()
        assert low <= value <= high, f"scripted {value} outside {low}..{high}"
        return value

    def below(self, n: int) -> int:
        value = self._next()
        assert 0 <= value < n, f"scripted {value} outside 0..{n - 1}"
        return value


def make_state(
    seats: int = 4,
    *,
    amoebas: Sequence[tuple[int, ...]] = (),
    cubes: dict[int, Cubes] | None = None,
    default_cubes: int = 2,
    bp: Sequence[int] | int = 4,
    genes: Mapping[int, Sequence[GeneEntry]] | None = None,
    markers: Sequence[int] | None = None,
    card: str = NO_DRIFT_CARD,
    phase: Phase = pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT,
    round_number: int = 2,
    turned: Sequence[str] | None = None,
) -> SoupState:
    """A position between phases. `amoebas`: (seat, number, space[, dp]); `cubes`: per space,
    others hold `default_cubes` of each colour; `genes`: per seat, ids or (id, acquired round).
    The supply holds the rest of each colour's 55 cubes."""
    data = edition()
    table = [
        tuple(cubes[space]) if cubes and space in cubes else (default_cubes,) * seats
        for space in range(len(data.spaces))
    ]
    supply = tuple(data.rules.cubes_per_colour - sum(space[c] for space in table) for c in range(seats))
    balances = [bp] * seats if isinstance(bp, int) else list(bp)
    players = []
    for seat in range(seats):
        held = []
        for entry in (genes or {}).get(seat, ()):
            gene, acquired, *given_up = (entry, 1) if isinstance(entry, str) else entry
            default = data.genes[gene].replaces[0] if data.genes[gene].advanced else ""
            held.append(HeldGene(gene, acquired, given_up[0] if given_up else default))
        marker = markers[seat] if markers else seat + 1
        players.append(Player(bp=balances[seat], marker=marker, genes=tuple(held)))
    turned = tuple(turned) if turned is not None else (card,)
    return SoupState(
        seats=seats,
        phase=phase,
        round=round_number,
        players=tuple(players),
        amoebas=tuple(sorted((Amoeba(*a) for a in amoebas), key=lambda a: (a.seat, a.number))),
        cubes=tuple(table),
        supply=supply,
        card=card,
        turned=turned,
        deck=tuple(sorted(c for c in data.cards if c not in turned)),
        order=(),
    )


def start_phase(
    state: SoupState, phase: Phase, rolls: Iterable[int] = ()
) -> tuple[SoupState, list[pb.PrimordialSoupEvent]]:
    """Enter `phase` as the engine does (its order fixed now) and play on to the first decision."""
    turn = Turn(state, ScriptedRng(rolls))
    order = engine.ascending(state) if phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT else engine.descending(state)
    engine.start_phase(turn, phase, order)
    if phase == pb.PRIMORDIAL_SOUP_PHASE_ENVIRONMENT:
        from services.games.primordial_soup import environment

        environment.turn_card(turn)
    engine.advance(turn)
    return turn.state, turn.events


def start_turn(
    state: SoupState, seat: int, phase: Phase = pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT, rolls: Iterable[int] = ()
) -> SoupState:
    """`seat`'s turn in `phase` (other seats' turns skipped), played to its first decision."""
    order = engine.ascending(state) if phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT else engine.descending(state)
    turn = Turn(replace(state, phase=phase, order=order), ScriptedRng(rolls))
    turn.emit(turn_started=pb.PrimordialSoupTurnStarted(seat=seat))
    if phase == pb.PRIMORDIAL_SOUP_PHASE_DIVISION:
        from services.games.primordial_soup import division

        division.start_turn(turn, seat)
    engine.advance(turn)
    return turn.state


def command(field: str, **fields: Any) -> pb.PrimordialSoupCommand:
    message_type = type(getattr(pb.PrimordialSoupCommand(), field))
    return pb.PrimordialSoupCommand(**{field: message_type(**fields)})


def ref(seat: int, number: int) -> pb.PrimordialSoupAmoebaRef:
    return pb.PrimordialSoupAmoebaRef(seat=seat, number=number)


def cubes(*counts: int) -> pb.PrimordialSoupCubes:
    return pb.PrimordialSoupCubes(counts=list(counts))


def act(
    state: SoupState, cmd: pb.PrimordialSoupCommand, rolls: Iterable[int] = (), seat: int | None = None
) -> tuple[SoupState, list[pb.PrimordialSoupEvent]]:
    """The awaited seat (or `seat`) sends `cmd`; every scripted roll must be used."""
    rng = ScriptedRng(rolls)
    acting = seat if seat is not None else state.decision.seat if state.decision else 0
    events = commands.decide(state, acting, cmd, rng)
    assert not rng.values, f"unused scripted rolls {rng.values}"
    return GAME.fold(state, events), events


def refused(state: SoupState, cmd: pb.PrimordialSoupCommand, code: str, seat: int | None = None) -> None:
    acting = seat if seat is not None else state.decision.seat if state.decision else 0
    with pytest.raises(RuleViolation) as error:
        commands.decide(state, acting, cmd, ScriptedRng([1] * 50))
    assert error.value.code == code, error.value.message


def normalise(command: pb.PrimordialSoupCommand, seats: int) -> bytes:
    """Equal commands as decide reads them: cube counts padded, follow numbers in order."""
    copy_ = pb.PrimordialSoupCommand()
    copy_.CopyFrom(command)
    kind = copy_.WhichOneof("command")
    if kind is not None:
        message = getattr(copy_, kind)
        if "cubes" in message.DESCRIPTOR.fields_by_name:
            counts = list(message.cubes.counts)
            message.cubes.counts[:] = counts + [0] * (seats - len(counts))
        if kind == "follow":
            message.numbers[:] = sorted(message.numbers)
    return copy_.SerializeToString(deterministic=True)


def kinds(events: Sequence[pb.PrimordialSoupEvent]) -> list[str]:
    return [str(event.WhichOneof("event")) for event in events]


def of_kind(events: Sequence[pb.PrimordialSoupEvent], kind: str) -> list[Any]:
    return [getattr(event, kind) for event in events if event.WhichOneof("event") == kind]


def soup_events(events: Sequence[Message]) -> list[pb.PrimordialSoupEvent]:
    """The platform helpers' events (typed Message) as the game's own, checked."""
    checked = []
    for event in events:
        assert isinstance(event, pb.PrimordialSoupEvent), type(event)
        checked.append(event)
    return checked


def soup_command(command: Message) -> pb.PrimordialSoupCommand:
    """A platform helper's command (typed Message) as the game's own, checked."""
    assert isinstance(command, pb.PrimordialSoupCommand), type(command)
    return command


def pending(state: SoupState) -> Decision:
    """The pending decision (a test that expects none to be pending fails here)."""
    assert state.decision is not None, "no decision pending"
    return state.decision


def awaiting_kind(state: SoupState) -> DecisionKind:
    assert state.decision is not None, "no decision pending"
    return state.decision.kind


def space_of(state: SoupState, seat: int, number: int) -> int:
    amoeba = state.amoeba(AmoebaRef(seat, number))
    assert amoeba is not None, f"amoeba {seat}/{number} is not on the board"
    return amoeba.space


def dp_of(state: SoupState, seat: int, number: int) -> int:
    amoeba = state.amoeba(AmoebaRef(seat, number))
    assert amoeba is not None
    return amoeba.dp


def legal(state: SoupState) -> list[pb.PrimordialSoupCommand]:
    assert state.decision is not None
    return commands.legal_commands(state, state.decision.seat)


def total_cubes(state: SoupState) -> list[int]:
    return [sum(space[c] for space in state.cubes) + state.supply[c] for c in range(state.seats)]


#: Out-of-the-way spaces for the amoebas of seats a test does not care about.
BYSTANDER_SPACES = (13, 17, 18, 0)


def with_bystanders(seats: int, amoebas: Sequence[tuple[int, ...]], skip: Sequence[int] = ()) -> list[tuple[int, ...]]:
    """Give every seat without an amoeba (except `skip`) one (number 7) on an out-of-the-way
    space, so that a phase stops at that seat's decision instead of running on."""
    placed = {a[0] for a in amoebas} | set(skip)
    return [*amoebas, *((seat, 7, BYSTANDER_SPACES[seat]) for seat in range(seats) if seat not in placed)]
