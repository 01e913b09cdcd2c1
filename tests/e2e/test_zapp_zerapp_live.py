"""Zapp Zerapp's live can phase on the real platform: racing grabs decided by the event stream,
a deadline closing the round through the workers' timer with a seat that never committed, and
rattle samples that only the shaker receives and that replay exactly."""

from __future__ import annotations

import threading
import uuid
from typing import Any

import grpc
from google.protobuf import any_pb2
from ludus.v1 import gateway_pb2
from ludus.v1 import zapp_zerapp_pb2 as zz
from ludus.v1.gateway_pb2_grpc import GatewayStub

from services.core.audit import audit
from services.core.codec import pack
from services.games.zapp_zerapp import pace, rattle
from services.games.zapp_zerapp.wiring import GAME as ZAPP_GAME
from services.launcher import LocalPlatform
from tests.support.grpc_errors import text_trailer
from tests.support.platform import platform_game
from tests.support.play import HUMAN, Watcher, bot, create
from tests.support.store import stored_events, stored_seed, wait_for

#: The game as the platform (the audit) takes it.
ZAPP = platform_game(ZAPP_GAME)


def command(**fields: Any) -> any_pb2.Any:
    return pack(zz.ZappZerappCommand(**fields))


def submit(gateway: GatewayStub, match_id: str, token: str, packed: any_pb2.Any) -> gateway_pb2.SubmitCommandResponse:
    # The generated stub's calls return Any to mypy, so the answer is named with its proto type.
    response: gateway_pb2.SubmitCommandResponse = gateway.SubmitCommand(
        gateway_pb2.SubmitCommandRequest(match_id=match_id, token=token, command=packed, command_id=uuid.uuid4().hex),
        timeout=10,
    )
    return response


def zapp_events(events: list[Any], kind: str) -> list[Any]:
    found = []
    for event in events:
        message = zz.ZappZerappEvent()
        if event.event.Unpack(message) and message.WhichOneof("event") == kind:
            found.append(getattr(message, kind))
    return found


def test_racing_grabs_are_decided_by_the_event_stream(gateway: GatewayStub, platform: LocalPlatform) -> None:
    """Four seats grab the same can at the same instant, round after round, through the gateway
    and two service replicas: exactly one grab wins each race, the others get ZAPP_CAN_HELD."""
    match_id, tokens = create(gateway, "zapp_zerapp", [HUMAN] * 4)
    races = 0
    for position in range(13):
        barrier = threading.Barrier(4)
        outcomes: dict[int, str] = {}

        def grab(
            seat: int,
            position: int = position,
            barrier: threading.Barrier = barrier,
            outcomes: dict[int, str] = outcomes,
        ) -> None:
            barrier.wait()
            try:
                submit(gateway, match_id, tokens[seat], command(grab=zz.ZappZerappGrab(position=position)))
                outcomes[seat] = "won"
            except grpc.RpcError as error:
                code = text_trailer(error, "ludus-rule-code")
                outcomes[seat] = code if code is not None else error.code().name

        threads = [threading.Thread(target=grab, args=(seat,)) for seat in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        winners = [seat for seat, outcome in outcomes.items() if outcome == "won"]
        losers = {outcome for seat, outcome in outcomes.items() if outcome != "won"}
        assert len(winners) == 1, outcomes
        assert losers <= {"ZAPP_CAN_HELD"}, outcomes
        races += 1
        # The winner lets go, so the next race starts from an empty hand.
        submit(gateway, match_id, tokens[winners[0]], command(release=zz.ZappZerappRelease(position=position)))
    events = stored_events(platform.redis_url or "", match_id)
    grabs = [e for e in events if e.type == "ludus.v1.ZappZerappEvent" and e.command]
    assert races == 13 and len(grabs) == 26  # 13 winning grabs and 13 releases, nothing else
    assert audit(ZAPP, events, stored_seed(platform.redis_url or "", match_id)).ok


def test_the_deadline_closes_the_can_phase_and_a_silent_seat_sits_out(
    gateway: GatewayStub, platform: LocalPlatform
) -> None:
    # Seat 0 commits one can it cannot see into; when that can turns out empty nobody moves and
    # round 2 opens at once, where a grab is legal again. Play new matches until the revealed can
    # leaves the round waiting on seat 0's move, so that the late grab lands in round 1.
    for _attempt in range(10):
        match_id, tokens = _one_round_with_a_silent_seat(gateway, platform)
        if len(zapp_events(_history(gateway, match_id), "dice_rolled")) == 1:
            break
    else:
        raise AssertionError("ten committed cans in a row were empty")
    late = None
    try:
        accepted = submit(gateway, match_id, tokens[1], command(grab=zz.ZappZerappGrab(position=5)))
        outcome = f"accepted at version {accepted.version}"
    except grpc.RpcError as error:
        late = text_trailer(error, "ludus-rule-code")
        outcome = f"{error.code()}: {error.details()}"
    assert late == "ZAPP_CAN_PHASE_OVER", outcome
    assert audit(
        ZAPP, stored_events(platform.redis_url or "", match_id), stored_seed(platform.redis_url or "", match_id)
    ).ok


def _one_round_with_a_silent_seat(gateway: GatewayStub, platform: LocalPlatform) -> tuple[str, dict[int, str]]:
    options = pack(zz.ZappZerappOptions(can_phase_seconds=5))
    match_id, tokens = create(gateway, "zapp_zerapp", [HUMAN, HUMAN], options)
    info = gateway.GetMatch(gateway_pb2.GetMatchRequest(match_id=match_id), timeout=10).match
    assert [deadline.key for deadline in info.deadlines] == ["round-1-cans"]
    due = info.deadlines[0].due.ToMilliseconds()
    submit(gateway, match_id, tokens[0], command(grab=zz.ZappZerappGrab(position=3)))
    submit(gateway, match_id, tokens[0], command(commit=zz.ZappZerappCommit(position=3)))
    # Seat 1 never acts. The workers' timer closes the phase when the deadline passes.
    closed = wait_for(lambda: zapp_events(_history(gateway, match_id), "can_phase_closed"), timeout=30)
    assert list(closed[0].sitting_out) == [1]
    closing = next(e for e in stored_events(platform.redis_url or "", match_id) if e.command_id == "timer:round-1-cans")
    assert closing.time_ms >= due
    return match_id, tokens


def _history(gateway: GatewayStub, match_id: str) -> list[Any]:
    return list(gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=match_id), timeout=10).events)


