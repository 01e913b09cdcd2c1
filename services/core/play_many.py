"""Many play streams on one call (GameService.PlayMany): the service's half of the gateway's
multiplexed Play (gateway/play_mux.py).

A Play call per client stream costs a gRPC call's setup and, per message, a message of its own on
both sides of the gateway-to-service hop. PlayMany carries any number of client streams on one
call: each frame names its stream, a stream opens with the metadata entries a Play call would have
carried, runs exactly as a Play call (the same checks, the same `PlaySession`) and ends with the
status a Play call would have ended with. The frames that are ready when the call can next write
go out together in one message: under load, the moves of many matches share one message.

The stream's checks read the caller from the opening frame's entries; over mutual TLS they are
held to the PlayMany call's certificate (a gateway's: seats and spectators only), as a Play call's
entries are to its own.

A unary call rides on the same call as a `call` frame (its method, request and metadata entries),
answered by one `reply` frame, or by an `end` frame with the status the call would have ended with.
In Python gRPC a call's setup costs several times a message on an open stream (docs/benchmarks.md,
the floors): the gateway's SubmitCommand, ListLegalCommands, GetView... of a match become frames.

Every message out says how many of the call's messages in were taken (`taken`); a message in that
asks for it (`ack`: the gateway's window is full) is answered at once, by a message with no frame
if none is ready. A busy asyncio server reads about one message per turn of its event loop, so
under load a gateway writing whenever it had frames queued its messages faster than they were
read (a command waited ~0.6 s on average before the service took it, bench/load.py); with a few
in flight at most, the frames waiting meanwhile leave together and are taken together.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from typing import Any

import grpc
from google.protobuf.message import Message
from ludus.backend.v1 import game_service_pb2 as backend
from ludus.v1 import gateway_pb2

from services.core.errors import InvalidCommand
from services.core.grpc_server import as_ludus_error, error_metadata, status_code

log = logging.getLogger(__name__)

#: A stream run: the opening message, the later ones, and a context for its checks -> responses.
PlayRun = Callable[[gateway_pb2.PlayRequest, AsyncIterator[gateway_pb2.PlayRequest], Any], AsyncIterator[Any]]

#: A unary call's run: its method's name, its serialized request and a context for its checks ->
#: its reply (GameServicer.framed_call).
UnaryRun = Callable[[str, bytes, Any], Awaitable[Message]]

#: At most this many bytes of frames in one message (one frame alone may be larger: a Play call
#: would have sent it alone too). Well under gRPC's 4 MiB receive limit.
MAX_MESSAGE_BYTES = 1 << 20


def entries(metadata: Iterable[backend.MetadataEntry]) -> tuple[tuple[str, str | bytes], ...]:
    """MetadataEntry messages as a call's metadata pairs."""
    return tuple((entry.key, entry.binary_value if entry.key.endswith("-bin") else entry.value) for entry in metadata)


def metadata_entries(pairs: Iterable[tuple[str, Any]]) -> list[backend.MetadataEntry]:
    """A call's metadata pairs as MetadataEntry messages."""
    return [
        backend.MetadataEntry(key=key, binary_value=value)
        if isinstance(value, bytes)
        else backend.MetadataEntry(key=key, value=str(value))
        for key, value in pairs
    ]


class FrameContext:
    """What a stream's checks read from its call: the opening frame's metadata, and the PlayMany
    call's certificate (services/core/tls.py peer_role)."""

    def __init__(self, metadata: tuple[tuple[str, str | bytes], ...], call: grpc.aio.ServicerContext[Any, Any]) -> None:
        self._metadata = metadata
        self._call = call

    def invocation_metadata(self) -> tuple[tuple[str, str | bytes], ...]:
        return self._metadata

    def auth_context(self) -> Any:
        return self._call.auth_context()


def end_frame(stream: int, error: BaseException | None, where: str = "Play") -> backend.PlayFrameOut:
    """The frame that ends `stream`: OK, or the status a `where` call failing with `error` ends with."""
    if error is None:
        return backend.PlayFrameOut(stream=stream, end=backend.PlayEnd(code=grpc.StatusCode.OK.value[0]))
    translated = as_ludus_error(error)
    if translated is None:
        log.error("bug in a PlayMany frame of %s", where, exc_info=error)
        return backend.PlayFrameOut(
            stream=stream,
            end=backend.PlayEnd(code=grpc.StatusCode.INTERNAL.value[0], details=f"internal error in {where}"),
        )
    code = status_code(translated)
    trailing = error_metadata(code, translated.message, translated.reason)
    return backend.PlayFrameOut(
        stream=stream,
        end=backend.PlayEnd(code=code.value[0], details=translated.message, trailing=metadata_entries(trailing)),
    )


_CLOSED = object()
#: Put on the output when a message in asked for an ack (`PlayManyRequest.ack`).
_ACK = object()


