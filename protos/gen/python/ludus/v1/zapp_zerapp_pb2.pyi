from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ZappZerappColour(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ZAPP_ZERAPP_COLOUR_UNSPECIFIED: _ClassVar[ZappZerappColour]
    ZAPP_ZERAPP_COLOUR_RED: _ClassVar[ZappZerappColour]
    ZAPP_ZERAPP_COLOUR_BLUE: _ClassVar[ZappZerappColour]
    ZAPP_ZERAPP_COLOUR_YELLOW: _ClassVar[ZappZerappColour]
    ZAPP_ZERAPP_COLOUR_GREEN: _ClassVar[ZappZerappColour]

class ZappZerappArea(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ZAPP_ZERAPP_AREA_UNSPECIFIED: _ClassVar[ZappZerappArea]
    ZAPP_ZERAPP_AREA_START: _ClassVar[ZappZerappArea]
    ZAPP_ZERAPP_AREA_TRACK: _ClassVar[ZappZerappArea]
    ZAPP_ZERAPP_AREA_CITY: _ClassVar[ZappZerappArea]

class ZappZerappPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ZAPP_ZERAPP_PHASE_UNSPECIFIED: _ClassVar[ZappZerappPhase]
    ZAPP_ZERAPP_PHASE_CANS: _ClassVar[ZappZerappPhase]
    ZAPP_ZERAPP_PHASE_MOVES: _ClassVar[ZappZerappPhase]
    ZAPP_ZERAPP_PHASE_OVER: _ClassVar[ZappZerappPhase]

class ZappZerappCanState(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ZAPP_ZERAPP_CAN_STATE_UNSPECIFIED: _ClassVar[ZappZerappCanState]
    ZAPP_ZERAPP_CAN_STATE_FREE: _ClassVar[ZappZerappCanState]
    ZAPP_ZERAPP_CAN_STATE_HELD: _ClassVar[ZappZerappCanState]
    ZAPP_ZERAPP_CAN_STATE_COMMITTED: _ClassVar[ZappZerappCanState]

class ZappZerappReturnReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ZAPP_ZERAPP_RETURN_REASON_UNSPECIFIED: _ClassVar[ZappZerappReturnReason]
    ZAPP_ZERAPP_RETURN_REASON_RELEASED: _ClassVar[ZappZerappReturnReason]
    ZAPP_ZERAPP_RETURN_REASON_COMMITTED_OTHER: _ClassVar[ZappZerappReturnReason]
    ZAPP_ZERAPP_RETURN_REASON_PHASE_CLOSED: _ClassVar[ZappZerappReturnReason]

class ZappZerappCloseReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ZAPP_ZERAPP_CLOSE_REASON_UNSPECIFIED: _ClassVar[ZappZerappCloseReason]
    ZAPP_ZERAPP_CLOSE_REASON_ALL_COMMITTED: _ClassVar[ZappZerappCloseReason]
    ZAPP_ZERAPP_CLOSE_REASON_DEADLINE: _ClassVar[ZappZerappCloseReason]
ZAPP_ZERAPP_COLOUR_UNSPECIFIED: ZappZerappColour
ZAPP_ZERAPP_COLOUR_RED: ZappZerappColour
ZAPP_ZERAPP_COLOUR_BLUE: ZappZerappColour
ZAPP_ZERAPP_COLOUR_YELLOW: ZappZerappColour
ZAPP_ZERAPP_COLOUR_GREEN: ZappZerappColour
ZAPP_ZERAPP_AREA_UNSPECIFIED: ZappZerappArea
ZAPP_ZERAPP_AREA_START: ZappZerappArea
ZAPP_ZERAPP_AREA_TRACK: ZappZerappArea
ZAPP_ZERAPP_AREA_CITY: ZappZerappArea
ZAPP_ZERAPP_PHASE_UNSPECIFIED: ZappZerappPhase
ZAPP_ZERAPP_PHASE_CANS: ZappZerappPhase
ZAPP_ZERAPP_PHASE_MOVES: ZappZerappPhase
ZAPP_ZERAPP_PHASE_OVER: ZappZerappPhase
ZAPP_ZERAPP_CAN_STATE_UNSPECIFIED: ZappZerappCanState
ZAPP_ZERAPP_CAN_STATE_FREE: ZappZerappCanState
ZAPP_ZERAPP_CAN_STATE_HELD: ZappZerappCanState
ZAPP_ZERAPP_CAN_STATE_COMMITTED: ZappZerappCanState
ZAPP_ZERAPP_RETURN_REASON_UNSPECIFIED: ZappZerappReturnReason
ZAPP_ZERAPP_RETURN_REASON_RELEASED: ZappZerappReturnReason
ZAPP_ZERAPP_RETURN_REASON_COMMITTED_OTHER: ZappZerappReturnReason
ZAPP_ZERAPP_RETURN_REASON_PHASE_CLOSED: ZappZerappReturnReason
ZAPP_ZERAPP_CLOSE_REASON_UNSPECIFIED: ZappZerappCloseReason
ZAPP_ZERAPP_CLOSE_REASON_ALL_COMMITTED: ZappZerappCloseReason
ZAPP_ZERAPP_CLOSE_REASON_DEADLINE: ZappZerappCloseReason

class ZappZerappOptions(_message.Message):
    __slots__ = ("carry_variant", "can_phase_seconds", "random_reaction", "greedy_reaction", "search_reaction")
    CARRY_VARIANT_FIELD_NUMBER: _ClassVar[int]
    CAN_PHASE_SECONDS_FIELD_NUMBER: _ClassVar[int]
    RANDOM_REACTION_FIELD_NUMBER: _ClassVar[int]
    GREEDY_REACTION_FIELD_NUMBER: _ClassVar[int]
    SEARCH_REACTION_FIELD_NUMBER: _ClassVar[int]
    carry_variant: bool
    can_phase_seconds: int
    random_reaction: ZappZerappReaction
    greedy_reaction: ZappZerappReaction
    search_reaction: ZappZerappReaction
    def __init__(self, carry_variant: _Optional[bool] = ..., can_phase_seconds: _Optional[int] = ..., random_reaction: _Optional[_Union[ZappZerappReaction, _Mapping]] = ..., greedy_reaction: _Optional[_Union[ZappZerappReaction, _Mapping]] = ..., search_reaction: _Optional[_Union[ZappZerappReaction, _Mapping]] = ...) -> None: ...

class ZappZerappReaction(_message.Message):
    __slots__ = ("min_ms", "max_ms")
    MIN_MS_FIELD_NUMBER: _ClassVar[int]
    MAX_MS_FIELD_NUMBER: _ClassVar[int]
    min_ms: int
    max_ms: int
    def __init__(self, min_ms: _Optional[int] = ..., max_ms: _Optional[int] = ...) -> None: ...

class ZappZerappSpace(_message.Message):
    __slots__ = ("space", "colour", "towers")
    SPACE_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    TOWERS_FIELD_NUMBER: _ClassVar[int]
    space: int
    colour: ZappZerappColour
    towers: _containers.RepeatedScalarFieldContainer[ZappZerappColour]
    def __init__(self, space: _Optional[int] = ..., colour: _Optional[_Union[ZappZerappColour, str]] = ..., towers: _Optional[_Iterable[_Union[ZappZerappColour, str]]] = ...) -> None: ...

class ZappZerappColourInfo(_message.Message):
    __slots__ = ("colour", "start_feeds", "city_entry")
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    START_FEEDS_FIELD_NUMBER: _ClassVar[int]
    CITY_ENTRY_FIELD_NUMBER: _ClassVar[int]
    colour: ZappZerappColour
    start_feeds: int
    city_entry: int
    def __init__(self, colour: _Optional[_Union[ZappZerappColour, str]] = ..., start_feeds: _Optional[int] = ..., city_entry: _Optional[int] = ...) -> None: ...

class ZappZerappBoard(_message.Message):
    __slots__ = ("spaces", "colours", "cans", "hand_limit", "apprentices_per_colour", "default_options")
    SPACES_FIELD_NUMBER: _ClassVar[int]
    COLOURS_FIELD_NUMBER: _ClassVar[int]
    CANS_FIELD_NUMBER: _ClassVar[int]
    HAND_LIMIT_FIELD_NUMBER: _ClassVar[int]
    APPRENTICES_PER_COLOUR_FIELD_NUMBER: _ClassVar[int]
    DEFAULT_OPTIONS_FIELD_NUMBER: _ClassVar[int]
    spaces: _containers.RepeatedCompositeFieldContainer[ZappZerappSpace]
    colours: _containers.RepeatedCompositeFieldContainer[ZappZerappColourInfo]
    cans: int
    hand_limit: int
    apprentices_per_colour: int
    default_options: ZappZerappOptions
    def __init__(self, spaces: _Optional[_Iterable[_Union[ZappZerappSpace, _Mapping]]] = ..., colours: _Optional[_Iterable[_Union[ZappZerappColourInfo, _Mapping]]] = ..., cans: _Optional[int] = ..., hand_limit: _Optional[int] = ..., apprentices_per_colour: _Optional[int] = ..., default_options: _Optional[_Union[ZappZerappOptions, _Mapping]] = ...) -> None: ...

class ZappZerappApprenticeRef(_message.Message):
    __slots__ = ("colour", "index")
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    INDEX_FIELD_NUMBER: _ClassVar[int]
    colour: ZappZerappColour
    index: int
    def __init__(self, colour: _Optional[_Union[ZappZerappColour, str]] = ..., index: _Optional[int] = ...) -> None: ...

class ZappZerappLocation(_message.Message):
    __slots__ = ("area", "space")
    AREA_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    area: ZappZerappArea
    space: int
    def __init__(self, area: _Optional[_Union[ZappZerappArea, str]] = ..., space: _Optional[int] = ...) -> None: ...

class ZappZerappCommand(_message.Message):
    __slots__ = ("shake", "grab", "release", "commit", "move")
    SHAKE_FIELD_NUMBER: _ClassVar[int]
    GRAB_FIELD_NUMBER: _ClassVar[int]
    RELEASE_FIELD_NUMBER: _ClassVar[int]
    COMMIT_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    shake: ZappZerappShake
    grab: ZappZerappGrab
    release: ZappZerappRelease
    commit: ZappZerappCommit
    move: ZappZerappMove
    def __init__(self, shake: _Optional[_Union[ZappZerappShake, _Mapping]] = ..., grab: _Optional[_Union[ZappZerappGrab, _Mapping]] = ..., release: _Optional[_Union[ZappZerappRelease, _Mapping]] = ..., commit: _Optional[_Union[ZappZerappCommit, _Mapping]] = ..., move: _Optional[_Union[ZappZerappMove, _Mapping]] = ...) -> None: ...

class ZappZerappShake(_message.Message):
    __slots__ = ("position",)
    POSITION_FIELD_NUMBER: _ClassVar[int]
    position: int
    def __init__(self, position: _Optional[int] = ...) -> None: ...

class ZappZerappGrab(_message.Message):
    __slots__ = ("position",)
    POSITION_FIELD_NUMBER: _ClassVar[int]
    position: int
    def __init__(self, position: _Optional[int] = ...) -> None: ...

class ZappZerappRelease(_message.Message):
    __slots__ = ("position",)
    POSITION_FIELD_NUMBER: _ClassVar[int]
    position: int
    def __init__(self, position: _Optional[int] = ...) -> None: ...

class ZappZerappCommit(_message.Message):
    __slots__ = ("position",)
    POSITION_FIELD_NUMBER: _ClassVar[int]
    position: int
    def __init__(self, position: _Optional[int] = ...) -> None: ...

class ZappZerappMove(_message.Message):
    __slots__ = ("apprentice", "carry", "set_down_order")
    APPRENTICE_FIELD_NUMBER: _ClassVar[int]
    CARRY_FIELD_NUMBER: _ClassVar[int]
    SET_DOWN_ORDER_FIELD_NUMBER: _ClassVar[int]
    apprentice: int
    carry: _containers.RepeatedCompositeFieldContainer[ZappZerappApprenticeRef]
    set_down_order: _containers.RepeatedCompositeFieldContainer[ZappZerappApprenticeRef]
    def __init__(self, apprentice: _Optional[int] = ..., carry: _Optional[_Iterable[_Union[ZappZerappApprenticeRef, _Mapping]]] = ..., set_down_order: _Optional[_Iterable[_Union[ZappZerappApprenticeRef, _Mapping]]] = ...) -> None: ...

class ZappZerappEvent(_message.Message):
    __slots__ = ("game_started", "dice_rolled", "cans_shuffled", "can_grabbed", "can_shaken", "can_returned", "can_committed", "can_phase_closed", "cans_revealed", "move_turn_started", "apprentice_moved", "apprentice_banished", "apprentice_carried", "apprentice_arrived", "move_skipped", "game_won")
    GAME_STARTED_FIELD_NUMBER: _ClassVar[int]
    DICE_ROLLED_FIELD_NUMBER: _ClassVar[int]
    CANS_SHUFFLED_FIELD_NUMBER: _ClassVar[int]
    CAN_GRABBED_FIELD_NUMBER: _ClassVar[int]
    CAN_SHAKEN_FIELD_NUMBER: _ClassVar[int]
    CAN_RETURNED_FIELD_NUMBER: _ClassVar[int]
    CAN_COMMITTED_FIELD_NUMBER: _ClassVar[int]
    CAN_PHASE_CLOSED_FIELD_NUMBER: _ClassVar[int]
    CANS_REVEALED_FIELD_NUMBER: _ClassVar[int]
    MOVE_TURN_STARTED_FIELD_NUMBER: _ClassVar[int]
    APPRENTICE_MOVED_FIELD_NUMBER: _ClassVar[int]
    APPRENTICE_BANISHED_FIELD_NUMBER: _ClassVar[int]
    APPRENTICE_CARRIED_FIELD_NUMBER: _ClassVar[int]
    APPRENTICE_ARRIVED_FIELD_NUMBER: _ClassVar[int]
    MOVE_SKIPPED_FIELD_NUMBER: _ClassVar[int]
    GAME_WON_FIELD_NUMBER: _ClassVar[int]
    game_started: ZappZerappGameStarted
    dice_rolled: ZappZerappDiceRolled
    cans_shuffled: ZappZerappCansShuffled
    can_grabbed: ZappZerappCanGrabbed
    can_shaken: ZappZerappCanShaken
    can_returned: ZappZerappCanReturned
    can_committed: ZappZerappCanCommitted
    can_phase_closed: ZappZerappCanPhaseClosed
    cans_revealed: ZappZerappCansRevealed
    move_turn_started: ZappZerappMoveTurnStarted
    apprentice_moved: ZappZerappApprenticeMoved
    apprentice_banished: ZappZerappApprenticeBanished
    apprentice_carried: ZappZerappApprenticeCarried
    apprentice_arrived: ZappZerappApprenticeArrived
    move_skipped: ZappZerappMoveSkipped
    game_won: ZappZerappGameWon
    def __init__(self, game_started: _Optional[_Union[ZappZerappGameStarted, _Mapping]] = ..., dice_rolled: _Optional[_Union[ZappZerappDiceRolled, _Mapping]] = ..., cans_shuffled: _Optional[_Union[ZappZerappCansShuffled, _Mapping]] = ..., can_grabbed: _Optional[_Union[ZappZerappCanGrabbed, _Mapping]] = ..., can_shaken: _Optional[_Union[ZappZerappCanShaken, _Mapping]] = ..., can_returned: _Optional[_Union[ZappZerappCanReturned, _Mapping]] = ..., can_committed: _Optional[_Union[ZappZerappCanCommitted, _Mapping]] = ..., can_phase_closed: _Optional[_Union[ZappZerappCanPhaseClosed, _Mapping]] = ..., cans_revealed: _Optional[_Union[ZappZerappCansRevealed, _Mapping]] = ..., move_turn_started: _Optional[_Union[ZappZerappMoveTurnStarted, _Mapping]] = ..., apprentice_moved: _Optional[_Union[ZappZerappApprenticeMoved, _Mapping]] = ..., apprentice_banished: _Optional[_Union[ZappZerappApprenticeBanished, _Mapping]] = ..., apprentice_carried: _Optional[_Union[ZappZerappApprenticeCarried, _Mapping]] = ..., apprentice_arrived: _Optional[_Union[ZappZerappApprenticeArrived, _Mapping]] = ..., move_skipped: _Optional[_Union[ZappZerappMoveSkipped, _Mapping]] = ..., game_won: _Optional[_Union[ZappZerappGameWon, _Mapping]] = ...) -> None: ...

class ZappZerappSeatColour(_message.Message):
    __slots__ = ("seat", "colour")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    seat: int
    colour: ZappZerappColour
    def __init__(self, seat: _Optional[int] = ..., colour: _Optional[_Union[ZappZerappColour, str]] = ...) -> None: ...

class ZappZerappGameStarted(_message.Message):
    __slots__ = ("seats", "carry_variant", "can_phase_seconds", "apprentices_per_colour")
    SEATS_FIELD_NUMBER: _ClassVar[int]
    CARRY_VARIANT_FIELD_NUMBER: _ClassVar[int]
    CAN_PHASE_SECONDS_FIELD_NUMBER: _ClassVar[int]
    APPRENTICES_PER_COLOUR_FIELD_NUMBER: _ClassVar[int]
    seats: _containers.RepeatedCompositeFieldContainer[ZappZerappSeatColour]
    carry_variant: bool
    can_phase_seconds: int
    apprentices_per_colour: int
    def __init__(self, seats: _Optional[_Iterable[_Union[ZappZerappSeatColour, _Mapping]]] = ..., carry_variant: _Optional[bool] = ..., can_phase_seconds: _Optional[int] = ..., apprentices_per_colour: _Optional[int] = ...) -> None: ...

class ZappZerappDiceRolled(_message.Message):
    __slots__ = ("round", "dice", "magic_number", "deadline_key")
    ROUND_FIELD_NUMBER: _ClassVar[int]
    DICE_FIELD_NUMBER: _ClassVar[int]
    MAGIC_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEADLINE_KEY_FIELD_NUMBER: _ClassVar[int]
    round: int
    dice: _containers.RepeatedScalarFieldContainer[int]
    magic_number: int
    deadline_key: str
    def __init__(self, round: _Optional[int] = ..., dice: _Optional[_Iterable[int]] = ..., magic_number: _Optional[int] = ..., deadline_key: _Optional[str] = ...) -> None: ...

class ZappZerappCansShuffled(_message.Message):
    __slots__ = ("round", "cans")
    ROUND_FIELD_NUMBER: _ClassVar[int]
    CANS_FIELD_NUMBER: _ClassVar[int]
    round: int
    cans: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, round: _Optional[int] = ..., cans: _Optional[_Iterable[int]] = ...) -> None: ...

class ZappZerappCanGrabbed(_message.Message):
    __slots__ = ("seat", "position")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    seat: int
    position: int
    def __init__(self, seat: _Optional[int] = ..., position: _Optional[int] = ...) -> None: ...

class ZappZerappClick(_message.Message):
    __slots__ = ("time_ms", "loudness")
    TIME_MS_FIELD_NUMBER: _ClassVar[int]
    LOUDNESS_FIELD_NUMBER: _ClassVar[int]
    time_ms: int
    loudness: float
    def __init__(self, time_ms: _Optional[int] = ..., loudness: _Optional[float] = ...) -> None: ...

class ZappZerappRattle(_message.Message):
    __slots__ = ("clicks",)
    CLICKS_FIELD_NUMBER: _ClassVar[int]
    clicks: _containers.RepeatedCompositeFieldContainer[ZappZerappClick]
    def __init__(self, clicks: _Optional[_Iterable[_Union[ZappZerappClick, _Mapping]]] = ...) -> None: ...

class ZappZerappCanShaken(_message.Message):
    __slots__ = ("seat", "position", "shake", "sample")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    SHAKE_FIELD_NUMBER: _ClassVar[int]
    SAMPLE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    position: int
    shake: int
    sample: ZappZerappRattle
    def __init__(self, seat: _Optional[int] = ..., position: _Optional[int] = ..., shake: _Optional[int] = ..., sample: _Optional[_Union[ZappZerappRattle, _Mapping]] = ...) -> None: ...

class ZappZerappCanReturned(_message.Message):
    __slots__ = ("seat", "position", "reason")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    seat: int
    position: int
    reason: ZappZerappReturnReason
    def __init__(self, seat: _Optional[int] = ..., position: _Optional[int] = ..., reason: _Optional[_Union[ZappZerappReturnReason, str]] = ...) -> None: ...

class ZappZerappCanCommitted(_message.Message):
    __slots__ = ("seat", "position")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    seat: int
    position: int
    def __init__(self, seat: _Optional[int] = ..., position: _Optional[int] = ...) -> None: ...

class ZappZerappCanPhaseClosed(_message.Message):
    __slots__ = ("round", "reason", "sitting_out")
    ROUND_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    SITTING_OUT_FIELD_NUMBER: _ClassVar[int]
    round: int
    reason: ZappZerappCloseReason
    sitting_out: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, round: _Optional[int] = ..., reason: _Optional[_Union[ZappZerappCloseReason, str]] = ..., sitting_out: _Optional[_Iterable[int]] = ...) -> None: ...

class ZappZerappReveal(_message.Message):
    __slots__ = ("seat", "position", "can", "qualifies")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    CAN_FIELD_NUMBER: _ClassVar[int]
    QUALIFIES_FIELD_NUMBER: _ClassVar[int]
    seat: int
    position: int
    can: int
    qualifies: bool
    def __init__(self, seat: _Optional[int] = ..., position: _Optional[int] = ..., can: _Optional[int] = ..., qualifies: _Optional[bool] = ...) -> None: ...

class ZappZerappCansRevealed(_message.Message):
    __slots__ = ("round", "reveals", "move_order")
    ROUND_FIELD_NUMBER: _ClassVar[int]
    REVEALS_FIELD_NUMBER: _ClassVar[int]
    MOVE_ORDER_FIELD_NUMBER: _ClassVar[int]
    round: int
    reveals: _containers.RepeatedCompositeFieldContainer[ZappZerappReveal]
    move_order: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, round: _Optional[int] = ..., reveals: _Optional[_Iterable[_Union[ZappZerappReveal, _Mapping]]] = ..., move_order: _Optional[_Iterable[int]] = ...) -> None: ...

