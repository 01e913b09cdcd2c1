"""deploy/kubernetes stays consistent with the code: roles, commands, ports, probes, routes,
resources, autoscalers — and every manifest is valid against Kubernetes' own JSON schemas.

No cluster runs here, so the manifests are checked statically: each one is validated (strictly:
unknown fields fail) by kubernetes-validate against the schemas of KUBE_VERSION, and the
kustomization is rendered the way `kubectl apply -k` renders it (resources, namespace, the
overlay's merge patch) before the cross-checks below.
"""

from __future__ import annotations

import copy
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import kubernetes_validate  # type: ignore[import-untyped]  # the package ships no type hints
import pytest
import redis
import redis.exceptions
import yaml

from services import games
from services.cli import parser
from services.core import redis_acl, tls
from services.core.config import is_cluster, parse_routes
from services.launcher import RedisProcess, free_port

ROOT = Path(__file__).resolve().parents[1]
KUBE = ROOT / "deploy" / "kubernetes"
#: Native gRPC probes are GA from 1.27; validate against a current release.
KUBE_VERSION = "1.30.0"

Resource = dict[str, Any]


def load_documents(path: Path) -> list[Resource]:
    return [doc for doc in yaml.safe_load_all(path.read_text()) if doc]


def merge(base: Any, patch: Any) -> Any:
    """A JSON merge patch (what kustomize does for plain maps such as a ConfigMap's data)."""
    if not isinstance(base, dict) or not isinstance(patch, dict):
        return copy.deepcopy(patch)
    merged = dict(base)
    for key, value in patch.items():
        merged[key] = merge(base.get(key), value)
    return merged


def build(folder: Path) -> list[Resource]:
    """Render a kustomization: its resources (files or other kustomizations), its namespace and
    its patches. Only the kustomize features these manifests use are supported — and any other
    field fails the test, so that this stays true."""
    kustomization = yaml.safe_load((folder / "kustomization.yaml").read_text())
    known = {"apiVersion", "kind", "namespace", "labels", "resources", "images", "patches"}
    assert set(kustomization) <= known, f"unsupported kustomize fields: {set(kustomization) - known}"
    resources: list[Resource] = []
    for entry in kustomization["resources"]:
        target = (folder / entry).resolve()
        resources += build(target) if target.is_dir() else load_documents(target)
    for patch in kustomization.get("patches", []):
        for change in load_documents(folder / patch["path"]):
            matches = [
                r
                for r in resources
                if r["kind"] == change["kind"] and r["metadata"]["name"] == change["metadata"]["name"]
            ]
            assert len(matches) == 1, f"patch {patch['path']} matches {len(matches)} resources"
            matches[0].update(merge(matches[0], {k: v for k, v in change.items() if k != "metadata"}))
    for resource in resources:
        if "namespace" in kustomization and resource["kind"] != "Namespace":
            resource["metadata"]["namespace"] = kustomization["namespace"]
    return resources


@pytest.fixture(scope="module")
def resources() -> list[Resource]:
    return build(KUBE)


def of_kind(resources: list[Resource], kind: str) -> dict[str, Resource]:
    return {r["metadata"]["name"]: r for r in resources if r["kind"] == kind}


def container(deployment: Resource) -> Resource:
    containers = deployment["spec"]["template"]["spec"]["containers"]
    assert len(containers) == 1, deployment["metadata"]["name"]
    return containers[0]  # type: ignore[no-any-return]


def args(deployment: Resource) -> list[str]:
    return [str(arg) for arg in container(deployment)["args"]]


def flag(command: list[str], name: str) -> int:
    return int(command[command.index(name) + 1])


def role(deployment: Resource) -> str:
    return args(deployment)[0]


def k8s_name(game: str) -> str:
    """Kubernetes names are DNS labels: no underscores."""
    return game.replace("_", "-")


def config(resources: list[Resource]) -> dict[str, str]:
    return of_kind(resources, "ConfigMap")["ludus-config"]["data"]  # type: ignore[no-any-return]


def container_port(deployment: Resource, name: str) -> int:
    ports = {port["name"]: port["containerPort"] for port in container(deployment).get("ports", [])}
    return ports[name]  # type: ignore[no-any-return]


