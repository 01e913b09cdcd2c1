"""Sending deliveries: claim the due ones, attempt each over HTTP, record how it went.

Claiming locks the endpoints with due deliveries (`FOR UPDATE SKIP LOCKED`: concurrent passes take
different endpoints) and marks at most LUDUS_WEBHOOK_CONCURRENCY of each endpoint's deliveries as
`delivering`, counting those already in flight; the claim is a lease (`next_attempt_at`), so a
delivery whose worker died is claimed again when it ends. The attempt is counted at the claim: a
delivery that kills its worker every time still runs out of attempts.

An attempt resolves the host, checks every address against the policy (addresses.py), connects to
the checked address (DNS rebinding cannot redirect it), verifies TLS for the name, sends the body
with a fresh signature, follows no redirect, and is cut off after LUDUS_WEBHOOK_TIMEOUT_SECONDS
whatever the server does. A 2xx answer delivers; anything else is a failed attempt, retried after
an exponential backoff with jitter, up to LUDUS_WEBHOOK_MAX_ATTEMPTS.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import random
import ssl
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass

import httpx
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.errors import LudusError
from services.core.settings import Settings
from services.webhooks import signing, tables
from services.webhooks.addresses import AddressPolicy, checked

#: A claim's lease beyond the attempt's own timeout.
LEASE_MARGIN_SECONDS = 30.0
#: Longest error text kept.
MAX_ERROR = 500
USER_AGENT = "Ludus-Webhooks/1"


def backoff(attempts: int, base: float, cap: float, rng: random.Random | None = None) -> float:
    """Seconds to wait after the `attempts`-th failed attempt: base·2^(attempts-1), capped, then
    "equal jitter" (between half and all of it), so that endpoints failing together do not retry
    in lockstep, yet each waits at least half its step."""
    step = min(cap, base * 2.0 ** max(0, attempts - 1))
    draw: float = (rng or random.Random()).random()
    return step / 2 + draw * step / 2


@dataclass(frozen=True)
class Claimed:
    id: uuid.UUID
    endpoint_id: uuid.UUID
    url: str
    event: str
    payload: str
    attempts: int
    secrets: tuple[str, ...]


@dataclass(frozen=True)
class Outcome:
    delivered: bool
    response_code: int | None = None
    error: str | None = None


def tls_context(settings: Settings) -> ssl.SSLContext:
    """Certificates verified, for the name: the system's authorities, or LUDUS_WEBHOOK_CA_FILE's."""
    return ssl.create_default_context(cafile=settings.webhook_ca_file or None)


async def attempt(
    clients: Clients, claimed: Claimed, policy: AddressPolicy, timeout: float, now: int | None = None
) -> Outcome:
    """One attempt of one delivery; never raises (every failure is an Outcome)."""
    try:
        target, addresses = await checked(claimed.url, policy)
    except LudusError as error:
        return Outcome(False, error=f"{error.reason}: {error.message}"[:MAX_ERROR])
    body = claimed.payload.encode()
    stamp = int(time.time()) if now is None else now
    headers = {
        "Host": target.host_header,
        "Content-Type": "application/json",
        "User-Agent": USER_AGENT,
        signing.ID_HEADER: str(claimed.id),
        signing.EVENT_HEADER: claimed.event,
        signing.TIMESTAMP_HEADER: str(stamp),
        signing.SIGNATURE_HEADER: signing.signature_header(claimed.secrets, stamp, body),
    }
    # The checked addresses, not the name: a second resolution could answer otherwise (rebinding).
    extensions = {"sni_hostname": target.host} if target.scheme == "https" else {}
    try:
        async with asyncio.timeout(timeout):
            response = await _send(
                clients.for_host(target.host),
                [target.url_for(address) for address in addresses],
                body,
                headers,
                extensions,
            )
    except TimeoutError:
        return Outcome(False, error=f"no answer within {timeout:g} s")
    except httpx.HTTPError as error:
        return Outcome(False, error=f"{type(error).__name__}: {error}"[:MAX_ERROR])
    if 200 <= response.status_code < 300:
        return Outcome(True, response.status_code)
    if response.is_redirect:
        where = response.headers.get("location", "")
        return Outcome(False, response.status_code, f"redirect to {where!r} not followed"[:MAX_ERROR])
    return Outcome(False, response.status_code, f"HTTP {response.status_code}")


async def _send(
    client: httpx.AsyncClient, urls: list[str], body: bytes, headers: dict[str, str], extensions: dict[str, str]
) -> httpx.Response:
    """POST to the first address that accepts a connection (a name may have an IPv6 and an IPv4
    address, and only one of them listen). If none does, the most telling failure is raised: a TLS
    refusal says more than a refused connection on another address."""
    failures: list[httpx.ConnectError] = []
    for url in urls:
        request = client.build_request("POST", url, content=body, headers=headers, extensions=extensions)
        try:
            response = await client.send(request, stream=True)
        except httpx.ConnectError as error:
            failures.append(error)
            continue
        await response.aclose()  # the answer's body is not ours to read
        return response
    telling = [failure for failure in failures if "refused" not in str(failure).lower()]
    raise (telling or failures)[0]


#: The endpoints with due deliveries that no other pass holds, locked until the claim commits. A
#: statement of its own: the claim that follows then reads with a snapshot taken after the lock,
#: so it sees every delivery another pass claimed (and committed) for these endpoints before.
_LOCK_DUE_ENDPOINTS = text(
    """
    SELECT e.id FROM webhook_endpoints e
    WHERE EXISTS (
        SELECT 1 FROM webhook_deliveries d
        WHERE d.endpoint_id = e.id AND d.status IN ('pending', 'delivering') AND d.next_attempt_at <= now()
    )
    LIMIT :endpoints
    FOR UPDATE SKIP LOCKED
    """
)

_CLAIM = text(
    """
    WITH due_endpoints AS (
        SELECT e.id, e.url, e.secret, e.previous_secret, e.previous_until
        FROM webhook_endpoints e WHERE e.id = ANY(:locked)
    ),
    busy AS (
        SELECT d.endpoint_id, count(*) AS flying
        FROM webhook_deliveries d JOIN due_endpoints e ON e.id = d.endpoint_id
        WHERE d.status = 'delivering' AND d.next_attempt_at > now()
        GROUP BY d.endpoint_id
    ),
    ranked AS (
        SELECT d.id, d.endpoint_id,
               row_number() OVER (PARTITION BY d.endpoint_id ORDER BY d.next_attempt_at, d.created_at) AS place
        FROM webhook_deliveries d JOIN due_endpoints e ON e.id = d.endpoint_id
        WHERE d.status IN ('pending', 'delivering') AND d.next_attempt_at <= now()
    ),
    chosen AS (
        SELECT r.id FROM ranked r LEFT JOIN busy b ON b.endpoint_id = r.endpoint_id
        WHERE r.place + coalesce(b.flying, 0) <= :per_endpoint
    )
    UPDATE webhook_deliveries d
    SET status = 'delivering', attempts = d.attempts + 1, last_attempt_at = now(),
        next_attempt_at = now() + make_interval(secs => :lease)
    FROM chosen c, due_endpoints e
    WHERE d.id = c.id AND e.id = d.endpoint_id
      AND d.status IN ('pending', 'delivering') AND d.next_attempt_at <= now()
    RETURNING d.id, d.endpoint_id, e.url, d.event, d.payload, d.attempts,
              e.secret, CASE WHEN e.previous_until > now() THEN e.previous_secret END AS previous_secret
    """
)

#: Deliveries out of attempts whose last claim's worker never reported back.
_ABANDONED = text(
    """
    UPDATE webhook_deliveries
    SET status = 'failed', error = coalesce(error, '') || ' (worker lost during the last attempt)'
    WHERE status = 'delivering' AND next_attempt_at <= now() AND attempts >= :max_attempts
    """
)

_PRUNE = text(
    """
    DELETE FROM webhook_deliveries WHERE id IN (
        SELECT id FROM (
            SELECT id, row_number() OVER (PARTITION BY endpoint_id ORDER BY created_at DESC, id) AS age
            FROM webhook_deliveries
            WHERE endpoint_id = ANY(:endpoints) AND status IN ('delivered', 'failed')
        ) aged WHERE age > :keep
    )
    """
)


@dataclass
class DeliveryBatch:
    attempted: int = 0
    delivered: int = 0
    failed: int = 0


class Deliverer:
    def __init__(self, engine: AsyncEngine, settings: Settings, rng: random.Random | None = None) -> None:
        self.engine = engine
        self.settings = settings
        self.policy = AddressPolicy.from_settings(settings)
        self.rng = rng or random.Random()

    async def claim(self, endpoints: int = 200) -> list[Claimed]:
        settings = self.settings
        async with self.engine.begin() as connection:
            await connection.execute(_ABANDONED, {"max_attempts": settings.webhook_max_attempts})
            locked = list((await connection.execute(_LOCK_DUE_ENDPOINTS, {"endpoints": endpoints})).scalars())
            if not locked:
                return []
            rows = await connection.execute(
                _CLAIM,
                {
                    "locked": locked,
                    "per_endpoint": settings.webhook_concurrency,
                    "lease": settings.webhook_timeout_seconds + LEASE_MARGIN_SECONDS,
                },
            )
            return [
                Claimed(
                    row.id,
                    row.endpoint_id,
                    row.url,
                    row.event,
                    row.payload,
                    row.attempts,
                    (row.secret,) if row.previous_secret is None else (row.secret, row.previous_secret),
                )
                for row in rows
            ]

    async def record(self, claimed: Claimed, outcome: Outcome) -> None:
        settings = self.settings
        deliveries = tables.deliveries
        if outcome.delivered:
            status, due = tables.DELIVERED, dt.datetime.now(dt.UTC)
        elif claimed.attempts >= settings.webhook_max_attempts:
            status, due = tables.FAILED, dt.datetime.now(dt.UTC)
        else:
            wait = backoff(
                claimed.attempts, settings.webhook_retry_base_seconds, settings.webhook_retry_cap_seconds, self.rng
            )
            status, due = tables.PENDING, dt.datetime.now(dt.UTC) + dt.timedelta(seconds=wait)
        async with self.engine.begin() as connection:
            await connection.execute(
                deliveries.update()
                .where(deliveries.c.id == claimed.id, deliveries.c.status == tables.DELIVERING)
                .values(status=status, next_attempt_at=due, response_code=outcome.response_code, error=outcome.error)
            )

    async def run_once(self, clients: Clients) -> DeliveryBatch:
        """Claim what is due and attempt it all at once (each attempt bounded by the timeout)."""
        done = DeliveryBatch()
        claimed = await self.claim()
        outcomes = await asyncio.gather(
            *(attempt(clients, one, self.policy, self.settings.webhook_timeout_seconds) for one in claimed)
        )
        for one, outcome in zip(claimed, outcomes, strict=True):
            await self.record(one, outcome)
            done.attempted += 1
            done.delivered += outcome.delivered
            done.failed += not outcome.delivered
        if claimed:
            await self.prune({one.endpoint_id for one in claimed})
        return done

    async def prune(self, endpoints: Sequence[uuid.UUID] | set[uuid.UUID]) -> None:
        async with self.engine.begin() as connection:
            await connection.execute(
                _PRUNE, {"endpoints": list(endpoints), "keep": self.settings.webhook_keep_deliveries}
            )


class Clients:
    """A pass's HTTP clients, one per endpoint host name: requests go to the checked address, and
    a connection pool knows a connection by address and port only, so one client for all would
    send a request for one name over a TLS connection verified for another name on the same
    address. Each verifies TLS, follows no redirect and takes no proxy from the environment (a
    proxy would connect to the name itself, past the address check)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._context = tls_context(settings)
        self._clients: dict[str, httpx.AsyncClient] = {}

    def for_host(self, host: str) -> httpx.AsyncClient:
        found = self._clients.get(host)
        if found is None:
            found = self._clients[host] = httpx.AsyncClient(
                verify=self._context,
                follow_redirects=False,
                trust_env=False,
                timeout=httpx.Timeout(self.settings.webhook_timeout_seconds),
                # Endpoints may share a host; the claim bounds what each endpoint gets at once.
                limits=httpx.Limits(max_connections=100, max_keepalive_connections=100),
            )
        return found

    async def __aenter__(self) -> Clients:
        return self

    async def __aexit__(self, *_: object) -> None:
        for opened in self._clients.values():
            await opened.aclose()
        self._clients.clear()


def client(settings: Settings) -> Clients:
    """The HTTP clients of a pass (`async with`)."""
    return Clients(settings)
