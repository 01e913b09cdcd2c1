"""The gateway's half of the multiplexed Play (GameService.PlayMany; the service's half is
services/core/play_many.py).

A client's Play stream used to be relayed on a backend Play call of its own: per client stream a
call's setup, and per message a gRPC message on the gateway-to-service hop. Here every client
stream of a game rides on one of a few long-lived PlayMany calls (LUDUS_PLAY_CALLS per game): its
messages become frames, and the frames ready together leave in one message, both ways.

A unary call of a match (SubmitCommand, ListLegalCommands, GetView, ...) rides on the same calls
as one frame each way (`PlayMux.call`): in Python gRPC a call's setup costs several times a message
on an open stream, on both sides of the hop. It keeps the call's deadline (the frame is withdrawn
and the client hears DEADLINE_EXCEEDED) and its errors (the status the service answered with).

`MuxedPlay` is what the gateway's relay (server.py `_relay_bidi`) drives as its backend call, with
the methods of a grpc.aio stream-stream call it uses: `write`, `done_writing`, `cancel` and async
iteration, which ends with an AioRpcError carrying the stream's status as a Play call would. When a
PlayMany call fails (a replica stopped, the connection broke), each of its streams ends with
UNAVAILABLE, as its own Play call would have, and the next stream opens a new call; a client
resumes from its last version (docs/api.md).

A call keeps at most WINDOW messages in flight to the service: those it has sent and the service
has not yet said it took (`PlayManyResponse.taken`); the message that fills the window asks for an
ack. The frames queued meanwhile leave together in the next message. A busy asyncio server reads
about one message per turn of its event loop: written whenever frames were queued, messages waited
in the service's socket (~0.6 s on average under bench/load.py's 2,000 clients). A service that
does not count (`taken` 0: an older one) gets no window.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import random
from collections.abc import AsyncIterator, Callable
from typing import Any

import grpc
from google.protobuf.message import Message
from google.protobuf.message_factory import GetMessageClass
from ludus.backend.v1 import game_service_pb2 as backend
from ludus.v1 import gateway_pb2

from services.core.caller import ANONYMOUS, Caller
from services.core.hosting import game_metadata
from services.core.play_many import MAX_MESSAGE_BYTES, entries, metadata_entries

log = logging.getLogger(__name__)

#: A unary call answered UNAVAILABLE is tried this many times in all, the waits between tries
#: growing from the first to the last figure (the backend channel's retry policy's).
RETRY_ATTEMPTS = 4
RETRY_BACKOFF = 0.05
RETRY_BACKOFF_MAX = 0.5
#: Messages a PlayMany call may have in flight before the service says it took them: two, so
#: that one is being read while the next waits, and everything else waits to leave together.
WINDOW = 2

#: A PlayMany call takes new streams and calls this long; then a new one does (PlayMux): new
#: replicas get their share, and a gateway's work moves over the replicas in turn.
RENEW_AFTER_SECONDS = 60.0

#: GameService's unary calls by name, each with its reply's class.
REPLY_TYPES: dict[str, type[Message]] = {
    method.name: GetMessageClass(method.output_type)
    for method in backend.DESCRIPTOR.services_by_name["GameService"].methods
    if not method.client_streaming and not method.server_streaming
}

#: Opens a PlayMany call (a stub's bound method: metadata= -> the call).
Opener = Callable[..., Any]


class MuxedPlay:
    """One client's Play stream on a shared PlayMany call."""

    def __init__(self, connection: PlayConnection, number: int, metadata: tuple[tuple[str, Any], ...]) -> None:
        self._connection = connection
        self._number = number
        self._metadata = metadata
        self._opened = False
        self._over = False
        self._frames: asyncio.Queue[backend.PlayFrameOut] = asyncio.Queue()

    async def write(self, request: gateway_pb2.PlayRequest) -> None:
        if self._over:
            raise asyncio.InvalidStateError("the play stream is over")
        if not self._opened:
            self._opened = True
            frame = backend.PlayFrame(
                stream=self._number,
                open=backend.PlayOpen(opening=request, metadata=metadata_entries(self._metadata)),
            )
        else:
            frame = backend.PlayFrame(stream=self._number, request=request)
        self._connection.send(frame)

    async def done_writing(self) -> None:
        if not self._over:
            self._connection.send(backend.PlayFrame(stream=self._number, half_close=True))

    def cancel(self) -> None:
        """The client is gone (or the relay is done): the service stops the stream."""
        if not self._over:
            self._over = True
            self._connection.forget(self._number, tell=self._opened)

    def deliver(self, frame: backend.PlayFrameOut) -> None:
        self._frames.put_nowait(frame)

    def __aiter__(self) -> AsyncIterator[gateway_pb2.PlayResponse]:
        return self._responses()

    async def _responses(self) -> AsyncIterator[gateway_pb2.PlayResponse]:
        while True:
            frame = await self._frames.get()
            if frame.HasField("response"):
                yield frame.response
                continue
            self._over = True
            self._connection.forget(self._number, tell=False)
            end = frame.end
            if end.code == grpc.StatusCode.OK.value[0]:
                return
            raise _ended(end)


