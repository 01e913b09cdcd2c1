"""The `ludus` command.

ludus up                     start the whole platform locally (Ctrl-C stops it)
ludus up --one-process       the same, with every game service in one process
ludus status                 each component of a running `ludus up` and its health
ludus serve GAME             run one game service (one replica)
ludus serve --games A,B      run several game services in one process (a small deployment)
ludus gateway                run the gateway (--http-port: with its web face)
ludus worker                 run a Celery worker (bots, and later audits and timers)
ludus flower                 run Celery Flower (the workers' dashboard, port 5555)
ludus games                  list the registered games
ludus health HOST:PORT       exit 0 if that gRPC server is SERVING (container probes)
ludus deploy render          regenerate deploy/'s per-game parts from the games registry
ludus deploy secrets         print the Kubernetes Secrets (token key, Redis users, certificates) to apply
ludus db migrate             apply the players' database migrations (LUDUS_DATABASE_URL)
ludus archive run [--once]   move finished matches from Redis to the archive (LUDUS_DATABASE_URL)
ludus archive status         matches waiting for the archive, archived, and the archive's lag
ludus db grant ROLE          give the runtime role row access only (run as the owner, after migrate)
ludus players create|list|ban  manage players
ludus webhooks add|list|remove|rotate|deliveries|ping  webhook endpoints and their deliveries
ludus ratings verify FILES   recompute ratings from exported match files (offline)
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import sys
from pathlib import Path

from services.core.settings import Settings, SettingsError, current, load


def _logging(level: str) -> None:
    from services.telemetry.logs import configure

    configure(level, current().log_format)


#: The subcommands that run a platform process, and their telemetry role (services/telemetry).
TELEMETRY_ROLES = {"serve": "service", "gateway": "gateway", "worker": "worker", "beat": "beat"}


def _telemetry(args: argparse.Namespace) -> None:
    role = TELEMETRY_ROLES.get(args.command)
    if role is not None:
        from services.telemetry import setup

        setup(role, args.metrics_port, prefork=role == "worker" and args.pool == "prefork")


def cmd_serve(args: argparse.Namespace) -> int:
    from services import games
    from services.core import gc_policy
    from services.core.config import redis_url
    from services.core.dispatch import CeleryDispatcher
    from services.core.service import run_games
    from services.workers.app import make_app

    names = served_games(args)
    hosted = [games.load(name) for name in names]
    dispatcher = None if args.no_bots else CeleryDispatcher(make_app(args.broker_url))
    gc_policy.tune(current().gc_thresholds)
    run_games(hosted, f"{args.host}:{args.port}", redis_url(args.redis_url), dispatcher)
    return 0


def served_games(args: argparse.Namespace) -> list[str]:
    """`serve GAME` or `serve --games A,B` (`--games all`: every registered game), never both."""
    from services import games

    if bool(args.game) == bool(args.games):
        raise SystemExit("ludus serve: name one GAME or --games A,B (not both)")
    if args.game:
        return [args.game]
    listed = [name.strip() for name in args.games.split(",") if name.strip()]
    if listed == ["all"]:
        return games.names()
    if not listed or len(set(listed)) != len(listed):
        raise SystemExit(f"ludus serve: --games needs distinct game names, got {args.games!r}")
    return listed


def cmd_gateway(args: argparse.Namespace) -> int:
    import secrets

    from gateway import identity
    from gateway.server import serve_gateway
    from services.core import gc_policy
    from services.core.config import parse_routes, routes_from_env
    from services.core.settings import secret_bytes
    from services.core.tokens import TokenAuthority

    routes = parse_routes(";".join(args.route)) if args.route else routes_from_env()
    settings = current()
    if not settings.token_secret:
        logging.warning("LUDUS_TOKEN_SECRET is not set: tokens will not survive a restart")
    # One key for seat tokens and (derived from it) players' access tokens.
    secret = secret_bytes(settings.token_secret) if settings.token_secret else secrets.token_bytes(32)
    http = f"{args.host}:{args.http_port}" if args.http_port is not None else None
    gc_policy.tune(settings.gc_thresholds)

    async def run() -> None:
        players = await identity.from_settings(settings, secret)
        if players is None:
            logging.info("LUDUS_DATABASE_URL is not set: no ludus.v1.Players, seat tokens only")
        await serve_gateway(f"{args.host}:{args.port}", routes, TokenAuthority(secret), http, players)

    asyncio.run(run())
    return 0


def cmd_db_migrate(args: argparse.Namespace) -> int:
    from services.players import db

    url = _database_url()
    db.migrate(url, args.revision)
    print(f"the players' database is at revision {args.revision}")
    return 0


def cmd_archive(args: argparse.Namespace) -> int:
    from services.archive import jobs

    if args.archive_command == "status":
        found = asyncio.run(jobs.status(url=args.redis_url))
        print(f"queued {found.queued}, archived {found.archived}, lag {found.lag_seconds:.1f} s")
        return 0

    async def run() -> None:
        settings = current()
        while True:
            report = await jobs.run_pass(settings, args.redis_url)
            print(report, flush=True)
            if args.once:
                return
            await asyncio.sleep(settings.archive_seconds)

    with contextlib.suppress(KeyboardInterrupt):  # Ctrl-C ends the loop between two passes
        asyncio.run(run())
    return 0


def cmd_db_grant(args: argparse.Namespace) -> int:
    from services.players import roles

    roles.grant_runtime(_database_url(), args.role)
    print(f"{args.role} may read and write the players' rows, and change no schema")
    return 0


def _database_url() -> str:
    url = current().database_url
    if not url:
        raise SystemExit("set LUDUS_DATABASE_URL (postgresql://user:password@host:port/database)")
    return url


def cmd_players(args: argparse.Namespace) -> int:
    from services.players import operators

    return asyncio.run(operators.run(_database_url(), args))


def cmd_projections(args: argparse.Namespace) -> int:
    from services.projections import operators

    return asyncio.run(operators.run(_database_url(), args))


def cmd_webhooks(args: argparse.Namespace) -> int:
    from services.webhooks import operators

    return asyncio.run(operators.run(_database_url(), args))


def cmd_ratings_verify(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.table import Table

    from services.ratings.verify import VerifyError, as_json, recompute

    rated_bots = current().rated_bots if args.rated_bots is None else args.rated_bots
    try:
        found = recompute([Path(name) for name in args.files], rated_bots)
    except (VerifyError, ValueError) as error:
        print(f"ludus ratings verify: {error}", file=sys.stderr)
        return 1
    if args.player:
        found = [r for r in found if r.player == args.player]
    if args.json:
        print(as_json(found))
        return 0
    table = Table("game", "player", "mu", "sigma", "ordinal", "matches")
    for r in found:
        # repr: every digit, to compare with the server's numbers exactly.
        table.add_row(r.game, r.player, repr(r.rating.mu), repr(r.rating.sigma), repr(r.rating.ordinal), str(r.matches))
    Console().print(table)
    return 0


def cmd_worker(args: argparse.Namespace) -> int:
    from services.workers.app import app

    argv = [
        "worker",
        "--loglevel",
        args.log_level,
        "--pool",
        args.pool,
        "--concurrency",
        str(args.concurrency),
        "--without-gossip",
        "--without-mingle",
    ]
    app.worker_main(argv)
    return 0


def cmd_beat(args: argparse.Namespace) -> int:
    """The periodic sweep's scheduler (run exactly one per deployment; a second one is harmless)."""
    import tempfile

    from services.workers.app import app

    schedule = args.schedule or str(Path(tempfile.gettempdir()) / f"ludus-beat-{os.getpid()}")
    app.Beat(loglevel=args.log_level.upper(), schedule=schedule).run()
    return 0


