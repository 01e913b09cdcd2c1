"""Applying Arkadia's events to the state. `evolve` never draws, never decides and never mutates
its input: every choice and every chance outcome is already written in the event.

`evolve` runs twice per event on the command path and in an audit (inside `decide`, so that later
checks see the new state, and again when the platform folds the stored event), so each handler
makes one copy of the state and of the player it changes rather than one per field.
"""

from __future__ import annotations

from ludus.v1 import arkadia_pb2 as pb

from services.core.immutable import replace
from services.core.oneof import Oneof
from services.games.arkadia.edition import Card, colour_index, edition
from services.games.arkadia.geometry import geometry
from services.games.arkadia.messages import card_from, seals_from, square_from, squares_from
from services.games.arkadia.state import (
    NEUTRAL,
    NO_SEALS,
    ArkadiaState,
    Building,
    FinalScore,
    Player,
    Worker,
)


def _without(items: tuple[Card, ...], item: Card) -> tuple[Card, ...]:
    """`items` less one copy of `item` (unchanged if absent)."""
    try:
        index = items.index(item)
    except ValueError:
        return items
    return items[:index] + items[index + 1 :]


def _add(counts: tuple[int, ...], other: tuple[int, ...], sign: int = 1) -> tuple[int, ...]:
    return tuple(a + sign * b for a, b in zip(counts, other, strict=True))


def _bump(counts: tuple[int, ...], index: int, amount: int) -> tuple[int, ...]:
    """`counts` with `amount` added at `index` (one colour of a per-colour tuple)."""
    return (*counts[:index], counts[index] + amount, *counts[index + 1 :])


#: One handler per member of ArkadiaEvent's oneof, each given the member's own message.
events: Oneof[pb.ArkadiaEvent, ArkadiaState] = Oneof(pb.ArkadiaEvent, "event")


def evolve(state: ArkadiaState, event: pb.ArkadiaEvent) -> ArkadiaState:
    return events.dispatch(event, state)


@events.on("setup")
def _setup(state: ArkadiaState, setup: pb.ArkadiaSetup) -> ArkadiaState:
    data = edition()
    hands = {hand.seat: tuple(card_from(card) for card in hand.cards) for hand in setup.hands}
    players = tuple(
        Player(
            hand=hands.get(seat, ()),
            workers=data.starting_workers,
            pool_workers=data.workers_per_player - data.starting_workers,
            banners=data.banners_per_player,
        )
        for seat in range(state.seats)
    )
    return replace(
        state,
        current=setup.first_seat,
        lot_anchor=square_from(setup.lot),
        tents=tuple(sorted(geometry().square(*tent) for tent in data.tents)),
        castle=((),) * data.lot_squares,
        pools=data.castle_pools,
        neutral_pool=data.neutral_workers,
        display=tuple(card_from(card) for card in setup.display),
        pile=tuple(card_from(card) for card in setup.pile),
        players=players,
    )


@events.on("turn_started")
def _turn_started(state: ArkadiaState, started: pb.ArkadiaTurnStarted) -> ArkadiaState:
    return replace(
        state,
        current=started.seat,
        turn=state.turn + 1,
        action_done=False,
        passed=False,
        castle_due=(),
        final_turn=started.final_turn,
        idle_turns=started.idle_turns,
    )


@events.on("building_placed")
def _building_placed(state: ArkadiaState, placed: pb.ArkadiaBuildingPlaced) -> ArkadiaState:
    card = card_from(placed.card)
    seat = placed.seat
    taken = placed.neutral_workers_taken
    building = Building(
        id=placed.building,
        card=card,
        rotation=placed.rotation,
        reflected=placed.reflected,
        anchor=square_from(placed.anchor),
        squares=squares_from(placed.squares),
        builder=seat,
        neutral_taken=taken,
    )
    tents = state.tents
    if placed.tents_covered:  # most buildings cover no tent: no filter then
        covered = set(squares_from(placed.tents_covered))
        tents = tuple(tent for tent in tents if tent not in covered)
    player = state.players[seat]
    player = replace(
        player,
        hand=_without(player.hand, card),
        known_cards=_without(player.known_cards, card),
        neutral=player.neutral + taken,
    )
    return state.with_player(
        seat,
        player,
        buildings=(*state.buildings, building),
        tents=tents,
        neutral_pool=state.neutral_pool - taken,
        action_done=True,
    )


@events.on("card_drawn")
def _card_drawn(state: ArkadiaState, drawn: pb.ArkadiaCardDrawn) -> ArkadiaState:
    card = card_from(drawn.card)
    player = state.players[drawn.seat]
    if drawn.source == pb.ARKADIA_DRAW_SOURCE_DISPLAY:
        slot = drawn.display_slot
        player = replace(player, hand=(*player.hand, card), known_cards=(*player.known_cards, card))
        display = state.display[:slot] + state.display[slot + 1 :]
        return state.with_player(drawn.seat, player, display=display)
    player = replace(player, hand=(*player.hand, card))
    return state.with_player(drawn.seat, player, pile=state.pile[1:])


