"""ludus.v1.Players: the accounts API, served by the gateway process beside ludus.v1.Gateway.

Each call is a thin mapping of protos/ludus/v1/players.proto onto services/players/accounts.py;
the interceptor (gateway/auth.py) has verified the caller's access token, if any, before a
handler runs. Calls are rate limited per client address like the Gateway's.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import datetime as dt
import json
import re
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import Any

import grpc
from google.protobuf.timestamp_pb2 import Timestamp
from ludus.v1 import common_pb2, players_pb2, players_pb2_grpc

from gateway import finished_matches
from gateway.auth import verified
from gateway.clients import Network, networks
from gateway.feed import PlayerFeeds
from gateway.limits import RateLimiter
from gateway.matchmaking import MatchmakingCalls
from gateway.presence import Presence
from gateway.privacy import reachable
from gateway.ratings import RatingsCalls
from gateway.webhooks import WebhooksApi
from services import games
from services.core.caller import SEAT, Caller
from services.core.errors import InvalidCommand, LudusError, NotFound, RuleViolation, Unauthenticated, Unavailable
from services.core.events import MAX_MATCH_ID
from services.core.grpc_server import handles_errors
from services.core.settings import current
from services.players import schema
from services.players.accounts import Accounts, HeldSeat, Player, Session
from services.players.avatars import avatar_path, identicon_svg
from services.players.invitations import NOT_YOURS
from services.players.oidc import OidcVerifier
from services.players.tokens import AccessClaim
from services.projections.search import MatchSearch, check_page_size, check_query
from services.ratings.queries import RatingsReader

KINDS = {
    schema.MEMBER: players_pb2.PLAYER_KIND_MEMBER,
    schema.GUEST: players_pb2.PLAYER_KIND_GUEST,
    schema.OIDC: players_pb2.PLAYER_KIND_EXTERNAL,
}

Context = grpc.aio.ServicerContext[Any, Any]


def profile(player: Player) -> players_pb2.Profile:
    since = Timestamp()
    since.FromDatetime(player.created_at)
    kind = KINDS.get(player.kind, players_pb2.PLAYER_KIND_UNSPECIFIED)
    return players_pb2.Profile(
        player_id=str(player.id),
        name=player.name,
        kind=kind,
        member_since=since,
        display_name=player.display_name or player.name,
        avatar_svg=identicon_svg(player.id),
        avatar_path=avatar_path(player.id),
    )


def session(found: Session) -> players_pb2.Session:
    expires = Timestamp(seconds=found.access_expires_at)
    return players_pb2.Session(
        player=profile(found.player),
        access_token=found.access_token,
        access_expires_at=expires,
        refresh_token=found.refresh_token,
    )


def signed_in() -> AccessClaim:
    """The caller's verified player; UNAUTHENTICATED for a call without a player's token."""
    found = verified()
    claim = found.player
    if claim is None and found.token:
        # A token, but neither a player's nor the issuer's (a seat token, or garbage).
        raise Unauthenticated("the access token is not valid", "ACCESS_TOKEN_INVALID")
    if claim is None:
        raise Unauthenticated(
            "this call needs a player's access token (`authorization: Bearer <token>`)", "ACCESS_TOKEN_MISSING"
        )
    return claim


def maybe_signed_in() -> uuid.UUID | None:
    """The caller's verified player, or None for a call without a token (a token that is not a
    valid player's is refused, never quietly treated as none)."""
    found = verified()
    if found.player is None and found.token:
        raise Unauthenticated("the access token is not valid", "ACCESS_TOKEN_INVALID")
    return found.player.player_id if found.player is not None else None


def client_address(context: Context, trusted: Sequence[Network]) -> str:
    """The caller's real address for sign-in limits (behind trusted proxies, such as the web
    face, the address they forward)."""
    from gateway.server import client_key

    return client_key("", context, trusted).removeprefix("addr:")


#: Looks up a match's summary for a caller (the gateway asks the match's game service).
MatchLookup = Callable[[str, Caller], Awaitable[common_pb2.MatchInfo]]


def page_token(seat: HeldSeat) -> str:
    return base64.urlsafe_b64encode(json.dumps([seat.claimed_at.isoformat(), seat.match_id]).encode()).decode()