class ZappZerappMoveTurnStarted(_message.Message):
    __slots__ = ("seat", "steps")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    STEPS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    steps: int
    def __init__(self, seat: _Optional[int] = ..., steps: _Optional[int] = ...) -> None: ...

class ZappZerappApprenticeMoved(_message.Message):
    __slots__ = ("seat", "apprentice", "origin", "destination", "path", "steps", "forfeited", "reaches_city")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    APPRENTICE_FIELD_NUMBER: _ClassVar[int]
    ORIGIN_FIELD_NUMBER: _ClassVar[int]
    DESTINATION_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    STEPS_FIELD_NUMBER: _ClassVar[int]
    FORFEITED_FIELD_NUMBER: _ClassVar[int]
    REACHES_CITY_FIELD_NUMBER: _ClassVar[int]
    seat: int
    apprentice: ZappZerappApprenticeRef
    origin: ZappZerappLocation
    destination: ZappZerappLocation
    path: _containers.RepeatedScalarFieldContainer[int]
    steps: int
    forfeited: int
    reaches_city: bool
    def __init__(self, seat: _Optional[int] = ..., apprentice: _Optional[_Union[ZappZerappApprenticeRef, _Mapping]] = ..., origin: _Optional[_Union[ZappZerappLocation, _Mapping]] = ..., destination: _Optional[_Union[ZappZerappLocation, _Mapping]] = ..., path: _Optional[_Iterable[int]] = ..., steps: _Optional[int] = ..., forfeited: _Optional[int] = ..., reaches_city: _Optional[bool] = ...) -> None: ...

