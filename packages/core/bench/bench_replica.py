"""Publish-to-replica visibility: how long after the writer's EXEC on the primary a replica
serves the change, and a reader on that replica finds it (spec/050, "Replication of a publish").

    uv run python packages/core/bench/bench_replica.py [--rounds 5]
    uv run python packages/core/bench/bench_replica.py --full-rdb /work/fullidx/dump.rdb

Two embedded Redis servers on this machine (``docs_core.testing.replication``: a primary and a
replica started with ``--replicaof``, replication over 127.0.0.1), the sample site published by
the writer (``docs_ingest.testing.publish_sample_index``). Each round publishes once in place
(a new page: one MULTI/EXEC of a few records) and once as a full build (a new version, alias
swap). Two watcher processes, one per server, read its live state (alias version and meta
fingerprint) about every millisecond. The EXEC lies between the primary watcher's last read of
the old state and its first read of the new one (``exec_window_ms``: wide when the writer keeps
the primary busy right after the EXEC, as a full build's drop of the old version does), so
``replica_ms`` and ``reader_ms``, counted from the start of that window, are upper bounds.
The reader (``DocsReader`` over the failover client with the replication check, as
``DOCS_REDIS_READ_URLS`` builds it) searches for the new page's word until it finds it.

``--full-rdb`` instead copies an RDB of the full index into the primary's directory (the file
is only read) and times a new replica's first sync of it: transfer, load and indexing.
Prints one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import redis
from docs_core.embedded import stop_embedded
from docs_core.failover import connect_reader_client
from docs_core.retrieval import DocsReader
from docs_core.testing.replication import replicated_pair, start_server, wait_replicated
from docs_ingest.testing import copy_sample_site, publish_sample_index


def _state(client: redis.Redis) -> tuple[bytes, bytes]:
    info = client.execute_command("FT.INFO", "docs_pages")
    name = dict(zip(info[::2], info[1::2], strict=False))[b"index_name"]
    version = name.rsplit(b"_v", 1)[1]
    return name, client.hget(f"docs:v{version.decode()}:meta", "fingerprint") or b""


def _watch(url: str, before: tuple[bytes, bytes], times: Any, ready: Any, stop: Any) -> None:
    """In its own process (no GIL shared with the writer): ``times`` gets the end of the last
    read that found ``before`` and the end of the first that found another state (monotonic
    time, which every process on the machine shares); the change lies between the two."""
    client = redis.Redis.from_url(url, protocol=2)
    try:
        while not stop.is_set():
            state = _state(client)
            now = time.monotonic()
            ready.set()
            if state != before:
                times[1] = now
                return
            times[0] = now
            time.sleep(0.001)
    finally:
        client.close()


class _Watchers:
    def __init__(self, urls: tuple[str, str], before: tuple[bytes, bytes]) -> None:
        context = multiprocessing.get_context("spawn")
        self._stop = context.Event()
        self._times = [context.Array("d", 2) for _ in urls]
        self._ready = [context.Event() for _ in urls]
        self._procs = [
            context.Process(
                target=_watch, args=(url, before, value, ready, self._stop), daemon=True
            )
            for url, value, ready in zip(urls, self._times, self._ready, strict=True)
        ]
        for proc in self._procs:
            proc.start()

    def wait_polling(self, timeout: float) -> None:
        for ready in self._ready:
            if not ready.wait(timeout):
                raise RuntimeError("a watcher did not start polling")

    def finish(self, timeout: float) -> list[tuple[float, float]]:
        for proc in self._procs:
            proc.join(timeout)
        self._stop.set()
        for proc in self._procs:
            proc.join(5.0)
        return [(times[0], times[1]) for times in self._times]


def _publish(url: str, site: str, full: bool) -> None:
    client = redis.Redis.from_url(url)
    try:
        publish_sample_index(client, Path(site), full=full)
    finally:
        client.close()


async def _round(
    reader: DocsReader, primary: redis.Redis, urls: tuple[str, str], word: str, *, full: bool
) -> dict[str, float]:
    primary_url = urls[0]
    page = f"develop/bench-{word}"
    site = copy_sample_site(
        Path(tempfile.mkdtemp(prefix="bench-rep-")),
        {page: f"# Note {word}\n\nThe word {word} names this page.\n"},
    )
    before = _state(primary)
    watchers = _Watchers(urls, before)
    await asyncio.to_thread(watchers.wait_polling, 120.0)
    # The writer runs in a process of its own, like docs-ingest: in this one it would hold the
    # GIL against the reader until the whole run returns.
    writer = multiprocessing.get_context("spawn").Process(
        target=_publish, args=(primary_url, str(site), full)
    )
    writer.start()
    found_at = 0.0
    deadline = time.monotonic() + 120.0
    while not found_at and time.monotonic() < deadline:
        # Any text has vector neighbours: only the new page itself counts.
        if any(hit.page_id == page for hit in await reader.search(word)):
            found_at = time.monotonic()
        else:
            await asyncio.sleep(0.001)
    await asyncio.to_thread(writer.join, 120.0)
    primary_at, replica_at = await asyncio.to_thread(watchers.finish, 30.0)
    shutil.rmtree(site.parent, ignore_errors=True)
    if not primary_at[1] or not replica_at[1] or not found_at:
        raise RuntimeError(f"the change was not seen (primary {primary_at}, replica {replica_at})")
    return {
        "replica_ms": (replica_at[1] - primary_at[0]) * 1000,
        "reader_ms": (found_at - primary_at[0]) * 1000,
        "exec_window_ms": (primary_at[1] - primary_at[0]) * 1000,
    }


def _summary(rows: list[dict[str, float]]) -> dict[str, Any]:
    out: dict[str, Any] = {"rounds": len(rows)}
    for key in ("replica_ms", "reader_ms", "exec_window_ms"):
        values = [r[key] for r in rows]
        out[key] = {
            "median": round(statistics.median(values), 2),
            "max": round(max(values), 2),
            "all": [round(v, 2) for v in values],
        }
    return out


async def _publishes(rounds: int) -> dict[str, Any]:
    with replicated_pair() as pair:
        primary = redis.Redis.from_url(pair.primary.url, protocol=2)
        publish_sample_index(primary)
        wait_replicated(pair.primary.url, pair.replica.url)
        client = await connect_reader_client(
            [pair.replica.url, pair.primary.url], primary_url=pair.primary.url
        )
        reader = await DocsReader.connect(pair.replica.url, client=client)  # type: ignore[arg-type]
        urls = (pair.primary.url, pair.replica.url)
        try:
            incremental = [
                await _round(reader, primary, urls, f"quokkainc{i}", full=False)
                for i in range(rounds)
            ]
            full = [
                await _round(reader, primary, urls, f"quokkafull{i}", full=True)
                for i in range(rounds)
            ]
        finally:
            await reader.aclose()
            primary.close()
    return {"incremental": _summary(incremental), "full": _summary(full)}


def _full_sync(rdb: Path) -> dict[str, Any]:
    with replicated_pair() as pair:
        stop_embedded(pair.replica.data_dir)
        stop_embedded(pair.primary.data_dir)
        shutil.copyfile(rdb, pair.primary.data_dir / "dump.rdb")
        started = time.monotonic()
        start_server(
            pair.primary, ["--port", str(pair.primary_port), "--bind", "127.0.0.1"], timeout=900
        )
        primary_ready = time.monotonic() - started
        (pair.replica.data_dir / "dump.rdb").unlink(missing_ok=True)
        started = time.monotonic()
        start_server(pair.replica, pair.replica_args(), timeout=900)
        synced = wait_replicated(pair.primary.url, pair.replica.url, timeout=900)
        replica = redis.Redis.from_url(pair.replica.url)
        keys = replica.dbsize()
        replica.close()
        return {
            "rdb_mb": round(rdb.stat().st_size / 1e6, 1),
            "primary_load_s": round(primary_ready, 1),
            "replica_first_sync_s": round(time.monotonic() - started, 1),
            "replica_caught_up_after_answering_s": round(synced, 1),
            "replica_keys": keys,
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--full-rdb", type=Path, default=None, help="time a first sync instead")
    args = parser.parse_args()
    if args.full_rdb is not None:
        print(json.dumps(_full_sync(args.full_rdb), indent=2))
        return
    print(json.dumps(asyncio.run(_publishes(min(args.rounds, 50))), indent=2))


if __name__ == "__main__":
    main()
