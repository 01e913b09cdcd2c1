"""Ark plugged into the platform: the `Game` the `ludus.games` entry point names."""

from __future__ import annotations

from collections.abc import Sequence

from google.protobuf.message import Message
from ludus.v1 import ark_pb2 as pb

from services.core.errors import InvalidCommand
from services.core.game import Game, Outcome
from services.core.rng import Rng
from services.core.secrets import Secret
from services.games.ark import bots, rules, scoring, views
from services.games.ark import options as ark_options
from services.games.ark.secrets import secrets_at
from services.games.ark.state import ArkState, Phase


class ArkGame(Game[ArkState]):
    name = "ark"
    title = "Ark"
    min_seats = rules.MIN_SEATS
    max_seats = rules.MAX_SEATS
    bot_levels = ("random", "greedy", "search")
    command_type = pb.ArkCommand
    event_type = pb.ArkEvent
    view_type = pb.ArkView
    options_type = pb.ArkOptions
    state_type = ArkState
    #: 2: the state holds the match's options (`variant`) and each seat's `final_turn_taken`.
    state_schema = 2

    def static_data(self) -> Message:
        return views.catalogue_message()

    def validate_options(self, options: Message, seats: int) -> None:
        assert isinstance(options, pb.ArkOptions)
        ark_options.resolve(options)

    def setup(self, options: Message, seats: int, rng: Rng) -> list[Message]:
        # The options change how the game is played, not how it is set up.
        return list(rules.setup(seats, rng))

    def initial_state(self, options: Message, seats: int) -> ArkState:
        assert isinstance(options, pb.ArkOptions)
        return ArkState(seats=seats, variant=ark_options.resolve(options))

    def decide(self, state: ArkState, seat: int, command: Message, rng: Rng) -> list[Message]:
        assert isinstance(command, pb.ArkCommand)
        return list(rules.decide(state, seat, command))

    def evolve(self, state: ArkState, event: Message) -> ArkState:
        assert isinstance(event, pb.ArkEvent)
        return rules.evolve(state, event)

    def view(self, state: ArkState, seat: int | None) -> Message:
        return views.view(state, seat)

    def redact(self, event: Message, seat: int | None) -> Message:
        assert isinstance(event, pb.ArkEvent)
        return views.redact(event, seat)

    def secrets(self, state: ArkState, events: Sequence[Message]) -> list[Secret]:
        return secrets_at(state, events)

    def legal_commands(self, state: ArkState, seat: int) -> Sequence[Message]:
        return rules.legal_commands(state, seat)

    def awaiting(self, state: ArkState) -> tuple[int, ...]:
        return rules.awaiting(state)

    def is_over(self, state: ArkState) -> bool:
        return state.phase == Phase.OVER

    def result(self, state: ArkState) -> Outcome:
        assert state.score is not None
        return Outcome(
            winners=state.score.winners,
            scores=state.score.totals,
            ranks=scoring.ranks(state.score),
            details=rules.score_message(state.score),
        )

    def heuristic(self, state: ArkState, seat: int) -> float:
        return bots.heuristic(state, seat)

    def determinize(self, view: Message, seat: int, rng: Rng) -> ArkState:
        if not isinstance(view, pb.ArkView):
            raise InvalidCommand("determinize needs an ArkView")
        return bots.determinize(view, seat, rng)


GAME = ArkGame()
