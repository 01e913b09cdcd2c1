"""evolve: apply one event to the state. Never draws, never mutates its input, never decides.

Each event carries the facts it reports (the dice, the card, the new balance), so applying it is
bookkeeping. A pending decision lasts until the next event: every event except
`decision_requested` clears it, because every answer starts with an event.
"""

from __future__ import annotations

from collections.abc import Callable

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.immutable import replace
from services.games.primordial_soup.convert import cubes_of, decision_of, ref_of
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.state import (
    Amoeba,
    AmoebaRef,
    Attack,
    AttackRecord,
    DivisionCase,
    EndReason,
    Fight,
    HeldGene,
    Move,
    MovementKind,
    Phase,
    Player,
    Purpose,
    SoupState,
    Stage,
)

Handler = Callable[[SoupState, pb.PrimordialSoupEvent], SoupState]


def evolve(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    kind = event.WhichOneof("event")
    if kind is None or kind not in _HANDLERS:
        raise ValueError(f"unknown Primordial Soup event {kind!r}")
    if kind != "decision_requested" and state.decision is not None:
        state = replace(state, decision=None)
    return _HANDLERS[kind](state, event)


def _is_acting(state: SoupState, ref: AmoebaRef) -> bool:
    return state.phase == Phase.MOVEMENT and ref.seat == state.current and ref.number == state.acting


def _setup(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    data = edition()
    setup = event.setup
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


def _no_change(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    return state


def _phase_started(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    started = event.phase_started
    return replace(
        state,
        phase=Phase(started.phase),
        round=started.round,
        order=tuple(started.order),
        current=-1,
        turn_running=False,
        acting=0,
        stage=Stage.NONE,
        division_case=DivisionCase.NONE,
        defects=(),
    )


def _turn_started(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    return replace(
        state,
        current=event.turn_started.seat,
        turn_running=True,
        acting=0,
        stage=Stage.NONE,
        division_case=DivisionCase.NONE,
    )


def _turn_ended(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    return replace(state, turn_running=False, acting=0, stage=Stage.NONE, division_case=DivisionCase.NONE)


def _decision_requested(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    return replace(state, decision=decision_of(event.decision_requested.decision))


def _start_space_chosen(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    chosen = event.start_space_chosen
    return state.with_player(chosen.seat, replace(state.players[chosen.seat], marker=chosen.position))


def _amoeba_placed(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    placed = event.amoeba_placed
    state = state.with_amoeba(Amoeba(placed.amoeba.seat, placed.amoeba.number, placed.space, placed.dp))
    # Any placement uses up a phase-4 special case: the free one, or "the first one bought" (R26).
    return replace(state, division_case=DivisionCase.NONE)


def _amoeba_turn_started(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    return replace(state, acting=event.amoeba_turn_started.amoeba.number, stage=Stage.MOVEMENT)


def _movement_started(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    started = event.movement_started
    if started.second and state.move is not None:
        move = Move(
            mover=state.move.mover,
            purpose=state.move.purpose,
            kind=state.move.kind,
            moves=state.move.moves + 1,
        )
    else:
        move = Move(mover=ref_of(started.amoeba), purpose=Purpose(started.purpose), kind=MovementKind(started.kind))
    state = replace(state, move=move)
    if started.purpose == Purpose.ESCAPE and state.attack is not None and not started.second:
        state = replace(state, attack=replace(state.attack, escape_used=True))
    return state


def _dice_rolled(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    assert state.move is not None
    return replace(state, move=replace(state.move, dice=tuple(event.dice_rolled.dice)))


def _step_resolved(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    step = event.step_resolved
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


def _cubes_carried(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    carried = event.cubes_carried
    cubes = cubes_of(carried.cubes, state.seats)
    nothing = (0,) * state.seats
    state = state.with_cubes(carried.from_space, tuple(-n for n in cubes), nothing)
    state = state.with_cubes(carried.to_space, cubes, nothing)
    assert state.move is not None
    return replace(state, move=replace(state.move, carried=(*state.move.carried, ref_of(carried.amoeba))))


def _follow_decided(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    decided = event.follow_decided
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


def _movement_ended(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    move = state.move
    state = replace(state, move=None)
    if move is not None and move.purpose == Purpose.OWN_TURN and _is_acting(state, move.mover):
        state = replace(state, stage=Stage.FEEDING)
    return state


def _amoeba_fed(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    fed = event.amoeba_fed
    eaten = cubes_of(fed.eaten, state.seats)
    state = state.with_cubes(fed.space, tuple(-n for n in eaten), eaten)
    excreted = tuple(fed.excreted if colour == fed.amoeba.seat else 0 for colour in range(state.seats))
    state = state.with_cubes(fed.space, excreted, tuple(-n for n in excreted))
    if _is_acting(state, ref_of(fed.amoeba)):
        state = replace(state, stage=Stage.DONE)
    return state


def _amoeba_damaged(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    damaged = event.amoeba_damaged
    ref = ref_of(damaged.amoeba)
    amoeba = state.amoeba(ref)
    assert amoeba is not None
    state = state.with_amoeba(replace(amoeba, dp=damaged.dp))
    if damaged.cause == pb.PRIMORDIAL_SOUP_DAMAGE_CAUSE_STARVATION and _is_acting(state, ref):
        state = replace(state, stage=Stage.DONE)
    return state


def _attack_declared(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    declared = event.attack_declared
    attack = Attack(
        attacker=ref_of(declared.attacker),
        target=ref_of(declared.target),
        space=declared.space,
        phase=Phase(declared.phase),
        retry=declared.retry,
    )
    return replace(state, attack=attack)


def _defense_fight(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    fight = event.defense_fight
    assert state.attack is not None
    attack = replace(state.attack, defense_used=True, fight=Fight(fight.result))
    if fight.refight:
        attack = replace(attack, refight_used=True)
    return replace(state, attack=attack)


def _refight_declined(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    assert state.attack is not None
    return replace(state, attack=replace(state.attack, refight_used=True))


def _attack_accepted(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    assert state.attack is not None
    return replace(state, attack=replace(state.attack, accepted=True))


def _attack_resolved(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    resolved = event.attack_resolved
    record = AttackRecord(
        attacker=ref_of(resolved.attacker),
        target=ref_of(resolved.target),
        phase=Phase(resolved.phase),
        retry=resolved.retry,
        success=resolved.success,
    )
    state = replace(state, attack=None, attacks=(*state.attacks, record))
    # A successful phase-1 attack feeds the attacker: no DP, no excretion.
    if resolved.success and record.phase == Phase.MOVEMENT and _is_acting(state, record.attacker):
        state = replace(state, stage=Stage.DONE)
    return state


def _amoeba_removed(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    return state.without_amoeba(ref_of(event.amoeba_removed.amoeba))


def _cubes_placed(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    placed = event.cubes_placed
    cubes = cubes_of(placed.cubes, state.seats)
    return state.with_cubes(placed.space, cubes, tuple(-n for n in cubes))


def _bp_changed(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    return state.with_bp(event.bp_changed.seat, event.bp_changed.balance)


def _environment_turned(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    card = event.environment_turned.card
    return replace(state, card=card, turned=(*state.turned, card), deck=tuple(c for c in state.deck if c != card))


def _defects_fixed(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    defects = [0] * state.seats
    for defect in event.defects_fixed.defects:
        defects[defect.seat] = defect.defect
    return replace(state, defects=tuple(defects))


def _defect_settled(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    settled = event.defect_settled
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


def _gene_acquired(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    acquired = event.gene_acquired
    player = state.players[acquired.seat]
    genes = list(player.genes)
    if acquired.gave_up:
        # The oldest copy goes back: it was necessarily acquired in an earlier round.
        index = min(i for i, held in enumerate(genes) if held.gene == acquired.gave_up)
        del genes[index]
    genes.append(HeldGene(acquired.gene, state.round, acquired.gave_up))
    return state.with_player(acquired.seat, replace(player, genes=tuple(genes)))


def _division_case_applied(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    return replace(state, division_case=DivisionCase(event.division_case_applied.division_case))


def _marker_moved(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    moved = event.marker_moved
    return state.with_player(moved.seat, replace(state.players[moved.seat], marker=moved.to_position))


def _round_started(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    return replace(state, round=event.round_started.round, attacks=())


def _game_ended(state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
    ended = event.game_ended
    return replace(
        state,
        phase=Phase.OVER,
        end_reason=EndReason(ended.reason),
        winner=ended.winner,
        decision=None,
        current=-1,
        turn_running=False,
    )


_HANDLERS: dict[str, Handler] = {
    "setup": _setup,
    "start_dice_rolled": _no_change,
    "phase_started": _phase_started,
    "turn_started": _turn_started,
    "turn_ended": _turn_ended,
    "decision_requested": _decision_requested,
    "start_space_chosen": _start_space_chosen,
    "amoeba_placed": _amoeba_placed,
    "amoeba_turn_started": _amoeba_turn_started,
    "movement_started": _movement_started,
    "dice_rolled": _dice_rolled,
    "step_resolved": _step_resolved,
    "cubes_carried": _cubes_carried,
    "follow_decided": _follow_decided,
    "movement_ended": _movement_ended,
    "amoeba_fed": _amoeba_fed,
    "amoeba_damaged": _amoeba_damaged,
    "attack_declared": _attack_declared,
    "defense_fight": _defense_fight,
    "refight_declined": _refight_declined,
    "attack_accepted": _attack_accepted,
    "attack_resolved": _attack_resolved,
    "amoeba_removed": _amoeba_removed,
    "cubes_placed": _cubes_placed,
    "bp_changed": _bp_changed,
    "environment_turned": _environment_turned,
    "defects_fixed": _defects_fixed,
    "defect_settled": _defect_settled,
    "gene_acquired": _gene_acquired,
    "division_case_applied": _division_case_applied,
    "marker_moved": _marker_moved,
    "round_started": _round_started,
    "game_ended": _game_ended,
}
