"""The one validator of Ark's commands, and the legal commands generated from it.

`decide` (rules.py) runs a command's check here before it emits anything; `legal_commands` lists
exactly the candidates these same checks accept, so the two cannot drift:

* draw, end_turn, pass and choose_pet: every candidate that could possibly be accepted (each
  display card, end_turn, pass, each hand card and "" for a pet) is run through its check.
* play_card: `check_play` is the composition of four stages, each reading only some of the
  command's fields: the card (card, in hand, slow/provision timing), the target (side, row,
  drive_out: placement, second cabin, discs), the display card and the chimpanzee's upgrade.
  `plays` walks the product of every well-formed value of those fields (the hand; both sides;
  rows 1 to cabins+1; each card of a row's cabin as drive-out target; "" and each display card;
  no category and each scoring category), stage by stage in the same order, and drops a
  subtree only when a stage whose fields are fixed refuses. A play is yielded iff every stage
  accepts it, i.e. iff `check_play` accepts it; values outside those domains are refused by the
  well-formedness checks or a stage (not in hand, row skipped, target missing, not in display,
  not an ArkCategory), so nothing accepted is missed. Three shortcuts skip candidates a stage
  would refuse by the very predicate it applies first: a normal placement into a full cabin or
  one the climate or tilt forbids (`placement.refused_early`, the predicates `placement.check`
  applies), a drive-out by a card that drives nothing out (`new.drives_out`), and a category
  for the upgrade of a play without the chimpanzee (`_chimpanzee`). tests/games/ark/test_ark_legal.py
  checks both directions against `decide` on sampled states.

Checks do not raise inside the enumeration: a stage answers a `Refusal` (or its result), and
`refuse` turns a refusal into the error `decide` raises.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import ParamSpec

from ludus.v1 import ark_pb2 as pb

from services.core.errors import InvalidCommand, LudusError, RuleViolation
from services.games.ark import placement
from services.games.ark.cards import Card, card, catalogue
from services.games.ark.enums import SCORING_CATEGORIES, SIDES, Category, Side
from services.games.ark.state import ArkState


@dataclass(frozen=True)
class Refusal:
    """Why a check refuses: a rule (RuleViolation with a stable code) or malformed input."""

    message: str
    #: The RuleViolation code; "" for malformed input (InvalidCommand).
    code: str = ""

    def error(self) -> LudusError:
        return RuleViolation(self.code, self.message) if self.code else InvalidCommand(self.message)


def refuse(result: Refusal | None) -> None:
    if result is not None:
        raise result.error()


def _violation(found: placement.Violation) -> Refusal:
    return Refusal(found.message, found.code)


def known_card(card_id: str, field: str) -> Card:
    if card_id not in catalogue().cards:
        raise InvalidCommand(f"{field}: there is no card {card_id!r}")
    return card(card_id)


def require_turn(state: ArkState, seat: int) -> None:
    if state.phase == pb.ARK_PHASE_PETS:
        raise RuleViolation("ARK_CHOOSE_PET_FIRST", "everyone is choosing a pet now")
    if seat != state.current:
        raise RuleViolation("NOT_YOUR_TURN", f"it is seat {state.current}'s turn")


# ---------------------------------------------------------------------------------------------
# draw, end_turn, pass, choose_pet
# ---------------------------------------------------------------------------------------------


def check_draw(state: ArkState, seat: int, draw: pb.ArkDraw) -> None:
    require_turn(state, seat)
    if state.phase != pb.ARK_PHASE_PLAY:
        raise RuleViolation("ARK_NO_DRAW_IN_FINAL_ROUND", "nobody draws in the final round")
    if state.turn.cards_played:
        raise RuleViolation(
            "ARK_ACTION_ALREADY_CHOSEN", "you are playing cards this turn: play a second card or end the turn"
        )
    known_card(draw.display_card, "display_card")
    if draw.display_card not in state.display:
        raise RuleViolation("ARK_NOT_IN_DISPLAY", f"{draw.display_card} is not in the display")


def check_end_turn(state: ArkState, seat: int) -> None:
    require_turn(state, seat)
    if state.phase != pb.ARK_PHASE_PLAY or state.turn.cards_played != 1:
        raise RuleViolation("ARK_NOTHING_TO_END", "end_turn only ends a play action after its first card")


def check_pass(state: ArkState, seat: int) -> None:
    require_turn(state, seat)
    if state.phase != pb.ARK_PHASE_FINAL:
        raise RuleViolation("ARK_NO_PASS_BEFORE_FINAL_ROUND", "you may pass only in the final round; draw instead")


def check_pet(state: ArkState, seat: int, choice: pb.ArkChoosePet) -> None:
    if state.phase != pb.ARK_PHASE_PETS:
        raise RuleViolation("ARK_NOT_PET_TIME", "pets are chosen only after the second rain card")
    player = state.players[seat]
    if seat not in state.choosing:
        raise RuleViolation("ARK_NO_PET_CHOICE", "you had no card to set aside when pets were chosen")
    if player.pet_chosen:
        raise RuleViolation("ARK_PET_ALREADY_CHOSEN", "you have already chosen your pet")
    everyone = state.variant.pets == pb.ARK_PET_RULE_EVERYONE
    if choice.card:
        known_card(choice.card, "card")
        if choice.card not in player.hand:
            raise RuleViolation("ARK_CARD_NOT_IN_HAND", f"you have no {choice.card} in hand")
        if not everyone and not card(choice.card).valid_pet:
            raise RuleViolation(
                "ARK_PET_NOT_VALID",
                "a pet is an animal of weight 0 to 2 without a special ability: set such a card aside, or none",
            )
    elif everyone:
        raise RuleViolation(
            "ARK_PET_REQUIRED", "every player sets one hand card aside as a pet (an invalid one is simply lost)"
        )


# ---------------------------------------------------------------------------------------------
# play_card: four stages
# ---------------------------------------------------------------------------------------------


def chimp_choices(state: ArkState, seat: int) -> list[Category]:
    """The scoring cards the chimpanzee's half-marker may go to (never provision); empty when its
    effect can do nothing, and then the command names none.

    NEW_MARKER (seed A) needs a marker left in stock (with an empty supply the marker is plain, but
    still placed); UPGRADE (seed B) needs a plain marker there and a supply disc to put under it.
    """
    player = state.players[seat]
    categories = [category for category in SCORING_CATEGORIES if category != pb.ARK_CATEGORY_PROVISION]
    if state.variant.chimpanzee == pb.ARK_CHIMPANZEE_RULE_NEW_MARKER:
        return categories if player.markers_left > 0 else []
    if state.supply == 0:
        return []
    return [category for category in categories if player.markers_on(category).plain > 0]


def _well_formed(play: pb.ArkPlayCard) -> Card:
    """Malformed input (InvalidCommand), checked before any rule."""
    new = known_card(play.card, "card")
    if play.side not in SIDES:
        raise InvalidCommand("side must be ARK_SIDE_LEFT or ARK_SIDE_RIGHT")
    if play.row < 1:
        raise InvalidCommand("rows are numbered from 1")
    if play.drive_out:
        known_card(play.drive_out, "drive_out")
    if play.upgrade not in (pb.ARK_CATEGORY_NONE, *SCORING_CATEGORIES):
        raise InvalidCommand("upgrade must be an ArkCategory")
    if play.display_card:
        known_card(play.display_card, "display_card")
    return new


def _second(state: ArkState, final: bool) -> bool:
    return not final and state.turn.cards_played == 1


def _card_stage(state: ArkState, seat: int, new: Card, final: bool) -> Refusal | None:
    """The card itself: in hand, and no slow animal or provision where the action goes on."""
    if new.id not in state.players[seat].hand:
        return Refusal(f"you have no {new.id} in hand", "ARK_CARD_NOT_IN_HAND")
    if new.ends_action and (final or _second(state, final)):
        what = "in the final round" if final else "as the second card"
        return Refusal(f"slow animals and provisions cannot be played {what}", "ARK_SLOW_OR_PROVISION_NOT_ALLOWED")
    return None


def _target_stage(
    state: ArkState, seat: int, new: Card, side: Side, row: int, drive_out: str, final: bool
) -> placement.Placement | Refusal:
    """Where the card goes: the placement rules, a different cabin for a second card, the discs."""
    where = placement.check(state, new, side, row, drive_out)
    if isinstance(where, placement.Violation):
        return _violation(where)
    if _second(state, final) and (where.side, where.row) == (state.turn.first_side, state.turn.first_row):
        return Refusal("the second card must go into a different cabin", "ARK_SAME_CABIN")
    needed = (1 if final else 0) + (1 if where.new_cabin else 0)
    discs = state.players[seat].discs
    if discs < needed:
        if final:
            return Refusal(f"this play costs {needed} disc(s) and you have {discs}", "ARK_NOT_ENOUGH_DISCS")
        return Refusal("opening a new cabin costs a disc and you have none", "ARK_NOT_ENOUGH_DISCS")
    return where


def _display_stage(state: ArkState, where: placement.Placement, display_card: str, final: bool) -> Refusal | None:
    """A new cabin in a normal turn earns a display card (when there is one); nothing else does."""
    if where.new_cabin and not final and state.display:
        if not display_card:
            return Refusal("a new cabin earns a display card: choose one", "ARK_DISPLAY_CARD_REQUIRED")
        if display_card not in state.display:
            return Refusal(f"{display_card} is not in the display", "ARK_NOT_IN_DISPLAY")
    elif display_card:
        # Whether a play opens a new cabin depends on the ark as it stands: a rule, not malformed input.
        return Refusal("display_card is only for opening a new cabin in a normal turn", "ARK_NO_DISPLAY_CARD_HERE")
    return None


def _chimpanzee(new: Card, where: placement.Placement) -> bool:
    """Whether the play involves the chimpanzee, played or driven out."""
    return new.upgrades_marker or (bool(where.target) and card(where.target).upgrades_marker)


def _upgrade_stage(
    state: ArkState, seat: int, new: Card, where: placement.Placement, upgrade: Category
) -> Refusal | None:
    """The chimpanzee (played, or driven out) names its scoring card when its effect can act."""
    if not _chimpanzee(new, where):
        return Refusal("upgrade is only for the chimpanzee") if upgrade != pb.ARK_CATEGORY_NONE else None
    choices = chimp_choices(state, seat)
    new_marker = state.variant.chimpanzee == pb.ARK_CHIMPANZEE_RULE_NEW_MARKER
    if upgrade == pb.ARK_CATEGORY_NONE and choices:
        what = "where its new half-marker goes" if new_marker else "which of your plain markers it upgrades"
        return Refusal(f"the chimpanzee needs a scoring card: choose {what}", "ARK_UPGRADE_REQUIRED")
    if upgrade != pb.ARK_CATEGORY_NONE and upgrade not in choices:
        if new_marker:
            why = "you have no marker left" if not choices else "never on the provision card"
            message = f"the chimpanzee's half-marker goes on any scoring card but provision ({why})"
        else:
            why = "the supply has no disc" if state.supply == 0 else "never on the provision card"
            message = f"the chimpanzee upgrades one of your plain markers ({why})"
        return Refusal(message, "ARK_UPGRADE_NOT_POSSIBLE")
    return None


def validate_play(state: ArkState, seat: int, play: pb.ArkPlayCard, final: bool) -> placement.Placement:
    """Every check of a play, the stages in order; raises, or returns where the card goes."""
    new = _well_formed(play)
    refuse(_card_stage(state, seat, new, final))
    where = _target_stage(state, seat, new, play.side, play.row, play.drive_out, final)
    if isinstance(where, Refusal):
        raise where.error()
    refuse(_display_stage(state, where, play.display_card, final))
    refuse(_upgrade_stage(state, seat, new, where, play.upgrade))
    return where


def check_play(state: ArkState, seat: int, play: pb.ArkPlayCard) -> placement.Placement:
    """The check of a play_card command: the seat's turn, then `validate_play`."""
    require_turn(state, seat)
    return validate_play(state, seat, play, final=state.phase == pb.ARK_PHASE_FINAL)


