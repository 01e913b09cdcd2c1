"""What a seat may see (rules reference §10): everything.

Nothing of significance is hidden in Primordial Soup. The only secrets at the table are the order
of the environment deck and dice not yet rolled; in Ludus neither exists before it matters,
because each card and each die is drawn from the match's rng when it is turned or rolled. So the
state holds no secret, every seat and spectator gets the same view (only `viewer` differs), and
`redact` returns events unchanged. The view is complete: `state_from_view` rebuilds the exact
state from it, which is what `determinize` returns.
"""

from __future__ import annotations

from ludus.v1 import primordial_soup_pb2 as pb

from services.games.primordial_soup import genes
from services.games.primordial_soup.commands import awaiting
from services.games.primordial_soup.convert import cubes_of, cubes_pb, decision_of, decision_pb, ref_of, ref_pb
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


def view(state: SoupState, seat: int | None) -> pb.PrimordialSoupView:
    data = edition()
    card = data.cards[state.card] if state.card else None
    result = pb.PrimordialSoupView(
        seats=state.seats,
        round=state.round,
        phase=state.phase,
        order=list(state.order),
        awaiting=list(awaiting(state)),
        supply=cubes_pb(state.supply),
        environment_card=state.card,
        ozone=card.ozone if card else 0,
        drift=card.drift if card else pb.PRIMORDIAL_SOUP_DIRECTION_NONE,
        turned_cards=list(state.turned),
        cards_left=len(state.deck),
        acting_stage=state.stage,
        division_case=state.division_case,
        end_reason=state.end_reason,
        turn_running=state.turn_running,
    )
    if seat is not None:
        result.viewer = seat
    if state.current >= 0:
        result.current_seat = state.current
    if state.winner >= 0:
        result.winner = state.winner
    if state.decision is not None:
        result.decision.CopyFrom(decision_pb(state.decision, state.phase, state.round))
    if state.acting:
        result.acting.CopyFrom(ref_pb(AmoebaRef(state.current, state.acting)))
    for index, player in enumerate(state.players):
        amoeba_points, gene_points = genes.score_points(state, index)
        result.players.add(
            seat=index,
            colour=data.colours[index],
            bp=player.bp,
            marker=player.marker,
            genes=[
                pb.PrimordialSoupHeldGene(gene=h.gene, acquired_round=h.acquired_round, replaced=h.replaced)
                for h in player.genes
            ],
            mutation_points=genes.mutation_points(state, index),
            amoebas_on_board=len(state.own_amoebas(index)),
            projected_points=amoeba_points + gene_points,
            defect=state.defects[index] if state.defects else 0,
        )
    for amoeba in state.amoebas:
        result.amoebas.add(amoeba=ref_pb(amoeba.ref), space=amoeba.space, dp=amoeba.dp)
    for space, cubes in enumerate(state.cubes):
        result.spaces.add(id=space, cubes=cubes_pb(cubes))
    if state.players:
        for gene in data.genes_in_play(state.seats):
            result.pool.add(gene=gene.id, available=genes.in_pool(state, gene.id))
    if state.move is not None:
        result.move.CopyFrom(_move_pb(state.move))
    if state.attack is not None:
        result.attack.CopyFrom(_attack_pb(state.attack))
    for record in state.attacks:
        result.attacks.add(
            attacker=ref_pb(record.attacker),
            target=ref_pb(record.target),
            phase=record.phase,
            retry=record.retry,
            success=record.success,
        )
    return result


def _move_pb(move: Move) -> pb.PrimordialSoupMoveProgress:
    message = pb.PrimordialSoupMoveProgress(
        amoeba=ref_pb(move.mover),
        purpose=move.purpose,
        kind=move.kind,
        moves=move.moves,
        dice=list(move.dice),
        resolved=move.resolved,
        carried=[ref_pb(ref) for ref in move.carried],
        follow_decided=list(move.follow_decided),
        followers=[ref_pb(ref) for ref in move.followers],
    )
    if move.stepped:
        message.from_space = move.step_from
        message.to_space = move.step_to
    return message


def _attack_pb(attack: Attack) -> pb.PrimordialSoupAttackProgress:
    return pb.PrimordialSoupAttackProgress(
        attacker=ref_pb(attack.attacker),
        target=ref_pb(attack.target),
        space=attack.space,
        phase=attack.phase,
        retry=attack.retry,
        escape_used=attack.escape_used,
        defense_used=attack.defense_used,
        fight=attack.fight,
        refight_used=attack.refight_used,
        accepted=attack.accepted,
    )


def redact(event: pb.PrimordialSoupEvent, seat: int | None) -> pb.PrimordialSoupEvent:
    """Events hold no secret (see the module docstring): everyone receives them whole."""
    return event


