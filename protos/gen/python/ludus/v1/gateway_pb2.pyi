import datetime

from google.protobuf import any_pb2 as _any_pb2
from google.protobuf import timestamp_pb2 as _timestamp_pb2
from ludus.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ChatChannel(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CHAT_CHANNEL_UNSPECIFIED: _ClassVar[ChatChannel]
    CHAT_CHANNEL_PLAYERS: _ClassVar[ChatChannel]
    CHAT_CHANNEL_SPECTATORS: _ClassVar[ChatChannel]
CHAT_CHANNEL_UNSPECIFIED: ChatChannel
CHAT_CHANNEL_PLAYERS: ChatChannel
CHAT_CHANNEL_SPECTATORS: ChatChannel

class ListGamesRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ListGamesResponse(_message.Message):
    __slots__ = ("games",)
    GAMES_FIELD_NUMBER: _ClassVar[int]
    games: _containers.RepeatedCompositeFieldContainer[_common_pb2.GameInfo]
    def __init__(self, games: _Optional[_Iterable[_Union[_common_pb2.GameInfo, _Mapping]]] = ...) -> None: ...

class CreateMatchRequest(_message.Message):
    __slots__ = ("game", "options", "seats", "clock", "visibility", "spectators", "rated")
    GAME_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    CLOCK_FIELD_NUMBER: _ClassVar[int]
    VISIBILITY_FIELD_NUMBER: _ClassVar[int]
    SPECTATORS_FIELD_NUMBER: _ClassVar[int]
    RATED_FIELD_NUMBER: _ClassVar[int]
    game: str
    options: _any_pb2.Any
    seats: _containers.RepeatedCompositeFieldContainer[_common_pb2.SeatSpec]
    clock: _common_pb2.ClockOptions
    visibility: _common_pb2.Visibility
    spectators: _common_pb2.SpectatorPolicy
    rated: bool
    def __init__(self, game: _Optional[str] = ..., options: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., seats: _Optional[_Iterable[_Union[_common_pb2.SeatSpec, _Mapping]]] = ..., clock: _Optional[_Union[_common_pb2.ClockOptions, _Mapping]] = ..., visibility: _Optional[_Union[_common_pb2.Visibility, str]] = ..., spectators: _Optional[_Union[_common_pb2.SpectatorPolicy, str]] = ..., rated: _Optional[bool] = ...) -> None: ...

class SeatToken(_message.Message):
    __slots__ = ("seat", "token")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    seat: int
    token: str
    def __init__(self, seat: _Optional[int] = ..., token: _Optional[str] = ...) -> None: ...

class CreateMatchResponse(_message.Message):
    __slots__ = ("match", "seat_tokens")
    MATCH_FIELD_NUMBER: _ClassVar[int]
    SEAT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    match: _common_pb2.MatchInfo
    seat_tokens: _containers.RepeatedCompositeFieldContainer[SeatToken]
    def __init__(self, match: _Optional[_Union[_common_pb2.MatchInfo, _Mapping]] = ..., seat_tokens: _Optional[_Iterable[_Union[SeatToken, _Mapping]]] = ...) -> None: ...

class JoinMatchRequest(_message.Message):
    __slots__ = ("match_id", "seat", "name", "invitation")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    INVITATION_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    seat: int
    name: str
    invitation: str
    def __init__(self, match_id: _Optional[str] = ..., seat: _Optional[int] = ..., name: _Optional[str] = ..., invitation: _Optional[str] = ...) -> None: ...

class JoinMatchResponse(_message.Message):
    __slots__ = ("seat_token", "match")
    SEAT_TOKEN_FIELD_NUMBER: _ClassVar[int]
    MATCH_FIELD_NUMBER: _ClassVar[int]
    seat_token: SeatToken
    match: _common_pb2.MatchInfo
    def __init__(self, seat_token: _Optional[_Union[SeatToken, _Mapping]] = ..., match: _Optional[_Union[_common_pb2.MatchInfo, _Mapping]] = ...) -> None: ...

class GetMatchRequest(_message.Message):
    __slots__ = ("match_id",)
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    def __init__(self, match_id: _Optional[str] = ...) -> None: ...

class GetMatchResponse(_message.Message):
    __slots__ = ("match",)
    MATCH_FIELD_NUMBER: _ClassVar[int]
    match: _common_pb2.MatchInfo
    def __init__(self, match: _Optional[_Union[_common_pb2.MatchInfo, _Mapping]] = ...) -> None: ...

class ListMatchesRequest(_message.Message):
    __slots__ = ("game", "status", "limit", "mine")
    GAME_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    MINE_FIELD_NUMBER: _ClassVar[int]
    game: str
    status: _common_pb2.MatchStatus
    limit: int
    mine: bool
    def __init__(self, game: _Optional[str] = ..., status: _Optional[_Union[_common_pb2.MatchStatus, str]] = ..., limit: _Optional[int] = ..., mine: _Optional[bool] = ...) -> None: ...

class ListMatchesResponse(_message.Message):
    __slots__ = ("matches",)
    MATCHES_FIELD_NUMBER: _ClassVar[int]
    matches: _containers.RepeatedCompositeFieldContainer[_common_pb2.MatchInfo]
    def __init__(self, matches: _Optional[_Iterable[_Union[_common_pb2.MatchInfo, _Mapping]]] = ...) -> None: ...

class SubmitCommandRequest(_message.Message):
    __slots__ = ("match_id", "token", "command", "expected_version", "command_id")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    COMMAND_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    COMMAND_ID_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    token: str
    command: _any_pb2.Any
    expected_version: int
    command_id: str
    def __init__(self, match_id: _Optional[str] = ..., token: _Optional[str] = ..., command: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., expected_version: _Optional[int] = ..., command_id: _Optional[str] = ...) -> None: ...

class SubmitCommandResponse(_message.Message):
    __slots__ = ("version", "events", "duplicate", "status", "awaiting", "legal")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    DUPLICATE_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    AWAITING_FIELD_NUMBER: _ClassVar[int]
    LEGAL_FIELD_NUMBER: _ClassVar[int]
    version: int
    events: _containers.RepeatedCompositeFieldContainer[_common_pb2.MatchEvent]
    duplicate: bool
    status: _common_pb2.MatchStatus
    awaiting: _containers.RepeatedScalarFieldContainer[int]
    legal: _common_pb2.LegalCommands
    def __init__(self, version: _Optional[int] = ..., events: _Optional[_Iterable[_Union[_common_pb2.MatchEvent, _Mapping]]] = ..., duplicate: _Optional[bool] = ..., status: _Optional[_Union[_common_pb2.MatchStatus, str]] = ..., awaiting: _Optional[_Iterable[int]] = ..., legal: _Optional[_Union[_common_pb2.LegalCommands, _Mapping]] = ...) -> None: ...

class GetViewRequest(_message.Message):
    __slots__ = ("match_id", "token")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    token: str
    def __init__(self, match_id: _Optional[str] = ..., token: _Optional[str] = ...) -> None: ...

class GetViewResponse(_message.Message):
    __slots__ = ("match", "view", "version")
    MATCH_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    match: _common_pb2.MatchInfo
    view: _any_pb2.Any
    version: int
    def __init__(self, match: _Optional[_Union[_common_pb2.MatchInfo, _Mapping]] = ..., view: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., version: _Optional[int] = ...) -> None: ...

class ListLegalCommandsRequest(_message.Message):
    __slots__ = ("match_id", "token", "offset", "limit")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    OFFSET_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    token: str
    offset: int
    limit: int
    def __init__(self, match_id: _Optional[str] = ..., token: _Optional[str] = ..., offset: _Optional[int] = ..., limit: _Optional[int] = ...) -> None: ...

class ListLegalCommandsResponse(_message.Message):
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

class CheckCommandsRequest(_message.Message):
    __slots__ = ("match_id", "token", "commands")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    COMMANDS_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    token: str
    commands: _containers.RepeatedCompositeFieldContainer[_any_pb2.Any]
    def __init__(self, match_id: _Optional[str] = ..., token: _Optional[str] = ..., commands: _Optional[_Iterable[_Union[_any_pb2.Any, _Mapping]]] = ...) -> None: ...

class CheckCommandsResponse(_message.Message):
    __slots__ = ("version", "checks")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    CHECKS_FIELD_NUMBER: _ClassVar[int]
    version: int
    checks: _containers.RepeatedCompositeFieldContainer[CommandCheck]
    def __init__(self, version: _Optional[int] = ..., checks: _Optional[_Iterable[_Union[CommandCheck, _Mapping]]] = ...) -> None: ...

class CommandCheck(_message.Message):
    __slots__ = ("allowed", "refusal")
    ALLOWED_FIELD_NUMBER: _ClassVar[int]
    REFUSAL_FIELD_NUMBER: _ClassVar[int]
    allowed: bool
    refusal: PlayError
    def __init__(self, allowed: _Optional[bool] = ..., refusal: _Optional[_Union[PlayError, _Mapping]] = ...) -> None: ...

class WatchMatchRequest(_message.Message):
    __slots__ = ("match_id", "token", "from_version", "enrich", "views")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    FROM_VERSION_FIELD_NUMBER: _ClassVar[int]
    ENRICH_FIELD_NUMBER: _ClassVar[int]
    VIEWS_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    token: str
    from_version: int
    enrich: bool
    views: bool
    def __init__(self, match_id: _Optional[str] = ..., token: _Optional[str] = ..., from_version: _Optional[int] = ..., enrich: _Optional[bool] = ..., views: _Optional[bool] = ...) -> None: ...

class GetHistoryRequest(_message.Message):
    __slots__ = ("match_id", "token", "to_version")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    TO_VERSION_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    token: str
    to_version: int
    def __init__(self, match_id: _Optional[str] = ..., token: _Optional[str] = ..., to_version: _Optional[int] = ...) -> None: ...

class GetHistoryResponse(_message.Message):
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

class ReclaimSeatRequest(_message.Message):
    __slots__ = ("match_id", "token")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    token: str
    def __init__(self, match_id: _Optional[str] = ..., token: _Optional[str] = ...) -> None: ...

class ReclaimSeatResponse(_message.Message):
    __slots__ = ("match",)
    MATCH_FIELD_NUMBER: _ClassVar[int]
    match: _common_pb2.MatchInfo
    def __init__(self, match: _Optional[_Union[_common_pb2.MatchInfo, _Mapping]] = ...) -> None: ...

class GetAuditRequest(_message.Message):
    __slots__ = ("match_id",)
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    def __init__(self, match_id: _Optional[str] = ...) -> None: ...

class GetAuditResponse(_message.Message):
    __slots__ = ("report",)
    REPORT_FIELD_NUMBER: _ClassVar[int]
    report: _common_pb2.AuditReport
    def __init__(self, report: _Optional[_Union[_common_pb2.AuditReport, _Mapping]] = ...) -> None: ...

class PlayRequest(_message.Message):
    __slots__ = ("match_id", "token", "from_version", "command", "batch")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    FROM_VERSION_FIELD_NUMBER: _ClassVar[int]
    COMMAND_FIELD_NUMBER: _ClassVar[int]
    BATCH_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    token: str
    from_version: int
    command: PlayCommand
    batch: bool
    def __init__(self, match_id: _Optional[str] = ..., token: _Optional[str] = ..., from_version: _Optional[int] = ..., command: _Optional[_Union[PlayCommand, _Mapping]] = ..., batch: _Optional[bool] = ...) -> None: ...

class PlayCommand(_message.Message):
    __slots__ = ("command_id", "expected_version", "command")
    COMMAND_ID_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    COMMAND_FIELD_NUMBER: _ClassVar[int]
    command_id: str
    expected_version: int
    command: _any_pb2.Any
    def __init__(self, command_id: _Optional[str] = ..., expected_version: _Optional[int] = ..., command: _Optional[_Union[_any_pb2.Any, _Mapping]] = ...) -> None: ...

class PlayResponse(_message.Message):
    __slots__ = ("event", "answer", "presence", "batch")
    EVENT_FIELD_NUMBER: _ClassVar[int]
    ANSWER_FIELD_NUMBER: _ClassVar[int]
    PRESENCE_FIELD_NUMBER: _ClassVar[int]
    BATCH_FIELD_NUMBER: _ClassVar[int]
    event: _common_pb2.MatchEvent
    answer: PlayAnswer
    presence: SeatPresence
    batch: PlayBatch
    def __init__(self, event: _Optional[_Union[_common_pb2.MatchEvent, _Mapping]] = ..., answer: _Optional[_Union[PlayAnswer, _Mapping]] = ..., presence: _Optional[_Union[SeatPresence, _Mapping]] = ..., batch: _Optional[_Union[PlayBatch, _Mapping]] = ...) -> None: ...

class PlayBatch(_message.Message):
    __slots__ = ("events", "answer")
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    ANSWER_FIELD_NUMBER: _ClassVar[int]
    events: _containers.RepeatedCompositeFieldContainer[_common_pb2.MatchEvent]
    answer: PlayAnswer
    def __init__(self, events: _Optional[_Iterable[_Union[_common_pb2.MatchEvent, _Mapping]]] = ..., answer: _Optional[_Union[PlayAnswer, _Mapping]] = ...) -> None: ...

class SeatPresence(_message.Message):
    __slots__ = ("seat", "connected")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CONNECTED_FIELD_NUMBER: _ClassVar[int]
    seat: int
    connected: bool
    def __init__(self, seat: _Optional[int] = ..., connected: _Optional[bool] = ...) -> None: ...

class PlayAnswer(_message.Message):
    __slots__ = ("command_id", "version", "duplicate", "error")
    COMMAND_ID_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    DUPLICATE_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    command_id: str
    version: int
    duplicate: bool
    error: PlayError
    def __init__(self, command_id: _Optional[str] = ..., version: _Optional[int] = ..., duplicate: _Optional[bool] = ..., error: _Optional[_Union[PlayError, _Mapping]] = ...) -> None: ...

class PlayError(_message.Message):
    __slots__ = ("code", "rule_code", "message")
    CODE_FIELD_NUMBER: _ClassVar[int]
    RULE_CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    code: str
    rule_code: str
    message: str
    def __init__(self, code: _Optional[str] = ..., rule_code: _Optional[str] = ..., message: _Optional[str] = ...) -> None: ...

class SendChatMessageRequest(_message.Message):
    __slots__ = ("match_id", "token", "channel", "text", "message_id")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    CHANNEL_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_ID_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    token: str
    channel: ChatChannel
    text: str
    message_id: str
    def __init__(self, match_id: _Optional[str] = ..., token: _Optional[str] = ..., channel: _Optional[_Union[ChatChannel, str]] = ..., text: _Optional[str] = ..., message_id: _Optional[str] = ...) -> None: ...

class SendChatMessageResponse(_message.Message):
    __slots__ = ("message", "duplicate")
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    DUPLICATE_FIELD_NUMBER: _ClassVar[int]
    message: ChatMessage
    duplicate: bool
    def __init__(self, message: _Optional[_Union[ChatMessage, _Mapping]] = ..., duplicate: _Optional[bool] = ...) -> None: ...

class ChatMessage(_message.Message):
    __slots__ = ("cursor", "channel", "author", "seat", "author_name", "text", "sent_at", "author_deleted")
    CURSOR_FIELD_NUMBER: _ClassVar[int]
    CHANNEL_FIELD_NUMBER: _ClassVar[int]
    AUTHOR_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    AUTHOR_NAME_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    SENT_AT_FIELD_NUMBER: _ClassVar[int]
    AUTHOR_DELETED_FIELD_NUMBER: _ClassVar[int]
    cursor: str
    channel: ChatChannel
    author: str
    seat: int
    author_name: str
    text: str
    sent_at: _timestamp_pb2.Timestamp
    author_deleted: bool
    def __init__(self, cursor: _Optional[str] = ..., channel: _Optional[_Union[ChatChannel, str]] = ..., author: _Optional[str] = ..., seat: _Optional[int] = ..., author_name: _Optional[str] = ..., text: _Optional[str] = ..., sent_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., author_deleted: _Optional[bool] = ...) -> None: ...

class ChatState(_message.Message):
    __slots__ = ("spectator_chat", "muted", "readable", "writable", "closed")
    SPECTATOR_CHAT_FIELD_NUMBER: _ClassVar[int]
    MUTED_FIELD_NUMBER: _ClassVar[int]
    READABLE_FIELD_NUMBER: _ClassVar[int]
    WRITABLE_FIELD_NUMBER: _ClassVar[int]
    CLOSED_FIELD_NUMBER: _ClassVar[int]
    spectator_chat: bool
    muted: _containers.RepeatedScalarFieldContainer[str]
    readable: _containers.RepeatedScalarFieldContainer[ChatChannel]
    writable: _containers.RepeatedScalarFieldContainer[ChatChannel]
    closed: bool
    def __init__(self, spectator_chat: _Optional[bool] = ..., muted: _Optional[_Iterable[str]] = ..., readable: _Optional[_Iterable[_Union[ChatChannel, str]]] = ..., writable: _Optional[_Iterable[_Union[ChatChannel, str]]] = ..., closed: _Optional[bool] = ...) -> None: ...

class ChatUpdate(_message.Message):
    __slots__ = ("message", "state")
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    message: ChatMessage
    state: ChatState
    def __init__(self, message: _Optional[_Union[ChatMessage, _Mapping]] = ..., state: _Optional[_Union[ChatState, _Mapping]] = ...) -> None: ...

class WatchChatRequest(_message.Message):
    __slots__ = ("match_id", "token", "after")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    AFTER_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    token: str
    after: str
    def __init__(self, match_id: _Optional[str] = ..., token: _Optional[str] = ..., after: _Optional[str] = ...) -> None: ...

class MuteChatPlayerRequest(_message.Message):
    __slots__ = ("match_id", "token", "author")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    AUTHOR_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    token: str
    author: str
    def __init__(self, match_id: _Optional[str] = ..., token: _Optional[str] = ..., author: _Optional[str] = ...) -> None: ...

class MuteChatPlayerResponse(_message.Message):
    __slots__ = ("muted",)
    MUTED_FIELD_NUMBER: _ClassVar[int]
    muted: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, muted: _Optional[_Iterable[str]] = ...) -> None: ...

