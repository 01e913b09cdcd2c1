"""The TypeScript SDK's Node dependencies, installed for a test by the package's own script."""

from __future__ import annotations

import importlib.util
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "protos" / "sdk" / "typescript"


def install_typescript_sdk() -> Path:
    """`npm ci` in protos/sdk/typescript unless node_modules already matches package-lock.json."""
    spec = importlib.util.spec_from_file_location("ludus_typescript_generate", PACKAGE / "generate.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    script.npm_ci()
    return PACKAGE
