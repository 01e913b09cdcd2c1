"""Accounts: sign up, sign in, sessions, deletion, bans, external identities and owned seats.

Everything here is one short PostgreSQL transaction; nothing is kept in process but the brief
cache of "this session is live" checks (`LiveChecks`). The gateway's Players service
(gateway/players.py) and its interceptor (gateway/auth.py) call these; so do the operators'
`ludus players` commands.

Refusals are LudusErrors with stable rule codes, raised before anything changes.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
import uuid
from dataclasses import dataclass

from sqlalchemy import delete, func, insert, select, tuple_, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from services.core.errors import InvalidCommand, NotFound, PermissionDenied, RuleViolation, Unauthenticated
from services.core.settings import Settings
from services.players import schema
from services.players.invitations import Invitations
from services.players.live import LiveChecks
from services.players.oidc import ExternalIdentity
from services.players.passwords import Passwords, check_new_password
from services.players.quotas import CreationQuota
from services.players.signin_limits import SigninLimits
from services.players.tokens import AccessClaim, AccessTokens, digest, new_refresh_token, parse_refresh_token

#: Names: 3 to 32 letters, digits, `_`, `-` or `.`, starting with a letter or digit.
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{2,31}")
DELETED_NAME = "deleted player"
#: Bounded memory of held seats per process (cleared when full; it only saves queries).
MAX_REMEMBERED_SEATS = 200_000


def name_key(name: str) -> str:
    """The form names are unique in: `Alice` and `alice` are one name."""
    return name.casefold()


#: Display names: 1 to 32 characters, none of them a control or format character, no edge spaces.
MAX_DISPLAY_NAME = 32


def check_display_name(display_name: str) -> str:
    """The display name as stored ("" clears it); INVALID_ARGUMENT (DISPLAY_NAME_INVALID) else."""
    shown = display_name.strip()
    if len(shown) > MAX_DISPLAY_NAME or any(unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp") for char in shown):
        raise InvalidCommand(
            f"a display name has at most {MAX_DISPLAY_NAME} characters and no control characters",
            "DISPLAY_NAME_INVALID",
        )
    return shown


def check_name(name: str) -> str:
    if not NAME.fullmatch(name):
        raise InvalidCommand(
            "a name has 3 to 32 letters, digits, '_', '-' or '.', and starts with a letter or digit", "NAME_INVALID"
        )
    return name


@dataclass(frozen=True)
class Player:
    id: uuid.UUID
    name: str
    kind: str
    created_at: dt.datetime
    banned: bool = False
    deleted: bool = False
    #: Shown instead of the name (their name if they chose none).
    display_name: str = ""


@dataclass(frozen=True)
class HeldSeat:
    match_id: str
    seat: int
    claimed_at: dt.datetime


@dataclass(frozen=True)
class Session:
    """A sign-in's tokens: the access token (and its expiry, Unix seconds) and the refresh token."""

    player: Player
    access_token: str
    access_expires_at: int
    refresh_token: str


