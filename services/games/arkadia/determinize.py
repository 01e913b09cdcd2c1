"""A full state consistent with one seat's view, hidden parts sampled (for search bots).

Hidden from the seat, and how each is filled in:
* Other hands and the pile: the cards not accounted for by the board, the display, the seat's
  own hand and the cards publicly known to be in other hands are shuffled uniformly and dealt to
  the other hands' unknown places (hand sizes are public), the rest forming the pile.
* Workers behind other screens: exact. Own-colour workers held are the colour's total less the
  pool and the board; neutral workers held are those taken for covered tents less those placed,
  both public.
* Other seats' seals and gold: a seat that never used a banner holds exactly the seals it earned
  (payouts are public) and no gold. Otherwise each colour's holding is drawn uniformly from 0 to
  what it earned and the rest counts as cashed in at the current values (an estimate: amounts
  cashed in are secret). Once the game is over, final gold is public and seals are gone.
"""

from __future__ import annotations

from collections import Counter

from ludus.v1 import arkadia_pb2 as pb

from services.core.rng import Rng
from services.games.arkadia import castle
from services.games.arkadia.edition import edition
from services.games.arkadia.messages import card_from, seals_from, square_from
from services.games.arkadia.state import (
    NEUTRAL,
    NO_SEALS,
    ArkadiaState,
    Building,
    FinalScore,
    Player,
    Worker,
)


def _buildings(view: pb.ArkadiaView) -> tuple[Building, ...]:
    return tuple(
        Building(
            id=building.id,
            card=card_from(building.card),
            rotation=building.rotation,
            reflected=building.reflected,
            anchor=square_from(building.anchor),
            squares=tuple(square_from(square) for square in building.squares),
            builder=building.builder,
            neutral_taken=building.neutral_workers_taken,
            complete=building.complete,
        )
        for building in view.buildings
    )


def _workers(view: pb.ArkadiaView) -> tuple[Worker, ...]:
    return tuple(
        Worker(
            square=square_from(worker.square),
            colour=NEUTRAL if worker.neutral else worker.colour_seat,
            placed_by=worker.placed_by,
        )
        for worker in view.workers
    )


def _final(view: pb.ArkadiaView, seats: int) -> FinalScore | None:
    if view.phase != pb.ARKADIA_PHASE_OVER:
        return None
    ended = view.result
    scores = sorted(ended.scores, key=lambda score: score.seat)
    return FinalScore(
        reason=ended.reason,
        values=seals_from(ended.values),
        converted=tuple(seals_from(score.seals_converted) for score in scores),
        gold_before=tuple(score.gold_before for score in scores),
        gold=tuple(score.gold for score in scores),
        winners=tuple(ended.winners),
    )


def determinize(view: pb.ArkadiaView, seat: int, rng: Rng) -> ArkadiaState:
    data = edition()
    seats = len(view.players)
    buildings = _buildings(view)
    workers = _workers(view)
    over = view.phase == pb.ARKADIA_PHASE_OVER

    # Cards: everything not seen anywhere is unknown, and is dealt at random.
    unseen = Counter(data.deck())
    unseen.subtract(building.card for building in buildings)
    unseen.subtract(card_from(card) for card in view.display)
    own_hand = tuple(card_from(card) for card in view.players[seat].hand)
    unseen.subtract(own_hand)
    for index, shown in enumerate(view.players):
        if index != seat:
            unseen.subtract(card_from(card) for card in shown.known_cards)
    unknown = rng.shuffled(sorted(unseen.elements()))

    end_trigger = view.end_triggered_by if view.HasField("end_triggered_by") else None
    current = view.current_seat if view.HasField("current_seat") else 0
    castle_stacks = tuple(tuple(square.pieces) for square in view.castle)
    pools = tuple(seals_from(pool) for pool in view.castle_pools)
    values = seals_from(view.values)

    players = []
    for index, shown in enumerate(view.players):
        if index == seat:
            players.append(
                Player(
                    hand=own_hand,
                    known_cards=tuple(card_from(card) for card in shown.known_cards),
                    workers=shown.workers,
                    neutral=shown.neutral_workers,
                    pool_workers=shown.pool_workers,
                    banners=shown.banners,
                    seals=seals_from(shown.seals),
                    gold=shown.gold,
                    earned=seals_from(shown.seals_earned),
                )
            )
            continue
        known = tuple(card_from(card) for card in shown.known_cards)
        missing = shown.hand_size - len(known)
        hand = known + tuple(unknown[:missing])
        unknown = unknown[missing:]
        on_board = sum(1 for worker in workers if worker.colour == index)
        neutral_placed = sum(1 for worker in workers if worker.neutral and worker.placed_by == index)
        neutral_taken = sum(building.neutral_taken for building in buildings if building.builder == index)
        earned = seals_from(shown.seals_earned)
        if over:
            seals, gold = NO_SEALS, shown.gold
        elif shown.banners == data.banners_per_player:
            seals, gold = earned, 0
        else:
            seals = tuple(rng.below(count + 1) for count in earned)
            cashed = tuple(e - s for e, s in zip(earned, seals, strict=True))
            gold = castle.worth(cashed, values)
        players.append(
            Player(
                hand=hand,
                known_cards=known,
                workers=data.workers_per_player - shown.pool_workers - on_board,
                neutral=neutral_taken - neutral_placed,
                pool_workers=shown.pool_workers,
                banners=shown.banners,
                seals=seals,
                gold=gold,
                earned=earned,
            )
        )
    phase = view.phase
    return ArkadiaState(
        seats=seats,
        current=current,
        turn=view.turn,
        lot_anchor=square_from(view.lot),
        tents=tuple(square_from(tent) for tent in view.tents),
        buildings=buildings,
        workers=workers,
        castle=castle_stacks,
        pools=pools,
        neutral_pool=view.neutral_pool,
        display=tuple(card_from(card) for card in view.display),
        pile=tuple(unknown),
        players=tuple(players),
        action_done=phase in (pb.ARKADIA_PHASE_CASTLE, pb.ARKADIA_PHASE_BANNER, pb.ARKADIA_PHASE_OVER),
        passed=view.passed_this_turn,
        castle_due=tuple(view.castle_due),
        end_trigger=end_trigger,
        final_turn=end_trigger is not None and current != end_trigger,
        idle_turns=view.idle_turns,
        final=_final(view, seats),
    )
