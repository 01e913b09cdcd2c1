"""Registering endpoints, and reading them and their deliveries back: what the Players API
(gateway/webhooks.py) and `ludus webhooks` (operators.py) both call.

An owner is a player's id, or OPERATOR: the operator's endpoints hear platform-wide events, a
player's only their own (events.py). A player sees and changes only their own endpoints; anything
else answers NOT_FOUND exactly as a missing id does.
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import ColumnElement, delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.errors import InvalidCommand, NotFound, ResourceExhausted
from services.webhooks import signing, tables
from services.webhooks.addresses import AddressPolicy, checked
from services.webhooks.events import OPERATOR_EVENTS, PING, PLAYER_EVENTS, Event, body

#: The operator, as an owner (a player's owner is their id).
OPERATOR = None
Owner = uuid.UUID | None
#: After a rotation, the previous secret still signs (a second `v1=`) this long.
ROTATION_GRACE = dt.timedelta(hours=24)
MAX_DESCRIPTION = 200
MAX_LISTED_DELIVERIES = 100
NOT_FOUND = "no webhook endpoint {endpoint_id} of yours"


@dataclass(frozen=True)
class Endpoint:
    id: uuid.UUID
    player_id: uuid.UUID | None
    url: str
    events: tuple[str, ...]
    description: str
    created_at: dt.datetime
    dropped: int


@dataclass(frozen=True)
class Delivery:
    id: uuid.UUID
    event: str
    status: str
    attempts: int
    created_at: dt.datetime
    last_attempt_at: dt.datetime | None
    #: The next attempt's time while pending (a lease's end while delivering); None once done.
    next_attempt_at: dt.datetime | None
    response_code: int | None
    error: str | None
    payload: str


def endpoint_id(text: str) -> uuid.UUID:
    try:
        return uuid.UUID(text)
    except ValueError:
        raise InvalidCommand("a webhook endpoint id is a UUID, as registering answered", "WEBHOOK_ID_INVALID") from None


def _events(owner: Owner, events: Sequence[str]) -> tuple[str, ...]:
    allowed = OPERATOR_EVENTS if owner is OPERATOR else PLAYER_EVENTS
    if not events:
        raise InvalidCommand(f"name the events to deliver: some of {', '.join(allowed)}", "WEBHOOK_EVENTS_MISSING")
    unknown = [event for event in events if event not in allowed]
    if unknown:
        raise InvalidCommand(
            f"unknown webhook event {unknown[0]!r}; {'an operator' if owner is OPERATOR else 'a player'}'s"
            f" endpoint may have {', '.join(allowed)}",
            "WEBHOOK_EVENT_UNKNOWN",
        )
    return tuple(dict.fromkeys(events))


def _endpoint(row: object) -> Endpoint:
    return Endpoint(
        row.id,  # type: ignore[attr-defined]
        row.player_id,  # type: ignore[attr-defined]
        row.url,  # type: ignore[attr-defined]
        tuple(row.events),  # type: ignore[attr-defined]
        row.description,  # type: ignore[attr-defined]
        row.created_at,  # type: ignore[attr-defined]
        row.dropped,  # type: ignore[attr-defined]
    )


class Webhooks:
    def __init__(self, engine: AsyncEngine, policy: AddressPolicy, per_player: int) -> None:
        self.engine = engine
        self.policy = policy
        self.per_player = per_player

    def _mine(self, owner: Owner, endpoint: uuid.UUID) -> ColumnElement[bool]:
        """The condition "this endpoint, and the owner's" (the operator reaches every endpoint)."""
        condition = tables.endpoints.c.id == endpoint
        if owner is not OPERATOR:
            condition = condition & (tables.endpoints.c.player_id == owner)
        return condition

    async def register(
        self, owner: Owner, url: str, events: Sequence[str], description: str = ""
    ) -> tuple[Endpoint, str]:
        """A new endpoint and its secret (shown this once). The URL's host must resolve to
        addresses the policy allows, now and at every attempt."""
        wanted = _events(owner, events)
        if len(description) > MAX_DESCRIPTION:
            raise InvalidCommand(
                f"a description has at most {MAX_DESCRIPTION} characters", "WEBHOOK_DESCRIPTION_TOO_LONG"
            )
        await checked(url, self.policy)
        secret = signing.new_secret()
        endpoints = tables.endpoints
        async with self.engine.begin() as connection:
            if owner is not OPERATOR:
                # Serialise one player's registrations, so two at once cannot both pass the limit.
                await connection.execute(select(func.pg_advisory_xact_lock(func.hashtext(str(owner)))))
                held = (
                    await connection.execute(select(func.count()).where(endpoints.c.player_id == owner))
                ).scalar_one()
                if held >= self.per_player:
                    raise ResourceExhausted(
                        f"a player may register {self.per_player} webhook endpoints (LUDUS_WEBHOOKS_PER_PLAYER);"
                        " delete one first",
                        "WEBHOOK_ENDPOINTS",
                    )
            row = (
                await connection.execute(
                    endpoints.insert()
                    .values(
                        id=uuid.uuid4(),
                        player_id=owner,
                        url=url,
                        events=list(wanted),
                        description=description,
                        secret=secret,
                    )
                    .returning(*endpoints.c)
                )
            ).one()
        return _endpoint(row), secret

    async def endpoints(self, owner: Owner) -> list[Endpoint]:
        """The owner's endpoints (the operator's: every endpoint), oldest first."""
        endpoints = tables.endpoints
        query = select(*endpoints.c).order_by(endpoints.c.created_at, endpoints.c.id)
        if owner is not OPERATOR:
            query = query.where(endpoints.c.player_id == owner)
        async with self.engine.connect() as connection:
            return [_endpoint(row) for row in await connection.execute(query)]

    async def remove(self, owner: Owner, endpoint: uuid.UUID) -> None:
        """Delete an endpoint and its deliveries: nothing more is sent to it."""
        async with self.engine.begin() as connection:
            result = await connection.execute(delete(tables.endpoints).where(self._mine(owner, endpoint)))
        if result.rowcount == 0:
            raise NotFound(NOT_FOUND.format(endpoint_id=endpoint))

    async def rotate(self, owner: Owner, endpoint: uuid.UUID) -> str:
        """A new secret (shown this once); the previous one still signs for ROTATION_GRACE, so a
        receiver can switch without missing a delivery."""
        secret = signing.new_secret()
        endpoints = tables.endpoints
        async with self.engine.begin() as connection:
            result = await connection.execute(
                update(endpoints)
                .where(self._mine(owner, endpoint))
                .values(
                    previous_secret=endpoints.c.secret,
                    previous_until=func.now() + ROTATION_GRACE,
                    secret=secret,
                )
            )
        if result.rowcount == 0:
            raise NotFound(NOT_FOUND.format(endpoint_id=endpoint))
        return secret

    async def deliveries(self, owner: Owner, endpoint: uuid.UUID, limit: int = 20) -> list[Delivery]:
        """The endpoint's newest deliveries, newest first."""
        deliveries = tables.deliveries
        limit = max(1, min(limit or 20, MAX_LISTED_DELIVERIES))
        async with self.engine.connect() as connection:
            found = (await connection.execute(select(tables.endpoints.c.id).where(self._mine(owner, endpoint)))).first()
            if found is None:
                raise NotFound(NOT_FOUND.format(endpoint_id=endpoint))
            rows = await connection.execute(
                select(*deliveries.c)
                .where(deliveries.c.endpoint_id == endpoint)
                .order_by(deliveries.c.created_at.desc(), deliveries.c.id)
                .limit(limit)
            )
            return [
                Delivery(
                    row.id,
                    row.event,
                    row.status,
                    row.attempts,
                    row.created_at,
                    row.last_attempt_at,
                    row.next_attempt_at if row.status in (tables.PENDING, tables.DELIVERING) else None,
                    row.response_code,
                    row.error,
                    row.payload,
                )
                for row in rows
            ]

    async def ping(self, owner: Owner, endpoint: uuid.UUID) -> uuid.UUID:
        """Queue a `ping` delivery to the endpoint (a receiver's test); its delivery id."""
        delivery = uuid.uuid4()
        event = Event(PING, f"{PING}:{delivery}", owner, {"webhook_id": str(endpoint)})
        async with self.engine.begin() as connection:
            found = (await connection.execute(select(tables.endpoints.c.id).where(self._mine(owner, endpoint)))).first()
            if found is None:
                raise NotFound(NOT_FOUND.format(endpoint_id=endpoint))
            await connection.execute(
                tables.deliveries.insert().values(
                    id=delivery,
                    endpoint_id=endpoint,
                    event_key=event.key,
                    event=PING,
                    payload=body(delivery, event, dt.datetime.now(dt.UTC)),
                )
            )
        return delivery
