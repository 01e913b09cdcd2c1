"""Hand-built Zapp Zerapp positions and commands for rule tests.

Apprentices are named as in the rules reference: a colour letter and 1..3 ("R1" is red apprentice
index 0). Locations are "start", "city" or a track space number.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, cast

from google.protobuf.message import Message
from ludus.v1 import zapp_zerapp_pb2 as pb

from services import games
from services.core.errors import InvalidCommand, RuleViolation
from services.core.game import Game
from services.core.rng import Rng
from services.core.simulate import start
from services.games.zapp_zerapp.board import COLOUR_VALUES, Board, load_board
from services.games.zapp_zerapp.state import NOBODY, Apprentice, Reveal, ZappState, as_colour
from services.games.zapp_zerapp.wiring import GAME, ZappZerappGame

#: Zapp Zerapp as the platform holds it (loaded from its entry point, `Game[Any]`): simulate and
#: the match code take `Game[S]`, whose message types are Message, and the game typed with its
#: own messages is not one (the contract's type parameters are invariant).
PLATFORM_GAME: Game[Any] = games.load("zapp_zerapp")


def on_platform(game: ZappZerappGame) -> Game[Any]:
    """A game on a test board as the platform would hold it (only the registry's is loaded)."""
    return cast("Game[Any]", game)


def zapp_events(events: Sequence[Message]) -> list[pb.ZappZerappEvent]:
    """The platform's events (typed Message) as the game's own: every one must be a Zapp event."""
    typed = [event for event in events if isinstance(event, pb.ZappZerappEvent)]
    assert len(typed) == len(events), "a Zapp Zerapp match produced a foreign event"
    return typed


SEED = b"zapp-zerapp-test-seed-0123456789"
RNG = Rng(SEED, "test")
LETTERS = {name[0].upper(): value for name, value in COLOUR_VALUES.items()}  # R, B, Y, G
RED, BLUE, YELLOW, GREEN = 0, 1, 2, 3  # seats
R28_LAYOUT = Path(__file__).with_name("zapp_r28_layout.json")

Where = int | str


def r28_board() -> Board:
    return load_board(R28_LAYOUT)


def options(carry: bool = False, seconds: int = 0) -> pb.ZappZerappOptions:
    return pb.ZappZerappOptions(carry_variant=carry, can_phase_seconds=seconds)


def new_match(
    seats: int = 4, carry: bool = False, seconds: int = 0, seed: bytes = SEED, game: ZappZerappGame = GAME
) -> tuple[ZappState, list[pb.ZappZerappEvent]]:
    state, events = start(on_platform(game), seats, seed, options(carry, seconds))
    return state, zapp_events(events)


def ref(name: str) -> tuple[int, int]:
    return (LETTERS[name[0]], int(name[1]) - 1)


def name_of(colour: int, index: int) -> str:
    letter = next(k for k, v in LETTERS.items() if v == colour)
    return f"{letter}{index + 1}"


def place(state: ZappState, where: Mapping[str, Where]) -> ZappState:
    """Put the named apprentices where given (others stay as they are)."""
    for name, spot in where.items():
        colour, index = ref(name)
        if spot == "start":
            apprentice = Apprentice(colour, index)
        elif spot == "city":
            apprentice = Apprentice(colour, index, area=pb.ZAPP_ZERAPP_AREA_CITY)
        else:
            assert isinstance(spot, int)
            apprentice = Apprentice(
                colour, index, area=pb.ZAPP_ZERAPP_AREA_TRACK, space=spot, arrival=state.next_arrival
            )
            state = replace(state, next_arrival=state.next_arrival + 1)
        state = state.with_apprentice(apprentice)
    return state


def moving(
    where: Mapping[str, Where],
    mover: int,
    steps: int,
    *,
    seats: int = 4,
    carry: bool = False,
    queue: Sequence[tuple[int, int]] = (),
    game: ZappZerappGame = GAME,
) -> ZappState:
    """A move-phase position: `mover` (a seat) is to move `steps`; `queue` lists (seat, can) of
    the seats still to move after it."""
    state, _ = new_match(seats, carry, game=game)
    state = place(state, where)
    reveals = [Reveal(mover, 0, steps, True)] + [
        Reveal(seat, position, can, True) for position, (seat, can) in enumerate(queue, start=1)
    ]
    return replace(
        state,
        phase=pb.ZAPP_ZERAPP_PHASE_MOVES,
        dice=(6, 6),
        reveals=tuple(reveals),
        current_mover=mover,
        steps=steps,
        move_queue=tuple(seat for seat, _ in queue),
    )


def with_cans(state: ZappState, cans: Sequence[int]) -> ZappState:
    """Fix which can is at which position this round (position i holds cans[i])."""
    assert sorted(cans) == list(range(1, 14))
    return replace(state, cans=tuple(cans))


def with_dice(state: ZappState, a: int, b: int) -> ZappState:
    return replace(state, dice=(a, b))


def where(state: ZappState, name: str) -> Where:
    apprentice = state.apprentice(*ref(name))
    if apprentice.area == pb.ZAPP_ZERAPP_AREA_START:
        return "start"
    if apprentice.area == pb.ZAPP_ZERAPP_AREA_CITY:
        return "city"
    return apprentice.space


# -- commands ---------------------------------------------------------------------------------


def grab(position: int) -> pb.ZappZerappCommand:
    return pb.ZappZerappCommand(grab=pb.ZappZerappGrab(position=position))


def shake(position: int) -> pb.ZappZerappCommand:
    return pb.ZappZerappCommand(shake=pb.ZappZerappShake(position=position))


def release(position: int) -> pb.ZappZerappCommand:
    return pb.ZappZerappCommand(release=pb.ZappZerappRelease(position=position))


def commit(position: int) -> pb.ZappZerappCommand:
    return pb.ZappZerappCommand(commit=pb.ZappZerappCommit(position=position))


def _refs(names: Sequence[str]) -> list[pb.ZappZerappApprenticeRef]:
    return [pb.ZappZerappApprenticeRef(colour=as_colour(ref(n)[0]), index=ref(n)[1]) for n in names]


def move(name_or_index: str | int, carry: Sequence[str] = (), order: Sequence[str] = ()) -> pb.ZappZerappCommand:
    index = name_or_index if isinstance(name_or_index, int) else ref(name_or_index)[1]
    return pb.ZappZerappCommand(
        move=pb.ZappZerappMove(apprentice=index, carry=_refs(carry), set_down_order=_refs(order))
    )


# -- applying ---------------------------------------------------------------------------------


def apply(
    state: ZappState, seat: int, command: pb.ZappZerappCommand, game: ZappZerappGame = GAME
) -> tuple[ZappState, list[pb.ZappZerappEvent]]:
    events = game.decide(state, seat, command, RNG)
    return game.fold(state, events), events


def violation(state: ZappState, seat: int, command: pb.ZappZerappCommand, game: ZappZerappGame = GAME) -> RuleViolation:
    """The rule violation a command is refused with (fails the test if it is accepted)."""
    try:
        game.decide(state, seat, command, RNG)
    except RuleViolation as error:
        return error
    raise AssertionError("the command was accepted")


def invalid(state: ZappState, seat: int, command: pb.ZappZerappCommand, game: ZappZerappGame = GAME) -> InvalidCommand:
    try:
        game.decide(state, seat, command, RNG)
    except InvalidCommand as error:
        return error
    raise AssertionError("the command was accepted or refused as a rule violation")


def kinds(events: Sequence[pb.ZappZerappEvent]) -> list[str]:
    return [str(event.WhichOneof("event")) for event in events]


def of_kind(events: Sequence[pb.ZappZerappEvent], kind: str) -> list:  # type: ignore[type-arg]
    return [getattr(event, kind) for event in events if event.WhichOneof("event") == kind]


def banished_names(events: Sequence[pb.ZappZerappEvent]) -> set[str]:
    return {name_of(b.apprentice.colour, b.apprentice.index) for b in of_kind(events, "apprentice_banished")}


def position_of_can(state: ZappState, can: int) -> int:
    return state.cans.index(can)


def commit_can(state: ZappState, seat: int, can: int) -> tuple[ZappState, list[pb.ZappZerappEvent]]:
    """Grab and commit the can with number `can` (tests know the hidden shuffle)."""
    position = position_of_can(state, can)
    state, first = apply(state, seat, grab(position))
    state, second = apply(state, seat, commit(position))
    return state, first + second


__all__ = ["NOBODY"]
