"""Hooks for bots: a one-ply evaluation (`heuristic`) and sampling a full state from what a seat
sees (`determinize`). Both use only what the seat may see.
"""

from __future__ import annotations

import math

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.rng import Rng
from services.games.zapp_zerapp import rattle
from services.games.zapp_zerapp.board import LONGEST_MOVE, Board
from services.games.zapp_zerapp.evolve import LOUDNESS_SCALE
from services.games.zapp_zerapp.state import (
    NOBODY,
    Apprentice,
    Reveal,
    Sample,
    SeatRound,
    ZappState,
)

WIN_VALUE = 10.0
#: Rough chance that a given opponent moves at least d steps in a round: it qualifies about half
#: the time, with a number spread over 1..12.
QUALIFY_CHANCE = 0.5
#: Particles drawn when weighting can positions by the seat's own rattle samples.
PARTICLES = 32


# ---------------------------------------------------------------------------------------------
# Heuristic
# ---------------------------------------------------------------------------------------------


def progress(board: Board, apprentice: Apprentice) -> float:
    """How far round its lap an apprentice is: 0 in the start, 1 in the city."""
    if apprentice.area == pb.ZAPP_ZERAPP_AREA_CITY:
        return 1.0
    if apprentice.area == pb.ZAPP_ZERAPP_AREA_START:
        return 0.0
    lap = board.steps_to_city_from_start(apprentice.colour)
    return (lap - board.steps_to_city_from_track(apprentice.colour, apprentice.space)) / lap


def _distance_to(board: Board, hunter: Apprentice, space: int) -> int | None:
    """Steps `hunter` needs to reach `space` (before its own city), or None."""
    if hunter.area == pb.ZAPP_ZERAPP_AREA_CITY:
        return None
    if hunter.area == pb.ZAPP_ZERAPP_AREA_START:
        distance = (space - board.feeds[hunter.colour]) % board.size + 1
        limit = board.steps_to_city_from_start(hunter.colour)
    else:
        distance = (space - hunter.space) % board.size
        limit = board.steps_to_city_from_track(hunter.colour, hunter.space)
        if distance == 0:
            return None  # the same space: a move from here never touches it (R23)
    return distance if distance < limit else None


def threat(board: Board, state: ZappState, target: Apprentice) -> float:
    """A rough chance that some opponent passes or lands on `target` next round (0 if safe).

    Each opponent moves one apprentice a round, so an opponent threatens with its best-placed
    apprentice only: with chance QUALIFY_CHANCE it moves, a number spread over 1..12, and it
    reaches `target` if the number is at least the distance."""
    if target.area != pb.ZAPP_ZERAPP_AREA_TRACK or board.protects(target.space, target.colour, state.carry_variant):
        return 0.0
    escape = 1.0
    for colour in state.colours:
        if colour == target.colour:
            continue
        best = 0.0
        for hunter in state.apprentices_of(colour):
            distance = _distance_to(board, hunter, target.space)
            if distance is not None and distance <= LONGEST_MOVE:
                best = max(best, QUALIFY_CHANCE * (LONGEST_MOVE + 1 - distance) / LONGEST_MOVE)
        escape *= 1.0 - best
    return 1.0 - escape


def colour_score(board: Board, state: ZappState, colour: int) -> float:
    """Progress of a colour's apprentices, less the progress it is likely to lose to banishment."""
    return sum(progress(board, a) * (1.0 - threat(board, state, a)) for a in state.apprentices_of(colour))


def heuristic(board: Board, state: ZappState, seat: int) -> float:
    """Own expected progress minus the best opponent's (public information only)."""
    if state.phase == pb.ZAPP_ZERAPP_PHASE_OVER:
        return WIN_VALUE if state.winner == seat else -WIN_VALUE
    mine = colour_score(board, state, state.colours[seat])
    others = [colour_score(board, state, c) for s, c in enumerate(state.colours) if s != seat]
    return mine - max(others, default=0.0)


# ---------------------------------------------------------------------------------------------
# Determinize
# ---------------------------------------------------------------------------------------------


def _weighted_index(weights: list[float], rng: Rng) -> int:
    """An index drawn with probability proportional to its (non-negative) weight."""
    pick = rng.random() * sum(weights)
    last = max(index for index, weight in enumerate(weights) if weight > 0)
    for index, weight in enumerate(weights):
        pick -= weight
        if pick < 0 and weight > 0:
            return index
    return last  # only reached through rounding


