"""Inputs of the capacity model (spec/050) that one process can take cheaply, read-only.

    DOCS_REDIS_URL=unix:///work/fullidx/redis.sock \
        uv run python packages/core/bench/bench_capacity.py --redis-pid PID [--fetches 2000]

1. Embedding per query, one thread: ``load_embedder().embed`` of new short queries one at a
   time (the first query of a text), then the same texts through ``QueryVectorCache`` (a repeat).
2. Redis CPU per fetch and per search: utime+stime of the Redis process (``/proc/PID/stat``,
   10 ms ticks) around a loop of ``DocsReader.fetch`` over ids taken from a few searches, then
   around ``DocsReader.search`` of new short texts (each embeds), then of the same texts again
   (query vectors cached), beside this process's own CPU.
3. Memory: ``INFO memory``, ``MEMORY USAGE`` of the embedding cache key and ``FT.INFO`` sizes.

Writes nothing to Redis. The Redis CPU figure includes any other client's work in the window.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import time
from pathlib import Path
from typing import Any

import redis
from docs_core.embedding import load_embedder
from docs_core.retrieval import DocsReader
from docs_core.retrieval.embedcache import QueryVectorCache

_VERBS = ("expire", "rename", "scan", "trim", "persist", "replicate", "count", "page through")
_NOUNS = (
    "sorted set members",
    "stream entries",
    "hash fields",
    "keys by pattern",
    "a JSON array",
    "geo points",
)


_FT_SIZES = (
    "num_docs",
    "inverted_sz_mb",
    "vector_index_sz_mb",
    "doc_table_size_mb",
    "offset_vectors_sz_mb",
    "key_table_size_mb",
    "total_index_memory_sz_mb",
)


def _new_queries(count: int) -> list[str]:
    """Short queries unlikely to be cached anywhere: verb x noun x a call-unique suffix."""
    stamp = time.perf_counter_ns()
    pairs = [(v, n) for v in _VERBS for n in _NOUNS]
    return [f"how to {v} {n} {stamp % 997 + i}" for i, (v, n) in enumerate(pairs[:count])]


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _summary(values_s: list[float]) -> dict[str, float]:
    ms = [v * 1000 for v in values_s]
    return {
        "p50_ms": round(statistics.median(ms), 3),
        "p95_ms": round(_pct(ms, 0.95), 3),
        "mean_ms": round(statistics.fmean(ms), 3),
    }


def _cpu_s(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _embedding(count: int) -> dict[str, Any]:
    embedder = load_embedder()
    embedder.embed(["warm the session"])
    queries = _new_queries(count)
    cold: list[float] = []
    cpu0 = time.process_time()
    for query in queries:
        start = time.perf_counter()
        embedder.embed([query])
        cold.append(time.perf_counter() - start)
    cold_cpu = time.process_time() - cpu0
    cache = QueryVectorCache()

    async def _through_cache() -> list[float]:
        for query in queries:
            await cache.vectors([query], embedder.embed)
        hits = []
        for query in queries:
            start = time.perf_counter()
            await cache.vectors([query], embedder.embed)
            hits.append(time.perf_counter() - start)
        return hits

    hot = asyncio.run(_through_cache())
    return {
        "queries": len(queries),
        "threads": os.environ.get("DOCS_EMBED_THREADS", "all cores"),
        "new_text": _summary(cold),
        "new_text_cpu_ms_per_query": round(cold_cpu * 1000 / len(queries), 3),
        "cache_hit": _summary(hot),
    }


async def _net_out(reader: DocsReader) -> int:
    """Bytes Redis has sent to all its clients (INFO stats), so other clients count too."""
    return int((await reader._client.info("stats"))["total_net_output_bytes"])


async def _fetch_cpu(url: str, redis_pid: int, fetches: int) -> dict[str, Any]:
    reader = await DocsReader.connect(url)
    try:
        ids: list[str] = []
        for query in ("expire a key", "consumer groups", "ACL rules", "cluster resharding"):
            ids += [hit.id for hit in await reader.search(query, limit=8)]
        for doc_id in ids[:5]:
            await reader.fetch(doc_id)
        out0 = await _net_out(reader)
        redis0, own0, wall0 = _cpu_s(redis_pid), time.process_time(), time.perf_counter()
        latencies = []
        for i in range(fetches):
            start = time.perf_counter()
            await reader.fetch(ids[i % len(ids)])
            latencies.append(time.perf_counter() - start)
        wall = time.perf_counter() - wall0
        redis_cpu, own_cpu = _cpu_s(redis_pid) - redis0, time.process_time() - own0
        fetch_bytes = await _net_out(reader) - out0
        searches = _new_queries(len(_VERBS) * len(_NOUNS))
        out1 = await _net_out(reader)
        redis1, own1, search_latencies = _cpu_s(redis_pid), time.process_time(), []
        for query in searches:
            start = time.perf_counter()
            await reader.search(query)
            search_latencies.append(time.perf_counter() - start)
        search_redis = _cpu_s(redis_pid) - redis1
        search_own = time.process_time() - own1
        search_bytes = await _net_out(reader) - out1
        redis2, own2, repeat_latencies = _cpu_s(redis_pid), time.process_time(), []
        for query in searches:
            start = time.perf_counter()
            await reader.search(query)
            repeat_latencies.append(time.perf_counter() - start)
        repeat_redis = _cpu_s(redis_pid) - redis2
        repeat_own = time.process_time() - own2
    finally:
        await reader.aclose()
    return {
        "searches_new_text": len(searches),
        "search_latency": _summary(search_latencies),
        "redis_cpu_ms_per_search": round(search_redis * 1000 / len(searches), 3),
        "client_cpu_ms_per_search": round(search_own * 1000 / len(searches), 3),
        "redis_bytes_out_per_search": round(search_bytes / len(searches)),
        "repeat_search_latency": _summary(repeat_latencies),
        "repeat_redis_cpu_ms_per_search": round(repeat_redis * 1000 / len(searches), 3),
        "repeat_client_cpu_ms_per_search": round(repeat_own * 1000 / len(searches), 3),
        "fetches": fetches,
        "distinct_ids": len(set(ids)),
        "wall_s": round(wall, 3),
        "latency": _summary(latencies),
        "redis_cpu_ms_per_fetch": round(redis_cpu * 1000 / fetches, 3),
        "client_cpu_ms_per_fetch": round(own_cpu * 1000 / fetches, 3),
        "redis_bytes_out_per_fetch": round(fetch_bytes / fetches),
    }


def _memory(url: str) -> dict[str, Any]:
    client = redis.Redis.from_url(url)
    info = client.info("memory")
    cache_keys = list(client.scan_iter("docs:embcache:*"))
    indexes = {}
    for name in client.execute_command("FT._LIST"):
        raw = client.execute_command("FT.INFO", name)
        fields = raw if isinstance(raw, dict) else dict(zip(raw[::2], raw[1::2], strict=False))
        indexes[name.decode()] = {
            key: float(fields[key.encode()]) for key in _FT_SIZES if key.encode() in fields
        }
    return {
        "used_memory_mb": round(info["used_memory"] / 2**20, 1),
        "used_memory_rss_mb": round(info["used_memory_rss"] / 2**20, 1),
        "used_memory_dataset_mb": round(info["used_memory_dataset"] / 2**20, 1),
        "embedding_cache": {
            key.decode(): {
                "mb": round((client.memory_usage(key, samples=0) or 0) / 2**20, 1),
                "type": client.type(key).decode(),
                "len": client.hlen(key) if client.type(key) == b"hash" else None,
            }
            for key in cache_keys
        },
        "indexes": indexes,
        "dbsize": client.dbsize(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--redis-pid", type=int, required=True)
    parser.add_argument("--fetches", type=int, default=2000)
    parser.add_argument("--queries", type=int, default=48)
    args = parser.parse_args()
    url = os.environ["DOCS_REDIS_URL"]
    print(json.dumps({"memory": _memory(url)}, indent=2), flush=True)
    print(json.dumps({"embedding": _embedding(args.queries)}, indent=2), flush=True)
    fetch = asyncio.run(_fetch_cpu(url, args.redis_pid, args.fetches))
    print(json.dumps({"fetch": fetch}, indent=2))


if __name__ == "__main__":
    main()
