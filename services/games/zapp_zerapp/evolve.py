"""Applying events to the state (`evolve`), and `Turn`, through which `decide` emits them.

`evolve` never draws and never fails on an event `decide` produced; it returns a new state and
leaves its input alone (every state class is frozen).
"""

from __future__ import annotations

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.immutable import replace
from services.core.oneof import Oneof
from services.games.zapp_zerapp.state import (
    NOBODY,
    Apprentice,
    Reveal,
    Sample,
    SeatRound,
    ZappState,
)

LOUDNESS_SCALE = 1000  # loudness travels as a float 0..1 and is kept in thousandths


def _without(items: tuple[int, ...], item: int) -> tuple[int, ...]:
    return tuple(value for value in items if value != item)


def _after(queue: tuple[int, ...], seat: int) -> tuple[int, ...]:
    """The queue once `seat` (its head, normally) has had its turn."""
    return queue[queue.index(seat) + 1 :] if seat in queue else queue


def _place_on_track(state: ZappState, colour: int, index: int, space: int) -> ZappState:
    apprentice = replace(
        state.apprentice(colour, index), area=pb.ZAPP_ZERAPP_AREA_TRACK, space=space, arrival=state.next_arrival
    )
    return replace(state.with_apprentice(apprentice), next_arrival=state.next_arrival + 1)


#: The one dispatcher of events: a handler per member of ZappZerappEvent's oneof, called as
#: `handler(state, member)` (the Game's `events`; the contract test checks none is missing).
events: Oneof[pb.ZappZerappEvent, ZappState] = Oneof(pb.ZappZerappEvent, "event")


def evolve(state: ZappState, event: pb.ZappZerappEvent) -> ZappState:
    return events.dispatch(event, state)


@events.on("game_started")
def _game_started(state: ZappState, started: pb.ZappZerappGameStarted) -> ZappState:
    colours = tuple(int(entry.colour) for entry in started.seats)
    return replace(
        state,
        colours=colours,
        carry_variant=started.carry_variant,
        can_phase_seconds=started.can_phase_seconds,
        seat_rounds=(SeatRound(),) * len(colours),
        apprentices=tuple(
            Apprentice(colour=colour, index=index)
            for colour in colours
            for index in range(started.apprentices_per_colour)
        ),
    )


@events.on("dice_rolled")
def _dice_rolled(state: ZappState, rolled: pb.ZappZerappDiceRolled) -> ZappState:
    return replace(
        state,
        phase=pb.ZAPP_ZERAPP_PHASE_CANS,
        round=rolled.round,
        dice=tuple(rolled.dice),
        cans=(),
        seat_rounds=(SeatRound(),) * state.seats,
        reveals=(),
        move_queue=(),
        current_mover=NOBODY,
        steps=0,
    )


@events.on("cans_shuffled")
def _cans_shuffled(state: ZappState, shuffled: pb.ZappZerappCansShuffled) -> ZappState:
    return replace(state, cans=tuple(shuffled.cans))


@events.on("can_grabbed")
def _can_grabbed(state: ZappState, grabbed: pb.ZappZerappCanGrabbed) -> ZappState:
    seat_round = state.seat_rounds[grabbed.seat]
    return state.with_seat_round(
        grabbed.seat, replace(seat_round, held=(*seat_round.held, grabbed.position), listening=False)
    )


@events.on("can_shaken")
def _can_shaken(state: ZappState, shaken: pb.ZappZerappCanShaken) -> ZappState:
    seat_round = state.seat_rounds[shaken.seat]
    samples = seat_round.samples
    if shaken.HasField("sample"):
        clicks = tuple((click.time_ms, round(click.loudness * LOUDNESS_SCALE)) for click in shaken.sample.clicks)
        samples = (*samples, Sample(position=shaken.position, shake=shaken.shake, clicks=clicks))
    return state.with_seat_round(
        shaken.seat, replace(seat_round, shakes=shaken.shake + 1, samples=samples, listening=True)
    )


@events.on("can_returned")
def _can_returned(state: ZappState, returned: pb.ZappZerappCanReturned) -> ZappState:
    seat_round = state.seat_rounds[returned.seat]
    return state.with_seat_round(
        returned.seat, replace(seat_round, held=_without(seat_round.held, returned.position), listening=False)
    )


@events.on("can_committed")
def _can_committed(state: ZappState, committed: pb.ZappZerappCanCommitted) -> ZappState:
    seat_round = state.seat_rounds[committed.seat]
    return state.with_seat_round(
        committed.seat,
        replace(
            seat_round,
            held=_without(seat_round.held, committed.position),
            committed=committed.position,
            listening=False,
        ),
    )


@events.on("can_phase_closed")
def _can_phase_closed(state: ZappState, closed: pb.ZappZerappCanPhaseClosed) -> ZappState:
    return replace(state, phase=pb.ZAPP_ZERAPP_PHASE_MOVES)


@events.on("cans_revealed")
def _cans_revealed(state: ZappState, revealed: pb.ZappZerappCansRevealed) -> ZappState:
    return replace(
        state,
        reveals=tuple(
            Reveal(seat=r.seat, position=r.position, can=r.can, qualifies=r.qualifies) for r in revealed.reveals
        ),
        move_queue=tuple(revealed.move_order),
    )


@events.on("move_turn_started")
def _move_turn_started(state: ZappState, started: pb.ZappZerappMoveTurnStarted) -> ZappState:
    return replace(
        state,
        current_mover=started.seat,
        steps=started.steps,
        move_queue=_after(state.move_queue, started.seat),
    )


@events.on("move_skipped")
def _move_skipped(state: ZappState, skipped: pb.ZappZerappMoveSkipped) -> ZappState:
    return replace(state, current_mover=NOBODY, steps=0, move_queue=_after(state.move_queue, skipped.seat))


@events.on("apprentice_moved")
def _apprentice_moved(state: ZappState, moved: pb.ZappZerappApprenticeMoved) -> ZappState:
    ref = moved.apprentice
    return _place_on_track(state, ref.colour, ref.index, moved.destination.space)


@events.on("apprentice_banished")
def _apprentice_banished(state: ZappState, banished: pb.ZappZerappApprenticeBanished) -> ZappState:
    ref = banished.apprentice
    return state.with_apprentice(Apprentice(colour=ref.colour, index=ref.index))


@events.on("apprentice_carried")
def _apprentice_carried(state: ZappState, carried: pb.ZappZerappApprenticeCarried) -> ZappState:
    ref = carried.apprentice
    return _place_on_track(state, ref.colour, ref.index, carried.set_down_at)


@events.on("apprentice_arrived")
def _apprentice_arrived(state: ZappState, arrived: pb.ZappZerappApprenticeArrived) -> ZappState:
    ref = arrived.apprentice
    return state.with_apprentice(Apprentice(colour=ref.colour, index=ref.index, area=pb.ZAPP_ZERAPP_AREA_CITY))


@events.on("game_won")
def _game_won(state: ZappState, won: pb.ZappZerappGameWon) -> ZappState:
    return replace(state, phase=pb.ZAPP_ZERAPP_PHASE_OVER, winner=won.seat, current_mover=NOBODY)


class Turn:
    """Collects a command's events, applying each one as it is emitted, so that every later check
    in the same command sees the state the earlier events produced."""

    def __init__(self, state: ZappState) -> None:
        self.state = state
        self.events: list[pb.ZappZerappEvent] = []

    def emit(self, event: pb.ZappZerappEvent) -> None:
        self.events.append(event)
        self.state = evolve(self.state, event)
