"""The small pure parts of services/telemetry: labels, task lag, JSON logs carrying trace ids, and
that a process with telemetry off installs no hook."""

from __future__ import annotations

import io
import json
import logging
import socket
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.sampling import Sampler

from services.core.memory import memory_storage
from services.core.settings import Settings
from services.telemetry import process
from services.telemetry.celery_metrics import task_lag
from services.telemetry.logs import TraceIds, formatter
from services.telemetry.metrics import game_of


def test_the_game_label_is_the_match_ids_prefix_and_nothing_else() -> None:
    assert game_of("zapp_zerapp-3f2a") == "zapp_zerapp"
    assert game_of("ark-1") == "ark"
    # A client's garbage never becomes a label value of its own (bounded cardinality).
    assert game_of("no dash") == "unknown"
    assert game_of("x" * 900) == "unknown"
    assert game_of("drop table;-1") == "unknown"
    assert game_of("chess-1") == "unknown", "only registered games are label values"


def test_task_lag_runs_from_publication_or_from_the_eta_whichever_is_later() -> None:
    assert task_lag(100.0, None, 100.25) == 0.25
    due = datetime.fromtimestamp(200.0, UTC)
    assert task_lag(100.0, due.isoformat(), 200.5) == 0.5  # a timer: late by 0.5 s, not 100.5 s
    assert task_lag(None, due, 201.0) == 1.0
    assert task_lag(100.0, (due - timedelta(seconds=150)).isoformat(), 100.1) is not None
    assert task_lag(None, None, 5.0) is None
    assert task_lag(100.0, None, 99.0) == 0.0, "clock skew between machines is not negative lag"


def test_json_logs_carry_the_trace_and_span_ids_of_the_current_span() -> None:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(formatter("json"))
    handler.addFilter(TraceIds())
    logger = logging.getLogger("tests.telemetry.json")
    logger.addHandler(handler)
    logger.propagate = False
    try:
        tracer = TracerProvider().get_tracer("tests")
        with tracer.start_as_current_span("a call") as span:
            logger.warning("inside %s", "a span")
        logger.warning("outside")
    finally:
        logger.removeHandler(handler)
    inside, outside = (json.loads(line) for line in stream.getvalue().splitlines())
    context = span.get_span_context()
    assert inside["message"] == "inside a span" and inside["level"] == "WARNING"
    assert inside["trace_id"] == format(context.trace_id, "032x")
    assert inside["span_id"] == format(context.span_id, "016x")
    assert outside["trace_id"] == "" and outside["logger"] == "tests.telemetry.json"


def test_with_telemetry_off_a_process_installs_no_hook() -> None:
    process.reset()
    try:
        off = process.setup("service", settings=Settings())
        assert (off.metrics_port, off.tracing) == (None, False)
        assert process.server_wrappers() == []
        storage = memory_storage()
        assert process.observe_storage(storage) is storage
    finally:
        process.reset()


def test_a_taken_metrics_port_is_said_in_one_line() -> None:
    process.reset()
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(SystemExit, match=f"ludus gateway: cannot listen on 127.0.0.1:{port} for metrics"):
            process.setup("gateway", port, settings=Settings())
    process.reset()


def test_the_grpc_filter_keeps_the_platforms_calls_and_drops_health_checks() -> None:
    from typing import NamedTuple

    import grpc

    from services.telemetry.tracing import ours

    class ServerCall(NamedTuple):  # what grpc.aio servers hand interceptors: a `.method` string
        method: str

    def client(method: str | bytes) -> grpc.aio.ClientCallDetails:
        return grpc.aio.ClientCallDetails(method, None, None, None, None)  # type: ignore[arg-type]

    assert ours(ServerCall("/ludus.v1.Gateway/SubmitCommand"))
    assert ours(client("/ludus.backend.v1.GameService/SubmitCommand"))
    assert ours(client(b"/ludus.backend.v1.GameService/GetMatch"))  # bytes on some grpc versions

    class BlockingClientCall(NamedTuple):  # the blocking client's (the workers'): `.full_method`
        full_method: str

    assert ours(BlockingClientCall("/ludus.backend.v1.GameService/SubmitCommand"))
    assert not ours(BlockingClientCall("/grpc.health.v1.Health/Check"))
    assert not ours(ServerCall("/grpc.health.v1.Health/Check"))
    assert not ours(client(b"/grpc.health.v1.Health/Watch"))
    assert not ours(ServerCall("/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo"))


