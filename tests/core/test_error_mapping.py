"""Which failures a server answers UNAVAILABLE (retry) and which it treats as its own bug."""

from __future__ import annotations

import grpc
import pytest
import redis.exceptions

from services.core.grpc_server import _translate, status_code


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
    assert translated is not None and status_code(translated) == grpc.StatusCode.UNAVAILABLE


def test_a_connection_torn_down_inside_redis_py_is_unavailable() -> None:
    # redis-py issue #4287: a writer already gone surfaces as AttributeError, not ConnectionError.
    translated = _translate(raised_in("/venv/lib/python3.11/site-packages/redis/asyncio/connection.py"))
    assert translated is not None and status_code(translated) == grpc.StatusCode.UNAVAILABLE


def test_the_same_error_in_our_own_code_is_a_bug() -> None:
    assert _translate(raised_in("/work/services/core/runner.py")) is None
    assert _translate(AttributeError("no traceback")) is None


def test_every_domain_error_names_a_real_grpc_status_and_never_internal() -> None:
    # The domain errors carry a status *name* (no grpc import); the service layer maps it.
    from services.core import errors

    classes = [
        value for value in vars(errors).values() if isinstance(value, type) and issubclass(value, errors.LudusError)
    ]
    assert len(classes) >= 10
    for cls in classes:
        code = grpc.StatusCode[cls.status]
        assert code is not grpc.StatusCode.INTERNAL and code is not grpc.StatusCode.OK, cls


def test_the_domain_layer_imports_no_transport() -> None:
    import ast
    from pathlib import Path

    for module in ("errors.py", "game.py"):
        tree = ast.parse((Path(__file__).resolve().parents[2] / "services" / "core" / module).read_text())
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert not any(name == "grpc" or name.startswith("grpc.") for name in imported), module
