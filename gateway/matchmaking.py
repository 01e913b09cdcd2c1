"""The gateway's half of quick match and rematch (Players' JoinQueue ... AnswerRematch).

gateway/players.py's methods are one line each into `MatchmakingCalls`: the queue is joined and
left here (the matchmaker in the workers does the pairing, services/matchmaking/matchmaker.py),
and a rematch is proposed, answered and — on the last acceptance — created here, with the same
seats held by the same players (services/matchmaking/placement.py).
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from google.protobuf.timestamp_pb2 import Timestamp
from ludus.v1 import common_pb2, players_pb2

from gateway.routing import Routes
from services import games
from services.core.caller import ANONYMOUS, SEAT, Caller
from services.core.errors import InvalidCommand, LudusError, NotFound, RuleViolation, Unavailable
from services.core.notices import NoticeLog
from services.core.settings import Settings
from services.matchmaking import notices
from services.matchmaking.placement import Placement, SeatTable, bot, human
from services.matchmaking.queue import QueueStore, Ticket
from services.matchmaking.ratings import RatingLookup, default_ratings, rating_of
from services.matchmaking.rematch import CREATING, DECLINED, READY, Proposal, RematchStore
from services.players.accounts import Accounts
from services.players.tokens import AccessClaim
from services.ratings.lookup import current_ratings

log = logging.getLogger(__name__)

#: A match's summary as a caller may see it (GatewayServicer.match_info).
MatchLookup = Callable[[str, Caller], Awaitable[common_pb2.MatchInfo]]
#: The human seats of a finished match: human seats, and open seats someone claimed.
HUMAN_KINDS = (common_pb2.SEAT_KIND_HUMAN, common_pb2.SEAT_KIND_OPEN)


def _now_ms() -> int:
    return int(time.time() * 1000)


def _timestamp(ms: int) -> Timestamp:
    return Timestamp(seconds=ms // 1000, nanos=ms % 1000 * 1_000_000)


class MatchmakingCalls:
    def __init__(
        self,
        queue: QueueStore,
        rematches: RematchStore,
        accounts: Accounts,
        match_lookup: MatchLookup,
        placement: Placement,
        notice_log: NoticeLog,
        settings: Settings,
        hosted_games: list[str],
        ratings: RatingLookup = default_ratings,
    ) -> None:
        self.queue = queue
        self.rematches = rematches
        self.accounts = accounts
        self.match_lookup = match_lookup
        self.placement = placement
        self.notices = notice_log
        self.settings = settings
        self.hosted_games = hosted_games
        self.ratings = ratings

    # -- quick match ---------------------------------------------------------------------------

    async def join_queue(
        self, claim: AccessClaim, request: players_pb2.JoinQueueRequest
    ) -> players_pb2.JoinQueueResponse:
        if request.game not in self.hosted_games:
            raise InvalidCommand(f"no game named {request.game[:64]!r} is hosted here", "GAME_UNKNOWN")
        game = games.load(request.game)
        if not game.min_seats <= request.seats <= game.max_seats:
            raise InvalidCommand(
                f"{request.game} is played by {game.min_seats} to {game.max_seats} seats", "SEATS_OUT_OF_RANGE"
            )
        longest = self.settings.matchmaking_max_wait_seconds
        if request.fill_with_bots_after_seconds > longest:
            raise InvalidCommand(
                f"bots can fill a table after at most {longest} seconds (LUDUS_MATCHMAKING_MAX_WAIT_SECONDS)",
                "BOTS_AFTER_TOO_LONG",
            )
        await self._check_open_matches(claim)
        player = str(claim.player_id)
        ticket = Ticket(
            player=player,
            game=request.game,
            seats=request.seats,
            rated=request.rated,
            bots_after_seconds=request.fill_with_bots_after_seconds,
            rating=await rating_of(self.ratings, request.game, player),
            queued_ms=_now_ms(),
        )
        if not await self.queue.join(ticket):
            raise RuleViolation("ALREADY_QUEUED", "you are already waiting in a queue (LeaveQueue first)")
        return players_pb2.JoinQueueResponse(status=await self._status(ticket))

    async def _check_open_matches(self, claim: AccessClaim) -> None:
        """A player at their open-matches limit (LUDUS_OPEN_MATCHES) may not queue for one more
        (RESOURCE_EXHAUSTED, OPEN_MATCHES), as they may not join one: the same check, under the
        same lock, given back at once (one ticket per player: the queue adds one match at most)."""
        player = str(claim.player_id)

        async def finished(match_id: str, seat: int) -> bool | None:
            try:
                info = await self.match_lookup(match_id, Caller(SEAT, match_id, seat, player))
            except LudusError:
                return None  # its service cannot say now: it stays open
            return info.status == common_pb2.MATCH_STATUS_FINISHED

        creations, engine = self.accounts.creations, self.accounts.engine
        await creations.refresh_finished(engine, claim.player_id, finished)
        record = await creations.reserve_join(engine, claim.player_id)
        if record is not None:
            await creations.give_back(engine, record)

    async def leave_queue(self, claim: AccessClaim) -> players_pb2.LeaveQueueResponse:
        left = await self.queue.leave(str(claim.player_id))
        if left == 0:
            raise RuleViolation("NOT_QUEUED", "you are not waiting in any queue")
        if left < 0:
            raise RuleViolation("ALREADY_MATCHED", "the matchmaker has already found you a match: see your feed")
        return players_pb2.LeaveQueueResponse()

    async def queue_status(self, claim: AccessClaim) -> players_pb2.GetQueueStatusResponse:
        ticket = await self.queue.ticket(str(claim.player_id))
        if ticket is None:
            return players_pb2.GetQueueStatusResponse(queued=False)
        return players_pb2.GetQueueStatusResponse(queued=True, status=await self._status(ticket))

    async def _status(self, ticket: Ticket) -> players_pb2.QueueStatus:
        return players_pb2.QueueStatus(
            game=ticket.game,
            seats=ticket.seats,
            rated=ticket.rated,
            fill_with_bots_after_seconds=ticket.bots_after_seconds,
            queued_at=_timestamp(ticket.queued_ms),
            waiting=await self.queue.waiting_count(ticket.queue),
        )

    # -- rematch -------------------------------------------------------------------------------

    async def _my_seat(self, claim: AccessClaim, match_id: str) -> int:
        seat = await self.accounts.seat_of(claim.player_id, match_id)
        if seat is None:
            # As for a match that does not exist: holding no seat, one learns nothing of it.
            raise NotFound(f"you hold no seat in a match {match_id!r}", "MATCH_NOT_FOUND")
        return seat

    async def propose_rematch(self, claim: AccessClaim, match_id: str) -> players_pb2.ProposeRematchResponse:
        seat = await self._my_seat(claim, match_id)
        player = str(claim.player_id)
        info = await self.match_lookup(match_id, Caller(SEAT, match_id, seat, player))
        if info.status != common_pb2.MATCH_STATUS_FINISHED:
            raise RuleViolation("MATCH_NOT_FINISHED", "a rematch can be proposed once the match is over")
        held = {index: str(holder) for index, holder in (await self.accounts.seat_players(match_id)).items()}
        holders: dict[int, str] = {}
        bots: dict[int, str] = {}
        for spec in info.seats:
            if spec.kind == common_pb2.SEAT_KIND_BOT:
                bots[spec.seat] = spec.bot_level
            elif spec.seat in held:
                holders[spec.seat] = held[spec.seat]
            else:
                raise RuleViolation(
                    "REMATCH_SEAT_UNHELD", f"seat {spec.seat} was played by no signed-in player: nobody to ask"
                )
        name = (await self.accounts.player(claim.player_id)).name
        now = _now_ms()
        seconds = self.settings.rematch_seconds
        if not await self.rematches.propose(match_id, info.game, holders, bots, name, seat, now, seconds):
            raise RuleViolation("REMATCH_PENDING", "a rematch of this match is already proposed (or made)")
        proposal = await self._proposal(match_id)
        if not proposal.awaiting:
            # Nobody else to ask (every other seat is a bot's): the proposer's yes is the last.
            return players_pb2.ProposeRematchResponse(rematch=await self._answered(claim, match_id, seat, name, True))
        for other in proposal.holders.values():
            await self._tell(
                notices.fields(
                    notices.REMATCH_PROPOSED,
                    other,
                    proposal.game,
                    rematch_of=match_id,
                    expires=proposal.expires_ms,
                    by=name,
                )
            )
        return players_pb2.ProposeRematchResponse(rematch=rematch_message(proposal))

    async def answer_rematch(
        self, claim: AccessClaim, match_id: str, accept: bool
    ) -> players_pb2.AnswerRematchResponse:
        seat = await self._my_seat(claim, match_id)
        name = (await self.accounts.player(claim.player_id)).name
        return players_pb2.AnswerRematchResponse(rematch=await self._answered(claim, match_id, seat, name, accept))

    async def _answered(
        self, claim: AccessClaim, match_id: str, seat: int, name: str, accept: bool
    ) -> players_pb2.Rematch:
        proposal = await self.rematches.get(match_id)
        if proposal is None:
            raise RuleViolation("REMATCH_NOT_PROPOSED", "no rematch of this match is proposed")
        if seat not in proposal.holders:
            raise RuleViolation("REMATCH_NOT_PROPOSED", "no rematch of this match is proposed")
        outcome = await self.rematches.answer(match_id, seat, accept, name, len(proposal.holders), _now_ms())
        if outcome == "none":
            raise RuleViolation("REMATCH_NOT_PROPOSED", "no rematch of this match is proposed")
        if outcome == "expired":
            raise RuleViolation("REMATCH_EXPIRED", "the rematch proposal has lapsed: propose it again")
        if outcome == DECLINED:
            raise RuleViolation("REMATCH_DECLINED", f"{proposal.declined_by} declined this rematch")
        if outcome in (READY, CREATING):
            raise RuleViolation("REMATCH_MADE", "this rematch is already made (see your feed for its match)")
        if outcome == "refused":
            for other in proposal.holders.values():
                await self._tell(
                    notices.fields(notices.REMATCH_DECLINED, other, proposal.game, rematch_of=match_id, by=name)
                )
        elif outcome == "create":
            await self._create(claim, proposal, seat)
        return rematch_message(await self._proposal(match_id))

    async def _create(self, claim: AccessClaim, proposal: Proposal, seat: int) -> None:
        """The last acceptance's creation of the rematch: same game, options, clock and seats."""
        old = proposal.rematch_of
        count = len(proposal.holders) + len(proposal.bots)
        specs = [human() if index in proposal.holders else bot(proposal.bots[index]) for index in range(count)]
        try:
            info = await self.match_lookup(old, Caller(SEAT, old, seat, str(claim.player_id)))

            async def hosted(match_id: str) -> None:
                # A rematch of a private match is private too, among the same players.
                if info.visibility == common_pb2.VISIBILITY_PRIVATE:
                    await self.accounts.invitations.host(match_id, claim.player_id, True, {})

            placed = await self.placement.place(
                proposal.game,
                specs,
                proposal.holders,
                Caller(ANONYMOUS, player=str(claim.player_id)),
                options=info.options if info.HasField("options") else None,
                clock=info.clock if info.clock.initial_seconds else None,
                rematch_of=old,
                visibility=info.visibility,
                # A rated match's rematch is rated too (every human accepted it as it was).
                rated=info.rated,
                # Who may watch stays as it was (an invite-only table gets a new spectator code).
                spectators=info.spectators,
                on_created=hosted,
            )
        except Exception:
            # Whatever failed (the game service, the database), the proposal must not stay
            # `creating`: it goes back to waiting for this player's acceptance.
            log.exception("could not create the rematch of %s", old)
            await self.rematches.settle(old, "", seat)
            raise Unavailable("the rematch could not be created just now; accept it again") from None
        await self.rematches.settle(old, placed.match.match_id, seat)
        for index, player in proposal.holders.items():
            await self._tell(
                notices.fields(
                    notices.REMATCH_READY,
                    player,
                    proposal.game,
                    match=placed.match.match_id,
                    seat=index,
                    rematch_of=old,
                )
            )

    async def _proposal(self, match_id: str) -> Proposal:
        found = await self.rematches.get(match_id)
        if found is None:
            raise RuleViolation("REMATCH_NOT_PROPOSED", "no rematch of this match is proposed")
        return found

    async def _tell(self, fields: dict[str, str]) -> None:
        await self.notices.publish(fields)


