"""Serving after the embedded Redis restarts with a large index to load from disk
(spec/004-index-lifecycle.md, LIF-008..LIF-009)."""

from __future__ import annotations

import contextlib
import re
import shutil
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from docs_core.embedded import EmbeddedRedis, EmbeddedRedisError, ensure_embedded, stop_embedded
from docs_ingest.cli import app as ingest_app
from docs_ingest.testing import publish_sample_index
from docs_mcp.testing import running_cli, server_env
from typer.testing import CliRunner

pytestmark = [pytest.mark.redis, pytest.mark.slow]

# Enough keys that reading them back takes seconds (1.5-6 s on this 2-core machine, by load),
# well over START_TIMEOUT_S: a server that gave up on a silent Redis after that long fails here.
FILLER_KEYS = 2_000_000
START_TIMEOUT_S = 1.0

_FILL = """
for i = tonumber(ARGV[1]), tonumber(ARGV[2]) do
  redis.call('SET', 'filler:' .. i, i)
end
"""


@pytest.fixture(scope="module")
def large_rdb() -> Iterator[Path]:
    """The RDB of a stopped embedded Redis holding the published sample index plus
    ``FILLER_KEYS`` small keys (written server-side: one client round trip per 200k keys)."""
    data_dir = Path(tempfile.mkdtemp(prefix="docsbig-", dir="/tmp"))
    try:
        client = redis.Redis.from_url(ensure_embedded(data_dir).url)
        try:
            publish_sample_index(client)
            step = 200_000
            for first in range(0, FILLER_KEYS, step):
                client.eval(_FILL, 0, first, min(first + step, FILLER_KEYS) - 1)
        finally:
            client.close()
        assert stop_embedded(data_dir, timeout=120)
        yield data_dir / "dump.rdb"
    finally:
        stop_embedded(data_dir)
        shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture
def stopped_data_dir(large_rdb: Path) -> Iterator[Path]:
    """A data directory of its own holding a copy of ``large_rdb`` and no running Redis."""
    data_dir = Path(tempfile.mkdtemp(prefix="docsrs-", dir="/tmp"))
    shutil.copy(large_rdb, data_dir / "dump.rdb")
    try:
        yield data_dir
    finally:
        _discard(EmbeddedRedis(data_dir))
        shutil.rmtree(data_dir, ignore_errors=True)


def _discard(instance: EmbeddedRedis) -> None:
    """Stop without saving: the directory is deleted next, so writing 2M keys back is waste."""
    if instance.probe().state == "down":
        return
    client = redis.Redis.from_url(instance.url, socket_timeout=60)
    with contextlib.suppress(redis.ConnectionError):
        client.shutdown(nosave=True)
    client.close()


def _load_seconds(data_dir: Path) -> float:
    """What the Redis log says the last load from disk took."""
    found = re.findall(
        r"DB loaded from disk: ([\d.]+) seconds", (data_dir / "redis.log").read_text()
    )
    assert found, "the Redis log shows no load from disk"
    return float(found[-1])


def _start_in_background(
    data_dir: Path, lines: list[str], errors: list[Exception]
) -> threading.Thread:
    def start() -> None:
        try:
            ensure_embedded(data_dir, timeout=START_TIMEOUT_S, progress=lines.append)
        except EmbeddedRedisError as exc:
            errors.append(exc)

    thread = threading.Thread(target=start, daemon=True)
    thread.start()
    return thread


def _wait_for_loading(instance: EmbeddedRedis, timeout_s: float = 60.0) -> None:
    deadline = time.monotonic() + timeout_s
    while instance.probe().state != "loading":
        assert time.monotonic() < deadline, "the restarted Redis never answered LOADING"
        time.sleep(0.02)


def test_lif008_serve_waits_for_a_restarted_redis_loading_a_large_index(
    stopped_data_dir: Path,
) -> None:
    env = server_env(
        None,
        {
            "DOCS_DATA_DIR": str(stopped_data_dir),
            "DOCS_REDIS_START_TIMEOUT_S": str(START_TIMEOUT_S),
        },
    )
    with running_cli(["serve"], env=env, ready_timeout_s=180) as server:
        log = server.log()
        assert server.process.poll() is None
    assert _load_seconds(stopped_data_dir) > START_TIMEOUT_S
    assert "docs-mcp: the embedded Redis is loading its data from disk" in log
    assert "docs-mcp: the embedded Redis is ready" in log
    assert "did not answer" not in log
    assert "Traceback" not in log


def test_lif009_status_says_loading_and_stop_while_loading_keeps_the_data(
    stopped_data_dir: Path,
) -> None:
    rdb = stopped_data_dir / "dump.rdb"
    before = (rdb.stat().st_size, rdb.stat().st_mtime_ns)
    lines: list[str] = []
    errors: list[Exception] = []
    starting = _start_in_background(stopped_data_dir, lines, errors)
    instance = EmbeddedRedis(stopped_data_dir)
    _wait_for_loading(instance)
    status = CliRunner().invoke(
        ingest_app, ["redis", "status"], env={"DOCS_DATA_DIR": str(stopped_data_dir)}
    )
    assert re.match(r"loading \(\d+%\) unix://", status.output), status.output
    assert status.exit_code == 0
    assert stop_embedded(stopped_data_dir, timeout=60)
    starting.join(timeout=60)
    assert not starting.is_alive()
    assert instance.probe().state == "down"
    assert (rdb.stat().st_size, rdb.stat().st_mtime_ns) == before
    assert lines and lines[0].startswith("the embedded Redis is loading its data from disk")
    assert [str(e) for e in errors] == [
        f"embedded Redis stopped while loading its data; see {instance.log_file}"
    ]
