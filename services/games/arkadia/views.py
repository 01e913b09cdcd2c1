"""What each seat may see (rules reference 9): views of the state and redacted events.

Secret, seen by the owner only: a hand's cards, a card drawn from the pile, workers behind the
screen (own and neutral), seals held, gold, and what a cash-in or the final conversion consisted
of. Nobody sees the pile's order. Public: the board (buildings, workers, tents, lot, castle), the
display and which display card a seat takes, pile and hand sizes, pools, banners left, payouts of
completions, and the final gold totals once the game is over.
"""

from __future__ import annotations

from ludus.v1 import arkadia_pb2 as pb

from services.games.arkadia import board, castle
from services.games.arkadia.edition import edition
from services.games.arkadia.geometry import geometry
from services.games.arkadia.messages import (
    card_message,
    seals_message,
    square_message,
)
from services.games.arkadia.state import NEUTRAL, ArkadiaState, FinalScore, Phase, Worker

#: The phases in which the current seat must decide (a constant: the platform asks after every
#: event, and naming three enum members each time costs more than the rest of the question).
_DECIDING: frozenset[Phase] = frozenset({pb.ARKADIA_PHASE_ACTION, pb.ARKADIA_PHASE_CASTLE, pb.ARKADIA_PHASE_BANNER})


def awaiting(state: ArkadiaState) -> tuple[int, ...]:
    if state.phase in _DECIDING:
        return (state.current,)
    return ()


def worker_message(worker: Worker) -> pb.ArkadiaWorker:
    return pb.ArkadiaWorker(
        square=square_message(worker.square),
        neutral=worker.neutral,
        colour_seat=0 if worker.colour == NEUTRAL else worker.colour,
        placed_by=worker.placed_by,
    )


def result_message(final: FinalScore, seat: int | None) -> pb.ArkadiaGameEnded:
    """The game's end as `seat` may see it: totals for all, the breakdown for the seat only."""
    return pb.ArkadiaGameEnded(
        reason=final.reason,
        values=seals_message(final.values),
        scores=[
            pb.ArkadiaFinalScore(
                seat=index,
                gold=gold,
                seals_converted=seals_message(final.converted[index]) if index == seat else None,
                gold_before=final.gold_before[index] if index == seat else 0,
            )
            for index, gold in enumerate(final.gold)
        ],
        winners=final.winners,
    )


def view(state: ArkadiaState, seat: int | None) -> pb.ArkadiaView:
    over = state.phase == pb.ARKADIA_PHASE_OVER
    result = pb.ArkadiaView(
        phase=state.phase,  # SETUP is ARKADIA_PHASE_UNSPECIFIED
        awaiting=awaiting(state),
        turn=state.turn,
        lot=square_message(state.lot_anchor),
        tents=[square_message(tent) for tent in state.tents],
        neutral_pool=state.neutral_pool,
        display=[card_message(card) for card in state.display],
        pile_size=len(state.pile),
        castle_due=state.castle_due,
        passed_this_turn=state.passed,
        idle_turns=state.idle_turns,
    )
    if seat is not None:
        result.viewer = seat
    if not over and state.players:
        result.current_seat = state.current
    if state.end_trigger is not None:
        result.end_triggered_by = state.end_trigger
    for building in state.buildings:
        result.buildings.append(
            pb.ArkadiaBuilding(
                id=building.id,
                card=card_message(building.card),
                rotation=building.rotation,
                reflected=building.reflected,
                anchor=square_message(building.anchor),
                squares=[square_message(square) for square in building.squares],
                builder=building.builder,
                neutral_workers_taken=building.neutral_taken,
                complete=building.complete,
            )
        )
    result.workers.extend(worker_message(worker) for worker in state.workers)
    if state.castle:
        lot_colours = edition().lot_colours
        for lot_square, (square, stack) in enumerate(
            zip(board.lot_squares(state.lot_anchor), state.castle, strict=True)
        ):
            result.castle.append(
                pb.ArkadiaCastleSquare(
                    lot_square=lot_square,
                    square=square_message(square),
                    printed=lot_colours[lot_square],
                    pieces=stack,
                    visible=castle.visible(state, lot_square),
                )
            )
        result.current_floor = castle.current_floor(state)
        result.values.CopyFrom(seals_message(castle.values(state)))
    result.castle_pools.extend(seals_message(pool) for pool in state.pools)
    for index, player in enumerate(state.players):
        shown = pb.ArkadiaPlayer(
            seat=index,
            hand_size=len(player.hand),
            known_cards=[card_message(card) for card in player.known_cards],
            banners=player.banners,
            pool_workers=player.pool_workers,
            seals_earned=seals_message(player.earned),
        )
        if index == seat:
            shown.hand.extend(card_message(card) for card in player.hand)
            shown.workers = player.workers
            shown.neutral_workers = player.neutral
            shown.seals.CopyFrom(seals_message(player.seals))
        if index == seat or over:
            shown.gold = player.gold
        result.players.append(shown)
    if state.final is not None:
        result.result.CopyFrom(result_message(state.final, seat))
    return result