# ------------------------------------------------------------------------------- validity


def test_every_manifest_is_valid_against_the_kubernetes_schemas() -> None:
    files = sorted(
        p for p in KUBE.rglob("*.yaml") if p.name != "kustomization.yaml" and p.parent.name not in ("redis", "postgres")
    )
    files = [p for p in files if "overlays" not in p.parts]
    assert files
    checked = 0
    for path in files:
        for resource in load_documents(path):
            kubernetes_validate.validate(resource, KUBE_VERSION, strict=True)
            checked += 1
    assert checked >= 20


def test_overlay_patches_are_valid_and_the_rendered_overlay_is_too() -> None:
    for resource in build(KUBE / "overlays" / "redis-cluster"):
        kubernetes_validate.validate(resource, KUBE_VERSION, strict=True)


def test_the_validator_rejects_a_broken_manifest(resources: list[Resource]) -> None:
    """The schema check can fail: a misspelt probe field and a string replica count are caught."""
    broken = copy.deepcopy(of_kind(resources, "Deployment")["ark"])
    container(broken)["readinessProbe"]["grpc"]["prot"] = 50051
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, KUBE_VERSION, strict=True)
    broken = copy.deepcopy(of_kind(resources, "Deployment")["ark"])
    broken["spec"]["replicas"] = "two"
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, KUBE_VERSION, strict=True)


def test_the_kustomization_lists_every_manifest_and_nothing_missing() -> None:
    kustomization = yaml.safe_load((KUBE / "kustomization.yaml").read_text())
    listed = {(KUBE / entry).resolve() for entry in kustomization["resources"]}
    assert all(path.exists() for path in listed)
    on_disk = {p.resolve() for p in KUBE.glob("*.yaml") if p.name != "kustomization.yaml"}
    on_disk |= {p.resolve() for p in (KUBE / "games").glob("*.yaml")}
    assert listed == on_disk


def test_names_are_unique_per_kind_and_everything_is_namespaced(resources: list[Resource]) -> None:
    seen = [(r["kind"], r["metadata"]["name"]) for r in resources]
    assert len(seen) == len(set(seen))
    namespace = of_kind(resources, "Namespace")
    assert list(namespace) == ["ludus"]
    assert all(r["metadata"].get("namespace") == "ludus" for r in resources if r["kind"] != "Namespace")


# ------------------------------------------------------------------------------- roles and commands


def test_every_container_command_is_a_valid_cli_invocation(resources: list[Resource]) -> None:
    for name, deployment in of_kind(resources, "Deployment").items():
        parsed = parser().parse_args(args(deployment))
        assert parsed.command in {"serve", "gateway", "worker", "beat", "flower"}, name
        assert "command" not in container(deployment), "the image's entrypoint is `ludus`; set args only"


def test_every_registered_game_has_a_deployment_and_a_headless_service(resources: list[Resource]) -> None:
    deployments = of_kind(resources, "Deployment")
    services = of_kind(resources, "Service")
    served = {args(d)[1]: name for name, d in deployments.items() if role(d) == "serve"}
    assert set(served) == set(games.names())
    for game, name in served.items():
        assert name == k8s_name(game)
        deployment = deployments[name]
        assert deployment["metadata"]["labels"]["ludus.dev/game"] == game
        assert deployment["spec"]["replicas"] >= 2, "a game survives the loss of a replica"
        service = services[name]
        assert service["spec"]["clusterIP"] == "None", "headless: the gateway balances over every pod"


def test_roles_gateway_workers_and_exactly_one_beat(resources: list[Resource]) -> None:
    roles = [role(d) for d in of_kind(resources, "Deployment").values()]
    assert roles.count("gateway") == 1 and roles.count("worker") == 1 and roles.count("beat") == 1
    beat = next(d for d in of_kind(resources, "Deployment").values() if role(d) == "beat")
    assert beat["spec"]["replicas"] == 1
    assert beat["spec"]["strategy"]["type"] == "Recreate", "a rollout must never run two beats"
    assert beat["metadata"]["name"] not in {h["spec"]["scaleTargetRef"]["name"] for h in hpas(resources)}


