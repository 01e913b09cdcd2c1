"""Sign-in attempt limits per name and per address, with exponential backoff, in PostgreSQL.

After LUDUS_SIGNIN_FAILURES failures for a name (existing or not: a lock must not tell which
names exist) or from an address, each further attempt waits 1 s, then 2 s, 4 s … up to 15
minutes before it is even checked; a success clears the name's count. Kept in the database, so
every gateway replica enforces the same count.
"""

from __future__ import annotations

import datetime as dt
import math

from sqlalchemy import delete, func, select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.errors import ResourceExhausted
from services.players import schema

MAX_BACKOFF_SECONDS = 900


def backoff_seconds(failures: int, allowed: int) -> int:
    """How long the next attempt waits after `failures` failures (0 while under the limit)."""
    if failures < allowed:
        return 0
    return int(min(2 ** min(failures - allowed, 20), MAX_BACKOFF_SECONDS))


class SigninLimits:
    def __init__(self, allowed_failures: int) -> None:
        self.allowed = allowed_failures

    @staticmethod
    def keys(name_key: str, address: str) -> list[str]:
        return [f"name:{name_key}"] + ([f"address:{address}"] if address else [])

    async def check(self, engine: AsyncEngine, name_key: str, address: str) -> None:
        """Refuse (RESOURCE_EXHAUSTED, SIGNIN_BACKOFF) while the name or address must wait."""
        async with engine.connect() as connection:
            waits = (
                await connection.execute(
                    select(func.max(schema.signin_failures.c.locked_until) - func.now()).where(
                        schema.signin_failures.c.key.in_(self.keys(name_key, address))
                    )
                )
            ).scalar_one_or_none()
        if isinstance(waits, dt.timedelta) and waits.total_seconds() > 0:
            seconds = math.ceil(waits.total_seconds())
            raise ResourceExhausted(
                f"too many failed sign-ins for this name or from this address: retry in {seconds} s "
                f"(after {self.allowed} failures each attempt waits longer)",
                "SIGNIN_BACKOFF",
            )

    async def failed(self, engine: AsyncEngine, name_key: str, address: str) -> None:
        table = schema.signin_failures
        async with engine.begin() as connection:
            for key in self.keys(name_key, address):
                failures = (
                    await connection.execute(
                        insert(table)
                        .values(key=key, failures=1)
                        .on_conflict_do_update(index_elements=[table.c.key], set_={"failures": table.c.failures + 1})
                        .returning(table.c.failures)
                    )
                ).scalar_one()
                wait = backoff_seconds(failures, self.allowed)
                if wait:
                    await connection.execute(
                        table.update()
                        .where(table.c.key == key)
                        .values(locked_until=func.now() + dt.timedelta(seconds=wait))
                    )

    async def succeeded(self, engine: AsyncEngine, name_key: str) -> None:
        async with engine.begin() as connection:
            await connection.execute(
                delete(schema.signin_failures).where(schema.signin_failures.c.key == f"name:{name_key}")
            )