class ZappZerappApprenticeBanished(_message.Message):
    __slots__ = ("apprentice", "space", "by_seat")
    APPRENTICE_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    BY_SEAT_FIELD_NUMBER: _ClassVar[int]
    apprentice: ZappZerappApprenticeRef
    space: int
    by_seat: int
    def __init__(self, apprentice: _Optional[_Union[ZappZerappApprenticeRef, _Mapping]] = ..., space: _Optional[int] = ..., by_seat: _Optional[int] = ...) -> None: ...

class ZappZerappApprenticeCarried(_message.Message):
    __slots__ = ("apprentice", "carrier", "picked_up_at", "set_down_at")
    APPRENTICE_FIELD_NUMBER: _ClassVar[int]
    CARRIER_FIELD_NUMBER: _ClassVar[int]
    PICKED_UP_AT_FIELD_NUMBER: _ClassVar[int]
    SET_DOWN_AT_FIELD_NUMBER: _ClassVar[int]
    apprentice: ZappZerappApprenticeRef
    carrier: ZappZerappApprenticeRef
    picked_up_at: int
    set_down_at: int
    def __init__(self, apprentice: _Optional[_Union[ZappZerappApprenticeRef, _Mapping]] = ..., carrier: _Optional[_Union[ZappZerappApprenticeRef, _Mapping]] = ..., picked_up_at: _Optional[int] = ..., set_down_at: _Optional[int] = ...) -> None: ...

