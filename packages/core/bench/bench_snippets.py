"""Snippets on word boundaries and repeated ``(url, title)`` pairs, over the dev questions.

    DOCS_REDIS_URL=unix:///work/fullidx/redis.sock uv run python packages/core/bench/bench_snippets.py \
        /work/shared/golden/dev.jsonl packages/eval/datasets/dev-*.jsonl

Runs ``DocsReader.search`` (8 hits, as the ``search`` tool asks) for every question, reads each
hit's source text (chunk text; page summary, else description; command syntax and summary),
locates the snippet in it and checks both cuts with ``is_word_boundary`` (spec/010 MCP-043,
target 100 %). Also counts result lists that repeat a ``(url, title)`` pair (MCP-042, target
0) and pairs of hits that share a page url but differ in title. With ``--corpus`` instead of
question files it snippets every chunk of the live index around the words of its heading and
checks the cuts the same way. Read-only; prints JSON.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Any

from docs_core.keys import Entity, record_key
from docs_core.models import SearchHit
from docs_core.retrieval import DocsReader
from docs_core.retrieval.replies import as_str
from docs_core.retrieval.snippets import ELLIPSIS, is_word_boundary, snippet

_SOURCE_FIELDS = {
    "chunk": (Entity.CHUNK, ("text",)),
    "page": (Entity.PAGE, ("summary", "description")),
    "command": (Entity.COMMAND, ("syntax", "summary")),
}


def _questions(paths: list[str]) -> list[str]:
    out: list[str] = []
    for path in paths:
        with Path(path).open(encoding="utf-8") as lines:
            out.extend(json.loads(line)["question"] for line in lines if line.strip())
    return out


async def _source(reader: DocsReader, hit: SearchHit) -> str:
    entity, fields = _SOURCE_FIELDS[hit.kind]
    version = await reader._live.version()
    values = [
        as_str(v) for v in await reader._client.hmget(record_key(entity, version, hit.id), fields)
    ]
    if hit.kind == "page":
        return (values[0] or values[1]).strip()
    if hit.kind == "command":
        return f"{values[0]}\n\n{values[1]}".strip()
    return values[0].strip()


async def main(paths: list[str]) -> dict[str, Any]:
    reader = await DocsReader.connect(os.environ["DOCS_REDIS_URL"])
    counts = {
        "questions": 0,
        "snippets": 0,
        "cut_snippets": 0,
        "located": 0,
        "on_word_boundaries": 0,
        "lists_repeating_url_title": 0,
        "hits_sharing_a_page_url_with_other_titles": 0,
    }
    misses: list[dict[str, str]] = []
    try:
        for question in _questions(paths):
            counts["questions"] += 1
            hits = await reader.search(question, limit=8)
            pairs = [(h.url, h.title) for h in hits]
            counts["lists_repeating_url_title"] += len(set(pairs)) != len(pairs)
            pages = [h.url.split("#")[0] for h in hits]
            counts["hits_sharing_a_page_url_with_other_titles"] += len(pages) - len(set(pages))
            for hit in hits:
                counts["snippets"] += 1
                source = await _source(reader, hit)
                body = hit.text.removeprefix(ELLIPSIS).removesuffix(ELLIPSIS)
                counts["cut_snippets"] += body != hit.text
                start = source.find(body)
                if start < 0:
                    continue
                counts["located"] += 1
                if is_word_boundary(source, start) and is_word_boundary(source, start + len(body)):
                    counts["on_word_boundaries"] += 1
                elif len(misses) < 10:
                    misses.append(
                        {
                            "id": hit.id,
                            "start": source[max(0, start - 15) : start + 15],
                            "end": source[start + len(body) - 15 : start + len(body) + 15],
                        }
                    )
    finally:
        await reader.aclose()
    located = counts["located"] or 1
    return counts | {
        "share_on_boundaries": counts["on_word_boundaries"] / located,
        "misses": misses,
    }


def _on_boundaries(source: str, out: str) -> bool | None:
    """Whether snippet ``out`` of ``source`` is cut on word boundaries; None if not located."""
    body = out.removeprefix(ELLIPSIS).removesuffix(ELLIPSIS)
    start = source.find(body)
    if start < 0:
        return None
    return is_word_boundary(source, start) and is_word_boundary(source, start + len(body))


async def corpus() -> dict[str, Any]:
    reader = await DocsReader.connect(os.environ["DOCS_REDIS_URL"])
    counts = {"chunks": 0, "cut_snippets": 0, "located": 0, "on_word_boundaries": 0}
    try:
        version = await reader._live.version()
        keys = [
            key
            async for key in reader._client.scan_iter(
                match=f"{record_key(Entity.CHUNK, version, '')}*", count=2000
            )
        ]
        for offset in range(0, len(keys), 500):
            pipe = reader._client.pipeline(transaction=False)
            for key in keys[offset : offset + 500]:
                pipe.hmget(key, ["text", "heading"])
            for text, heading in await pipe.execute():
                source = as_str(text).strip()
                out = snippet(source, as_str(heading).lower().split())
                counts["chunks"] += 1
                counts["cut_snippets"] += out != source
                verdict = _on_boundaries(source, out)
                counts["located"] += verdict is not None
                counts["on_word_boundaries"] += bool(verdict)
    finally:
        await reader.aclose()
    return counts | {"share_on_boundaries": counts["on_word_boundaries"] / (counts["located"] or 1)}


if __name__ == "__main__":
    run = corpus() if sys.argv[1:] == ["--corpus"] else main(sys.argv[1:])
    print(json.dumps(asyncio.run(run), indent=2, ensure_ascii=False))
