"""The TypeScript SDK (protos/sdk/typescript): its generated and built code is fresh, and Node's
test runner plays one match of every game through gRPC and one through the HTTP/JSON + WebSocket
face against the real platform. `npm ci` installs the locked dependencies once into the package's
(git-ignored) node_modules."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from services.launcher import LocalPlatform
from tests.support.node import install_typescript_sdk

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "protos" / "sdk" / "typescript"

pytestmark = pytest.mark.skipif(shutil.which("node") is None or shutil.which("npm") is None, reason="needs Node")


@pytest.fixture(scope="module")
def node_modules() -> Path:
    return install_typescript_sdk() / "node_modules"


def test_generated_typescript_and_built_javascript_are_up_to_date(node_modules: Path) -> None:
    result = subprocess.run(
        [sys.executable, str(PACKAGE / "generate.py"), "--check"], capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_node_plays_every_game_over_grpc_and_one_over_http_json(node_modules: Path, platform: LocalPlatform) -> None:
    assert platform.http_address is not None
    env = {**os.environ, "LUDUS_GATEWAY": platform.gateway_address, "LUDUS_HTTP": f"http://{platform.http_address}"}
    result = subprocess.run(
        ["node", "--test", "--test-reporter=tap", "test/grpc.test.mjs", "test/web.test.mjs"],
        cwd=PACKAGE,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-3000:]
    # TAP's summary: both tests ran and passed (none skipped or filtered away).
    assert "# pass 2" in result.stdout and "# fail 0" in result.stdout, result.stdout[-3000:]
