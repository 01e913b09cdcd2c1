"""Every environment variable Ludus reads, read in one place into one frozen `Settings`.

A process reads its environment once, at startup: `ludus` does it before it parses its flags (a
malformed value ends it there with a message naming the variable, exit status 2), and a Celery
worker started by `celery -A services.workers.app` on first use. Code then asks `current()` or is
handed a `Settings` explicitly; flags override settings wherever both exist. Nothing is read at
import time, so tests that change the environment call `reset()` (tests/conftest.py does before
every test) or install settings of their own with `use()`.

An empty variable counts as unset (Compose and Kubernetes write `NAME=` for "no value").

A plain dataclass rather than pydantic-settings: the platform needs twenty variables with simple
types, and a dependency more in every image is not worth that. docs/operations.md's configuration
table is generated from the fields below (`python -m services.core.settings` prints it) and
tests/core/test_settings.py keeps the two equal.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

T = TypeVar("T")

DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/0"
LOG_LEVELS = ("debug", "info", "warning", "error", "critical")
LOG_FORMATS = ("text", "json")
#: Seat tokens are HS256 JWTs: RFC 7518 wants a key at least as long as the hash (32 bytes).
MIN_SECRET_BYTES = 32
#: The longest a platform process blocks in one Redis read (`XREAD BLOCK`, the watch reader's
#: wait). Redis' socket timeout must be longer, or an idle wait fails as if the server were gone.
LONGEST_REDIS_BLOCK_MS = 10_000


class SettingsError(ValueError):
    """A variable with a malformed value; the message names the variable and what it expects."""


@dataclass(frozen=True)
class Variable:
    """How one setting is read from the environment and documented."""

    name: str
    #: Which processes read it (the table's "Used by" column).
    used_by: str
    #: What it means, in the table's words (Markdown).
    meaning: str
    #: Turns the variable's text into the field's value; raises ValueError with what it expects.
    parse: Callable[[str], Any]
    #: Older names still honoured, after `name`.
    aliases: tuple[str, ...] = ()
    #: The table's default when the field's own default does not say it (None, computed ones).
    default_text: str | None = None
    #: Never echoed in error messages or the settings' repr.
    secret: bool = False


def _setting(default: T, variable: Variable) -> T:
    # Returns a dataclasses.Field typed as its default, so the class body stays readable.
    result: T = field(default=default, repr=not variable.secret, metadata={"variable": variable})
    return result


# -- parsers: each raises ValueError saying what it expects ----------------------------------------


def _rated_bots(value: str) -> str:
    from services.ratings.bots import parse_rated_bots

    parse_rated_bots(value)  # refuse a malformed table at startup, not at the first rated match
    return value


def _text(value: str) -> str:
    return value


def _whole(minimum: int, maximum: int | None = None) -> Callable[[str], int]:
    expected = f"a whole number from {minimum} to {maximum}" if maximum is not None else f"a whole number ≥ {minimum}"

    def parse(value: str) -> int:
        try:
            number = int(value)
        except ValueError:
            raise ValueError(f"expected {expected}") from None
        if number < minimum or (maximum is not None and number > maximum):
            raise ValueError(f"expected {expected}")
        return number

    return parse


def _number(minimum: float, *, inclusive: bool = True) -> Callable[[str], float]:
    expected = f"a number {'≥' if inclusive else '>'} {minimum:g}"

    def parse(value: str) -> float:
        try:
            number = float(value)
        except ValueError:
            raise ValueError(f"expected {expected}") from None
        if number != number or number < minimum or (not inclusive and number == minimum):  # NaN too
            raise ValueError(f"expected {expected}")
        return number

    return parse


def _ratio(value: str) -> float:
    try:
        number = float(value)
    except ValueError:
        raise ValueError("expected a number from 0 to 1") from None
    if not 0 <= number <= 1:  # NaN fails too
        raise ValueError("expected a number from 0 to 1")
    return number


def _gc_thresholds(value: str) -> tuple[int, int, int]:
    expected = "three whole numbers ≥ 1, comma-separated (Python's own: 700,10,10)"
    try:
        numbers = tuple(int(part) for part in value.split(","))
    except ValueError:
        raise ValueError(f"expected {expected}") from None
    if len(numbers) != 3 or min(numbers) < 1:
        raise ValueError(f"expected {expected}")
    return numbers[0], numbers[1], numbers[2]


def _log_level(value: str) -> str:
    if value.lower() not in LOG_LEVELS:
        raise ValueError(f"expected one of {', '.join(LOG_LEVELS)}")
    return value.lower()


def _log_format(value: str) -> str:
    if value.lower() not in LOG_FORMATS:
        raise ValueError(f"expected one of {', '.join(LOG_FORMATS)}")
    return value.lower()


def _switch(value: str) -> bool:
    lowered = value.lower()
    if lowered in ("1", "true", "yes", "on"):
        return True
    if lowered in ("0", "false", "no", "off"):
        return False
    raise ValueError("expected on or off (true/false, 1/0)")


def _url(value: str) -> str:
    if "://" not in value:
        raise ValueError("expected a URL such as http://collector:4318")
    return value.rstrip("/")


def secret_bytes(text: str) -> bytes:
    """The token key a LUDUS_TOKEN_SECRET names: hex if it is hex, else the text's UTF-8 bytes."""
    try:
        return bytes.fromhex(text)
    except ValueError:
        return text.encode()


def _secret(value: str) -> str:
    if len(secret_bytes(value)) < MIN_SECRET_BYTES:
        raise ValueError(f"the token secret must have at least {MIN_SECRET_BYTES} bytes (e.g. `openssl rand -hex 32`)")
    return value


def _client_auth(value: str) -> str:
    if value not in ("client_secret_basic", "client_secret_post"):
        raise ValueError("expected client_secret_basic or client_secret_post")
    return value


