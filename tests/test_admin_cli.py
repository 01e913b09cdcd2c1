"""`ludus audit`, `ludus replay`, `ludus export` and `ludus import` against a real Redis."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from ludus.backend.v1 import store_pb2
from ludus.v1 import common_pb2
from redis.asyncio import Redis
from redis.typing import EncodableT, FieldT

from services.core.codec import pack
from services.core.rng import Rng
from services.core.runner import MatchRunner
from services.core.store import RedisEventStore, from_envelope, redis_storage
from services.games.ark.wiring import GAME as ARK_GAME
from tests.support.platform import platform_game

# The runner, the audit and the workers take the platform's erased Game[S] (tests/support/platform.py).
ARK = platform_game(ARK_GAME)

HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)


def ludus(redis_url: str, *args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "LUDUS_REDIS_URL": redis_url, "COLUMNS": "200"}
    return subprocess.run(
        [sys.executable, "-m", "services.cli", *args], env=env, input=stdin, capture_output=True, timeout=120
    )


async def play(redis: Redis, finish: bool = True, steps: int = 30) -> str:
    run = MatchRunner(ARK, redis_storage(redis))
    match = await run.create(None, [HUMAN] * 3)
    rng = Rng(b"admin".ljust(32), match.match_id)
    count = 0
    while not (current := await run.load(match.match_id)).platform.finished and (finish or count < steps):
        seat = rng.choice(ARK.awaiting(current.require_state()))
        version, commands, _ = await run.legal_commands(match.match_id, seat)
        await run.submit(match.match_id, seat, pack(rng.choice(commands)), version, f"c{version}")
        count += 1
    return match.match_id


async def test_audit_reports_each_match_and_fails_on_tampering(redis: Redis, redis_url: str) -> None:
    good = await play(redis)
    bad = await play(redis)
    # Rewrite the stream with entry 12's payload altered, as someone with Redis access could.
    key = f"ludus:{{{bad}}}:events"
    entries = await redis.xrange(key)
    assert entries, f"match {bad} has no events to tamper with"
    await redis.delete(key)
    for entry_id, fields in entries:
        # redis-py types stream entries loosely (str or bytes, maybe None); these are raw bytes.
        assert isinstance(entry_id, bytes) and fields is not None
        # Copied into xadd's own field type: dict is invariant, so redis's read type is not it.
        rewritten: dict[FieldT, EncodableT] = {name: value for name, value in fields.items()}
        if entry_id == b"12-0":
            payload = fields[b"e"]
            assert isinstance(payload, bytes)
            envelope = store_pb2.StoredEntry.FromString(payload)
            envelope.data += b"\x00"
            rewritten = {b"e": envelope.SerializeToString()}
        await redis.xadd(key, rewritten, id=entry_id)
    result = ludus(redis_url, "audit", good, bad)
    output = result.stdout.decode()
    assert result.returncode == 1, output
    assert good in output and bad in output and "FAILED" in output and "1 failed" in output
    assert ludus(redis_url, "audit", good).returncode == 0


async def test_replay_prints_the_view_at_a_version(redis: Redis, redis_url: str) -> None:
    match_id = await play(redis)
    result = ludus(redis_url, "replay", match_id, "--to", "10", "--seat", "1")
    assert result.returncode == 0, result.stderr.decode()
    document = json.loads(result.stdout)
    assert document["version"] == 10
    assert document["view"]["viewer"] == 1 and document["match"]["matchId"] == match_id
    public = json.loads(ludus(redis_url, "replay", match_id, "--to", "10").stdout)
    assert all("hand" not in player for player in public["view"]["players"])


async def test_export_audits_offline_and_imports_into_another_store(
    redis: Redis, redis_url: str, tmp_path: Path
) -> None:
    match_id = await play(redis)
    exported = ludus(redis_url, "export", match_id)
    assert exported.returncode == 0
    path = tmp_path / "match.ludus"
    path.write_bytes(exported.stdout)
    # Offline: no Redis at all.
    offline = ludus("redis://127.0.0.1:1/0", "audit", "--file", str(path))
    assert offline.returncode == 0 and b"ok" in offline.stdout
    # Import into a fresh database of the same server.
    other = redis_url.rsplit("/", 1)[0] + "/5"
    imported = ludus(other, "import", str(path))
    assert imported.returncode == 0, imported.stderr.decode()
    client = Redis.from_url(other)
    try:
        copy = await RedisEventStore(client).read(match_id)
        original = await RedisEventStore(redis).read(match_id)
        assert copy == original
        run = MatchRunner(ARK, redis_storage(client))
        assert (await run.audit(match_id)).ok
        assert ludus(other, "import", str(path)).returncode != 0  # never twice
    finally:
        await client.flushdb()
        await client.aclose()


async def test_an_unfinished_match_exports_with_its_seed_only_on_request(
    redis: Redis, redis_url: str, tmp_path: Path
) -> None:
    match_id = await play(redis, finish=False, steps=10)
    plain = store_pb2.MatchExport.FromString(ludus(redis_url, "export", match_id).stdout)
    assert plain.seed == b""
    path = tmp_path / "plain.ludus"
    path.write_bytes(plain.SerializeToString())
    assert ludus(redis_url, "audit", "--file", str(path)).returncode == 1  # no seed, no audit
    seeded = ludus(redis_url, "export", match_id, "--with-seed").stdout
    path.write_bytes(seeded)
    assert ludus(redis_url, "audit", "--file", str(path)).returncode == 0
    assert [from_envelope(entry).version for entry in store_pb2.MatchExport.FromString(seeded).entries][-1] > 10


def test_a_tampered_export_is_refused_on_import(tmp_path: Path, redis_url: str) -> None:
    exported = store_pb2.MatchExport(format=1, match_id="ark-x", game="ark")
    path = tmp_path / "empty.ludus"
    path.write_bytes(exported.SerializeToString())
    result = ludus(redis_url, "import", str(path))
    assert result.returncode != 0
