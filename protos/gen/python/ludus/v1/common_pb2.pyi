import datetime

from google.protobuf import any_pb2 as _any_pb2
from google.protobuf import timestamp_pb2 as _timestamp_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class SeatKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SEAT_KIND_UNSPECIFIED: _ClassVar[SeatKind]
    SEAT_KIND_HUMAN: _ClassVar[SeatKind]
    SEAT_KIND_OPEN: _ClassVar[SeatKind]
    SEAT_KIND_BOT: _ClassVar[SeatKind]

class TimeoutAction(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TIMEOUT_ACTION_UNSPECIFIED: _ClassVar[TimeoutAction]
    TIMEOUT_ACTION_TAKEOVER: _ClassVar[TimeoutAction]
    TIMEOUT_ACTION_SKIP: _ClassVar[TimeoutAction]

class Visibility(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    VISIBILITY_UNSPECIFIED: _ClassVar[Visibility]
    VISIBILITY_PUBLIC: _ClassVar[Visibility]
    VISIBILITY_PRIVATE: _ClassVar[Visibility]

class MatchStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MATCH_STATUS_UNSPECIFIED: _ClassVar[MatchStatus]
    MATCH_STATUS_WAITING: _ClassVar[MatchStatus]
    MATCH_STATUS_ACTIVE: _ClassVar[MatchStatus]
    MATCH_STATUS_FINISHED: _ClassVar[MatchStatus]

class EndReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    END_REASON_UNSPECIFIED: _ClassVar[EndReason]
    END_REASON_WAITING_EXPIRED: _ClassVar[EndReason]
    END_REASON_ABANDONED: _ClassVar[EndReason]

class SpectatorPolicy(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SPECTATOR_POLICY_UNSPECIFIED: _ClassVar[SpectatorPolicy]
    SPECTATOR_POLICY_ALLOWED: _ClassVar[SpectatorPolicy]
    SPECTATOR_POLICY_INVITE_ONLY: _ClassVar[SpectatorPolicy]
    SPECTATOR_POLICY_NONE: _ClassVar[SpectatorPolicy]
SEAT_KIND_UNSPECIFIED: SeatKind
SEAT_KIND_HUMAN: SeatKind
SEAT_KIND_OPEN: SeatKind
SEAT_KIND_BOT: SeatKind
TIMEOUT_ACTION_UNSPECIFIED: TimeoutAction
TIMEOUT_ACTION_TAKEOVER: TimeoutAction
TIMEOUT_ACTION_SKIP: TimeoutAction
VISIBILITY_UNSPECIFIED: Visibility
VISIBILITY_PUBLIC: Visibility
VISIBILITY_PRIVATE: Visibility
MATCH_STATUS_UNSPECIFIED: MatchStatus
MATCH_STATUS_WAITING: MatchStatus
MATCH_STATUS_ACTIVE: MatchStatus
MATCH_STATUS_FINISHED: MatchStatus
END_REASON_UNSPECIFIED: EndReason
END_REASON_WAITING_EXPIRED: EndReason
END_REASON_ABANDONED: EndReason
SPECTATOR_POLICY_UNSPECIFIED: SpectatorPolicy
SPECTATOR_POLICY_ALLOWED: SpectatorPolicy
SPECTATOR_POLICY_INVITE_ONLY: SpectatorPolicy
SPECTATOR_POLICY_NONE: SpectatorPolicy

class SeatSpec(_message.Message):
    __slots__ = ("kind", "bot_level", "name", "invite")
    KIND_FIELD_NUMBER: _ClassVar[int]
    BOT_LEVEL_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    INVITE_FIELD_NUMBER: _ClassVar[int]
    kind: SeatKind
    bot_level: str
    name: str
    invite: str
    def __init__(self, kind: _Optional[_Union[SeatKind, str]] = ..., bot_level: _Optional[str] = ..., name: _Optional[str] = ..., invite: _Optional[str] = ...) -> None: ...

class ClockOptions(_message.Message):
    __slots__ = ("initial_seconds", "increment_seconds", "max_seconds", "on_timeout", "takeover_level")
    INITIAL_SECONDS_FIELD_NUMBER: _ClassVar[int]
    INCREMENT_SECONDS_FIELD_NUMBER: _ClassVar[int]
    MAX_SECONDS_FIELD_NUMBER: _ClassVar[int]
    ON_TIMEOUT_FIELD_NUMBER: _ClassVar[int]
    TAKEOVER_LEVEL_FIELD_NUMBER: _ClassVar[int]
    initial_seconds: int
    increment_seconds: int
    max_seconds: int
    on_timeout: TimeoutAction
    takeover_level: str
    def __init__(self, initial_seconds: _Optional[int] = ..., increment_seconds: _Optional[int] = ..., max_seconds: _Optional[int] = ..., on_timeout: _Optional[_Union[TimeoutAction, str]] = ..., takeover_level: _Optional[str] = ...) -> None: ...

class SeatClock(_message.Message):
    __slots__ = ("seat", "bank_ms", "deadline")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    BANK_MS_FIELD_NUMBER: _ClassVar[int]
    DEADLINE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    bank_ms: int
    deadline: _timestamp_pb2.Timestamp
    def __init__(self, seat: _Optional[int] = ..., bank_ms: _Optional[int] = ..., deadline: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class SeatInfo(_message.Message):
    __slots__ = ("seat", "kind", "bot_level", "name", "occupied", "absent", "connected")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    BOT_LEVEL_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    OCCUPIED_FIELD_NUMBER: _ClassVar[int]
    ABSENT_FIELD_NUMBER: _ClassVar[int]
    CONNECTED_FIELD_NUMBER: _ClassVar[int]
    seat: int
    kind: SeatKind
    bot_level: str
    name: str
    occupied: bool
    absent: bool
    connected: bool
    def __init__(self, seat: _Optional[int] = ..., kind: _Optional[_Union[SeatKind, str]] = ..., bot_level: _Optional[str] = ..., name: _Optional[str] = ..., occupied: _Optional[bool] = ..., absent: _Optional[bool] = ..., connected: _Optional[bool] = ...) -> None: ...

class MatchInfo(_message.Message):
    __slots__ = ("match_id", "game", "version", "status", "seats", "awaiting", "seed_commitment", "result", "created_at", "options", "clock", "clocks", "deadlines", "visibility", "rematch_of", "spectators", "watchers", "anonymous_watchers", "rated")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    AWAITING_FIELD_NUMBER: _ClassVar[int]
    SEED_COMMITMENT_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    CLOCK_FIELD_NUMBER: _ClassVar[int]
    CLOCKS_FIELD_NUMBER: _ClassVar[int]
    DEADLINES_FIELD_NUMBER: _ClassVar[int]
    VISIBILITY_FIELD_NUMBER: _ClassVar[int]
    REMATCH_OF_FIELD_NUMBER: _ClassVar[int]
    SPECTATORS_FIELD_NUMBER: _ClassVar[int]
    WATCHERS_FIELD_NUMBER: _ClassVar[int]
    ANONYMOUS_WATCHERS_FIELD_NUMBER: _ClassVar[int]
    RATED_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    game: str
    version: int
    status: MatchStatus
    seats: _containers.RepeatedCompositeFieldContainer[SeatInfo]
    awaiting: _containers.RepeatedScalarFieldContainer[int]
    seed_commitment: str
    result: MatchResult
    created_at: _timestamp_pb2.Timestamp
    options: _any_pb2.Any
    clock: ClockOptions
    clocks: _containers.RepeatedCompositeFieldContainer[SeatClock]
    deadlines: _containers.RepeatedCompositeFieldContainer[GameDeadline]
    visibility: Visibility
    rematch_of: str
    spectators: SpectatorPolicy
    watchers: _containers.RepeatedScalarFieldContainer[str]
    anonymous_watchers: int
    rated: bool
    def __init__(self, match_id: _Optional[str] = ..., game: _Optional[str] = ..., version: _Optional[int] = ..., status: _Optional[_Union[MatchStatus, str]] = ..., seats: _Optional[_Iterable[_Union[SeatInfo, _Mapping]]] = ..., awaiting: _Optional[_Iterable[int]] = ..., seed_commitment: _Optional[str] = ..., result: _Optional[_Union[MatchResult, _Mapping]] = ..., created_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., options: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., clock: _Optional[_Union[ClockOptions, _Mapping]] = ..., clocks: _Optional[_Iterable[_Union[SeatClock, _Mapping]]] = ..., deadlines: _Optional[_Iterable[_Union[GameDeadline, _Mapping]]] = ..., visibility: _Optional[_Union[Visibility, str]] = ..., rematch_of: _Optional[str] = ..., spectators: _Optional[_Union[SpectatorPolicy, str]] = ..., watchers: _Optional[_Iterable[str]] = ..., anonymous_watchers: _Optional[int] = ..., rated: _Optional[bool] = ...) -> None: ...

class GameDeadline(_message.Message):
    __slots__ = ("key", "due")
    KEY_FIELD_NUMBER: _ClassVar[int]
    DUE_FIELD_NUMBER: _ClassVar[int]
    key: str
    due: _timestamp_pb2.Timestamp
    def __init__(self, key: _Optional[str] = ..., due: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class MatchResult(_message.Message):
    __slots__ = ("winners", "scores", "details")
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    DETAILS_FIELD_NUMBER: _ClassVar[int]
    winners: _containers.RepeatedScalarFieldContainer[int]
    scores: _containers.RepeatedCompositeFieldContainer[SeatScore]
    details: _any_pb2.Any
    def __init__(self, winners: _Optional[_Iterable[int]] = ..., scores: _Optional[_Iterable[_Union[SeatScore, _Mapping]]] = ..., details: _Optional[_Union[_any_pb2.Any, _Mapping]] = ...) -> None: ...

class SeatScore(_message.Message):
    __slots__ = ("seat", "score", "rank")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    RANK_FIELD_NUMBER: _ClassVar[int]
    seat: int
    score: int
    rank: int
    def __init__(self, seat: _Optional[int] = ..., score: _Optional[int] = ..., rank: _Optional[int] = ...) -> None: ...

class MatchEvent(_message.Message):
    __slots__ = ("match_id", "version", "time", "seat", "command_id", "event", "awaiting", "status", "legal", "view", "match")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    TIME_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    COMMAND_ID_FIELD_NUMBER: _ClassVar[int]
    EVENT_FIELD_NUMBER: _ClassVar[int]
    AWAITING_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    LEGAL_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    MATCH_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    version: int
    time: _timestamp_pb2.Timestamp
    seat: int
    command_id: str
    event: _any_pb2.Any
    awaiting: _containers.RepeatedScalarFieldContainer[int]
    status: MatchStatus
    legal: LegalCommands
    view: _any_pb2.Any
    match: MatchInfo
    def __init__(self, match_id: _Optional[str] = ..., version: _Optional[int] = ..., time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., seat: _Optional[int] = ..., command_id: _Optional[str] = ..., event: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., awaiting: _Optional[_Iterable[int]] = ..., status: _Optional[_Union[MatchStatus, str]] = ..., legal: _Optional[_Union[LegalCommands, _Mapping]] = ..., view: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., match: _Optional[_Union[MatchInfo, _Mapping]] = ...) -> None: ...

class LegalCommands(_message.Message):
    __slots__ = ("commands", "total", "truncated", "not_before_ms", "version")
    COMMANDS_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    TRUNCATED_FIELD_NUMBER: _ClassVar[int]
    NOT_BEFORE_MS_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    commands: _containers.RepeatedCompositeFieldContainer[_any_pb2.Any]
    total: int
    truncated: bool
    not_before_ms: int
    version: int
    def __init__(self, commands: _Optional[_Iterable[_Union[_any_pb2.Any, _Mapping]]] = ..., total: _Optional[int] = ..., truncated: _Optional[bool] = ..., not_before_ms: _Optional[int] = ..., version: _Optional[int] = ...) -> None: ...

class MatchCreated(_message.Message):
    __slots__ = ("game", "options", "seats", "seed_commitment", "clock", "rematch_of", "spectators", "rated", "players")
    GAME_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    SEED_COMMITMENT_FIELD_NUMBER: _ClassVar[int]
    CLOCK_FIELD_NUMBER: _ClassVar[int]
    REMATCH_OF_FIELD_NUMBER: _ClassVar[int]
    SPECTATORS_FIELD_NUMBER: _ClassVar[int]
    RATED_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    game: str
    options: _any_pb2.Any
    seats: _containers.RepeatedCompositeFieldContainer[SeatSpec]
    seed_commitment: str
    clock: ClockOptions
    rematch_of: str
    spectators: SpectatorPolicy
    rated: bool
    players: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, game: _Optional[str] = ..., options: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., seats: _Optional[_Iterable[_Union[SeatSpec, _Mapping]]] = ..., seed_commitment: _Optional[str] = ..., clock: _Optional[_Union[ClockOptions, _Mapping]] = ..., rematch_of: _Optional[str] = ..., spectators: _Optional[_Union[SpectatorPolicy, str]] = ..., rated: _Optional[bool] = ..., players: _Optional[_Iterable[str]] = ...) -> None: ...

class TimerFired(_message.Message):
    __slots__ = ("key",)
    KEY_FIELD_NUMBER: _ClassVar[int]
    key: str
    def __init__(self, key: _Optional[str] = ...) -> None: ...

class TimedOut(_message.Message):
    __slots__ = ("seat", "action")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    seat: int
    action: TimeoutAction
    def __init__(self, seat: _Optional[int] = ..., action: _Optional[_Union[TimeoutAction, str]] = ...) -> None: ...

class SeatReclaimed(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class SeatClaimed(_message.Message):
    __slots__ = ("seat", "name", "match_started", "player")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    MATCH_STARTED_FIELD_NUMBER: _ClassVar[int]
    PLAYER_FIELD_NUMBER: _ClassVar[int]
    seat: int
    name: str
    match_started: bool
    player: str
    def __init__(self, seat: _Optional[int] = ..., name: _Optional[str] = ..., match_started: _Optional[bool] = ..., player: _Optional[str] = ...) -> None: ...

class MatchEnded(_message.Message):
    __slots__ = ("result", "seed", "reason")
    RESULT_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    result: MatchResult
    seed: bytes
    reason: EndReason
    def __init__(self, result: _Optional[_Union[MatchResult, _Mapping]] = ..., seed: _Optional[bytes] = ..., reason: _Optional[_Union[EndReason, str]] = ...) -> None: ...

class GameInfo(_message.Message):
    __slots__ = ("name", "title", "min_seats", "max_seats", "bot_levels", "command_type", "event_type", "view_type", "options_type", "static_data", "result_details_type")
    NAME_FIELD_NUMBER: _ClassVar[int]
    TITLE_FIELD_NUMBER: _ClassVar[int]
    MIN_SEATS_FIELD_NUMBER: _ClassVar[int]
    MAX_SEATS_FIELD_NUMBER: _ClassVar[int]
    BOT_LEVELS_FIELD_NUMBER: _ClassVar[int]
    COMMAND_TYPE_FIELD_NUMBER: _ClassVar[int]
    EVENT_TYPE_FIELD_NUMBER: _ClassVar[int]
    VIEW_TYPE_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_TYPE_FIELD_NUMBER: _ClassVar[int]
    STATIC_DATA_FIELD_NUMBER: _ClassVar[int]
    RESULT_DETAILS_TYPE_FIELD_NUMBER: _ClassVar[int]
    name: str
    title: str
    min_seats: int
    max_seats: int
    bot_levels: _containers.RepeatedScalarFieldContainer[str]
    command_type: str
    event_type: str
    view_type: str
    options_type: str
    static_data: _any_pb2.Any
    result_details_type: str
    def __init__(self, name: _Optional[str] = ..., title: _Optional[str] = ..., min_seats: _Optional[int] = ..., max_seats: _Optional[int] = ..., bot_levels: _Optional[_Iterable[str]] = ..., command_type: _Optional[str] = ..., event_type: _Optional[str] = ..., view_type: _Optional[str] = ..., options_type: _Optional[str] = ..., static_data: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., result_details_type: _Optional[str] = ...) -> None: ...

class AuditReport(_message.Message):
    __slots__ = ("match_id", "ok", "first_bad_version", "reason", "events_checked", "commands_replayed", "finished", "version", "audited_at")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    OK_FIELD_NUMBER: _ClassVar[int]
    FIRST_BAD_VERSION_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    EVENTS_CHECKED_FIELD_NUMBER: _ClassVar[int]
    COMMANDS_REPLAYED_FIELD_NUMBER: _ClassVar[int]
    FINISHED_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    AUDITED_AT_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    ok: bool
    first_bad_version: int
    reason: str
    events_checked: int
    commands_replayed: int
    finished: bool
    version: int
    audited_at: _timestamp_pb2.Timestamp
    def __init__(self, match_id: _Optional[str] = ..., ok: _Optional[bool] = ..., first_bad_version: _Optional[int] = ..., reason: _Optional[str] = ..., events_checked: _Optional[int] = ..., commands_replayed: _Optional[int] = ..., finished: _Optional[bool] = ..., version: _Optional[int] = ..., audited_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...
