"""What a long legal list costs a client: Arkadia's lists past the 1,000-command cap (up to about
16,000 commands), fetched whole as the web client does on every refresh, over gRPC and over the
HTTP/JSON face:

    python bench/legal_pages.py [--moves 60] [--seed 1]

One platform (one Arkadia service process, the gateway with its web face, one Redis), one 2-seat
match of people; the seats move at random (a random command of the whole list, so the lists grow
as they would). At every state whose list passes the cap, the awaited seat's whole list is
fetched as `gateway/web/js/api.js legalCommands` does — the first page, then the other pages at
once — over gRPC, then over HTTP/JSON. Reports, for both, the wall time and the gateway's and the
service's CPU time per command fetched (psutil).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import aiohttp
import grpc
import psutil

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from ludus.v1 import common_pb2, gateway_pb2  # noqa: E402

from services.core.stubs import gateway_stub  # noqa: E402
from services.launcher import LocalPlatform, free_port  # noqa: E402

LEGAL = "/ludus.v1.Gateway/ListLegalCommands"


async def grpc_list(gateway: Any, match_id: str, token: str) -> int:
    first = await gateway.ListLegalCommands(gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token))
    size = len(first.commands) or 1000
    pages = await asyncio.gather(
        *(
            gateway.ListLegalCommands(
                gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token, offset=offset, limit=size)
            )
            for offset in range(len(first.commands), first.total, size)
        )
    )
    return len(first.commands) + sum(len(page.commands) for page in pages)


async def http_list(session: aiohttp.ClientSession, url: str, match_id: str, token: str) -> int:
    async def call(body: dict[str, Any]) -> dict[str, Any]:
        async with session.post(url + LEGAL, data=json.dumps(body)) as response:
            result: dict[str, Any] = await response.json()
            return result

    first = await call({"matchId": match_id, "token": token})
    size = len(first.get("commands", [])) or 1000
    offsets = range(len(first.get("commands", [])), int(first.get("total", 0)), size)
    pages = await asyncio.gather(
        *(call({"matchId": match_id, "token": token, "offset": offset, "limit": size}) for offset in offsets)
    )
    return len(first.get("commands", [])) + sum(len(page.get("commands", [])) for page in pages)


def cpu(processes: dict[str, psutil.Process]) -> dict[str, float]:
    return {name: sum(process.cpu_times()[:2]) for name, process in processes.items()}


async def run(platform: LocalPlatform, args: argparse.Namespace) -> None:
    processes = {c.name: psutil.Process(c.process.pid) for c in platform.components if c.process is not None}
    totals: dict[str, dict[str, float]] = {face: {"commands": 0, "seconds": 0} for face in ("gRPC", "HTTP/JSON")}
    chooser = random.Random(args.seed)
    url = f"http://{platform.http_address}"
    async with grpc.aio.insecure_channel(platform.gateway_address) as channel, aiohttp.ClientSession() as session:
        gateway = gateway_stub(channel)
        seats = [common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)] * 2
        created = await gateway.CreateMatch(gateway_pb2.CreateMatchRequest(game="arkadia", seats=seats))
        match_id = created.match.match_id
        tokens = {token.seat: token.token for token in created.seat_tokens}
        for _ in range(args.moves):
            match = (await gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id))).match
            if match.status != common_pb2.MATCH_STATUS_ACTIVE:
                break
            token = tokens[match.awaiting[0]]
            asked = gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token)
            first = await gateway.ListLegalCommands(asked)
            if first.total > 1000:
                for face in totals:
                    before, start = cpu(processes), time.perf_counter()
                    if face == "gRPC":
                        got = await grpc_list(gateway, match_id, token)
                    else:
                        got = await http_list(session, url, match_id, token)
                    seconds, after = time.perf_counter() - start, cpu(processes)
                    assert got == first.total, (face, got, first.total)
                    row = totals[face]
                    row["commands"] += got
                    row["seconds"] += seconds
                    for name in processes:
                        row[name] = row.get(name, 0.0) + after[name] - before[name]
            pick = chooser.randrange(first.total)
            page = await gateway.ListLegalCommands(
                gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token, offset=pick, limit=1)
            )
            await gateway.SubmitCommand(
                gateway_pb2.SubmitCommandRequest(
                    match_id=match_id,
                    token=token,
                    command=page.commands[0],
                    expected_version=page.version,
                    command_id=uuid.uuid4().hex,
                )
            )
    print(f"lists past the cap fetched whole: {int(totals['gRPC']['commands']):,} commands each way")
    print("| face | µs per command (wall) | " + " | ".join(f"{name} CPU µs per command" for name in processes) + " |")
    print("|---|---|" + "---|" * len(processes))
    for face, row in totals.items():
        commands = max(row["commands"], 1)
        cells = " | ".join(f"{1e6 * row[name] / commands:.1f}" for name in processes)
        print(f"| {face} | {1e6 * row['seconds'] / commands:.1f} | {cells} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ludus-legal-pages-") as data:
        platform = LocalPlatform(
            gateway_port=free_port(),
            games=["arkadia"],
            worker=False,
            data_dir=Path(data),
            extra_env={"LUDUS_RATE_PER_SECOND": "0"},
        ).start()
        try:
            asyncio.run(run(platform, args))
        finally:
            platform.stop()


if __name__ == "__main__":
    main()
