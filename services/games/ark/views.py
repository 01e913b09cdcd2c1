"""What each seat may see (rules reference §9): views of the state and redacted events.

Secret: every hand's cards (only their owner sees them), each pet until scoring, the deck's order
(nobody). Public: everything else, including hand sizes and which display cards each seat took.
"""

from __future__ import annotations

from ludus.v1 import ark_pb2 as pb

from services.games.ark import options
from services.games.ark.cards import catalogue
from services.games.ark.checks import awaiting
from services.games.ark.enums import SCORING_CATEGORIES
from services.games.ark.scoring import score_message
from services.games.ark.state import ArkState


def view(state: ArkState, seat: int | None) -> pb.ArkView:
    result = pb.ArkView(
        phase=state.phase,
        awaiting=list(awaiting(state)),
        start_seat=state.start_seat,
        left=[pb.ArkCabin(row=row, cards=cabin) for row, cabin in enumerate(state.left, start=1)],
        right=[pb.ArkCabin(row=row, cards=cabin) for row, cabin in enumerate(state.right, start=1)],
        tilt=state.tilt,
        display=state.display,
        deck_size=len(state.deck),
        rain_revealed=state.rain,
        supply=state.supply,
        driven_out=state.driven_out,
        options=options.to_message(state.variant),
    )
    if seat is not None:
        result.viewer = seat
    if state.phase in (pb.ARK_PHASE_PLAY, pb.ARK_PHASE_FINAL):
        result.current_seat = state.current
    elif state.phase == pb.ARK_PHASE_PETS:
        result.pets_interrupted_seat = state.current
    over = state.phase == pb.ARK_PHASE_OVER
    for index, player in enumerate(state.players):
        shown = pb.ArkPlayer(
            seat=index,
            discs=player.discs,
            hand_size=len(player.hand),
            pet_set_aside=player.pet_chosen and bool(player.pet),
            passed=player.passed,
            taken_from_display=player.taken_from_display,
            markers_left=player.markers_left,
            final_turn_taken=player.final_turn_taken,
        )
        if index == seat:
            shown.hand.extend(player.hand)
        if index == seat or over:
            shown.pet = player.pet
        for category in SCORING_CATEGORIES:
            markers = player.markers_on(category)
            if markers.plain or markers.half:
                shown.markers.add(category=category, plain=markers.plain, half=markers.half)
        result.players.append(shown)
    if state.phase == pb.ARK_PHASE_PLAY and state.turn.cards_played:
        result.turn.cards_played = state.turn.cards_played
        result.turn.first_side = state.turn.first_side
        result.turn.first_row = state.turn.first_row
    if state.score is not None:
        result.scoring.CopyFrom(score_message(state.score))
    return result


def redact(event: pb.ArkEvent, seat: int | None) -> pb.ArkEvent:
    kind = event.WhichOneof("event")
    if kind == "setup":
        hidden = pb.ArkEvent()
        hidden.CopyFrom(event)
        del hidden.setup.deck[:]
        for hand in hidden.setup.hands:
            if hand.seat != seat:
                del hand.cards[:]
        return hidden
    if kind == "card_drawn" and event.card_drawn.seat != seat:
        return pb.ArkEvent(card_drawn=pb.ArkCardDrawn(seat=event.card_drawn.seat))
    if kind == "pet_chosen" and event.pet_chosen.seat != seat:
        chosen = event.pet_chosen
        return pb.ArkEvent(pet_chosen=pb.ArkPetChosen(seat=chosen.seat, set_aside=chosen.set_aside))
    return event


def catalogue_message() -> pb.ArkCatalogue:
    cards = catalogue()
    return pb.ArkCatalogue(
        rain_cards=cards.rain_cards,
        default_options=options.to_message(options.DEFAULT),
        markers_per_player=cards.markers_per_player,
        discs=cards.discs,
        cards=[
            pb.ArkCardInfo(
                id=card.id,
                name=card.name,
                climate=card.climate,
                weight=card.weight,
                diet=card.diet,
                category=card.category,
                special=card.special,
                ability=card.ability,
            )
            for card in cards.cards.values()
        ],
    )


__all__ = ["catalogue_message", "redact", "view"]
