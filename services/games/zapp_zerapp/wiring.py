"""Zapp Zerapp plugged into the platform: the `Game` the `ludus.games` entry point names."""

from __future__ import annotations

from collections.abc import Sequence

from google.protobuf.message import Message
from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.game import Deadline, Game, Outcome
from services.core.rng import Rng
from services.core.secrets import Secret
from services.games.zapp_zerapp import bots, pace, ranking, rules, views
from services.games.zapp_zerapp.board import Board, ludus_board
from services.games.zapp_zerapp.evolve import evolve
from services.games.zapp_zerapp.secrets import secrets_at
from services.games.zapp_zerapp.state import Phase, ZappState


class ZappZerappGame(Game[ZappState]):
    name = "zapp_zerapp"
    title = "Zapp Zerapp"
    min_seats = rules.MIN_SEATS
    max_seats = 4
    bot_levels = ("random", "greedy", "search")
    command_type = pb.ZappZerappCommand
    event_type = pb.ZappZerappEvent
    view_type = pb.ZappZerappView
    options_type = pb.ZappZerappOptions
    state_type = ZappState
    #: 2: SeatRound.listening and ZappState.reactions (D26).
    state_schema = 2

    def __init__(self, board: Board | None = None) -> None:
        #: The layout every rule reads (the Ludus board unless a test passes its own, R2).
        self.board = board or ludus_board()
        self.max_seats = len(self.board.colours)

    def static_data(self) -> Message:
        return views.board_message(self.board, rules.default_options())

    def validate_options(self, options: Message, seats: int) -> None:
        assert isinstance(options, pb.ZappZerappOptions)
        rules.validate_options(self.board, options, seats)

    def setup(self, options: Message, seats: int, rng: Rng) -> list[Message]:
        assert isinstance(options, pb.ZappZerappOptions)
        return list(rules.setup(self.board, options, seats, rng))

    def initial_state(self, options: Message, seats: int) -> ZappState:
        assert isinstance(options, pb.ZappZerappOptions)
        return rules.initial_state(options, seats)

    def decide(self, state: ZappState, seat: int, command: Message, rng: Rng) -> list[Message]:
        assert isinstance(command, pb.ZappZerappCommand)
        return list(rules.decide(self.board, state, seat, command, rng))

    def evolve(self, state: ZappState, event: Message) -> ZappState:
        assert isinstance(event, pb.ZappZerappEvent)
        return evolve(state, event)

    def view(self, state: ZappState, seat: int | None) -> Message:
        return views.view(self.board, state, seat)

    def redact(self, event: Message, seat: int | None) -> Message:
        assert isinstance(event, pb.ZappZerappEvent)
        return views.redact(event, seat)

    def secrets(self, state: ZappState, events: Sequence[Message]) -> list[Secret]:
        return secrets_at(state, events)

    def legal_commands(self, state: ZappState, seat: int) -> Sequence[Message]:
        return rules.legal_commands(self.board, state, seat)

    def awaiting(self, state: ZappState) -> tuple[int, ...]:
        return rules.awaiting(state)

    def is_over(self, state: ZappState) -> bool:
        return state.phase == Phase.OVER

    def result(self, state: ZappState) -> Outcome:
        winner = state.winner
        return Outcome(
            winners=(winner,),
            scores=tuple(state.home(colour) for colour in state.colours),
            ranks=ranking.ranks(self.board, state),
            details=views.view(self.board, state, None),
        )

    def deadlines(self, state: ZappState) -> tuple[Deadline, ...]:
        return rules.deadlines(state)

    def expire(self, state: ZappState, key: str, rng: Rng) -> list[Message]:
        return list(rules.expire(self.board, state, key, rng))

    def worker_delay_ms(self, state: ZappState, seat: int, policy: str, rng: Rng) -> int:
        return pace.delay_ms(state, seat, policy, rng)

    def heuristic(self, state: ZappState, seat: int) -> float:
        return bots.heuristic(self.board, state, seat)

    def determinize(self, view: Message, seat: int, rng: Rng) -> ZappState:
        assert isinstance(view, pb.ZappZerappView)
        return bots.determinize(self.board, view, seat, rng)


GAME = ZappZerappGame()
