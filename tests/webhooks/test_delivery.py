"""Webhook deliveries against real HTTP(S) servers the test starts on loopback, recorded in a real
PostgreSQL: signing, retries with backoff, the delivery id, and every kind of bad endpoint (slow,
500, wrong TLS, a redirect, an address outside the policy, a flood) — none of which holds up the
others."""

from __future__ import annotations

import asyncio
import dataclasses
import itertools
import json
import re
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from services.core.errors import InvalidCommand, NotFound, RuleViolation
from services.core.settings import Settings
from services.players import db
from services.webhooks import delivery, signing, tables
from services.webhooks.addresses import AddressPolicy
from services.webhooks.delivery import Deliverer
from services.webhooks.registry import OPERATOR, Webhooks
from tests.support.postgres import fresh_database
from tests.support.webhook_receiver import Receiver

ROOT = Path(__file__).resolve().parents[2]
#: Quick retries and a short timeout: the tests measure behaviour, not patience.
QUICK = dataclasses.replace(
    Settings(),
    webhook_allow_loopback=True,
    webhook_timeout_seconds=1.0,
    webhook_retry_base_seconds=0.2,
    webhook_retry_cap_seconds=1.0,
    webhook_max_attempts=3,
)


@pytest.fixture(scope="module")
def database() -> Iterator[str]:
    with fresh_database("ludus_webhooks") as url:
        db.migrate(url)
        yield url


@pytest.fixture
async def engine(database: str) -> AsyncIterator[AsyncEngine]:
    made = db.engine(database, pool_size=2)
    yield made
    await made.dispose()


@pytest.fixture(scope="module")
def receiver() -> Iterator[Receiver]:
    with Receiver() as running:
        yield running


def registry(engine: AsyncEngine, settings: Settings = QUICK) -> Webhooks:
    return Webhooks(engine, AddressPolicy.from_settings(settings), settings.webhooks_per_player)


async def run_until_settled(engine: AsyncEngine, delivery_id: uuid.UUID, settings: Settings = QUICK) -> str:
    """Delivery passes until the delivery is delivered or failed (retries are due soon)."""
    deliverer = Deliverer(engine, settings)
    deadline = time.monotonic() + 30
    async with delivery.client(settings) as client:
        while time.monotonic() < deadline:
            await deliverer.run_once(client)
            status = await status_of(engine, delivery_id)
            if status in (tables.DELIVERED, tables.FAILED):
                return status
            await asyncio.sleep(0.05)
    raise AssertionError(f"delivery {delivery_id} never settled")


async def status_of(engine: AsyncEngine, delivery_id: uuid.UUID) -> str:
    async with engine.connect() as connection:
        return str(
            (
                await connection.execute(
                    select(tables.deliveries.c.status).where(tables.deliveries.c.id == delivery_id)
                )
            ).scalar_one()
        )


async def test_a_delivery_is_signed_and_carries_its_id(engine: AsyncEngine, receiver: Receiver) -> None:
    hooks = registry(engine)
    endpoint, secret = await hooks.register(OPERATOR, receiver.url("/ok"), ["match.finished"])
    assert secret.startswith(signing.SECRET_PREFIX)
    sent = await hooks.ping(OPERATOR, endpoint.id)
    assert await run_until_settled(engine, sent) == tables.DELIVERED
    (got,) = [one for one in receiver.on("/ok") if one.headers[signing.ID_HEADER] == str(sent)]
    assert got.headers[signing.EVENT_HEADER] == "ping"
    assert got.headers["Content-Type"] == "application/json"
    header = got.headers[signing.SIGNATURE_HEADER]
    assert header.startswith(f"t={got.headers[signing.TIMESTAMP_HEADER]},v1=")
    now = int(time.time())
    assert signing.verify(secret, header, got.body, now)
    assert not signing.verify("whsec_wrong", header, got.body, now)
    assert not signing.verify(secret, header, got.body + b" ", now)  # a body changed in transit
    assert not signing.verify(secret, header, got.body, now + 3600)  # replayed an hour later
    payload = json.loads(got.body)
    assert payload["id"] == str(sent) and payload["type"] == "ping"
    assert payload["data"] == {"webhook_id": str(endpoint.id)}
    (shown,) = await hooks.deliveries(OPERATOR, endpoint.id)
    assert (shown.status, shown.attempts, shown.response_code, shown.error) == (tables.DELIVERED, 1, 200, None)
    assert shown.next_attempt_at is None


