"""Private matches and invitations, as the gateway keeps them in PostgreSQL.

The match's own meta hash (Redis) says whether it is private, and the game service refuses every
caller it does not admit (NOT_FOUND, as for a match that does not exist). Whom to admit is
decided here, by the gateway: the creator (`hosted_matches`), the players invited by name to a
reserved seat, and — for JoinMatch only — whoever presents a live invitation code. Seats once
claimed are the seats table's business (services/players/accounts.py).

Codes are 128 random bits; only their SHA-256 is stored, so a copy of the database lets nobody
in. A revoked code admits no one from then on.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import secrets
import uuid
from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy import insert, select, update
from sqlalchemy.ext.asyncio import AsyncEngine

from services.players import schema

#: The answer's words for an invitation call about a match the caller did not create: the same
#: for a match that does not exist, so that a private match's existence never shows.
NOT_YOURS = "no match {match_id!r} of yours"


@dataclass(frozen=True)
class Hosted:
    """A match a player hosts: its creator, whether it is private, and its reserved seats."""

    match_id: str
    creator_id: uuid.UUID
    private: bool
    #: Seat -> the invited player it is reserved for (revoked invitations left out).
    reserved: Mapping[int, uuid.UUID]


@dataclass(frozen=True)
class OpenInvitation:
    """A seat reserved for a player, as ListMyInvitations shows it."""

    match_id: str
    seat: int
    invited_by: str
    invited_at: dt.datetime


def _digest(code: str) -> bytes:
    return hashlib.sha256(code.encode()).digest()


class Invitations:
    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        #: Hosted matches found: a match's creator, visibility and reservations never change
        #: except by revocation, which drops the entry (in this process; another gateway's copy
        #: matters only for reserved seats, never for who may see a match).
        self._hosted: dict[str, Hosted | None] = {}

    async def host(
        self, match_id: str, creator_id: uuid.UUID, private: bool, reserved: Mapping[int, uuid.UUID]
    ) -> None:
        """Record a created match that is private or has reserved seats (one transaction)."""
        async with self.engine.begin() as connection:
            await connection.execute(
                insert(schema.hosted_matches).values(match_id=match_id, creator_id=creator_id, private=private)
            )
            if reserved:
                await connection.execute(
                    insert(schema.invitations),
                    [{"match_id": match_id, "player_id": player, "seat": seat} for seat, player in reserved.items()],
                )
        self._hosted[match_id] = Hosted(match_id, creator_id, private, dict(reserved))

    async def hosted(self, match_id: str) -> Hosted | None:
        """The match's hosting record, or None (a public match without reservations, or none)."""
        if match_id in self._hosted:
            return self._hosted[match_id]
        async with self.engine.connect() as connection:
            row = (
                await connection.execute(
                    select(schema.hosted_matches).where(schema.hosted_matches.c.match_id == match_id)
                )
            ).one_or_none()
            if row is None:
                # Not remembered: the record may be written a moment after the match exists.
                return None
            invitations = schema.invitations
            reserved = await connection.execute(
                select(invitations.c.seat, invitations.c.player_id).where(
                    invitations.c.match_id == match_id,
                    invitations.c.player_id.is_not(None),
                    invitations.c.revoked_at.is_(None),
                )
            )
            found = Hosted(match_id, row.creator_id, row.private, {seat: player for seat, player in reserved})
        if len(self._hosted) >= 10_000:
            self._hosted.clear()
        self._hosted[match_id] = found
        return found

    async def admits(self, player_id: uuid.UUID, match_id: str) -> bool:
        """Whether the player may reach the match without a seat in it: its creator, or invited."""
        found = await self.hosted(match_id)
        return found is not None and (found.creator_id == player_id or player_id in found.reserved.values())

    async def create_code(self, match_id: str, creator_id: uuid.UUID) -> str | None:
        """A new code for a private match the player created; None if they did not create one."""
        found = await self.hosted(match_id)
        if found is None or found.creator_id != creator_id or not found.private:
            return None
        code = secrets.token_urlsafe(16)
        async with self.engine.begin() as connection:
            await connection.execute(insert(schema.invitations).values(match_id=match_id, code_hash=_digest(code)))
        return code

    async def revoke_code(self, match_id: str, creator_id: uuid.UUID, code: str) -> bool:
        """Revoke one of the match's codes; False if it is no live code of a match they created."""
        found = await self.hosted(match_id)
        if found is None or found.creator_id != creator_id:
            return False
        invitations = schema.invitations
        async with self.engine.begin() as connection:
            result = await connection.execute(
                update(invitations)
                .where(
                    invitations.c.match_id == match_id,
                    invitations.c.code_hash == _digest(code),
                    invitations.c.revoked_at.is_(None),
                )
                .values(revoked_at=dt.datetime.now(dt.UTC))
            )
        return bool(result.rowcount)

    async def redeems(self, match_id: str, code: str) -> bool:
        """Whether `code` is a live invitation code of the match (never cached: revocation is
        immediate)."""
        if not code:
            return False
        invitations = schema.invitations
        async with self.engine.connect() as connection:
            found = (
                await connection.execute(
                    select(invitations.c.id).where(
                        invitations.c.match_id == match_id,
                        invitations.c.code_hash == _digest(code),
                        invitations.c.revoked_at.is_(None),
                    )
                )
            ).first()
        return found is not None

    async def open_for(self, player_id: uuid.UUID, limit: int = 100) -> list[OpenInvitation]:
        """The player's reserved seats not revoked and not yet claimed by them, newest first."""
        invitations, hosted, players, seats = (
            schema.invitations,
            schema.hosted_matches,
            schema.players,
            schema.seats,
        )
        claimed = select(seats.c.match_id).where(seats.c.player_id == player_id)
        query = (
            select(invitations.c.match_id, invitations.c.seat, invitations.c.created_at, players.c.name)
            .join(hosted, hosted.c.match_id == invitations.c.match_id)
            .join(players, players.c.id == hosted.c.creator_id)
            .where(
                invitations.c.player_id == player_id,
                invitations.c.revoked_at.is_(None),
                invitations.c.match_id.not_in(claimed),
            )
            .order_by(invitations.c.created_at.desc(), invitations.c.id.desc())
            .limit(limit)
        )
        async with self.engine.connect() as connection:
            return [
                OpenInvitation(row.match_id, row.seat, row.name or "deleted player", row.created_at)
                for row in await connection.execute(query)
            ]
