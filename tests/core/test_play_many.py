"""GameService.PlayMany's two halves without servers: the service's (services/core/play_many.py)
runs each frame stream as a Play call would and ends it with a Play call's status; the gateway's
(gateway/play_mux.py) turns frames back into a Play call's messages and status, and ends every
stream of a failed call with UNAVAILABLE. The real servers' side is tests/e2e/test_play_many_e2e.py."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import grpc
import pytest
from ludus.backend.v1 import game_service_pb2 as backend
from ludus.v1 import common_pb2, gateway_pb2

from gateway import play_mux
from gateway.play_mux import PlayMux
from services.core.errors import InvalidCommand, RuleViolation, Unavailable
from services.core.grpc_server import RULE_CODE_KEY
from services.core.play_many import PlayMany, entries, metadata_entries

pytestmark = pytest.mark.asyncio


class _Context:
    def auth_context(self) -> dict[str, Any]:
        return {}


def _open(number: int, match_id: str, metadata: tuple[tuple[str, Any], ...] = ()) -> backend.PlayFrame:
    return backend.PlayFrame(
        stream=number,
        open=backend.PlayOpen(opening=gateway_pb2.PlayRequest(match_id=match_id), metadata=metadata_entries(metadata)),
    )


def _command(number: int, command_id: str) -> backend.PlayFrame:
    return backend.PlayFrame(
        stream=number, request=gateway_pb2.PlayRequest(command=gateway_pb2.PlayCommand(command_id=command_id))
    )


async def _echo(opening: gateway_pb2.PlayRequest, requests: AsyncIterator[Any], context: Any) -> AsyncIterator[Any]:
    """A stand-in for a Play stream: answers each command with its id; a match named "refused"
    fails at its opening, "wrong" on its first command; metadata is echoed in the first answer."""
    if opening.match_id == "refused":
        raise RuleViolation("NOT_YOURS", "this seat is not yours")
    who = dict(context.invocation_metadata())
    yield gateway_pb2.PlayResponse(answer=gateway_pb2.PlayAnswer(command_id=f"opened:{who.get('ludus-caller', '')}"))
    async for request in requests:
        if opening.match_id == "wrong":
            raise InvalidCommand("no such command")
        yield gateway_pb2.PlayResponse(answer=gateway_pb2.PlayAnswer(command_id=request.command.command_id))


#: How many times the "flaky" match was asked for (it fails UNAVAILABLE the first time).
_flaky_calls: list[str] = []


async def _unary(method: str, request: bytes, context: Any) -> Any:
    """A stand-in for GameServicer.framed_call (GetMatch only): answers the match id with the
    frame's caller appended; "refused" is refused, "slow" never answers, "flaky" fails
    UNAVAILABLE the first time it is asked, "bug" fails with an error no status names."""
    if method != "GetMatch":
        raise InvalidCommand(f"{method} is not a unary call of GameService", "UNKNOWN_METHOD")
    match_id = gateway_pb2.GetMatchRequest.FromString(request).match_id
    if match_id == "refused":
        raise RuleViolation("NOT_YOURS", "this seat is not yours")
    if match_id == "slow":
        await asyncio.sleep(3600)
    if match_id == "flaky":
        _flaky_calls.append(match_id)
        if len(_flaky_calls) == 1:
            raise Unavailable("the event store is unreachable; retry shortly")
    if match_id == "bug":
        raise RuntimeError("secret internals")
    who = dict(context.invocation_metadata()).get("ludus-caller", "")
    return gateway_pb2.GetMatchResponse(match=common_pb2.MatchInfo(match_id=f"{match_id}:{who}"))


class _Frames:
    """The gateway's side of a PlayMany call, driven by hand."""

    def __init__(self, run: Any = _echo) -> None:
        self.incoming: asyncio.Queue[backend.PlayManyRequest | None] = asyncio.Queue()
        self.messages: list[backend.PlayManyResponse] = []
        self.frames: asyncio.Queue[backend.PlayFrameOut] = asyncio.Queue()
        self.task = asyncio.create_task(self._serve(PlayMany(run, _Context(), _unary)))  # type: ignore[arg-type]

    async def _requests(self) -> AsyncIterator[backend.PlayManyRequest]:
        while (message := await self.incoming.get()) is not None:
            yield message

    async def _serve(self, many: PlayMany) -> None:
        async for message in many.serve(self._requests()):
            self.messages.append(message)
            for frame in message.frames:
                self.frames.put_nowait(frame)

    def send(self, *frames: backend.PlayFrame) -> None:
        self.incoming.put_nowait(backend.PlayManyRequest(frames=frames))

    async def next(self) -> backend.PlayFrameOut:
        return await asyncio.wait_for(self.frames.get(), 5)


