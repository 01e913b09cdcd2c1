"""What open tables cost the servers per move: a table that re-reads the view after each event
(WatchMatch with `enrich`, then GetView, as the web client did) against one that takes the view
and the match's summary from the stream (WatchMatch with `views`, as it does now):

    python bench/table_reads.py [--matches 8] [--tables 6] [--moves 40] [--rounds 3]

One platform (one Ark service process, one gateway, one Redis). Each round opens `--tables`
spectator tables on each of `--matches` 3-seat matches of people, in one of the two modes, then
plays `--moves` random commands in every match (SubmitCommand, one match after another's command
in turn) and waits until every table has drawn the last version. Reports per mode the service's
and the gateway's CPU time per move (psutil) and the calls the tables made; the modes alternate
over the rounds on the same platform. The players' own calls are the same in both modes.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import uuid
from pathlib import Path
from typing import Any

import grpc
import psutil

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from ludus.v1 import common_pb2, gateway_pb2  # noqa: E402
from paired import alternate, print_medians  # noqa: E402

from services.core.stubs import gateway_stub  # noqa: E402
from services.launcher import LocalPlatform, free_port  # noqa: E402

HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)


class Table:
    """A spectator's table: the version it has drawn, from the stream alone or with GetView."""

    def __init__(self, gateway: Any, match_id: str, views: bool) -> None:
        self.gateway, self.match_id, self.views = gateway, match_id, views
        self.drawn = 0
        self.get_views = 0
        self.task = asyncio.ensure_future(self.follow())

    async def follow(self) -> None:
        request = gateway_pb2.WatchMatchRequest(match_id=self.match_id, enrich=True, views=self.views)
        async for event in self.gateway.WatchMatch(request):
            if self.views:
                if event.HasField("view"):
                    self.drawn = event.version
            else:
                reply = await self.gateway.GetView(gateway_pb2.GetViewRequest(match_id=self.match_id))
                self.get_views += 1
                self.drawn = max(self.drawn, reply.version)


async def round_(platform: LocalPlatform, gateway: Any, args: argparse.Namespace, views: bool) -> dict[str, float]:
    watched = {c.name: psutil.Process(c.process.pid) for c in platform.components if c.process is not None}
    matches = []
    for _ in range(args.matches):
        created = await gateway.CreateMatch(gateway_pb2.CreateMatchRequest(game="ark", seats=[HUMAN] * 3))
        matches.append((created.match.match_id, {t.seat: t.token for t in created.seat_tokens}))
    tables = [Table(gateway, match_id, views) for match_id, _ in matches for _ in range(args.tables)]
    await asyncio.sleep(0.5)
    before = {name: sum(process.cpu_times()[:2]) for name, process in watched.items()}
    chooser, moves = random.Random(args.seed), 0
    versions = {}
    for _ in range(args.moves):
        for match_id, tokens in matches:
            info = (await gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id))).match
            if info.status != common_pb2.MATCH_STATUS_ACTIVE:
                continue
            token = tokens[info.awaiting[0]]
            legal = await gateway.ListLegalCommands(
                gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token)
            )
            answer = await gateway.SubmitCommand(
                gateway_pb2.SubmitCommandRequest(
                    match_id=match_id,
                    token=token,
                    command=chooser.choice(legal.commands),
                    expected_version=legal.version,
                    command_id=uuid.uuid4().hex,
                )
            )
            versions[match_id] = answer.version
            moves += 1
    for _ in range(600):
        if all(table.drawn >= versions.get(table.match_id, 0) for table in tables):
            break
        await asyncio.sleep(0.05)
    after = {name: sum(process.cpu_times()[:2]) for name, process in watched.items()}
    for table in tables:
        table.task.cancel()
    figures = {f"{name} µs/move": 1e6 * (after[name] - before[name]) / max(moves, 1) for name in watched}
    figures["GetView calls/move"] = sum(table.get_views for table in tables) / max(moves, 1)
    return figures


OLD, NEW = "GetView per event", "views on the stream"


def run(platform: LocalPlatform, args: argparse.Namespace) -> None:
    async def measure(name: str) -> dict[str, float]:
        async with grpc.aio.insecure_channel(platform.gateway_address) as channel:
            return await round_(platform, gateway_stub(channel), args, views=name == NEW)

    rows = alternate(args.rounds, OLD, NEW, lambda name: asyncio.run(measure(name)))
    # The ratio column reads new / old, as the other benchmarks' do.
    print_medians({NEW: rows[NEW], OLD: rows[OLD]}, f"{args.matches} matches, {args.tables} spectator tables")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=8)
    parser.add_argument("--tables", type=int, default=6)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ludus-table-reads-") as data:
        env = {"LUDUS_RATE_PER_SECOND": "0", "LUDUS_MAX_STREAMS_PER_CLIENT": "0"}
        platform = LocalPlatform(
            gateway_port=free_port(), games=["ark"], worker=False, http_port=None, data_dir=Path(data), extra_env=env
        ).start()
        try:
            run(platform, args)
        finally:
            platform.stop()


if __name__ == "__main__":
    main()
