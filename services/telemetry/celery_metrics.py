"""The workers' metrics, from Celery's signals: how long each task waited and ran, audit results,
and (in `ludus beat`, one per deployment) the depth of the task queue.

A task's wait is measured from a header stamped when it is published (`before_task_publish`, in
the process that sends it: a game service, the sweep, or a worker retrying it) or from its ETA if
it has one, whichever is later, to the moment a worker starts it (`task_prerun`).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator
from datetime import datetime
from typing import Any

from celery import Celery, signals
from kombu.exceptions import ChannelError
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

from services.core.dispatch import AUDIT_TASK
from services.telemetry.metrics import AUDITS, TASK_LAG, TASK_SECONDS

log = logging.getLogger(__name__)

#: The gauge QueueDepth reports (made at each scrape, so it is not a module-level metric).
QUEUE_DEPTH = "ludus_queue_depth"
#: The header carrying the publication time (seconds since the epoch).
SENT_HEADER = "ludus_sent_at"

_started: dict[str, float] = {}
_lock = threading.Lock()


def _stamp(headers: dict[str, Any] | None = None, **_: Any) -> None:
    if headers is not None:
        headers[SENT_HEADER] = time.time()


def _eta_seconds(eta: Any) -> float | None:
    if isinstance(eta, datetime):
        return eta.timestamp()
    if isinstance(eta, str) and eta:
        return datetime.fromisoformat(eta).timestamp()
    return None


def task_lag(sent_at: float | None, eta: Any, now: float) -> float | None:
    """How long a task waited for a worker: from its publication or its ETA, whichever is later."""
    due = _eta_seconds(eta)
    start = max(filter(None, (sent_at, due)), default=None)
    return None if start is None else max(0.0, now - start)


def _prerun(task_id: str = "", task: Any = None, **_: Any) -> None:
    if task is None:
        return
    request = task.request
    lag = task_lag(request.get(SENT_HEADER), request.get("eta"), time.time())
    if lag is not None:
        TASK_LAG.labels(task.name).observe(lag)
    with _lock:
        _started[task_id] = time.perf_counter()


def _postrun(
    task_id: str = "",
    task: Any = None,
    retval: Any = None,
    state: str | None = None,
    kwargs: dict[str, Any] | None = None,
    **_: Any,
) -> None:
    with _lock:
        started = _started.pop(task_id, None)
    if task is None:
        return
    if started is not None:
        TASK_SECONDS.labels(task.name, state or "UNKNOWN").observe(time.perf_counter() - started)
    if task.name == AUDIT_TASK and state == "SUCCESS" and isinstance(retval, dict):
        game = str((kwargs or {}).get("game", "unknown"))
        AUDITS.labels(game, "passed" if retval.get("ok") else "failed").inc()


def connect_publisher() -> None:
    """Stamp every task this process publishes (game services, workers, beat)."""
    signals.before_task_publish.connect(_stamp, weak=False)


def connect_worker() -> None:
    """Time every task this worker runs (in a prefork pool, signals fire in the children, which
    inherit these connections when they are forked)."""
    connect_publisher()
    signals.task_prerun.connect(_prerun, weak=False)
    signals.task_postrun.connect(_postrun, weak=False)


class QueueDepth(Collector):
    """`ludus_queue_depth`: tasks waiting in the broker's queue, asked at every scrape (one
    process asks: `ludus beat`, which runs once per deployment)."""

    def __init__(self, app: Celery, queue: str) -> None:
        self.app = app
        self.queue = queue

    def collect(self) -> Iterator[GaugeMetricFamily]:
        family = GaugeMetricFamily(QUEUE_DEPTH, "Tasks waiting in the broker's queue for a worker.", labels=["queue"])
        try:
            family.add_metric([self.queue], float(self._depth()))
        except Exception as error:  # a scrape must answer even when the broker does not
            log.warning("cannot read the depth of queue %s: %s", self.queue, error)
        yield family

    def _depth(self) -> int:
        with self.app.connection_for_read() as connection:
            channel: Any = connection.default_channel  # kombu's channel types lack queue_declare
            try:
                # Passive: ask without declaring (a declaration with other arguments than the
                # workers' would be refused by RabbitMQ).
                return int(channel.queue_declare(queue=self.queue, passive=True).message_count)
            except ChannelError as error:
                if 404 in (error.code, _as_int(getattr(error, "reply_code", None))):
                    return 0  # no such queue yet (Redis drops an empty one): nothing waits
                raise


def _as_int(value: Any) -> int | None:
    # kombu's virtual transports (Redis) give the reply code as text, py-amqp as a number.
    try:
        return int(value)
    except (TypeError, ValueError):
        return None