class MuxedCall:
    """One unary call on a shared PlayMany call: its reply (or end) frame, when it comes."""

    def __init__(self, connection: PlayConnection, number: int) -> None:
        self._connection = connection
        self._number = number
        self._answer: asyncio.Future[backend.PlayFrameOut] = asyncio.get_running_loop().create_future()

    def deliver(self, frame: backend.PlayFrameOut) -> None:
        if not self._answer.done():
            self._answer.set_result(frame)

    async def reply(self, reply_type: type[Message], timeout: float | None) -> Any:
        """The reply, parsed; the service's failure (or this gateway's deadline, or a broken
        PlayMany call) as the AioRpcError a call of its own would have raised."""
        answered = False
        try:
            async with asyncio.timeout(timeout):
                frame = await self._answer
            answered = True
        except TimeoutError:
            raise _deadline_exceeded() from None
        finally:
            # Answered: nothing left to forget at the service. Otherwise (deadline, the client
            # gone) the service is told to stop working on it.
            self._connection.forget(self._number, tell=not answered)
        if frame.WhichOneof("kind") == "reply":
            return reply_type.FromString(frame.reply)
        raise _ended(frame.end)


def _deadline_exceeded() -> grpc.aio.AioRpcError:
    return grpc.aio.AioRpcError(
        grpc.StatusCode.DEADLINE_EXCEEDED, grpc.aio.Metadata(), grpc.aio.Metadata(), details="Deadline Exceeded"
    )


def _ended(end: backend.PlayEnd) -> grpc.aio.AioRpcError:
    code = next((status for status in grpc.StatusCode if status.value[0] == end.code), grpc.StatusCode.UNKNOWN)
    trailing = grpc.aio.Metadata(*entries(end.trailing))
    return grpc.aio.AioRpcError(code, grpc.aio.Metadata(), trailing, details=end.details)


def _unavailable(details: str) -> backend.PlayFrameOut:
    return backend.PlayFrameOut(end=backend.PlayEnd(code=grpc.StatusCode.UNAVAILABLE.value[0], details=details))


