"""The emitter every rule module writes through.

`decide` never writes events by hand and hopes `evolve` agrees: each event is applied at once, so
every later check in the same command sees the state the events have produced (as `_Turn` in
Ark's rules). Dice and cards are drawn only here, from the rng `decide` or `setup` was given.
"""

from __future__ import annotations

from typing import Any

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.immutable import replace
from services.core.rng import Rng
from services.games.primordial_soup.convert import decision_pb, ref_pb
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.evolve import evolve
from services.games.primordial_soup.state import AmoebaRef, Decision, SoupState


class Turn:
    """Collects a command's events, applying each one as it is emitted."""

    def __init__(self, state: SoupState, rng: Rng) -> None:
        self.state = state
        self.events: list[pb.PrimordialSoupEvent] = []
        self._rng = rng

    def emit(self, **event: Any) -> None:
        message = pb.PrimordialSoupEvent(**event)
        self.events.append(message)
        self.state = evolve(self.state, message)

    def roll(self) -> int:
        """One six-sided die."""
        return self._rng.randint(1, 6)

    def draw(self, count: int) -> int:
        """A uniform index below `count` (the next environment card)."""
        return self._rng.below(count)

    def bp(self, seat: int, delta: int, reason: pb.PrimordialSoupBpReason) -> None:
        balance = self.state.players[seat].bp + delta
        if balance < 0:  # every caller checked the price first (R28)
            raise AssertionError(f"seat {seat} cannot pay {-delta} BP")
        self.emit(bp_changed=pb.PrimordialSoupBpChanged(seat=seat, delta=delta, balance=balance, reason=reason))

    def request(self, decision: Decision, prompt: str) -> None:
        message = decision_pb(replace(decision, prompt=prompt), self.state.phase, self.state.round)
        self.emit(decision_requested=pb.PrimordialSoupDecisionRequested(decision=message))

    def turn_ended(self, seat: int) -> None:
        self.emit(turn_ended=pb.PrimordialSoupTurnEnded(seat=seat))


def name(ref: AmoebaRef) -> str:
    """ "red 3": an amoeba as prompts name it."""
    return f"{edition().colours[ref.seat]} {ref.number}"


__all__ = ["Turn", "name", "ref_pb"]
