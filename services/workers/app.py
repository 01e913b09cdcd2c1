"""The Celery application: broker and result backend on Redis by default (any Celery broker URL
works, e.g. amqp:// for RabbitMQ). Run with `ludus worker` or `celery -A services.workers.app worker`.
"""

from __future__ import annotations

from typing import Any

from celery import Celery

from services.core.config import broker_url
from services.core.settings import Settings, current

QUEUE = "ludus"


def celery_config(settings: Settings, broker: str | None = None) -> dict[str, Any]:
    """Celery's configuration from the platform's settings (`broker` overrides theirs)."""
    url = broker_url(broker, settings)
    visibility = settings.visibility_timeout
    return dict(
        broker_url=url,
        result_backend=settings.with_redis_credentials(settings.result_backend)
        if settings.result_backend
        else (url if url.startswith("redis") else "rpc://"),
        task_default_queue=QUEUE,
        # A task is acknowledged only when done, and re-queued if its worker dies, so a killed
        # worker's bot turn is redone; the command id makes the redo harmless.
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        task_ignore_result=True,
        task_serializer="json",
        accept_content=["json"],
        result_serializer="json",
        broker_connection_retry_on_startup=True,
        # Redis transport: an unacknowledged task (its worker died) returns to the queue after
        # the visibility timeout; kombu scans for such tasks every interval * throttle seconds
        # (100 s by default), so scan at a quarter of the timeout instead. Each scan holds a lock
        # that expires after 300 s by default: a worker killed during a scan would stop every
        # other worker's scans, and so the redelivery of lost tasks, for five minutes. The scan
        # takes milliseconds, and redelivery stays exactly-once without the lock (kombu moves
        # each task back in a transaction that watches the unacked hash), so let it expire soon.
        broker_transport_options={
            "visibility_timeout": visibility,
            "unacked_restore_interval": max(1, visibility // 4),
            "unacked_restore_throttle": 1,
            "unacked_mutex_expire": max(1, visibility // 4),
        },
        worker_hijack_root_logger=False,
        # The sweep is the safety net: timers whose task was lost, bot turns whose dispatch was.
        beat_schedule=beat_schedule(settings),
    )


def beat_schedule(settings: Settings) -> dict[str, dict[str, Any]]:
    """The periodic tasks `ludus beat` sends: the sweep always; with a database, the archive's
    pass (services/archive/jobs.py), whose task expires after one interval so that a backlog of
    passes never piles up behind a slow one, and the projections' pass."""
    schedule: dict[str, dict[str, Any]] = {"sweep": {"task": "ludus.sweep", "schedule": settings.sweep_seconds}}
    if settings.database_url:
        schedule["archive"] = {
            "task": "ludus.archive",
            "schedule": settings.archive_seconds,
            "options": {"expires": settings.archive_seconds},
        }
        # The projections' pass over the finished-match feed (services/projections/worker.py).
        schedule["projections"] = {"task": "ludus.project", "schedule": settings.projection_seconds}
        # Quick match (services/matchmaking/): a pass that expires after one interval, so that
        # a stalled worker never meets a backlog of passes; overlapping passes are safe.
        schedule["matchmaking"] = {
            "task": "ludus.matchmake",
            "schedule": settings.matchmaking_seconds,
            "options": {"expires": settings.matchmaking_seconds},
        }
        # Webhooks (services/webhooks/worker.py); a pass expires after one interval, like the archive's.
        schedule["webhooks"] = {
            "task": "ludus.webhooks",
            "schedule": settings.webhook_seconds,
            "options": {"expires": settings.webhook_seconds},
        }
    return schedule


def _bare() -> Celery:
    return Celery("ludus", include=["services.workers.tasks", "services.webhooks.tasks"])


def make_app(broker: str | None = None, settings: Settings | None = None) -> Celery:
    """An app configured from `settings` (the process's unless given); a bad broker fails here."""
    app = _bare()
    app.config_from_object(celery_config(settings or current(), broker))
    return app


def _configure_from_process_settings(sender: Celery, **_: object) -> None:
    sender.config_from_object(celery_config(current()))


#: The workers' app (`ludus worker`, `celery -A services.workers.app`; the tasks register on it).
#: Importing this module reads no setting: Celery configures the app when it is first used,
#: from the process's settings as they are then.
app = _bare()
app.on_configure.connect(_configure_from_process_settings, weak=False)
