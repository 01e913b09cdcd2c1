"""Many concurrent callers' Redis calls, sent in pipelines.

Under load a service appends to many matches at once; sent one by one, every call pays its own
socket write, read and connection checkout, on both sides. A batcher keeps at most one pipeline
in flight: a call made while none is in flight goes at once, alone (a lone client waits for
nothing), and calls made meanwhile wait for it and go together in the next one, in the order
they were made. A pipeline is not a transaction: each call stays its own command, its reply or
error its caller's alone.

- `ScriptBatcher`: a Lua script's calls (the appends). Each is its own script run — Redis runs a
  script atomically — so every append keeps its conditional semantics (expected version, command
  id, hash chain) and one append's refusal never touches another's.
- `StreamAddBatcher`: XADDs to one capped stream (the players' notices, after each append).
- `HashReadBatcher`: HGETALLs (the gateway's presence reads, one per Play stream every heartbeat).
- `FieldReadBatcher`: HGETs (the command-id lookup of each refused command: in a simultaneous
  phase, the seat another moved first on).

Single Redis servers only: a Cluster client routes each call to its shard itself.
"""

from __future__ import annotations

import asyncio
from typing import Any, Generic, TypeVar

from redis.asyncio import Redis
from redis.asyncio.client import Pipeline
from redis.commands.core import AsyncScript
from redis.exceptions import NoScriptError

#: At most this many calls in one pipeline (a bound on one reply's size and on the wait).
BATCH_LIMIT = 128

T = TypeVar("T")


class _Batcher(Generic[T]):
    """The batching itself; subclasses say how one call is sent alone and added to a pipeline."""

    def __init__(self, redis: Redis, limit: int = BATCH_LIMIT) -> None:
        self._redis = redis
        self._limit = limit
        self._waiting: list[tuple[T, asyncio.Future[Any]]] = []
        self._drain: asyncio.Task[None] | None = None  # the running drain (also kept from the GC)
        #: Calls sent in pipelines of two or more so far (for tests and benchmarks).
        self.pipelined = 0

    async def _submit(self, call: T) -> Any:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        drain = self._drain
        if drain is not None and not drain.done() and drain.get_loop() is not loop:
            # Used from a new event loop (tests, a worker's asyncio.run) after its old loop
            # stopped mid-drain: what waited there is that loop's, and is dropped with it.
            self._waiting, drain = [], None
        self._waiting.append((call, future))
        if drain is None or drain.done():
            self._drain = loop.create_task(self._drain_waiting())
        return await future

    async def _drain_waiting(self) -> None:
        while self._waiting:
            batch, self._waiting = self._waiting[: self._limit], self._waiting[self._limit :]
            await self._run(batch)

    async def _run(self, batch: list[tuple[T, asyncio.Future[Any]]]) -> None:
        try:
            if len(batch) == 1:
                call, future = batch[0]
                _settle(future, await self._alone(call))
                return
            self.pipelined += len(batch)
            async with self._redis.pipeline(transaction=False) as pipe:
                for call, _ in batch:
                    self._add(pipe, call)
                replies = await pipe.execute(raise_on_error=False)
        except BaseException as error:  # the whole batch failed (a connection, a cancelled drain)
            for _, future in batch:
                _settle(future, error=error)
            if not isinstance(error, Exception):
                raise
            return
        for (call, future), reply in zip(batch, replies, strict=True):
            if isinstance(reply, Exception):
                try:
                    reply = await self._after_error(call, reply)
                except Exception as error:
                    reply = error
            if isinstance(reply, Exception):
                _settle(future, error=reply)
            else:
                _settle(future, reply)

    async def _alone(self, call: T) -> Any:
        raise NotImplementedError

    def _add(self, pipe: Pipeline, call: T) -> None:
        raise NotImplementedError

    async def _after_error(self, call: T, error: Exception) -> Any:
        """What a call whose pipelined run failed with `error` answers (the error, unless a
        subclass can still run it)."""
        return error


class ScriptBatcher(_Batcher[tuple[list[Any], list[Any]]]):
    """`await batcher(keys, args)` is `await script(keys=keys, args=args)`, batched."""

    def __init__(self, redis: Redis, script: AsyncScript, limit: int = BATCH_LIMIT) -> None:
        super().__init__(redis, limit)
        self._script = script

    async def __call__(self, keys: list[Any], args: list[Any]) -> Any:
        return await self._submit((keys, args))

    async def _alone(self, call: tuple[list[Any], list[Any]]) -> Any:
        keys, args = call
        return await self._script(keys=keys, args=args)

    def _add(self, pipe: Pipeline, call: tuple[list[Any], list[Any]]) -> None:
        keys, args = call
        pipe.evalsha(self._script.sha, len(keys), *keys, *args)

    async def _after_error(self, call: tuple[list[Any], list[Any]], error: Exception) -> Any:
        if isinstance(error, NoScriptError):
            # The script did not run (Redis restarted or was flushed): load it, run this alone.
            return await self._alone(call)
        return error


class StreamAddBatcher(_Batcher[dict[str, str]]):
    """`await batcher(fields)` is `XADD stream MAXLEN ~ max_length * fields`, batched: entries
    are added in the order the calls were made."""

    def __init__(self, redis: Redis, stream: str, max_length: int, limit: int = BATCH_LIMIT) -> None:
        super().__init__(redis, limit)
        self._stream = stream
        self._max_length = max_length

    async def __call__(self, fields: dict[str, str]) -> Any:
        return await self._submit(fields)

    async def _alone(self, call: dict[str, str]) -> Any:
        return await self._redis.xadd(self._stream, call, maxlen=self._max_length, approximate=True)  # type: ignore[arg-type]

    def _add(self, pipe: Pipeline, call: dict[str, str]) -> None:
        pipe.xadd(self._stream, call, maxlen=self._max_length, approximate=True)  # type: ignore[arg-type]


class HashReadBatcher(_Batcher[str]):
    """`await batcher(key)` is `HGETALL key`, batched."""

    async def __call__(self, key: str) -> Any:
        return await self._submit(key)

    async def _alone(self, call: str) -> Any:
        return await self._redis.hgetall(call)

    def _add(self, pipe: Pipeline, call: str) -> None:
        pipe.hgetall(call)


class FieldReadBatcher(_Batcher[tuple[str, str]]):
    """`await batcher(key, field)` is `HGET key field`, batched."""

    async def __call__(self, key: str, field: str) -> Any:
        return await self._submit((key, field))

    async def _alone(self, call: tuple[str, str]) -> Any:
        return await self._redis.hget(*call)

    def _add(self, pipe: Pipeline, call: tuple[str, str]) -> None:
        pipe.hget(*call)


def _settle(future: asyncio.Future[Any], reply: Any = None, error: BaseException | None = None) -> None:
    if future.done():  # its caller was cancelled: the reply is nobody's
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(reply)
