"""Tiny Nim plugged into the platform: the `Game` its entry-point line names."""

from __future__ import annotations

from collections.abc import Sequence

# Compiled from tiny_nim.proto at test time (see the test), as a third party would: mypy cannot
# find it beforehand, so pb is Any to the type checker and the results below are annotated.
import tiny_nim_pb2 as pb  # type: ignore[import-not-found]

from services.core.game import Game, Outcome
from services.core.rng import Rng
from services.core.secrets import IN_EVENT, IN_VIEWS, Secret, number
from tests.sixth_game.tiny_nim import rules
from tests.sixth_game.tiny_nim.rules import NimState


class TinyNimGame(Game[NimState, pb.TinyNimCommand, pb.TinyNimEvent, pb.TinyNimView, pb.TinyNimOptions]):
    name = "tiny_nim"
    title = "Tiny Nim"
    min_seats = max_seats = rules.SEATS
    bot_levels = ("random",)
    command_type = pb.TinyNimCommand
    event_type = pb.TinyNimEvent
    view_type = pb.TinyNimView
    options_type = pb.TinyNimOptions
    state_type = NimState
    commands = rules.commands
    events = rules.events

    def validate_options(self, options: pb.TinyNimOptions, seats: int) -> None:
        rules.validate_options(options, seats)

    def setup(self, options: pb.TinyNimOptions, seats: int, rng: Rng) -> list[pb.TinyNimEvent]:
        return rules.setup(options, seats, rng)

    def initial_state(self, options: pb.TinyNimOptions, seats: int) -> NimState:
        return NimState(heap=rules.heap_of(options))

    def decide(self, state: NimState, seat: int, command: pb.TinyNimCommand, rng: Rng) -> list[pb.TinyNimEvent]:
        return rules.decide(state, seat, command)

    # evolve: the contract's default, through `events` (one handler per event member).

    def view(self, state: NimState, seat: int | None) -> pb.TinyNimView:
        return rules.view(state, seat)

    def redact(self, event: pb.TinyNimEvent, seat: int | None) -> pb.TinyNimEvent:
        return rules.redact(event, seat)

    def secrets(self, state: NimState, events: Sequence[pb.TinyNimEvent]) -> list[Secret]:
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

    def legal_commands(self, state: NimState, seat: int) -> Sequence[pb.TinyNimCommand]:
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