def _flag(value: str) -> bool:
    lowered = value.lower()
    if lowered in ("1", "true", "yes", "on"):
        return True
    if lowered in ("0", "false", "no", "off"):
        return False
    raise ValueError("expected true or false")


def _database_url(value: str) -> str:
    if not value.startswith(("postgresql://", "postgresql+psycopg://", "postgres://")):
        raise ValueError("expected a postgresql://user:password@host:port/database URL")
    return value


#: Signature algorithms an OpenID Connect issuer may use: public-key ones only, so that neither
#: `none` nor an HMAC keyed with the issuer's public key can ever pass.
ASYMMETRIC_ALGORITHMS = ("RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA")


def _asymmetric_algorithms(value: str) -> tuple[str, ...]:
    chosen = tuple(part.strip() for part in value.split(",") if part.strip())
    wrong = [name for name in chosen if name not in ASYMMETRIC_ALGORITHMS]
    if not chosen or wrong:
        raise ValueError(f"expected some of {', '.join(ASYMMETRIC_ALGORITHMS)}")
    return chosen


def _user_data_dir(environ: Mapping[str, str]) -> str:
    """The per-user data directory of the XDG base directory convention."""
    base = environ.get("XDG_DATA_HOME", "").strip() or os.path.join(
        environ.get("HOME", "") or os.path.expanduser("~"), ".local", "share"
    )
    return os.path.join(base, "ludus")


def _networks(value: str) -> tuple[str, ...]:
    import ipaddress

    parts = tuple(part.strip() for part in value.split(",") if part.strip())
    for part in parts:
        ipaddress.ip_network(part, strict=False)  # ValueError names the bad one
    return parts


def grpc_target(target: str) -> str:
    """Addresses without a scheme become an ipv4 list, which round_robin balances."""
    if "://" in target or target.startswith(("ipv4:", "ipv6:", "unix:")):
        return target
    return "ipv4:" + target


def parse_routes(text: str) -> dict[str, str]:
    """'ark=a:1,b:2;arkadia=dns:///x:3' -> {'ark': 'ipv4:a:1,b:2', 'arkadia': 'dns:///x:3'}."""
    routes: dict[str, str] = {}
    for part in filter(None, (chunk.strip() for chunk in text.split(";"))):
        game, _, target = part.partition("=")
        if not game or not target:
            raise ValueError(f"bad route {part!r}: expected game=host:port[,host:port...]")
        routes[game.strip()] = grpc_target(target.strip())
    return routes


def _routes(value: str) -> tuple[tuple[str, str], ...]:
    # A tuple of pairs, not a dict: the settings are frozen and hashable all the way down.
    return tuple(parse_routes(value).items())


