"""Fuzz every game's command path through the gateway (see tests/fuzz/engine.py for the cases).

The default suite sends a few thousand commands; `pytest -m fuzz tests/fuzz` sends at least
LUDUS_FUZZ_COMMANDS (default 100,000) and prints the figures recorded in docs/benchmarks.md.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from services import games
from services.launcher import LocalPlatform
from tests.fuzz.engine import Stats, fuzz_in_parallel

QUICK_COMMANDS = 3_000


def fuzz(gateway: Any, platform: LocalPlatform, commands: int, seed: int) -> Stats:
    assert platform.redis_url is not None
    stats, verified = fuzz_in_parallel(gateway, platform.redis_url, platform.token_secret, commands, seed)
    print(f"\nseed {seed}\n{stats.table()}\nmatches verified against their logs: {verified}")
    report = os.environ.get("LUDUS_FUZZ_REPORT")
    if report:
        Path(report).write_text(f"seed {seed}\n{stats.table()}\nmatches verified against their logs: {verified}\n")
    return stats


def assert_clean(stats: Stats, commands: int) -> None:
    assert not stats.failures, "\n".join(str(failure) for failure in stats.failures[:30])
    assert stats.commands >= commands
    assert set(stats.per_game) == set(games.names())
    # The run exercised both sides of the contract: accepted commands and every kind of refusal.
    assert stats.statuses["OK"] > 0
    for status in ("INVALID_ARGUMENT", "FAILED_PRECONDITION", "UNAUTHENTICATED", "PERMISSION_DENIED", "ABORTED"):
        assert stats.statuses[status] > 0, status


def test_fuzz_every_game_through_the_gateway(gateway: Any, platform: LocalPlatform) -> None:
    stats = fuzz(gateway, platform, QUICK_COMMANDS, seed=int.from_bytes(os.urandom(3), "big"))
    assert_clean(stats, QUICK_COMMANDS)


@pytest.mark.fuzz
@pytest.mark.timeout(4 * 3600)
def test_fuzz_full_run(gateway: Any, platform: LocalPlatform) -> None:
    commands = int(os.environ.get("LUDUS_FUZZ_COMMANDS", "100000"))
    stats = fuzz(gateway, platform, commands, seed=int(os.environ.get("LUDUS_FUZZ_SEED", "7")))
    assert_clean(stats, commands)
    assert stats.matches_finished > 0