def test_selectors_match_the_pods_they_select(resources: list[Resource]) -> None:
    pods = {name: d["spec"]["template"]["metadata"]["labels"] for name, d in of_kind(resources, "Deployment").items()}
    for name, deployment in of_kind(resources, "Deployment").items():
        assert deployment["spec"]["selector"]["matchLabels"].items() <= pods[name].items()
    for kind, path in (("Service", ("spec", "selector")), ("PodDisruptionBudget", ("spec", "selector", "matchLabels"))):
        for name, resource in of_kind(resources, kind).items():
            selector = resource
            for key in path:
                selector = selector[key]
            selected = [d for d, labels in pods.items() if selector.items() <= labels.items()]
            assert selected == [name], f"{kind} {name} selects {selected}"


# ------------------------------------------------------------------------------- ports


def test_ports_agree_from_command_to_container_to_service_to_probe_to_route(resources: list[Resource]) -> None:
    deployments = of_kind(resources, "Deployment")
    services = of_kind(resources, "Service")
    routes = parse_routes(config(resources)["LUDUS_ROUTES"])
    assert set(routes) == set(games.names())
    for name, deployment in deployments.items():
        command = args(deployment)
        if role(deployment) in ("worker", "beat"):
            served = {p["name"] for p in container(deployment)["ports"]}
            assert served == {"metrics"}, f"{name} serves only its metrics"
            continue
        if role(deployment) == "flower":
            assert container_port(deployment, "http") == flag(command, "--port")
            continue
        port = flag(command, "--port")
        assert container_port(deployment, "grpc") == port
        service_ports = {p["name"]: p for p in services[name]["spec"]["ports"]}
        assert service_ports["grpc"]["port"] == port and service_ports["grpc"]["targetPort"] == "grpc"
        # A game service's port takes mutual TLS only; kubelet probes its plain-text health port.
        probed = container_port(deployment, "health") if role(deployment) == "serve" else port
        if role(deployment) == "serve":
            assert probed == int(config(resources)["LUDUS_HEALTH_PORT"]) != port
            assert "health" not in {p["name"] for p in services[name]["spec"]["ports"]}, "probes only"
        for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
            assert container(deployment)[probe]["grpc"]["port"] == probed, (name, probe)
        if role(deployment) == "serve":
            assert routes[command[1]] == f"dns:///{name}:{port}"
    gateway = deployments["gateway"]
    http_port = flag(args(gateway), "--http-port")
    assert container_port(gateway, "http") == http_port
    http = {p["name"]: p for p in services["gateway"]["spec"]["ports"]}["http"]
    assert http["port"] == http_port and http["targetPort"] == "http"


def test_the_image_exposes_every_container_port_and_runs_as_its_user(resources: list[Resource]) -> None:
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text()
    exposed = {int(port) for line in re.findall(r"^EXPOSE (.+)$", dockerfile, re.M) for port in line.split()}
    user = int(re.findall(r"^USER (\d+)$", dockerfile, re.M)[-1])
    for deployment in of_kind(resources, "Deployment").values():
        assert {p["containerPort"] for p in container(deployment).get("ports", [])} <= exposed
        assert container(deployment)["image"].split(":")[0] == "ludus"
        pod = deployment["spec"]["template"]["spec"]
        assert pod["securityContext"]["runAsUser"] == user and pod["securityContext"]["runAsNonRoot"]


def test_compose_and_kubernetes_run_the_same_roles_on_the_same_ports(resources: list[Resource]) -> None:
    compose = yaml.safe_load((ROOT / "deploy" / "compose.yaml").read_text())
    composed = {
        tuple(spec["command"][:2]) if spec["command"][0] == "serve" else (spec["command"][0],): spec["command"]
        for spec in compose["services"].values()
        if spec.get("image") == "ludus:latest" and spec["command"][0] != "db"
    }
    kubed = {
        tuple(args(d)[:2]) if role(d) == "serve" else (role(d),): args(d)
        for d in of_kind(resources, "Deployment").values()
    }
    assert set(composed) == set(kubed)
    for key, command in kubed.items():
        for option in ("--port", "--http-port"):
            if option in command or option in composed[key]:
                assert flag(command, option) == flag(composed[key], option), (key, option)


