"""Hand-built Ark positions for rule tests."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ludus.v1 import ark_pb2 as pb

from services import games
from services.core.errors import RuleViolation
from services.core.game import Game
from services.games.ark import rules
from services.games.ark.cards import RAIN, card, catalogue
from services.games.ark.enums import Category, Phase, Side, member
from services.games.ark.evolve import evolve
from services.games.ark.state import ArkState, Markers, Player, Variant

LEFT, RIGHT = pb.ARK_SIDE_LEFT, pb.ARK_SIDE_RIGHT

#: Ark as the platform holds it (loaded from its entry point, `Game[Any]`): simulate and the
#: runner take `Game[S]`, whose message types are Message, and the game typed with Ark's own
#: messages is not one (the contract's type parameters are invariant).
PLATFORM_ARK: Game[Any] = games.load("ark")

#: The seed-B readings offered as options (the defaults follow seed A).
CHIMPANZEE_UPGRADES = Variant(chimpanzee=pb.ARK_CHIMPANZEE_RULE_UPGRADE)
PETS_OPTIONAL = Variant(pets=pb.ARK_PET_RULE_OPTIONAL)
ONE_FINAL_TURN_EACH = Variant(final_round=pb.ARK_FINAL_ROUND_RULE_ONE_TURN_EACH)


def cabins_weight(cabins: Iterable[Sequence[str]]) -> int:
    return sum(card(c).weight for cabin in cabins for c in cabin)


def make_state(
    *,
    seats: int = 3,
    left: Sequence[Sequence[str]] = (),
    right: Sequence[Sequence[str]] = (),
    hands: Mapping[int, Sequence[str]] | None = None,
    discs: Sequence[int] | None = None,
    display: Sequence[str] = (),
    deck: Sequence[str] | None = None,
    current: int = 0,
    phase: Phase = pb.ARK_PHASE_PLAY,
    rain: int = 0,
    supply: int | None = None,
    markers: dict[int, dict[int, tuple[int, int]]] | None = None,
    variant: Variant | None = None,
) -> ArkState:
    """A position; cards not placed anywhere form the deck (after `deck`, if given)."""
    hands = hands or {}
    discs = list(discs) if discs is not None else [3] * seats
    players = []
    for seat in range(seats):
        player = Player(discs=discs[seat], hand=tuple(hands.get(seat, ())))
        for category, (plain, half) in (markers or {}).get(seat, {}).items():
            player = player.with_markers(member(pb.ArkCategory, category), Markers(plain, half))
        players.append(player)
    used = {c for cabin in [*left, *right] for c in cabin} | set(display)
    used |= {c for hand in hands.values() for c in hand}
    if deck is None:
        remaining = [c for c in sorted(catalogue().cards) if c not in used]
        deck = remaining[:10] + [RAIN] + remaining[10:] + [RAIN] * (4 - rain if rain < 5 else 0)
    return ArkState(
        seats=seats,
        phase=phase,
        current=current,
        players=tuple(players),
        left=tuple(tuple(c) for c in left),
        right=tuple(tuple(c) for c in right),
        tilt=cabins_weight(right) - cabins_weight(left),
        display=tuple(display),
        deck=tuple(deck),
        rain=rain,
        supply=22 - sum(discs) if supply is None else supply,
        variant=variant or Variant(),
    )


def play(
    card_id: str,
    side: Side,
    row: int,
    *,
    drive_out: str = "",
    upgrade: Category = pb.ARK_CATEGORY_NONE,
    display_card: str = "",
) -> pb.ArkCommand:
    return pb.ArkCommand(
        play_card=pb.ArkPlayCard(
            card=card_id,
            side=side,
            row=row,
            drive_out=drive_out,
            upgrade=upgrade,
            display_card=display_card,
        )
    )


def draw(display_card: str) -> pb.ArkCommand:
    return pb.ArkCommand(draw=pb.ArkDraw(display_card=display_card))


def end_turn() -> pb.ArkCommand:
    return pb.ArkCommand(end_turn=pb.ArkEndTurn())


def pass_() -> pb.ArkCommand:
    command = pb.ArkCommand()
    getattr(command, "pass").SetInParent()
    return command


def choose_pet(card_id: str) -> pb.ArkCommand:
    return pb.ArkCommand(choose_pet=pb.ArkChoosePet(card=card_id))


def apply(state: ArkState, seat: int, command: pb.ArkCommand) -> tuple[ArkState, list[pb.ArkEvent]]:
    events = rules.decide(state, seat, command)
    for event in events:
        state = evolve(state, event)
    return state, events


def violation(state: ArkState, seat: int, command: pb.ArkCommand) -> str:
    """The rule code a command is refused with (fails the test if it is accepted)."""
    try:
        rules.decide(state, seat, command)
    except RuleViolation as error:
        return error.code
    raise AssertionError("the command was accepted")


def kinds(events: Sequence[pb.ArkEvent]) -> list[str]:
    return [str(event.WhichOneof("event")) for event in events]
