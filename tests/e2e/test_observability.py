"""Metrics and traces of a real platform (separate processes, real Redis, real Celery worker):
each process's /metrics after real traffic, and one trace running gateway -> service -> worker ->
service for a bot turn, exported over OTLP to a small collector this test runs on loopback."""

from __future__ import annotations

import threading
import urllib.request
import uuid
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import any_pb2
from ludus.v1 import gateway_pb2
from ludus.v1 import zapp_zerapp_pb2 as zz
from ludus.v1.gateway_pb2_grpc import GatewayStub
from opentelemetry.proto.collector.trace.v1 import trace_service_pb2
from opentelemetry.proto.trace.v1 import trace_pb2
from prometheus_client.parser import text_string_to_metric_families

from services.core import caller, tls
from services.core.codec import pack
from services.core.dispatch import AUDIT_TASK
from services.core.stubs import game_service_stub, gateway_stub
from services.launcher import LocalPlatform, free_port
from services.workers.app import make_app
from tests.support.grpc_errors import text_trailer
from tests.support.play import HUMAN, bot, create
from tests.support.store import wait_for

GAMES = ["ark", "zapp_zerapp"]


# ------------------------------------------------------------------------------- an OTLP collector


class Collector:
    """Receives OTLP/HTTP trace exports (protobuf) and keeps every span with its service name."""

    def __init__(self) -> None:
        self.spans: list[tuple[str, trace_pb2.Span]] = []
        self.lock = threading.Lock()
        collector = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                request = trace_service_pb2.ExportTraceServiceRequest.FromString(body)
                with collector.lock:
                    for resource in request.resource_spans:
                        name = next(
                            (a.value.string_value for a in resource.resource.attributes if a.key == "service.name"), ""
                        )
                        for scope in resource.scope_spans:
                            collector.spans.extend((name, span) for span in scope.spans)
                reply = trace_service_pb2.ExportTraceServiceResponse().SerializeToString()
                self.send_response(200)
                self.send_header("Content-Type", "application/x-protobuf")
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_port}"

    def snapshot(self) -> list[tuple[str, trace_pb2.Span]]:
        with self.lock:
            return list(self.spans)


@pytest.fixture(scope="module")
def collector() -> Iterator[Collector]:
    running = Collector()
    yield running
    running.server.shutdown()


@pytest.fixture(scope="module")
def observed(collector: Collector, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPlatform]:
    """Two games, two replicas each, the gateway with its web face, a prefork worker (as in
    production: its children's metrics are added up by the parent) and beat; every process with a
    /metrics port of its own and traces exported to the collector."""
    with LocalPlatform(
        gateway_port=free_port(),
        games=GAMES,
        replicas=2,
        worker_pool="prefork",
        worker_concurrency=2,
        data_dir=Path(tmp_path_factory.mktemp("observed")),
        metrics=True,
        extra_env={
            "OTEL_EXPORTER_OTLP_ENDPOINT": collector.url,
            # The SDK's own variable: export every 100 ms instead of every 5 s.
            "OTEL_BSP_SCHEDULE_DELAY": "100",
            "LUDUS_LOG_FORMAT": "json",
        },
    ) as running:
        yield running


@pytest.fixture(scope="module")
def gateway(observed: LocalPlatform) -> Iterator[GatewayStub]:
    with grpc.insecure_channel(observed.gateway_address) as channel:
        yield gateway_stub(channel)


# ------------------------------------------------------------------------------- scraping


Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


def scrape(platform: LocalPlatform, component: str) -> Samples:
    port = platform.metrics_ports[component]
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as reply:
        text = reply.read().decode()
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def total(samples: Samples, name: str, **labels: str) -> float:
    """The sum of a metric's samples whose labels include `labels`."""
    wanted = set(labels.items())
    return sum(value for (found, have), value in samples.items() if found == name and wanted <= have)


def across(platform: LocalPlatform, components: list[str], name: str, **labels: str) -> float:
    return sum(total(scrape(platform, component), name, **labels) for component in components)


def grab(position: int) -> any_pb2.Any:
    return pack(zz.ZappZerappCommand(grab=zz.ZappZerappGrab(position=position)))


