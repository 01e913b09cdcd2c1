"""Configuration in one place: every environment variable is read by services.core.settings,
once per process, into one frozen Settings; docs/operations.md's table is those settings; a
malformed value is an error naming the variable; flags still override the environment."""

from __future__ import annotations

import dataclasses
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from gateway.limits import RateLimiter
from services.cli import main, parser
from services.core import settings as platform_settings
from services.core.config import broker_url, redis_url, routes_from_env
from services.core.settings import DEFAULT_REDIS_URL, Settings, SettingsError, use, variables
from services.core.tokens import TokenAuthority
from services.workers.app import make_app
from services.workers.search import DEFAULT_SECONDS, SearchSettings

ROOT = Path(__file__).resolve().parents[2]
SETTINGS_MODULE = ROOT / "services" / "core" / "settings.py"
SECRET = "ab" * 32

#: One well-formed value per variable and the field value it must give (every setting has one).
SAMPLES: dict[str, tuple[str, Any]] = {
    "LUDUS_REDIS_URL": ("redis+cluster://node:7000", "redis+cluster://node:7000"),
    "LUDUS_PROJECTION_SECONDS": ("0.5", 0.5),
    "LUDUS_MATCHMAKING_SECONDS": ("0.25", 0.25),
    "LUDUS_MATCHMAKING_WINDOW": ("2.5", 2.5),
    "LUDUS_MATCHMAKING_WIDEN_PER_SECOND": ("0.1", 0.1),
    "LUDUS_MATCHMAKING_MAX_WAIT_SECONDS": ("60", 60),
    "LUDUS_REMATCH_SECONDS": ("30", 30),
    "LUDUS_WEBHOOK_SECONDS": ("0.5", 0.5),
    "LUDUS_WEBHOOK_TIMEOUT_SECONDS": ("2", 2.0),
    "LUDUS_WEBHOOK_MAX_ATTEMPTS": ("3", 3),
    "LUDUS_WEBHOOK_RETRY_BASE_SECONDS": ("0.2", 0.2),
    "LUDUS_WEBHOOK_RETRY_CAP_SECONDS": ("60", 60.0),
    "LUDUS_WEBHOOK_ALLOW_LOOPBACK": ("on", True),
    "LUDUS_WEBHOOK_ALLOW_NETWORKS": ("10.1.0.0/16,fd00::/8", ("10.1.0.0/16", "fd00::/8")),
    "LUDUS_WEBHOOK_DENY_NETWORKS": ("203.0.113.0/24", ("203.0.113.0/24",)),
    "LUDUS_WEBHOOK_CA_FILE": ("/etc/ludus/webhook-ca.pem", "/etc/ludus/webhook-ca.pem"),
    "LUDUS_WEBHOOKS_PER_PLAYER": ("3", 3),
    "LUDUS_WEBHOOK_QUEUE_LIMIT": ("50", 50),
    "LUDUS_WEBHOOK_CONCURRENCY": ("4", 4),
    "LUDUS_WEBHOOK_KEEP_DELIVERIES": ("20", 20),
    "LUDUS_REDIS_USERNAME": ("service", "service"),
    "LUDUS_REDIS_PASSWORD": ("s3cret", "s3cret"),
    "LUDUS_BROKER_URL": ("amqp://guest@rabbit//", "amqp://guest@rabbit//"),
    "LUDUS_RESULT_BACKEND": ("rpc://", "rpc://"),
    "LUDUS_ROUTES": ("ark=a:1,b:2; arkadia=dns:///x:3", (("ark", "ipv4:a:1,b:2"), ("arkadia", "dns:///x:3"))),
    "LUDUS_TOKEN_SECRET": (SECRET, SECRET),
    "LUDUS_DATA_DIR": ("/srv/ludus", "/srv/ludus"),
    "LUDUS_HOST": ("0.0.0.0", "0.0.0.0"),
    "LUDUS_HTTP_PORT": ("8081", 8081),
    "LUDUS_LOG_LEVEL": ("DEBUG", "debug"),
    "LUDUS_GC_THRESHOLDS": ("700,10,10", (700, 10, 10)),
    "LUDUS_VISIBILITY_TIMEOUT": ("4", 4),
    "LUDUS_SWEEP_SECONDS": ("0.5", 0.5),
    "LUDUS_ARCHIVE_GRACE_SECONDS": ("60", 60.0),
    "LUDUS_ARCHIVE_SECONDS": ("2.5", 2.5),
    "LUDUS_ARCHIVE_BATCH": ("50", 50),
    "LUDUS_WAITING_EXPIRY_SECONDS": ("3600", 3600.0),
    "LUDUS_ABANDONED_SECONDS": ("0", 0.0),
    "LUDUS_STALE_TURN_MS": ("1500", 1500),
    "LUDUS_SEARCH_SECONDS": ("0", 0.0),
    "LUDUS_SEARCH_ITERATIONS": ("96", 96),
    "LUDUS_REDIS_WAIT_REPLICAS": ("1", 1),
    "LUDUS_REDIS_WAIT_MS": ("500", 500),
    "LUDUS_REDIS_SOCKET_TIMEOUT": ("45", 45.0),
    "LUDUS_REDIS_MAX_CONNECTIONS": ("64", 64),
    "LUDUS_MAX_CONNECTION_AGE_MS": ("60000", 60000),
    "LUDUS_BACKEND_TIMEOUT": ("2", 2.0),
    "LUDUS_RATE_PER_SECOND": ("0", 0.0),
    "LUDUS_RATE_BURST": ("10", 10.0),
    "LUDUS_DATABASE_URL": ("postgresql://ludus:pw@db:5432/ludus", "postgresql://ludus:pw@db:5432/ludus"),
    "LUDUS_ACCESS_TOKEN_SECONDS": ("300", 300),
    "LUDUS_REFRESH_TOKEN_SECONDS": ("3600", 3600),
    "LUDUS_PLAYER_CHECK_SECONDS": ("0", 0.0),
    "LUDUS_GUESTS": ("yes", True),
    "LUDUS_PASSWORD_TIME_COST": ("2", 2),
    "LUDUS_PASSWORD_MEMORY_KIB": ("19456", 19456),
    "LUDUS_SIGNIN_FAILURES": ("10", 10),
    "LUDUS_CREATIONS_PER_HOUR": ("0", 0),
    "LUDUS_GUEST_CREATIONS_PER_HOUR": ("2", 2),
    "LUDUS_OPEN_MATCHES": ("8", 8),
    "LUDUS_GUEST_OPEN_MATCHES": ("1", 1),
    "LUDUS_NOTICE_STREAM_LENGTH": ("5000", 5000),
    "LUDUS_PRESENCE_SECONDS": ("6", 6),
    "LUDUS_CHAT_MAX_CHARACTERS": ("280", 280),
    "LUDUS_CHAT_RATE_MESSAGES": ("3", 3),
    "LUDUS_CHAT_RATE_SECONDS": ("2.5", 2.5),
    "LUDUS_ANONYMOUS_CREATIONS_PER_HOUR": ("3", 3),
    "LUDUS_BOT_ONLY_MATCHES": ("true", True),
    "LUDUS_RATED_BOTS": ("random=10:1,ark/greedy=28.5:2", "random=10:1,ark/greedy=28.5:2"),
    "LUDUS_WATCH_STREAMS_PER_PLAYER": ("4", 4),
    "LUDUS_PLAY_CALLS": ("0", 0),
    "LUDUS_FEED_STREAMS_PER_PLAYER": ("2", 2),
    "LUDUS_OIDC_ISSUER": ("https://id.example", "https://id.example"),
    "LUDUS_OIDC_AUDIENCE": ("ludus", "ludus"),
    "LUDUS_OIDC_JWKS_URL": ("https://id.example/keys", "https://id.example/keys"),
    "LUDUS_OIDC_ALGORITHMS": ("ES256, EdDSA", ("ES256", "EdDSA")),
    "LUDUS_OIDC_CLIENT_ID": ("ludus-web", "ludus-web"),
    "LUDUS_OIDC_CLIENT_SECRET": ("s3cret", "s3cret"),
    "LUDUS_OIDC_CLIENT_AUTH": ("client_secret_post", "client_secret_post"),
    "LUDUS_OIDC_REDIRECT_URL": (
        "https://play.example/session/oidc/callback",
        "https://play.example/session/oidc/callback",
    ),
    "LUDUS_OIDC_LABEL": ("Example ID", "Example ID"),
    "LUDUS_RATE_LIMIT_STORAGE": ("async+memory://", "async+memory://"),
    "LUDUS_TRUSTED_PROXIES": ("10.0.0.0/8, 192.168.1.1", ("10.0.0.0/8", "192.168.1.1")),
    "LUDUS_MAX_STREAMS_PER_CLIENT": ("8", 8),
    "LUDUS_TLS_CA_FILE": ("/etc/ludus/ca.pem", "/etc/ludus/ca.pem"),
    "LUDUS_TLS_CERT_FILE": ("/etc/ludus/me.pem", "/etc/ludus/me.pem"),
    "LUDUS_TLS_KEY_FILE": ("/etc/ludus/me-key.pem", "/etc/ludus/me-key.pem"),
    "LUDUS_HEALTH_PORT": ("9101", 9101),
    "LUDUS_LOG_FORMAT": ("JSON", "json"),
    "LUDUS_METRICS_PORT": ("9100", 9100),
    "OTEL_EXPORTER_OTLP_ENDPOINT": ("http://collector:4318/", "http://collector:4318"),
    "OTEL_SERVICE_NAME": ("ludus-ark", "ludus-ark"),
    "LUDUS_TRACE_REDIS": ("off", False),
    "LUDUS_TRACE_SAMPLE_RATIO": ("0.01", 0.01),
}

