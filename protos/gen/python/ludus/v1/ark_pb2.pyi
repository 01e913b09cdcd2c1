from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ArkSide(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ARK_SIDE_UNSPECIFIED: _ClassVar[ArkSide]
    ARK_SIDE_LEFT: _ClassVar[ArkSide]
    ARK_SIDE_RIGHT: _ClassVar[ArkSide]

class ArkCategory(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ARK_CATEGORY_NONE: _ClassVar[ArkCategory]
    ARK_CATEGORY_HEAVY: _ClassVar[ArkCategory]
    ARK_CATEGORY_SLOW: _ClassVar[ArkCategory]
    ARK_CATEGORY_SHY: _ClassVar[ArkCategory]
    ARK_CATEGORY_USEFUL: _ClassVar[ArkCategory]
    ARK_CATEGORY_PROVISION: _ClassVar[ArkCategory]

class ArkClimate(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ARK_CLIMATE_UNSPECIFIED: _ClassVar[ArkClimate]
    ARK_CLIMATE_HOT: _ClassVar[ArkClimate]
    ARK_CLIMATE_COLD: _ClassVar[ArkClimate]
    ARK_CLIMATE_BOTH: _ClassVar[ArkClimate]

class ArkDiet(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ARK_DIET_NONE: _ClassVar[ArkDiet]
    ARK_DIET_HERBIVORE: _ClassVar[ArkDiet]
    ARK_DIET_CARNIVORE: _ClassVar[ArkDiet]
    ARK_DIET_OMNIVORE: _ClassVar[ArkDiet]

class ArkPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ARK_PHASE_UNSPECIFIED: _ClassVar[ArkPhase]
    ARK_PHASE_PLAY: _ClassVar[ArkPhase]
    ARK_PHASE_PETS: _ClassVar[ArkPhase]
    ARK_PHASE_FINAL: _ClassVar[ArkPhase]
    ARK_PHASE_OVER: _ClassVar[ArkPhase]

class ArkChimpanzeeRule(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ARK_CHIMPANZEE_RULE_UNSPECIFIED: _ClassVar[ArkChimpanzeeRule]
    ARK_CHIMPANZEE_RULE_NEW_MARKER: _ClassVar[ArkChimpanzeeRule]
    ARK_CHIMPANZEE_RULE_UPGRADE: _ClassVar[ArkChimpanzeeRule]

class ArkPetRule(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ARK_PET_RULE_UNSPECIFIED: _ClassVar[ArkPetRule]
    ARK_PET_RULE_EVERYONE: _ClassVar[ArkPetRule]
    ARK_PET_RULE_OPTIONAL: _ClassVar[ArkPetRule]

class ArkFinalRoundRule(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ARK_FINAL_ROUND_RULE_UNSPECIFIED: _ClassVar[ArkFinalRoundRule]
    ARK_FINAL_ROUND_RULE_UNTIL_ALL_PASS: _ClassVar[ArkFinalRoundRule]
    ARK_FINAL_ROUND_RULE_ONE_TURN_EACH: _ClassVar[ArkFinalRoundRule]

class ArkTakeReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ARK_TAKE_REASON_UNSPECIFIED: _ClassVar[ArkTakeReason]
    ARK_TAKE_REASON_DRAW: _ClassVar[ArkTakeReason]
    ARK_TAKE_REASON_NEW_CABIN: _ClassVar[ArkTakeReason]

class ArkDiscReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ARK_DISC_REASON_UNSPECIFIED: _ClassVar[ArkDiscReason]
    ARK_DISC_REASON_FOX: _ClassVar[ArkDiscReason]
    ARK_DISC_REASON_NEW_CABIN: _ClassVar[ArkDiscReason]
    ARK_DISC_REASON_FINAL_PLAY: _ClassVar[ArkDiscReason]
ARK_SIDE_UNSPECIFIED: ArkSide
ARK_SIDE_LEFT: ArkSide
ARK_SIDE_RIGHT: ArkSide
ARK_CATEGORY_NONE: ArkCategory
ARK_CATEGORY_HEAVY: ArkCategory
ARK_CATEGORY_SLOW: ArkCategory
ARK_CATEGORY_SHY: ArkCategory
ARK_CATEGORY_USEFUL: ArkCategory
ARK_CATEGORY_PROVISION: ArkCategory
ARK_CLIMATE_UNSPECIFIED: ArkClimate
ARK_CLIMATE_HOT: ArkClimate
ARK_CLIMATE_COLD: ArkClimate
ARK_CLIMATE_BOTH: ArkClimate
ARK_DIET_NONE: ArkDiet
ARK_DIET_HERBIVORE: ArkDiet
ARK_DIET_CARNIVORE: ArkDiet
ARK_DIET_OMNIVORE: ArkDiet
ARK_PHASE_UNSPECIFIED: ArkPhase
ARK_PHASE_PLAY: ArkPhase
ARK_PHASE_PETS: ArkPhase
ARK_PHASE_FINAL: ArkPhase
ARK_PHASE_OVER: ArkPhase
ARK_CHIMPANZEE_RULE_UNSPECIFIED: ArkChimpanzeeRule
ARK_CHIMPANZEE_RULE_NEW_MARKER: ArkChimpanzeeRule
ARK_CHIMPANZEE_RULE_UPGRADE: ArkChimpanzeeRule
ARK_PET_RULE_UNSPECIFIED: ArkPetRule
ARK_PET_RULE_EVERYONE: ArkPetRule
ARK_PET_RULE_OPTIONAL: ArkPetRule
ARK_FINAL_ROUND_RULE_UNSPECIFIED: ArkFinalRoundRule
ARK_FINAL_ROUND_RULE_UNTIL_ALL_PASS: ArkFinalRoundRule
ARK_FINAL_ROUND_RULE_ONE_TURN_EACH: ArkFinalRoundRule
ARK_TAKE_REASON_UNSPECIFIED: ArkTakeReason
ARK_TAKE_REASON_DRAW: ArkTakeReason
ARK_TAKE_REASON_NEW_CABIN: ArkTakeReason
ARK_DISC_REASON_UNSPECIFIED: ArkDiscReason
ARK_DISC_REASON_FOX: ArkDiscReason
ARK_DISC_REASON_NEW_CABIN: ArkDiscReason
ARK_DISC_REASON_FINAL_PLAY: ArkDiscReason

class ArkOptions(_message.Message):
    __slots__ = ("chimpanzee", "pets", "final_round")
    CHIMPANZEE_FIELD_NUMBER: _ClassVar[int]
    PETS_FIELD_NUMBER: _ClassVar[int]
    FINAL_ROUND_FIELD_NUMBER: _ClassVar[int]
    chimpanzee: ArkChimpanzeeRule
    pets: ArkPetRule
    final_round: ArkFinalRoundRule
    def __init__(self, chimpanzee: _Optional[_Union[ArkChimpanzeeRule, str]] = ..., pets: _Optional[_Union[ArkPetRule, str]] = ..., final_round: _Optional[_Union[ArkFinalRoundRule, str]] = ...) -> None: ...

class ArkCardInfo(_message.Message):
    __slots__ = ("id", "name", "climate", "weight", "diet", "category", "special", "ability")
    ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    CLIMATE_FIELD_NUMBER: _ClassVar[int]
    WEIGHT_FIELD_NUMBER: _ClassVar[int]
    DIET_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    SPECIAL_FIELD_NUMBER: _ClassVar[int]
    ABILITY_FIELD_NUMBER: _ClassVar[int]
    id: str
    name: str
    climate: ArkClimate
    weight: int
    diet: ArkDiet
    category: ArkCategory
    special: bool
    ability: str
    def __init__(self, id: _Optional[str] = ..., name: _Optional[str] = ..., climate: _Optional[_Union[ArkClimate, str]] = ..., weight: _Optional[int] = ..., diet: _Optional[_Union[ArkDiet, str]] = ..., category: _Optional[_Union[ArkCategory, str]] = ..., special: _Optional[bool] = ..., ability: _Optional[str] = ...) -> None: ...

class ArkCatalogue(_message.Message):
    __slots__ = ("cards", "rain_cards", "default_options", "markers_per_player", "discs")
    CARDS_FIELD_NUMBER: _ClassVar[int]
    RAIN_CARDS_FIELD_NUMBER: _ClassVar[int]
    DEFAULT_OPTIONS_FIELD_NUMBER: _ClassVar[int]
    MARKERS_PER_PLAYER_FIELD_NUMBER: _ClassVar[int]
    DISCS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedCompositeFieldContainer[ArkCardInfo]
    rain_cards: int
    default_options: ArkOptions
    markers_per_player: int
    discs: int
    def __init__(self, cards: _Optional[_Iterable[_Union[ArkCardInfo, _Mapping]]] = ..., rain_cards: _Optional[int] = ..., default_options: _Optional[_Union[ArkOptions, _Mapping]] = ..., markers_per_player: _Optional[int] = ..., discs: _Optional[int] = ...) -> None: ...

class ArkCommand(_message.Message):
    __slots__ = ("draw", "play_card", "end_turn", "choose_pet")
    DRAW_FIELD_NUMBER: _ClassVar[int]
    PLAY_CARD_FIELD_NUMBER: _ClassVar[int]
    END_TURN_FIELD_NUMBER: _ClassVar[int]
    CHOOSE_PET_FIELD_NUMBER: _ClassVar[int]
    PASS_FIELD_NUMBER: _ClassVar[int]
    draw: ArkDraw
    play_card: ArkPlayCard
    end_turn: ArkEndTurn
    choose_pet: ArkChoosePet
    def __init__(self, draw: _Optional[_Union[ArkDraw, _Mapping]] = ..., play_card: _Optional[_Union[ArkPlayCard, _Mapping]] = ..., end_turn: _Optional[_Union[ArkEndTurn, _Mapping]] = ..., choose_pet: _Optional[_Union[ArkChoosePet, _Mapping]] = ..., **kwargs) -> None: ...

class ArkDraw(_message.Message):
    __slots__ = ("display_card",)
    DISPLAY_CARD_FIELD_NUMBER: _ClassVar[int]
    display_card: str
    def __init__(self, display_card: _Optional[str] = ...) -> None: ...

class ArkPlayCard(_message.Message):
    __slots__ = ("card", "side", "row", "drive_out", "upgrade", "display_card")
    CARD_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    ROW_FIELD_NUMBER: _ClassVar[int]
    DRIVE_OUT_FIELD_NUMBER: _ClassVar[int]
    UPGRADE_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    side: ArkSide
    row: int
    drive_out: str
    upgrade: ArkCategory
    display_card: str
    def __init__(self, card: _Optional[str] = ..., side: _Optional[_Union[ArkSide, str]] = ..., row: _Optional[int] = ..., drive_out: _Optional[str] = ..., upgrade: _Optional[_Union[ArkCategory, str]] = ..., display_card: _Optional[str] = ...) -> None: ...

class ArkEndTurn(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ArkChoosePet(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class ArkPass(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ArkEvent(_message.Message):
    __slots__ = ("setup", "turn_started", "card_taken", "card_drawn", "rain_revealed", "display_refilled", "card_played", "marker_placed", "marker_upgraded", "half_markers_merged", "discs_moved", "pet_phase_started", "pet_chosen", "final_round_started", "passed", "game_scored")
    SETUP_FIELD_NUMBER: _ClassVar[int]
    TURN_STARTED_FIELD_NUMBER: _ClassVar[int]
    CARD_TAKEN_FIELD_NUMBER: _ClassVar[int]
    CARD_DRAWN_FIELD_NUMBER: _ClassVar[int]
    RAIN_REVEALED_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_REFILLED_FIELD_NUMBER: _ClassVar[int]
    CARD_PLAYED_FIELD_NUMBER: _ClassVar[int]
    MARKER_PLACED_FIELD_NUMBER: _ClassVar[int]
    MARKER_UPGRADED_FIELD_NUMBER: _ClassVar[int]
    HALF_MARKERS_MERGED_FIELD_NUMBER: _ClassVar[int]
    DISCS_MOVED_FIELD_NUMBER: _ClassVar[int]
    PET_PHASE_STARTED_FIELD_NUMBER: _ClassVar[int]
    PET_CHOSEN_FIELD_NUMBER: _ClassVar[int]
    FINAL_ROUND_STARTED_FIELD_NUMBER: _ClassVar[int]
    PASSED_FIELD_NUMBER: _ClassVar[int]
    GAME_SCORED_FIELD_NUMBER: _ClassVar[int]
    setup: ArkSetup
    turn_started: ArkTurnStarted
    card_taken: ArkCardTaken
    card_drawn: ArkCardDrawn
    rain_revealed: ArkRainRevealed
    display_refilled: ArkDisplayRefilled
    card_played: ArkCardPlayed
    marker_placed: ArkMarkerPlaced
    marker_upgraded: ArkMarkerUpgraded
    half_markers_merged: ArkHalfMarkersMerged
    discs_moved: ArkDiscsMoved
    pet_phase_started: ArkPetPhaseStarted
    pet_chosen: ArkPetChosen
    final_round_started: ArkFinalRoundStarted
    passed: ArkPassed
    game_scored: ArkGameScored
    def __init__(self, setup: _Optional[_Union[ArkSetup, _Mapping]] = ..., turn_started: _Optional[_Union[ArkTurnStarted, _Mapping]] = ..., card_taken: _Optional[_Union[ArkCardTaken, _Mapping]] = ..., card_drawn: _Optional[_Union[ArkCardDrawn, _Mapping]] = ..., rain_revealed: _Optional[_Union[ArkRainRevealed, _Mapping]] = ..., display_refilled: _Optional[_Union[ArkDisplayRefilled, _Mapping]] = ..., card_played: _Optional[_Union[ArkCardPlayed, _Mapping]] = ..., marker_placed: _Optional[_Union[ArkMarkerPlaced, _Mapping]] = ..., marker_upgraded: _Optional[_Union[ArkMarkerUpgraded, _Mapping]] = ..., half_markers_merged: _Optional[_Union[ArkHalfMarkersMerged, _Mapping]] = ..., discs_moved: _Optional[_Union[ArkDiscsMoved, _Mapping]] = ..., pet_phase_started: _Optional[_Union[ArkPetPhaseStarted, _Mapping]] = ..., pet_chosen: _Optional[_Union[ArkPetChosen, _Mapping]] = ..., final_round_started: _Optional[_Union[ArkFinalRoundStarted, _Mapping]] = ..., passed: _Optional[_Union[ArkPassed, _Mapping]] = ..., game_scored: _Optional[_Union[ArkGameScored, _Mapping]] = ...) -> None: ...

class ArkPlacement(_message.Message):
    __slots__ = ("side", "row", "card")
    SIDE_FIELD_NUMBER: _ClassVar[int]
    ROW_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    side: ArkSide
    row: int
    card: str
    def __init__(self, side: _Optional[_Union[ArkSide, str]] = ..., row: _Optional[int] = ..., card: _Optional[str] = ...) -> None: ...

class ArkHand(_message.Message):
    __slots__ = ("seat", "cards", "count")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    cards: _containers.RepeatedScalarFieldContainer[str]
    count: int
    def __init__(self, seat: _Optional[int] = ..., cards: _Optional[_Iterable[str]] = ..., count: _Optional[int] = ...) -> None: ...

class ArkSetup(_message.Message):
    __slots__ = ("start_seat", "starting_cards", "discs", "supply", "hands", "display", "deck", "deck_size", "tilt")
    START_SEAT_FIELD_NUMBER: _ClassVar[int]
    STARTING_CARDS_FIELD_NUMBER: _ClassVar[int]
    DISCS_FIELD_NUMBER: _ClassVar[int]
    SUPPLY_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_FIELD_NUMBER: _ClassVar[int]
    DECK_FIELD_NUMBER: _ClassVar[int]
    DECK_SIZE_FIELD_NUMBER: _ClassVar[int]
    TILT_FIELD_NUMBER: _ClassVar[int]
    start_seat: int
    starting_cards: _containers.RepeatedCompositeFieldContainer[ArkPlacement]
    discs: _containers.RepeatedScalarFieldContainer[int]
    supply: int
    hands: _containers.RepeatedCompositeFieldContainer[ArkHand]
    display: _containers.RepeatedScalarFieldContainer[str]
    deck: _containers.RepeatedScalarFieldContainer[str]
    deck_size: int
    tilt: int
    def __init__(self, start_seat: _Optional[int] = ..., starting_cards: _Optional[_Iterable[_Union[ArkPlacement, _Mapping]]] = ..., discs: _Optional[_Iterable[int]] = ..., supply: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[ArkHand, _Mapping]]] = ..., display: _Optional[_Iterable[str]] = ..., deck: _Optional[_Iterable[str]] = ..., deck_size: _Optional[int] = ..., tilt: _Optional[int] = ...) -> None: ...

class ArkTurnStarted(_message.Message):
    __slots__ = ("seat", "phase")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    phase: ArkPhase
    def __init__(self, seat: _Optional[int] = ..., phase: _Optional[_Union[ArkPhase, str]] = ...) -> None: ...

class ArkCardTaken(_message.Message):
    __slots__ = ("seat", "card", "reason")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    seat: int
    card: str
    reason: ArkTakeReason
    def __init__(self, seat: _Optional[int] = ..., card: _Optional[str] = ..., reason: _Optional[_Union[ArkTakeReason, str]] = ...) -> None: ...

class ArkCardDrawn(_message.Message):
    __slots__ = ("seat", "card")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    seat: int
    card: str
    def __init__(self, seat: _Optional[int] = ..., card: _Optional[str] = ...) -> None: ...

class ArkRainRevealed(_message.Message):
    __slots__ = ("ordinal",)
    ORDINAL_FIELD_NUMBER: _ClassVar[int]
    ordinal: int
    def __init__(self, ordinal: _Optional[int] = ...) -> None: ...

class ArkDisplayRefilled(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class ArkCardPlayed(_message.Message):
    __slots__ = ("seat", "card", "side", "row", "new_cabin", "driven_out", "tilt", "second")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    ROW_FIELD_NUMBER: _ClassVar[int]
    NEW_CABIN_FIELD_NUMBER: _ClassVar[int]
    DRIVEN_OUT_FIELD_NUMBER: _ClassVar[int]
    TILT_FIELD_NUMBER: _ClassVar[int]
    SECOND_FIELD_NUMBER: _ClassVar[int]
    seat: int
    card: str
    side: ArkSide
    row: int
    new_cabin: bool
    driven_out: str
    tilt: int
    second: bool
    def __init__(self, seat: _Optional[int] = ..., card: _Optional[str] = ..., side: _Optional[_Union[ArkSide, str]] = ..., row: _Optional[int] = ..., new_cabin: _Optional[bool] = ..., driven_out: _Optional[str] = ..., tilt: _Optional[int] = ..., second: _Optional[bool] = ...) -> None: ...

class ArkMarkerPlaced(_message.Message):
    __slots__ = ("seat", "category", "half")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    HALF_FIELD_NUMBER: _ClassVar[int]
    seat: int
    category: ArkCategory
    half: bool
    def __init__(self, seat: _Optional[int] = ..., category: _Optional[_Union[ArkCategory, str]] = ..., half: _Optional[bool] = ...) -> None: ...

class ArkMarkerUpgraded(_message.Message):
    __slots__ = ("seat", "category")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    seat: int
    category: ArkCategory
    def __init__(self, seat: _Optional[int] = ..., category: _Optional[_Union[ArkCategory, str]] = ...) -> None: ...

class ArkHalfMarkersMerged(_message.Message):
    __slots__ = ("seat", "category")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    seat: int
    category: ArkCategory
    def __init__(self, seat: _Optional[int] = ..., category: _Optional[_Union[ArkCategory, str]] = ...) -> None: ...

class ArkDiscsMoved(_message.Message):
    __slots__ = ("from_seat", "to_seat", "count", "reason")
    FROM_SEAT_FIELD_NUMBER: _ClassVar[int]
    TO_SEAT_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    from_seat: int
    to_seat: int
    count: int
    reason: ArkDiscReason
    def __init__(self, from_seat: _Optional[int] = ..., to_seat: _Optional[int] = ..., count: _Optional[int] = ..., reason: _Optional[_Union[ArkDiscReason, str]] = ...) -> None: ...

class ArkPetPhaseStarted(_message.Message):
    __slots__ = ("choosing",)
    CHOOSING_FIELD_NUMBER: _ClassVar[int]
    choosing: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, choosing: _Optional[_Iterable[int]] = ...) -> None: ...

class ArkPetChosen(_message.Message):
    __slots__ = ("seat", "card", "set_aside")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    SET_ASIDE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    card: str
    set_aside: bool
    def __init__(self, seat: _Optional[int] = ..., card: _Optional[str] = ..., set_aside: _Optional[bool] = ...) -> None: ...

class ArkFinalRoundStarted(_message.Message):
    __slots__ = ("first_seat",)
    FIRST_SEAT_FIELD_NUMBER: _ClassVar[int]
    first_seat: int
    def __init__(self, first_seat: _Optional[int] = ...) -> None: ...

class ArkPassed(_message.Message):
    __slots__ = ("seat", "forced")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    FORCED_FIELD_NUMBER: _ClassVar[int]
    seat: int
    forced: bool
    def __init__(self, seat: _Optional[int] = ..., forced: _Optional[bool] = ...) -> None: ...

class ArkGameScored(_message.Message):
    __slots__ = ("scoring",)
    SCORING_FIELD_NUMBER: _ClassVar[int]
    scoring: ArkScoring
    def __init__(self, scoring: _Optional[_Union[ArkScoring, _Mapping]] = ...) -> None: ...

class ArkPetReveal(_message.Message):
    __slots__ = ("seat", "card", "valid", "category")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    VALID_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    seat: int
    card: str
    valid: bool
    category: ArkCategory
    def __init__(self, seat: _Optional[int] = ..., card: _Optional[str] = ..., valid: _Optional[bool] = ..., category: _Optional[_Union[ArkCategory, str]] = ...) -> None: ...

class ArkCardStanding(_message.Message):
    __slots__ = ("seat", "doubled_count", "points")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    DOUBLED_COUNT_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    doubled_count: int
    points: int
    def __init__(self, seat: _Optional[int] = ..., doubled_count: _Optional[int] = ..., points: _Optional[int] = ...) -> None: ...

class ArkCategoryScore(_message.Message):
    __slots__ = ("category", "standings")
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    STANDINGS_FIELD_NUMBER: _ClassVar[int]
    category: ArkCategory
    standings: _containers.RepeatedCompositeFieldContainer[ArkCardStanding]
    def __init__(self, category: _Optional[_Union[ArkCategory, str]] = ..., standings: _Optional[_Iterable[_Union[ArkCardStanding, _Mapping]]] = ...) -> None: ...

class ArkSeatTotal(_message.Message):
    __slots__ = ("seat", "card_points", "disc_points", "total", "animals_in_hand")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARD_POINTS_FIELD_NUMBER: _ClassVar[int]
    DISC_POINTS_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    ANIMALS_IN_HAND_FIELD_NUMBER: _ClassVar[int]
    seat: int
    card_points: int
    disc_points: int
    total: int
    animals_in_hand: int
    def __init__(self, seat: _Optional[int] = ..., card_points: _Optional[int] = ..., disc_points: _Optional[int] = ..., total: _Optional[int] = ..., animals_in_hand: _Optional[int] = ...) -> None: ...

class ArkScoring(_message.Message):
    __slots__ = ("pets", "categories", "totals", "winners")
    PETS_FIELD_NUMBER: _ClassVar[int]
    CATEGORIES_FIELD_NUMBER: _ClassVar[int]
    TOTALS_FIELD_NUMBER: _ClassVar[int]
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    pets: _containers.RepeatedCompositeFieldContainer[ArkPetReveal]
    categories: _containers.RepeatedCompositeFieldContainer[ArkCategoryScore]
    totals: _containers.RepeatedCompositeFieldContainer[ArkSeatTotal]
    winners: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, pets: _Optional[_Iterable[_Union[ArkPetReveal, _Mapping]]] = ..., categories: _Optional[_Iterable[_Union[ArkCategoryScore, _Mapping]]] = ..., totals: _Optional[_Iterable[_Union[ArkSeatTotal, _Mapping]]] = ..., winners: _Optional[_Iterable[int]] = ...) -> None: ...

class ArkCabin(_message.Message):
    __slots__ = ("row", "cards")
    ROW_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    row: int
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, row: _Optional[int] = ..., cards: _Optional[_Iterable[str]] = ...) -> None: ...

class ArkMarkers(_message.Message):
    __slots__ = ("category", "plain", "half")
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    PLAIN_FIELD_NUMBER: _ClassVar[int]
    HALF_FIELD_NUMBER: _ClassVar[int]
    category: ArkCategory
    plain: int
    half: int
    def __init__(self, category: _Optional[_Union[ArkCategory, str]] = ..., plain: _Optional[int] = ..., half: _Optional[int] = ...) -> None: ...

class ArkPlayer(_message.Message):
    __slots__ = ("seat", "discs", "hand_size", "hand", "markers", "pet_set_aside", "pet", "passed", "taken_from_display", "markers_left", "final_turn_taken")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    DISCS_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZE_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    MARKERS_FIELD_NUMBER: _ClassVar[int]
    PET_SET_ASIDE_FIELD_NUMBER: _ClassVar[int]
    PET_FIELD_NUMBER: _ClassVar[int]
    PASSED_FIELD_NUMBER: _ClassVar[int]
    TAKEN_FROM_DISPLAY_FIELD_NUMBER: _ClassVar[int]
    MARKERS_LEFT_FIELD_NUMBER: _ClassVar[int]
    FINAL_TURN_TAKEN_FIELD_NUMBER: _ClassVar[int]
    seat: int
    discs: int
    hand_size: int
    hand: _containers.RepeatedScalarFieldContainer[str]
    markers: _containers.RepeatedCompositeFieldContainer[ArkMarkers]
    pet_set_aside: bool
    pet: str
    passed: bool
    taken_from_display: _containers.RepeatedScalarFieldContainer[str]
    markers_left: int
    final_turn_taken: bool
    def __init__(self, seat: _Optional[int] = ..., discs: _Optional[int] = ..., hand_size: _Optional[int] = ..., hand: _Optional[_Iterable[str]] = ..., markers: _Optional[_Iterable[_Union[ArkMarkers, _Mapping]]] = ..., pet_set_aside: _Optional[bool] = ..., pet: _Optional[str] = ..., passed: _Optional[bool] = ..., taken_from_display: _Optional[_Iterable[str]] = ..., markers_left: _Optional[int] = ..., final_turn_taken: _Optional[bool] = ...) -> None: ...

class ArkTurn(_message.Message):
    __slots__ = ("cards_played", "first_side", "first_row")
    CARDS_PLAYED_FIELD_NUMBER: _ClassVar[int]
    FIRST_SIDE_FIELD_NUMBER: _ClassVar[int]
    FIRST_ROW_FIELD_NUMBER: _ClassVar[int]
    cards_played: int
    first_side: ArkSide
    first_row: int
    def __init__(self, cards_played: _Optional[int] = ..., first_side: _Optional[_Union[ArkSide, str]] = ..., first_row: _Optional[int] = ...) -> None: ...

class ArkView(_message.Message):
    __slots__ = ("viewer", "phase", "current_seat", "awaiting", "start_seat", "left", "right", "tilt", "display", "deck_size", "rain_revealed", "supply", "driven_out", "players", "turn", "scoring", "pets_interrupted_seat", "options")
    VIEWER_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    CURRENT_SEAT_FIELD_NUMBER: _ClassVar[int]
    AWAITING_FIELD_NUMBER: _ClassVar[int]
    START_SEAT_FIELD_NUMBER: _ClassVar[int]
    LEFT_FIELD_NUMBER: _ClassVar[int]
    RIGHT_FIELD_NUMBER: _ClassVar[int]
    TILT_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_FIELD_NUMBER: _ClassVar[int]
    DECK_SIZE_FIELD_NUMBER: _ClassVar[int]
    RAIN_REVEALED_FIELD_NUMBER: _ClassVar[int]
    SUPPLY_FIELD_NUMBER: _ClassVar[int]
    DRIVEN_OUT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    SCORING_FIELD_NUMBER: _ClassVar[int]
    PETS_INTERRUPTED_SEAT_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    viewer: int
    phase: ArkPhase
    current_seat: int
    awaiting: _containers.RepeatedScalarFieldContainer[int]
    start_seat: int
    left: _containers.RepeatedCompositeFieldContainer[ArkCabin]
    right: _containers.RepeatedCompositeFieldContainer[ArkCabin]
    tilt: int
    display: _containers.RepeatedScalarFieldContainer[str]
    deck_size: int
    rain_revealed: int
    supply: int
    driven_out: _containers.RepeatedScalarFieldContainer[str]
    players: _containers.RepeatedCompositeFieldContainer[ArkPlayer]
    turn: ArkTurn
    scoring: ArkScoring
    pets_interrupted_seat: int
    options: ArkOptions
    def __init__(self, viewer: _Optional[int] = ..., phase: _Optional[_Union[ArkPhase, str]] = ..., current_seat: _Optional[int] = ..., awaiting: _Optional[_Iterable[int]] = ..., start_seat: _Optional[int] = ..., left: _Optional[_Iterable[_Union[ArkCabin, _Mapping]]] = ..., right: _Optional[_Iterable[_Union[ArkCabin, _Mapping]]] = ..., tilt: _Optional[int] = ..., display: _Optional[_Iterable[str]] = ..., deck_size: _Optional[int] = ..., rain_revealed: _Optional[int] = ..., supply: _Optional[int] = ..., driven_out: _Optional[_Iterable[str]] = ..., players: _Optional[_Iterable[_Union[ArkPlayer, _Mapping]]] = ..., turn: _Optional[_Union[ArkTurn, _Mapping]] = ..., scoring: _Optional[_Union[ArkScoring, _Mapping]] = ..., pets_interrupted_seat: _Optional[int] = ..., options: _Optional[_Union[ArkOptions, _Mapping]] = ...) -> None: ...
