"""Small effects shared by several phases: starvation damage and cubes from the supply."""

from __future__ import annotations

from ludus.v1 import primordial_soup_pb2 as pb

from services.games.primordial_soup.convert import cubes_pb
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.state import Amoeba
from services.games.primordial_soup.turn import Turn, ref_pb


def starve(turn: Turn, amoeba: Amoeba) -> None:
    """No meal (and no attack): +1 DP, nothing eaten, nothing excreted (§5 phase 1b)."""
    amount = edition().rules.starvation_dp
    turn.emit(
        amoeba_damaged=pb.PrimordialSoupAmoebaDamaged(
            amoeba=ref_pb(amoeba.ref),
            amount=amount,
            dp=amoeba.dp + amount,
            cause=pb.PRIMORDIAL_SOUP_DAMAGE_CAUSE_STARVATION,
        )
    )


def place_cubes(turn: Turn, space: int, per_colour: int, reason: pb.PrimordialSoupCubeReason) -> None:
    """`per_colour` cubes of each colour in play from the supply onto a space. The supply is
    limited: a short colour gives what it has left, and no other colour stands in (§1)."""
    cubes = tuple(min(per_colour, have) for have in turn.state.supply)
    if any(cubes):
        turn.emit(cubes_placed=pb.PrimordialSoupCubesPlaced(space=space, cubes=cubes_pb(cubes), reason=reason))