def read_page_token(token: str) -> tuple[dt.datetime, str] | None:
    if not token:
        return None
    try:
        claimed_at, match_id = json.loads(base64.urlsafe_b64decode(token.encode()))
        return dt.datetime.fromisoformat(claimed_at), str(match_id)
    except (ValueError, TypeError):
        raise InvalidCommand("the page token is not one this call returned", "PAGE_TOKEN_INVALID") from None


class PlayersServicer(players_pb2_grpc.PlayersServicer):
    def __init__(
        self,
        accounts: Accounts,
        limiter: RateLimiter | None = None,
        match_lookup: MatchLookup | None = None,
        feeds: PlayerFeeds | None = None,
        presence: Presence | None = None,
        matchmaking: MatchmakingCalls | None = None,
    ) -> None:
        self.accounts = accounts
        #: Quick match and rematch (gateway/matchmaking.py), when the gateway has a Redis for them.
        self.matchmaking = matchmaking
        self.feeds = feeds
        self.presence = presence
        self.limiter = limiter or RateLimiter()
        self.match_lookup = match_lookup
        self.search = MatchSearch(accounts.engine)
        self.ratings = RatingsCalls(RatingsReader(accounts.engine))
        self.trusted = networks(current().trusted_proxies)
        self.webhooks = WebhooksApi(accounts.engine, current())
        #: The web client's ID tokens' verifier, when an issuer and a client id are configured.
        self.id_tokens = OidcVerifier.for_id_tokens(current())

    async def _limit(self, context: Context) -> None:
        await self.limiter.check("addr:" + client_address(context, self.trusted))

    @handles_errors
    async def SignUp(self, request: players_pb2.SignUpRequest, context: Context) -> players_pb2.SignUpResponse:
        await self._limit(context)
        return players_pb2.SignUpResponse(session=session(await self.accounts.sign_up(request.name, request.password)))

    @handles_errors
    async def SignIn(self, request: players_pb2.SignInRequest, context: Context) -> players_pb2.SignInResponse:
        await self._limit(context)
        found = await self.accounts.sign_in(request.name, request.password, client_address(context, self.trusted))
        return players_pb2.SignInResponse(session=session(found))

    @handles_errors
    async def SignInAsGuest(
        self, request: players_pb2.SignInAsGuestRequest, context: Context
    ) -> players_pb2.SignInAsGuestResponse:
        await self._limit(context)
        return players_pb2.SignInAsGuestResponse(session=session(await self.accounts.sign_in_as_guest(request.name)))

    @handles_errors
    async def SignInWithIdToken(
        self, request: players_pb2.SignInWithIdTokenRequest, context: Context
    ) -> players_pb2.SignInWithIdTokenResponse:
        await self._limit(context)
        if self.id_tokens is None:
            raise RuleViolation(
                "OIDC_NOT_CONFIGURED", "this platform has no OpenID Connect client (LUDUS_OIDC_CLIENT_ID)"
            )
        identity = await self.id_tokens.verify(request.id_token, request.nonce)
        return players_pb2.SignInWithIdTokenResponse(session=session(await self.accounts.sign_in_external(identity)))

    @handles_errors
    async def Refresh(self, request: players_pb2.RefreshRequest, context: Context) -> players_pb2.RefreshResponse:
        await self._limit(context)
        return players_pb2.RefreshResponse(session=session(await self.accounts.refresh(request.refresh_token)))

    @handles_errors
    async def SignOut(self, request: players_pb2.SignOutRequest, context: Context) -> players_pb2.SignOutResponse:
        await self._limit(context)
        await self.accounts.sign_out(signed_in())
        return players_pb2.SignOutResponse()

    @handles_errors
    async def ChangePassword(
        self, request: players_pb2.ChangePasswordRequest, context: Context
    ) -> players_pb2.ChangePasswordResponse:
        await self._limit(context)
        await self.accounts.change_password(signed_in(), request.old_password, request.new_password)
        return players_pb2.ChangePasswordResponse()

    @handles_errors
    async def DeleteAccount(
        self, request: players_pb2.DeleteAccountRequest, context: Context
    ) -> players_pb2.DeleteAccountResponse:
        await self._limit(context)
        await self.accounts.delete(signed_in(), request.password)
        return players_pb2.DeleteAccountResponse()

    @handles_errors
    async def WhoAmI(self, request: players_pb2.WhoAmIRequest, context: Context) -> players_pb2.WhoAmIResponse:
        await self._limit(context)
        return players_pb2.WhoAmIResponse(player=profile(await self.accounts.player(signed_in().player_id)))

    @handles_errors
    async def ListMyMatches(
        self, request: players_pb2.ListMyMatchesRequest, context: Context
    ) -> players_pb2.ListMyMatchesResponse:
        await self._limit(context)
        claim = signed_in()
        size = min(request.page_size or 20, 100)
        # One more than a page tells whether another page follows.
        held = await self.accounts.my_seats(claim.player_id, size + 1, read_page_token(request.page_token))
        page = held[:size]
        matches = await asyncio.gather(*(_my_match(self.match_lookup, seat, str(claim.player_id)) for seat in page))
        if self.presence is not None:
            await asyncio.gather(*(self.presence.mark(found.match) for found in matches))
        return players_pb2.ListMyMatchesResponse(
            matches=matches, next_page_token=page_token(page[-1]) if len(held) > size else ""
        )

    @handles_errors
    async def ListSeatHolders(
        self, request: players_pb2.ListSeatHoldersRequest, context: Context
    ) -> players_pb2.ListSeatHoldersResponse:
        await self._limit(context)
        if not request.match_id:
            raise InvalidCommand("a match id is required")
        hosted = await self.accounts.invitations.hosted(request.match_id)
        if hosted is not None and not reachable(verified().caller, request.match_id, hosted.private):
            # As for a match nobody holds a seat in, or none at all: nothing shows it exists.
            return players_pb2.ListSeatHoldersResponse()
        holders = await self.accounts.holders(request.match_id)
        return players_pb2.ListSeatHoldersResponse(
            holders=[players_pb2.SeatHolder(seat=seat, name=name) for seat, name in sorted(holders.items())]
        )

    @handles_errors
    async def GetProfile(
        self, request: players_pb2.GetProfileRequest, context: Context
    ) -> players_pb2.GetProfileResponse:
        await self._limit(context)
        return players_pb2.GetProfileResponse(player=profile(await self.accounts.profile(request.name)))

    @handles_errors
    async def SearchMatches(
        self, request: players_pb2.SearchMatchesRequest, context: Context
    ) -> players_pb2.SearchMatchesResponse:
        await self._limit(context)
        size = check_page_size(request.page_size)
        query = finished_matches.query(request)
        if request.outcome and query.outcome is None:
            raise InvalidCommand(f"unknown outcome {request.outcome}", "OUTCOME_UNKNOWN")
        check_query(query, games.names())
        page = await self.search.search(query, maybe_signed_in(), size, request.page_token)
        return players_pb2.SearchMatchesResponse(
            matches=[finished_matches.finished_match(found) for found in page.matches],
            next_page_token=page.next_token,
        )

    @handles_errors
    async def GetFinishedMatch(
        self, request: players_pb2.GetFinishedMatchRequest, context: Context
    ) -> players_pb2.GetFinishedMatchResponse:
        await self._limit(context)
        if not request.match_id:
            raise InvalidCommand("a match id is required")
        found = await self.search.get(request.match_id, maybe_signed_in())
        return players_pb2.GetFinishedMatchResponse(match=finished_matches.finished_match(found))

    # --- Ratings (gateway/ratings.py) ---

    @handles_errors
    async def GetRatings(
        self, request: players_pb2.GetRatingsRequest, context: Context
    ) -> players_pb2.GetRatingsResponse:
        await self._limit(context)
        return await self.ratings.get_ratings(request)

    @handles_errors
    async def GetLeaderboard(
        self, request: players_pb2.GetLeaderboardRequest, context: Context
    ) -> players_pb2.GetLeaderboardResponse:
        await self._limit(context)
        return await self.ratings.get_leaderboard(request)

    @handles_errors
    async def GetRatingHistory(
        self, request: players_pb2.GetRatingHistoryRequest, context: Context
    ) -> players_pb2.GetRatingHistoryResponse:
        await self._limit(context)
        return await self.ratings.get_rating_history(request, maybe_signed_in())

    @handles_errors
    async def UpdateProfile(
        self, request: players_pb2.UpdateProfileRequest, context: Context
    ) -> players_pb2.UpdateProfileResponse:
        await self._limit(context)
        updated = await self.accounts.set_display_name(signed_in(), request.display_name)
        return players_pb2.UpdateProfileResponse(player=profile(updated))

    @handles_errors
    async def CreateInvitation(
        self, request: players_pb2.CreateInvitationRequest, context: Context
    ) -> players_pb2.CreateInvitationResponse:
        await self._limit(context)
        claim = signed_in()
        match_id = _match_id(request.match_id)
        code = await self.accounts.invitations.create_code(match_id, claim.player_id)
        if code is None:
            raise NotFound(NOT_YOURS.format(match_id=match_id))
        return players_pb2.CreateInvitationResponse(code=code)

    @handles_errors
    async def RevokeInvitation(
        self, request: players_pb2.RevokeInvitationRequest, context: Context
    ) -> players_pb2.RevokeInvitationResponse:
        await self._limit(context)
        claim = signed_in()
        match_id = _match_id(request.match_id)
        if not request.code:
            raise InvalidCommand("name the invitation code to revoke")
        if not await self.accounts.invitations.revoke_code(match_id, claim.player_id, request.code):
            hosted = await self.accounts.invitations.hosted(match_id)
            if hosted is None or hosted.creator_id != claim.player_id:
                raise NotFound(NOT_YOURS.format(match_id=match_id))
            raise RuleViolation("INVITATION_UNKNOWN", "that is no live invitation code of this match")
        return players_pb2.RevokeInvitationResponse()

    @handles_errors
    async def ListMyInvitations(
        self, request: players_pb2.ListMyInvitationsRequest, context: Context
    ) -> players_pb2.ListMyInvitationsResponse:
        await self._limit(context)
        found = await self.accounts.invitations.open_for(signed_in().player_id)
        return players_pb2.ListMyInvitationsResponse(
            invitations=[
                players_pb2.Invitation(
                    match_id=item.match_id,
                    seat=item.seat,
                    invited_by=item.invited_by,
                    invited_at=_timestamp(item.invited_at),
                )
                for item in found
            ]
        )

    @handles_errors
    async def WatchPlayer(
        self, request: players_pb2.WatchPlayerRequest, context: Context
    ) -> AsyncIterator[players_pb2.PlayerNotice]:
        await self._limit(context)
        claim = signed_in()
        if self.feeds is None:
            raise RuleViolation("FEEDS_DISABLED", "this gateway serves no players' feeds")
        if request.after and not CURSOR.fullmatch(request.after):
            raise InvalidCommand("the cursor is not one a feed sent", "CURSOR_INVALID")

        async def subscribed() -> None:
            # The response headers tell the client its feed is live (nothing after this is missed).
            await context.send_initial_metadata(())

        # A player with their feed open is connected in every seat they hold (their newest 100).
        held = await self.accounts.my_seats(claim.player_id, 100)
        present = self.presence.hold((seat.match_id, seat.seat) for seat in held) if self.presence else None
        notices = self.feeds.follow(claim.player_id, request.after, subscribed)
        async with present or contextlib.nullcontext():
            async for notice in self._while_signed_in(verified().token, claim, notices):
                yield notice

    # --- Quick match and rematch (gateway/matchmaking.py) ---

    def _matchmaking(self) -> MatchmakingCalls:
        if self.matchmaking is None:
            raise RuleViolation("MATCHMAKING_DISABLED", "this gateway serves no quick match or rematch")
        return self.matchmaking

    @handles_errors
    async def JoinQueue(self, request: players_pb2.JoinQueueRequest, context: Context) -> players_pb2.JoinQueueResponse:
        await self._limit(context)
        return await self._matchmaking().join_queue(signed_in(), request)

    @handles_errors
    async def LeaveQueue(
        self, request: players_pb2.LeaveQueueRequest, context: Context
    ) -> players_pb2.LeaveQueueResponse:
        await self._limit(context)
        return await self._matchmaking().leave_queue(signed_in())

    @handles_errors
    async def GetQueueStatus(
        self, request: players_pb2.GetQueueStatusRequest, context: Context
    ) -> players_pb2.GetQueueStatusResponse:
        await self._limit(context)
        return await self._matchmaking().queue_status(signed_in())

    @handles_errors
    async def ProposeRematch(
        self, request: players_pb2.ProposeRematchRequest, context: Context
    ) -> players_pb2.ProposeRematchResponse:
        await self._limit(context)
        return await self._matchmaking().propose_rematch(signed_in(), _match_id(request.match_id))

    @handles_errors
    async def AnswerRematch(
        self, request: players_pb2.AnswerRematchRequest, context: Context
    ) -> players_pb2.AnswerRematchResponse:
        await self._limit(context)
        return await self._matchmaking().answer_rematch(signed_in(), _match_id(request.match_id), request.accept)

    # --- Webhooks (gateway/webhooks.py) ---

    @handles_errors
    async def CreateWebhook(
        self, request: players_pb2.CreateWebhookRequest, context: Context
    ) -> players_pb2.CreateWebhookResponse:
        await self._limit(context)
        return await self.webhooks.create(signed_in(), request)

    @handles_errors
    async def ListWebhooks(
        self, request: players_pb2.ListWebhooksRequest, context: Context
    ) -> players_pb2.ListWebhooksResponse:
        await self._limit(context)
        return await self.webhooks.list(signed_in())

    @handles_errors
    async def DeleteWebhook(
        self, request: players_pb2.DeleteWebhookRequest, context: Context
    ) -> players_pb2.DeleteWebhookResponse:
        await self._limit(context)
        return await self.webhooks.delete(signed_in(), request)

    @handles_errors
    async def RotateWebhookSecret(
        self, request: players_pb2.RotateWebhookSecretRequest, context: Context
    ) -> players_pb2.RotateWebhookSecretResponse:
        await self._limit(context)
        return await self.webhooks.rotate(signed_in(), request)

    @handles_errors
    async def ListWebhookDeliveries(
        self, request: players_pb2.ListWebhookDeliveriesRequest, context: Context
    ) -> players_pb2.ListWebhookDeliveriesResponse:
        await self._limit(context)
        return await self.webhooks.deliveries(signed_in(), request)

    @handles_errors
    async def PingWebhook(
        self, request: players_pb2.PingWebhookRequest, context: Context
    ) -> players_pb2.PingWebhookResponse:
        await self._limit(context)
        return await self.webhooks.ping(signed_in(), request)

    async def _while_signed_in(
        self, token: str, claim: AccessClaim, notices: AsyncIterator[players_pb2.PlayerNotice]
    ) -> AsyncIterator[players_pb2.PlayerNotice]:
        """The notices, for as long as the feed's sign-in lives: a feed is one long call, and a
        signed-out, banned or deleted player must be refused at once everywhere, so its session is
        checked again every few seconds (as often as calls re-check it; UNAUTHENTICATED or
        PERMISSION_DENIED ends the stream). An identity issuer's token is checked when it opens."""
        every = max(1.0, self.accounts.live.seconds)
        loop = asyncio.get_running_loop()
        due = loop.time() + every
        iterator = aiter(notices)
        pending: asyncio.Future[players_pb2.PlayerNotice] | None = None
        try:
            while True:
                if pending is None:
                    pending = asyncio.ensure_future(anext(iterator))
                done, _ = await asyncio.wait({pending}, timeout=max(0.0, due - loop.time()))
                if done:
                    try:
                        notice = pending.result()
                    except StopAsyncIteration:
                        return
                    pending = None
                    yield notice
                if claim.session_id is not None and loop.time() >= due:
                    await self.accounts.verify_access(token)
                    due = loop.time() + every
        finally:
            if pending is not None:
                pending.cancel()
                # The generator is still running its step until the cancelled step is awaited.
                with contextlib.suppress(asyncio.CancelledError, StopAsyncIteration, Exception):
                    await pending
            await notices.aclose()  # type: ignore[attr-defined]