# -- the settings ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Settings:
    """One process's configuration. Field order is the order of docs/operations.md's table."""

    redis_url: str | None = _setting(
        None,
        Variable(
            "LUDUS_REDIS_URL",
            "services, workers, admin commands, `ludus up`",
            "the event store: `redis://host:port/db`, or `redis+cluster://host:port` for a Redis Cluster (any node)",
            _text,
            aliases=("REDIS_URL",),
            default_text=f"`{DEFAULT_REDIS_URL}` (`ludus up`: starts a Redis of its own)",
        ),
    )
    redis_username: str = _setting(
        "",
        Variable(
            "LUDUS_REDIS_USERNAME",
            "services, gateway, workers, admin commands",
            "this process's Redis ACL user (its role: `gateway`, `service`, `worker`, `admin`;"
            " services/core/redis_acl.py), put into every Redis URL that names no user of its own"
            " (event store, broker, result backend, rate limits)",
            _text,
            default_text="none (the URL's, else Redis's `default` user)",
        ),
    )
    redis_password: str = _setting(
        "",
        Variable(
            "LUDUS_REDIS_PASSWORD",
            "services, gateway, workers, admin commands",
            "that user's password (from a Kubernetes Secret, never a manifest); `ludus up` makes its own",
            _text,
            default_text="none",
            secret=True,
        ),
    )
    broker_url: str | None = _setting(
        None,
        Variable(
            "LUDUS_BROKER_URL",
            "services, workers",
            "Celery's broker (`amqp://…` works too); must be set when the event store is a Redis Cluster",
            _text,
            default_text="the event store's URL",
        ),
    )
    result_backend: str | None = _setting(
        None,
        Variable(
            "LUDUS_RESULT_BACKEND",
            "services, workers",
            "Celery's result backend",
            _text,
            default_text="the broker if it is a Redis, else `rpc://`",
        ),
    )
    routes: tuple[tuple[str, str], ...] = _setting(
        (),
        Variable(
            "LUDUS_ROUTES",
            "gateway, workers",
            "the game services: `ark=host:port,host:port;arkadia=dns:///arkadia:50051`",
            _routes,
            default_text="none (the gateway's `--route` flags)",
        ),
    )
    token_secret: str = _setting(
        "",
        Variable(
            "LUDUS_TOKEN_SECRET",
            "gateway, `ludus up`",
            "the key signing seat tokens (hex, or text; ≥ 32 bytes); share it between gateway replicas",
            _secret,
            default_text="a random key per process (tokens die with it)",
            secret=True,
        ),
    )
    data_dir: str = _setting(
        "",
        Variable(
            "LUDUS_DATA_DIR",
            "`ludus up`, `ludus status`",
            "where `ludus up` keeps Redis's data, the logs, the token key and its status; `--data-dir`"
            " overrides it, `--ephemeral` uses a temporary directory instead",
            _text,
            default_text="`$XDG_DATA_HOME/ludus`, else `~/.local/share/ludus`",
        ),
    )
    host: str = _setting(
        "127.0.0.1",
        Variable(
            "LUDUS_HOST", "services, gateway", "bind address (the image sets `0.0.0.0`); `--host` overrides it", _text
        ),
    )
    http_port: int | None = _setting(
        None,
        Variable(
            "LUDUS_HTTP_PORT",
            "gateway",
            "also serve HTTP/JSON, the `WatchMatch` WebSocket and the web client here; `--http-port` overrides it",
            _whole(1, 65535),
            default_text="none (gRPC only)",
        ),
    )
    gc_thresholds: tuple[int, int, int] = _setting(
        (50_000, 20, 10),
        Variable(
            "LUDUS_GC_THRESHOLDS",
            "game services, gateway",
            "the cyclic garbage collector's thresholds (`gc.set_threshold`: the young generation's net allocations,"
            " then how many collections of each generation before the next is collected), set once the server has"
            " started, after `gc.freeze` of what startup made. Python's own, `700,10,10`, cost a game service"
            " 14 % of its commands under the load (docs/benchmarks.md)",
            _gc_thresholds,
            default_text="`50000,20,10`",
        ),
    )
    log_level: str = _setting(
        "info",
        Variable(
            "LUDUS_LOG_LEVEL",
            "every `ludus` command",
            f"`{'`, `'.join(LOG_LEVELS)}`; `--log-level` overrides it",
            _log_level,
        ),
    )
    visibility_timeout: int = _setting(
        60,
        Variable(
            "LUDUS_VISIBILITY_TIMEOUT",
            "workers, services",
            "seconds before an unacknowledged task is redelivered (its worker died); a timer's task waits in a"
            " worker at most half of it (25 s at most) at a time, then sends itself on (or ends, if its"
            " timer was moved or dropped meanwhile)",
            _whole(1),
        ),
    )
    sweep_seconds: float = _setting(
        1.0,
        Variable(
            "LUDUS_SWEEP_SECONDS",
            "`ludus beat`",
            "seconds between two sweeps (due timers whose task was lost, stalled bot turns)",
            _number(0, inclusive=False),
        ),
    )
    archive_grace_seconds: float = _setting(
        300.0,
        Variable(
            "LUDUS_ARCHIVE_GRACE_SECONDS",
            "workers, `ludus archive run`",
            "a finished match stays in Redis this long before it is moved to the archive in PostgreSQL"
            ' (with `LUDUS_DATABASE_URL`; docs/architecture.md, "The archive")',
            _number(0),
        ),
    )
    archive_seconds: float = _setting(
        5.0,
        Variable(
            "LUDUS_ARCHIVE_SECONDS",
            "`ludus beat`, `ludus archive run`",
            "seconds between two runs of the archive mover (each moves the finished matches past their grace period)",
            _number(0, inclusive=False),
        ),
    )
    archive_batch: int = _setting(
        500,
        Variable(
            "LUDUS_ARCHIVE_BATCH",
            "workers, `ludus archive run`",
            "most matches one run of the archive mover moves (the next run moves the rest)",
            _whole(1),
        ),
    )
    waiting_expiry_seconds: float = _setting(
        86_400.0,
        Variable(
            "LUDUS_WAITING_EXPIRY_SECONDS",
            "workers, `ludus archive run`",
            "a match still waiting for players this long after its creation is closed (`MatchEnded` with reason"
            " `WAITING_EXPIRED`) and archived; `0`: waiting matches never expire",
            _number(0),
        ),
    )
    abandoned_seconds: float = _setting(
        604_800.0,
        Variable(
            "LUDUS_ABANDONED_SECONDS",
            "workers, `ludus archive run`",
            "an active match with no event for this long (its people are gone: bots and clocks would have moved it)"
            " is closed (`MatchEnded` with reason `END_REASON_ABANDONED`) and archived; `0`: never",
            _number(0),
        ),
    )
    projection_seconds: float = _setting(
        2.0,
        Variable(
            "LUDUS_PROJECTION_SECONDS",
            "`ludus beat`",
            "seconds between two passes of the projections over the finished-match feed (each pass applies"
            " every new entry, and claims entries a crashed worker left pending)",
            _number(0, inclusive=False),
        ),
    )
    stale_turn_ms: int = _setting(
        10_000,
        Variable(
            "LUDUS_STALE_TURN_MS",
            "workers",
            "a bot turn waiting this long without an append is dispatched again by the sweep",
            _whole(0),
        ),
    )
    search_seconds: float | None = _setting(
        None,
        Variable(
            "LUDUS_SEARCH_SECONDS",
            "workers",
            "the search bots' thinking time per decision in seconds; `0`: no time limit, if"
            " `LUDUS_SEARCH_ITERATIONS` limits the search instead (without it, `0` means the default)",
            _number(0),
            default_text="`0.5`",
        ),
    )
    search_iterations: int | None = _setting(
        None,
        Variable(
            "LUDUS_SEARCH_ITERATIONS",
            "workers",
            "stop a search bot's decision after this many iterations; `0`: no limit",
            _whole(0),
            default_text="no limit",
        ),
    )
    redis_wait_replicas: int = _setting(
        0,
        Variable(
            "LUDUS_REDIS_WAIT_REPLICAS",
            "services",
            "acknowledge an append only once this many replicas have it (`WAIT`)",
            _whole(0),
        ),
    )
    redis_wait_ms: int = _setting(
        1000,
        Variable(
            "LUDUS_REDIS_WAIT_MS",
            "services",
            "how long to wait for them before answering `UNAVAILABLE`",
            _whole(0),
        ),
    )
    redis_socket_timeout: float = _setting(
        30.0,
        Variable(
            "LUDUS_REDIS_SOCKET_TIMEOUT",
            "services, gateway, workers",
            "seconds a Redis command may go unanswered before its connection is dropped and the command fails"
            " (redis-py 8 would default to 5 s, shorter than the platform's blocking reads of up to 10 s); longer"
            " than those and than `LUDUS_REDIS_WAIT_MS`",
            _number(0, inclusive=False),
        ),
    )
    redis_max_connections: int = _setting(
        10_000,
        Variable(
            "LUDUS_REDIS_MAX_CONNECTIONS",
            "services, workers",
            "connections a process may open to each Redis server or Cluster node (Redis' `maxclients`; redis-py's"
            " own default of 100 fails commands beyond it, and every `WatchMatch` subscriber holds one while it"
            " waits)",
            _whole(1),
        ),
    )
    max_connection_age_ms: int = _setting(
        300_000,
        Variable(
            "LUDUS_MAX_CONNECTION_AGE_MS",
            "services",
            "a game service closes each client connection after this long, so gateways and workers re-resolve"
            " DNS and find replicas an autoscaler added",
            _whole(1),
        ),
    )
    backend_timeout: float = _setting(
        10.0,
        Variable(
            "LUDUS_BACKEND_TIMEOUT",
            "gateway",
            "seconds a call may wait on a game service: `DEADLINE_EXCEEDED` after",
            _number(0, inclusive=False),
        ),
    )
    rate_per_second: float = _setting(
        200.0,
        Variable(
            "LUDUS_RATE_PER_SECOND",
            "gateway",
            "requests per second per seat token, or per client address without one (`0`: no limit); over it,"
            " `RESOURCE_EXHAUSTED` with rule code `RATE_LIMITED`",
            _number(0),
        ),
    )
    rate_burst: float = _setting(
        400.0,
        Variable(
            "LUDUS_RATE_BURST", "gateway", "requests a client may make at once before the rate applies", _number(1)
        ),
    )
    rate_limit_storage: str = _setting(
        "",
        Variable(
            "LUDUS_RATE_LIMIT_STORAGE",
            "gateway",
            "where the rate limits count, shared by every gateway replica: a `limits` storage URI"
            " (`async+redis://host:port/db`, `async+redis+cluster://…`, `async+memory://` for one process only)",
            _text,
            default_text="the event store's Redis",
        ),
    )
    trusted_proxies: tuple[str, ...] = _setting(
        ("127.0.0.1/32", "::1/128"),
        Variable(
            "LUDUS_TRUSTED_PROXIES",
            "gateway",
            "comma-separated networks whose `X-Forwarded-For` / `Forwarded` headers are believed (load"
            " balancers; the gateway's own web face is on loopback); a client is the first hop outside them",
            _networks,
            default_text="`127.0.0.1/32,::1/128`",
        ),
    )
    max_streams_per_client: int = _setting(
        64,
        Variable(
            "LUDUS_MAX_STREAMS_PER_CLIENT",
            "gateway",
            "open streams (`WatchMatch`, …) one client may hold on one gateway; over it, `RESOURCE_EXHAUSTED`"
            " with rule code `STREAMS_LIMIT` (`0`: no limit)",
            _whole(0),
        ),
    )

    database_url: str | None = _setting(
        None,
        Variable(
            "LUDUS_DATABASE_URL",
            "gateway, workers, `ludus db`, `ludus players`, `ludus projections`, `ludus up`",
            "PostgreSQL for players, sessions and the projections (match directory, player history):"
            " `postgresql://user:password@host:5432/ludus`; without it the gateway serves no `ludus.v1.Players`"
            " (seat tokens only) and the workers project nothing",
            _database_url,
            default_text="none (`ludus up`: starts an embedded PostgreSQL of its own)",
            secret=True,
        ),
    )
    access_token_seconds: int = _setting(
        900,
        Variable(
            "LUDUS_ACCESS_TOKEN_SECONDS",
            "gateway",
            "lifetime of a player's access token; a refresh token renews it",
            _whole(30),
        ),
    )
    refresh_token_seconds: int = _setting(
        30 * 24 * 3600,
        Variable(
            "LUDUS_REFRESH_TOKEN_SECONDS",
            "gateway",
            "lifetime of a sign-in (a refresh token family) without use",
            _whole(60),
        ),
    )
    player_check_seconds: float = _setting(
        1.0,
        Variable(
            "LUDUS_PLAYER_CHECK_SECONDS",
            "gateway",
            "how long a gateway trusts its check that a player's session is live (sign-out, deletion and bans"
            " elsewhere take effect within this; on the same gateway at once)",
            _number(0),
        ),
    )
    guests: bool = _setting(
        False,
        Variable(
            "LUDUS_GUESTS",
            "gateway",
            "`true`: anyone may play as a guest (`SignInAsGuest`), with the guests' quotas",
            _flag,
            default_text="`false`",
        ),
    )
    password_time_cost: int = _setting(
        2,
        Variable(
            "LUDUS_PASSWORD_TIME_COST",
            "gateway, `ludus players`",
            "argon2id passes over memory for each password hash",
            _whole(1),
        ),
    )
    password_memory_kib: int = _setting(
        19456,
        Variable(
            "LUDUS_PASSWORD_MEMORY_KIB",
            "gateway, `ludus players`",
            "argon2id memory per password hash in KiB (19 MiB with 2 passes: OWASP's recommendation; RFC 9106's"
            " 64 MiB with 3 passes costs ~9 times the CPU, see docs/players.md)",
            _whole(8),
        ),
    )
    signin_failures: int = _setting(
        5,
        Variable(
            "LUDUS_SIGNIN_FAILURES",
            "gateway",
            "failed sign-ins per name, and per address, before each further attempt must wait (doubling, up to 15"
            " minutes); `RESOURCE_EXHAUSTED`, rule code `SIGNIN_BACKOFF`",
            _whole(1),
        ),
    )
    creations_per_hour: int = _setting(
        30,
        Variable(
            "LUDUS_CREATIONS_PER_HOUR",
            "gateway",
            "matches a signed-in player may create per rolling hour (`0`: no limit); over it, `RESOURCE_EXHAUSTED`"
            " with rule code `CREATIONS_PER_HOUR`",
            _whole(0),
        ),
    )
    guest_creations_per_hour: int = _setting(
        5,
        Variable(
            "LUDUS_GUEST_CREATIONS_PER_HOUR",
            "gateway",
            "the same for guests",
            _whole(0),
        ),
    )
    open_matches: int = _setting(
        20,
        Variable(
            "LUDUS_OPEN_MATCHES",
            "gateway",
            "waiting and active matches a signed-in player may hold a seat in before creating another (`0`: no"
            " limit); over it, `RESOURCE_EXHAUSTED` with rule code `OPEN_MATCHES`",
            _whole(0),
        ),
    )
    guest_open_matches: int = _setting(
        3,
        Variable("LUDUS_GUEST_OPEN_MATCHES", "gateway", "the same for guests", _whole(0)),
    )
    anonymous_creations_per_hour: int = _setting(
        10,
        Variable(
            "LUDUS_ANONYMOUS_CREATIONS_PER_HOUR",
            "gateway",
            "matches one client address may create per hour without a player's token, when the gateway has a"
            " players' database (`0`: no limit); over it, `RESOURCE_EXHAUSTED` with rule code"
            " `ANONYMOUS_CREATIONS_PER_HOUR`",
            _whole(0),
        ),
    )
    bot_only_matches: bool = _setting(
        False,
        Variable(
            "LUDUS_BOT_ONLY_MATCHES",
            "gateway",
            "`true`: a gateway with a players' database creates matches without a human seat (bots only);"
            " otherwise they are refused, `PERMISSION_DENIED` with rule code `BOT_ONLY_MATCHES`",
            _flag,
            default_text="`false`",
        ),
    )
    rated_bots: str = _setting(
        "",
        Variable(
            "LUDUS_RATED_BOTS",
            "workers, `ludus ratings verify`",
            "Fixed ratings that make bot seats count in rated matches: `LEVEL=MU:SIGMA` entries separated by"
            " commas, LEVEL a bot level (`random`) or one game's (`ark/greedy`); e.g. `random=10:1`. Bots keep"
            " their rating. Empty: bot seats are left out of ratings (docs/players.md)",
            _rated_bots,
            default_text="empty (bots unrated)",
        ),
    )
    watch_streams_per_player: int = _setting(
        20,
        Variable(
            "LUDUS_WATCH_STREAMS_PER_PLAYER",
            "gateway",
            "`WatchMatch` and `Play` streams one signed-in player may hold on one gateway (`0`: no limit); over"
            " it, `RESOURCE_EXHAUSTED` with rule code `WATCH_STREAMS`",
            _whole(0),
        ),
    )
    play_calls: int = _setting(
        2,
        Variable(
            "LUDUS_PLAY_CALLS",
            "gateway",
            "`GameService.PlayMany` calls per game that carry the clients' `Play` streams and a match's unary calls"
            " (`SubmitCommand`, `ListLegalCommands`, ...) and `CreateMatch` to the game services (each new one goes"
            " to a replica the channel picks; a client stream or call takes the next in turn; each call takes new"
            " work for a minute, then a new one does). Each is on one replica: set it to at least a game's replicas"
            " divided by the gateways. `0`: a backend call of its own for each instead",
            _whole(0),
        ),
    )
    presence_seconds: int = _setting(
        15,
        Variable(
            "LUDUS_PRESENCE_SECONDS",
            "gateway",
            "how long a seat stays connected after its gateway's last heartbeat (heartbeats every third of it;"
            " a Play stream looks for presence changes as often)",
            _whole(3),
        ),
    )
    chat_max_characters: int = _setting(
        500,
        Variable(
            "LUDUS_CHAT_MAX_CHARACTERS",
            "services",
            "the longest table-chat message, in characters (longer: RESOURCE_EXHAUSTED, reason CHAT_TOO_LONG)",
            _whole(1, 10_000),
        ),
    )
    chat_rate_messages: int = _setting(
        5,
        Variable(
            "LUDUS_CHAT_RATE_MESSAGES",
            "services",
            "table-chat messages one author may post in one match per LUDUS_CHAT_RATE_SECONDS (more:"
            " RESOURCE_EXHAUSTED, reason CHAT_RATE)",
            _whole(1),
        ),
    )
    chat_rate_seconds: float = _setting(
        10.0,
        Variable(
            "LUDUS_CHAT_RATE_SECONDS",
            "services",
            "the window of LUDUS_CHAT_RATE_MESSAGES, in seconds",
            _number(0.001),
        ),
    )
    notice_stream_length: int = _setting(
        100_000,
        Variable(
            "LUDUS_NOTICE_STREAM_LENGTH",
            "services, gateway",
            "about how many notices the shared notice stream (`ludus:notices`, the players' feeds) keeps for"
            " reconnecting feeds (XADD MAXLEN ~)",
            _whole(100),
        ),
    )
    matchmaking_seconds: float = _setting(
        1.0,
        Variable(
            "LUDUS_MATCHMAKING_SECONDS",
            "`ludus beat`",
            "seconds between two passes of the quick-match matchmaker (services/matchmaking/; several workers"
            " may run passes at once: a Redis script lets each queued player be taken once)",
            _number(0, inclusive=False),
        ),
    )
    matchmaking_window: float = _setting(
        5.0,
        Variable(
            "LUDUS_MATCHMAKING_WINDOW",
            "workers",
            "the rating difference (OpenSkill ordinal) within which two players who just queued are matched",
            _number(0),
        ),
    )
    matchmaking_widen_per_second: float = _setting(
        0.5,
        Variable(
            "LUDUS_MATCHMAKING_WIDEN_PER_SECOND",
            "workers",
            "how much the rating window grows for every second a player waits (so everyone is matched in the end)",
            _number(0),
        ),
    )
    matchmaking_max_wait_seconds: int = _setting(
        600,
        Variable(
            "LUDUS_MATCHMAKING_MAX_WAIT_SECONDS",
            "gateway, workers",
            "the longest a player waits in a quick-match queue; then they leave it and hear"
            " `NOTICE_KIND_QUEUE_TIMED_OUT` (asking for bots after more than this is `BOTS_AFTER_TOO_LONG`)",
            _whole(1),
        ),
    )
    rematch_seconds: int = _setting(
        120,
        Variable(
            "LUDUS_REMATCH_SECONDS",
            "gateway",
            "how long a proposed rematch waits for every human's answer before it lapses (`REMATCH_NOT_PROPOSED`)",
            _whole(1),
        ),
    )
    feed_streams_per_player: int = _setting(
        5,
        Variable(
            "LUDUS_FEED_STREAMS_PER_PLAYER",
            "gateway",
            "concurrent `WatchPlayer` feeds one player may hold on one gateway; over it, `RESOURCE_EXHAUSTED`"
            " with rule code `FEED_STREAMS`",
            _whole(1),
        ),
    )
    oidc_issuer: str | None = _setting(
        None,
        Variable(
            "LUDUS_OIDC_ISSUER",
            "gateway",
            "an OpenID Connect issuer whose tokens are accepted as players' access tokens (its `iss`)",
            _text,
            default_text="none",
        ),
    )
    oidc_audience: str | None = _setting(
        None,
        Variable(
            "LUDUS_OIDC_AUDIENCE",
            "gateway",
            "the audience (`aud`) the issuer's tokens must name; required with `LUDUS_OIDC_ISSUER`",
            _text,
            default_text="none",
        ),
    )
    oidc_jwks_url: str | None = _setting(
        None,
        Variable(
            "LUDUS_OIDC_JWKS_URL",
            "gateway",
            "where the issuer publishes its signing keys",
            _text,
            default_text="`<issuer>/.well-known/jwks.json`",
        ),
    )
    oidc_algorithms: tuple[str, ...] = _setting(
        ("RS256", "ES256"),
        Variable(
            "LUDUS_OIDC_ALGORITHMS",
            "gateway",
            "the signature algorithms accepted from the issuer, comma separated (asymmetric only: never `none` or"
            " `HS*`)",
            _asymmetric_algorithms,
            default_text="`RS256,ES256`",
        ),
    )
    oidc_client_id: str | None = _setting(
        None,
        Variable(
            "LUDUS_OIDC_CLIENT_ID",
            "gateway",
            'the web client\'s id at the issuer: with it, the sign-in page offers "Sign in with ..." (the'
            " authorization-code flow with PKCE, `/session/oidc/start`); the ID tokens' `aud`",
            _text,
            default_text="none (no browser sign-in through the issuer)",
        ),
    )
    oidc_client_secret: str | None = _setting(
        None,
        Variable(
            "LUDUS_OIDC_CLIENT_SECRET",
            "gateway",
            "the web client's secret at the issuer, if it is a confidential client",
            _text,
            default_text="none (a public client: PKCE alone)",
            secret=True,
        ),
    )
    oidc_client_auth: str = _setting(
        "client_secret_basic",
        Variable(
            "LUDUS_OIDC_CLIENT_AUTH",
            "gateway",
            "how the client secret is sent to the token endpoint: `client_secret_basic` (HTTP Basic) or"
            " `client_secret_post` (in the form)",
            _client_auth,
        ),
    )
    oidc_redirect_url: str | None = _setting(
        None,
        Variable(
            "LUDUS_OIDC_REDIRECT_URL",
            "gateway",
            "the redirect URI registered at the issuer (it must end in `/session/oidc/callback`)",
            _url,
            default_text="`<the web face's origin>/session/oidc/callback`",
        ),
    )
    oidc_label: str | None = _setting(
        None,
        Variable(
            "LUDUS_OIDC_LABEL",
            "gateway",
            'the issuer\'s name on the sign-in button ("Sign in with <label>")',
            _text,
            default_text="the issuer's host",
        ),
    )

    tls_ca_file: str = _setting(
        "",
        Variable(
            "LUDUS_TLS_CA_FILE",
            "services, gateway, workers",
            "mutual TLS inside the platform: the CA (PEM) whose certificates the services accept;"
            " with the two below, services refuse any other caller (services/core/tls.py)",
            _text,
            default_text="none (plain text inside; `ludus up` makes its own CA)",
        ),
    )
    tls_cert_file: str = _setting(
        "",
        Variable(
            "LUDUS_TLS_CERT_FILE",
            "services, gateway, workers",
            "this process's certificate (PEM; common name `gateway`, `worker` or `service`)",
            _text,
            default_text="none",
        ),
    )
    tls_key_file: str = _setting(
        "",
        Variable(
            "LUDUS_TLS_KEY_FILE", "services, gateway, workers", "its private key (PEM)", _text, default_text="none"
        ),
    )

    health_port: int = _setting(
        0,
        Variable(
            "LUDUS_HEALTH_PORT",
            "services",
            "also answer gRPC health checks (`grpc.health.v1` only, nothing else) in plain text on this port, for"
            " probes that cannot present a client certificate when the service port takes mutual TLS only"
            " (kubelet's); `0`: off",
            _whole(0, 65535),
        ),
    )

    log_format: str = _setting(
        "text",
        Variable(
            "LUDUS_LOG_FORMAT",
            "every `ludus` command",
            "`text` (one line per record) or `json` (one JSON object per line, with the trace and span ids when"
            " tracing is on)",
            _log_format,
        ),
    )
    metrics_port: int = _setting(
        0,
        Variable(
            "LUDUS_METRICS_PORT",
            "services, gateway, workers, `ludus beat`",
            "serve Prometheus metrics on `http://LUDUS_HOST:<port>/metrics` (`0`: off); `--metrics-port` overrides"
            " it; `ludus up` gives each process its own",
            _whole(0, 65535),
        ),
    )
    otlp_endpoint: str | None = _setting(
        None,
        Variable(
            "OTEL_EXPORTER_OTLP_ENDPOINT",
            "services, gateway, workers, `ludus beat`",
            "turns tracing on: OpenTelemetry spans are exported over OTLP/HTTP to `<endpoint>/v1/traces` (the"
            " standard variable; a collector such as `http://otel-collector:4318`)",
            _url,
            default_text="none (tracing off)",
        ),
    )
    trace_sample_ratio: float | None = _setting(
        None,
        Variable(
            "LUDUS_TRACE_SAMPLE_RATIO",
            "services, gateway, workers, `ludus beat`",
            "with tracing on, the share of client calls traced (`0.01`: one in a hundred), decided where a trace"
            " starts and followed by every process after it; unsampled calls still cost CPU"
            ' (docs/benchmarks.md, "Telemetry overhead")',
            _ratio,
            default_text="every call (or the SDK's `OTEL_TRACES_SAMPLER`)",
        ),
    )
    trace_redis: bool = _setting(
        True,
        Variable(
            "LUDUS_TRACE_REDIS",
            "services, workers",
            "with tracing on, also trace every Redis command of the services and workers (`off`: gRPC, HTTP and"
            " Celery spans only, for fewer spans to store; the gateway traces none)",
            _switch,
            default_text="`on`",
        ),
    )
    service_name: str | None = _setting(
        None,
        Variable(
            "OTEL_SERVICE_NAME",
            "services, gateway, workers, `ludus beat`",
            "the traces' `service.name` (the standard variable)",
            _text,
            default_text="`ludus-<role>` (`ludus-gateway`, `ludus-service`, `ludus-worker`, `ludus-beat`)",
        ),
    )
    # -- webhooks (services/webhooks) -------------------------------------------------------------
    webhook_seconds: float = _setting(
        1.0,
        Variable(
            "LUDUS_WEBHOOK_SECONDS",
            "`ludus beat`",
            "seconds between two webhook passes (each queues the events of new notices and sends the"
            " deliveries that are due; one pass runs at a time across the workers)",
            _number(0, inclusive=False),
        ),
    )
    webhook_timeout_seconds: float = _setting(
        5.0,
        Variable(
            "LUDUS_WEBHOOK_TIMEOUT_SECONDS",
            "workers",
            "the longest one delivery attempt may take, connecting and answering included; slower counts"
            " as a failed attempt",
            _number(0, inclusive=False),
        ),
    )
    webhook_max_attempts: int = _setting(
        8,
        Variable(
            "LUDUS_WEBHOOK_MAX_ATTEMPTS",
            "workers",
            "attempts of one delivery before it is given up (`failed`)",
            _whole(1, 100),
        ),
    )
    webhook_retry_base_seconds: float = _setting(
        10.0,
        Variable(
            "LUDUS_WEBHOOK_RETRY_BASE_SECONDS",
            "workers",
            "the wait after a delivery's first failed attempt; it doubles after each further failure (with"
            " jitter: between half and all of it), up to `LUDUS_WEBHOOK_RETRY_CAP_SECONDS`",
            _number(0, inclusive=False),
        ),
    )
    webhook_retry_cap_seconds: float = _setting(
        3600.0,
        Variable(
            "LUDUS_WEBHOOK_RETRY_CAP_SECONDS",
            "workers",
            "the longest wait between two attempts of a delivery",
            _number(0, inclusive=False),
        ),
    )
    webhook_allow_loopback: bool = _setting(
        False,
        Variable(
            "LUDUS_WEBHOOK_ALLOW_LOOPBACK",
            "gateway, workers, `ludus webhooks`",
            "let webhooks reach loopback addresses, over plain http too (tests, a receiver on the same"
            " machine); off: refused like every private address",
            _switch,
            default_text="`off`",
        ),
    )
    webhook_allow_networks: tuple[str, ...] = _setting(
        (),
        Variable(
            "LUDUS_WEBHOOK_ALLOW_NETWORKS",
            "gateway, workers, `ludus webhooks`",
            "comma-separated networks (`10.1.0.0/16,fd00::/8`) webhooks may reach beyond public addresses (https only)",
            _networks,
            default_text="none",
        ),
    )
    webhook_deny_networks: tuple[str, ...] = _setting(
        (),
        Variable(
            "LUDUS_WEBHOOK_DENY_NETWORKS",
            "gateway, workers, `ludus webhooks`",
            "comma-separated networks webhooks never reach, whatever else allows them",
            _networks,
            default_text="none",
        ),
    )
    webhook_ca_file: str | None = _setting(
        None,
        Variable(
            "LUDUS_WEBHOOK_CA_FILE",
            "workers",
            "a PEM file of certificate authorities trusted for webhook endpoints instead of the system's",
            _text,
            default_text="the system's",
        ),
    )
    webhooks_per_player: int = _setting(
        5,
        Variable(
            "LUDUS_WEBHOOKS_PER_PLAYER",
            "gateway",
            "webhook endpoints one player may register; over it, `RESOURCE_EXHAUSTED` with rule code"
            " `WEBHOOK_ENDPOINTS`",
            _whole(0),
        ),
    )
    webhook_queue_limit: int = _setting(
        1000,
        Variable(
            "LUDUS_WEBHOOK_QUEUE_LIMIT",
            "workers",
            "deliveries one endpoint may have waiting; events beyond are not queued but counted (the"
            " endpoint's `dropped`)",
            _whole(1),
        ),
    )
    webhook_concurrency: int = _setting(
        2,
        Variable(
            "LUDUS_WEBHOOK_CONCURRENCY",
            "workers",
            "attempts in flight at once to one endpoint",
            _whole(1, 100),
        ),
    )
    webhook_keep_deliveries: int = _setting(
        100,
        Variable(
            "LUDUS_WEBHOOK_KEEP_DELIVERIES",
            "workers",
            "finished deliveries (delivered or failed) kept per endpoint for the API and `ludus webhooks"
            " deliveries`; older ones are deleted",
            _whole(1),
        ),
    )

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> Settings:
        """Read every variable from `environ`; a malformed one raises SettingsError naming it."""
        values: dict[str, Any] = {}
        for setting in fields(cls):
            variable: Variable = setting.metadata["variable"]
            for name in (variable.name, *variable.aliases):
                text = environ.get(name, "").strip()
                if text:
                    break
            else:
                if not (variable.secret and environ.get(variable.name + SECRET_FILE_SUFFIX, "").strip()):
                    continue
                name = variable.name + SECRET_FILE_SUFFIX
                text = _secret_file(name, environ[name].strip())
            try:
                values[setting.name] = variable.parse(text)
            except ValueError as error:
                shown = "(hidden)" if variable.secret else repr(text)
                raise SettingsError(f"{name}={shown} is not valid: {error}") from None
        return cls(**values)

    def check(self) -> None:
        """What no single variable can say: the TLS files go together; Redis' socket timeout
        outlasts every wait the platform asks of Redis."""
        given = [bool(self.tls_ca_file), bool(self.tls_cert_file), bool(self.tls_key_file)]
        if any(given) and not all(given):
            raise SettingsError("LUDUS_TLS_CA_FILE, _CERT_FILE and _KEY_FILE go together: set all three")
        longest_wait_ms = max(LONGEST_REDIS_BLOCK_MS, self.redis_wait_ms)
        if self.redis_socket_timeout * 1000 <= longest_wait_ms:
            raise SettingsError(
                f"LUDUS_REDIS_SOCKET_TIMEOUT={self.redis_socket_timeout:g} must be longer than the longest wait asked"
                f" of Redis ({longest_wait_ms / 1000:g} s: blocking reads and LUDUS_REDIS_WAIT_MS)"
            )

    def data_directory(self) -> str:
        """LUDUS_DATA_DIR, else the per-user directory (XDG base directory convention)."""
        return self.data_dir or _user_data_dir(os.environ)

    @property
    def event_store_url(self) -> str:
        """The event store's URL, the default one if LUDUS_REDIS_URL is unset, with this
        process's Redis user in it (LUDUS_REDIS_USERNAME/_PASSWORD)."""
        return self.with_redis_credentials(self.redis_url or DEFAULT_REDIS_URL)

    def with_redis_credentials(self, url: str) -> str:
        """A Redis URL (`redis://`, `rediss://`, `redis+cluster://`, `async+redis://`...) with
        LUDUS_REDIS_USERNAME/_PASSWORD in it, unless it names credentials itself or is no Redis."""
        if not (self.redis_username or self.redis_password):
            return url
        scheme, separator, rest = url.partition("://")
        if not separator or "redis" not in scheme or "@" in rest.partition("/")[0]:
            return url
        from urllib.parse import quote

        login = quote(self.redis_username, safe="") + (
            ":" + quote(self.redis_password, safe="") if self.redis_password else ""
        )
        return f"{scheme}://{login}@{rest}"


