"""Accounts on a real PostgreSQL: every call's success and refusal, and the token attacks."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Awaitable

import jwt
import pytest
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.errors import (
    InvalidCommand,
    LudusError,
    NotFound,
    PermissionDenied,
    ResourceExhausted,
    RuleViolation,
    Unauthenticated,
)
from services.players import schema
from services.players.accounts import DELETED_NAME, Accounts
from services.players.passwords import Passwords
from services.players.signin_limits import backoff_seconds
from services.players.tokens import AccessTokens
from tests.players.conftest import SECRET, TEST_PASSWORDS


def fresh_name() -> str:
    return f"p{uuid.uuid4().hex[:10]}"


async def refused(call: Awaitable[object], error: type[LudusError], reason: str) -> LudusError:
    with pytest.raises(error) as raised:
        await call
    assert raised.value.reason == reason, raised.value.message
    return raised.value


async def test_sign_up_then_sign_in_in_any_case(accounts: Accounts) -> None:
    name = "Al" + fresh_name()
    signed_up = await accounts.sign_up(name, "correct horse")
    assert signed_up.player.name == name and signed_up.player.kind == schema.MEMBER
    signed_in = await accounts.sign_in(name.upper(), "correct horse", "10.0.0.1")
    assert signed_in.player.id == signed_up.player.id
    claim = await accounts.verify_access(signed_in.access_token)
    assert claim.player_id == signed_up.player.id
    # Two sign-ins are two sessions: different families.
    assert claim.session_id != (await accounts.verify_access(signed_up.access_token)).session_id


async def test_names_are_unique_regardless_of_case_and_validated(accounts: Accounts) -> None:
    name = fresh_name()
    await accounts.sign_up(name, "password-1")
    await refused(accounts.sign_up(name.upper(), "password-2"), RuleViolation, "NAME_TAKEN")
    await refused(accounts.sign_up("x", "password-1"), InvalidCommand, "NAME_INVALID")
    await refused(accounts.sign_up("bad name!", "password-1"), InvalidCommand, "NAME_INVALID")
    await refused(accounts.sign_up(fresh_name(), "short"), InvalidCommand, "PASSWORD_LENGTH")


async def test_passwords_are_stored_as_argon2id_hashes(accounts: Accounts, engine: AsyncEngine) -> None:
    session = await accounts.sign_up(fresh_name(), "a secret pass")
    async with engine.connect() as connection:
        stored = (
            await connection.execute(
                select(schema.credentials.c.password_hash).where(schema.credentials.c.player_id == session.player.id)
            )
        ).scalar_one()
    assert stored.startswith("$argon2id$") and "a secret pass" not in stored


async def test_wrong_password_and_unknown_name_get_the_same_answer(accounts: Accounts) -> None:
    name = fresh_name()
    await accounts.sign_up(name, "right password")
    wrong = await refused(accounts.sign_in(name, "wrong password", "10.0.0.2"), Unauthenticated, "SIGNIN_FAILED")
    unknown = await refused(
        accounts.sign_in(fresh_name(), "wrong password", "10.0.0.3"), Unauthenticated, "SIGNIN_FAILED"
    )
    assert wrong.message == unknown.message


async def test_repeated_failures_back_off_per_name_even_for_unknown_names(accounts: Accounts) -> None:
    # The fixture allows 3 failures; the 4th attempt waits, whoever asks and whether or not the
    # name exists (a lock that only existing names get would tell which names exist).
    for name in (fresh_name(), None):
        target = name or fresh_name()
        if name:
            await accounts.sign_up(name, "right password")
        for attempt in range(3):
            await refused(accounts.sign_in(target, "wrong", f"10.1.{attempt}.1"), Unauthenticated, "SIGNIN_FAILED")
        error = await refused(accounts.sign_in(target, "wrong", "10.2.0.1"), ResourceExhausted, "SIGNIN_BACKOFF")
        assert "retry in" in error.message
        if name:
            # Even the right password waits: the lock is checked before the password.
            await refused(accounts.sign_in(target, "right password", "10.2.0.2"), ResourceExhausted, "SIGNIN_BACKOFF")


async def test_repeated_failures_back_off_per_address(accounts: Accounts) -> None:
    name = fresh_name()
    await accounts.sign_up(name, "right password")
    for _ in range(3):
        await refused(accounts.sign_in(fresh_name(), "wrong", "10.9.9.9"), Unauthenticated, "SIGNIN_FAILED")
    await refused(accounts.sign_in(name, "right password", "10.9.9.9"), ResourceExhausted, "SIGNIN_BACKOFF")
    assert (await accounts.sign_in(name, "right password", "10.9.9.10")).player.name == name


def test_backoff_doubles_and_is_capped() -> None:
    assert [backoff_seconds(failures, 5) for failures in range(4, 10)] == [0, 1, 2, 4, 8, 16]
    assert backoff_seconds(100, 5) == 900


async def test_refresh_rotates_and_a_reused_refresh_token_revokes_the_family(accounts: Accounts) -> None:
    first = await accounts.sign_up(fresh_name(), "password-1")
    second = await accounts.refresh(first.refresh_token)
    assert second.refresh_token != first.refresh_token
    third = await accounts.refresh(second.refresh_token)
    # A thief replays the first token: the family is revoked, so the owner's newest tokens die too.
    await refused(accounts.refresh(first.refresh_token), Unauthenticated, "REFRESH_TOKEN_REUSED")
    await refused(accounts.refresh(third.refresh_token), Unauthenticated, "REFRESH_TOKEN_REVOKED")
    await refused(accounts.verify_access(third.access_token), Unauthenticated, "SESSION_REVOKED")


async def test_malformed_refresh_tokens_are_refused(accounts: Accounts) -> None:
    await refused(accounts.refresh("garbage"), Unauthenticated, "REFRESH_TOKEN_INVALID")
    await refused(accounts.refresh(f"{uuid.uuid4()}.whatever"), Unauthenticated, "REFRESH_TOKEN_REVOKED")


async def test_sign_out_ends_the_session_at_once(accounts: Accounts) -> None:
    session = await accounts.sign_up(fresh_name(), "password-1")
    claim = await accounts.verify_access(session.access_token)  # now cached as live
    await accounts.sign_out(claim)
    await refused(accounts.verify_access(session.access_token), Unauthenticated, "SESSION_REVOKED")
    await refused(accounts.refresh(session.refresh_token), Unauthenticated, "REFRESH_TOKEN_REVOKED")


async def test_change_password_keeps_this_session_and_ends_the_others(accounts: Accounts) -> None:
    name = fresh_name()
    here = await accounts.sign_up(name, "password-1")
    elsewhere = await accounts.sign_in(name, "password-1", "10.3.0.1")
    claim = await accounts.verify_access(here.access_token)
    await refused(accounts.change_password(claim, "not it", "password-2"), Unauthenticated, "SIGNIN_FAILED")
    await refused(accounts.change_password(claim, "password-1", "short"), InvalidCommand, "PASSWORD_LENGTH")
    await accounts.change_password(claim, "password-1", "password-2")
    await accounts.verify_access(here.access_token)
    await refused(accounts.verify_access(elsewhere.access_token), Unauthenticated, "SESSION_REVOKED")
    await refused(accounts.sign_in(name, "password-1", "10.3.0.2"), Unauthenticated, "SIGNIN_FAILED")
    assert (await accounts.sign_in(name, "password-2", "10.3.0.3")).player.name == name


async def test_deletion_erases_the_player_and_their_tokens_at_once(accounts: Accounts, engine: AsyncEngine) -> None:
    name = fresh_name()
    session = await accounts.sign_up(name, "password-1")
    claim = await accounts.verify_access(session.access_token)
    match_id = f"ark-{uuid.uuid4().hex[:8]}"
    await accounts.take_seat(claim.player_id, match_id, 2)
    await refused(accounts.delete(claim, "wrong password"), Unauthenticated, "SIGNIN_FAILED")
    await accounts.delete(claim, "password-1")
    await refused(accounts.verify_access(session.access_token), Unauthenticated, "PLAYER_DELETED")
    await refused(accounts.refresh(session.refresh_token), Unauthenticated, "REFRESH_TOKEN_REVOKED")
    await refused(accounts.sign_in(name, "password-1", "10.4.0.1"), Unauthenticated, "SIGNIN_FAILED")
    await refused(accounts.profile(name), NotFound, "PLAYER_NOT_FOUND")
    # The seat stays, held by "deleted player"; no personal data is left.
    assert await accounts.holders(match_id) == {2: DELETED_NAME}
    async with engine.connect() as connection:
        row = (await connection.execute(select(schema.players).where(schema.players.c.id == claim.player_id))).one()
        assert row.name is None and row.name_key is None and row.deleted_at is not None
        for table in (schema.credentials, schema.sessions, schema.oidc_identities):
            left = await connection.execute(select(table).where(table.c.player_id == claim.player_id))
            assert left.first() is None
    # The name is free again.
    assert (await accounts.sign_up(name, "password-9")).player.id != claim.player_id


async def test_a_ban_refuses_every_token_at_once_and_can_be_lifted(accounts: Accounts) -> None:
    name = fresh_name()
    session = await accounts.sign_up(name, "password-1")
    await accounts.verify_access(session.access_token)
    assert (await accounts.ban(name.upper())).banned
    await refused(accounts.verify_access(session.access_token), Unauthenticated, "SESSION_REVOKED")
    await refused(accounts.sign_in(name, "password-1", "10.5.0.1"), PermissionDenied, "PLAYER_BANNED")
    await refused(accounts.refresh(session.refresh_token), PermissionDenied, "PLAYER_BANNED")
    await refused(accounts.ban(fresh_name()), NotFound, "PLAYER_NOT_FOUND")
    assert not (await accounts.ban(name, banned=False)).banned
    assert (await accounts.sign_in(name, "password-1", "10.5.0.2")).player.name == name


async def test_a_deleted_players_cached_token_is_refused_on_another_gateway_within_the_check_interval(
    engine: AsyncEngine,
) -> None:
    # Two gateways: the deletion happens on one; the other had the session cached as live.
    here = Accounts(engine, AccessTokens(SECRET), Passwords(**TEST_PASSWORDS), check_seconds=0.3)
    there = Accounts(engine, AccessTokens(SECRET), Passwords(**TEST_PASSWORDS), check_seconds=0.3)
    session = await here.sign_up(fresh_name(), "password-1")
    await there.verify_access(session.access_token)
    await here.delete(await here.verify_access(session.access_token), "password-1")
    deadline = time.monotonic() + 5
    while True:
        try:
            await there.verify_access(session.access_token)
        except Unauthenticated as error:
            assert error.reason == "PLAYER_DELETED"
            break
        assert time.monotonic() < deadline, "the other gateway kept accepting a deleted player's token"
        await asyncio.sleep(0.05)


async def test_forged_expired_and_foreign_access_tokens_are_refused(accounts: Accounts) -> None:
    session = await accounts.sign_up(fresh_name(), "password-1")
    claims = jwt.decode(session.access_token, options={"verify_signature": False})
    forged = jwt.encode(claims, b"another key that is 32 bytes long!", algorithm="HS256")
    await refused(accounts.verify_access(forged), Unauthenticated, "ACCESS_TOKEN_INVALID")
    unsigned = jwt.encode(claims, "", algorithm="none")
    await refused(accounts.verify_access(unsigned), Unauthenticated, "ACCESS_TOKEN_INVALID")
    expired = AccessTokens(SECRET, 600)
    expired.ttl_seconds = -10
    token, _ = expired.mint(session.player.id, uuid.UUID(claims["sid"]), 0)
    await refused(accounts.verify_access(token), Unauthenticated, "ACCESS_TOKEN_EXPIRED")
    # A token for a generation the player has left (a ban lifted since) stays dead.
    async with accounts.engine.begin() as connection:
        await connection.execute(
            update(schema.players).where(schema.players.c.id == session.player.id).values(generation=7)
        )
    await refused(accounts.verify_access(session.access_token), Unauthenticated, "SESSION_REVOKED")


async def test_guests_only_when_the_operator_admits_them(engine: AsyncEngine, accounts: Accounts) -> None:
    await refused(accounts.sign_in_as_guest(fresh_name()), PermissionDenied, "GUESTS_DISABLED")
    admitting = Accounts(engine, AccessTokens(SECRET), Passwords(**TEST_PASSWORDS), guests=True)
    guest = await admitting.sign_in_as_guest(fresh_name())
    assert guest.player.kind == schema.GUEST
    claim = await admitting.verify_access(guest.access_token)
    # A guest has no password: it cannot sign in again by name, only refresh.
    await refused(admitting.sign_in(guest.player.name, "", "10.6.0.1"), Unauthenticated, "SIGNIN_FAILED")
    await admitting.delete(claim, "")
    await refused(admitting.verify_access(guest.access_token), Unauthenticated, "PLAYER_DELETED")


async def test_seats_one_per_player_per_match(accounts: Accounts) -> None:
    alice = (await accounts.sign_up(fresh_name(), "password-1")).player
    bob = (await accounts.sign_up(fresh_name(), "password-1")).player
    match_id = f"zapp_zerapp-{uuid.uuid4().hex[:8]}"
    await accounts.take_seat(alice.id, match_id, 0)
    await accounts.take_seat(alice.id, match_id, 0)  # idempotent
    await accounts.take_seat(bob.id, match_id, 0)  # taken: no change
    await accounts.take_seat(bob.id, match_id, 1)
    assert await accounts.seat_of(alice.id, match_id) == 0
    assert await accounts.seat_of(bob.id, match_id) == 1
    assert await accounts.seat_of(alice.id, "ark-elsewhere") is None
    assert await accounts.holders(match_id) == {0: alice.name, 1: bob.name}


async def test_operators_list_players(accounts: Accounts) -> None:
    name = fresh_name()
    await accounts.create(name, "password-1")
    assert name in [player.name for player in await accounts.list_players(limit=10_000)]
    assert (await accounts.profile(name.upper())).name == name