#: A feed's cursor: a Redis stream entry id.
CURSOR = re.compile(r"[0-9]{1,20}-[0-9]{1,20}")


def _match_id(match_id: str) -> str:
    if not match_id:
        raise InvalidCommand("a match id is required")
    if len(match_id) > MAX_MATCH_ID:
        raise InvalidCommand(f"a match id has at most {MAX_MATCH_ID} characters", "MATCH_ID_TOO_LONG")
    return match_id


def _timestamp(when: dt.datetime) -> Timestamp:
    stamp = Timestamp()
    stamp.FromDatetime(when)
    return stamp


SERVICE_NAME = players_pb2.DESCRIPTOR.services_by_name["Players"].full_name


async def _my_match(lookup: MatchLookup | None, held: HeldSeat, player: str) -> players_pb2.MyMatch:
    caller = Caller(SEAT, held.match_id, held.seat, player)
    try:
        if lookup is None:
            raise Unavailable("no match lookup")
        match = await lookup(held.match_id, caller)
    except LudusError:
        # One game's outage must not hide the player's other matches.
        match = common_pb2.MatchInfo(match_id=held.match_id, game=held.match_id.partition("-")[0])
    return players_pb2.MyMatch(match=match, seat=held.seat, my_turn=held.seat in match.awaiting)
