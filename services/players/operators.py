"""`ludus players create|list|ban`: the operators' commands on the players' database."""

from __future__ import annotations

import argparse
import getpass
import sys

from rich.console import Console
from rich.table import Table

from services.core.errors import LudusError
from services.core.settings import current
from services.players import db
from services.players.accounts import Accounts
from services.players.passwords import Passwords
from services.players.tokens import AccessTokens


def read_password() -> str:
    """Twice at a prompt on a terminal; else the first line of standard input (scripts)."""
    if not sys.stdin.isatty():
        return sys.stdin.readline().rstrip("\n")
    first = getpass.getpass("password: ")
    if getpass.getpass("again: ") != first:
        raise SystemExit("the passwords differ")
    return first


async def run(url: str, args: argparse.Namespace) -> int:
    settings = current()
    engine = db.engine(url, pool_size=1)
    # No tokens are minted here: any key will do for the accounts' token half.
    accounts = Accounts(
        engine,
        AccessTokens(b"\0" * 32),
        Passwords(settings.password_time_cost, settings.password_memory_kib),
    )
    console = Console()
    try:
        if args.players_command == "create":
            player = await accounts.create(args.name, read_password())
            console.print(f"created {player.name} ({player.id})")
        elif args.players_command == "list":
            table = Table("name", "id", "kind", "member since", "banned")
            for player in await accounts.list_players(args.limit):
                table.add_row(
                    player.name, str(player.id), player.kind, f"{player.created_at:%Y-%m-%d}", str(player.banned)
                )
            console.print(table)
        else:
            player = await accounts.ban(args.name, banned=not args.lift)
            console.print(f"{player.name} is {'banned' if player.banned else 'no longer banned'}")
    except LudusError as error:
        console.print(f"ludus players: {error.message} ({error.reason})")
        return 1
    finally:
        await engine.dispose()
    return 0