#: Malformed values and the words their error must contain (after the variable's name).
MALFORMED = [
    ("LUDUS_REDIS_WAIT_REPLICAS", "abc", "expected a whole number ≥ 0"),
    ("LUDUS_REDIS_WAIT_REPLICAS", "-1", "expected a whole number ≥ 0"),
    ("LUDUS_REDIS_WAIT_MS", "1.5", "expected a whole number ≥ 0"),
    ("LUDUS_REDIS_MAX_CONNECTIONS", "0", "expected a whole number ≥ 1"),
    ("LUDUS_REDIS_SOCKET_TIMEOUT", "0", "expected a number > 0"),
    ("LUDUS_VISIBILITY_TIMEOUT", "soon", "expected a whole number ≥ 1"),
    ("LUDUS_HTTP_PORT", "70000", "expected a whole number from 1 to 65535"),
    ("LUDUS_BACKEND_TIMEOUT", "0", "expected a number > 0"),
    ("LUDUS_SWEEP_SECONDS", "nan", "expected a number > 0"),
    ("LUDUS_RATE_PER_SECOND", "fast", "expected a number ≥ 0"),
    ("LUDUS_RATE_BURST", "0.5", "expected a number ≥ 1"),
    ("LUDUS_SEARCH_SECONDS", "-2", "expected a number ≥ 0"),
    ("LUDUS_LOG_LEVEL", "loud", "expected one of debug, info, warning, error, critical"),
    ("LUDUS_GC_THRESHOLDS", "700,10", "expected three whole numbers ≥ 1, comma-separated"),
    ("LUDUS_ROUTES", "ark", "bad route 'ark'"),
    ("LUDUS_GUESTS", "maybe", "expected true or false"),
    ("LUDUS_ACCESS_TOKEN_SECONDS", "5", "expected a whole number ≥ 30"),
    # Only asymmetric algorithms: `none` or an HMAC would let a forger through.
    ("LUDUS_OIDC_ALGORITHMS", "none", "expected some of RS256"),
    ("LUDUS_OIDC_ALGORITHMS", "RS256,HS256", "expected some of RS256"),
    ("LUDUS_OIDC_CLIENT_AUTH", "private_key_jwt", "expected client_secret_basic or client_secret_post"),
    ("LUDUS_TRUSTED_PROXIES", "10.0.0.0/33", "10.0.0.0/33"),
    ("LUDUS_LOG_FORMAT", "xml", "expected one of text, json"),
    ("LUDUS_METRICS_PORT", "70000", "expected a whole number from 0 to 65535"),
    ("OTEL_EXPORTER_OTLP_ENDPOINT", "collector", "expected a URL"),
    ("LUDUS_TRACE_REDIS", "maybe", "expected on or off"),
    ("LUDUS_WEBHOOK_ALLOW_NETWORKS", "10.0.0.0/8,intranet", "'intranet' does not appear to be"),
]


