"""Players: sign-ins per second at the operator's argon2id cost, and access-token checks per
second (the work the gateway adds to every call made with a player's token).

    python bench/players.py [--seconds 5] [--concurrency 2]

Runs against a database of its own on the machine's PostgreSQL (tests/support/postgres.py's
server, 127.0.0.1:5432 unless LUDUS_TEST_POSTGRES says otherwise), created and dropped here.
Figures: argon2id hash time at the default cost (2 passes over 19 MiB, one lane) and at RFC
9106's (3 passes over 64 MiB); sign-ins per
second (name lookup, failure counters, argon2id verify, a new session row) with `--concurrency`
sign-ins in flight; `verify_access` per second with the 1 s live-check cache (a JWT decode) and
without it (a JWT decode and one indexed PostgreSQL query).
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import time
import uuid
from collections.abc import Awaitable, Callable

from services.players import db
from services.players.accounts import Accounts
from services.players.passwords import Passwords
from services.players.tokens import AccessTokens
from tests.support.postgres import fresh_database


async def rate(seconds: float, concurrency: int, work: Callable[[], Awaitable[object]]) -> float:
    done = 0
    deadline = time.perf_counter() + seconds

    async def worker() -> None:
        nonlocal done
        while time.perf_counter() < deadline:
            await work()
            done += 1

    start = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    return done / (time.perf_counter() - start)


async def measure(url: str, seconds: float, concurrency: int) -> None:
    engine = db.engine(url, pool_size=max(4, concurrency))
    passwords = Passwords()  # the defaults: what an operator gets without tuning
    for label, hasher in (("t=2, m=19 MiB", passwords), ("t=3, m=64 MiB", Passwords(3, 65536))):
        started = time.perf_counter()
        for _ in range(5):
            await hasher.hash("correct horse battery staple")
        print(f"argon2id hash ({label}, p=1): {(time.perf_counter() - started) / 5 * 1000:.0f} ms")
    cached = Accounts(engine, AccessTokens(b"b" * 32), passwords, check_seconds=1.0, signin_failures=10**9)
    uncached = Accounts(engine, AccessTokens(b"b" * 32), passwords, check_seconds=0.0, signin_failures=10**9)
    name = f"bench{uuid.uuid4().hex[:8]}"
    session = await cached.sign_up(name, "correct horse battery staple")
    sign_ins = await rate(seconds, concurrency, lambda: cached.sign_in(name, "correct horse battery staple", "b"))
    print(f"sign-ins per second ({concurrency} in flight): {sign_ins:.1f}")
    for label, accounts, workers in (("cached", cached, 1), ("uncached", uncached, 1), ("uncached", uncached, 8)):
        per_second = await rate(seconds, workers, functools.partial(accounts.verify_access, session.access_token))
        print(f"access-token checks per second ({label}, {workers} in flight): {per_second:,.0f}")
    await engine.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--concurrency", type=int, default=2)
    args = parser.parse_args()
    with fresh_database("ludus_bench") as url:
        db.migrate(url)
        asyncio.run(measure(url, args.seconds, args.concurrency))


if __name__ == "__main__":
    main()
