"""Zapp Zerapp plugged into the platform: the `Game` the `ludus.games` entry point names.

Typed with the game's own messages; commands and events are routed through the dispatchers of
rules.py and evolve.py (one handler per oneof member).
"""

from __future__ import annotations

from collections.abc import Sequence

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.game import Deadline, Game, Outcome
from services.core.rng import Rng
from services.core.secrets import Secret
from services.games.zapp_zerapp import bots, evolve, pace, ranking, rules, views
from services.games.zapp_zerapp.board import Board, ludus_board
from services.games.zapp_zerapp.secrets import secrets_at
from services.games.zapp_zerapp.state import ZappState


class ZappZerappGame(
    Game[ZappState, pb.ZappZerappCommand, pb.ZappZerappEvent, pb.ZappZerappView, pb.ZappZerappOptions]
):
    name = "zapp_zerapp"
    title = "Zapp Zerapp"
    min_seats = rules.MIN_SEATS
    max_seats = 4
    bot_levels = ("random", "greedy", "search")
    command_type = pb.ZappZerappCommand
    event_type = pb.ZappZerappEvent
    view_type = pb.ZappZerappView
    options_type = pb.ZappZerappOptions
    result_details_type = pb.ZappZerappView
    state_type = ZappState
    #: 2: SeatRound.listening and ZappState.reactions (D26).
    state_schema = 2
    commands = rules.commands
    events = evolve.events

    def __init__(self, board: Board | None = None) -> None:
        #: The layout every rule reads (the Ludus board unless a test passes its own, R2).
        self.board = board or ludus_board()
        self.max_seats = len(self.board.colours)

    def static_data(self) -> pb.ZappZerappBoard:
        return views.board_message(self.board, rules.default_options())

    def validate_options(self, options: pb.ZappZerappOptions, seats: int) -> None:
        rules.validate_options(self.board, options, seats)

    def setup(self, options: pb.ZappZerappOptions, seats: int, rng: Rng) -> list[pb.ZappZerappEvent]:
        return list(rules.setup(self.board, options, seats, rng))

    def initial_state(self, options: pb.ZappZerappOptions, seats: int) -> ZappState:
        return rules.initial_state(options, seats)

    def decide(self, state: ZappState, seat: int, command: pb.ZappZerappCommand, rng: Rng) -> list[pb.ZappZerappEvent]:
        return rules.decide(self.board, state, seat, command, rng)

    # evolve: the default, `self.events.dispatch(event, state)` (evolve.py's handlers).

    def view(self, state: ZappState, seat: int | None) -> pb.ZappZerappView:
        return views.view(self.board, state, seat)

    def redact(self, event: pb.ZappZerappEvent, seat: int | None) -> pb.ZappZerappEvent:
        return views.redact(event, seat)

    def secrets(self, state: ZappState, events: Sequence[pb.ZappZerappEvent]) -> list[Secret]:
        return secrets_at(state, events)

    def legal_commands(self, state: ZappState, seat: int) -> Sequence[pb.ZappZerappCommand]:
        return rules.legal_commands(self.board, state, seat)

    def awaiting(self, state: ZappState) -> tuple[int, ...]:
        return rules.awaiting(state)

    def is_over(self, state: ZappState) -> bool:
        return state.phase == pb.ZAPP_ZERAPP_PHASE_OVER

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

    def expire(self, state: ZappState, key: str, rng: Rng) -> list[pb.ZappZerappEvent]:
        return rules.expire(self.board, state, key, rng)

    def worker_delay_ms(self, state: ZappState, seat: int, policy: str, rng: Rng) -> int:
        return pace.delay_ms(state, seat, policy, rng)

    def heuristic(self, state: ZappState, seat: int) -> float:
        return bots.heuristic(self.board, state, seat)

    def determinize(self, view: pb.ZappZerappView, seat: int, rng: Rng) -> ZappState:
        return bots.determinize(self.board, view, seat, rng)


GAME = ZappZerappGame()
