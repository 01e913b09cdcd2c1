"""When and how a call is retried: transport failures only, with capped exponential backoff.

Only calls that are safe to repeat are retried: the reads, and SubmitCommand because it always
carries a command id (the same one on every attempt, so the platform applies it at most once).
CreateMatch and JoinMatch are not retried: a lost answer may hide a match or seat that exists.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import grpc

#: The statuses that say "the platform was not reached in time": the call may be repeated.
RETRYABLE = frozenset({grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED})


@dataclass(frozen=True)
class RetryPolicy:
    """`attempts` in all (1 = no retry); the n-th retry waits about initial * multiplier**n
    seconds, at most `maximum`, with full jitter so that many clients do not retry in step."""

    attempts: int = 6
    initial: float = 0.1
    maximum: float = 5.0
    multiplier: float = 2.0
    codes: frozenset[grpc.StatusCode] = RETRYABLE

    def should_retry(self, code: grpc.StatusCode, attempt: int) -> bool:
        """`attempt` counts from 1 (the attempt that just failed)."""
        return code in self.codes and attempt < self.attempts

    def backoff(self, attempt: int) -> float:
        ceiling = min(self.maximum, self.initial * self.multiplier ** (attempt - 1))
        return random.uniform(0, ceiling)


NO_RETRY = RetryPolicy(attempts=1)