async def test_each_stream_runs_with_its_own_metadata_and_answers_under_its_number() -> None:
    frames = _Frames()
    frames.send(_open(1, "a", (("ludus-caller", "seat"),)), _open(2, "b", (("ludus-caller", "anonymous"),)))
    opened = {(await frames.next()).stream: None for _ in range(2)}
    assert set(opened) == {1, 2}
    frames.send(_command(2, "two"), _command(1, "one"))
    answered = [await frames.next() for _ in range(2)]
    assert {(frame.stream, frame.response.answer.command_id) for frame in answered} == {(1, "one"), (2, "two")}
    frames.task.cancel()


async def test_the_opening_metadata_reaches_the_stream_as_its_call_metadata() -> None:
    frames = _Frames()
    frames.send(_open(7, "a", (("ludus-caller", "seat"), ("x-bin", b"\x00\x01"))))
    first = await frames.next()
    assert first.stream == 7 and first.response.answer.command_id == "opened:seat"
    frames.task.cancel()


async def test_a_refused_stream_ends_with_its_status_and_rule_code_and_the_others_go_on() -> None:
    frames = _Frames()
    frames.send(_open(1, "refused"), _open(2, "a"))
    got = {}
    for _ in range(2):
        frame = await frames.next()
        got[frame.stream] = frame
    assert got[1].WhichOneof("kind") == "end"
    assert got[1].end.code == grpc.StatusCode.FAILED_PRECONDITION.value[0]
    assert got[1].end.details == "this seat is not yours"
    assert dict(entries(got[1].end.trailing))[RULE_CODE_KEY] == "NOT_YOURS"
    frames.send(_command(2, "still"))
    assert (await frames.next()).response.answer.command_id == "still"
    frames.task.cancel()


async def test_a_stream_failing_mid_way_ends_alone_with_invalid_argument() -> None:
    frames = _Frames()
    frames.send(_open(1, "wrong"), _open(2, "a"))
    await frames.next(), await frames.next()  # both opened
    frames.send(_command(1, "x"), _command(2, "y"))
    got = {}
    for _ in range(2):
        frame = await frames.next()
        got[frame.stream] = frame
    assert got[1].end.code == grpc.StatusCode.INVALID_ARGUMENT.value[0]
    assert got[2].response.answer.command_id == "y"
    frames.task.cancel()


async def test_half_close_ends_a_stream_with_ok_once_its_answers_are_sent() -> None:
    frames = _Frames()
    frames.send(_open(1, "a"))
    await frames.next()
    frames.send(_command(1, "last"), backend.PlayFrame(stream=1, half_close=True))
    assert (await frames.next()).response.answer.command_id == "last"
    end = await frames.next()
    assert end.stream == 1 and end.end.code == grpc.StatusCode.OK.value[0]
    frames.task.cancel()


async def test_a_cancelled_stream_sends_nothing_more() -> None:
    frames = _Frames()
    frames.send(_open(1, "a"), _open(2, "a"))
    await frames.next(), await frames.next()
    frames.send(backend.PlayFrame(stream=1, cancel=True), _command(1, "ignored"), _command(2, "kept"))
    assert (await frames.next()).response.answer.command_id == "kept"
    await asyncio.sleep(0.05)
    assert frames.frames.empty()
    frames.task.cancel()


async def test_frames_ready_together_leave_in_one_message() -> None:
    frames = _Frames()
    frames.send(*[_open(number, "a") for number in range(1, 41)])
    for _ in range(40):
        await frames.next()
    # 40 streams answered by one read of the call: far fewer messages than frames.
    assert len(frames.messages) < 10, [len(message.frames) for message in frames.messages]
    frames.task.cancel()


