"""Applying events to the state (`evolve`), and `Turn`, through which `decide` emits them.

`evolve` never draws and never fails on an event `decide` produced; it returns a new state and
leaves its input alone (every state class is frozen).
"""

from __future__ import annotations

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.immutable import replace
from services.games.zapp_zerapp.state import (
    NOBODY,
    Apprentice,
    Area,
    Phase,
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
    apprentice = replace(state.apprentice(colour, index), area=Area.TRACK, space=space, arrival=state.next_arrival)
    return replace(state.with_apprentice(apprentice), next_arrival=state.next_arrival + 1)


def evolve(state: ZappState, event: pb.ZappZerappEvent) -> ZappState:
    kind = event.WhichOneof("event")
    if kind == "game_started":
        started = event.game_started
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
    if kind == "dice_rolled":
        rolled = event.dice_rolled
        return replace(
            state,
            phase=Phase.CANS,
            round=rolled.round,
            dice=tuple(rolled.dice),
            cans=(),
            seat_rounds=(SeatRound(),) * state.seats,
            reveals=(),
            move_queue=(),
            current_mover=NOBODY,
            steps=0,
        )
    if kind == "cans_shuffled":
        return replace(state, cans=tuple(event.cans_shuffled.cans))
    if kind == "can_grabbed":
        grabbed = event.can_grabbed
        seat_round = state.seat_rounds[grabbed.seat]
        return state.with_seat_round(
            grabbed.seat, replace(seat_round, held=(*seat_round.held, grabbed.position), listening=False)
        )
    if kind == "can_shaken":
        shaken = event.can_shaken
        seat_round = state.seat_rounds[shaken.seat]
        samples = seat_round.samples
        if shaken.HasField("sample"):
            clicks = tuple((click.time_ms, round(click.loudness * LOUDNESS_SCALE)) for click in shaken.sample.clicks)
            samples = (*samples, Sample(position=shaken.position, shake=shaken.shake, clicks=clicks))
        return state.with_seat_round(
            shaken.seat, replace(seat_round, shakes=shaken.shake + 1, samples=samples, listening=True)
        )
    if kind == "can_returned":
        returned = event.can_returned
        seat_round = state.seat_rounds[returned.seat]
        return state.with_seat_round(
            returned.seat, replace(seat_round, held=_without(seat_round.held, returned.position), listening=False)
        )
    if kind == "can_committed":
        committed = event.can_committed
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
    if kind == "can_phase_closed":
        return replace(state, phase=Phase.MOVES)
    if kind == "cans_revealed":
        revealed = event.cans_revealed
        return replace(
            state,
            reveals=tuple(
                Reveal(seat=r.seat, position=r.position, can=r.can, qualifies=r.qualifies) for r in revealed.reveals
            ),
            move_queue=tuple(revealed.move_order),
        )
    if kind == "move_turn_started":
        started_turn = event.move_turn_started
        return replace(
            state,
            current_mover=started_turn.seat,
            steps=started_turn.steps,
            move_queue=_after(state.move_queue, started_turn.seat),
        )
    if kind == "move_skipped":
        skipped = event.move_skipped.seat
        return replace(state, current_mover=NOBODY, steps=0, move_queue=_after(state.move_queue, skipped))
    if kind == "apprentice_moved":
        moved = event.apprentice_moved
        ref = moved.apprentice
        return _place_on_track(state, ref.colour, ref.index, moved.destination.space)
    if kind == "apprentice_banished":
        ref = event.apprentice_banished.apprentice
        home = Apprentice(colour=ref.colour, index=ref.index)
        return state.with_apprentice(home)
    if kind == "apprentice_carried":
        carried = event.apprentice_carried
        ref = carried.apprentice
        return _place_on_track(state, ref.colour, ref.index, carried.set_down_at)
    if kind == "apprentice_arrived":
        ref = event.apprentice_arrived.apprentice
        return state.with_apprentice(Apprentice(colour=ref.colour, index=ref.index, area=Area.CITY))
    if kind == "game_won":
        return replace(state, phase=Phase.OVER, winner=event.game_won.seat, current_mover=NOBODY)
    raise ValueError(f"unknown Zapp Zerapp event {kind!r}")


class Turn:
    """Collects a command's events, applying each one as it is emitted, so that every later check
    in the same command sees the state the earlier events produced."""

    def __init__(self, state: ZappState) -> None:
        self.state = state
        self.events: list[pb.ZappZerappEvent] = []

    def emit(self, event: pb.ZappZerappEvent) -> None:
        self.events.append(event)
        self.state = evolve(self.state, event)
