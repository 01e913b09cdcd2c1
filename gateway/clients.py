"""Who a call really comes from, behind proxies.

A proxy (a load balancer, the gateway's own web face) connects on the client's behalf and says
who the client is in `X-Forwarded-For` or `Forwarded` (RFC 7239). Those headers are the client's
to write, so they are believed only from the trusted proxies (LUDUS_TRUSTED_PROXIES): walking the
hops from the nearest, the first address outside the trusted networks is the client. A call from
an untrusted peer is that peer, whatever it claims.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable, Sequence

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
Address = ipaddress.IPv4Address | ipaddress.IPv6Address

#: `for=` in a Forwarded element: a token or a quoted string (`"[2001:db8::1]:4711"`).
_FORWARDED_FOR = re.compile(r'(?i)(?:^|[;,\s])for=("[^"]*"|[^;,\s]*)')


def networks(text: Iterable[str]) -> list[Network]:
    return [ipaddress.ip_network(part.strip(), strict=False) for part in text if part.strip()]


def parse_address(text: str) -> Address | None:
    """An address from a hop as proxies write it: bare, `[v6]:port`, `v4:port`, quoted."""
    text = text.strip().strip('"')
    if text.startswith("["):
        text = text[1:].split("]", 1)[0]
    elif text.count(":") == 1:
        text = text.split(":", 1)[0]
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        return None


def grpc_peer_address(peer: str) -> Address | None:
    """The address of a grpc peer string: `ipv4:1.2.3.4:5`, `ipv6:[::1]:5` (None for unix)."""
    kind, _, rest = peer.partition(":")
    if kind not in ("ipv4", "ipv6"):
        return None
    return parse_address(rest)


def hops(forwarded_for: str, forwarded: str) -> list[str]:
    """The claimed chain, farthest first (RFC 7239 `Forwarded` preferred when present)."""
    if forwarded:
        return [match.group(1) for match in _FORWARDED_FOR.finditer(forwarded)]
    return [hop for hop in (part.strip() for part in forwarded_for.split(",")) if hop]


def real_client(peer: Address | None, forwarded_for: str, forwarded: str, trusted: Sequence[Network]) -> str:
    """The client's address as text ("" for an unknown local peer such as a unix socket)."""
    if peer is None:
        return ""
    current = peer
    if not _trusted(current, trusted):
        return str(current)
    for hop in reversed(hops(forwarded_for, forwarded)):
        address = parse_address(hop)
        if address is None:
            break  # garbage ("unknown", an obfuscated name): the last trusted hop is all we know
        current = address
        if not _trusted(current, trusted):
            break
    return str(current)


def _trusted(address: Address, trusted: Sequence[Network]) -> bool:
    return any(address.version == network.version and address in network for network in trusted)
