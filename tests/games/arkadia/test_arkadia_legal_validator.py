"""Legal commands come from the one validator (issue 13, part 2): on states sampled from random
play (several seeds, 2, 3 and 4 seats), every listed command is accepted by `decide`, and every
command of a generated superset of candidates that `decide` accepts is listed; and the bulk twins
of the hot checks (checks.py) accept exactly what the single checks `decide` raises from accept.

The superset is every member of ArkadiaCommand with its fields drawn over their whole well-formed
range and a little beyond (cards of the whole edition, listed and unlisted orientations, every
anchor and one row and column off the board, every draw source and slot, any building id, squares
around a building and elsewhere, in order and out of it, own and neutral workers, cash-ins up to
one more than held, every colour and lot square). Castle and banner decisions are small, so their
candidates are exhaustive and the listed set must equal the accepted one exactly; builds and
worker placements are too many to try on every state, so a random sample of their candidates is
tried on each (some thousands accepted over the run), and the listed set is compared whole.
"""

from __future__ import annotations

import itertools

import pytest
from ludus.v1 import arkadia_pb2 as pb

from services.core.errors import InvalidCommand, RuleViolation
from services.core.rng import Rng
from services.core.simulate import play_random
from services.games.arkadia import board, checks
from services.games.arkadia.edition import SEAL_COLOURS, Card, edition
from services.games.arkadia.geometry import geometry, squares_of
from services.games.arkadia.state import ArkadiaState
from services.games.arkadia.wiring import GAME
from tests.games.arkadia.arkadia_builders import PLATFORM_GAME, arkadia_events

SEEDS = (b"one", b"two", b"three", b"four")
STATES_PER_MATCH = 25
RANDOM_CANDIDATES = 200
LISTED_SAMPLE = 20
ALL_CARDS: tuple[Card, ...] = tuple(sorted(set(edition().deck())))


