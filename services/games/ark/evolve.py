"""Ark's evolve: one handler per member of ArkEvent's `event` oneof, each taking the member's own
message (services/core/oneof.py). Pure: every handler returns a new state.
"""

from __future__ import annotations

from ludus.v1 import ark_pb2 as pb

from services.core.immutable import replace
from services.core.oneof import Oneof
from services.games.ark.enums import Category
from services.games.ark.scoring import score_from_message
from services.games.ark.state import ArkState, Markers, Player, TurnProgress

PETS_RAIN, FINAL_RAIN = 2, 5

events: Oneof[pb.ArkEvent, ArkState] = Oneof(pb.ArkEvent, "event")


def evolve(state: ArkState, event: pb.ArkEvent) -> ArkState:
    return events.dispatch(event, state)


def _remove(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    index = items.index(item)
    return items[:index] + items[index + 1 :]


def _adjust_markers(player: Player, category: Category, plain: int = 0, half: int = 0) -> Player:
    current = player.markers_on(category)
    return player.with_markers(category, Markers(current.plain + plain, current.half + half))


@events.on("setup")
def _setup(state: ArkState, setup_event: pb.ArkSetup) -> ArkState:
    left: list[tuple[str, ...]] = []
    right: list[tuple[str, ...]] = []
    for place in setup_event.starting_cards:
        cabins = right if place.side == pb.ARK_SIDE_RIGHT else left
        while len(cabins) < place.row:
            cabins.append(())
        cabins[place.row - 1] = (*cabins[place.row - 1], place.card)
    players = tuple(
        Player(discs=setup_event.discs[seat], hand=tuple(setup_event.hands[seat].cards)) for seat in range(state.seats)
    )
    return replace(
        state,
        phase=pb.ARK_PHASE_PLAY,
        start_seat=setup_event.start_seat,
        current=setup_event.start_seat,
        players=players,
        left=tuple(left),
        right=tuple(right),
        tilt=setup_event.tilt,
        display=tuple(setup_event.display),
        deck=tuple(setup_event.deck),
        supply=setup_event.supply,
    )


@events.on("turn_started")
def _turn_started(state: ArkState, started: pb.ArkTurnStarted) -> ArkState:
    return replace(state, phase=started.phase, current=started.seat, turn=TurnProgress())


@events.on("card_taken")
def _card_taken(state: ArkState, taken: pb.ArkCardTaken) -> ArkState:
    player = state.players[taken.seat]
    player = replace(
        player,
        hand=(*player.hand, taken.card),
        taken_from_display=(*player.taken_from_display, taken.card),
    )
    return replace(state.with_player(taken.seat, player), display=_remove(state.display, taken.card))


@events.on("card_drawn")
def _card_drawn(state: ArkState, drawn: pb.ArkCardDrawn) -> ArkState:
    player = state.players[drawn.seat]
    return replace(
        state.with_player(drawn.seat, replace(player, hand=(*player.hand, drawn.card))),
        deck=state.deck[1:],
    )


@events.on("rain_revealed")
def _rain_revealed(state: ArkState, revealed: pb.ArkRainRevealed) -> ArkState:
    ordinal = revealed.ordinal
    return replace(
        state,
        deck=state.deck[1:],
        rain=ordinal,
        pets_due=state.pets_due or ordinal == PETS_RAIN,
        final_due=state.final_due or ordinal == FINAL_RAIN,
    )


@events.on("display_refilled")
def _display_refilled(state: ArkState, refilled: pb.ArkDisplayRefilled) -> ArkState:
    return replace(state, deck=state.deck[1:], display=(*state.display, refilled.card))


@events.on("card_played")
def _card_played(state: ArkState, played: pb.ArkCardPlayed) -> ArkState:
    side = played.side
    cabins = list(state.cabins(side))
    if played.driven_out:
        cabin = list(cabins[played.row - 1])
        cabin[cabin.index(played.driven_out)] = played.card
        cabins[played.row - 1] = tuple(cabin)
    elif played.new_cabin:
        cabins.append((played.card,))
    else:
        cabins[played.row - 1] = (*cabins[played.row - 1], played.card)
    player = replace(state.players[played.seat], hand=_remove(state.players[played.seat].hand, played.card))
    if state.phase == pb.ARK_PHASE_FINAL and state.variant.final_round == pb.ARK_FINAL_ROUND_RULE_ONE_TURN_EACH:
        player = replace(player, final_turn_taken=True)
    state = state.with_player(played.seat, player)
    state = state.with_cabins(side, tuple(cabins))
    turn = (
        replace(state.turn, cards_played=2)
        if played.second
        else TurnProgress(cards_played=1, first_side=played.side, first_row=played.row)
    )
    driven = (*state.driven_out, played.driven_out) if played.driven_out else state.driven_out
    return replace(state, tilt=played.tilt, turn=turn, driven_out=driven)


# A half-marker is marked by a supply disc under it (§5.1, both seeds): the disc leaves the
# supply with the half-marker and comes back when two halves are exchanged for 3 markers.
@events.on("marker_placed")
def _marker_placed(state: ArkState, placed: pb.ArkMarkerPlaced) -> ArkState:
    player = _adjust_markers(
        state.players[placed.seat],
        placed.category,
        plain=0 if placed.half else 1,
        half=1 if placed.half else 0,
    )
    return replace(state.with_player(placed.seat, player), supply=state.supply - (1 if placed.half else 0))


@events.on("marker_upgraded")
def _marker_upgraded(state: ArkState, upgraded: pb.ArkMarkerUpgraded) -> ArkState:
    player = _adjust_markers(state.players[upgraded.seat], upgraded.category, plain=-1, half=1)
    return replace(state.with_player(upgraded.seat, player), supply=state.supply - 1)


@events.on("half_markers_merged")
def _half_markers_merged(state: ArkState, merged: pb.ArkHalfMarkersMerged) -> ArkState:
    player = _adjust_markers(state.players[merged.seat], merged.category, plain=3, half=-2)
    return replace(state.with_player(merged.seat, player), supply=state.supply + 2)


@events.on("discs_moved")
def _discs_moved(state: ArkState, moved: pb.ArkDiscsMoved) -> ArkState:
    supply = state.supply
    if moved.HasField("from_seat"):
        payer = state.players[moved.from_seat]
        state = state.with_player(moved.from_seat, replace(payer, discs=payer.discs - moved.count))
    else:
        supply -= moved.count
    if moved.HasField("to_seat"):
        payee = state.players[moved.to_seat]
        state = state.with_player(moved.to_seat, replace(payee, discs=payee.discs + moved.count))
    else:
        supply += moved.count
    return replace(state, supply=supply)


@events.on("pet_phase_started")
def _pet_phase_started(state: ArkState, started: pb.ArkPetPhaseStarted) -> ArkState:
    return replace(state, phase=pb.ARK_PHASE_PETS, pets_due=False, choosing=tuple(started.choosing))


@events.on("pet_chosen")
def _pet_chosen(state: ArkState, chosen: pb.ArkPetChosen) -> ArkState:
    player = state.players[chosen.seat]
    hand = _remove(player.hand, chosen.card) if chosen.set_aside else player.hand
    return state.with_player(chosen.seat, replace(player, hand=hand, pet_chosen=True, pet=chosen.card))


@events.on("final_round_started")
def _final_round_started(state: ArkState, started: pb.ArkFinalRoundStarted) -> ArkState:
    return replace(state, phase=pb.ARK_PHASE_FINAL, final_due=False, current=started.first_seat)


@events.on("passed")
def _passed(state: ArkState, passed: pb.ArkPassed) -> ArkState:
    player = state.players[passed.seat]
    return state.with_player(passed.seat, replace(player, passed=True))


@events.on("game_scored")
def _game_scored(state: ArkState, scored: pb.ArkGameScored) -> ArkState:
    return replace(state, phase=pb.ARK_PHASE_OVER, score=score_from_message(scored.scoring))
