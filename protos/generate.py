"""Regenerate the Python code for every Ludus .proto file, and the published descriptor set.

    python protos/generate.py           # rewrite protos/gen/python and protos/ludus.binpb
    python protos/generate.py --check   # exit 1 if either is stale (CI runs this)

The output is deterministic for a given grpcio-tools version, which pyproject.toml pins.

`protos/ludus.binpb` is the public API (ludus.v1) and the google.rpc messages its errors carry,
as one FileDescriptorSet built with `--include_imports --include_source_info`: a client in any
language can load it instead of compiling the .proto files (grpcurl `-protoset`, buf,
protobuf-es's `createFileRegistry`). The google.rpc files under protos/google/rpc are vendored
unchanged from googleapis (Apache 2.0); their Python code comes from the googleapis-common-protos
package, so none is generated here.
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
DESCRIPTOR_SET = PROTOS / "ludus.binpb"
#: The files of the public API's descriptor set (the internal ludus.backend API is not in it).
PUBLIC = ("ludus/v1", "google/rpc")


def _all_protos() -> list[Path]:
    return sorted(p for p in PROTOS.rglob("*.proto") if "gen" not in p.relative_to(PROTOS).parts)


def _sources() -> list[Path]:
    """The files Python code is generated for: Ludus's own (google.rpc's comes from its package)."""
    return [p for p in _all_protos() if p.relative_to(PROTOS).parts[0] == "ludus"]


def _public() -> list[str]:
    names = [str(p.relative_to(PROTOS)) for p in _all_protos()]
    return [name for name in names if name.startswith(PUBLIC)]


def _protoc(args: list[str]) -> None:
    from grpc_tools import protoc  # dev dependency: only needed to regenerate

    include = Path(protoc.__file__).parent / "_proto"  # google/protobuf/*.proto
    if protoc.main(["protoc", f"-I{PROTOS}", f"-I{include}", *args]) != 0:
        raise SystemExit("protoc failed")


def descriptor_set(into: Path) -> None:
    """Write the public API's FileDescriptorSet to `into`."""
    _protoc(["--include_imports", "--include_source_info", f"--descriptor_set_out={into}", *_public()])


def generate(into: Path) -> None:
    sources = [str(p.relative_to(PROTOS)) for p in _sources()]
    _protoc([f"--python_out={into}", f"--pyi_out={into}", f"--grpc_python_out={into}", *sources])
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
        fresh = Path(tmp) / "python"
        fresh.mkdir()
        generate(fresh)
        fresh_set = Path(tmp) / DESCRIPTOR_SET.name
        descriptor_set(fresh_set)
        if options.check:
            stale = _same_tree(fresh, OUTPUT)
            if not DESCRIPTOR_SET.exists() or not filecmp.cmp(fresh_set, DESCRIPTOR_SET, shallow=False):
                stale.append(str(DESCRIPTOR_SET.relative_to(PROTOS.parent)))
            if stale:
                print(
                    "protos/gen/python or protos/ludus.binpb is stale; run: python protos/generate.py", file=sys.stderr
                )
                for name in stale:
                    print(f"  differs: {name}", file=sys.stderr)
                return 1
            print("protos/gen/python and protos/ludus.binpb are up to date")
            return 0
        if OUTPUT.exists():
            shutil.rmtree(OUTPUT)
        shutil.copytree(fresh, OUTPUT)
        shutil.copyfile(fresh_set, DESCRIPTOR_SET)
        print(
            f"generated {len(_sources())} proto files into {OUTPUT.relative_to(PROTOS.parent)}",
            f"and {DESCRIPTOR_SET.name}",
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