async def test_every_message_out_says_how_many_came_in_and_an_ack_is_answered_at_once() -> None:
    """The gateway's window (gateway/play_mux.py): each message out carries the count of messages
    taken; a message asking for an ack is answered even when no frame is ready (a message with
    no frame), and not twice when frames go out anyway."""
    frames = _Frames()
    frames.incoming.put_nowait(backend.PlayManyRequest(frames=[backend.PlayFrame(stream=9, half_close=True)], ack=True))
    for _ in range(200):
        if frames.messages:
            break
        await asyncio.sleep(0.005)
    assert [(len(message.frames), message.taken) for message in frames.messages] == [(0, 1)]
    frames.incoming.put_nowait(backend.PlayManyRequest(frames=[_open(1, "a"), _open(2, "b")], ack=True))
    for _ in range(2):
        await frames.next()
    await asyncio.sleep(0.05)
    assert [message.taken for message in frames.messages[1:]] == [2] * (len(frames.messages) - 1)
    assert all(message.frames for message in frames.messages[1:])  # the answers carried the ack
    frames.send(_command(1, "one"))  # no ack asked: the answer alone
    assert (await frames.next()).response.answer.command_id == "one"
    assert frames.messages[-1].taken == 3
    frames.task.cancel()


async def test_a_bug_in_a_stream_ends_it_internal_without_its_text() -> None:
    async def broken(opening: Any, requests: Any, context: Any) -> AsyncIterator[Any]:
        raise KeyError("secret internals")
        yield  # an async generator

    frames = _Frames(broken)
    frames.send(_open(1, "a"))
    end = (await frames.next()).end
    assert end.code == grpc.StatusCode.INTERNAL.value[0] and "secret" not in end.details
    frames.task.cancel()


def _call(number: int, match_id: str, metadata: tuple[tuple[str, Any], ...] = (), method: str = "GetMatch") -> Any:
    request = gateway_pb2.GetMatchRequest(match_id=match_id).SerializeToString()
    return backend.PlayFrame(
        stream=number, call=backend.UnaryCall(method=method, request=request, metadata=metadata_entries(metadata))
    )


async def test_a_unary_call_frame_is_answered_by_one_reply_frame_with_its_own_metadata() -> None:
    frames = _Frames()
    frames.send(_call(1, "ark-1", (("ludus-caller", "seat"),)), _call(2, "ark-2", (("ludus-caller", "spectator"),)))
    replies = {frame.stream: frame for frame in [await frames.next(), await frames.next()]}
    for number, expected in ((1, "ark-1:seat"), (2, "ark-2:spectator")):
        assert replies[number].WhichOneof("kind") == "reply"
        assert gateway_pb2.GetMatchResponse.FromString(replies[number].reply).match.match_id == expected
    frames.task.cancel()


async def test_a_refused_unary_call_ends_with_its_status_and_rule_code_and_a_stream_beside_it_goes_on() -> None:
    frames = _Frames()
    frames.send(_open(1, "ark-1"), _call(2, "refused"), _call(3, "ark-3", method="NoSuchCall"))
    got = {frame.stream: frame for frame in [await frames.next(), await frames.next(), await frames.next()]}
    refused = got[2].end
    assert refused.code == grpc.StatusCode.FAILED_PRECONDITION.value[0]
    assert refused.details == "this seat is not yours"
    assert dict(entries(refused.trailing))[RULE_CODE_KEY] == "NOT_YOURS"
    unknown = got[3].end
    assert unknown.code == grpc.StatusCode.INVALID_ARGUMENT.value[0]
    assert dict(entries(unknown.trailing))[RULE_CODE_KEY] == "UNKNOWN_METHOD"
    assert got[1].response.answer.command_id == "opened:"
    frames.send(_command(1, "after"))
    assert (await frames.next()).response.answer.command_id == "after"
    frames.task.cancel()


async def test_a_unary_call_failing_with_a_bug_ends_internal_without_its_text() -> None:
    frames = _Frames()
    frames.send(_call(1, "bug"))
    end = (await frames.next()).end
    assert end.code == grpc.StatusCode.INTERNAL.value[0] and "secret" not in end.details
    frames.task.cancel()


async def test_a_withdrawn_unary_call_is_cancelled_at_the_service_and_answers_nothing() -> None:
    frames = _Frames()
    frames.send(_call(1, "slow"))
    await _until_running(1, "_serve_call")
    frames.send(backend.PlayFrame(stream=1, cancel=True))
    await _until_running(0, "_serve_call")
    frames.send(_call(2, "ark-2"))
    assert (await frames.next()).stream == 2  # nothing came for the withdrawn call before it
    frames.task.cancel()


