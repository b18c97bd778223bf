"""A primary and a replica, both the project's embedded Redis (PyPI wheels), for the replica
tests and the publish-to-replica benchmark.

Used by: core's tests (test_replicas.py) and bench (bench_replica.py).

Replication runs over TCP on 127.0.0.1 (``REPLICAOF`` takes a host and a port); readers and
the writer use each server's unix socket as usual. Both accept ``DEBUG`` from local clients so
that tests can ``DEBUG RELOAD`` a replica.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import redis

from docs_core.embedded import EmbeddedRedis, server_command, stop_embedded

__all__ = ["ReplicatedPair", "replicated_pair", "start_server", "wait_replicated"]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@dataclass(frozen=True)
class ReplicatedPair:
    primary: EmbeddedRedis
    replica: EmbeddedRedis
    primary_port: int
    replica_port: int

    def replica_args(self) -> list[str]:
        return [*_tcp(self.replica_port), "--replicaof", "127.0.0.1", str(self.primary_port)]


def _tcp(port: int) -> list[str]:
    return ["--port", str(port), "--bind", "127.0.0.1", "--enable-debug-command", "local"]


def start_server(instance: EmbeddedRedis, extra: Sequence[str], *, timeout: float = 30.0) -> None:
    """Start ``instance`` with ``extra`` flags and return once it answers PING (a replica
    answers while its first sync is still under way)."""
    instance.socket.unlink(missing_ok=True)
    instance.pid_file.unlink(missing_ok=True)
    subprocess.run([*server_command(instance), *extra], check=True, capture_output=True)
    deadline = time.monotonic() + timeout
    while instance.probe().state != "ready":
        if time.monotonic() > deadline:
            raise RuntimeError(f"Redis did not start; see {instance.log_file}")
        time.sleep(0.05)


def wait_replicated(primary_url: str, replica_url: str, *, timeout: float = 60.0) -> float:
    """Block until the replica's link is up and its offset reaches the primary's; seconds
    waited."""
    started = time.monotonic()
    primary = redis.Redis.from_url(primary_url)
    replica = redis.Redis.from_url(replica_url)
    try:
        while time.monotonic() - started < timeout:
            try:
                target = int(primary.info("replication")["master_repl_offset"])
                info = replica.info("replication")
                if info.get("master_link_status") == "up" and (
                    int(info["slave_repl_offset"]) >= target
                ):
                    return time.monotonic() - started
            except redis.ConnectionError:
                pass
            time.sleep(0.01)
        raise TimeoutError(f"replica at {replica_url} did not catch up in {timeout:g}s")
    finally:
        primary.close()
        replica.close()


@contextmanager
def replicated_pair() -> Iterator[ReplicatedPair]:
    """A primary and a replica of it in two fresh temporary directories; both stopped (and
    the directories removed) on exit."""
    dirs = [Path(tempfile.mkdtemp(prefix=f"docsrep{i}-", dir="/tmp")) for i in range(2)]
    pair = ReplicatedPair(
        EmbeddedRedis(dirs[0]), EmbeddedRedis(dirs[1]), _free_port(), _free_port()
    )
    try:
        start_server(pair.primary, _tcp(pair.primary_port))
        start_server(pair.replica, pair.replica_args())
        wait_replicated(pair.primary.url, pair.replica.url)
        yield pair
    finally:
        for data_dir in dirs:
            stop_embedded(data_dir)
            shutil.rmtree(data_dir, ignore_errors=True)
