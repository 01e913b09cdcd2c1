"""The servers' garbage-collector policy (services/core/gc_policy.py) and its setting."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from services.core import gc_policy
from services.core.settings import SettingsError, load


@pytest.fixture
def restored() -> Iterator[None]:
    thresholds = gc.get_threshold()
    yield
    gc.unfreeze()
    gc.set_threshold(*thresholds)


def test_tune_freezes_what_startup_made_and_sets_the_thresholds(restored: None) -> None:
    survivor = [object() for _ in range(10)]  # lives on, as startup's objects do
    gc_policy.tune((50_000, 20, 10))
    assert gc.get_threshold() == (50_000, 20, 10)
    assert gc.get_freeze_count() > len(survivor)
    # Cycles made after are still collected.
    cycle: list[object] = []
    cycle.append(cycle)
    del cycle
    assert gc.collect() >= 1


def test_the_thresholds_setting_takes_three_whole_numbers() -> None:
    assert load({}).gc_thresholds == (50_000, 20, 10)
    assert load({"LUDUS_GC_THRESHOLDS": "700,10,10"}).gc_thresholds == (700, 10, 10)
    for malformed in ("700,10", "700,10,0", "many,10,10"):
        with pytest.raises(SettingsError, match="LUDUS_GC_THRESHOLDS"):
            load({"LUDUS_GC_THRESHOLDS": malformed})
