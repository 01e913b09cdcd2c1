"""Who is calling a game service: the verified caller, carried in call metadata.

The gateway verifies a client's seat token once (gateway/auth.py) and forwards the public request
with these entries; the workers send their own. A game service reads the caller only from here,
never from a request field, and refuses a call that names no caller (UNAUTHENTICATED).

The entries are trusted, not signed: only the gateway, which drops every `ludus-caller*` entry a
client sends, and the platform's workers can reach the services — which mutual TLS checks when it
is configured (services/core/tls.py): then the caller's certificate must allow the kind it names.
A signed-in player (gateway/identity.py) is one more entry, `ludus-caller-player` (the player's
id), beside the seat the player holds in the call's match, if any. A caller the gateway admits
to a private match without a seat there (its creator, a player invited by name, or a JoinMatch
with a valid invitation code) carries `ludus-caller-invited` (that match's id).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from services.core.errors import PermissionDenied, Unauthenticated
from services.core.tls import peer_role

#: Metadata keys (lowercase: gRPC metadata keys are). Everything starting with CALLER_PREFIX is
#: set by the platform only; the gateway strips what a client sends.
CALLER_PREFIX = "ludus-caller"
CALLER_KEY = "ludus-caller"
CALLER_MATCH_KEY = "ludus-caller-match"
CALLER_SEAT_KEY = "ludus-caller-seat"
CALLER_PLAYER_KEY = "ludus-caller-player"
CALLER_INVITED_KEY = "ludus-caller-invited"
#: On a CreateMatch only: the seats the gateway reserved for players invited by name,
#: "<seat>=<player id>,..." (the game service keeps them in the match's meta, never in its log,
#: and refuses those seats to anyone else from the first moment the match exists).
CALLER_RESERVED_KEY = "ludus-caller-reserved"
#: On a CreateMatch only: the finished match the new one is a rematch of (Players.AnswerRematch,
#: services/matchmaking/rematch.py); written into MatchCreated.rematch_of.
CALLER_REMATCH_OF_KEY = "ludus-caller-rematch-of"

#: Caller kinds.
ANONYMOUS = "anonymous"  # a spectator, or a call that acts for no seat
SEAT = "seat"  # a client whose seat token the gateway verified
WORKER = "worker"  # a platform worker (bots, timers); with a seat when it plays one
KINDS = (ANONYMOUS, SEAT, WORKER)


@dataclass(frozen=True)
class Caller:
    """A verified caller: its kind and, when it acts for a seat, the match and the seat; and the
    signed-in player's id when a player's access token (not a seat token) proved it."""

    kind: str
    match_id: str | None = None
    seat: int | None = None
    player: str | None = None
    #: A private match the gateway admits this caller to without a seat there.
    invited: str | None = None

    def may_reach(self, match_id: str) -> bool:
        """Whether this caller may reach `match_id` even if it is private: a worker, a seat of
        that match, or a caller the gateway admitted to it."""
        return self.kind == WORKER or self.match_id == match_id or self.invited == match_id

    def metadata(self) -> tuple[tuple[str, str], ...]:
        """The call metadata that names this caller."""
        entries = [(CALLER_KEY, self.kind)]
        if self.seat is not None and self.match_id is not None:
            entries += [(CALLER_MATCH_KEY, self.match_id), (CALLER_SEAT_KEY, str(self.seat))]
        if self.player:
            entries.append((CALLER_PLAYER_KEY, self.player))
        if self.invited:
            entries.append((CALLER_INVITED_KEY, self.invited))
        return tuple(entries)

    def seat_in(self, match_id: str) -> int | None:
        """The seat this caller acts for in `match_id` (None: a spectator). A seat of another
        match is refused, so a caller verified for one match can never act in another."""
        if self.seat is None:
            return None
        if self.match_id != match_id:
            raise PermissionDenied("the caller's seat is in another match", "TOKEN_WRONG_MATCH")
        return self.seat

    def require_seat(self, match_id: str) -> int:
        """The seat for a call that must act for one (submit, legal commands, reclaim)."""
        seat = self.seat_in(match_id)
        if seat is None:
            raise Unauthenticated("this call needs a seat token", "TOKEN_MISSING")
        return seat


ANONYMOUS_CALLER = Caller(ANONYMOUS)


def worker(match_id: str | None = None, seat: int | None = None) -> Caller:
    """The caller a platform worker names (for a seat it plays, or none)."""
    return Caller(WORKER, match_id, seat)


def reserved_entry(reserved: dict[int, str]) -> tuple[str, str]:
    """The metadata entry naming the seats reserved for invited players."""
    return (CALLER_RESERVED_KEY, ",".join(f"{seat}={player}" for seat, player in sorted(reserved.items())))


def parse_reserved(text: str) -> dict[int, str]:
    """Seat -> player id from `reserved_entry`'s value (or the meta field it is kept in)."""
    reserved: dict[int, str] = {}
    for item in filter(None, text.split(",")):
        seat, _, player = item.partition("=")
        if not seat.isdigit() or not player:
            raise Unauthenticated("the reserved seats are malformed", "CALLER_INVALID")
        reserved[int(seat)] = player
    return reserved


