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


def test_mypy_strict_finds_nothing_in_services_gateway_and_tests() -> None:
    # pyproject.toml: strict, over services/, gateway/ and tests/.
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr
