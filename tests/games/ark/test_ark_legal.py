"""Legal commands come from the one validator (issue 13, part 2), checked in both directions on
states sampled from random play (several seeds, 3 to 5 seats, default and seed-B options):

* every command `legal_commands` lists is accepted by `decide` (every sampled state, every seat);
* every command of a generated superset of candidates that `decide` accepts is listed.

The superset is built here, without services/games/ark/checks.py: every draw and pet of every
card (and ""), end_turn and pass, and every play in the product of the fields' possible values
(each hand card and one card not in hand; no side, left and right; rows 0 to one past a new
cabin; no target, each card of the row's cabin and one from elsewhere; no display card, each
display card and one that is not in the display; no category and each category). Any accepted
play lies in that product: its card is in hand, its side left or right, its row at most a new
cabin, its target in its cabin, its display card in the display, its upgrade an ArkCategory.

The whole product costs ~7,500 decide calls a state, so it is run on every EXHAUSTIVE_EVERY-th
state; on every other state the candidates are every one-field change of every listed command
(where a drift between the two would show first) plus a random sample of the product.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from ludus.v1 import ark_pb2 as pb

from services.core.errors import LudusError
from services.core.rng import Rng
from services.games.ark import rules
from services.games.ark.cards import catalogue
from services.games.ark.checks import awaiting, legal_commands, pass_command
from services.games.ark.enums import SCORING_CATEGORIES
from services.games.ark.state import ArkState
from services.games.ark.wiring import GAME
from tests.games.ark.builders import PLATFORM_ARK

OPTIONS = (pb.ArkOptions(), pb.ArkOptions(chimpanzee=pb.ARK_CHIMPANZEE_RULE_UPGRADE, pets=pb.ARK_PET_RULE_OPTIONAL))
SEEDS = (b"legal-a", b"legal-b", b"legal-c")
#: States kept per match (every few steps, so that every phase is represented).
PER_MATCH = 16
EXHAUSTIVE_EVERY = 15
SAMPLE = 100
#: Listed plays whose one-field changes are tried, per state.
CHANGED = 6


def _states(seats: int, seed: bytes, options: pb.ArkOptions) -> list[ArkState]:
    """States of one random match (random legal commands), evenly spaced, the last included."""
    from services.core.simulate import play_random

    trace = play_random(PLATFORM_ARK, seats, seed.ljust(32, b"."), options)
    states: list[ArkState] = [trace.initial]
    for step in trace.steps:
        states.append(GAME.fold(states[-1], [event for event in step.events if isinstance(event, pb.ArkEvent)]))
    stride = max(1, len(states) // PER_MATCH)
    return [*states[::stride], states[-1]]


def _outsider(state: ArkState, avoid: set[str]) -> str:
    """A real card that is not in `avoid` (a candidate decide must refuse)."""
    return next(card_id for card_id in sorted(catalogue().cards) if card_id not in avoid)


def _plays(state: ArkState, seat: int) -> Iterator[pb.ArkPlayCard]:
    hand = state.players[seat].hand
    cards = [*hand, _outsider(state, set(hand))]
    display = ["", *state.display, _outsider(state, set(state.display))]
    upgrades = [pb.ARK_CATEGORY_NONE, *SCORING_CATEGORIES]
    for card_id in cards:
        for side in (pb.ARK_SIDE_UNSPECIFIED, pb.ARK_SIDE_LEFT, pb.ARK_SIDE_RIGHT):
            cabins = state.cabins(side) if side != pb.ARK_SIDE_UNSPECIFIED else ()
            placed = {c for cabin in (*state.left, *state.right) for c in cabin}
            for row in range(0, len(cabins) + 3):
                own = list(cabins[row - 1]) if 1 <= row <= len(cabins) else []
                elsewhere = sorted(placed - set(own))[:1]
                for target in ["", *own, *elsewhere]:
                    for pick in display:
                        for upgrade in upgrades:
                            yield pb.ArkPlayCard(
                                card=card_id, side=side, row=row, drive_out=target, display_card=pick, upgrade=upgrade
                            )


def _simple() -> Iterator[pb.ArkCommand]:
    """Every command but plays: pass, end_turn, and a draw and a pet of every card and of none."""
    yield pass_command()
    yield pb.ArkCommand(end_turn=pb.ArkEndTurn())
    for card_id in ["", *sorted(catalogue().cards)]:
        yield pb.ArkCommand(draw=pb.ArkDraw(display_card=card_id))
        yield pb.ArkCommand(choose_pet=pb.ArkChoosePet(card=card_id))


def candidates(state: ArkState, seat: int) -> Iterator[pb.ArkCommand]:
    yield from _simple()
    for play in _plays(state, seat):
        yield pb.ArkCommand(play_card=play)


def accepted(state: ArkState, seat: int, command: pb.ArkCommand) -> bool:
    try:
        rules.decide(state, seat, command)
    except LudusError:
        return False
    return True


def sampled_states() -> list[tuple[str, ArkState]]:
    found = []
    for seats in (3, 4, 5):
        for seed in SEEDS:
            for index, options in enumerate(OPTIONS):
                found += [(f"{seats}-{seed.decode()}-{index}", state) for state in _states(seats, seed, options)]
    return found


STATES = sampled_states()


def test_enough_states_are_sampled_over_every_phase() -> None:
    assert len(STATES) >= 300
    assert sum(1 for index in range(len(STATES)) if index % EXHAUSTIVE_EVERY == 0) >= 20
    phases = {state.phase for _, state in STATES}
    assert phases >= {pb.ARK_PHASE_PLAY, pb.ARK_PHASE_PETS, pb.ARK_PHASE_FINAL, pb.ARK_PHASE_OVER}
    assert any(state.turn.cards_played == 1 for _, state in STATES)  # second cards are covered


def _one_field_changes(
    state: ArkState, seat: int, listed: list[pb.ArkCommand], rng: Rng, superset: list[pb.ArkCommand]
) -> Iterator[pb.ArkCommand]:
    """A few listed plays (CHANGED, chosen at random), each with one field set to each other value
    that field takes in the product."""
    domain = [command.play_card for command in superset if command.WhichOneof("command") == "play_card"]
    values: dict[str, set[object]] = {
        field: {getattr(play, field) for play in domain}
        for field in ("card", "side", "row", "drive_out", "display_card", "upgrade")
    }
    plays = [command for command in listed if command.WhichOneof("command") == "play_card"]
    for _ in range(min(CHANGED, len(plays))):
        command = rng.choice(plays)
        for field, options in values.items():
            for value in options:
                changed = pb.ArkCommand()
                changed.CopyFrom(command)
                setattr(changed.play_card, field, value)
                yield changed


def _check_state(label: str, state: ArkState, index: int) -> int:
    """Both directions for every seat of one state; returns how many candidates were tried."""
    tried = 0
    for seat in range(state.seats):
        listed_commands = legal_commands(state, seat)
        listed = [command.SerializeToString() for command in listed_commands]
        assert len(set(listed)) == len(listed), f"{label} seat {seat}: a command is listed twice"
        for command in listed_commands:
            assert accepted(state, seat, command), f"{label} seat {seat}: listed but refused: {command}"
        rng = Rng(b"legal".ljust(32), f"{label}-{seat}")
        if seat not in awaiting(state):
            # Not the seat's decision: nothing is listed, and what the awaited seats may send (and
            # every draw, pet, pass and end_turn) is refused.
            assert listed == []
            others = [command for other in awaiting(state) for command in legal_commands(state, other)]
            simple = list(_simple())
            tried += len(others) + len(simple)
            assert not any(accepted(state, seat, command) for command in [*others, *simple])
            continue
        superset = list(candidates(state, seat))
        if index % EXHAUSTIVE_EVERY == 0:
            trying = superset
        else:
            changes = _one_field_changes(state, seat, listed_commands, rng, superset)
            trying = [*changes, *(rng.choice(superset) for _ in range(SAMPLE))]
        accepting = {command.SerializeToString() for command in trying if accepted(state, seat, command)}
        assert accepting <= set(listed), f"{label} seat {seat}: decide accepts commands that are not listed"
        if index % EXHAUSTIVE_EVERY == 0:
            assert accepting == set(listed)
        tried += len(trying)
    return tried


@pytest.mark.parametrize("chunk", range(4))
def test_legal_commands_are_exactly_the_candidates_decide_accepts(chunk: int) -> None:
    """Both directions on every sampled state, for every seat (the awaited ones and the others)."""
    tried = sum(_check_state(label, state, index) for index, (label, state) in enumerate(STATES) if index % 4 == chunk)
    assert tried > 0
