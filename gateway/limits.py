"""Per-client rate limits for the gateway: a token bucket per seat token (and per peer address for
calls without a token). In memory, per gateway process: with N gateway replicas behind a load
balancer a client gets at most N times the rate, which is enough to stop a runaway or hostile
client; the limits are set by environment (LUDUS_RATE_PER_SECOND, LUDUS_RATE_BURST; see
services.core.settings)."""

from __future__ import annotations

import time
from collections import OrderedDict
from dataclasses import dataclass

from services.core.errors import ResourceExhausted
from services.core.settings import current

MAX_TRACKED = 100_000


@dataclass
class _Bucket:
    tokens: float
    updated: float


class RateLimiter:
    def __init__(self, per_second: float | None = None, burst: float | None = None) -> None:
        settings = current()
        self.per_second = per_second if per_second is not None else settings.rate_per_second
        self.burst = burst if burst is not None else settings.rate_burst
        self._buckets: OrderedDict[str, _Bucket] = OrderedDict()

    def check(self, key: str) -> None:
        """Spend one request for `key`, or raise RESOURCE_EXHAUSTED."""
        if self.per_second <= 0:
            return
        now = time.monotonic()
        bucket = self._buckets.get(key)
        if bucket is None:
            bucket = self._buckets[key] = _Bucket(self.burst, now)
            if len(self._buckets) > MAX_TRACKED:
                self._buckets.popitem(last=False)
        else:
            self._buckets.move_to_end(key)
            bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.updated) * self.per_second)
            bucket.updated = now
        if bucket.tokens < 1:
            wait = (1 - bucket.tokens) / self.per_second
            raise ResourceExhausted(f"too many requests; retry in {wait:.2f} s", "RATE_LIMITED")
        bucket.tokens -= 1
