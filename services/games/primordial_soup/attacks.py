"""Attacks (rules reference §8): Struggle for Survival in phase 1, Aggression in phase 5b, and the
responses Escape and Defense, with Persistence's retry and refight and Armor's protection.

An attempt is declared (the attacker pays, a retry is free), then the target's owner responds
until the attempt fails or succeeds: Escape and Defense once each per attempt, in any order
(R22), or accept. Options that are not available are skipped; with none left the attack succeeds.
"""

from __future__ import annotations

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import RuleViolation
from services.games.primordial_soup import genes, movement
from services.games.primordial_soup.convert import ref_of
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.effects import place_cubes, starve
from services.games.primordial_soup.state import (
    Amoeba,
    AmoebaRef,
    Attack,
    AttackRecord,
    Decision,
    Phase,
    SoupState,
)
from services.games.primordial_soup.turn import Turn, name, ref_pb

Command = pb.PrimordialSoupCommand


# ---------------------------------------------------------------------------------------------
# Who may attack whom
# ---------------------------------------------------------------------------------------------


def struggle_targets(state: SoupState, attacker: Amoeba) -> list[Amoeba]:
    """Phase 1: any other amoeba in the space, own ones included (R20), never one with Armor."""
    return [
        other
        for other in state.amoebas_in(attacker.space)
        if other.ref != attacker.ref and not genes.has(state, other.seat, "armor")
    ]


def aggression_targets(state: SoupState, attacker: Amoeba) -> list[Amoeba]:
    """Phase 5b: another player's amoeba in the attacker's space (Armor does not protect here)."""
    return [other for other in state.amoebas_in(attacker.space) if other.seat != attacker.seat]


def targets(state: SoupState, attacker: Amoeba, phase: Phase) -> list[Amoeba]:
    return (
        struggle_targets(state, attacker)
        if phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT
        else aggression_targets(state, attacker)
    )


def can_struggle(state: SoupState, amoeba: Amoeba) -> bool:
    return (
        genes.has(state, amoeba.seat, "struggle")
        and state.players[amoeba.seat].bp >= edition().rules.attack_cost
        and bool(struggle_targets(state, amoeba))
    )


def may_retry(state: SoupState, attacker: Amoeba, made: list[AttackRecord]) -> bool:
    """Persistence: after a failed attempt, one free retry per attacker (phase 1) or per player
    (phase 5), against a legal target in the attacker's present space (R23)."""
    phase = made[-1].phase
    return (
        not made[-1].success
        and not any(record.retry for record in made)
        and genes.has(state, attacker.seat, "persistence")
        and bool(targets(state, attacker, phase))
    )


def aggression_pairs(state: SoupState, seat: int) -> list[tuple[Amoeba, Amoeba]]:
    return [(own, target) for own in state.own_amoebas(seat) for target in aggression_targets(state, own)]


def request_retry(turn: Turn, attacker: Amoeba) -> None:
    turn.request(
        Decision(pb.PRIMORDIAL_SOUP_DECISION_KIND_RETRY_ATTACK, attacker.seat, amoeba=attacker.ref),
        f"Persistence: {name(attacker.ref)} may attack once more, free",
    )


def aggression_turn(turn: Turn, seat: int) -> None:
    """A phase-5b turn: the one attack, then a possible Persistence retry."""
    state = turn.state
    made = [r for r in state.attacks if r.phase == pb.PRIMORDIAL_SOUP_PHASE_AGGRESSION and r.attacker.seat == seat]
    if not made:
        affordable = state.players[seat].bp >= edition().rules.attack_cost
        if genes.has(state, seat, "aggression") and affordable and aggression_pairs(state, seat):
            turn.request(
                Decision(pb.PRIMORDIAL_SOUP_DECISION_KIND_AGGRESSION, seat), "Aggression: attack once, or pass"
            )
            return
    else:
        attacker = state.amoeba(made[-1].attacker)
        if attacker is not None and may_retry(state, attacker, made):
            request_retry(turn, attacker)
            return
    turn.turn_ended(seat)


# ---------------------------------------------------------------------------------------------
# An attempt in progress (called by the engine while state.attack is set)
# ---------------------------------------------------------------------------------------------


