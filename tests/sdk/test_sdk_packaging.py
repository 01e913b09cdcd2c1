"""The SDKs' version follows the protos (protos/sdk/VERSION, checked by protos/sdk/version.py),
and the Python SDK and the generated code it depends on build as their own distributions."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import ludus_client

ROOT = Path(__file__).resolve().parents[2]
SDK = ROOT / "protos" / "sdk"


def test_every_sdk_states_the_version_recorded_for_the_current_protos() -> None:
    result = subprocess.run([sys.executable, str(SDK / "version.py")], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert f"version {ludus_client.__version__}\n" in (SDK / "VERSION").read_text()


def test_the_python_sdk_and_the_generated_api_build_as_wheels(tmp_path: Path) -> None:
    # Built from copies, so that setuptools' build folders never land in the source tree.
    api_project, client_project = tmp_path / "api", tmp_path / "client"
    shutil.copytree(ROOT / "protos" / "gen", api_project / "gen")
    shutil.copyfile(ROOT / "protos" / "pyproject.toml", api_project / "pyproject.toml")
    shutil.copytree(SDK / "python", client_project, ignore=shutil.ignore_patterns("__pycache__"))
    for project in (api_project, client_project):
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", str(tmp_path), "."],
            cwd=project,
            check=True,
            capture_output=True,
        )
    wheels = {path.name.split("-")[0]: path for path in tmp_path.glob("*.whl")}
    assert set(wheels) == {"ludus_api", "ludus_client"}
    api = set(zipfile.ZipFile(wheels["ludus_api"]).namelist())
    assert "ludus/v1/gateway_pb2.py" in api and "ludus/v1/ark_pb2.pyi" in api
    assert not any(name.startswith("ludus/backend/") for name in api)  # the internal API stays inside
    client = set(zipfile.ZipFile(wheels["ludus_client"]).namelist())
    assert "ludus_client/client.py" in client and "ludus_client/py.typed" in client
    metadata = next(name for name in client if name.endswith("METADATA"))
    assert (
        f"Requires-Dist: ludus-api=={ludus_client.__version__}"
        in zipfile.ZipFile(wheels["ludus_client"]).read(metadata).decode()
    )