def gateway_calls(
    redis: Any,
    accounts: Accounts,
    match_lookup: MatchLookup,
    routes: Routes,
    notice_log: NoticeLog,
    settings: Settings,
    ratings: RatingLookup | None = None,
) -> MatchmakingCalls:
    """The calls as a gateway serves them: its Redis, its players' database, its routes. Players
    are queued with their current rating in the game (services/ratings, the ratings projection's
    table; OpenSkill's starting rating for a player without one) unless `ratings` says otherwise."""
    if ratings is None:
        ratings = functools.partial(current_ratings, accounts.engine)
    placement = Placement(routes.for_game, SeatTable(accounts.engine), notice_log, settings.backend_timeout)
    return MatchmakingCalls(
        QueueStore(redis),
        RematchStore(redis),
        accounts,
        match_lookup,
        placement,
        notice_log,
        settings,
        routes.games,
        ratings,
    )


def rematch_message(proposal: Proposal) -> players_pb2.Rematch:
    return players_pb2.Rematch(
        rematch_of=proposal.rematch_of,
        accepted=sorted(proposal.accepted),
        awaiting=[] if proposal.state == DECLINED else proposal.awaiting,
        expires_at=_timestamp(proposal.expires_ms),
        match_id=proposal.match_id,
    )


__all__ = ["MatchmakingCalls", "rematch_message"]