# ------------------------------------------------------------------------------- probes, resources, env


def test_every_server_has_native_grpc_probes_and_workers_have_none(resources: list[Resource]) -> None:
    for name, deployment in of_kind(resources, "Deployment").items():
        spec = container(deployment)
        probes = [key for key in ("startupProbe", "readinessProbe", "livenessProbe") if key in spec]
        if role(deployment) in ("serve", "gateway"):
            assert probes == ["startupProbe", "readinessProbe", "livenessProbe"], name
            for probe in probes:
                # The overall health ("" service), which every Ludus server sets to SERVING.
                assert set(spec[probe]["grpc"]) == {"port"}, (name, probe)
        elif role(deployment) == "flower":
            for probe in probes:
                assert spec[probe]["httpGet"] == {"path": "/healthcheck", "port": "http"}, (name, probe)
        else:
            # worker and beat serve no gRPC port; why they have no exec probe is said in workers.yaml.
            assert probes == [], name


def test_every_ludus_process_is_scraped_on_its_metrics_port(resources: list[Resource]) -> None:
    port = int(config(resources)["LUDUS_METRICS_PORT"])
    assert port > 0
    for name, deployment in of_kind(resources, "Deployment").items():
        annotations = deployment["spec"]["template"]["metadata"]["annotations"]
        assert annotations["prometheus.io/scrape"] == "true", name
        assert annotations["prometheus.io/path"] == "/metrics", name
        scraped = int(annotations["prometheus.io/port"])
        if role(deployment) == "flower":
            assert scraped == container_port(deployment, "http"), "Flower serves Celery's metrics itself"
            continue
        assert scraped == port == container_port(deployment, "metrics"), name
        assert "--metrics-port" not in args(deployment), "the port comes from the ConfigMap"


def test_every_container_requests_and_limits_cpu_and_memory(resources: list[Resource]) -> None:
    for name, deployment in of_kind(resources, "Deployment").items():
        limits = container(deployment)["resources"]
        for kind in ("requests", "limits"):
            assert {"cpu", "memory"} <= set(limits[kind]), (name, kind)


def hpas(resources: list[Resource]) -> list[Resource]:
    return list(of_kind(resources, "HorizontalPodAutoscaler").values())


def test_autoscalers_target_existing_deployments_of_every_stateless_role(resources: list[Resource]) -> None:
    deployments = of_kind(resources, "Deployment")
    scaled = {}
    for hpa in hpas(resources):
        target = hpa["spec"]["scaleTargetRef"]
        assert (target["apiVersion"], target["kind"]) == ("apps/v1", "Deployment")
        assert target["name"] in deployments, f"HPA {hpa['metadata']['name']} targets a missing Deployment"
        assert 2 <= hpa["spec"]["minReplicas"] < hpa["spec"]["maxReplicas"]
        assert hpa["spec"]["metrics"], "an HPA needs a metric"
        scaled[target["name"]] = hpa
    expected = {name for name, d in deployments.items() if role(d) in ("serve", "gateway", "worker")}
    assert set(scaled) == expected
    for name in expected:  # a CPU target needs a CPU request to be a percentage of
        assert "cpu" in container(deployments[name])["resources"]["requests"]


def test_every_container_gets_the_platform_environment(resources: list[Resource]) -> None:
    data = config(resources)
    assert {"LUDUS_REDIS_URL", "LUDUS_BROKER_URL", "LUDUS_ROUTES", "LUDUS_HOST"} <= set(data)
    assert data["LUDUS_HOST"] == "0.0.0.0"
    assert "LUDUS_TOKEN_SECRET" not in data, "the token key belongs in a Secret"
    for name, deployment in of_kind(resources, "Deployment").items():
        spec = container(deployment)
        assert {"configMapRef": {"name": "ludus-config"}} in spec["envFrom"], name
        if role(deployment) in ("beat", "flower"):
            continue  # beat only schedules the sweep, Flower only watches: neither touches tokens
        token = next(env for env in spec["env"] if env["name"] == "LUDUS_TOKEN_SECRET")
        assert token["valueFrom"]["secretKeyRef"] == {"name": "ludus-token", "key": "LUDUS_TOKEN_SECRET"}


