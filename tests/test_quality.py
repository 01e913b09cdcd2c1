"""The code stays lint-clean and type-clean (ruff and mypy, configured in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True)


def test_ruff_finds_nothing() -> None:
    result = run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_nothing() -> None:
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


# tests/games/zapp_zerapp is being converted to the typed contract on another branch; until it
# lands its errors (and those of its builders, which tests/e2e/test_secrets_games.py imports, so
# excluding the folder from the command line is not enough) are the only ones tolerated.
UNCONVERTED = "tests/games/zapp_zerapp/"


def test_mypy_strict_finds_nothing_in_the_tests() -> None:
    # The project's configuration (strict, mypy_path for the generated protos) applies; naming
    # `tests` on the command line replaces its `packages`. tests/ is a package (tests/__init__.py)
    # and its folders without one are found as namespace packages, so no --explicit-package-bases.
    result = run("mypy", "tests")
    output = result.stdout + result.stderr
    # 0 is clean, 1 is "errors found"; anything else (2) is mypy failing to run at all.
    assert result.returncode in (0, 1), output
    errors = [line for line in output.splitlines() if ": error:" in line]
    assert result.returncode == 0 or errors, output  # a failure must come with its error lines
    assert [line for line in errors if not line.startswith(UNCONVERTED)] == [], output
