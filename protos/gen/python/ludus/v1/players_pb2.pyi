import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from ludus.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class PlayerKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PLAYER_KIND_UNSPECIFIED: _ClassVar[PlayerKind]
    PLAYER_KIND_MEMBER: _ClassVar[PlayerKind]
    PLAYER_KIND_GUEST: _ClassVar[PlayerKind]
    PLAYER_KIND_EXTERNAL: _ClassVar[PlayerKind]

class MatchOutcome(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MATCH_OUTCOME_UNSPECIFIED: _ClassVar[MatchOutcome]
    MATCH_OUTCOME_WON: _ClassVar[MatchOutcome]
    MATCH_OUTCOME_LOST: _ClassVar[MatchOutcome]
    MATCH_OUTCOME_DRAWN: _ClassVar[MatchOutcome]

class NoticeKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    NOTICE_KIND_UNSPECIFIED: _ClassVar[NoticeKind]
    NOTICE_KIND_YOUR_TURN: _ClassVar[NoticeKind]
    NOTICE_KIND_INVITED: _ClassVar[NoticeKind]
    NOTICE_KIND_MATCH_STARTED: _ClassVar[NoticeKind]
    NOTICE_KIND_MATCH_ENDED: _ClassVar[NoticeKind]
    NOTICE_KIND_SEAT_TAKEN_OVER: _ClassVar[NoticeKind]
    NOTICE_KIND_MATCHED: _ClassVar[NoticeKind]
    NOTICE_KIND_REMATCH_PROPOSED: _ClassVar[NoticeKind]
    NOTICE_KIND_REMATCH_READY: _ClassVar[NoticeKind]
    NOTICE_KIND_REMATCH_DECLINED: _ClassVar[NoticeKind]
    NOTICE_KIND_QUEUE_TIMED_OUT: _ClassVar[NoticeKind]

class WebhookDeliveryStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    WEBHOOK_DELIVERY_STATUS_UNSPECIFIED: _ClassVar[WebhookDeliveryStatus]
    WEBHOOK_DELIVERY_STATUS_PENDING: _ClassVar[WebhookDeliveryStatus]
    WEBHOOK_DELIVERY_STATUS_DELIVERING: _ClassVar[WebhookDeliveryStatus]
    WEBHOOK_DELIVERY_STATUS_DELIVERED: _ClassVar[WebhookDeliveryStatus]
    WEBHOOK_DELIVERY_STATUS_FAILED: _ClassVar[WebhookDeliveryStatus]
PLAYER_KIND_UNSPECIFIED: PlayerKind
PLAYER_KIND_MEMBER: PlayerKind
PLAYER_KIND_GUEST: PlayerKind
PLAYER_KIND_EXTERNAL: PlayerKind
MATCH_OUTCOME_UNSPECIFIED: MatchOutcome
MATCH_OUTCOME_WON: MatchOutcome
MATCH_OUTCOME_LOST: MatchOutcome
MATCH_OUTCOME_DRAWN: MatchOutcome
NOTICE_KIND_UNSPECIFIED: NoticeKind
NOTICE_KIND_YOUR_TURN: NoticeKind
NOTICE_KIND_INVITED: NoticeKind
NOTICE_KIND_MATCH_STARTED: NoticeKind
NOTICE_KIND_MATCH_ENDED: NoticeKind
NOTICE_KIND_SEAT_TAKEN_OVER: NoticeKind
NOTICE_KIND_MATCHED: NoticeKind
NOTICE_KIND_REMATCH_PROPOSED: NoticeKind
NOTICE_KIND_REMATCH_READY: NoticeKind
NOTICE_KIND_REMATCH_DECLINED: NoticeKind
NOTICE_KIND_QUEUE_TIMED_OUT: NoticeKind
WEBHOOK_DELIVERY_STATUS_UNSPECIFIED: WebhookDeliveryStatus
WEBHOOK_DELIVERY_STATUS_PENDING: WebhookDeliveryStatus
WEBHOOK_DELIVERY_STATUS_DELIVERING: WebhookDeliveryStatus
WEBHOOK_DELIVERY_STATUS_DELIVERED: WebhookDeliveryStatus
WEBHOOK_DELIVERY_STATUS_FAILED: WebhookDeliveryStatus

class Profile(_message.Message):
    __slots__ = ("player_id", "name", "kind", "member_since", "display_name", "avatar_svg", "avatar_path")
    PLAYER_ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    MEMBER_SINCE_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_NAME_FIELD_NUMBER: _ClassVar[int]
    AVATAR_SVG_FIELD_NUMBER: _ClassVar[int]
    AVATAR_PATH_FIELD_NUMBER: _ClassVar[int]
    player_id: str
    name: str
    kind: PlayerKind
    member_since: _timestamp_pb2.Timestamp
    display_name: str
    avatar_svg: str
    avatar_path: str
    def __init__(self, player_id: _Optional[str] = ..., name: _Optional[str] = ..., kind: _Optional[_Union[PlayerKind, str]] = ..., member_since: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., display_name: _Optional[str] = ..., avatar_svg: _Optional[str] = ..., avatar_path: _Optional[str] = ...) -> None: ...

class Session(_message.Message):
    __slots__ = ("player", "access_token", "access_expires_at", "refresh_token")
    PLAYER_FIELD_NUMBER: _ClassVar[int]
    ACCESS_TOKEN_FIELD_NUMBER: _ClassVar[int]
    ACCESS_EXPIRES_AT_FIELD_NUMBER: _ClassVar[int]
    REFRESH_TOKEN_FIELD_NUMBER: _ClassVar[int]
    player: Profile
    access_token: str
    access_expires_at: _timestamp_pb2.Timestamp
    refresh_token: str
    def __init__(self, player: _Optional[_Union[Profile, _Mapping]] = ..., access_token: _Optional[str] = ..., access_expires_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., refresh_token: _Optional[str] = ...) -> None: ...

class SignUpRequest(_message.Message):
    __slots__ = ("name", "password")
    NAME_FIELD_NUMBER: _ClassVar[int]
    PASSWORD_FIELD_NUMBER: _ClassVar[int]
    name: str
    password: str
    def __init__(self, name: _Optional[str] = ..., password: _Optional[str] = ...) -> None: ...

class SignUpResponse(_message.Message):
    __slots__ = ("session",)
    SESSION_FIELD_NUMBER: _ClassVar[int]
    session: Session
    def __init__(self, session: _Optional[_Union[Session, _Mapping]] = ...) -> None: ...

class SignInRequest(_message.Message):
    __slots__ = ("name", "password")
    NAME_FIELD_NUMBER: _ClassVar[int]
    PASSWORD_FIELD_NUMBER: _ClassVar[int]
    name: str
    password: str
    def __init__(self, name: _Optional[str] = ..., password: _Optional[str] = ...) -> None: ...

class SignInResponse(_message.Message):
    __slots__ = ("session",)
    SESSION_FIELD_NUMBER: _ClassVar[int]
    session: Session
    def __init__(self, session: _Optional[_Union[Session, _Mapping]] = ...) -> None: ...

class SignInAsGuestRequest(_message.Message):
    __slots__ = ("name",)
    NAME_FIELD_NUMBER: _ClassVar[int]
    name: str
    def __init__(self, name: _Optional[str] = ...) -> None: ...

class SignInAsGuestResponse(_message.Message):
    __slots__ = ("session",)
    SESSION_FIELD_NUMBER: _ClassVar[int]
    session: Session
    def __init__(self, session: _Optional[_Union[Session, _Mapping]] = ...) -> None: ...

class SignInWithIdTokenRequest(_message.Message):
    __slots__ = ("id_token", "nonce")
    ID_TOKEN_FIELD_NUMBER: _ClassVar[int]
    NONCE_FIELD_NUMBER: _ClassVar[int]
    id_token: str
    nonce: str
    def __init__(self, id_token: _Optional[str] = ..., nonce: _Optional[str] = ...) -> None: ...

class SignInWithIdTokenResponse(_message.Message):
    __slots__ = ("session",)
    SESSION_FIELD_NUMBER: _ClassVar[int]
    session: Session
    def __init__(self, session: _Optional[_Union[Session, _Mapping]] = ...) -> None: ...

class RefreshRequest(_message.Message):
    __slots__ = ("refresh_token",)
    REFRESH_TOKEN_FIELD_NUMBER: _ClassVar[int]
    refresh_token: str
    def __init__(self, refresh_token: _Optional[str] = ...) -> None: ...

class RefreshResponse(_message.Message):
    __slots__ = ("session",)
    SESSION_FIELD_NUMBER: _ClassVar[int]
    session: Session
    def __init__(self, session: _Optional[_Union[Session, _Mapping]] = ...) -> None: ...

class SignOutRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class SignOutResponse(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ChangePasswordRequest(_message.Message):
    __slots__ = ("old_password", "new_password")
    OLD_PASSWORD_FIELD_NUMBER: _ClassVar[int]
    NEW_PASSWORD_FIELD_NUMBER: _ClassVar[int]
    old_password: str
    new_password: str
    def __init__(self, old_password: _Optional[str] = ..., new_password: _Optional[str] = ...) -> None: ...

class ChangePasswordResponse(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DeleteAccountRequest(_message.Message):
    __slots__ = ("password",)
    PASSWORD_FIELD_NUMBER: _ClassVar[int]
    password: str
    def __init__(self, password: _Optional[str] = ...) -> None: ...

class DeleteAccountResponse(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class WhoAmIRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class WhoAmIResponse(_message.Message):
    __slots__ = ("player",)
    PLAYER_FIELD_NUMBER: _ClassVar[int]
    player: Profile
    def __init__(self, player: _Optional[_Union[Profile, _Mapping]] = ...) -> None: ...

class GetProfileRequest(_message.Message):
    __slots__ = ("name",)
    NAME_FIELD_NUMBER: _ClassVar[int]
    name: str
    def __init__(self, name: _Optional[str] = ...) -> None: ...

class GetProfileResponse(_message.Message):
    __slots__ = ("player",)
    PLAYER_FIELD_NUMBER: _ClassVar[int]
    player: Profile
    def __init__(self, player: _Optional[_Union[Profile, _Mapping]] = ...) -> None: ...

class ListMyMatchesRequest(_message.Message):
    __slots__ = ("page_size", "page_token")
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    page_size: int
    page_token: str
    def __init__(self, page_size: _Optional[int] = ..., page_token: _Optional[str] = ...) -> None: ...

class MyMatch(_message.Message):
    __slots__ = ("match", "seat", "my_turn")
    MATCH_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MY_TURN_FIELD_NUMBER: _ClassVar[int]
    match: _common_pb2.MatchInfo
    seat: int
    my_turn: bool
    def __init__(self, match: _Optional[_Union[_common_pb2.MatchInfo, _Mapping]] = ..., seat: _Optional[int] = ..., my_turn: _Optional[bool] = ...) -> None: ...

class ListMyMatchesResponse(_message.Message):
    __slots__ = ("matches", "next_page_token")
    MATCHES_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    matches: _containers.RepeatedCompositeFieldContainer[MyMatch]
    next_page_token: str
    def __init__(self, matches: _Optional[_Iterable[_Union[MyMatch, _Mapping]]] = ..., next_page_token: _Optional[str] = ...) -> None: ...

class ListSeatHoldersRequest(_message.Message):
    __slots__ = ("match_id",)
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    def __init__(self, match_id: _Optional[str] = ...) -> None: ...

class SeatHolder(_message.Message):
    __slots__ = ("seat", "name")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    seat: int
    name: str
    def __init__(self, seat: _Optional[int] = ..., name: _Optional[str] = ...) -> None: ...

class ListSeatHoldersResponse(_message.Message):
    __slots__ = ("holders",)
    HOLDERS_FIELD_NUMBER: _ClassVar[int]
    holders: _containers.RepeatedCompositeFieldContainer[SeatHolder]
    def __init__(self, holders: _Optional[_Iterable[_Union[SeatHolder, _Mapping]]] = ...) -> None: ...

class SearchMatchesRequest(_message.Message):
    __slots__ = ("player", "game", "finished_after", "finished_before", "outcome", "page_size", "page_token")
    PLAYER_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    FINISHED_AFTER_FIELD_NUMBER: _ClassVar[int]
    FINISHED_BEFORE_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    player: str
    game: str
    finished_after: _timestamp_pb2.Timestamp
    finished_before: _timestamp_pb2.Timestamp
    outcome: MatchOutcome
    page_size: int
    page_token: str
    def __init__(self, player: _Optional[str] = ..., game: _Optional[str] = ..., finished_after: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., finished_before: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., outcome: _Optional[_Union[MatchOutcome, str]] = ..., page_size: _Optional[int] = ..., page_token: _Optional[str] = ...) -> None: ...

class FinishedSeat(_message.Message):
    __slots__ = ("seat", "name", "kind", "rank", "score", "outcome", "player")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    RANK_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    PLAYER_FIELD_NUMBER: _ClassVar[int]
    seat: int
    name: str
    kind: _common_pb2.SeatKind
    rank: int
    score: int
    outcome: MatchOutcome
    player: str
    def __init__(self, seat: _Optional[int] = ..., name: _Optional[str] = ..., kind: _Optional[_Union[_common_pb2.SeatKind, str]] = ..., rank: _Optional[int] = ..., score: _Optional[int] = ..., outcome: _Optional[_Union[MatchOutcome, str]] = ..., player: _Optional[str] = ...) -> None: ...

class FinishedMatch(_message.Message):
    __slots__ = ("match_id", "game", "created_at", "finished_at", "version", "seats", "winners", "public", "replay_url")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    FINISHED_AT_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    PUBLIC_FIELD_NUMBER: _ClassVar[int]
    REPLAY_URL_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    game: str
    created_at: _timestamp_pb2.Timestamp
    finished_at: _timestamp_pb2.Timestamp
    version: int
    seats: _containers.RepeatedCompositeFieldContainer[FinishedSeat]
    winners: _containers.RepeatedScalarFieldContainer[int]
    public: bool
    replay_url: str
    def __init__(self, match_id: _Optional[str] = ..., game: _Optional[str] = ..., created_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., finished_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., version: _Optional[int] = ..., seats: _Optional[_Iterable[_Union[FinishedSeat, _Mapping]]] = ..., winners: _Optional[_Iterable[int]] = ..., public: _Optional[bool] = ..., replay_url: _Optional[str] = ...) -> None: ...

class SearchMatchesResponse(_message.Message):
    __slots__ = ("matches", "next_page_token")
    MATCHES_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    matches: _containers.RepeatedCompositeFieldContainer[FinishedMatch]
    next_page_token: str
    def __init__(self, matches: _Optional[_Iterable[_Union[FinishedMatch, _Mapping]]] = ..., next_page_token: _Optional[str] = ...) -> None: ...

class GetFinishedMatchRequest(_message.Message):
    __slots__ = ("match_id",)
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    def __init__(self, match_id: _Optional[str] = ...) -> None: ...

class GetFinishedMatchResponse(_message.Message):
    __slots__ = ("match",)
    MATCH_FIELD_NUMBER: _ClassVar[int]
    match: FinishedMatch
    def __init__(self, match: _Optional[_Union[FinishedMatch, _Mapping]] = ...) -> None: ...

class CreateInvitationRequest(_message.Message):
    __slots__ = ("match_id",)
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    def __init__(self, match_id: _Optional[str] = ...) -> None: ...

class CreateInvitationResponse(_message.Message):
    __slots__ = ("code",)
    CODE_FIELD_NUMBER: _ClassVar[int]
    code: str
    def __init__(self, code: _Optional[str] = ...) -> None: ...

class RevokeInvitationRequest(_message.Message):
    __slots__ = ("match_id", "code")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    CODE_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    code: str
    def __init__(self, match_id: _Optional[str] = ..., code: _Optional[str] = ...) -> None: ...

class RevokeInvitationResponse(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ListMyInvitationsRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class Invitation(_message.Message):
    __slots__ = ("match_id", "seat", "invited_by", "invited_at")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    INVITED_BY_FIELD_NUMBER: _ClassVar[int]
    INVITED_AT_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    seat: int
    invited_by: str
    invited_at: _timestamp_pb2.Timestamp
    def __init__(self, match_id: _Optional[str] = ..., seat: _Optional[int] = ..., invited_by: _Optional[str] = ..., invited_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class ListMyInvitationsResponse(_message.Message):
    __slots__ = ("invitations",)
    INVITATIONS_FIELD_NUMBER: _ClassVar[int]
    invitations: _containers.RepeatedCompositeFieldContainer[Invitation]
    def __init__(self, invitations: _Optional[_Iterable[_Union[Invitation, _Mapping]]] = ...) -> None: ...

class WatchPlayerRequest(_message.Message):
    __slots__ = ("after",)
    AFTER_FIELD_NUMBER: _ClassVar[int]
    after: str
    def __init__(self, after: _Optional[str] = ...) -> None: ...

class PlayerNotice(_message.Message):
    __slots__ = ("cursor", "kind", "match_id", "game", "seat", "version", "deadline", "invited_by", "rated", "rematch_of", "expires_at", "by")
    CURSOR_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    DEADLINE_FIELD_NUMBER: _ClassVar[int]
    INVITED_BY_FIELD_NUMBER: _ClassVar[int]
    RATED_FIELD_NUMBER: _ClassVar[int]
    REMATCH_OF_FIELD_NUMBER: _ClassVar[int]
    EXPIRES_AT_FIELD_NUMBER: _ClassVar[int]
    BY_FIELD_NUMBER: _ClassVar[int]
    cursor: str
    kind: NoticeKind
    match_id: str
    game: str
    seat: int
    version: int
    deadline: _timestamp_pb2.Timestamp
    invited_by: str
    rated: bool
    rematch_of: str
    expires_at: _timestamp_pb2.Timestamp
    by: str
    def __init__(self, cursor: _Optional[str] = ..., kind: _Optional[_Union[NoticeKind, str]] = ..., match_id: _Optional[str] = ..., game: _Optional[str] = ..., seat: _Optional[int] = ..., version: _Optional[int] = ..., deadline: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., invited_by: _Optional[str] = ..., rated: _Optional[bool] = ..., rematch_of: _Optional[str] = ..., expires_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., by: _Optional[str] = ...) -> None: ...

class UpdateProfileRequest(_message.Message):
    __slots__ = ("display_name",)
    DISPLAY_NAME_FIELD_NUMBER: _ClassVar[int]
    display_name: str
    def __init__(self, display_name: _Optional[str] = ...) -> None: ...

class UpdateProfileResponse(_message.Message):
    __slots__ = ("player",)
    PLAYER_FIELD_NUMBER: _ClassVar[int]
    player: Profile
    def __init__(self, player: _Optional[_Union[Profile, _Mapping]] = ...) -> None: ...

class JoinQueueRequest(_message.Message):
    __slots__ = ("game", "seats", "rated", "fill_with_bots_after_seconds")
    GAME_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    RATED_FIELD_NUMBER: _ClassVar[int]
    FILL_WITH_BOTS_AFTER_SECONDS_FIELD_NUMBER: _ClassVar[int]
    game: str
    seats: int
    rated: bool
    fill_with_bots_after_seconds: int
    def __init__(self, game: _Optional[str] = ..., seats: _Optional[int] = ..., rated: _Optional[bool] = ..., fill_with_bots_after_seconds: _Optional[int] = ...) -> None: ...

class QueueStatus(_message.Message):
    __slots__ = ("game", "seats", "rated", "fill_with_bots_after_seconds", "queued_at", "waiting")
    GAME_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    RATED_FIELD_NUMBER: _ClassVar[int]
    FILL_WITH_BOTS_AFTER_SECONDS_FIELD_NUMBER: _ClassVar[int]
    QUEUED_AT_FIELD_NUMBER: _ClassVar[int]
    WAITING_FIELD_NUMBER: _ClassVar[int]
    game: str
    seats: int
    rated: bool
    fill_with_bots_after_seconds: int
    queued_at: _timestamp_pb2.Timestamp
    waiting: int
    def __init__(self, game: _Optional[str] = ..., seats: _Optional[int] = ..., rated: _Optional[bool] = ..., fill_with_bots_after_seconds: _Optional[int] = ..., queued_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., waiting: _Optional[int] = ...) -> None: ...

class JoinQueueResponse(_message.Message):
    __slots__ = ("status",)
    STATUS_FIELD_NUMBER: _ClassVar[int]
    status: QueueStatus
    def __init__(self, status: _Optional[_Union[QueueStatus, _Mapping]] = ...) -> None: ...

class LeaveQueueRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class LeaveQueueResponse(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class GetQueueStatusRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class GetQueueStatusResponse(_message.Message):
    __slots__ = ("queued", "status")
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    queued: bool
    status: QueueStatus
    def __init__(self, queued: _Optional[bool] = ..., status: _Optional[_Union[QueueStatus, _Mapping]] = ...) -> None: ...

class ProposeRematchRequest(_message.Message):
    __slots__ = ("match_id",)
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    def __init__(self, match_id: _Optional[str] = ...) -> None: ...

class Rematch(_message.Message):
    __slots__ = ("rematch_of", "accepted", "awaiting", "expires_at", "match_id")
    REMATCH_OF_FIELD_NUMBER: _ClassVar[int]
    ACCEPTED_FIELD_NUMBER: _ClassVar[int]
    AWAITING_FIELD_NUMBER: _ClassVar[int]
    EXPIRES_AT_FIELD_NUMBER: _ClassVar[int]
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    rematch_of: str
    accepted: _containers.RepeatedScalarFieldContainer[int]
    awaiting: _containers.RepeatedScalarFieldContainer[int]
    expires_at: _timestamp_pb2.Timestamp
    match_id: str
    def __init__(self, rematch_of: _Optional[str] = ..., accepted: _Optional[_Iterable[int]] = ..., awaiting: _Optional[_Iterable[int]] = ..., expires_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., match_id: _Optional[str] = ...) -> None: ...

class ProposeRematchResponse(_message.Message):
    __slots__ = ("rematch",)
    REMATCH_FIELD_NUMBER: _ClassVar[int]
    rematch: Rematch
    def __init__(self, rematch: _Optional[_Union[Rematch, _Mapping]] = ...) -> None: ...

class AnswerRematchRequest(_message.Message):
    __slots__ = ("match_id", "accept")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    ACCEPT_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    accept: bool
    def __init__(self, match_id: _Optional[str] = ..., accept: _Optional[bool] = ...) -> None: ...

class AnswerRematchResponse(_message.Message):
    __slots__ = ("rematch",)
    REMATCH_FIELD_NUMBER: _ClassVar[int]
    rematch: Rematch
    def __init__(self, rematch: _Optional[_Union[Rematch, _Mapping]] = ...) -> None: ...

class Webhook(_message.Message):
    __slots__ = ("webhook_id", "url", "events", "description", "created_at", "dropped")
    WEBHOOK_ID_FIELD_NUMBER: _ClassVar[int]
    URL_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    DROPPED_FIELD_NUMBER: _ClassVar[int]
    webhook_id: str
    url: str
    events: _containers.RepeatedScalarFieldContainer[str]
    description: str
    created_at: _timestamp_pb2.Timestamp
    dropped: int
    def __init__(self, webhook_id: _Optional[str] = ..., url: _Optional[str] = ..., events: _Optional[_Iterable[str]] = ..., description: _Optional[str] = ..., created_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., dropped: _Optional[int] = ...) -> None: ...

class CreateWebhookRequest(_message.Message):
    __slots__ = ("url", "events", "description")
    URL_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    url: str
    events: _containers.RepeatedScalarFieldContainer[str]
    description: str
    def __init__(self, url: _Optional[str] = ..., events: _Optional[_Iterable[str]] = ..., description: _Optional[str] = ...) -> None: ...

class CreateWebhookResponse(_message.Message):
    __slots__ = ("webhook", "secret")
    WEBHOOK_FIELD_NUMBER: _ClassVar[int]
    SECRET_FIELD_NUMBER: _ClassVar[int]
    webhook: Webhook
    secret: str
    def __init__(self, webhook: _Optional[_Union[Webhook, _Mapping]] = ..., secret: _Optional[str] = ...) -> None: ...

class ListWebhooksRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ListWebhooksResponse(_message.Message):
    __slots__ = ("webhooks",)
    WEBHOOKS_FIELD_NUMBER: _ClassVar[int]
    webhooks: _containers.RepeatedCompositeFieldContainer[Webhook]
    def __init__(self, webhooks: _Optional[_Iterable[_Union[Webhook, _Mapping]]] = ...) -> None: ...

class DeleteWebhookRequest(_message.Message):
    __slots__ = ("webhook_id",)
    WEBHOOK_ID_FIELD_NUMBER: _ClassVar[int]
    webhook_id: str
    def __init__(self, webhook_id: _Optional[str] = ...) -> None: ...

class DeleteWebhookResponse(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class RotateWebhookSecretRequest(_message.Message):
    __slots__ = ("webhook_id",)
    WEBHOOK_ID_FIELD_NUMBER: _ClassVar[int]
    webhook_id: str
    def __init__(self, webhook_id: _Optional[str] = ...) -> None: ...

class RotateWebhookSecretResponse(_message.Message):
    __slots__ = ("secret",)
    SECRET_FIELD_NUMBER: _ClassVar[int]
    secret: str
    def __init__(self, secret: _Optional[str] = ...) -> None: ...

class ListWebhookDeliveriesRequest(_message.Message):
    __slots__ = ("webhook_id", "limit")
    WEBHOOK_ID_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    webhook_id: str
    limit: int
    def __init__(self, webhook_id: _Optional[str] = ..., limit: _Optional[int] = ...) -> None: ...

class WebhookDelivery(_message.Message):
    __slots__ = ("delivery_id", "event", "status", "attempts", "created_at", "last_attempt_at", "next_attempt_at", "response_code", "error", "payload")
    DELIVERY_ID_FIELD_NUMBER: _ClassVar[int]
    EVENT_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    ATTEMPTS_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    LAST_ATTEMPT_AT_FIELD_NUMBER: _ClassVar[int]
    NEXT_ATTEMPT_AT_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_CODE_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    PAYLOAD_FIELD_NUMBER: _ClassVar[int]
    delivery_id: str
    event: str
    status: WebhookDeliveryStatus
    attempts: int
    created_at: _timestamp_pb2.Timestamp
    last_attempt_at: _timestamp_pb2.Timestamp
    next_attempt_at: _timestamp_pb2.Timestamp
    response_code: int
    error: str
    payload: str
    def __init__(self, delivery_id: _Optional[str] = ..., event: _Optional[str] = ..., status: _Optional[_Union[WebhookDeliveryStatus, str]] = ..., attempts: _Optional[int] = ..., created_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., last_attempt_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., next_attempt_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., response_code: _Optional[int] = ..., error: _Optional[str] = ..., payload: _Optional[str] = ...) -> None: ...

class ListWebhookDeliveriesResponse(_message.Message):
    __slots__ = ("deliveries",)
    DELIVERIES_FIELD_NUMBER: _ClassVar[int]
    deliveries: _containers.RepeatedCompositeFieldContainer[WebhookDelivery]
    def __init__(self, deliveries: _Optional[_Iterable[_Union[WebhookDelivery, _Mapping]]] = ...) -> None: ...

class PingWebhookRequest(_message.Message):
    __slots__ = ("webhook_id",)
    WEBHOOK_ID_FIELD_NUMBER: _ClassVar[int]
    webhook_id: str
    def __init__(self, webhook_id: _Optional[str] = ...) -> None: ...

class PingWebhookResponse(_message.Message):
    __slots__ = ("delivery_id",)
    DELIVERY_ID_FIELD_NUMBER: _ClassVar[int]
    delivery_id: str
    def __init__(self, delivery_id: _Optional[str] = ...) -> None: ...

class GameRating(_message.Message):
    __slots__ = ("game", "mu", "sigma", "ordinal", "matches", "updated_at")
    GAME_FIELD_NUMBER: _ClassVar[int]
    MU_FIELD_NUMBER: _ClassVar[int]
    SIGMA_FIELD_NUMBER: _ClassVar[int]
    ORDINAL_FIELD_NUMBER: _ClassVar[int]
    MATCHES_FIELD_NUMBER: _ClassVar[int]
    UPDATED_AT_FIELD_NUMBER: _ClassVar[int]
    game: str
    mu: float
    sigma: float
    ordinal: float
    matches: int
    updated_at: _timestamp_pb2.Timestamp
    def __init__(self, game: _Optional[str] = ..., mu: _Optional[float] = ..., sigma: _Optional[float] = ..., ordinal: _Optional[float] = ..., matches: _Optional[int] = ..., updated_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class GetRatingsRequest(_message.Message):
    __slots__ = ("player",)
    PLAYER_FIELD_NUMBER: _ClassVar[int]
    player: str
    def __init__(self, player: _Optional[str] = ...) -> None: ...

class GetRatingsResponse(_message.Message):
    __slots__ = ("ratings",)
    RATINGS_FIELD_NUMBER: _ClassVar[int]
    ratings: _containers.RepeatedCompositeFieldContainer[GameRating]
    def __init__(self, ratings: _Optional[_Iterable[_Union[GameRating, _Mapping]]] = ...) -> None: ...

class LeaderboardEntry(_message.Message):
    __slots__ = ("rank", "player", "rating")
    RANK_FIELD_NUMBER: _ClassVar[int]
    PLAYER_FIELD_NUMBER: _ClassVar[int]
    RATING_FIELD_NUMBER: _ClassVar[int]
    rank: int
    player: str
    rating: GameRating
    def __init__(self, rank: _Optional[int] = ..., player: _Optional[str] = ..., rating: _Optional[_Union[GameRating, _Mapping]] = ...) -> None: ...

class GetLeaderboardRequest(_message.Message):
    __slots__ = ("game", "page_size", "page_token", "around", "neighbours")
    GAME_FIELD_NUMBER: _ClassVar[int]
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    AROUND_FIELD_NUMBER: _ClassVar[int]
    NEIGHBOURS_FIELD_NUMBER: _ClassVar[int]
    game: str
    page_size: int
    page_token: str
    around: str
    neighbours: int
    def __init__(self, game: _Optional[str] = ..., page_size: _Optional[int] = ..., page_token: _Optional[str] = ..., around: _Optional[str] = ..., neighbours: _Optional[int] = ...) -> None: ...

class GetLeaderboardResponse(_message.Message):
    __slots__ = ("entries", "next_page_token", "total")
    ENTRIES_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    entries: _containers.RepeatedCompositeFieldContainer[LeaderboardEntry]
    next_page_token: str
    total: int
    def __init__(self, entries: _Optional[_Iterable[_Union[LeaderboardEntry, _Mapping]]] = ..., next_page_token: _Optional[str] = ..., total: _Optional[int] = ...) -> None: ...

class RatingChange(_message.Message):
    __slots__ = ("match_id", "finished_at", "rank", "seats", "mu_before", "sigma_before", "rating")
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    FINISHED_AT_FIELD_NUMBER: _ClassVar[int]
    RANK_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    MU_BEFORE_FIELD_NUMBER: _ClassVar[int]
    SIGMA_BEFORE_FIELD_NUMBER: _ClassVar[int]
    RATING_FIELD_NUMBER: _ClassVar[int]
    match_id: str
    finished_at: _timestamp_pb2.Timestamp
    rank: int
    seats: int
    mu_before: float
    sigma_before: float
    rating: GameRating
    def __init__(self, match_id: _Optional[str] = ..., finished_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., rank: _Optional[int] = ..., seats: _Optional[int] = ..., mu_before: _Optional[float] = ..., sigma_before: _Optional[float] = ..., rating: _Optional[_Union[GameRating, _Mapping]] = ...) -> None: ...

class GetRatingHistoryRequest(_message.Message):
    __slots__ = ("player", "game", "page_size", "page_token")
    PLAYER_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    player: str
    game: str
    page_size: int
    page_token: str
    def __init__(self, player: _Optional[str] = ..., game: _Optional[str] = ..., page_size: _Optional[int] = ..., page_token: _Optional[str] = ...) -> None: ...

class GetRatingHistoryResponse(_message.Message):
    __slots__ = ("changes", "next_page_token")
    CHANGES_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    changes: _containers.RepeatedCompositeFieldContainer[RatingChange]
    next_page_token: str
    def __init__(self, changes: _Optional[_Iterable[_Union[RatingChange, _Mapping]]] = ..., next_page_token: _Optional[str] = ...) -> None: ...
