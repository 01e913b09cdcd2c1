from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ArkadiaColour(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ARKADIA_COLOUR_NONE: _ClassVar[ArkadiaColour]
    ARKADIA_COLOUR_RED: _ClassVar[ArkadiaColour]
    ARKADIA_COLOUR_OLIVE: _ClassVar[ArkadiaColour]
    ARKADIA_COLOUR_SILVER: _ClassVar[ArkadiaColour]
    ARKADIA_COLOUR_BLACK: _ClassVar[ArkadiaColour]

class ArkadiaPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ARKADIA_PHASE_UNSPECIFIED: _ClassVar[ArkadiaPhase]
    ARKADIA_PHASE_ACTION: _ClassVar[ArkadiaPhase]
    ARKADIA_PHASE_CASTLE: _ClassVar[ArkadiaPhase]
    ARKADIA_PHASE_BANNER: _ClassVar[ArkadiaPhase]
    ARKADIA_PHASE_OVER: _ClassVar[ArkadiaPhase]

class ArkadiaDrawSource(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ARKADIA_DRAW_SOURCE_UNSPECIFIED: _ClassVar[ArkadiaDrawSource]
    ARKADIA_DRAW_SOURCE_DISPLAY: _ClassVar[ArkadiaDrawSource]
    ARKADIA_DRAW_SOURCE_PILE: _ClassVar[ArkadiaDrawSource]
    ARKADIA_DRAW_SOURCE_NONE: _ClassVar[ArkadiaDrawSource]

class ArkadiaEndReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ARKADIA_END_REASON_UNSPECIFIED: _ClassVar[ArkadiaEndReason]
    ARKADIA_END_REASON_CASTLE: _ClassVar[ArkadiaEndReason]
    ARKADIA_END_REASON_STALEMATE: _ClassVar[ArkadiaEndReason]
ARKADIA_COLOUR_NONE: ArkadiaColour
ARKADIA_COLOUR_RED: ArkadiaColour
ARKADIA_COLOUR_OLIVE: ArkadiaColour
ARKADIA_COLOUR_SILVER: ArkadiaColour
ARKADIA_COLOUR_BLACK: ArkadiaColour
ARKADIA_PHASE_UNSPECIFIED: ArkadiaPhase
ARKADIA_PHASE_ACTION: ArkadiaPhase
ARKADIA_PHASE_CASTLE: ArkadiaPhase
ARKADIA_PHASE_BANNER: ArkadiaPhase
ARKADIA_PHASE_OVER: ArkadiaPhase
ARKADIA_DRAW_SOURCE_UNSPECIFIED: ArkadiaDrawSource
ARKADIA_DRAW_SOURCE_DISPLAY: ArkadiaDrawSource
ARKADIA_DRAW_SOURCE_PILE: ArkadiaDrawSource
ARKADIA_DRAW_SOURCE_NONE: ArkadiaDrawSource
ARKADIA_END_REASON_UNSPECIFIED: ArkadiaEndReason
ARKADIA_END_REASON_CASTLE: ArkadiaEndReason
ARKADIA_END_REASON_STALEMATE: ArkadiaEndReason

class ArkadiaOptions(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ArkadiaSquare(_message.Message):
    __slots__ = ("row", "col")
    ROW_FIELD_NUMBER: _ClassVar[int]
    COL_FIELD_NUMBER: _ClassVar[int]
    row: int
    col: int
    def __init__(self, row: _Optional[int] = ..., col: _Optional[int] = ...) -> None: ...

class ArkadiaCard(_message.Message):
    __slots__ = ("form", "colour")
    FORM_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    form: str
    colour: ArkadiaColour
    def __init__(self, form: _Optional[str] = ..., colour: _Optional[_Union[ArkadiaColour, str]] = ...) -> None: ...

class ArkadiaSeals(_message.Message):
    __slots__ = ("red", "olive", "silver", "black")
    RED_FIELD_NUMBER: _ClassVar[int]
    OLIVE_FIELD_NUMBER: _ClassVar[int]
    SILVER_FIELD_NUMBER: _ClassVar[int]
    BLACK_FIELD_NUMBER: _ClassVar[int]
    red: int
    olive: int
    silver: int
    black: int
    def __init__(self, red: _Optional[int] = ..., olive: _Optional[int] = ..., silver: _Optional[int] = ..., black: _Optional[int] = ...) -> None: ...

class ArkadiaOrientation(_message.Message):
    __slots__ = ("rotation", "reflected", "cells")
    ROTATION_FIELD_NUMBER: _ClassVar[int]
    REFLECTED_FIELD_NUMBER: _ClassVar[int]
    CELLS_FIELD_NUMBER: _ClassVar[int]
    rotation: int
    reflected: bool
    cells: _containers.RepeatedCompositeFieldContainer[ArkadiaSquare]
    def __init__(self, rotation: _Optional[int] = ..., reflected: _Optional[bool] = ..., cells: _Optional[_Iterable[_Union[ArkadiaSquare, _Mapping]]] = ...) -> None: ...

class ArkadiaForm(_message.Message):
    __slots__ = ("id", "name", "cells", "orientations", "buildings", "cards")
    ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    CELLS_FIELD_NUMBER: _ClassVar[int]
    ORIENTATIONS_FIELD_NUMBER: _ClassVar[int]
    BUILDINGS_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    id: str
    name: str
    cells: _containers.RepeatedCompositeFieldContainer[ArkadiaSquare]
    orientations: _containers.RepeatedCompositeFieldContainer[ArkadiaOrientation]
    buildings: int
    cards: ArkadiaSeals
    def __init__(self, id: _Optional[str] = ..., name: _Optional[str] = ..., cells: _Optional[_Iterable[_Union[ArkadiaSquare, _Mapping]]] = ..., orientations: _Optional[_Iterable[_Union[ArkadiaOrientation, _Mapping]]] = ..., buildings: _Optional[int] = ..., cards: _Optional[_Union[ArkadiaSeals, _Mapping]] = ...) -> None: ...

class ArkadiaEdition(_message.Message):
    __slots__ = ("name", "rows", "cols", "tents", "forms", "lot_rows", "lot_cols", "lot_colours", "lot_positions", "castle_pools", "workers_per_player", "starting_workers", "neutral_workers", "banners_per_player", "workers_per_banner", "hand_size", "display_size")
    NAME_FIELD_NUMBER: _ClassVar[int]
    ROWS_FIELD_NUMBER: _ClassVar[int]
    COLS_FIELD_NUMBER: _ClassVar[int]
    TENTS_FIELD_NUMBER: _ClassVar[int]
    FORMS_FIELD_NUMBER: _ClassVar[int]
    LOT_ROWS_FIELD_NUMBER: _ClassVar[int]
    LOT_COLS_FIELD_NUMBER: _ClassVar[int]
    LOT_COLOURS_FIELD_NUMBER: _ClassVar[int]
    LOT_POSITIONS_FIELD_NUMBER: _ClassVar[int]
    CASTLE_POOLS_FIELD_NUMBER: _ClassVar[int]
    WORKERS_PER_PLAYER_FIELD_NUMBER: _ClassVar[int]
    STARTING_WORKERS_FIELD_NUMBER: _ClassVar[int]
    NEUTRAL_WORKERS_FIELD_NUMBER: _ClassVar[int]
    BANNERS_PER_PLAYER_FIELD_NUMBER: _ClassVar[int]
    WORKERS_PER_BANNER_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZE_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_SIZE_FIELD_NUMBER: _ClassVar[int]
    name: str
    rows: int
    cols: int
    tents: _containers.RepeatedCompositeFieldContainer[ArkadiaSquare]
    forms: _containers.RepeatedCompositeFieldContainer[ArkadiaForm]
    lot_rows: int
    lot_cols: int
    lot_colours: _containers.RepeatedScalarFieldContainer[ArkadiaColour]
    lot_positions: _containers.RepeatedCompositeFieldContainer[ArkadiaSquare]
    castle_pools: _containers.RepeatedCompositeFieldContainer[ArkadiaSeals]
    workers_per_player: int
    starting_workers: int
    neutral_workers: int
    banners_per_player: int
    workers_per_banner: int
    hand_size: int
    display_size: int
    def __init__(self, name: _Optional[str] = ..., rows: _Optional[int] = ..., cols: _Optional[int] = ..., tents: _Optional[_Iterable[_Union[ArkadiaSquare, _Mapping]]] = ..., forms: _Optional[_Iterable[_Union[ArkadiaForm, _Mapping]]] = ..., lot_rows: _Optional[int] = ..., lot_cols: _Optional[int] = ..., lot_colours: _Optional[_Iterable[_Union[ArkadiaColour, str]]] = ..., lot_positions: _Optional[_Iterable[_Union[ArkadiaSquare, _Mapping]]] = ..., castle_pools: _Optional[_Iterable[_Union[ArkadiaSeals, _Mapping]]] = ..., workers_per_player: _Optional[int] = ..., starting_workers: _Optional[int] = ..., neutral_workers: _Optional[int] = ..., banners_per_player: _Optional[int] = ..., workers_per_banner: _Optional[int] = ..., hand_size: _Optional[int] = ..., display_size: _Optional[int] = ...) -> None: ...

class ArkadiaCommand(_message.Message):
    __slots__ = ("build", "place_workers", "pass_turn", "place_castle_piece", "use_banner", "end_turn")
    BUILD_FIELD_NUMBER: _ClassVar[int]
    PLACE_WORKERS_FIELD_NUMBER: _ClassVar[int]
    PASS_TURN_FIELD_NUMBER: _ClassVar[int]
    PLACE_CASTLE_PIECE_FIELD_NUMBER: _ClassVar[int]
    USE_BANNER_FIELD_NUMBER: _ClassVar[int]
    END_TURN_FIELD_NUMBER: _ClassVar[int]
    build: ArkadiaBuild
    place_workers: ArkadiaPlaceWorkers
    pass_turn: ArkadiaPassTurn
    place_castle_piece: ArkadiaPlaceCastlePiece
    use_banner: ArkadiaUseBanner
    end_turn: ArkadiaEndTurn
    def __init__(self, build: _Optional[_Union[ArkadiaBuild, _Mapping]] = ..., place_workers: _Optional[_Union[ArkadiaPlaceWorkers, _Mapping]] = ..., pass_turn: _Optional[_Union[ArkadiaPassTurn, _Mapping]] = ..., place_castle_piece: _Optional[_Union[ArkadiaPlaceCastlePiece, _Mapping]] = ..., use_banner: _Optional[_Union[ArkadiaUseBanner, _Mapping]] = ..., end_turn: _Optional[_Union[ArkadiaEndTurn, _Mapping]] = ...) -> None: ...

class ArkadiaBuild(_message.Message):
    __slots__ = ("card", "rotation", "reflected", "row", "col", "draw_from", "display_slot")
    CARD_FIELD_NUMBER: _ClassVar[int]
    ROTATION_FIELD_NUMBER: _ClassVar[int]
    REFLECTED_FIELD_NUMBER: _ClassVar[int]
    ROW_FIELD_NUMBER: _ClassVar[int]
    COL_FIELD_NUMBER: _ClassVar[int]
    DRAW_FROM_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_SLOT_FIELD_NUMBER: _ClassVar[int]
    card: ArkadiaCard
    rotation: int
    reflected: bool
    row: int
    col: int
    draw_from: ArkadiaDrawSource
    display_slot: int
    def __init__(self, card: _Optional[_Union[ArkadiaCard, _Mapping]] = ..., rotation: _Optional[int] = ..., reflected: _Optional[bool] = ..., row: _Optional[int] = ..., col: _Optional[int] = ..., draw_from: _Optional[_Union[ArkadiaDrawSource, str]] = ..., display_slot: _Optional[int] = ...) -> None: ...

class ArkadiaWorkerPlacement(_message.Message):
    __slots__ = ("square", "neutral")
    SQUARE_FIELD_NUMBER: _ClassVar[int]
    NEUTRAL_FIELD_NUMBER: _ClassVar[int]
    square: ArkadiaSquare
    neutral: bool
    def __init__(self, square: _Optional[_Union[ArkadiaSquare, _Mapping]] = ..., neutral: _Optional[bool] = ...) -> None: ...

class ArkadiaPlaceWorkers(_message.Message):
    __slots__ = ("building", "workers")
    BUILDING_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    building: int
    workers: _containers.RepeatedCompositeFieldContainer[ArkadiaWorkerPlacement]
    def __init__(self, building: _Optional[int] = ..., workers: _Optional[_Iterable[_Union[ArkadiaWorkerPlacement, _Mapping]]] = ...) -> None: ...

class ArkadiaPassTurn(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ArkadiaPlaceCastlePiece(_message.Message):
    __slots__ = ("colour", "lot_square")
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    LOT_SQUARE_FIELD_NUMBER: _ClassVar[int]
    colour: ArkadiaColour
    lot_square: int
    def __init__(self, colour: _Optional[_Union[ArkadiaColour, str]] = ..., lot_square: _Optional[int] = ...) -> None: ...

class ArkadiaUseBanner(_message.Message):
    __slots__ = ("cash_in",)
    CASH_IN_FIELD_NUMBER: _ClassVar[int]
    cash_in: ArkadiaSeals
    def __init__(self, cash_in: _Optional[_Union[ArkadiaSeals, _Mapping]] = ...) -> None: ...

class ArkadiaEndTurn(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ArkadiaEvent(_message.Message):
    __slots__ = ("setup", "turn_started", "building_placed", "card_drawn", "display_refilled", "workers_placed", "passed", "building_completed", "castle_piece_placed", "castle_placement_skipped", "floor_completed", "end_triggered", "banner_used", "game_ended")
    SETUP_FIELD_NUMBER: _ClassVar[int]
    TURN_STARTED_FIELD_NUMBER: _ClassVar[int]
    BUILDING_PLACED_FIELD_NUMBER: _ClassVar[int]
    CARD_DRAWN_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_REFILLED_FIELD_NUMBER: _ClassVar[int]
    WORKERS_PLACED_FIELD_NUMBER: _ClassVar[int]
    PASSED_FIELD_NUMBER: _ClassVar[int]
    BUILDING_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    CASTLE_PIECE_PLACED_FIELD_NUMBER: _ClassVar[int]
    CASTLE_PLACEMENT_SKIPPED_FIELD_NUMBER: _ClassVar[int]
    FLOOR_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    END_TRIGGERED_FIELD_NUMBER: _ClassVar[int]
    BANNER_USED_FIELD_NUMBER: _ClassVar[int]
    GAME_ENDED_FIELD_NUMBER: _ClassVar[int]
    setup: ArkadiaSetup
    turn_started: ArkadiaTurnStarted
    building_placed: ArkadiaBuildingPlaced
    card_drawn: ArkadiaCardDrawn
    display_refilled: ArkadiaDisplayRefilled
    workers_placed: ArkadiaWorkersPlaced
    passed: ArkadiaPassed
    building_completed: ArkadiaBuildingCompleted
    castle_piece_placed: ArkadiaCastlePiecePlaced
    castle_placement_skipped: ArkadiaCastlePlacementSkipped
    floor_completed: ArkadiaFloorCompleted
    end_triggered: ArkadiaEndTriggered
    banner_used: ArkadiaBannerUsed
    game_ended: ArkadiaGameEnded
    def __init__(self, setup: _Optional[_Union[ArkadiaSetup, _Mapping]] = ..., turn_started: _Optional[_Union[ArkadiaTurnStarted, _Mapping]] = ..., building_placed: _Optional[_Union[ArkadiaBuildingPlaced, _Mapping]] = ..., card_drawn: _Optional[_Union[ArkadiaCardDrawn, _Mapping]] = ..., display_refilled: _Optional[_Union[ArkadiaDisplayRefilled, _Mapping]] = ..., workers_placed: _Optional[_Union[ArkadiaWorkersPlaced, _Mapping]] = ..., passed: _Optional[_Union[ArkadiaPassed, _Mapping]] = ..., building_completed: _Optional[_Union[ArkadiaBuildingCompleted, _Mapping]] = ..., castle_piece_placed: _Optional[_Union[ArkadiaCastlePiecePlaced, _Mapping]] = ..., castle_placement_skipped: _Optional[_Union[ArkadiaCastlePlacementSkipped, _Mapping]] = ..., floor_completed: _Optional[_Union[ArkadiaFloorCompleted, _Mapping]] = ..., end_triggered: _Optional[_Union[ArkadiaEndTriggered, _Mapping]] = ..., banner_used: _Optional[_Union[ArkadiaBannerUsed, _Mapping]] = ..., game_ended: _Optional[_Union[ArkadiaGameEnded, _Mapping]] = ...) -> None: ...

class ArkadiaHand(_message.Message):
    __slots__ = ("seat", "cards", "count")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    cards: _containers.RepeatedCompositeFieldContainer[ArkadiaCard]
    count: int
    def __init__(self, seat: _Optional[int] = ..., cards: _Optional[_Iterable[_Union[ArkadiaCard, _Mapping]]] = ..., count: _Optional[int] = ...) -> None: ...

class ArkadiaSetup(_message.Message):
    __slots__ = ("lot", "hands", "display", "pile", "pile_size", "first_seat")
    LOT_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_FIELD_NUMBER: _ClassVar[int]
    PILE_FIELD_NUMBER: _ClassVar[int]
    PILE_SIZE_FIELD_NUMBER: _ClassVar[int]
    FIRST_SEAT_FIELD_NUMBER: _ClassVar[int]
    lot: ArkadiaSquare
    hands: _containers.RepeatedCompositeFieldContainer[ArkadiaHand]
    display: _containers.RepeatedCompositeFieldContainer[ArkadiaCard]
    pile: _containers.RepeatedCompositeFieldContainer[ArkadiaCard]
    pile_size: int
    first_seat: int
    def __init__(self, lot: _Optional[_Union[ArkadiaSquare, _Mapping]] = ..., hands: _Optional[_Iterable[_Union[ArkadiaHand, _Mapping]]] = ..., display: _Optional[_Iterable[_Union[ArkadiaCard, _Mapping]]] = ..., pile: _Optional[_Iterable[_Union[ArkadiaCard, _Mapping]]] = ..., pile_size: _Optional[int] = ..., first_seat: _Optional[int] = ...) -> None: ...

class ArkadiaTurnStarted(_message.Message):
    __slots__ = ("seat", "final_turn", "idle_turns")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    FINAL_TURN_FIELD_NUMBER: _ClassVar[int]
    IDLE_TURNS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    final_turn: bool
    idle_turns: int
    def __init__(self, seat: _Optional[int] = ..., final_turn: _Optional[bool] = ..., idle_turns: _Optional[int] = ...) -> None: ...

class ArkadiaBuildingPlaced(_message.Message):
    __slots__ = ("seat", "building", "card", "rotation", "reflected", "anchor", "squares", "tents_covered", "neutral_workers_taken")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    BUILDING_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    ROTATION_FIELD_NUMBER: _ClassVar[int]
    REFLECTED_FIELD_NUMBER: _ClassVar[int]
    ANCHOR_FIELD_NUMBER: _ClassVar[int]
    SQUARES_FIELD_NUMBER: _ClassVar[int]
    TENTS_COVERED_FIELD_NUMBER: _ClassVar[int]
    NEUTRAL_WORKERS_TAKEN_FIELD_NUMBER: _ClassVar[int]
    seat: int
    building: int
    card: ArkadiaCard
    rotation: int
    reflected: bool
    anchor: ArkadiaSquare
    squares: _containers.RepeatedCompositeFieldContainer[ArkadiaSquare]
    tents_covered: _containers.RepeatedCompositeFieldContainer[ArkadiaSquare]
    neutral_workers_taken: int
    def __init__(self, seat: _Optional[int] = ..., building: _Optional[int] = ..., card: _Optional[_Union[ArkadiaCard, _Mapping]] = ..., rotation: _Optional[int] = ..., reflected: _Optional[bool] = ..., anchor: _Optional[_Union[ArkadiaSquare, _Mapping]] = ..., squares: _Optional[_Iterable[_Union[ArkadiaSquare, _Mapping]]] = ..., tents_covered: _Optional[_Iterable[_Union[ArkadiaSquare, _Mapping]]] = ..., neutral_workers_taken: _Optional[int] = ...) -> None: ...

class ArkadiaCardDrawn(_message.Message):
    __slots__ = ("seat", "source", "display_slot", "card")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_SLOT_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    seat: int
    source: ArkadiaDrawSource
    display_slot: int
    card: ArkadiaCard
    def __init__(self, seat: _Optional[int] = ..., source: _Optional[_Union[ArkadiaDrawSource, str]] = ..., display_slot: _Optional[int] = ..., card: _Optional[_Union[ArkadiaCard, _Mapping]] = ...) -> None: ...

class ArkadiaDisplayRefilled(_message.Message):
    __slots__ = ("slot", "card")
    SLOT_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    slot: int
    card: ArkadiaCard
    def __init__(self, slot: _Optional[int] = ..., card: _Optional[_Union[ArkadiaCard, _Mapping]] = ...) -> None: ...

class ArkadiaWorker(_message.Message):
    __slots__ = ("square", "neutral", "colour_seat", "placed_by")
    SQUARE_FIELD_NUMBER: _ClassVar[int]
    NEUTRAL_FIELD_NUMBER: _ClassVar[int]
    COLOUR_SEAT_FIELD_NUMBER: _ClassVar[int]
    PLACED_BY_FIELD_NUMBER: _ClassVar[int]
    square: ArkadiaSquare
    neutral: bool
    colour_seat: int
    placed_by: int
    def __init__(self, square: _Optional[_Union[ArkadiaSquare, _Mapping]] = ..., neutral: _Optional[bool] = ..., colour_seat: _Optional[int] = ..., placed_by: _Optional[int] = ...) -> None: ...

class ArkadiaWorkersPlaced(_message.Message):
    __slots__ = ("seat", "building", "workers")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    BUILDING_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    building: int
    workers: _containers.RepeatedCompositeFieldContainer[ArkadiaWorker]
    def __init__(self, seat: _Optional[int] = ..., building: _Optional[int] = ..., workers: _Optional[_Iterable[_Union[ArkadiaWorker, _Mapping]]] = ...) -> None: ...

class ArkadiaPassed(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class ArkadiaSealAward(_message.Message):
    __slots__ = ("seat", "workers", "commission", "seals")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    COMMISSION_FIELD_NUMBER: _ClassVar[int]
    SEALS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    workers: int
    commission: int
    seals: int
    def __init__(self, seat: _Optional[int] = ..., workers: _Optional[int] = ..., commission: _Optional[int] = ..., seals: _Optional[int] = ...) -> None: ...

class ArkadiaBuildingCompleted(_message.Message):
    __slots__ = ("building", "colour", "active_seat", "awards")
    BUILDING_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    ACTIVE_SEAT_FIELD_NUMBER: _ClassVar[int]
    AWARDS_FIELD_NUMBER: _ClassVar[int]
    building: int
    colour: ArkadiaColour
    active_seat: int
    awards: _containers.RepeatedCompositeFieldContainer[ArkadiaSealAward]
    def __init__(self, building: _Optional[int] = ..., colour: _Optional[_Union[ArkadiaColour, str]] = ..., active_seat: _Optional[int] = ..., awards: _Optional[_Iterable[_Union[ArkadiaSealAward, _Mapping]]] = ...) -> None: ...

class ArkadiaCastlePiecePlaced(_message.Message):
    __slots__ = ("seat", "building", "colour", "lot_square", "floor")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    BUILDING_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    LOT_SQUARE_FIELD_NUMBER: _ClassVar[int]
    FLOOR_FIELD_NUMBER: _ClassVar[int]
    seat: int
    building: int
    colour: ArkadiaColour
    lot_square: int
    floor: int
    def __init__(self, seat: _Optional[int] = ..., building: _Optional[int] = ..., colour: _Optional[_Union[ArkadiaColour, str]] = ..., lot_square: _Optional[int] = ..., floor: _Optional[int] = ...) -> None: ...

class ArkadiaCastlePlacementSkipped(_message.Message):
    __slots__ = ("building", "floor")
    BUILDING_FIELD_NUMBER: _ClassVar[int]
    FLOOR_FIELD_NUMBER: _ClassVar[int]
    building: int
    floor: int
    def __init__(self, building: _Optional[int] = ..., floor: _Optional[int] = ...) -> None: ...

class ArkadiaFloorCompleted(_message.Message):
    __slots__ = ("floor", "leftovers")
    FLOOR_FIELD_NUMBER: _ClassVar[int]
    LEFTOVERS_FIELD_NUMBER: _ClassVar[int]
    floor: int
    leftovers: ArkadiaSeals
    def __init__(self, floor: _Optional[int] = ..., leftovers: _Optional[_Union[ArkadiaSeals, _Mapping]] = ...) -> None: ...

class ArkadiaEndTriggered(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class ArkadiaBannerUsed(_message.Message):
    __slots__ = ("seat", "workers_taken", "cashed_in", "gold", "values")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    WORKERS_TAKEN_FIELD_NUMBER: _ClassVar[int]
    CASHED_IN_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    VALUES_FIELD_NUMBER: _ClassVar[int]
    seat: int
    workers_taken: int
    cashed_in: ArkadiaSeals
    gold: int
    values: ArkadiaSeals
    def __init__(self, seat: _Optional[int] = ..., workers_taken: _Optional[int] = ..., cashed_in: _Optional[_Union[ArkadiaSeals, _Mapping]] = ..., gold: _Optional[int] = ..., values: _Optional[_Union[ArkadiaSeals, _Mapping]] = ...) -> None: ...

class ArkadiaFinalScore(_message.Message):
    __slots__ = ("seat", "gold", "seals_converted", "gold_before")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    SEALS_CONVERTED_FIELD_NUMBER: _ClassVar[int]
    GOLD_BEFORE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    gold: int
    seals_converted: ArkadiaSeals
    gold_before: int
    def __init__(self, seat: _Optional[int] = ..., gold: _Optional[int] = ..., seals_converted: _Optional[_Union[ArkadiaSeals, _Mapping]] = ..., gold_before: _Optional[int] = ...) -> None: ...

class ArkadiaGameEnded(_message.Message):
    __slots__ = ("reason", "values", "scores", "winners")
    REASON_FIELD_NUMBER: _ClassVar[int]
    VALUES_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    reason: ArkadiaEndReason
    values: ArkadiaSeals
    scores: _containers.RepeatedCompositeFieldContainer[ArkadiaFinalScore]
    winners: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, reason: _Optional[_Union[ArkadiaEndReason, str]] = ..., values: _Optional[_Union[ArkadiaSeals, _Mapping]] = ..., scores: _Optional[_Iterable[_Union[ArkadiaFinalScore, _Mapping]]] = ..., winners: _Optional[_Iterable[int]] = ...) -> None: ...

class ArkadiaBuilding(_message.Message):
    __slots__ = ("id", "card", "rotation", "reflected", "anchor", "squares", "builder", "neutral_workers_taken", "complete")
    ID_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    ROTATION_FIELD_NUMBER: _ClassVar[int]
    REFLECTED_FIELD_NUMBER: _ClassVar[int]
    ANCHOR_FIELD_NUMBER: _ClassVar[int]
    SQUARES_FIELD_NUMBER: _ClassVar[int]
    BUILDER_FIELD_NUMBER: _ClassVar[int]
    NEUTRAL_WORKERS_TAKEN_FIELD_NUMBER: _ClassVar[int]
    COMPLETE_FIELD_NUMBER: _ClassVar[int]
    id: int
    card: ArkadiaCard
    rotation: int
    reflected: bool
    anchor: ArkadiaSquare
    squares: _containers.RepeatedCompositeFieldContainer[ArkadiaSquare]
    builder: int
    neutral_workers_taken: int
    complete: bool
    def __init__(self, id: _Optional[int] = ..., card: _Optional[_Union[ArkadiaCard, _Mapping]] = ..., rotation: _Optional[int] = ..., reflected: _Optional[bool] = ..., anchor: _Optional[_Union[ArkadiaSquare, _Mapping]] = ..., squares: _Optional[_Iterable[_Union[ArkadiaSquare, _Mapping]]] = ..., builder: _Optional[int] = ..., neutral_workers_taken: _Optional[int] = ..., complete: _Optional[bool] = ...) -> None: ...

class ArkadiaCastleSquare(_message.Message):
    __slots__ = ("lot_square", "square", "printed", "pieces", "visible")
    LOT_SQUARE_FIELD_NUMBER: _ClassVar[int]
    SQUARE_FIELD_NUMBER: _ClassVar[int]
    PRINTED_FIELD_NUMBER: _ClassVar[int]
    PIECES_FIELD_NUMBER: _ClassVar[int]
    VISIBLE_FIELD_NUMBER: _ClassVar[int]
    lot_square: int
    square: ArkadiaSquare
    printed: ArkadiaColour
    pieces: _containers.RepeatedScalarFieldContainer[ArkadiaColour]
    visible: ArkadiaColour
    def __init__(self, lot_square: _Optional[int] = ..., square: _Optional[_Union[ArkadiaSquare, _Mapping]] = ..., printed: _Optional[_Union[ArkadiaColour, str]] = ..., pieces: _Optional[_Iterable[_Union[ArkadiaColour, str]]] = ..., visible: _Optional[_Union[ArkadiaColour, str]] = ...) -> None: ...

class ArkadiaPlayer(_message.Message):
    __slots__ = ("seat", "hand_size", "hand", "known_cards", "banners", "pool_workers", "workers", "neutral_workers", "seals", "gold", "seals_earned")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZE_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    KNOWN_CARDS_FIELD_NUMBER: _ClassVar[int]
    BANNERS_FIELD_NUMBER: _ClassVar[int]
    POOL_WORKERS_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    NEUTRAL_WORKERS_FIELD_NUMBER: _ClassVar[int]
    SEALS_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    SEALS_EARNED_FIELD_NUMBER: _ClassVar[int]
    seat: int
    hand_size: int
    hand: _containers.RepeatedCompositeFieldContainer[ArkadiaCard]
    known_cards: _containers.RepeatedCompositeFieldContainer[ArkadiaCard]
    banners: int
    pool_workers: int
    workers: int
    neutral_workers: int
    seals: ArkadiaSeals
    gold: int
    seals_earned: ArkadiaSeals
    def __init__(self, seat: _Optional[int] = ..., hand_size: _Optional[int] = ..., hand: _Optional[_Iterable[_Union[ArkadiaCard, _Mapping]]] = ..., known_cards: _Optional[_Iterable[_Union[ArkadiaCard, _Mapping]]] = ..., banners: _Optional[int] = ..., pool_workers: _Optional[int] = ..., workers: _Optional[int] = ..., neutral_workers: _Optional[int] = ..., seals: _Optional[_Union[ArkadiaSeals, _Mapping]] = ..., gold: _Optional[int] = ..., seals_earned: _Optional[_Union[ArkadiaSeals, _Mapping]] = ...) -> None: ...

class ArkadiaView(_message.Message):
    __slots__ = ("viewer", "phase", "current_seat", "awaiting", "turn", "lot", "tents", "buildings", "workers", "castle", "castle_pools", "current_floor", "values", "neutral_pool", "display", "pile_size", "players", "castle_due", "end_triggered_by", "passed_this_turn", "idle_turns", "result")
    VIEWER_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    CURRENT_SEAT_FIELD_NUMBER: _ClassVar[int]
    AWAITING_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    LOT_FIELD_NUMBER: _ClassVar[int]
    TENTS_FIELD_NUMBER: _ClassVar[int]
    BUILDINGS_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    CASTLE_FIELD_NUMBER: _ClassVar[int]
    CASTLE_POOLS_FIELD_NUMBER: _ClassVar[int]
    CURRENT_FLOOR_FIELD_NUMBER: _ClassVar[int]
    VALUES_FIELD_NUMBER: _ClassVar[int]
    NEUTRAL_POOL_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_FIELD_NUMBER: _ClassVar[int]
    PILE_SIZE_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    CASTLE_DUE_FIELD_NUMBER: _ClassVar[int]
    END_TRIGGERED_BY_FIELD_NUMBER: _ClassVar[int]
    PASSED_THIS_TURN_FIELD_NUMBER: _ClassVar[int]
    IDLE_TURNS_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    viewer: int
    phase: ArkadiaPhase
    current_seat: int
    awaiting: _containers.RepeatedScalarFieldContainer[int]
    turn: int
    lot: ArkadiaSquare
    tents: _containers.RepeatedCompositeFieldContainer[ArkadiaSquare]
    buildings: _containers.RepeatedCompositeFieldContainer[ArkadiaBuilding]
    workers: _containers.RepeatedCompositeFieldContainer[ArkadiaWorker]
    castle: _containers.RepeatedCompositeFieldContainer[ArkadiaCastleSquare]
    castle_pools: _containers.RepeatedCompositeFieldContainer[ArkadiaSeals]
    current_floor: int
    values: ArkadiaSeals
    neutral_pool: int
    display: _containers.RepeatedCompositeFieldContainer[ArkadiaCard]
    pile_size: int
    players: _containers.RepeatedCompositeFieldContainer[ArkadiaPlayer]
    castle_due: _containers.RepeatedScalarFieldContainer[int]
    end_triggered_by: int
    passed_this_turn: bool
    idle_turns: int
    result: ArkadiaGameEnded
    def __init__(self, viewer: _Optional[int] = ..., phase: _Optional[_Union[ArkadiaPhase, str]] = ..., current_seat: _Optional[int] = ..., awaiting: _Optional[_Iterable[int]] = ..., turn: _Optional[int] = ..., lot: _Optional[_Union[ArkadiaSquare, _Mapping]] = ..., tents: _Optional[_Iterable[_Union[ArkadiaSquare, _Mapping]]] = ..., buildings: _Optional[_Iterable[_Union[ArkadiaBuilding, _Mapping]]] = ..., workers: _Optional[_Iterable[_Union[ArkadiaWorker, _Mapping]]] = ..., castle: _Optional[_Iterable[_Union[ArkadiaCastleSquare, _Mapping]]] = ..., castle_pools: _Optional[_Iterable[_Union[ArkadiaSeals, _Mapping]]] = ..., current_floor: _Optional[int] = ..., values: _Optional[_Union[ArkadiaSeals, _Mapping]] = ..., neutral_pool: _Optional[int] = ..., display: _Optional[_Iterable[_Union[ArkadiaCard, _Mapping]]] = ..., pile_size: _Optional[int] = ..., players: _Optional[_Iterable[_Union[ArkadiaPlayer, _Mapping]]] = ..., castle_due: _Optional[_Iterable[int]] = ..., end_triggered_by: _Optional[int] = ..., passed_this_turn: _Optional[bool] = ..., idle_turns: _Optional[int] = ..., result: _Optional[_Union[ArkadiaGameEnded, _Mapping]] = ...) -> None: ...