def redact(event: pb.ArkadiaEvent, seat: int | None) -> pb.ArkadiaEvent:
    """The event with every field `seat` may not see cleared; never dropped."""
    kind = event.WhichOneof("event")
    if kind == "setup":
        hidden = pb.ArkadiaEvent()
        hidden.CopyFrom(event)
        del hidden.setup.pile[:]
        for hand in hidden.setup.hands:
            if hand.seat != seat:
                del hand.cards[:]
        return hidden
    if (
        kind == "card_drawn"
        and event.card_drawn.source == pb.ARKADIA_DRAW_SOURCE_PILE
        and event.card_drawn.seat != seat
    ):
        hidden = pb.ArkadiaEvent()
        hidden.CopyFrom(event)
        hidden.card_drawn.ClearField("card")
        return hidden
    if kind == "banner_used" and event.banner_used.seat != seat:
        hidden = pb.ArkadiaEvent()
        hidden.CopyFrom(event)
        hidden.banner_used.ClearField("cashed_in")
        hidden.banner_used.gold = 0
        return hidden
    if kind == "game_ended":
        hidden = pb.ArkadiaEvent()
        hidden.CopyFrom(event)
        for score in hidden.game_ended.scores:
            if score.seat != seat:
                score.ClearField("seals_converted")
                score.gold_before = 0
        return hidden
    return event


def edition_message() -> pb.ArkadiaEdition:
    """The edition's fixed data for clients (GameInfo.static_data)."""
    data = edition()
    shapes = geometry()
    return pb.ArkadiaEdition(
        name=data.name,
        rows=data.rows,
        cols=data.cols,
        tents=[pb.ArkadiaSquare(row=row, col=col) for row, col in data.tents],
        forms=[
            pb.ArkadiaForm(
                id=form.id,
                name=form.name,
                cells=[pb.ArkadiaSquare(row=row, col=col) for row, col in form.cells],
                orientations=[
                    pb.ArkadiaOrientation(
                        rotation=orientation.rotation,
                        reflected=orientation.reflected,
                        cells=[pb.ArkadiaSquare(row=row, col=col) for row, col in orientation.cells],
                    )
                    for orientation in shapes.orientations[form.id]
                ],
                buildings=form.buildings,
                cards=seals_message(form.cards),
            )
            for form in data.forms.values()
        ],
        lot_rows=data.lot_rows,
        lot_cols=data.lot_cols,
        lot_colours=data.lot_colours,
        lot_positions=[pb.ArkadiaSquare(row=row, col=col) for row, col in data.lot_positions],
        castle_pools=[seals_message(pool) for pool in data.castle_pools],
        workers_per_player=data.workers_per_player,
        starting_workers=data.starting_workers,
        neutral_workers=data.neutral_workers,
        banners_per_player=data.banners_per_player,
        workers_per_banner=data.workers_per_banner,
        hand_size=data.hand_size,
        display_size=data.display_size,
    )
