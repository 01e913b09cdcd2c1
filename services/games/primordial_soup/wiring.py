"""Primordial Soup plugged into the platform: the `Game` the `ludus.games` entry point names."""

from __future__ import annotations

from collections.abc import Sequence

from google.protobuf.message import Message
from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import InvalidCommand
from services.core.game import Game, Outcome
from services.core.rng import Rng
from services.core.secrets import Secret
from services.games.primordial_soup import commands, evolve, heuristic, scoring, views
from services.games.primordial_soup.convert import wire
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.state import Phase, SoupState


class PrimordialSoupGame(Game[SoupState]):
    name = "primordial_soup"
    title = "Primordial Soup"
    min_seats = 3
    max_seats = 4
    bot_levels = ("random", "greedy", "search")
    command_type = pb.PrimordialSoupCommand
    event_type = pb.PrimordialSoupEvent
    view_type = pb.PrimordialSoupView
    options_type = pb.PrimordialSoupOptions
    state_type = SoupState

    def static_data(self) -> Message:
        return views.catalogue_message()

    def validate_options(self, options: Message, seats: int) -> None:
        if seats not in edition().start_spaces:
            raise InvalidCommand("Primordial Soup is for 3 or 4 players")

    def setup(self, options: Message, seats: int, rng: Rng) -> list[Message]:
        return list(commands.setup(seats, rng))

    def initial_state(self, options: Message, seats: int) -> SoupState:
        return SoupState(seats=seats)

    def decide(self, state: SoupState, seat: int, command: Message, rng: Rng) -> list[Message]:
        if not isinstance(command, pb.PrimordialSoupCommand):
            raise InvalidCommand("the command must be a PrimordialSoupCommand")
        return list(commands.decide(state, seat, command, rng))

    def evolve(self, state: SoupState, event: Message) -> SoupState:
        assert isinstance(event, pb.PrimordialSoupEvent)
        return evolve.evolve(state, event)

    def view(self, state: SoupState, seat: int | None) -> Message:
        return views.view(state, seat)

    def redact(self, event: Message, seat: int | None) -> Message:
        assert isinstance(event, pb.PrimordialSoupEvent)
        return views.redact(event, seat)

    def secrets(self, state: SoupState, events: Sequence[Message]) -> list[Secret]:
        # Nothing is hidden (docs/rules/primordial_soup.md, "Randomness and secrets"): every
        # receiver gets the same bytes, which tests/e2e/test_secrets_games.py checks instead.
        return []

    def legal_commands(self, state: SoupState, seat: int) -> Sequence[Message]:
        return commands.legal_commands(state, seat)

    def awaiting(self, state: SoupState) -> tuple[int, ...]:
        return commands.awaiting(state)

    def is_over(self, state: SoupState) -> bool:
        return state.phase == Phase.OVER

    def result(self, state: SoupState) -> Outcome:
        markers = tuple(player.marker for player in state.players)
        details = pb.PrimordialSoupGameEnded(
            reason=wire(state.end_reason),
            winner=state.winner,
            positions=list(markers),
        )
        return Outcome(winners=(state.winner,), scores=markers, ranks=scoring.ranks(state), details=details)

    def heuristic(self, state: SoupState, seat: int) -> float:
        return heuristic.evaluate(state, seat)

    def determinize(self, view: Message, seat: int, rng: Rng) -> SoupState:
        # Nothing is hidden (views.py): the view determines the whole state, and the future
        # cards and dice are drawn by `decide` when they come, so there is nothing to sample.
        assert isinstance(view, pb.PrimordialSoupView)
        return views.state_from_view(view)


GAME = PrimordialSoupGame()