def reserved_of(metadata: Iterable[tuple[str, Any]] | None) -> dict[int, str]:
    """The seats a CreateMatch's metadata reserves for invited players ({} if none)."""
    for key, value in metadata or ():
        if key == CALLER_RESERVED_KEY and isinstance(value, str):
            return parse_reserved(value)
    return {}


def rematch_of(metadata: Iterable[tuple[str, Any]] | None) -> str:
    """The match a CreateMatch's metadata names as the one it is a rematch of ("" if none)."""
    for key, value in metadata or ():
        if key == CALLER_REMATCH_OF_KEY and isinstance(value, str):
            return value
    return ""


def from_metadata(metadata: Iterable[tuple[str, Any]] | None) -> Caller:
    """The caller named by a call's metadata; Unauthenticated if it names none (or garbage)."""
    entries = {key: value for key, value in metadata or () if key.startswith(CALLER_PREFIX)}
    kind = entries.get(CALLER_KEY)
    if kind not in KINDS:
        raise Unauthenticated("a game service accepts calls only through the gateway", "CALLER_MISSING")
    match_id, seat = entries.get(CALLER_MATCH_KEY), entries.get(CALLER_SEAT_KEY)
    player = entries.get(CALLER_PLAYER_KEY)
    player = player if isinstance(player, str) and player else None
    invited = entries.get(CALLER_INVITED_KEY)
    invited = invited if isinstance(invited, str) and invited else None
    if kind == ANONYMOUS or seat is None:
        if kind == SEAT:
            raise Unauthenticated("the caller names no seat", "CALLER_INVALID")
        return Caller(str(kind), player=player, invited=invited)
    if not isinstance(match_id, str) or not match_id or not isinstance(seat, str) or not seat.isdigit():
        raise Unauthenticated("the caller's match or seat is malformed", "CALLER_INVALID")
    return Caller(str(kind), match_id, int(seat), player, invited)


#: Which certificate roles may name which caller kinds (with mutual TLS inside): the gateway
#: forwards clients (spectators and seats), the workers call as the workers.
ALLOWED_KINDS = {"gateway": (ANONYMOUS, SEAT), "worker": (WORKER, ANONYMOUS)}


def of(context: Any) -> Caller:
    """The caller of a servicer call (grpc.aio.ServicerContext). Over mutual TLS the caller's
    certificate must allow the kind it names (a gateway cannot call as the workers)."""
    found = from_metadata(context.invocation_metadata())
    if _mutual_tls():
        role = peer_role(context)
        if found.kind not in ALLOWED_KINDS.get(role or "", ()):
            raise PermissionDenied(
                f"a {role or 'certificate-less'} caller may not call as {found.kind}", "CALLER_NOT_ALLOWED"
            )
    return found


def _mutual_tls() -> bool:
    from services.core.settings import current

    return bool(current().tls_cert_file)
