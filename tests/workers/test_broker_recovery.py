"""The Redis broker's redelivery of tasks whose worker died, with the workers' own settings, on a
real Redis (kombu's transport, no Celery worker needed)."""

from __future__ import annotations

import time

import pytest
from kombu.transport.redis import Channel as RedisChannel
from redis import Redis

from services.workers.app import make_app

VISIBILITY = 4


def test_a_restore_lock_left_by_a_killed_worker_expires_within_a_quarter_of_the_visibility_timeout(
    redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Kombu scans for unacknowledged tasks under a Redis lock. A worker killed during a scan
    leaves the lock behind; with kombu's default expiry (300 s) no worker could redeliver a lost
    task for five minutes. Ours expires after a quarter of the visibility timeout."""
    url = redis_url.rsplit("/", 1)[0] + "/7"  # a database of its own: kombu's keys are global
    Redis.from_url(url).flushdb()
    monkeypatch.setenv("LUDUS_VISIBILITY_TIMEOUT", str(VISIBILITY))
    app = make_app(url)
    with app.connection_for_write() as connection:
        channel = connection.default_channel
        assert isinstance(channel, RedisChannel)  # the workers' broker is kombu's Redis transport
        assert channel.unacked_mutex_expire == VISIBILITY // 4
        queue = connection.SimpleQueue("recovery-probe")
        queue.put({"turn": 1})
        taken = queue.get(timeout=5)  # taken, never acknowledged: its worker "dies"
        assert taken.payload == {"turn": 1}
        client = Redis.from_url(url)
        assert client.hlen(channel.unacked_key) == 1
        time.sleep(VISIBILITY + 0.2)  # the task is now due for redelivery
        # A worker dies during a scan: its lock stays, taken just as kombu takes it.
        assert client.lock(channel.unacked_mutex_key, timeout=channel.unacked_mutex_expire).acquire(blocking=False)
        channel.qos.restore_visible(num=None, interval=1)
        assert client.hlen(channel.unacked_key) == 1, "a scan went ahead despite the lock"
        time.sleep(channel.unacked_mutex_expire + 0.2)
        channel.qos.restore_visible(num=None, interval=1)
        assert client.hlen(channel.unacked_key) == 0
        again = connection.SimpleQueue("recovery-probe").get(timeout=5)
        assert again.payload == {"turn": 1}
        again.ack()
        queue.close()