def declare(turn: Turn, attacker: Amoeba, target: Amoeba, phase: Phase, retry: bool) -> None:
    if not retry:
        turn.bp(attacker.seat, -edition().rules.attack_cost, pb.PRIMORDIAL_SOUP_BP_REASON_ATTACK)
    turn.emit(
        attack_declared=pb.PrimordialSoupAttackDeclared(
            attacker=ref_pb(attacker.ref),
            target=ref_pb(target.ref),
            space=attacker.space,
            phase=phase,
            retry=retry,
        )
    )


def response_options(state: SoupState, attack: Attack) -> list[Command]:
    seat = attack.target.seat
    bp = state.players[seat].bp
    options: list[Command] = []
    if genes.has(state, seat, "escape") and not attack.escape_used and bp >= movement.escape_cost(state, seat):
        options += [
            Command(escape=pb.PrimordialSoupEscape(direction=d, stay=stay))
            for d, stay in movement.direction_options(state, seat)
        ]
    if genes.has(state, seat, "defense") and not attack.defense_used and bp >= edition().rules.defense_cost:
        options.append(Command(defend=pb.PrimordialSoupDefend()))
    return options


def advance_attack(turn: Turn) -> None:
    state = turn.state
    attack = state.attack
    assert attack is not None
    attacker, target = state.amoeba(attack.attacker), state.amoeba(attack.target)
    assert attacker is not None and target is not None
    if attack.fight == pb.PRIMORDIAL_SOUP_FIGHT_DEFENDER_WON:
        _resolve(turn, attack, False, pb.PRIMORDIAL_SOUP_ATTACK_OUTCOME_DEFENDED)
    elif attacker.space != attack.space:
        # The attacker followed the escaping target (Holding): the attack ends (FAQ).
        _resolve(turn, attack, False, pb.PRIMORDIAL_SOUP_ATTACK_OUTCOME_ATTACKER_FOLLOWED)
    elif target.space != attack.space:
        _resolve(turn, attack, False, pb.PRIMORDIAL_SOUP_ATTACK_OUTCOME_ESCAPED)
    elif (
        attack.fight == pb.PRIMORDIAL_SOUP_FIGHT_ATTACKER_WON
        and not attack.refight_used
        and genes.has(state, target.seat, "persistence")
    ):
        turn.request(
            Decision(pb.PRIMORDIAL_SOUP_DECISION_KIND_REFIGHT, target.seat, amoeba=target.ref, attacker=attacker.ref),
            f"Persistence: {name(target.ref)} lost the fight; fight once more, free?",
        )
    elif attack.accepted or not response_options(state, attack):
        success = (
            pb.PRIMORDIAL_SOUP_ATTACK_OUTCOME_TARGET_DAMAGED
            if attack.phase == pb.PRIMORDIAL_SOUP_PHASE_AGGRESSION and genes.has(state, target.seat, "armor")
            else pb.PRIMORDIAL_SOUP_ATTACK_OUTCOME_TARGET_REMOVED
        )
        _resolve(turn, attack, True, success)
    else:
        turn.request(
            Decision(pb.PRIMORDIAL_SOUP_DECISION_KIND_RESPOND, target.seat, amoeba=target.ref, attacker=attacker.ref),
            f"{name(attacker.ref)} attacks {name(target.ref)}: escape, defend or accept",
        )


def _resolve(turn: Turn, attack: Attack, success: bool, outcome: pb.PrimordialSoupAttackOutcome) -> None:
    rules = edition().rules
    target = turn.state.amoeba(attack.target)
    assert target is not None
    turn.emit(
        attack_resolved=pb.PrimordialSoupAttackResolved(
            attacker=ref_pb(attack.attacker),
            target=ref_pb(attack.target),
            phase=attack.phase,
            success=success,
            outcome=outcome,
            retry=attack.retry,
        )
    )
    if not success:
        return
    if outcome == pb.PRIMORDIAL_SOUP_ATTACK_OUTCOME_TARGET_DAMAGED:
        turn.emit(
            amoeba_damaged=pb.PrimordialSoupAmoebaDamaged(
                amoeba=ref_pb(target.ref),
                amount=rules.armor_dp,
                dp=target.dp + rules.armor_dp,
                cause=pb.PRIMORDIAL_SOUP_DAMAGE_CAUSE_ARMOR,
            )
        )
        return
    phase_one = attack.phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT
    cause = pb.PRIMORDIAL_SOUP_REMOVAL_CAUSE_EATEN if phase_one else pb.PRIMORDIAL_SOUP_REMOVAL_CAUSE_KILLED
    turn.emit(amoeba_removed=pb.PrimordialSoupAmoebaRemoved(amoeba=ref_pb(target.ref), space=target.space, cause=cause))
    if not phase_one:
        place_cubes(turn, target.space, rules.death_cubes_per_colour, pb.PRIMORDIAL_SOUP_CUBE_REASON_DEATH)
    elif attack.fight != pb.PRIMORDIAL_SOUP_FIGHT_ATTACKER_WON:
        # Eaten after winning a Defense fight: no cubes (R21).
        place_cubes(turn, target.space, rules.attack_cubes_per_colour, pb.PRIMORDIAL_SOUP_CUBE_REASON_ATTACK)