@pytest.mark.parametrize(("ratio", "traced"), [(0.0, 0), (1.0, 200)])
def test_the_sample_ratio_decides_at_the_root_and_children_follow(ratio: float, traced: int) -> None:
    from services.telemetry.tracing import provider

    made = provider("gateway", Settings(otlp_endpoint="http://127.0.0.1:9", trace_sample_ratio=ratio))
    tracer = made.get_tracer("test")
    recorded = 0
    for _ in range(200):
        with tracer.start_as_current_span("call") as root, tracer.start_as_current_span("child") as child:
            assert child.is_recording() == root.is_recording()
            recorded += root.is_recording()
    made.shutdown()
    assert recorded == traced
    assert "TraceIdRatioBased" in made.sampler.get_description()


def test_a_call_carries_a_sampled_trace_only_with_the_flag_set() -> None:
    from typing import NamedTuple

    from services.telemetry.tracing import parent_sampled, sampled_parent

    class Call(NamedTuple):
        invocation_metadata: tuple[tuple[str, str], ...]

    trace_id, span_id = "0af7651916cd43dd8448eb211c80319c", "b7ad6b7169203331"
    assert sampled_parent(Call((("traceparent", f"00-{trace_id}-{span_id}-01"),)))
    assert not sampled_parent(Call((("traceparent", f"00-{trace_id}-{span_id}-00"),)))
    assert parent_sampled(Call((("traceparent", f"00-{trace_id}-{span_id}-00"),))) is False
    assert not sampled_parent(Call((("authorization", "x"),)))
    assert parent_sampled(Call((("authorization", "x"),))) is None
    assert not sampled_parent(Call((("traceparent", "garbage-zz"),)))


async def _traced_calls(
    shape: str,
    root: Sampler | None,
    calls: list[tuple[str, tuple[tuple[str, str], ...]]],
    ratio: float | None = None,
    quiet: bool = False,
) -> tuple[list[Any], list[bool]]:
    """Serve `calls` through CallTracing (`root`: the gateway's sampler, None behind it) on an
    in-process grpc.aio server: the spans it recorded, and for each call whether the
    instrumentations were enabled while its handler ran. `quiet`: the server starts in a
    context where they are suppressed, as a service's process is (tracing.quiet_by_default).
    `shape`: CallTracing applied as the platform's servers apply it, a handler wrapper made at
    registration ("wrapper"), or as a server interceptor ("interceptor")."""
    import grpc
    from opentelemetry.instrumentation.utils import is_instrumentation_enabled
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
    from opentelemetry.sdk.trace.sampling import ALWAYS_ON, ParentBased

    from services.telemetry.tracing import CallTracing, Edge

    exporter = InMemorySpanExporter()
    recording = TracerProvider(sampler=ParentBased(ALWAYS_ON))
    recording.add_span_processor(SimpleSpanProcessor(exporter))
    interceptor = CallTracing(Edge(root=root, provider=recording, ratio=ratio))

    async def instrumented(request: bytes, context: grpc.aio.ServicerContext[bytes, bytes]) -> bytes:
        return b"1" if is_instrumentation_enabled() else b"0"

    class Handlers(grpc.GenericRpcHandler):
        def service(self, details: grpc.HandlerCallDetails) -> grpc.RpcMethodHandler[bytes, bytes]:
            return grpc.unary_unary_rpc_method_handler(instrumented)

    if shape == "interceptor":
        server = grpc.aio.server(interceptors=[interceptor])
        server.add_generic_rpc_handlers([Handlers()])
    else:
        from services.core.wrapped_handlers import WrappingServer

        server = grpc.aio.server()
        WrappingServer(server, [interceptor]).add_generic_rpc_handlers([Handlers()])
    port = server.add_insecure_port("127.0.0.1:0")
    if quiet:
        from opentelemetry.instrumentation.utils import suppress_instrumentation

        with suppress_instrumentation():
            # The server's tasks, started here, keep this context; this test's own does not.
            await server.start()
    else:
        await server.start()
    enabled: list[bool] = []
    try:
        async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
            for method, metadata in calls:
                call: Any = channel.unary_unary(method)
                enabled.append(await call(b"", metadata=metadata, timeout=10) == b"1")
    finally:
        await server.stop(None)
    return list(exporter.get_finished_spans()), enabled


TRACE_ID, SPAN_ID = "0af7651916cd43dd8448eb211c80319c", "b7ad6b7169203331"
SUBMIT = "/ludus.v1.Gateway/SubmitCommand"
SAMPLED = (("traceparent", f"00-{TRACE_ID}-{SPAN_ID}-01"),)
UNSAMPLED = (("traceparent", f"00-{TRACE_ID}-{SPAN_ID}-00"),)


