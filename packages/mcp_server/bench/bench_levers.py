"""Each latency lever of ``DocsReader.search`` measured against its absence, in one run.

    uv run python packages/mcp_server/bench/bench_levers.py --url unix:///work/idx-latency/redis.sock

Per question, in alternating order so drift on a shared machine hits both sides alike:
``every leg sent`` (the plain pipeline of before) and ``distinct legs once`` (``DistinctPipeline``),
both with the query vectors already cached and the result cache cleared, so they time Redis and
Python only; ``repeat`` (the result cache answers); ``cold`` (nothing cached: embedding, legs,
hydration). Each also reports CPU per search: this process (``time.process_time``, ONNX threads
included) and Redis (``INFO cpu``; only this bench should use that Redis). Embedding alone is
timed with one and with two ONNX threads. Prints JSON (ms).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from pathlib import Path
from typing import Any

import redis
from docs_core.embedding import OnnxMiniLM
from docs_core.retrieval import DocsReader
from docs_core.retrieval import reader as reader_module
from docs_core.retrieval.capabilities import on_latest_view
from docs_core.retrieval.legs import query_strings
from docs_core.retrieval.pipelining import DistinctPipeline

# The project's own dev questions; pass --questions for another set (the two dev files together
# were measured in spec/011).
BOTH = Path(__file__).resolve().parents[3] / "packages/eval/datasets/dev-project.jsonl"
# The name the reader builds its leg pipeline from; swapped to time the plain pipeline.
_SEAM = "DistinctPipeline"


class _EveryCommand:
    """The pipeline as it was before ``DistinctPipeline``: every queued command is sent."""

    def __init__(self, client: Any, *, views: Any = None) -> None:
        self._pipe = client.pipeline(transaction=False)
        self._views = views

    def execute_command(self, *args: Any, **options: Any) -> None:
        self._pipe.execute_command(*(on_latest_view(args) if self._views else args), **options)

    async def execute(self, pending: Any = None) -> list[Any]:
        if pending is not None:
            raise ValueError("timed with the query vectors cached: nothing may be pending")
        return list(await self._pipe.execute())


def _stats(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "n": len(values),
        "p50": round(statistics.median(ordered), 2),
        "p95": round(ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))], 2),
        "mean": round(statistics.fmean(ordered), 2),
    }


_CPU: dict[str, list[float]] = {}


def _redis_cpu_s(client: redis.Redis) -> float:
    info = client.info("cpu")
    return float(info["used_cpu_user"]) + float(info["used_cpu_sys"])


async def _timed(reader: DocsReader, question: str, name: str, probe: redis.Redis) -> float:
    redis_before, own_before = _redis_cpu_s(probe), time.process_time()
    started = time.perf_counter()
    await reader.search(question)
    elapsed = (time.perf_counter() - started) * 1000
    cpu = _CPU.setdefault(name, [0.0, 0.0, 0])
    cpu[0] += time.process_time() - own_before
    cpu[1] += _redis_cpu_s(probe) - redis_before
    cpu[2] += 1
    return elapsed


async def _levers(reader: DocsReader, questions: list[str], probe: redis.Redis) -> dict[str, Any]:
    times: dict[str, list[float]] = {"every leg sent": [], "distinct legs once": []}
    times["repeat"], times["cold"] = [], []
    pipelines = {"every leg sent": _EveryCommand, "distinct legs once": DistinctPipeline}
    results = reader._results
    for i, question in enumerate(questions):
        reader._query_vectors._entries.clear()
        results._entries.clear()
        times["cold"].append(await _timed(reader, question, "cold", probe))
        names = list(pipelines) if i % 2 == 0 else list(reversed(pipelines))
        for name in names:
            setattr(reader_module, _SEAM, pipelines[name])
            results._entries.clear()
            times[name].append(await _timed(reader, question, name, probe))
        setattr(reader_module, _SEAM, DistinctPipeline)
        times["repeat"].append(await _timed(reader, question, "repeat", probe))
    return {
        name: {
            **_stats(values),
            "reader_cpu_ms": round(_CPU[name][0] * 1000 / _CPU[name][2], 2),
            "redis_cpu_ms": round(_CPU[name][1] * 1000 / _CPU[name][2], 2),
        }
        for name, values in times.items()
    }


def _embedding(questions: list[str], tuning: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for threads in (1, 2):
        embedder = OnnxMiniLM(threads=threads)
        for question in questions[:5]:
            embedder.embed([question])
        one: list[float] = []
        both: list[float] = []
        for question in questions:
            strings = query_strings(question, (), tuning)
            started = time.perf_counter()
            embedder.embed(strings[:1])
            one.append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            embedder.embed(strings)
            both.append((time.perf_counter() - started) * 1000)
        out[f"{threads} thread(s)"] = {"query only": _stats(one), "query + alternate": _stats(both)}
    return out


async def _main(args: argparse.Namespace) -> None:
    rows = [json.loads(line) for line in args.questions.read_text().splitlines() if line.strip()]
    questions = [row["question"] for row in rows][: args.limit]
    reader = await DocsReader.connect(args.url)
    probe = redis.Redis.from_url(args.url)
    try:
        for question in ("warm up the pool", "warm up the model once more"):
            await reader.search(question)
        report = {
            "url": args.url,
            "questions": len(questions),
            "search_ms": await _levers(reader, questions, probe),
            "embedding_ms": _embedding(questions, reader.tuning),
        }
    finally:
        probe.close()
        await reader.aclose()
    print(json.dumps(report, indent=2))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", default="unix:///work/fullidx/redis.sock")
    parser.add_argument("--questions", type=Path, default=BOTH)
    parser.add_argument("--limit", type=int, default=134)
    asyncio.run(_main(parser.parse_args()))


if __name__ == "__main__":
    main()