class ZappZerappApprenticeArrived(_message.Message):
    __slots__ = ("apprentice", "carried", "home")
    APPRENTICE_FIELD_NUMBER: _ClassVar[int]
    CARRIED_FIELD_NUMBER: _ClassVar[int]
    HOME_FIELD_NUMBER: _ClassVar[int]
    apprentice: ZappZerappApprenticeRef
    carried: bool
    home: int
    def __init__(self, apprentice: _Optional[_Union[ZappZerappApprenticeRef, _Mapping]] = ..., carried: _Optional[bool] = ..., home: _Optional[int] = ...) -> None: ...

class ZappZerappMoveSkipped(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class ZappZerappGameWon(_message.Message):
    __slots__ = ("seat", "colour", "round")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    seat: int
    colour: ZappZerappColour
    round: int
    def __init__(self, seat: _Optional[int] = ..., colour: _Optional[_Union[ZappZerappColour, str]] = ..., round: _Optional[int] = ...) -> None: ...

class ZappZerappSeatView(_message.Message):
    __slots__ = ("seat", "colour", "held", "committed", "committed_position", "shakes", "sitting_out", "home")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    HELD_FIELD_NUMBER: _ClassVar[int]
    COMMITTED_FIELD_NUMBER: _ClassVar[int]
    COMMITTED_POSITION_FIELD_NUMBER: _ClassVar[int]
    SHAKES_FIELD_NUMBER: _ClassVar[int]
    SITTING_OUT_FIELD_NUMBER: _ClassVar[int]
    HOME_FIELD_NUMBER: _ClassVar[int]
    seat: int
    colour: ZappZerappColour
    held: _containers.RepeatedScalarFieldContainer[int]
    committed: bool
    committed_position: int
    shakes: int
    sitting_out: bool
    home: int
    def __init__(self, seat: _Optional[int] = ..., colour: _Optional[_Union[ZappZerappColour, str]] = ..., held: _Optional[_Iterable[int]] = ..., committed: _Optional[bool] = ..., committed_position: _Optional[int] = ..., shakes: _Optional[int] = ..., sitting_out: _Optional[bool] = ..., home: _Optional[int] = ...) -> None: ...

class ZappZerappPositionView(_message.Message):
    __slots__ = ("position", "state", "seat")
    POSITION_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    position: int
    state: ZappZerappCanState
    seat: int
    def __init__(self, position: _Optional[int] = ..., state: _Optional[_Union[ZappZerappCanState, str]] = ..., seat: _Optional[int] = ...) -> None: ...

class ZappZerappApprenticeView(_message.Message):
    __slots__ = ("apprentice", "location", "arrival")
    APPRENTICE_FIELD_NUMBER: _ClassVar[int]
    LOCATION_FIELD_NUMBER: _ClassVar[int]
    ARRIVAL_FIELD_NUMBER: _ClassVar[int]
    apprentice: ZappZerappApprenticeRef
    location: ZappZerappLocation
    arrival: int
    def __init__(self, apprentice: _Optional[_Union[ZappZerappApprenticeRef, _Mapping]] = ..., location: _Optional[_Union[ZappZerappLocation, _Mapping]] = ..., arrival: _Optional[int] = ...) -> None: ...

class ZappZerappOwnSample(_message.Message):
    __slots__ = ("position", "shake", "sample")
    POSITION_FIELD_NUMBER: _ClassVar[int]
    SHAKE_FIELD_NUMBER: _ClassVar[int]
    SAMPLE_FIELD_NUMBER: _ClassVar[int]
    position: int
    shake: int
    sample: ZappZerappRattle
    def __init__(self, position: _Optional[int] = ..., shake: _Optional[int] = ..., sample: _Optional[_Union[ZappZerappRattle, _Mapping]] = ...) -> None: ...

class ZappZerappView(_message.Message):
    __slots__ = ("viewer", "phase", "round", "dice", "magic_number", "awaiting", "carry_variant", "can_phase_seconds", "deadline_key", "seats", "positions", "apprentices", "own_samples", "move_order", "current_mover", "steps", "reveals", "winner")
    VIEWER_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    DICE_FIELD_NUMBER: _ClassVar[int]
    MAGIC_NUMBER_FIELD_NUMBER: _ClassVar[int]
    AWAITING_FIELD_NUMBER: _ClassVar[int]
    CARRY_VARIANT_FIELD_NUMBER: _ClassVar[int]
    CAN_PHASE_SECONDS_FIELD_NUMBER: _ClassVar[int]
    DEADLINE_KEY_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    POSITIONS_FIELD_NUMBER: _ClassVar[int]
    APPRENTICES_FIELD_NUMBER: _ClassVar[int]
    OWN_SAMPLES_FIELD_NUMBER: _ClassVar[int]
    MOVE_ORDER_FIELD_NUMBER: _ClassVar[int]
    CURRENT_MOVER_FIELD_NUMBER: _ClassVar[int]
    STEPS_FIELD_NUMBER: _ClassVar[int]
    REVEALS_FIELD_NUMBER: _ClassVar[int]
    WINNER_FIELD_NUMBER: _ClassVar[int]
    viewer: int
    phase: ZappZerappPhase
    round: int
    dice: _containers.RepeatedScalarFieldContainer[int]
    magic_number: int
    awaiting: _containers.RepeatedScalarFieldContainer[int]
    carry_variant: bool
    can_phase_seconds: int
    deadline_key: str
    seats: _containers.RepeatedCompositeFieldContainer[ZappZerappSeatView]
    positions: _containers.RepeatedCompositeFieldContainer[ZappZerappPositionView]
    apprentices: _containers.RepeatedCompositeFieldContainer[ZappZerappApprenticeView]
    own_samples: _containers.RepeatedCompositeFieldContainer[ZappZerappOwnSample]
    move_order: _containers.RepeatedScalarFieldContainer[int]
    current_mover: int
    steps: int
    reveals: _containers.RepeatedCompositeFieldContainer[ZappZerappReveal]
    winner: int
    def __init__(self, viewer: _Optional[int] = ..., phase: _Optional[_Union[ZappZerappPhase, str]] = ..., round: _Optional[int] = ..., dice: _Optional[_Iterable[int]] = ..., magic_number: _Optional[int] = ..., awaiting: _Optional[_Iterable[int]] = ..., carry_variant: _Optional[bool] = ..., can_phase_seconds: _Optional[int] = ..., deadline_key: _Optional[str] = ..., seats: _Optional[_Iterable[_Union[ZappZerappSeatView, _Mapping]]] = ..., positions: _Optional[_Iterable[_Union[ZappZerappPositionView, _Mapping]]] = ..., apprentices: _Optional[_Iterable[_Union[ZappZerappApprenticeView, _Mapping]]] = ..., own_samples: _Optional[_Iterable[_Union[ZappZerappOwnSample, _Mapping]]] = ..., move_order: _Optional[_Iterable[int]] = ..., current_mover: _Optional[int] = ..., steps: _Optional[int] = ..., reveals: _Optional[_Iterable[_Union[ZappZerappReveal, _Mapping]]] = ..., winner: _Optional[int] = ...) -> None: ...
