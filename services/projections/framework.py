"""What a projection is, and how one archived match is applied to it exactly once.

A projection is a read model derived from finished matches: it names its tables, applies one
`ArchivedMatch` inside a transaction it is handed, and can be reset (emptied) for a rebuild. The
framework, not the projection, makes the application idempotent: `apply_once` records (projection,
match id) in the `projection_applied` ledger in the same transaction as the projection's own
writes, so a match delivered twice by the at-least-once feed, or met again by a rebuild, is
applied once — and a projection may keep aggregates (ratings) that a second application would
corrupt.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import ClassVar

from sqlalchemy import Table, delete, text
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncConnection

from services.archive.records import ArchivedMatch
from services.projections.tables import applied


class Projection(ABC):
    """A read model fed by finished matches. Subclasses set `name` and `tables` and write `apply`."""

    #: Stable: it names the projection's consumer group and its rows in the ledger.
    name: ClassVar[str]
    #: Every table the projection writes (and `reset` empties).
    tables: ClassVar[tuple[Table, ...]]

    @abstractmethod
    async def apply(self, connection: AsyncConnection, match: ArchivedMatch) -> None:
        """Write what `match` contributes. Called at most once per match (see `apply_once`),
        in (finished_ms, match_id) order during a rebuild, in feed order live."""

    async def apply_all(self, connection: AsyncConnection, matches: Sequence[ArchivedMatch]) -> None:
        """Apply several matches, in the order given (a projection overrides this to write them
        in one statement; the default applies them one by one)."""
        for match in matches:
            await self.apply(connection, match)

    async def reset(self, connection: AsyncConnection) -> None:
        """Empty the projection's tables and forget which matches it applied."""
        names = ", ".join(f'"{table.name}"' for table in self.tables)
        # TRUNCATE rather than DELETE: constant time. A rebuild calls this holding the
        # projection's exclusive lock (hold), so no application is in flight meanwhile.
        await connection.execute(text(f"TRUNCATE {names}"))
        await connection.execute(delete(applied).where(applied.c.projection == self.name))


async def hold(connection: AsyncConnection, projection: Projection, *, exclusive: bool = False) -> None:
    """Take the projection's transaction lock: shared to apply matches, exclusive to rebuild.

    Without it a rebuild and a live application can deadlock (PostgreSQL detects it and aborts
    one): the live one claims a match in the ledger and then waits on the rebuild's TRUNCATE
    lock, while the rebuild reaches that match and waits on the live one's ledger row. With it,
    applications wait for a rebuild to commit (and a rebuild for the applications in flight),
    then go on; the lock ends with the transaction."""
    function = "pg_advisory_xact_lock" if exclusive else "pg_advisory_xact_lock_shared"
    await connection.execute(text(f"SELECT {function}(hashtext(:key))"), {"key": f"projection:{projection.name}"})


async def apply_once(connection: AsyncConnection, projection: Projection, match: ArchivedMatch) -> bool:
    """Apply `match` unless the ledger says it already was; True if it was applied now.

    The ledger row and the projection's rows are written in the caller's transaction, so either
    both are committed or neither is."""
    await hold(connection, projection)
    claimed = await connection.execute(
        insert(applied)
        .values(projection=projection.name, match_id=match.match_id)
        .on_conflict_do_nothing()
        .returning(applied.c.match_id)
    )
    if claimed.first() is None:
        return False
    await projection.apply(connection, match)
    return True


async def apply_new(connection: AsyncConnection, projection: Projection, matches: Sequence[ArchivedMatch]) -> int:
    """`apply_once` for a batch: one ledger statement claims every match not applied before, and
    the projection applies those (in the order given) in one go; answers how many were new."""
    if not matches:
        return 0
    await hold(connection, projection)
    claimed = await connection.execute(
        insert(applied)
        .values([{"projection": projection.name, "match_id": match.match_id} for match in matches])
        .on_conflict_do_nothing()
        .returning(applied.c.match_id)
    )
    new = set(claimed.scalars().all())
    # A match twice in one batch (the feed may repeat itself) is claimed once, applied once.
    fresh = [match for match in {match.match_id: match for match in matches}.values() if match.match_id in new]
    await projection.apply_all(connection, fresh)
    return len(fresh)