def test_the_gateway_migrates_the_players_database_first_and_both_get_its_url_from_a_secret(
    resources: list[Resource],
) -> None:
    gateway = of_kind(resources, "Deployment")["gateway"]
    init, grant = gateway["spec"]["template"]["spec"]["initContainers"]
    assert parser().parse_args(init["args"]).db_command == "migrate"
    assert parser().parse_args(grant["args"]).db_command == "grant"
    assert init["image"] == grant["image"] == container(gateway)["image"]
    # The owner role migrates and grants; the gateway runs as the runtime role (services/players/roles.py).
    owner = "ludus-database-owner"
    for spec, secret in ((init, owner), (grant, owner), (container(gateway), "ludus-database")):
        url = next(env for env in spec["env"] if env["name"] == "LUDUS_DATABASE_URL")
        assert url["valueFrom"]["secretKeyRef"] == {"name": secret, "key": "LUDUS_DATABASE_URL"}
    assert "LUDUS_DATABASE_URL" not in config(resources), "the database's password belongs in a Secret"
    values = (KUBE / "postgres" / "values.yaml").read_text()
    assert "helm install ludus-postgres " in values and yaml.safe_load(values)["auth"]["database"] == "ludus"


# ------------------------------------------------------------------------------- Redis


def redis_directives(text: str) -> dict[str, str]:
    directives = {}
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            key, _, value = line.partition(" ")
            directives[key] = value
    return directives


DURABILITY = ("appendonly", "appendfsync", "aof-use-rdb-preamble", "save", "maxmemory-policy")


def test_redis_charts_use_the_durability_settings_of_redis_conf(resources: list[Resource]) -> None:
    conf = redis_directives((ROOT / "deploy" / "redis.conf").read_text())
    single = yaml.safe_load((KUBE / "redis" / "values.yaml").read_text())
    cluster = yaml.safe_load((KUBE / "redis" / "cluster-values.yaml").read_text())
    for text in (single["commonConfiguration"], cluster["redis"]["configmap"]):
        chart = redis_directives(text)
        assert {key: chart.get(key) for key in DURABILITY} == {key: conf[key] for key in DURABILITY}
    assert single["master"]["persistence"]["enabled"] and cluster["persistence"]["enabled"]
    # The ConfigMap names the Service the chart creates for the documented release name.
    assert "helm install ludus-redis " in (KUBE / "redis" / "values.yaml").read_text()
    assert config(resources)["LUDUS_REDIS_URL"].startswith("redis://ludus-redis-master:6379/")
    assert "helm install ludus-redis-cluster " in (KUBE / "redis" / "cluster-values.yaml").read_text()


def test_the_cluster_overlay_uses_a_redis_cluster_and_a_standalone_broker() -> None:
    overlay = config(build(KUBE / "overlays" / "redis-cluster"))
    assert is_cluster(overlay["LUDUS_REDIS_URL"])
    assert overlay["LUDUS_REDIS_URL"] == "redis+cluster://ludus-redis-cluster:6379"
    assert not is_cluster(overlay["LUDUS_BROKER_URL"])
    assert set(parse_routes(overlay["LUDUS_ROUTES"])) == set(games.names())


def test_operations_doc_explains_the_kubernetes_deployment() -> None:
    doc = (ROOT / "docs" / "operations.md").read_text()
    assert "## Kubernetes" in doc
    for needle in ("kubectl apply -k deploy/kubernetes", "ludus-token", "redis/values.yaml", "kubernetes-validate"):
        assert needle in doc, needle


# ------------------------------------------------------------------------------- the insides: TLS, Redis users, secrets

#: Each role's certificate (services/core/tls.py) and Redis user (services/core/redis_acl.py).
TLS_ROLE = {
    "serve": tls.SERVICE,
    "gateway": tls.GATEWAY,
    "worker": tls.WORKER,
    "beat": tls.WORKER,
    "flower": tls.WORKER,
}
REDIS_ROLE = {
    "serve": redis_acl.SERVICE,
    "gateway": redis_acl.GATEWAY,
    "worker": redis_acl.WORKER,
    "beat": redis_acl.WORKER,
    "flower": redis_acl.WORKER,
}
TLS_DIR = "/etc/ludus/tls"


