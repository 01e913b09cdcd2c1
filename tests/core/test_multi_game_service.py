"""One process hosting several games (`ludus serve --games ark,zapp_zerapp`, `ludus up
--one-process`): each game keeps its route, its matches and its health; calls by name need the
`ludus-game` metadata, calls about a match go to the match's game."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from ludus.backend.v1 import game_service_pb2 as backend
from ludus.v1 import gateway_pb2

from services.cli import parser, served_games
from services.core import caller
from services.core.hosting import SERVICE_NAME, GameRouter, game_metadata, health_name
from services.core.stubs import game_service_stub, gateway_stub
from services.launcher import LocalPlatform, free_port
from tests.support.grpc_errors import trailers
from tests.support.play import HUMAN, create

HOSTED = ["ark", "zapp_zerapp"]
#: A game service refuses calls that name no caller (services/core/caller.py); these tests call it
#: directly, as the gateway does for a spectator.
ANONYMOUS = caller.ANONYMOUS_CALLER.metadata()


@pytest.fixture(scope="module")
def one_process(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    data = Path(tmp_path_factory.mktemp("one-process"))
    with LocalPlatform(
        gateway_port=free_port(), http_port=None, games=HOSTED, one_process=True, worker=False, data_dir=data
    ) as running:
        yield running


def test_one_process_hosts_every_game_on_one_address(one_process: LocalPlatform) -> None:
    services = [component for component in one_process.components if component.name.startswith("games-")]
    assert len(services) == 1 and "--games" in services[0].command
    assert not [component for component in one_process.components if component.name.startswith("ark")]
    assert one_process.service_ports["ark"] == one_process.service_ports["zapp_zerapp"]
    with grpc.insecure_channel(one_process.gateway_address) as channel:
        gateway = gateway_stub(channel)
        listed = gateway.ListGames(gateway_pb2.ListGamesRequest(), timeout=30).games
        assert [game.name for game in listed] == HOSTED
        created = {game: create(gateway, game, [HUMAN] * seats(game))[0] for game in HOSTED}
        for game, match_id in created.items():
            assert match_id.startswith(f"{game}-")
            view = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id), timeout=30)
            assert view.view.type_url.endswith(f"{games_view_type(game)}")
        # Each game lists its own matches only.
        for game, match_id in created.items():
            matches = gateway.ListMatches(gateway_pb2.ListMatchesRequest(game=game), timeout=30).matches
            assert {match.match_id for match in matches} == {match_id}


def seats(game: str) -> int:
    from services import games

    return games.load(game).min_seats


def games_view_type(game: str) -> str:
    from services import games

    return games.load(game).view_type.DESCRIPTOR.full_name


def test_each_hosted_game_reports_its_own_health(one_process: LocalPlatform) -> None:
    address = one_process.components[0].address
    assert address is not None
    with one_process.service_channel(address) as channel:
        health = health_pb2_grpc.HealthStub(channel)
        for service in ["", SERVICE_NAME, *(health_name(game) for game in HOSTED)]:
            reply = health.Check(health_pb2.HealthCheckRequest(service=service), timeout=10)
            assert reply.status == health_pb2.HealthCheckResponse.SERVING, service
        with pytest.raises(grpc.RpcError) as missing:
            health.Check(health_pb2.HealthCheckRequest(service=health_name("arkadia")), timeout=10)
        assert missing.value.code() == grpc.StatusCode.NOT_FOUND


def test_calls_by_name_need_the_game_and_calls_about_a_match_follow_its_id(one_process: LocalPlatform) -> None:
    address = one_process.components[0].address
    assert address is not None
    with one_process.service_channel(address) as channel:
        stub = game_service_stub(channel)
        with pytest.raises(grpc.RpcError) as unnamed:
            stub.Describe(backend.DescribeRequest(), timeout=10, metadata=ANONYMOUS)
        assert unnamed.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        assert "ludus-game" in (unnamed.value.details() or "")
        with pytest.raises(grpc.RpcError) as unknown:
            stub.Describe(backend.DescribeRequest(), timeout=10, metadata=game_metadata("arkadia") + ANONYMOUS)
        assert unknown.value.code() == grpc.StatusCode.NOT_FOUND
        for game in HOSTED:
            described = stub.Describe(backend.DescribeRequest(), timeout=10, metadata=game_metadata(game) + ANONYMOUS)
            assert described.name == game
        reply = stub.CreateMatch(
            gateway_pb2.CreateMatchRequest(game="ark", seats=[HUMAN] * seats("ark")),
            timeout=10,
            metadata=game_metadata("ark") + ANONYMOUS,
        )
        match_id = reply.match.match_id
        assert match_id.startswith("ark-")
        # No metadata needed for a match: its id names its game.
        get = gateway_pb2.GetMatchRequest(match_id=match_id)
        assert stub.GetMatch(get, timeout=10, metadata=ANONYMOUS).match.game == "ark"
        # A match of a game not hosted here, and a header contradicting the match id.
        with pytest.raises(grpc.RpcError) as elsewhere:
            stub.GetMatch(gateway_pb2.GetMatchRequest(match_id="arkadia-123"), timeout=10, metadata=ANONYMOUS)
        assert elsewhere.value.code() == grpc.StatusCode.NOT_FOUND
        with pytest.raises(grpc.RpcError) as contradicting:
            stub.GetMatch(get, timeout=10, metadata=game_metadata("zapp_zerapp") + ANONYMOUS)
        assert contradicting.value.code() == grpc.StatusCode.INVALID_ARGUMENT


def test_a_service_refuses_a_call_without_the_gateways_caller_metadata(one_process: LocalPlatform) -> None:
    """Only the gateway (or a worker) names the caller: a call that reaches a game service
    without `ludus-caller` is UNAUTHENTICATED, and a seat-less caller cannot act for a seat."""
    address = one_process.components[0].address
    assert address is not None
    with one_process.service_channel(address) as channel:
        stub = game_service_stub(channel)
        created = stub.CreateMatch(
            gateway_pb2.CreateMatchRequest(game="ark", seats=[HUMAN] * seats("ark")),
            timeout=10,
            metadata=game_metadata("ark") + ANONYMOUS,
        )
        match_id = created.match.match_id
        calls: list[tuple[Any, Any, tuple[tuple[str, str], ...]]] = [
            (stub.Describe, backend.DescribeRequest(), game_metadata("ark")),
            (stub.CreateMatch, gateway_pb2.CreateMatchRequest(game="ark", seats=[HUMAN] * 2), game_metadata("ark")),
            (stub.GetMatch, gateway_pb2.GetMatchRequest(match_id=match_id), ()),
            (stub.GetView, gateway_pb2.GetViewRequest(match_id=match_id), ()),
            (stub.ListLegalCommands, gateway_pb2.ListLegalCommandsRequest(match_id=match_id), ()),
            (stub.FireTimer, backend.FireTimerRequest(match_id=match_id, key="clock"), ()),
        ]
        for method, request, metadata in calls:
            with pytest.raises(grpc.RpcError) as refused:
                method(request, timeout=10, metadata=metadata)
            assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED, method
            assert trailers(refused.value)["ludus-rule-code"] == "CALLER_MISSING"
        with pytest.raises(grpc.RpcError) as seatless:
            stub.ListLegalCommands(
                gateway_pb2.ListLegalCommandsRequest(match_id=match_id), timeout=10, metadata=ANONYMOUS
            )
        assert seatless.value.code() == grpc.StatusCode.UNAUTHENTICATED
        # A token in the request is not a credential here: only the gateway verifies tokens.
        with pytest.raises(grpc.RpcError) as token_only:
            stub.ListLegalCommands(
                gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token="anything"),
                timeout=10,
                metadata=ANONYMOUS,
            )
        assert token_only.value.code() == grpc.StatusCode.UNAUTHENTICATED
        # A seat of another match is refused, and a worker's seat works.
        other = caller.worker("ark-elsewhere", 0).metadata()
        with pytest.raises(grpc.RpcError) as wrong_match:
            stub.ListLegalCommands(gateway_pb2.ListLegalCommandsRequest(match_id=match_id), timeout=10, metadata=other)
        assert wrong_match.value.code() == grpc.StatusCode.PERMISSION_DENIED
        as_seat = caller.worker(match_id, 0).metadata()
        legal = stub.ListLegalCommands(
            gateway_pb2.ListLegalCommandsRequest(match_id=match_id), timeout=10, metadata=as_seat
        )
        assert legal.version == created.match.version


def test_serve_takes_one_game_or_a_list_never_both() -> None:
    assert served_games(parser().parse_args(["serve", "ark"])) == ["ark"]
    assert served_games(parser().parse_args(["serve", "--games", "ark,arkadia"])) == ["ark", "arkadia"]
    from services import games

    assert served_games(parser().parse_args(["serve", "--games", "all"])) == games.names()
    for wrong in (["serve"], ["serve", "ark", "--games", "arkadia"], ["serve", "--games", "ark,ark"]):
        with pytest.raises(SystemExit):
            served_games(parser().parse_args(wrong))


class _Context:
    """Just enough of a grpc.aio.ServicerContext for the router: metadata in, an abort out."""

    def __init__(self, metadata: tuple[tuple[str, str], ...] = ()) -> None:
        self.metadata = metadata
        self.aborted: tuple[Any, str] | None = None

    def invocation_metadata(self) -> tuple[tuple[str, str], ...]:
        return self.metadata

    async def abort(self, code: Any, message: str, trailing_metadata: Any = ()) -> None:
        self.aborted = (code, message)
        raise grpc.aio.AbortError()

    def typed(self) -> grpc.aio.ServicerContext[Any, Any]:
        """This double where a real context is declared. A cast, because ServicerContext is an
        abstract class of some twenty methods and the router calls only the two above."""
        return cast("grpc.aio.ServicerContext[Any, Any]", self)


class _Servicer:
    def __init__(self, name: str) -> None:
        self.name = name

    async def Describe(self, request: Any, context: Any) -> str:
        return self.name


async def test_a_single_game_process_refuses_a_call_named_for_another_game() -> None:
    """A misrouted deployment fails loudly: a by-name call for another game is NOT_FOUND, not
    answered by the game that happens to listen there; an unnamed call is that game's."""
    router = GameRouter({"ark": _Servicer("ark")})
    # GameRouter's methods are installed with setattr over the generated (untyped) servicer base,
    # so mypy sees the base's untyped Describe: hence the narrow ignores on the calls below.
    assert await router.Describe(backend.DescribeRequest(), _Context().typed()) == "ark"  # type: ignore[no-untyped-call]
    assert (
        await router.Describe(  # type: ignore[no-untyped-call]
            backend.DescribeRequest(), _Context(game_metadata("ark")).typed()
        )
        == "ark"
    )
    context = _Context(game_metadata("arkadia"))
    with pytest.raises(grpc.aio.AbortError):
        await router.Describe(backend.DescribeRequest(), context.typed())  # type: ignore[no-untyped-call]
    assert context.aborted is not None and context.aborted[0] == grpc.StatusCode.NOT_FOUND
