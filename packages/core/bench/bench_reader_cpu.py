"""The reader's own wall and CPU time a search, with the query vectors already embedded.

    uv run python packages/core/bench/bench_reader_cpu.py --url unix:///work/idx/redis.sock \
        --questions /work/runs/all2.jsonl --warm /work/runs/p3.jsonl --passes 3

The ``--warm`` questions are searched first (the reader's caches hold what any running server
holds); then every question's vectors (respelt for the legs, as typed for a language search's
example legs) are embedded without searching, so the model run is out of the figures. The first
pass over ``--questions`` is every question's first search; each further pass clears the result
cache and searches them all again. Wall time includes waiting on Redis; CPU time
(``time.process_time``) is this process's alone. Compare code versions by running this
script on each, alternated, against one Redis process. Prints JSON, milliseconds a search.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from pathlib import Path

from docs_core.retrieval import DocsReader
from docs_core.retrieval.resultcache import ResultCache
from docs_core.retrieval.textquery import checked_query
from docs_core.retrieval.variants import query_strings


def _questions(path: Path | None) -> list[str]:
    if path is None:
        return []
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [row["question"] for row in rows]


async def _timed_pass(reader: DocsReader, questions: list[str]) -> dict[str, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    for question in questions:
        await reader.search(question)
    count = len(questions)
    return {
        "wall_ms": round((time.perf_counter() - wall) * 1000 / count, 3),
        "cpu_ms": round((time.process_time() - cpu) * 1000 / count, 3),
    }


async def run(args: argparse.Namespace) -> dict[str, object]:
    questions = _questions(args.questions)
    reader = await DocsReader.connect(args.url)
    try:
        for question in _questions(args.warm):
            await reader.search(question)
        for question in questions:
            # The legs embed the query respelt, a language search's example legs as typed.
            strings = query_strings(checked_query(question), (), reader.tuning)
            first = await reader._prepare.respelt(strings[0], reader.tuning)
            await reader._query_vectors.vectors([first, strings[0]], reader._embedder.embed)
        passes = []
        for _ in range(args.passes):
            reader._results = ResultCache()
            passes.append(await _timed_pass(reader, questions))
    finally:
        await reader.aclose()
    return {"questions": len(questions), "first_pass": passes[0], "later_passes": passes[1:]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--questions", type=Path, required=True)
    parser.add_argument("--warm", type=Path)
    parser.add_argument("--passes", type=int, default=3)
    args = parser.parse_args()
    if args.passes < 1:
        parser.error("--passes must be at least 1")
    print(json.dumps(asyncio.run(run(args)), indent=2))


if __name__ == "__main__":
    main()