#: A secret setting may instead name a file holding it (`<variable>_FILE=/run/secrets/x`):
#: Docker's and Compose's secrets are files, and a value in a file stays out of `docker inspect`
#: and of every child process's environment.
SECRET_FILE_SUFFIX = "_FILE"


def _secret_file(name: str, path: str) -> str:
    try:
        with open(path, encoding="utf-8") as file:
            return file.read().strip()
    except (OSError, UnicodeDecodeError) as error:
        raise SettingsError(f"{name}={path!r} cannot be read: {error.__class__.__name__}") from None


def variables() -> list[tuple[str, Variable, object]]:
    """(field name, variable, default) for every setting, in table order."""
    return [(setting.name, setting.metadata["variable"], setting.default) for setting in fields(Settings)]


def markdown_table() -> str:
    """docs/operations.md's configuration table."""
    lines = ["| Variable | Default | Used by | Meaning |", "|---|---|---|---|"]
    for _, variable, default in variables():
        names = f"`{variable.name}`" + "".join(f" (or `{alias}`)" for alias in variable.aliases)
        shown = variable.default_text or (f"`{default:g}`" if isinstance(default, float) else f"`{default}`")
        lines.append(f"| {names} | {shown} | {variable.used_by} | {variable.meaning} |")
    return "\n".join(lines) + "\n"