def env_of(spec: Resource) -> dict[str, Resource]:
    return {env["name"]: env for env in spec.get("env", [])}


def test_every_deployment_mounts_its_roles_certificate(resources: list[Resource]) -> None:
    data = config(resources)
    assert (data["LUDUS_TLS_CA_FILE"], data["LUDUS_TLS_CERT_FILE"], data["LUDUS_TLS_KEY_FILE"]) == (
        f"{TLS_DIR}/ca.crt",
        f"{TLS_DIR}/tls.crt",
        f"{TLS_DIR}/tls.key",
    )
    for name, deployment in of_kind(resources, "Deployment").items():
        mounts = {m["mountPath"]: m for m in container(deployment)["volumeMounts"]}
        assert mounts[TLS_DIR].get("readOnly") is True, name
        pod = deployment["spec"]["template"]["spec"]
        volume = next(v for v in pod["volumes"] if v["name"] == mounts[TLS_DIR]["name"])
        assert volume["secret"]["secretName"] == f"ludus-tls-{TLS_ROLE[role(deployment)]}", name
        # Secret files are root's: readable by the image's user through its group only.
        assert volume["secret"]["defaultMode"] == 0o440 and pod["securityContext"]["fsGroup"] == 10001, name


def test_every_deployment_is_its_roles_redis_user_with_the_password_from_a_secret(resources: list[Resource]) -> None:
    for name, deployment in of_kind(resources, "Deployment").items():
        env = env_of(container(deployment))
        expected = REDIS_ROLE[role(deployment)]
        assert env["LUDUS_REDIS_USERNAME"]["value"] == expected, name
        assert env["LUDUS_REDIS_PASSWORD"]["valueFrom"]["secretKeyRef"] == {
            "name": "ludus-redis-users",
            "key": expected,
        }
    for key in ("LUDUS_REDIS_URL", "LUDUS_BROKER_URL"):
        assert "@" not in config(resources)[key], "no credentials in the ConfigMap"


SECRET_LOOKING = (
    re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----"),
    re.compile(r"://[^/\s:@]+:(?![<$])[^/\s@]+@"),  # a URL with user:password (not a <placeholder>)
    re.compile(r"\b[0-9a-f]{32,}\b"),  # a hex key or password
    re.compile(r"^\s*user \S+ on [#>]", re.M),  # an ACL line with a password
)


def test_no_secret_value_is_in_any_deployment_file() -> None:
    files = [
        p
        for p in (ROOT / "deploy").rglob("*")
        if p.suffix in (".yaml", ".yml", ".conf", ".json") or p.name == "Dockerfile"
    ]
    assert len(files) > 15
    for path in files:
        text = path.read_text()
        for pattern in SECRET_LOOKING:
            assert not pattern.search(text), f"{path.relative_to(ROOT)}: {pattern.pattern}"
        if path.suffix == ".yaml":
            for document in yaml.safe_load_all(text):
                assert not (isinstance(document, dict) and document.get("kind") == "Secret"), path
    for resource in build(KUBE):
        for spec in (resource.get("spec", {}).get("template", {}).get("spec", {}) or {}).get("containers", []):
            for env in spec.get("env", []):
                if re.search(r"PASSWORD|SECRET|DATABASE_URL", env["name"]):
                    assert "valueFrom" in env and "value" not in env, (resource["metadata"]["name"], env["name"])


