"""Docker Compose runs the platform with the same insides as Kubernetes: one Redis ACL user per role
and mutual TLS between the platform's processes, from files `ludus deploy secrets --compose` writes,
each container mounting only its own role's (deploy/compose.yaml's `secrets:`)."""

from __future__ import annotations

import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import redis
import redis.exceptions
import yaml
from cryptography import x509
from cryptography.hazmat.primitives import serialization
from cryptography.x509.oid import NameOID

from services.core import redis_acl, tls
from services.core.settings import Settings
from services.launcher import RedisProcess, free_port

DEPLOY = Path(__file__).resolve().parents[1] / "deploy"
MOUNTED = "/run/secrets/"
#: The role each long-running Ludus command runs as.
PUBLIC = (serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
ROLE_OF = {"serve": "service", "gateway": "gateway", "worker": "worker", "beat": "worker", "flower": "worker"}


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    return loaded


def ludus_services(compose: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {name: spec for name, spec in compose["services"].items() if spec.get("image") == "ludus:latest"}


def own_secrets(role: str) -> set[str]:
    return {"token", f"redis-{role}", "tls-ca.pem", f"tls-{role}.pem", f"tls-{role}-key.pem"}


def write_secrets(directory: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "services.cli", "deploy", "secrets", "--compose", str(directory)],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_each_container_mounts_its_own_roles_secrets_only(compose: dict[str, Any]) -> None:
    for name, spec in ludus_services(compose).items():
        if spec["command"][0] == "db":  # the migrations need the database alone
            assert "secrets" not in spec and not any(key.endswith("_FILE") for key in spec["environment"]), name
            continue
        role = ROLE_OF[spec["command"][0]]
        env = spec["environment"]
        assert set(spec["secrets"]) == own_secrets(role), name
        assert env["LUDUS_REDIS_USERNAME"] == role, name
        assert env["LUDUS_REDIS_PASSWORD_FILE"] == f"{MOUNTED}redis-{role}", name
        assert env["LUDUS_TOKEN_SECRET_FILE"] == f"{MOUNTED}token", name
        assert (env["LUDUS_TLS_CA_FILE"], env["LUDUS_TLS_CERT_FILE"], env["LUDUS_TLS_KEY_FILE"]) == (
            f"{MOUNTED}tls-ca.pem",
            f"{MOUNTED}tls-{role}.pem",
            f"{MOUNTED}tls-{role}-key.pem",
        ), name
        # Every file the environment names is one the container mounts; no secret sits in it.
        named = {value.removeprefix(MOUNTED) for value in env.values() if str(value).startswith(MOUNTED)}
        assert named <= set(spec["secrets"]), name
        assert "LUDUS_TOKEN_SECRET" not in env and "LUDUS_REDIS_PASSWORD" not in env, name
    redis_spec = compose["services"]["redis"]
    assert set(redis_spec["secrets"]) == {"redis-acl", "redis-default"}
    assert redis_spec["command"][-2:] == ["--aclfile", f"{MOUNTED}redis-acl"]
    assert "/run/secrets/redis-default" in redis_spec["healthcheck"]["test"][1]


def test_ludus_writes_every_file_compose_reads_and_never_overwrites_them(
    compose: dict[str, Any], tmp_path: Path
) -> None:
    folder = tmp_path / "secrets"
    made = write_secrets(folder)
    assert made.returncode == 0, made.stderr
    read = {Path(entry["file"]).name for entry in compose["secrets"].values()}
    assert all(entry["file"] == f"./secrets/{Path(entry['file']).name}" for entry in compose["secrets"].values())
    written = {path.name for path in folder.iterdir()}
    assert read <= written, read - written
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    before = {path.name: path.read_bytes() for path in folder.iterdir()}
    again = write_secrets(folder)
    assert again.returncode == 1 and "delete them first" in again.stderr
    assert {path.name: path.read_bytes() for path in folder.iterdir()} == before
    gitignore = (DEPLOY.parent / ".gitignore").read_text().splitlines()
    assert "deploy/secrets/" in gitignore


def test_the_written_secrets_run_a_real_redis_with_each_role_and_a_ca_for_every_role(
    compose: dict[str, Any], tmp_path: Path
) -> None:
    folder = tmp_path / "secrets"
    assert write_secrets(folder).returncode == 0
    # Redis as Compose starts it, with the mounted ACL file.
    server = RedisProcess(
        free_port(),
        tmp_path / "data",
        extra=["--aclfile", str(folder / "redis-acl")],
        login=(redis_acl.ROOT, (folder / "redis-default").read_text()),
    ).start()
    try:
        clients = {}
        for name, spec in ludus_services(compose).items():
            env = spec["environment"]
            if "LUDUS_REDIS_PASSWORD_FILE" not in env:
                continue
            # The container's environment, with the mounted files where this test put them.
            local = {
                key: str(value).replace(MOUNTED, f"{folder}/")
                for key, value in env.items()
                if key.startswith("LUDUS_REDIS_") or key.endswith("_FILE")
            }
            local["LUDUS_REDIS_URL"] = server.url
            settings = Settings.from_env(local)
            client = redis.Redis.from_url(settings.event_store_url)
            assert client.ping(), name
            clients[env["LUDUS_REDIS_USERNAME"]] = client
        clients["service"].hset("ludus:{m}:meta", "seed", "secret")
        assert clients["worker"].hget("ludus:{m}:meta", "seed") == b"secret"
        with pytest.raises(redis.exceptions.NoPermissionError):
            clients["gateway"].hget("ludus:{m}:meta", "seed")
        # The file holds digests only; a wrong password is refused.
        acl = (folder / "redis-acl").read_text()
        assert all((folder / f"redis-{role}").read_text() not in acl for role in redis_acl.ROLES)
        with pytest.raises(redis.exceptions.AuthenticationError):
            redis.Redis.from_url(redis_acl.role_url(server.url, "gateway", "not-the-password")).ping()
    finally:
        server.stop()
    # One CA; each role's certificate is issued by it, names the role, and matches its key.
    ca = x509.load_pem_x509_certificate((folder / "tls-ca.pem").read_bytes())
    for role in tls.ROLES:
        certificate = x509.load_pem_x509_certificate((folder / f"tls-{role}.pem").read_bytes())
        certificate.verify_directly_issued_by(ca)
        assert certificate.subject.get_attributes_for_oid(NameOID.COMMON_NAME)[0].value == role
        key = serialization.load_pem_private_key((folder / f"tls-{role}-key.pem").read_bytes(), password=None)
        assert key.public_key().public_bytes(*PUBLIC) == certificate.public_key().public_bytes(*PUBLIC), role
