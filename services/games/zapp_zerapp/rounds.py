"""The round's flow (reference section 4): roll and shuffle, close the can phase, reveal, hand the
move to each qualifying seat in turn, and start the next round.

Chance is drawn with `rng.derive` from labels naming the round only, so the dice and the shuffle
of round n depend on the match seed and n alone (R7), whichever command or deadline starts the
round.
"""

from __future__ import annotations

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.rng import Rng
from services.games.zapp_zerapp.board import Board
from services.games.zapp_zerapp.evolve import Turn

DICE, DIE_FACES = 2, 6


def dice_label(round_number: int) -> str:
    return f"dice:{round_number}"


def shuffle_label(round_number: int) -> str:
    return f"cans:{round_number}"


def start_round(turn: Turn, board: Board, rng: Rng) -> None:
    """Roll the dice (R6) and shuffle the cans into the positions (R8, R9)."""
    number = turn.state.round + 1
    dice_rng = rng.derive(dice_label(number))
    dice = [dice_rng.randint(1, DIE_FACES) for _ in range(DICE)]
    turn.emit(
        pb.ZappZerappEvent(
            dice_rolled=pb.ZappZerappDiceRolled(
                round=number, dice=dice, magic_number=sum(dice), deadline_key=f"round-{number}-cans"
            )
        )
    )
    cans = rng.derive(shuffle_label(number)).shuffled(range(1, board.cans + 1))
    turn.emit(pb.ZappZerappEvent(cans_shuffled=pb.ZappZerappCansShuffled(round=number, cans=cans)))


def close_can_phase(turn: Turn, board: Board, reason: pb.ZappZerappCloseReason, rng: Rng) -> None:
    """End the can phase (everyone committed, or the deadline): seats that did not commit sit
    the round out and their cans go back (R15); then the reveal and the move phase."""
    state = turn.state
    sitting_out = []
    for seat, seat_round in enumerate(state.seat_rounds):
        if seat_round.has_committed:
            continue
        sitting_out.append(seat)
        for position in seat_round.held:
            turn.emit(
                pb.ZappZerappEvent(
                    can_returned=pb.ZappZerappCanReturned(
                        seat=seat,
                        position=position,
                        reason=pb.ZAPP_ZERAPP_RETURN_REASON_PHASE_CLOSED,
                    )
                )
            )
    turn.emit(
        pb.ZappZerappEvent(
            can_phase_closed=pb.ZappZerappCanPhaseClosed(
                round=state.round,
                reason=reason,
                sitting_out=sitting_out,
            )
        )
    )
    reveals = sorted(
        (
            pb.ZappZerappReveal(
                seat=seat,
                position=seat_round.committed,
                can=state.cans[seat_round.committed],
                qualifies=state.cans[seat_round.committed] <= state.magic_number,
            )
            for seat, seat_round in enumerate(state.seat_rounds)
            if seat_round.has_committed
        ),
        key=lambda reveal: -reveal.can,
    )
    turn.emit(
        pb.ZappZerappEvent(
            cans_revealed=pb.ZappZerappCansRevealed(
                round=state.round,
                reveals=reveals,
                move_order=[reveal.seat for reveal in reveals if reveal.qualifies],
            )
        )
    )
    next_mover(turn, board, rng)


def next_mover(turn: Turn, board: Board, rng: Rng) -> None:
    """Hand the move to the next qualifying seat (highest can first), or start the next round."""
    while turn.state.move_queue:
        state = turn.state
        seat = state.move_queue[0]
        colour = state.colours[seat]
        steps = next(reveal.can for reveal in state.reveals if reveal.seat == seat)
        if any(a.area != pb.ZAPP_ZERAPP_AREA_CITY for a in state.apprentices_of(colour)):
            turn.emit(pb.ZappZerappEvent(move_turn_started=pb.ZappZerappMoveTurnStarted(seat=seat, steps=steps)))
            return
        # Safeguard only (R19): a seat with every apprentice home has already won.
        turn.emit(pb.ZappZerappEvent(move_skipped=pb.ZappZerappMoveSkipped(seat=seat)))
    if turn.state.phase != pb.ZAPP_ZERAPP_PHASE_OVER:
        start_round(turn, board, rng)
