"""What Arkadia hides, and from whom (tests/e2e/test_secrets_games.py scans the wire for it): hand
cards that are not publicly known, a pile draw, workers and neutral workers behind the screen, seals
held, gold until the game is over, what a cash-in paid and what the final conversion converted
(their owner only), the pile's order (nobody)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ludus.v1 import arkadia_pb2

from services.core.secrets import IN_EVENT, IN_VIEWS, Secret, number
from services.games.arkadia.messages import card_message, seals_message
from services.games.arkadia.state import ArkadiaState


def secrets_at(state: ArkadiaState, events: Sequence[arkadia_pb2.ArkadiaEvent]) -> list[Secret]:
    pb = arkadia_pb2
    event = pb.ArkadiaEvent
    # Where each shape travels: a player in a view, a hand in the setup event, a draw, a cash-in,
    # a final score (field numbers from the descriptors).
    in_view = tuple((*view, number(pb.ArkadiaView, "players")) for view in IN_VIEWS)
    in_setup = ((*IN_EVENT, number(event, "setup"), number(pb.ArkadiaSetup, "hands")),)
    in_draw = ((*IN_EVENT, number(event, "card_drawn")),)
    in_banner = ((*IN_EVENT, number(event, "banner_used")),)
    scores = number(pb.ArkadiaGameEnded, "scores")
    in_scores = (
        (*IN_EVENT, number(event, "game_ended"), scores),
        *((*view, number(pb.ArkadiaView, "result"), scores) for view in IN_VIEWS),
    )
    player_seat = number(pb.ArkadiaPlayer, "seat")
    over = state.final is not None
    found = []
    for seat, player in enumerate(state.players):
        owner = frozenset({seat})
        known = Counter(player.known_cards)
        for card, count in (Counter(player.hand) - known).items():
            data = card_message(card).SerializeToString()
            what = f"seat {seat}'s hand card {card.form}/{card.colour} (x{count})"
            found += [
                Secret(
                    what, owner, fields=((player_seat, seat), (number(pb.ArkadiaPlayer, "hand"), data)), under=in_view
                ),
                Secret(
                    what,
                    owner,
                    fields=((number(pb.ArkadiaHand, "seat"), seat), (number(pb.ArkadiaHand, "cards"), data)),
                    under=in_setup,
                ),
                Secret(
                    what,
                    owner,
                    fields=(
                        (number(pb.ArkadiaCardDrawn, "seat"), seat),
                        (number(pb.ArkadiaCardDrawn, "source"), pb.ARKADIA_DRAW_SOURCE_PILE),
                        (number(pb.ArkadiaCardDrawn, "card"), data),
                    ),
                    under=in_draw,
                ),
            ]
        for name, value in (("workers", player.workers), ("neutral_workers", player.neutral)):
            if value:
                found.append(
                    Secret(
                        f"seat {seat}'s {name} {value}",
                        owner,
                        fields=((player_seat, seat), (number(pb.ArkadiaPlayer, name), value)),
                        under=in_view,
                    )
                )
        if any(player.seals):
            seals = seals_message(player.seals).SerializeToString()
            found.append(
                Secret(
                    f"seat {seat}'s seals {player.seals}",
                    owner,
                    fields=((player_seat, seat), (number(pb.ArkadiaPlayer, "seals"), seals)),
                    under=in_view,
                )
            )
        if player.gold and not over:
            found.append(
                Secret(
                    f"seat {seat}'s gold {player.gold}",
                    owner,
                    fields=((player_seat, seat), (number(pb.ArkadiaPlayer, "gold"), player.gold)),
                    under=in_view,
                )
            )
    if state.pile:
        # The pile's order, where it travels (ArkadiaSetup.pile, cleared for everyone): its top card
        # there. (As bare bytes a short pile would match a seat's public known_cards: cards with
        # the same form and colour are alike.)
        top = card_message(state.pile[0]).SerializeToString()
        found.append(
            Secret(
                "the pile's order",
                frozenset(),
                fields=((number(pb.ArkadiaSetup, "pile"), top),),
                under=((*IN_EVENT, number(event, "setup")),),
            )
        )
    # What each cash-in and the final conversion consisted of: their owner's, forever.
    for message in events:
        kind = message.WhichOneof("event")
        if kind == "banner_used":
            used = message.banner_used
            seat_field = (number(pb.ArkadiaBannerUsed, "seat"), used.seat)
            cash = used.cashed_in.SerializeToString()
            if cash:
                found.append(
                    Secret(
                        f"seat {used.seat}'s cash-in {cash.hex()}",
                        frozenset({used.seat}),
                        fields=(seat_field, (number(pb.ArkadiaBannerUsed, "cashed_in"), cash)),
                        under=in_banner,
                    )
                )
            if used.gold:
                found.append(
                    Secret(
                        f"seat {used.seat}'s cash-in gold {used.gold}",
                        frozenset({used.seat}),
                        fields=(seat_field, (number(pb.ArkadiaBannerUsed, "gold"), used.gold)),
                        under=in_banner,
                    )
                )
        elif kind == "game_ended":
            for score in message.game_ended.scores:
                seat_field = (number(pb.ArkadiaFinalScore, "seat"), score.seat)
                converted = score.seals_converted.SerializeToString()
                if converted:
                    found.append(
                        Secret(
                            f"seat {score.seat}'s conversion",
                            frozenset({score.seat}),
                            fields=(seat_field, (number(pb.ArkadiaFinalScore, "seals_converted"), converted)),
                            under=in_scores,
                        )
                    )
                if score.gold_before:
                    found.append(
                        Secret(
                            f"seat {score.seat}'s gold before",
                            frozenset({score.seat}),
                            fields=(seat_field, (number(pb.ArkadiaFinalScore, "gold_before"), score.gold_before)),
                            under=in_scores,
                        )
                    )
    return found
