"""One Lua script's calls from many concurrent callers, sent to Redis in pipelines.

Under load a service appends to many matches at once; sent one by one, every append pays its own
socket write, read and connection checkout, on both sides. The batcher keeps at most one pipeline
in flight: a call made while none is in flight goes at once, alone (a lone client waits for
nothing), and calls made meanwhile wait for it and go together in the next one. Each call stays
its own script run — Redis runs a script atomically, and a pipeline is not a transaction — so
every append keeps its conditional semantics (expected version, command id, hash chain) and one
append's refusal never touches another's.

Single Redis servers only: a Cluster client routes each call to its shard itself.
"""

from __future__ import annotations

import asyncio
from typing import Any

from redis.asyncio import Redis
from redis.commands.core import AsyncScript
from redis.exceptions import NoScriptError

#: At most this many calls in one pipeline (a bound on one reply's size and on the wait).
BATCH_LIMIT = 128

_Waiting = tuple[list[Any], list[Any], "asyncio.Future[Any]"]


class ScriptBatcher:
    """`await batcher(keys, args)` is `await script(keys=keys, args=args)`, batched."""

    def __init__(self, redis: Redis, script: AsyncScript, limit: int = BATCH_LIMIT) -> None:
        self._redis = redis
        self._script = script
        self._limit = limit
        self._waiting: list[_Waiting] = []
        self._drain: asyncio.Task[None] | None = None  # the running drain (also kept from the GC)
        #: Calls sent in pipelines of two or more so far (for tests and benchmarks).
        self.pipelined = 0

    async def __call__(self, keys: list[Any], args: list[Any]) -> Any:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        drain = self._drain
        if drain is not None and not drain.done() and drain.get_loop() is not loop:
            # A store used from a new event loop (tests, a worker's asyncio.run) after its old
            # loop stopped mid-drain: what waited there is that loop's, and is dropped with it.
            self._waiting, drain = [], None
        self._waiting.append((keys, args, future))
        if drain is None or drain.done():
            self._drain = loop.create_task(self._drain_waiting())
        return await future

    async def _drain_waiting(self) -> None:
        while self._waiting:
            batch, self._waiting = self._waiting[: self._limit], self._waiting[self._limit :]
            await self._run(batch)

    async def _run(self, batch: list[_Waiting]) -> None:
        try:
            if len(batch) == 1:
                keys, args, future = batch[0]
                _settle(future, await self._alone(keys, args))
                return
            self.pipelined += len(batch)
            async with self._redis.pipeline(transaction=False) as pipe:
                for keys, args, _ in batch:
                    pipe.evalsha(self._script.sha, len(keys), *keys, *args)
                replies = await pipe.execute(raise_on_error=False)
        except BaseException as error:  # the whole batch failed (a connection, a cancelled drain)
            for *_, future in batch:
                _settle(future, error=error)
            if not isinstance(error, Exception):
                raise
            return
        for (keys, args, future), reply in zip(batch, replies, strict=True):
            if isinstance(reply, NoScriptError):
                # The script did not run (Redis restarted or was flushed): load it, run this alone.
                try:
                    reply = await self._alone(keys, args)
                except Exception as error:
                    reply = error
            if isinstance(reply, Exception):
                _settle(future, error=reply)
            else:
                _settle(future, reply)

    async def _alone(self, keys: list[Any], args: list[Any]) -> Any:
        return await self._script(keys=keys, args=args)


def _settle(future: asyncio.Future[Any], reply: Any = None, error: BaseException | None = None) -> None:
    if future.done():  # its caller was cancelled: the reply is nobody's
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(reply)