def cmd_flower(args: argparse.Namespace) -> int:
    """Celery Flower, the workers' dashboard, on the platform's broker (from the settings)."""
    from services.workers.app import app

    app.start(["flower", f"--port={args.port}", f"--address={args.host}"])
    return 0


def cmd_audit(args: argparse.Namespace) -> int:
    from rich.console import Console

    from services import admin

    console = Console(stderr=False)
    if args.file:
        return 0 if admin.audit_file(Path(args.file), console).ok else 1
    if not args.matches and not args.all:
        console.print("name matches to audit, or --all, or --file FILE")
        return 2
    failed = asyncio.run(admin.audit_matches(list(args.matches), args.all, args.redis_url, console))
    return 1 if failed else 0


def cmd_replay(args: argparse.Namespace) -> int:
    from services import admin

    print(asyncio.run(admin.replay(args.match, args.to, args.seat, args.redis_url)))
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from services import admin

    data = asyncio.run(admin.export(args.match, args.with_seed, args.redis_url))
    if args.output:
        Path(args.output).write_bytes(data)
    else:
        admin.write_binary(data)
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    from rich.console import Console

    from services import admin

    asyncio.run(admin.import_file(Path(args.file).read_bytes(), args.redis_url, Console()))
    return 0


def cmd_health(args: argparse.Namespace) -> int:
    """Exit 0 if the gRPC server at ADDRESS reports SERVING (for container health checks)."""
    from services.core.tls import current_identity
    from services.launcher import wait_healthy

    try:
        wait_healthy(args.address, timeout=args.timeout, identity=None if args.plaintext else current_identity())
    except RuntimeError as error:
        print(error, file=sys.stderr)
        return 1
    return 0