async def _until_running(count: int, name: str) -> None:
    for _ in range(200):
        if _running(name) == count:
            return
        await asyncio.sleep(0.01)
    assert _running(name) == count


def _running(name: str) -> int:
    return sum(1 for task in asyncio.all_tasks() if name in repr(task.get_coro()))


# -- the gateway's half ------------------------------------------------------------------------


class _Call:
    """A PlayMany call as grpc.aio's stub gives it, served by a PlayMany over `_echo`."""

    def __init__(self, metadata: Any) -> None:
        self.metadata = metadata
        self.frames = _Frames()
        self.cancelled = False

    async def write(self, message: backend.PlayManyRequest) -> None:
        if self.cancelled:
            raise asyncio.InvalidStateError("cancelled")
        self.frames.incoming.put_nowait(message)

    def __aiter__(self) -> AsyncIterator[backend.PlayManyResponse]:
        return self._read()

    async def _read(self) -> AsyncIterator[backend.PlayManyResponse]:
        sent = 0
        while not self.cancelled:
            while sent < len(self.frames.messages):
                sent += 1
                yield self.frames.messages[sent - 1]
            await asyncio.sleep(0.005)
            if self.frames.task.done() and sent == len(self.frames.messages):
                raise grpc.aio.AioRpcError(grpc.StatusCode.UNAVAILABLE, grpc.aio.Metadata(), grpc.aio.Metadata())

    def cancel(self) -> None:
        self.cancelled = True
        self.frames.task.cancel()


class _Opener:
    def __init__(self) -> None:
        self.calls: list[_Call] = []

    def __call__(self, metadata: Any) -> _Call:
        call = _Call(metadata)
        self.calls.append(call)
        return call


async def _answers(stream: Any, count: int) -> list[str]:
    got: list[str] = []
    iterator = aiter(stream)
    while len(got) < count:
        response = await asyncio.wait_for(anext(iterator), 5)
        got.append(response.answer.command_id)
    return got


async def test_the_gateway_puts_streams_on_its_calls_in_turn_and_each_gets_its_own_answers() -> None:
    mux, opener = PlayMux(calls=2), _Opener()
    streams = [mux.open("ark", opener, (("ludus-caller", "seat"),)) for _ in range(4)]
    assert len(opener.calls) == 2
    assert all(("ludus-game", "ark") in call.metadata for call in opener.calls)
    for index, stream in enumerate(streams):
        await stream.write(gateway_pb2.PlayRequest(match_id="ark-1"))
        await stream.write(gateway_pb2.PlayRequest(command=gateway_pb2.PlayCommand(command_id=f"c{index}")))
    for index, stream in enumerate(streams):
        assert await _answers(stream, 2) == ["opened:seat", f"c{index}"]
    await mux.close()


async def test_a_stream_refused_by_the_service_raises_the_status_a_play_call_would() -> None:
    mux, opener = PlayMux(calls=1), _Opener()
    stream = mux.open("ark", opener, ())
    await stream.write(gateway_pb2.PlayRequest(match_id="refused"))
    with pytest.raises(grpc.aio.AioRpcError) as raised:
        await _answers(stream, 1)
    assert raised.value.code() == grpc.StatusCode.FAILED_PRECONDITION
    assert raised.value.details() == "this seat is not yours"
    assert dict(raised.value.trailing_metadata())[RULE_CODE_KEY] == "NOT_YOURS"
    await mux.close()


async def test_a_failed_call_ends_its_streams_unavailable_and_the_next_stream_opens_a_new_call() -> None:
    mux, opener = PlayMux(calls=1), _Opener()
    first = mux.open("ark", opener, ())
    await first.write(gateway_pb2.PlayRequest(match_id="ark-1"))
    assert await _answers(first, 1) == ["opened:"]
    opener.calls[0].frames.task.cancel()  # the service's side is gone
    with pytest.raises(grpc.aio.AioRpcError) as raised:
        await _answers(first, 1)
    assert raised.value.code() == grpc.StatusCode.UNAVAILABLE
    second = mux.open("ark", opener, ())
    assert len(opener.calls) == 2
    await second.write(gateway_pb2.PlayRequest(match_id="ark-1"))
    assert await _answers(second, 1) == ["opened:"]
    await mux.close()