# -- the process's settings --------------------------------------------------------------------------

_current: Settings | None = None


def load(environ: Mapping[str, str] | None = None) -> Settings:
    """Read the settings (from os.environ unless told otherwise) and make them the process's."""
    global _current
    _current = Settings.from_env(os.environ if environ is None else environ)
    return _current


def current() -> Settings:
    """The process's settings, read from the environment the first time they are needed."""
    return _current if _current is not None else load()


def reset() -> None:
    """Forget the process's settings: the next `current()` reads the environment again (tests)."""
    global _current
    _current = None


@contextmanager
def use(settings: Settings) -> Iterator[Settings]:
    """Make `settings` the process's for the duration of a `with` block (tests)."""
    global _current
    before, _current = _current, settings
    try:
        yield settings
    finally:
        _current = before


def export_for_library(name: str, value: str) -> None:
    """Set a variable that a library reads from the environment itself and nowhere else
    (prometheus_client's multiprocess directory, read when it is first imported)."""
    os.environ[name] = value


def inherited_environment() -> dict[str, str]:
    """A copy of this process's environment, for the child processes `ludus up` starts: they read
    their settings from it (with the launcher's own additions) at their own startup."""
    return dict(os.environ)


if __name__ == "__main__":
    sys.stdout.write(markdown_table())