async def test_the_documented_verification_snippet_accepts_a_real_delivery(
    engine: AsyncEngine, receiver: Receiver
) -> None:
    section = (ROOT / "docs" / "api.md").read_text().split("## Webhooks", 1)[1].split("\n## ", 1)[0]
    (snippet,) = re.findall(r"```py\n(.*?)```", section, re.S)
    namespace: dict[str, object] = {}
    exec(snippet, namespace)  # the documentation's own example, run as written
    verify = namespace["verify_ludus_webhook"]
    assert callable(verify)
    hooks = registry(engine)
    endpoint, secret = await hooks.register(OPERATOR, receiver.url("/ok?snippet"), ["match.started"])
    sent = await hooks.ping(OPERATOR, endpoint.id)
    assert await run_until_settled(engine, sent) == tables.DELIVERED
    (got,) = receiver.on("/ok?snippet")
    header = got.headers[signing.SIGNATURE_HEADER]
    assert verify(secret, got.body, header) is True
    assert verify(secret.replace("_", "-", 1), got.body, header) is False
    assert verify(secret, got.body.replace(b"ping", b"pong"), header) is False
    stale = f"t={int(time.time()) - 3600}," + header.split(",", 1)[1]
    assert verify(secret, got.body, stale) is False


async def test_failures_are_retried_with_backoff_under_the_same_delivery_id(
    engine: AsyncEngine, receiver: Receiver
) -> None:
    hooks = registry(engine)
    endpoint, secret = await hooks.register(OPERATOR, receiver.url("/fail-then-ok/2"), ["match.created"])
    sent = await hooks.ping(OPERATOR, endpoint.id)
    assert await run_until_settled(engine, sent) == tables.DELIVERED
    attempts = receiver.on("/fail-then-ok/2")
    assert len(attempts) == 3
    assert {one.headers[signing.ID_HEADER] for one in attempts} == {str(sent)}
    assert len({one.body for one in attempts}) == 1  # the same body every time
    for one in attempts:  # each attempt signed afresh, each valid
        assert signing.verify(secret, one.headers[signing.SIGNATURE_HEADER], one.body, int(time.time()))
    # Backoff: base 0.2 s then 0.4 s, each with jitter between half and all of it.
    gaps = [later.at - earlier.at for earlier, later in itertools.pairwise(attempts)]
    assert gaps[0] >= 0.1 and gaps[1] >= 0.2, gaps
    (shown,) = await hooks.deliveries(OPERATOR, endpoint.id)
    assert (shown.status, shown.attempts, shown.response_code) == (tables.DELIVERED, 3, 200)


def test_backoff_doubles_with_jitter_up_to_the_cap() -> None:
    import random

    rng = random.Random(7)
    for attempt, step in [(1, 10.0), (2, 20.0), (3, 40.0), (10, 300.0), (30, 300.0)]:
        waits = [delivery.backoff(attempt, 10.0, 300.0, rng) for _ in range(200)]
        assert all(step / 2 <= wait <= step for wait in waits)
        assert max(waits) - min(waits) > step / 4  # jittered, not one value


async def test_a_500_is_retried_until_the_attempts_run_out(engine: AsyncEngine, receiver: Receiver) -> None:
    hooks = registry(engine)
    endpoint, _ = await hooks.register(OPERATOR, receiver.url("/status/500"), ["match.created"])
    sent = await hooks.ping(OPERATOR, endpoint.id)
    assert await run_until_settled(engine, sent) == tables.FAILED
    assert len(receiver.on("/status/500")) == QUICK.webhook_max_attempts
    (shown,) = await hooks.deliveries(OPERATOR, endpoint.id)
    assert (shown.status, shown.attempts, shown.response_code, shown.error) == (tables.FAILED, 3, 500, "HTTP 500")


async def test_a_slow_endpoint_times_out_without_holding_up_another(engine: AsyncEngine, receiver: Receiver) -> None:
    hooks = registry(engine)
    slow, _ = await hooks.register(OPERATOR, receiver.url("/slow/20"), ["match.created"])
    quick, _ = await hooks.register(OPERATOR, receiver.url("/ok?beside-slow"), ["match.created"])
    slow_delivery = await hooks.ping(OPERATOR, slow.id)
    quick_delivery = await hooks.ping(OPERATOR, quick.id)
    started = time.monotonic()
    async with delivery.client(QUICK) as client:
        done = await Deliverer(engine, QUICK).run_once(client)
    took = time.monotonic() - started
    assert took < QUICK.webhook_timeout_seconds + 2, took  # cut off at the timeout, not 20 s
    assert done.attempted >= 2
    assert await status_of(engine, quick_delivery) == tables.DELIVERED
    assert await status_of(engine, slow_delivery) == tables.PENDING  # to be retried
    (shown,) = await hooks.deliveries(OPERATOR, slow.id)
    assert shown.error == "no answer within 1 s" and shown.response_code is None
    assert shown.next_attempt_at is not None