def state_from_view(message: pb.PrimordialSoupView) -> SoupState:
    """The full state a view describes (views are complete; see the module docstring)."""
    data = edition()
    seats = message.seats
    players = tuple(
        Player(
            bp=p.bp,
            marker=p.marker,
            genes=tuple(HeldGene(g.gene, g.acquired_round, g.replaced) for g in p.genes),
        )
        for p in message.players
    )
    move = None
    if message.HasField("move"):
        m = message.move
        move = Move(
            mover=ref_of(m.amoeba),
            purpose=m.purpose,
            kind=m.kind,
            moves=m.moves,
            dice=tuple(m.dice),
            resolved=m.resolved,
            step_from=m.from_space if m.HasField("from_space") else -1,
            step_to=m.to_space if m.HasField("to_space") else -1,
            carried=tuple(ref_of(r) for r in m.carried),
            follow_decided=tuple(m.follow_decided),
            followers=tuple(ref_of(r) for r in m.followers),
        )
    attack = None
    if message.HasField("attack"):
        a = message.attack
        attack = Attack(
            attacker=ref_of(a.attacker),
            target=ref_of(a.target),
            space=a.space,
            phase=a.phase,
            retry=a.retry,
            escape_used=a.escape_used,
            defense_used=a.defense_used,
            fight=a.fight,
            refight_used=a.refight_used,
            accepted=a.accepted,
        )
    turned = tuple(message.turned_cards)
    in_environment = message.phase == pb.PRIMORDIAL_SOUP_PHASE_ENVIRONMENT
    return SoupState(
        seats=seats,
        phase=message.phase,
        round=message.round,
        players=players,
        amoebas=tuple(
            Amoeba(a.amoeba.seat, a.amoeba.number, a.space, a.dp)
            for a in sorted(message.amoebas, key=lambda a: (a.amoeba.seat, a.amoeba.number))
        ),
        cubes=tuple(cubes_of(space.cubes, seats) for space in message.spaces),
        supply=cubes_of(message.supply, seats) if message.players else (),
        card=message.environment_card,
        turned=turned,
        deck=tuple(sorted(card for card in data.cards if card not in turned)) if turned else (),
        order=tuple(message.order),
        current=message.current_seat if message.HasField("current_seat") else -1,
        turn_running=message.turn_running,
        acting=message.acting.number if message.HasField("acting") else 0,
        stage=message.acting_stage,
        move=move,
        attack=attack,
        attacks=tuple(
            AttackRecord(ref_of(r.attacker), ref_of(r.target), r.phase, r.retry, r.success) for r in message.attacks
        ),
        defects=tuple(p.defect for p in message.players) if in_environment else (),
        division_case=message.division_case,
        decision=decision_of(message.decision) if message.decision.kind else None,
        end_reason=message.end_reason,
        winner=message.winner if message.HasField("winner") else -1,
    )


def catalogue_message() -> pb.PrimordialSoupCatalogue:
    data = edition()
    catalogue = pb.PrimordialSoupCatalogue(
        colours=list(data.colours),
        amoeba_points=list(data.amoeba_points),
        gene_points=list(data.gene_points),
        end_threshold=data.end_threshold,
        edition=data.name,
    )
    for space in data.spaces:
        info = catalogue.spaces.add(id=space.id, row=space.row, column=space.column)
        for direction, field in (
            (pb.PRIMORDIAL_SOUP_DIRECTION_NORTH, "north"),
            (pb.PRIMORDIAL_SOUP_DIRECTION_EAST, "east"),
            (pb.PRIMORDIAL_SOUP_DIRECTION_SOUTH, "south"),
            (pb.PRIMORDIAL_SOUP_DIRECTION_WEST, "west"),
        ):
            neighbour = space.neighbour(direction)
            if neighbour is not None:
                setattr(info, field, neighbour)
    for card in data.cards.values():
        catalogue.environment_cards.add(id=card.id, ozone=card.ozone, drift=card.drift)
    for gene in data.genes.values():
        catalogue.genes.add(
            id=gene.id,
            name=gene.name,
            price=gene.price,
            mutation_points=gene.mp,
            copies_3p=gene.copies[3],
            copies_4p=gene.copies[4],
            advanced=gene.advanced,
            replaces=list(gene.replaces),
            defect_relief=gene.defect_relief,
            score_cards=gene.score_cards,
            phases=list(gene.phases),
            effect=gene.effect,
        )
    for seats, rules in ((3, catalogue.meals_3p), (4, catalogue.meals_4p)):
        for used, patterns in data.meals[seats].items():
            rules.add(genes=sorted(used), patterns=[cubes_pb(p) for p in patterns])
    return catalogue
