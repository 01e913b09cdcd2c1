"""docs/adding-a-game.md, proven: a sixth game written as nothing but its folder
(tests/sixth_game/tiny_nim/), its proto (tiny_nim.proto there, compiled here with grpc_tools.protoc
into a temporary directory) and its entry-point line (written here into a temporary dist-info, the
way `pip install` records `[project.entry-points."ludus.games"]`). The platform finds it through
the registry like any installed game; no platform code names it.

It is then played end to end on a real platform (Redis, one game-service process hosting it beside
Ark via `serve --games`, the gateway with its HTTP face, a Celery worker): through the gateway's
gRPC API against the worker's bot, and through the HTTP/JSON face seat against seat.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import any_pb2
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc

from services import deploy, games
from services.core.codec import pack
from services.core.game import InvalidCommand, RuleViolation
from services.core.rng import Rng
from services.core.simulate import play_random
from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform, free_port
from tests.e2e.test_secrets_games import Blob, scan, stored, truth
from tests.support.grpc_errors import trailers
from tests.support.play import HUMAN, Watcher, bot, create
from tests.web.conftest import ARTIFACTS

ROOT = Path(__file__).resolve().parents[2]
FOLDER = Path(__file__).parent / "tiny_nim"
#: The one line a game adds to pyproject.toml, as the installed metadata records it.
ENTRY_POINT = "tiny_nim = tests.sixth_game.tiny_nim.wiring:GAME"


def install(into: Path) -> Path:
    """Compile the proto and register the entry point in `into` (a stand-in for site-packages)."""
    from grpc_tools import protoc  # type: ignore[import-untyped]  # grpcio-tools ships no type hints

    code = protoc.main(["protoc", f"-I{FOLDER}", f"--python_out={into}", f"--pyi_out={into}", "tiny_nim.proto"])
    assert code == 0, "tiny_nim.proto does not compile"
    info = into / "ludus_tiny_nim-0.1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: ludus-tiny-nim\nVersion: 0.1.0\n")
    (info / "entry_points.txt").write_text(f"[ludus.games]\n{ENTRY_POINT}\n")
    return into


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The game installed and visible to this process's registry for this module only."""
    path = install(tmp_path_factory.mktemp("site"))
    sys.path.insert(0, str(path))
    importlib.invalidate_caches()
    games.load.cache_clear()
    try:
        yield path
    finally:
        sys.path.remove(str(path))
        importlib.invalidate_caches()
        games.load.cache_clear()


@pytest.fixture(scope="module")
def nim(site: Path) -> Any:
    return games.load("tiny_nim")


@pytest.fixture(scope="module")
def pb(site: Path) -> Any:
    return importlib.import_module("tiny_nim_pb2")


# ------------------------------------------------------------------------------- the registry


def test_the_registry_finds_the_game_through_its_entry_point_line_alone(nim: Any) -> None:
    assert "tiny_nim" in games.names()
    assert nim.name == "tiny_nim" and nim.title == "Tiny Nim"
    # Its deployment is rendered from the registry like every other game's: nothing to hand-edit.
    rendered = deploy.render(ROOT)
    assert "deploy/kubernetes/games/tiny-nim.yaml" in rendered
    assert "tiny_nim=dns:///tiny_nim:50051" in rendered["deploy/compose.yaml"]


