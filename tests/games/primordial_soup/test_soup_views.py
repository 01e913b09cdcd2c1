"""Views, redaction, the bot hooks (heuristic, determinize) and snapshots (rules reference §10).

Nothing in Primordial Soup is hidden except the order of the environment deck and dice not yet
rolled; neither exists in the state, because each card and die is drawn when it is needed."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from ludus.v1 import primordial_soup_pb2 as pb

from services.core.codec import decode_state, encode_state
from services.core.rng import Rng, decide_rng
from services.core.simulate import Trace, play_random
from services.games.primordial_soup.state import AmoebaRef, SoupState
from services.games.primordial_soup.wiring import GAME
from tests.games.primordial_soup.soup_builders import (
    PLATFORM_GAME,
    make_state,
    soup_command,
    soup_events,
    start_phase,
    start_turn,
    with_bystanders,
)


@cache
def match(seats: int, seed: bytes) -> Trace[SoupState]:
    return play_random(PLATFORM_GAME, seats, seed.ljust(32, b"."))


def states(seats: int, seed: bytes) -> list[SoupState]:
    trace = match(seats, seed)
    result = [trace.initial]
    for step in trace.steps:
        result.append(GAME.fold(result[-1], soup_events(step.events)))
    return result


def test_every_seat_and_spectators_see_the_same_view() -> None:
    for state in states(4, b"views")[::7]:
        public = GAME.view(state, None)
        assert not public.HasField("viewer")
        for seat in range(4):
            seen = GAME.view(state, seat)
            assert seen.viewer == seat
            seen.ClearField("viewer")
            assert seen == public


def test_the_view_says_whose_decision_it_is_and_of_which_kind() -> None:
    state = start_turn(make_state(4, amoebas=with_bystanders(4, [(0, 3, 7)])), 0)
    view = GAME.view(state, 2)
    assert isinstance(view, pb.PrimordialSoupView)
    assert view.decision.kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT and view.decision.seat == 0
    assert (view.decision.amoeba.seat, view.decision.amoeba.number) == (0, 3)
    assert view.decision.phase == pb.PRIMORDIAL_SOUP_PHASE_MOVEMENT and view.decision.round == 2
    assert view.decision.prompt == "red 3: drift, move actively or stay"
    assert list(view.awaiting) == [0] and view.current_seat == 0
    assert (view.acting.seat, view.acting.number) == (0, 3)


def test_every_pending_decision_in_a_match_is_named_in_the_view() -> None:
    for state in states(3, b"decisions"):
        view = GAME.view(state, None)
        if state.phase == pb.PRIMORDIAL_SOUP_PHASE_OVER:
            assert view.decision.kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_NONE and not view.awaiting
        else:
            assert view.decision.kind != pb.PRIMORDIAL_SOUP_DECISION_KIND_NONE and list(view.awaiting) == [
                view.decision.seat
            ]


def test_redact_returns_every_event_whole() -> None:
    trace = match(4, b"redact")
    events = soup_events([*trace.setup, *(event for step in trace.steps for event in step.events)])
    for event in events[::5]:
        for seat in (None, 0, 1, 2, 3):
            assert GAME.redact(event, seat) == event


def test_no_secret_exists_in_the_state_views_or_events() -> None:
    # The remaining environment cards are kept sorted: their order does not exist yet.
    for state in states(4, b"secrets"):
        assert list(state.deck) == sorted(state.deck)
    setup = soup_events(match(4, b"secrets").setup)[0].setup
    assert {field.name for field, _ in setup.ListFields()} <= {
        "seats",
        "starting_bp",
        "cubes_per_space",
        "supply",
        "first_card",
    }
    # The next card is drawn when it is turned, from the rng decide is given.
    state = make_state(4, amoebas=with_bystanders(4, []))
    first, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_ENVIRONMENT, rolls=[0])
    second, _ = start_phase(state, pb.PRIMORDIAL_SOUP_PHASE_ENVIRONMENT, rolls=[5])
    assert first.card != second.card


def test_determinize_rebuilds_the_exact_state_from_a_view() -> None:
    for seats, seed in ((3, b"det-3"), (4, b"det-4")):
        for state in states(seats, seed)[::3]:
            for seat in range(seats):
                assert GAME.determinize(GAME.view(state, seat), seat, Rng(b"any", "x")) == state


def test_determinized_state_plays_on_exactly_like_the_real_one() -> None:
    trace = match(4, b"det-play")
    state = trace.initial
    for version, step in enumerate(trace.steps[:120]):
        sampled = GAME.determinize(GAME.view(state, step.seat), step.seat, Rng(b"any", "x"))
        rng_seed = b"replay".ljust(32, b".")
        assert GAME.decide(
            sampled, step.seat, soup_command(step.command), decide_rng(rng_seed, version)
        ) == GAME.decide(state, step.seat, soup_command(step.command), decide_rng(rng_seed, version))
        state = GAME.fold(state, soup_events(step.events))


def test_heuristic_is_bounded_and_prefers_more_amoebas_and_points() -> None:
    base = make_state(4, amoebas=[(0, 1, 7), (1, 1, 8), (2, 1, 9), (3, 1, 10)], markers=[10, 10, 10, 10])
    more = base.with_amoeba(replace(base.amoebas[0], number=2, space=3)).with_amoeba(
        replace(base.amoebas[0], number=3, space=4)
    )
    assert GAME.heuristic(more, 0) > GAME.heuristic(base, 0)
    assert GAME.heuristic(more, 1) < GAME.heuristic(base, 1)
    ahead = base.with_player(0, replace(base.players[0], marker=20))
    assert GAME.heuristic(ahead, 0) > GAME.heuristic(base, 0)
    dying = base.with_amoeba(replace(base.amoebas[0], dp=1))
    assert GAME.heuristic(dying, 0) < GAME.heuristic(base, 0)
    for state in states(3, b"heuristic")[::11]:
        for seat in range(3):
            assert -1.0 <= GAME.heuristic(state, seat) <= 1.0


def test_heuristic_of_a_finished_game_is_1_for_the_winner_and_minus_1_otherwise() -> None:
    final = match(3, b"heuristic-end").final
    assert [GAME.heuristic(final, seat) for seat in range(3)] == [
        1.0 if seat == final.winner else -1.0 for seat in range(3)
    ]


def test_heuristic_uses_only_what_the_seat_sees() -> None:
    for state in states(4, b"heuristic-view")[::9]:
        for seat in range(4):
            seen = GAME.determinize(GAME.view(state, seat), seat, Rng(b"any", "x"))
            assert GAME.heuristic(seen, seat) == GAME.heuristic(state, seat)


def test_snapshots_round_trip_through_messagepack() -> None:
    for state in states(4, b"snapshots")[::5]:
        assert decode_state(encode_state(state), SoupState) == state


def test_view_lists_the_acting_amoeba_movement_and_attack_in_progress() -> None:
    state = make_state(
        4,
        amoebas=with_bystanders(4, [(0, 1, 7), (1, 1, 7)]),
        genes={0: ["struggle_for_survival"], 1: ["escape"]},
        cubes={7: (0, 0, 0, 0)},
    )
    from tests.games.primordial_soup.soup_builders import act, command, ref

    state, _ = act(start_turn(state, 0), command("drift"))
    state, _ = act(state, command("attack", target=ref(1, 1)))
    view = GAME.view(state, None)
    assert view.decision.kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_RESPOND
    assert (view.attack.attacker.seat, view.attack.target.seat, view.attack.space) == (0, 1, 7)
    state, _ = act(state, command("escape"), rolls=[6])
    view = GAME.view(state, None)
    assert view.decision.kind == pb.PRIMORDIAL_SOUP_DECISION_KIND_DIRECTION
    assert view.move.purpose == pb.PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_ESCAPE and list(view.move.dice) == [6]
    assert state.amoeba(AmoebaRef(1, 1)) is not None
