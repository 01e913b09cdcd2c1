"""Moving an apprentice: its path, banishment and carrying (reference sections 7, 8 and 10).

A move's path is the list of track spaces the apprentice steps onto (R20). Every space on it but
the last is passed, the last is landed on, and if the move ends in the city every space on it is
passed (the step into the city is not a track space, and forfeited steps are never walked). The
space where the move began is never on the path (R23): a board is longer than any move, so a path
never comes back round to it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations, permutations

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.games.zapp_zerapp.board import Board
from services.games.zapp_zerapp.state import Apprentice, ZappState, as_colour

Ref = tuple[int, int]  # (colour, index)


@dataclass(frozen=True)
class MovePlan:
    """Everything a move of one apprentice by a number of steps implies, before any choice."""

    mover: Apprentice
    steps: int
    path: tuple[int, ...]
    reaches_city: bool
    forfeited: int
    #: Apprentices that may be carried (R27, R28): on a passed carry space that shows the mover's
    #: colour, of a colour shown there; sorted by (colour, index).
    carriable: tuple[Ref, ...]
    #: Where each carriable apprentice would be picked up.
    pickup_space: dict[Ref, int]

    @property
    def passed(self) -> tuple[int, ...]:
        return self.path if self.reaches_city else self.path[:-1]

    @property
    def final_space(self) -> int:
        """The last track space the mover stands on: where carried apprentices are set down, and
        the space in front of its city when it reaches the city (R30)."""
        return self.path[-1] if self.path else self.mover.space


def plan_move(board: Board, state: ZappState, mover: Apprentice, steps: int) -> MovePlan:
    """The plan of moving `mover` (in its start or on the track) `steps` forward."""
    if mover.area == pb.ZAPP_ZERAPP_AREA_START:
        first = board.feeds[mover.colour]
        to_city = board.steps_to_city_from_start(mover.colour)
    else:
        first = (mover.space + 1) % board.size
        to_city = board.steps_to_city_from_track(mover.colour, mover.space)
    reaches_city = steps >= to_city
    track_steps = to_city - 1 if reaches_city else steps
    path = tuple((first + i) % board.size for i in range(track_steps))
    plan = MovePlan(
        mover=mover,
        steps=steps,
        path=path,
        reaches_city=reaches_city,
        forfeited=steps - to_city if reaches_city else 0,
        carriable=(),
        pickup_space={},
    )
    if not state.carry_variant:
        return plan
    pickup: dict[Ref, int] = {}
    for space in plan.passed:
        shown = board.towers[space]
        if mover.colour not in shown:
            continue
        for other in state.apprentices:
            if other.area == pb.ZAPP_ZERAPP_AREA_TRACK and other.space == space and other.colour in shown:
                pickup[other.ref] = space
    return MovePlan(
        mover=mover,
        steps=steps,
        path=path,
        reaches_city=reaches_city,
        forfeited=plan.forfeited,
        carriable=tuple(sorted(pickup)),
        pickup_space=pickup,
    )


def banished(board: Board, state: ZappState, plan: MovePlan, carried: Sequence[Ref]) -> list[Apprentice]:
    """The opponents the move sends back to their starts (section 8), in path order: those on a
    passed or landed-on space that does not protect them. Own apprentices are never banished,
    nor carried ones (they ride, R29), nor anyone off the track (R24)."""
    riding = set(carried)
    result = []
    for space in plan.path:
        for other in state.apprentices:
            if (
                other.area == pb.ZAPP_ZERAPP_AREA_TRACK
                and other.space == space
                and other.colour != plan.mover.colour
                and other.ref not in riding
                and not board.protects(space, other.colour, state.carry_variant)
            ):
                result.append(other)
    return result


def ref_message(ref: Ref) -> pb.ZappZerappApprenticeRef:
    return pb.ZappZerappApprenticeRef(colour=as_colour(ref[0]), index=ref[1])


def move_commands(plan: MovePlan, index: int) -> Iterator[pb.ZappZerappCommand]:
    """Every legal ZappZerappMove of one apprentice: each subset of the carriable apprentices
    (in canonical order) and, when the move enters the city, each set-down order of the carried
    opponents (R30)."""
    for size in range(len(plan.carriable) + 1):
        for subset in combinations(plan.carriable, size):
            opponents = [ref for ref in subset if ref[0] != plan.mover.colour]
            orders = permutations(opponents) if plan.reaches_city else iter([()])
            for order in orders:
                yield pb.ZappZerappCommand(
                    move=pb.ZappZerappMove(
                        apprentice=index,
                        carry=[ref_message(ref) for ref in subset],
                        set_down_order=[ref_message(ref) for ref in order],
                    )
                )