def _targets(state: ArkState, side: Side, drives_out: bool) -> Iterator[tuple[int, str]]:
    """Every well-formed (row, drive_out) on a side: each row up to a new cabin, then, for a card
    that drives animals out, each card of each cabin as a drive-out target. (Any other card's
    drive-out is refused by the first thing `placement.check` asks, `new.drives_out`: most of
    the candidates a hand has, skipped unasked.)"""
    cabins = state.cabins(side)
    for row in range(1, len(cabins) + 2):
        yield row, ""
    if not drives_out:
        return
    for row, cabin in enumerate(cabins, start=1):
        for target in cabin:
            yield row, target


def plays(state: ArkState, seat: int, *, final: bool) -> Iterator[pb.ArkPlayCard]:
    """Every play `validate_play(state, seat, play, final)` accepts, lazily (callers that need
    one stop at the first), in a stable order: hand order, left side then right, rows, display
    order, category order. See the module docstring for why nothing accepted is missed."""
    display_cards = ["", *dict.fromkeys(state.display)]
    upgrades: list[Category] = [pb.ARK_CATEGORY_NONE, *SCORING_CATEGORIES]
    for card_id in state.players[seat].hand:
        new = card(card_id)
        if _card_stage(state, seat, new, final) is not None:
            continue
        for side in SIDES:
            cabins = state.cabins(side)
            for row, target in _targets(state, side, bool(new.drives_out)):
                cabin = cabins[row - 1] if row <= len(cabins) else None
                if not target and placement.refused_early(state, new, side, cabin):
                    continue  # check would refuse it (same predicates): skip the full check
                where = _target_stage(state, seat, new, side, row, target, final)
                if isinstance(where, Refusal):
                    continue
                # Without a chimpanzee the upgrade stage accepts no category but none: the
                # first thing it asks.
                chimp = _chimpanzee(new, where)
                for pick in display_cards:
                    if _display_stage(state, where, pick, final) is not None:
                        continue
                    for upgrade in upgrades if chimp else upgrades[:1]:
                        if _upgrade_stage(state, seat, new, where, upgrade) is None:
                            yield pb.ArkPlayCard(
                                card=card_id, side=side, row=row, drive_out=target, upgrade=upgrade, display_card=pick
                            )


