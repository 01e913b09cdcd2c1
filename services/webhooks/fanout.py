"""From the notice stream to queued deliveries: `ludus:notices` read through the consumer group
`webhooks`, each entry's events written as delivery rows in PostgreSQL, then acknowledged.

An entry is acknowledged (XACK) only after the transaction holding its deliveries committed, so a
worker killed in between leaves it pending and another pass claims it (XAUTOCLAIM) once it has been
idle for `claim_idle_ms`; the rows' unique (endpoint, event key) makes the second reading insert
nothing. From the commit on, the delivery row is the truth and the retries work from it: nothing
acknowledged is lost.

Seat holders come from PostgreSQL's `seats`. A match's creator is recorded there just *after* the
match's first notice (the match exists before the gateway records the seat), which is why the
gateway adds a `seated` notice after recording a seat: its events are those of the match's last
notice, kept for it in Redis (LAST_NOTICE). The last notice is stored *before* the seat holders
are read, so whichever of the two entries is handled second (by any worker) sees the other's work:
either the holder was recorded in time for the match notice, or the `seated` entry finds the
notice stored. Events the two both produce share their key and are queued once.

An endpoint hears of events from after it was registered (a notice's id is its time), so a group
created late, or an entry claimed long after, never tells a new endpoint of old matters.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import uuid
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from redis.asyncio import Redis
from redis.asyncio.cluster import RedisCluster
from redis.exceptions import ResponseError
from sqlalchemy import func, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from services.core.notices import INVITED, MATCH, NOTICES, SEATED, Notice
from services.players import schema
from services.webhooks import tables
from services.webhooks.events import Event, body, invitation_event, operator_events, seat_events

log = logging.getLogger(__name__)

RedisClient = Redis | RedisCluster
GROUP = "webhooks"
#: A match's last notice, for the `seated` entries after it (see the module's docstring).
LAST_NOTICE = "ludus:webhooks:last-notice:{match_id}"
#: How long a last notice is kept: a seat is recorded within moments of its match's notice.
LAST_NOTICE_SECONDS = 3600


async def ensure_group(redis: RedisClient) -> None:
    """The group, created at the stream's end: webhooks hear of what comes after."""
    try:
        await redis.xgroup_create(NOTICES, GROUP, id="$", mkstream=True)
    except ResponseError as error:
        if "BUSYGROUP" not in str(error):
            raise


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _notice_time(notice_id: str) -> dt.datetime:
    return dt.datetime.fromtimestamp(int(notice_id.partition("-")[0]) / 1000, dt.UTC)


@dataclass
class FanoutBatch:
    entries: int = 0
    queued: int = 0
    dropped: int = 0


@dataclass(frozen=True)
class _Target:
    endpoint: uuid.UUID
    created_at: dt.datetime


