"""Score DocsReader.search on golden questions: nDCG@10 and recall@5 per group, per mode.

    uv run python packages/core/bench/retrieval_bench.py --url unix:///work/data-full/redis.sock \
        --golden /work/shared/golden/dev.jsonl [--set rrf_k=20 --set per_page_cap=1]

Pages are de-duplicated keeping their first position; gains are primary 2, related 1 (linear);
recall counts primary pages only (the definitions docs-eval uses). Also prints engine latency
p50/p95 split into query embedding and Redis time. Prints markdown tables for spec/011.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import statistics
import time
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

from docs_core.retrieval import DocsReader, SearchTuning

MODES = ("hybrid", "text", "vector")


def _dedup(pages: list[str]) -> list[str]:
    return list(dict.fromkeys(pages))


def ndcg_at(pages: list[str], gains: dict[str, int], k: int) -> float:
    dcg = sum(gains.get(p, 0) / math.log2(i + 2) for i, p in enumerate(pages[:k]))
    ideal = sorted(gains.values(), reverse=True)[:k]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg else 0.0


def recall_at(pages: list[str], primary: list[str], k: int) -> float:
    return len(set(pages[:k]) & set(primary)) / len(primary) if primary else 0.0


def _parse_override(text: str) -> tuple[str, Any]:
    name, value = text.split("=", 1)
    kinds = {f.name: f.type for f in fields(SearchTuning)}
    if name not in kinds:
        raise SystemExit(f"unknown tuning field {name!r}; known: {sorted(kinds)}")
    kind = kinds[name]
    if kind in ("int", int):
        return name, int(value)
    if kind in ("float", float):
        return name, float(value)
    if kind in ("bool", bool):
        return name, value.lower() in ("1", "true", "yes")
    return name, value


async def run(args: argparse.Namespace) -> dict[str, Any]:
    questions = [json.loads(line) for line in Path(args.golden).read_text().splitlines() if line]
    answerable = [q for q in questions if q["primary"]]
    base = SearchTuning(**dict(_parse_override(o) for o in args.set))
    reader = await DocsReader.connect(args.url, tuning=base)
    results: dict[str, Any] = {}
    try:
        for mode in args.modes:
            engine = reader.with_tuning(replace(base, mode=mode))
            for q in answerable[:2]:
                await engine.search(q["question"], limit=args.limit)
            rows, redis_ms, embed_ms, empty = [], [], [], 0
            for q in answerable:
                started = time.perf_counter()
                engine._embedder.embed([q["question"]])
                embedded = time.perf_counter()
                hits = await engine.search(q["question"], limit=args.limit)
                done = time.perf_counter()
                embed_ms.append((embedded - started) * 1000)
                redis_ms.append((done - embedded) * 1000)
                empty += not hits
                pages = _dedup([h.page_id for h in hits])
                gains = {p: 1 for p in q.get("related", [])} | {p: 2 for p in q["primary"]}
                rows.append(
                    {
                        "qid": q["qid"],
                        "group": q["group"],
                        "ndcg10": ndcg_at(pages, gains, 10),
                        "recall5": recall_at(pages, q["primary"], 5),
                        "pages": pages,
                    }
                )
            results[mode] = {
                "rows": rows,
                "empty": empty,
                "embed_ms": embed_ms,
                "engine_ms": redis_ms,
            }
    finally:
        await reader.aclose()
    return results


def _pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100)[int(q) - 1] if len(values) > 1 else values[0]


def report(results: dict[str, Any]) -> str:
    lines = ["| mode | group | n | nDCG@10 | recall@5 |", "|---|---|---|---|---|"]
    for mode, data in results.items():
        rows = data["rows"]
        groups = sorted({r["group"] for r in rows})
        for group in [*groups, "all"]:
            subset = [r for r in rows if group in ("all", r["group"])]
            ndcg = statistics.mean(r["ndcg10"] for r in subset)
            recall = statistics.mean(r["recall5"] for r in subset)
            label = f"**{group}**" if group == "all" else group
            lines.append(f"| {mode} | {label} | {len(subset)} | {ndcg:.3f} | {recall:.3f} |")
    lines += [
        "",
        "| mode | empty | embed p50 ms | search p50 ms | search p95 ms | search minus embed p50 ms |",
        "|---|---|---|---|---|---|",
    ]
    for mode, data in results.items():
        lines.append(
            f"| {mode} | {data['empty']} | {_pct(data['embed_ms'], 50):.1f} | "
            f"{_pct(data['engine_ms'], 50):.1f} | {_pct(data['engine_ms'], 95):.1f} | "
            f"{_pct([t - e for t, e in zip(data['engine_ms'], data['embed_ms'], strict=True)], 50):.1f} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="unix:///work/data-full/redis.sock")
    parser.add_argument("--golden", default="/work/shared/golden/dev.jsonl")
    parser.add_argument("--limit", type=int, default=8)
    parser.add_argument("--modes", nargs="+", default=list(MODES), choices=MODES)
    parser.add_argument("--set", action="append", default=[], help="SearchTuning field=value")
    parser.add_argument("--dump", type=Path, help="write per-question rows as JSON here")
    args = parser.parse_args()
    results = asyncio.run(run(args))
    print(report(results))
    if args.dump:
        args.dump.write_text(json.dumps({m: d["rows"] for m, d in results.items()}, indent=1))


if __name__ == "__main__":
    main()