def sampled_states(seats: int, seed: bytes) -> list[ArkadiaState]:
    trace = play_random(PLATFORM_GAME, seats, seed.ljust(32, b"."))
    states = [trace.initial]
    state = trace.initial
    for step in trace.steps:
        state = GAME.fold(state, arkadia_events(step.events))
        states.append(state)
    stride = max(1, len(states) // STATES_PER_MATCH)
    return states[::stride]


def accepted(state: ArkadiaState, seat: int, command: pb.ArkadiaCommand) -> bool:
    try:
        GAME.decide(state, seat, command, Rng(b"accepted", "test"))
    except (RuleViolation, InvalidCommand):
        return False
    return True


def key(command: pb.ArkadiaCommand) -> bytes:
    return command.SerializeToString(deterministic=True)


def random_build(state: ArkadiaState, seat: int, rng: Rng) -> pb.ArkadiaCommand:
    data, shapes = edition(), geometry()
    hand = state.players[seat].hand
    card = hand[rng.below(len(hand))] if hand and rng.below(5) else ALL_CARDS[rng.below(len(ALL_CARDS))]
    orientations = shapes.orientations[card.form]
    orientation = orientations[rng.below(len(orientations))]
    rotation, reflected = orientation.rotation, orientation.reflected
    if rng.below(20) == 0:  # perhaps an unlisted orientation
        rotation, reflected = rng.below(4), bool(rng.below(2))
    row, col = rng.below(data.rows + 1), rng.below(data.cols + 1)
    occupied = squares_of(board.occupied_mask(state))
    if occupied and rng.below(2):  # half the time near something, where placements may touch
        near_row, near_col = shapes.row_col(occupied[rng.below(len(occupied))])
        row, col = max(0, near_row - 3 + rng.below(5)), max(0, near_col - 3 + rng.below(5))
    source = (0, 1, 1, 1, 1, 2, 2, 2, 2, 3)[rng.below(10)]  # UNSPECIFIED, DISPLAY, PILE, NONE
    slot = rng.below(data.display_size + 1) if source == pb.ARKADIA_DRAW_SOURCE_DISPLAY else rng.below(10) // 9
    return pb.ArkadiaCommand(
        build=pb.ArkadiaBuild(
            card=pb.ArkadiaCard(form=card.form, colour=card.colour),
            rotation=rotation,
            reflected=reflected,
            row=row,
            col=col,
            draw_from=pb.ArkadiaDrawSource.Name(source),
            display_slot=slot,
        )
    )


def random_workers(state: ArkadiaState, rng: Rng) -> pb.ArkadiaCommand:
    shapes = geometry()
    building = rng.below(len(state.buildings) + 2)  # 0 and one past the last are no building
    if 1 <= building <= len(state.buildings):
        around = squares_of(board.surroundings(state.building(building).squares))
    else:
        around = list(range(shapes.size))
    chosen = [around[rng.below(len(around))] for _ in range(1 + rng.below(min(4, len(around))))]
    if rng.below(10) == 0:
        chosen.append(rng.below(shapes.size))
    squares = chosen if rng.below(20) == 0 else sorted(set(chosen))
    command = pb.ArkadiaCommand()
    command.place_workers.building = building
    for square in squares:
        worker = command.place_workers.workers.add()
        worker.square.row, worker.square.col = shapes.row_col(square)
        worker.neutral = rng.below(3) == 0
    return command


def exhaustive_candidates(state: ArkadiaState, seat: int) -> list[pb.ArkadiaCommand]:
    """Every castle piece, the pass, the end of the turn, and every cash-in up to one over."""
    candidates = [
        pb.ArkadiaCommand(pass_turn=pb.ArkadiaPassTurn()),
        pb.ArkadiaCommand(end_turn=pb.ArkadiaEndTurn()),
    ]
    for colour, square in itertools.product(range(5), range(edition().lot_squares + 1)):
        candidates.append(
            pb.ArkadiaCommand(
                place_castle_piece=pb.ArkadiaPlaceCastlePiece(colour=pb.ArkadiaColour.Name(colour), lot_square=square)
            )
        )
    held = state.players[seat].seals if state.players else (0, 0, 0, 0)
    for red, olive, silver, black in itertools.product(*(range(count + 2) for count in held)):
        cash_in = pb.ArkadiaSeals(red=red, olive=olive, silver=silver, black=black)
        candidates.append(pb.ArkadiaCommand(use_banner=pb.ArkadiaUseBanner(cash_in=cash_in)))
    return candidates


CASES = [(seats, seed) for seats in (2, 3, 4) for seed in SEEDS]


@pytest.mark.parametrize(("seats", "seed"), CASES)
def test_legal_commands_are_exactly_what_decide_accepts_on_random_play(seats: int, seed: bytes) -> None:
    rng = Rng(seed, f"validator/{seats}")
    accepted_builds = accepted_workers = 0
    states = sampled_states(seats, seed)
    assert len(states) >= STATES_PER_MATCH  # 12 matches: some 300 to 600 states in all
    for index, state in enumerate(states):
        # The seat whose turn it is, and now and then one that is not awaited (it has none).
        for seat in (state.current, (state.current + 1 + index) % seats) if index % 3 == 0 else (state.current,):
            space = GAME.legal_commands(state, seat)
            # Listed => accepted: every command of small sets, a uniform sample of large ones.
            indices = range(len(space)) if len(space) <= LISTED_SAMPLE else [rng.below(len(space)) for _ in range(20)]
            for position in indices:
                assert accepted(state, seat, space[position]), (seats, seed, index, space[position])
            # Accepted => listed, over the generated superset.
            listed = {key(command) for command in space}
            assert len(listed) == len(space)  # and no command is listed twice
            exhaustive = exhaustive_candidates(state, seat)
            for candidate in exhaustive:
                kind = candidate.WhichOneof("command")
                if kind in ("place_castle_piece", "use_banner", "end_turn", "pass_turn"):
                    assert accepted(state, seat, candidate) == (key(candidate) in listed), (index, candidate)
            if not state.players:
                continue
            for _ in range(RANDOM_CANDIDATES):
                candidate = random_build(state, seat, rng) if rng.below(2) else random_workers(state, rng)
                if accepted(state, seat, candidate):
                    assert key(candidate) in listed, (seats, seed, index, candidate)
                    if candidate.WhichOneof("command") == "build":
                        accepted_builds += 1
                    else:
                        accepted_workers += 1
                else:
                    assert key(candidate) not in listed, (seats, seed, index, candidate)
            # Small decisions are covered exhaustively: the listed set is exactly the accepted one.
            small = {key(candidate) for candidate in exhaustive if accepted(state, seat, candidate)}
            if state.phase in (pb.ARKADIA_PHASE_CASTLE, pb.ARKADIA_PHASE_BANNER) or not space:
                assert small == listed, (seats, seed, index)
    print(
        f"\n{seats} seats, {seed!r}: {len(states)} states; accepted from the sample: {accepted_builds} builds, "
        f"{accepted_workers} worker placements"
    )
    # The sample did reach the accepted parts of the large decisions, not only their refusals.
    assert accepted_builds >= 25 and accepted_workers >= 25, (accepted_builds, accepted_workers)


# -- the bulk twins of the hot checks (checks.py) answer exactly as the single checks ---------------


def random_masks(seed: bytes) -> list[int]:
    rng = Rng(seed, "masks")
    size = geometry().size
    return [
        sum(1 << square for square in range(size) if rng.below(100) < density)
        for density in (0, 1, 5, 20, 40, 60, 80, 95, 100)
        for _ in range(6)
    ]


def test_bulk_placements_are_the_placements_the_single_check_accepts() -> None:
    """Candidates: every orientation (listed or not) of every form at every anchor on the board."""
    shapes = geometry()
    for occupied in random_masks(b"placements"):
        for form in edition().forms:
            single = {
                placement.mask
                for rotation, reflected in itertools.product(range(4), (False, True))
                for row in range(shapes.rows)
                for col in range(shapes.cols)
                if shapes.orientation(form, rotation, reflected) is not None
                and (placement := shapes.placement(form, rotation, reflected, row, col)) is not None
                and checks.placement_problem(placement, occupied) is None
            }
            bulk = checks.placements(form, occupied)
            assert {placement.mask for placement in bulk} == single and len(bulk) == len(single)


def test_bulk_worker_squares_are_the_squares_the_single_check_accepts() -> None:
    size = geometry().size
    masks = random_masks(b"workers")
    for around, occupied in zip(masks, reversed(masks), strict=True):
        single = [square for square in range(size) if checks.worker_square_problem(around, occupied, square, 1) is None]
        assert checks.worker_squares(around, occupied) == single


def test_bulk_neutral_counts_are_the_mixes_the_single_check_accepts() -> None:
    for own, neutral, size in itertools.product(range(7), range(7), range(12)):
        single = [n for n in range(size + 1) if checks.worker_count_problem(own, neutral, size - n, n) is None]
        assert list(checks.neutral_counts(own, neutral, size)) == single


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_bulk_castle_pieces_are_the_pieces_the_single_check_accepts(seats: int) -> None:
    lot_squares = edition().lot_squares
    for state in sampled_states(seats, b"castle"):
        if not state.players:
            continue
        single = [
            (colour, square)
            for colour, square in itertools.product((pb.ARKADIA_COLOUR_NONE, *SEAL_COLOURS), range(lot_squares + 1))
            if checks.castle_piece_problem(state, colour, square) is None
        ]
        assert checks.castle_pieces(state) == single


@pytest.mark.parametrize("seats", [2, 4])
def test_bulk_hand_cards_are_the_cards_the_single_check_accepts(seats: int) -> None:
    for state in sampled_states(seats, b"cards"):
        for player in state.players:
            single = [card for card in ALL_CARDS if checks.card_problem(player, card) is None]
            assert checks.hand_cards(player) == single