def _player(row: object) -> Player:
    deleted = getattr(row, "deleted_at") is not None  # noqa: B009 - a Row's columns are attributes
    return Player(
        id=getattr(row, "id"),  # noqa: B009
        name=DELETED_NAME if deleted else str(getattr(row, "name")),  # noqa: B009
        kind=getattr(row, "kind"),  # noqa: B009
        created_at=getattr(row, "created_at"),  # noqa: B009
        banned=getattr(row, "banned"),  # noqa: B009
        deleted=deleted,
        display_name=DELETED_NAME if deleted else str(getattr(row, "display_name", None) or getattr(row, "name")),  # noqa: B009
    )


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class Accounts:
    """The players' store and the rules of their sessions."""

    def __init__(
        self,
        engine: AsyncEngine,
        access: AccessTokens,
        passwords: Passwords,
        refresh_seconds: int = 30 * 24 * 3600,
        check_seconds: float = 1.0,
        signin_failures: int = 5,
        guests: bool = False,
        creations: CreationQuota | None = None,
    ) -> None:
        self.engine = engine
        self.access = access
        self.passwords = passwords
        self.refresh_seconds = refresh_seconds
        self.guests = guests
        self.live = LiveChecks(check_seconds)
        self.limits = SigninLimits(signin_failures)
        self.creations = creations or CreationQuota()
        self.invitations = Invitations(engine)
        #: Seats found held: a seat never changes hands once a player holds it, so these stay
        #: true; "holds none" is never remembered (the player may join at any moment).
        self._seats: dict[tuple[uuid.UUID, str], int] = {}

    @classmethod
    def from_settings(cls, engine: AsyncEngine, platform_secret: bytes, settings: Settings) -> Accounts:
        return cls(
            engine,
            AccessTokens(platform_secret, settings.access_token_seconds),
            Passwords(settings.password_time_cost, settings.password_memory_kib),
            refresh_seconds=settings.refresh_token_seconds,
            check_seconds=settings.player_check_seconds,
            signin_failures=settings.signin_failures,
            guests=settings.guests,
            creations=CreationQuota(
                settings.creations_per_hour,
                settings.guest_creations_per_hour,
                settings.open_matches,
                settings.guest_open_matches,
            ),
        )

    # -- creating players ---------------------------------------------------------------------

    async def _insert_player(self, connection: AsyncConnection, name: str, kind: str) -> Player:
        player_id = uuid.uuid4()
        try:
            async with connection.begin_nested():
                row = (
                    await connection.execute(
                        insert(schema.players)
                        .values(id=player_id, name=name, name_key=name_key(name), kind=kind)
                        .returning(*schema.players.c)
                    )
                ).one()
        except IntegrityError:
            raise RuleViolation("NAME_TAKEN", f"the name {name!r} is taken") from None
        return _player(row)

    async def create(self, name: str, password: str, kind: str = schema.MEMBER) -> Player:
        """A new player with a password (sign up, or an operator's `ludus players create`)."""
        check_name(name)
        check_new_password(password)
        hashed = await self.passwords.hash(password)
        async with self.engine.begin() as connection:
            player = await self._insert_player(connection, name, kind)
            await connection.execute(insert(schema.credentials).values(player_id=player.id, password_hash=hashed))
        return player

    async def sign_up(self, name: str, password: str) -> Session:
        return await self._open_session(await self.create(name, password))

    async def sign_in_as_guest(self, name: str) -> Session:
        """A guest: a named player without a password, for one session (operator setting)."""
        if not self.guests:
            raise PermissionDenied("this platform does not admit guests; sign up instead", "GUESTS_DISABLED")
        check_name(name)
        async with self.engine.begin() as connection:
            player = await self._insert_player(connection, name, schema.GUEST)
        return await self._open_session(player)

    async def external(self, identity: ExternalIdentity) -> Player:
        """The player an external identity maps to, created on first sight (named after the
        identity's preferred name if it is free and valid, else `oidc-<random>`)."""
        try:
            return await self._external(identity)
        except IntegrityError:
            # Two first calls with one new identity raced and the other created it: it is there now.
            return await self._external(identity)

    async def sign_in_external(self, identity: ExternalIdentity) -> Session:
        """A sign-in of our own (access and refresh tokens) for a verified external identity's
        player, created on first sight; refused if the player is banned."""
        player = await self.external(identity)
        await self.check_external(player)
        return await self._open_session(player)

    async def _external(self, identity: ExternalIdentity) -> Player:
        async with self.engine.begin() as connection:
            row = (
                await connection.execute(
                    select(*schema.players.c)
                    .join(schema.oidc_identities, schema.oidc_identities.c.player_id == schema.players.c.id)
                    .where(
                        schema.oidc_identities.c.issuer == identity.issuer,
                        schema.oidc_identities.c.subject == identity.subject,
                    )
                )
            ).one_or_none()
            if row is not None:
                return _player(row)
            wanted = identity.preferred_name
            player = None
            if wanted and NAME.fullmatch(wanted):
                try:
                    player = await self._insert_player(connection, wanted, schema.OIDC)
                except RuleViolation:
                    player = None
            if player is None:
                player = await self._insert_player(connection, f"oidc-{uuid.uuid4().hex[:12]}", schema.OIDC)
            # Two first calls with one new identity race here: the loser's insert fails on the
            # primary key (IntegrityError, handled by `external`).
            await connection.execute(
                insert(schema.oidc_identities).values(
                    issuer=identity.issuer, subject=identity.subject, player_id=player.id
                )
            )
        return player

    # -- sessions -------------------------------------------------------------------------------

    async def _open_session(self, player: Player) -> Session:
        session_id = uuid.uuid4()
        refresh, hashed = new_refresh_token(session_id)
        async with self.engine.begin() as connection:
            generation = (
                await connection.execute(select(schema.players.c.generation).where(schema.players.c.id == player.id))
            ).scalar_one()
            await connection.execute(
                insert(schema.sessions).values(
                    id=session_id,
                    player_id=player.id,
                    refresh_hash=hashed,
                    expires_at=_now() + dt.timedelta(seconds=self.refresh_seconds),
                )
            )
        access, expires = self.access.mint(player.id, session_id, generation)
        return Session(player, access, expires, refresh)

    async def sign_in(self, name: str, password: str, address: str) -> Session:
        """A session for a name and password. Every failure is the same answer after the same
        work (a dummy hash for unknown names); repeated failures per name or address back off."""
        key = name_key(name)
        await self.limits.check(self.engine, key, address)
        async with self.engine.connect() as connection:
            row = (
                await connection.execute(
                    select(*schema.players.c, schema.credentials.c.password_hash)
                    .join(schema.credentials, schema.credentials.c.player_id == schema.players.c.id)
                    .where(schema.players.c.name_key == key)
                )
            ).one_or_none()
        stored = row.password_hash if row is not None else None
        if not await self.passwords.verify(stored, password) or row is None:
            await self.limits.failed(self.engine, key, address)
            raise Unauthenticated("wrong name or password", "SIGNIN_FAILED")
        await self.limits.succeeded(self.engine, key)
        player = _player(row)
        if player.banned:
            raise PermissionDenied("this player is banned", "PLAYER_BANNED")
        return await self._open_session(player)

    async def refresh(self, refresh_token: str) -> Session:
        """New tokens for a refresh token, which is then spent. Presenting a spent one means it
        was stolen or replayed: the whole family (the thief's and the owner's) is revoked."""
        session_id, secret = parse_refresh_token(refresh_token)
        new_token, new_hash = new_refresh_token(session_id)
        async with self.engine.begin() as connection:
            row = (
                await connection.execute(
                    select(schema.sessions, schema.players.c.generation, schema.players.c.banned)
                    .join(schema.players, schema.players.c.id == schema.sessions.c.player_id)
                    .where(schema.sessions.c.id == session_id)
                    .with_for_update(of=schema.sessions)
                )
            ).one_or_none()
            if row is None or row.revoked_at is not None or row.expires_at <= _now():
                raise Unauthenticated("this sign-in has ended; sign in again", "REFRESH_TOKEN_REVOKED")
            if row.refresh_hash != digest(secret):
                await self._revoke(connection, session_id, "refresh token reused")
                reused = True
            else:
                reused = False
                await connection.execute(
                    update(schema.sessions)
                    .where(schema.sessions.c.id == session_id)
                    .values(
                        refresh_hash=new_hash,
                        rotations=schema.sessions.c.rotations + 1,
                        expires_at=_now() + dt.timedelta(seconds=self.refresh_seconds),
                    )
                )
            player_row = (
                await connection.execute(select(*schema.players.c).where(schema.players.c.id == row.player_id))
            ).one()
        if reused:
            self.live.forget_session(session_id)
            raise Unauthenticated(
                "this refresh token was already used: the sign-in is revoked; sign in again", "REFRESH_TOKEN_REUSED"
            )
        if row.banned:
            raise PermissionDenied("this player is banned", "PLAYER_BANNED")
        access, expires = self.access.mint(row.player_id, session_id, row.generation)
        return Session(_player(player_row), access, expires, new_token)

    async def _revoke(self, connection: AsyncConnection, session_id: uuid.UUID, reason: str) -> None:
        await connection.execute(
            update(schema.sessions)
            .where(schema.sessions.c.id == session_id, schema.sessions.c.revoked_at.is_(None))
            .values(revoked_at=_now(), revoked_reason=reason)
        )

    async def sign_out(self, claim: AccessClaim) -> None:
        if claim.session_id is None:
            raise RuleViolation("NO_SESSION", "an identity issuer's token has no Ludus sign-in to end")
        async with self.engine.begin() as connection:
            await self._revoke(connection, claim.session_id, "signed out")
        self.live.forget_session(claim.session_id)

    # -- verifying a call's player --------------------------------------------------------------

    async def verify_access(self, token: str) -> AccessClaim:
        """The claim of an access token whose session is live: signed, unexpired, its session not
        revoked, its player neither banned nor deleted (checked in the database, cached briefly)."""
        claim = self.access.verify(token)
        if self.live.known(claim):
            return claim
        assert claim.session_id is not None
        async with self.engine.connect() as connection:
            row = (
                await connection.execute(
                    select(
                        schema.sessions.c.revoked_at,
                        schema.sessions.c.expires_at,
                        schema.players.c.generation,
                        schema.players.c.banned,
                        schema.players.c.deleted_at,
                    )
                    .join(schema.players, schema.players.c.id == schema.sessions.c.player_id)
                    .where(schema.sessions.c.id == claim.session_id, schema.players.c.id == claim.player_id)
                )
            ).one_or_none()
        if row is None or row.deleted_at is not None:
            raise Unauthenticated("this player no longer exists", "PLAYER_DELETED")
        if row.revoked_at is not None or row.expires_at <= _now() or row.generation != claim.generation:
            raise Unauthenticated("this sign-in has ended; sign in again", "SESSION_REVOKED")
        if row.banned:
            raise PermissionDenied("this player is banned", "PLAYER_BANNED")
        self.live.remember(claim)
        return claim

    async def check_external(self, player: Player) -> AccessClaim:
        """An external identity's player as a claim (no session of ours); refused if banned."""
        if player.banned:
            raise PermissionDenied("this player is banned", "PLAYER_BANNED")
        return AccessClaim(player.id, None, 0, 0)

    # -- the player's own account ---------------------------------------------------------------

    async def player(self, player_id: uuid.UUID) -> Player:
        async with self.engine.connect() as connection:
            row = (
                await connection.execute(select(*schema.players.c).where(schema.players.c.id == player_id))
            ).one_or_none()
        if row is None:
            raise NotFound("no such player", "PLAYER_NOT_FOUND")
        return _player(row)

    async def profile(self, name: str) -> Player:
        """A player's public profile by name (deleted players have no name: NOT_FOUND)."""
        async with self.engine.connect() as connection:
            row = (
                await connection.execute(select(*schema.players.c).where(schema.players.c.name_key == name_key(name)))
            ).one_or_none()
        if row is None:
            raise NotFound(f"no player is named {name!r}", "PLAYER_NOT_FOUND")
        return _player(row)

    async def set_display_name(self, claim: AccessClaim, display_name: str) -> Player:
        """Set (or, with "", clear) the caller's display name; returns their profile."""
        shown = check_display_name(display_name)
        async with self.engine.begin() as connection:
            await connection.execute(
                update(schema.players).where(schema.players.c.id == claim.player_id).values(display_name=shown or None)
            )
        return await self.player(claim.player_id)

    async def change_password(self, claim: AccessClaim, old: str, new: str) -> None:
        """A new password, given the old one; every other sign-in of the player is revoked."""
        check_new_password(new)
        async with self.engine.connect() as connection:
            stored = (
                await connection.execute(
                    select(schema.credentials.c.password_hash).where(schema.credentials.c.player_id == claim.player_id)
                )
            ).scalar_one_or_none()
        if stored is None:
            raise RuleViolation("NO_PASSWORD", "this player signs in without a password")
        if not await self.passwords.verify(stored, old):
            raise Unauthenticated("wrong password", "SIGNIN_FAILED")
        hashed = await self.passwords.hash(new)
        async with self.engine.begin() as connection:
            await connection.execute(
                update(schema.credentials)
                .where(schema.credentials.c.player_id == claim.player_id)
                .values(password_hash=hashed, changed_at=func.now())
            )
            others = (
                update(schema.sessions)
                .where(schema.sessions.c.player_id == claim.player_id, schema.sessions.c.revoked_at.is_(None))
                .values(revoked_at=_now(), revoked_reason="password changed")
            )
            if claim.session_id is not None:
                others = others.where(schema.sessions.c.id != claim.session_id)
            await connection.execute(others)
        self.live.forget_player(claim.player_id)

    async def delete(self, claim: AccessClaim, password: str) -> None:
        """Erase the player: name, password, sessions and external identities go; the row stays
        as a tombstone so that the seats they held read "deleted player". A player with a
        password confirms with it."""
        async with self.engine.connect() as connection:
            stored = (
                await connection.execute(
                    select(schema.credentials.c.password_hash).where(schema.credentials.c.player_id == claim.player_id)
                )
            ).scalar_one_or_none()
        if stored is not None and not await self.passwords.verify(stored, password):
            raise Unauthenticated("wrong password", "SIGNIN_FAILED")
        async with self.engine.begin() as connection:
            await self._erase(connection, claim.player_id)
        self.live.forget_player(claim.player_id)

    async def _erase(self, connection: AsyncConnection, player_id: uuid.UUID) -> None:
        for table in (schema.credentials, schema.sessions, schema.oidc_identities):
            await connection.execute(delete(table).where(table.c.player_id == player_id))
        await connection.execute(
            update(schema.players)
            .where(schema.players.c.id == player_id)
            .values(
                name=None,
                name_key=None,
                display_name=None,
                deleted_at=_now(),
                generation=schema.players.c.generation + 1,
            )
        )

    # -- operators ------------------------------------------------------------------------------

    async def list_players(self, limit: int = 100) -> list[Player]:
        async with self.engine.connect() as connection:
            rows = await connection.execute(
                select(*schema.players.c)
                .where(schema.players.c.deleted_at.is_(None))
                .order_by(schema.players.c.created_at)
                .limit(limit)
            )
            return [_player(row) for row in rows]

    async def ban(self, name: str, banned: bool = True) -> Player:
        """Ban (or unban) a player: every one of their tokens is refused from now on."""
        async with self.engine.begin() as connection:
            row = (
                await connection.execute(
                    update(schema.players)
                    .where(schema.players.c.name_key == name_key(name))
                    .values(banned=banned, generation=schema.players.c.generation + 1)
                    .returning(*schema.players.c)
                )
            ).one_or_none()
        if row is None:
            raise NotFound(f"no player is named {name!r}", "PLAYER_NOT_FOUND")
        self.live.forget_player(row.id)
        return _player(row)

    # -- seats ----------------------------------------------------------------------------------

    async def take_seat(self, player_id: uuid.UUID, match_id: str, seat: int) -> None:
        """Record that the player holds `seat` of `match_id` (idempotent for the same holder)."""
        async with self.engine.begin() as connection:
            await connection.execute(
                pg_insert(schema.seats)
                .values(match_id=match_id, seat=seat, player_id=player_id)
                .on_conflict_do_nothing()
            )

    async def seat_of(self, player_id: uuid.UUID, match_id: str) -> int | None:
        """The seat the player holds in the match, if any (a query only until it is found)."""
        known = self._seats.get((player_id, match_id))
        if known is not None:
            return known
        async with self.engine.connect() as connection:
            seat: int | None = (
                await connection.execute(
                    select(schema.seats.c.seat).where(
                        schema.seats.c.match_id == match_id, schema.seats.c.player_id == player_id
                    )
                )
            ).scalar_one_or_none()
        if seat is not None:
            if len(self._seats) >= MAX_REMEMBERED_SEATS:
                self._seats.clear()
            self._seats[(player_id, match_id)] = seat
        return seat

    async def my_seats(
        self, player_id: uuid.UUID, limit: int, before: tuple[dt.datetime, str] | None = None
    ) -> list[HeldSeat]:
        """The player's seats, newest first; `before` continues after a page's last one."""
        seats = schema.seats
        query = select(seats.c.match_id, seats.c.seat, seats.c.claimed_at).where(seats.c.player_id == player_id)
        if before is not None:
            query = query.where(tuple_(seats.c.claimed_at, seats.c.match_id) < tuple_(*before))
        query = query.order_by(seats.c.claimed_at.desc(), seats.c.match_id.desc()).limit(limit)
        async with self.engine.connect() as connection:
            return [HeldSeat(row.match_id, row.seat, row.claimed_at) for row in await connection.execute(query)]

    async def seat_players(self, match_id: str) -> dict[int, uuid.UUID]:
        """Each held seat of a match and its holder's id (the players' feeds)."""
        async with self.engine.connect() as connection:
            rows = await connection.execute(
                select(schema.seats.c.seat, schema.seats.c.player_id).where(schema.seats.c.match_id == match_id)
            )
            return {row.seat: row.player_id for row in rows}

    async def holders(self, match_id: str) -> dict[int, str]:
        """Each held seat of a match and its holder's name ("deleted player" for the erased)."""
        async with self.engine.connect() as connection:
            rows = await connection.execute(
                select(schema.seats.c.seat, schema.players.c.name, schema.players.c.deleted_at)
                .join(schema.players, schema.players.c.id == schema.seats.c.player_id)
                .where(schema.seats.c.match_id == match_id)
            )
            return {row.seat: DELETED_NAME if row.deleted_at is not None else row.name for row in rows}
