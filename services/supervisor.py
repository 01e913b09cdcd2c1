"""`ludus up` as a supervisor: every child of a LocalPlatform (Redis, game services, gateway,
worker, beat) is restarted with backoff when it dies, and the rest keep serving meanwhile.

Nothing acknowledged is lost by a restart: a game service or gateway holds no state that matters,
Celery tasks are acknowledged late and swept, and Redis comes back on the same port from its own
append-only file. The supervisor writes what it sees to `<data dir>/status.json`, which `ludus
status` reads (and checks each component's health itself).

A library supervisor (supervisord, circus) was considered: both want their own daemon, config
file and control socket, while the platform's children, ports and environment are computed at
start by LocalPlatform, which the tests drive directly. The loop below is what is left to write:
exit detection, exponential backoff, and a status file.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO, Any

from services.core.redis_acl import without_password
from services.launcher import Component, LocalPlatform

#: The status file's name inside the data directory.
STATUS_FILE = "status.json"


@dataclass
class Backoff:
    """Restart delays: doubling from `first` up to `most`; a child that stayed up `settled`
    seconds starts again from `first` (a crash loop is slowed, a rare crash is not)."""

    first: float = 0.5
    most: float = 30.0
    settled: float = 60.0

    def delay(self, failures: int) -> float:
        return float(min(self.most, self.first * 2.0 ** max(0, failures - 1)))


@dataclass
class ChildState:
    name: str
    command: list[str]
    address: str | None = None
    pid: int | None = None
    state: str = "running"  # running | restarting
    restarts: int = 0
    last_exit: int | None = None
    #: Consecutive quick failures (reset after Backoff.settled seconds up).
    failures: int = 0
    started_at: float = field(default_factory=time.time)
    restart_at: float | None = None


class Supervisor:
    """Watches a started LocalPlatform and restarts what dies."""

    def __init__(
        self,
        platform: LocalPlatform,
        backoff: Backoff | None = None,
        out: IO[str] | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        assert platform.data_dir is not None, "start the platform first"
        self.platform = platform
        self.backoff = backoff or Backoff()
        self.out = out or sys.stderr
        self.clock = clock
        self.status_path = platform.data_dir / STATUS_FILE
        self.children: dict[str, ChildState] = {}
        for component in platform.components:
            self.children[component.name] = ChildState(
                component.name, component.command, component.address, _pid(component)
            )
        if platform.redis is not None and platform.redis.process is not None:
            self.children["redis"] = ChildState(
                "redis",
                ["redis-server", "--port", str(platform.redis.port)],
                platform.redis_url,
                platform.redis.process.pid,
            )
        self.write_status()

    def _say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    def _exited(self, name: str) -> int | None:
        """The exit status of a dead child, or None while it runs."""
        if name == "redis":
            process = self.platform.redis.process if self.platform.redis is not None else None
        else:
            process = self.platform.component(name).process
        if process is None:
            return -1
        return process.poll()

    def tick(self) -> None:
        """One look at every child: note deaths, restart those whose delay has passed."""
        now = self.clock()
        changed = False
        for child in self.children.values():
            if child.state == "running":
                status = self._exited(child.name)
                if status is None:
                    continue
                up_for = now - child.started_at
                child.failures = 1 if up_for >= self.backoff.settled else child.failures + 1
                delay = self.backoff.delay(child.failures)
                child.state, child.last_exit, child.restart_at = "restarting", status, now + delay
                self._say(f"{child.name} exited with status {status}; restarting it in {delay:.1f} s")
                changed = True
            if child.state == "restarting" and child.restart_at is not None and now >= child.restart_at:
                self._restart(child)
                changed = True
        if changed:
            self.write_status()

    def _restart(self, child: ChildState) -> None:
        try:
            if child.name == "redis":
                assert self.platform.redis is not None
                self.platform.redis.stop()
                self.platform.redis.start()  # same port and directory: its AOF is replayed
                child.pid = self.platform.redis.process.pid if self.platform.redis.process else None
            else:
                component = self.platform.component(child.name)
                self.platform.spawn(component)
                child.pid = _pid(component)
        except (OSError, RuntimeError) as error:
            child.failures += 1
            delay = self.backoff.delay(child.failures)
            child.restart_at = self.clock() + delay
            self._say(f"{child.name} could not be restarted ({error}); trying again in {delay:.1f} s")
            return
        child.state, child.restart_at, child.started_at = "running", None, self.clock()
        child.restarts += 1
        self._say(f"{child.name} restarted (restart {child.restarts})")

    def run(self, should_stop: Callable[[], bool], interval: float = 0.5) -> None:
        while not should_stop():
            self.tick()
            time.sleep(interval)

    def write_status(self) -> None:
        platform = self.platform
        document: dict[str, Any] = {
            "supervisor_pid": os.getpid(),
            "gateway": platform.gateway_address,
            "http": platform.http_address,
            "redis_url": platform.redis_url,
            "log_dir": str(platform.log_dir),
            "tls_dir": str(platform.tls_dir) if platform.tls_dir else None,
            "written_at": self.clock(),
            "children": [asdict(child) for child in self.children.values()],
        }
        temporary = self.status_path.with_suffix(".tmp")
        temporary.write_text(json.dumps(document, indent=2))
        temporary.replace(self.status_path)  # readers never see half a file

    def remove_status(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.status_path.unlink()


def _pid(component: Component) -> int | None:
    return component.process.pid if component.process is not None else None


def read_status(data_dir: Path) -> dict[str, Any] | None:
    try:
        loaded: dict[str, Any] = json.loads((data_dir / STATUS_FILE).read_text())
    except (FileNotFoundError, json.JSONDecodeError):
        return None
    return loaded


# ---------------------------------------------------------------------------------- ludus up


def _locked(data_dir: Path) -> IO[str] | None:
    """An exclusive lock on the data directory (one `ludus up` per directory), or None."""
    import fcntl

    handle = open(data_dir / "lock", "a")  # noqa: SIM115 - held for the platform's lifetime
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        return None
    return handle


def kept_token_secret(data_dir: Path) -> str:
    """The token key kept in the data directory (made on first use, readable by the user only),
    so that seat tokens stay valid when the platform is started again on the same data."""
    import secrets

    path = data_dir / "token-secret"
    if path.exists():
        return path.read_text().strip()
    secret = secrets.token_hex(32)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w") as handle:
        handle.write(secret)
    return secret


def _port(wanted: int, what: str) -> int:
    from services.launcher import free_port, port_is_free

    if port_is_free(wanted):
        return wanted
    chosen = free_port()
    print(f"port {wanted} is taken; serving {what} on {chosen}", flush=True)
    return chosen


def up(
    *,
    port: int,
    http_port: int | None,
    data_dir: Path | None,
    redis_url: str | None,
    replicas: int,
    one_process: bool,
    worker: bool,
    metrics: bool = False,
) -> int:
    """Start the platform, supervise it until SIGINT/SIGTERM; `data_dir` None: a temporary one."""
    import signal

    from services.core.settings import current
    from services.launcher import LocalPlatform, StartFailure

    settings = current()
    lock = None
    if data_dir is not None:
        data_dir.mkdir(parents=True, exist_ok=True)
        lock = _locked(data_dir)
        if lock is None:
            print(
                f"Ludus is already running from {data_dir} (see `ludus status --data-dir {data_dir}`)", file=sys.stderr
            )
            return 1
    platform = LocalPlatform(
        redis_url=redis_url,
        gateway_port=_port(port, "gRPC"),
        http_port=None if http_port is None else _port(http_port, "the web client"),
        replicas=replicas,
        one_process=one_process,
        worker=worker,
        data_dir=data_dir,
        token_secret=settings.token_secret
        or (kept_token_secret(data_dir) if data_dir else LocalPlatform().token_secret),
        # An acknowledged command survives Redis being killed: each append is on disk first.
        appendfsync="always",
        # Players: LUDUS_DATABASE_URL, else an embedded PostgreSQL in the data directory.
        database_url=settings.database_url,
        embedded_database=True,
        # Each process's /metrics on a port of its own, listed in the banner.
        metrics=metrics,
    )
    print("starting Ludus ...", flush=True)
    try:
        platform.start()
    except StartFailure as failure:
        print(f"\n{failure}", file=sys.stderr)
        return 1
    supervisor = Supervisor(platform)
    stop = False

    def request_stop(signum: int, frame: object) -> None:
        nonlocal stop
        stop = True

    signal.signal(signal.SIGINT, request_stop)
    signal.signal(signal.SIGTERM, request_stop)
    print(_banner(platform, ephemeral=data_dir is None), flush=True)
    try:
        supervisor.run(lambda: stop)
    finally:
        print("stopping ...", flush=True)
        platform.stop()
        supervisor.remove_status()
        if lock is not None:
            lock.close()
    return 0


def _banner(platform: LocalPlatform, ephemeral: bool) -> str:
    web = (
        f"  web client and HTTP/JSON API:     http://{platform.http_address}/\n"
        f"  API description (OpenAPI):        http://{platform.http_address}/openapi.json\n"
        if platform.http_address
        else ""
    )
    kept = "a temporary directory, removed at exit" if ephemeral else "kept across restarts"
    players = "an embedded PostgreSQL in the data directory" if platform.postgres else "LUDUS_DATABASE_URL"
    return (
        "\nLudus is up.\n"
        f"  gateway (gRPC, ludus.v1.Gateway): {platform.gateway_address}\n"
        f"{web}"
        f"  event store:                      {without_password(platform.redis_url or '')}\n"
        + (
            f"  Redis users (one per role):       {platform.data_dir}/redis-users (admin commands:"
            f" LUDUS_REDIS_URL=$(cat {platform.data_dir}/redis-users/admin.url))\n"
            if platform.redis_passwords
            else ""
        )
        + f"  players (ludus.v1.Players):       {players}\n"
        f"  games:                            {', '.join(platform.games)}\n"
        f"  data:                             {platform.data_dir} ({kept})\n"
        f"  logs:                             {platform.log_dir}\n"
        f"  health:                           ludus status --data-dir {platform.data_dir}\n"
        + "".join(
            f"  metrics of {name}:".ljust(36) + f"http://127.0.0.1:{port}/metrics\n"
            for name, port in platform.metrics_ports.items()
        )
        + f"  try:  grpcurl -plaintext {platform.gateway_address} ludus.v1.Gateway/ListGames\n"
        "A component that dies is restarted. Press Ctrl-C to stop."
    )


# ---------------------------------------------------------------------------------- ludus status


def _alive(pid: int | None) -> bool:
    if not pid:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _health(child: dict[str, Any], http: str | None, tls_dir: str | None) -> str:
    from services.core import tls
    from services.launcher import wait_healthy, wait_http

    address = child.get("address")
    # Inside the platform everything but the gateway's public port speaks mutual TLS.
    identity = (
        tls.identity_in(Path(tls_dir), tls.WORKER) if tls_dir and not child["name"].startswith("gateway") else None
    )
    try:
        if child["name"] == "redis":
            import redis

            redis.Redis.from_url(address or "", socket_timeout=1.0).ping()
        elif address:
            wait_healthy(address, timeout=1.0, identity=identity)
        if child["name"] == "gateway" and http:
            wait_http(http, timeout=1.0)
    except Exception as error:
        return f"not answering ({str(error)[:80]})"
    return "healthy"


def status(data_dir: Path, out: IO[str] | None = None) -> int:
    """Print each component's state and health; exit status 0 when every one is healthy."""
    out = out or sys.stdout
    document = read_status(data_dir)
    if document is None or not _alive(document.get("supervisor_pid")):
        print(f"no Ludus is running from {data_dir}", file=out)
        return 1
    healthy = True
    print(f"Ludus (supervisor pid {document['supervisor_pid']}), data in {data_dir}", file=out)
    for child in document["children"]:
        if child["state"] != "running" or not _alive(child.get("pid")):
            verdict = f"down, restart {child.get('restarts', 0) + 1} pending"
        else:
            verdict = _health(child, document.get("http"), document.get("tls_dir"))
        healthy = healthy and verdict == "healthy"
        address = child.get("address") or "-"
        print(
            f"  {child['name']:<20} {verdict:<40} pid {child.get('pid')}  restarts {child['restarts']}  {address}",
            file=out,
        )
    return 0 if healthy else 1
