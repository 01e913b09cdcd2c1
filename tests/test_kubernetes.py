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
from pathlib import Path
from typing import Any

import kubernetes_validate  # type: ignore[import-untyped]  # the package ships no type hints
import pytest
import yaml

from services import games
from services.cli import parser
from services.core.config import is_cluster, parse_routes

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
        assert parsed.command in {"serve", "gateway", "worker", "beat"}, name
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
        if role(deployment) not in ("serve", "gateway"):
            assert "ports" not in container(deployment), f"{name} serves no port"
            continue
        port = flag(command, "--port")
        assert container_port(deployment, "grpc") == port
        service_ports = {p["name"]: p for p in services[name]["spec"]["ports"]}
        assert service_ports["grpc"]["port"] == port and service_ports["grpc"]["targetPort"] == "grpc"
        for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
            assert container(deployment)[probe]["grpc"]["port"] == port, (name, probe)
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
        else:
            # worker and beat serve no port; why they have no exec probe is said in workers.yaml.
            assert probes == [], name


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
        if role(deployment) == "beat":
            continue  # beat only schedules the sweep: it neither mints nor verifies tokens
        token = next(env for env in spec["env"] if env["name"] == "LUDUS_TOKEN_SECRET")
        assert token["valueFrom"]["secretKeyRef"] == {"name": "ludus-token", "key": "LUDUS_TOKEN_SECRET"}


def test_the_gateway_migrates_the_players_database_first_and_both_get_its_url_from_a_secret(
    resources: list[Resource],
) -> None:
    gateway = of_kind(resources, "Deployment")["gateway"]
    (init,) = gateway["spec"]["template"]["spec"]["initContainers"]
    assert parser().parse_args(init["args"]).db_command == "migrate"
    assert init["image"] == container(gateway)["image"]
    for spec in (init, container(gateway)):
        url = next(env for env in spec["env"] if env["name"] == "LUDUS_DATABASE_URL")
        assert url["valueFrom"]["secretKeyRef"] == {"name": "ludus-database", "key": "LUDUS_DATABASE_URL"}
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
