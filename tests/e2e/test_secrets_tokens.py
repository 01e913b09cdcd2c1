"""Seat tokens, for every game and every call that takes one: forged, tampered, expired, for
another match, for a seat that does not exist — all refused with a clear status and no change —
and a valid token acts, looks and lists only for its own seat.

The gateway's requests carry no seat field: the seat comes from the token alone. So "for another
seat" means: seat B's token submitting seat A's command is refused (or, in a simultaneous phase
where the command is B's to make too, applied as B's); B's token shows B's view, never A's; B's
token lists B's legal commands, never A's.
"""

from __future__ import annotations

import base64
import json
import secrets
import uuid
from collections.abc import Callable
from typing import Any

import grpc
import pytest
from ludus.v1 import gateway_pb2

from services import games
from services.core.match import empty_match, fold_events
from services.core.tokens import TokenAuthority
from services.launcher import LocalPlatform
from tests.fuzz.engine import read_log
from tests.support.play import HUMAN, create

Call = Callable[[Any, str, str], Any]


def submit(gateway: Any, match_id: str, token: str) -> Any:
    return gateway.SubmitCommand(
        gateway_pb2.SubmitCommandRequest(match_id=match_id, token=token, command=first_legal[match_id]),
        timeout=10,
    )


def legal(gateway: Any, match_id: str, token: str) -> Any:
    return gateway.ListLegalCommands(gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token), timeout=10)


def check(gateway: Any, match_id: str, token: str) -> Any:
    commands = [first_legal[match_id]] if match_id in first_legal else []
    return gateway.CheckCommands(
        gateway_pb2.CheckCommandsRequest(match_id=match_id, token=token, commands=commands), timeout=10
    )


def view(gateway: Any, match_id: str, token: str) -> Any:
    return gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=token), timeout=10)


def history(gateway: Any, match_id: str, token: str) -> Any:
    return gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=match_id, token=token), timeout=10)


def watch(gateway: Any, match_id: str, token: str) -> Any:
    # The first event is enough: a refused token fails the stream before it.
    stream = gateway.WatchMatch(gateway_pb2.WatchMatchRequest(match_id=match_id, token=token), timeout=10)
    try:
        return next(iter(stream))
    finally:
        stream.cancel()


def play(gateway: Any, match_id: str, token: str) -> Any:
    # Likewise the Play stream: a refused token fails it at the opening message.
    opening = gateway_pb2.PlayRequest(match_id=match_id, token=token)
    stream = gateway.Play(iter([opening]), timeout=10)
    try:
        return next(iter(stream))
    finally:
        stream.cancel()


def reclaim(gateway: Any, match_id: str, token: str) -> Any:
    return gateway.ReclaimSeat(gateway_pb2.ReclaimSeatRequest(match_id=match_id, token=token), timeout=10)


CALLS: dict[str, Call] = {
    "SubmitCommand": submit,
    "ListLegalCommands": legal,
    "CheckCommands": check,
    "GetView": view,
    "GetHistory": history,
    "WatchMatch": watch,
    "Play": play,
    "ReclaimSeat": reclaim,
}
#: The first legal command of the awaited seat, per match (what `submit` sends).
first_legal: dict[str, Any] = {}


def refused(call: Call, gateway: Any, match_id: str, token: str) -> grpc.RpcError:
    with pytest.raises(grpc.RpcError) as caught:
        call(gateway, match_id, token)
    return caught.value


def version_of(gateway: Any, match_id: str) -> int:
    return int(gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match.version)


def tampered(token: str, **claims: Any) -> str:
    """The token with its payload's claims changed and the original signature kept."""
    header, payload, signature = token.split(".")
    body = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    body.update(claims)
    encoded = base64.urlsafe_b64encode(json.dumps(body).encode()).rstrip(b"=").decode()
    return f"{header}.{encoded}.{signature}"


def none_algorithm(token: str) -> str:
    """The token re-headed as an unsigned JWT ("alg": "none"), the classic forgery."""
    header = base64.urlsafe_b64encode(b'{"alg":"none","typ":"JWT"}').rstrip(b"=").decode()
    return f"{header}.{token.split('.')[1]}."


def new_match(gateway: Any, game_name: str) -> tuple[str, dict[int, str]]:
    game = games.load(game_name)
    match_id, tokens = create(gateway, game_name, [HUMAN] * game.min_seats)
    awaited = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match.awaiting
    first_legal[match_id] = legal(gateway, match_id, tokens[awaited[0]]).commands[0]
    return match_id, tokens


