"""Which finished matches count for ratings, and with which seats and ranks — read from a match's
event log alone (no I/O here), so that the projection and `ludus ratings verify` agree.

A match is rated when all of these hold (docs/players.md, "Ratings"):

* it was created with the `rated` option (MatchCreated.rated);
* it ended by its rules, or was closed by the platform while some rated seat was absent (its
  player had abandoned it); a match closed while waiting for players, or closed with nobody
  absent, has no result to rate;
* at least two human seats are held by distinct signed-in players, as the log names them
  (MatchCreated.players for the creator's seat, SeatClaimed.player for a claimed seat — both
  written by the game service from the verified caller); one player in two seats, or a seat
  whose holder changes, makes the match unrated.

The rated seats are the human seats held by signed-in players, plus the bot seats when the
operator gives bots fixed ratings (LUDUS_RATED_BOTS). Anonymous human seats and other bots are
left out: they neither gain nor lose, and move nobody (the rated seats keep their relative
order). A seat absent at the end (its clock ran out and its player never reclaimed it: a bot or
default moves finished the match for them) abandoned the match and ranks last, below every
seat that stayed, whatever the game's result says; several such seats tie for last.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ludus.v1 import common_pb2

from services.core.codec import parse
from services.core.events import StoredEvent
from services.core.match import MATCH_CREATED, MATCH_ENDED, SEAT_CLAIMED, SEAT_RECLAIMED, TIMED_OUT
from services.ratings.model import DEFAULT, Contestant, Rating, match_order, update


@dataclass(frozen=True)
class RatedSeat:
    seat: int
    #: The signed-in player (UUID text), or None for a rated bot.
    player: str | None
    #: A rated bot's level, or None for a player.
    bot: str | None
    rank: int

    @property
    def key(self) -> str:
        """The contestant's key in the model: the player's id, or "bot:<game>/<level>"."""
        return self.player if self.player is not None else f"bot:{self.bot}"


@dataclass(frozen=True)
class RatedMatch:
    match_id: str
    game: str
    finished_ms: int
    seats: tuple[RatedSeat, ...]

    @property
    def order(self) -> tuple[int, str]:
        return (self.finished_ms, self.match_id)

    def contestants(self) -> list[Contestant]:
        return [Contestant(seat.key, seat.rank, fixed=seat.player is None) for seat in self.seats]

    def players(self) -> list[str]:
        return [seat.player for seat in self.seats if seat.player is not None]


def bot_rating(bots: Mapping[str, Rating], game: str, level: str) -> Rating | None:
    """A bot level's fixed rating: "game/level" first, then "level" (None: bots are unrated)."""
    return bots.get(f"{game}/{level}", bots.get(level))


def rated_match(
    match_id: str, events: Sequence[StoredEvent], bots: Mapping[str, Rating] | None = None
) -> RatedMatch | None:
    """The match as ratings see it, or None if it is not rated (see the module's rules)."""
    if not events or events[0].type != MATCH_CREATED or events[-1].type != MATCH_ENDED:
        return None
    created = parse(events[0].data, common_pb2.MatchCreated)
    if not created.rated:
        return None
    seat_count = len(created.seats)
    holders: dict[int, str] = {seat: player for seat, player in enumerate(created.players) if player}
    absent: set[int] = set()
    for event in events[1:-1]:
        if event.type == SEAT_CLAIMED:
            claimed = parse(event.data, common_pb2.SeatClaimed)
            if claimed.player:
                if holders.get(claimed.seat, claimed.player) != claimed.player:
                    return None  # the seat changed owner
                holders[claimed.seat] = claimed.player
        elif event.type == TIMED_OUT:
            absent.add(parse(event.data, common_pb2.TimedOut).seat)
        elif event.type == SEAT_RECLAIMED:
            absent.discard(parse(event.data, common_pb2.SeatReclaimed).seat)
    ended = parse(events[-1].data, common_pb2.MatchEnded)
    humans = {
        seat: player
        for seat, player in holders.items()
        if seat < seat_count and created.seats[seat].kind in (common_pb2.SEAT_KIND_HUMAN, common_pb2.SEAT_KIND_OPEN)
    }
    if len(set(humans.values())) != len(humans) or len(humans) < 2:
        return None  # one player in two seats, or fewer than two signed-in players
    ranks = _ranks(ended, seat_count, absent & set(humans))
    if ranks is None:
        return None
    seats: list[RatedSeat] = []
    for seat, spec in enumerate(created.seats):
        if seat in humans:
            seats.append(RatedSeat(seat, humans[seat], None, ranks[seat]))
        elif spec.kind == common_pb2.SEAT_KIND_BOT and bots and bot_rating(bots, created.game, spec.bot_level):
            seats.append(RatedSeat(seat, None, f"{created.game}/{spec.bot_level}", ranks[seat]))
    return RatedMatch(match_id, created.game, events[-1].time_ms, tuple(seats))


