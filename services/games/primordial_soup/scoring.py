"""Phase 5a deaths, phase 6 scoring and the end of the game (rules reference §5, §6, R1, R4, R27)."""

from __future__ import annotations

from ludus.v1 import primordial_soup_pb2 as pb

from services.games.primordial_soup import genes
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.effects import place_cubes
from services.games.primordial_soup.state import EndReason, SoupState
from services.games.primordial_soup.turn import Turn, ref_pb


def resolve_deaths(turn: Turn) -> None:
    """Every amoeba at its death threshold dies: descending player order, number order (R27);
    each death puts one cube of each colour in play on its space (R1)."""
    per_colour = edition().rules.death_cubes_per_colour
    for seat in turn.state.order:
        threshold = genes.death_threshold(turn.state, seat)
        for amoeba in turn.state.own_amoebas(seat):
            if amoeba.dp < threshold:
                continue
            turn.emit(
                amoeba_removed=pb.PrimordialSoupAmoebaRemoved(
                    amoeba=ref_pb(amoeba.ref), space=amoeba.space, cause=pb.PRIMORDIAL_SOUP_REMOVAL_CAUSE_DAMAGE
                )
            )
            place_cubes(turn, amoeba.space, per_colour, pb.PRIMORDIAL_SOUP_CUBE_REASON_DEATH)


def leapfrog(position: int, steps: int, occupied: set[int]) -> int:
    """Move forward `steps` spaces, not counting spaces where another marker stands (§2.4)."""
    while steps > 0:
        position += 1
        if position not in occupied:
            steps -= 1
    return position


def score_round(turn: Turn) -> None:
    for seat in turn.state.order:
        amoeba_points, gene_points = genes.score_points(turn.state, seat)
        start = turn.state.players[seat].marker
        others = {p.marker for index, p in enumerate(turn.state.players) if index != seat}
        turn.emit(
            marker_moved=pb.PrimordialSoupMarkerMoved(
                seat=seat,
                amoeba_points=amoeba_points,
                gene_points=gene_points,
                from_position=start,
                to_position=leapfrog(start, amoeba_points + gene_points, others),
            )
        )


def end_reason(state: SoupState) -> EndReason:
    """Checked after phase 6: a marker at the threshold, or no environment card left (R4)."""
    if any(player.marker >= edition().end_threshold for player in state.players):
        return pb.PRIMORDIAL_SOUP_END_REASON_THRESHOLD
    if not state.deck:
        return pb.PRIMORDIAL_SOUP_END_REASON_LAST_CARD
    return pb.PRIMORDIAL_SOUP_END_REASON_NONE


def leader(state: SoupState) -> int:
    return max(range(state.seats), key=lambda seat: state.players[seat].marker)


def ranks(state: SoupState) -> tuple[int, ...]:
    """Rank per seat by marker; markers never share a space, so ranks never tie."""
    markers = [player.marker for player in state.players]
    return tuple(1 + sum(1 for other in markers if other > mine) for mine in markers)


def end_game(turn: Turn, reason: EndReason) -> None:
    state = turn.state
    turn.emit(
        game_ended=pb.PrimordialSoupGameEnded(
            reason=reason,
            winner=leader(state),
            positions=[player.marker for player in state.players],
        )
    )