async def test_a_certificate_nobody_vouches_for_is_refused(engine: AsyncEngine, tmp_path: Path) -> None:
    with Receiver(certificates=tmp_path / "tls") as https:
        hooks = registry(engine)
        endpoint, _ = await hooks.register(OPERATOR, https.url("/ok", host="localhost"), ["match.created"])
        sent = await hooks.ping(OPERATOR, endpoint.id)
        assert await run_until_settled(engine, sent) == tables.FAILED
        assert https.received == []  # nothing was sent over the unverified connection
        (shown,) = await hooks.deliveries(OPERATOR, endpoint.id)
        assert shown.error is not None and "CERTIFICATE_VERIFY_FAILED" in shown.error
        # The same endpoint with its authority trusted (LUDUS_WEBHOOK_CA_FILE): delivered, over a
        # connection to the checked address whose certificate is verified for the name.
        trusting = dataclasses.replace(QUICK, webhook_ca_file=str(https.ca_file))
        again = await hooks.ping(OPERATOR, endpoint.id)
        assert await run_until_settled(engine, again, trusting) == tables.DELIVERED
        (got,) = https.received
        assert got.headers["Host"] == f"localhost:{https.port}"


async def test_a_redirect_is_not_followed(engine: AsyncEngine, receiver: Receiver) -> None:
    with Receiver() as elsewhere:
        hooks = registry(engine)
        target = elsewhere.url("/ok")
        endpoint, _ = await hooks.register(OPERATOR, receiver.url(f"/redirect?to={target}"), ["match.created"])
        sent = await hooks.ping(OPERATOR, endpoint.id)
        assert await run_until_settled(engine, sent) == tables.FAILED
        assert elsewhere.received == []
        (shown,) = await hooks.deliveries(OPERATOR, endpoint.id)
        assert shown.response_code == 302 and shown.error == f"redirect to {target!r} not followed"


@pytest.mark.parametrize(
    "url",
    [
        "https://10.1.2.3/hook",  # private
        "https://192.168.0.10/hook",
        "https://169.254.169.254/latest/meta-data",  # link-local: cloud metadata
        "https://[fe80::1]/hook",
        "https://[::ffff:10.0.0.1]/hook",  # a private IPv4 in IPv6 clothing
        "https://0.0.0.0/hook",
        "https://224.0.0.1/hook",  # multicast
        "https://127.0.0.1/hook",  # loopback, not opened here
        "https://localhost/hook",  # a name resolving to loopback
    ],
)
async def test_an_address_outside_the_policy_is_refused_at_registration(engine: AsyncEngine, url: str) -> None:
    hooks = registry(engine, dataclasses.replace(QUICK, webhook_allow_loopback=False))
    before = await hooks.endpoints(OPERATOR)
    with pytest.raises(RuleViolation) as refused:
        await hooks.register(OPERATOR, url, ["match.created"])
    assert refused.value.reason == "WEBHOOK_ADDRESS_REFUSED"
    assert await hooks.endpoints(OPERATOR) == before  # nothing registered


async def test_plain_http_and_malformed_urls_are_refused(engine: AsyncEngine) -> None:
    hooks = registry(engine, dataclasses.replace(QUICK, webhook_allow_networks=("10.0.0.0/8",)))
    # An allowed private network is https only.
    with pytest.raises(RuleViolation, match="must be https"):
        await hooks.register(OPERATOR, "http://10.1.2.3/hook", ["match.created"])
    await hooks.register(OPERATOR, "https://10.1.2.3/hook", ["match.created"])
    denying = registry(engine, dataclasses.replace(QUICK, webhook_deny_networks=("127.0.0.0/8",)))
    with pytest.raises(RuleViolation):
        await denying.register(OPERATOR, "http://127.0.0.1:9/hook", ["match.created"])
    for url, words in [
        ("ftp://example.com/x", "https://host/path"),
        ("https://user:pw@example.com/x", "no user or password"),
        ("https://example.com/x#part", "no #fragment"),
        ("https:///nohost", "https://host/path"),
        ("https://example.com:99999/", "not valid"),
        ("", "needs a URL"),
    ]:
        with pytest.raises(InvalidCommand, match=re.escape(words)):
            await hooks.register(OPERATOR, url, ["match.created"])
    with pytest.raises(RuleViolation) as unresolved:
        await hooks.register(OPERATOR, "https://no-such-host.invalid/x", ["match.created"])
    assert unresolved.value.reason == "WEBHOOK_HOST_UNRESOLVED"
    with pytest.raises(InvalidCommand, match="unknown webhook event 'your_turn'"):
        await hooks.register(OPERATOR, "https://10.1.2.3/hook", ["your_turn"])  # a player's event
    with pytest.raises(InvalidCommand) as missing:
        await hooks.register(OPERATOR, "https://10.1.2.3/hook", [])
    assert missing.value.reason == "WEBHOOK_EVENTS_MISSING"


