"""A TCP proxy in front of the gateway that a test can break on purpose, so that a client meets
real dropped connections (its socket closed under it), not a mock.

    with TcpProxy(platform.gateway_address) as proxy:
        client = Client(proxy.address)
        proxy.cut()               # close every connection now (a network drop)
        proxy.lose_next_answer()  # let the next call reach the server, then drop the connection
                                  # as soon as the server has answered, before the client sees it

`lose_next_answer` reads the server's HTTP/2 frames (9-byte headers: length, type, flags, stream)
and closes the connection at the first HEADERS frame with END_STREAM, the trailers that end a
gRPC response: the server has done the work and the client never learns it.
"""

from __future__ import annotations

import contextlib
import socket
import threading

from services.launcher import free_port

HTTP2_HEADERS = 0x1
END_STREAM = 0x1


class TcpProxy:
    def __init__(self, upstream: str) -> None:
        host, _, port = upstream.rpartition(":")
        self.upstream = (host, int(port))
        self.port = free_port()
        self._listener = socket.create_server(("127.0.0.1", self.port))
        self._lock = threading.Lock()
        self._connections: list[tuple[socket.socket, socket.socket]] = []
        self._lose_answer = False
        self.cuts = 0
        #: Connections closed by cuts (not those that ended by themselves).
        self.closed = 0
        #: Connections accepted so far (a client that reconnects after a cut opens another).
        self.accepted = 0
        self.answers_lost = 0
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def __enter__(self) -> TcpProxy:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._listener.close()
        self.cut()

    def cut(self) -> int:
        """Close every open connection; returns how many there were (`cuts` counts the cuts that
        closed at least one)."""
        with self._lock:
            connections, self._connections = self._connections, []
            self.cuts += 1 if connections else 0
            self.closed += len(connections)
        for pair in connections:
            _close(*pair)
        return len(connections)

    def lose_next_answer(self) -> None:
        with self._lock:
            self._lose_answer = True

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return  # closed
            server = socket.create_connection(self.upstream)
            with self._lock:
                self._connections.append((client, server))
                self.accepted += 1
            threading.Thread(target=self._pump, args=(client, server), daemon=True).start()
            threading.Thread(target=self._pump_answers, args=(server, client), daemon=True).start()

    def _forget(self, client: socket.socket, server: socket.socket) -> None:
        """A connection that ended by itself is no longer one a cut closes."""
        with self._lock:
            if (client, server) in self._connections:
                self._connections.remove((client, server))
        _close(client, server)

    def _pump(self, client: socket.socket, server: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while data := client.recv(65536):
                server.sendall(data)
        self._forget(client, server)

    def _pump_answers(self, server: socket.socket, client: socket.socket) -> None:
        """Server to client, frame by frame, so that an answer can be lost whole."""
        buffer = b""
        with contextlib.suppress(OSError):
            while data := server.recv(65536):
                buffer += data
                forward = b""
                while len(buffer) >= 9:
                    length = int.from_bytes(buffer[:3], "big")
                    if len(buffer) < 9 + length:
                        break
                    frame, buffer = buffer[: 9 + length], buffer[9 + length :]
                    with self._lock:
                        losing = self._lose_answer
                        ends_response = frame[3] == HTTP2_HEADERS and frame[4] & END_STREAM
                        if losing and ends_response:
                            self._lose_answer = False
                            self.answers_lost += 1
                    if losing and ends_response:
                        self._forget(client, server)
                        return
                    if not losing:
                        forward += frame
                if forward:
                    client.sendall(forward)
        self._forget(client, server)


def _close(*sockets: socket.socket) -> None:
    for sock in sockets:
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)
        with contextlib.suppress(OSError):
            sock.close()
