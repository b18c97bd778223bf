"""Round trip of every id form fetch forgives, over every command page of a published index.

    DOCS_REDIS_URL=unix:///work/fullidx/redis.sock uv run python packages/core/bench/bench_ids.py

For each command page: its redis.io URL (with and without the trailing slash, ``.md``,
``#anchor``, ``http://``, without ``/latest``), the site path, the id with a trailing slash, the
command name upper- and lower-case, ``commands/NAME``, the spaced name (``CLIENT KILL``), each
section anchor (``<id>#<anchor>``) and each Hugo alias. Reports the share that fetch resolves
to the canonical id (spec/010 target: 100%), the time per form kind, and fetch p50 of canonical
ids through ``DocsReader.fetch`` and through the pre-resolver path in the same run. Read-only.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import time
from collections import defaultdict
from collections.abc import Sequence
from typing import Any
from urllib.parse import quote

import numpy as np
from docs_core.errors import DocsError
from docs_core.ids import parse_id
from docs_core.keys import Entity, record_key
from docs_core.models import FetchedDoc
from docs_core.retrieval import DocsReader
from docs_core.retrieval.fetching import paged
from docs_core.retrieval.replies import as_str, stored_list

URL = "https://redis.io/docs/latest/"


class _NoEmbedder:
    """fetch never embeds; this keeps the bench from loading the model."""

    model_id = "none"
    dim = 384

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        raise AssertionError("fetch must not embed")


async def _legacy_fetch(reader: DocsReader, value: str) -> FetchedDoc:
    """The fetch path before forgiving ids: parse, read, page (the fast path to compare)."""
    doc_id = parse_id(value)
    parts = await reader._records.doc_parts(doc_id, fresh=False)
    assert parts is not None
    meta = await reader._live.meta()
    return paged(doc_id, parts, meta, offset=0, max_chars=20_000)


async def _command_pages(reader: DocsReader) -> list[dict[str, Any]]:
    client = reader._client
    version = await reader._live.version()
    reply = await client.execute_command(
        "FT.SEARCH", "docs_pages", "@doc_type:{command}", "NOCONTENT", "LIMIT", 0, 10_000
    )
    pages = []
    for key in sorted(as_str(k) for k in reply[1:]):
        page_id = key.split(":p:", 1)[1]
        chunk_ids, aliases = await client.hmget(key, ["chunk_ids", "aliases"])
        name = as_str(await client.hget(record_key(Entity.COMMAND, version, page_id), "name"))
        anchors = {c.split("#", 1)[1].split(":w", 1)[0] for c in stored_list(as_str(chunk_ids))}
        pages.append(
            {
                "id": page_id,
                "name": name,
                "anchors": sorted(a for a in anchors if not a.startswith("_")),
                "aliases": json.loads(as_str(aliases) or "[]"),
            }
        )
    return pages


def _forms(page: dict[str, Any]) -> list[tuple[str, str, str]]:
    """``(kind, form, expected canonical id)`` for one command page."""
    pid, name = page["id"], page["name"]
    leaf = pid.split("/", 1)[1]
    forms = [
        ("url", f"{URL}{pid}/", pid),
        ("url_no_slash", f"{URL}{pid}", pid),
        ("url_md", f"{URL}{pid}.md", pid),
        ("url_http", f"http://redis.io/docs/latest/{pid}/", pid),
        ("url_no_latest", f"https://redis.io/docs/{pid}/", pid),
        ("site_path", f"/docs/latest/{pid}/", pid),
        ("trailing_slash", f"{pid}/", pid),
        ("upper_leaf", leaf.upper(), pid),
        ("lower_leaf", leaf.lower(), pid),
        ("commands_upper", f"commands/{leaf.upper()}", pid),
    ]
    if name:
        forms.append(("name", name, pid))
        forms.append(("name_lower", name.lower(), pid))
    for anchor in page["anchors"]:
        forms.append(("anchor", f"{pid}#{anchor}", f"{pid}#{anchor}"))
        forms.append(("url_anchor", f"{URL}{pid}/#{anchor}", f"{pid}#{anchor}"))
    for alias in page["aliases"]:
        forms.append(("alias", alias, pid))
    return forms


async def _aliases(reader: DocsReader) -> tuple[int, int, list[float], list[Any]]:
    """Every Hugo alias of every page (not only command pages), fetched as written and as a
    redis.io URL (percent-encoded). An alias
    two pages claim, or one that is itself a page id, is not counted (no single answer)."""
    reply = await reader._client.execute_command(
        "FT.SEARCH", "docs_pages", "*", "RETURN", 1, "aliases", "LIMIT", 0, 100_000
    )
    claims: dict[str, set[str]] = defaultdict(set)
    written: dict[str, str] = {}
    for key, fields in zip(reply[1::2], reply[2::2], strict=True):
        page_id = as_str(key).split(":p:", 1)[1]
        for alias in json.loads(as_str(fields[1]) if fields else "[]"):
            path = alias.strip("/")
            claims[path].add(page_id)
            written[path] = alias
    page_ids = {as_str(k).split(":p:", 1)[1] for k in reply[1::2]}
    total, ok, times, misses = 0, 0, [], []
    for path, pages in sorted(claims.items()):
        if len(pages) > 1 or path in page_ids:
            continue
        expected = next(iter(pages))
        for form in (written[path], f"{URL}{quote(path)}/"):
            ms, result = await _timed(reader.fetch(form, max_chars=500))
            total += 1
            times.append(ms)
            got = result.id if isinstance(result, FetchedDoc) else repr(result)[:160]
            if got == expected:
                ok += 1
            else:
                misses.append((form, expected, got))
    return total, ok, times, misses


async def _timed(call: Any) -> tuple[float, Any]:
    start = time.perf_counter()
    try:
        result = await call
    except DocsError as exc:
        result = exc
    return (time.perf_counter() - start) * 1000, result


async def run(url: str) -> dict[str, Any]:
    reader = await DocsReader.connect(url, embedder=_NoEmbedder())
    try:
        pages = await _command_pages(reader)
        ok: dict[str, int] = defaultdict(int)
        total: dict[str, int] = defaultdict(int)
        times: dict[str, list[float]] = defaultdict(list)
        failures: list[tuple[str, str, str]] = []
        for page in pages:
            for kind, form, expected in _forms(page):
                ms, result = await _timed(reader.fetch(form, max_chars=500))
                total[kind] += 1
                times[kind].append(ms)
                got = result.id if isinstance(result, FetchedDoc) else repr(result)
                if got == expected:
                    ok[kind] += 1
                elif len(failures) < 20:
                    failures.append((form, expected, got[:160]))
        alias_total, alias_ok, alias_times, alias_misses = await _aliases(reader)
        canonical_now, canonical_before = [], []
        for _ in range(3):
            for page in pages:
                canonical_before.append((await _timed(_legacy_fetch(reader, page["id"])))[0])
                canonical_now.append((await _timed(reader.fetch(page["id"])))[0])
        return {
            "command_pages": len(pages),
            "forms": sum(total.values()),
            "resolved": sum(ok.values()),
            "by_kind": {
                kind: {
                    "n": total[kind],
                    "ok": ok[kind],
                    "p50_ms": round(statistics.median(times[kind]), 3),
                    "p95_ms": round(statistics.quantiles(times[kind], n=20)[-1], 3)
                    if len(times[kind]) > 1
                    else None,
                }
                for kind in total
            },
            "aliases_all_pages": {
                "n": alias_total,
                "ok": alias_ok,
                "p50_ms": round(statistics.median(alias_times), 3) if alias_times else None,
                "misses": alias_misses[:20],
            },
            "canonical_fetch_p50_ms": {
                "before": round(statistics.median(canonical_before), 3),
                "after": round(statistics.median(canonical_now), 3),
            },
            "failures": failures,
        }
    finally:
        await reader.aclose()


def main() -> None:
    url = os.environ.get("DOCS_REDIS_URL", "unix:///work/fullidx/redis.sock")
    report = asyncio.run(run(url))
    print(json.dumps(report, indent=2))
    share = report["resolved"] / report["forms"] if report["forms"] else 0.0
    print(f"resolved to the canonical id: {report['resolved']}/{report['forms']} ({share:.2%})")


if __name__ == "__main__":
    main()
