"""Celery tasks. A bot turn reads the seat's legal commands from the game service, picks one and
submits it through the normal command path with the expected version and a command id derived
from that version: duplicates and redeliveries cannot move twice."""

from __future__ import annotations

import logging

import grpc
from ludus.backend.v1 import game_service_pb2 as backend

from services.core.dispatch import BOT_TASK
from services.workers import backends
from services.workers.app import app
from services.workers.bots import POLICIES, bot_rng

log = logging.getLogger(__name__)

TIMEOUT = 10.0
RETRYABLE = (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED)


def bot_command_id(seat: int, version: int) -> str:
    return f"bot-{seat}-{version}"


@app.task(name=BOT_TASK, bind=True, max_retries=20)
def bot_turn(self, game: str, match_id: str, seat: int, version: int) -> str:  # type: ignore[no-untyped-def]
    stub = backends.stub(game)
    try:
        match = stub.GetMatch(backend.MatchRequest(match_id=match_id), timeout=TIMEOUT).match
        level = match.seats[seat].bot_level or "random"
        legal = stub.LegalCommands(backend.LegalCommandsRequest(match_id=match_id, seat=seat), timeout=TIMEOUT)
        if not legal.commands:
            return "not awaited"  # someone (a duplicate of this task) has already moved
        policy = POLICIES.get(level, POLICIES["random"])
        command = policy(list(legal.commands), bot_rng(match_id, seat, legal.version))
        reply = stub.Submit(
            backend.SubmitRequest(
                match_id=match_id,
                seat=seat,
                command=command,
                expected_version=legal.version,
                command_id=bot_command_id(seat, legal.version),
            ),
            timeout=TIMEOUT,
        )
        return f"moved at {legal.version} -> {reply.version}"
    except grpc.RpcError as error:
        code = error.code()
        if code == grpc.StatusCode.ABORTED:
            return "stale"  # the match moved on; the task dispatched for the new version acts
        if code in RETRYABLE:
            raise self.retry(countdown=min(2**self.request.retries * 0.2, 5.0)) from None
        log.error("bot seat %s of %s failed: %s %s", seat, match_id, code, error.details())
        return f"failed: {code}"
