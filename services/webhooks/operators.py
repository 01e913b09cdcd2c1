"""`ludus webhooks add|list|remove|rotate|deliveries|ping`: the operator's endpoints (platform-wide
events: match.created, match.started, match.finished) and a look at any endpoint's deliveries."""

from __future__ import annotations

import argparse
import datetime as dt

from redis.exceptions import RedisError
from rich.console import Console
from rich.table import Table

from services.core.config import redis_client
from services.core.errors import LudusError
from services.core.settings import current
from services.players import db
from services.webhooks.addresses import AddressPolicy
from services.webhooks.events import OPERATOR_EVENTS
from services.webhooks.fanout import ensure_group
from services.webhooks.registry import OPERATOR, Webhooks, endpoint_id


def _when(moment: dt.datetime | None) -> str:
    return "" if moment is None else f"{moment.astimezone(dt.UTC):%Y-%m-%d %H:%M:%S}Z"


async def run(url: str, args: argparse.Namespace) -> int:
    settings = current()
    engine = db.engine(url, pool_size=1)
    webhooks = Webhooks(engine, AddressPolicy.from_settings(settings), settings.webhooks_per_player)
    # Wide enough that ids and URLs print whole when the output is piped (scripts read it).
    console = Console(width=200)
    command = args.webhooks_command
    try:
        if command == "add":
            events = [event for part in args.events for event in part.split(",") if event]
            endpoint, secret = await webhooks.register(
                OPERATOR, args.url, events or list(OPERATOR_EVENTS), args.description
            )
            client = redis_client(settings.event_store_url)
            try:
                await ensure_group(client)
            except RedisError as error:
                console.print(f"(the notice stream's group is left to the workers' next pass: {error})")
            finally:
                await client.aclose()
            console.print(f"added {endpoint.id} for {', '.join(endpoint.events)}")
            console.print(f"secret {secret}  (shown this once)")
        elif command == "list":
            table = Table("id", "owner", "url", "events", "dropped", "since")
            for found in await webhooks.endpoints(OPERATOR):
                owner = "operator" if found.player_id is None else str(found.player_id)
                table.add_row(
                    str(found.id), owner, found.url, ",".join(found.events), str(found.dropped), _when(found.created_at)
                )
            console.print(table)
        elif command == "remove":
            await webhooks.remove(OPERATOR, endpoint_id(args.id))
            console.print(f"removed {args.id}")
        elif command == "rotate":
            secret = await webhooks.rotate(OPERATOR, endpoint_id(args.id))
            console.print(f"secret {secret}  (shown this once; the previous one signs too for 24 h)")
        elif command == "ping":
            console.print(f"queued ping {await webhooks.ping(OPERATOR, endpoint_id(args.id))}")
        else:
            table = Table("delivery", "event", "status", "attempts", "code", "error", "last attempt", "next attempt")
            for one in await webhooks.deliveries(OPERATOR, endpoint_id(args.id), args.limit):
                table.add_row(
                    str(one.id),
                    one.event,
                    one.status,
                    str(one.attempts),
                    str(one.response_code or ""),
                    one.error or "",
                    _when(one.last_attempt_at),
                    _when(one.next_attempt_at),
                )
            console.print(table)
    except LudusError as error:
        console.print(f"ludus webhooks: {error.message} ({error.reason})")
        return 1
    finally:
        await engine.dispose()
    return 0


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], run_command: object) -> None:
    """The `ludus webhooks` subcommands (services/cli.py calls this)."""
    webhooks = sub.add_parser("webhooks", help="the operator's webhook endpoints and deliveries (LUDUS_DATABASE_URL)")
    commands = webhooks.add_subparsers(dest="webhooks_command", required=True)
    add = commands.add_parser("add", help="register an endpoint for platform-wide events; prints its secret once")
    add.add_argument("url", help="https://host/path (http only to loopback with LUDUS_WEBHOOK_ALLOW_LOOPBACK)")
    add.add_argument(
        "--events",
        action="append",
        default=[],
        help=f"comma-separated, some of {', '.join(OPERATOR_EVENTS)} (default: all)",
    )
    add.add_argument("--description", default="")
    commands.add_parser("list", help="every endpoint, the players' too")
    for name, text in (
        ("remove", "delete an endpoint and its deliveries"),
        ("rotate", "replace an endpoint's secret (the previous one signs too for 24 hours)"),
        ("ping", "queue a `ping` delivery to an endpoint"),
    ):
        commands.add_parser(name, help=text).add_argument("id")
    deliveries = commands.add_parser("deliveries", help="an endpoint's newest deliveries and how each went")
    deliveries.add_argument("id")
    deliveries.add_argument("--limit", type=int, default=20)
    webhooks.set_defaults(run=run_command)
