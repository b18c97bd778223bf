"""Paired in-process cost of the learned ranker per question (spec/011, "Learned ranker").

    uv run python packages/core/bench/ranker_latency.py --url unix:///work/idx/redis.sock \
        --golden /work/runs/both.jsonl [--set ranker_weight=0.5]

For each question the legs run once (``DocsReader._leg_results``, vectors cached), then the page
ranking of those same results is timed with the ranker off and on, alternating, ``--reps``
times each; the per-question medians give the paired difference. The legs and hydration are
the same either way, so this is the whole added cost. Prints the median, p95 and max of the
per-question differences and the median off/on ranking time.
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

from docs_core.retrieval import DocsReader, SearchTuning
from docs_core.retrieval.ranking import page_scores
from docs_core.retrieval.textquery import checked_query
from docs_core.retrieval.variants import query_strings


def _timed(results: Any, query: str, tuning: SearchTuning) -> float:
    start = time.perf_counter()
    page_scores(results, query, tuning)
    return (time.perf_counter() - start) * 1000


async def run(args: argparse.Namespace) -> dict[str, float]:
    on = SearchTuning(learned_ranker=True)
    for pair in args.set:
        name, _, value = pair.partition("=")
        on = replace(on, **{name: type(getattr(on, name))(json.loads(value))})
    off = replace(on, learned_ranker=False)
    reader = await DocsReader.connect(args.url, tuning=off)
    diffs: list[float] = []
    offs: list[float] = []
    try:
        with Path(args.golden).open(encoding="utf-8") as lines:
            questions = [json.loads(line)["question"] for line in lines if line.strip()]
        for question in questions:
            strings = query_strings(checked_query(question), (), off)
            results, _ = await reader._leg_results(strings, None, None, None)
            off_ms, on_ms = [], []
            for _ in range(args.reps):
                off_ms.append(_timed(results, strings[0], off))
                on_ms.append(_timed(results, strings[0], on))
            offs.append(statistics.median(off_ms))
            diffs.append(statistics.median(on_ms) - statistics.median(off_ms))
    finally:
        await reader.aclose()
    diffs.sort()
    return {
        "questions": len(diffs),
        "median_diff_ms": round(statistics.median(diffs), 3),
        "p95_diff_ms": round(diffs[int(0.95 * (len(diffs) - 1))], 3),
        "max_diff_ms": round(diffs[-1], 3),
        "median_off_ms": round(statistics.median(offs), 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="unix:///work/idx/redis.sock")
    parser.add_argument("--golden", default="/work/runs/both.jsonl")
    parser.add_argument("--reps", type=int, default=15)
    parser.add_argument("--set", action="append", default=[], help="SearchTuning field=value")
    print(json.dumps(asyncio.run(run(parser.parse_args()))))


if __name__ == "__main__":
    main()
