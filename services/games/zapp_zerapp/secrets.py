"""What Zapp Zerapp hides, and from whom (tests/e2e/test_secrets_games.py scans the wire for it): the
cans' order and the number at every position not yet revealed — held and committed cans included,
and uncommitted ones for the rest of the round (nobody) — and each rattle sample of the round (its
shaker only)."""

from __future__ import annotations

from collections.abc import Sequence

from ludus.v1 import zapp_zerapp_pb2

from services.core.secrets import IN_EVENT, IN_VIEWS, LEN, Secret, number, tag, varint
from services.games.zapp_zerapp.state import ZappState
from services.games.zapp_zerapp.views import rattle_message

#: Where a can's number legitimately travels once revealed: ZappZerappEvent.cans_revealed.reveals
#: and ZappZerappView.reveals (a ZappZerappReveal: position and can side by side).
REVEAL_PARENTS = (
    (
        *IN_EVENT,
        number(zapp_zerapp_pb2.ZappZerappEvent, "cans_revealed"),
        number(zapp_zerapp_pb2.ZappZerappCansRevealed, "reveals"),
    ),
    *((*view, number(zapp_zerapp_pb2.ZappZerappView, "reveals")) for view in IN_VIEWS),
)


def secrets_at(state: ZappState, events: Sequence[zapp_zerapp_pb2.ZappZerappEvent]) -> list[Secret]:
    pb = zapp_zerapp_pb2
    found: list[Secret] = []
    if state.cans:
        found.append(Secret(f"round {state.round}'s can order", frozenset(), raw=bytes(state.cans)))
        revealed = {reveal.position for reveal in state.reveals}
        for position, can in enumerate(state.cans):
            if position not in revealed:
                found.append(
                    Secret(
                        f"round {state.round}: can {can} at position {position}",
                        frozenset(),
                        fields=(
                            (number(pb.ZappZerappReveal, "position"), position),
                            (number(pb.ZappZerappReveal, "can"), can),
                        ),
                        under=REVEAL_PARENTS,
                    )
                )
    # This round's rattle samples (the state keeps them until the next dice roll; views carry them
    # as `own_samples`, events once, at their own version): each its shaker's alone. The same can
    # shaken the same way can sound the same to two seats: each may see the sample it heard.
    heard: dict[bytes, set[int]] = {}
    for seat, seat_round in enumerate(state.seat_rounds):
        for sample in seat_round.samples:
            heard.setdefault(rattle_message(sample).SerializeToString(), set()).add(seat)
    for heard_sample, shakers in heard.items():
        if heard_sample:
            what = f"seats {sorted(shakers)}'s rattle sample {heard_sample[:12].hex()}..."
            # Whole, with its tag and length, as a CanShaken's or an OwnSample's field: a one-click
            # sample's bare bytes could occur inside another seat's longer sample.
            for holder, name in ((pb.ZappZerappCanShaken, "sample"), (pb.ZappZerappOwnSample, "sample")):
                raw = tag(number(holder, name), LEN) + varint(len(heard_sample)) + heard_sample
                found.append(Secret(what, frozenset(shakers), raw=raw))
    return found