SHAPES = pytest.mark.parametrize("shape", ["wrapper", "interceptor"])


@SHAPES
async def test_the_gateway_decides_each_call_before_any_span_is_made(shape: str) -> None:
    """At the gateway: a call without a trace is sampled by the configured sampler, one with a
    `traceparent` follows it, health checks never; an unsampled call makes no span at all."""
    from opentelemetry.sdk.trace.sampling import TraceIdRatioBased

    never, always = TraceIdRatioBased(0.0), TraceIdRatioBased(1.0)
    assert (await _traced_calls(shape, never, [(SUBMIT, ())] * 20))[0] == [], "ratio 0: no root is sampled"
    assert (await _traced_calls(shape, always, [(SUBMIT, UNSAMPLED)] * 5))[0] == [], "an unsampled parent is followed"
    assert (await _traced_calls(shape, always, [("/grpc.health.v1.Health/Check", ())] * 5))[0] == []

    roots, _ = await _traced_calls(shape, always, [(SUBMIT, ())] * 3)
    assert len(roots) == 3 and all(span.parent is None for span in roots)
    assert {span.name for span in roots} == {SUBMIT}
    assert len({span.context.trace_id for span in roots}) == 3

    (child,), _ = await _traced_calls(shape, never, [(SUBMIT, SAMPLED)])
    assert f"{child.context.trace_id:032x}" == TRACE_ID, "a sampled parent is followed, whatever the ratio"
    assert child.parent is not None and f"{child.parent.span_id:016x}" == SPAN_ID

    # With LUDUS_TRACE_SAMPLE_RATIO, a coin toss of that weight decides instead of the sampler.
    assert (await _traced_calls(shape, always, [(SUBMIT, ())] * 20, ratio=0.0))[0] == []
    assert len((await _traced_calls(shape, never, [(SUBMIT, ())] * 5, ratio=1.0))[0]) == 5
    roughly, _ = await _traced_calls(shape, never, [(SUBMIT, ())] * 400, ratio=0.25)
    assert 50 <= len(roughly) <= 150, len(roughly)  # 100 expected; outside this, p < 1e-5


@SHAPES
async def test_behind_the_gateway_only_a_sampled_caller_is_traced_and_others_run_uninstrumented(shape: str) -> None:
    """A service never starts a trace: a call is traced when its caller's trace is sampled, and
    every other call runs with the instrumentations (Redis, gRPC clients) suppressed, as the
    service's process is by default, so that they do no work for it; a sampled call lifts the
    suppression for itself alone (the calls after it are quiet again)."""
    from opentelemetry.instrumentation.utils import is_instrumentation_enabled

    backend = "/ludus.backend.v1.GameService/SubmitCommand"
    calls = [(backend, ()), (backend, UNSAMPLED), (backend, SAMPLED), (backend, UNSAMPLED), (backend, ())]
    spans, enabled = await _traced_calls(shape, None, calls, quiet=True)
    assert enabled == [False, False, True, False, False]
    (span,) = spans
    assert f"{span.context.trace_id:032x}" == TRACE_ID and span.name == backend
    assert is_instrumentation_enabled()


def test_a_service_process_is_quiet_by_default_until_reset() -> None:
    """What a service's tracing setup does to its process's context (before its event loop,
    whose tasks inherit it), and what `reset` undoes."""
    from opentelemetry.instrumentation.utils import is_instrumentation_enabled

    from services.telemetry import tracing

    tracing.quiet_by_default()
    tracing.quiet_by_default()  # once is enough; twice changes nothing
    try:
        assert not is_instrumentation_enabled()
    finally:
        tracing.reset()
    assert is_instrumentation_enabled()


def test_an_unsampled_trace_context_is_handed_on_and_a_sampled_one_is_not() -> None:
    """The web face passes an unsampled HTTP request's context to the gateway's edge (which then
    makes no decision of its own); a sampled one travels by the traced channel's interceptor."""
    from opentelemetry.sdk.trace.sampling import ALWAYS_OFF, ALWAYS_ON

    from services.telemetry.tracing import unsampled_traceparent

    assert unsampled_traceparent() == (), "no span: nothing to hand on"
    with TracerProvider(sampler=ALWAYS_OFF).get_tracer("test").start_as_current_span("http") as span:
        ((key, value),) = unsampled_traceparent()
        context = span.get_span_context()
        assert key == "traceparent" and value == f"00-{context.trace_id:032x}-{context.span_id:016x}-00"
    with TracerProvider(sampler=ALWAYS_ON).get_tracer("test").start_as_current_span("http"):
        assert unsampled_traceparent() == ()
