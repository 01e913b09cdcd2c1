"""Which failures a server answers UNAVAILABLE (retry) and which it treats as its own bug."""

from __future__ import annotations

import grpc
import pytest
import redis.exceptions

from services.core.grpc_server import _translate


def raised_in(filename: str) -> BaseException:
    """An AttributeError whose innermost frame is code from `filename`."""
    namespace: dict[str, object] = {}
    exec(compile("def send(writer):\n    writer.writelines([b'x'])\n", filename, "exec"), namespace)
    try:
        namespace["send"](None)  # type: ignore[operator]
    except AttributeError as error:
        return error
    raise AssertionError("no error")


@pytest.mark.parametrize(
    "error",
    [
        redis.exceptions.ConnectionError("refused"),
        redis.exceptions.MaxConnectionsError("Too many connections"),
        redis.exceptions.TimeoutError("slow"),
        redis.exceptions.ClusterDownError("failover"),
    ],
)
def test_event_store_failures_are_unavailable(error: Exception) -> None:
    translated = _translate(error)
    assert translated is not None and translated.status == grpc.StatusCode.UNAVAILABLE


def test_a_connection_torn_down_inside_redis_py_is_unavailable() -> None:
    # redis-py issue #4287: a writer already gone surfaces as AttributeError, not ConnectionError.
    translated = _translate(raised_in("/venv/lib/python3.11/site-packages/redis/asyncio/connection.py"))
    assert translated is not None and translated.status == grpc.StatusCode.UNAVAILABLE


def test_the_same_error_in_our_own_code_is_a_bug() -> None:
    assert _translate(raised_in("/work/services/core/runner.py")) is None
    assert _translate(AttributeError("no traceback")) is None