def _fight(turn: Turn, refight: bool) -> None:
    """Both roll one die; ties are rolled again; every roll is recorded."""
    attacker_rolls: list[int] = []
    defender_rolls: list[int] = []
    while not attacker_rolls or attacker_rolls[-1] == defender_rolls[-1]:
        attacker_rolls.append(turn.roll())
        defender_rolls.append(turn.roll())
    result = (
        pb.PRIMORDIAL_SOUP_FIGHT_ATTACKER_WON
        if attacker_rolls[-1] > defender_rolls[-1]
        else pb.PRIMORDIAL_SOUP_FIGHT_DEFENDER_WON
    )
    turn.emit(
        defense_fight=pb.PrimordialSoupDefenseFight(
            attacker_rolls=attacker_rolls,
            defender_rolls=defender_rolls,
            result=result,
            refight=refight,
        )
    )


# ---------------------------------------------------------------------------------------------
# Commands
# ---------------------------------------------------------------------------------------------


def _amoeba(turn: Turn, ref: AmoebaRef | None) -> Amoeba:
    assert ref is not None
    amoeba = turn.state.amoeba(ref)
    assert amoeba is not None
    return amoeba


def _target(turn: Turn, attacker: Amoeba, phase: Phase, message: pb.PrimordialSoupAmoebaRef) -> Amoeba:
    ref = ref_of(message)
    target = turn.state.amoeba(ref)
    if target is None or target.space != attacker.space or target.ref == attacker.ref:
        raise RuleViolation("SOUP_INVALID_TARGET", f"the target must be another amoeba in space {attacker.space}")
    if phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT and genes.has(turn.state, target.seat, "armor"):
        raise RuleViolation("SOUP_TARGET_HAS_ARMOR", "Armor: this amoeba cannot be attacked in phase 1")
    if phase == pb.PRIMORDIAL_SOUP_PHASE_AGGRESSION and target.seat == attacker.seat:
        raise RuleViolation("SOUP_INVALID_TARGET", "Aggression attacks another player's amoeba")
    return target


def _require_attack_bp(turn: Turn, seat: int) -> None:
    cost = edition().rules.attack_cost
    if turn.state.players[seat].bp < cost:
        raise RuleViolation("SOUP_NOT_ENOUGH_BP", f"an attack costs {cost} BP")


def on_attack(turn: Turn, decision: Decision, command: pb.PrimordialSoupAttack) -> None:
    attacker = _amoeba(turn, decision.amoeba)
    target = _target(turn, attacker, pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT, command.target)
    _require_attack_bp(turn, attacker.seat)
    declare(turn, attacker, target, pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT, retry=False)


def on_aggression(turn: Turn, decision: Decision, command: pb.PrimordialSoupAggression) -> None:
    attacker = turn.state.amoeba(AmoebaRef(decision.seat, command.attacker))
    if attacker is None:
        raise RuleViolation("SOUP_NO_SUCH_AMOEBA", f"you have no amoeba {command.attacker} on the board")
    target = _target(turn, attacker, pb.PRIMORDIAL_SOUP_PHASE_AGGRESSION, command.target)
    _require_attack_bp(turn, attacker.seat)
    declare(turn, attacker, target, pb.PRIMORDIAL_SOUP_PHASE_AGGRESSION, retry=False)


def on_pass_aggression(turn: Turn, decision: Decision, command: pb.PrimordialSoupPassAggression) -> None:
    turn.turn_ended(decision.seat)


