"""Players behind a call: the gateway's check of players' access tokens and OIDC issuers' tokens.

The interceptor (gateway/auth.py) asks `PlayerIdentity.claim` first: a token that claims to be a
player's access token (audience `ludus-player`) or the configured issuer's (its `iss`) is
verified here, fully (signature, expiry, audience, and that the session and the player are live:
services/players/accounts.py). Anything else is left to the seat tokens' verifier. Choosing the
verifier by a token's unverified claims is safe because the chosen one verifies everything.

For a call about a match the player holds a seat in, the caller acts for that seat: one access
token plays all the player's seats. Without a seat there the player is a spectator who is known
(CreateMatch and JoinMatch then give them one; gateway/server.py records it) — and, if they
created the match or are invited to it, one the game service admits to it though it is private.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from services.core.caller import ANONYMOUS, SEAT, Caller
from services.core.settings import Settings
from services.players import db
from services.players.accounts import Accounts
from services.players.oidc import OidcVerifier
from services.players.tokens import AccessClaim, is_access_token, unverified_issuer


@dataclass(frozen=True)
class PlayerCall:
    """A call's verified player and the caller it makes in the call's match."""

    claim: AccessClaim
    caller: Caller


class PlayerIdentity:
    def __init__(self, accounts: Accounts, oidc: OidcVerifier | None = None) -> None:
        self.accounts = accounts
        self.oidc = oidc

    def recognises(self, token: str) -> bool:
        """Whether the token claims to be a player's (so this verifier, not the seats', decides)."""
        if is_access_token(token):
            return True
        return self.oidc is not None and unverified_issuer(token) == self.oidc.issuer

    async def verify(self, token: str) -> AccessClaim:
        """The live player a recognised token proves; Unauthenticated / PermissionDenied else."""
        if self.oidc is not None and not is_access_token(token):
            identity = await self.oidc.verify(token)
            return await self.accounts.check_external(await self.accounts.external(identity))
        return await self.accounts.verify_access(token)

    async def caller(self, claim: AccessClaim, match_id: str) -> Caller:
        """The caller the player is in `match_id` ("" for a call about no match)."""
        player = str(claim.player_id)
        if not match_id:
            return Caller(ANONYMOUS, player=player)
        seat = await self.accounts.seat_of(claim.player_id, match_id)
        if seat is None:
            # Without a seat, the creator and the invited still reach a private match.
            admitted = await self.accounts.invitations.admits(claim.player_id, match_id)
            return Caller(ANONYMOUS, player=player, invited=match_id if admitted else None)
        return Caller(SEAT, match_id, seat, player)


def player_id(caller: Caller) -> uuid.UUID | None:
    return uuid.UUID(caller.player) if caller.player else None


async def from_settings(settings: Settings, platform_secret: bytes) -> PlayerIdentity | None:
    """The players' identity for a gateway with a database (migrated first), else None."""
    if not settings.database_url:
        return None
    await db.migrate_async(settings.database_url)
    accounts = Accounts.from_settings(db.engine(settings.database_url), platform_secret, settings)
    return PlayerIdentity(accounts, OidcVerifier.from_settings(settings))
