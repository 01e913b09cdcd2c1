"""Redis ACL users, one per role, each allowed only the commands and keys its role needs.

The seed of every live match sits in its meta hash (services/core/store.py), so a process that
has no business with matches must not be able to read one: least privilege is what keeps a
compromised gateway from learning every shuffle in advance. The roles and what they touch:

- **gateway**: the rate limits (gateway/limits.py: the `limits` library's `LIMITS:*` keys,
  updated by its Lua scripts), the notice stream it reads players' feeds from and adds `seated` /
  `invited` notices to (`ludus:notices`, services/core/notices.py) and the presence hashes
  (`ludus:presence:*`, gateway/presence.py; the watchers, gateway/watchers.py, are there too), and
  the quick-match queues and rematch proposals (`ludus:{mm}:*`, services/matchmaking/queue.py and
  rematch.py), which hold no match data. It never reads a match, nor its table chat
  (`ludus:{<match>}:chat*`): it asks the game services.
- **service**: the event store's every key (`ludus:*`: matches, timers, worker hand-offs, the
  index), `WAIT` for replicated appends, and the Celery queue it sends bot turns and timers to.
- **worker** (workers and beat): the Celery broker's keys (queues, kombu's bindings, the unacked
  hash, pidbox replies, their pub/sub channels) and the event store's keys, read and write: the
  workers audit logs from their seeds, and the archive's pass (services/archive/) closes abandoned
  matches, moves finished ones to PostgreSQL and deletes their keys, and feeds the projections'
  consumer groups (`ludus:finished`). Not the gateway's rate limits.
- **admin** (`ludus audit|replay|export|import`, the operator): the event store, read and write,
  scripts for `import`; no server administration (`-@dangerous`: no FLUSHALL, CONFIG, DEBUG...).

Redis checks commands a Lua script calls against the caller's rules as well, so a role allowed
`EVALSHA` still cannot touch keys outside its patterns from inside a script.

The `default` user (a client that names no user) is the operator's superuser, behind a password
(`ROOT`), used by nothing in the platform. It cannot be switched off or narrowed: Redis (7.0.15
at least) replays the append-only file's MULTI/EXEC blocks as the default user and checks them
against its rules, so a restricted default user makes a restarted Redis *silently drop every
transaction in the file* — every script's effects, i.e. every appended event (found by
tests/test_supervisor.py killing Redis; tests/e2e/test_redis_acl.py keeps it proven).

Passwords are stored in the ACL file as SHA-256 digests (`#<hex>`), so the file alone lets nobody
in; the processes get theirs in their `LUDUS_REDIS_URL` (`redis://<role>:<password>@host:port/0`).
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
from collections.abc import Mapping
from pathlib import Path
from urllib.parse import quote, urlsplit, urlunsplit

GATEWAY = "gateway"
SERVICE = "service"
WORKER = "worker"
ADMIN = "admin"
#: The superuser: Redis's own `default` user, with a password.
ROOT = "default"
ROLES = (GATEWAY, SERVICE, WORKER, ADMIN, ROOT)

#: What every role's client library sends on connecting and to check a connection's health.
_CONNECTION = "+time +ping +hello +auth +client|setname +client|id +select +echo +reset +quit"
#: A Redis Cluster client also reads the slot map and the command table (tests/scale/
#: test_cluster_acl.py runs the whole platform on a Cluster with these users).
_CLUSTER = (
    "+cluster|slots +cluster|shards +cluster|nodes +cluster|info +cluster|myid +readonly +readwrite +asking +command"
)
#: Lua: redis-py and `limits` load scripts once and call them by digest. `SCRIPT FLUSH`/`KILL` and
#: the FUNCTION commands stay out: they act on the whole server, not on a role's keys.
_SCRIPTS = "+eval +evalsha +eval_ro +evalsha_ro +script|load +script|exists"
#: Key-bound reads and writes; the key patterns decide which keys, `-@dangerous` drops the
#: keyless server-wide ones (FLUSHALL, FLUSHDB, KEYS, SWAPDB, ...).
_DATA = "+@read +@write +@transaction -@dangerous"

#: Kombu's Redis transport (Celery's broker): the queue (`ludus`, and its priority variants
#: `ludus\x06\x16N`; the service only pushes to it), the exchange
#: bindings, the unacknowledged-task bookkeeping, pidbox (remote control) reply queues, the
#: fan-out exchanges' pub/sub channels (`/<db>.<exchange>`), and the result backend's keys. A
#: priority queue is `<queue>\x06\x16<digit>`: `ludus??[0-9]` names those and no match key.
_BROKER_KEYS = (
    "~ludus ~ludus??[0-9] ~celery ~celery??[0-9] ~_kombu.* ~unacked ~unacked_index ~unacked_mutex"
    " ~*.celery.pidbox* ~celery-task-meta-* ~celery-taskset-meta-* ~celery-chord-*"
)
#: Kombu subscribes to its fan-out exchanges with PSUBSCRIBE, and Redis lets a pattern subscription
#: through only if an allowed channel pattern is *literally* the same, so the channels are all
#: allowed (`&*`) to the broker's roles: they carry Celery's remote control and events, never match
#: data (nothing in Ludus publishes a match), and the gateway has none.
_BROKER_CHANNELS = "&*"

#: Each role's rules, after `user <role> on #<digest> resetkeys resetchannels -@all`.
RULES: dict[str, str] = {
    GATEWAY: f"~LIMITS:* ~ludus:notices ~ludus:presence:* ~ludus:{{mm}}:* {_CONNECTION} {_CLUSTER} {_SCRIPTS} {_DATA}",
    SERVICE: f"~ludus:* {_BROKER_KEYS} {_BROKER_CHANNELS} {_CONNECTION} {_CLUSTER} {_SCRIPTS} {_DATA} +wait +@pubsub",
    WORKER: (f"~ludus:* {_BROKER_KEYS} {_BROKER_CHANNELS} {_CONNECTION} {_CLUSTER} {_SCRIPTS} {_DATA} +@pubsub +info"),
    ADMIN: f"~ludus:* {_CONNECTION} {_CLUSTER} {_SCRIPTS} {_DATA}",
    ROOT: "~* &* +@all",  # see the module's docstring: the AOF is replayed with these rules
}

PASSWORDS_FILE = "passwords.json"
ACL_FILE = "users.acl"
ADMIN_URL_FILE = "admin.url"


def digest(password: str) -> str:
    """The form Redis ACL files accept for a password without holding it: `#<sha256 hex>`."""
    return "#" + hashlib.sha256(password.encode()).hexdigest()


def acl_text(passwords: Mapping[str, str]) -> str:
    """An ACL file (redis.conf `aclfile`) for the given role passwords."""
    lines = []
    for role in ROLES:
        if role in passwords:
            lines.append(f"user {role} on {digest(passwords[role])} resetkeys resetchannels -@all {RULES[role]}")
    return "\n".join(lines) + "\n"


def new_passwords() -> dict[str, str]:
    # Hex: no character that needs quoting in a URL or a shell.
    return {role: secrets.token_hex(24) for role in ROLES}


def role_url(base_url: str, role: str, password: str) -> str:
    """`redis://host:port/db` with a role's user and password in it."""
    parts = urlsplit(base_url)
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{quote(role, safe='')}:{quote(password, safe='')}@{host}"))


def without_password(url: str) -> str:
    """A URL fit to print: its password replaced by `***`."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    user, _, host = parts.netloc.rpartition("@")
    return urlunsplit(parts._replace(netloc=f"{user.partition(':')[0]}:***@{host}"))


def prepare(directory: Path) -> dict[str, str]:
    """The role passwords kept in `directory` (made once, kept across restarts so running
    processes' URLs stay valid) and an ACL file for them written beside; only the owner reads
    either. Returns the passwords."""
    directory.mkdir(parents=True, exist_ok=True)
    stored = directory / PASSWORDS_FILE
    try:
        passwords: dict[str, str] = json.loads(stored.read_text())
    except (FileNotFoundError, json.JSONDecodeError):
        passwords = {}
    if set(passwords) != set(ROLES):
        passwords = {**new_passwords(), **{role: passwords[role] for role in ROLES if role in passwords}}
        write_private(stored, json.dumps(passwords, indent=2))
    write_private(directory / ACL_FILE, acl_text(passwords))
    return passwords


def write_private(path: Path, text: str) -> None:
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w") as file:
        file.write(text)
