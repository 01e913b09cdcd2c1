"""Operators' commands on match logs: audit, replay, export, import (`ludus audit|replay|export|import`).

They read Redis directly (LUDUS_REDIS_URL), not through the services, so they work for any match
in the store, even of a game whose service is down; with a database (LUDUS_DATABASE_URL) they read
archived matches too, through the same tiered store the services use (services/archive/tiered.py).

Exported files are `ludus.backend.v1.MatchExport` messages: self-contained, auditable offline
without Redis, in any language.
"""

from __future__ import annotations

import json
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from google.protobuf import json_format
from ludus.backend.v1 import store_pb2
from ludus.v1 import common_pb2
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from services import games
from services.archive.postgres import PostgresArchive
from services.archive.tiered import open_archive, tiered_storage
from services.core.audit import AuditReport, audit
from services.core.codec import parse
from services.core.config import redis_client, redis_url
from services.core.errors import NotFound
from services.core.events import from_envelope, to_envelope
from services.core.match import MATCH_CREATED, MATCH_ENDED, empty_match, fold_events, match_info
from services.core.ports import Storage
from services.core.rng import commitment
from services.core.runner import MatchRunner
from services.core.store import redis_storage

EXPORT_FORMAT = 1


def game_of(match_id: str) -> str:
    name, separator, _ = match_id.partition("-")
    if not separator or name not in games.names():
        raise NotFound(f"{match_id!r} is not a match id of a registered game")
    return name


@dataclass
class AuditRow:
    match_id: str
    report: common_pb2.AuditReport


@asynccontextmanager
async def opened_storage(url: str | None) -> AsyncIterator[tuple[Storage, PostgresArchive | None]]:
    """The storage on LUDUS_REDIS_URL (or `url`), tiered over the archive when one is configured."""
    client = redis_client(redis_url(url))
    storage = redis_storage(client)
    archive = None
    try:
        archive = await open_archive()
        if archive is not None:
            storage = tiered_storage(storage, archive)
        yield storage, archive
    finally:
        await client.aclose()
        if archive is not None:
            await archive.engine.dispose()


async def archived_ids(archive: PostgresArchive, batch: int = 1000) -> list[str]:
    """Every archived match, in finishing order."""
    found: list[str] = []
    after: tuple[int, str] | None = None
    while page := await archive.scan(after, batch):
        found += [row.match_id for row in page]
        after = page[-1].order
    return found


async def audit_matches(match_ids: list[str], everything: bool, url: str | None, console: Console) -> int:
    """Audit matches in the store (storing each report); returns the number that failed. With
    `everything`, every match in Redis and, when one is configured, in the archive."""
    async with opened_storage(url) as (storage, archive):
        if everything:
            match_ids = [match_id for name in games.names() for match_id in await storage.index.all(name)]
            if archive is not None:
                match_ids += await archived_ids(archive)
        rows: list[AuditRow] = []
        with Progress(
            TextColumn("auditing"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(), console=console
        ) as progress:
            task = progress.add_task("audit", total=len(match_ids))
            for match_id in match_ids:
                runner: MatchRunner[Any] = MatchRunner(games.load(game_of(match_id)), storage)
                rows.append(AuditRow(match_id, await runner.audit(match_id)))
                progress.advance(task)
    table = Table("match", "verdict", "events", "first bad version", "reason")
    for row in rows:
        report = row.report
        verdict = "[green]ok[/green]" if report.ok else "[red]FAILED[/red]"
        bad = str(report.first_bad_version) if not report.ok else ""
        table.add_row(row.match_id, verdict, str(report.events_checked), bad, report.reason)
    console.print(table)
    failed = sum(1 for row in rows if not row.report.ok)
    console.print(f"{len(rows)} audited, {failed} failed")
    return failed


def audit_file(path: Path, console: Console) -> AuditReport:
    """Audit an exported match offline."""
    exported = store_pb2.MatchExport.FromString(path.read_bytes())
    if exported.format != EXPORT_FORMAT:
        raise ValueError(f"unknown export format {exported.format}")
    events = [from_envelope(entry) for entry in exported.entries]
    report = audit(games.load(exported.game), events, exported.seed or None)
    state = "ok" if report.ok else f"FAILED at version {report.first_bad_version}: {report.reason}"
    console.print(f"{exported.match_id}: {state} ({report.events_checked} events, {report.commands_replayed} requests)")
    return report


async def replay(match_id: str, version: int, seat: int | None, url: str | None) -> str:
    """The view of `seat` (None: a spectator) at `version`, as canonical JSON."""
    game = games.load(game_of(match_id))
    async with opened_storage(url) as (storage, _archive):
        events = await storage.events.read(match_id, after=0, upto=version)
    if not events:
        raise NotFound(f"no match {match_id!r}")
    match = fold_events(game, empty_match(match_id, b""), events)
    view = game.view(match.require_state(), seat)
    summary = json_format.MessageToDict(match_info(game, match))
    document = {"version": match.version, "match": summary, "view": json_format.MessageToDict(view)}
    return json.dumps(document, indent=2)


async def export(match_id: str, with_seed: bool, url: str | None) -> bytes:
    game = game_of(match_id)
    async with opened_storage(url) as (storage, _archive):
        events = await storage.events.read(match_id)
        meta = await storage.events.meta(match_id)
    if not events or meta is None:
        raise NotFound(f"no match {match_id!r}")
    exported = store_pb2.MatchExport(
        format=EXPORT_FORMAT, match_id=match_id, game=game, entries=[to_envelope(event) for event in events]
    )
    if with_seed and events[-1].type != MATCH_ENDED:
        exported.seed = bytes.fromhex(meta["seed"].decode())
    return exported.SerializeToString()


async def import_file(data: bytes, url: str | None, console: Console) -> str:
    """Load an exported match into the store after auditing it; returns the match id."""
    exported = store_pb2.MatchExport.FromString(data)
    game = games.load(exported.game)
    events = [from_envelope(entry) for entry in exported.entries]
    report = audit(game, events, exported.seed or None)
    if not report.ok:
        raise ValueError(f"refusing to import: the audit fails at version {report.first_bad_version}: {report.reason}")
    created = parse(events[0].data, common_pb2.MatchCreated)
    seed = exported.seed or parse(events[-1].data, common_pb2.MatchEnded).seed
    assert events[0].type == MATCH_CREATED and commitment(seed) == created.seed_commitment
    match = fold_events(game, empty_match(exported.match_id, seed), events)
    meta: dict[str, str | bytes | int] = {
        "game": exported.game,
        "version": match.version,
        "last_hash": match.last_hash,
        "seed": seed.hex(),
        "commitment": created.seed_commitment,
        "created_ms": events[0].time_ms,
        "status": match.platform.status,
    }
    async with opened_storage(url) as (storage, _archive):
        # The tiered store refuses a match that is archived, as Redis refuses one it holds.
        await storage.events.import_log(exported.match_id, meta, events)
        await storage.index.add(exported.game, exported.match_id, events[0].time_ms)
    console.print(f"imported {exported.match_id} ({len(events)} events, audit ok)")
    return exported.match_id


def write_binary(data: bytes) -> None:
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


__all__ = ["audit_file", "audit_matches", "export", "import_file", "replay", "write_binary"]
