"""Measure how long the embedded Redis takes to load an index from disk, under the persistence
setting it uses and the alternatives (spec/004-index-lifecycle.md, Restart). Not a test.

    uv run python packages/core/bench/bench_restart.py --rdb /path/to/dump.rdb --runs 3

Copies RDB (never touching the original or its server) into a scratch directory per setting,
derives that setting's files from it with a server of its own, then for each run starts
``redis-server`` exactly as ``docs_core.embedded`` does plus the setting's flags and times
launch -> first answer (LOADING or PONG) and launch -> PING answered (not LOADING). After each
load it reads the chunks index's ``percent_indexed`` and the resident memory, then stops the
server without saving. Prints JSON.

Settings:
- ``rdb``: what ``docs_core.embedded`` configures (RDB snapshot, LZF compression, CRC64 check).
- ``rdb-no-checksum``: the same file loaded with ``rdbchecksum no`` (no CRC64 pass).
- ``rdb-uncompressed``: the file re-saved with ``rdbcompression no``.
- ``aof-rdb-preamble``: ``appendonly yes`` after an AOF rewrite (base file in RDB format).
- ``data-without-indexes``: the same keys with the search indexes dropped (``FT.DROPINDEX``
  without ``DD``), re-saved: what reading the data alone costs, without RediSearch re-indexing
  it (the bound on what any persistence format can save).

``cpu_s`` is the server's own CPU time at ready (from ``/proc``), steadier than wall time on a
shared machine.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import redis
from docs_core.embedded import EmbeddedRedis, server_command
from docs_core.schema import ALIASES, Entity

SETTINGS: dict[str, list[str]] = {
    "rdb": [],
    "rdb-no-checksum": ["--rdbchecksum", "no"],
    "rdb-uncompressed": ["--rdbcompression", "no"],
    "aof-rdb-preamble": ["--appendonly", "yes", "--aof-use-rdb-preamble", "yes"],
    "data-without-indexes": [],
}


def _client(instance: EmbeddedRedis, timeout: float = 600) -> redis.Redis:
    return redis.Redis(unix_socket_path=str(instance.socket), socket_timeout=timeout, protocol=2)


def _launch(instance: EmbeddedRedis, flags: list[str]) -> None:
    instance.socket.unlink(missing_ok=True)
    instance.pid_file.unlink(missing_ok=True)
    subprocess.run([*server_command(instance), *flags], check=True, capture_output=True)


def _wait_ready(instance: EmbeddedRedis, timeout_s: float = 1800) -> tuple[float, float]:
    """Seconds from now to the first answer and to PONG."""
    started = time.monotonic()
    first_answer = None
    while time.monotonic() - started < timeout_s:
        state = instance.probe().state
        if state in ("loading", "ready") and first_answer is None:
            first_answer = time.monotonic() - started
        if state == "ready":
            return first_answer or 0.0, time.monotonic() - started
        time.sleep(0.05)
    raise TimeoutError(f"not ready within {timeout_s}s")


def _stop(instance: EmbeddedRedis, *, save: bool) -> None:
    pid = instance.pid()
    client = _client(instance)
    with contextlib.suppress(redis.ConnectionError):
        client.shutdown(save=save, nosave=not save)
    while pid is not None:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)


def _prepare(source: Path, scratch: Path, name: str) -> EmbeddedRedis:
    data_dir = scratch / name
    data_dir.mkdir()
    shutil.copy(source, data_dir / "dump.rdb")
    instance = EmbeddedRedis(data_dir)
    if name == "rdb-uncompressed":
        _launch(instance, SETTINGS[name])
        _wait_ready(instance)
        _stop(instance, save=True)
    elif name == "data-without-indexes":
        _launch(instance, [])
        _wait_ready(instance)
        client = _client(instance)
        for index in client.execute_command("FT._LIST"):
            client.execute_command("FT.DROPINDEX", index)
        client.close()
        _stop(instance, save=True)
    elif name == "aof-rdb-preamble":
        _launch(instance, [])
        _wait_ready(instance)
        client = _client(instance)
        client.config_set("appendonly", "yes")
        while True:
            info = client.info("persistence")
            rewriting = info["aof_rewrite_in_progress"] or info.get("aof_rewrite_scheduled")
            if info["aof_enabled"] and not rewriting:
                break
            time.sleep(0.2)
        client.close()
        _stop(instance, save=False)
        (data_dir / "dump.rdb").unlink()
    return instance


def _files_mb(data_dir: Path) -> float:
    files = [p for p in data_dir.rglob("*") if p.is_file() and p.suffix not in (".log", ".pid")]
    return round(sum(p.stat().st_size for p in files) / 1e6, 1)


def _load_seconds(instance: EmbeddedRedis) -> float | None:
    found = re.findall(
        r"loaded from (?:disk|append only file): ([\d.]+) seconds", instance.log_file.read_text()
    )
    return float(found[-1]) if found else None


def _cpu_seconds(pid: int | None) -> float | None:
    if pid is None:
        return None
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return round((int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK"), 1)


def _run(instance: EmbeddedRedis, flags: list[str]) -> dict[str, Any]:
    _launch(instance, flags)
    first_answer, ready = _wait_ready(instance)
    client = _client(instance)
    result: dict[str, Any] = {
        "first_answer_s": round(first_answer, 2),
        "ready_s": round(ready, 2),
        "redis_log_load_s": _load_seconds(instance),
        "cpu_s": _cpu_seconds(instance.pid()),
        "rss_mb": round(client.info("memory")["used_memory_rss"] / 1e6),
    }
    if client.execute_command("FT._LIST"):
        info = client.execute_command("FT.INFO", ALIASES[Entity.CHUNK])
        fields = dict(zip(info[::2], info[1::2], strict=False))
        result["percent_indexed"] = float(fields[b"percent_indexed"])
        result["chunks"] = int(fields[b"num_docs"])
    client.close()
    _stop(instance, save=False)
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rdb", type=Path, required=True, help="an RDB holding the full index")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", nargs="*", choices=sorted(SETTINGS), default=list(SETTINGS))
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="rsload-", dir="/tmp"))
    report: dict[str, Any] = {"source_mb": round(args.rdb.stat().st_size / 1e6, 1)}
    try:
        for name in args.only:
            instance = _prepare(args.rdb, scratch, name)
            runs = [_run(instance, SETTINGS[name]) for _ in range(args.runs)]
            report[name] = {"files_mb": _files_mb(instance.data_dir), "runs": runs}
            print(json.dumps({name: report[name]}), flush=True)
            shutil.rmtree(instance.data_dir)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
