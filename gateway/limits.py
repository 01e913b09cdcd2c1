"""Per-client rate limits for the gateway, shared by every gateway replica.

A client is its seat token, else its real address (gateway/clients.py: `X-Forwarded-For` and
`Forwarded` are believed only from the trusted proxies). The counting is the `limits` library's
sliding-window counter, kept in Redis (LUDUS_RATE_LIMIT_STORAGE, by default the event store's
Redis), so N gateway replicas allow a client the limit once, not N times.

The configured rate R per second and burst B become one window: at most max(B, R) requests in
any ceil(B / R) seconds — B at once, then R per second on average, as a token bucket would, at
one Redis round trip per call. If the storage cannot be reached the call is let through (and
said in the log): a limiter outage must not become a platform outage.
"""

from __future__ import annotations

import logging
import math
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

from limits import RateLimitItemPerHour, RateLimitItemPerSecond
from limits.aio.storage import Storage
from limits.aio.strategies import SlidingWindowCounterRateLimiter
from limits.storage import storage_from_string

from services.core.errors import ResourceExhausted
from services.core.settings import current

log = logging.getLogger(__name__)

#: Seconds between two log lines about an unreachable storage.
_COMPLAIN_EVERY = 30.0


def storage_uri(setting: str, event_store_url: str) -> str:
    """The `limits` storage URI: the setting as given, or the event store's Redis."""
    if setting:
        return setting
    if event_store_url.startswith("redis+cluster://"):
        return "async+redis+cluster://" + event_store_url.removeprefix("redis+cluster://")
    return "async+" + event_store_url


class RateLimiter:
    def __init__(self, per_second: float | None = None, burst: float | None = None, storage: str | None = None) -> None:
        settings = current()
        self.per_second = per_second if per_second is not None else settings.rate_per_second
        self.burst = burst if burst is not None else settings.rate_burst
        self.uri = (
            storage
            if storage is not None
            else settings.with_redis_credentials(storage_uri(settings.rate_limit_storage, settings.event_store_url))
        )
        self._storage: Storage | None = None
        self._limiter: SlidingWindowCounterRateLimiter | None = None
        self._complained = 0.0
        if self.per_second > 0:
            window = max(1, math.ceil(self.burst / self.per_second))
            self.item = RateLimitItemPerSecond(max(1, round(max(self.burst, self.per_second * window))), window)

    def _strategy(self) -> SlidingWindowCounterRateLimiter:
        if self._limiter is None:
            self._storage, self._limiter = _sliding_window(self.uri)
        return self._limiter

    async def check(self, key: str) -> None:
        """Spend one request for `key`, or raise RESOURCE_EXHAUSTED saying when to retry."""
        if self.per_second <= 0:
            return
        limiter = self._strategy()
        try:
            allowed = await limiter.hit(self.item, "ludus-rate", key)
            if allowed:
                return
            stats = await limiter.get_window_stats(self.item, "ludus-rate", key)
        except Exception as error:
            now = time.monotonic()
            if now - self._complained > _COMPLAIN_EVERY:
                self._complained = now
                log.warning("rate limits not applied: their storage %s failed: %s", self.uri.split("@")[-1], error)
            return
        wait = max(0.01, stats.reset_time - time.time())
        raise ResourceExhausted(
            f"too many requests: the limit is {self.item.amount} per {self.item.multiples} s per client;"
            f" retry in {wait:.2f} s",
            "RATE_LIMITED",
        )


def _sliding_window(uri: str) -> tuple[Storage, SlidingWindowCounterRateLimiter]:
    options = {"implementation": "redispy"} if "redis" in uri.split("://", 1)[0] else {}
    storage = storage_from_string(uri, **options)
    if not isinstance(storage, Storage):
        raise ValueError(f"{uri.split('@')[-1]} is not an asynchronous storage (async+...)")
    return storage, SlidingWindowCounterRateLimiter(storage)


class AnonymousCreations:
    """Matches created without a player's token, per client address and hour, counted in the
    rate limits' Redis (every replica shares the count; each hit is one atomic script)."""

    def __init__(self, per_hour: int, uri: str) -> None:
        self.per_hour = per_hour
        self.uri = uri
        self.item = RateLimitItemPerHour(max(per_hour, 1))
        self._limiter: SlidingWindowCounterRateLimiter | None = None

    async def check(self, client: str) -> None:
        """Count one creation for `client`, or refuse (RESOURCE_EXHAUSTED)."""
        if self.per_hour <= 0:
            return
        if self._limiter is None:
            self._limiter = _sliding_window(self.uri)[1]
        try:
            allowed = await self._limiter.hit(self.item, "ludus-anonymous-creations", client)
        except Exception as error:
            # As for the rate limits: their storage's outage must not stop the platform.
            log.warning("anonymous creation quota not applied: %s", error)
            return
        if not allowed:
            raise ResourceExhausted(
                f"without signing in, one address may create {self.per_hour} matches per hour; sign in for more",
                "ANONYMOUS_CREATIONS_PER_HOUR",
            )


class StreamSlots:
    """Caps the streams one client holds open on this gateway (a stream is a held resource, so
    counted where it is held; a client spreading over replicas is still rate-limited on opening)."""

    def __init__(self, most: int, who: str = "client", code: str = "STREAMS_LIMIT") -> None:
        self.most = most
        self.who = who
        self.code = code
        self.open: Counter[str] = Counter()

    @contextmanager
    def hold(self, client: str) -> Iterator[None]:
        if self.most and self.open[client] >= self.most:
            raise ResourceExhausted(
                f"too many open streams: at most {self.most} per {self.who} on one gateway; close one first",
                self.code,
            )
        self.open[client] += 1
        try:
            yield
        finally:
            self.open[client] -= 1
            if not self.open[client]:
                del self.open[client]