def documented_table() -> str:
    text = (ROOT / "docs" / "operations.md").read_text()
    section = text.split("## Configuration (environment)\n", 1)[1].split("\n## ", 1)[0]
    return "".join(line + "\n" for line in section.splitlines() if line.startswith("|"))


def test_the_operations_table_is_the_settings_with_their_defaults() -> None:
    assert documented_table() == platform_settings.markdown_table(), (
        "docs/operations.md's configuration table differs from services/core/settings.py: "
        "paste the output of `python -m services.core.settings`"
    )
    rows = documented_table().splitlines()[2:]
    assert [row.split("`")[1] for row in rows] == [variable.name for _, variable, _ in variables()]


def test_every_setting_has_a_variable_a_default_and_a_sample() -> None:
    names = [variable.name for _, variable, _ in variables()]
    aliases = [alias for _, variable, _ in variables() for alias in variable.aliases]
    assert len(set(names + aliases)) == len(names) + len(aliases), "a variable name is used twice"
    assert set(SAMPLES) == set(names)
    for _, variable, default in variables():
        # The table would say `None`: a default that is computed or absent must be put in words.
        assert default is not None or variable.default_text, variable.name


def test_no_module_but_the_settings_module_reads_the_environment() -> None:
    reads = re.compile(r"\benviron\b|\bgetenv\b|\bputenv\b")
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for folder in ("services", "gateway")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if path != SETTINGS_MODULE
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if reads.search(line)
    ]
    assert not found, "read the environment in services/core/settings.py only:\n" + "\n".join(found)
    assert reads.search(SETTINGS_MODULE.read_text()), "the pattern finds the reads where they are"


