"""Measure the ingest budgets on a real corpus (spec/005-ingest.md, ING-016). Not a test.

    uv run python packages/ingest/bench/bench_ingest.py --source /work/corpus-copy \
        --data-dir /work/data-full --edit develop/reference/eviction/index.md

Runs, against the embedded Redis of DATA_DIR (already holding a full index of SOURCE):
1. an unchanged re-run (mode, seconds, records embedded);
2. a one-page edit: appends a sentence with a unique token to EDIT inside SOURCE (a copy, never
   the shared corpus), re-runs, and measures until a reader's full-text query finds the token;
3. the revert of that edit. Prints JSON with the figures and the peak RSS of this process.
"""

from __future__ import annotations

import argparse
import json
import resource
import time
import uuid
from pathlib import Path

import redis
from docs_core.embedded import ensure_embedded
from docs_core.schema import ALIASES, Entity
from docs_ingest.pipeline import run_ingest


def _visible(client: redis.Redis, token: str) -> bool:
    result = client.execute_command(
        "FT.SEARCH", ALIASES[Entity.CHUNK], f"@text:{token}", "NOCONTENT", "DIALECT", "2"
    )
    total = result.get(b"total_results", 0) if isinstance(result, dict) else result[0]
    return int(total) > 0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", type=Path, required=True)
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--edit", default="develop/reference/eviction/index.md")
    args = parser.parse_args()
    if str(args.source.resolve()).startswith("/work/shared"):
        raise SystemExit("refusing to edit the shared corpus; pass a copy")
    client = redis.Redis.from_url(ensure_embedded(args.data_dir).url)
    report: dict[str, object] = {}

    start = time.perf_counter()
    unchanged = run_ingest(args.source, [client])
    report["unchanged"] = {
        "seconds": round(time.perf_counter() - start, 2),
        "mode": unchanged.targets[0].mode,
        "embedded": unchanged.embedded,
        "stages": unchanged.seconds,
    }

    page = args.source / "content" / args.edit
    original = page.read_text(encoding="utf-8")
    token = "benchtoken" + uuid.uuid4().hex[:8]
    page.write_text(original + f"\n\nA benchmark sentence {token}.\n", encoding="utf-8")
    try:
        start = time.perf_counter()
        edited = run_ingest(args.source, [client])
        deadline = time.monotonic() + 30
        while not _visible(client, token) and time.monotonic() < deadline:
            time.sleep(0.02)
        report["one_page_edit"] = {
            "seconds_to_visible": round(time.perf_counter() - start, 2),
            "visible": _visible(client, token),
            "mode": edited.targets[0].mode,
            "upserts": edited.targets[0].upserts,
            "embedded": edited.embedded,
            "stages": edited.seconds,
        }
    finally:
        page.write_text(original, encoding="utf-8")
    start = time.perf_counter()
    reverted = run_ingest(args.source, [client])
    report["revert"] = {
        "seconds": round(time.perf_counter() - start, 2),
        "mode": reverted.targets[0].mode,
        "embedded": reverted.embedded,
        "token_gone": not _visible(client, token),
    }
    report["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
