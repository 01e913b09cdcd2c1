"""A real HTTP(S) server for webhook tests, on loopback in a thread of its own (so a test's own
event loop, or a synchronous test, is free while it answers).

What it answers depends on the path:

    /ok               200
    /fail-then-ok/N   500 to the first N requests on this path, then 200
    /status/CODE      CODE, always
    /slow/SECONDS     waits SECONDS, then 200
    /redirect?to=URL  302 to URL
    /busy/SECONDS     waits SECONDS, then 200, counting the most requests in flight at once

Every request is recorded (path, headers, body, arrival time) before it is answered.
"""

from __future__ import annotations

import asyncio
import ssl
import threading
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from aiohttp import web

from services.core import tls
from services.launcher import free_port


@dataclass(frozen=True)
class Received:
    path: str
    headers: dict[str, str]
    body: bytes
    at: float


@dataclass
class Receiver:
    #: A directory for the certificate: given, the server speaks https with a certificate for
    #: `localhost` and 127.0.0.1 signed by a CA made there (`ca_file`), which no client trusts
    #: unless told to.
    certificates: Path | None = None
    port: int = field(default_factory=free_port)
    received: list[Received] = field(default_factory=list)
    most_in_flight: int = 0
    _in_flight: int = 0
    _counts: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _loop: asyncio.AbstractEventLoop | None = None
    _thread: threading.Thread | None = None
    _runner: web.AppRunner | None = None

    @property
    def scheme(self) -> str:
        return "https" if self.certificates is not None else "http"

    def url(self, path: str, host: str = "127.0.0.1") -> str:
        return f"{self.scheme}://{host}:{self.port}{path}"

    @property
    def ca_file(self) -> Path:
        assert self.certificates is not None
        return self.certificates / "ca.pem"

    def on(self, path: str) -> list[Received]:
        with self._lock:
            return [one for one in self.received if one.path == path]

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        body = await request.read()
        path = request.path
        with self._lock:
            self.received.append(Received(request.path_qs, dict(request.headers), body, time.monotonic()))
            self._counts[path] += 1
            count = self._counts[path]
        parts = path.strip("/").split("/")
        if parts[0] == "fail-then-ok":
            return web.Response(status=500 if count <= int(parts[1]) else 200)
        if parts[0] == "status":
            return web.Response(status=int(parts[1]))
        if parts[0] == "slow":
            await asyncio.sleep(float(parts[1]))
            return web.Response()
        if parts[0] == "redirect":
            return web.Response(status=302, headers={"Location": request.query["to"]})
        if parts[0] == "busy":
            with self._lock:
                self._in_flight += 1
                self.most_in_flight = max(self.most_in_flight, self._in_flight)
            try:
                await asyncio.sleep(float(parts[1]))
            finally:
                with self._lock:
                    self._in_flight -= 1
            return web.Response()
        return web.Response()

    def start(self) -> Receiver:
        context = None
        if self.certificates is not None:
            tls.make_certificates(self.certificates, roles=("receiver",))
            context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            context.load_cert_chain(self.certificates / "receiver.pem", self.certificates / "receiver-key.pem")
        started = threading.Event()
        loop = asyncio.new_event_loop()
        self._loop = loop

        async def serve() -> None:
            app = web.Application()
            app.router.add_route("*", "/{tail:.*}", self._handle)
            # Handlers still sleeping (a slow endpoint) are cut short at the end of a test.
            # No access log: it would write from this thread to a test's captured output after the
            # test closed it ("I/O operation on closed file" tracebacks in the run's output).
            self._runner = web.AppRunner(app, shutdown_timeout=0.5, handler_cancellation=True, access_log=None)
            await self._runner.setup()
            await web.TCPSite(self._runner, "127.0.0.1", self.port, ssl_context=context).start()

        def run() -> None:
            asyncio.set_event_loop(loop)
            loop.run_until_complete(serve())
            started.set()
            loop.run_forever()

        self._thread = threading.Thread(target=run, daemon=True)
        self._thread.start()
        if not started.wait(10):
            raise RuntimeError("the webhook receiver did not start")
        return self

    def stop(self) -> None:
        loop = self._loop
        if loop is None or self._thread is None:
            return
        if self._runner is not None:
            asyncio.run_coroutine_threadsafe(self._runner.cleanup(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        self._thread.join(10)
        loop.close()

    def __enter__(self) -> Receiver:
        return self.start()

    def __exit__(self, *_: object) -> None:
        self.stop()