class NoticeFanout:
    def __init__(
        self,
        redis: RedisClient,
        engine: AsyncEngine,
        consumer: str,
        *,
        queue_limit: int,
        batch: int = 200,
        claim_idle_ms: int = 30_000,
    ) -> None:
        self.redis = redis
        self.engine = engine
        self.consumer = consumer
        self.queue_limit = queue_limit
        self.batch = batch
        self.claim_idle_ms = claim_idle_ms

    async def run_once(self) -> FanoutBatch:
        """Claim what a dead consumer left, read what is new, queue and acknowledge it."""
        done = FanoutBatch()
        claimed = await self.redis.xautoclaim(
            NOTICES, GROUP, self.consumer, self.claim_idle_ms, "0-0", count=self.batch
        )
        if len(claimed) > 2 and claimed[2]:
            # Trimmed away (the stream is capped) before anyone handled them: nothing to claim.
            await self.redis.xack(NOTICES, GROUP, *claimed[2])
        await self._handle(claimed[1], done)
        read: Any = await self.redis.xreadgroup(GROUP, self.consumer, {NOTICES: ">"}, count=self.batch)
        for _stream, entries in read or []:
            await self._handle(entries, done)
        return done

    async def drain(self, max_batches: int) -> FanoutBatch:
        total = FanoutBatch()
        for _ in range(max_batches):
            done = await self.run_once()
            total.entries += done.entries
            total.queued += done.queued
            total.dropped += done.dropped
            if done.entries < self.batch:
                break
        return total

    async def _handle(self, entries: Sequence[tuple[Any, dict[Any, Any]]], done: FanoutBatch) -> None:
        """Queue a batch in one transaction; if that fails, entry by entry, so that one entry that
        cannot be handled holds back only itself (it stays pending, claimed again later)."""
        if not entries:
            return
        try:
            await self._commit(entries, done)
        except Exception:
            if len(entries) == 1:
                raise
            log.warning("webhooks: a batch of %d notices failed; handling them one by one", len(entries), exc_info=True)
            for entry in entries:
                try:
                    await self._commit([entry], done)
                except Exception:
                    log.exception("webhooks: notice %s failed; it stays pending", _text(entry[0]))

    async def _commit(self, entries: Sequence[tuple[Any, dict[Any, Any]]], done: FanoutBatch) -> None:
        events: list[tuple[Notice, Event]] = []
        for entry_id, fields in entries:
            notice = Notice(_text(entry_id), {_text(key): _text(value) for key, value in fields.items()})
            try:
                events += [(notice, event) for event in await self._events(notice)]
            except (KeyError, ValueError):
                log.warning("webhooks: notice %s is malformed (%r); skipped", notice.id, notice.fields)
        async with self.engine.begin() as connection:
            await self._queue(connection, events, done)
        # Only now, after the commit: an acknowledged entry's deliveries are in PostgreSQL.
        await self.redis.xack(NOTICES, GROUP, *[entry_id for entry_id, _ in entries])
        done.entries += len(entries)

    async def _events(self, notice: Notice) -> list[Event]:
        kind, fields = notice.fields.get("kind"), notice.fields
        if kind == INVITED:
            found = invitation_event(notice)
            return [found] if found is not None else []
        if kind == SEATED:
            stored = await self.redis.get(LAST_NOTICE.format(match_id=fields["match"]))
            if stored is None:
                return []
            last = json.loads(stored)
            return seat_events(Notice(last["id"], last["fields"]), int(fields["seat"]), uuid.UUID(fields["player"]))
        if kind != MATCH:
            return []
        match_id = fields["match"]
        await self.redis.set(
            LAST_NOTICE.format(match_id=match_id),
            json.dumps({"id": notice.id, "fields": dict(fields)}),
            ex=LAST_NOTICE_SECONDS,
        )
        events = operator_events(notice)
        async with self.engine.connect() as connection:
            rows = await connection.execute(
                select(schema.seats.c.seat, schema.seats.c.player_id).where(schema.seats.c.match_id == match_id)
            )
            for row in rows:
                events += seat_events(notice, row.seat, row.player_id)
        return events

    async def _targets(
        self, connection: AsyncConnection, events: list[tuple[Notice, Event]]
    ) -> dict[uuid.UUID | None, list[tuple[_Target, list[str]]]]:
        """Each audience's endpoints (player id, or None for the operator's) and their events."""
        players = {event.player for _, event in events if event.player is not None}
        endpoints = tables.endpoints
        query = select(endpoints.c.id, endpoints.c.player_id, endpoints.c.events, endpoints.c.created_at).where(
            endpoints.c.player_id.is_(None)
        )
        found: dict[uuid.UUID | None, list[tuple[_Target, list[str]]]] = defaultdict(list)
        for row in await connection.execute(query):
            found[None].append((_Target(row.id, row.created_at), list(row.events)))
        if players:
            # A deleted or banned player's endpoints are told nothing more.
            held = (
                select(endpoints.c.id, endpoints.c.player_id, endpoints.c.events, endpoints.c.created_at)
                .join(schema.players, schema.players.c.id == endpoints.c.player_id)
                .where(
                    endpoints.c.player_id.in_(players),
                    schema.players.c.deleted_at.is_(None),
                    schema.players.c.banned.is_(False),
                )
            )
            for row in await connection.execute(held):
                found[row.player_id].append((_Target(row.id, row.created_at), list(row.events)))
        return found

    async def _queue(self, connection: AsyncConnection, events: list[tuple[Notice, Event]], done: FanoutBatch) -> None:
        if not events:
            return
        targets = await self._targets(connection, events)
        rows: list[dict[str, Any]] = []
        for notice, event in events:
            when = _notice_time(notice.id)
            for target, wanted in targets.get(event.player, ()):
                if event.type in wanted and when >= target.created_at:
                    delivery = uuid.uuid4()
                    rows.append(
                        {
                            "id": delivery,
                            "endpoint_id": target.endpoint,
                            "event_key": event.key,
                            "event": event.type,
                            "payload": body(delivery, event, when),
                        }
                    )
        if not rows:
            return
        deliveries = tables.deliveries
        counted = await connection.execute(
            select(deliveries.c.endpoint_id, func.count())
            .where(
                deliveries.c.endpoint_id.in_({row["endpoint_id"] for row in rows}),
                deliveries.c.status.in_((tables.PENDING, tables.DELIVERING)),
            )
            .group_by(deliveries.c.endpoint_id)
        )
        waiting: dict[uuid.UUID, int] = {endpoint: count for endpoint, count in counted}
        kept: list[dict[str, Any]] = []
        dropped: dict[uuid.UUID, int] = defaultdict(int)
        for row in rows:
            endpoint = row["endpoint_id"]
            if waiting.get(endpoint, 0) >= self.queue_limit:
                # A flooded (or dead) endpoint's queue stops growing: the events are counted,
                # and the platform goes on.
                dropped[endpoint] += 1
                continue
            waiting[endpoint] = waiting.get(endpoint, 0) + 1
            kept.append(row)
        if kept:
            inserted = await connection.execute(
                insert(deliveries)
                .values(kept)
                .on_conflict_do_nothing(constraint="webhook_deliveries_once")
                .returning(deliveries.c.id)
            )
            done.queued += len(inserted.all())
        for endpoint, count in dropped.items():
            await connection.execute(
                update(tables.endpoints)
                .where(tables.endpoints.c.id == endpoint)
                .values(dropped=tables.endpoints.c.dropped + count)
            )
            done.dropped += count