def test_rattle_samples_reach_only_the_shaker_and_replay_exactly(gateway: GatewayStub, platform: LocalPlatform) -> None:
    match_id, tokens = create(gateway, "zapp_zerapp", [HUMAN] * 3)
    others = [Watcher(gateway, match_id, tokens[1]).start(), Watcher(gateway, match_id).start()]
    submit(gateway, match_id, tokens[0], command(grab=zz.ZappZerappGrab(position=7)))
    answers = [submit(gateway, match_id, tokens[0], command(shake=zz.ZappZerappShake(position=7))) for _ in range(3)]
    heard = [zapp_events(list(answer.events), "can_shaken")[0] for answer in answers]
    assert all(shaken.HasField("sample") for shaken in heard) and [s.shake for s in heard] == [0, 1, 2]
    # A new sample each time. A can with one piece stays silent in up to a fifth of its shakes
    # (the match seed is random), and two silent samples are alike; any with clicks differ.
    sounding = [shaken.sample.SerializeToString() for shaken in heard if shaken.sample.clicks]
    assert len(set(sounding)) == len(sounding)
    # The shaker's history carries the very same samples; other seats and spectators see only
    # that seat 0 shook position 7.
    own = zapp_events(
        list(gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=match_id, token=tokens[0]), timeout=10).events),
        "can_shaken",
    )
    assert own == heard
    wait_for(lambda: all(len(zapp_events(w.events, "can_shaken")) == 3 for w in others), timeout=10)
    for watcher in others:
        for shaken in zapp_events(watcher.events, "can_shaken"):
            assert (shaken.seat, shaken.position) == (0, 7) and not shaken.HasField("sample")
    # The audit re-derives every sample from the seed: the log is exactly reproducible.
    report = audit(
        ZAPP, stored_events(platform.redis_url or "", match_id), stored_seed(platform.redis_url or "", match_id)
    )
    assert report.ok and report.commands_replayed == 4


def test_bots_on_the_real_workers_act_no_earlier_than_their_samples_allow(
    gateway: Any, platform: LocalPlatform
) -> None:
    """D26 with real time and real workers: a person who never acts and three bots (random,
    greedy, search). Every bot command of the first can phase, read back from the stream with the
    time the service applied it, came at least its level's shortest reaction after the phase
    opened or its previous command, plus the sample's full length after a shake; the audit, which
    re-runs the platform's BOT_TOO_EARLY check with the seed, passes."""
    levels = {1: "random", 2: "greedy", 3: "search"}
    options = pack(zz.ZappZerappOptions(can_phase_seconds=8))
    match_id, _ = create(gateway, "zapp_zerapp", [HUMAN, *(bot(level) for level in levels.values())], options)
    url = platform.redis_url or ""

    def first_phase_closed() -> list[Any] | None:
        events = stored_events(url, match_id)
        kinds = [_kind(e) for e in events]
        return events if "can_phase_closed" in kinds else None

    events = wait_for(first_phase_closed, timeout=60)
    assert events is not None  # wait_for returns only a truthy answer
    opened = next(e.time_ms for e in events if _kind(e) == "dice_rolled")
    previous: dict[int, tuple[str, int]] = {}
    checked = 0
    for event in events:
        if event.seat in levels and event.command:  # the first event of a bot command's batch
            kind = _kind(event)
            if kind == "apprentice_moved":
                break  # the can phase is over
            last_kind, last_ms = previous.get(event.seat, ("", opened))
            listen = rattle.WINDOW_MS if last_kind == "can_shaken" else 0
            shortest = pace.DEFAULT_REACTIONS[levels[event.seat]][0]
            assert event.time_ms >= last_ms + listen + shortest, (event.seat, kind, event.time_ms - last_ms)
            previous[event.seat] = (kind, event.time_ms)
            checked += 1
    assert checked >= 3  # every bot acted at least once
    assert audit(ZAPP, stored_events(url, match_id), stored_seed(url, match_id)).ok


def _kind(event: Any) -> str:
    if event.type != "ludus.v1.ZappZerappEvent":
        return ""
    return zz.ZappZerappEvent.FromString(event.data).WhichOneof("event") or ""