def test_ludus_deploy_secrets_prints_every_secret_the_manifests_name(resources: list[Resource]) -> None:
    printed = subprocess.run(
        [sys.executable, "-m", "services.cli", "deploy", "secrets"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    made = {doc["metadata"]["name"]: doc for doc in yaml.safe_load_all(printed)}
    for doc in made.values():
        kubernetes_validate.validate(doc, KUBE_VERSION, strict=True)
    named: set[tuple[str, str]] = set()
    for deployment in of_kind(resources, "Deployment").values():
        for env in container(deployment).get("env", []):
            ref = env.get("valueFrom", {}).get("secretKeyRef")
            if ref is not None:
                named.add((ref["name"], ref["key"]))
        for volume in deployment["spec"]["template"]["spec"]["volumes"]:
            if "secret" in volume:
                named |= {(volume["secret"]["secretName"], key) for key in ("ca.crt", "tls.crt", "tls.key")}
    databases = {("ludus-database", "LUDUS_DATABASE_URL"), ("ludus-database-owner", "LUDUS_DATABASE_URL")}
    for secret, key in named - databases:  # the database URLs are the operator's (docs/operations.md)
        assert key in made[secret]["stringData"], (secret, key)
    users = made["ludus-redis-users"]["stringData"]
    acl = users[redis_acl.ACL_FILE]
    assert all(users[role] not in acl for role in redis_acl.ROLES), "the ACL file holds digests only"
    # The chart mounts that very key as Redis's ACL file.
    values = yaml.safe_load((KUBE / "redis" / "values.yaml").read_text())
    assert values["auth"]["existingSecret"] == "ludus-redis-users"
    assert values["auth"]["existingSecretPasswordKey"] == redis_acl.ROOT
    for part in ("master", "replica"):
        (volume,) = values[part]["extraVolumes"]
        assert volume["secret"] == {
            "secretName": "ludus-redis-users",
            "items": [{"key": "users.acl", "path": "users.acl"}],
        }
        assert values[part]["extraFlags"] == [
            "--aclfile",
            values[part]["extraVolumeMounts"][0]["mountPath"] + "/users.acl",
        ]


def test_the_printed_acl_file_runs_a_real_redis_where_the_gateway_cannot_read_a_match(tmp_path: Path) -> None:
    (users,) = [
        doc["stringData"]
        for doc in yaml.safe_load_all(
            subprocess.run(
                [sys.executable, "-m", "services.cli", "deploy", "secrets", "--no-tls"],
                capture_output=True,
                text=True,
                timeout=60,
                check=True,
            ).stdout
        )
        if doc["metadata"]["name"] == "ludus-redis-users"
    ]
    (tmp_path / "users.acl").write_text(users[redis_acl.ACL_FILE])
    server = RedisProcess(
        free_port(),
        tmp_path / "data",
        extra=["--aclfile", str(tmp_path / "users.acl")],
        login=(redis_acl.ROOT, users[redis_acl.ROOT]),
    ).start()
    try:
        as_role = {
            role: redis.Redis.from_url(redis_acl.role_url(server.url, role, users[role])) for role in redis_acl.ROLES
        }
        as_role[redis_acl.SERVICE].hset("ludus:{m}:meta", "seed", "secret")
        assert as_role[redis_acl.WORKER].hget("ludus:{m}:meta", "seed") == b"secret"
        with pytest.raises(redis.exceptions.NoPermissionError):
            as_role[redis_acl.GATEWAY].hget("ludus:{m}:meta", "seed")
    finally:
        server.stop()


# ------------------------------------------------------------------------------- network policies


def selects(selector: Resource, labels: dict[str, str]) -> bool:
    """A Kubernetes label selector (matchLabels and the `In` expressions used here) on labels."""
    assert set(selector) <= {"matchLabels", "matchExpressions"}, f"unsupported selector {selector}"
    if not selector.get("matchLabels", {}).items() <= labels.items():
        return False
    for expression in selector.get("matchExpressions", []):
        assert expression["operator"] == "In", expression
        if labels.get(expression["key"]) not in expression["values"]:
            return False
    return True


#: The charts' pods beside the platform's (the Bitnami charts' standard labels).
CHART_PODS = {"redis": {"app.kubernetes.io/name": "redis"}, "postgresql": {"app.kubernetes.io/name": "postgresql"}}


def pods(resources: list[Resource]) -> dict[str, dict[str, str]]:
    found = {name: d["spec"]["template"]["metadata"]["labels"] for name, d in of_kind(resources, "Deployment").items()}
    return {**found, **CHART_PODS}


def policy(resources: list[Resource], name: str) -> Resource:
    return of_kind(resources, "NetworkPolicy")[name]


def selected(resources: list[Resource], selector: Resource) -> set[str]:
    return {name for name, labels in pods(resources).items() if selects(selector, labels)}


def allowed_in(resources: list[Resource], target: str, port: int) -> set[str] | None:
    """Which pods may open `port` on `target` (None: anyone, from anywhere)."""
    labels = pods(resources)[target]
    sources: set[str] = set()
    for rule_set in of_kind(resources, "NetworkPolicy").values():
        spec = rule_set["spec"]
        if "Ingress" not in spec["policyTypes"] or not selects(spec["podSelector"], labels):
            continue
        for rule in spec.get("ingress", []):
            if rule.get("ports") and port not in {p["port"] for p in rule["ports"]}:
                continue
            if "from" not in rule:
                return None
            for peer in rule["from"]:
                if set(peer) == {"podSelector"}:
                    sources |= selected(resources, peer["podSelector"])
    return sources


def test_everything_is_denied_unless_a_policy_allows_it(resources: list[Resource]) -> None:
    deny = policy(resources, "default-deny")["spec"]
    assert deny == {"podSelector": {}, "policyTypes": ["Ingress", "Egress"]}
    every = set(pods(resources))
    assert selected(resources, deny["podSelector"]) == every


def test_only_the_gateway_and_the_workers_reach_the_game_services(resources: list[Resource]) -> None:
    games_pods = {k8s_name(game) for game in games.names()}
    assert selected(resources, policy(resources, "game-services")["spec"]["podSelector"]) == games_pods
    for game in games_pods:
        assert allowed_in(resources, game, 50051) == {"gateway", "worker"}, game
    assert allowed_in(resources, "gateway", 50050) is None, "the public door"
    for quiet in ("worker", "beat", "flower"):
        assert allowed_in(resources, quiet, 50051) == set(), quiet


def test_only_platform_pods_reach_redis_and_only_the_gateway_postgresql(resources: list[Resource]) -> None:
    platform = set(of_kind(resources, "Deployment"))
    assert allowed_in(resources, "redis", 6379) == platform | {"redis"}  # its replicas follow the master
    assert allowed_in(resources, "postgresql", 5432) == {"gateway"}
    # And each platform pod may go out to Redis (egress is denied by default too).
    reach: set[str] = set()
    for rule_set in of_kind(resources, "NetworkPolicy").values():
        for rule in rule_set["spec"].get("egress", []):
            if any(
                set(peer) == {"podSelector"} and selects(peer["podSelector"], CHART_PODS["redis"])
                for peer in rule.get("to", [])
            ):
                reach |= selected(resources, rule_set["spec"]["podSelector"])
    assert platform <= reach


# ------------------------------------------------------------------------------- cert-manager


CERT_MANAGER_KINDS = ("Certificate", "Issuer")


def test_the_cert_manager_overlay_issues_each_roles_certificate_from_one_private_ca() -> None:
    built = build(KUBE / "overlays" / "cert-manager")
    for resource in built:
        if resource["kind"] not in CERT_MANAGER_KINDS:
            kubernetes_validate.validate(resource, KUBE_VERSION, strict=True)
    certificates = of_kind(built, "Certificate")
    issuers = of_kind(built, "Issuer")
    ca = certificates["ludus-ca"]["spec"]
    assert ca["isCA"] and issuers[ca["issuerRef"]["name"]]["spec"] == {"selfSigned": {}}
    mounted = {
        volume["secret"]["secretName"]
        for deployment in of_kind(built, "Deployment").values()
        for volume in deployment["spec"]["template"]["spec"]["volumes"]
        if "secret" in volume
    }
    issued = set()
    for role in tls.ROLES:
        spec = certificates[f"ludus-tls-{role}"]["spec"]
        assert spec["commonName"] == role and spec["dnsNames"] == [tls.INTERNAL_NAME]
        assert {"server auth", "client auth"} <= set(spec["usages"])
        assert issuers[spec["issuerRef"]["name"]]["spec"] == {"ca": {"secretName": ca["secretName"]}}
        issued.add(spec["secretName"])
    assert mounted == issued