def test_every_variable_the_code_names_is_a_setting() -> None:
    known = {name for _, variable, _ in variables() for name in (variable.name, *variable.aliases)}
    known |= {variable.name + "_FILE" for _, variable, _ in variables() if variable.secret}
    named = {
        (name, path.relative_to(ROOT).as_posix())
        for folder in ("services", "gateway")
        for path in (ROOT / folder).rglob("*.py")
        for name in re.findall(r"\bLUDUS_[A-Z_]+\b", path.read_text())
    }
    assert {(name, where) for name, where in named if name not in known} == set()


def test_nothing_set_gives_the_documented_defaults() -> None:
    defaults = Settings.from_env({})
    assert defaults == Settings()
    assert defaults.event_store_url == DEFAULT_REDIS_URL == "redis://127.0.0.1:6379/0"
    assert (defaults.host, defaults.http_port, defaults.log_level) == ("127.0.0.1", None, "info")
    assert (defaults.visibility_timeout, defaults.sweep_seconds, defaults.stale_turn_ms) == (60, 1.0, 10_000)
    assert (defaults.redis_wait_replicas, defaults.redis_wait_ms, defaults.redis_max_connections) == (0, 1000, 10_000)
    assert (defaults.max_connection_age_ms, defaults.backend_timeout) == (300_000, 10.0)
    assert (defaults.rate_per_second, defaults.rate_burst) == (200.0, 400.0)
    assert defaults.routes == () and defaults.token_secret == "" and defaults.broker_url is None


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_each_variable_sets_its_setting(name: str) -> None:
    text, expected = SAMPLES[name]
    field = next(field for field, variable, _ in variables() if variable.name == name)
    loaded = Settings.from_env({name: text})
    assert getattr(loaded, field) == expected
    # ...and nothing else.
    assert dataclasses.replace(loaded, **{field: getattr(Settings(), field)}) == Settings()


