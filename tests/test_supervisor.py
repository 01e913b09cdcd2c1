"""`ludus up` as a supervisor: each child killed in turn during play is restarted while the rest
keep serving, no acknowledged command is lost and the log audits clean; its data is kept; a
component that cannot start is named with its command and its log; `ludus status` tells."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import grpc
from ludus.v1 import common_pb2, gateway_pb2

from services import games
from services.core.audit import audit
from services.core.rng import Rng
from services.core.stubs import gateway_stub
from services.launcher import free_port
from services.supervisor import Backoff, read_status
from tests.support.play import HUMAN, create
from tests.support.store import read_log

LUDUS = [sys.executable, "-m", "services.cli"]


def test_restart_delays_double_up_to_a_cap() -> None:
    backoff = Backoff(first=0.5, most=30.0)
    assert [backoff.delay(n) for n in range(1, 9)] == [0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 30.0, 30.0]


def _environment() -> dict[str, str]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    for name in ("LUDUS_REDIS_URL", "REDIS_URL", "LUDUS_TOKEN_SECRET"):
        env.pop(name, None)
    return env


def _ludus(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "services.cli", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env or _environment(),
    )


def _wait_until_healthy(data_dir: Path, timeout: float = 60.0) -> str:
    deadline = time.monotonic() + timeout
    report = ""
    while time.monotonic() < deadline:
        result = _ludus("status", "--data-dir", str(data_dir))
        report = result.stdout
        if result.returncode == 0:
            return report
        time.sleep(0.3)
    raise AssertionError(f"the platform did not become healthy again:\n{report}")


def _submit_until_acknowledged(stub: object, match_id: str, token: str, rng: Rng) -> str:
    """One command, retried with its command id until the platform acknowledges it (a child may
    be down for a moment); returns the id."""
    command_id = uuid.uuid4().hex
    deadline = time.monotonic() + 60
    chosen = None
    while time.monotonic() < deadline:
        try:
            if chosen is None:
                legal = stub.ListLegalCommands(  # type: ignore[attr-defined]
                    gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token), timeout=5
                )
                chosen = rng.choice(legal.commands)
            stub.SubmitCommand(  # type: ignore[attr-defined]
                gateway_pb2.SubmitCommandRequest(match_id=match_id, token=token, command=chosen, command_id=command_id),
                timeout=5,
            )
            return command_id
        except grpc.RpcError as error:
            if error.code() not in (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED):
                raise
            time.sleep(0.2)
    raise AssertionError("a command was never acknowledged")


def test_every_child_killed_in_turn_comes_back_and_nothing_acknowledged_is_lost(tmp_path: Path) -> None:
    port, http_port = free_port(), free_port()
    up = subprocess.Popen(
        [*LUDUS, "up", "--port", str(port), "--http-port", str(http_port), "--data-dir", str(tmp_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        env=_environment(),
        start_new_session=True,
    )
    try:
        _wait_until_healthy(tmp_path, timeout=120)
        again = _ludus("up", "--port", str(free_port()), "--data-dir", str(tmp_path))
        assert again.returncode == 1 and "already running" in again.stderr
        status = read_status(tmp_path)
        assert status is not None
        victims = ["ark-0", "arkadia-0", "gateway", "worker", "beat", "redis"]
        assert set(victims) <= {child["name"] for child in status["children"]}
        acknowledged: list[str] = []
        rng = Rng(b"supervised".ljust(32, b"."), "kill")
        with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
            stub = gateway_stub(channel)
            match_id, tokens = create(stub, "ark", [HUMAN] * 3)

            def awaited() -> common_pb2.MatchInfo:
                deadline = time.monotonic() + 60
                while True:
                    try:
                        found: common_pb2.MatchInfo = stub.GetMatch(
                            gateway_pb2.GetMatchRequest(match_id=match_id), timeout=5
                        ).match
                        return found
                    except grpc.RpcError as error:
                        if error.code() != grpc.StatusCode.UNAVAILABLE or time.monotonic() > deadline:
                            raise
                        time.sleep(0.2)

            def play(moves: int) -> None:
                for _ in range(moves):
                    match = awaited()
                    if match.status == common_pb2.MATCH_STATUS_FINISHED:
                        return
                    acknowledged.append(_submit_until_acknowledged(stub, match_id, tokens[match.awaiting[0]], rng))

            play(3)
            for victim in victims:
                pid = next(child["pid"] for child in read_status(tmp_path)["children"] if child["name"] == victim)  # type: ignore[index]
                os.killpg(pid, signal.SIGKILL) if victim != "redis" else os.kill(pid, signal.SIGKILL)
                play(2)  # during the restart: retried with the same command id until acknowledged
                report = _wait_until_healthy(tmp_path)
                assert victim in report
            restarted = {child["name"]: child["restarts"] for child in read_status(tmp_path)["children"]}  # type: ignore[index]
            assert all(restarted[victim] >= 1 for victim in victims), restarted
            play(2)
        status = read_status(tmp_path)
        assert status is not None
        events, seed = read_log(status["redis_url"], match_id)
        stored_ids = {event.command_id for event in events}
        assert set(acknowledged) <= stored_ids, "an acknowledged command was lost"
        assert len([e for e in events if e.command_id in set(acknowledged) and e.command]) == len(set(acknowledged))
        verdict = audit(games.load("ark"), events, seed)
        assert verdict.ok, verdict.reason
    finally:
        up.send_signal(signal.SIGINT)
        code = up.wait(60)
    assert code == 0
    # The data outlives the platform: Redis's append-only file, the logs, the token key.
    assert any((tmp_path / "redis").rglob("appendonly*"))
    assert (tmp_path / "logs" / "gateway.log").exists() and (tmp_path / "token-secret").exists()
    assert oct((tmp_path / "token-secret").stat().st_mode & 0o777) == "0o600"


def test_a_component_that_cannot_start_is_named_with_its_command_and_log(tmp_path: Path) -> None:
    # An address this machine does not have: no server can bind, nothing leaves loopback.
    env = {**_environment(), "LUDUS_HOST": "203.0.113.7"}
    result = subprocess.run(
        [*LUDUS, "up", "--port", str(free_port()), "--no-http", "--data-dir", str(tmp_path), "--no-worker"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr + result.stdout
    message = result.stderr
    assert "Ludus could not start its " in message and "Command: " in message and "services.cli serve" in message
    assert "cannot listen on 203.0.113.7" in message, message  # the last lines of the component's log
    assert "Traceback" not in message
    log = message.split("Its log, kept at ", 1)[1].split(",", 1)[0]
    assert Path(log).exists() and Path(log).parent == tmp_path / "logs"
    assert read_status(tmp_path) is None  # no supervisor ran