def cmd_deploy_secrets(args: argparse.Namespace) -> int:
    from services import deploy_secrets

    if args.compose:
        try:
            written = deploy_secrets.write_compose(Path(args.compose))
        except FileExistsError as error:
            print(error, file=sys.stderr)
            return 1
        print(f"wrote {len(written)} secret files into {args.compose} for deploy/compose.yaml")
        return 0
    sys.stdout.write(deploy_secrets.render(args.namespace, with_tls=not args.no_tls))
    return 0


def cmd_deploy_render(args: argparse.Namespace) -> int:
    """Write (or, with --check, compare) deploy/'s per-game parts rendered from the registry."""
    from services import deploy

    root = Path(args.root)
    if args.check:
        changed = deploy.differences(root)
        for path in changed:
            print(f"out of date: {path} (run `ludus deploy render`)", file=sys.stderr)
        return 1 if changed else 0
    for path in deploy.write(root):
        print(f"rendered {path}")
    return 0


def cmd_games(args: argparse.Namespace) -> int:
    from services import games

    for name in games.names():
        game = games.load(name)
        print(f"{name:18} {game.title} ({game.min_seats}-{game.max_seats} seats)")
    return 0


def cmd_up(args: argparse.Namespace) -> int:
    """Start the whole platform and supervise it (services/supervisor.py)."""
    from services import supervisor

    data_dir = None if args.ephemeral else Path(args.data_dir or current().data_directory()).expanduser()
    return supervisor.up(
        port=args.port,
        http_port=None if args.no_http else args.http_port,
        data_dir=data_dir,
        redis_url=args.redis_url or current().redis_url,
        replicas=args.replicas,
        one_process=args.one_process,
        worker=not args.no_worker,
        metrics=not args.no_metrics,
    )


def cmd_status(args: argparse.Namespace) -> int:
    """Each component of the `ludus up` running from a data directory, and its health."""
    from services import supervisor

    return supervisor.status(Path(args.data_dir or current().data_directory()).expanduser())


def _metrics_flag(command: argparse.ArgumentParser, settings: Settings) -> None:
    command.add_argument(
        "--metrics-port",
        type=int,
        default=settings.metrics_port,
        help="serve Prometheus metrics on this port at /metrics (0: off)",
    )


