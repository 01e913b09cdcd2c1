"""What Ark hides, and from whom (tests/e2e/test_secrets_games.py scans the wire for it): each hand
card not publicly taken from the display (its owner only), a chosen pet until the game is scored
(its owner only), every card still in the deck (nobody)."""

from __future__ import annotations

from collections.abc import Sequence

from ludus.v1 import ark_pb2 as pb

from services.core.secrets import Secret, varint
from services.games.ark.cards import RAIN
from services.games.ark.state import ArkState


def secrets_at(state: ArkState, events: Sequence[pb.ArkEvent]) -> list[Secret]:
    found = []
    scored = state.score is not None
    for seat, player in enumerate(state.players):
        public = set(player.taken_from_display)
        for card in player.hand:
            if card not in public and card != RAIN:
                found.append(Secret(f"seat {seat}'s hand card {card}", frozenset({seat}), raw=_card(card)))
        if player.pet and not scored and player.pet not in public:
            found.append(Secret(f"seat {seat}'s pet {player.pet}", frozenset({seat}), raw=_card(player.pet)))
    found += [Secret(f"deck card {card}", frozenset(), raw=_card(card)) for card in set(state.deck) - {RAIN}]
    return found


def _card(card: str) -> bytes:
    """An Ark card id as a string field (whatever its field number: the length prefix is what
    keeps "deer" from matching inside "reindeer")."""
    data = card.encode()
    return varint(len(data)) + data
