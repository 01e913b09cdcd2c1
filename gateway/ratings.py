"""The Players service's ratings calls (GetRatings, GetLeaderboard, GetRatingHistory): requests
checked and mapped onto services/ratings/queries.py, answers mapped back onto players.proto."""

from __future__ import annotations

import uuid

from google.protobuf.timestamp_pb2 import Timestamp
from ludus.v1 import players_pb2

from services import games
from services.core.errors import InvalidCommand
from services.ratings.queries import Entry, GameRating, RatingsReader, check_game


def _when(ms: int) -> Timestamp:
    return Timestamp(seconds=ms // 1000, nanos=(ms % 1000) * 1_000_000)


def game_rating(found: GameRating) -> players_pb2.GameRating:
    return players_pb2.GameRating(
        game=found.game,
        mu=found.rating.mu,
        sigma=found.rating.sigma,
        ordinal=found.rating.ordinal,
        matches=found.matches,
        updated_at=_when(found.updated_ms),
    )


def _entry(entry: Entry) -> players_pb2.LeaderboardEntry:
    return players_pb2.LeaderboardEntry(rank=entry.rank, player=entry.player, rating=game_rating(entry.rating))


def _player(name: str) -> str:
    if not name:
        raise InvalidCommand("a player's name is required", "PLAYER_REQUIRED")
    return name


class RatingsCalls:
    def __init__(self, reader: RatingsReader) -> None:
        self.reader = reader

    async def get_ratings(self, request: players_pb2.GetRatingsRequest) -> players_pb2.GetRatingsResponse:
        found = await self.reader.player_ratings(_player(request.player))
        return players_pb2.GetRatingsResponse(ratings=[game_rating(rating) for rating in found])

    async def get_leaderboard(self, request: players_pb2.GetLeaderboardRequest) -> players_pb2.GetLeaderboardResponse:
        check_game(request.game, games.names())
        board = await self.reader.leaderboard(
            request.game, request.page_size, request.page_token, request.around, request.neighbours
        )
        return players_pb2.GetLeaderboardResponse(
            entries=[_entry(entry) for entry in board.entries], next_page_token=board.next_token, total=board.total
        )

    async def get_rating_history(
        self, request: players_pb2.GetRatingHistoryRequest, viewer: uuid.UUID | None
    ) -> players_pb2.GetRatingHistoryResponse:
        check_game(request.game, games.names())
        page = await self.reader.history(
            _player(request.player), request.game, viewer, request.page_size, request.page_token
        )
        return players_pb2.GetRatingHistoryResponse(
            changes=[
                players_pb2.RatingChange(
                    match_id=entry.match_id,
                    finished_at=_when(entry.finished_ms),
                    rank=entry.rank,
                    seats=entry.seats,
                    mu_before=entry.before.mu,
                    sigma_before=entry.before.sigma,
                    rating=game_rating(entry.rating),
                )
                for entry in page.entries
            ],
            next_page_token=page.next_token,
        )