def _ranks(ended: common_pb2.MatchEnded, seat_count: int, abandoned: set[int]) -> dict[int, int] | None:
    """Each seat's rank: the result's, with the abandoning seats moved below everyone else."""
    if ended.reason == common_pb2.END_REASON_WAITING_EXPIRED:
        return None
    if ended.reason != common_pb2.END_REASON_UNSPECIFIED:
        # Closed by the platform: no result. It rates only a desertion: who stayed ties first.
        if not abandoned:
            return None
        ranks = dict.fromkeys(range(seat_count), 1)
    else:
        winners = set(ended.result.winners)
        scored = {score.seat: score.rank for score in ended.result.scores}
        # A seat missing from the scores (a game without them) ranks by winning alone.
        ranks = {seat: scored.get(seat, 1 if seat in winners else 2) for seat in range(seat_count)}
    last = max((rank for seat, rank in ranks.items() if seat not in abandoned), default=0) + 1
    return {seat: last if seat in abandoned else rank for seat, rank in ranks.items()}


@dataclass(frozen=True)
class Change:
    """One player's rating before and after one rated match."""

    player: str
    rank: int
    before: Rating
    after: Rating


def rate_match(match: RatedMatch, current: Mapping[str, Rating], bots: Mapping[str, Rating]) -> list[Change]:
    """The players' changes in one rated match, from their ratings before it (`current`; a
    player missing from it starts at the model's default); rated bots take part with their
    fixed ratings and keep them."""
    known = dict(current)
    for seat in match.seats:
        if seat.bot is not None:
            game, _, level = seat.bot.partition("/")
            fixed = bot_rating(bots, game, level)
            if fixed is None:
                raise ValueError(f"match {match.match_id} rates bot {seat.bot}, which has no fixed rating")
            known[seat.key] = fixed
    before = {seat.key: known.get(seat.key, DEFAULT) for seat in match.seats}
    after = update(match.contestants(), known)
    return [
        Change(seat.player, seat.rank, before[seat.key], after[seat.key])
        for seat in match.seats
        if seat.player is not None
    ]


def replay(matches: Sequence[RatedMatch], bots: Mapping[str, Rating]) -> dict[tuple[str, str], list[Change]]:
    """Every player's changes per (game, player), applying `matches` in match order: what the
    projection holds after the same matches (a match given twice counts once)."""
    current: dict[tuple[str, str], Rating] = {}
    history: dict[tuple[str, str], list[Change]] = {}
    unique = {match.match_id: match for match in matches}
    for match in sorted(unique.values(), key=lambda m: match_order(m.finished_ms, m.match_id)):
        ratings = {
            player: current[(match.game, player)] for player in match.players() if (match.game, player) in current
        }
        for change in rate_match(match, ratings, bots):
            current[(match.game, change.player)] = change.after
            history.setdefault((match.game, change.player), []).append(change)
    return history
