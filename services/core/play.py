"""The play stream of one seat (or spectator) in one match: commands in, answers and events out.

One `PlaySession` serves one backend `Play` call (the gateway opens one per client stream). It
has two halves that meet in one ordered output:

* the pump: it follows the match's log after the last event sent, through the process's one
  reader of every watched match (`MatchRunner.tail`, services/core/fanout.py), and sends the
  events, enriched (awaiting, status, the seat's legal commands);
* the command reader: it applies the client's commands one at a time, in the order sent, through
  the runner's one command path (`MatchRunner.submit`, the same as SubmitCommand), and answers
  each. A refused command is answered with its error; the stream goes on.

A command's own events are sent as soon as its append returns (before the pump would read them
back), then its answer: so a client that reads an answer has already seen every event up to the
answer's version. Both halves send through `_send_events` under one lock, which skips versions
already sent and reads any gap first, so the stream's versions are contiguous, never repeated.

A stream opened with `batch` sends the events known together (a command's, one read's, a page of
a backlog) as one `PlayBatch`, with the answer when they are the stream's own command's: per move,
one message instead of one per event and one for the answer. Only a batch's last event carries
the seat's legal commands, so no list is computed for a version the same message supersedes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from typing import Any, Generic

from google.protobuf import any_pb2
from ludus.v1 import gateway_pb2

from services.core.errors import InvalidCommand, LudusError, Unauthenticated
from services.core.events import StoredEvent
from services.core.game import S
from services.core.grpc_server import _translate
from services.core.match import MATCH_ENDED, Match, check_seat
from services.core.runner import MatchRunner

#: Commands are small; a bigger one is refused before the rules see it.
MAX_COMMAND_BYTES = 64 * 1024
#: Events per PlayBatch at most (a long backlog goes in several; gRPC's messages are bounded).
MAX_BATCH_EVENTS = 100


def check_command(command: any_pb2.Any | None) -> any_pb2.Any:
    """The command of a submit, or InvalidCommand when it is missing or too large."""
    if command is None:
        raise InvalidCommand("the command is missing")
    if command.ByteSize() > MAX_COMMAND_BYTES:
        raise InvalidCommand(f"commands are at most {MAX_COMMAND_BYTES} bytes")
    return command


def play_error(error: LudusError) -> gateway_pb2.PlayError:
    """A refusal as a message: the status name, the stable reason and the message."""
    return gateway_pb2.PlayError(code=error.status, rule_code=error.reason, message=error.message)


def error_answer(command_id: str, error: LudusError) -> gateway_pb2.PlayAnswer:
    """A refused command's answer on the Play stream."""
    return gateway_pb2.PlayAnswer(command_id=command_id, error=play_error(error))


#: Put on the output queue when the stream is complete.
_END = object()

log = logging.getLogger(__name__)