def _sample_cans(board: Board, known: dict[int, int], evidence: dict[int, list[float]], rng: Rng) -> tuple[int, ...]:
    """Can numbers for every position: `known` ones as given, the rest a random permutation of
    the remaining numbers, weighted by the likelihood of the seat's samples (sequential
    importance sampling with resampling: exact as the particles grow)."""
    free_positions = [p for p in range(board.cans) if p not in known]
    free_numbers = sorted(set(range(1, board.cans + 1)) - set(known.values()))
    heard = [p for p in free_positions if p in evidence]
    particles = PARTICLES if heard else 1
    draws: list[tuple[float, dict[int, int]]] = []
    for _ in range(particles):
        remaining = list(free_numbers)
        assignment: dict[int, int] = {}
        log_weight = 0.0
        for position in heard:
            weights = [evidence[position][n - 1] for n in remaining]
            total = sum(weights)
            if total <= 0:  # the evidence rules out every remaining number: fall back to uniform
                weights, total = [1.0] * len(remaining), float(len(remaining))
            log_weight += math.log(total)
            assignment[position] = remaining.pop(_weighted_index(weights, rng))
        rest = [p for p in free_positions if p not in assignment]
        assignment.update(zip(rest, rng.shuffled(remaining), strict=True))
        draws.append((log_weight, assignment))
    peak = max(log_weight for log_weight, _ in draws)
    chosen = draws[_weighted_index([math.exp(w - peak) for w, _ in draws], rng)][1]
    cans = {**known, **chosen}
    return tuple(cans[p] for p in range(board.cans))


def _samples_from_view(view: pb.ZappZerappView) -> tuple[Sample, ...]:
    return tuple(
        Sample(
            position=own.position,
            shake=own.shake,
            clicks=tuple((click.time_ms, round(click.loudness * LOUDNESS_SCALE)) for click in own.sample.clicks),
        )
        for own in view.own_samples
    )


def determinize(board: Board, view: pb.ZappZerappView, seat: int, rng: Rng) -> ZappState:
    """A full state consistent with `view` (what `seat` sees). The only hidden part that matters
    is which can is at which position: revealed cans are fixed, the rest are sampled, weighted
    by the seat's own rattle samples. Other seats' samples are unknown and left empty."""
    samples = _samples_from_view(view)
    seat_rounds = []
    for shown in view.seats:
        seat_rounds.append(
            SeatRound(
                held=tuple(shown.held),
                committed=shown.committed_position if shown.committed else NOBODY,
                shakes=shown.shakes,
                samples=samples if shown.seat == seat else (),
            )
        )
    apprentices = tuple(
        Apprentice(
            colour=int(a.apprentice.colour),
            index=a.apprentice.index,
            area=a.location.area,
            space=a.location.space,
            arrival=a.arrival,
        )
        for a in view.apprentices
    )
    reveals = tuple(Reveal(seat=r.seat, position=r.position, can=r.can, qualifies=r.qualifies) for r in view.reveals)
    known = {r.position: r.can for r in reveals}
    grouped: dict[int, list[tuple[rattle.Click, ...]]] = {}
    for sample in samples:
        grouped.setdefault(sample.position, []).append(sample.clicks)
    evidence = {
        position: rattle.likelihoods(heard, board.cans) for position, heard in grouped.items() if position not in known
    }
    moving = view.phase == pb.ZAPP_ZERAPP_PHASE_MOVES and view.HasField("current_mover")
    return ZappState(
        seats=len(view.seats),
        carry_variant=view.carry_variant,
        can_phase_seconds=view.can_phase_seconds,
        colours=tuple(int(shown.colour) for shown in view.seats),
        phase=view.phase,
        round=view.round,
        dice=tuple(view.dice),
        cans=_sample_cans(board, known, evidence, rng),
        seat_rounds=tuple(seat_rounds),
        reveals=reveals,
        move_queue=tuple(view.move_order[1:]) if moving else (),
        current_mover=view.current_mover if moving else NOBODY,
        steps=view.steps if moving else 0,
        apprentices=apprentices,
        next_arrival=max((a.arrival for a in apprentices), default=0) + 1,
        winner=view.winner if view.HasField("winner") else NOBODY,
    )