async def test_an_address_the_policy_closed_since_is_refused_at_delivery(
    engine: AsyncEngine, receiver: Receiver
) -> None:
    hooks = registry(engine)
    endpoint, _ = await hooks.register(OPERATOR, receiver.url("/ok?closed-later"), ["match.created"])
    sent = await hooks.ping(OPERATOR, endpoint.id)
    closed = dataclasses.replace(QUICK, webhook_allow_loopback=False)
    assert await run_until_settled(engine, sent, closed) == tables.FAILED
    assert receiver.on("/ok?closed-later") == []
    (shown,) = await hooks.deliveries(OPERATOR, endpoint.id)
    assert shown.error is not None and shown.error.startswith("WEBHOOK_ADDRESS_REFUSED")


async def test_an_endpoint_gets_at_most_its_concurrency_in_flight(engine: AsyncEngine, receiver: Receiver) -> None:
    hooks = registry(engine)
    endpoint, _ = await hooks.register(OPERATOR, receiver.url("/busy/0.3"), ["match.created"])
    sent = [await hooks.ping(OPERATOR, endpoint.id) for _ in range(6)]
    deliverer = Deliverer(engine, QUICK)
    async with delivery.client(QUICK) as client:
        # Three passes at once, as three workers would run them.
        await asyncio.gather(*(deliverer.run_once(client) for _ in range(3)))
        while any([await status_of(engine, one) != tables.DELIVERED for one in sent]):
            await deliverer.run_once(client)
    assert len(receiver.on("/busy/0.3")) == 6
    assert receiver.most_in_flight <= QUICK.webhook_concurrency


async def test_rotation_signs_with_both_secrets_for_a_while(engine: AsyncEngine, receiver: Receiver) -> None:
    hooks = registry(engine)
    endpoint, old = await hooks.register(OPERATOR, receiver.url("/ok?rotated"), ["match.created"])
    new = await hooks.rotate(OPERATOR, endpoint.id)
    assert new != old and new.startswith(signing.SECRET_PREFIX)
    sent = await hooks.ping(OPERATOR, endpoint.id)
    assert await run_until_settled(engine, sent) == tables.DELIVERED
    (got,) = receiver.on("/ok?rotated")
    header = got.headers[signing.SIGNATURE_HEADER]
    assert header.count("v1=") == 2
    assert signing.verify(new, header, got.body, int(time.time()))
    assert signing.verify(old, header, got.body, int(time.time()))


async def test_unknown_and_others_endpoints_are_not_found(engine: AsyncEngine, receiver: Receiver) -> None:
    hooks = registry(engine)
    player, stranger = uuid.uuid4(), uuid.uuid4()
    with pytest.raises(InvalidCommand):
        await hooks.register(player, receiver.url("/ok"), ["match.created"])  # an operator's event
    endpoint, _ = await hooks.register(player, receiver.url("/ok?player"), ["your_turn"])
    for call in (hooks.remove, hooks.rotate, hooks.deliveries, hooks.ping):
        with pytest.raises(NotFound):
            await call(stranger, endpoint.id)
        with pytest.raises(NotFound):
            await call(player, uuid.uuid4())
    assert [found.id for found in await hooks.endpoints(player)] == [endpoint.id]
    assert await hooks.endpoints(stranger) == []
    await hooks.remove(player, endpoint.id)
    assert await hooks.endpoints(player) == []


async def test_a_delivery_whose_worker_died_is_claimed_again_when_its_lease_ends(
    engine: AsyncEngine, receiver: Receiver
) -> None:
    hooks = registry(engine)
    endpoint, _ = await hooks.register(OPERATOR, receiver.url("/ok?lost-worker"), ["match.created"])
    sent = await hooks.ping(OPERATOR, endpoint.id)
    deliverer = Deliverer(engine, QUICK)
    (claimed,) = [one for one in await deliverer.claim() if one.id == sent]  # ... and the worker dies here
    assert await status_of(engine, sent) == tables.DELIVERING
    assert [one.id for one in await deliverer.claim() if one.endpoint_id == endpoint.id] == []  # leased
    async with engine.begin() as connection:  # the lease runs out
        await connection.execute(
            tables.deliveries.update().where(tables.deliveries.c.id == sent).values(next_attempt_at=func.now())
        )
    assert await run_until_settled(engine, sent) == tables.DELIVERED
    (shown,) = await hooks.deliveries(OPERATOR, endpoint.id)
    assert shown.attempts == 2 and claimed.attempts == 1  # the lost attempt counts
    assert len(receiver.on("/ok?lost-worker")) == 1
