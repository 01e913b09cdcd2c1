"""Who plays whom: groups of one queue's waiting players, by rating, oldest first.

The longest-waiting player not yet grouped picks first (so nobody starves behind newcomers): the
players whose rating lies within that player's window join them, nearest rating first, until the
table is full. The window is LUDUS_MATCHMAKING_WINDOW wide for a player who just queued and grows
by LUDUS_MATCHMAKING_WIDEN_PER_SECOND for every second they wait, so it reaches everyone in the
end: whoever waits long enough is matched as soon as enough others wait. A player who asked for
bots after N seconds and has waited that long gets a table anyway: the players within their
window, and bots in the seats left.

A pure function of the tickets and the time: every matchmaker computes the same groups from the
same queue, and the queue's claim script (queue.py) settles races between them.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass

from services.matchmaking.queue import Ticket


@dataclass(frozen=True)
class Policy:
    #: The rating difference accepted at once.
    window: float = 5.0
    #: How much the window grows per second waited.
    widen_per_second: float = 0.5

    def window_of(self, ticket: Ticket, now_ms: int) -> float:
        waited = max(0, now_ms - ticket.queued_ms) / 1000
        return self.window + self.widen_per_second * waited


@dataclass(frozen=True)
class Group:
    """One table: its players (the first is the one who picked) and how many seats go to bots."""

    players: tuple[Ticket, ...]
    bots: int = 0


def wants_bots(ticket: Ticket, now_ms: int) -> bool:
    return ticket.bots_after_seconds > 0 and now_ms - ticket.queued_ms >= ticket.bots_after_seconds * 1000


def form_groups(waiting: Sequence[Ticket], seats: int, now_ms: int, policy: Policy) -> list[Group]:
    """The tables to make now from one queue's waiting tickets (all for `seats` seats)."""
    by_rating = sorted(waiting, key=lambda ticket: (ticket.rating, ticket.queued_ms, ticket.player))
    ratings = [ticket.rating for ticket in by_rating]
    taken: set[str] = set()
    groups: list[Group] = []
    for anchor in sorted(waiting, key=lambda ticket: (ticket.queued_ms, ticket.player)):
        if anchor.player in taken:
            continue
        window = policy.window_of(anchor, now_ms)
        mates = _nearest(by_rating, ratings, anchor, window, seats - 1, taken)
        if len(mates) == seats - 1:
            group = Group((anchor, *mates))
        elif wants_bots(anchor, now_ms):
            group = Group((anchor, *mates), bots=seats - 1 - len(mates))
        else:
            continue  # the anchor waits; younger players may still make a table of their own
        taken.update(ticket.player for ticket in group.players)
        groups.append(group)
    return groups


def _nearest(
    by_rating: Sequence[Ticket], ratings: Sequence[float], anchor: Ticket, window: float, wanted: int, taken: set[str]
) -> list[Ticket]:
    """Up to `wanted` untaken tickets other than the anchor, within `window` of its rating,
    nearest first: walking outwards from the anchor's place in the rating order."""
    found: list[Ticket] = []
    here = bisect.bisect_left(ratings, anchor.rating)
    left, right = here - 1, here

    def free(index: int) -> bool:
        player = by_rating[index].player
        return player != anchor.player and player not in taken and all(mate.player != player for mate in found)

    while len(found) < wanted:
        while left >= 0 and not free(left):
            left -= 1
        while right < len(by_rating) and not free(right):
            right += 1
        below = anchor.rating - ratings[left] if left >= 0 else None
        above = ratings[right] - anchor.rating if right < len(by_rating) else None
        if below is not None and below <= window and (above is None or below <= above):
            found.append(by_rating[left])
            left -= 1
        elif above is not None and above <= window:
            found.append(by_rating[right])
            right += 1
        else:
            break
    return found
