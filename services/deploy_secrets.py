"""`ludus deploy secrets`: the Kubernetes Secrets the manifests name, with fresh random values,
printed for `kubectl apply -f -` and never written into the repository.

- `ludus-token`: the seat tokens' signing key (LUDUS_TOKEN_SECRET);
- `ludus-redis-users`: one password per Redis role (services/core/redis_acl.py), under the role's
  name (the Deployments' LUDUS_REDIS_PASSWORD), and `users.acl`, the ACL file the Redis chart
  mounts (deploy/kubernetes/redis/values.yaml), which holds their SHA-256 digests only;
- `ludus-tls-<role>` (unless `--no-tls`, when cert-manager issues them): a private CA's
  certificate and one certificate and key per role, under cert-manager's key names (`ca.crt`,
  `tls.crt`, `tls.key`), so the Deployments mount either alike. The CA's key is not printed: it
  is needed only to issue more, and a new `ludus deploy secrets` makes a new CA.

The players' database URLs (`ludus-database`, `ludus-database-owner`) hold the operator's own
server and passwords: docs/operations.md says how to create them.

`ludus deploy secrets --compose DIR` writes the same secrets as files for Docker Compose
(deploy/compose.yaml's `secrets:`, which mounts each container's own at /run/secrets/<name>):
`token`, `redis-acl`, `redis-<role>` (a password each), `tls-ca.pem`, `tls-<role>.pem` and
`tls-<role>-key.pem`. The directory is the owner's only (0700); the files in it are readable (0644)
because the containers read them as users of their own (Redis as `redis`, Ludus as `ludus`),
and Compose bind-mounts each file alone, past the directory's guard.
"""

from __future__ import annotations

import secrets
import tempfile
from pathlib import Path
from typing import Any

import yaml

from services.core import redis_acl, tls


def _secret(name: str, namespace: str, data: dict[str, str]) -> dict[str, Any]:
    return {
        "apiVersion": "v1",
        "kind": "Secret",
        "metadata": {"name": name, "namespace": namespace, "labels": {"app.kubernetes.io/part-of": "ludus"}},
        "type": "Opaque",
        "stringData": data,
    }


def manifests(namespace: str = "ludus", with_tls: bool = True) -> list[dict[str, Any]]:
    passwords = redis_acl.new_passwords()
    documents = [
        _secret("ludus-token", namespace, {"LUDUS_TOKEN_SECRET": secrets.token_hex(32)}),
        _secret("ludus-redis-users", namespace, {**passwords, redis_acl.ACL_FILE: redis_acl.acl_text(passwords)}),
    ]
    if with_tls:
        with tempfile.TemporaryDirectory() as directory:
            folder = Path(directory)
            tls.make_certificates(folder)
            ca = (folder / "ca.pem").read_text()
            for role in tls.ROLES:
                files = {
                    "ca.crt": ca,
                    "tls.crt": (folder / f"{role}.pem").read_text(),
                    "tls.key": (folder / f"{role}-key.pem").read_text(),
                }
                documents.append(_secret(f"ludus-tls-{role}", namespace, files))
    return documents


def render(namespace: str = "ludus", with_tls: bool = True) -> str:
    return yaml.safe_dump_all(manifests(namespace, with_tls), sort_keys=False)


def compose_files() -> dict[str, str]:
    """File name -> content for Compose's secrets, with fresh values."""
    passwords = redis_acl.new_passwords()
    files = {"token": secrets.token_hex(32), "redis-acl": redis_acl.acl_text(passwords)}
    files.update({f"redis-{role}": password for role, password in passwords.items()})
    with tempfile.TemporaryDirectory() as directory:
        folder = Path(directory)
        tls.make_certificates(folder)
        files["tls-ca.pem"] = (folder / "ca.pem").read_text()
        for role in tls.ROLES:
            files[f"tls-{role}.pem"] = (folder / f"{role}.pem").read_text()
            files[f"tls-{role}-key.pem"] = (folder / f"{role}-key.pem").read_text()
    return files


def write_compose(directory: Path) -> list[str]:
    """Writes compose_files() into `directory` and returns their names. Refuses (FileExistsError)
    when any is there already: new passwords would lock the running platform out of its Redis, so
    rotating is a deliberate act (delete the files, then restart everything)."""
    files = compose_files()
    present = sorted(name for name in files if (directory / name).exists())
    if present:
        raise FileExistsError(f"{directory} already holds {', '.join(present)}: delete them first to make new ones")
    directory.mkdir(parents=True, exist_ok=True)
    directory.chmod(0o700)
    for name, text in files.items():
        path = directory / name
        path.write_text(text)
        path.chmod(0o644)
    return sorted(files)
