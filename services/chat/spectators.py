"""Spectator controls: who may read a match without holding a seat in it.

A match's policy is chosen at creation (CreateMatchRequest.spectators), written into MatchCreated
(so the log says it) and into the match's meta hash beside its visibility, where the game service
reads it. An invite-only match also gets a spectator code there — a secret like the seed, so it
is kept in meta and never in the log; its seats fetch it (GetSpectatorCode) to share it, and a
spectator presents it in the `ludus-spectator-code` metadata entry, which the gateway passes on.

The check runs after the private-match check (services/core/runner.py `check_reachable`): a
private match stays NOT_FOUND to outsiders, and only a caller that may reach it meets the policy.
Seats, the platform's workers, the callers the gateway admits to the match (its creator, players
invited by name) and the signed-in creator are never spectators.
"""

from __future__ import annotations

import hmac
import secrets
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from typing import Any

from ludus.v1 import common_pb2

from services.core.caller import WORKER, Caller
from services.core.errors import InvalidCommand, PermissionDenied

#: Meta fields: the policy (the enum's number), the invite-only code, and the match's creator —
#: the signed-in player who created it and the seat its creator's token was minted for.
POLICY_FIELD = "spectators"
CODE_FIELD = "spectator_code"
CREATOR_PLAYER_FIELD = "creator_player"
CREATOR_SEAT_FIELD = "creator_seat"
#: The metadata entry a spectator sends the code in (lowercase: gRPC metadata keys are).
CODE_METADATA_KEY = "ludus-spectator-code"
#: Longest code accepted from a client (the platform's codes are 22 characters).
MAX_CODE = 64

ALLOWED = common_pb2.SPECTATOR_POLICY_ALLOWED
INVITE_ONLY = common_pb2.SPECTATOR_POLICY_INVITE_ONLY
NONE = common_pb2.SPECTATOR_POLICY_NONE
POLICIES = (common_pb2.SPECTATOR_POLICY_UNSPECIFIED, ALLOWED, INVITE_ONLY, NONE)


def chosen_policy(requested: int) -> int:
    """The policy a CreateMatch asks for, UNSPECIFIED meaning ALLOWED; INVALID_ARGUMENT else."""
    if requested not in POLICIES:
        raise InvalidCommand("spectators: choose ALLOWED, INVITE_ONLY or NONE", "SPECTATORS_INVALID")
    return requested or ALLOWED


def creation_meta(policy: int, seats: Iterable[common_pb2.SeatSpec], creator: str | None) -> dict[str, str]:
    """The meta fields a new match gets: its policy, a fresh code if invite-only, its creator."""
    meta = {POLICY_FIELD: str(policy)}
    if policy == INVITE_ONLY:
        meta[CODE_FIELD] = secrets.token_urlsafe(16)
    humans = [index for index, spec in enumerate(seats) if spec.kind == common_pb2.SEAT_KIND_HUMAN]
    if humans:
        # CreateMatch's first seat token (and a signed-in creator's seat) is the first human seat.
        meta[CREATOR_SEAT_FIELD] = str(humans[0])
    if creator:
        meta[CREATOR_PLAYER_FIELD] = creator
    return meta


def policy_of(meta: Mapping[str, bytes] | None) -> int:
    """The policy kept in a meta hash (matches from before the option: ALLOWED)."""
    raw = (meta or {}).get(POLICY_FIELD, b"")
    return int(raw) if raw.isdigit() and int(raw) in POLICIES[1:] else ALLOWED


def code_of(context: Any) -> str:
    """The spectator code a call carries in its metadata ("" if none)."""
    for key, value in context.invocation_metadata() or ():
        if key == CODE_METADATA_KEY and isinstance(value, str):
            return value[:MAX_CODE]
    return ""


def is_creator(meta: Mapping[str, bytes], who: Caller, match_id: str) -> bool:
    """Whether `who` created the match: the signed-in player who did, or the seat the creator's
    token acts for."""
    player = meta.get(CREATOR_PLAYER_FIELD, b"").decode()
    if player and who.player == player:
        return True
    seat = meta.get(CREATOR_SEAT_FIELD, b"").decode()
    return bool(seat) and who.match_id == match_id and who.seat is not None and str(who.seat) == seat


def participant(meta: Mapping[str, bytes], who: Caller, match_id: str) -> bool:
    """Whether `who` is at the table rather than a spectator: a seat, a worker, a caller the
    gateway admitted to the match, or its signed-in creator."""
    return (
        who.kind == WORKER
        or (who.match_id == match_id and who.seat is not None)
        or who.invited == match_id
        or is_creator(meta, who, match_id)
    )


def check_spectator(meta: Mapping[str, bytes], who: Caller, match_id: str, code: str) -> None:
    """PERMISSION_DENIED if `who` may not read the match without a seat under its policy."""
    if participant(meta, who, match_id):
        return
    policy = policy_of(meta)
    if policy == NONE:
        raise PermissionDenied("this match allows no spectators", "SPECTATORS_NOT_ALLOWED")
    if policy == INVITE_ONLY:
        expected = meta.get(CODE_FIELD, b"").decode()
        if not code:
            raise PermissionDenied(
                "this match is invite-only for spectators: present its spectator code", "SPECTATOR_CODE_REQUIRED"
            )
        if not expected or not hmac.compare_digest(code.encode(), expected.encode()):
            raise PermissionDenied("that is not this match's spectator code", "SPECTATOR_CODE_WRONG")


#: The meta fields the spectator check reads; they never change once the match exists.
CHECKED_FIELDS = (POLICY_FIELD, CODE_FIELD, CREATOR_PLAYER_FIELD, CREATOR_SEAT_FIELD)


class SpectatorGate:
    """The spectator check of a game service's reads, with each match's fields read once."""

    def __init__(self, store: Any, size: int = 10_000) -> None:
        self.store = store
        self._known: OrderedDict[str, dict[str, bytes]] = OrderedDict()
        self._size = size

    async def check(self, match_id: str, who: Caller, context: Any) -> None:
        """PERMISSION_DENIED if `who`, without a seat, may not watch the match (see
        `check_spectator`); a missing match is left to the call itself (NOT_FOUND there)."""
        if who.kind == WORKER or (who.match_id == match_id and who.seat is not None):
            return  # a seat or the platform: no meta read at all
        fields = self._known.get(match_id)
        if fields is None:
            meta = await self.store.meta(match_id)
            if meta is None:
                return
            fields = {name: meta[name] for name in CHECKED_FIELDS if name in meta}
            self._known[match_id] = fields
            while len(self._known) > self._size:
                self._known.popitem(last=False)
        check_spectator(fields, who, match_id, code_of(context))


class PolicyCache:
    """Match id -> its policy, for the summaries (a policy never changes, so never stale)."""

    def __init__(self, size: int) -> None:
        self._known: OrderedDict[str, int] = OrderedDict()
        self._size = size

    def note(self, match_id: str, policy: int) -> None:
        self._known[match_id] = policy
        self._known.move_to_end(match_id)
        while len(self._known) > self._size:
            self._known.popitem(last=False)

    def get(self, match_id: str) -> int | None:
        return self._known.get(match_id)


__all__ = [
    "ALLOWED",
    "CODE_FIELD",
    "CODE_METADATA_KEY",
    "INVITE_ONLY",
    "NONE",
    "PolicyCache",
    "SpectatorGate",
    "check_spectator",
    "chosen_policy",
    "code_of",
    "creation_meta",
    "is_creator",
    "participant",
    "policy_of",
]
