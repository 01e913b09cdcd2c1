"""The repository's shape: fixed top level, complete package list, fresh generated code, and
every game with its proto, folder, rules document and tests."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

from services import games

ROOT = Path(__file__).resolve().parents[1]
TOP_LEVEL = {"pyproject.toml", "protos", "services", "gateway", "deploy", "tests", "README.md", ".ci", "docs", "bench"}


def test_top_level_is_the_agreed_layout() -> None:
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    assert {path.split("/")[0] for path in tracked} - {".gitignore"} <= TOP_LEVEL


def installed_packages() -> tuple[set[str], dict[str, str]]:
    """What setuptools installs from pyproject.toml (its `find:` configuration, evaluated)."""
    from setuptools.config.pyprojecttoml import apply_configuration
    from setuptools.dist import Distribution

    here = os.getcwd()
    os.chdir(ROOT)  # `where` is relative to the project root
    try:
        dist = apply_configuration(Distribution(), "pyproject.toml")
    finally:
        os.chdir(here)
    return set(dist.packages or ()), dict(dist.package_dir or {})


def test_every_python_package_is_found_for_installation() -> None:
    listed, package_dir = installed_packages()
    found = set()
    for top in ("services", "gateway"):
        for init in (ROOT / top).rglob("__init__.py"):
            found.add(".".join(init.parent.relative_to(ROOT).parts))
    # The generated code (under the import name protoc gives it) and the Python SDK beside it.
    for where in (ROOT / "protos" / "gen" / "python", ROOT / "protos" / "sdk" / "python"):
        for init in where.rglob("__init__.py"):
            found.add(".".join(init.parent.relative_to(where).parts))
    assert found == listed
    # Both are installed from where they live.
    assert package_dir == {"ludus": "protos/gen/python/ludus", "ludus_client": "protos/sdk/python/ludus_client"}
    # Nothing names a game: a new game's package is found, not listed.
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert "packages" not in config or "find" in config["packages"]


def test_generated_protobuf_code_is_up_to_date() -> None:
    result = subprocess.run([sys.executable, "protos/generate.py", "--check"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_every_game_has_its_proto_folder_rules_and_tests() -> None:
    for name in games.names():
        assert (ROOT / "protos" / "ludus" / "v1" / f"{name}.proto").is_file(), name
        assert (ROOT / "services" / "games" / name / "wiring.py").is_file(), name
        assert (ROOT / "docs" / "rules" / f"{name}.md").is_file(), name
        assert any((ROOT / "tests" / "games" / name).glob("test_*.py")), name
