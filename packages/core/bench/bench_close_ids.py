"""CPU time of a missing id's close-id suggestions over every page id of a published index
(spec/001 ID-030).

    uv run python packages/core/bench/bench_close_ids.py --url unix:///work/idx4/redis.sock

Targets are page ids with up to four random edits and random printable strings (seeded), as a
mistyped or invented id reaches ``fetch``. Reports the table's one-off build and the CPU time
per suggestion (``IdNeighbours.closest``, what ``fetch`` of a missing page id runs in its worker
thread). Read-only. Prints JSON (ms).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import string
import time

from bench_ids import _NoEmbedder
from docs_core.retrieval import DocsReader
from docs_core.retrieval.closeids import IdNeighbours
from docs_core.retrieval.resolve import MAX_SUGGESTIONS


async def _page_ids(url: str) -> tuple[str, ...]:
    reader = await DocsReader.connect(url, embedder=_NoEmbedder())
    try:
        return await reader.page_ids()
    finally:
        await reader.aclose()


def _targets(ids: list[str], count: int, rng: random.Random) -> list[str]:
    def edited(text: str) -> str:
        chars = list(text)
        for _ in range(rng.randint(0, 4)):
            at = rng.randrange(len(chars) + 1)
            if rng.random() < 0.4 and at < len(chars):
                del chars[at]
            else:
                chars.insert(at, rng.choice(string.ascii_lowercase + "/-._"))
        return "".join(chars)

    made = [edited(rng.choice(ids)) for _ in range(count)]
    made += [
        "".join(rng.choice(string.printable) for _ in range(rng.randint(1, 90)))
        for _ in range(count // 6)
    ]
    return [*made, "x" * 400]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True, help="the index's Redis URL")
    parser.add_argument("--targets", type=int, default=300)
    args = parser.parse_args()
    ids = list(asyncio.run(_page_ids(args.url)))
    started = time.process_time()
    neighbours = IdNeighbours(ids)
    build = time.process_time() - started
    cpu: list[float] = []
    for target in _targets(ids, args.targets, random.Random(7)):
        started = time.process_time()
        neighbours.closest(target, MAX_SUGGESTIONS)
        cpu.append((time.process_time() - started) * 1000)
    ordered = sorted(cpu)
    print(
        json.dumps(
            {
                "page_ids": len(ids),
                "targets": len(cpu),
                "table_build_ms": round(build * 1000, 1),
                "cpu_ms_per_suggestion": {
                    "p50": round(statistics.median(ordered), 2),
                    "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 2),
                    "mean": round(statistics.fmean(ordered), 2),
                },
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
