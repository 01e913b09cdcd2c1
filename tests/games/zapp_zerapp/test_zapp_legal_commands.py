"""legal_commands against decide, both ways, on states of random play (issue 13, part 2).

legal_commands keeps only the candidates that decide's own handlers accept (rules.accepts: the
same handlers, stopped before they emit), so every listed command is accepted by construction;
these tests check that on real states with the real `decide`, and the other direction: every
command of a generated superset that `decide` accepts is listed. The superset is built from the
command messages' fields alone (every position, apprentice index and carried apprentice in range
and one beyond, in every phase and for every seat), not from the rules; carry sets are enumerated
up to two apprentices with every set-down order of them (larger sets are covered by the first
direction only).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, permutations

import pytest
from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.errors import InvalidCommand, RuleViolation
from services.core.rng import Rng
from services.games.zapp_zerapp import rules
from services.games.zapp_zerapp.state import ZappState, as_colour
from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_simulation import simulate

Command = pb.ZappZerappCommand
BOARD = GAME.board
#: (seed, seats, carry variant): several seeds over every seat count, both variants.
RUNS = [(bytes([n]) * 32, seats, n % 2 == 1) for n, seats in enumerate((2, 3, 4, 2, 3, 4, 4, 3), start=40)]
MOVE_STATES_PER_RUN = 20
CAN_STATES_PER_RUN = 20
CAN_STRIDE = 7


def _key(command: Command) -> bytes:
    return command.SerializeToString(deterministic=True)


def _ref(colour: int, index: int) -> pb.ZappZerappApprenticeRef:
    return pb.ZappZerappApprenticeRef(colour=as_colour(colour), index=index)


def superset(state: ZappState) -> Iterator[Command]:
    """Every can command at every position (and one past the last), and every move of every
    apprentice index (and one past the last) with every carry set of up to two apprentices of
    the colours in play, each with no set-down order and with every order of its members."""
    for position in range(BOARD.cans + 1):
        yield Command(grab=pb.ZappZerappGrab(position=position))
        yield Command(shake=pb.ZappZerappShake(position=position))
        yield Command(release=pb.ZappZerappRelease(position=position))
        yield Command(commit=pb.ZappZerappCommit(position=position))
    refs = sorted((colour, index) for colour in state.colours for index in range(BOARD.apprentices))
    for apprentice in range(BOARD.apprentices + 1):
        for size in range(3):
            for carry in combinations(refs, size):
                orders = {(), *permutations(carry)}
                for order in sorted(orders):
                    yield Command(
                        move=pb.ZappZerappMove(
                            apprentice=apprentice,
                            carry=[_ref(*ref) for ref in carry],
                            set_down_order=[_ref(*ref) for ref in order],
                        )
                    )


def _accepted(state: ZappState, seat: int, command: Command) -> bool:
    try:
        GAME.decide(state, seat, command, Rng(b"legal-commands-test", "decide"))
    except (InvalidCommand, RuleViolation):
        return False
    return True


def _sample_run(seed: bytes, seats: int, carry: bool) -> list[ZappState]:
    moves: list[ZappState] = []
    cans: list[ZappState] = []
    seen = 0

    def keep(state: ZappState, seat: int) -> None:
        nonlocal seen
        if state.phase == pb.ZAPP_ZERAPP_PHASE_MOVES:
            if len(moves) < MOVE_STATES_PER_RUN:
                moves.append(state)
        else:
            seen += 1
            if seen % CAN_STRIDE == 0 and len(cans) < CAN_STATES_PER_RUN:
                cans.append(state)

    simulate(seed, seats, carry, max_steps=3000, each_step=keep, to_the_end=False)
    return moves + cans


def sampled_states() -> list[ZappState]:
    """States met in random play: the first MOVE_STATES_PER_RUN move-phase states of each run
    and every CAN_STRIDE-th can-phase state up to CAN_STATES_PER_RUN."""
    return [state for run in RUNS for state in _sample_run(*run)]


STATES = sampled_states()


def test_enough_states_of_both_phases_are_sampled() -> None:
    phases = [state.phase for state in STATES]
    assert len(STATES) >= 200
    assert phases.count(pb.ZAPP_ZERAPP_PHASE_MOVES) >= 80
    assert phases.count(pb.ZAPP_ZERAPP_PHASE_CANS) >= 80
    assert any(state.carry_variant for state in STATES) and not all(state.carry_variant for state in STATES)


def test_the_superset_names_every_command_member() -> None:
    assert {str(command.WhichOneof("command")) for command in superset(STATES[0])} == set(rules.commands.members)


def test_every_listed_command_is_accepted_by_decide() -> None:
    checked = 0
    for state in STATES:
        for seat in range(state.seats):
            for command in GAME.legal_commands(state, seat):
                assert _accepted(state, seat, command), (seat, command)
                checked += 1
    assert checked > 1000


@pytest.mark.parametrize("part", range(4))
def test_every_accepted_command_of_the_superset_is_listed(part: int) -> None:
    """Checked for every seat, awaited or not: a seat that may not act lists nothing and decide
    accepts nothing from it."""
    accepted = 0
    for state in STATES[part::4]:
        for seat in range(state.seats):
            listed = {_key(command) for command in GAME.legal_commands(state, seat)}
            for command in superset(state):
                if _accepted(state, seat, command):
                    accepted += 1
                    assert _key(command) in listed, (seat, command)
    assert accepted > 100


def test_legal_commands_lists_each_command_once() -> None:
    for state in STATES:
        for seat in range(state.seats):
            listed = [_key(command) for command in GAME.legal_commands(state, seat)]
            assert len(listed) == len(set(listed))


def test_the_can_phase_list_is_commits_then_shake_and_release_of_held_cans_then_grabs_by_position() -> None:
    """The order a skipped seat and the bots rely on (rules.can_candidates): Commit of each held
    can in the order grabbed, then Shake and Release of each, then Grab by position; built here
    from the superset's accepted commands."""
    checked = 0
    for state in STATES:
        if state.phase != pb.ZAPP_ZERAPP_PHASE_CANS:
            continue
        for seat in range(state.seats):
            accepted = [command for command in superset(state) if _accepted(state, seat, command)]
            by_member: dict[str, dict[int, Command]] = {}
            for command in accepted:
                member = str(command.WhichOneof("command"))
                by_member.setdefault(member, {})[getattr(command, member).position] = command
            held = list(state.seat_rounds[seat].held)
            expected = [by_member["commit"][position] for position in held if position in by_member.get("commit", {})]
            for position in held:
                expected += [
                    by_member[member][position]
                    for member in ("shake", "release")
                    if position in by_member.get(member, {})
                ]
            expected += [by_member["grab"][position] for position in sorted(by_member.get("grab", {}))]
            assert len(expected) == len(accepted)
            assert [_key(command) for command in GAME.legal_commands(state, seat)] == [_key(c) for c in expected]
            checked += bool(held)
    assert checked > 20


def test_a_probe_that_emitted_would_be_refused_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    """legal_commands runs every candidate on one probing Play (rules._probed): sound only while
    probes emit nothing, so one that did is an error, never a list judged on a changed state."""
    state = next(state for state in STATES if state.phase == pb.ZAPP_ZERAPP_PHASE_CANS)
    seat = rules.awaiting(state)[0]
    assert GAME.legal_commands(state, seat)  # as it is: a list

    def emitting(play: rules.Play, command: pb.ZappZerappCommand, rng: Rng) -> None:
        play.turn.events.append(pb.ZappZerappEvent())

    monkeypatch.setattr(rules, "_dispatch", emitting)
    with pytest.raises(AssertionError, match="emitted events"):
        GAME.legal_commands(state, seat)