def submit_to(
    platform: LocalPlatform, address: str, match_id: str, seat: int, command: any_pb2.Any
) -> gateway_pb2.SubmitCommandResponse:
    """A command sent to one service replica directly, as the gateway forwards it (with the
    gateway's certificate: the services serve mutual TLS only)."""
    identity = platform.identity(tls.GATEWAY)
    assert identity is not None, "the test platform runs mutual TLS inside"
    credentials = identity.channel_credentials()
    with grpc.secure_channel(address, credentials, options=tls.channel_options()) as channel:
        reply: gateway_pb2.SubmitCommandResponse = game_service_stub(channel).SubmitCommand(
            gateway_pb2.SubmitCommandRequest(match_id=match_id, command=command, command_id=uuid.uuid4().hex),
            metadata=caller.Caller(caller.SEAT, match_id, seat).metadata(),
            timeout=10,
        )
    return reply


# ------------------------------------------------------------------------------- metrics


def test_metrics_count_the_commands_answered_on_play_streams(observed: LocalPlatform, gateway: GatewayStub) -> None:
    """Commands sent on a Play stream (carried by the gateway's PlayMany calls) are counted as
    SubmitCommand's are: accepted, and refused with their status and rule code."""
    replicas = ["zapp_zerapp-0", "zapp_zerapp-1"]
    match_id, tokens = create(gateway, "zapp_zerapp", [HUMAN] * 3)
    accepted = across(observed, replicas, "ludus_commands_total", game="zapp_zerapp", outcome="accepted")
    refused_labels = {"game": "zapp_zerapp", "outcome": "aborted", "rule_code": "VERSION_MISMATCH"}
    refused = across(observed, replicas, "ludus_commands_total", **refused_labels)
    requests = [
        gateway_pb2.PlayRequest(match_id=match_id, token=tokens[0]),
        gateway_pb2.PlayRequest(command=gateway_pb2.PlayCommand(command_id="grab", command=grab(0))),
        # Pinned to a version long gone: ABORTED, answered on the stream.
        gateway_pb2.PlayRequest(
            command=gateway_pb2.PlayCommand(command_id="stale", command=grab(1), expected_version=1)
        ),
    ]
    stream = gateway.Play(iter(requests), timeout=30)
    answers = {}
    for response in stream:
        if response.HasField("answer"):
            answers[response.answer.command_id] = response.answer
            if len(answers) == 2:
                break
    stream.cancel()
    assert not answers["grab"].HasField("error"), answers["grab"]
    assert answers["stale"].error.rule_code == "VERSION_MISMATCH", answers["stale"]
    wait_for(
        lambda: (
            across(observed, replicas, "ludus_commands_total", game="zapp_zerapp", outcome="accepted") == accepted + 1
        ),
        timeout=10,
    )
    wait_for(lambda: across(observed, replicas, "ludus_commands_total", **refused_labels) == refused + 1, timeout=10)


