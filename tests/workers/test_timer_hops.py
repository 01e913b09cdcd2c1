"""A timer far away waits in hops shorter than the broker's visibility timeout: a worker holds a
task with a countdown unacknowledged until it runs, and the Redis broker gives a task held longer
than that timeout to another worker, so one long countdown was received again every timeout.
Tasks are recorded at the broker's edge, not sent."""

from __future__ import annotations

import time
from typing import Any

import pytest
from celery import Celery

from services.core.dispatch import TIMER_HOP_MAX_SECONDS, TIMER_TASK, CeleryDispatcher, timer_hop_seconds
from services.core.settings import current
from services.workers import backends, tasks


def test_a_hop_is_under_half_the_visibility_timeout_and_never_long() -> None:
    hop = timer_hop_seconds()
    assert 0 < hop <= current().visibility_timeout / 2 and hop <= TIMER_HOP_MAX_SECONDS


async def test_a_far_timer_is_sent_for_the_end_of_one_hop_with_its_due_time(monkeypatch: pytest.MonkeyPatch) -> None:
    app = Celery("ludus-test", broker="memory://")
    sent: list[dict[str, Any]] = []

    def send_task(name: str, **options: Any) -> None:
        sent.append({"name": name, **options})

    monkeypatch.setattr(app, "send_task", send_task)
    dispatcher = CeleryDispatcher(app)
    due_ms = int((time.time() + 10 * 60) * 1000)  # a ten-minute clock
    await dispatcher.fire_at("ark", "ark-m", "clock:0:3", due_ms)
    soon_ms = int((time.time() + 0.3) * 1000)
    await dispatcher.fire_at("ark", "ark-m", "clock:1:5", soon_ms)
    far, near = sent
    assert far["name"] == TIMER_TASK and far["task_id"] == "timer:ark-m:clock:0:3"
    assert far["countdown"] == pytest.approx(timer_hop_seconds())
    assert far["kwargs"] == {"game": "ark", "match_id": "ark-m", "key": "clock:0:3", "due_ms": due_ms}
    assert 0 < near["countdown"] <= 0.3 and near["kwargs"]["due_ms"] == soon_ms  # one hop is enough


def test_a_timer_task_before_its_due_time_sends_itself_on_without_calling_the_service(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    resent: list[dict[str, Any]] = []
    monkeypatch.setattr(tasks.fire_timer, "apply_async", lambda **options: resent.append(options))

    def no_service(game: str) -> Any:
        raise AssertionError("a timer not yet due must not reach the service")

    monkeypatch.setattr(backends, "stub", no_service)
    due_ms = int((time.time() + 600) * 1000)
    kwargs = {"game": "ark", "match_id": "ark-m", "key": "clock:0:3", "due_ms": due_ms}
    result = tasks.fire_timer.apply(kwargs=kwargs, task_id="timer:ark-m:clock:0:3")
    assert result.get() == "waiting"
    (again,) = resent
    assert again["kwargs"] == kwargs and again["task_id"] == "timer:ark-m:clock:0:3"
    assert 0 < again["countdown"] <= timer_hop_seconds()
