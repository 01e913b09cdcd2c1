"""Which addresses a webhook may reach, checked when it is registered and again at every attempt.

An endpoint's host is resolved and *every* address it resolves to must pass the operator's policy
(one bad address refuses the endpoint: a name that resolves to a public and a private address is
how an attacker would aim a delivery at the inside). By default only public (globally routable)
unicast addresses pass: private networks, loopback, link-local (cloud metadata at 169.254.169.254),
multicast, reserved and unspecified addresses are refused. LUDUS_WEBHOOK_ALLOW_LOOPBACK opens
loopback (and plain http to it: the tests' receivers), LUDUS_WEBHOOK_ALLOW_NETWORKS opens other
networks (an operator's internal receivers, https only), LUDUS_WEBHOOK_DENY_NETWORKS closes some
whatever else says.

DNS rebinding (a name that resolves to a public address when checked and to an inner one when
connected) is defeated by connecting to the address that was checked (services/webhooks/delivery.py
sends to the IP, with the name in the Host header and as TLS's server name, so the certificate is
still verified for the name).
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

from services.core.errors import InvalidCommand, RuleViolation
from services.core.settings import Settings

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network

#: Longest URL accepted.
MAX_URL = 2000
#: How long a name may take to resolve.
RESOLVE_SECONDS = 5.0
ADDRESS_REFUSED = "WEBHOOK_ADDRESS_REFUSED"
UNRESOLVED = "WEBHOOK_HOST_UNRESOLVED"


def networks(texts: Sequence[str]) -> tuple[IPNetwork, ...]:
    """CIDR networks (`10.0.0.0/8`, `fd00::/8`); ValueError names a bad one."""
    return tuple(ipaddress.ip_network(text, strict=False) for text in texts)


@dataclass(frozen=True)
class AddressPolicy:
    allow_loopback: bool = False
    allowed: tuple[IPNetwork, ...] = ()
    denied: tuple[IPNetwork, ...] = ()

    @classmethod
    def from_settings(cls, settings: Settings) -> AddressPolicy:
        return cls(
            settings.webhook_allow_loopback,
            networks(settings.webhook_allow_networks),
            networks(settings.webhook_deny_networks),
        )

    def permits(self, address: IPAddress) -> bool:
        if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
            address = address.ipv4_mapped  # ::ffff:127.0.0.1 is 127.0.0.1
        if any(address in network for network in self.denied):
            return False
        if address.is_loopback:
            return self.allow_loopback
        if any(address in network for network in self.allowed):
            return True
        return address.is_global and not address.is_multicast


@dataclass(frozen=True)
class Target:
    """A checked endpoint URL, split for connecting to an address of our choosing."""

    url: str
    scheme: str
    host: str
    port: int
    #: Path and query, as sent in the request line.
    path: str

    @property
    def host_header(self) -> str:
        default = 443 if self.scheme == "https" else 80
        host = f"[{self.host}]" if ":" in self.host else self.host
        return host if self.port == default else f"{host}:{self.port}"

    def url_for(self, address: IPAddress) -> str:
        """The URL with the checked address in place of the name."""
        shown = f"[{address}]" if address.version == 6 else str(address)
        return f"{self.scheme}://{shown}:{self.port}{self.path}"


def parse(url: str) -> Target:
    """The URL's parts; INVALID_ARGUMENT for anything but a plain http(s) URL with a host."""
    if not url:
        raise InvalidCommand("a webhook needs a URL", "WEBHOOK_URL_INVALID")
    if len(url) > MAX_URL:
        raise InvalidCommand(f"a webhook URL has at most {MAX_URL} characters", "WEBHOOK_URL_INVALID")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as error:
        raise InvalidCommand(f"the webhook URL is not valid: {error}", "WEBHOOK_URL_INVALID") from None
    if parts.scheme not in ("https", "http") or not parts.hostname:
        raise InvalidCommand(
            "a webhook URL is https://host/path (http only to loopback, if allowed)", "WEBHOOK_URL_INVALID"
        )
    if parts.username is not None or parts.password is not None:
        raise InvalidCommand(
            "a webhook URL carries no user or password (the signature authenticates)", "WEBHOOK_URL_INVALID"
        )
    if parts.fragment:
        raise InvalidCommand("a webhook URL has no #fragment", "WEBHOOK_URL_INVALID")
    if any(character.isspace() or ord(character) < 32 for character in url):
        raise InvalidCommand("a webhook URL has no spaces or control characters", "WEBHOOK_URL_INVALID")
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return Target(url, parts.scheme, parts.hostname, port or (443 if parts.scheme == "https" else 80), path)


async def resolve(target: Target) -> list[IPAddress]:
    """Every address the host resolves to (an IP literal is itself)."""
    try:
        return [ipaddress.ip_address(target.host)]
    except ValueError:
        pass
    loop = asyncio.get_running_loop()
    try:
        found = await asyncio.wait_for(
            loop.getaddrinfo(target.host, target.port, type=socket.SOCK_STREAM), RESOLVE_SECONDS
        )
    except (OSError, TimeoutError):
        raise RuleViolation(UNRESOLVED, f"the webhook's host {target.host!r} does not resolve") from None
    addresses: list[IPAddress] = []
    for _family, _type, _proto, _name, sockaddr in found:
        address = ipaddress.ip_address(str(sockaddr[0]).partition("%")[0])
        if address not in addresses:
            addresses.append(address)
    if not addresses:
        raise RuleViolation(UNRESOLVED, f"the webhook's host {target.host!r} does not resolve")
    return addresses


def check(target: Target, addresses: Sequence[IPAddress], policy: AddressPolicy) -> None:
    """FAILED_PRECONDITION (WEBHOOK_ADDRESS_REFUSED) unless every address passes the policy and the
    scheme fits them (plain http only to loopback, and only when loopback is allowed)."""
    refused = [address for address in addresses if not policy.permits(address)]
    if refused:
        raise RuleViolation(
            ADDRESS_REFUSED,
            f"the webhook's host {target.host!r} resolves to {refused[0]}, an address this platform does not"
            " deliver to (private, loopback, link-local and reserved addresses are refused)",
        )
    if target.scheme == "http" and not all(_loopback(address) for address in addresses):
        raise RuleViolation(ADDRESS_REFUSED, "a webhook URL must be https:// (plain http only to loopback, in tests)")


def _loopback(address: IPAddress) -> bool:
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped.is_loopback
    return address.is_loopback


async def checked(url: str, policy: AddressPolicy) -> tuple[Target, list[IPAddress]]:
    """Parse, resolve and check a URL: what registration and every attempt do."""
    target = parse(url)
    addresses = await resolve(target)
    check(target, addresses, policy)
    return target, addresses
