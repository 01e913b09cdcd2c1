"""Conversions between the state's plain values and the proto messages."""

from __future__ import annotations

from ludus.v1 import primordial_soup_pb2 as pb

from services.games.primordial_soup.state import AmoebaRef, Decision, Phase


def ref_pb(ref: AmoebaRef) -> pb.PrimordialSoupAmoebaRef:
    return pb.PrimordialSoupAmoebaRef(seat=ref.seat, number=ref.number)


def ref_of(message: pb.PrimordialSoupAmoebaRef) -> AmoebaRef:
    return AmoebaRef(message.seat, message.number)


def cubes_pb(cubes: tuple[int, ...]) -> pb.PrimordialSoupCubes:
    return pb.PrimordialSoupCubes(counts=list(cubes))


def cubes_of(message: pb.PrimordialSoupCubes, seats: int) -> tuple[int, ...]:
    """The counts padded to one per colour (the caller has checked the length)."""
    counts = list(message.counts)
    return tuple(counts + [0] * (seats - len(counts)))


def decision_pb(decision: Decision, phase: Phase, round_number: int) -> pb.PrimordialSoupDecision:
    message = pb.PrimordialSoupDecision(
        kind=decision.kind,
        seat=decision.seat,
        phase=phase,
        round=round_number,
        dice=list(decision.dice),
        from_space=decision.from_space,
        to_space=decision.to_space,
        max_cubes=decision.max_cubes,
        followers=list(decision.followers),
        defect=decision.defect,
        division_case=decision.division_case,
        purpose=decision.purpose,
        placement=decision.placement,
        prompt=decision.prompt,
    )
    if decision.amoeba is not None:
        message.amoeba.CopyFrom(ref_pb(decision.amoeba))
    if decision.attacker is not None:
        message.attacker.CopyFrom(ref_pb(decision.attacker))
    return message


def decision_of(message: pb.PrimordialSoupDecision) -> Decision:
    return Decision(
        kind=message.kind,
        seat=message.seat,
        amoeba=ref_of(message.amoeba) if message.HasField("amoeba") else None,
        attacker=ref_of(message.attacker) if message.HasField("attacker") else None,
        dice=tuple(message.dice),
        from_space=message.from_space,
        to_space=message.to_space,
        max_cubes=message.max_cubes,
        followers=tuple(message.followers),
        defect=message.defect,
        division_case=message.division_case,
        purpose=message.purpose,
        placement=message.placement,
        prompt=message.prompt,
    )