class PlayConnection:
    """One PlayMany call and the client streams on it."""

    def __init__(self, opener: Opener, game: str) -> None:
        self.game = game
        self._call = opener(metadata=game_metadata(game) + Caller(ANONYMOUS).metadata())
        self._streams: dict[int, MuxedPlay | MuxedCall] = {}
        self._numbers = itertools.count(1)
        self._outbox: list[backend.PlayFrame] = []
        self._ready = asyncio.Event()
        #: Messages sent, and taken by the service as far as it said (its `taken`; 0 until a
        #: service that counts answers, and then the window applies).
        self._sent = 0
        self._taken = 0
        self._took = asyncio.Event()
        self.broken = False
        #: Takes no new stream or call; ends once the last one it carries has (`retire`).
        self.retired = False
        self.opened_at = asyncio.get_running_loop().time()
        self._writer = asyncio.create_task(self._write())
        self._reader = asyncio.create_task(self._read())

    def takes_new_work(self, now: float) -> bool:
        return not self.broken and not self.retired and now - self.opened_at < RENEW_AFTER_SECONDS

    def retire(self) -> None:
        """No new streams or calls here: this PlayMany call ends when its last one has."""
        self.retired = True
        if not self._streams:
            self._end_quietly()

    def _end_quietly(self) -> None:
        """A retired call with nothing left on it: cancelled, its tasks stopped, no warning."""
        if self.broken:
            return
        self.broken = True
        self._call.cancel()
        current = asyncio.current_task()
        for task in (self._writer, self._reader):
            if task is not current:
                task.cancel()

    def open(self, metadata: tuple[tuple[str, Any], ...]) -> MuxedPlay:
        number = next(self._numbers)
        stream = self._streams[number] = MuxedPlay(self, number, metadata)
        return stream

    def call(self, method: str, request: Message, metadata: tuple[tuple[str, Any], ...]) -> MuxedCall:
        """Send a unary call's frame; its answer comes to the MuxedCall."""
        number = next(self._numbers)
        pending = self._streams[number] = MuxedCall(self, number)
        serialized = request.SerializeToString()
        call = backend.UnaryCall(method=method, request=serialized, metadata=metadata_entries(metadata))
        self.send(backend.PlayFrame(stream=number, call=call))
        return pending

    def send(self, frame: backend.PlayFrame) -> None:
        self._outbox.append(frame)
        self._ready.set()

    def forget(self, number: int, tell: bool) -> None:
        if self._streams.pop(number, None) is not None and tell and not self.broken:
            self.send(backend.PlayFrame(stream=number, cancel=True))
        if self.retired and not self._streams:
            # The cancel frame need not reach the service: cancelling the call stops it there.
            self._end_quietly()

    @property
    def streams(self) -> int:
        return len(self._streams)

    async def _write(self) -> None:
        try:
            while True:
                await self._ready.wait()
                self._ready.clear()
                # Every frame queued while the last message was being written, or while the
                # window was full, goes in this one.
                while self._outbox:
                    await self._window()
                    frames: list[backend.PlayFrame] = []
                    size = 0
                    for frame in self._outbox:
                        if frames and size >= MAX_MESSAGE_BYTES:
                            break
                        frames.append(frame)
                        size += frame.ByteSize()
                    del self._outbox[: len(frames)]
                    self._sent += 1
                    # Before the service first counts, every message asks (the window starts
                    # with its first answer, whatever is in flight then).
                    ack = not self._taken or self._sent - self._taken >= WINDOW
                    await self._call.write(backend.PlayManyRequest(frames=frames, ack=ack))
        except (grpc.aio.AioRpcError, asyncio.InvalidStateError) as error:
            self._fail(f"the game service's play connection failed: {_describe(error)}")
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("the PlayMany writer of %s failed", self.game)
            self._fail("the gateway's play connection failed")

    async def _window(self) -> None:
        """Until the call has room for one more message in flight (at once before the service
        first says what it took: an older service never does)."""
        while self._taken and self._sent - self._taken >= WINDOW and not self.broken:
            self._took.clear()
            await self._took.wait()

    async def _read(self) -> None:
        try:
            async for message in self._call:
                if message.taken > self._taken:
                    self._taken = message.taken
                    self._took.set()
                for frame in message.frames:
                    stream = self._streams.get(frame.stream)
                    if stream is not None:
                        stream.deliver(frame)
            self._fail("the game service closed its play connection")
        except grpc.aio.AioRpcError as error:
            self._fail(f"the game service's play connection failed: {_describe(error)}")
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("the PlayMany reader of %s failed", self.game)
            self._fail("the gateway's play connection failed")

    def _fail(self, details: str) -> None:
        """End every stream on this call with UNAVAILABLE; the next stream opens a new call."""
        if not self.broken:
            log.warning("PlayMany of %s: %s (%d streams)", self.game, details, len(self._streams))
        self.broken = True
        self._call.cancel()
        self._took.set()  # a writer waiting for room: the call is over
        streams, self._streams = self._streams, {}
        for stream in streams.values():
            stream.deliver(_unavailable(details))

    async def close(self) -> None:
        self.broken = True
        self._call.cancel()
        for task in (self._writer, self._reader):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


