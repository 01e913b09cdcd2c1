"""`ludus projections rebuild NAME|status`: the operators' commands on the projections."""

from __future__ import annotations

import argparse
import time

from rich.console import Console
from rich.table import Table

from services.archive.records import ArchiveReader
from services.core.config import redis_client, redis_url
from services.players import db
from services.projections.rebuild import rebuild, status
from services.projections.registry import PROJECTIONS
from services.projections.wiring import archive_reader


async def run(url: str, args: argparse.Namespace, archive: ArchiveReader | None = None) -> int:
    """`archive` overrides the platform's (the tests hand in the in-memory one)."""
    engine = db.engine(url, pool_size=1)
    console = Console()
    try:
        if args.projections_command == "rebuild":
            if args.name not in PROJECTIONS:
                console.print(f"no projection {args.name!r}; there are: {', '.join(sorted(PROJECTIONS))}")
                return 2
            reader = archive if archive is not None else archive_reader(engine)
            started = time.perf_counter()
            count = await rebuild(engine, reader, PROJECTIONS[args.name])
            console.print(
                f"{args.name}: rebuilt from {count} archived matches in {time.perf_counter() - started:.1f} s"
            )
            return 0
        client = redis_client(redis_url())
        try:
            table = Table("projection", "applied", "pending", "lag")
            for projection in PROJECTIONS.values():
                found = await status(engine, client, projection)
                lag = "no group yet" if not found.group else ("unknown" if found.lag is None else str(found.lag))
                table.add_row(found.projection, str(found.applied), str(found.pending), lag)
            console.print(table)
        finally:
            await client.aclose()
        return 0
    finally:
        await engine.dispose()