def test_metrics_count_commands_by_outcome_conflicts_watchers_and_audits(
    observed: LocalPlatform, gateway: GatewayStub
) -> None:
    replicas = ["zapp_zerapp-0", "zapp_zerapp-1"]
    first, second = (observed.component(name).address or "" for name in replicas)
    match_id, tokens = create(gateway, "zapp_zerapp", [HUMAN] * 3)
    conflicts = total(scrape(observed, replicas[0]), "ludus_appends_total", game="zapp_zerapp", result="conflict")
    accepted = across(observed, replicas, "ludus_commands_total", game="zapp_zerapp", outcome="accepted")

    # An append conflict, made deterministic: the first replica decides seat 2's grab on the state
    # it cached after seat 0's, but the second replica appended seat 1's in between. The first
    # replica's append fails, it reloads, decides again and appends.
    submit_to(observed, first, match_id, 0, grab(0))
    submit_to(observed, second, match_id, 1, grab(1))
    third = submit_to(observed, first, match_id, 2, grab(2))
    assert not third.duplicate
    after = scrape(observed, replicas[0])
    assert total(after, "ludus_appends_total", game="zapp_zerapp", result="conflict") >= conflicts + 1
    assert across(observed, replicas, "ludus_commands_total", game="zapp_zerapp", outcome="accepted") >= accepted + 3

    # A refusal, through the gateway: counted with its status and its rule code.
    with pytest.raises(grpc.RpcError) as refused:
        gateway.SubmitCommand(
            gateway_pb2.SubmitCommandRequest(
                match_id=match_id, token=tokens[0], command=grab(1), command_id=uuid.uuid4().hex
            ),
            timeout=10,
        )
    rule = text_trailer(refused.value, "ludus-rule-code") or ""
    assert refused.value.code() == grpc.StatusCode.FAILED_PRECONDITION and rule
    outcome = {"game": "zapp_zerapp", "outcome": "failed_precondition", "rule_code": rule}
    # A refused call is observed as its handler ends, which is just after grpc.aio's abort has sent
    # the status: the client may read its error a moment before the counters move.
    wait_for(lambda: across(observed, replicas, "ludus_commands_total", **outcome) == 1, timeout=10)
    latency = {"component": "gateway", "method": "Gateway/SubmitCommand", "code": "FAILED_PRECONDITION"}
    wait_for(lambda: total(scrape(observed, "gateway"), "ludus_rpc_duration_seconds_count", **latency) == 1, timeout=10)
    # Refused by the gateway's authentication, which the metrics' wrapper is outside of.
    unauthenticated = {"component": "gateway", "method": "Gateway/GetView", "code": "UNAUTHENTICATED"}
    before = total(scrape(observed, "gateway"), "ludus_rpc_duration_seconds_count", **unauthenticated)
    with pytest.raises(grpc.RpcError) as forged:
        gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token="forged"), timeout=10)
    assert forged.value.code() == grpc.StatusCode.UNAUTHENTICATED
    wait_for(
        lambda: total(scrape(observed, "gateway"), "ludus_rpc_duration_seconds_count", **unauthenticated) == before + 1,
        timeout=10,
    )

    # A watcher is an open stream on the gateway and on the service replica serving it.
    watch = gateway.WatchMatch(gateway_pb2.WatchMatchRequest(match_id=match_id), timeout=60)
    assert next(watch).version >= 1
    watching = {"component": "gateway", "method": "Gateway/WatchMatch"}
    assert total(scrape(observed, "gateway"), "ludus_active_streams", **watching) == 1
    assert across(observed, replicas, "ludus_active_streams", method="GameService/WatchMatch") == 1
    watch.cancel()
    wait_for(lambda: total(scrape(observed, "gateway"), "ludus_active_streams", **watching) == 0, timeout=10)

    # An audit run by the worker, counted by its result.
    assert observed.redis_url is not None
    make_app(observed.redis_url).send_task(
        AUDIT_TASK, kwargs={"game": "zapp_zerapp", "match_id": match_id}, task_id=f"audit:{match_id}:metrics"
    )
    wait_for(lambda: total(scrape(observed, "worker"), "ludus_audits_total", game="zapp_zerapp", result="passed"), 30)

    # Beat reports the depth of the task queue (a gauge that exists even when it is 0).
    assert ("ludus_queue_depth", frozenset({("queue", "ludus")})) in scrape(observed, "beat")


# ------------------------------------------------------------------------------- traces


def _chains(spans: list[tuple[str, trace_pb2.Span]]) -> list[list[tuple[str, trace_pb2.Span]]]:
    """For every span a game service answered as a server: it and its ancestors, root last."""
    by_id = {span.span_id: (service, span) for service, span in spans}
    chains = []
    for service, span in spans:
        if service != "ludus-service" or span.kind != trace_pb2.Span.SPAN_KIND_SERVER:
            continue
        chain = [(service, span)]
        while chain[-1][1].parent_span_id in by_id:
            chain.append(by_id[chain[-1][1].parent_span_id])
        chains.append(chain)
    return chains


