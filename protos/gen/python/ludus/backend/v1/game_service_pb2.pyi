from ludus.v1 import common_pb2 as _common_pb2
from ludus.v1 import gateway_pb2 as _gateway_pb2
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Optional as _Optional

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
