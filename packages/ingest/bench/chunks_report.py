"""Parse and chunk the whole corpus without embedding and say how well the chunks hold together
(spec/005-ingest.md, "Sections and windows"). Not a test; reads files only, no Redis.

    uv run python packages/ingest/bench/chunks_report.py --source /work/shared/redis-docs \
        [--json] [--show KIND] [--limit N]

Prints the chunk count, the size distribution, and the chunks with an odd number of code fence
lines, starting inside a table without its header row, under 40 characters (on a page with more
than one chunk), and with raw HTML tags outside code, each with its share. ``--show`` lists
the ids and text of some chunks of one kind (odd_fences, headless_table_starts, short,
raw_html).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import Counter
from pathlib import Path
from typing import Any

from docs_core.keys import Entity
from docs_core.schema import Chunk
from docs_ingest.chunk_quality import (
    chunk_quality,
    has_raw_html,
    odd_fences,
    short_chunk,
    starts_in_headless_table,
)
from docs_ingest.chunking import ChunkingConfig
from docs_ingest.parse import parse_all
from docs_ingest.progress import Reporter

_KINDS = {
    "odd_fences": odd_fences,
    "headless_table_starts": starts_in_headless_table,
    "short": short_chunk,
    "raw_html": has_raw_html,
}


def _percentile(sizes: list[int], share: float) -> int:
    return sizes[min(len(sizes) - 1, int(share * len(sizes)))]


def chunks_of(source: Path) -> tuple[list[Chunk], float]:
    started = time.perf_counter()
    parsed = parse_all(source, ChunkingConfig(), Reporter(enabled=False))
    chunks = [r.record for r in parsed.records if r.entity == Entity.CHUNK]
    return [c for c in chunks if isinstance(c, Chunk)], time.perf_counter() - started


def report(chunks: list[Chunk], seconds: float) -> dict[str, Any]:
    quality = chunk_quality((c.page_id, c.text) for c in chunks)
    sizes = sorted(len(c.text) for c in chunks)
    total = max(1, quality.chunks)
    counts = {
        "odd_fences": quality.odd_fences,
        "headless_table_starts": quality.headless_table_starts,
        "short": quality.short,
        "raw_html": quality.raw_html,
    }
    per_page = Counter(c.page_id for c in chunks)
    return {
        "seconds": round(seconds, 2),
        "pages": len(per_page),
        "chunks": quality.chunks,
        "counts": counts,
        "shares": {k: round(100 * v / total, 2) for k, v in counts.items()},
        "short_only_chunk_of_page": sum(
            1 for c in chunks if per_page[c.page_id] == 1 and short_chunk(c.text)
        ),
        "size": {
            "mean": round(statistics.fmean(sizes)) if sizes else 0,
            "p5": _percentile(sizes, 0.05),
            "median": _percentile(sizes, 0.5),
            "p95": _percentile(sizes, 0.95),
            "max": sizes[-1] if sizes else 0,
            "over_1500": sum(1 for s in sizes if s > 1500),
        },
    }


def _print(figures: dict[str, Any]) -> None:
    print(f"pages {figures['pages']:,}, chunks {figures['chunks']:,} ({figures['seconds']} s)")
    for kind, count in figures["counts"].items():
        print(f"  {kind:<22} {count:>6,}  {figures['shares'][kind]:5.2f} %")
    print(f"  short, only chunk of its page: {figures['short_only_chunk_of_page']}")
    size = figures["size"]
    print(
        f"size: mean {size['mean']}, p5 {size['p5']}, median {size['median']}, "
        f"p95 {size['p95']}, max {size['max']}, over 1,500: {size['over_1500']}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source", type=Path, default=Path("/work/shared/redis-docs"))
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--show", choices=sorted(_KINDS))
    parser.add_argument("--limit", type=int, default=10)
    args = parser.parse_args()
    chunks, seconds = chunks_of(args.source)
    figures = report(chunks, seconds)
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        _print(figures)
    if args.show:
        test = _KINDS[args.show]
        for chunk in [c for c in chunks if test(c.text)][: args.limit]:
            print(f"\n=== {chunk.id} ({len(chunk.text)} chars)\n{chunk.text}")


if __name__ == "__main__":
    main()
