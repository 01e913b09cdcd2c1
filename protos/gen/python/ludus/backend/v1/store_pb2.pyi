from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class StoredEntry(_message.Message):
    __slots__ = ("type", "data", "seat", "command_id", "command", "time_ms", "hash", "version")
    TYPE_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    COMMAND_ID_FIELD_NUMBER: _ClassVar[int]
    COMMAND_FIELD_NUMBER: _ClassVar[int]
    TIME_MS_FIELD_NUMBER: _ClassVar[int]
    HASH_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    type: str
    data: bytes
    seat: int
    command_id: str
    command: bytes
    time_ms: int
    hash: str
    version: int
    def __init__(self, type: _Optional[str] = ..., data: _Optional[bytes] = ..., seat: _Optional[int] = ..., command_id: _Optional[str] = ..., command: _Optional[bytes] = ..., time_ms: _Optional[int] = ..., hash: _Optional[str] = ..., version: _Optional[int] = ...) -> None: ...

class MatchExport(_message.Message):
    __slots__ = ("format", "match_id", "game", "entries", "seed")
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    ENTRIES_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    format: int
    match_id: str
    game: str
    entries: _containers.RepeatedCompositeFieldContainer[StoredEntry]
    seed: bytes
    def __init__(self, format: _Optional[int] = ..., match_id: _Optional[str] = ..., game: _Optional[str] = ..., entries: _Optional[_Iterable[_Union[StoredEntry, _Mapping]]] = ..., seed: _Optional[bytes] = ...) -> None: ...
