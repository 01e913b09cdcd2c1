"""The gateway's contract: clear statuses for bad input (and no change), tokens, idempotent
retries, concurrency without forks, health checking, reflection, routing around a dead replica."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable

import grpc
import pytest
from google.protobuf import any_pb2
from google.protobuf.message import Message
from google.rpc import error_details_pb2, status_pb2
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc
from ludus.v1 import ark_pb2, common_pb2, gateway_pb2
from ludus.v1.gateway_pb2_grpc import GatewayStub

from services.core import tls
from services.core.codec import pack
from services.core.rng import Rng
from services.core.tokens import TokenAuthority
from services.launcher import LocalPlatform
from tests.support.grpc_errors import trailers
from tests.support.play import HUMAN, create, play_to_end
from tests.support.store import stored_events


def version_of(gateway: GatewayStub, match_id: str) -> int:
    # The generated stub's calls return Any to mypy (grpc's multicallables are untyped in the
    # message), so each answer is named with its proto type.
    response: gateway_pb2.GetMatchResponse = gateway.GetMatch(
        gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10
    )
    return response.match.version


def rpc_error(call: Callable[..., object], request: Message) -> grpc.RpcError:
    with pytest.raises(grpc.RpcError) as caught:
        call(request, timeout=10)
    return caught.value


def rule_code(error: grpc.RpcError) -> str:
    metadata = trailers(error)
    details = metadata["grpc-status-details-bin"]
    assert isinstance(details, bytes)  # a "-bin" trailer is always bytes
    status = status_pb2.Status.FromString(details)
    info = error_details_pb2.ErrorInfo()
    assert status.details[0].Unpack(info) and info.domain == "ludus"
    assert metadata["ludus-rule-code"] == info.reason
    reason: str = info.reason
    return reason


@pytest.fixture
def ark_match(gateway: GatewayStub) -> tuple[str, dict[int, str]]:
    return create(gateway, "ark", [HUMAN] * 3)


def awaited(gateway: GatewayStub, match_id: str) -> int:
    response: gateway_pb2.GetMatchResponse = gateway.GetMatch(
        gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10
    )
    return response.match.awaiting[0]


def legal(gateway: GatewayStub, match_id: str, token: str) -> gateway_pb2.ListLegalCommandsResponse:
    response: gateway_pb2.ListLegalCommandsResponse = gateway.ListLegalCommands(
        gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token), timeout=10
    )
    return response


def test_missing_token_is_unauthenticated(gateway: GatewayStub, ark_match: tuple[str, dict[int, str]]) -> None:
    match_id, _ = ark_match
    before = version_of(gateway, match_id)
    error = rpc_error(
        gateway.SubmitCommand, gateway_pb2.SubmitCommandRequest(match_id=match_id, command=pack(ark_pb2.ArkCommand()))
    )
    assert error.code() == grpc.StatusCode.UNAUTHENTICATED and rule_code(error) == "TOKEN_MISSING"
    assert version_of(gateway, match_id) == before


def test_forged_token_is_unauthenticated(gateway: GatewayStub, ark_match: tuple[str, dict[int, str]]) -> None:
    match_id, _ = ark_match
    forged = TokenAuthority(b"x" * 32).mint(match_id, 0)
    error = rpc_error(gateway.ListLegalCommands, gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=forged))
    assert error.code() == grpc.StatusCode.UNAUTHENTICATED and rule_code(error) == "TOKEN_INVALID"
    garbage = rpc_error(gateway.GetView, gateway_pb2.GetViewRequest(match_id=match_id, token="not-a-token"))
    assert garbage.code() == grpc.StatusCode.UNAUTHENTICATED


def test_expired_token_is_unauthenticated(
    gateway: GatewayStub, platform: LocalPlatform, ark_match: tuple[str, dict[int, str]]
) -> None:
    match_id, _ = ark_match
    expired = TokenAuthority(bytes.fromhex(platform.token_secret)).mint(match_id, 0, ttl_seconds=-60)
    error = rpc_error(gateway.GetView, gateway_pb2.GetViewRequest(match_id=match_id, token=expired))
    assert error.code() == grpc.StatusCode.UNAUTHENTICATED and rule_code(error) == "TOKEN_EXPIRED"


def test_token_of_another_match_is_permission_denied(
    gateway: GatewayStub, ark_match: tuple[str, dict[int, str]]
) -> None:
    match_id, _ = ark_match
    _, other_tokens = create(gateway, "ark", [HUMAN] * 3)
    error = rpc_error(
        gateway.ListLegalCommands, gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=other_tokens[0])
    )
    assert error.code() == grpc.StatusCode.PERMISSION_DENIED and rule_code(error) == "TOKEN_WRONG_MATCH"


def test_unknown_match_and_game_are_not_found(gateway: GatewayStub) -> None:
    assert (
        rpc_error(gateway.GetMatch, gateway_pb2.GetMatchRequest(match_id="ark-000")).code() == grpc.StatusCode.NOT_FOUND
    )
    assert (
        rpc_error(gateway.GetView, gateway_pb2.GetViewRequest(match_id="nogame-1")).code() == grpc.StatusCode.NOT_FOUND
    )
    error = rpc_error(gateway.CreateMatch, gateway_pb2.CreateMatchRequest(game="chess", seats=[HUMAN] * 2))
    assert error.code() == grpc.StatusCode.NOT_FOUND and rule_code(error) == "UNKNOWN_GAME"


def test_malformed_requests_are_invalid_arguments(gateway: GatewayStub, ark_match: tuple[str, dict[int, str]]) -> None:
    match_id, tokens = ark_match
    seat = awaited(gateway, match_id)
    before = version_of(gateway, match_id)
    bad_commands = [
        pack(common_pb2.SeatSpec()),  # not an ArkCommand
        pack(ark_pb2.ArkCommand()),  # empty oneof
        pack(ark_pb2.ArkCommand(play_card=ark_pb2.ArkPlayCard(card="unicorn", side=ark_pb2.ARK_SIDE_LEFT, row=1))),
        pack(ark_pb2.ArkCommand(play_card=ark_pb2.ArkPlayCard(card="cow", side=ark_pb2.ARK_SIDE_UNSPECIFIED, row=1))),
    ]
    broken = pack(ark_pb2.ArkCommand())
    broken.value = b"\xff\xff\xff"
    bad_commands.append(broken)
    for command in bad_commands:
        error = rpc_error(
            gateway.SubmitCommand,
            gateway_pb2.SubmitCommandRequest(match_id=match_id, token=tokens[seat], command=command),
        )
        assert error.code() == grpc.StatusCode.INVALID_ARGUMENT, error.details()
    error = rpc_error(gateway.CreateMatch, gateway_pb2.CreateMatchRequest(game="ark", seats=[HUMAN] * 9))
    assert error.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert version_of(gateway, match_id) == before


def test_rule_violation_is_failed_precondition_with_a_rule_code(
    gateway: GatewayStub, ark_match: tuple[str, dict[int, str]]
) -> None:
    match_id, tokens = ark_match
    seat = awaited(gateway, match_id)
    idle = (seat + 1) % 3
    before = version_of(gateway, match_id)
    command = legal(gateway, match_id, tokens[seat]).commands[0]
    error = rpc_error(
        gateway.SubmitCommand, gateway_pb2.SubmitCommandRequest(match_id=match_id, token=tokens[idle], command=command)
    )
    assert error.code() == grpc.StatusCode.FAILED_PRECONDITION
    assert rule_code(error) == "NOT_YOUR_TURN" and "turn" in (error.details() or "")
    pass_command = ark_pb2.ArkCommand()
    getattr(pass_command, "pass").SetInParent()
    error = rpc_error(
        gateway.SubmitCommand,
        gateway_pb2.SubmitCommandRequest(match_id=match_id, token=tokens[seat], command=pack(pass_command)),
    )
    assert rule_code(error) == "ARK_NO_PASS_BEFORE_FINAL_ROUND"
    assert version_of(gateway, match_id) == before


def test_stale_expected_version_is_aborted(gateway: GatewayStub, ark_match: tuple[str, dict[int, str]]) -> None:
    match_id, tokens = ark_match
    seat = awaited(gateway, match_id)
    options = legal(gateway, match_id, tokens[seat])
    request = gateway_pb2.SubmitCommandRequest(
        match_id=match_id, token=tokens[seat], command=options.commands[0], expected_version=options.version - 1
    )
    error = rpc_error(gateway.SubmitCommand, request)
    assert error.code() == grpc.StatusCode.ABORTED and rule_code(error) == "VERSION_MISMATCH"
    assert version_of(gateway, match_id) == options.version


def test_retry_with_the_same_command_id_returns_the_first_answer(
    gateway: GatewayStub, ark_match: tuple[str, dict[int, str]]
) -> None:
    match_id, tokens = ark_match
    seat = awaited(gateway, match_id)
    options = legal(gateway, match_id, tokens[seat])
    request = gateway_pb2.SubmitCommandRequest(
        match_id=match_id, token=tokens[seat], command=options.commands[0], command_id="retry-me"
    )
    first = gateway.SubmitCommand(request, timeout=10)
    again = gateway.SubmitCommand(request, timeout=10)
    assert not first.duplicate and again.duplicate
    assert again.version == first.version and list(again.events) == list(first.events)
    assert version_of(gateway, match_id) == first.version


def test_submit_answers_with_the_events_as_the_seat_sees_them(
    gateway: GatewayStub, ark_match: tuple[str, dict[int, str]]
) -> None:
    match_id, tokens = ark_match
    seat = awaited(gateway, match_id)
    draw = next(c for c in legal(gateway, match_id, tokens[seat]).commands if _is_draw(c))
    reply = gateway.SubmitCommand(
        gateway_pb2.SubmitCommandRequest(match_id=match_id, token=tokens[seat], command=draw, command_id="d"),
        timeout=10,
    )
    drawn = [_ark(e) for e in reply.events if _ark(e).WhichOneof("event") == "card_drawn"]
    assert drawn and drawn[0].card_drawn.card  # the drawer sees its card
    assert all(e.command_id == "d" for e in reply.events if e.HasField("seat"))
    assert reply.status == common_pb2.MATCH_STATUS_ACTIVE
    assert list(reply.awaiting) == [(seat + 1) % 3]  # the next seat's turn


def _ark(event: common_pb2.MatchEvent) -> ark_pb2.ArkEvent:
    unpacked = ark_pb2.ArkEvent()
    event.event.Unpack(unpacked)
    return unpacked


def _is_draw(command: any_pb2.Any) -> bool:
    unpacked = ark_pb2.ArkCommand()
    command.Unpack(unpacked)
    kind: str | None = unpacked.WhichOneof("command")
    return kind == "draw"


def test_sixteen_concurrent_clients_never_fork_a_match(gateway: GatewayStub, platform: LocalPlatform) -> None:
    match_id, tokens = create(gateway, "ark", [HUMAN] * 4)
    acknowledged: list[str] = []
    lock = threading.Lock()

    def client(number: int) -> None:
        seat = number % 4
        rng = Rng(bytes([number]) * 32, "client")
        for _ in range(400):
            match = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
            if match.status == common_pb2.MATCH_STATUS_FINISHED:
                return
            options = legal(gateway, match_id, tokens[seat])
            if not options.commands:
                continue
            command_id = uuid.uuid4().hex
            try:
                gateway.SubmitCommand(
                    gateway_pb2.SubmitCommandRequest(
                        match_id=match_id,
                        token=tokens[seat],
                        command=rng.choice(options.commands),
                        command_id=command_id,
                    ),
                    timeout=10,
                )
            except grpc.RpcError as error:
                assert error.code() == grpc.StatusCode.FAILED_PRECONDITION, error.details()
                continue
            with lock:
                acknowledged.append(command_id)

    threads = [threading.Thread(target=client, args=(n,)) for n in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(300)
    events = stored_events(platform.redis_url or "", match_id)
    assert [e.version for e in events] == list(range(1, len(events) + 1))
    applied = [e.command_id for e in events if e.command]
    assert sorted(applied) == sorted(acknowledged)  # each acknowledged command exactly once
    from services.core.audit import audit
    from services.games.ark.wiring import GAME as ARK_GAME
    from tests.support.platform import platform_game

    GAME = platform_game(ARK_GAME)

    assert audit(GAME, events).ok


def test_join_match_claims_an_open_seat_once(gateway: GatewayStub) -> None:
    open_seat = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)
    match_id, tokens = create(gateway, "ark", [HUMAN, open_seat, open_seat])
    assert list(tokens) == [0]
    match = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
    assert match.status == common_pb2.MATCH_STATUS_WAITING
    joined = gateway.JoinMatch(gateway_pb2.JoinMatchRequest(match_id=match_id, name="ann"), timeout=10)
    assert joined.seat_token.seat == 1
    error = rpc_error(gateway.JoinMatch, gateway_pb2.JoinMatchRequest(match_id=match_id, seat=1, name="bob"))
    assert error.code() == grpc.StatusCode.FAILED_PRECONDITION and rule_code(error) == "SEAT_TAKEN"
    last = gateway.JoinMatch(gateway_pb2.JoinMatchRequest(match_id=match_id, name="cy"), timeout=10)
    assert last.match.status == common_pb2.MATCH_STATUS_ACTIVE
    tokens[1], tokens[2] = joined.seat_token.token, last.seat_token.token
    final = play_to_end(gateway, match_id, tokens, Rng(b"join" * 8, "x"))
    assert [seat.name for seat in final.seats] == ["", "ann", "cy"]


def test_history_at_a_version_replays_the_view_then(
    gateway: GatewayStub, ark_match: tuple[str, dict[int, str]]
) -> None:
    match_id, tokens = ark_match
    play_to_end(gateway, match_id, tokens, Rng(b"hist" * 8, "x"))
    history = gateway.GetHistory(
        gateway_pb2.GetHistoryRequest(match_id=match_id, token=tokens[0], to_version=10), timeout=10
    )
    assert history.version == 10 and [e.version for e in history.events] == list(range(1, 11))
    view = ark_pb2.ArkView()
    history.view.Unpack(view)
    assert view.phase == ark_pb2.ARK_PHASE_PLAY and view.viewer == 0
    full = gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=match_id), timeout=10)
    assert full.version == full.match.version and full.match.status == common_pb2.MATCH_STATUS_FINISHED


def test_watch_from_a_version(gateway: GatewayStub, ark_match: tuple[str, dict[int, str]]) -> None:
    match_id, tokens = ark_match
    play_to_end(gateway, match_id, tokens, Rng(b"from" * 8, "x"))
    events = list(gateway.WatchMatch(gateway_pb2.WatchMatchRequest(match_id=match_id, from_version=5), timeout=30))
    assert events[0].version == 5
    assert events[-1].event.type_url.endswith("ludus.v1.MatchEnded")


def test_list_matches_finds_new_matches(gateway: GatewayStub, ark_match: tuple[str, dict[int, str]]) -> None:
    match_id, _ = ark_match
    listed = gateway.ListMatches(
        gateway_pb2.ListMatchesRequest(game="ark", status=common_pb2.MATCH_STATUS_ACTIVE), timeout=10
    )
    assert match_id in {m.match_id for m in listed.matches}


def test_every_server_answers_health_checks_and_reflection(platform: LocalPlatform) -> None:
    for component in platform.components:
        if not component.address:
            continue
        identity = platform.identity(tls.WORKER) if component.role != tls.GATEWAY else None
        channel = (
            grpc.secure_channel(component.address, identity.channel_credentials(), options=tls.channel_options())
            if identity is not None
            else grpc.insecure_channel(component.address)
        )
        with channel:
            health = health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest(), timeout=5)
            assert health.status == health_pb2.HealthCheckResponse.SERVING
            stub = reflection_pb2_grpc.ServerReflectionStub(channel)
            replies = stub.ServerReflectionInfo(
                iter([reflection_pb2.ServerReflectionRequest(list_services="")]), timeout=5
            )
            names = {s.name for reply in replies for s in reply.list_services_response.service}
            expected = "ludus.v1.Gateway" if component.name == "gateway" else "ludus.backend.v1.GameService"
            assert expected in names and "grpc.health.v1.Health" in names


def test_gateway_routes_around_a_killed_replica(gateway: GatewayStub, platform: LocalPlatform) -> None:
    match_id, tokens = create(gateway, "ark", [HUMAN] * 3)
    platform.kill("ark-0")
    try:
        final = play_to_end(gateway, match_id, tokens, Rng(b"kill" * 8, "x"), timeout=120)
        assert final.status == common_pb2.MATCH_STATUS_FINISHED
    finally:
        platform.restart("ark-0")
    from services.core.audit import audit
    from services.games.ark.wiring import GAME as ARK_GAME
    from tests.support.platform import platform_game

    GAME = platform_game(ARK_GAME)

    assert audit(GAME, stored_events(platform.redis_url or "", match_id)).ok


def test_history_past_the_end_is_refused_not_clamped(
    gateway: GatewayStub, ark_match: tuple[str, dict[int, str]]
) -> None:
    match_id, _ = ark_match
    version = version_of(gateway, match_id)
    at_end = gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=match_id, to_version=version), timeout=10)
    assert at_end.version == version and len(at_end.events) == version
    error = rpc_error(gateway.GetHistory, gateway_pb2.GetHistoryRequest(match_id=match_id, to_version=version + 1))
    assert error.code() == grpc.StatusCode.INVALID_ARGUMENT and rule_code(error) == "VERSION_PAST_END"
    assert f"version {version}" in (error.details() or "")


def test_watching_from_beyond_the_next_event_is_refused_at_once(
    gateway: GatewayStub, ark_match: tuple[str, dict[int, str]]
) -> None:
    match_id, _ = ark_match
    version = version_of(gateway, match_id)
    stream = gateway.WatchMatch(gateway_pb2.WatchMatchRequest(match_id=match_id, from_version=version + 2), timeout=10)
    with pytest.raises(grpc.RpcError) as caught:
        next(iter(stream))
    assert caught.value.code() == grpc.StatusCode.INVALID_ARGUMENT and rule_code(caught.value) == "VERSION_PAST_END"


def test_a_command_id_replayed_by_another_seat_says_so(
    gateway: GatewayStub, ark_match: tuple[str, dict[int, str]]
) -> None:
    match_id, tokens = ark_match
    seat = awaited(gateway, match_id)
    other = next(s for s in tokens if s != seat)
    legal = gateway.ListLegalCommands(
        gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[seat]), timeout=10
    )
    command_id = uuid.uuid4().hex
    submit = gateway_pb2.SubmitCommandRequest(
        match_id=match_id, token=tokens[seat], command=legal.commands[0], command_id=command_id
    )
    gateway.SubmitCommand(submit, timeout=10)
    replayed = gateway_pb2.SubmitCommandRequest()
    replayed.CopyFrom(submit)
    replayed.token = tokens[other]
    error = rpc_error(gateway.SubmitCommand, replayed)
    assert error.code() == grpc.StatusCode.INVALID_ARGUMENT and rule_code(error) == "COMMAND_ID_USED_BY_ANOTHER_SEAT"
    different = gateway_pb2.SubmitCommandRequest()
    different.CopyFrom(submit)
    assert len(legal.commands) > 1  # Ark's first decision has several options
    different.command.CopyFrom(legal.commands[1])
    error = rpc_error(gateway.SubmitCommand, different)
    assert error.code() == grpc.StatusCode.INVALID_ARGUMENT and rule_code(error) == "COMMAND_ID_REUSED"
    assert version_of(gateway, match_id) == gateway.SubmitCommand(submit, timeout=10).version  # the first answer, again
