"""The gateway's half of private matches and invitations (the game service holds the other).

A match's visibility lives in its meta hash, and the game service answers NOT_FOUND to every
caller it does not admit (services/core/runner.py `check_reachable`). The gateway decides whom it
admits without a seat — the creator and the players invited by name (gateway/identity.py), and a
JoinMatch carrying a live invitation code (here) — and keeps seats reserved for invited players
for them. Nothing here ever answers differently for a private match the caller may not reach
and a match that does not exist: such calls go on to the game service, which answers both alike.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace

from ludus.v1 import common_pb2, gateway_pb2

from services.core.caller import Caller
from services.core.errors import InvalidCommand, RuleViolation, Unauthenticated
from services.players.accounts import Accounts

#: A match's summary as a caller may see it (GatewayServicer.match_info).
MatchLookup = Callable[[str, Caller], Awaitable[common_pb2.MatchInfo]]


@dataclass(frozen=True)
class HostingPlan:
    """What a player's CreateMatch asks beyond the game service's part."""

    private: bool
    #: Seat -> the player it is reserved for.
    reserved: dict[int, uuid.UUID]

    @property
    def needs_record(self) -> bool:
        return self.private or bool(self.reserved)


async def plan_hosting(
    request: gateway_pb2.CreateMatchRequest,
    outgoing: gateway_pb2.CreateMatchRequest,
    caller: Caller,
    accounts: Accounts | None,
) -> HostingPlan:
    """Check a CreateMatch's visibility and invitations, resolve invited names to players and
    clear them from the forwarded request (no player's name may reach a match log). Raises before
    anything is changed."""
    private = request.visibility == common_pb2.VISIBILITY_PRIVATE
    invites = [(index, spec.invite) for index, spec in enumerate(request.seats) if spec.invite]
    if not private and not invites:
        return HostingPlan(False, {})
    if accounts is None:
        raise RuleViolation("PLAYERS_DISABLED", "private matches and invitations need the players' database")
    if not caller.player:
        raise Unauthenticated(
            "private matches and invitations need a signed-in creator (`authorization: Bearer <access token>`)",
            "ACCESS_TOKEN_MISSING",
        )
    reserved: dict[int, uuid.UUID] = {}
    for index, name in invites:
        if request.seats[index].kind != common_pb2.SEAT_KIND_OPEN:
            raise InvalidCommand(f"seat {index}: only an open seat can be reserved for an invited player")
        invited = (await accounts.profile(name)).id
        if str(invited) == caller.player:
            raise InvalidCommand(f"seat {index}: a creator does not invite themselves")
        if invited in reserved.values():
            raise InvalidCommand(f"seat {index}: {name!r} is already invited to another seat")
        reserved[index] = invited
    for spec in outgoing.seats:
        spec.ClearField("invite")
    return HostingPlan(private, reserved)


async def admit_join(
    request: gateway_pb2.JoinMatchRequest,
    outgoing: gateway_pb2.JoinMatchRequest,
    caller: Caller,
    accounts: Accounts | None,
    lookup: MatchLookup,
) -> Caller:
    """The caller to forward a JoinMatch as: admitted to a private match by a live invitation
    code, and kept off the seats reserved for others (an unnamed seat becomes the invited
    player's own, else the lowest one free for anybody). The code never goes on."""
    outgoing.ClearField("invitation")
    if accounts is None:
        return caller
    match_id = request.match_id
    hosted = await accounts.invitations.hosted(match_id)
    if hosted is None:
        return caller  # public without reservations, or no such match: the service decides
    if not caller.may_reach(match_id) and await accounts.invitations.redeems(match_id, request.invitation):
        caller = replace(caller, invited=match_id)
    if hosted.private and not caller.may_reach(match_id):
        return caller  # the service answers NOT_FOUND, as for no match
    mine = [seat for seat, player in hosted.reserved.items() if str(player) == caller.player]
    others = {seat for seat in hosted.reserved if seat not in mine}
    if request.HasField("seat"):
        if request.seat in others:
            raise RuleViolation("SEAT_RESERVED", f"seat {request.seat} is reserved for an invited player")
        return caller
    if mine:
        outgoing.seat = mine[0]
        return caller
    if others:
        info = await lookup(match_id, caller)
        free = [
            seat.seat
            for seat in info.seats
            if seat.kind == common_pb2.SEAT_KIND_OPEN and not seat.occupied and seat.seat not in others
        ]
        if not free:
            raise RuleViolation(
                "NO_OPEN_SEAT", "this match has no open seat left that is not reserved for an invited player"
            )
        outgoing.seat = free[0]
    return caller


def reachable(caller: Caller, match_id: str, private: bool) -> bool:
    """Whether a Players call may speak of the match (ListSeatHolders): public, or admitted."""
    return not private or caller.may_reach(match_id)


__all__ = ["HostingPlan", "admit_join", "plan_hosting", "reachable"]
