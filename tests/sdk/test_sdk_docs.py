"""The SDKs' quick starts (their READMEs and docs/api.md's "Quick start: the SDKs") run as
written against a real platform: the Python one in its own interpreter, the TypeScript one with
Node, importing the package by its published name."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from services.launcher import LocalPlatform
from tests.support.node import install_typescript_sdk

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = [ROOT / "docs" / "api.md", ROOT / "protos" / "sdk" / "python" / "README.md"]
TS_DOCUMENTS = [ROOT / "docs" / "api.md", ROOT / "protos" / "sdk" / "typescript" / "README.md"]
TS_PACKAGE = ROOT / "protos" / "sdk" / "typescript"
#: The address the examples are written for (`ludus up`'s default).
DOCUMENTED_ADDRESS = "127.0.0.1:50050"


def _blocks(documents: list[Path], language: str) -> list[str]:
    """Every distinct ```language block of the documents (the same example may appear twice)."""
    found: list[str] = []
    for document in documents:
        for block in re.findall(rf"```{language}\n(.*?)```", document.read_text(), re.S):
            if block not in found:
                found.append(block)
    return found


def test_the_python_quick_start_runs_as_documented(platform: LocalPlatform) -> None:
    blocks = _blocks(DOCUMENTS, "python")
    assert blocks, "no Python example found"
    for block in blocks:
        assert DOCUMENTED_ADDRESS in block
        code = block.replace(DOCUMENTED_ADDRESS, platform.gateway_address)
        run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
        assert run.returncode == 0, run.stderr[-3000:]
        assert "winners:" in run.stdout and "ArkScoring" in run.stdout, run.stdout


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_the_typescript_quick_start_runs_as_documented(platform: LocalPlatform, tmp_path: Path) -> None:
    install_typescript_sdk()
    # Installed under its name, as `npm install <folder>` would: a link to the package.
    scope = tmp_path / "node_modules" / "@ludus"
    scope.mkdir(parents=True)
    (scope / "client").symlink_to(TS_PACKAGE)
    (tmp_path / "node_modules" / "@bufbuild").symlink_to(TS_PACKAGE / "node_modules" / "@bufbuild")
    blocks = _blocks(TS_DOCUMENTS, "js")
    assert blocks, "no TypeScript example found"
    for index, block in enumerate(blocks):
        assert DOCUMENTED_ADDRESS in block
        script = tmp_path / f"example{index}.mjs"
        script.write_text(block.replace(DOCUMENTED_ADDRESS, platform.gateway_address))
        run = subprocess.run(["node", str(script)], cwd=tmp_path, capture_output=True, text=True, timeout=300)
        assert run.returncode == 0, run.stderr[-3000:]
        assert "winners:" in run.stdout and "ludus.v1.ArkScoring" in run.stdout, run.stdout
