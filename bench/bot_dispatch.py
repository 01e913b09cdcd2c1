"""Bot dispatch overhead: from a human's command appended to the bot's command appended, on the
whole platform as processes (`LocalPlatform`: Redis, the game service, the gateway, a Celery
worker with its default prefork pool).

    python bench/bot_dispatch.py [--game ark] [--matches 15] [--level random]

Each match seats one human (played by this script through the gateway, like a client) and bots
after it, so every human turn is followed by a bot's. The gap is read from the stored log: every
batch carries the time the service decided it (milliseconds, right before its append), so the
gap between the human's batch and the next bot batch is append to append: the service's bot
hand-off (Celery publish), the broker, the worker's GetMatch, GetView/LegalCommands and Submit
calls, and the policy's thinking. The bots play `random`, whose thinking is a few microseconds
(measured here too, in process, on positions of the same game), so the gap is the dispatch
overhead. Gaps between two consecutive bot batches are shown as well.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import statistics
import time
import uuid
from collections.abc import Sequence

import grpc
from ludus.v1 import common_pb2, gateway_pb2, gateway_pb2_grpc

from services import games
from services.core.config import redis_client
from services.core.rng import Rng, decide_rng
from services.core.simulate import start
from services.core.store import RedisEventStore, StoredEvent
from services.core.stubs import gateway_stub
from services.launcher import LocalPlatform, free_port
from services.workers.bots import bot_rng, choose

HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def play_human(gateway: gateway_pb2_grpc.GatewayStub, match_id: str, token: str, rng: Rng) -> None:
    """Play seat 0 with random legal commands as soon as it is awaited, until the match ends."""
    while True:
        match = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
        if match.status == common_pb2.MATCH_STATUS_FINISHED:
            return
        if 0 not in match.awaiting:
            time.sleep(0.005)
            continue
        legal = gateway.ListLegalCommands(
            gateway_pb2.ListLegalCommandsRequest(match_id=match_id, token=token), timeout=10
        )
        if not legal.commands:
            continue
        try:
            gateway.SubmitCommand(
                gateway_pb2.SubmitCommandRequest(
                    match_id=match_id,
                    token=token,
                    command=rng.choice(legal.commands),
                    expected_version=legal.version,
                    command_id=uuid.uuid4().hex,
                ),
                timeout=10,
            )
        except grpc.RpcError as error:
            if error.code() != grpc.StatusCode.ABORTED:
                raise


def read_log(redis_url: str, match_id: str) -> list[StoredEvent]:
    async def read() -> list[StoredEvent]:
        client = redis_client(redis_url)
        try:
            return await RedisEventStore(client).read(match_id)
        finally:
            await client.aclose()

    return asyncio.run(read())


def gaps(events: list[StoredEvent]) -> tuple[list[int], list[int]]:
    """(human -> bot gaps, bot -> bot gaps) in ms, between consecutive command batches."""
    batches = [event for event in events if event.command]
    after_human: list[int] = []
    after_bot: list[int] = []
    for previous, following in itertools.pairwise(batches):
        if not following.command_id.startswith("bot-"):
            continue
        gap = following.time_ms - previous.time_ms
        (after_bot if previous.command_id.startswith("bot-") else after_human).append(gap)
    return after_human, after_bot


def thinking_microseconds(game_name: str, level: str, seats: int) -> float:
    """Mean time the policy takes to choose, in process, over a random match's positions."""
    game = games.load(game_name)
    seed = b"thinking".ljust(32, b".")
    state, setup = start(game, seats, seed)
    chooser = Rng(seed, "chooser")
    version = 1 + len(setup)
    timings = []
    while not game.is_over(state):
        seat = chooser.choice(game.awaiting(state))
        view, legal = game.view(state, seat), game.legal_commands(state, seat)
        started = time.perf_counter()
        choose(game, level, view, seat, seats, bot_rng("m", seat, version), legal)
        timings.append(time.perf_counter() - started)
        command = game.random_command(state, seat, chooser)
        assert command is not None
        events = game.decide(state, seat, command, decide_rng(seed, version))
        state, version = game.fold(state, events), version + len(events)
    return 1e6 * statistics.fmean(timings)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="ark")
    parser.add_argument("--matches", type=int, default=15)
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--level", default="random")
    parser.add_argument("--worker-pool", default="prefork")
    options = parser.parse_args()
    after_human: list[int] = []
    after_bot: list[int] = []
    with LocalPlatform(
        games=[options.game], gateway_port=free_port(), replicas=1, worker_pool=options.worker_pool
    ) as running:
        assert running.redis_url is not None
        with grpc.insecure_channel(running.gateway_address) as channel:
            gateway = gateway_stub(channel)
            bot = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_BOT, bot_level=options.level)
            for number in range(options.matches):
                created = gateway.CreateMatch(
                    gateway_pb2.CreateMatchRequest(game=options.game, seats=[HUMAN] + [bot] * (options.seats - 1)),
                    timeout=30,
                )
                match_id = created.match.match_id
                rng = Rng(b"dispatch".ljust(32, b"."), str(number))
                play_human(gateway, match_id, created.seat_tokens[0].token, rng)
                human, bots = gaps(read_log(running.redis_url, match_id))
                after_human += human
                after_bot += bots
    think = thinking_microseconds(options.game, options.level, options.seats)
    for label, values in (("human -> bot", after_human), ("bot -> bot", after_bot)):
        print(
            f"{options.game} {label:12}: {len(values)} gaps, p50 {percentile(values, 0.5)} ms, "
            f"p90 {percentile(values, 0.9)} ms, p99 {percentile(values, 0.99)} ms, max {max(values)} ms, "
            f"mean {statistics.fmean(values):.1f} ms"
        )
    print(f"{options.level} policy thinking, in process: {think:.0f} µs per move on average")


if __name__ == "__main__":
    main()
