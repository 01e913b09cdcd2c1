"""Ark plugged into the platform: the `Game` the `ludus.games` entry point names."""

from __future__ import annotations

from collections.abc import Sequence

from ludus.v1 import ark_pb2 as pb

from services.core.game import Game, Outcome
from services.core.rng import Rng
from services.core.secrets import Secret
from services.games.ark import bots, checks, evolve, rules, scoring, views
from services.games.ark import options as ark_options
from services.games.ark.secrets import secrets_at
from services.games.ark.state import ArkState


class ArkGame(Game[ArkState, pb.ArkCommand, pb.ArkEvent, pb.ArkView, pb.ArkOptions]):
    name = "ark"
    title = "Ark"
    min_seats = rules.MIN_SEATS
    max_seats = rules.MAX_SEATS
    bot_levels = ("random", "greedy", "search")
    command_type = pb.ArkCommand
    event_type = pb.ArkEvent
    view_type = pb.ArkView
    options_type = pb.ArkOptions
    result_details_type = pb.ArkScoring
    commands = rules.commands
    events = evolve.events
    state_type = ArkState
    #: 2: the state holds the match's options (`variant`) and each seat's `final_turn_taken`.
    #: (Still 2 since the IntEnum copies became the proto's enums: their snapshot bytes are the
    #: same ints.)
    state_schema = 2

    def static_data(self) -> pb.ArkCatalogue:
        return views.catalogue_message()

    def validate_options(self, options: pb.ArkOptions, seats: int) -> None:
        ark_options.resolve(options)

    def setup(self, options: pb.ArkOptions, seats: int, rng: Rng) -> list[pb.ArkEvent]:
        # The options change how the game is played, not how it is set up.
        return rules.setup(seats, rng)

    def initial_state(self, options: pb.ArkOptions, seats: int) -> ArkState:
        return ArkState(seats=seats, variant=ark_options.resolve(options))

    def decide(self, state: ArkState, seat: int, command: pb.ArkCommand, rng: Rng) -> list[pb.ArkEvent]:
        # Ark draws no chance during play: the deck's order is fixed at setup.
        return rules.decide(state, seat, command)

    # evolve: the default, `events.dispatch(event, state)` (services/games/ark/evolve.py).

    def view(self, state: ArkState, seat: int | None) -> pb.ArkView:
        return views.view(state, seat)

    def redact(self, event: pb.ArkEvent, seat: int | None) -> pb.ArkEvent:
        return views.redact(event, seat)

    def secrets(self, state: ArkState, events: Sequence[pb.ArkEvent]) -> list[Secret]:
        return secrets_at(state, events)

    def legal_commands(self, state: ArkState, seat: int) -> Sequence[pb.ArkCommand]:
        return checks.legal_commands(state, seat)

    def awaiting(self, state: ArkState) -> tuple[int, ...]:
        return checks.awaiting(state)

    def is_over(self, state: ArkState) -> bool:
        return state.phase == pb.ARK_PHASE_OVER

    def result(self, state: ArkState) -> Outcome:
        if state.score is None:
            raise ValueError("result() is only for a finished game")
        return Outcome(
            winners=state.score.winners,
            scores=state.score.totals,
            ranks=scoring.ranks(state.score),
            details=scoring.score_message(state.score),
        )

    def heuristic(self, state: ArkState, seat: int) -> float:
        return bots.heuristic(state, seat)

    def determinize(self, view: pb.ArkView, seat: int, rng: Rng) -> ArkState:
        return bots.determinize(view, seat, rng)


GAME = ArkGame()
