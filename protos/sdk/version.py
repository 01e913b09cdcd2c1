"""The SDKs' version, tied to the protos: one VERSION file, checked against the public protos.

    python protos/sdk/version.py               # check (a test runs this): exit 1 if out of step
    python protos/sdk/version.py --set 1.1.0   # after changing protos/ludus/v1 or google/rpc

VERSION holds the SDK version (semver; its major is the API package's: 1 for ludus.v1) and the
SHA-256 of the public protos it was set for. A change to any public .proto changes the hash, so
the check fails until the version is bumped (minor for additions, patch for comments only; a
breaking change is a new package, ludus.v2, and major 2). --set writes the version everywhere an
SDK declares it; then rebuild the TypeScript SDK (python protos/sdk/typescript/generate.py).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from pathlib import Path

SDK = Path(__file__).resolve().parent
PROTOS = SDK.parent
VERSION_FILE = SDK / "VERSION"
PUBLIC = ("ludus/v1", "google/rpc")
API_MAJOR = 1  # ludus.v1

#: Every place an SDK states its version, and the pattern that finds it there.
DECLARED = [
    (SDK / "python" / "pyproject.toml", r'^version = "([^"]+)"'),
    # The Python SDK requires the generated API of its own version.
    (SDK / "python" / "pyproject.toml", r'"ludus-api==([^"]+)"'),
    (SDK / "python" / "ludus_client" / "__init__.py", r'^__version__ = "([^"]+)"'),
    (SDK / "typescript" / "src" / "version.ts", r'^export const VERSION = "([^"]+)";'),
    (PROTOS / "pyproject.toml", r'^version = "([^"]+)"'),
]
PACKAGE_JSON = SDK / "typescript" / "package.json"


def protos_hash() -> str:
    digest = hashlib.sha256()
    for folder in PUBLIC:
        for path in sorted((PROTOS / folder).glob("*.proto")):
            digest.update(f"{folder}/{path.name}\n".encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def recorded() -> tuple[str, str]:
    """(version, protos hash) from VERSION."""
    fields = dict(line.split(" ", 1) for line in VERSION_FILE.read_text().splitlines() if " " in line)
    return fields["version"], fields["protos-sha256"]


def declared() -> dict[str, str]:
    """The version each SDK file states."""
    found = {}
    for path, pattern in DECLARED:
        match = re.search(pattern, path.read_text(), re.MULTILINE)
        found[f"{path.relative_to(PROTOS.parent)} ({pattern.split('(')[0].strip('^')})"] = (
            match.group(1) if match else ""
        )
    found[str(PACKAGE_JSON.relative_to(PROTOS.parent))] = json.loads(PACKAGE_JSON.read_text())["version"]
    return found


def problems() -> list[str]:
    version, digest = recorded()
    found = []
    if not version.startswith(f"{API_MAJOR}."):
        found.append(f"VERSION {version} does not start with the API's major version {API_MAJOR}")
    if digest != protos_hash():
        found.append(f"the public protos changed since SDK version {version} was set: bump it with --set")
    stated = declared()
    found += [f"{path} says {stated[path]}, VERSION says {version}" for path in stated if stated[path] != version]
    return found


def set_version(version: str) -> None:
    if not re.fullmatch(rf"{API_MAJOR}\.\d+\.\d+", version):
        raise SystemExit(f"an SDK version for ludus.v1 looks like {API_MAJOR}.MINOR.PATCH")
    VERSION_FILE.write_text(f"version {version}\nprotos-sha256 {protos_hash()}\n")
    for path, pattern in DECLARED:
        text = path.read_text()
        line = re.search(pattern, text, re.MULTILINE)
        assert line is not None, path
        path.write_text(text[: line.start(1)] + version + text[line.end(1) :])
    package = json.loads(PACKAGE_JSON.read_text())
    package["version"] = version
    PACKAGE_JSON.write_text(json.dumps(package, indent=2) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--set", metavar="VERSION", help="set the SDKs' version (and record the protos' hash)")
    options = parser.parse_args()
    if options.set:
        set_version(options.set)
    found = problems()
    for problem in found:
        print(problem, file=sys.stderr)
    if not found:
        print(f"SDK version {recorded()[0]} matches the protos and every SDK")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