@events.on("display_refilled")
def _display_refilled(state: ArkadiaState, refilled: pb.ArkadiaDisplayRefilled) -> ArkadiaState:
    slot = refilled.slot
    display = (*state.display[:slot], card_from(refilled.card), *state.display[slot:])
    return replace(state, display=display, pile=state.pile[1:])


@events.on("workers_placed")
def _workers_placed(state: ArkadiaState, placed: pb.ArkadiaWorkersPlaced) -> ArkadiaState:
    cols = geometry().cols
    new = tuple(
        Worker(
            square=worker.square.row * cols + worker.square.col,
            colour=NEUTRAL if worker.neutral else worker.colour_seat,
            placed_by=worker.placed_by,
        )
        for worker in placed.workers
    )
    neutral = sum(1 for worker in new if worker.colour == NEUTRAL)
    player = state.players[placed.seat]
    player = replace(player, workers=player.workers - (len(new) - neutral), neutral=player.neutral - neutral)
    return state.with_player(placed.seat, player, workers=state.workers + new, action_done=True)


@events.on("passed")
def _passed(state: ArkadiaState, passed: pb.ArkadiaPassed) -> ArkadiaState:
    return replace(state, action_done=True, passed=True)


@events.on("building_completed")
def _building_completed(state: ArkadiaState, completed: pb.ArkadiaBuildingCompleted) -> ArkadiaState:
    colour = colour_index(completed.colour)
    players = list(state.players)
    for award in completed.awards:
        player = players[award.seat]
        players[award.seat] = replace(
            player,
            seals=_bump(player.seals, colour, award.seals),
            earned=_bump(player.earned, colour, award.seals),
        )
    buildings = state.buildings
    index = completed.building - 1
    return replace(
        state,
        players=tuple(players),
        buildings=(*buildings[:index], replace(buildings[index], complete=True), *buildings[index + 1 :]),
        castle_due=(*state.castle_due, completed.building),
    )


@events.on("castle_piece_placed")
def _castle_piece_placed(state: ArkadiaState, placed: pb.ArkadiaCastlePiecePlaced) -> ArkadiaState:
    colour = placed.colour
    castle = list(state.castle)
    castle[placed.lot_square] = (*castle[placed.lot_square], colour)
    pools = list(state.pools)
    pools[placed.floor - 1] = _bump(pools[placed.floor - 1], colour_index(colour), -1)
    return replace(state, castle=tuple(castle), pools=tuple(pools), castle_due=state.castle_due[1:])


@events.on("castle_placement_skipped")
def _castle_placement_skipped(state: ArkadiaState, skipped: pb.ArkadiaCastlePlacementSkipped) -> ArkadiaState:
    return replace(state, castle_due=state.castle_due[1:])


@events.on("floor_completed")
def _floor_completed(state: ArkadiaState, completed: pb.ArkadiaFloorCompleted) -> ArkadiaState:
    leftovers = seals_from(completed.leftovers)
    pools = list(state.pools)
    pools[completed.floor - 1] = _add(pools[completed.floor - 1], leftovers, -1)
    pools[-1] = _add(pools[-1], leftovers)
    return replace(state, pools=tuple(pools))


@events.on("end_triggered")
def _end_triggered(state: ArkadiaState, triggered: pb.ArkadiaEndTriggered) -> ArkadiaState:
    return replace(state, end_trigger=triggered.seat)


@events.on("banner_used")
def _banner_used(state: ArkadiaState, used: pb.ArkadiaBannerUsed) -> ArkadiaState:
    player = state.players[used.seat]
    player = replace(
        player,
        banners=player.banners - 1,
        pool_workers=player.pool_workers - used.workers_taken,
        workers=player.workers + used.workers_taken,
        seals=_add(player.seals, seals_from(used.cashed_in), -1),
        gold=player.gold + used.gold,
    )
    return state.with_player(used.seat, player)


@events.on("game_ended")
def _game_ended(state: ArkadiaState, ended: pb.ArkadiaGameEnded) -> ArkadiaState:
    scores = sorted(ended.scores, key=lambda score: score.seat)
    final = FinalScore(
        reason=ended.reason,
        values=seals_from(ended.values),
        converted=tuple(seals_from(score.seals_converted) for score in scores),
        gold_before=tuple(score.gold_before for score in scores),
        gold=tuple(score.gold for score in scores),
        winners=tuple(ended.winners),
    )
    players = tuple(replace(player, seals=NO_SEALS, gold=final.gold[seat]) for seat, player in enumerate(state.players))
    return replace(state, players=players, final=final)