class UnmuteChatPlayerRequest(_message.Message):
    __slots__ = ("match_id", "token", "author")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    AUTHOR_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    token: str
    author: str
    def __init__(self, match_id: _Optional[str] = ..., token: _Optional[str] = ..., author: _Optional[str] = ...) -> None: ...

class UnmuteChatPlayerResponse(_message.Message):
    __slots__ = ("muted",)
    MUTED_FIELD_NUMBER: _ClassVar[int]
    muted: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, muted: _Optional[_Iterable[str]] = ...) -> None: ...

class SetSpectatorChatRequest(_message.Message):
    __slots__ = ("match_id", "token", "enabled")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    ENABLED_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    token: str
    enabled: bool
    def __init__(self, match_id: _Optional[str] = ..., token: _Optional[str] = ..., enabled: _Optional[bool] = ...) -> None: ...

class SetSpectatorChatResponse(_message.Message):
    __slots__ = ("enabled",)
    ENABLED_FIELD_NUMBER: _ClassVar[int]
    enabled: bool
    def __init__(self, enabled: _Optional[bool] = ...) -> None: ...

class GetSpectatorCodeRequest(_message.Message):
    __slots__ = ("match_id", "token")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    token: str
    def __init__(self, match_id: _Optional[str] = ..., token: _Optional[str] = ...) -> None: ...

class GetSpectatorCodeResponse(_message.Message):
    __slots__ = ("code",)
    CODE_FIELD_NUMBER: _ClassVar[int]
    code: str
    def __init__(self, code: _Optional[str] = ...) -> None: ...