@pytest.mark.parametrize("game_name", games.names())
def test_bad_tokens_are_refused_by_every_call_and_change_nothing(
    gateway: Any, platform: LocalPlatform, game_name: str
) -> None:
    match_id, tokens = new_match(gateway, game_name)
    other_match, other_tokens = new_match(gateway, game_name)
    authority = TokenAuthority(bytes.fromhex(platform.token_secret))
    seat = min(tokens)
    before, other_before = version_of(gateway, match_id), version_of(gateway, other_match)
    cases = {
        "forged": (TokenAuthority(secrets.token_bytes(32)).mint(match_id, seat), grpc.StatusCode.UNAUTHENTICATED),
        "expired": (authority.mint(match_id, seat, ttl_seconds=-1), grpc.StatusCode.UNAUTHENTICATED),
        "another match": (other_tokens[seat], grpc.StatusCode.PERMISSION_DENIED),
        "another match, retargeted": (tampered(other_tokens[seat], mid=match_id), grpc.StatusCode.UNAUTHENTICATED),
        "another seat, tampered": (tampered(tokens[seat], seat=seat + 1), grpc.StatusCode.UNAUTHENTICATED),
        "unsigned": (tampered(tokens[seat], seat=seat).rsplit(".", 1)[0] + ".", grpc.StatusCode.UNAUTHENTICATED),
        "alg none": (none_algorithm(tokens[seat]), grpc.StatusCode.UNAUTHENTICATED),
        "garbage": ("not.a.token", grpc.StatusCode.UNAUTHENTICATED),
        "no such seat": (authority.mint(match_id, 9), grpc.StatusCode.INVALID_ARGUMENT),
        "negative seat": (authority.mint(match_id, -1), grpc.StatusCode.UNAUTHENTICATED),
    }
    failures = []
    for name, call in CALLS.items():
        for case, (token, code) in cases.items():
            error = refused(call, gateway, match_id, token)
            if error.code() != code:
                failures.append(f"{name} with a {case} token: {error.code().name} ({error.details()}), not {code.name}")
    assert not failures, "\n".join(failures)
    assert version_of(gateway, match_id) == before
    assert version_of(gateway, other_match) == other_before


@pytest.mark.parametrize("game_name", games.names())
def test_a_signed_token_for_a_seat_beyond_uint32_is_a_clear_refusal(
    gateway: Any, platform: LocalPlatform, game_name: str
) -> None:
    """Only the platform can sign one, but its answer must still be a clear status, never
    INTERNAL (the gateway used to put the seat into a uint32 field and crash)."""
    match_id, _ = new_match(gateway, game_name)
    authority = TokenAuthority(bytes.fromhex(platform.token_secret))
    failures = []
    for seat in (2**32, 2**40, 2**70):
        token = authority.mint(match_id, seat)
        for name, call in CALLS.items():
            code = refused(call, gateway, match_id, token).code()
            if code not in (grpc.StatusCode.UNAUTHENTICATED, grpc.StatusCode.INVALID_ARGUMENT):
                failures.append(f"{name} with a token for seat {seat}: {code.name}")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("game_name", games.names())
def test_a_token_acts_looks_and_lists_only_for_its_own_seat(
    gateway: Any, platform: LocalPlatform, game_name: str
) -> None:
    assert platform.redis_url is not None
    game = games.load(game_name)
    match_id, tokens = create(gateway, game_name, [HUMAN] * game.max_seats)
    checked_refusals = checked_views = 0
    for _ in range(12):  # through several turns, so that different seats are awaited
        match = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
        events, _seed = read_log(platform.redis_url, match_id)
        state = fold_events(game, empty_match(match_id, b""), events).require_state()
        assert events[-1].version == match.version
        for seat, token in tokens.items():
            # Listing: the token's own seat's commands, exactly (nothing while not awaited).
            listed = legal(gateway, match_id, token)
            expected = list(game.legal_commands(state, seat)) if seat in match.awaiting else []
            assert len(listed.commands) == min(len(expected), 1000), (seat, match.awaiting)
            for packed, command in zip(listed.commands, expected, strict=False):
                unpacked = game.command_type()
                assert packed.Unpack(unpacked) and unpacked == command
            # Looking: the token's own seat's view, which is the view for no other seat.
            served = game.view_type()
            assert view(gateway, match_id, token).view.Unpack(served)
            assert served == game.view(state, seat)
            checked_views += 1
        # Acting: an awaited seat's legal command, sent with every other seat's token.
        actor = match.awaiting[0]
        command = legal(gateway, match_id, tokens[actor]).commands[0]
        for seat, token in tokens.items():
            if seat == actor:
                continue
            unpacked = game.command_type()
            command.Unpack(unpacked)
            own = seat in match.awaiting and unpacked in list(game.legal_commands(state, seat))
            if own:
                continue  # a simultaneous phase where this is the other seat's move too
            request = gateway_pb2.SubmitCommandRequest(
                match_id=match_id, token=token, command=command, command_id=uuid.uuid4().hex
            )
            with pytest.raises(grpc.RpcError) as caught:
                gateway.SubmitCommand(request, timeout=10)
            assert caught.value.code() == grpc.StatusCode.FAILED_PRECONDITION, caught.value.details()
            assert version_of(gateway, match_id) == match.version
            checked_refusals += 1
        reply = gateway.SubmitCommand(
            gateway_pb2.SubmitCommandRequest(
                match_id=match_id, token=tokens[actor], command=command, command_id=uuid.uuid4().hex
            ),
            timeout=10,
        )
        # What a token applies is recorded as its own seat's command.
        assert all(event.seat == actor for event in reply.events if event.HasField("seat"))
        if reply.status != match.status and not reply.awaiting:
            break
    assert checked_refusals > 0 and checked_views >= game.max_seats
    # The seats' views really differ where seats hold secrets: the check above is not vacuous.
    events, _seed = read_log(platform.redis_url, match_id)
    state = fold_events(game, empty_match(match_id, b""), events).require_state()
    views = [game.view(state, seat).SerializeToString() for seat in tokens]
    assert len(set(views)) == len(views), "every seat's view names its viewer at least"
