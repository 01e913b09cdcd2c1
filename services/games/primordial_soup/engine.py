"""The round engine: from any state, work out what happens next until a player must decide.

After each command (and after setup) `advance` looks at the state and takes the next step: a
movement or an attack in progress goes first; otherwise the current player's turn in the phase
continues; otherwise the next player in the phase's order starts a turn; otherwise the next phase
begins. Every step emits at least one event, and a step that needs a real choice emits a
`decision_requested` and stops. A choice with exactly one legal option is applied here instead
of being asked (docs/rules/primordial_soup.md, "Automatic decisions").
"""

from __future__ import annotations

from collections.abc import Callable

from ludus.v1 import primordial_soup_pb2 as pb

from services.games.primordial_soup import (
    attacks,
    division,
    environment,
    feeding,
    genes,
    movement,
    purchases,
    scoring,
    setup_phase,
)
from services.games.primordial_soup.state import AmoebaRef, Phase, SoupState
from services.games.primordial_soup.turn import Turn, ref_pb

#: Safety net: a round never needs this many automatic steps; more means an engine bug.
MAX_STEPS = 100_000

TurnStep = Callable[[Turn, int], None]
Eligible = Callable[[SoupState, int], bool]


def ascending(state: SoupState) -> tuple[int, ...]:
    """Lowest marker first (last place first)."""
    return tuple(sorted(range(state.seats), key=lambda seat: state.players[seat].marker))


def descending(state: SoupState) -> tuple[int, ...]:
    return tuple(reversed(ascending(state)))


def _everyone(state: SoupState, seat: int) -> bool:
    return True


def _has_amoebas(state: SoupState, seat: int) -> bool:
    return bool(state.own_amoebas(seat))


def _has_aggression(state: SoupState, seat: int) -> bool:
    return genes.has(state, seat, "aggression")


def movement_turn(turn: Turn, seat: int) -> None:
    """Phase 1: the player's amoebas act in number order; each moves, then feeds (§4)."""
    state = turn.state
    if state.stage in (pb.PRIMORDIAL_SOUP_AMOEBA_STAGE_NONE, pb.PRIMORDIAL_SOUP_AMOEBA_STAGE_DONE):
        # Amoebas removed earlier in the phase are skipped; moved ones act where they are (R19).
        later = [a for a in state.own_amoebas(seat) if a.number > state.acting]
        if later:
            turn.emit(amoeba_turn_started=pb.PrimordialSoupAmoebaTurnStarted(amoeba=ref_pb(later[0].ref)))
        else:
            turn.turn_ended(seat)
        return
    amoeba = state.amoeba(AmoebaRef(seat, state.acting))
    assert amoeba is not None, "nothing removes the acting amoeba during its own turn"
    if state.stage == pb.PRIMORDIAL_SOUP_AMOEBA_STAGE_MOVEMENT:
        movement.request_movement(turn, amoeba)
    else:
        feeding.feeding_step(turn, amoeba)


#: Phases played as turns: who gets a turn, and what a turn does.
TURN_PHASES: dict[Phase, tuple[Eligible, TurnStep]] = {
    pb.PRIMORDIAL_SOUP_PHASE_START_SPACES: (_everyone, setup_phase.start_space_turn),
    pb.PRIMORDIAL_SOUP_PHASE_FIRST_AMOEBAS: (_everyone, setup_phase.start_amoeba_turn),
    pb.PRIMORDIAL_SOUP_PHASE_SECOND_AMOEBAS: (_everyone, setup_phase.start_amoeba_turn),
    pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT: (_has_amoebas, movement_turn),
    pb.PRIMORDIAL_SOUP_PHASE_ENVIRONMENT: (environment.has_defect, environment.defect_turn),
    pb.PRIMORDIAL_SOUP_PHASE_GENES: (_everyone, purchases.purchase_turn),
    pb.PRIMORDIAL_SOUP_PHASE_DIVISION: (_everyone, division.division_turn),
    pb.PRIMORDIAL_SOUP_PHASE_AGGRESSION: (_has_aggression, attacks.aggression_turn),
}


def start_phase(turn: Turn, phase: Phase, order: tuple[int, ...]) -> None:
    turn.emit(
        phase_started=pb.PrimordialSoupPhaseStarted(
            phase=phase,
            round=turn.state.round,
            order=list(order),
        )
    )


