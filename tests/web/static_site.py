"""The web client's files served as they are (gateway/web at /web/), without a platform: for tests
of the client's pure modules (the log in words, rule refusals) in a real browser."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from gateway.web import WEB_ROOT

#: A page with no script of its own: modules are imported into it by the test.
BLANK = b"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>blank</title></head><body></body></html>"


class _Handler(SimpleHTTPRequestHandler):
    def do_GET(self) -> None:
        if self.path in ("/", "/blank.html"):
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(BLANK)))
            self.end_headers()
            self.wfile.write(BLANK)
            return
        if self.path == "/favicon.ico":
            self.path = "/favicon.svg"
            super().do_GET()
            return
        if self.path.startswith("/web/"):
            self.path = self.path[len("/web") :]
            super().do_GET()
            return
        self.send_error(404)

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the tests' output is not the place for access logs."""


@contextmanager
def static_site() -> Iterator[str]:
    """Serve gateway/web on a free loopback port; yields the base URL."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Handler, directory=str(WEB_ROOT)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
