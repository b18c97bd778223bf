"""Search latency over MCP, cold and repeated, the engine's own time, and CPU per search under
16 concurrent clients (spec/011, "Latency").

    uv run python packages/mcp_server/bench/bench_search_latency.py \
        --redis-url unix:///work/fullidx/redis.sock [--clients 16] [--seconds 30]

``docs-mcp serve`` (one worker, per-client limits off: ``DOCS_MCP_LIMITS_ENABLED=false``)
against a published index; the real SDK client over streamable HTTP, protocol as negotiated
by ``mode="auto"`` (reported). Cold = a query the server has not seen (no cached vector, no
cached result); repeated = the same queries again. The engine figures come from a ``DocsReader`` in this process (cold, cold with the
query vectors cached, repeated). Under load, each of ``--clients`` clients sends searches back
to back; CPU is utime+stime from ``/proc/<pid>/stat`` of the server process (and its children)
plus the Redis server, over the window, divided by the searches completed. Prints JSON.
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

import anyio
import redis
from docs_core.retrieval import DocsReader
from docs_mcp.testing import ONE_BUSY_CALLER, RunningServer, running_http_server
from mcp import Client

# The project's own dev questions; pass --questions for another set (the two dev files together
# were measured in spec/011).
BOTH = Path(__file__).resolve().parents[3] / "packages/eval/datasets/dev-project.jsonl"
# Appended to a question to make a query nobody sent before (a cold search) that still reads
# like one; each adds a real term, so legs and embedding run in full.
_COLD_SUFFIXES = (
    "in redis", "example", "docs", "how to", "guide", "configuration", "best practice",
    "tutorial", "reference", "explained", "with python", "in production", "limits",
    "performance", "step by step", "for beginners", "details", "overview", "options", "usage",
)  # fmt: skip
_TICKS = os.sysconf("SC_CLK_TCK")


def _stats(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    if not ordered:
        return {"n": 0}
    return {
        "n": len(ordered),
        "p50": round(statistics.median(ordered), 2),
        "p95": round(ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))], 2),
        "mean": round(statistics.fmean(ordered), 2),
    }


def _cpu_s(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / _TICKS


def _tree(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except OSError:
                continue
            children.setdefault(parent, []).append(int(entry.name))
    out, todo = [], [pid]
    while todo:
        current = todo.pop()
        out.append(current)
        todo += children.get(current, [])
    return out


def _cpu_of(pids: list[int]) -> float:
    total = 0.0
    for pid in pids:
        try:
            total += _cpu_s(pid)
        except OSError:
            continue
    return total


async def _sequential(server: RunningServer, questions: list[str], rounds: int) -> dict[str, Any]:
    cold: list[float] = []
    repeated: list[float] = []
    async with Client(server.mcp_url, mode="auto") as client:
        protocol = client.protocol_version
        for warm in ("warm up the server", "warm up the model"):
            await client.call_tool("search", {"query": warm})
        for target, passes in ((cold, 1), (repeated, rounds)):
            for _ in range(passes):
                for question in questions:
                    started = time.perf_counter()
                    result = await client.call_tool("search", {"query": question})
                    target.append((time.perf_counter() - started) * 1000)
                    if result.is_error:
                        raise SystemExit(f"search failed: {result.content}")
    return {"protocol": protocol, "cold_ms": _stats(cold), "repeated_ms": _stats(repeated)}


async def _client_loop(
    url: str, queries: list[str], deadline: float, latencies: list[float], errors: list[str]
) -> None:
    async with Client(url, mode="auto") as client:
        i = 0
        while time.monotonic() < deadline:
            query = queries[i % len(queries)]
            i += 1
            started = time.perf_counter()
            try:
                result = await client.call_tool("search", {"query": query})
            except Exception as exc:  # a refused call is counted, the load goes on
                errors.append(repr(exc)[:200])
                continue
            latencies.append((time.perf_counter() - started) * 1000)
            if result.is_error:
                errors.append(str(result.content)[:200])


async def _load(
    server: RunningServer, redis_pid: int, queries: list[list[str]], seconds: float
) -> dict[str, Any]:
    latencies: list[float] = []
    errors: list[str] = []
    pids = _tree(server.process.pid)
    cpu_server, cpu_redis = _cpu_of(pids), _cpu_s(redis_pid)
    started = time.monotonic()
    async with anyio.create_task_group() as group:
        for mine in queries:
            group.start_soon(
                _client_loop, server.mcp_url, mine, started + seconds, latencies, errors
            )
    wall = time.monotonic() - started
    server_s = _cpu_of(pids) - cpu_server
    redis_s = _cpu_s(redis_pid) - cpu_redis
    searches = len(latencies)
    return {
        "clients": len(queries),
        "seconds": round(wall, 1),
        "searches": searches,
        "errors": len(errors),
        "first_error": errors[0] if errors else None,
        "searches_per_s": round(searches / wall, 1),
        "latency_ms": _stats(latencies),
        "cpu_ms_per_search": {
            "server": round(server_s * 1000 / max(searches, 1), 2),
            "redis": round(redis_s * 1000 / max(searches, 1), 2),
            "together": round((server_s + redis_s) * 1000 / max(searches, 1), 2),
        },
        "cores_busy": round((server_s + redis_s) / wall, 2),
    }


async def _engine(url: str, questions: list[str], rounds: int) -> dict[str, Any]:
    reader = await DocsReader.connect(url)
    cold: list[float] = []
    cold_vectors_cached: list[float] = []
    repeated: list[float] = []
    try:
        await reader.search("warm up the engine")
        for question in questions:
            started = time.perf_counter()
            await reader.search(question)
            cold.append((time.perf_counter() - started) * 1000)
        reader._results._entries.clear()
        for question in questions:
            started = time.perf_counter()
            await reader.search(question)
            cold_vectors_cached.append((time.perf_counter() - started) * 1000)
        for _ in range(rounds):
            for question in questions:
                started = time.perf_counter()
                await reader.search(question)
                repeated.append((time.perf_counter() - started) * 1000)
    finally:
        await reader.aclose()
    return {
        "cold_ms": _stats(cold),
        "cold_vectors_cached_ms": _stats(cold_vectors_cached),
        "repeated_ms": _stats(repeated),
    }


def _cold_queries(questions: list[str], clients: int) -> list[list[str]]:
    variants = [f"{q} {suffix}" for suffix in _COLD_SUFFIXES for q in questions]
    return [variants[i::clients] for i in range(clients)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--redis-url", default="unix:///work/fullidx/redis.sock")
    parser.add_argument("--questions", type=Path, default=BOTH)
    parser.add_argument("--limit", type=int, default=134)
    parser.add_argument("--rounds", type=int, default=2, help="repeated passes")
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=30.0, help="per load phase")
    parser.add_argument("--skip", nargs="*", default=[], choices=["sequential", "engine", "load"])
    parser.add_argument("--env", nargs="*", default=[], help="extra NAME=VALUE for the server")
    args = parser.parse_args()
    rows = [json.loads(line) for line in args.questions.read_text().splitlines() if line.strip()]
    questions = [row["question"] for row in rows][: args.limit]
    client = redis.Redis.from_url(args.redis_url)
    try:
        redis_pid = int(client.info("server")["process_id"])
    finally:
        client.close()
    env = {**ONE_BUSY_CALLER, "DOCS_MCP_LIMITS_ENABLED": "false"}
    env.update(dict(pair.split("=", 1) for pair in args.env))
    report: dict[str, Any] = {
        "index": args.redis_url,
        "questions": len(questions),
        "server_env": args.env,
    }
    if "engine" not in args.skip:
        report["engine"] = asyncio.run(_engine(args.redis_url, questions, args.rounds))
    with running_http_server(args.redis_url, env=env, ready_timeout_s=300) as server:
        if "sequential" not in args.skip:
            report["mcp_sequential"] = anyio.run(_sequential, server, questions, args.rounds)
        if "load" not in args.skip:
            report["load_cold"] = anyio.run(
                _load, server, redis_pid, _cold_queries(questions, args.clients), args.seconds
            )
            repeated = [questions[i :: args.clients] for i in range(args.clients)]
            report["load_repeated"] = anyio.run(_load, server, redis_pid, repeated, args.seconds)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