def start_round(turn: Turn) -> None:
    turn.emit(round_started=pb.PrimordialSoupRoundStarted(round=turn.state.round + 1))
    start_phase(turn, pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT, ascending(turn.state))


def _end_phase(turn: Turn) -> None:
    state = turn.state
    phase = state.phase
    if phase == pb.PRIMORDIAL_SOUP_PHASE_START_SPACES:
        start_phase(turn, pb.PRIMORDIAL_SOUP_PHASE_FIRST_AMOEBAS, ascending(state))
    elif phase == pb.PRIMORDIAL_SOUP_PHASE_FIRST_AMOEBAS:
        start_phase(turn, pb.PRIMORDIAL_SOUP_PHASE_SECOND_AMOEBAS, descending(state))
    elif phase == pb.PRIMORDIAL_SOUP_PHASE_SECOND_AMOEBAS:
        start_round(turn)
    elif phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT:
        start_phase(turn, pb.PRIMORDIAL_SOUP_PHASE_ENVIRONMENT, descending(state))
        environment.turn_card(turn)
    else:
        following = {
            pb.PRIMORDIAL_SOUP_PHASE_ENVIRONMENT: pb.PRIMORDIAL_SOUP_PHASE_GENES,
            pb.PRIMORDIAL_SOUP_PHASE_GENES: pb.PRIMORDIAL_SOUP_PHASE_DIVISION,
            pb.PRIMORDIAL_SOUP_PHASE_DIVISION: pb.PRIMORDIAL_SOUP_PHASE_DEATHS,
            pb.PRIMORDIAL_SOUP_PHASE_AGGRESSION: pb.PRIMORDIAL_SOUP_PHASE_SCORING,
        }[phase]
        start_phase(turn, following, descending(state))


def _next_turn(turn: Turn) -> None:
    state = turn.state
    eligible, _ = TURN_PHASES[state.phase]
    after = state.order.index(state.current) + 1 if state.current >= 0 else 0
    for seat in state.order[after:]:
        if eligible(state, seat):
            turn.emit(turn_started=pb.PrimordialSoupTurnStarted(seat=seat))
            if state.phase == pb.PRIMORDIAL_SOUP_PHASE_DIVISION:
                division.start_turn(turn, seat)
            return
    _end_phase(turn)


def _step(turn: Turn) -> None:
    state = turn.state
    if state.move is not None:
        movement.advance_move(turn)
    elif state.attack is not None:
        attacks.advance_attack(turn)
    elif state.phase in TURN_PHASES:
        if state.turn_running:
            TURN_PHASES[state.phase][1](turn, state.current)
        else:
            _next_turn(turn)
    elif state.phase == pb.PRIMORDIAL_SOUP_PHASE_DEATHS:
        scoring.resolve_deaths(turn)
        start_phase(turn, pb.PRIMORDIAL_SOUP_PHASE_AGGRESSION, descending(turn.state))
    elif state.phase == pb.PRIMORDIAL_SOUP_PHASE_SCORING:
        scoring.score_round(turn)
        reason = scoring.end_reason(turn.state)
        if reason == pb.PRIMORDIAL_SOUP_END_REASON_NONE:
            start_round(turn)
        else:
            scoring.end_game(turn, reason)
    else:
        raise AssertionError(f"no step for phase {state.phase!r}")


def advance(turn: Turn) -> None:
    """Play on until a decision is pending or the game is over."""
    for _ in range(MAX_STEPS):
        state = turn.state
        if state.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER or state.decision is not None:
            return
        before = len(turn.events)
        _step(turn)
        if len(turn.events) == before:
            raise AssertionError(f"the engine made no progress in {state.phase!r}")
    raise AssertionError("the engine did not reach a decision")


def setup(turn: Turn) -> None:
    """The setup events: the table, the start-order rolls, then the first decision."""
    setup_phase.lay_out(turn)
    order = setup_phase.roll_start_order(turn, list(range(turn.state.seats)))
    start_phase(turn, pb.PRIMORDIAL_SOUP_PHASE_START_SPACES, tuple(order))
    advance(turn)
