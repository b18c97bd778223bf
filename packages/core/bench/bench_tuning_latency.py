"""Cold search latency of one tuning against the defaults, in one process, in one run.

    DOCS_EMBED_THREADS=1 uv run python packages/core/bench/bench_tuning_latency.py \
        --url unix:///work/idx/redis.sock --questions /work/runs/both.jsonl \
        --set alternate_vectors=false

Two readers, each with its own caches: every question is new to both, so every search is cold
(embedding, legs, hydration), as a question an agent has not asked before. Per question the two
run back to back, the order alternating, so drift on a shared machine hits both alike; the
figure to trust is the median of the per-question ratios. Also reports each side's CPU time
(this process: event loop and ONNX) and Redis's (``INFO cpu``; only this bench should use that
Redis for the figure to mean anything). Prints JSON (ms).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import redis
from docs_core.retrieval import DocsReader, SearchTuning
from retrieval_bench import _parse_override


def _redis_cpu_s(client: redis.Redis) -> float:
    info = client.info("cpu")
    return float(info["used_cpu_sys"]) + float(info["used_cpu_user"])


def _summary(wall: list[float], cpu: float, redis_cpu: float) -> dict[str, float]:
    ordered = sorted(wall)
    return {
        "p50_ms": round(statistics.median(ordered) * 1000, 2),
        "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))] * 1000, 2),
        "process_cpu_ms_per_search": round(cpu / len(wall) * 1000, 2),
        "redis_cpu_ms_per_search": round(redis_cpu / len(wall) * 1000, 2),
    }


async def run(args: argparse.Namespace) -> dict[str, Any]:
    lines = Path(args.questions).read_text().splitlines()
    questions = [json.loads(line)["question"] for line in lines if line][: args.limit]
    tuned = replace(SearchTuning(), **dict(_parse_override(s) for s in args.set))
    sides = {
        "defaults": await DocsReader.connect(args.url),
        "tuned": await DocsReader.connect(args.url, tuning=tuned),
    }
    stats = redis.Redis.from_url(args.url)
    wall: dict[str, list[float]] = {name: [] for name in sides}
    cpu = dict.fromkeys(sides, 0.0)
    redis_cpu = dict.fromkeys(sides, 0.0)
    try:
        for reader in sides.values():
            await reader.search("warm up the model and the connections")
        for i, question in enumerate(questions):
            order = list(sides) if i % 2 == 0 else list(reversed(sides))
            for name in order:
                redis_before = _redis_cpu_s(stats)
                cpu_before, started = time.process_time(), time.perf_counter()
                await sides[name].search(question)
                wall[name].append(time.perf_counter() - started)
                cpu[name] += time.process_time() - cpu_before
                redis_cpu[name] += _redis_cpu_s(stats) - redis_before
    finally:
        for reader in sides.values():
            await reader.aclose()
        stats.close()
    ratios = [t / d for t, d in zip(wall["tuned"], wall["defaults"], strict=True)]
    return {
        "questions": len(questions),
        "tuning": args.set,
        "defaults": _summary(wall["defaults"], cpu["defaults"], redis_cpu["defaults"]),
        "tuned": _summary(wall["tuned"], cpu["tuned"], redis_cpu["tuned"]),
        "median_ratio_tuned_over_defaults": round(statistics.median(ratios), 3),
        "median_paired_diff_ms": round(
            statistics.median(t - d for t, d in zip(wall["tuned"], wall["defaults"], strict=True))
            * 1000,
            2,
        ),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--questions", type=Path, required=True)
    parser.add_argument("--limit", type=int, default=1000)
    parser.add_argument("--set", action="append", default=[], help="tuning NAME=VALUE")
    print(json.dumps(asyncio.run(run(parser.parse_args())), indent=2))


if __name__ == "__main__":
    main()
