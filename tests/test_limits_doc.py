"""docs/operations.md's table of limits says what the code enforces."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

from services.core.settings import Settings

ROOT = Path(__file__).resolve().parents[1]


def rows() -> list[list[str]]:
    text = (ROOT / "docs" / "operations.md").read_text()
    section = text.split("## Limits\n", 1)[1].split("\n## ", 1)[0]
    table = [line for line in section.splitlines() if line.startswith("| ") and not line.startswith("| Limit")]
    return [[cell.strip() for cell in line.strip("|").split("|")] for line in table]


def test_every_constant_in_the_limits_table_has_its_documented_value() -> None:
    checked = 0
    for _, value, defined_by, _ in rows():
        found = re.fullmatch(r"`([\w.]+):(\w+)`", defined_by)
        if found is None:
            continue
        module, name = found.groups()
        actual = getattr(importlib.import_module(module), name)
        assert value.split()[0] == f"{actual:g}" if isinstance(actual, float) else str(actual), (name, value, actual)
        checked += 1
    assert checked >= 8


def test_the_settings_in_the_limits_table_have_their_documented_defaults() -> None:
    defaults = Settings()
    table = {row[2]: row[1] for row in rows()}
    assert table["`LUDUS_MAX_STREAMS_PER_CLIENT`"] == str(defaults.max_streams_per_client)
    rate = table["`LUDUS_RATE_PER_SECOND`, `LUDUS_RATE_BURST`"]
    assert rate.startswith(f"{defaults.rate_per_second:g} per second, bursts of {defaults.rate_burst:g}")