class PlaySession(Generic[S]):
    """One Play stream; see the module docstring."""

    def __init__(
        self,
        runner: MatchRunner[S],
        match_id: str,
        seat: int | None,
        from_version: int,
        batch: bool = False,
        answered: Callable[[str, gateway_pb2.PlayAnswer], None] | None = None,
    ) -> None:
        self.runner = runner
        #: Told of every command answered (the service's metrics count them, as SubmitCommand's).
        self.answered = answered
        self.match_id = match_id
        self.seat = seat
        #: Events (and answers) in PlayBatch messages (PlayRequest.batch).
        self.batch = batch
        #: Events with a version above this are sent (the client has the ones up to it).
        self._after = max(from_version, 1) - 1
        #: The match at the last event folded (sent, or skipped as the client's already).
        self._match: Match[S] | None = None
        #: The match as loaded when the stream opened (where following the log starts).
        self._opened: Match[S] | None = None
        self._lock = asyncio.Lock()
        self._out: asyncio.Queue[Any] = asyncio.Queue()
        self._ended = False
        self._busy = False

    async def open(self) -> None:
        """Check the match and the seat (NOT_FOUND / PERMISSION_DENIED end the call here) and
        find the match where the client's first event follows."""
        current = await self.runner.load(self.match_id)
        check_seat(current, self.seat)
        if self._after > current.version:
            # As WatchMatch: a stream from beyond the next event would wait for versions that
            # may never exist.
            raise InvalidCommand(
                f"the match is at version {current.version}: play from at most version {current.version + 1}",
                "VERSION_PAST_END",
            )
        if current.platform.finished and self._after >= current.version:
            self._ended = True  # MatchEnded was sent before from_version: nothing more will come
        self._opened = current
        self._match = await self.runner.match_at(self.match_id, self._after)

    async def run(self, requests: AsyncIterator[gateway_pb2.PlayRequest]) -> AsyncIterator[gateway_pb2.PlayResponse]:
        """The responses, in order, until MatchEnded is sent and every command read is answered."""
        if self._ended:
            return
        pump = asyncio.create_task(self._pump())
        reader = asyncio.create_task(self._read_commands(requests))
        try:
            while True:
                item = await self._out.get()
                if item is _END:
                    log.debug("play stream of %s (seat %s) complete", self.match_id, self.seat)
                    return
                if isinstance(item, BaseException):
                    raise item
                yield item
        finally:
            for task in (pump, reader):
                task.cancel()
            for task in (pump, reader):
                with contextlib.suppress(asyncio.CancelledError):
                    await task

    # -- events ----------------------------------------------------------------------------------

    async def _pump(self) -> None:
        try:
            assert self._opened is not None and self._match is not None
            # The process's one reader of every watched match (MatchRunner.tail): no connection
            # and no read of its own per stream. Events the commands sent already are skipped.
            async with contextlib.aclosing(self.runner.tail_batches(self._opened, self._match.version)) as batches:
                async for events in batches:
                    await self._send_events(events)
                    if self._ended:
                        break
            if not self._busy:
                self._out.put_nowait(_END)
        except Exception as error:  # handed to the stream, which fails with its status
            self._out.put_nowait(error)

    async def _send_events(self, events: list[StoredEvent], answer: gateway_pb2.PlayAnswer | None = None) -> None:
        """Send the events not sent yet (reading any gap before them first), then `answer`."""
        async with self._lock:
            assert self._match is not None
            fresh = [event for event in events if event.version > self._match.version]
            if fresh and fresh[0].version > self._match.version + 1:
                # Another writer's events came between: read them, so that none is missed.
                gap = await self.runner.store.read(self.match_id, after=self._match.version, upto=fresh[0].version - 1)
                fresh = gap + fresh
            due: list[tuple[Match[S], StoredEvent]] = []
            for event in fresh:
                self._match = self.runner.after_event(self._match, event)
                if event.version > self._after:
                    due.append((self._match, event))
                if event.type == MATCH_ENDED:
                    self._ended = True
            if self.batch:
                self._put_batches(due, answer)
                return
            for match, event in due:
                message = self.runner.enriched_event(match, event, self.seat)
                self._out.put_nowait(gateway_pb2.PlayResponse(event=message))
            if answer is not None:
                self._out.put_nowait(gateway_pb2.PlayResponse(answer=answer))

    def _put_batches(self, due: list[tuple[Match[S], StoredEvent]], answer: gateway_pb2.PlayAnswer | None) -> None:
        last = len(due) - 1
        events = [
            self.runner.enriched_event(match, event, self.seat, with_legal=index == last)
            for index, (match, event) in enumerate(due)
        ]
        chunks = [events[start : start + MAX_BATCH_EVENTS] for start in range(0, len(events), MAX_BATCH_EVENTS)]
        if not chunks and answer is None:
            return
        for chunk in chunks[:-1]:
            self._out.put_nowait(gateway_pb2.PlayResponse(batch=gateway_pb2.PlayBatch(events=chunk)))
        final = gateway_pb2.PlayBatch(events=chunks[-1] if chunks else [])
        if answer is not None:
            final.answer.CopyFrom(answer)
        self._out.put_nowait(gateway_pb2.PlayResponse(batch=final))

    # -- commands --------------------------------------------------------------------------------

    async def _read_commands(self, requests: AsyncIterator[gateway_pb2.PlayRequest]) -> None:
        try:
            async for request in requests:
                self._busy = True
                answer, events = await self._answer(request)
                if self.answered is not None:
                    self.answered(self.match_id, answer)
                await self._send_events(events, answer)
                self._busy = False
                if self._ended:
                    self._out.put_nowait(_END)
                    return
            # The client has no more commands; events go on until the match ends.
        except Exception as error:
            self._out.put_nowait(error)

    async def _answer(self, request: gateway_pb2.PlayRequest) -> tuple[gateway_pb2.PlayAnswer, list[StoredEvent]]:
        """The command's answer and the events it caused (none when it was refused)."""
        command = request.command
        try:
            if request.match_id and request.match_id != self.match_id:
                raise InvalidCommand(f"this play stream is for match {self.match_id!r}; open another for another match")
            if not request.HasField("command"):
                raise InvalidCommand("after the opening message, every message carries a command")
            if not command.command_id:
                raise InvalidCommand("commands on the play stream need a command_id (their answers carry it)")
            if self.seat is None:
                raise Unauthenticated("this call needs a seat token", "TOKEN_MISSING")
            expected = command.expected_version if command.HasField("expected_version") else None
            submitted = await self.runner.submit(
                self.match_id,
                self.seat,
                check_command(command.command if command.HasField("command") else None),
                expected,
                command.command_id,
            )
        except Exception as error:
            translated = _translate(error)
            if translated is None:
                raise  # a bug: the stream fails (INTERNAL), as a unary call would
            return error_answer(command.command_id, translated), []
        answer = gateway_pb2.PlayAnswer(
            command_id=command.command_id, version=submitted.version, duplicate=submitted.duplicate
        )
        return answer, submitted.events


async def first_request(requests: AsyncIterator[gateway_pb2.PlayRequest]) -> gateway_pb2.PlayRequest | None:
    """The opening message of a Play stream (None if the client closed without one)."""
    try:
        return await anext(aiter(requests))
    except StopAsyncIteration:
        return None


def check_opening(request: gateway_pb2.PlayRequest) -> None:
    """The opening message names a match and carries no command."""
    if not request.match_id:
        raise InvalidCommand("the first message of a play stream names the match (match_id)")
    if request.HasField("command"):
        raise InvalidCommand("the first message of a play stream opens it; send commands after it")
