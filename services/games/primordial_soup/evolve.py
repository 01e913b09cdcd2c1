"""evolve: apply one event to the state. Never draws, never mutates its input, never decides.

Each event carries the facts it reports (the dice, the card, the new balance), so applying it is
bookkeeping. A pending decision lasts until the next event: every event except
`decision_requested` clears it, because every answer starts with an event.
"""

from __future__ import annotations

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.immutable import replace
from services.core.oneof import Oneof
from services.games.primordial_soup.convert import cubes_of, decision_of, ref_of
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.state import (
    Amoeba,
    AmoebaRef,
    Attack,
    AttackRecord,
    HeldGene,
    Move,
    Player,
    SoupState,
)

#: The one dispatcher of events: a handler per member of PrimordialSoupEvent's oneof, called as
#: `handler(state, member)` (the Game's `events`; the conformance test checks none is missing).
events: Oneof[pb.PrimordialSoupEvent, SoupState] = Oneof(pb.PrimordialSoupEvent, "event")


def evolve(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    """Apply one event. A pending decision ends with any event but the request of the next one,
    so that is done here for every member before its handler runs; an empty or unknown event is
    refused by the dispatcher (InvalidCommand) before the state is touched."""
    if event.WhichOneof("event") not in (None, "decision_requested") and state.decision is not None:
        state = replace(state, decision=None)
    return events.dispatch(event, state)


def _is_acting(state: SoupState, ref: AmoebaRef) -> bool:
    return state.phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT and ref.seat == state.current and ref.number == state.acting


@events.on("setup")
def _setup(state: SoupState, setup: pb.PrimordialSoupSetup) -> SoupState:
    data = edition()
    seats = state.seats
    first = setup.first_card
    return replace(
        state,
        players=tuple(Player(bp=setup.starting_bp) for _ in range(seats)),
        cubes=tuple((setup.cubes_per_space,) * seats for _ in data.spaces),
        supply=tuple(setup.supply),
        card=first,
        turned=(first,),
        deck=tuple(sorted(card for card in data.cards if card != first)),
    )


@events.on("start_dice_rolled")
def _start_dice_rolled(state: SoupState, rolled: pb.PrimordialSoupStartDiceRolled) -> SoupState:
    return state


@events.on("phase_started")
def _phase_started(state: SoupState, started: pb.PrimordialSoupPhaseStarted) -> SoupState:
    return replace(
        state,
        phase=started.phase,
        round=started.round,
        order=tuple(started.order),
        current=-1,
        turn_running=False,
        acting=0,
        stage=pb.PRIMORDIAL_SOUP_AMOEBA_STAGE_NONE,
        division_case=pb.PRIMORDIAL_SOUP_DIVISION_CASE_NONE,
        defects=(),
    )


@events.on("turn_started")
def _turn_started(state: SoupState, turn_started: pb.PrimordialSoupTurnStarted) -> SoupState:
    return replace(
        state,
        current=turn_started.seat,
        turn_running=True,
        acting=0,
        stage=pb.PRIMORDIAL_SOUP_AMOEBA_STAGE_NONE,
        division_case=pb.PRIMORDIAL_SOUP_DIVISION_CASE_NONE,
    )


@events.on("turn_ended")
def _turn_ended(state: SoupState, turn_ended: pb.PrimordialSoupTurnEnded) -> SoupState:
    return replace(
        state,
        turn_running=False,
        acting=0,
        stage=pb.PRIMORDIAL_SOUP_AMOEBA_STAGE_NONE,
        division_case=pb.PRIMORDIAL_SOUP_DIVISION_CASE_NONE,
    )


@events.on("decision_requested")
def _decision_requested(state: SoupState, decision_requested: pb.PrimordialSoupDecisionRequested) -> SoupState:
    return replace(state, decision=decision_of(decision_requested.decision))


@events.on("start_space_chosen")
def _start_space_chosen(state: SoupState, chosen: pb.PrimordialSoupStartSpaceChosen) -> SoupState:
    return state.with_player(chosen.seat, replace(state.players[chosen.seat], marker=chosen.position))


@events.on("amoeba_placed")
def _amoeba_placed(state: SoupState, placed: pb.PrimordialSoupAmoebaPlaced) -> SoupState:
    state = state.with_amoeba(Amoeba(placed.amoeba.seat, placed.amoeba.number, placed.space, placed.dp))
    # Any placement uses up a phase-4 special case: the free one, or "the first one bought" (R26).
    return replace(state, division_case=pb.PRIMORDIAL_SOUP_DIVISION_CASE_NONE)


@events.on("amoeba_turn_started")
def _amoeba_turn_started(state: SoupState, amoeba_turn_started: pb.PrimordialSoupAmoebaTurnStarted) -> SoupState:
    return replace(state, acting=amoeba_turn_started.amoeba.number, stage=pb.PRIMORDIAL_SOUP_AMOEBA_STAGE_MOVEMENT)


@events.on("movement_started")
def _movement_started(state: SoupState, started: pb.PrimordialSoupMovementStarted) -> SoupState:
    if started.second and state.move is not None:
        move = Move(
            mover=state.move.mover,
            purpose=state.move.purpose,
            kind=state.move.kind,
            moves=state.move.moves + 1,
        )
    else:
        move = Move(mover=ref_of(started.amoeba), purpose=started.purpose, kind=started.kind)
    state = replace(state, move=move)
    if (
        started.purpose == pb.PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_ESCAPE
        and state.attack is not None
        and not started.second
    ):
        state = replace(state, attack=replace(state.attack, escape_used=True))
    return state


@events.on("dice_rolled")
def _dice_rolled(state: SoupState, dice_rolled: pb.PrimordialSoupDiceRolled) -> SoupState:
    assert state.move is not None
    return replace(state, move=replace(state.move, dice=tuple(dice_rolled.dice)))


@events.on("step_resolved")
def _step_resolved(state: SoupState, step: pb.PrimordialSoupStepResolved) -> SoupState:
    amoeba = state.amoeba(ref_of(step.amoeba))
    assert amoeba is not None and state.move is not None
    move = replace(
        state.move,
        dice=(),
        resolved=True,
        step_from=step.from_space if step.moved else -1,
        step_to=step.to_space if step.moved else -1,
        carried=(),
        follow_decided=(),
        followers=(),
    )
    return replace(state.with_amoeba(replace(amoeba, space=step.to_space)), move=move)


@events.on("cubes_carried")
def _cubes_carried(state: SoupState, carried: pb.PrimordialSoupCubesCarried) -> SoupState:
    cubes = cubes_of(carried.cubes, state.seats)
    nothing = (0,) * state.seats
    state = state.with_cubes(carried.from_space, tuple(-n for n in cubes), nothing)
    state = state.with_cubes(carried.to_space, cubes, nothing)
    assert state.move is not None
    return replace(state, move=replace(state.move, carried=(*state.move.carried, ref_of(carried.amoeba))))


@events.on("follow_decided")
def _follow_decided(state: SoupState, decided: pb.PrimordialSoupFollowDecided) -> SoupState:
    refs = tuple(AmoebaRef(decided.seat, number) for number in decided.followers)
    for ref in refs:
        amoeba = state.amoeba(ref)
        assert amoeba is not None
        state = state.with_amoeba(replace(amoeba, space=decided.to_space))
    assert state.move is not None
    move = replace(
        state.move,
        follow_decided=(*state.move.follow_decided, decided.seat),
        followers=(*state.move.followers, *refs),
    )
    return replace(state, move=move)


@events.on("movement_ended")
def _movement_ended(state: SoupState, movement_ended: pb.PrimordialSoupMovementEnded) -> SoupState:
    move = state.move
    state = replace(state, move=None)
    if (
        move is not None
        and move.purpose == pb.PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_OWN_TURN
        and _is_acting(state, move.mover)
    ):
        state = replace(state, stage=pb.PRIMORDIAL_SOUP_AMOEBA_STAGE_FEEDING)
    return state


@events.on("amoeba_fed")
def _amoeba_fed(state: SoupState, fed: pb.PrimordialSoupAmoebaFed) -> SoupState:
    eaten = cubes_of(fed.eaten, state.seats)
    state = state.with_cubes(fed.space, tuple(-n for n in eaten), eaten)
    excreted = tuple(fed.excreted if colour == fed.amoeba.seat else 0 for colour in range(state.seats))
    state = state.with_cubes(fed.space, excreted, tuple(-n for n in excreted))
    if _is_acting(state, ref_of(fed.amoeba)):
        state = replace(state, stage=pb.PRIMORDIAL_SOUP_AMOEBA_STAGE_DONE)
    return state


@events.on("amoeba_damaged")
def _amoeba_damaged(state: SoupState, damaged: pb.PrimordialSoupAmoebaDamaged) -> SoupState:
    ref = ref_of(damaged.amoeba)
    amoeba = state.amoeba(ref)
    assert amoeba is not None
    state = state.with_amoeba(replace(amoeba, dp=damaged.dp))
    if damaged.cause == pb.PRIMORDIAL_SOUP_DAMAGE_CAUSE_STARVATION and _is_acting(state, ref):
        state = replace(state, stage=pb.PRIMORDIAL_SOUP_AMOEBA_STAGE_DONE)
    return state


@events.on("attack_declared")
def _attack_declared(state: SoupState, declared: pb.PrimordialSoupAttackDeclared) -> SoupState:
    attack = Attack(
        attacker=ref_of(declared.attacker),
        target=ref_of(declared.target),
        space=declared.space,
        phase=declared.phase,
        retry=declared.retry,
    )
    return replace(state, attack=attack)


@events.on("defense_fight")
def _defense_fight(state: SoupState, fight: pb.PrimordialSoupDefenseFight) -> SoupState:
    assert state.attack is not None
    attack = replace(state.attack, defense_used=True, fight=fight.result)
    if fight.refight:
        attack = replace(attack, refight_used=True)
    return replace(state, attack=attack)


@events.on("refight_declined")
def _refight_declined(state: SoupState, refight_declined: pb.PrimordialSoupRefightDeclined) -> SoupState:
    assert state.attack is not None
    return replace(state, attack=replace(state.attack, refight_used=True))


@events.on("attack_accepted")
def _attack_accepted(state: SoupState, attack_accepted: pb.PrimordialSoupAttackAccepted) -> SoupState:
    assert state.attack is not None
    return replace(state, attack=replace(state.attack, accepted=True))


@events.on("attack_resolved")
def _attack_resolved(state: SoupState, resolved: pb.PrimordialSoupAttackResolved) -> SoupState:
    record = AttackRecord(
        attacker=ref_of(resolved.attacker),
        target=ref_of(resolved.target),
        phase=resolved.phase,
        retry=resolved.retry,
        success=resolved.success,
    )
    state = replace(state, attack=None, attacks=(*state.attacks, record))
    # A successful phase-1 attack feeds the attacker: no DP, no excretion.
    if resolved.success and record.phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT and _is_acting(state, record.attacker):
        state = replace(state, stage=pb.PRIMORDIAL_SOUP_AMOEBA_STAGE_DONE)
    return state


@events.on("amoeba_removed")
def _amoeba_removed(state: SoupState, amoeba_removed: pb.PrimordialSoupAmoebaRemoved) -> SoupState:
    return state.without_amoeba(ref_of(amoeba_removed.amoeba))


@events.on("cubes_placed")
def _cubes_placed(state: SoupState, placed: pb.PrimordialSoupCubesPlaced) -> SoupState:
    cubes = cubes_of(placed.cubes, state.seats)
    return state.with_cubes(placed.space, cubes, tuple(-n for n in cubes))


@events.on("bp_changed")
def _bp_changed(state: SoupState, bp_changed: pb.PrimordialSoupBpChanged) -> SoupState:
    return state.with_bp(bp_changed.seat, bp_changed.balance)


@events.on("environment_turned")
def _environment_turned(state: SoupState, environment_turned: pb.PrimordialSoupEnvironmentTurned) -> SoupState:
    card = environment_turned.card
    return replace(state, card=card, turned=(*state.turned, card), deck=tuple(c for c in state.deck if c != card))


@events.on("defects_fixed")
def _defects_fixed(state: SoupState, defects_fixed: pb.PrimordialSoupDefectsFixed) -> SoupState:
    defects = [0] * state.seats
    for defect in defects_fixed.defects:
        defects[defect.seat] = defect.defect
    return replace(state, defects=tuple(defects))


@events.on("defect_settled")
def _defect_settled(state: SoupState, settled: pb.PrimordialSoupDefectSettled) -> SoupState:
    defects = list(state.defects)
    defects[settled.seat] = settled.remaining
    state = replace(state, defects=tuple(defects))
    if settled.gene:
        player = state.players[settled.seat]
        # With two copies the newer goes back: the older may still be exchanged for an advanced
        # gene (R25), so this is never worse for the player.
        index = max(i for i, held in enumerate(player.genes) if held.gene == settled.gene)
        genes = player.genes[:index] + player.genes[index + 1 :]
        state = state.with_player(settled.seat, replace(player, genes=genes))
    return state


@events.on("gene_acquired")
def _gene_acquired(state: SoupState, acquired: pb.PrimordialSoupGeneAcquired) -> SoupState:
    player = state.players[acquired.seat]
    genes = list(player.genes)
    if acquired.gave_up:
        # The oldest copy goes back: it was necessarily acquired in an earlier round.
        index = min(i for i, held in enumerate(genes) if held.gene == acquired.gave_up)
        del genes[index]
    genes.append(HeldGene(acquired.gene, state.round, acquired.gave_up))
    return state.with_player(acquired.seat, replace(player, genes=tuple(genes)))


@events.on("division_case_applied")
def _division_case_applied(state: SoupState, division_case_applied: pb.PrimordialSoupDivisionCaseApplied) -> SoupState:
    return replace(state, division_case=division_case_applied.division_case)


@events.on("marker_moved")
def _marker_moved(state: SoupState, moved: pb.PrimordialSoupMarkerMoved) -> SoupState:
    return state.with_player(moved.seat, replace(state.players[moved.seat], marker=moved.to_position))


@events.on("round_started")
def _round_started(state: SoupState, round_started: pb.PrimordialSoupRoundStarted) -> SoupState:
    return replace(state, round=round_started.round, attacks=())


@events.on("game_ended")
def _game_ended(state: SoupState, ended: pb.PrimordialSoupGameEnded) -> SoupState:
    return replace(
        state,
        phase=pb.PRIMORDIAL_SOUP_PHASE_OVER,
        end_reason=ended.reason,
        winner=ended.winner,
        decision=None,
        current=-1,
        turn_running=False,
    )