def test_redis_url_is_still_read_under_its_old_name_and_the_new_one_wins() -> None:
    assert Settings.from_env({"REDIS_URL": "redis://old:1/0"}).redis_url == "redis://old:1/0"
    both = {"REDIS_URL": "redis://old:1/0", "LUDUS_REDIS_URL": "redis://new:1/0"}
    assert Settings.from_env(both).redis_url == "redis://new:1/0"
    # An empty new name falls back to the old one, as `os.environ.get(...) or ...` did.
    assert Settings.from_env({**both, "LUDUS_REDIS_URL": ""}).redis_url == "redis://old:1/0"


def test_an_empty_variable_counts_as_unset() -> None:
    assert Settings.from_env({name: "" for name in SAMPLES}) == Settings()
    assert Settings.from_env({"LUDUS_HTTP_PORT": "  "}).http_port is None


@pytest.mark.parametrize(("name", "text", "expected"), MALFORMED, ids=[f"{n}={t}" for n, t, _ in MALFORMED])
def test_a_malformed_variable_is_an_error_naming_it(name: str, text: str, expected: str) -> None:
    with pytest.raises(SettingsError) as error:
        Settings.from_env({name: text})
    assert str(error.value).startswith(f"{name}={text!r} is not valid: ")
    assert expected in str(error.value)


def test_a_redis_socket_timeout_shorter_than_a_wait_asked_of_redis_is_refused() -> None:
    Settings.from_env({}).check()
    with pytest.raises(SettingsError) as blocking:
        Settings.from_env({"LUDUS_REDIS_SOCKET_TIMEOUT": "5"}).check()
    assert "LUDUS_REDIS_SOCKET_TIMEOUT=5 must be longer" in str(blocking.value) and "10 s" in str(blocking.value)
    with pytest.raises(SettingsError) as replicas:
        Settings.from_env({"LUDUS_REDIS_WAIT_MS": "40000"}).check()
    assert "40 s" in str(replicas.value)
    Settings.from_env({"LUDUS_REDIS_WAIT_MS": "40000", "LUDUS_REDIS_SOCKET_TIMEOUT": "60"}).check()


def test_a_short_token_secret_is_refused_without_being_echoed() -> None:
    with pytest.raises(SettingsError) as error:
        Settings.from_env({"LUDUS_TOKEN_SECRET": "hunter2"})
    assert "LUDUS_TOKEN_SECRET" in str(error.value) and "32 bytes" in str(error.value)
    assert "hunter2" not in str(error.value)
    assert SECRET not in repr(Settings.from_env({"LUDUS_TOKEN_SECRET": SECRET}))


