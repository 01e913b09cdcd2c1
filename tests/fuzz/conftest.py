"""The full fuzz run (`-m fuzz`) is long: it runs only when asked for by marker."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "fuzz" in (config.getoption("markexpr") or ""):
        return
    skipped = [item for item in items if item.get_closest_marker("fuzz")]
    if skipped:
        config.hook.pytest_deselected(items=skipped)
        items[:] = [item for item in items if not item.get_closest_marker("fuzz")]
