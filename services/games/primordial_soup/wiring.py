"""Primordial Soup plugged into the platform: the `Game` the `ludus.games` entry point names.

Typed with the game's own messages; commands and events are routed through the dispatchers of
commands.py and evolve.py (one handler per oneof member).
"""

from __future__ import annotations

from collections.abc import Sequence

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.errors import InvalidCommand
from services.core.game import Game, Outcome
from services.core.rng import Rng
from services.core.secrets import Secret
from services.games.primordial_soup import commands, evolve, heuristic, scoring, views
from services.games.primordial_soup.data import edition
from services.games.primordial_soup.state import SoupState


class PrimordialSoupGame(
    Game[SoupState, pb.PrimordialSoupCommand, pb.PrimordialSoupEvent, pb.PrimordialSoupView, pb.PrimordialSoupOptions]
):
    name = "primordial_soup"
    title = "Primordial Soup"
    min_seats = 3
    max_seats = 4
    bot_levels = ("random", "greedy", "search")
    command_type = pb.PrimordialSoupCommand
    event_type = pb.PrimordialSoupEvent
    view_type = pb.PrimordialSoupView
    options_type = pb.PrimordialSoupOptions
    result_details_type = pb.PrimordialSoupGameEnded
    state_type = SoupState
    commands = commands.commands
    events = evolve.events

    def static_data(self) -> pb.PrimordialSoupCatalogue:
        return views.catalogue_message()

    def validate_options(self, options: pb.PrimordialSoupOptions, seats: int) -> None:
        if seats not in edition().start_spaces:
            raise InvalidCommand("Primordial Soup is for 3 or 4 players")

    def setup(self, options: pb.PrimordialSoupOptions, seats: int, rng: Rng) -> list[pb.PrimordialSoupEvent]:
        return list(commands.setup(seats, rng))

    def initial_state(self, options: pb.PrimordialSoupOptions, seats: int) -> SoupState:
        return SoupState(seats=seats)

    def decide(
        self, state: SoupState, seat: int, command: pb.PrimordialSoupCommand, rng: Rng
    ) -> list[pb.PrimordialSoupEvent]:
        return commands.decide(state, seat, command, rng)

    def evolve(self, state: SoupState, event: pb.PrimordialSoupEvent) -> SoupState:
        # Not the default: every event but a decision request also ends the pending decision.
        return evolve.evolve(state, event)

    def view(self, state: SoupState, seat: int | None) -> pb.PrimordialSoupView:
        return views.view(state, seat)

    def redact(self, event: pb.PrimordialSoupEvent, seat: int | None) -> pb.PrimordialSoupEvent:
        return views.redact(event, seat)

    def secrets(self, state: SoupState, events: Sequence[pb.PrimordialSoupEvent]) -> list[Secret]:
        # Nothing is hidden (docs/rules/primordial_soup.md, "Randomness and secrets"): every
        # receiver gets the same bytes, which tests/e2e/test_secrets_games.py checks instead.
        return []

    def legal_commands(self, state: SoupState, seat: int) -> Sequence[pb.PrimordialSoupCommand]:
        return commands.legal_commands(state, seat)

    def awaiting(self, state: SoupState) -> tuple[int, ...]:
        return commands.awaiting(state)

    def is_over(self, state: SoupState) -> bool:
        return state.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER

    def result(self, state: SoupState) -> Outcome:
        markers = tuple(player.marker for player in state.players)
        details = pb.PrimordialSoupGameEnded(
            reason=state.end_reason,
            winner=state.winner,
            positions=list(markers),
        )
        return Outcome(winners=(state.winner,), scores=markers, ranks=scoring.ranks(state), details=details)

    def heuristic(self, state: SoupState, seat: int) -> float:
        return heuristic.evaluate(state, seat)

    def determinize(self, view: pb.PrimordialSoupView, seat: int, rng: Rng) -> SoupState:
        # Nothing is hidden (views.py): the view determines the whole state, and the future
        # cards and dice are drawn by `decide` when they come, so there is nothing to sample.
        return views.state_from_view(view)


GAME = PrimordialSoupGame()