def test_ludus_stops_on_a_malformed_variable_with_its_name_not_a_traceback() -> None:
    env = {"PATH": "/usr/bin:/bin", "LUDUS_REDIS_WAIT_REPLICAS": "abc"}
    done = subprocess.run(
        [sys.executable, "-m", "services.cli", "games"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert done.stderr == "ludus: LUDUS_REDIS_WAIT_REPLICAS='abc' is not valid: expected a whole number ≥ 0\n"
    assert done.stdout == ""


def test_main_reads_the_environment_once_at_startup(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LUDUS_LOG_LEVEL", "warning")
    assert main(["games"]) == 0
    first = platform_settings.current()
    assert first.log_level == "warning"
    monkeypatch.setenv("LUDUS_LOG_LEVEL", "debug")
    assert platform_settings.current() is first, "settings are read once per process, not on every use"
    monkeypatch.setenv("LUDUS_STALE_TURN_MS", "soon")
    assert main(["games"]) == 2


def test_importing_the_components_reads_no_setting() -> None:
    code = (
        "import gateway.server, gateway.limits, services.cli, services.launcher, services.core.service, "
        "services.workers.app, services.workers.tasks, services.workers.search\n"
        "from services.core import settings\n"
        "assert settings._current is None, 'read at import time'\n"
    )
    # A malformed variable would fail any import that read it.
    env = {"PATH": "/usr/bin:/bin", **{name: "!malformed" for name in SAMPLES}}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_flags_override_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    env = {"LUDUS_HOST": "0.0.0.0", "LUDUS_HTTP_PORT": "8081", "LUDUS_LOG_LEVEL": "error"}
    settings = Settings.from_env(env)
    from_env = parser(settings).parse_args(["gateway"])
    assert (from_env.host, from_env.http_port, from_env.log_level) == ("0.0.0.0", 8081, "error")
    flags = ["--log-level", "debug", "gateway", "--host", "10.1.2.3", "--http-port", "9000"]
    from_flags = parser(settings).parse_args(flags)
    assert (from_flags.host, from_flags.http_port, from_flags.log_level) == ("10.1.2.3", 9000, "debug")
    with use(Settings.from_env({"LUDUS_REDIS_URL": "redis://env:1/0", "LUDUS_ROUTES": "ark=a:1"})):
        assert redis_url() == "redis://env:1/0"
        assert redis_url("redis://flag:2/0") == "redis://flag:2/0"
        assert routes_from_env() == {"ark": "ipv4:a:1"}
        assert broker_url() == "redis://env:1/0"
        assert broker_url("amqp://flag//") == "amqp://flag//"


def test_a_cluster_event_store_still_needs_a_broker_named() -> None:
    with use(Settings(redis_url="redis+cluster://node:7000")), pytest.raises(ValueError, match="LUDUS_BROKER_URL"):
        broker_url()
    assert broker_url(settings=Settings(redis_url="redis+cluster://n:1", broker_url="redis://b:1/0")) == "redis://b:1/0"


def test_the_celery_app_takes_the_settings() -> None:
    settings = Settings.from_env(
        {"LUDUS_BROKER_URL": "redis://broker:1/3", "LUDUS_VISIBILITY_TIMEOUT": "8", "LUDUS_SWEEP_SECONDS": "0.5"}
    )
    conf = make_app(settings=settings).conf
    assert (conf.broker_url, conf.result_backend) == ("redis://broker:1/3", "redis://broker:1/3")
    assert conf.broker_transport_options["visibility_timeout"] == 8
    assert conf.broker_transport_options["unacked_mutex_expire"] == 2
    assert conf.beat_schedule["sweep"]["schedule"] == 0.5
    amqp = make_app("amqp://flag//", Settings(result_backend=None)).conf
    assert (amqp.broker_url, amqp.result_backend) == ("amqp://flag//", "rpc://")


def test_the_workers_module_app_is_configured_on_first_use_from_the_process_settings() -> None:
    code = (
        "from services.workers.app import app\n"
        "import services.workers.tasks\n"
        "print(app.conf.broker_url, app.conf.broker_transport_options['visibility_timeout'], "
        "app.conf.beat_schedule['sweep']['schedule'], 'ludus.sweep' in app.tasks)\n"
    )
    env = {"PATH": "/usr/bin:/bin", "LUDUS_BROKER_URL": "redis://broker:9/1", "LUDUS_VISIBILITY_TIMEOUT": "12"}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["redis://broker:9/1", "12", "1.0", "True"]


def test_the_gateway_limits_and_tokens_take_the_settings() -> None:
    with use(Settings.from_env({"LUDUS_RATE_PER_SECOND": "5", "LUDUS_RATE_BURST": "10", "LUDUS_TOKEN_SECRET": SECRET})):
        limiter = RateLimiter()
        assert (limiter.per_second, limiter.burst) == (5.0, 10.0)
        assert (RateLimiter(per_second=1, burst=2).per_second, RateLimiter(per_second=1, burst=2).burst) == (1, 2)
        token = TokenAuthority.from_env().mint("m", 1)
    # The same key, hex-decoded, verifies it: the settings passed the secret on unchanged.
    assert TokenAuthority(bytes.fromhex(SECRET)).verify(token, "m").seat == 1


def test_the_search_budget_comes_from_the_settings() -> None:
    documented = next(
        variable.default_text for _, variable, _ in variables() if variable.name == "LUDUS_SEARCH_SECONDS"
    )
    assert documented == f"`{DEFAULT_SECONDS:g}`"
    assert SearchSettings.from_env(Settings()).seconds == DEFAULT_SECONDS
    no_clock = SearchSettings.from_env(Settings(search_seconds=0.0, search_iterations=50))
    assert (no_clock.seconds, no_clock.max_iterations) == (None, 50)
    # Iterations alone keep the default time limit as well; no limit at all falls back to it.
    assert SearchSettings.from_env(Settings(search_iterations=50)).seconds == DEFAULT_SECONDS
    assert SearchSettings.from_env(Settings(search_seconds=0.0)).seconds == DEFAULT_SECONDS


def test_a_malformed_database_url_is_named_but_never_echoed() -> None:
    # It carries the database's password.
    with pytest.raises(SettingsError) as error:
        Settings.from_env({"LUDUS_DATABASE_URL": "mysql://ludus:hunter2@db/ludus"})
    assert str(error.value).startswith("LUDUS_DATABASE_URL=(hidden) is not valid: expected a postgresql://")
    assert "hunter2" not in str(error.value)
    assert "hunter2" not in repr(Settings.from_env({"LUDUS_DATABASE_URL": "postgresql://ludus:hunter2@db/ludus"}))


def test_the_redis_user_goes_into_every_redis_url_that_names_none() -> None:
    settings = Settings.from_env(
        {
            "LUDUS_REDIS_URL": "redis://store:6379/0",
            "LUDUS_BROKER_URL": "redis://broker:6379/1",
            "LUDUS_REDIS_USERNAME": "worker",
            "LUDUS_REDIS_PASSWORD": "p@ss/word",
        }
    )
    with use(settings):
        assert redis_url() == "redis://worker:p%40ss%2Fword@store:6379/0"
        assert broker_url() == "redis://worker:p%40ss%2Fword@broker:6379/1"
        assert make_app().conf.result_backend == "redis://worker:p%40ss%2Fword@broker:6379/1"
        assert RateLimiter().uri == "async+redis://worker:p%40ss%2Fword@store:6379/0"
        # A URL with credentials of its own, and brokers that are no Redis, are left alone.
        assert redis_url("redis://admin:other@store:6379/0") == "redis://admin:other@store:6379/0"
        assert settings.with_redis_credentials("amqp://guest@rabbit//") == "amqp://guest@rabbit//"
    assert "p@ss/word" not in repr(settings)


def test_a_secret_setting_may_name_a_file_holding_it(tmp_path: Path) -> None:
    # Docker's and Compose's secrets are files (deploy/compose.yaml mounts them at /run/secrets).
    (tmp_path / "password").write_text("from-a-file\n")
    (tmp_path / "token").write_text("ab" * 32)
    settings = Settings.from_env(
        {"LUDUS_REDIS_PASSWORD_FILE": str(tmp_path / "password"), "LUDUS_TOKEN_SECRET_FILE": str(tmp_path / "token")}
    )
    assert settings.redis_password == "from-a-file" and settings.token_secret == "ab" * 32
    # The variable itself wins over its file; a file's value is checked like the variable's.
    both = Settings.from_env(
        {"LUDUS_REDIS_PASSWORD": "direct", "LUDUS_REDIS_PASSWORD_FILE": str(tmp_path / "password")}
    )
    assert both.redis_password == "direct"
    (tmp_path / "short").write_text("tooshort")
    with pytest.raises(SettingsError) as short:
        Settings.from_env({"LUDUS_TOKEN_SECRET_FILE": str(tmp_path / "short")})
    assert "LUDUS_TOKEN_SECRET_FILE=(hidden) is not valid" in str(short.value) and "tooshort" not in str(short.value)


def test_a_secret_file_that_cannot_be_read_is_named() -> None:
    with pytest.raises(SettingsError) as error:
        Settings.from_env({"LUDUS_REDIS_PASSWORD_FILE": "/nonexistent/ludus/password"})
    expected = "LUDUS_REDIS_PASSWORD_FILE='/nonexistent/ludus/password' cannot be read: FileNotFoundError"
    assert str(error.value) == expected


def test_only_secret_settings_are_read_from_files(tmp_path: Path) -> None:
    (tmp_path / "url").write_text("redis://elsewhere:6379/0")
    assert Settings.from_env({"LUDUS_REDIS_URL_FILE": str(tmp_path / "url")}).redis_url is None
