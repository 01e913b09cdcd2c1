"""Arkadia plugged into the platform: the `Game` the `ludus.games` entry point names."""

from __future__ import annotations

from collections.abc import Sequence

from google.protobuf.message import Message
from ludus.v1 import arkadia_pb2 as pb

from services.core.errors import InvalidCommand
from services.core.game import Game, Outcome
from services.core.rng import Rng
from services.core.secrets import Secret
from services.games.arkadia import determinize, heuristic, legal, rules, views
from services.games.arkadia.evolve import evolve
from services.games.arkadia.secrets import secrets_at
from services.games.arkadia.state import ArkadiaState, Phase


class ArkadiaGame(Game[ArkadiaState]):
    name = "arkadia"
    title = "Arkadia"
    min_seats = rules.MIN_SEATS
    max_seats = rules.MAX_SEATS
    bot_levels = ("random", "greedy", "search")
    command_type = pb.ArkadiaCommand
    event_type = pb.ArkadiaEvent
    view_type = pb.ArkadiaView
    options_type = pb.ArkadiaOptions
    state_type = ArkadiaState

    def static_data(self) -> Message:
        return views.edition_message()

    def validate_options(self, options: Message, seats: int) -> None:
        if not isinstance(options, pb.ArkadiaOptions):
            raise InvalidCommand("the options must be an ArkadiaOptions")
        rules.check_seats(seats)

    def setup(self, options: Message, seats: int, rng: Rng) -> list[Message]:
        return list(rules.setup(seats, rng))

    def initial_state(self, options: Message, seats: int) -> ArkadiaState:
        return ArkadiaState(seats=seats)

    def decide(self, state: ArkadiaState, seat: int, command: Message, rng: Rng) -> list[Message]:
        if not isinstance(command, pb.ArkadiaCommand):
            raise InvalidCommand("the command must be an ArkadiaCommand")
        return list(rules.decide(state, seat, command))

    def evolve(self, state: ArkadiaState, event: Message) -> ArkadiaState:
        assert isinstance(event, pb.ArkadiaEvent)
        return evolve(state, event)

    def view(self, state: ArkadiaState, seat: int | None) -> Message:
        return views.view(state, seat)

    def redact(self, event: Message, seat: int | None) -> Message:
        assert isinstance(event, pb.ArkadiaEvent)
        return views.redact(event, seat)

    def secrets(self, state: ArkadiaState, events: Sequence[Message]) -> list[Secret]:
        return secrets_at(state, events)

    def legal_commands(self, state: ArkadiaState, seat: int) -> Sequence[Message]:
        """Exactly the commands `decide` accepts, as a lazy `CommandSpace` (exact length, i-th
        command built on demand): the set can reach tens of thousands late in the game, so
        callers that only need a few should index or sample it rather than list() it."""
        return legal.legal_commands(state, seat)

    def random_command(self, state: ArkadiaState, seat: int, rng: Rng) -> Message | None:
        return legal.random_command(state, seat, rng)

    def awaiting(self, state: ArkadiaState) -> tuple[int, ...]:
        return views.awaiting(state)

    def is_over(self, state: ArkadiaState) -> bool:
        return state.phase == Phase.OVER

    def result(self, state: ArkadiaState) -> Outcome:
        final = state.final
        assert final is not None
        ranks = tuple(1 + sum(1 for other in final.gold if other > gold) for gold in final.gold)
        return Outcome(
            winners=final.winners,
            scores=final.gold,
            ranks=ranks,
            details=views.result_message(final, None),
        )

    def heuristic(self, state: ArkadiaState, seat: int) -> float:
        return heuristic.evaluate(state, seat)

    def determinize(self, view: Message, seat: int, rng: Rng) -> ArkadiaState:
        if not isinstance(view, pb.ArkadiaView):
            raise InvalidCommand("determinize needs an ArkadiaView")
        return determinize.determinize(view, seat, rng)


GAME = ArkadiaGame()