# ---------------------------------------------------------------------------------------------
# Legal commands
# ---------------------------------------------------------------------------------------------


P = ParamSpec("P")


def _accepts(check: Callable[P, object], *args: P.args, **kwargs: P.kwargs) -> bool:
    try:
        check(*args, **kwargs)
    except LudusError:
        return False
    return True


def pass_command() -> pb.ArkCommand:
    # "pass" is a Python keyword, so the field can only be reached with getattr.
    command = pb.ArkCommand()
    getattr(command, "pass").SetInParent()
    return command


def awaiting(state: ArkState) -> tuple[int, ...]:
    if state.phase == pb.ARK_PHASE_PETS:
        return tuple(seat for seat in state.choosing if not state.players[seat].pet_chosen)
    if state.phase in (pb.ARK_PHASE_PLAY, pb.ARK_PHASE_FINAL):
        return (state.current,)
    return ()


def legal_commands(state: ArkState, seat: int) -> list[pb.ArkCommand]:
    """Every command of `seat` that decide accepts (the complete list, not a sample): each
    candidate goes through the command's check above. Empty when `seat` is not awaited (decide
    refuses every command then: not its turn, no pet to choose, or the game is over)."""
    if seat not in awaiting(state):
        return []
    commands: list[pb.ArkCommand] = []
    if _accepts(check_pass, state, seat):
        commands.append(pass_command())
    for display_card in dict.fromkeys(state.display):
        draw = pb.ArkDraw(display_card=display_card)
        if _accepts(check_draw, state, seat, draw):
            commands.append(pb.ArkCommand(draw=draw))
    if _accepts(check_end_turn, state, seat):
        commands.append(pb.ArkCommand(end_turn=pb.ArkEndTurn()))
    for pet in [*state.players[seat].hand, ""]:
        choice = pb.ArkChoosePet(card=pet)
        if _accepts(check_pet, state, seat, choice):
            commands.append(pb.ArkCommand(choose_pet=choice))
    if _accepts(require_turn, state, seat):
        final = state.phase == pb.ARK_PHASE_FINAL
        commands += [pb.ArkCommand(play_card=play) for play in plays(state, seat, final=final)]
    return commands
