from google.protobuf import any_pb2 as _any_pb2
from ludus.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class FireTimerRequest(_message.Message):
    __slots__ = ("match_id", "key")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    KEY_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    key: str
    def __init__(self, match_id: _Optional[str] = ..., key: _Optional[str] = ...) -> None: ...

class FireTimerReply(_message.Message):
    __slots__ = ("fired", "reason")
    FIRED_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    fired: bool
    reason: str
    def __init__(self, fired: _Optional[bool] = ..., reason: _Optional[str] = ...) -> None: ...

class ReclaimSeatRequest(_message.Message):
    __slots__ = ("match_id", "seat")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    seat: int
    def __init__(self, match_id: _Optional[str] = ..., seat: _Optional[int] = ...) -> None: ...

class Viewer(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class DescribeRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class CreateMatchRequest(_message.Message):
    __slots__ = ("options", "seats", "clock")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    CLOCK_FIELD_NUMBER: _ClassVar[int]
    options: _any_pb2.Any
    seats: _containers.RepeatedCompositeFieldContainer[_common_pb2.SeatSpec]
    clock: _common_pb2.ClockOptions
    def __init__(self, options: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., seats: _Optional[_Iterable[_Union[_common_pb2.SeatSpec, _Mapping]]] = ..., clock: _Optional[_Union[_common_pb2.ClockOptions, _Mapping]] = ...) -> None: ...

class MatchRequest(_message.Message):
    __slots__ = ("match_id",)
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    def __init__(self, match_id: _Optional[str] = ...) -> None: ...

class MatchReply(_message.Message):
    __slots__ = ("match",)
    MATCH_FIELD_NUMBER: _ClassVar[int]
    match: _common_pb2.MatchInfo
    def __init__(self, match: _Optional[_Union[_common_pb2.MatchInfo, _Mapping]] = ...) -> None: ...

class ListMatchesRequest(_message.Message):
    __slots__ = ("status", "limit")
    STATUS_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    status: _common_pb2.MatchStatus
    limit: int
    def __init__(self, status: _Optional[_Union[_common_pb2.MatchStatus, str]] = ..., limit: _Optional[int] = ...) -> None: ...

class ListMatchesReply(_message.Message):
    __slots__ = ("matches",)
    MATCHES_FIELD_NUMBER: _ClassVar[int]
    matches: _containers.RepeatedCompositeFieldContainer[_common_pb2.MatchInfo]
    def __init__(self, matches: _Optional[_Iterable[_Union[_common_pb2.MatchInfo, _Mapping]]] = ...) -> None: ...

class ClaimSeatRequest(_message.Message):
    __slots__ = ("match_id", "seat", "name")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    seat: int
    name: str
    def __init__(self, match_id: _Optional[str] = ..., seat: _Optional[int] = ..., name: _Optional[str] = ...) -> None: ...

class ClaimSeatReply(_message.Message):
    __slots__ = ("seat", "match")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MATCH_FIELD_NUMBER: _ClassVar[int]
    seat: int
    match: _common_pb2.MatchInfo
    def __init__(self, seat: _Optional[int] = ..., match: _Optional[_Union[_common_pb2.MatchInfo, _Mapping]] = ...) -> None: ...

class SubmitRequest(_message.Message):
    __slots__ = ("match_id", "seat", "command", "expected_version", "command_id")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    COMMAND_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    COMMAND_ID_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    seat: int
    command: _any_pb2.Any
    expected_version: int
    command_id: str
    def __init__(self, match_id: _Optional[str] = ..., seat: _Optional[int] = ..., command: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., expected_version: _Optional[int] = ..., command_id: _Optional[str] = ...) -> None: ...

class SubmitReply(_message.Message):
    __slots__ = ("version", "events", "duplicate", "status", "awaiting")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    DUPLICATE_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    AWAITING_FIELD_NUMBER: _ClassVar[int]
    version: int
    events: _containers.RepeatedCompositeFieldContainer[_common_pb2.MatchEvent]
    duplicate: bool
    status: _common_pb2.MatchStatus
    awaiting: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, version: _Optional[int] = ..., events: _Optional[_Iterable[_Union[_common_pb2.MatchEvent, _Mapping]]] = ..., duplicate: _Optional[bool] = ..., status: _Optional[_Union[_common_pb2.MatchStatus, str]] = ..., awaiting: _Optional[_Iterable[int]] = ...) -> None: ...

class ViewRequest(_message.Message):
    __slots__ = ("match_id", "viewer", "at_version")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    VIEWER_FIELD_NUMBER: _ClassVar[int]
    AT_VERSION_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    viewer: Viewer
    at_version: int
    def __init__(self, match_id: _Optional[str] = ..., viewer: _Optional[_Union[Viewer, _Mapping]] = ..., at_version: _Optional[int] = ...) -> None: ...

class ViewReply(_message.Message):
    __slots__ = ("match", "view", "version")
    MATCH_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    match: _common_pb2.MatchInfo
    view: _any_pb2.Any
    version: int
    def __init__(self, match: _Optional[_Union[_common_pb2.MatchInfo, _Mapping]] = ..., view: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., version: _Optional[int] = ...) -> None: ...

class LegalCommandsRequest(_message.Message):
    __slots__ = ("match_id", "seat", "offset", "limit")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    OFFSET_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    seat: int
    offset: int
    limit: int
    def __init__(self, match_id: _Optional[str] = ..., seat: _Optional[int] = ..., offset: _Optional[int] = ..., limit: _Optional[int] = ...) -> None: ...

class LegalCommandsReply(_message.Message):
    __slots__ = ("version", "commands", "total", "not_before_ms")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    COMMANDS_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    NOT_BEFORE_MS_FIELD_NUMBER: _ClassVar[int]
    version: int
    commands: _containers.RepeatedCompositeFieldContainer[_any_pb2.Any]
    total: int
    not_before_ms: int
    def __init__(self, version: _Optional[int] = ..., commands: _Optional[_Iterable[_Union[_any_pb2.Any, _Mapping]]] = ..., total: _Optional[int] = ..., not_before_ms: _Optional[int] = ...) -> None: ...

class WatchRequest(_message.Message):
    __slots__ = ("match_id", "viewer", "from_version")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    VIEWER_FIELD_NUMBER: _ClassVar[int]
    FROM_VERSION_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    viewer: Viewer
    from_version: int
    def __init__(self, match_id: _Optional[str] = ..., viewer: _Optional[_Union[Viewer, _Mapping]] = ..., from_version: _Optional[int] = ...) -> None: ...

class HistoryRequest(_message.Message):
    __slots__ = ("match_id", "viewer", "to_version")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    VIEWER_FIELD_NUMBER: _ClassVar[int]
    TO_VERSION_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    viewer: Viewer
    to_version: int
    def __init__(self, match_id: _Optional[str] = ..., viewer: _Optional[_Union[Viewer, _Mapping]] = ..., to_version: _Optional[int] = ...) -> None: ...

class HistoryReply(_message.Message):
    __slots__ = ("match", "events", "view", "version")
    MATCH_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    match: _common_pb2.MatchInfo
    events: _containers.RepeatedCompositeFieldContainer[_common_pb2.MatchEvent]
    view: _any_pb2.Any
    version: int
    def __init__(self, match: _Optional[_Union[_common_pb2.MatchInfo, _Mapping]] = ..., events: _Optional[_Iterable[_Union[_common_pb2.MatchEvent, _Mapping]]] = ..., view: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., version: _Optional[int] = ...) -> None: ...
