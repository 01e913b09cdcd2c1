"""The webhook calls of ludus.v1.Players (players.proto, "Webhooks"): protos onto
services/webhooks/registry.py, for the signed-in caller's own endpoints only."""

from __future__ import annotations

import datetime as dt
import logging

from google.protobuf.timestamp_pb2 import Timestamp
from ludus.v1 import players_pb2
from redis.exceptions import RedisError
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.config import redis_client
from services.core.settings import Settings
from services.players.tokens import AccessClaim
from services.webhooks import tables
from services.webhooks.addresses import AddressPolicy
from services.webhooks.fanout import ensure_group
from services.webhooks.registry import Delivery, Endpoint, Webhooks, endpoint_id

log = logging.getLogger(__name__)

STATUSES = {
    tables.PENDING: players_pb2.WEBHOOK_DELIVERY_STATUS_PENDING,
    tables.DELIVERING: players_pb2.WEBHOOK_DELIVERY_STATUS_DELIVERING,
    tables.DELIVERED: players_pb2.WEBHOOK_DELIVERY_STATUS_DELIVERED,
    tables.FAILED: players_pb2.WEBHOOK_DELIVERY_STATUS_FAILED,
}


def _timestamp(when: dt.datetime | None) -> Timestamp | None:
    if when is None:
        return None
    stamp = Timestamp()
    stamp.FromDatetime(when)
    return stamp


def webhook(endpoint: Endpoint) -> players_pb2.Webhook:
    return players_pb2.Webhook(
        webhook_id=str(endpoint.id),
        url=endpoint.url,
        events=endpoint.events,
        description=endpoint.description,
        created_at=_timestamp(endpoint.created_at),
        dropped=endpoint.dropped,
    )


def delivery(found: Delivery) -> players_pb2.WebhookDelivery:
    return players_pb2.WebhookDelivery(
        delivery_id=str(found.id),
        event=found.event,
        status=STATUSES.get(found.status, players_pb2.WEBHOOK_DELIVERY_STATUS_UNSPECIFIED),
        attempts=found.attempts,
        created_at=_timestamp(found.created_at),
        last_attempt_at=_timestamp(found.last_attempt_at),
        next_attempt_at=_timestamp(found.next_attempt_at),
        response_code=found.response_code or 0,
        error=found.error or "",
        payload=found.payload,
    )


class WebhooksApi:
    def __init__(self, engine: AsyncEngine, settings: Settings) -> None:
        self.webhooks = Webhooks(engine, AddressPolicy.from_settings(settings), settings.webhooks_per_player)
        self.redis_url = settings.event_store_url
        self._group_ready = False

    async def _ensure_group(self) -> None:
        """The workers' consumer group on the notice stream exists from the first registration on
        (it starts at the stream's end), so no event after it is missed even before a worker ran."""
        if self._group_ready:
            return
        client = redis_client(self.redis_url)
        try:
            await ensure_group(client)
            self._group_ready = True
        except RedisError:
            # The registration stands: the workers' next pass creates the group (a running
            # platform's beat has long done so).
            log.warning("could not create the webhooks' consumer group on the notice stream", exc_info=True)
        finally:
            await client.aclose()

    async def create(
        self, claim: AccessClaim, request: players_pb2.CreateWebhookRequest
    ) -> players_pb2.CreateWebhookResponse:
        endpoint, secret = await self.webhooks.register(
            claim.player_id, request.url, list(request.events), request.description
        )
        await self._ensure_group()
        return players_pb2.CreateWebhookResponse(webhook=webhook(endpoint), secret=secret)

    async def list(self, claim: AccessClaim) -> players_pb2.ListWebhooksResponse:
        return players_pb2.ListWebhooksResponse(
            webhooks=[webhook(found) for found in await self.webhooks.endpoints(claim.player_id)]
        )

    async def delete(
        self, claim: AccessClaim, request: players_pb2.DeleteWebhookRequest
    ) -> players_pb2.DeleteWebhookResponse:
        await self.webhooks.remove(claim.player_id, endpoint_id(request.webhook_id))
        return players_pb2.DeleteWebhookResponse()

    async def rotate(
        self, claim: AccessClaim, request: players_pb2.RotateWebhookSecretRequest
    ) -> players_pb2.RotateWebhookSecretResponse:
        secret = await self.webhooks.rotate(claim.player_id, endpoint_id(request.webhook_id))
        return players_pb2.RotateWebhookSecretResponse(secret=secret)

    async def deliveries(
        self, claim: AccessClaim, request: players_pb2.ListWebhookDeliveriesRequest
    ) -> players_pb2.ListWebhookDeliveriesResponse:
        found = await self.webhooks.deliveries(claim.player_id, endpoint_id(request.webhook_id), request.limit)
        return players_pb2.ListWebhookDeliveriesResponse(deliveries=[delivery(one) for one in found])

    async def ping(
        self, claim: AccessClaim, request: players_pb2.PingWebhookRequest
    ) -> players_pb2.PingWebhookResponse:
        delivery_id = await self.webhooks.ping(claim.player_id, endpoint_id(request.webhook_id))
        return players_pb2.PingWebhookResponse(delivery_id=str(delivery_id))
