"""`ludus db migrate` and `ludus players create|list|ban` against a real PostgreSQL, and the
embedded PostgreSQL `ludus up` starts when no LUDUS_DATABASE_URL is given."""

from __future__ import annotations

import asyncio
import io
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from services.cli import main
from services.core.errors import PermissionDenied
from services.players import db
from services.players.accounts import Accounts
from services.players.passwords import Passwords
from services.players.tokens import AccessTokens
from tests.support.postgres import fresh_database

CHEAP = {"LUDUS_PASSWORD_TIME_COST": "1", "LUDUS_PASSWORD_MEMORY_KIB": "8"}


def accounts_on(url: str) -> Accounts:
    return Accounts(db.engine(url, pool_size=1), AccessTokens(b"k" * 32), Passwords(1, 8))


async def sign_in(url: str, name: str, password: str) -> str:
    accounts = accounts_on(url)
    try:
        return (await accounts.sign_in(name, password, "")).player.name
    finally:
        await accounts.engine.dispose()


def test_migrate_create_list_and_ban(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    name = f"op{uuid.uuid4().hex[:8]}"
    with fresh_database("ludus_cli") as url:
        for variable, value in {"LUDUS_DATABASE_URL": url, **CHEAP}.items():
            monkeypatch.setenv(variable, value)
        assert main(["db", "migrate"]) == 0
        assert main(["db", "migrate"]) == 0  # already up to date
        monkeypatch.setattr("sys.stdin", io.StringIO("operator's pass\n"))
        assert main(["players", "create", name]) == 0
        monkeypatch.setattr("sys.stdin", io.StringIO("another pass\n"))
        assert main(["players", "create", name.upper()]) == 1  # the name is taken
        assert main(["players", "list"]) == 0
        assert name in capsys.readouterr().out
        assert asyncio.run(sign_in(url, name, "operator's pass")) == name
        assert main(["players", "ban", name]) == 0
        with pytest.raises(PermissionDenied):
            asyncio.run(sign_in(url, name, "operator's pass"))
        assert main(["players", "ban", name, "--lift"]) == 0
        assert asyncio.run(sign_in(url, name, "operator's pass")) == name
        assert main(["players", "ban", "nobody-" + name]) == 1


def test_the_players_commands_need_a_database(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LUDUS_DATABASE_URL", raising=False)
    with pytest.raises(SystemExit, match="LUDUS_DATABASE_URL"):
        main(["players", "list"])


#: The embedded server's whole life, in an interpreter of its own (see the test).
EMBEDDED = """
import asyncio, sys
from pathlib import Path
from services.players import db
from services.players.embedded import EmbeddedPostgres
from tests.players.test_cli import accounts_on

server = EmbeddedPostgres(Path(sys.argv[1]))
url = server.start()
try:
    db.migrate(url)

    async def sign_up() -> str:
        accounts = accounts_on(url)
        try:
            return (await accounts.sign_up("Embedded", "password-1")).player.name
        finally:
            await accounts.engine.dispose()

    print(asyncio.run(sign_up()))
finally:
    server.stop()
"""


def test_the_embedded_postgresql_runs_the_players_schema(tmp_path: Path) -> None:
    """In a fresh interpreter, as `ludus up` starts it (before any gRPC channel exists): the
    server's tools run as another user when started by root, through fork(), and a fork from a
    process with gRPC's threads busy (this test's worker, after other tests) crashed initdb once
    with SIGSEGV in CI ("Other threads are currently calling into gRPC, skipping fork() handlers")."""
    done = subprocess.run(
        [sys.executable, "-c", EMBEDDED, str(tmp_path / "postgres")],
        capture_output=True,
        text=True,
        timeout=240,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().splitlines()[-1] == "Embedded"
