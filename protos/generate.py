"""Regenerate the Python code for every .proto file under protos/ (one command, reproducible).

    python protos/generate.py           # rewrite protos/gen/python
    python protos/generate.py --check   # exit 1 if the committed code is stale (CI runs this)

The output is deterministic for a given grpcio-tools version, which pyproject.toml pins.
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import sys
import tempfile
from pathlib import Path

PROTOS = Path(__file__).resolve().parent
OUTPUT = PROTOS / "gen" / "python"


def _sources() -> list[Path]:
    return sorted(p for p in PROTOS.rglob("*.proto") if "gen" not in p.relative_to(PROTOS).parts)


def generate(into: Path) -> None:
    from grpc_tools import protoc  # dev dependency: only needed to regenerate

    include = Path(protoc.__file__).parent / "_proto"  # google/protobuf/*.proto
    sources = [str(p.relative_to(PROTOS)) for p in _sources()]
    args = [
        "protoc",
        f"-I{PROTOS}",
        f"-I{include}",
        f"--python_out={into}",
        f"--pyi_out={into}",
        f"--grpc_python_out={into}",
        *sources,
    ]
    if protoc.main(args) != 0:
        raise SystemExit("protoc failed")
    # Every generated directory is a regular package, so imports work without namespace lookups.
    for directory in [into / "ludus", *(d for d in (into / "ludus").rglob("*") if d.is_dir())]:
        (directory / "__init__.py").touch()


def _same_tree(a: Path, b: Path) -> list[str]:
    files_a = {p.relative_to(a) for p in a.rglob("*") if p.is_file() and "__pycache__" not in p.parts}
    files_b = {p.relative_to(b) for p in b.rglob("*") if p.is_file() and "__pycache__" not in p.parts}
    differences = sorted(str(p) for p in files_a ^ files_b)
    differences += sorted(str(p) for p in files_a & files_b if not filecmp.cmp(a / p, b / p, shallow=False))
    return differences


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail if protos/gen is stale")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp)
        generate(fresh)
        if options.check:
            stale = _same_tree(fresh, OUTPUT)
            if stale:
                print("protos/gen/python is stale; run: python protos/generate.py", file=sys.stderr)
                for name in stale:
                    print(f"  differs: {name}", file=sys.stderr)
                return 1
            print("protos/gen/python is up to date")
            return 0
        if OUTPUT.exists():
            shutil.rmtree(OUTPUT)
        shutil.copytree(fresh, OUTPUT)
        print(f"generated {len(_sources())} proto files into {OUTPUT.relative_to(PROTOS.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
