"""A timer far away waits in hops shorter than the broker's visibility timeout: a worker holds a
task with a countdown unacknowledged until it runs, and the Redis broker gives a task held longer
than that timeout to another worker, so one long countdown was received again every timeout.
Tasks are recorded at the broker's edge, not sent, but for the last test (a real Redis broker)."""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from typing import Any

import pytest
from celery import Celery
from redis.asyncio import Redis

from services.core.dispatch import TIMER_HOP_MAX_SECONDS, TIMER_TASK, CeleryDispatcher, timer_hop_seconds
from services.core.settings import current
from services.core.store import redis_storage
from services.launcher import free_port
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
    monkeypatch.setattr(tasks, "timer_still_set", lambda game, match_id, key, due_ms: True)

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


def test_a_timer_moved_or_dropped_meanwhile_stops_hopping(monkeypatch: pytest.MonkeyPatch) -> None:
    resent: list[dict[str, Any]] = []
    monkeypatch.setattr(tasks.fire_timer, "apply_async", lambda **options: resent.append(options))
    monkeypatch.setattr(tasks, "timer_still_set", lambda game, match_id, key, due_ms: False)
    monkeypatch.setattr(backends, "stub", lambda game: pytest.fail("a superseded timer must not reach the service"))
    due_ms = int((time.time() + 600) * 1000)
    kwargs = {"game": "ark", "match_id": "ark-m", "key": "clock:0:3", "due_ms": due_ms}
    assert tasks.fire_timer.apply(kwargs=kwargs, task_id="timer:ark-m:clock:0:3").get() == "superseded"
    assert resent == []


async def test_whether_a_timer_is_still_set_is_read_from_the_timer_queue(
    redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LUDUS_REDIS_URL", redis_url)
    client = Redis.from_url(redis_url)
    timers = redis_storage(client).timers
    match_id = f"ark-{uuid.uuid4().hex}"
    due_ms = int((time.time() + 600) * 1000)
    try:
        await timers.add("ark", match_id, "clock:0:3", due_ms)
        assert await asyncio.to_thread(tasks.timer_still_set, "ark", match_id, "clock:0:3", due_ms)
        await timers.add("ark", match_id, "clock:0:3", due_ms + 1_000)  # the clock was moved
        assert not await asyncio.to_thread(tasks.timer_still_set, "ark", match_id, "clock:0:3", due_ms)
        await timers.drop("ark", match_id, "clock:0:3")  # the turn ended
        assert not await asyncio.to_thread(tasks.timer_still_set, "ark", match_id, "clock:0:3", due_ms)
    finally:
        await client.aclose()


def test_a_timer_hops_on_when_redis_cannot_say(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LUDUS_REDIS_URL", f"redis://127.0.0.1:{free_port()}/0")  # nothing listens
    assert tasks.timer_still_set("ark", "ark-m", "clock:0:3", int(time.time() * 1000) + 600_000)


async def test_dispatched_tasks_ask_for_no_result(redis_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # The services never read a task's result: the message says so (the worker stores none) and
    # the sender does not subscribe to the result's channel (one subscription per task sent).
    app = Celery("ludus-test", broker=redis_url, backend=redis_url)
    app.conf.task_default_queue = queue = f"test-{uuid.uuid4().hex}"
    subscribed: list[str] = []
    real_on_task_call = app.backend.on_task_call

    def on_task_call(producer: Any, task_id: str) -> None:  # the backend's own, noted
        subscribed.append(task_id)
        real_on_task_call(producer, task_id)

    monkeypatch.setattr(app.backend, "on_task_call", on_task_call)
    dispatcher = CeleryDispatcher(app)
    await dispatcher.audit("ark", "ark-m")
    await dispatcher.dispatch("ark", "ark-m", 1, 7)
    client = Redis.from_url(redis_url)
    try:
        messages = [json.loads(raw) for raw in await client.lrange(queue, 0, -1)]
        await client.delete(queue)
    finally:
        await client.aclose()
    assert sorted(message["headers"]["task"] for message in messages) == ["ludus.audit_match", "ludus.bot_turn"]
    assert all(message["headers"]["ignore_result"] is True for message in messages)
    assert subscribed == []
    # The arguments' readable copies (monitoring shows them) are plain reprs of the kwargs.
    bot = next(message for message in messages if message["headers"]["task"] == "ludus.bot_turn")
    assert bot["headers"]["argsrepr"] == "()"
    assert bot["headers"]["kwargsrepr"] == repr({"game": "ark", "match_id": "ark-m", "seat": 1})