async def test_a_stream_the_client_left_is_cancelled_at_the_service() -> None:
    mux, opener = PlayMux(calls=1), _Opener()
    stream = mux.open("ark", opener, ())
    await stream.write(gateway_pb2.PlayRequest(match_id="ark-1"))
    await _answers(stream, 1)
    stream.cancel()
    with pytest.raises(asyncio.InvalidStateError):
        await stream.write(gateway_pb2.PlayRequest(command=gateway_pb2.PlayCommand(command_id="late")))
    for _ in range(100):
        await asyncio.sleep(0.01)
        if not opener.calls[0].frames.task.done() and not _running("_serve_stream"):
            break
    assert not _running("_serve_stream")
    await mux.close()


async def _get_match(mux: PlayMux, opener: _Opener, match_id: str, timeout: float = 5) -> Any:
    """GetMatch of `match_id` through the gateway's mux, with no metadata."""
    return await mux.call(
        "ark", opener, "GetMatch", gateway_pb2.GetMatchRequest(match_id=match_id), timeout=timeout, metadata=()
    )


async def test_the_gateway_sends_a_unary_call_as_a_frame_and_gets_the_reply_the_call_would() -> None:
    mux, opener = PlayMux(calls=2), _Opener()
    request = gateway_pb2.GetMatchRequest(match_id="ark-1")
    replies = [
        await mux.call("ark", opener, "GetMatch", request, timeout=5, metadata=(("ludus-caller", f"seat{index}"),))
        for index in range(3)
    ]
    assert [reply.match.match_id for reply in replies] == ["ark-1:seat0", "ark-1:seat1", "ark-1:seat2"]
    assert all(isinstance(reply, gateway_pb2.GetMatchResponse) for reply in replies)
    assert len(opener.calls) == 2  # the calls in turn, as streams are
    await mux.close()


async def test_a_unary_call_refused_by_the_service_raises_the_status_the_call_would() -> None:
    mux, opener = PlayMux(calls=1), _Opener()
    with pytest.raises(grpc.aio.AioRpcError) as raised:
        await _get_match(mux, opener, "refused")
    assert raised.value.code() == grpc.StatusCode.FAILED_PRECONDITION
    assert raised.value.details() == "this seat is not yours"
    assert dict(raised.value.trailing_metadata())[RULE_CODE_KEY] == "NOT_YOURS"
    await mux.close()


async def test_a_unary_call_past_its_deadline_raises_deadline_exceeded_and_is_withdrawn_at_the_service() -> None:
    mux, opener = PlayMux(calls=1), _Opener()
    with pytest.raises(grpc.aio.AioRpcError) as raised:
        await _get_match(mux, opener, "slow", timeout=0.2)
    assert raised.value.code() == grpc.StatusCode.DEADLINE_EXCEEDED
    await _until_running(0, "_serve_call")
    # The connection is still good for the next call.
    reply = await _get_match(mux, opener, "ark-1")
    assert reply.match.match_id == "ark-1:"
    assert len(opener.calls) == 1
    await mux.close()


async def test_a_unary_call_answered_unavailable_is_tried_again_as_the_channel_would() -> None:
    mux, opener = PlayMux(calls=1), _Opener()
    _flaky_calls.clear()
    reply = await _get_match(mux, opener, "flaky")
    assert reply.match.match_id == "flaky:"
    assert len(_flaky_calls) == 2
    await mux.close()


async def test_a_unary_call_on_a_broken_connection_is_tried_again_on_a_new_one() -> None:
    mux, opener = PlayMux(calls=1), _Opener()
    request = gateway_pb2.GetMatchRequest(match_id="slow")
    pending = asyncio.create_task(mux.call("ark", opener, "GetMatch", request, timeout=5, metadata=()))
    await _until_running(1, "_serve_call")
    opener.calls[0].frames.task.cancel()  # the service's side is gone while the call waits
    for _ in range(200):
        if len(opener.calls) == 2:
            break
        await asyncio.sleep(0.01)
    assert len(opener.calls) == 2  # tried again, on a new PlayMany call
    pending.cancel()
    reply = await _get_match(mux, opener, "ark-1")
    assert reply.match.match_id == "ark-1:"
    await mux.close()