def test_the_entry_point_line_is_what_registers_it(site: Path) -> None:
    """A fresh process sees the game with the installed line on its path and not without it."""
    import subprocess

    def names(path: str) -> list[str]:
        listing = "from services import games; print(','.join(games.names()))"
        env = {**os.environ, "PYTHONPATH": path}
        run = subprocess.run([sys.executable, "-c", listing], cwd=ROOT, env=env, capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        return run.stdout.strip().split(",")

    assert "tiny_nim" not in names(str(ROOT))
    assert "tiny_nim" in names(os.pathsep.join([str(site), str(ROOT)]))


# ------------------------------------------------------------------------------- its rules (README.md)


def start(nim: Any, pb: Any, seed: bytes = b"n" * 32, heap: int = 0) -> Any:
    options = pb.TinyNimOptions(heap=heap)
    return nim.fold(nim.initial_state(options, 2), nim.setup(options, 2, Rng(seed, "setup")))


def take(pb: Any, stones: int) -> Any:
    return pb.TinyNimCommand(take=pb.TinyNimTake(stones=stones))


def test_r1_heap_starts_with_the_options_stones(nim: Any, pb: Any) -> None:
    assert start(nim, pb).heap == 15
    assert start(nim, pb, heap=7).heap == 7
    for wrong in (4, 51):
        with pytest.raises(InvalidCommand):
            nim.validate_options(pb.TinyNimOptions(heap=wrong), 2)
    with pytest.raises(InvalidCommand):
        nim.validate_options(pb.TinyNimOptions(), 3)


def test_r2_secret_limits_are_drawn_from_the_rng_and_seen_by_their_owner_only(nim: Any, pb: Any) -> None:
    drawn = {start(nim, pb, seed=bytes([i]) * 32).limits for i in range(40)}
    assert all(limit in (2, 3) for limits in drawn for limit in limits) and len(drawn) > 1
    state = start(nim, pb)
    assert start(nim, pb).limits == state.limits  # the same seed, the same draw
    dealt = nim.setup(pb.TinyNimOptions(), 2, Rng(b"n" * 32, "setup"))[0]
    for seat in (0, 1):
        mine = nim.redact(dealt, seat).dealt.limits
        assert [(entry.seat, entry.limit) for entry in mine] == [(seat, state.limits[seat])]
        view = nim.view(state, seat)
        assert view.own_limit == state.limits[seat] and not view.limits
    assert not nim.redact(dealt, None).dealt.limits
    assert not nim.view(state, None).HasField("own_limit")


def test_r3_turns_alternate_from_seat_0(nim: Any, pb: Any) -> None:
    state = start(nim, pb)
    assert nim.awaiting(state) == (0,)
    with pytest.raises(RuleViolation) as wrong:
        nim.decide(state, 1, take(pb, 1), Rng(b"x" * 32, "d"))
    assert wrong.value.reason == "NOT_YOUR_TURN"
    state = nim.fold(state, nim.decide(state, 0, take(pb, 1), Rng(b"x" * 32, "d")))
    assert nim.awaiting(state) == (1,)


def test_r4_take_one_to_the_limit_and_no_more_than_the_heap(nim: Any, pb: Any) -> None:
    state = start(nim, pb)
    limit = state.limits[0]
    assert [command.take.stones for command in nim.legal_commands(state, 0)] == list(range(1, limit + 1))
    with pytest.raises(RuleViolation) as over:
        nim.decide(state, 0, take(pb, limit + 1), Rng(b"x" * 32, "d"))
    assert over.value.reason == "TINY_NIM_OVER_LIMIT"
    with pytest.raises(InvalidCommand):
        nim.decide(state, 0, take(pb, 0), Rng(b"x" * 32, "d"))
    with pytest.raises(InvalidCommand):
        nim.decide(state, 0, pb.TinyNimCommand(), Rng(b"x" * 32, "d"))
    low = start(nim, pb, heap=5)
    low = nim.fold(low, nim.decide(low, 0, take(pb, 2), Rng(b"x" * 32, "d")))
    low = nim.fold(low, nim.decide(low, 1, take(pb, 2), Rng(b"x" * 32, "d")))
    assert low.heap == 1 and len(nim.legal_commands(low, 0)) == 1
    with pytest.raises(RuleViolation) as short:
        nim.decide(low, 0, take(pb, 2), Rng(b"x" * 32, "d"))
    assert short.value.reason == "TINY_NIM_NOT_ENOUGH_STONES"


def test_r5_last_stone_wins_and_reveals_the_limits(nim: Any, pb: Any) -> None:
    for index in range(20):
        trace = play_random(nim, 2, bytes([index]) * 32)
        final = trace.final
        assert nim.is_over(final) and final.heap == 0
        outcome = nim.result(final)
        assert outcome.winners == (final.winner,) and outcome.ranks[final.winner] == 1
        revealed = nim.view(final, None).limits
        assert [(entry.seat, entry.limit) for entry in revealed] == list(enumerate(final.limits))
        with pytest.raises(RuleViolation) as over:
            nim.decide(final, final.to_move, take(pb, 1), Rng(b"x" * 32, "d"))
        assert over.value.reason == "MATCH_OVER"


# ------------------------------------------------------------------------------- end to end


@pytest.fixture(scope="module")
def platform(site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    """The real platform; the spawned processes see the game exactly as this one does (the
    temporary site directory on their path, and the repository for `tests.sixth_game`)."""
    path = os.pathsep.join(filter(None, [str(site), str(ROOT), os.environ.get("PYTHONPATH", "")]))
    with LocalPlatform(
        gateway_port=free_port(),
        games=["ark", "tiny_nim"],
        one_process=True,
        worker_pool="threads",
        worker_concurrency=2,
        data_dir=Path(tmp_path_factory.mktemp("sixth")),
        extra_env={"PYTHONPATH": path, "LUDUS_RATE_PER_SECOND": "100000", "LUDUS_RATE_BURST": "100000"},
    ) as running:
        yield running


@pytest.fixture(scope="module")
def gateway(platform: LocalPlatform) -> Iterator[gateway_pb2_grpc.GatewayStub]:
    with grpc.insecure_channel(platform.gateway_address) as channel:
        yield gateway_stub(channel)


def unpack(packed: any_pb2.Any, message: Any) -> Any:
    assert packed.Unpack(message), packed.type_url
    return message


def test_through_the_gateway_against_the_workers_bot(
    gateway: gateway_pb2_grpc.GatewayStub, platform: LocalPlatform, pb: Any, nim: Any
) -> None:
    listed = {info.name: info for info in gateway.ListGames(gateway_pb2.ListGamesRequest(), timeout=30).games}
    assert listed["tiny_nim"].command_type == "ludus.v1.TinyNimCommand"
    match_id, tokens = create(gateway, "tiny_nim", [HUMAN, bot("random")], pack(pb.TinyNimOptions(heap=11)))
    assert match_id.startswith("tiny_nim-") and set(tokens) == {0}
    mine = Watcher(gateway, match_id, tokens[0]).start()
    spectator = Watcher(gateway, match_id).start()
    own_limit: int | None = None
    refused = False
    views: list[Blob] = []
    for _ in range(200):
        info = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
        if info.status == common_pb2.MATCH_STATUS_FINISHED:
            break
        if 0 not in info.awaiting:
            import time

            time.sleep(0.05)
            continue
        reply = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=tokens[0]), timeout=10)
        views.append(Blob(0, reply.version, "GetView", reply.SerializeToString()))
        view = unpack(reply.view, pb.TinyNimView())
        own_limit = view.own_limit
        assert not view.limits, "the other seat's limit is secret until the end"
        if not refused:
            # Over the limit: a rule violation with its code, and nothing changes.
            with pytest.raises(grpc.RpcError) as error:
                gateway.SubmitCommand(
                    gateway_pb2.SubmitCommandRequest(
                        match_id=match_id, token=tokens[0], command=pack(take(pb, own_limit + 1))
                    ),
                    timeout=10,
                )
            assert error.value.code() == grpc.StatusCode.FAILED_PRECONDITION
            assert trailers(error.value)["ludus-rule-code"] == "TINY_NIM_OVER_LIMIT"
            after = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
            assert after.version == info.version
            refused = True
        legal = gateway.ListLegalCommands(
            gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=tokens[0]), timeout=10
        )
        assert len(legal.commands) == min(own_limit, view.heap)
        gateway.SubmitCommand(
            gateway_pb2.SubmitCommandRequest(
                match_id=match_id,
                token=tokens[0],
                command=legal.commands[-1],
                expected_version=legal.version,
                command_id=uuid.uuid4().hex,
            ),
            timeout=10,
        )
    info = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
    assert info.status == common_pb2.MATCH_STATUS_FINISHED and refused
    assert list(info.result.winners) in ([0], [1])
    # The bot played (the worker): seat 1 took stones.
    events = mine.join()
    taken = [unpack(e.event, pb.TinyNimEvent()) for e in events if e.event.type_url.endswith("TinyNimEvent")]
    assert any(e.WhichOneof("event") == "taken" and e.taken.seat == 1 for e in taken)
    # Seat 0 got its own limit in the setup and never seat 1's before the end; the spectator none.
    dealt = next(e for e in taken if e.WhichOneof("event") == "dealt")
    assert [(entry.seat, entry.limit) for entry in dealt.dealt.limits] == [(0, own_limit)]
    watched = [unpack(e.event, pb.TinyNimEvent()) for e in spectator.join() if e.event.type_url.endswith("Event")]
    assert not next(e for e in watched if e.WhichOneof("event") == "dealt").dealt.limits
    ended = next(e for e in taken if e.WhichOneof("event") == "ended")
    assert {entry.seat for entry in ended.ended.limits} == {0, 1}
    audit = gateway.GetAudit(gateway_pb2.GetAuditRequest(match_id=match_id), timeout=30)
    assert audit.report.ok
    # The secret scanner of tests/e2e/test_secrets_games.py, fed by the game's own declaration
    # (Game.secrets in its folder): nothing seat 0 or the spectator received leaks seat 1's limit.
    log, seed = stored(platform, match_id)
    secrets = truth(nim, log, seed)
    blobs = [
        *views,
        *(Blob(0, e.version, "WatchMatch", e.SerializeToString()) for e in events),
        *(Blob(None, e.version, "WatchMatch", e.SerializeToString()) for e in spectator.events),
    ]
    checked, leaks = scan(blobs, secrets)
    assert not leaks and checked > len(blobs)
    # ... and it can fail: the setup unredacted, sent to seat 0, is caught.
    dealt_version = next(e.version for e in events if e.event.type_url.endswith("TinyNimEvent"))
    unredacted = nim.setup(pb.TinyNimOptions(heap=11), 2, Rng(seed, "setup"))[0]
    leak = common_pb2.MatchEvent(match_id=match_id, version=dealt_version, event=pack(unredacted))
    caught = scan([Blob(0, dealt_version, "leak", leak.SerializeToString())], secrets)[1]
    assert caught and all("seat 1's limit" in found for found in caught)


