"""Latency, memory and start-up of ``docs-mcp serve`` through ``POST /mcp`` with the SDK client.

    uv run python packages/mcp_server/bench/bench_mcp.py                # full index if present
    uv run python packages/mcp_server/bench/bench_mcp.py --sample       # the synthetic sample

One caller, sequential calls, loopback. Questions come from the golden dev set (text only; the
labels are not used). Prints a JSON report: search p50/p95, fetch p50, server RSS, start-to-ready,
the share of searches that came back empty and the share of fetches whose body reached the client.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import anyio
import redis
from docs_core.index import live_version
from docs_ingest.testing import SAMPLE_QUERIES, private_sample_redis
from docs_mcp.testing import ONE_BUSY_CALLER, RunningServer, running_http_server
from mcp import Client

FULL_REDIS = Path("/work/data-full/redis.sock")
GOLDEN = Path("/work/shared/golden/dev.jsonl")


def _questions(path: Path, limit: int) -> list[str]:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [row["question"] for row in rows][:limit]


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


@contextmanager
def _redis(sample: bool, url: str | None) -> Iterator[str]:
    if sample:
        with private_sample_redis() as instance:
            yield instance.url
        return
    target = url or f"unix://{FULL_REDIS}"
    client = redis.Redis.from_url(target, socket_timeout=5)
    try:
        version = live_version(client)
    finally:
        client.close()
    if version is None:
        raise SystemExit(f"no published docs index at {target}; run docs-ingest first")
    yield target


async def _measure(
    server: RunningServer, questions: list[str], mode: str, rounds: int
) -> dict[str, Any]:
    search_ms: list[float] = []
    fetch_ms: list[float] = []
    empty = fetched = delivered = 0
    async with Client(server.mcp_url, mode=mode) as client:
        for question in questions[:3]:
            await client.call_tool("search", {"query": question})
        for _ in range(rounds):
            for question in questions:
                started = time.perf_counter()
                result = await client.call_tool("search", {"query": question})
                search_ms.append((time.perf_counter() - started) * 1000)
                hits = [] if result.is_error else result.structured_content["results"]
                empty += not hits
                for hit in hits[:2]:
                    started = time.perf_counter()
                    doc = await client.call_tool("fetch", {"id": hit["id"], "max_chars": 4000})
                    fetch_ms.append((time.perf_counter() - started) * 1000)
                    fetched += 1
                    body_ok = (
                        not doc.is_error
                        and bool(doc.structured_content.get("text"))
                        and json.loads(doc.content[0].text) == doc.structured_content
                    )
                    delivered += body_ok
    return {
        "protocol": mode,
        "searches": len(search_ms),
        "search_p50_ms": round(statistics.median(search_ms), 2),
        "search_p95_ms": round(_percentile(search_ms, 0.95), 2),
        "fetches": len(fetch_ms),
        "fetch_p50_ms": round(statistics.median(fetch_ms), 2),
        "fetch_p95_ms": round(_percentile(fetch_ms, 0.95), 2),
        "empty_search_share": round(empty / len(search_ms), 4),
        "fetch_body_share": round(delivered / fetched, 4) if fetched else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", action="store_true", help="bench the synthetic sample index")
    parser.add_argument("--redis-url", help=f"default unix://{FULL_REDIS}")
    parser.add_argument("--questions", type=Path, default=GOLDEN)
    parser.add_argument("--limit", type=int, default=200, help="at most this many questions")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    questions = list(SAMPLE_QUERIES) if args.sample else _questions(args.questions, args.limit)
    with (
        _redis(args.sample, args.redis_url) as url,
        running_http_server(url, env=ONE_BUSY_CALLER) as server,
    ):
        report: dict[str, Any] = {
            "index": "sample" if args.sample else url,
            "questions": len(questions),
            "start_to_ready_s": round(server.started_in_s, 2),
            "runs": [
                anyio.run(_measure, server, questions, mode, args.rounds)
                for mode in ("legacy", "auto")
            ],
            "server_rss_mb": round(_rss_mb(server.process.pid), 1),
        }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