async def test_a_call_past_its_time_takes_no_new_work_and_ends_when_its_last_stream_has(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    mux, opener = PlayMux(calls=1), _Opener()
    stream = mux.open("ark", opener, ())
    await stream.write(gateway_pb2.PlayRequest(match_id="ark-1"))
    assert await _answers(stream, 1) == ["opened:"]
    monkeypatch.setattr(play_mux, "RENEW_AFTER_SECONDS", 0.0)
    reply = await _get_match(mux, opener, "ark-2")
    assert reply.match.match_id == "ark-2:" and len(opener.calls) == 2  # the new work on a new call
    old, new = opener.calls
    assert not old.cancelled and not new.cancelled
    await _get_match(mux, opener, "ark-3")
    assert len(opener.calls) == 3 and new.cancelled  # retired with nothing on it: ended at once
    assert not old.cancelled
    await stream.write(gateway_pb2.PlayRequest(command=gateway_pb2.PlayCommand(command_id="still")))
    assert await _answers(stream, 1) == ["still"]  # the old call still carries its stream
    stream.cancel()
    assert old.cancelled  # its last stream gone, the retired call ended
    await mux.close()


class _HeldCall:
    """A PlayMany call whose service takes messages only when the test says so (`take`)."""

    def __init__(self, counts: bool = True) -> None:
        self.written: list[backend.PlayManyRequest] = []
        self.counts = counts
        self.responses: asyncio.Queue[backend.PlayManyResponse] = asyncio.Queue()
        self.cancelled = False

    async def write(self, message: backend.PlayManyRequest) -> None:
        if self.cancelled:
            raise asyncio.InvalidStateError("cancelled")
        self.written.append(message)

    def take(self) -> None:
        """The service takes every message written so far and says so (if it counts)."""
        self.responses.put_nowait(backend.PlayManyResponse(taken=len(self.written) if self.counts else 0))

    def __aiter__(self) -> AsyncIterator[backend.PlayManyResponse]:
        return self._read()

    async def _read(self) -> AsyncIterator[backend.PlayManyResponse]:
        while True:
            yield await self.responses.get()

    def cancel(self) -> None:
        self.cancelled = True


async def _settled() -> None:
    for _ in range(5):
        await asyncio.sleep(0.005)


def _ids(message: backend.PlayManyRequest) -> list[str]:
    return [frame.request.command.command_id for frame in message.frames if frame.HasField("request")]


async def _opened_on(held: _HeldCall) -> tuple[PlayMux, Any]:
    """A mux whose one PlayMany call is `held`, with a stream opened on it (its opening sent)."""
    mux = PlayMux(calls=1)
    stream = mux.open("ark", lambda metadata: held, ())
    await stream.write(gateway_pb2.PlayRequest(match_id="ark-1"))
    await _settled()
    return mux, stream


async def _send_commands(stream: Any, count: int) -> None:
    """Commands c1..c<count>, each given time to leave on its own if it may."""
    for number in range(1, count + 1):
        await stream.write(gateway_pb2.PlayRequest(command=gateway_pb2.PlayCommand(command_id=f"c{number}")))
        await _settled()


async def test_the_gateway_keeps_a_window_of_messages_in_flight_and_the_frames_waiting_leave_together() -> None:
    held = _HeldCall()
    mux, stream = await _opened_on(held)
    assert [message.ack for message in held.written] == [True]  # before the service first counts
    held.take()
    await _send_commands(stream, 5)
    # Two in flight (the second asking for an ack); c3..c5 wait for room.
    assert [_ids(message) for message in held.written[1:]] == [["c1"], ["c2"]]
    assert [message.ack for message in held.written[1:]] == [False, True]
    held.take()
    await _settled()
    assert [_ids(message) for message in held.written[3:]] == [["c3", "c4", "c5"]]
    await mux.close()


async def test_the_gateway_sends_without_a_window_to_a_service_that_does_not_count() -> None:
    held = _HeldCall(counts=False)
    mux, stream = await _opened_on(held)
    held.take()  # answers, with taken 0
    await _send_commands(stream, 5)
    assert [_ids(message) for message in held.written[1:]] == [[f"c{number}"] for number in range(1, 6)]
    assert all(message.ack for message in held.written)
    await mux.close()


async def test_a_writer_waiting_for_room_ends_with_its_broken_call() -> None:
    held = _HeldCall()
    mux, stream = await _opened_on(held)
    held.take()
    await _send_commands(stream, 3)
    assert len(held.written) == 3  # c3 waits for room
    connection = next(c for slots in mux._connections.values() for c in slots if c is not None)
    connection._fail("the service went away")
    await _settled()
    assert connection._writer.done()  # not left waiting forever
    await mux.close()
