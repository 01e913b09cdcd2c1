"""deploy/ stays consistent with the code: roles, commands, ports, routes, health checks."""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Any

import pytest
import yaml

from services import games
from services.cli import main, parser
from services.core.config import parse_routes

ROOT = Path(__file__).resolve().parents[1]
DEPLOY = ROOT / "deploy"


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    return loaded


def ludus_services(compose: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The long-running Ludus services (the one-shot `db migrate` apart)."""
    return {
        name: spec
        for name, spec in compose["services"].items()
        if spec.get("image") == "ludus:latest" and spec["command"][0] != "db"
    }


def flag(command: list[str], name: str) -> str:
    return command[command.index(name) + 1]


def test_every_ludus_command_is_a_valid_cli_invocation(compose: dict[str, Any]) -> None:
    for name, spec in ludus_services(compose).items():
        parsed = parser().parse_args(spec["command"])
        assert parsed.command in {"serve", "gateway", "worker", "beat", "flower"}, name


def test_the_players_database_is_migrated_before_the_gateway_starts(compose: dict[str, Any]) -> None:
    services = compose["services"]
    migrate = services["migrate"]
    assert parser().parse_args(migrate["command"]).db_command == "migrate"
    assert migrate["restart"] == "no" and migrate["environment"] == compose["x-ludus-env"]
    assert migrate["depends_on"]["postgres"]["condition"] == "service_healthy"
    assert services["gateway"]["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
    url = compose["x-ludus-env"]["LUDUS_DATABASE_URL"]
    assert url.startswith("postgresql://ludus:") and url.endswith("@postgres:5432/ludus")
    assert services["postgres"]["healthcheck"]["test"][1] == "pg_isready"
    assert any(volume.endswith(":/var/lib/postgresql/data") for volume in services["postgres"]["volumes"])


def test_every_registered_game_has_a_service_with_replicas(compose: dict[str, Any]) -> None:
    served = {spec["command"][1]: spec for spec in ludus_services(compose).values() if spec["command"][0] == "serve"}
    assert set(served) == set(games.names())
    for spec in served.values():
        assert spec["deploy"]["replicas"] >= 2


def test_routes_point_at_the_game_services_ports(compose: dict[str, Any]) -> None:
    services = ludus_services(compose)
    routes = parse_routes(compose["x-ludus-env"]["LUDUS_ROUTES"])
    assert set(routes) == set(games.names())
    for name, spec in services.items():
        if spec["command"][0] != "serve":
            continue
        game, port = spec["command"][1], flag(spec["command"], "--port")
        assert routes[game] == f"dns:///{name}:{port}"


def test_health_checks_probe_the_ports_the_servers_listen_on(compose: dict[str, Any]) -> None:
    for name, spec in ludus_services(compose).items():
        if spec["command"][0] in ("worker", "beat"):
            continue
        port = flag(spec["command"], "--port")
        if spec["command"][0] == "flower":  # an HTTP server: its own health check page
            assert f"http://127.0.0.1:{port}/healthcheck" in " ".join(spec["healthcheck"]["test"]), name
            continue
        if spec["command"][0] == "serve":
            # Its gRPC port takes mutual TLS only: health checks have a plain-text port of their own.
            port = spec["environment"]["LUDUS_HEALTH_PORT"]
        assert spec["healthcheck"]["test"] == ["CMD", "ludus", "health", "--plaintext", f"127.0.0.1:{port}"], name


def test_every_ludus_process_serves_metrics_on_one_port(compose: dict[str, Any]) -> None:
    assert parser().parse_args(["worker"]).metrics_port == 0, "off unless configured"
    port = compose["x-ludus-env"]["LUDUS_METRICS_PORT"]
    assert int(port) > 0
    for name, spec in ludus_services(compose).items():
        assert spec["environment"]["LUDUS_METRICS_PORT"] == port, name
        assert "--metrics-port" not in spec["command"], "the port comes from the environment"


def test_gateway_publishes_its_port(compose: dict[str, Any]) -> None:
    gateway = compose["services"]["gateway"]
    port = flag(gateway["command"], "--port")
    assert f"{port}:{port}" in gateway["ports"]


def test_every_ludus_service_gets_the_platform_environment(compose: dict[str, Any]) -> None:
    for spec in ludus_services(compose).values():
        env = spec["environment"]
        assert {"LUDUS_REDIS_URL", "LUDUS_BROKER_URL", "LUDUS_TOKEN_SECRET_FILE", "LUDUS_ROUTES"} <= set(env)
        assert env["LUDUS_REDIS_URL"].startswith("redis://redis:")


def test_redis_persists_with_an_append_only_file(compose: dict[str, Any]) -> None:
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


def test_workers_and_exactly_one_beat_run(compose: dict[str, Any]) -> None:
    roles = [spec["command"][0] for spec in ludus_services(compose).values()]
    assert roles.count("worker") >= 1
    assert roles.count("beat") == 1
    assert compose["services"]["beat"].get("deploy", {}).get("replicas", 1) == 1


def test_gateway_serves_and_publishes_its_web_face(compose: dict[str, Any]) -> None:
    gateway = compose["services"]["gateway"]
    parsed = parser().parse_args(gateway["command"])
    assert parsed.http_port is not None, "the gateway's HTTP/JSON face and web client are off"
    assert f"{parsed.http_port}:{parsed.http_port}" in gateway["ports"]
    exposed = set(re.findall(r"^EXPOSE (.+)$", (DEPLOY / "Dockerfile").read_text(), re.M)[0].split())
    assert str(parsed.http_port) in exposed


# ------------------------------------------------------------------------------- rendered from the registry


def test_the_committed_deployment_files_equal_the_render() -> None:
    """Every per-game part of deploy/ is `ludus deploy render`'s output for the registered games."""
    from services import deploy

    assert deploy.differences(ROOT) == [], "run `ludus deploy render` and commit the result"
    assert main(["deploy", "render", "--check", "--root", str(ROOT)]) == 0


def test_a_new_game_is_rendered_into_compose_and_kubernetes_without_hand_edits(tmp_path: Path) -> None:
    """Rendering for one more game adds its Compose service, route, gateway dependency, manifest,
    autoscaler and kustomization entry, and nothing else changes; removing it again is clean."""
    import shutil

    from services import deploy

    shutil.copytree(DEPLOY, tmp_path / "deploy")
    specs = [*deploy.registered(), deploy.GameSpec("tiny_nim", "Tiny Nim")]
    assert deploy.differences(tmp_path, specs) != []  # the render check can fail
    written = deploy.write(tmp_path, specs)
    assert "deploy/kubernetes/games/tiny-nim.yaml" in written
    assert deploy.differences(tmp_path, specs) == []
    rendered = yaml.safe_load((tmp_path / "deploy" / "compose.yaml").read_text())
    nim = rendered["services"]["tiny_nim"]
    assert nim["command"] == ["serve", "tiny_nim", "--port", "50051"]
    assert parse_routes(rendered["x-ludus-env"]["LUDUS_ROUTES"])["tiny_nim"] == "dns:///tiny_nim:50051"
    assert "tiny_nim" in rendered["services"]["gateway"]["depends_on"]
    kube = tmp_path / "deploy" / "kubernetes"
    manifests = list(yaml.safe_load_all((kube / "games" / "tiny-nim.yaml").read_text()))
    assert {(doc["kind"], doc["metadata"]["name"]) for doc in manifests} == {
        ("Deployment", "tiny-nim"),
        ("Service", "tiny-nim"),
        ("PodDisruptionBudget", "tiny-nim"),
    }
    assert "games/tiny-nim.yaml" in yaml.safe_load((kube / "kustomization.yaml").read_text())["resources"]
    assert "tiny-nim" in {doc["metadata"]["name"] for doc in yaml.safe_load_all((kube / "hpa.yaml").read_text())}
    config = yaml.safe_load((kube / "config.yaml").read_text())["data"]
    assert parse_routes(config["LUDUS_ROUTES"])["tiny_nim"] == "dns:///tiny-nim:50051"
    # The hand-written parts are untouched: every old line is kept (the routes line grows by the
    # new game's route), and lines were added to every file written.
    for path in written:
        before = (ROOT / path).read_text().splitlines() if (ROOT / path).exists() else []
        after = (tmp_path / path).read_text().splitlines()
        kept = {line for line in before if "LUDUS_ROUTES" not in line}
        assert kept <= set(after), path
        assert len(after) > len(before) or path.endswith("config.yaml"), path
    # Unregistering it removes what it added.
    deploy.write(tmp_path, deploy.registered())
    assert not (kube / "games" / "tiny-nim.yaml").exists()
    for path in deploy.render(ROOT):
        assert (tmp_path / path).read_text() == (ROOT / path).read_text(), path


def test_the_renderer_refuses_a_file_whose_markers_were_removed(tmp_path: Path) -> None:
    import shutil

    from services import deploy

    shutil.copytree(DEPLOY, tmp_path / "deploy")
    compose_file = tmp_path / "deploy" / "compose.yaml"
    compose_file.write_text(compose_file.read_text().replace("# ludus deploy render: end game-services", ""))
    with pytest.raises(deploy.RenderError, match="game-services"):
        deploy.render(tmp_path)