def _describe(error: BaseException) -> str:
    if isinstance(error, grpc.aio.AioRpcError):
        return f"{error.code().name}: {error.details()}"
    return type(error).__name__


class PlayMux:
    """Per game, up to `calls` PlayMany calls; a new client stream or unary call goes on the next
    one in turn. A channel balances each new call over the game's replicas, so several calls
    spread the work over several replicas, one each at most: `calls` should be at least a game's
    replicas divided by the gateways (docs/operations.md). A call takes new work for
    RENEW_AFTER_SECONDS, then a new one takes its place (on the replica the channel picks next,
    one added since included) and the old one ends when the streams it carries have."""

    def __init__(self, calls: int) -> None:
        self._calls = max(1, calls)
        self._connections: dict[str, list[PlayConnection | None]] = {}
        self._turn: dict[str, int] = {}
        #: Retired calls still carrying streams (closed with the rest at shutdown).
        self._retired: set[PlayConnection] = set()

    def open(self, game: str, opener: Opener, metadata: tuple[tuple[str, Any], ...]) -> MuxedPlay:
        return self._next(game, opener).open(metadata)

    async def call(
        self,
        game: str,
        opener: Opener,
        method: str,
        request: Message,
        *,
        timeout: float | None,
        metadata: tuple[tuple[str, Any], ...],
    ) -> Any:
        """A unary GameService call of `game` as a frame on one of its PlayMany calls: answers as
        `getattr(stub, method)(request, timeout=, metadata=)` would, retries included (the
        channel's policy, services/core/config.py: UNAVAILABLE, a few times, backing off; safe
        for commands, which always carry a command id), within the one deadline."""
        loop = asyncio.get_running_loop()
        deadline = None if timeout is None else loop.time() + timeout
        backoff = RETRY_BACKOFF
        for attempt in itertools.count(1):
            left = None if deadline is None else deadline - loop.time()
            if left is not None and left <= 0:
                raise _deadline_exceeded()
            try:
                pending = self._next(game, opener).call(method, request, metadata)
                return await pending.reply(REPLY_TYPES[method], left)
            except grpc.aio.AioRpcError as error:
                if error.code() != grpc.StatusCode.UNAVAILABLE or attempt >= RETRY_ATTEMPTS:
                    raise
            await asyncio.sleep(random.uniform(0, backoff))
            backoff = min(backoff * 2, RETRY_BACKOFF_MAX)
        raise AssertionError("unreachable")

    def _next(self, game: str, opener: Opener) -> PlayConnection:
        slots = self._connections.setdefault(game, [None] * self._calls)
        turn = self._turn.get(game, 0)
        self._turn[game] = (turn + 1) % self._calls
        connection = slots[turn]
        if connection is None or not connection.takes_new_work(asyncio.get_running_loop().time()):
            if connection is not None and not connection.broken:
                connection.retire()
                self._retired.add(connection)
            self._retired = {old for old in self._retired if not old.broken}
            connection = slots[turn] = PlayConnection(opener, game)
        return connection

    async def close(self) -> None:
        for slots in self._connections.values():
            for connection in slots:
                if connection is not None:
                    await connection.close()
        for connection in self._retired:
            await connection.close()
        self._connections.clear()
        self._retired.clear()