def parser(settings: Settings | None = None) -> argparse.ArgumentParser:
    """The flags; their defaults come from `settings` (the process's unless given)."""
    settings = settings or current()
    top = argparse.ArgumentParser(prog="ludus", description="Ludus board-game platform")
    top.add_argument("--log-level", default=settings.log_level)
    sub = top.add_subparsers(dest="command", required=True)

    up = sub.add_parser("up", help="start the whole platform locally")
    up.add_argument("--port", type=int, default=50050, help="gateway port (default 50050)")
    up.add_argument("--http-port", type=int, default=8080, help="web client and HTTP/JSON port (default 8080)")
    up.add_argument("--no-http", action="store_true", help="serve gRPC only")
    up.add_argument("--redis-url", help="use this Redis instead of starting one")
    up.add_argument("--replicas", type=int, default=1, help="replicas per game service")
    up.add_argument(
        "--one-process", action="store_true", help="host every game in one service process (`serve --games`)"
    )
    up.add_argument("--no-worker", action="store_true", help="do not start a Celery worker")
    up.add_argument("--data-dir", help="keep Redis data, logs and the token key here (default: LUDUS_DATA_DIR)")
    up.add_argument("--ephemeral", action="store_true", help="use a temporary data directory, removed at exit")
    up.add_argument("--no-metrics", action="store_true", help="do not serve Prometheus metrics")
    up.set_defaults(run=cmd_up)

    status = sub.add_parser("status", help="each component of a running `ludus up` and its health")
    status.add_argument("--data-dir", help="the data directory `ludus up` runs from (default: LUDUS_DATA_DIR)")
    status.set_defaults(run=cmd_status)

    serve = sub.add_parser("serve", help="run a game service (or several in one process: --games)")
    serve.add_argument("game", nargs="?", help="the game to serve")
    serve.add_argument(
        "--games", help="serve these games in one process, comma-separated (`all`: every registered game)"
    )
    serve.add_argument("--host", default=settings.host, help="bind address (0.0.0.0 in containers)")
    serve.add_argument("--port", type=int, default=50051)
    serve.add_argument("--redis-url")
    serve.add_argument("--broker-url")
    serve.add_argument("--no-bots", action="store_true", help="do not dispatch bot turns")
    _metrics_flag(serve, settings)
    serve.set_defaults(run=cmd_serve)

    gate = sub.add_parser("gateway", help="run the gateway")
    gate.add_argument("--host", default=settings.host, help="bind address (0.0.0.0 in containers)")
    gate.add_argument("--port", type=int, default=50050)
    gate.add_argument(
        "--http-port",
        type=int,
        default=settings.http_port,
        help="also serve HTTP/JSON, the WatchMatch WebSocket and the web client on this port",
    )
    gate.add_argument("--route", action="append", default=[], help="game=host:port[,host:port]")
    _metrics_flag(gate, settings)
    gate.set_defaults(run=cmd_gateway)

    worker = sub.add_parser("worker", help="run a Celery worker")
    worker.add_argument("--pool", default="prefork", choices=["prefork", "threads", "solo"])
    worker.add_argument("--concurrency", type=int, default=2)
    _metrics_flag(worker, settings)
    worker.set_defaults(run=cmd_worker)

    beat = sub.add_parser("beat", help="run the scheduler of the workers' periodic sweep")
    beat.add_argument("--schedule", help="where beat keeps its state (default: a temporary file)")
    _metrics_flag(beat, settings)
    beat.set_defaults(run=cmd_beat)

    flower = sub.add_parser("flower", help="run Celery Flower, the workers' dashboard")
    flower.add_argument("--host", default=settings.host, help="bind address (0.0.0.0 in containers)")
    flower.add_argument("--port", type=int, default=5555)
    flower.set_defaults(run=cmd_flower)

    health = sub.add_parser("health", help="check a Ludus gRPC server (exit 0 when SERVING)")
    health.add_argument("address", help="host:port")
    health.add_argument("--timeout", type=float, default=3.0)
    health.add_argument(
        "--plaintext",
        action="store_true",
        help="plain text even with a certificate (the gateway's public port)",
    )
    health.set_defaults(run=cmd_health)

    audit = sub.add_parser("audit", help="re-derive matches from their logs and report")
    audit.add_argument("matches", nargs="*", help="match ids")
    audit.add_argument("--all", action="store_true", help="every match in the store")
    audit.add_argument("--file", help="audit an exported match file offline (no Redis)")
    audit.add_argument("--redis-url")
    audit.set_defaults(run=cmd_audit)

    replay = sub.add_parser("replay", help="print a match's view at a version (JSON)")
    replay.add_argument("match")
    replay.add_argument("--to", type=int, required=True, help="the version")
    replay.add_argument("--seat", type=int, help="a seat's view (default: a spectator's)")
    replay.add_argument("--redis-url")
    replay.set_defaults(run=cmd_replay)

    export = sub.add_parser("export", help="write a match as a self-contained file (stdout)")
    export.add_argument("match")
    export.add_argument("--output", "-o", help="write here instead of stdout")
    export.add_argument("--with-seed", action="store_true", help="include the secret seed of an unfinished match")
    export.add_argument("--redis-url")
    export.set_defaults(run=cmd_export)

    imports = sub.add_parser("import", help="load an exported match (audited first)")
    imports.add_argument("file")
    imports.add_argument("--redis-url")
    imports.set_defaults(run=cmd_import)

    deploy = sub.add_parser("deploy", help="deployment files")
    deploy_sub = deploy.add_subparsers(dest="deploy_command", required=True)
    render = deploy_sub.add_parser("render", help="regenerate deploy/'s per-game parts from the games registry")
    render.add_argument("--root", default=".", help="the repository root (default: the current directory)")
    render.add_argument("--check", action="store_true", help="change nothing; exit 1 if a file is out of date")
    render.set_defaults(run=cmd_deploy_render)
    made = deploy_sub.add_parser(
        "secrets",
        help="print fresh Kubernetes Secrets for `kubectl apply -f -`, or write Compose's (never commit them)",
    )
    made.add_argument("--namespace", default="ludus")
    made.add_argument("--no-tls", action="store_true", help="no certificate Secrets (cert-manager issues them)")
    made.add_argument(
        "--compose",
        metavar="DIR",
        help="write them as files for Docker Compose instead (deploy/compose.yaml reads deploy/secrets)",
    )
    made.set_defaults(run=cmd_deploy_secrets)

    database = sub.add_parser("db", help="the players' PostgreSQL database")
    database_sub = database.add_subparsers(dest="db_command", required=True)
    migrate = database_sub.add_parser("migrate", help="apply the schema's migrations (LUDUS_DATABASE_URL)")
    migrate.add_argument("--revision", default="head", help="the revision to upgrade to (default: the latest)")
    migrate.set_defaults(run=cmd_db_migrate)
    grant = database_sub.add_parser(
        "grant", help="grant the runtime role row access, now and after migrations (LUDUS_DATABASE_URL: the owner)"
    )
    grant.add_argument("role", help="the runtime role (the gateway's LUDUS_DATABASE_URL user)")
    grant.set_defaults(run=cmd_db_grant)

    archive = sub.add_parser("archive", help="the archive of finished matches (LUDUS_DATABASE_URL)")
    archive_sub = archive.add_subparsers(dest="archive_command", required=True)
    archive_run = archive_sub.add_parser(
        "run", help="move finished matches past their grace period to the archive, every LUDUS_ARCHIVE_SECONDS"
    )
    archive_run.add_argument("--once", action="store_true", help="one pass, then exit")
    archive_run.add_argument("--redis-url")
    archive_run.set_defaults(run=cmd_archive)
    archive_status = archive_sub.add_parser("status", help="queued and archived matches, and the lag")
    archive_status.add_argument("--redis-url")
    archive_status.set_defaults(run=cmd_archive)

    players = sub.add_parser("players", help="manage players (LUDUS_DATABASE_URL)")
    players_sub = players.add_subparsers(dest="players_command", required=True)
    create = players_sub.add_parser(
        "create", help="create a player (the password is prompted for, or read from standard input)"
    )
    create.add_argument("name")
    create.set_defaults(run=cmd_players)
    listed = players_sub.add_parser("list", help="list players, oldest first")
    listed.add_argument("--limit", type=int, default=100)
    listed.set_defaults(run=cmd_players)
    ban = players_sub.add_parser("ban", help="ban a player: every token of theirs is refused at once")
    ban.add_argument("name")
    ban.add_argument("--lift", action="store_true", help="lift the ban instead")
    ban.set_defaults(run=cmd_players)

    projections = sub.add_parser("projections", help="the read models built from finished matches (LUDUS_DATABASE_URL)")
    projections_sub = projections.add_subparsers(dest="projections_command", required=True)
    rebuilt = projections_sub.add_parser(
        "rebuild", help="empty a projection and re-apply every archived match in order (one transaction)"
    )
    # Checked by the command (importing the projections here would slow every `ludus` command).
    rebuilt.add_argument("name", help="match_directory, player_history or ratings")
    rebuilt.set_defaults(run=cmd_projections)
    shown = projections_sub.add_parser("status", help="each projection: matches applied, feed entries pending and lag")
    shown.set_defaults(run=cmd_projections)

    from services.webhooks.operators import add_parser as add_webhooks

    add_webhooks(sub, cmd_webhooks)
    rating = sub.add_parser("ratings", help="ratings of finished rated matches")
    rating_sub = rating.add_subparsers(dest="ratings_command", required=True)
    verify = rating_sub.add_parser(
        "verify", help="recompute ratings from exported match files (`ludus export`), each audited first"
    )
    verify.add_argument("files", nargs="+", help="exported match files")
    verify.add_argument("--player", help="show only this player id (Players.WhoAmI's player_id)")
    verify.add_argument(
        "--rated-bots", help="the deployment's LUDUS_RATED_BOTS (default: this environment's), if bots are rated"
    )
    verify.add_argument("--json", action="store_true", help="JSON with every digit, for scripts")
    verify.set_defaults(run=cmd_ratings_verify)

    listing = sub.add_parser("games", help="list the registered games")
    listing.set_defaults(run=cmd_games)
    return top


def main(argv: list[str] | None = None) -> int:
    # The environment is read once, here, before anything starts: a malformed variable ends the
    # command with its name and what it expects, not a traceback from deep inside a component.
    try:
        settings = load()
        settings.check()
    except SettingsError as error:
        print(f"ludus: {error}", file=sys.stderr)
        return 2
    args = parser(settings).parse_args(argv)
    _logging(args.log_level)
    _telemetry(args)
    from services.core.grpc_server import CannotListen

    try:
        return int(args.run(args) or 0)
    except CannotListen as error:
        # Routine on a busy machine (a port taken meanwhile): one line for the log, no traceback.
        print(f"ludus {args.command}: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
