"""deploy/ stays consistent with the code: roles, commands, ports, routes, health checks."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
import yaml

from services import games
from services.cli import parser
from services.core.config import parse_routes

ROOT = Path(__file__).resolve().parents[1]
DEPLOY = ROOT / "deploy"


@pytest.fixture(scope="module")
def compose() -> dict:  # type: ignore[type-arg]
    return yaml.safe_load((DEPLOY / "compose.yaml").read_text())


def ludus_services(compose: dict) -> dict[str, dict]:  # type: ignore[type-arg]
    return {name: spec for name, spec in compose["services"].items() if spec.get("image") == "ludus:latest"}


def flag(command: list[str], name: str) -> str:
    return command[command.index(name) + 1]


def test_every_ludus_command_is_a_valid_cli_invocation(compose: dict) -> None:  # type: ignore[type-arg]
    for name, spec in ludus_services(compose).items():
        parsed = parser().parse_args(spec["command"])
        assert parsed.command in {"serve", "gateway", "worker", "beat"}, name


def test_every_registered_game_has_a_service_with_replicas(compose: dict) -> None:  # type: ignore[type-arg]
    served = {spec["command"][1]: spec for spec in ludus_services(compose).values() if spec["command"][0] == "serve"}
    assert set(served) == set(games.names())
    for spec in served.values():
        assert spec["deploy"]["replicas"] >= 2


def test_routes_point_at_the_game_services_ports(compose: dict) -> None:  # type: ignore[type-arg]
    services = ludus_services(compose)
    routes = parse_routes(compose["x-ludus-env"]["LUDUS_ROUTES"])
    assert set(routes) == set(games.names())
    for name, spec in services.items():
        if spec["command"][0] != "serve":
            continue
        game, port = spec["command"][1], flag(spec["command"], "--port")
        assert routes[game] == f"dns:///{name}:{port}"


def test_health_checks_probe_the_ports_the_servers_listen_on(compose: dict) -> None:  # type: ignore[type-arg]
    for name, spec in ludus_services(compose).items():
        if spec["command"][0] in ("worker", "beat"):
            continue
        port = flag(spec["command"], "--port")
        assert spec["healthcheck"]["test"] == ["CMD", "ludus", "health", f"127.0.0.1:{port}"], name


def test_gateway_publishes_its_port(compose: dict) -> None:  # type: ignore[type-arg]
    gateway = compose["services"]["gateway"]
    port = flag(gateway["command"], "--port")
    assert f"{port}:{port}" in gateway["ports"]


def test_every_ludus_service_gets_the_platform_environment(compose: dict) -> None:  # type: ignore[type-arg]
    for spec in ludus_services(compose).values():
        env = spec["environment"]
        assert {"LUDUS_REDIS_URL", "LUDUS_BROKER_URL", "LUDUS_TOKEN_SECRET", "LUDUS_ROUTES"} <= set(env)
        assert env["LUDUS_REDIS_URL"].startswith("redis://redis:")


def test_redis_persists_with_an_append_only_file(compose: dict) -> None:  # type: ignore[type-arg]
    conf = (DEPLOY / "redis.conf").read_text()
    assert re.search(r"^appendonly yes$", conf, re.M)
    assert re.search(r"^appendfsync (everysec|always)$", conf, re.M)
    assert re.search(r"^maxmemory-policy noeviction$", conf, re.M)
    redis = compose["services"]["redis"]
    assert any(volume.startswith("./redis.conf:") for volume in redis["volumes"])
    assert any(volume.endswith(":/data") for volume in redis["volumes"])


def test_dockerfile_builds_the_ludus_command_for_every_role() -> None:
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    entry = re.search(r"^ENTRYPOINT (.+)$", dockerfile, re.M)
    assert entry and shlex.split(entry.group(1).strip("[]").replace(",", " ")) == ["ludus"]
    for folder in ("protos", "services", "gateway"):
        assert re.search(rf"^COPY {folder} ", dockerfile, re.M), folder
    assert "LUDUS_HOST=0.0.0.0" in dockerfile
    exposed = set(re.findall(r"^EXPOSE (.+)$", dockerfile, re.M)[0].split())
    assert {"50050", "50051"} <= exposed


def test_the_ludus_command_is_installed_by_the_package() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert 'ludus = "services.cli:main"' in pyproject


def test_workers_and_exactly_one_beat_run(compose: dict) -> None:  # type: ignore[type-arg]
    roles = [spec["command"][0] for spec in ludus_services(compose).values()]
    assert roles.count("worker") >= 1
    assert roles.count("beat") == 1
    assert compose["services"]["beat"].get("deploy", {}).get("replicas", 1) == 1


def test_gateway_serves_and_publishes_its_web_face(compose: dict) -> None:  # type: ignore[type-arg]
    gateway = compose["services"]["gateway"]
    parsed = parser().parse_args(gateway["command"])
    assert parsed.http_port is not None, "the gateway's HTTP/JSON face and web client are off"
    assert f"{parsed.http_port}:{parsed.http_port}" in gateway["ports"]
    exposed = set(re.findall(r"^EXPOSE (.+)$", (DEPLOY / "Dockerfile").read_text(), re.M)[0].split())
    assert str(parsed.http_port) in exposed