class _Stream:
    """One client stream: its later messages, queued for its run, and the task running it."""

    def __init__(self) -> None:
        self.requests: asyncio.Queue[Any] = asyncio.Queue()
        self.task: asyncio.Task[None] | None = None

    async def incoming(self) -> AsyncIterator[gateway_pb2.PlayRequest]:
        while True:
            request = await self.requests.get()
            if request is _CLOSED:
                return
            yield request


class PlayMany:
    """One PlayMany call: the streams it carries and the one output they share."""

    def __init__(self, run: PlayRun, context: grpc.aio.ServicerContext[Any, Any], call: UnaryRun | None = None) -> None:
        self._run = run
        self._call = call
        self._context = context
        self._streams: dict[int, _Stream] = {}
        self._out: asyncio.Queue[Any] = asyncio.Queue()  # frames out, _ACK, or the call's failure
        #: Messages in taken so far (every message out says so: the gateway's window).
        self._taken = 0

    async def serve(self, requests: AsyncIterator[backend.PlayManyRequest]) -> AsyncIterator[backend.PlayManyResponse]:
        reader = asyncio.create_task(self._read(requests))
        try:
            while True:
                first = await self._out.get()
                if isinstance(first, BaseException):
                    raise first
                frames: list[backend.PlayFrameOut] = []
                size = 0
                if first is not _ACK:
                    frames.append(first)
                    size += first.ByteSize()
                # Whatever else is ready goes in the same message (the batching: under load, many
                # streams' frames accumulate while the previous message was being written).
                while not self._out.empty() and size < MAX_MESSAGE_BYTES:
                    item = self._out.get_nowait()
                    if isinstance(item, BaseException):
                        self._out.put_nowait(item)  # after this message
                        break
                    if item is not _ACK:  # this message answers it (`taken`)
                        frames.append(item)
                        size += item.ByteSize()
                yield backend.PlayManyResponse(frames=frames, taken=self._taken)
        finally:
            reader.cancel()
            tasks = [stream.task for stream in self._streams.values() if stream.task is not None]
            for task in tasks:
                task.cancel()
            for task in [reader, *tasks]:
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task

    async def _read(self, requests: AsyncIterator[backend.PlayManyRequest]) -> None:
        try:
            async for request in requests:
                for frame in request.frames:
                    self._take(frame)
                self._taken += 1
                if request.ack and self._out.empty():
                    self._out.put_nowait(_ACK)  # else the next message out answers it
            # The gateway closed its side: the call ends once its streams have (they may still
            # be sending events); nothing more can reach them.
            for stream in self._streams.values():
                stream.requests.put_nowait(_CLOSED)
        except Exception as error:
            self._out.put_nowait(error)

    def _take(self, frame: backend.PlayFrame) -> None:
        kind = frame.WhichOneof("kind")
        stream = self._streams.get(frame.stream)
        if kind in ("open", "call"):
            if stream is not None:
                refusal = InvalidCommand(f"stream {frame.stream} is already open on this call")
                self._out.put_nowait(end_frame(frame.stream, refusal))
                return
            stream = self._streams[frame.stream] = _Stream()
            if kind == "open":
                context = FrameContext(entries(frame.open.metadata), self._context)
                stream.task = asyncio.create_task(self._serve_stream(frame.stream, stream, frame.open.opening, context))
            else:
                context = FrameContext(entries(frame.call.metadata), self._context)
                stream.task = asyncio.create_task(self._serve_call(frame.stream, frame.call, context))
            return
        if stream is None:
            return  # a stream already over (its end frame crossed this one): nothing to do
        if kind == "request":
            stream.requests.put_nowait(frame.request)
        elif kind == "half_close":
            stream.requests.put_nowait(_CLOSED)
        elif kind == "cancel" and stream.task is not None:
            stream.task.cancel()

    async def _serve_stream(self, number: int, stream: _Stream, opening: gateway_pb2.PlayRequest, context: Any) -> None:
        error: BaseException | None = None
        try:
            async for response in self._run(opening, stream.incoming(), context):
                self._out.put_nowait(backend.PlayFrameOut(stream=number, response=response))
        except asyncio.CancelledError:
            self._streams.pop(number, None)
            return  # cancelled by the gateway (its client left) or with the call: no end to send
        except Exception as caught:
            error = caught
        self._streams.pop(number, None)
        self._out.put_nowait(end_frame(number, error))

    async def _serve_call(self, number: int, call: backend.UnaryCall, context: FrameContext) -> None:
        try:
            if self._call is None:
                raise InvalidCommand("this PlayMany call carries no unary calls", "UNARY_NOT_CARRIED")
            reply = await self._call(call.method, call.request, context)
        except asyncio.CancelledError:
            self._streams.pop(number, None)
            return  # withdrawn by the gateway (its deadline, its client gone) or with the call
        except Exception as error:
            self._streams.pop(number, None)
            self._out.put_nowait(end_frame(number, error, call.method or "a unary call"))
            return
        self._streams.pop(number, None)
        self._out.put_nowait(backend.PlayFrameOut(stream=number, reply=reply.SerializeToString()))
