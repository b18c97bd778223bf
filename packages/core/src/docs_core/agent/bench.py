"""Ask-pipeline benchmark (not a test): ``python -m docs_core.agent.bench --url URL``.

Deterministic path: latency p50/p95 over the golden questions, tool calls per question, and
abstention by group (``none`` should abstain, the rest should not). Model path: the same
questions driven by the scripted local model server; framework overhead per step is wall time
minus time spent inside retrieval, divided by model steps, minus one bare HTTP round trip
to the scripted server.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import httpx

from docs_core.agent.loop import ask
from docs_core.agent.providers import make_provider
from docs_core.agent.settings import AgentSettings
from docs_core.retrieval import DocsReader
from docs_core.testing import FakeModelServer, ScriptedCall, ScriptedTurn


class _TimedReader:
    """Delegates to the reader and adds up the wall time during which any call was in flight
    (parallel calls overlap, so their durations are not summed)."""

    def __init__(self, reader: DocsReader):
        self._reader = reader
        self.seconds = 0.0
        self._active = 0
        self._since = 0.0

    def __getattr__(self, name: str) -> Any:
        target = getattr(self._reader, name)

        async def timed(*args: Any, **kwargs: Any) -> Any:
            if self._active == 0:
                self._since = time.perf_counter()
            self._active += 1
            try:
                return await target(*args, **kwargs)
            finally:
                self._active -= 1
                if self._active == 0:
                    self.seconds += time.perf_counter() - self._since

        return timed


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def _deterministic(reader: DocsReader, rows: list[dict[str, Any]]) -> dict[str, Any]:
    await ask("warm up", reader=reader)
    latencies, calls = [], []
    abstained: dict[str, Counter[bool]] = defaultdict(Counter)
    for row in rows:
        started = time.perf_counter()
        result = await ask(row["question"], reader=reader)
        latencies.append((time.perf_counter() - started) * 1000)
        calls.append(result.tool_calls)
        abstained[row["group"]][result.abstained] += 1
    return {
        "questions": len(rows),
        "p50_ms": round(statistics.median(latencies), 1),
        "p95_ms": round(_percentile(latencies, 0.95), 1),
        "max_ms": round(max(latencies), 1),
        "tool_calls_mean": round(statistics.mean(calls), 2),
        "abstained_by_group": {g: f"{c[True]}/{c[True] + c[False]}" for g, c in abstained.items()},
    }


def _script(question: str) -> list[ScriptedTurn]:
    return [
        ScriptedTurn(calls=(ScriptedCall("search_pages", {"query": question[:400]}),)),
        ScriptedTurn(calls=(ScriptedCall("search_chunks", {"query": question[:400]}),)),
        ScriptedTurn(text="Scripted answer."),
    ]


async def _round_trip_ms() -> float:
    """Median time of one bare request to the scripted server (HTTP, not our code)."""
    with FakeModelServer([], repeat_last=False) as server:
        async with httpx.AsyncClient() as client:
            times = []
            for _ in range(30):
                started = time.perf_counter()
                await client.post(f"{server.openai_url}/chat/completions", json={"messages": []})
                times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


async def _model(reader: DocsReader, rows: list[dict[str, Any]]) -> dict[str, Any]:
    overheads, steps, calls = [], [], []
    round_trip = await _round_trip_ms()
    for row in rows:
        with FakeModelServer(_script(row["question"])) as server:
            settings = AgentSettings(provider="openai", base_url=server.openai_url, name="bench")
            provider = make_provider(settings)
            timed = _TimedReader(reader)
            started = time.perf_counter()
            result = await ask(row["question"], reader=timed, settings=settings, provider=provider)
            wall = time.perf_counter() - started
            if provider is not None:
                await provider.aclose()
        if result.steps:
            overheads.append((wall - timed.seconds) * 1000 / result.steps - round_trip)
        steps.append(result.steps)
        calls.append(result.tool_calls)
    return {
        "questions": len(rows),
        "model_round_trip_ms": round(round_trip, 2),
        "overhead_per_step_ms_p50": round(statistics.median(overheads), 2),
        "overhead_per_step_ms_p95": round(_percentile(overheads, 0.95), 2),
        "steps_mean": round(statistics.mean(steps), 2),
        "tool_calls_mean": round(statistics.mean(calls), 2),
    }


async def _main(url: str, golden: Path, model: bool) -> dict[str, Any]:
    rows = [json.loads(line) for line in golden.read_text().splitlines() if line.strip()]
    reader = await DocsReader.connect(url)
    try:
        report = {"deterministic": await _deterministic(reader, rows)}
        if model:
            report["model_scripted"] = await _model(reader, rows)
        return report
    finally:
        await reader.aclose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--url", required=True, help="Redis URL holding a published index")
    parser.add_argument("--golden", type=Path, default=Path("../shared/golden/dev.jsonl"))
    parser.add_argument("--no-model", action="store_true", help="Skip the scripted model run")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(_main(args.url, args.golden, not args.no_model)), indent=2))


if __name__ == "__main__":
    main()
