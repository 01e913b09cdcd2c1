"""Tiny Nim plugged into the platform: the `Game` its entry-point line names."""

from __future__ import annotations

from collections.abc import Sequence

# Compiled from tiny_nim.proto at test time (see the test), as a third party would: mypy cannot
# find it beforehand, so pb is Any to the type checker and the results below are annotated.
import tiny_nim_pb2 as pb  # type: ignore[import-not-found]
from google.protobuf.message import Message

from services.core.game import Game, Outcome
from services.core.rng import Rng
from services.core.secrets import IN_EVENT, IN_VIEWS, Secret, number
from tests.sixth_game.tiny_nim import rules
from tests.sixth_game.tiny_nim.rules import NimState


class TinyNimGame(Game[NimState]):
    name = "tiny_nim"
    title = "Tiny Nim"
    min_seats = max_seats = rules.SEATS
    bot_levels = ("random",)
    command_type = pb.TinyNimCommand
    event_type = pb.TinyNimEvent
    view_type = pb.TinyNimView
    options_type = pb.TinyNimOptions
    state_type = NimState

    def validate_options(self, options: Message, seats: int) -> None:
        assert isinstance(options, pb.TinyNimOptions)
        rules.validate_options(options, seats)

    def setup(self, options: Message, seats: int, rng: Rng) -> list[Message]:
        assert isinstance(options, pb.TinyNimOptions)
        return list(rules.setup(options, seats, rng))

    def initial_state(self, options: Message, seats: int) -> NimState:
        assert isinstance(options, pb.TinyNimOptions)
        return NimState(heap=rules.heap_of(options))

    def decide(self, state: NimState, seat: int, command: Message, rng: Rng) -> list[Message]:
        assert isinstance(command, pb.TinyNimCommand)
        return list(rules.decide(state, seat, command))

    def evolve(self, state: NimState, event: Message) -> NimState:
        assert isinstance(event, pb.TinyNimEvent)
        return rules.evolve(state, event)

    def view(self, state: NimState, seat: int | None) -> Message:
        shown: Message = rules.view(state, seat)
        return shown

    def redact(self, event: Message, seat: int | None) -> Message:
        assert isinstance(event, pb.TinyNimEvent)
        redacted: Message = rules.redact(event, seat)
        return redacted

    def secrets(self, state: NimState, events: Sequence[Message]) -> list[Secret]:
        """R2: each seat's limit is its owner's alone until the game ends, wherever it travels: in
        the setup's limits, in a view's limits, or as a view's own_limit beside its viewer."""
        if state.over:
            return []
        seat_field, limit_field = number(pb.TinyNimLimit, "seat"), number(pb.TinyNimLimit, "limit")
        event = (*IN_EVENT, number(pb.TinyNimEvent, "dealt"), number(pb.TinyNimDealt, "limits"))
        in_views = tuple((*view, number(pb.TinyNimView, "limits")) for view in IN_VIEWS)
        found = []
        for seat, limit in enumerate(state.limits):
            what, owner = f"seat {seat}'s limit {limit}", frozenset({seat})
            found += [
                Secret(what, owner, fields=((seat_field, seat), (limit_field, limit)), under=(event, *in_views)),
                Secret(
                    what,
                    owner,
                    fields=((number(pb.TinyNimView, "viewer"), seat), (number(pb.TinyNimView, "own_limit"), limit)),
                    under=IN_VIEWS,
                ),
            ]
        return found

    def legal_commands(self, state: NimState, seat: int) -> Sequence[Message]:
        return rules.legal_commands(state, seat)

    def awaiting(self, state: NimState) -> tuple[int, ...]:
        return () if state.over or not state.limits else (state.to_move,)

    def is_over(self, state: NimState) -> bool:
        return state.over

    def result(self, state: NimState) -> Outcome:
        scores = tuple(int(seat == state.winner) for seat in range(rules.SEATS))
        ranks = tuple(1 if seat == state.winner else 2 for seat in range(rules.SEATS))
        return Outcome(winners=(state.winner,), scores=scores, ranks=ranks)


GAME = TinyNimGame()