def http(platform: LocalPlatform, method: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(
        f"http://{platform.http_address}/ludus.v1.Gateway/{method}",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as reply:
            return reply.status, json.loads(reply.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_through_the_http_face_seat_against_seat(platform: LocalPlatform) -> None:
    status, created = http(
        platform,
        "CreateMatch",
        {
            "game": "tiny_nim",
            "options": {"@type": "type.googleapis.com/ludus.v1.TinyNimOptions", "heap": 9},
            "seats": [{"kind": "SEAT_KIND_HUMAN"}, {"kind": "SEAT_KIND_HUMAN"}],
        },
    )
    assert status == 200, created
    match_id = created["match"]["matchId"]
    tokens = {int(token.get("seat", 0)): token["token"] for token in created["seatTokens"]}
    status, error = http(
        platform,
        "SubmitCommand",
        {
            "matchId": match_id,
            "token": tokens[1],
            "command": {"@type": "type.googleapis.com/ludus.v1.TinyNimCommand", "take": {"stones": 1}},
        },
    )
    assert status == 400 and error["ruleCode"] == "NOT_YOUR_TURN"
    for turn in range(20):
        status, view = http(platform, "GetView", {"matchId": match_id, "token": tokens[turn % 2]})
        assert status == 200, view
        shown = view["view"]
        assert shown["@type"] == "type.googleapis.com/ludus.v1.TinyNimView"
        if shown["over"]:
            break
        assert shown["toMove"] == turn % 2 and shown["limits"] == []
        status, legal = http(platform, "ListLegalCommands", {"matchId": match_id, "token": tokens[turn % 2]})
        assert status == 200 and len(legal["commands"]) == min(shown["ownLimit"], shown["heap"])
        status, submitted = http(
            platform, "SubmitCommand", {"matchId": match_id, "token": tokens[turn % 2], "command": legal["commands"][0]}
        )
        assert status == 200, submitted
    assert shown["over"] and shown["heap"] == 0 and len(shown["limits"]) == 2
    status, match = http(platform, "GetMatch", {"matchId": match_id})
    assert match["match"]["status"] == "MATCH_STATUS_FINISHED"
    # Taking one stone a turn from nine: seat 0 takes the last one.
    assert match["match"]["result"]["winners"] == [0] and shown["winner"] == 0


def test_in_the_browser_on_the_generic_board_against_the_bot(
    browser: Any, gateway: gateway_pb2_grpc.GatewayStub, platform: LocalPlatform, pb: Any
) -> None:
    """Tiny Nim has no board module: the web client shows its view as fields and its legal
    commands as buttons (js/games/generic.js), and a match is played to the end by clicking them."""
    from urllib.parse import quote

    match_id, tokens = create(gateway, "tiny_nim", [HUMAN, bot("random")], pack(pb.TinyNimOptions(heap=12)))
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"http://{platform.http_address}/#/play/{quote(match_id)}?seat=0&token={quote(tokens[0])}")
    page.wait_for_selector(".generic-board dl.view-fields")
    page.wait_for_selector(".generic-board button.generic-option", timeout=60_000)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "tiny_nim-generic-board.png"))
    assert page.inner_text(".generic-board dt >> nth=0")  # readable field names ("heap", "own limit")
    clicks = 0
    for _ in range(400):
        if page.locator("#result[data-winners]").count():
            break
        buttons = page.locator(".generic-board button.generic-option")
        if buttons.count():
            labels = buttons.all_inner_texts()
            # One button per legal command ("stones: n"); a lone command is offered by its kind.
            assert labels == ["take"] or all(label.startswith("stones: ") for label in labels), labels
            view = unpack(
                gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=tokens[0]), timeout=10).view,
                pb.TinyNimView(),
            )
            own = page.inner_text(".generic-board dd[data-field=ownLimit]")
            assert own == str(view.own_limit)
            try:
                buttons.last.click(timeout=2000)
                clicks += 1
            except Exception:
                pass  # redrawn under the click (the bot moved): look again
        page.wait_for_timeout(50)
    assert page.locator("#result[data-winners]").count(), "no result shown"
    server = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
    assert server.status == common_pb2.MATCH_STATUS_FINISHED and clicks >= 1
    shown = page.get_attribute("#result", "data-winners")
    assert shown == ",".join(str(winner) for winner in server.result.winners)
    assert page.inner_text(".generic-board dd[data-field=over]") == "yes"
    assert not errors, errors
    page.close()
