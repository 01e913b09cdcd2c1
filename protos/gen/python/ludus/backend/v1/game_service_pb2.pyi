from ludus.v1 import common_pb2 as _common_pb2
from ludus.v1 import gateway_pb2 as _gateway_pb2
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

class DescribeRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PlayManyRequest(_message.Message):
    __slots__ = ("frames", "ack")
    FRAMES_FIELD_NUMBER: _ClassVar[int]
    ACK_FIELD_NUMBER: _ClassVar[int]
    frames: _containers.RepeatedCompositeFieldContainer[PlayFrame]
    ack: bool
    def __init__(self, frames: _Optional[_Iterable[_Union[PlayFrame, _Mapping]]] = ..., ack: _Optional[bool] = ...) -> None: ...

class PlayFrame(_message.Message):
    __slots__ = ("stream", "open", "request", "half_close", "cancel", "call")
    STREAM_FIELD_NUMBER: _ClassVar[int]
    OPEN_FIELD_NUMBER: _ClassVar[int]
    REQUEST_FIELD_NUMBER: _ClassVar[int]
    HALF_CLOSE_FIELD_NUMBER: _ClassVar[int]
    CANCEL_FIELD_NUMBER: _ClassVar[int]
    CALL_FIELD_NUMBER: _ClassVar[int]
    stream: int
    open: PlayOpen
    request: _gateway_pb2.PlayRequest
    half_close: bool
    cancel: bool
    call: UnaryCall
    def __init__(self, stream: _Optional[int] = ..., open: _Optional[_Union[PlayOpen, _Mapping]] = ..., request: _Optional[_Union[_gateway_pb2.PlayRequest, _Mapping]] = ..., half_close: _Optional[bool] = ..., cancel: _Optional[bool] = ..., call: _Optional[_Union[UnaryCall, _Mapping]] = ...) -> None: ...

class UnaryCall(_message.Message):
    __slots__ = ("method", "request", "metadata")
    METHOD_FIELD_NUMBER: _ClassVar[int]
    REQUEST_FIELD_NUMBER: _ClassVar[int]
    METADATA_FIELD_NUMBER: _ClassVar[int]
    method: str
    request: bytes
    metadata: _containers.RepeatedCompositeFieldContainer[MetadataEntry]
    def __init__(self, method: _Optional[str] = ..., request: _Optional[bytes] = ..., metadata: _Optional[_Iterable[_Union[MetadataEntry, _Mapping]]] = ...) -> None: ...

class PlayOpen(_message.Message):
    __slots__ = ("opening", "metadata")
    OPENING_FIELD_NUMBER: _ClassVar[int]
    METADATA_FIELD_NUMBER: _ClassVar[int]
    opening: _gateway_pb2.PlayRequest
    metadata: _containers.RepeatedCompositeFieldContainer[MetadataEntry]
    def __init__(self, opening: _Optional[_Union[_gateway_pb2.PlayRequest, _Mapping]] = ..., metadata: _Optional[_Iterable[_Union[MetadataEntry, _Mapping]]] = ...) -> None: ...

class MetadataEntry(_message.Message):
    __slots__ = ("key", "value", "binary_value")
    KEY_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    BINARY_VALUE_FIELD_NUMBER: _ClassVar[int]
    key: str
    value: str
    binary_value: bytes
    def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ..., binary_value: _Optional[bytes] = ...) -> None: ...

class PlayManyResponse(_message.Message):
    __slots__ = ("frames", "taken")
    FRAMES_FIELD_NUMBER: _ClassVar[int]
    TAKEN_FIELD_NUMBER: _ClassVar[int]
    frames: _containers.RepeatedCompositeFieldContainer[PlayFrameOut]
    taken: int
    def __init__(self, frames: _Optional[_Iterable[_Union[PlayFrameOut, _Mapping]]] = ..., taken: _Optional[int] = ...) -> None: ...

class PlayFrameOut(_message.Message):
    __slots__ = ("stream", "response", "end", "reply")
    STREAM_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_FIELD_NUMBER: _ClassVar[int]
    END_FIELD_NUMBER: _ClassVar[int]
    REPLY_FIELD_NUMBER: _ClassVar[int]
    stream: int
    response: _gateway_pb2.PlayResponse
    end: PlayEnd
    reply: bytes
    def __init__(self, stream: _Optional[int] = ..., response: _Optional[_Union[_gateway_pb2.PlayResponse, _Mapping]] = ..., end: _Optional[_Union[PlayEnd, _Mapping]] = ..., reply: _Optional[bytes] = ...) -> None: ...

class PlayEnd(_message.Message):
    __slots__ = ("code", "details", "trailing")
    CODE_FIELD_NUMBER: _ClassVar[int]
    DETAILS_FIELD_NUMBER: _ClassVar[int]
    TRAILING_FIELD_NUMBER: _ClassVar[int]
    code: int
    details: str
    trailing: _containers.RepeatedCompositeFieldContainer[MetadataEntry]
    def __init__(self, code: _Optional[int] = ..., details: _Optional[str] = ..., trailing: _Optional[_Iterable[_Union[MetadataEntry, _Mapping]]] = ...) -> None: ...
