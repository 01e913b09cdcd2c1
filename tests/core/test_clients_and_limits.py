"""Who a call comes from behind proxies (gateway/clients.py), and limits shared by every gateway
replica through Redis (gateway/limits.py)."""

from __future__ import annotations

import ipaddress
import logging

import pytest

from gateway.clients import grpc_peer_address, networks, real_client
from gateway.limits import RateLimiter, StreamSlots, storage_uri
from services.core.errors import ResourceExhausted
from services.launcher import free_port

TRUSTED = networks(["127.0.0.1/32", "10.0.0.0/8", "::1/128"])
LOOPBACK = ipaddress.ip_address("127.0.0.1")


def test_an_untrusted_peer_is_itself_whatever_it_forwards() -> None:
    stranger = ipaddress.ip_address("203.0.113.9")
    assert real_client(stranger, "198.51.100.1", 'for="198.51.100.2"', TRUSTED) == "203.0.113.9"


def test_the_first_hop_outside_the_trusted_proxies_is_the_client() -> None:
    # The client wrote the leftmost entry itself: only the hops the trusted proxies added count.
    assert real_client(LOOPBACK, "6.6.6.6, 198.51.100.7, 10.1.2.3", "", TRUSTED) == "198.51.100.7"
    assert real_client(LOOPBACK, "", "", TRUSTED) == "127.0.0.1"
    assert real_client(LOOPBACK, "10.0.0.1, 10.0.0.2", "", TRUSTED) == "10.0.0.1"


def test_forwarded_headers_are_read_with_quotes_ports_and_ipv6() -> None:
    forwarded = 'for=192.0.2.60;proto=http;by=203.0.113.43, for="[2001:db8:cafe::17]:4711"'
    assert real_client(LOOPBACK, "9.9.9.9", forwarded, TRUSTED) == "2001:db8:cafe::17"
    assert real_client(LOOPBACK, "", "for=192.0.2.60:8080", TRUSTED) == "192.0.2.60"


def test_a_garbage_hop_stops_the_walk_at_the_last_trusted_address() -> None:
    assert real_client(LOOPBACK, "198.51.100.1, unknown", "", TRUSTED) == "127.0.0.1"
    assert real_client(LOOPBACK, "", 'for="_hidden"', TRUSTED) == "127.0.0.1"


def test_grpc_peers_are_parsed() -> None:
    assert str(grpc_peer_address("ipv4:127.0.0.1:5555")) == "127.0.0.1"
    assert str(grpc_peer_address("ipv6:[::1]:5555")) == "::1"
    assert grpc_peer_address("unix:/tmp/socket") is None


def test_the_storage_defaults_to_the_event_stores_redis() -> None:
    assert storage_uri("", "redis://h:1/0") == "async+redis://h:1/0"
    assert storage_uri("", "redis+cluster://h:1") == "async+redis+cluster://h:1"
    assert storage_uri("async+memory://", "redis://h:1/0") == "async+memory://"


async def test_two_gateway_replicas_share_one_limit_through_redis(redis_url: str) -> None:
    storage = "async+" + redis_url
    replicas = [RateLimiter(per_second=5, burst=10, storage=storage) for _ in range(2)]
    client = f"token:shared-{free_port()}"
    allowed = 0
    refusals: list[ResourceExhausted] = []
    for attempt in range(30):
        try:
            await replicas[attempt % 2].check(client)
            allowed += 1
        except ResourceExhausted as refused:
            refusals.append(refused)
    assert allowed == 10, "N replicas must not allow N times the limit"
    assert refusals and all(r.reason == "RATE_LIMITED" for r in refusals)
    assert "10 per 2 s" in refusals[0].message and "retry in" in refusals[0].message
    await replicas[0].check(f"token:another-{free_port()}")  # another client has its own budget


async def test_an_unreachable_storage_lets_calls_through_and_says_so(caplog: pytest.LogCaptureFixture) -> None:
    limiter = RateLimiter(per_second=1, burst=1, storage=f"async+redis://127.0.0.1:{free_port()}/0")
    with caplog.at_level(logging.WARNING):
        for _ in range(5):
            await limiter.check("token:x")
    assert sum("rate limits not applied" in record.message for record in caplog.records) == 1


def test_a_client_holds_at_most_its_share_of_streams() -> None:
    slots = StreamSlots(2)
    with slots.hold("a"), slots.hold("a"):
        with pytest.raises(ResourceExhausted) as refused, slots.hold("a"):
            pass
        assert refused.value.reason == "STREAMS_LIMIT"
        with slots.hold("b"):  # another client is not affected
            pass
    with slots.hold("a"):  # released when the streams ended
        assert slots.open["a"] == 1