def _bot_turn_trace(collector: Collector) -> list[tuple[str, trace_pb2.Span]] | None:
    """A chain: the gateway's server span at the root, then a service, a worker's bot_turn task,
    and a service answering that worker's SubmitCommand."""
    for chain in _chains(collector.snapshot()):
        services = [service for service, _ in chain]
        names = [span.name for _, span in chain]
        root = chain[-1]
        if (
            names[0].endswith("GameService/SubmitCommand")
            and "ludus-worker" in services
            and any(name.endswith("ludus.bot_turn") for name in names)
            and root[0] == "ludus-gateway"
            and root[1].kind == trace_pb2.Span.SPAN_KIND_SERVER
            and "ludus-service" in services[1:]
        ):
            return chain
    return None


def test_one_trace_runs_from_the_gateway_through_the_service_to_the_worker_and_back(
    observed: LocalPlatform, gateway: GatewayStub, collector: Collector
) -> None:
    response: gateway_pb2.CreateMatchResponse = gateway.CreateMatch(
        gateway_pb2.CreateMatchRequest(game="ark", seats=[HUMAN, bot(), bot()]), timeout=30
    )
    match = response.match
    tokens = {token.seat: token.token for token in response.seat_tokens}
    if 0 in match.awaiting:
        # The human moves first: that call's trace continues into the bots' turns.
        legal: gateway_pb2.ListLegalCommandsResponse = gateway.ListLegalCommands(
            gateway_pb2.ListLegalCommandsRequest(match_id=match.match_id, token=tokens[0]), timeout=10
        )
        gateway.SubmitCommand(
            gateway_pb2.SubmitCommandRequest(
                match_id=match.match_id,
                token=tokens[0],
                command=legal.commands[0],
                command_id=uuid.uuid4().hex,
                expected_version=legal.version,
            ),
            timeout=10,
        )
    # Otherwise a bot moves first, within CreateMatch's trace.
    found = wait_for(lambda: _bot_turn_trace(collector), timeout=60, interval=0.3)
    chain = found or []
    trace_ids = {span.trace_id for _, span in chain}
    assert len(trace_ids) == 1, "one trace from the gateway's call to the worker's command"
    assert {service for service, _ in chain} >= {"ludus-gateway", "ludus-service", "ludus-worker"}
    # The service, quiet by default, traced its Redis commands for this sampled call.
    (trace_id,) = trace_ids
    redis_spans = [
        span
        for service, span in collector.snapshot()
        if service == "ludus-service"
        and span.trace_id == trace_id
        and any(item.key == "db.system" and item.value.string_value == "redis" for item in span.attributes)
    ]
    assert redis_spans, "no Redis span in the service's part of the trace"
    # The worker measured how long the bot turn waited for it.
    lag = scrape(observed, "worker")
    assert total(lag, "ludus_task_lag_seconds_count", task="ludus.bot_turn") >= 1
    assert total(lag, "ludus_task_duration_seconds_count", task="ludus.bot_turn") >= 1
    info: gateway_pb2.GetMatchResponse = gateway.GetMatch(
        gateway_pb2.GetMatchRequest(match_id=match.match_id), timeout=10
    )
    assert info.match.version > match.version, "the bots moved"


def test_a_call_to_the_web_face_is_traced_into_the_gateways_grpc_call(
    observed: LocalPlatform, collector: Collector
) -> None:
    request = urllib.request.Request(
        f"http://{observed.http_address}/ludus.v1.Gateway/ListGames",
        data=b"{}",
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as reply:
        assert reply.status == 200

    def relayed() -> bool:
        spans = collector.snapshot()
        by_id = {span.span_id: (service, span) for service, span in spans}
        for service, span in spans:
            parent = by_id.get(span.parent_span_id)
            if (
                service == "ludus-gateway"
                and span.kind == trace_pb2.Span.SPAN_KIND_SERVER
                and span.name.endswith("Gateway/ListGames")
                and parent is not None
            ):
                # The gRPC server span's parent is the web face's client span, whose parent is
                # the HTTP request's server span: one trace from the browser's request.
                grandparent = by_id.get(parent[1].parent_span_id)
                return grandparent is not None and grandparent[1].kind == trace_pb2.Span.SPAN_KIND_SERVER
        return False

    assert wait_for(relayed, timeout=30, interval=0.3)