def on_retry_attack(turn: Turn, decision: Decision, command: pb.PrimordialSoupRetryAttack) -> None:
    attacker = _amoeba(turn, decision.amoeba)
    phase = turn.state.phase
    target = _target(turn, attacker, phase, command.target)
    declare(turn, attacker, target, phase, retry=True)


def on_decline_retry(turn: Turn, decision: Decision, command: pb.PrimordialSoupDeclineRetry) -> None:
    if turn.state.phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT:
        starve(turn, _amoeba(turn, decision.amoeba))
    else:
        turn.turn_ended(decision.seat)


def _require_option(turn: Turn, field: str, code: str, message: str) -> None:
    attack = turn.state.attack
    assert attack is not None
    if not any(option.WhichOneof("command") == field for option in response_options(turn.state, attack)):
        raise RuleViolation(code, message)


def on_escape(turn: Turn, decision: Decision, command: pb.PrimordialSoupEscape) -> None:
    seat = decision.seat
    _require_option(
        turn, "escape", "SOUP_ESCAPE_NOT_AVAILABLE", "Escape needs the gene, its BP, and is used once per attempt"
    )
    movement.check_direction(turn.state, seat, command.direction, command.stay)
    cost = movement.escape_cost(turn.state, seat)
    if cost:
        turn.bp(seat, -cost, pb.PRIMORDIAL_SOUP_BP_REASON_ESCAPE)
    movement.start_active(
        turn, _amoeba(turn, decision.amoeba).ref, pb.PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_ESCAPE, command.direction
    )


def on_defend(turn: Turn, decision: Decision, command: pb.PrimordialSoupDefend) -> None:
    _require_option(
        turn, "defend", "SOUP_DEFENSE_NOT_AVAILABLE", "Defense needs the gene, its BP, and is used once per attempt"
    )
    turn.bp(decision.seat, -edition().rules.defense_cost, pb.PRIMORDIAL_SOUP_BP_REASON_DEFENSE)
    _fight(turn, refight=False)


def on_accept(turn: Turn, decision: Decision, command: pb.PrimordialSoupAccept) -> None:
    assert decision.amoeba is not None
    turn.emit(attack_accepted=pb.PrimordialSoupAttackAccepted(amoeba=ref_pb(decision.amoeba)))


def on_refight(turn: Turn, decision: Decision, command: pb.PrimordialSoupRefight) -> None:
    _fight(turn, refight=True)


def on_decline_refight(turn: Turn, decision: Decision, command: pb.PrimordialSoupDeclineRefight) -> None:
    assert decision.amoeba is not None
    turn.emit(refight_declined=pb.PrimordialSoupRefightDeclined(amoeba=ref_pb(decision.amoeba)))


# ---------------------------------------------------------------------------------------------
# Legal commands
# ---------------------------------------------------------------------------------------------


def legal_attack(state: SoupState, decision: Decision) -> list[Command]:
    assert decision.amoeba is not None
    attacker = state.amoeba(decision.amoeba)
    assert attacker is not None
    return [
        *(Command(attack=pb.PrimordialSoupAttack(target=ref_pb(t.ref))) for t in struggle_targets(state, attacker)),
        Command(starve=pb.PrimordialSoupStarve()),
    ]


def legal_retry(state: SoupState, decision: Decision) -> list[Command]:
    assert decision.amoeba is not None
    attacker = state.amoeba(decision.amoeba)
    assert attacker is not None
    return [
        *(
            Command(retry_attack=pb.PrimordialSoupRetryAttack(target=ref_pb(t.ref)))
            for t in targets(state, attacker, state.phase)
        ),
        Command(decline_retry=pb.PrimordialSoupDeclineRetry()),
    ]


def legal_respond(state: SoupState, decision: Decision) -> list[Command]:
    assert state.attack is not None
    return [*response_options(state, state.attack), Command(accept=pb.PrimordialSoupAccept())]


def legal_refight(state: SoupState, decision: Decision) -> list[Command]:
    return [Command(refight=pb.PrimordialSoupRefight()), Command(decline_refight=pb.PrimordialSoupDeclineRefight())]


def legal_aggression(state: SoupState, decision: Decision) -> list[Command]:
    return [
        *(
            Command(aggression=pb.PrimordialSoupAggression(attacker=own.number, target=ref_pb(target.ref)))
            for own, target in aggression_pairs(state, decision.seat)
        ),
        Command(pass_aggression=pb.PrimordialSoupPassAggression()),
    ]
