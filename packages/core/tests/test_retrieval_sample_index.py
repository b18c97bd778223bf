"""The shared ``sample_index`` fixture publishes a complete, discoverable index (spec/011)."""

from __future__ import annotations

import re

import redis
from docs_core.index import discover, live_version
from docs_ingest.testing import SAMPLE_SITE

SECTION_RE = re.compile(r"^## ", re.M)


def test_ret000_sample_index_is_published_and_discoverable(sample_index: str) -> None:
    pages = sorted((SAMPLE_SITE / "content").rglob("*.md"))
    commands = [p for p in pages if p.parent.name == "commands"]
    sections = sum(1 + len(SECTION_RE.findall(p.read_text(encoding="utf-8"))) for p in pages)
    client = redis.Redis.from_url(sample_index)
    try:
        meta = discover(client)
        assert live_version(client) == meta.version
        assert meta.counts["pages"] == len(pages) == 11
        assert meta.counts["commands"] == len(commands) == 3
        assert meta.counts["chunks"] > sections
        for entity in ("pages", "chunks", "commands"):
            assert int(client.ft(f"docs_{entity}").info()["num_docs"]) == meta.counts[entity]
    finally:
        client.close()
